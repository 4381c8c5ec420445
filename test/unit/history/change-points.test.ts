// The change points of a history: each named by the commit before and the commit at the new level,
// with its change, Otava's magnitude, p-value and direction, and what else changed between the two
// records (runner class, perf-gate version, configuration); the series filter by prefix or glob.
import { describe, expect, it } from 'vitest';
import { analyzeHistory, seriesFilter } from '../../../src/history/change-points.js';
import { commit, record } from './records.js';

/** 30 records: p95 100 (±2) up to 115 at record 12, TPS flat, statements 3 → 4 at record 22. */
function history() {
  return Array.from({ length: 30 }, (_, i) =>
    record(i, {
      p95: (i < 12 ? 100 : 115) + (i % 3) - 1,
      tps: 100 + (i % 2) * 0.5,
      statements: i < 22 ? 3 : 4,
    }),
  );
}

describe('analyzeHistory', () => {
  it('names each change point by its commit range, change, magnitude and p-value', () => {
    const analysis = analyzeHistory(history());
    expect(analysis.records).toBe(30);
    expect(analysis.options).toEqual({ windowLen: 50, maxPValue: 0.001, minMagnitude: 0 });
    const byKey = Object.fromEntries(analysis.series.map((s) => [s.key, s.changePoints]));
    expect(byKey['scenario/browse/tps']).toEqual([]);
    expect(byKey['scenario/browse/p95']).toEqual([
      {
        index: 12,
        fromCommit: commit(11),
        toCommit: commit(12),
        fromTime: record(11, { p95: 0 }).time,
        toTime: record(12, { p95: 0 }).time,
        meanBefore: 100,
        meanAfter: 115,
        changePct: expect.closeTo(15, 9) as number,
        magnitudePct: expect.closeTo(15, 9) as number,
        pValue: expect.closeTo(0, 12) as number,
        confidence: expect.closeTo(1, 12) as number,
        worse: true,
        alsoChanged: [],
      },
    ]);
    expect(byKey['scenario/browse/endpoint/GET /x/p95']).toMatchObject([{ index: 12 }]);
    expect(byKey['scenario/browse/work/statements']).toMatchObject([
      { index: 22, fromCommit: commit(21), toCommit: commit(22), pValue: 0, worse: true },
    ]);
  });

  it('calls a TPS drop worse and a latency drop better', () => {
    const records = Array.from({ length: 20 }, (_, i) =>
      record(i, { p95: i < 10 ? 200 : 150, tps: i < 10 ? 100 : 80 }),
    );
    const byKey = Object.fromEntries(
      analyzeHistory(records).series.map((s) => [s.key, s.changePoints]),
    );
    expect(byKey['scenario/browse/p95']).toMatchObject([{ index: 10, worse: false }]);
    expect(byKey['scenario/browse/tps']).toMatchObject([{ index: 10, worse: true }]);
  });

  it('says when the runner, perf-gate or the configuration changed at the same commit', () => {
    const records = history().map((entry, i) =>
      i < 12
        ? entry
        : {
            ...entry,
            perfGate: '0.2.0',
            configHash: 'fedcba9876543210',
            runner: { ...entry.runner, class: '2 cores, Intel Xeon, 8 GiB' },
          },
    );
    const p95 = analyzeHistory(records).series.find((s) => s.key === 'scenario/browse/p95');
    expect(p95?.changePoints[0]?.alsoChanged).toEqual(['runner', 'perf-gate', 'config']);
  });

  it("passes Otava's options through and keeps only the series the filter accepts", () => {
    const analysis = analyzeHistory(history(), { minMagnitude: 0.2 }, seriesFilter('*/p95'));
    expect(analysis.series.map((s) => s.key)).toEqual([
      'scenario/browse/endpoint/GET /x/p95',
      'scenario/browse/p95',
    ]);
    // +15 % is under the 20 % asked for.
    expect(analysis.series.every((s) => s.changePoints.length === 0)).toBe(true);
  });
});

describe('seriesFilter', () => {
  it('reads a prefix, or a glob with * and ?', () => {
    const keys = [
      'scenario/browse/p95',
      'scenario/browse/endpoint/GET /x/p95',
      'scenario/browse/work/statements',
      'scenario/search/p99',
    ];
    const kept = (pattern?: string) => keys.filter(seriesFilter(pattern));
    expect(kept()).toEqual(keys);
    expect(kept('scenario/browse/')).toEqual(keys.slice(0, 3));
    expect(kept('scenario/*/p9?')).toEqual([keys[0], keys[1], keys[3]]);
    expect(kept('*work*')).toEqual([keys[2]]);
    expect(kept('scenario/browse/p95.')).toEqual([]);
    expect(kept('scenario/(browse)')).toEqual([]);
  });
});
