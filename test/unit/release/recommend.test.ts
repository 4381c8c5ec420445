// The recommendation over synthetic sweeps: each setting's windows are made with chosen p95s, judged
// by summarizeCase, and the recommendation is read back.
import { describe, expect, it } from 'vitest';
import type { Budget } from '../../../src/model.js';
import type { SweepCase, SweepDimension } from '../../../src/release/model.js';
import {
  exclusionOf,
  logInterval,
  recommend,
  resourceScore,
  stopEarlyReason,
  summarizeCase,
  type CaseWindow,
} from '../../../src/release/recommend.js';
import { POOL_KEY, THREADS_KEY } from '../../../src/release/settings.js';
import { makeWindow } from '../analysis/windows.js';

const RATE = 100;
const budget: Budget = { p95Ms: 250, errorRate: 0.01, tps: RATE };
const dimensions: SweepDimension[] = [
  { key: THREADS_KEY, label: 'threads', values: ['20', '200'] },
  { key: POOL_KEY, label: 'pool', values: ['1', '2', '10', '30'] },
];

interface Spec {
  threads: string;
  pool: string;
  p95s: number[];
  failed?: number;
  tps?: number;
  notApplied?: string[];
}

function sweepCase(spec: Spec): SweepCase {
  const settings = { [THREADS_KEY]: spec.threads, [POOL_KEY]: spec.pool };
  const windows: CaseWindow[] = spec.p95s.map((p95, repeat) => ({
    window: makeWindow({
      round: repeat,
      targetRate: RATE,
      tps: spec.tps ?? RATE,
      p95,
      ...(spec.failed === undefined ? {} : { failed: spec.failed }),
    }),
    outcome: 'pass',
    reasons: [],
    resources: { appCpuPercent: 120 },
  }));
  const summary = summarizeCase(windows, budget, 0.9);
  const label = `threads=${spec.threads} pool=${spec.pool}`;
  return {
    id: label,
    label,
    settings,
    env: {},
    jvmOptions: [],
    status: summary.outcome,
    windows: windows.map((entry, repeat) => ({
      ...entry,
      repeat,
      generator: { starved: [], undelivered: [] },
    })),
    summary,
    notApplied: spec.notApplied ?? [],
    findings: [],
  };
}

describe('summarizing a setting', () => {
  it('takes the median p95, pools the errors and gives a log-scale interval over windows', () => {
    const entry = sweepCase({ threads: '20', pool: '10', p95s: [100, 120, 110] });
    expect(entry.summary).toMatchObject({
      p95Ms: 110,
      tps: RATE,
      errorRate: 0,
      outcome: 'pass',
      windows: 3,
    });
    const interval = entry.summary!.p95Interval!;
    expect(interval.low).toBeLessThan(110);
    expect(interval.high).toBeGreaterThan(110);
    expect(interval.confidence).toBe(0.9);
  });

  it('fails a setting whose median p95 is over the budget, with the rule message', () => {
    const entry = sweepCase({ threads: '20', pool: '2', p95s: [300, 320] });
    expect(entry.summary?.outcome).toBe('fail');
    expect(entry.summary?.reasons.join(' ')).toContain('exceeds the 250 ms budget');
  });

  it('has no interval for a single window, and a wider one for noisier windows', () => {
    expect(
      sweepCase({ threads: '20', pool: '10', p95s: [100] }).summary?.p95Interval,
    ).toBeUndefined();
    const tight = logInterval([100, 102, 101], 0.9)!;
    const loose = logInterval([80, 130, 101], 0.9)!;
    expect(loose.high - loose.low).toBeGreaterThan(tight.high - tight.low);
    expect(logInterval([100, 0], 0.9)).toBeUndefined();
  });
});

