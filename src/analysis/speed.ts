// The runner's speed, read from the load generator, taken out of the latency comparison. Pure.
//
// On a shared runner the machine itself runs faster or slower from one 5 s window to the next
// (other tenants, frequency, caches), and both the app and k6 feel it. k6 does the same work per
// request on both sides (the same script, the same seeded requests), so the change of its CPU per
// request between a pair's two windows reads how much faster or slower the runner ran, and that
// share of the latency change is taken out of each pair:
//
//   adjusted ln(PR/base) = ln(latency PR/base) − factor · ln(k6 CPU per request PR/base)
//
// `factor` is the slope of the first on the second within A/A gates (no code change, so all of it
// is the runner): 0.8 over the 14 A/A gates of cal5 on the project's runner, which took the pairs'
// spread within a gate from 9.0 % to 5.7 % (`perf-gate noise`, bench/README.md "The runner's
// speed").
//
// A covariate must not move with the change under test. k6's CPU per request barely does: +1.1 %
// on the median of 11 gates where an injected CPU cost raised latency 22-28 %. But a PR that
// changes what k6 does per request (much larger responses, other requests) would move it. So the
// adjustment stands only when k6's CPU per request did not differ between the sides on average:
// its own 95 % interval must cover 0, otherwise the latency is compared unadjusted and the
// comparison says why. At 95 % an A/A gate loses the adjustment 1 time in 20; a mean k6 change up
// to about 7 % (the interval's half-width at 10 pairs on the project's runner) can pass, which
// would take up to about 6 % off the latency change: the price of the narrower interval, stated in
// docs/configuration.md.
import type { SpeedAdjustmentRecord, WindowMeasurement } from '../model.js';

export type { SpeedAdjustmentRecord } from '../model.js';
import { mean, tInterval, withinGroupSlope } from './stats.js';

/** Confidence of the check that k6's own work per request did not change between the sides. */
export const GENERATOR_CHECK_CONFIDENCE = 0.95;

/** k6's CPU per request in a window (percent of a core × seconds per request); undefined if unread. */
export function generatorCpuPerRequest(window: WindowMeasurement): number | undefined {
  const cpu = window.generator.cpuPercent;
  const requests = window.http.requests;
  if (cpu === undefined || !(cpu > 0) || !(requests > 0) || !(window.durationSec > 0))
    return undefined;
  return (cpu * window.durationSec) / requests;
}

/**
 * Each pair's latency log-ratio less `factor` times its k6-CPU-per-request log-ratio, or the
 * effects unchanged (with the reason) when k6's CPU was not read in every pair, fewer than 2 pairs
 * exist, or the sides' k6 CPU per request differed beyond its own 95 % interval.
 */
export function adjustForRunnerSpeed(
  effects: readonly number[],
  generatorLogRatios: ReadonlyArray<number | undefined>,
  factor: number,
): { effects: number[]; record?: SpeedAdjustmentRecord } {
  if (!(factor > 0)) return { effects: [...effects] };
  const ratios = generatorLogRatios.filter(
    (r): r is number => r !== undefined && Number.isFinite(r),
  );
  const generatorChangePct = ratios.length > 0 ? Math.expm1(mean(ratios)) * 100 : 0;
  const unadjusted = (reason: string) => ({
    effects: [...effects],
    record: { factor, applied: false, generatorChangePct, reason },
  });
  if (ratios.length !== effects.length || effects.length === 0)
    return unadjusted("k6's CPU was not read in every measured window");
  if (effects.length < 2)
    return unadjusted("one pair cannot show whether k6's own work changed between the sides");
  const interval = tInterval(ratios, GENERATOR_CHECK_CONFIDENCE);
  if (interval.low > 0 || interval.high < 0) {
    const pct = (v: number) => `${v >= 0 ? '+' : ''}${(Math.expm1(v) * 100).toFixed(1)} %`;
    return unadjusted(
      `k6's CPU per request differed between the sides (${pct(interval.estimate)}, ` +
        `95 % interval ${pct(interval.low)} to ${pct(interval.high)}): ` +
        'the PR changes what k6 does per request (e.g. response sizes), so k6 cannot read the ' +
        "runner's speed",
    );
  }
  return {
    effects: effects.map((effect, i) => effect - factor * ratios[i]!),
    record: {
      factor,
      applied: true,
      generatorChangePct,
      unadjustedChangePct: Math.expm1(mean(effects)) * 100,
    },
  };
}

/** One sentence for the reports under the comparison table, or undefined without a record. */
export function describeSpeedAdjustment(
  record: SpeedAdjustmentRecord | undefined,
): string | undefined {
  if (!record) return undefined;
  if (!record.applied)
    return `Latency not adjusted for the runner's speed: ${record.reason ?? 'no reason recorded'}.`;
  // as the comparison table writes a change: "+2.3%"
  const signed = (pct: number) => `${pct >= 0 ? '+' : ''}${pct.toFixed(1)}%`;
  return (
    `Latency with the runner's speed taken out of each pair: ${record.factor} × the change of k6's ` +
    `CPU per request (${signed(record.generatorChangePct)} PR vs base on average)` +
    (record.unadjustedChangePct === undefined
      ? '.'
      : `; unadjusted, the change reads ${signed(record.unadjustedChangePct)}.`)
  );
}

/** One A/A gate's pairs: latency log-ratios and k6-CPU-per-request log-ratios, pair by pair. */
export interface SpeedFitGate {
  latency: readonly number[];
  generator: readonly number[];
}

/**
 * The factor that takes the most spread out of A/A pairs: the least-squares slope of the latency
 * log-ratio on the k6 log-ratio, each centred on its own gate's mean (so an instance offset or the
 * gate's own level does not count as speed), rounded to 0.05 and kept within 0..3. Undefined
 * without a gate of 2 or more pairs whose k6 log-ratios vary.
 */
export function fitSpeedFactor(gates: readonly SpeedFitGate[]): number | undefined {
  const slope = withinGroupSlope(gates.map((g) => ({ y: g.latency, x: g.generator })));
  if (slope === undefined) return undefined;
  return Math.min(3, Math.max(0, Math.round(slope * 20) / 20));
}
