import { describe, expect, it } from 'vitest';
import { evaluateBudget } from '../../../src/analysis/budget.js';
import type { RuleRecord } from '../../../src/model.js';
import { makeWindow, requestMetrics } from './windows.js';

function byRule(records: RuleRecord[], rule: string, endpoint?: string): RuleRecord {
  const found = records.find((record) => record.rule === rule && record.endpoint === endpoint);
  if (!found)
    throw new Error(`no ${rule} record in ${records.map((record) => record.rule).join(', ')}`);
  return found;
}

describe('budgets', () => {
  it('passes a healthy run at 100 TPS, p95 under 500 ms, no errors', () => {
    const records = evaluateBudget({
      scenario: 'content-detail',
      windows: [makeWindow({ p95: 420, p99: 700, tps: 99.5 })],
      budget: { tps: 100, p95Ms: 500, p99Ms: 1000, errorRate: 0.01 },
    });
    expect(records.map((record) => record.rule)).toEqual([
      'generator.saturated',
      'generator.dropped-iterations',
      'budget.tps',
      'budget.p95',
      'budget.p99',
      'budget.errorRate',
    ]);
    expect(records.every((record) => record.passed)).toBe(true);
    expect(byRule(records, 'budget.p95')).toMatchObject({ expected: '≤ 500 ms', actual: '420 ms' });
  });

  it('fails p95 over budget with an error-level record', () => {
    const records = evaluateBudget({
      scenario: 'content-detail',
      windows: [makeWindow({ p95: 612 })],
      budget: { p95Ms: 500 },
    });
    const p95 = byRule(records, 'budget.p95');
    expect(p95).toMatchObject({ passed: false, level: 'error', actual: '612 ms' });
    expect(p95.message).toContain('exceeds the 500 ms budget');
  });

  it('judges several rounds on the median, so one bad round neither fails nor rescues it', () => {
    const windows = [480, 490, 2000].map((p95, round) => makeWindow({ round, p95 }));
    const p95 = byRule(
      evaluateBudget({ scenario: 's', windows, budget: { p95Ms: 500 } }),
      'budget.p95',
    );
    expect(p95.passed).toBe(true);
    expect(p95.actual).toBe('490 ms (median of 3 rounds)');
    const slow = [520, 530, 100].map((value, round) => makeWindow({ round, p95: value }));
    expect(
      byRule(evaluateBudget({ scenario: 's', windows: slow, budget: { p95Ms: 500 } }), 'budget.p95')
        .passed,
    ).toBe(false);
  });

  it('pools the error rate over rounds', () => {
    const windows = [0, 0, 180].map((failed, round) =>
      makeWindow({ round, failed, requests: 6000 }),
    );
    const errors = byRule(
      evaluateBudget({ scenario: 's', windows, budget: { errorRate: 0.005 } }),
      'budget.errorRate',
    );
    // 180 of 18000 = 1%: a median of per-round rates (0%) would have hidden it
    expect(errors.passed).toBe(false);
    expect(errors.actual).toBe('1% (180 of 18000 requests)');
  });

  it('fails TPS below the target beyond the slack', () => {
    const tps = byRule(
      evaluateBudget({ scenario: 's', windows: [makeWindow({ tps: 90 })], budget: { tps: 100 } }),
      'budget.tps',
    );
    expect(tps).toMatchObject({ passed: false, level: 'error' });
    const withinSlack = byRule(
      evaluateBudget({ scenario: 's', windows: [makeWindow({ tps: 98.5 })], budget: { tps: 100 } }),
      'budget.tps',
    );
    expect(withinSlack.passed).toBe(true);
  });

  it('refuses a TPS budget above the scheduled rate', () => {
    const tps = byRule(
      evaluateBudget({
        scenario: 's',
        windows: [makeWindow({ targetRate: 50, tps: 50 })],
        budget: { tps: 100 },
      }),
      'budget.tps',
    );
    expect(tps.passed).toBe(false);
    expect(tps.message).toMatch(/Raise the scenario's rate to at least 100/);
  });

  it('warns when iterations threw, with the count and an example, without deciding the verdict', () => {
    const window = makeWindow({ tps: 100 });
    window.iterationErrors = 7;
    window.scriptError = 'TypeError: Cannot read property "id" of undefined at buy (load.js:9:20)';
    const record = byRule(
      evaluateBudget({ scenario: 's', windows: [window, window] }),
      'script.iteration-errors',
    );
    expect(record).toMatchObject({
      passed: false,
      level: 'warning',
      actual: `14 of ${2 * window.iterations}`,
    });
    expect(record.inconclusive).toBeUndefined();
    expect(record.message).toContain(
      '(TypeError: Cannot read property "id" of undefined at buy (load.js:9:20))',
    );
    expect(
      evaluateBudget({ scenario: 's', windows: [makeWindow()] }).some(
        (r) => r.rule === 'script.iteration-errors',
      ),
    ).toBe(false);
  });

  it('warns when requests went elsewhere than the app under test', () => {
    const window = makeWindow({ tps: 100 });
    window.foreignRequests = 30;
    window.foreignUrl = 'http://localhost:8080/api/items';
    const record = byRule(
      evaluateBudget({ scenario: 's', windows: [window] }),
      'script.foreign-requests',
    );
    expect(record).toMatchObject({
      passed: false,
      level: 'warning',
      actual: `30 of ${window.http.requests}`,
    });
    expect(record.message).toContain('(e.g. http://localhost:8080/api/items)');
  });

  it('makes dropped iterations inconclusive, never a pass', () => {
    const records = evaluateBudget({
      scenario: 's',
      windows: [makeWindow({ tps: 99.9, dropped: 12 })],
      budget: { tps: 100 },
    });
    const dropped = byRule(records, 'generator.dropped-iterations');
    expect(dropped).toMatchObject({ passed: false, inconclusive: true, actual: '12' });
    expect(byRule(records, 'budget.tps')).toMatchObject({ passed: false, inconclusive: true });
  });

  it('tells an app too slow for the VU pool from a saturated generator', () => {
    // k6 at 7 % of a core, every VU waiting on the app: the app is the limit, not the runner.
    const slowApp = makeWindow({ dropped: 40 });
    slowApp.generator.cpuPercent = 7;
    const appBound = byRule(
      evaluateBudget({ scenario: 's', windows: [slowApp] }),
      'generator.dropped-iterations',
    );
    expect(appBound).toMatchObject({ passed: false, inconclusive: true });
    expect(appBound.message).toContain('the app is too slow for the VU pool at this rate');
    expect(appBound.message).toContain('k6 itself used at most 7 % of a core');
    expect(appBound.message).not.toContain('bigger');
    const records = evaluateBudget({ scenario: 's', windows: [slowApp] });
    expect(byRule(records, 'generator.saturated').passed).toBe(true);

    const starved = makeWindow({ dropped: 40, saturated: true });
    const generatorBound = byRule(
      evaluateBudget({ scenario: 's', windows: [starved] }),
      'generator.dropped-iterations',
    );
    expect(generatorBound.message).toContain('the load generator could not start them on time');
    expect(generatorBound.message).toContain('bigger or quieter runner');
  });

  it('makes a saturated generator inconclusive even without any budget', () => {
    const records = evaluateBudget({ scenario: 's', windows: [makeWindow({ saturated: true })] });
    const saturated = byRule(records, 'generator.saturated');
    expect(saturated).toMatchObject({ passed: false, inconclusive: true });
    expect(saturated.message).toContain('k6 CPU above 90%');
  });

  it('checks per-endpoint budgets and reports an unknown endpoint as an error', () => {
    const windows = [
      makeWindow({
        endpoints: {
          'GET /contents/{id}/places': requestMetrics({ p95: 300 }),
          'GET /contents/{id}': requestMetrics({ p95: 80, failed: 60, requests: 3000 }),
        },
      }),
    ];
    const records = evaluateBudget({
      scenario: 's',
      windows,
      budget: {
        endpoints: {
          'GET /contents/{id}/places': { p95Ms: 250 },
          'GET /contents/{id}': { p95Ms: 250, errorRate: 0.01 },
          'GET /contnets': { p95Ms: 100 },
        },
      },
    });
    expect(byRule(records, 'budget.p95', 'GET /contents/{id}/places').passed).toBe(false);
    expect(byRule(records, 'budget.p95', 'GET /contents/{id}').passed).toBe(true);
    expect(byRule(records, 'budget.errorRate', 'GET /contents/{id}').passed).toBe(false);
    const unknown = byRule(records, 'budget.endpoint', 'GET /contnets');
    expect(unknown).toMatchObject({ passed: false, level: 'error' });
    expect(unknown.actual).toBe('endpoints seen: GET /contents/{id}, GET /contents/{id}/places');
  });

  it('uses only the requested side and reports a side without windows', () => {
    const windows = [makeWindow({ side: 'base', p95: 900 }), makeWindow({ side: 'pr', p95: 100 })];
    expect(
      byRule(evaluateBudget({ scenario: 's', windows, budget: { p95Ms: 500 } }), 'budget.p95')
        .passed,
    ).toBe(true);
    const none = evaluateBudget({
      scenario: 's',
      windows: [makeWindow({ side: 'base' })],
      budget: { p95Ms: 500 },
    });
    expect(none).toHaveLength(1);
    expect(none[0]).toMatchObject({ rule: 'measurement.windows', passed: false, level: 'error' });
  });
});
