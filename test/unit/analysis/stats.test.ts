import { describe, expect, it } from 'vitest';
import {
  bootstrapInterval,
  effectiveDegreesOfFreedom,
  holmRejections,
  mean,
  median,
  minimumDetectableEffect,
  pairsNeededFor,
  quantile,
  sampleStdDev,
  seededNormal,
  signTestP,
  seededUniform,
  standardError,
  tInterval,
  tQuantile,
} from '../../../src/analysis/stats.js';

describe('descriptive statistics', () => {
  it('computes mean, median and type-7 quantiles', () => {
    expect(mean([1, 2, 3, 4])).toBe(2.5);
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
    expect(quantile([10, 20], 0.9)).toBeCloseTo(19, 10);
    expect(mean([])).toBeNaN();
    expect(median([])).toBeNaN();
  });

  it('uses the n - 1 denominator for the standard deviation', () => {
    expect(sampleStdDev([2, 4, 4, 4, 5, 5, 7, 9])).toBeCloseTo(2.13809, 4);
    expect(sampleStdDev([3])).toBeNaN();
  });
});

describe('t distribution', () => {
  it('matches tabulated quantiles', () => {
    expect(tQuantile(0.975, 4)).toBeCloseTo(2.776445, 5);
    expect(tQuantile(0.95, 4)).toBeCloseTo(2.131847, 5);
    expect(tQuantile(0.975, 1)).toBeCloseTo(12.7062, 3);
    expect(tQuantile(0.8, 9)).toBeCloseTo(0.883, 3);
  });

  it('builds the textbook interval for 1..5', () => {
    const interval = tInterval([1, 2, 3, 4, 5], 0.95);
    expect(interval.estimate).toBe(3);
    expect(interval.low).toBeCloseTo(1.0368, 3);
    expect(interval.high).toBeCloseTo(4.9632, 3);
  });

  it('has no interval for a single value', () => {
    const interval = tInterval([0.3], 0.9);
    expect(interval.low).toBeNaN();
    expect(interval.high).toBeNaN();
  });
});

describe('bootstrap', () => {
  const values = [0.1, 0.25, 0.05, 0.3, 0.2, 0.15];

  it('is deterministic for a seed and brackets the mean', () => {
    const first = bootstrapInterval(values, { confidence: 0.9, seed: 7 });
    const second = bootstrapInterval(values, { confidence: 0.9, seed: 7 });
    expect(second).toEqual(first);
    expect(first.low).toBeLessThan(mean(values));
    expect(first.high).toBeGreaterThan(mean(values));
  });

  it('depends on the seed only within resampling error', () => {
    const normal = seededNormal(17);
    const sample = Array.from({ length: 20 }, () => normal());
    const first = bootstrapInterval(sample, { confidence: 0.9, seed: 7 });
    const other = bootstrapInterval(sample, { confidence: 0.9, seed: 8 });
    expect(other.low).not.toBe(first.low);
    expect(Math.abs(other.low - first.low)).toBeLessThan(0.05 * (first.high - first.low));
  });

  it('collapses to the value when every pair is identical', () => {
    const interval = bootstrapInterval([0.2, 0.2, 0.2], { confidence: 0.9 });
    expect(interval.low).toBeCloseTo(0.2, 12);
    expect(interval.high).toBeCloseTo(0.2, 12);
  });

  // Why t is the default: with the few pairs a CI job can afford, the percentile bootstrap's interval
  // is too narrow. Simulate 2000 runs of 5 normal log-ratios with a known mean and count how often
  // each 90% interval contains it.
  it('under-covers with few pairs while the t interval keeps its nominal coverage', () => {
    const normal = seededNormal(2024);
    const trueMean = 0.05;
    const trials = 2000;
    let tCovered = 0;
    let bootstrapCovered = 0;
    for (let trial = 0; trial < trials; trial++) {
      const sample = Array.from({ length: 5 }, () => trueMean + 0.1 * normal());
      const t = tInterval(sample, 0.9);
      const bootstrap = bootstrapInterval(sample, {
        confidence: 0.9,
        seed: trial + 1,
        resamples: 500,
      });
      if (t.low <= trueMean && trueMean <= t.high) tCovered++;
      if (bootstrap.low <= trueMean && trueMean <= bootstrap.high) bootstrapCovered++;
    }
    const tCoverage = tCovered / trials;
    const bootstrapCoverage = bootstrapCovered / trials;
    expect(tCoverage).toBeGreaterThan(0.88);
    expect(tCoverage).toBeLessThan(0.92);
    expect(bootstrapCoverage).toBeLessThan(0.84);
  });
});

describe('minimum detectable effect', () => {
  it('is (t_{1-α/2} + t_{power}) s / √n', () => {
    const expected = ((2.131847 + 0.940965) * 0.1) / Math.sqrt(5);
    expect(minimumDetectableEffect(0.1, 5, { confidence: 0.9 })).toBeCloseTo(expected, 4);
  });

  it('shrinks as pairs are added', () => {
    const mdes = [2, 3, 5, 10, 20].map((pairs) =>
      minimumDetectableEffect(0.05, pairs, { confidence: 0.9 }),
    );
    for (let index = 1; index < mdes.length; index++) {
      expect(mdes[index]).toBeLessThan(mdes[index - 1] as number);
    }
  });

  it('is undefined for one pair and finds the pairs needed', () => {
    expect(minimumDetectableEffect(0.05, 1, { confidence: 0.9 })).toBeNaN();
    const needed = pairsNeededFor(0.05, 0.05, { confidence: 0.9 });
    expect(needed).toBeDefined();
    expect(
      minimumDetectableEffect(0.05, needed as number, { confidence: 0.9 }),
    ).toBeLessThanOrEqual(0.05);
    expect(
      minimumDetectableEffect(0.05, (needed as number) - 1, { confidence: 0.9 }),
    ).toBeGreaterThan(0.05);
    expect(pairsNeededFor(0.001, 1, { confidence: 0.9, maxPairs: 50 })).toBeUndefined();
  });
});

