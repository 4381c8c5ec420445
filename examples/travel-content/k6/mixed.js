// Mixed: a day of the travel app in one arrival stream, weighted like seed 001's scenario table —
// reads dominate, members save and unsave contents, and now and then someone logs in (BCrypt: CPU
// heavy on purpose). One iteration = one user action of one or two requests; RATE actions per second.
//
//   k6 run -e BASE_URL=http://127.0.0.1:8080 -e RATE=60 -e DURATION=60s k6/mixed.js
import {
  ENDPOINTS,
  TREND_STATS,
  arrivalUnit,
  baseUrl,
  dataShape,
  defaultThresholds,
  durationMs,
  formatMs,
  pickWeighted,
  positiveNumber,
  randomId,
  reportSubMetrics,
  travelClient,
  viewContent,
  vuLimits,
} from './lib/travel.js';

/** Endpoint tags this script sends; the gate adds per-endpoint thresholds from this list. */
export const endpoints = [
  ENDPOINTS.contentPlaces,
  ENDPOINTS.contentDetail,
  ENDPOINTS.contentList,
  ENDPOINTS.favoriteAdd,
  ENDPOINTS.favoriteRemove,
  ENDPOINTS.login,
];

const rate = positiveNumber('RATE', 50);
const unit = arrivalUnit([rate]);
const shape = dataShape();
const client = travelClient(baseUrl());
const pages = Math.max(1, Math.ceil(shape.contentCount / shape.pageSize));

// Weights in percent of actions. Override one with -e WEIGHT_<NAME>=n (e.g. WEIGHT_LOGIN=0).
const actions = [
  { name: 'VIEW', weight: 45, run: (m) => viewContent(client, randomId(shape.contentCount), m) },
  { name: 'BROWSE', weight: 30, run: browse },
  { name: 'SAVE', weight: 12, run: save },
  {
    name: 'UNSAVE',
    weight: 10,
    run: (m) => client.favoriteRemove(randomId(shape.contentCount), m),
  },
  { name: 'LOGIN', weight: 3, run: (m) => client.login(m, shape.password) },
].map((action) => ({
  ...action,
  weight:
    __ENV[`WEIGHT_${action.name}`] === undefined
      ? action.weight
      : Number(__ENV[`WEIGHT_${action.name}`]),
}));
for (const action of actions) {
  if (!Number.isFinite(action.weight) || action.weight < 0) {
    throw new Error(
      `WEIGHT_${action.name} must be a number >= 0 (got "${__ENV[`WEIGHT_${action.name}`]}")`,
    );
  }
}
if (actions.every((action) => action.weight === 0)) {
  throw new Error('at least one WEIGHT_* must be above 0');
}

export const options = {
  scenarios: {
    mixed_workflow: {
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

/** The list page, then one content from it; most people stay on the first pages. */
function browse(memberId) {
  const page = Math.floor(Math.pow(Math.random(), 3) * pages);
  const response = client.contentList(page, shape.pageSize);
  const items = response.status === 200 ? response.json('items') : [];
  if (Array.isArray(items) && items.length > 0) {
    client.contentDetail(items[Math.floor(Math.random() * items.length)].id, memberId);
  }
}

/** Save a content, then see it as saved. */
function save(memberId) {
  const contentId = randomId(shape.contentCount);
  client.favoriteAdd(contentId, memberId);
  client.contentDetail(contentId, memberId);
}

export default function () {
  pickWeighted(actions).run(randomId(shape.memberCount));
}
