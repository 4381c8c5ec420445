import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/files/config-file.js';
import { parseDurationMs, parseFraction, parseMemoryMb } from '../../../src/config/units.js';
import { ConfigError } from '../../../src/errors.js';

const dir = mkdtempSync(join(tmpdir(), 'perf-gate-config-'));
writeFileSync(join(dir, 'load.js'), 'export default function () {}\n');
writeFileSync(join(dir, 'schema.sql'), 'SELECT 1;\n');
const file = join(dir, 'perf-gate.yml');

function errorOf(text: string): string {
  try {
    parseConfig(text, file);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).describe();
  }
  throw new Error('expected a ConfigError');
}

describe('units', () => {
  it('reads durations, fractions and memory sizes', () => {
    expect(parseDurationMs('30s')).toBe(30_000);
    expect(parseDurationMs('1m30s')).toBe(90_000);
    expect(parseDurationMs('500ms')).toBe(500);
    // One grammar for the file and every flag: days and minutes spelled out too (plan's windows).
    expect(parseDurationMs('1d')).toBe(86_400_000);
    expect(parseDurationMs('2 min')).toBe(120_000);
    expect(parseDurationMs('1h 30m')).toBe(5_400_000);
    expect(parseDurationMs(2)).toBe(2000);
    expect(parseDurationMs('fast')).toBeUndefined();
    expect(parseDurationMs('30s junk')).toBeUndefined();
    expect(parseFraction('1%')).toBeCloseTo(0.01);
    expect(parseFraction(0.05)).toBe(0.05);
    expect(parseFraction(5)).toBeUndefined();
    expect(parseMemoryMb('2g')).toBe(2048);
    expect(parseMemoryMb('512m')).toBe(512);
    expect(parseMemoryMb('1.5GiB')).toBe(1536);
    expect(parseMemoryMb('lots')).toBeUndefined();
  });
});

