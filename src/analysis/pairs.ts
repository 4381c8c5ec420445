// Base and PR windows paired by round, and the metrics a comparison reads from a window. Pure.
import type { WindowMeasurement } from '../model.js';

/** Metrics the comparison knows how to read from a window. */
/** `latency`: the geometric mean of all requests' latencies (exp of the mean ln latency). */
export type ComparedMetric = 'latency' | 'p50' | 'p95' | 'p99' | 'tps' | 'errorRate';

/** One base window and the PR window of the same round. */
export interface WindowPair {
  round: number;
  base: WindowMeasurement;
  pr: WindowMeasurement;
}

/**
 * Pairs base and PR windows by round index (the first window of each side per round wins).
 * Rounds present on one side only are listed in `unpairedRounds`.
 */
export function pairWindows(windows: readonly WindowMeasurement[]): {
  pairs: WindowPair[];
  unpairedRounds: number[];
} {
  const base = new Map<number, WindowMeasurement>();
  const pr = new Map<number, WindowMeasurement>();
  for (const window of windows) {
    const side = window.side === 'base' ? base : pr;
    if (!side.has(window.round)) side.set(window.round, window);
  }
  const rounds = [...new Set([...base.keys(), ...pr.keys()])].sort((a, b) => a - b);
  const pairs: WindowPair[] = [];
  const unpairedRounds: number[] = [];
  for (const round of rounds) {
    const baseWindow = base.get(round);
    const prWindow = pr.get(round);
    if (baseWindow && prWindow) pairs.push({ round, base: baseWindow, pr: prWindow });
    else unpairedRounds.push(round);
  }
  return { pairs, unpairedRounds };
}

/** Reads one metric from a window (optionally one endpoint's); undefined when absent. */
export function metricOf(
  window: WindowMeasurement,
  metric: ComparedMetric,
  endpoint?: string,
): number | undefined {
  const requests = endpoint === undefined ? window.http : window.endpoints[endpoint];
  if (!requests) return undefined;
  switch (metric) {
    case 'latency':
      // Its log ratio PR/base is the difference of the two windows' mean ln latency: the shift.
      return requests.logLatency ? Math.exp(requests.logLatency.mean) : undefined;
    case 'p50':
      return requests.latency.p50;
    case 'p95':
      return requests.latency.p95;
    case 'p99':
      return requests.latency.p99;
    case 'errorRate':
      return requests.errorRate;
    case 'tps':
      return endpoint === undefined ? window.tps : undefined;
  }
}
