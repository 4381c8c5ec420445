// A whole-distribution latency comparison: how much slower the typical request got, from every
// request of each window rather than one percentile. Pure. Over all requests it is the `latency`
// comparison (compare.ts reads it as the geometric mean, exp of the mean ln latency) that decides
// the verdict with the error rate (primary.ts); per endpoint it is reported here, not judged.
//
// Why. A window's p95 rests on its slowest 5 % of requests: of 600 requests, 30 decide it, so two
// windows of the same app differ by 10-15 % in p95 by chance alone. The mean of log latencies uses
// all 600 and is far steadier, while still reading a multiplicative slow-down (+X % on every
// request) as exactly ln(1 + X). It is the per-pair "shift" of the log-latency distribution.
//
// Estimator. Per pair, d = mean ln(PR latency) − mean ln(base latency) over all requests of the two
// windows (the difference of log means, i.e. the log of the ratio of geometric means). The pairs'
// d are pooled with the same t interval as every other comparison (compare.ts): pairs, not
// requests, are the unit, because requests of one window share a JVM, a database state and the
// machine's moment; and the app-instance term σ_u is added when apps are kept across rounds. The
// Hodges–Lehmann shift would be more robust to a few extreme requests but needs every request of
// both windows at once; the log already tames the tail, and the mean needs only three numbers per
// window (count, mean, spread of ln latency), which the result file keeps.
import type { LogLatency, ShiftComparison, WindowMeasurement } from '../model.js';

export type { ShiftComparison } from '../model.js';
import { isFiniteNumber } from '../format/numbers.js';
import {
  classifyChange,
  DEFAULT_CONFIDENCE,
  DEFAULT_TOLERANCES,
  INSTANCE_NOISE_DEGREES_OF_FREEDOM,
  pairWindows,
  type CompareOptions,
} from './compare.js';
import { tInterval } from './stats.js';
import { instanceNoiseWords, noiseSourceWords } from './compare-words.js';

/** Latencies below this are read as this (a 0 ms sample has no logarithm). */
const FLOOR_MS = 0.001;

/**
 * Count, mean and spread of ln(latency in ms), accumulated one request at a time (Welford's
 * update), so a window's requests need not be kept in memory.
 */
export class LogLatencyAccumulator {
  private n = 0;
  private mean = 0;
  private squares = 0;

  add(durationMs: number): void {
    const x = Math.log(Math.max(durationMs, FLOOR_MS));
    this.n += 1;
    const delta = x - this.mean;
    this.mean += delta / this.n;
    this.squares += delta * (x - this.mean);
  }

  /** undefined when no request was added */
  result(): LogLatency | undefined {
    if (this.n === 0) return undefined;
    const sd = this.n > 1 ? Math.sqrt(this.squares / (this.n - 1)) : 0;
    const round = (v: number) => Math.round(v * 1e6) / 1e6;
    return { n: this.n, mean: round(this.mean), sd: round(sd) };
  }
}

/** Count, mean and spread of ln(latency in ms) over a window's requests; undefined when empty. */
export function logLatencyOf(durationsMs: readonly number[]): LogLatency | undefined {
  const accumulator = new LogLatencyAccumulator();
  for (const d of durationsMs) accumulator.add(d);
  return accumulator.result();
}

/**
 * The shift of all requests and of every endpoint both sides measured, over the scenario's pairs;
 * [] without a base side or without log-latency data (results written before it existed).
 */
export function compareShifts(
  scenario: string,
  windows: readonly WindowMeasurement[],
  options: CompareOptions = {},
): ShiftComparison[] {
  if (!windows.some((w) => w.side === 'base')) return [];
  const { pairs } = pairWindows(windows);
  const endpoints = new Set<string>();
  for (const { base, pr } of pairs) {
    for (const name of Object.keys(pr.endpoints)) {
      if (base.endpoints[name]?.logLatency && pr.endpoints[name]?.logLatency) endpoints.add(name);
    }
  }
  const series: (string | undefined)[] = [undefined, ...[...endpoints].sort()];
  const out: ShiftComparison[] = [];
  for (const endpoint of series) {
    const effects: number[] = [];
    for (const { base, pr } of pairs) {
      const of = (w: WindowMeasurement) =>
        (endpoint === undefined ? w.http : w.endpoints[endpoint])?.logLatency?.mean;
      const b = of(base);
      const p = of(pr);
      if (isFiniteNumber(b) && isFiniteNumber(p)) effects.push(p - b);
    }
    if (effects.length === 0) continue;
    out.push(shiftOf(scenario, endpoint, effects, options));
  }
  return out;
}

function shiftOf(
  scenario: string,
  endpoint: string | undefined,
  effects: number[],
  options: CompareOptions,
): ShiftComparison {
  const confidence = options.confidence ?? DEFAULT_CONFIDENCE;
  const shared = options.instanceNoise ?? 0;
  const interval = tInterval(
    effects,
    confidence,
    shared,
    options.instanceNoiseDegreesOfFreedom ?? INSTANCE_NOISE_DEGREES_OF_FREEDOM,
  );
  const toPct = (v: number) => Math.expm1(v) * 100;
  const tolerancePct = options.tolerances?.latency ?? DEFAULT_TOLERANCES.latency;
  const lowPct = toPct(interval.low);
  const highPct = toPct(interval.high);
  return {
    scenario,
    ...(endpoint === undefined ? {} : { endpoint }),
    pairs: effects.length,
    changePct: toPct(interval.estimate),
    interval: {
      lowPct,
      highPct,
      confidence,
      method:
        't interval on per-pair differences of mean log latency' +
        instanceNoiseWords(shared) +
        noiseSourceWords(shared > 0, options.noiseSource),
    },
    tolerancePct,
    status: classifyChange(lowPct, highPct, tolerancePct, true),
  };
}
