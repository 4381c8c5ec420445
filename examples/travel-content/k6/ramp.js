// Ramp: a stepped arrival rate to find the knee, as seed 004 stepped 50 → 100 → 150 → 200 → 300
// users to see where latency gives way. Each step holds a rate for an equal share of DURATION
// (default 90s); the steps are multiples of RATE (default 50 views/s), by default
// STEPS=0.25,0.5,0.75,1,1.25,1.5. One iteration is the core content view (two GETs, as read-heavy).
// Every request carries a `step` tag (1, 2, ...); the summary reports each step, so the knee is the
// first step whose p95 or error rate breaks away.
//
//   k6 run -e BASE_URL=http://127.0.0.1:8080 -e RATE=200 -e DURATION=3m k6/ramp.js
import exec from 'k6/execution';
import {
  ENDPOINTS,
  TREND_STATS,
  arrivalUnit,
  baseUrl,
  dataShape,
  durationMs,
  formatMs,
  positiveNumber,
  positiveNumberList,
  randomId,
  reportSubMetrics,
  travelClient,
  viewContent,
  vuLimits,
} from './lib/travel.js';

/** Endpoint tags this script sends; the gate adds per-endpoint thresholds from this list. */
export const endpoints = [ENDPOINTS.contentPlaces, ENDPOINTS.contentDetail];

const rate = positiveNumber('RATE', 50);
const multipliers = positiveNumberList('STEPS', [0.25, 0.5, 0.75, 1, 1.25, 1.5]);
const stepRates = multipliers.map((m) => Math.max(1, Math.round(rate * m * 100) / 100));
const unit = arrivalUnit(stepRates);
const stepMs = durationMs('DURATION', '90s') / stepRates.length;
// A step reaches its rate within the first tenth of its time and holds it for the rest.
const riseMs = stepMs * 0.1;

/** Values of the `step` tag, with the arrival rate each one holds. */
export const steps = stepRates.map((target, index) => ({ step: String(index + 1), rate: target }));

const shape = dataShape();
const client = travelClient(baseUrl());

const stages = [];
stepRates.forEach((target, index) => {
  if (index === 0) {
    stages.push({ target: unit.perUnit(target), duration: formatMs(stepMs) });
  } else {
    stages.push({ target: unit.perUnit(target), duration: formatMs(riseMs) });
    stages.push({ target: unit.perUnit(target), duration: formatMs(stepMs - riseMs) });
  }
});

export const options = {
  scenarios: {
    ramp: {
      executor: 'ramping-arrival-rate',
      startRate: unit.perUnit(stepRates[0]),
      timeUnit: unit.timeUnit,
      stages,
      ...vuLimits(Math.max(...stepRates)),
    },
  },
  summaryTrendStats: TREND_STATS,
  // No latency budget: the point is to go past the knee. Errors still fail the run.
  thresholds: {
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
    ...reportSubMetrics('endpoint', endpoints),
    ...reportSubMetrics(
      'step',
      steps.map((s) => s.step),
    ),
  },
};

function currentStep() {
  const elapsed = Date.now() - exec.scenario.startTime;
  return String(Math.min(stepRates.length, 1 + Math.floor(elapsed / stepMs)));
}

export default function () {
  viewContent(client, randomId(shape.contentCount), randomId(shape.memberCount), {
    step: currentStep(),
  });
}
