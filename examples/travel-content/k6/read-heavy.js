// Read-heavy: the travel app's core view, as in the original load test (seed 000): a member opens a
// content, and the app calls GET /contents/{id}/places and GET /contents/{id} with its device-fid.
// One iteration = one content view = two requests. Open model at RATE views per second.
//
//   k6 run -e BASE_URL=http://127.0.0.1:8080 -e RATE=100 -e DURATION=60s k6/read-heavy.js
import {
  ENDPOINTS,
  TREND_STATS,
  arrivalUnit,
  baseUrl,
  dataShape,
  defaultThresholds,
  durationMs,
  formatMs,
  positiveNumber,
  randomId,
  reportSubMetrics,
  travelClient,
  viewContent,
  vuLimits,
} from './lib/travel.js';

/** Endpoint tags this script sends; the gate adds per-endpoint thresholds from this list. */
export const endpoints = [ENDPOINTS.contentPlaces, ENDPOINTS.contentDetail];

const rate = positiveNumber('RATE', 50);
const unit = arrivalUnit([rate]);
const shape = dataShape();
const client = travelClient(baseUrl());

export const options = {
  scenarios: {
    content_view: {
      executor: 'constant-arrival-rate',
      rate: unit.perUnit(rate),
      timeUnit: unit.timeUnit,
      duration: formatMs(durationMs('DURATION', '30s')),
      ...vuLimits(rate),
    },
  },
  summaryTrendStats: TREND_STATS,
  thresholds: { ...defaultThresholds(), ...reportSubMetrics('endpoint', endpoints) },
};

export default function () {
  viewContent(client, randomId(shape.contentCount), randomId(shape.memberCount));
}
