// The base-vs-PR comparison options a gate's config gives (tolerances, confidence, instance noise,
// the family that decides): what the gate's looks, its verdict and the replays of recorded gates
// share. Pure.
import type { GateConfig } from '../config/schema.js';
import { noiseSource } from '../config/runners.js';
import type { CompareOptions } from './compare.js';

/** The base-vs-PR comparison options of a gate's config (tolerances, confidence, instance noise). */
export function comparisonOptions(config: GateConfig): CompareOptions {
  const { compare } = config;
  const source = noiseSource(config);
  return {
    tolerances: {
      latency: compare.tolerance.latency * 100,
      p95: compare.tolerance.p95 * 100,
      p99: compare.tolerance.p99 * 100,
      tps: compare.tolerance.tps * 100,
      errorRate: compare.tolerance.errors * 100,
    },
    confidence: compare.confidence,
    // One app instance per side for the whole gate: its offset is shared by all pairs.
    instanceNoise: compare.reuseApp ? Math.log1p(compare.instanceNoise) : 0,
    speedAdjustment: compare.speedAdjustment ?? 0,
    stealAdjustment: compare.stealAdjustment ?? 0,
    ...(source === undefined ? {} : { noiseSource: source }),
    endpoints: true,
    endpointFamily: compare.endpoints,
    gateConfidence: compare.confidence,
    primary: compare.primary,
    // Scenarios share the gate's false-alarm rate equally (src/analysis/family.ts).
    familyShare: 1 / Math.max(1, config.scenarios?.length ?? 1),
  };
}
