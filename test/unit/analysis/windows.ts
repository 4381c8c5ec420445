// Synthetic windows for analysis tests: only the fields a test names differ from a healthy window.
import type { RequestMetrics, Side, WindowMeasurement } from '../../../src/model.js';

/** Request metrics with the given p95 (other percentiles derived from it). */
export function requestMetrics(
  overrides: { p95?: number; p99?: number; p50?: number; requests?: number; failed?: number } = {},
): RequestMetrics {
  const p95 = overrides.p95 ?? 100;
  const requests = overrides.requests ?? 6000;
  const failed = overrides.failed ?? 0;
  return {
    requests,
    failed,
    errorRate: requests > 0 ? failed / requests : 0,
    ratePerSec: requests / 60,
    latency: {
      avg: p95 / 2,
      min: p95 / 10,
      p50: overrides.p50 ?? p95 / 2,
      p90: p95 * 0.9,
      p95,
      p99: overrides.p99 ?? p95 * 1.5,
      max: p95 * 3,
    },
  };
}

export interface WindowSpec {
  side?: Side;
  round?: number;
  scenario?: string;
  p95?: number;
  p99?: number;
  tps?: number;
  targetRate?: number;
  dropped?: number;
  failed?: number;
  requests?: number;
  saturated?: boolean;
  endpoints?: Record<string, RequestMetrics>;
}

/** A healthy 60 s window at 100/s unless overridden. */
export function makeWindow(spec: WindowSpec = {}): WindowMeasurement {
  const targetRate = spec.targetRate ?? 100;
  const tps = spec.tps ?? targetRate;
  return {
    scenario: spec.scenario ?? 'content-detail',
    side: spec.side ?? 'pr',
    round: spec.round ?? 0,
    targetRate,
    durationSec: 60,
    iterations: Math.round(tps * 60),
    tps,
    droppedIterations: spec.dropped ?? 0,
    vusMax: 20,
    http: requestMetrics({
      ...(spec.p95 === undefined ? {} : { p95: spec.p95 }),
      ...(spec.p99 === undefined ? {} : { p99: spec.p99 }),
      ...(spec.failed === undefined ? {} : { failed: spec.failed }),
      ...(spec.requests === undefined ? {} : { requests: spec.requests }),
    }),
    endpoints: spec.endpoints ?? {},
    checks: { passes: 100, fails: 0 },
    generator: {
      saturated: spec.saturated ?? false,
      reasons: spec.saturated ? ['k6 CPU above 90%'] : [],
    },
  };
}

/**
 * Interleaved base/PR windows: for each round i, base p95 = baseP95·e^{noise}, PR p95 =
 * baseP95·ratio·e^{noise'}, with the noise drawn from `noise` (a zero-mean generator).
 */
export function pairedWindows(options: {
  pairs: number;
  baseP95: number;
  ratio: number;
  noise: () => number;
}): WindowMeasurement[] {
  const windows: WindowMeasurement[] = [];
  for (let round = 0; round < options.pairs; round++) {
    const base = options.baseP95 * Math.exp(options.noise());
    const pr = options.baseP95 * options.ratio * Math.exp(options.noise());
    windows.push(makeWindow({ side: 'base', round, p95: base, p99: base * 1.5 }));
    windows.push(makeWindow({ side: 'pr', round, p95: pr, p99: pr * 1.5 }));
  }
  return windows;
}
