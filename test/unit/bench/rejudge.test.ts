import { describe, expect, it } from 'vitest';
import {
  fitLatencyNoise,
  rejudgeGate,
  summarizeModes,
  type RecordedGate,
} from '../../../bench/lib/rejudge.js';
import type { RuleRecord, WindowMeasurement } from '../../../src/model.js';
import { makeWindow } from '../analysis/windows.js';

/** Ten rounds: the PR's geometric-mean latency is the base's × ratio × a little jitter. */
function recorded(
  file: string,
  ratio: number,
  options: { verdict?: RecordedGate['verdict']; rules?: RuleRecord[]; spread?: number } = {},
): RecordedGate {
  const windows: WindowMeasurement[] = [];
  const spread = options.spread ?? 0.02;
  for (let round = 0; round < 10; round++) {
    const jitter = Math.exp(spread * (round % 2 === 0 ? 1 : -1) * (1 + (round % 3) / 2));
    for (const side of ['base', 'pr'] as const) {
      const window = makeWindow({ side, round, scenario: 'content-view' });
      const geometricMean = side === 'base' ? 2 : 2 * ratio * jitter;
      window.http.logLatency = { n: 300, mean: Math.log(geometricMean), sd: 0.4 };
      windows.push(window);
    }
  }
  return {
    file,
    mode: file.replace(/-\d+$/, ''),
    verdict: options.verdict ?? 'pass',
    wallMs: 330_000,
    compare: {
      tolerance: { latency: 0.1, p95: 0.1, p99: 0.15, tps: 0.05, errors: 0.01 },
      confidence: 0.9,
      primary: ['latency', 'errorRate'],
      instanceNoise: 0.03,
      reuseApp: true,
    } as RecordedGate['compare'],
    scenarios: [{ name: 'content-view', windows, rules: options.rules ?? [] }],
  };
}

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
