import { describe, expect, it } from 'vitest';
import { fitLatencyNoise, rejudgeGate, summarizeModes } from '../../../bench/lib/rejudge.js';
import type { RuleRecord } from '../../../src/model.js';
import { recorded } from './recorded-gate.js';

const budgetFailed: RuleRecord = {
  rule: 'budget.p95',
  metric: 'p95',
  scenario: 'content-view',
  expected: '≤ 5 ms',
  actual: '9 ms',
  passed: false,
  level: 'error',
  message: 'p95 over budget',
};

describe('re-judging a recorded gate as the gate decides', () => {
  it('reads pass for a clean gate and fail for one 25 % slower, with the gate’s own σ_u', () => {
    const clean = rejudgeGate(recorded('aa-1', 1));
    expect(clean.verdict).toBe('pass');
    expect(clean.latency!.changePct).toBeCloseTo(0, 0);
    expect(clean.latency!.highPct).toBeLessThan(10);
    expect(rejudgeGate(recorded('cpu20-1', 1.25)).verdict).toBe('fail');
  });

  it('widens the interval with a larger σ_u until the clean gate cannot decide', () => {
    const wide = rejudgeGate(recorded('aa-1', 1), { sigmaU: 0.2, degreesOfFreedom: 9 });
    expect(wide.verdict).toBe('inconclusive');
    expect(wide.latency!.highPct).toBeGreaterThan(10);
  });

  it('keeps every other recorded rule: a failed budget still fails the gate', () => {
    expect(rejudgeGate(recorded('aa-1', 1, { rules: [budgetFailed] })).verdict).toBe('fail');
  });

  it('replaces the recorded primary comparison rule instead of counting it twice', () => {
    const stale: RuleRecord = {
      rule: 'regression.latency',
      metric: 'latency',
      scenario: 'content-view',
      expected: 'change ≤ +10.0%',
      actual: '+6.0%',
      passed: false,
      level: 'warning',
      inconclusive: true,
      message: 'straddles the tolerance',
    };
    expect(rejudgeGate(recorded('aa-1', 1, { rules: [stale] })).verdict).toBe('pass');
  });

  it('leaves a gate that ended in an error as it was', () => {
    expect(rejudgeGate(recorded('aa-1', 1, { verdict: 'error' })).verdict).toBe('error');
  });
});

describe('the noise model and the summary', () => {
  it('fits a whole-gate offset of ±10 % as σ_u and nothing when pairs only scatter', () => {
    const offsets = [
      recorded('aa-1', 1.1, { spread: 0 }),
      recorded('aa-2', 1 / 1.1, { spread: 0 }),
    ];
    expect(fitLatencyNoise(offsets)!.sigmaU).toBeCloseTo(Math.log(1.1), 6);
    expect(fitLatencyNoise([recorded('aa-3', 1, { spread: 0.05 })])!.sigmaU).toBe(0);
  });

  it('counts verdicts per mode, the median change and half-width, and the coverage of 0', () => {
    const judged = [recorded('aa-1', 1), recorded('aa-2', 1.02), recorded('cpu20-1', 1.25)].map(
      (g) => rejudgeGate(g),
    );
    const [aa, cpu20] = summarizeModes(judged, () => 300_000);
    expect(aa).toMatchObject({ mode: 'aa', gates: 2, pass: 2, fail: 0, coversZero: 1 });
    expect(aa!.medianWallSec).toBe(300);
    expect(aa!.medianHalfWidthPct).toBeGreaterThan(3);
    expect(cpu20).toMatchObject({ mode: 'cpu20', gates: 1, fail: 1, coversZero: 0 });
    expect(cpu20!.medianChangePct).toBeGreaterThan(20);
  });
});
