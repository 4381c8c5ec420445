// From a sweep's measured windows to a recommendation. Pure.
//
// Each setting (case) is judged on all its windows together, the gate's way: median p95 and TPS,
// pooled errors. Its p95 interval is a t interval over windows on the log scale (latency noise is
// multiplicative). Among the cases that met the budget and are eligible, the best p95 leads; every
// eligible case whose interval overlaps the leader's cannot be told apart from it, and of those the
// one using the least resources (smallest threads, pool, heap, … by rank) is recommended. The
// confidence says which of these held: "clear" only when the recommended case's interval overlaps
// no other eligible case's.
//
// Never recommended, whatever its figures: a pool of one connection (seed lesson: it only "passes"
// at trivial rates, serialising every database call behind one connection, and collapses under any
// burst), and a case whose requested value the app did not report back (the override did not
// apply, so the figures belong to other settings).
import { mean, median, sampleStdDev, tQuantile } from '../analysis/stats.js';
import { evaluateBudget } from '../analysis/budget.js';
import { deriveVerdict } from '../analysis/verdict.js';
import type { Budget, WindowMeasurement } from '../model.js';
import { formatMs, formatRatio, formatTps } from '../format/numbers.js';
import type {
  Recommendation,
  SweepCase,
  SweepCaseSummary,
  SweepDimension,
  WindowOutcome,
  WindowResources,
} from './model.js';
import { POOL_KEY, numericValue } from './settings.js';
import { DEFAULTS } from '../config/schema.js';

/** A window of a case with its own judgement. */
export interface CaseWindow {
  window: WindowMeasurement;
  outcome: WindowOutcome;
  reasons: string[];
  resources: WindowResources;
}

/** Judges a case on all its windows and computes its figures. */
export function summarizeCase(
  windows: readonly CaseWindow[],
  budget: Budget,
  confidence: number,
): SweepCaseSummary {
  const measurements = windows.map((entry) => entry.window);
  const p95s = measurements.map((window) => window.http.latency.p95);
  const requests = measurements.reduce((total, window) => total + window.http.requests, 0);
  const failed = measurements.reduce((total, window) => total + window.http.failed, 0);
  const cpu = windows
    .map((entry) => entry.resources.appCpuPercent)
    .filter((value): value is number => value !== undefined);
  const summary: SweepCaseSummary = {
    windows: windows.length,
    tps: median(measurements.map((window) => window.tps)),
    p95Ms: median(p95s),
    errorRate: requests > 0 ? failed / requests : 0,
    outcome: 'inconclusive',
    reasons: [],
  };
  if (cpu.length > 0) summary.appCpuPercent = round1(mean(cpu));
  const interval = logInterval(p95s, confidence);
  if (interval) summary.p95Interval = interval;
  if (windows.length === 0) {
    summary.reasons = ['no window was measured'];
    return summary;
  }

  // As for one window (judge.ts): the budget rules see healthy generators; a limited one only
  // matters when the budget was missed.
  const clean = measurements.map((window) => ({
    ...window,
    generator: { saturated: false, reasons: [] },
  }));
  const decision = deriveVerdict({
    rules: evaluateBudget({ scenario: measurements[0]!.scenario, windows: clean, budget }),
  });
  const limited = windows.filter((entry) => entry.outcome === 'inconclusive');
  if (decision.verdict === 'pass') {
    summary.outcome = 'pass';
  } else if (limited.length > 0) {
    summary.outcome = 'inconclusive';
    summary.reasons = [...new Set(limited.flatMap((entry) => entry.reasons))];
  } else {
    summary.outcome = 'fail';
    summary.reasons =
      decision.failing.length > 0
        ? decision.failing.map((record) => record.message)
        : [...new Set(windows.flatMap((entry) => entry.reasons))];
  }
  return summary;
}