describe('recommendation', () => {
  it('recommends the clearly best p95 when its interval overlaps no other', () => {
    const cases = [
      sweepCase({ threads: '200', pool: '30', p95s: [60, 62, 61] }),
      sweepCase({ threads: '20', pool: '10', p95s: [140, 150, 145] }),
      sweepCase({ threads: '200', pool: '10', p95s: [200, 210, 205] }),
    ];
    const recommendation = recommend(cases, dimensions);
    expect(recommendation.caseId).toBe('threads=200 pool=30');
    expect(recommendation.confidence).toBe('clear');
    expect(recommendation.indistinguishable).toEqual([]);
    expect(recommendation.ranking).toEqual([
      'threads=200 pool=30',
      'threads=20 pool=10',
      'threads=200 pool=10',
    ]);
    expect(recommendation.evidence.join('\n')).toContain('slower (intervals do not overlap)');
  });

  it('among settings it cannot tell apart on p95, recommends the least resources and lists the others', () => {
    const cases = [
      sweepCase({ threads: '200', pool: '30', p95s: [100, 130, 90] }),
      sweepCase({ threads: '20', pool: '10', p95s: [105, 125, 95] }),
      sweepCase({ threads: '200', pool: '10', p95s: [98, 128, 110] }),
      sweepCase({ threads: '20', pool: '2', p95s: [230, 240, 235] }),
    ];
    const recommendation = recommend(cases, dimensions);
    expect(recommendation.caseId).toBe('threads=20 pool=10');
    expect(recommendation.confidence).toBe('indistinguishable');
    expect(recommendation.indistinguishable.sort()).toEqual([
      'threads=200 pool=10',
      'threads=200 pool=30',
    ]);
    expect(recommendation.statement).toContain('cannot be told apart');
    // pool=2 met the budget but is clearly slower: not part of the group, not recommended.
    expect(recommendation.indistinguishable).not.toContain('threads=20 pool=2');
  });

  it('never recommends a pool of one, even when it has the best p95', () => {
    const cases = [
      sweepCase({ threads: '20', pool: '1', p95s: [40, 42, 41] }),
      sweepCase({ threads: '20', pool: '10', p95s: [90, 95, 92] }),
    ];
    const recommendation = recommend(cases, dimensions);
    expect(recommendation.caseId).toBe('threads=20 pool=10');
    expect(recommendation.excluded).toEqual([
      expect.objectContaining({ caseId: 'threads=20 pool=1', rule: 'pool-of-one' }),
    ]);
    expect(recommendation.evidence.join('\n')).toContain(
      'pool of one connection is never recommended',
    );
    expect(exclusionOf({ settings: { [POOL_KEY]: '1' }, notApplied: [] })?.rule).toBe(
      'pool-of-one',
    );
    expect(
      exclusionOf({
        settings: { 'spring.datasource.read.hikari.maximum-pool-size': '1' },
        notApplied: [],
      })?.rule,
    ).toBe('pool-of-one');
    expect(exclusionOf({ settings: { [POOL_KEY]: '10' }, notApplied: [] })).toBeUndefined();
  });

  it('has nothing to recommend when only a pool of one met the budget', () => {
    const cases = [
      sweepCase({ threads: '20', pool: '1', p95s: [40, 42] }),
      sweepCase({ threads: '20', pool: '10', p95s: [400, 420] }),
    ];
    const recommendation = recommend(cases, dimensions);
    expect(recommendation.caseId).toBeUndefined();
    expect(recommendation.confidence).toBe('none');
    expect(recommendation.statement).toContain('every setting that met the budget is excluded');
  });

  it('excludes a setting the app did not run with', () => {
    const cases = [
      sweepCase({
        threads: '20',
        pool: '2',
        p95s: [50, 52],
        notApplied: ['pool=2 requested, the app reported 10'],
      }),
      sweepCase({ threads: '20', pool: '10', p95s: [90, 95] }),
    ];
    const recommendation = recommend(cases, dimensions);
    expect(recommendation.caseId).toBe('threads=20 pool=10');
    expect(recommendation.excluded[0]).toMatchObject({
      caseId: 'threads=20 pool=2',
      rule: 'not-applied',
    });
  });

  it('with one window per setting, recommends the least resources that met the budget and says why', () => {
    const cases = [
      sweepCase({ threads: '200', pool: '30', p95s: [60] }),
      sweepCase({ threads: '20', pool: '10', p95s: [150] }),
      sweepCase({ threads: '20', pool: '2', p95s: [300] }),
    ];
    const recommendation = recommend(cases, dimensions);
    expect(recommendation.caseId).toBe('threads=20 pool=10');
    expect(recommendation.confidence).toBe('single-window');
    expect(recommendation.statement).toContain('--repeats 2');
    expect(recommendation.evidence.join('\n')).toContain('threads=20 pool=2 missed the budget');
  });

  it('has no recommendation when nothing met the budget', () => {
    const recommendation = recommend(
      [sweepCase({ threads: '20', pool: '2', p95s: [400, 420] })],
      dimensions,
    );
    expect(recommendation).toMatchObject({ confidence: 'none', ranking: [] });
    expect(recommendation.statement).toContain('no setting met the budget');
  });

  it('scores resources by rank within each dimension', () => {
    expect(resourceScore({ [THREADS_KEY]: '20', [POOL_KEY]: '1' }, dimensions)).toBe(0);
    expect(resourceScore({ [THREADS_KEY]: '200', [POOL_KEY]: '30' }, dimensions)).toBe(2);
    expect(resourceScore({ [THREADS_KEY]: '20', [POOL_KEY]: '10' }, dimensions)).toBeCloseTo(2 / 3);
    // Numeric order, not the order given: 10 < 50 < 200.
    const unordered: SweepDimension[] = [
      { key: THREADS_KEY, label: 'threads', values: ['200', '10', '50'] },
    ];
    expect(resourceScore({ [THREADS_KEY]: '10' }, unordered)).toBe(0);
    expect(resourceScore({ [THREADS_KEY]: '50' }, unordered)).toBe(0.5);
  });
});

describe('stopping a clearly failing setting early', () => {
  it('stops when p95 is over twice the budget or errors far over it, not on a near miss', () => {
    const limits = { p95Ms: 250, errorRate: 0.01 };
    expect(stopEarlyReason(makeWindow({ p95: 600 }), limits)).toContain('more than twice');
    expect(stopEarlyReason(makeWindow({ p95: 100, requests: 1000, failed: 80 }), limits)).toContain(
      'error rate 8%',
    );
    expect(stopEarlyReason(makeWindow({ p95: 300 }), limits)).toBeUndefined();
    expect(
      stopEarlyReason(makeWindow({ p95: 100, requests: 1000, failed: 20 }), limits),
    ).toBeUndefined();
  });
});
