// History records and results for the history tests: a gate result of the commit under test built
// from healthy windows (test/unit/analysis/windows.ts), and records made directly with chosen
// figures. Deterministic.
import type { HistoryRecord } from '../../../src/history/record.js';
import type { GateResult, WindowMeasurement } from '../../../src/model.js';
import { makeWindow, requestMetrics } from '../analysis/windows.js';
import { gateResult, scenario } from '../report/results.js';

/** A 40-hex commit id from a small number: `commit(7)` is `00…07`. */
export function commit(n: number): string {
  return n.toString(16).padStart(40, '0');
}

/** A PR-side window with p95, the geometric-mean latency and work per request. */
export function measuredWindow(
  round: number,
  figures: { p95: number; geoMean: number; statements: number; tps?: number; side?: 'pr' | 'base' },
): WindowMeasurement {
  const window = makeWindow({
    round,
    side: figures.side ?? 'pr',
    p95: figures.p95,
    tps: figures.tps ?? 100,
    failed: 6,
    endpoints: {
      'GET /api/contents/{id}': {
        ...requestMetrics({ p95: figures.p95 * 0.8, requests: 4000, failed: 4 }),
        logLatency: { n: 4000, mean: Math.log(figures.geoMean * 0.9), sd: 0.4 },
      },
      'POST /api/favorites': requestMetrics({ p95: figures.p95 * 1.5, requests: 2000, failed: 2 }),
    },
  });
  return {
    ...window,
    http: {
      ...window.http,
      logLatency: { n: 6000, mean: Math.log(figures.geoMean), sd: 0.5 },
    },
    work: {
      requests: 6000,
      elapsedMs: 60_000,
      notes: [],
      database: {
        statementsPerRequest: figures.statements,
        kindsPerRequest: {
          select: figures.statements,
          insert: 0,
          update: 0,
          delete: 0,
          transaction: 0,
          other: 0,
        },
        rowsExaminedPerRequest: figures.statements * 10,
        unshapedPerRequest: 0,
        shapes: [],
      },
      app: { threadCpuMsPerRequest: 1.25 },
    },
  };
}

/** A single-side gate result of `sha` (null: none), three rounds of `content-detail`. */
export function measuredResult(sha: string | null = commit(1)): GateResult {
  const windows = [
    measuredWindow(0, { p95: 180, geoMean: 40, statements: 3, tps: 99.5 }),
    measuredWindow(1, { p95: 190, geoMean: 42, statements: 3, tps: 99.9 }),
    measuredWindow(2, { p95: 200, geoMean: 41, statements: 4, tps: 100 }),
  ];
  const result = gateResult([scenario('content-detail', windows)]);
  const pr = { ...result.sides.pr };
  delete pr.sha;
  return {
    ...result,
    startedAt: '2026-03-01T09:30:00.000Z',
    sides: { pr: { ...pr, ...(sha === null ? {} : { sha }) } },
    config: { compare: { rounds: 3 }, scenarios: [{ name: 'content-detail', rate: 100 }] },
  };
}

/** A record with the given overall p95 (and TPS), one endpoint and one work metric. */
export function record(
  n: number,
  figures: { p95: number; tps?: number; statements?: number },
  extra: Partial<HistoryRecord> = {},
): HistoryRecord {
  return {
    schema: 1,
    commit: commit(n),
    time: new Date(Date.UTC(2026, 0, 1) + n * 3_600_000).toISOString(),
    runner: { class: '4 cores, AMD EPYC, 16 GiB', cpuModel: 'AMD EPYC', cores: 4 },
    perfGate: '0.1.0',
    configHash: '0123456789abcdef',
    verdict: 'pass',
    scenarios: {
      browse: {
        tps: figures.tps ?? 100,
        p95: figures.p95,
        endpoints: { 'GET /x': { p95: figures.p95 / 2 } },
        work: figures.statements === undefined ? {} : { statements: figures.statements },
      },
    },
    ...extra,
  };
}
