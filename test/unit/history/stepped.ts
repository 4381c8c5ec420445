// A seeded history with two steps, for the dashboard and sparkline tests: 40 results of two
// scenarios, one a day, noise of about ±2 % between them; the `browse` scenario's latency and p95
// rise by 15 % at result 12, and both scenarios run one more SQL statement per request from result
// 22. Deterministic.
import { createHash } from 'node:crypto';
import type { HistoryRecord } from '../../../src/history/record.js';

/** The commit of result `n`: 40 hex digits that differ in their first seven. */
export function steppedCommit(n: number): string {
  return createHash('sha1').update(`stepped ${n}`).digest('hex');
}

/** Noise in [-1, 1], the same for the same seed (one step of mulberry32). */
function noise(seed: number): number {
  let t = (seed * 0x9e3779b9 + 0x6d2b79f5) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return (((t ^ (t >>> 14)) >>> 0) / 4294967296) * 2 - 1;
}

/** Result `n` of the stepped history. */
export function steppedRecord(n: number, extra: Partial<HistoryRecord> = {}): HistoryRecord {
  const step = n >= 12 ? 1.15 : 1;
  const jitter = (seed: number): number => 1 + 0.02 * noise(n * 7 + seed);
  return {
    schema: 1,
    commit: steppedCommit(n),
    time: new Date(Date.UTC(2026, 1, 1) + n * 86_400_000).toISOString(),
    branch: 'main',
    ...(n % 3 === 0 ? {} : { pullRequest: 100 + n }),
    runner: { class: '4 cores, AMD EPYC, 16 GiB', cpuModel: 'AMD EPYC', cores: 4 },
    perfGate: '0.1.0',
    configHash: '0123456789abcdef',
    verdict: 'pass',
    scenarios: {
      browse: {
        tps: 100 * jitter(1),
        latency: 40 * step * jitter(2),
        p95: 180 * step * jitter(3),
        errorRate: 0,
        endpoints: { 'GET /api/items': { p95: 150 * step * jitter(4) } },
        work: { statements: n >= 22 ? 4 : 3 },
      },
      checkout: {
        tps: 50 * jitter(5),
        latency: 60 * jitter(6),
        p95: 250 * jitter(7),
        endpoints: {},
        work: { statements: n >= 22 ? 6 : 5 },
      },
    },
    ...extra,
  };
}

/** The 40 results of the stepped history, oldest first. */
export function steppedHistory(count = 40): HistoryRecord[] {
  return Array.from({ length: count }, (_, n) => steppedRecord(n));
}

/**
 * 100 results of the stepped history with two more work metrics on checkout: 12 series, the
 * dashboard test's page and bench/dashboard-render.mjs's.
 */
export function dashboardHistory(): HistoryRecord[] {
  return steppedHistory(100).map((record, n) => {
    const checkout = record.scenarios.checkout!;
    const work = { ...checkout.work, selects: 4, 'rows-examined': 40 + (n % 5) };
    return { ...record, scenarios: { ...record.scenarios, checkout: { ...checkout, work } } };
  });
}