/** t interval of the geometric mean of positive values; undefined for fewer than two. */
export function logInterval(
  values: readonly number[],
  confidence: number,
): { low: number; high: number; confidence: number } | undefined {
  const positive = values.filter((value) => value > 0);
  if (positive.length < 2 || positive.length !== values.length) return undefined;
  const logs = positive.map(Math.log);
  const half =
    tQuantile(1 - (1 - confidence) / 2, logs.length - 1) *
    (sampleStdDev(logs) / Math.sqrt(logs.length));
  const centre = mean(logs);
  return {
    low: round1(Math.exp(centre - half)),
    high: round1(Math.exp(centre + half)),
    confidence,
  };
}

/**
 * Whether to skip a case's remaining repeats after a window that missed the budget by far: errors
 * above five times the budget (at least 5 %), or p95 above twice the budget. Returns the reason.
 */
export function stopEarlyReason(
  window: WindowMeasurement,
  limits: { p95Ms?: number; errorRate?: number },
): string | undefined {
  const p95 = window.http.latency.p95;
  if (limits.p95Ms !== undefined && p95 > 2 * limits.p95Ms) {
    return `p95 ${formatMs(p95)} is more than twice the ${formatMs(limits.p95Ms)} budget`;
  }
  const errorLimit = Math.max(0.05, 5 * (limits.errorRate ?? DEFAULTS.releaseErrorRate));
  if (window.http.errorRate > errorLimit) {
    return `error rate ${formatRatio(window.http.errorRate)} is above ${formatRatio(errorLimit)} (5× the budget)`;
  }
  return undefined;
}

/** Rules that keep a case that met the budget from being recommended; the first that applies. */
export function exclusionOf(
  entry: Pick<SweepCase, 'settings' | 'notApplied'>,
): { rule: string; reason: string } | undefined {
  for (const [key, value] of Object.entries(entry.settings)) {
    if ((key === POOL_KEY || key.endsWith('.maximum-pool-size')) && Number(value) === 1) {
      return {
        rule: 'pool-of-one',
        reason:
          'a pool of one connection is never recommended: every database call waits for that one connection, so it only meets a budget at trivial rates and collapses under any burst',
      };
    }
  }
  if (entry.notApplied.length > 0) {
    return {
      rule: 'not-applied',
      reason: `the app did not run with the requested value (${entry.notApplied.join('; ')}), so these figures belong to other settings`,
    };
  }
  return undefined;
}

/**
 * Resource score of a case: per varied dimension, the rank of its value among that dimension's
 * values (0 smallest .. 1 largest), summed. Lower uses less.
 */
export function resourceScore(
  settings: Readonly<Record<string, string>>,
  dimensions: readonly SweepDimension[],
): number {
  let score = 0;
  for (const dimension of dimensions) {
    const ordered = orderedValues(dimension);
    const value = settings[dimension.key];
    if (ordered.length < 2) continue;
    const rank = value === undefined ? -1 : ordered.indexOf(value);
    score += rank < 0 ? 0.5 : rank / (ordered.length - 1);
  }
  return score;
}

function orderedValues(dimension: SweepDimension): string[] {
  const numeric = dimension.values.map((value) => numericValue(dimension.key, value));
  if (numeric.every((value) => value !== undefined)) {
    return [...dimension.values].sort(
      (a, b) => numericValue(dimension.key, a)! - numericValue(dimension.key, b)!,
    );
  }
  return [...dimension.values];
}

