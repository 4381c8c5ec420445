// perf-gate's generic scenario: the requests listed under `scenarios[].requests` in perf-gate.yml,
// no JavaScript to write. perf-gate passes the list as JSON in PERF_GATE_REQUESTS; every iteration
// sends one request, picked by weight. Placeholders like {id} in the path, headers and body take a
// value from `params` (a range "1..2000" gives a random whole number in it, a list a random item).
// Each request is tagged with k6's `name` (default "METHOD /path/{param}"): one endpoint row each.
//
//   PERF_GATE_REQUESTS='[{"name":"GET /items/{id}","method":"GET","path":"/items/{id}","weight":1,"params":{"id":"1..100"}}]' \
//   k6 run -e BASE_URL=http://127.0.0.1:8080 -e RATE=20 scenarios/requests.js
import http from 'k6/http';
import { check } from 'k6';

const requests = JSON.parse(__ENV.PERF_GATE_REQUESTS || 'null');
if (!Array.isArray(requests) || requests.length === 0) {
  throw new Error(
    'PERF_GATE_REQUESTS is not set: this scenario sends the requests listed under scenarios[].requests in perf-gate.yml',
  );
}
const baseUrl = (__ENV.BASE_URL || '').replace(/\/$/, '');
if (!baseUrl)
  throw new Error('BASE_URL is not set (perf-gate sets it to the app, context path included)');

const cumulative = [];
let totalWeight = 0;
for (const request of requests) {
  totalWeight += request.weight;
  cumulative.push(totalWeight);
}

export const options = {
  scenarios: {
    requests: {
      executor: 'constant-arrival-rate',
      rate: Number(__ENV.RATE || 10),
      timeUnit: '1s',
      duration: __ENV.DURATION || '30s',
      preAllocatedVUs: Number(__ENV.PRE_ALLOCATED_VUS || 10),
      maxVUs: Number(__ENV.MAX_VUS || 50),
    },
  },
  thresholds: { http_req_failed: ['rate<0.01'] },
};

function pick(spec) {
  if (Array.isArray(spec)) return spec[Math.floor(Math.random() * spec.length)];
  const range = typeof spec === 'string' ? /^(-?\d+)\.\.(-?\d+)$/.exec(spec) : null;
  if (range) {
    const low = Number(range[1]);
    const high = Number(range[2]);
    return low + Math.floor(Math.random() * (high - low + 1));
  }
  return spec;
}

function fill(text, values) {
  return text.replace(/\{(\w+)\}/g, (whole, name) =>
    name in values ? String(values[name]) : whole,
  );
}

// In a JSON body, a string that is only a placeholder takes the value itself (a number stays one).
function fillBody(body, values) {
  if (typeof body === 'string') {
    const only = /^\{(\w+)\}$/.exec(body);
    return only && only[1] in values ? values[only[1]] : fill(body, values);
  }
  if (Array.isArray(body)) return body.map((item) => fillBody(item, values));
  if (body && typeof body === 'object') {
    const out = {};
    for (const key of Object.keys(body)) out[key] = fillBody(body[key], values);
    return out;
  }
  return body;
}

export default function () {
  const roll = Math.random() * totalWeight;
  const request = requests[cumulative.findIndex((limit) => roll < limit)] || requests[0];
  const values = {};
  for (const name of Object.keys(request.params || {})) values[name] = pick(request.params[name]);
  const headers = {};
  for (const name of Object.keys(request.headers || {}))
    headers[name] = fill(request.headers[name], values);
  let body = null;
  if (request.body !== undefined && request.body !== null) {
    if (typeof request.body === 'string') body = fill(request.body, values);
    else {
      body = JSON.stringify(fillBody(request.body, values));
      if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) {
        headers['Content-Type'] = 'application/json';
      }
    }
  }
  const params = { headers, tags: { name: request.name } };
  if (request.status) params.responseCallback = http.expectedStatuses(request.status);
  const response = http.request(request.method, baseUrl + fill(request.path, values), body, params);
  check(
    response,
    {
      [`${request.name} status`]: (r) =>
        request.status ? r.status === request.status : r.status >= 200 && r.status < 400,
    },
    { name: request.name },
  );
}
