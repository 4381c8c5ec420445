// A GateResult with sequential stopping and the whole-distribution shift, for the report tests:
// one scenario decided at an early look, one that ran to the cap. The looks are taken as the gate
// takes them (src/engine/sequential-looks.ts), through the real analysis. Deterministic.
import { compareScenario } from '../../../src/analysis/compare.js';
import { lookComparisons } from '../../../src/analysis/primary.js';
import {
  decideLook,
  lookConfidence,
  type SequentialDesign,
} from '../../../src/analysis/sequential.js';
import { seededNormal } from '../../../src/analysis/stats.js';
import type {
  RequestMetrics,
  ScenarioResult,
  SequentialRecord,
  WindowMeasurement,
} from '../../../src/model.js';
import { makeWindow, requestMetrics } from '../analysis/windows.js';
import { gateResult, scenario } from './results.js';

const design: SequentialDesign = {
  firstLook: 3,
  maxPairs: 8,
  spending: 'obrien-fleming',
  confidence: 0.9,
};

/** Request metrics whose geometric-mean latency is `geoMs` (log spread 0.5). */
function metrics(p95: number, geoMs: number, requests: number): RequestMetrics {
  return {
    ...requestMetrics({ p95, requests }),
    logLatency: { n: requests, mean: Math.log(geoMs), sd: 0.5 },
  };
}

interface Drift {
  /** PR/base ratio of p95 and of the geometric mean, and the per-window noise of each */
  p95: number;
  geo: number;
  noise: number;
}

function windowOf(
  name: string,
  side: 'base' | 'pr',
  round: number,
  drift: Drift,
  draw: () => number,
) {
  const factor = side === 'pr' ? 1 : 0;
  const p95 = 120 * (factor ? drift.p95 : 1) * Math.exp(drift.noise * draw());
  const geo = 40 * (factor ? drift.geo : 1) * Math.exp((drift.noise / 3) * draw());
  const window = makeWindow({ scenario: name, side, round, p95 });
  window.http = metrics(p95, geo, 6000);
  window.endpoints = {
    'GET /contents/{id}': metrics(p95 * 0.7, geo * 0.8, 4000),
    'GET /contents/{id}/places': metrics(p95 * 1.3, geo * 1.4 * (factor ? drift.geo : 1), 2000),
  };
  return window;
}

/** Rounds of one scenario until a look stops it, recording each look. */
function lookedScenario(
  name: string,
  drift: Drift,
  seed: number,
  record: SequentialRecord,
): ScenarioResult {
  const draw = seededNormal(seed);
  const windows: WindowMeasurement[] = [];
  let confidence = design.confidence;
  for (let round = 0; round < design.maxPairs; round++) {
    windows.push(
      windowOf(name, 'base', round, drift, draw),
      windowOf(name, 'pr', round, drift, draw),
    );
    const pairs = round + 1;
    if (pairs < design.firstLook) continue;
    confidence = lookConfidence(design, pairs);
    const comparisons = compareScenario(name, windows, {
      confidence,
      endpoints: true,
      gateConfidence: design.confidence,
    });
    const decision = decideLook(
      lookComparisons(comparisons).map((c) => ({
        label: `${c.metric}${c.endpoint === undefined ? '' : ` of ${c.endpoint}`}`,
        status: c.status,
      })),
      pairs,
      design,
    );
    record.looks.push({ scenario: name, pairs, confidence, ...decision });
    if (decision.stop) break;
  }
  const compare = { confidence, endpoints: true, gateConfidence: design.confidence };
  return scenario(name, windows, { compare, budget: { p95Ms: 500 } });
}

/** Two scenarios with log latencies and sequential looks: one decided early, one at the cap. */
export function sequentialShift() {
  const sequential: SequentialRecord = {
    firstLook: design.firstLook,
    maxRounds: design.maxPairs,
    spending: design.spending,
    looks: [],
  };
  const detail = lookedScenario(
    'content-detail',
    { p95: 1, geo: 1.06, noise: 0.01 },
    7,
    sequential,
  );
  const search = lookedScenario('search', { p95: 1.09, geo: 1.12, noise: 0.05 }, 11, sequential);
  return gateResult([detail, search], {
    protocol: {
      order: 'alternate',
      seed: 77,
      bootOrder: ['base', 'pr'],
      reuseApp: true,
      pauseIdle: false,
      resets: 0,
      resetsSkipped: 0,
      snapshotsSkipped: 0,
      sequential,
    },
  });
}
