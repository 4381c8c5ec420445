import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/files/config-file.js';
import { WORK_DEFAULTS } from '../../../src/config/work.js';
import { ConfigError } from '../../../src/errors.js';

const dir = mkdtempSync(join(tmpdir(), 'perf-gate-config-'));
writeFileSync(join(dir, 'load.js'), 'export default function () {}\n');
const file = join(dir, 'perf-gate.yml');
const scenarios = 'scenarios:\n  - { name: s, script: load.js, rate: 10 }\n';

describe('compare.work', () => {
  it('defaults to the provisional tolerances', () => {
    expect(parseConfig(scenarios, file).compare.work).toEqual(WORK_DEFAULTS);
  });

  it('re-tunes a tolerance, turns a metric off, and sets the idle watch', () => {
    const config = parseConfig(
      `${scenarios}compare:\n  work:\n    idle: 0\n    tolerance: { statements: 2%, cpu: false }\n`,
      file,
    );
    expect(config.compare.work.idleMs).toBe(0);
    expect(config.compare.work.tolerance.statements).toBeCloseTo(0.02);
    expect(config.compare.work.tolerance.cpu).toBe(false);
    expect(config.compare.work.tolerance.selects).toBe(WORK_DEFAULTS.tolerance.selects);
  });

  it('names the key and the accepted values when a tolerance is wrong', () => {
    let message = '';
    try {
      parseConfig(`${scenarios}compare:\n  work:\n    tolerance: { statements: lots }\n`, file);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as ConfigError).describe();
    }
    expect(message).toMatch(/compare\.work\.tolerance\.statements/);
    expect(message).toMatch(/false \(off\)/);
  });
});
