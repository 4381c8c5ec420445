// The decision pieces of a comparison (src/analysis/compare.ts): the one-sided p-value of a
// regression beyond the tolerance, a bootstrap interval widened by the shared instance noise, and
// the classification of an interval against the tolerance. Pure.
import type { ComparisonStatus } from '../model.js';
import { isFiniteNumber } from '../format/numbers.js';
import {
  effectiveDegreesOfFreedom,
  mean,
  sampleStdDev,
  standardError,
  tCdf,
  tQuantile,
  type Interval,
} from './stats.js';

/**
 * One-sided p-value of "worse by more than the tolerance" (H0: worse ≤ tolerance) for the t
 * interval's model: the same statistic, so p < (1 − confidence)/2 exactly when the interval lies
 * wholly beyond the tolerance.
 */
export function regressionPValue(
  effects: readonly number[],
  options: {
    tolerance: number;
    higherIsWorse: boolean;
    sharedStdDev: number;
    sharedDegreesOfFreedom: number;
  },
): number {
  const stdDev = sampleStdDev(effects);
  const se = standardError(stdDev, effects.length, options.sharedStdDev);
  const worse = (options.higherIsWorse ? 1 : -1) * mean(effects);
  const df = effectiveDegreesOfFreedom(
    stdDev,
    effects.length,
    options.sharedStdDev,
    options.sharedDegreesOfFreedom,
  );
  if (!(se > 0)) return worse > options.tolerance ? 0 : 1;
  return 1 - tCdf((worse - options.tolerance) / se, df);
}

/** A bootstrap interval widened by a shared component: t · σ added in quadrature to each side. */
export function withSharedNoise(
  interval: Interval,
  sharedStdDev: number,
  pairs: number,
  sharedDegreesOfFreedom: number,
): Interval {
  if (sharedStdDev <= 0 || pairs < 2) return interval;
  // The bootstrap's own spread has no degrees of freedom to pool; the shared term's quantile uses
  // what its calibration supports.
  const extra = tQuantile(1 - (1 - interval.confidence) / 2, sharedDegreesOfFreedom) * sharedStdDev;
  const widen = (half: number) => Math.sqrt(half * half + extra * extra);
  return {
    ...interval,
    low: interval.estimate - widen(interval.estimate - interval.low),
    high: interval.estimate + widen(interval.high - interval.estimate),
  };
}

/**
 * Classifies an interval of the change (percent or percentage points) against the tolerance.
 * A non-finite bound (fewer than two pairs) is inconclusive.
 */
export function classifyChange(
  lowPct: number,
  highPct: number,
  tolerancePct: number,
  higherIsWorse: boolean,
): ComparisonStatus {
  if (!isFiniteNumber(lowPct) || !isFiniteNumber(highPct)) return 'inconclusive';
  const worseLow = higherIsWorse ? lowPct : -highPct;
  const worseHigh = higherIsWorse ? highPct : -lowPct;
  if (worseLow > tolerancePct) return 'regression';
  if (worseHigh < -tolerancePct) return 'improvement';
  if (worseHigh <= tolerancePct) return 'no-change';
  return 'inconclusive';
}