describe('perf-gate.yml', () => {
  it('fills defaults with the real public images and resolves paths against the file', () => {
    const config = parseConfig(
      `scenarios:\n  - name: detail\n    script: load.js\n    rate: 50\n    budget: { p95: 500ms, errors: 1%, tps: 50 }\ndatabase:\n  init: [schema.sql]\n`,
      file,
    );
    // The Java version comes from the jar at boot: eclipse-temurin:17-jre, :21-jre …
    expect(config.app.image).toBe('eclipse-temurin:{java}-jre');
    expect(config.database.image).toBe('mysql:8.4');
    expect(config.database.init).toEqual([join(dir, 'schema.sql')]);
    expect(config.scenarios[0]).toMatchObject({
      name: 'detail',
      script: join(dir, 'load.js'),
      targetRate: 50,
      // the calibrated gate windows; capacity and sweep boot a fresh app per window: longer
      warmupMs: 3_000,
      durationMs: 5_000,
      release: { warmupMs: 10_000, durationMs: 20_000 },
      budget: { p95Ms: 500, errorRate: 0.01, tps: 50 },
    });
    expect(config.compare).toMatchObject({ base: 'auto', rounds: 5, tolerance: { p95: 0.1 } });
  });

  it('warms a fresh app up at a raised rate by default, and reads or refuses the knobs', () => {
    const text = (warmup: string) =>
      `scenarios:\n  - name: detail\n    script: load.js\n    rate: 5\n${warmup}`;
    expect(parseConfig(text(''), file).warmup).toMatchObject({ bootMs: 20_000, bootRate: 4 });
    expect(parseConfig(text('warmup: { boot: 0s, boot-rate: 1.5 }\n'), file).warmup).toMatchObject({
      bootMs: 0,
      bootRate: 1.5,
    });
    expect(errorOf(text('warmup: { boot-rate: 0.5 }\n'))).toContain(
      'warmup.boot-rate must be at least 1 (1 = the scenario rate)',
    );
  });

  it("judges the raw latency by default (the runner's speed off), and reads or refuses the factor", () => {
    const text = (compare: string) =>
      `scenarios:\n  - name: detail\n    script: load.js\n    rate: 5\n${compare}`;
    expect(parseConfig(text(''), file).compare.speedAdjustment).toBe(0);
    expect(
      parseConfig(text('compare: { speed-adjustment: 0.8 }\n'), file).compare.speedAdjustment,
    ).toBe(0.8);
    expect(errorOf(text('compare: { speed-adjustment: 5 }\n'))).toContain(
      'compare.speed-adjustment must be a number from 0 (off) to 3, e.g. 0.8',
    );
    expect(errorOf(text('compare: { speed-adjustment: "80%" }\n'))).toContain(
      'must be a number from 0 (off) to 3',
    );
  });

  it("takes the host's steal out by default (0.057 per point), and reads or refuses the factor", () => {
    const text = (compare: string) =>
      `scenarios:\n  - name: detail\n    script: load.js\n    rate: 5\n${compare}`;
    expect(parseConfig(text(''), file).compare.stealAdjustment).toBe(0.057);
    expect(
      parseConfig(text('compare: { steal-adjustment: 0.03 }\n'), file).compare.stealAdjustment,
    ).toBe(0.03);
    expect(
      parseConfig(text('compare: { steal-adjustment: 0 }\n'), file).compare.stealAdjustment,
    ).toBe(0);
    expect(errorOf(text('compare: { steal-adjustment: 0.8 }\n'))).toContain(
      'compare.steal-adjustment must be a number from 0 (off) to 0.5, e.g. 0.057',
    );
    expect(errorOf(text('compare: { steal-adjustment: -0.1 }\n'))).toContain(
      'compare.steal-adjustment must be a number from 0 (off) to 0.5',
    );
    expect(errorOf(text('compare: { steal-adjustment: "5%" }\n'))).toContain(
      'must be a number from 0 (off) to 0.5',
    );
  });

  it('reads SQL to run after the app has booted, and checks that it exists', () => {
    const text = (files: string) =>
      `scenarios:\n  - name: detail\n    script: load.js\n    rate: 5\ndatabase:\n  init-after-boot: ${files}\n`;
    expect(parseConfig(text('[schema.sql]'), file).database.initAfterBoot).toEqual([
      join(dir, 'schema.sql'),
    ]);
    expect(parseConfig(text('[]'), file).database.init).toEqual([]);
    expect(errorOf(text('[seed.sql]'))).toContain(
      'database.init-after-boot[0] points to ' + join(dir, 'seed.sql'),
    );
  });

  it('names the file, line, key, bad value and the fix', () => {
    const message = errorOf(`scenarios:\n  - name: detail\n    script: load.js\n    rate: fast\n`);
    expect(message).toContain(
      'perf-gate.yml:4: scenarios[0].rate must be a positive number (got "fast")',
    );
    expect(message).toContain('Fix:');
  });

  it('suggests the key that was meant', () => {
    const message = errorOf(
      `scenarios:\n  - name: detail\n    script: load.js\n    rate: 10\n    durration: 30s\n`,
    );
    expect(message).toContain(
      'perf-gate.yml:5: scenarios[0].durration is not a known key (did you mean "duration"?)',
    );
  });

  it('rejects unreadable units and missing required keys', () => {
    expect(
      errorOf(`scenarios:\n  - name: a\n    script: load.js\n    rate: 5\n    warmup: soon\n`),
    ).toContain('scenarios[0].warmup must be a duration like "30s", "2m" or "500ms" (got "soon")');
    expect(errorOf(`scenarios:\n  - name: a\n    rate: 5\n`)).toContain(
      'scenarios[0].script is missing: give a k6 script, or list the requests to send under requests',
    );
    expect(errorOf(`app:\n  resources: { memory: lots }\nscenarios: []\n`)).toContain(
      'app.resources.memory must be a memory size',
    );
    expect(errorOf(`scenarios: [\n`)).toMatch(/perf-gate\.yml:\d+: is not valid YAML/);
  });

  it('turns a request list into the bundled generic scenario with defaults filled', () => {
    const config = parseConfig(
      `scenarios:
  - name: browse
    rate: 5
    requests:
      - path: /api/products/{id}?view=full
        weight: 3
        params: { id: 1..2000 }
      - { name: order, method: post, path: /api/orders, body: { productId: '{id}' }, params: { id: [1, 2] }, status: 201 }
`,
      file,
    );
    const scenario = config.scenarios[0]!;
    expect(scenario.script).toMatch(/scenarios\/requests\.js$/);
    expect(JSON.parse(scenario.env.PERF_GATE_REQUESTS!)).toEqual([
      {
        name: 'GET /api/products/{id}',
        method: 'GET',
        path: '/api/products/{id}?view=full',
        weight: 3,
        params: { id: '1..2000' },
        headers: {},
      },
      {
        name: 'order',
        method: 'POST',
        path: '/api/orders',
        weight: 1,
        params: { id: [1, 2] },
        headers: {},
        body: { productId: '{id}' },
        status: 201,
      },
    ]);
  });

  it('checks request lists: placeholders need params, paths start with /, not both script and requests', () => {
    const requests = (list: string, extra = '') =>
      `scenarios:\n  - name: a\n    rate: 5\n${extra}    requests: ${list}\n`;
    expect(errorOf(requests(`[{ path: '/items/{id}' }]`))).toContain(
      'scenarios[0].requests[0].params has no value for {id}',
    );
    expect(errorOf(requests('[{ path: items }]'))).toContain(
      'scenarios[0].requests[0].path must start with "/"',
    );
    expect(errorOf(requests('[{ path: /x, method: FETCH }]'))).toContain(
      'scenarios[0].requests[0].method must be one of GET, POST',
    );
    expect(errorOf(requests('[{ path: /x }]', '    script: load.js\n'))).toContain(
      'scenarios[0].requests cannot be given with script',
    );
  });

  it("reads the mix of a script's own k6 scenarios, and refuses it where it cannot apply", () => {
    const scenario = (extra: string) =>
      `scenarios:\n  - name: a\n    script: load.js\n    rate: 5\n${extra}`;
    expect(
      parseConfig(scenario('    mix: { browse: 3, buy: 1 }\n'), file).scenarios[0]?.mix,
    ).toEqual({
      browse: 3,
      buy: 1,
    });
    expect(parseConfig(scenario(''), file).scenarios[0]?.mix).toBeUndefined();
    expect(errorOf(scenario('    mix: { browse: -1 }\n'))).toContain(
      'scenarios[0].mix.browse must be 0 or more',
    );
    expect(errorOf(scenario('    executor: script\n    mix: { browse: 1 }\n'))).toContain(
      'scenarios[0].mix applies only with executor: gate',
    );
  });

  it("points the travel example's former bundled names to their new place", () => {
    expect(errorOf(`scenarios:\n  - name: a\n    script: read-heavy\n    rate: 5\n`)).toContain(
      'examples/travel-content/k6/read-heavy.js',
    );
  });

  it("reads what the script's own thresholds do: warn by default, fail or ignore", () => {
    const text = 'scenarios:\n  - name: a\n    script: load.js\n    rate: 5\n';
    expect(parseConfig(text, file).gate.scriptThresholds).toBe('warn');
    expect(
      parseConfig(`${text}gate:\n  script-thresholds: fail\n`, file).gate.scriptThresholds,
    ).toBe('fail');
    const error = errorOf(`${text}gate:\n  script-thresholds: strict\n`);
    expect(error).toContain('gate.script-thresholds');
    expect(error).toMatch(/fail.*warn.*ignore/);
  });

  it('refuses a script that does not exist, naming it', () => {
    expect(errorOf(`scenarios:\n  - name: a\n    script: nope.js\n    rate: 5\n`)).toContain(
      `scenarios[0].script points to ${join(dir, 'nope.js')}, which does not exist`,
    );
  });

  it('lets flags and inputs win over the file', () => {
    const config = parseConfig(
      `scenarios:\n  - name: a\n    script: load.js\n    rate: 5\n  - name: b\n    script: load.js\n    rate: 9\n`,
      file,
      {
        scenario: 'a',
        rounds: 7,
        durationMs: 5000,
        databaseImage: 'local/db',
      },
    );
    expect(config.scenarios.map((s) => s.name)).toEqual(['a']);
    expect(config.compare.rounds).toBe(7);
    expect(config.scenarios[0]).toMatchObject({
      durationMs: 5000,
      release: { warmupMs: 10_000, durationMs: 5000 },
    });
    expect(config.database.image).toBe('local/db');
    // A default window follows the rate a flag gives (150 iterations), and so do the VUs.
    const slower = parseConfig(
      `scenarios:\n  - name: a\n    script: load.js\n    rate: 50\n`,
      file,
      { rate: 10 },
    ).scenarios[0];
    expect(slower).toMatchObject({ targetRate: 10, durationMs: 15_000, preAllocatedVus: 10 });
    expect(() =>
      parseConfig(`scenarios:\n  - name: a\n    script: load.js\n    rate: 5\n`, file, {
        scenario: 'zzz',
      }),
    ).toThrow(/scenario "zzz" is not in perf-gate.yml \(it has: a\)/);
  });
});
