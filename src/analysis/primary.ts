// Which comparisons decide the verdict. Pure.
//
// A scenario yields many comparisons: latency, p95, p99, TPS, the error rate, and p95 per endpoint.
// Judging all of them alike has two costs. Each one that cannot decide makes the whole gate
// inconclusive, so the noisiest series (a 95th percentile of 30 slow requests, one endpoint's
// share of the traffic) decides how often a clean PR reads "pass"; and with seven or more
// comparisons, guarding the family against a chance "regression" (Holm) takes power from the one
// that matters.
//
// So a small primary family decides, and the rest are diagnostics:
// - primary (default `latency` and `errorRate`): the geometric mean of all requests' latencies uses
//   every request of a window, where a p95 rests on its slowest 5 %; on the project's runner its
//   pairs spread 12 % against the p95's 20 % (bench/README.md). A multiplicative slow-down of
//   every request reads as exactly that change. Holm's correction runs over this family only.
// - diagnostics (p95, p99, TPS, every endpoint): computed and shown the same way, with Holm over
//   their own family, but they neither fail the gate nor make it inconclusive. Tail latency keeps
//   its absolute guard in the budget (p95, p99 per scenario and endpoint), which is judged as before.
// A team that gates on a percentile lists it in `compare.primary`.
import type { MetricComparison } from '../model.js';
import type { ComparedMetric } from './pairs.js';

/** The comparisons that decide the verdict when the configuration does not say. */
export const DEFAULT_PRIMARY: readonly ComparedMetric[] = ['latency', 'errorRate'];

/**
 * Marks each comparison primary or diagnostic and drops a `latency` comparison that had no data
 * (results written before windows recorded their log latencies); `p95` then takes its place in
 * the primary family, so such results are judged as they were.
 */
export function assignRoles(
  comparisons: readonly MetricComparison[],
  primary: readonly ComparedMetric[] = DEFAULT_PRIMARY,
): MetricComparison[] {
  const kept = comparisons.filter(
    (comparison) => !(comparison.metric === 'latency' && comparison.pairs === 0),
  );
  const hasLatency = kept.some((c) => c.metric === 'latency' && c.endpoint === undefined);
  const family = new Set<string>(
    primary.flatMap((metric) => (metric === 'latency' && !hasLatency ? ['p95'] : [metric])),
  );
  for (const comparison of kept) {
    const isPrimary = comparison.endpoint === undefined && family.has(comparison.metric);
    comparison.role = isPrimary ? 'primary' : 'diagnostic';
  }
  return kept;
}

/**
 * Whether a comparison decides the verdict, pass, fail or inconclusive (results without roles:
 * every comparison does). An endpoint's comparison decides only a fail: see `canFail`.
 */
export function isPrimary(comparison: MetricComparison): boolean {
  return comparison.role === undefined || comparison.role === 'primary';
}

/** Whether a regression of this comparison fails the gate: primaries and endpoints. */
export function canFail(comparison: MetricComparison): boolean {
  return comparison.role !== 'diagnostic';
}

/**
 * What a sequential look decides on: the primary comparisons, and any endpoint that reads
 * regression (it ends the gate with a fail; an undecided endpoint never keeps it running).
 */
export function lookComparisons(comparisons: readonly MetricComparison[]): MetricComparison[] {
  return comparisons.filter((c) => isPrimary(c) || (canFail(c) && c.status === 'regression'));
}
