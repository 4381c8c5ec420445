// The gate runs a user's k6 script through a generated wrapper module that re-exports it and
// (1) owns handleSummary, writing k6's summary data as JSON where the gate reads it;
// (2) declares an always-true threshold per endpoint tag, because k6 only reports submetrics
//     (`http_req_duration{endpoint:x}`) that a threshold names;
// (3) with executor "gate", replaces the script's scenarios by one constant-arrival-rate scenario
//     at the configured rate (open model), so every script is measured the same way; a script whose
//     scenarios run named functions keeps their mix (DISPATCH below);
// (4) seeds Math.random per iteration (PERF_GATE_SEED), so base and PR receive the same request
//     sequence whichever VU runs which iteration, and counts the iterations that threw
//     (perf_gate_iteration_errors);
// (5) in a work probe (PERF_GATE_PROBE_URL), brackets each request of k6/http with a mark sent to
//     perf-gate, which attributes the statements in between to the request's endpoint
//     (src/work/probe.ts). A script that copies `http.get` into a variable at load time escapes the
//     marks; its requests then count as unattributed.
// Hand-written because k6 offers no CLI flag for any of these.
import { pathToFileURL } from 'node:url';

export interface WrapperOptions {
  /** absolute path of the user's script */
  script: string;
  /** endpoint tags to break figures down by, in addition to the script's `export const endpoints` */
  endpoints: string[];
  /** probe: one VU runs `probeIterations` iterations back to back (src/work/probe.ts) */
  executor: 'gate' | 'script' | 'probe';
  probeIterations?: number;
  targetRate: number;
  /** k6 duration string, e.g. "30s" */
  duration: string;
  preAllocatedVus: number;
  maxVus: number;
  /** weights of the script's k6 scenarios under the gate's executor (perf-gate.yml `mix`) */
  mix?: Record<string, number>;
}

// Which function an iteration runs, seeding, error counting and the probe's marks, shared by every
// wrapper (plain k6 JavaScript). A script whose scenarios name their own functions (`exec: 'browse'`,
// k6's multi-scenario convention) keeps its mix under the gate's single arrival-rate scenario:
// iteration n runs the scenario whose share of the weights holds the n-th point of the golden-ratio
// sequence, so the mix is exact over any stretch of iterations and identical on both sides. A
// scenario's weight is its arrival rate (per second) for arrival-rate executors, its VUs for VU-based
// ones, unless perf-gate.yml's mix sets it. The probe takes them in turn: it counts work per
// endpoint, so every function needs requests, not the production mix.
const DISPATCH = `const seed = __ENV.PERF_GATE_SEED ? Number(__ENV.PERF_GATE_SEED) : undefined;
const iterationErrors = new Counter('perf_gate_iteration_errors');
function seconds(text) {
  if (typeof text === 'number') return text / 1000;
  let total = 0;
  const re = /([0-9.]+)(ms|s|m|h)/g;
  let m;
  while ((m = re.exec(String(text))) !== null) total += Number(m[1]) * { ms: 0.001, s: 1, m: 60, h: 3600 }[m[2]];
  return total > 0 ? total : 1;
}
function scenarioWeight(s) {
  const peak = (start, stages) => Math.max(start || 0, ...(stages || []).map((st) => st.target || 0));
  switch (s.executor) {
    case 'constant-arrival-rate': return (s.rate || 1) / seconds(s.timeUnit || '1s');
    case 'ramping-arrival-rate': return peak(s.startRate, s.stages) / seconds(s.timeUnit || '1s');
    case 'ramping-vus': return peak(s.startVUs === undefined ? 1 : s.startVUs, s.stages);
    default: return s.vus || s.maxVUs || 1;
  }
}
const mix = (() => {
  const scenarios = Object.entries(user.scenarios || {});
  const named = scenarios.some(([, s]) => s && s.exec && s.exec !== 'default');
  if (mode === 'script' || !named) {
    if (mode !== 'script' && typeof script.default !== 'function')
      throw new Error('perf-gate: ' + scriptPath + ' exports no default function and none of its scenarios names an exec function. Export one (export default function () { ... }) or give each scenario exec: "<function name>".');
    return [{ scenario: 'default', fn: 'default', weight: 1, env: {} }];
  }
  const entries = scenarios.map(([name, s]) => {
    const fn = s.exec || 'default';
    if (typeof script[fn] !== 'function')
      throw new Error('perf-gate: scenario "' + name + '" of ' + scriptPath + ' runs exec "' + fn + '", which the script does not export as a function.');
    const configured = mixOverride[name];
    return { scenario: name, fn, weight: mode === 'probe' ? (configured === 0 ? 0 : 1) : configured !== undefined ? configured : scenarioWeight(s), env: s.env || {} };
  });
  for (const name of Object.keys(mixOverride))
    if (!entries.some((e) => e.scenario === name))
      throw new Error('perf-gate: mix names scenario "' + name + '", which ' + scriptPath + ' does not declare; its scenarios: ' + entries.map((e) => e.scenario).join(', ') + '.');
  const total = entries.reduce((sum, e) => sum + e.weight, 0);
  if (!(total > 0)) throw new Error('perf-gate: the scenarios of ' + scriptPath + ' weigh nothing (mix: every weight is 0).');
  let cumulative = 0;
  return entries.filter((e) => e.weight > 0).map((e) => Object.assign(e, { share: e.weight / total, upTo: (cumulative += e.weight / total) }));
})();
function pick(n) {
  const x = ((n + 0.5) * 0.6180339887498949) % 1;
  return mix.find((e) => x < e.upTo) || mix[mix.length - 1];
}
function withEnv(env) {
  const saved = {};
  for (const key of Object.keys(env)) { saved[key] = __ENV[key]; __ENV[key] = env[key]; }
  return () => { for (const key of Object.keys(saved)) { if (saved[key] === undefined) delete __ENV[key]; else __ENV[key] = saved[key]; } };
}
export default function (data) {
  const n = exec.scenario.iterationInTest;
  if (seed !== undefined) randomSeed(seed + n);
  const entry = mix.length === 1 ? mix[0] : mode === 'probe' ? mix[n % mix.length] : pick(n);
  const restore = withEnv(entry.env);
  let result;
  try {
    result = script[entry.fn](data);
  } catch (error) {
    iterationErrors.add(1);
    restore();
    throw error;
  }
  if (result && typeof result.then === 'function')
    return result.then((value) => { restore(); return value; }, (error) => { iterationErrors.add(1); restore(); throw error; });
  restore();
  return result;
}
const probeUrl = __ENV.PERF_GATE_PROBE_URL;
if (probeUrl) {
  const original = {};
  for (const m of ['get', 'head', 'post', 'put', 'patch', 'del', 'options', 'request']) original[m] = http[m];
  const mark = (what, params, url) => {
    const tags = (params && params.tags) || {};
    original.post.call(http, probeUrl, JSON.stringify({ what, endpoint: tags.endpoint, name: tags.name, url: String(url) }));
  };
  const wrap = (m, urlAt, paramsAt) => function () {
    mark('begin', arguments[paramsAt], arguments[urlAt]);
    try {
      return original[m].apply(http, arguments);
    } finally {
      mark('end', arguments[paramsAt], arguments[urlAt]);
    }
  };
  http.get = wrap('get', 0, 1);
  http.head = wrap('head', 0, 1);
  for (const m of ['post', 'put', 'patch', 'del', 'options']) http[m] = wrap(m, 0, 2);
  http.request = wrap('request', 1, 3);
}`;

