// The gate's family of decisions: which comparisons may fail a gate, and the one correction that
// keeps the chance of any false regression at the one-sided level over all of them. Pure.
//
// What is in the family. Per scenario: its primary comparisons (by default the geometric-mean
// latency of every request and the error rate) and the geometric-mean latency of every endpoint
// with enough requests (ENDPOINT_MIN_REQUESTS in every window of both sides, when the scenario has
// at least two endpoints; with one, the endpoint is the scenario). A comparison that cannot move
// leaves it: no errors on either side in any window (its p-value is 1 by construction, and
// counting it would take α from the others). The other comparisons (p95, p99, TPS, p95 per
// endpoint) are diagnostics with their own Holm correction and never decide.
//
// Why endpoints at all. A regression confined to one endpoint is diluted in the scenario's figure:
// with ten equal endpoints one that doubles moves the geometric mean by about +7 %, inside a 10 %
// tolerance, and the gate passed. Each endpoint's own comparison sees +100 %.
//
// The procedure: weighted Holm (Holm 1979, §5), a closed testing procedure whose local tests are
// weighted Bonferroni tests, so it controls the family-wise error rate strongly under any
// dependence between the comparisons — and endpoints of one window are strongly dependent (the
// same runner, the same JVM). Hierarchical gatekeeping (endpoints tested only after the scenario
// fails) would not help: the diluted case is exactly the one where the scenario does not fail.
// Plain Holm with equal weights would give the scenario's figure 1/(k+2) of α with k endpoints,
// and the whole-app slow-down, the most common regression, would lose most of its power. So the
// primary comparisons share PRIMARY_SHARE of α and the endpoints the rest.
// Scenarios split the gate's α equally (Bonferroni across scenarios: the gate fails when any
// scenario does, so the verdict's false-alarm rate is bounded by the sum).
//
// Decisions in the family are asymmetric. A primary comparison decides pass, fail or
// inconclusive, as before. An endpoint's comparison can only fail the gate: a regression that
// survives the correction fails it; an undecided endpoint is reported but does not make the gate
// inconclusive (ten noisy intervals would rarely all be decided, and the scenario's own figure
// already rules out a regression of the traffic as a whole).
import type { MetricComparison } from '../model.js';
import type { WindowPair } from './pairs.js';
import { holmRejections } from './stats.js';

/** Default two-sided confidence of the comparison intervals (each one-sided decision at 5 %). */
export const DEFAULT_CONFIDENCE = 0.9;

/**
 * Holm's correction over the family of comparisons: a regression each interval shows alone stands
 * only if its one-sided p-value survives the step-down; otherwise it becomes inconclusive (the
 * data point that way, but with this many metrics judged at once, one of them is expected to by
 * chance). Improvements and no-change are untouched: they do not fail a gate.
 */
export function applyHolm(
  comparisons: MetricComparison[],
  options: { confidence?: number } = {},
): void {
  const alpha = (1 - (options.confidence ?? DEFAULT_CONFIDENCE)) / 2;
  const rejected = holmRejections(
    comparisons.map((c) => c.pRegression ?? Number.NaN),
    alpha,
  );
  const family = comparisons.filter((c) => Number.isFinite(c.pRegression ?? Number.NaN)).length;
  comparisons.forEach((comparison, index) => {
    if (comparison.status !== 'regression' || rejected[index]) return;
    if (comparison.pRegression === undefined) return;
    comparison.status = 'inconclusive';
    comparison.message =
      `${comparison.message ?? ''} Alone this would be a regression (p = ${comparison.pRegression.toFixed(3)}), ` +
      `but not after Holm's correction over the ${family} comparisons of the scenario; ` +
      'more rounds would settle it.';
  });
}

/** Requests an endpoint needs in every window of both sides to be judged (see judgedEndpoints). */
// The comparison is a t interval over per-window means of ln latency; with 30 or more requests a
// window's mean is close to normal (central limit) even for skewed latencies, which is what the
// interval's error rates rest on. Fewer requests would cost the power of a wide interval anyway.
export const ENDPOINT_MIN_REQUESTS = 30;

/**
 * The share of a scenario's α that its primary comparisons get when endpoints are judged too.
 * Chosen on simulated gates (bench/endpoint-family.mjs, seeds 1 to 4, 150 gates a case, 10
 * endpoints): at 0.5 the whole app +20 % failed 66 % of gates against 76 % with the scenario's
 * figure alone; at 0.8, 73 % against 73 %, while one endpoint ×1.5 still failed 94 %. The figures
 * in bench/README.md come from another seed.
 */
export const PRIMARY_SHARE = 0.8;

/**
 * The endpoints judged in the family: with at least two endpoints in the scenario, those with
 * ENDPOINT_MIN_REQUESTS or more requests in every window of both sides; the others, with why.
 */