describe('seeded generators', () => {
  it('repeat for a seed and look uniform / normal', () => {
    const first = seededUniform(3);
    const second = seededUniform(3);
    const draws = Array.from({ length: 5000 }, () => first());
    expect(Array.from({ length: 5000 }, () => second())).toEqual(draws);
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
    expect(mean(draws)).toBeCloseTo(0.5, 1);
    const normal = seededNormal(3);
    const normals = Array.from({ length: 5000 }, () => normal());
    expect(mean(normals)).toBeCloseTo(0, 1);
    expect(sampleStdDev(normals)).toBeCloseTo(1, 1);
  });
});

describe('a noise component shared by every pair (one app instance per side)', () => {
  it('widens the t interval by σ even when the pairs agree exactly, with σ’s own degrees of freedom', () => {
    // σ fitted on 10 A/A gates (9 degrees of freedom): t(0.95, 9) · 0.1, not t(0.95, 4) · 0.1
    const interval = tInterval([0.2, 0.2, 0.2, 0.2, 0.2], 0.9, 0.1, 9);
    expect(interval.estimate).toBeCloseTo(0.2, 12);
    expect(interval.high - interval.estimate).toBeCloseTo(1.833113 * 0.1, 5);
    expect(interval.estimate - interval.low).toBeCloseTo(1.833113 * 0.1, 5);
    // σ known exactly: the normal quantile
    const known = tInterval([0.2, 0.2, 0.2, 0.2, 0.2], 0.9, 0.1);
    expect(known.high - known.estimate).toBeCloseTo(1.644854 * 0.1, 4);
  });

  it('takes Welch–Satterthwaite degrees of freedom instead of n − 1', () => {
    expect(effectiveDegreesOfFreedom(0.3, 5)).toBe(4);
    // s²/n = 0.005 with 4 df, σ² = 0.0025 with 9 df: 0.0075² / (0.005²/4 + 0.0025²/9) ≈ 8.1
    expect(effectiveDegreesOfFreedom(Math.sqrt(0.025), 5, 0.05, 9)).toBeCloseTo(8.1, 1);
    // the shared term dominating and well known: far more than n − 1
    expect(effectiveDegreesOfFreedom(0.01, 5, 0.1, 100)).toBeGreaterThan(90);
  });

  it('combines with the spread of the pairs as √(s²/n + σ²)', () => {
    expect(standardError(0.3, 9, 0)).toBeCloseTo(0.1, 12);
    expect(standardError(0.3, 9, 0.1)).toBeCloseTo(Math.SQRT2 * 0.1, 12);
    const values = [0.1, 0.3, 0.2, 0.4, 0.0];
    const plain = tInterval(values, 0.9);
    const widened = tInterval(values, 0.9, 0.05, 9);
    const s = 0.158113883; // sample SD of the values
    const df = effectiveDegreesOfFreedom(s, 5, 0.05, 9);
    expect(widened.high - widened.low).toBeCloseTo(
      2 * tQuantile(0.95, df) * Math.sqrt((s * s) / 5 + 0.05 * 0.05),
      5,
    );
    expect(widened.high - widened.low).toBeGreaterThan(plain.high - plain.low);
  });

  it('puts a floor under the MDE that more pairs cannot lower', () => {
    // (t(0.95, 9) + t(0.8, 9)) · 0.1 with identical pairs and σ from 9 degrees of freedom
    expect(
      minimumDetectableEffect(0, 5, {
        confidence: 0.9,
        sharedStdDev: 0.1,
        sharedDegreesOfFreedom: 9,
      }),
    ).toBeCloseTo((1.833113 + 0.883365) * 0.1, 5);
    // the floor: an effect below 1.645 + 0.842 σ is out of reach at any number of pairs
    expect(
      pairsNeededFor(0.2, 0.1, { confidence: 0.9, sharedStdDev: 0.1, maxPairs: 1000 }),
    ).toBeUndefined();
    expect(pairsNeededFor(0.5, 0.1, { confidence: 0.9, sharedStdDev: 0.1 })).toBe(2);
  });
});

describe('Holm’s step-down over a family of comparisons', () => {
  it('rejects the smallest p-values while each is under α / (remaining tests)', () => {
    // α = 0.05 over 4: thresholds 0.0125, 0.0167, 0.025, 0.05
    expect(holmRejections([0.01, 0.04, 0.015, 0.2], 0.05)).toEqual([true, false, true, false]);
  });

  it('stops at the first p-value that fails, even if a later one is small enough alone', () => {
    expect(holmRejections([0.02, 0.03], 0.05)).toEqual([true, true]);
    expect(holmRejections([0.03, 0.04, 0.045], 0.05)).toEqual([false, false, false]);
  });

  it('leaves NaN p-values out of the family', () => {
    expect(holmRejections([Number.NaN, 0.03], 0.05)).toEqual([false, true]);
  });
});

describe('the one-sided sign test', () => {
  it('is the binomial tail of at least k agreeing pairs of n', () => {
    expect(signTestP(1, 1)).toBe(0.5);
    expect(signTestP(5, 5)).toBeCloseTo(1 / 32, 12);
    expect(signTestP(9, 10)).toBeCloseTo(11 / 1024, 12);
    expect(signTestP(8, 10)).toBeCloseTo(56 / 1024, 12);
    expect(signTestP(0, 4)).toBe(1);
    expect(signTestP(0, 0)).toBe(1);
  });
});
