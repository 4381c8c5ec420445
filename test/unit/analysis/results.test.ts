import { describe, expect, it } from 'vitest';
import { compareResults, parseResultFile } from '../../../src/analysis/results.js';
import { seededNormal } from '../../../src/analysis/stats.js';
import { ConfigError } from '../../../src/errors.js';
import type { GateResult, WindowMeasurement } from '../../../src/model.js';
import { gateResult, runner, scenario } from '../report/results.js';
import { makeWindow } from './windows.js';

/** A single-side run (windows on side "pr") with the given p95 per round. */
function singleRun(
  p95s: number[],
  name = 'content-detail',
  overrides: Partial<GateResult> = {},
): GateResult {
  const windows: WindowMeasurement[] = p95s.map((p95, round) =>
    makeWindow({ scenario: name, round, p95, p99: p95 * 1.5 }),
  );
  return gateResult([scenario(name, windows, { budget: { p95Ms: 500 } })], overrides);
}

function noisy(seed: number, center: number, pairs = 5): number[] {
  const normal = seededNormal(seed);
  return Array.from({ length: pairs }, () => center * Math.exp(0.02 * normal()));
}

describe('compareResults', () => {
  it('finds a regression between two single-side runs, pairing rounds by index', () => {
    const result = compareResults(singleRun(noisy(1, 140)), singleRun(noisy(2, 182)), {
      baseFile: 'base.json',
      prFile: 'pr.json',
    });
    expect(result.verdict).toBe('fail');
    expect(result.exitCode).toBe(1);
    const [only] = result.scenarios;
    expect(only?.windows.filter((window) => window.side === 'base')).toHaveLength(5);
    expect(only?.windows.filter((window) => window.side === 'pr')).toHaveLength(5);
    const p95 = only?.comparisons.find((comparison) => comparison.metric === 'p95');
    expect(p95?.status).toBe('regression');
    expect(p95?.pairs).toBe(5);
    // the PR file's own budget record is carried over
    expect(result.rules.some((rule) => rule.rule === 'budget.p95' && rule.passed)).toBe(true);
    expect(result.sides.base?.side).toBe('base');
    expect(result.findings.map((finding) => finding.rule)).toContain('separate-runs');
  });

  it('passes an A/A comparison', () => {
    const result = compareResults(singleRun(noisy(3, 140)), singleRun(noisy(4, 140)));
    expect(result.verdict).toBe('pass');
    expect(result.exitCode).toBe(0);
  });

  it('is inconclusive with one round each, exit 0 unless asked to fail', () => {
    const lenient = compareResults(singleRun([140]), singleRun([150]));
    expect(lenient.verdict).toBe('inconclusive');
    expect(lenient.exitCode).toBe(0);
    expect(
      compareResults(singleRun([140]), singleRun([150]), { failOnInconclusive: true }).exitCode,
    ).toBe(1);
  });

  it('refuses different scenarios, naming both lists', () => {
    expect(() =>
      compareResults(singleRun([140], 'content-detail'), singleRun([140], 'search'), {
        baseFile: 'base.json',
        prFile: 'pr.json',
      }),
    ).toThrow(/Scenario mismatch: base\.json has \[content-detail\], pr\.json has \[search\]/);
  });

  it('refuses results from different runners unless allowed', () => {
    const other = singleRun(noisy(4, 140), 'content-detail', {
      runner: { ...runner, cpuModel: 'Apple M3', cores: 8 },
    });
    expect(() =>
      compareResults(singleRun(noisy(3, 140)), other, { baseFile: 'a.json', prFile: 'b.json' }),
    ).toThrow(
      /a\.json and b\.json were measured on different runners \(CPU "AMD EPYC 7763 64-Core Processor" vs "Apple M3", 4 vs 8 cores\)/,
    );
    const allowed = compareResults(singleRun(noisy(3, 140)), other, {
      allowDifferentRunners: true,
    });
    expect(allowed.findings.find((finding) => finding.rule === 'different-runners')?.level).toBe(
      'warning',
    );
  });

  it('refuses a result that measured nothing', () => {
    const failed: GateResult = {
      ...singleRun([140]),
      verdict: 'error',
      scenarios: [],
      error: { kind: 'environment', message: 'Docker is not running' },
    };
    expect(() => compareResults(failed, singleRun([140]), { baseFile: 'base.json' })).toThrow(
      /base\.json: holds no measurement \(the gate failed: Docker is not running\)/,
    );
  });

  it('refuses different target rates', () => {
    const slow = gateResult([
      scenario('content-detail', [makeWindow({ targetRate: 50, tps: 50 })]),
    ]);
    expect(() => compareResults(slow, singleRun([140]))).toThrow(/at 50\/s.*at 100\/s/);
  });

  it('makes a saturated base run inconclusive', () => {
    const base = gateResult([
      scenario(
        'content-detail',
        [0, 1, 2].map((round) => makeWindow({ round, saturated: true })),
      ),
    ]);
    const result = compareResults(base, singleRun([100, 100, 100]));
    expect(result.verdict).toBe('inconclusive');
    expect(
      result.rules.find((rule) => rule.rule === 'generator.saturated' && !rule.passed)?.message,
    ).toMatch(/^base run:/);
  });
});

describe('parseResultFile', () => {
  const valid = JSON.stringify(singleRun([140]));

  it('reads a valid file', () => {
    expect(parseResultFile(valid, 'pr.json').scenarios[0]?.name).toBe('content-detail');
  });

  it('names the file for broken JSON, a wrong schemaVersion and a bad field', () => {
    expect(() => parseResultFile('{', 'pr.json')).toThrow(/^pr\.json: is not JSON/);
    expect(() =>
      parseResultFile(JSON.stringify({ ...JSON.parse(valid), schemaVersion: 2 }), 'pr.json'),
    ).toThrow(/pr\.json: schemaVersion is 2, this perf-gate reads schemaVersion 1/);
    const broken = JSON.parse(valid) as {
      scenarios: Array<{ windows: Array<{ http: { latency: { p95: unknown } } }> }>;
    };
    (broken.scenarios[0]?.windows[0] as { http: { latency: { p95: unknown } } }).http.latency.p95 =
      'fast';
    let error: unknown;
    try {
      parseResultFile(JSON.stringify(broken), 'pr.json');
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toMatch(
      /^pr\.json: scenarios\[0\]\.windows\[0\]\.http\.latency\.p95 /,
    );
  });

  it('checks settings and telemetry as deep as the reports read them', () => {
    const withTelemetry = (telemetry: unknown) =>
      JSON.stringify({ ...JSON.parse(valid), telemetry });
    const record = {
      label: { scenario: 'content-detail', side: 'pr', round: 0 },
      series: { 'host.cpu': { t: [1], values: [40] } },
      facts: { threadsMax: 200 },
      notes: [],
    };
    expect(
      parseResultFile(withTelemetry({ records: [record] }), 'pr.json').telemetry?.records,
    ).toHaveLength(1);
    expect(() =>
      parseResultFile(
        withTelemetry({ records: [{ ...record, series: { 'host.cpu': [40] } }] }),
        'pr.json',
      ),
    ).toThrow(/pr\.json: telemetry\.records\[0\]\.series\.host\.cpu /);
    const settings = { pr: { tomcat: {}, datasources: 'none', jvm: {}, sources: {} } };
    expect(() =>
      parseResultFile(JSON.stringify({ ...JSON.parse(valid), settings }), 'pr.json'),
    ).toThrow(/pr\.json: settings\.pr\.datasources /);
  });
});