export const TREND_STATS = ['avg', 'min', 'med', 'max', 'p(90)', 'p(95)', 'p(99)'];

/** Source text of the wrapper module for one k6 run. */
export function renderWrapper(options: WrapperOptions): string {
  const url = pathToFileURL(options.script).href;
  // k6 cannot parse a threshold on a tag value with a comma ("metric \"b\" tag expression is
  // malformed"); such endpoints still get their figures from the per-request CSV breakdown.
  const thresholdEndpoints = options.endpoints.filter((name) => !name.includes(','));
  const scenarios =
    options.executor === 'gate'
      ? {
          measure: {
            executor: 'constant-arrival-rate',
            rate: options.targetRate,
            timeUnit: '1s',
            duration: options.duration,
            preAllocatedVUs: options.preAllocatedVus,
            maxVUs: options.maxVus,
            exec: 'default',
            gracefulStop: '10s',
          },
        }
      : options.executor === 'probe'
        ? {
            probe: {
              executor: 'shared-iterations',
              vus: 1,
              iterations: options.probeIterations ?? 20,
              maxDuration: options.duration,
              exec: 'default',
            },
          }
        : null;
  return `// Generated by perf-gate for ${JSON.stringify(options.script)}; do not edit.
import { randomSeed } from 'k6';
import exec from 'k6/execution';
import http from 'k6/http';
import { Counter } from 'k6/metrics';
import * as script from ${JSON.stringify(url)};
export * from ${JSON.stringify(url)};

const user = script.options || {};
const mode = ${JSON.stringify(options.executor)};
const scriptPath = ${JSON.stringify(options.script)};
const mixOverride = ${JSON.stringify(options.mix ?? {})};
${DISPATCH}
const endpoints = Array.from(new Set([...(script.endpoints || []), ...${JSON.stringify(thresholdEndpoints)}]));
const thresholds = Object.assign({}, user.thresholds);
for (const endpoint of endpoints) {
  thresholds['http_req_duration{endpoint:' + endpoint + '}'] = thresholds['http_req_duration{endpoint:' + endpoint + '}'] || ['max>=0'];
  thresholds['http_reqs{endpoint:' + endpoint + '}'] = thresholds['http_reqs{endpoint:' + endpoint + '}'] || ['count>=0'];
  thresholds['http_req_failed{endpoint:' + endpoint + '}'] = thresholds['http_req_failed{endpoint:' + endpoint + '}'] || ['rate>=0'];
}
const gateScenarios = ${JSON.stringify(scenarios)};
export const options = Object.assign({}, user, {
  thresholds,
  summaryTrendStats: ${JSON.stringify(TREND_STATS)},
}, gateScenarios ? { scenarios: gateScenarios, stages: undefined, vus: undefined, duration: undefined, iterations: undefined } : {});

export function handleSummary(data) {
  const out = {};
  data.perfGate = { mix: mix.map((e) => ({ scenario: e.scenario, exec: e.fn, share: e.share === undefined ? 1 : e.share })) };
  out[__ENV.PERF_GATE_SUMMARY] = JSON.stringify(data);
  return out;
}
`;
}
