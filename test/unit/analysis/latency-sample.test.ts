import { describe, expect, it } from 'vitest';
import { LatencySample, SKETCH_RELATIVE_ACCURACY } from '../../../src/analysis/latency-sample.js';
import { sortedQuantile } from '../../../src/analysis/stats.js';

/** Deterministic long-tailed durations (ms): mostly 5–50, a tail to a few seconds. */
function durations(count: number): number[] {
  let state = 42;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, () => {
    const u = next();
    return u < 0.97 ? 5 + 45 * next() : 50 + 3000 * next() ** 2;
  });
}

describe('LatencySample', () => {
  it('is exact (k6 interpolation) up to its limit', () => {
    const values = durations(1000);
    const sample = new LatencySample(1000);
    values.forEach((value) => sample.add(value));
    const sorted = [...values].sort((a, b) => a - b);
    expect(sample.approximate).toBe(false);
    expect(sample.quantile(0.95)).toBe(sortedQuantile(sorted, 0.95));
    expect(sample.summary().p99).toBe(Math.round(sortedQuantile(sorted, 0.99) * 1000) / 1000);
  });

  it('past its limit becomes a sketch within the stated relative error', () => {
    const values = durations(200_000);
    const sample = new LatencySample(1000);
    values.forEach((value) => sample.add(value));
    const sorted = [...values].sort((a, b) => a - b);
    expect(sample.approximate).toBe(true);
    expect(sample.count).toBe(200_000);
    for (const q of [0.5, 0.9, 0.95, 0.99]) {
      const exact = sortedQuantile(sorted, q);
      // The sketch's guarantee, plus the rank step between neighbouring values.
      expect(Math.abs(sample.quantile(q) - exact) / exact).toBeLessThan(
        SKETCH_RELATIVE_ACCURACY * 2,
      );
    }
    const summary = sample.summary();
    expect(summary.min).toBe(Math.round(sorted[0]! * 1000) / 1000);
    expect(summary.max).toBe(Math.round(sorted.at(-1)! * 1000) / 1000);
    const mean = values.reduce((total, value) => total + value, 0) / values.length;
    expect(summary.avg).toBeCloseTo(mean, 2);
  });

  it('keeps no more than its limit of values (memory does not grow with the count)', () => {
    const sample = new LatencySample(10);
    for (let index = 0; index < 100_000; index++) sample.add(index % 500);
    const kept = (sample as unknown as { exact?: number[] }).exact;
    expect(kept).toBeUndefined();
    expect(sample.quantile(0)).toBe(0);
    expect(sample.quantile(1)).toBe(499);
  });

  it('an empty sample answers zeros', () => {
    expect(new LatencySample().summary()).toEqual({
      avg: 0,
      min: 0,
      p50: 0,
      p90: 0,
      p95: 0,
      p99: 0,
      max: 0,
    });
  });
});
