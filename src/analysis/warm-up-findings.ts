// A warm-up that stopped at its budget (warmup.max) can leave the app still settling: its JIT keeps
// compiling during the measured windows and CPU per request falls through the rounds. On a 2-core
// Xeon at 2.0 GHz, where the example booted in 17 s against 8 s on the project's runner and used
// 1.3-1.5x its CPU per request, 13 of 14 boots hit the shipped 1 min cap and CPU per request fell
// from 4.9 ms in round 1 to 2.8 ms in rounds 6-10 (medians); with `warmup.max: 180s` all 12 boots
// settled and CPU per request stayed at 2.3-3.2 ms with no trend (bench/README.md, "A slower
// runner class"). An A/A gate hardly notices (both sides settle alike), but a PR whose code
// compiles differently is then compared before either side is warm. The gate still measures and
// judges; this finding says so and what to change. Pure: records and warm-up settings in.
import type { GateConfig } from '../config/types.js';
import { formatSeconds } from '../format/numbers.js';
import type { Finding, SteadyWarmUpRecord } from '../model.js';

/** The cap this finding suggests at least: what let the example settle on the slower runner. */
export const SETTLED_CAP_MS = 180_000;

/** Medians, or (results written before the rule compared medians) p95s, of the last windows. */
function lastLatencies(w: SteadyWarmUpRecord, windows: number): { name: string; ms: number[] } {
  return w.p50Ms
    ? { name: 'median', ms: w.p50Ms.slice(-windows) }
    : { name: 'p95', ms: w.p95Ms.slice(-windows) };
}

/**
 * Per boot whose warm-up ended at its budget instead of at steady state: a warning when its latency
 * had not settled (the measured windows may include the rest of its fall), a notice when it had
 * and only the JIT still compiled more than `warmup.jit` of a window. The JIT of a Spring app with
 * Hibernate goes on compiling 2-15 % of every window for minutes at the scenario's rate (flyway-shop
 * and storefront in bench/results/boost1 and cap30) while its latency holds; a warning on every such
 * gate would teach users to ignore it. The measured windows record the JIT time of each side.
 */
export function warmUpFindings(
  warmUps: readonly SteadyWarmUpRecord[],
  warmup: Pick<GateConfig['warmup'], 'maxMs' | 'stepMs' | 'jitShare' | 'windows'>,
): Finding[] {
  const suggested = formatSeconds(Math.max(SETTLED_CAP_MS, warmup.maxMs * 2) / 1000);
  const cap = formatSeconds(warmup.maxMs / 1000);
  const step = formatSeconds(warmup.stepMs / 1000);
  const bound = Math.round(warmup.jitShare * warmup.stepMs);
  return warmUps
    .filter((w) => !w.steady)
    .map((w) => {
      const lastJitMs = w.jitMs?.at(-1);
      const latency = lastLatencies(w, warmup.windows);
      const shown = `${latency.ms.map((p) => p.toFixed(1)).join(', ')} ms`;
      const who = `${w.scenario} (${w.side === 'pr' ? 'PR' : 'base'})`;
      const took = `after ${formatSeconds(w.durationMs / 1000)} (warmup.max ${cap})`;
      const evidence = {
        warmUpMs: w.durationMs,
        capMs: warmup.maxMs,
        ...(lastJitMs === undefined ? {} : { lastJitMs }),
        ...(w.p95Ms.length > 0 ? { lastP95Ms: w.p95Ms.at(-1)! } : {}),
        ...(w.p50Ms && w.p50Ms.length > 0 ? { lastP50Ms: w.p50Ms.at(-1)! } : {}),
      };
      if (w.latencySettled === true) {
        return {
          rule: 'warmup.still-compiling',
          level: 'notice' as const,
          scenario: w.scenario,
          side: w.side,
          message:
            `${who}: the warm-up used its budget ${took} with the latency settled (${latency.name} of the last ` +
            `${latency.ms.length} short windows ${shown}) and the JIT still compiling ` +
            `${lastJitMs === undefined ? 'more' : `${Math.round(lastJitMs)} ms`} in the last ${step} window (${bound} ms counts as done). ` +
            'Both sides got the same budget; the measured windows record how much each side compiled. ' +
            `To measure a fully compiled app, raise warmup.max (e.g. to ${suggested}).`,
          keys: ['warmup.max'],
          evidence,
        };
      }
      const compiling = lastJitMs !== undefined && lastJitMs > bound;
      const why =
        `the ${latency.name} of its last ${latency.ms.length} short windows still differed (${shown})` +
        (compiling
          ? ` and its JIT still compiled ${Math.round(lastJitMs)} ms in the last ${step} window`
          : '');
      return {
        rule: 'warmup.not-steady',
        level: 'warning' as const,
        scenario: w.scenario,
        side: w.side,
        message:
          `${who}: the app was not steady when the warm-up stopped at its budget ${took}: ${why}. The measured windows ` +
          'may include the rest of its settling, and base and PR be compared before both are warm. ' +
          `Raise warmup.max (e.g. to ${suggested}; perf-gate's example app needed 180s on a runner where it booted twice as slowly), or run on a faster runner.`,
        keys: ['warmup.max'],
        evidence,
      };
    });
}