/** The recommendation over the cases of a sweep. */
export function recommend(
  cases: readonly SweepCase[],
  dimensions: readonly SweepDimension[],
): Recommendation {
  const passing = cases.filter((entry) => entry.summary?.outcome === 'pass');
  const excluded: Recommendation['excluded'] = [];
  const eligible: SweepCase[] = [];
  for (const entry of passing) {
    const exclusion = exclusionOf(entry);
    if (exclusion) excluded.push({ caseId: entry.id, ...exclusion });
    else eligible.push(entry);
  }
  const p95 = (entry: SweepCase): number => entry.summary!.p95Ms;
  const ranking = [...eligible].sort((a, b) => p95(a) - p95(b));
  if (ranking.length === 0) {
    const why =
      passing.length === 0
        ? 'no setting met the budget'
        : 'every setting that met the budget is excluded';
    return {
      confidence: 'none',
      ranking: [],
      indistinguishable: [],
      excluded,
      statement: `No recommendation: ${why}.`,
      evidence: excluded.map((entry) => `${entry.caseId}: ${entry.reason}.`),
    };
  }

  const best = ranking[0]!;
  const withInterval = ranking.every((entry) => entry.summary!.p95Interval !== undefined);
  // Without intervals (one window per case) no two cases can be told apart: all that met the
  // budget are candidates and the least resources decide.
  const group = withInterval ? ranking.filter((entry) => overlaps(entry, best)) : [...ranking];
  const score = (entry: SweepCase): number => resourceScore(entry.settings, dimensions);
  const chosen = [...group].sort((a, b) => score(a) - score(b) || p95(a) - p95(b))[0]!;
  const others = ranking.filter((entry) => entry !== chosen);
  const indistinguishable = withInterval
    ? others.filter((entry) => overlaps(entry, chosen)).map((entry) => entry.id)
    : others.map((entry) => entry.id);
  const confidence: Recommendation['confidence'] = !withInterval
    ? 'single-window'
    : indistinguishable.length === 0
      ? 'clear'
      : 'indistinguishable';

  const evidence = [describe(chosen)];
  for (const entry of others) {
    const relation = withInterval
      ? overlaps(entry, chosen)
        ? 'cannot be told apart on p95 (intervals overlap)'
        : p95(entry) > p95(chosen)
          ? 'slower (intervals do not overlap)'
          : 'faster (intervals do not overlap) but not recommended over the least resources among the fastest'
      : 'met the budget too (no interval with one window)';
    evidence.push(`${describe(entry)}: ${relation}.`);
  }
  for (const entry of excluded) evidence.push(`${entry.caseId} excluded: ${entry.reason}.`);
  for (const entry of cases.filter((c) => c.summary && c.summary.outcome !== 'pass')) {
    evidence.push(
      `${entry.id} ${entry.status === 'stopped-early' ? 'stopped early' : entry.summary!.outcome === 'fail' ? 'missed the budget' : 'could not be judged'}: ${(entry.summary!.reasons[0] ?? 'see its windows').replace(/\.$/, '')}.`,
    );
  }

  const statement =
    confidence === 'clear'
      ? `Recommended: ${chosen.id}. It met the budget with the best p95, and its p95 interval overlaps no other setting's.`
      : confidence === 'indistinguishable'
        ? `Recommended: ${chosen.id}, the least resources among the settings with the best p95; ${indistinguishable.join(', ')} cannot be told apart from it on p95 (overlapping intervals).`
        : `Recommended: ${chosen.id}, the least resources among the ${ranking.length} setting(s) that met the budget. With one window per setting there is no interval, so no setting can be told apart on p95: run with --repeats 2 or more for a confidence.`;
  return {
    caseId: chosen.id,
    confidence,
    ranking: ranking.map((entry) => entry.id),
    indistinguishable,
    excluded,
    statement,
    evidence,
  };
}

function overlaps(a: SweepCase, b: SweepCase): boolean {
  const x = a.summary?.p95Interval;
  const y = b.summary?.p95Interval;
  if (!x || !y) return true;
  return x.low <= y.high && y.low <= x.high;
}

function describe(entry: SweepCase): string {
  const summary = entry.summary!;
  const interval = summary.p95Interval
    ? ` (${Math.round(summary.p95Interval.confidence * 100)}% interval ${formatMs(summary.p95Interval.low)}–${formatMs(summary.p95Interval.high)})`
    : '';
  const cpu =
    summary.appCpuPercent === undefined
      ? ''
      : `, app CPU ${Math.round(summary.appCpuPercent)}% of a core`;
  return `${entry.id}: p95 ${formatMs(summary.p95Ms)}${interval} over ${summary.windows} window(s), ${formatTps(summary.tps)}, errors ${formatRatio(summary.errorRate)}${cpu}`;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