export function judgedEndpoints(pairs: readonly WindowPair[]): {
  judged: string[];
  notJudged: Array<{ endpoint: string; reason: string }>;
} {
  const names = new Set<string>();
  for (const { base, pr } of pairs) {
    for (const name of Object.keys(pr.endpoints)) if (name in base.endpoints) names.add(name);
  }
  if (names.size < 2 || pairs.length === 0) return { judged: [], notJudged: [] };
  const judged: string[] = [];
  const notJudged: Array<{ endpoint: string; reason: string }> = [];
  for (const endpoint of [...names].sort()) {
    const counts = pairs.flatMap(({ base, pr }) => [
      base.endpoints[endpoint]?.requests ?? 0,
      pr.endpoints[endpoint]?.requests ?? 0,
    ]);
    const least = Math.min(...counts);
    const logged = pairs.every(
      ({ base, pr }) =>
        base.endpoints[endpoint]?.logLatency !== undefined &&
        pr.endpoints[endpoint]?.logLatency !== undefined,
    );
    if (least >= ENDPOINT_MIN_REQUESTS && logged) judged.push(endpoint);
    else {
      notJudged.push({
        endpoint,
        reason: !logged
          ? 'no per-request latencies recorded for it'
          : `${least} request(s) in its smallest window, fewer than the ${ENDPOINT_MIN_REQUESTS} an endpoint needs to be judged`,
      });
    }
  }
  return { judged, notJudged };
}

/** Whether the comparison is a member of the family: it has a p-value that can decide. */
export function inFamily(comparison: MetricComparison): boolean {
  return (
    comparison.role !== 'diagnostic' &&
    comparison.pRegression !== undefined &&
    Number.isFinite(comparison.pRegression)
  );
}

/**
 * Weighted Holm: the indices rejected at one-sided level `alpha` with weights `weights` (summing
 * to at most 1). Step down in the order of p/w; at each step the hypothesis is rejected when
 * p ≤ α · w / (weight of those not yet rejected).
 */
export function weightedHolmRejections(
  pValues: readonly number[],
  weights: readonly number[],
  alpha: number,
): boolean[] {
  const order = pValues
    .map((p, index) => ({ p, w: weights[index] ?? 0, index }))
    .filter((entry) => Number.isFinite(entry.p) && entry.w > 0)
    .sort((a, b) => a.p / a.w - b.p / b.w);
  const rejected = pValues.map(() => false);
  let remaining = order.reduce((total, entry) => total + entry.w, 0);
  for (const entry of order) {
    if (!(entry.p <= (alpha * entry.w) / remaining)) break;
    rejected[entry.index] = true;
    remaining -= entry.w;
  }
  return rejected;
}

/**
 * Gives each member of a scenario's family its weight — its share of the gate's one-sided α,
 * `share` being the scenario's (1 / number of scenarios) — runs weighted Holm at `alpha` and turns
 * a regression that does not survive into inconclusive, with why. Records `familyWeight`.
 */
export function applyFamily(
  comparisons: MetricComparison[],
  alpha: number,
  share = 1,
): MetricComparison[] {
  const members = comparisons.filter(inFamily);
  const primaries = members.filter((c) => c.role !== 'endpoint');
  const endpoints = members.filter((c) => c.role === 'endpoint');
  const primaryShare = endpoints.length === 0 ? 1 : primaries.length === 0 ? 0 : PRIMARY_SHARE;
  for (const c of primaries) c.familyWeight = (share * primaryShare) / primaries.length;
  for (const c of endpoints) c.familyWeight = (share * (1 - primaryShare)) / endpoints.length;
  // The step-down runs over the scenario's own members with its share of α: across scenarios the
  // split is Bonferroni's, which is what the verdict (any scenario fails the gate) needs.
  const rejected = weightedHolmRejections(
    members.map((c) => c.pRegression as number),
    members.map((c) => (c.familyWeight as number) / share),
    alpha * share,
  );
  members.forEach((comparison, index) => {
    if (comparison.status !== 'regression' || rejected[index]) return;
    comparison.status = 'inconclusive';
    comparison.message =
      `${comparison.message ?? ''} Alone this would be a regression (p = ${formatP(comparison.pRegression as number)}), ` +
      `but not within its ${formatShare(comparison.familyWeight as number)} share of the gate's false-alarm budget ` +
      `(weighted Holm over the ${members.length} comparisons that decide this scenario); more rounds would settle it.`;
  });
  return members;
}

/** What the report says about the family of one gate. */
export interface FamilySummary {
  /** comparisons that could fail the gate */
  comparisons: number;
  /** of which per endpoint */
  endpoints: number;
  scenarios: number;
  /** the one-sided per-gate false-alarm rate the design holds, e.g. 0.05 */
  alpha: number;
}

/** Counts the family of a gate from its comparisons (those with a `familyWeight`). */
export function summarizeFamily(
  comparisons: readonly MetricComparison[],
  alpha: number,
): FamilySummary {
  const members = comparisons.filter((c) => c.familyWeight !== undefined);
  return {
    comparisons: members.length,
    endpoints: members.filter((c) => c.role === 'endpoint').length,
    scenarios: new Set(members.map((c) => c.scenario)).size,
    alpha,
  };
}

function formatP(p: number): string {
  return p < 0.001 ? p.toExponential(1) : p.toFixed(3);
}

function formatShare(alpha: number): string {
  const pct = alpha * 100;
  return `${pct >= 1 ? pct.toFixed(1) : pct.toPrecision(2)} %`;
}
