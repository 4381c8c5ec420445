// Server-side latency from Micrometer's cumulative histograms: per-interval bucket deltas summed
// over meters, and the quantile Prometheus' histogram_quantile would give. Pure.
import type { HttpMeterSnapshot } from './app-metrics.js';

export function meterKey(meter: HttpMeterSnapshot): string {
  return `${meter.method} ${meter.uri} ${meter.status}`;
}

/** Per-interval bucket counts: cumulative counts now minus the same bucket's count before. */
export function bucketDelta(
  now: Array<[number, number]>,
  before: Array<[number, number]> | undefined,
): Array<[number, number]> {
  const earlier = new Map(before ?? []);
  return now.map(([upperBound, count]) => [upperBound, count - (earlier.get(upperBound) ?? 0)]);
}

/** Sums counts, time and histogram buckets of several meters over one interval. */
export class IntervalAccumulator {
  count = 0;
  sumSec = 0;
  private readonly buckets = new Map<number, number>();
  private complete = true;

  add(count: number, sumSec: number, buckets: Array<[number, number]> | undefined): void {
    this.count += count;
    this.sumSec += sumSec;
    if (!buckets) {
      this.complete = false;
      return;
    }
    for (const [upperBound, bucketCount] of buckets) {
      this.buckets.set(upperBound, (this.buckets.get(upperBound) ?? 0) + bucketCount);
    }
  }

  /** The q-quantile in seconds, or undefined when some meter had no histogram. */
  quantile(q: number): number | undefined {
    if (!this.complete || this.buckets.size === 0 || this.count === 0) return undefined;
    return histogramQuantile(
      q,
      [...this.buckets].sort((a, b) => a[0] - b[0]),
    );
  }
}

/**
 * The q-quantile of cumulative buckets [upper bound, count], interpolating linearly inside the
 * bucket the rank falls in (the same estimate as Prometheus' histogram_quantile).
 */
export function histogramQuantile(q: number, buckets: Array<[number, number]>): number | undefined {
  const last = buckets.at(-1);
  if (!last || last[1] <= 0) return undefined;
  const total = last[1];
  const rank = q * total;
  let lowerBound = 0;
  let lowerCount = 0;
  for (const [upperBound, count] of buckets) {
    if (count >= rank) {
      if (upperBound === Infinity) return lowerBound;
      if (count === lowerCount) return upperBound;
      return lowerBound + ((upperBound - lowerBound) * (rank - lowerCount)) / (count - lowerCount);
    }
    lowerBound = upperBound;
    lowerCount = count;
  }
  return lowerBound;
}
