import { describe, expect, it } from 'vitest';
import { evaluateBudget } from '../../../src/analysis/budget.js';
import { deriveVerdict } from '../../../src/analysis/verdict.js';
import type { ScriptThresholds, WindowMeasurement } from '../../../src/model.js';
import { makeWindow } from './windows.js';

const P95 = 'http_req_duration: p(95)<500';
const ERRORS = 'http_req_failed: rate<0.01';

function windows(crossed: string[][]): WindowMeasurement[] {
  return crossed.map((list, round) => ({
    ...makeWindow({ tps: 100 }),
    round,
    ...(list.length > 0 ? { thresholdsCrossed: list } : {}),
  }));
}

function records(crossed: string[][], setting?: ScriptThresholds) {
  return evaluateBudget({
    scenario: 's',
    windows: windows(crossed),
    ...(setting === undefined ? {} : { scriptThresholds: setting }),
  }).filter((record) => record.rule === 'script.threshold');
}

describe("the script's own k6 thresholds", () => {
  it('warn when crossed in most windows, one record per threshold, without failing the gate', () => {
    const found = records([[P95, ERRORS], [P95], [P95]], 'warn');
    expect(found.map((r) => [r.expected, r.actual, r.passed, r.level])).toEqual([
      [`${P95} (the script's own threshold)`, 'crossed in 3 of 3 window(s)', false, 'warning'],
      [`${ERRORS} (the script's own threshold)`, 'crossed in 1 of 3 window(s)', true, 'notice'],
    ]);
    expect(found[0]!.message).toContain('set fail to make it fail the gate');
    expect(deriveVerdict({ rules: found, comparisons: [] }).verdict).toBe('pass');
  });

  it('fail the gate with fail, on most windows only: one disturbed round neither fails nor rescues', () => {
    const failing = records([[P95], [P95], []], 'fail');
    expect(failing[0]).toMatchObject({ passed: false, level: 'error' });
    expect(deriveVerdict({ rules: failing, comparisons: [] }).verdict).toBe('fail');
    // Crossed in 2 of 4: not most.
    const even = records([[P95], [P95], [], []], 'fail');
    expect(even[0]).toMatchObject({ passed: true, level: 'notice' });
    expect(deriveVerdict({ rules: even, comparisons: [] }).verdict).toBe('pass');
  });

  it('count a threshold once per window, and are left out with ignore or when none crossed', () => {
    expect(records([[P95, P95]], 'fail')[0]!.actual).toBe('crossed in 1 of 1 window(s)');
    expect(records([[P95], [P95]], 'ignore')).toEqual([]);
    expect(records([[P95], [P95]])).toEqual([]); // evaluateBudget's default (release runs)
    expect(records([[], []], 'fail')).toEqual([]);
  });
});

describe('iterations that hold their VU in the script itself', () => {
  const dropped = (iterationMs: number) =>
    evaluateBudget({
      scenario: 's',
      windows: [
        {
          ...makeWindow({ targetRate: 40, tps: 38, p95: 40, dropped: 120, requests: 2280 }),
          iterationMs,
        },
      ],
    }).find((record) => record.rule === 'generator.dropped-iterations')!;

  it('are named, with the VUs the rate needs, when the script sleeps longer than it waits', () => {
    // 2,280 requests of 20 ms on average, one per iteration; an iteration takes 1,020 ms.
    const record = dropped(1020);
    expect(record).toMatchObject({ passed: false, level: 'warning', inconclusive: true });
    expect(record.message).toContain(
      'an iteration took 1,020 ms on average, 1,000 ms of it in the script itself rather than waiting on the app (a sleep() for think time?)',
    );
    // 40/s × 1.02 s × 1.2 = 48.96.
    expect(record.message).toContain('give s max-vus of at least 49');
    expect(record.message).toContain('it had 20');
  });

  it('leave the app-bound reading when the requests take most of the iteration', () => {
    const record = dropped(30);
    expect(record.message).toContain('because every VU was waiting on the app');
    expect(record.message).not.toContain('sleep()');
  });
});
