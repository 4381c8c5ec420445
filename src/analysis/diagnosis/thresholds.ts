// The thresholds and vocabulary of the bottleneck diagnosis. Pure.
import type { WindowMeasurement } from '../../model.js';

/**
 * Thresholds, and why:
 * - MOST_OF_WINDOW: a condition counts when it holds in at least half of the samples, so a burst
 *   (JIT warm-up, one full GC, the first connections being opened) never names a bottleneck.
 * - CPU_SATURATED: at 90 % utilisation an M/M/c queue already waits about 9× the service time, and
 *   CFS quota throttling starts before the average reaches 100 % because load arrives in bursts.
 * - THROTTLED_PERIODS: with a CPU limit, the kernel stops the container's threads for the rest of a
 *   100 ms period once the quota is used; in one period of five or more that adds up to tens of
 *   milliseconds to requests however idle the runner is.
 * - HOST_SATURATED: the runner is shared by app, database and k6; above 95 % they queue for cores.
 *   A saturated runner is blamed on the largest of them only when together they used at least
 *   OWN_SHARE_OF_BUSY_CPU of the busy CPU; otherwise other work on the runner caused it.
 * - THREADS_AT_MAX: busy ≥ 95 % of threadsMax means new requests wait in Tomcat's accept queue.
 * - GC_SHARE: Parallel GC aims at ≤ 1 % of time in GC (GCTimeRatio=99) and G1 at ≤ 8 %
 *   (GCTimeRatio=12); above 10 % the collector takes throughput the app needed.
 * - HEAP_NEAR_MAX: ≥ 90 % of the heap limit in use leaves the collector no room, GCs run back to back.
 * - ERROR_SHARE: the default error budget (1 %); any error is still reported, as a notice.
 * - COMPARE_RATIO: a side-by-side difference is worth a sentence from 1.5× on, and only above the
 *   per-metric floor in COMPARED_METRICS (half a pending connection is noise, ten is not).
 * - SIGN_TEST_P: and as a warning only when the rounds' pairs agree on its direction beyond chance
 *   at 5 % (a one-sided sign test: 5 of 5 pairs, 9 of 10, 15 of 20).
 */
export const THRESHOLDS = {
  MOST_OF_WINDOW: 0.5,
  CPU_SATURATED: 0.9,
  THROTTLED_PERIODS: 0.2,
  HOST_SATURATED: 0.95,
  OWN_SHARE_OF_BUSY_CPU: 0.75,
  THREADS_AT_MAX: 0.95,
  GC_SHARE_PERCENT: 10,
  HEAP_NEAR_MAX: 0.9,
  ERROR_SHARE: 0.01,
  COMPARE_RATIO: 1.5,
  SIGN_TEST_P: 0.05,
} as const;

/** Rule ids of the findings that name a bottleneck; a healthy window has none of them. */
export const BOTTLENECK_RULES = [
  'bottleneck.generator',
  'bottleneck.cpu',
  'bottleneck.database',
  'bottleneck.pool',
  'bottleneck.threads',
  'bottleneck.gc',
] as const;

/** What the gate knows about a window besides its telemetry. */
export interface DiagnosisContext {
  /** CPU limit of the app container in cores (default: the record's fact appCpuLimitCores) */
  appCpuLimitCores?: number;
  /** CPU limit of the database container in cores (default: fact databaseCpuLimitCores) */
  databaseCpuLimitCores?: number;
  /** cores of the runner (default: fact hostCores) */
  hostCores?: number;
  /** the app's log output during the window */
  appLog?: string;
  /** the load test's own figures for this window */
  window?: WindowMeasurement;
}

/** Numbers a finding shows for what it claims. */
export type Evidence = Record<string, number | string>;
