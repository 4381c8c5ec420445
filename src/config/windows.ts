// The default windows of a scenario, for the gate's rounds and for the release commands.

/**
 * The gate's windows as calibrated on the example (bench/README.md): a kept app, warm after its
 * steady-state warm-up, measured in short windows and many rounds, because the runner's speed
 * drifts over tens of seconds and two windows close together agree better. The example's 5 s at
 * 30 iterations/s hold 150 iterations; a scenario driven slower gets a window long enough for as
 * many, so that each window's latency rests on as many requests as in the calibration.
 */
export const GATE_WINDOWS = {
  warmupMs: 3_000,
  minDurationMs: 5_000,
  iterations: 150,
  /** below 5 iterations/s the window holds fewer: ten rounds of both sides stay near 11 minutes */
  maxDurationMs: 30_000,
} as const;

/**
 * capacity and sweep boot a fresh app for each search or setting and warm it with the scenario's
 * warm-up alone (no steady-state phase), so they keep longer windows.
 */
export const RELEASE_WINDOWS = { warmupMs: 10_000, durationMs: 20_000 } as const;

export interface ScenarioWindows {
  warmupMs: number;
  durationMs: number;
  release: { warmupMs: number; durationMs: number };
}

/** Windows of a scenario at `rate` iterations/s; a value written in perf-gate.yml (or a flag) wins everywhere. */
export function defaultWindows(
  rate: number,
  written: { warmupMs?: number; durationMs?: number },
): ScenarioWindows {
  const fullWindowMs = Math.ceil(GATE_WINDOWS.iterations / rate) * 1000;
  return {
    warmupMs: written.warmupMs ?? GATE_WINDOWS.warmupMs,
    durationMs:
      written.durationMs ??
      Math.min(GATE_WINDOWS.maxDurationMs, Math.max(GATE_WINDOWS.minDurationMs, fullWindowMs)),
    release: {
      warmupMs: written.warmupMs ?? RELEASE_WINDOWS.warmupMs,
      durationMs: written.durationMs ?? RELEASE_WINDOWS.durationMs,
    },
  };
}
