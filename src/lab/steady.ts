// When is a freshly booted app warm? A cold JVM interprets, then compiles its hot paths (C1, then
// C2), fills its pools and caches: its p95 falls from hundreds of milliseconds to a steady level
// within tens of seconds to minutes, depending on the app and the runner. A fixed warm-up is either
// too short for a big app (the first measured window inherits the fall) or wastes time on a small
// one. So perf-gate drives the app at the target rate in short windows and stops when they agree.
//
// The rule (pure, and unit-tested on recorded sequences):
//   steady after the last `windows` short windows (default 3) when
//   - none of them dropped iterations (the app kept up with the rate),
//   - their medians agree: max − min ≤ tolerance × min (default 15 %), or ≤ 1 ms, whichever is
//     larger,
//   - and the JIT spent at most `jitShare` of each window compiling (default 10 %), when perf-gate's
//     work agent is in the JVM to tell. With a warm-up that stopped on latency alone, the
//     example's geometric-mean latency still fell from 3.05 ms in round 2 to 2.51 ms in round 5
//     (26 A/A gates, bench/README.md) as the JIT kept compiling at the scenario's rate.
// Why three: two windows can agree on a plateau between two compilation phases (interpreted → C1
// → C2 each give a step down); a third that agrees makes a further fall within the next window
// unlikely. Why max/min: the fall after a boot is a one-way trend, and a window still on it differs
// from the last one by far more than two windows of a steady app differ by. Why the median and not
// the p95 (the rule's statistic until the warm-up had one budget): a 5 s window at 20-30 requests/s
// holds 100-150 requests, whose p95 is the 5th-8th slowest, as noisy as a single request. Over the
// measured windows of warm A/A gates (11 s, about 340 requests; boost1, cap30, live1 and wexp in
// bench/results), three successive windows of one side met the 15 % rule on their p95 in 7-28 % of
// 156 triples and on their median in 75-81 %: a p95 rule calls a steady app unsteady most of the
// time, so the cap, not the app, ended the warm-up (bench/steady-statistic.mjs). Why the 1 ms
// floor: at latencies of a few milliseconds, scheduling jitter alone moves them by a millisecond,
// i.e. by tens of percent. The
// warm-up stops at `max` in any case; the result then records that the app never settled, and
// whether its latency had (only the JIT still compiling), which the report shows.

/** What one short warm-up window showed. */
export interface WarmUpWindow {
  /** the median request latency: what the rule compares */
  p50Ms: number;
  /** recorded for the report */
  p95Ms: number;
  droppedIterations: number;
  /** milliseconds the app's JIT spent compiling during the window; absent when unknown */
  jitMs?: number;
}

export interface SteadyRule {
  /** how many successive short windows must agree */
  windows: number;
  /** relative spread of their medians allowed (0.15 = 15 %) */
  tolerance: number;
  /** absolute spread always allowed, in milliseconds */
  floorMs: number;
  /**
   * the largest JIT compile time a window may show, as a share of its length (0.1: 500 ms of a
   * 5 s window); windows without a JIT figure pass
   */
  jitShare: number;
  /** length of one window, for `jitShare` */
  stepMs: number;
}

export const DEFAULT_STEADY_RULE: SteadyRule = {
  windows: 3,
  tolerance: 0.15,
  floorMs: 1,
  jitShare: 0.1,
  stepMs: 5_000,
};

/**
 * Whether one short window's JIT time is within `jitShare` of the window: what every window of the
 * steady phase must show, and what ends the raised-rate phase before it (warmup.ts).
 */
export function compiledEnough(
  jitMs: number,
  rule: Pick<SteadyRule, 'jitShare' | 'stepMs'>,
): boolean {
  return jitMs <= rule.jitShare * rule.stepMs;
}

/**
 * Whether the last `rule.windows` windows of `history` agree on latency: none dropped iterations
 * and their medians lie within the tolerance (or the floor) of the lowest. The JIT is not asked.
 */
export function latencySettled(history: readonly WarmUpWindow[], rule: SteadyRule): boolean {
  if (history.length < rule.windows) return false;
  const recent = history.slice(-rule.windows);
  if (recent.some((w) => w.droppedIterations > 0 || !Number.isFinite(w.p50Ms))) return false;
  const medians = recent.map((w) => w.p50Ms);
  const low = Math.min(...medians);
  const high = Math.max(...medians);
  return high - low <= Math.max(rule.tolerance * low, rule.floorMs);
}

/** Whether the last `rule.windows` windows of `history` show a steady app. */
export function isSteady(history: readonly WarmUpWindow[], rule: SteadyRule): boolean {
  if (!latencySettled(history, rule)) return false;
  const recent = history.slice(-rule.windows);
  return !recent.some((w) => w.jitMs !== undefined && !compiledEnough(w.jitMs, rule));
}

import type { SteadyWarmUp } from '../model.js';

export type { SteadyWarmUp };

/**
 * Drives short windows through `drive` until `isSteady` holds or `maxMs` is spent (at least
 * `rule.windows` windows are run, so a cap below that is raised to it).
 */
export async function warmUpUntilSteady(
  drive: () => Promise<WarmUpWindow>,
  options: { rule: SteadyRule; maxMs: number; now?: () => number },
): Promise<SteadyWarmUp> {
  const now = options.now ?? Date.now;
  const started = now();
  const history: WarmUpWindow[] = [];
  const maxWindows = Math.max(
    options.rule.windows,
    Math.floor(options.maxMs / options.rule.stepMs),
  );
  let steady = false;
  while (!steady && history.length < maxWindows) {
    history.push(await drive());
    steady = isSteady(history, options.rule);
  }
  const jitMs = history.map((w) => w.jitMs);
  return {
    steady,
    durationMs: now() - started,
    p95Ms: history.map((w) => w.p95Ms),
    p50Ms: history.map((w) => w.p50Ms),
    ...(steady ? {} : { latencySettled: latencySettled(history, options.rule) }),
    ...(jitMs.every((ms) => ms !== undefined) ? { jitMs } : {}),
  };
}
