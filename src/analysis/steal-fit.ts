// The host-steal factor (`compare.steal-adjustment`) of one runner class, fitted on its A/A gates
// for `perf-gate noise` and `perf-gate calibrate` (src/analysis/instance-noise.ts). Pure.
//
// Each gate and scenario that read the host's steal in every measured window gives its pairs'
// latency log-ratios (the runner's speed already taken out, as the gate does first) and their PR −
// base steal differences; the factor is their within-gate slope (fitStealFactor, src/analysis/
// steal.ts). A class has one factor: the steal is the host's, whichever scenario read it. Without
// such a gate, when the steal never differed between a pair's windows, or when it differed too
// little to pin the slope down (standard error above MAX_STEAL_FACTOR_ERROR), nothing is fitted and
// the factor the gates were judged with (their recorded compare.steal-adjustment, else perf-gate's
// default) is kept: the one a gate on this class applies anyway, and σ_u is fitted with it.
//
// Why the bound: over the project's recorded A/A runs, those whose PR − base steal difference spread
// half a point or more (9 runs) fitted 0.040 to 0.096 with standard errors of 0.002 to 0.015; those
// whose difference spread about 0.1 point or less (quiet hosts, 6 runs) fitted −0.03 to 0.28 with
// standard errors of 0.11 to 0.36, and cal7's fit half 0.342, which raised its σ_u from 1.3 % to
// 2.2 % and the proposed instance noise from 4 % to 5 %.
import { DEFAULTS } from '../config/schema.js';
import type { GateResult } from '../model.js';
import { mean, withinGroupSlope } from './stats.js';
import { fitStealFactor } from './steal.js';

/** A fitted factor less precise than this (standard error, per point) is not proposed. */
export const MAX_STEAL_FACTOR_ERROR = 0.02;

/** The host-steal factor of one runner class (the same in each of its scenarios' fits). */
export interface NoiseStealFit {
  /** the factor (compare.steal-adjustment), per percentage point of PR − base steal */
  factor: number;
  /** fitted on these gates, or kept: the gates' recorded compare.steal-adjustment, or the default */
  source: 'fitted' | 'recorded' | 'default';
  /** why it was not fitted */
  reason?: string;
  /** the gates and pairs it was fitted on (those that read the steal in every window); 0 if kept */
  gates: number;
  pairs: number;
  /** the slope's standard error, per point, when the steal varied */
  standardError?: number;
}

/** One gate's pairs of one scenario: latency log-ratios and PR − base steal ([] when not read). */
export interface StealFitPairs {
  file: string;
  latency: readonly number[];
  steal: readonly number[];
}

/** The compare.steal-adjustment a result was judged with, when it recorded one. */
export function recordedStealAdjustment(result: GateResult): number | undefined {
  const value = (result.config as { compare?: { stealAdjustment?: unknown } } | null)?.compare
    ?.stealAdjustment;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** The factor kept when none is fitted: the one the gates recorded, else perf-gate's default. */
export function keptStealFactor(recorded: number | undefined): {
  factor: number;
  source: 'recorded' | 'default';
} {
  return recorded === undefined
    ? { factor: DEFAULTS.stealAdjustment, source: 'default' }
    : { factor: recorded, source: 'recorded' };
}

/** The factor of one runner class over its gates' pairs: fitted, or `kept` with the reason. */
export function fitClassSteal(
  gates: readonly StealFitPairs[],
  kept: { factor: number; source: 'recorded' | 'default' },
): NoiseStealFit {
  const read = gates.filter((g) => g.steal.length > 1 && g.steal.length === g.latency.length);
  const factor = fitStealFactor(read);
  const pairs = read.reduce((sum, g) => sum + g.latency.length, 0);
  if (factor === undefined) {
    return {
      ...kept,
      reason:
        read.length === 0
          ? "no gate read the host's steal in every measured window"
          : "the host's steal never differed between a pair's windows (a bare-metal runner reads 0)",
      gates: 0,
      pairs: 0,
    };
  }
  const { slope, standardError } = slopeError(read);
  if (!(standardError <= MAX_STEAL_FACTOR_ERROR)) {
    return {
      ...kept,
      reason:
        `the host's steal differed too little between the sides (${round(slope)} ± ` +
        `${round(standardError)} per point over ${pairs} pairs; a fit needs ± ${MAX_STEAL_FACTOR_ERROR} or less)`,
      gates: 0,
      pairs: 0,
      standardError,
    };
  }
  return {
    factor,
    source: 'fitted',
    gates: new Set(read.map((g) => g.file)).size,
    pairs,
    standardError,
  };
}

const round = (value: number) => Number(value.toFixed(3));

/**
 * The within-gate slope of latency on steal (unrounded) and its standard error: the residuals'
 * variance, on pairs less one per gate and one for the slope, over the steal's centred sum of
 * squares. Infinite when there are no residual degrees of freedom.
 */
function slopeError(gates: readonly StealFitPairs[]): { slope: number; standardError: number } {
  const slope = withinGroupSlope(gates.map((g) => ({ y: g.latency, x: g.steal }))) ?? 0;
  let residuals = 0;
  let square = 0;
  let pairs = 0;
  for (const { latency, steal } of gates) {
    const yMean = mean(latency);
    const xMean = mean(steal);
    steal.forEach((x, i) => {
      residuals += (latency[i]! - yMean - slope * (x - xMean)) ** 2;
      square += (x - xMean) ** 2;
    });
    pairs += latency.length;
  }
  const degrees = pairs - gates.length - 1;
  return {
    slope,
    standardError: degrees > 0 && square > 0 ? Math.sqrt(residuals / degrees / square) : Infinity,
  };
}
