// Small-sample statistics over A/B pairs. Pure: no I/O, no Math.random (the bootstrap is seeded so a
// verdict can be reproduced from the result file alone).
//
// The unit of observation is one interleaved pair (one base round, one PR round), never one request:
// requests within a round share the same JVM, database state and neighbour noise, so treating them as
// independent would give intervals that are far too narrow.
import betaQuantileOf from '@stdlib/stats-base-dists-beta-quantile';
import tCdfOf from '@stdlib/stats-base-dists-t-cdf';
import tQuantileOf from '@stdlib/stats-base-dists-t-quantile';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { mersenne } from 'pure-rand/generator/mersenne';

/** A two-sided interval around a point estimate, on whatever scale the inputs were on. */
export interface Interval {
  estimate: number;
  low: number;
  high: number;
  /** two-sided confidence level, 0..1 */
  confidence: number;
  method: IntervalMethod;
}

export type IntervalMethod = 't' | 'bootstrap';

/** Arithmetic mean; NaN for an empty list. */
export function mean(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

/** Median (average of the two middle values for an even count); NaN for an empty list. */
export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

/** Quantile with linear interpolation between order statistics (R type 7, numpy's default). */
export function quantile(values: readonly number[], probability: number): number {
  if (values.length === 0 || !(probability >= 0 && probability <= 1)) return Number.NaN;
  return sortedQuantile(
    [...values].sort((a, b) => a - b),
    probability,
  );
}

/**
 * The same quantile of values already sorted ascending (k6 interpolates its trend percentiles the
 * same way); sort once, read several quantiles. Not empty, 0 ≤ probability ≤ 1.
 */
export function sortedQuantile(sorted: readonly number[], probability: number): number {
  const position = (sorted.length - 1) * probability;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const lowerValue = sorted[lower] as number;
  const upperValue = sorted[upper] as number;
  return lowerValue + (upperValue - lowerValue) * (position - lower);
}

/** Sample standard deviation (n - 1 denominator); NaN for fewer than two values. */
export function sampleStdDev(values: readonly number[]): number {
  if (values.length < 2) return Number.NaN;
  const center = mean(values);
  let squares = 0;
  for (const value of values) squares += (value - center) ** 2;
  return Math.sqrt(squares / (values.length - 1));
}

/** Quantile of Student's t distribution with `degreesOfFreedom` at `probability`. */
export function tQuantile(probability: number, degreesOfFreedom: number): number {
  return tQuantileOf(probability, degreesOfFreedom);
}

const MAX_DEGREES_OF_FREEDOM = 1e6;

/** Cumulative distribution of Student's t with `degreesOfFreedom` at `value`. */
export function tCdf(value: number, degreesOfFreedom: number): number {
  return tCdfOf(value, degreesOfFreedom);
}

/**
 * Degrees of freedom of √(s²/n + σ²) by Welch–Satterthwaite, where s² (from n pairs) has n − 1
 * degrees of freedom and the shared component σ² was itself estimated with `sharedDegreesOfFreedom`
 * (σ_u is fitted on a handful of A/A gates, so it is uncertain too). n − 1 alone is wrong in both
 * directions: too few when σ² dominates and was estimated well, too many when σ² dominates and
 * was estimated from few gates.
 */
export function effectiveDegreesOfFreedom(
  stdDev: number,
  pairs: number,
  sharedStdDev = 0,
  sharedDegreesOfFreedom = Number.POSITIVE_INFINITY,
): number {
  const own = (stdDev * stdDev) / pairs;
  const shared = sharedStdDev * sharedStdDev;
  if (shared <= 0 || pairs < 2) return pairs - 1;
  const ownTerm = own > 0 ? (own * own) / (pairs - 1) : 0;
  const sharedTerm =
    Number.isFinite(sharedDegreesOfFreedom) && sharedDegreesOfFreedom > 0
      ? (shared * shared) / sharedDegreesOfFreedom
      : 0;
  // A t with a million degrees of freedom is the normal distribution (and keeps the quantile finite).
  if (ownTerm + sharedTerm === 0) return MAX_DEGREES_OF_FREEDOM;
  return Math.min(
    MAX_DEGREES_OF_FREEDOM,
    ((own + shared) * (own + shared)) / (ownTerm + sharedTerm),
  );
}

/**
 * Standard error of the mean of `pairs` values with spread `stdDev`, plus a component
 * `sharedStdDev` that every value shares (so averaging more values does not shrink it): the
 * difference between two long-lived app instances, which all pairs of a gate have in common when
 * each side keeps one app across rounds. √(s²/n + σ²).
 */
export function standardError(stdDev: number, pairs: number, sharedStdDev = 0): number {
  return Math.sqrt((stdDev * stdDev) / pairs + sharedStdDev * sharedStdDev);
}

/**
 * t interval for the mean of `values` (e.g. log PR/base ratios, one per pair), widened by a
 * shared component `sharedStdDev` (see `standardError`; 0 for independent pairs).
 * Returns a NaN interval for fewer than two values: one pair says nothing about noise.
 */
export function tInterval(
  values: readonly number[],
  confidence: number,
  sharedStdDev = 0,
  sharedDegreesOfFreedom = Number.POSITIVE_INFINITY,
): Interval {
  const estimate = mean(values);
  if (values.length < 2)
    return { estimate, low: Number.NaN, high: Number.NaN, confidence, method: 't' };
  const stdDev = sampleStdDev(values);
  const degreesOfFreedom = effectiveDegreesOfFreedom(
    stdDev,
    values.length,
    sharedStdDev,
    sharedDegreesOfFreedom,
  );
  const halfWidth =
    tQuantile(1 - (1 - confidence) / 2, degreesOfFreedom) *
    standardError(stdDev, values.length, sharedStdDev);
  return {
    estimate,
    low: estimate - halfWidth,
    high: estimate + halfWidth,
    confidence,
    method: 't',
  };
}

/** Options of the percentile bootstrap; the seed makes the interval reproducible. */
export interface BootstrapOptions {
  confidence: number;
  /** number of resamples; 2000 keeps the percentile endpoints stable to about 1 % of the width */
  resamples?: number;
  seed?: number;
}

/**
 * Percentile bootstrap interval for the mean of `values`, resampling whole values (pairs) with
 * replacement. Deterministic for a given seed. NaN interval for fewer than two values.
 */
export function bootstrapInterval(values: readonly number[], options: BootstrapOptions): Interval {
  const { confidence, resamples = 2000, seed = 1 } = options;
  const estimate = mean(values);
  if (values.length < 2) {
    return { estimate, low: Number.NaN, high: Number.NaN, confidence, method: 'bootstrap' };
  }
  const rng = seededGenerator(seed);
  const means = new Array<number>(resamples);
  for (let resample = 0; resample < resamples; resample++) {
    let sum = 0;
    for (let draw = 0; draw < values.length; draw++) {
      sum += values[uniformInt(rng, 0, values.length - 1)] as number;
    }
    means[resample] = sum / values.length;
  }
  const tail = (1 - confidence) / 2;
  return {
    estimate,
    low: quantile(means, tail),
    high: quantile(means, 1 - tail),
    confidence,
    method: 'bootstrap',
  };
}

/**
 * Minimum detectable effect of a paired design, on the scale of `stdDev`: the true mean difference
 * that a two-sided test at `confidence` would detect with probability `power`:
 * (t_{1-α/2,n-1} + t_{power,n-1}) · s / √n. NaN for fewer than two pairs.
 */
export function minimumDetectableEffect(
  stdDev: number,
  pairs: number,
  options: {
    confidence: number;
    power?: number;
    sharedStdDev?: number;
    sharedDegreesOfFreedom?: number;
  },
): number {
  if (pairs < 2 || !Number.isFinite(stdDev)) return Number.NaN;
  const { confidence, power = 0.8, sharedStdDev = 0 } = options;
  const degreesOfFreedom = effectiveDegreesOfFreedom(
    stdDev,
    pairs,
    sharedStdDev,
    options.sharedDegreesOfFreedom,
  );
  const multiplier =
    tQuantile(1 - (1 - confidence) / 2, degreesOfFreedom) + tQuantile(power, degreesOfFreedom);
  return multiplier * standardError(stdDev, pairs, sharedStdDev);
}

/**
 * Smallest number of pairs whose MDE (same noise `stdDev`) is at most `effect`, searching up to
 * `maxPairs`; undefined when even that is not enough. Used to tell the user how many rounds to run.
 */
export function pairsNeededFor(
  effect: number,
  stdDev: number,
  options: {
    confidence: number;
    power?: number;
    maxPairs?: number;
    sharedStdDev?: number;
    sharedDegreesOfFreedom?: number;
  },
): number | undefined {
  const maxPairs = options.maxPairs ?? 100;
  if (!(effect > 0) || !Number.isFinite(stdDev)) return undefined;
  for (let pairs = 2; pairs <= maxPairs; pairs++) {
    if (minimumDetectableEffect(stdDev, pairs, options) <= effect) return pairs;
  }
  return undefined;
}

/**
 * Clopper–Pearson interval of a rate from `events` of `trials` at two-sided `confidence` (default
 * 95 %): exact, never narrower than the truth, so "0 of 33" bounds the rate at 10.6 %. Fractions.
 */
export function rateBounds(
  events: number,
  trials: number,
  confidence = 0.95,
): { low: number; high: number } {
  if (!(trials > 0)) return { low: 0, high: 1 };
  const tail = (1 - confidence) / 2;
  return {
    low: events <= 0 ? 0 : betaQuantileOf(tail, events, trials - events + 1),
    high: events >= trials ? 1 : betaQuantileOf(1 - tail, events + 1, trials - events),
  };
}

/** A seeded uniform generator on [0, 1) for synthetic data and simulations. */
export function seededUniform(seed: number): () => number {
  const rng = seededGenerator(seed);
  return () => uniformFloat64(rng);
}

/** A seeded standard-normal generator (Box–Muller over seededUniform). */
export function seededNormal(seed: number): () => number {
  const uniform = seededUniform(seed);
  return () => {
    // 1 - u keeps the logarithm away from 0.
    const radius = Math.sqrt(-2 * Math.log(1 - uniform()));
    return radius * Math.cos(2 * Math.PI * uniform());
  };
}

// Mersenne Twister rather than xoroshiro128+: xoroshiro's first outputs for small integer seeds
// (1, 2, 42: the seeds people pick) are close to 1, which biased the first draws of every run.
function seededGenerator(seed: number) {
  return mersenne(seed);
}

/**
 * Holm's step-down procedure: which of `pValues` are rejected at family-wise level `alpha`. Sorted
 * ascending, the k-th smallest (k from 0) is rejected while p ≤ alpha / (m − k); the first that is
 * not stops the procedure. Controls the chance of any false rejection at `alpha` whatever the
 * dependence between the tests, and rejects at least what Bonferroni rejects. NaN p-values are not
 * part of the family.
 */
export function holmRejections(pValues: readonly number[], alpha: number): boolean[] {
  const family = pValues
    .map((p, index) => ({ p, index }))
    .filter((entry) => Number.isFinite(entry.p))
    .sort((a, b) => a.p - b.p);
  const rejected = pValues.map(() => false);
  for (let k = 0; k < family.length; k++) {
    const entry = family[k]!;
    if (entry.p > alpha / (family.length - k)) break;
    rejected[entry.index] = true;
  }
  return rejected;
}

/**
 * One-sided sign test: the chance of at least `agreeing` of `pairs` fair coin flips coming up the
 * same side, P(X ≥ agreeing) for X ~ Binomial(pairs, ½). 1 when there are no pairs.
 */
export function signTestP(agreeing: number, pairs: number): number {
  if (pairs <= 0) return 1;
  let coefficient = 1; // C(pairs, j), built up from j = 0
  let tail = 0;
  for (let j = 0; j <= pairs; j++) {
    if (j > 0) coefficient = (coefficient * (pairs - j + 1)) / j;
    if (j >= agreeing) tail += coefficient;
  }
  return Math.min(1, tail / 2 ** pairs);
}

/** The plain sum of the values (0 for none). */
export function sum(values: readonly number[]): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/**
 * The pooled least-squares slope of y on x within groups, each centred on its own group's means
 * (a group's level does not count), over groups of 2 or more points of equal length; undefined when
 * no group's x varies. What the runner-speed and host-steal factors are fitted with.
 */
export function withinGroupSlope(
  groups: ReadonlyArray<{ y: readonly number[]; x: readonly number[] }>,
): number | undefined {
  let cross = 0;
  let square = 0;
  for (const { y, x } of groups) {
    if (y.length < 2 || y.length !== x.length) continue;
    const yMean = mean(y);
    const xMean = mean(x);
    x.forEach((xi, i) => {
      cross += (y[i]! - yMean) * (xi - xMean);
      square += (xi - xMean) ** 2;
    });
  }
  return square > 0 ? cross / square : undefined;
}
