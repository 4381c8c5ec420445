// A history record derived from a result file: the PR side's figures per scenario, endpoint and
// work metric (medians over the rounds), the commit, runner class, perf-gate version and config
// hash; a result that measured nothing or names no commit is refused; seriesOf gives each figure
// its own series under a stable key, in time order.
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../src/errors.js';
import {
  configHash,
  historyRecordSchema,
  recordFromResult,
  seriesOf,
} from '../../../src/history/record.js';
import { commit, measuredResult, measuredWindow, record } from './records.js';

describe('recordFromResult', () => {
  it('keeps the commit, the run and the medians of the PR side', () => {
    const result = measuredResult(commit(0xabc));
    // A base window is not the commit under test.
    result.scenarios[0]!.windows.push(
      measuredWindow(0, { p95: 900, geoMean: 900, statements: 9, side: 'base' }),
    );
    const entry = recordFromResult(result, { branch: 'main', pullRequest: 42 });
    expect(historyRecordSchema.safeParse(entry).success).toBe(true);
    expect(entry).toMatchObject({
      schema: 1,
      commit: commit(0xabc),
      time: '2026-03-01T09:30:00.000Z',
      branch: 'main',
      pullRequest: 42,
      runner: {
        class: '4 cores, AMD EPYC 7763 64-Core Processor, 16 GiB',
        cpuModel: 'AMD EPYC 7763 64-Core Processor',
        cores: 4,
      },
      perfGate: '0.1.0',
      verdict: 'pass',
    });
    expect(entry.configHash).toMatch(/^[0-9a-f]{16}$/);
    const figures = entry.scenarios['content-detail']!;
    expect(figures.tps).toBe(99.9);
    expect(figures.p95).toBe(190);
    expect(figures.p99).toBe(285);
    expect(figures.p50).toBe(95);
    expect(figures.latency).toBeCloseTo(41, 10);
    expect(figures.errorRate).toBeCloseTo(0.001, 12);
    expect(Object.keys(figures.endpoints)).toEqual([
      'GET /api/contents/{id}',
      'POST /api/favorites',
    ]);
    expect(figures.endpoints['GET /api/contents/{id}']).toMatchObject({
      p95: 152,
      errorRate: 0.001,
    });
    expect(figures.endpoints['GET /api/contents/{id}']!.latency).toBeCloseTo(36.9, 10);
    // No per-request latencies for this endpoint: no geometric mean, the rest is there.
    expect(figures.endpoints['POST /api/favorites']!.latency).toBeUndefined();
    expect(figures.endpoints['POST /api/favorites']!.p95).toBe(285);
    expect(figures.work).toEqual({
      statements: 3,
      selects: 3,
      inserts: 0,
      updates: 0,
      deletes: 0,
      'rows-examined': 30,
      'thread-cpu': 1.25,
    });
  });

  it('takes the branch from a branch ref, and none from HEAD or a commit', () => {
    const withRef = (ref: string) => {
      const result = measuredResult();
      result.sides.pr.ref = ref;
      return recordFromResult(result);
    };
    expect(withRef('refs/heads/main')).toMatchObject({ ref: 'refs/heads/main', branch: 'main' });
    expect(withRef('release/2.x').branch).toBe('release/2.x');
    expect(withRef('HEAD').branch).toBeUndefined();
    expect(withRef(commit(5)).branch).toBeUndefined();
  });

  it('marks a record of a checkout with uncommitted changes', () => {
    const result = measuredResult();
    Object.assign(result.sides.pr, { dirty: true });
    expect(recordFromResult(result).dirty).toBe(true);
    expect(recordFromResult(measuredResult()).dirty).toBeUndefined();
  });

  it('refuses a result without a commit or without a measurement', () => {
    expect(() => recordFromResult(measuredResult(null))).toThrow(ConfigError);
    expect(() => recordFromResult(measuredResult(null))).toThrow(
      'The result names no commit (sides.pr.sha is absent).',
    );
    const failed = { ...measuredResult(), verdict: 'error' as const, scenarios: [] };
    expect(() => recordFromResult(failed)).toThrow(/holds no measurement/);
    const baseOnly = measuredResult();
    baseOnly.scenarios[0]!.windows = baseOnly.scenarios[0]!.windows.map((w) => ({
      ...w,
      side: 'base' as const,
    }));
    expect(() => recordFromResult(baseOnly)).toThrow(/no measured window of the commit under test/);
  });

  it('hashes the configuration independently of its key order', () => {
    expect(configHash({ a: 1, b: { c: [1, 2], d: 'x' } })).toBe(
      configHash({ b: { d: 'x', c: [1, 2] }, a: 1 }),
    );
    expect(configHash({ a: 1 })).not.toBe(configHash({ a: 2 }));
    expect(configHash(undefined)).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe('seriesOf', () => {
  it('gives every figure a stable key and puts the points in time order', () => {
    const later = record(2, { p95: 120, statements: 4 });
    const earlier = record(1, { p95: 100, statements: 3 });
    const series = seriesOf([later, earlier]);
    expect([...series.keys()]).toEqual([
      'scenario/browse/endpoint/GET /x/p95',
      'scenario/browse/p95',
      'scenario/browse/tps',
      'scenario/browse/work/statements',
    ]);
    expect(series.get('scenario/browse/p95')).toEqual([
      { commit: commit(1), time: earlier.time, value: 100 },
      { commit: commit(2), time: later.time, value: 120 },
    ]);
    expect(series.get('scenario/browse/endpoint/GET /x/p95')?.map((p) => p.value)).toEqual([
      50, 60,
    ]);
  });

  it('adds no point where a record lacks the figure', () => {
    const series = seriesOf([record(1, { p95: 100 }), record(2, { p95: 110, statements: 5 })]);
    expect(series.get('scenario/browse/work/statements')).toEqual([
      { commit: commit(2), time: record(2, { p95: 0 }).time, value: 5 },
    ]);
    expect(series.get('scenario/browse/p95')).toHaveLength(2);
  });

  it('reads the keys of a result-derived record as documented', () => {
    const keys = [...seriesOf([recordFromResult(measuredResult())]).keys()];
    expect(keys).toContain('scenario/content-detail/latency');
    expect(keys).toContain('scenario/content-detail/p99');
    expect(keys).toContain('scenario/content-detail/errorRate');
    expect(keys).toContain('scenario/content-detail/endpoint/GET /api/contents/{id}/latency');
    expect(keys).toContain('scenario/content-detail/work/rows-examined');
    expect(keys).toHaveLength(6 + 5 + 4 + 7);
  });
});
