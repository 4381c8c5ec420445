// Request durations held in bounded memory. Up to `exactLimit` values are kept as they are and
// their quantiles interpolated between the two nearest ranks, as k6 computes its trend percentiles;
// past that the values move into a DDSketch (relative error 0.5 %, memory independent of the count:
// about 1,000 buckets for 1 ms–10 s), so a long window at a high rate cannot exhaust memory. Pure.
import { DDSketch } from '@datadog/sketches-js';
import type { LatencyMs } from '../model.js';
import { sortedQuantile } from './stats.js';

/** The quantiles' relative error once a sample has become a sketch. */
export const SKETCH_RELATIVE_ACCURACY = 0.005;

export class LatencySample {
  private exact: number[] | undefined = [];
  private sketch: DDSketch | undefined;
  private total = 0;
  private sum = 0;
  private min = Infinity;
  private max = -Infinity;

  /** @param exactLimit values kept exactly; beyond, the sample becomes a sketch */
  constructor(private readonly exactLimit = 100_000) {}

  add(value: number): void {
    this.total += 1;
    this.sum += value;
    if (value < this.min) this.min = value;
    if (value > this.max) this.max = value;
    if (this.exact) {
      this.exact.push(value);
      if (this.exact.length <= this.exactLimit) return;
      this.sketch = new DDSketch({ relativeAccuracy: SKETCH_RELATIVE_ACCURACY });
      // Durations are never negative; a zero (a refused connection) is counted as such.
      for (const kept of this.exact) this.sketch.accept(Math.max(0, kept));
      this.exact = undefined;
      return;
    }
    this.sketch!.accept(Math.max(0, value));
  }

  get count(): number {
    return this.total;
  }

  /** Whether the quantiles come from the sketch (more values than exactLimit). */
  get approximate(): boolean {
    return this.exact === undefined;
  }

  /** The q-quantile (0 for an empty sample); exact values interpolate as k6 does. */
  quantile(q: number): number {
    if (this.total === 0) return 0;
    if (this.exact)
      return sortedQuantile(
        [...this.exact].sort((a, b) => a - b),
        q,
      );
    // The sketch's extremes are approximate; the true ones are known.
    if (q <= 0) return this.min;
    if (q >= 1) return this.max;
    return Math.min(this.max, Math.max(this.min, this.sketch!.getValueAtQuantile(q)));
  }

  /** avg, min, p50, p90, p95, p99 and max in ms, to 3 decimals. */
  summary(): LatencyMs {
    if (this.total === 0) return { avg: 0, min: 0, p50: 0, p90: 0, p95: 0, p99: 0, max: 0 };
    const round3 = (value: number) => Math.round(value * 1000) / 1000;
    const sorted = this.exact ? [...this.exact].sort((a, b) => a - b) : undefined;
    const at = (q: number) => round3(sorted ? sortedQuantile(sorted, q) : this.quantile(q));
    return {
      avg: round3(this.sum / this.total),
      min: round3(this.min),
      p50: at(0.5),
      p90: at(0.9),
      p95: at(0.95),
      p99: at(0.99),
      max: round3(this.max),
    };
  }
}
