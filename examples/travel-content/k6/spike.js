// Spike: warm browsing, then a sudden burst, then a tail — the shape of seed 003's ticket-opening
// test (warmup_browsing → open_spike → post_open_tail), told as a content going viral: members
// browse as usual, then a burst opens and saves the hot content (some log in to do so), then
// traffic settles above the old level, still circling the hot content.
//
// The whole shape fits DURATION (default 60s) and scales from RATE (default 50 actions/s):
//   warm  35 %  at RATE
//   burst 23 %  rising in 3 % of the time to RATE x SPIKE_FACTOR (5) and holding
//   tail  42 %  falling in 4 % of the time to RATE x TAIL_FACTOR (1.5) and holding
// Every request carries a `phase` tag (warm, burst, tail); the summary reports each phase.
//
//   k6 run -e BASE_URL=http://127.0.0.1:8080 -e RATE=40 -e DURATION=2m k6/spike.js
import exec from 'k6/execution';
import {
  ENDPOINTS,
  TREND_STATS,
  arrivalUnit,
  baseUrl,
  dataShape,
  durationMs,
  formatMs,
  pickWeighted,
  positiveInt,
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

/** Values of the `phase` tag, in order. */
export const phases = ['warm', 'burst', 'tail'];

const rate = positiveNumber('RATE', 50);
const spikeRate = rate * positiveNumber('SPIKE_FACTOR', 5);
const tailRate = rate * positiveNumber('TAIL_FACTOR', 1.5);
const unit = arrivalUnit([rate, spikeRate, tailRate]);
const totalMs = durationMs('DURATION', '60s');
const shape = dataShape();
const hotContentId = positiveInt('HOT_CONTENT_ID', 1);
const client = travelClient(baseUrl());
const pages = Math.max(1, Math.ceil(shape.contentCount / shape.pageSize));

const warmMs = totalMs * 0.35;
const riseMs = totalMs * 0.03;
const burstMs = totalMs * 0.2;
const fallMs = totalMs * 0.04;
const tailMs = totalMs - warmMs - riseMs - burstMs - fallMs;

export const options = {
  scenarios: {
    spike: {
      executor: 'ramping-arrival-rate',
      startRate: unit.perUnit(rate),
      timeUnit: unit.timeUnit,
      stages: [
        { target: unit.perUnit(rate), duration: formatMs(warmMs) },
        { target: unit.perUnit(spikeRate), duration: formatMs(riseMs) },
        { target: unit.perUnit(spikeRate), duration: formatMs(burstMs) },
        { target: unit.perUnit(tailRate), duration: formatMs(fallMs) },
        { target: unit.perUnit(tailRate), duration: formatMs(tailMs) },
      ],
      ...vuLimits(Math.max(spikeRate, tailRate)),
    },
  },
  summaryTrendStats: TREND_STATS,
  thresholds: {
    // A burst may stretch latency; it must not turn into errors.
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
    http_req_duration: [`p(95)<${positiveNumber('P95_MS', 1000)}`],
    ...reportSubMetrics('endpoint', endpoints),
    ...reportSubMetrics('phase', phases),
  },
};

function browse(memberId, tags) {
  const page = Math.floor(Math.pow(Math.random(), 3) * pages);
  const response = client.contentList(page, shape.pageSize, tags);
  const items = response.status === 200 ? response.json('items') : [];
  if (Array.isArray(items) && items.length > 0) {
    client.contentDetail(items[Math.floor(Math.random() * items.length)].id, memberId, tags);
  }
}

const randomView = (m, tags) => viewContent(client, randomId(shape.contentCount), m, tags);
const hotView = (m, tags) => viewContent(client, hotContentId, m, tags);
const login = (m, tags) => client.login(m, shape.password, tags);

const mixByPhase = {
  warm: [
    { weight: 68, run: randomView },
    { weight: 30, run: browse },
    { weight: 2, run: login },
  ],
  burst: [
    { weight: 62, run: hotView },
    {
      weight: 35,
      run: (m, tags) => {
        client.favoriteAdd(hotContentId, m, tags);
        client.contentDetail(hotContentId, m, tags);
      },
    },
    { weight: 3, run: login },
  ],
  tail: [
    { weight: 45, run: hotView },
    { weight: 25, run: randomView },
    { weight: 15, run: browse },
    { weight: 12, run: (m, tags) => client.favoriteRemove(hotContentId, m, tags) },
    { weight: 3, run: login },
  ],
};

function currentPhase() {
  const elapsed = Date.now() - exec.scenario.startTime;
  if (elapsed < warmMs) return 'warm';
  if (elapsed < warmMs + riseMs + burstMs) return 'burst';
  return 'tail';
}

export default function () {
  const phase = currentPhase();
  pickWeighted(mixByPhase[phase]).run(randomId(shape.memberCount), { phase });
}
