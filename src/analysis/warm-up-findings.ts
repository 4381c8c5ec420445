// A warm-up that stopped at its cap (warmup.max) leaves the app still settling: its JIT keeps
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

/** One warning per boot whose warm-up ended at the cap instead of at steady state. */
export function warmUpFindings(
  warmUps: readonly SteadyWarmUpRecord[],
  warmup: Pick<GateConfig['warmup'], 'maxMs' | 'stepMs' | 'jitShare' | 'windows'>,
): Finding[] {
  const suggested = formatSeconds(Math.max(SETTLED_CAP_MS, warmup.maxMs * 2) / 1000);
  const cap = formatSeconds(warmup.maxMs / 1000);
  return warmUps
    .filter((w) => !w.steady)
    .map((w) => {
      const lastJitMs = w.jitMs?.at(-1);
      const compiling = lastJitMs !== undefined && lastJitMs > warmup.jitShare * warmup.stepMs;
      const lastP95s = w.p95Ms.slice(-warmup.windows);
      const why = compiling
        ? `its JIT still compiled ${Math.round(lastJitMs)} ms in the last ${formatSeconds(warmup.stepMs / 1000)} window ` +
          `(at most ${Math.round(warmup.jitShare * warmup.stepMs)} ms counts as settled)`
        : `the p95 of its last ${lastP95s.length} short windows still differed (${lastP95s.map((p) => p.toFixed(1)).join(', ')} ms)`;
      return {
        rule: 'warmup.not-steady',
        level: 'warning' as const,
        scenario: w.scenario,
        side: w.side,
        message:
          `${w.scenario} (${w.side === 'pr' ? 'PR' : 'base'}): the app was not steady when the warm-up stopped at its cap ` +
          `after ${formatSeconds(w.durationMs / 1000)} (warmup.max ${cap} per phase): ${why}. The measured windows ` +
          'may include the rest of its settling, and base and PR be compared before both are warm. ' +
          `Raise warmup.max (e.g. to ${suggested}; perf-gate's example app needed 180s on a runner where it booted twice as slowly), or run on a faster runner.`,
        keys: ['warmup.max'],
        evidence: {
          warmUpMs: w.durationMs,
          capMs: warmup.maxMs,
          ...(lastJitMs === undefined ? {} : { lastJitMs }),
          ...(lastP95s.length > 0 ? { lastP95Ms: lastP95s.at(-1)! } : {}),
        },
      };
    });
}
