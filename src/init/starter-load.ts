// The starter scenario's load: its rate, window and what they cost a gate. Pure.
import { DEFAULT_TPS_SLACK } from '../analysis/budget.js';
import { ENDPOINT_MIN_REQUESTS } from '../analysis/family.js';
import { DEFAULTS } from '../config/schema.js';
import { DEFAULT_MAX_ROUNDS } from '../config/sequential.js';
import { GATE_WINDOWS } from '../config/windows.js';
import { APP_METRIC_MIN_REQUESTS } from '../config/work-metrics.js';
import { WRITE_EVERY } from './mix.js';

/** Starter rate (requests/s): low enough for a laptop and a 2-core runner, high enough to measure. */
export const STARTER_RATE = 20;
/**
 * Starter window (s). The app's CPU and allocation per request are judged only when every window
 * completed APP_METRIC_MIN_REQUESTS; the default window at 20/s holds 160 requests, and exactly
 * 200 (10 s) leaves no room for a window that runs short. One request per iteration, so the window
 * holds the minimum even at the rate the `tps` budget lets pass (DEFAULT_TPS_SLACK): 200 / (20 ×
 * 0.98) → 11 s, 220 requests. No count per endpoint per window to meet: the figures per endpoint
 * come from the work probe, run after the windows with iterations of its own. A gate's load:
 * rounds × 2 sides × (3 s warm-up + 11 s) = 2 min 20 s at 5 rounds, 4 min 40 s at 10 (windowCost
 * writes it into perf-gate.yml).
 */
export const STARTER_DURATION_S = Math.ceil(
  APP_METRIC_MIN_REQUESTS / (STARTER_RATE * (1 - DEFAULT_TPS_SLACK)),
);
/** Requests a starter window sends at STARTER_RATE: one per iteration. */
export const STARTER_REQUESTS = STARTER_RATE * STARTER_DURATION_S;
/** The highest rate the starter raises itself to so that its endpoints can be judged. */
export const MAX_STARTER_RATE = 60;

/**
 * The starter's rate: STARTER_RATE, raised so that each GET endpoint of the mix (called in turn;
 * the writes take every WRITE_EVERY-th iteration) gets the ENDPOINT_MIN_REQUESTS a window that
 * its latency needs to be judged on its own (src/analysis/family.ts), even in a window that runs
 * the tps budget's slack short; at most MAX_STARTER_RATE (then the rarest endpoints are reported
 * as not judged). 8 reads: 23/s; 12 reads: 34/s.
 */
export function starterRate(reads: number, writes: number): number {
  const readShare = writes > 0 ? 1 - 1 / WRITE_EVERY : 1;
  const needed = Math.ceil(
    (ENDPOINT_MIN_REQUESTS * reads) / (STARTER_DURATION_S * (1 - DEFAULT_TPS_SLACK) * readShare),
  );
  return Math.min(MAX_STARTER_RATE, Math.max(STARTER_RATE, needed));
}
/** The starter's rounds: the defaults of a perf-gate.yml without them, written out. */
export const STARTER_ROUNDS = { first: DEFAULTS.rounds, max: DEFAULT_MAX_ROUNDS } as const;

/** `140` → `2 min 20 s`. */
function minutes(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m === 0 ? `${s} s` : s === 0 ? `${m} min` : `${m} min ${s} s`;
}

/** What the starter's windows cost a gate in wall time (builds and boots aside), as a comment. */
export function windowCost(): string {
  const warmupS = GATE_WINDOWS.warmupMs / 1000;
  const at = (rounds: number) => minutes(rounds * 2 * (warmupS + STARTER_DURATION_S));
  const { first, max } = STARTER_ROUNDS;
  return `  # Windows: ${first} rounds × 2 sides × (${warmupS} s warm-up + ${STARTER_DURATION_S} s) = ${at(first)} of load (${max} rounds: ${at(max)}).`;
}

/** Why the starter runs at `rate` with `reads` GET endpoints in turn. */
export function rateComment(rate: number, reads: number): string[] {
  const requests = rate * STARTER_DURATION_S;
  const slack = `a window may fall ${Math.round(DEFAULT_TPS_SLACK * 100)} % short of the rate (the tps budget's slack)`;
  if (rate === STARTER_RATE) {
    return [
      `    # ${requests} requests a window: CPU and allocation per request are judged from ${APP_METRIC_MIN_REQUESTS} on, and a`,
      `    # ${slack.slice(2)}.`,
    ];
  }
  return [
    `    # ${requests} requests a window, raised from ${STARTER_RATE}/s: each of the ${reads} GET endpoints gets the ${ENDPOINT_MIN_REQUESTS} its`,
    `    # own latency needs to be judged, even when a window falls ${Math.round(DEFAULT_TPS_SLACK * 100)} % short (the tps budget's slack)${rate === MAX_STARTER_RATE ? `;` : '.'}`,
    ...(rate === MAX_STARTER_RATE
      ? [
          `    # capped at ${MAX_STARTER_RATE}/s: endpoints short of ${ENDPOINT_MIN_REQUESTS} are reported as not judged.`,
        ]
      : []),
  ];
}
