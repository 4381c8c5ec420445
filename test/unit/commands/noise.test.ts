// `perf-gate noise`: real files in, the fit and the line to set out; bad input is an error naming
// the file and the fix.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seededNormal } from '../../../src/analysis/stats.js';
import { noiseCommand, renderNoiseReport } from '../../../src/commands/noise.js';
import { parseConfig } from '../../../src/files/config-file.js';
import { withMachineNoise } from '../../../src/config/runners.js';
import { ConfigError } from '../../../src/errors.js';
import { aaResult, simulate } from '../analysis/aa-results.js';

const folder = mkdtempSync(join(tmpdir(), 'perf-gate-noise-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Writes `count` A/A result files and returns their paths. */
function writeGates(count: number, prefix: string, cores?: number): string[] {
  const ratios = simulate(seededNormal(count), {
    gates: count,
    pairs: 10,
    sigmaU: 0.01,
    pairSpread: 0.09,
  });
  return ratios.map((d, index) => {
    const file = join(folder, `${prefix}-${index}.json`);
    writeFileSync(file, JSON.stringify(aaResult(d, cores === undefined ? {} : { cores })));
    return file;
  });
}

async function errorOf(run: () => Promise<unknown>): Promise<ConfigError> {
  const caught = await run().then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(caught).toBeInstanceOf(ConfigError);
  return caught as ConfigError;
}

describe('perf-gate noise', () => {
  it('prints the fit and the setting per runner class', async () => {
    const report = await noiseCommand([...writeGates(24, 'four'), ...writeGates(6, 'two', 2)]);
    const text = renderNoiseReport(report);
    expect(report.fits.map((f) => f.gates)).toEqual([24, 6]);
    expect(text).toContain(
      'runner: 4 cores, AMD EPYC 7763 64-Core Processor, 16 GiB · scenario: content-view',
    );
    expect(text).toContain('A/A gates, pairs              24, 240');
    const suggested = report.fits[0]!.suggested * 100;
    expect(text).toContain(
      `For 4 cores, AMD EPYC 7763 64-Core Processor, 16 GiB, set in perf-gate.yml on the base branch:\n  compare:\n    instance-noise: ${Number(suggested.toFixed(1))}%`,
    );
    // only the class with few gates carries the warning
    expect(text.match(/the bounds are wide/g)).toHaveLength(1);
    // The runners block it prints is valid perf-gate.yml that gives each class its own values.
    expect(text).toContain('list each under compare.runners instead:');
    const block = text
      .slice(text.lastIndexOf('  compare:\n    runners:'))
      .split('\n')
      .filter((line) => line.startsWith('  '))
      .map((line) => line.slice(2))
      .join('\n');
    const config = parseConfig(
      `scenarios:\n  - name: a\n    script: load.js\n    rate: 30\n${block}\n`,
      join(folder, 'perf-gate.yml'),
      {},
      { checkFiles: false },
    );
    for (const fit of report.fits) {
      expect(withMachineNoise(config, fit.runner).compare).toMatchObject({
        instanceNoise: fit.suggested,
        speedAdjustment: fit.speedAdjustment,
        stealAdjustment: fit.steal.factor,
      });
    }
  });

  it('refuses files with no A/A gates to fit, listing why each was skipped', async () => {
    const few = writeGates(3, 'few');
    const error = await errorOf(() => noiseCommand(few));
    expect(error.message).toContain(
      'No runner class has 5 or more A/A gates among the 3 result file(s)',
    );
    expect(error.message).toContain(`${few[0]}: only 3 A/A gate(s)`);
    expect(error.fix).toContain('perf-gate run --base HEAD');
  });

  it('names a file it cannot read or parse', async () => {
    const missing = join(folder, 'missing.json');
    expect((await errorOf(() => noiseCommand([missing]))).message).toBe(
      `${missing}: cannot be read (ENOENT).`,
    );
    const broken = join(folder, 'broken.json');
    writeFileSync(broken, '{"schemaVersion": 1,');
    expect((await errorOf(() => noiseCommand([broken]))).message).toContain(
      `${broken}: is not JSON`,
    );
  });
});
