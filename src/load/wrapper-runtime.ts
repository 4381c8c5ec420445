// The plain k6 JavaScript every wrapper carries (src/load/wrapper.ts renders it into the module),
// kept apart so the wrapper's layout reads in one place. Hand-written: k6 has no hook for any of it.

// Which function an iteration runs, seeding and error counting. A script with several scenarios
// (each naming its function, `exec: 'browse'`, k6's multi-scenario convention, or the default one
// with its own env or tags) keeps its mix under the gate's single arrival-rate scenario:
// iteration n runs the scenario whose share of the weights holds the n-th point of the golden-ratio
// sequence, so the mix is exact over any stretch of iterations and identical on both sides. A
// scenario's weight is the iterations it would run in the script's own test (one a VU-second for
// VU-based executors), unless perf-gate.yml's mix sets it. The probe takes them in turn: it counts work per
// endpoint, so every function needs requests, not the production mix.
export const DISPATCH = `const seed = __ENV.PERF_GATE_SEED ? Number(__ENV.PERF_GATE_SEED) : undefined;
const iterationErrors = new Counter('perf_gate_iteration_errors');
function seconds(text) {
  if (typeof text === 'number') return text / 1000;
  let total = 0;
  const re = /([0-9.]+)(ms|s|m|h)/g;
  let m;
  while ((m = re.exec(String(text))) !== null) total += Number(m[1]) * { ms: 0.001, s: 1, m: 60, h: 3600 }[m[2]];
  return total;
}
// The iterations a scenario would run in the script's own test (VU-based: one a VU-second).
function scenarioWeight(s) {
  const area = (start, stages) => {
    let level = start || 0;
    let total = 0;
    for (const st of stages || []) {
      const target = st.target || 0;
      total += ((level + target) / 2) * seconds(st.duration || 0);
      level = target;
    }
    return total;
  };
  const unit = seconds(s.timeUnit || '1s') || 1;
  const duration = seconds(s.duration || '1s') || 1;
  switch (s.executor) {
    case 'constant-arrival-rate': return ((s.rate || 1) / unit) * duration;
    case 'ramping-arrival-rate': return area(s.startRate, s.stages) / unit;
    case 'ramping-vus': return area(s.startVUs === undefined ? 1 : s.startVUs, s.stages);
    case 'per-vu-iterations': return (s.vus || 1) * (s.iterations || 1);
    case 'shared-iterations': return s.iterations || 1;
    default: return (s.vus || 1) * duration;
  }
}
const mix = (() => {
  const scenarios = Object.entries(user.scenarios || {});
  // Several scenarios, or one that names its function, env or tags: each iteration runs as one of
  // them. A single plain scenario is the default function under the gate's own scenario.
  const distinct = scenarios.length > 1 || scenarios.some(([, s]) => s && ((s.exec && s.exec !== 'default') || s.env || s.tags));
  if (mode === 'script' || !distinct) {
    if (mode !== 'script' && typeof script.default !== 'function')
      throw new Error('perf-gate: ' + scriptPath + ' exports no default function and none of its scenarios names an exec function. Export one (export default function () { ... }) or give each scenario exec: "<function name>".');
    // One plain scenario keeps its name on its samples (a threshold on {scenario:<name>} sees them).
    const only = mode !== 'script' && scenarios.length === 1 ? scenarios[0][0] : undefined;
    return [{ scenario: only || 'default', fn: 'default', weight: 1, env: {}, tags: only ? { scenario: only } : {} }];
  }
  const entries = scenarios.map(([name, s]) => {
    const fn = s.exec || 'default';
    if (typeof script[fn] !== 'function')
      throw new Error(fn === 'default'
        ? 'perf-gate: scenario "' + name + '" of ' + scriptPath + ' names no exec function and the script exports no default function. Export one (export default function () { ... }) or give the scenario exec: "<function name>".'
        : 'perf-gate: scenario "' + name + '" of ' + scriptPath + ' runs exec "' + fn + '", which the script does not export as a function.');
    const configured = mixOverride[name];
    // k6 tags a scenario's samples with its name and its own tags; the iteration does the same.
    const tags = Object.assign({}, s.tags || {}, { scenario: name });
    return { scenario: name, fn, weight: mode === 'probe' ? (configured === 0 ? 0 : 1) : configured !== undefined ? configured : scenarioWeight(s), env: s.env || {}, tags };
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
// The scenario's env and tags for one iteration (exec.vu.tags overrides k6's own scenario tag, so a
// threshold on http_req_duration{scenario:browse} sees browse's requests), put back after it.
function withScenario(entry) {
  const saved = {};
  for (const key of Object.keys(entry.env)) { saved[key] = __ENV[key]; __ENV[key] = entry.env[key]; }
  const tags = exec.vu.tags;
  const savedTags = {};
  for (const key of Object.keys(entry.tags)) { savedTags[key] = tags[key]; tags[key] = entry.tags[key]; }
  return () => {
    for (const key of Object.keys(saved)) { if (saved[key] === undefined) delete __ENV[key]; else __ENV[key] = saved[key]; }
    for (const key of Object.keys(savedTags)) { if (savedTags[key] === undefined) delete tags[key]; else tags[key] = savedTags[key]; }
  };
}
let vuScenarioSet = false;
export default function (data) {
  const n = exec.scenario.iterationInTest;
  if (seed !== undefined) randomSeed(seed + n);
  const entry = mix.length === 1 ? mix[0] : mode === 'probe' ? mix[n % mix.length] : pick(n);
  // A single scenario's env and tags are set once for the VU's life; a mix's, per iteration.
  let restore = () => {};
  if (mix.length > 1) restore = withScenario(entry);
  else if (!vuScenarioSet) {
    withScenario(entry);
    vuScenarioSet = true;
  }
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
}`;

// Every k6/http call goes through these, for two reasons:
// - traffic: a request that does not go to the app under test (a script that hard-codes
//   http://localhost:8080 instead of __ENV.BASE_URL) is counted (perf_gate_foreign_requests) and
//   its URL logged once per VU, so the gate can say where the load went. Addresses outside
//   loopback are refused by k6 itself (blacklistIPs, nonLoopbackCidrs below).
// - the work probe (PERF_GATE_PROBE_URL): each request is bracketed with a mark sent to perf-gate,
//   which attributes the statements in between to the request's endpoint (src/work/probe.ts).
export const REQUESTS = `const foreignRequests = new Counter('perf_gate_foreign_requests');
const appAt = /^(https?):\\/\\/([^/?#]+)/i.exec(__ENV.PERF_GATE_APP_URL || __ENV.BASE_URL || '');
const LOOPBACK_NAMES = ['localhost', '[::1]'];
function portOf(scheme, host) {
  const port = /:(\\d+)$/.exec(host);
  return port ? port[1] : scheme.toLowerCase() === 'https' ? '443' : '80';
}
function hostOf(host) {
  return host.replace(/:\\d+$/, '').toLowerCase();
}
function toApp(url) {
  if (!appAt) return true;
  const at = /^(https?):\\/\\/([^/?#]+)/i.exec(url);
  if (!at) return true;
  const host = hostOf(at[2]);
  return portOf(at[1], at[2]) === portOf(appAt[1], appAt[2]) && (host.startsWith('127.') || LOOPBACK_NAMES.includes(host));
}
// Several app instances and no proxy in front (app.instances): each request to the app goes to the
// next instance in turn, starting at a different one per VU.
const instanceOrigins = (__ENV.PERF_GATE_APP_URLS || '').split(' ').map((u) => (/^https?:\\/\\/[^/?#]+/i.exec(u) || [''])[0]).filter(Boolean);
const appOrigin = appAt ? appAt[0].toLowerCase() : '';
let nextInstance = typeof __VU === 'number' ? __VU : 0;
function toInstance(url) {
  if (instanceOrigins.length < 2 || typeof url !== 'string') return url;
  if (url.slice(0, appOrigin.length).toLowerCase() !== appOrigin || /^[^/?#]/.test(url.slice(appOrigin.length))) return url;
  const origin = instanceOrigins[nextInstance % instanceOrigins.length];
  nextInstance += 1;
  return origin + url.slice(appOrigin.length);
}
let toldForeign = false;
function checkUrl(url) {
  const text = url && typeof url === 'object' && url.url ? String(url.url) : String(url);
  if (toApp(text)) return;
  foreignRequests.add(1);
  if (!toldForeign) {
    toldForeign = true;
    console.warn('perf-gate: foreign request to ' + text);
  }
}
const probeUrl = __ENV.PERF_GATE_PROBE_URL;
const original = {};
for (const m of ['get', 'head', 'post', 'put', 'patch', 'del', 'options', 'request', 'asyncRequest', 'batch']) original[m] = http[m];
const mark = (what, params, url) => {
  const tags = (params && params.tags) || {};
  original.post.call(http, probeUrl, JSON.stringify({ what, endpoint: tags.endpoint, name: tags.name, url: String(url) }));
};
const wrap = (m, urlAt, paramsAt) => function () {
  checkUrl(arguments[urlAt]);
  arguments[urlAt] = toInstance(arguments[urlAt]);
  if (!probeUrl) return original[m].apply(http, arguments);
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
if (original.asyncRequest) http.asyncRequest = function () { checkUrl(arguments[1]); arguments[1] = toInstance(arguments[1]); return original.asyncRequest.apply(http, arguments); };
http.batch = function (requests) {
  for (const r of Array.isArray(requests) ? requests : Object.values(requests || {}))
    checkUrl(typeof r === 'string' ? r : Array.isArray(r) ? r[1] : r && r.url);
  return original.batch.apply(http, arguments);
};`;

// The script's setup() and teardown() run once per k6 run, outside the arrival rate. When perf-gate
// listens (PERF_GATE_PHASE_URL, src/work/phases.ts), the wrapper tells it when setup() has returned
// and when teardown() begins, and waits for the answer: the work counters are read then, so what
// setup() and teardown() make the app do stays out of the work per request. Scripts without them
// are not told about: their window is bracketed by perf-gate around the whole k6 run, as always.
export const PHASES = `const phaseUrl = __ENV.PERF_GATE_PHASE_URL;
function phase(name) {
  if (phaseUrl) original.post.call(http, phaseUrl, JSON.stringify({ phase: name }), { tags: { name: 'perf-gate phase' } });
}
export function setup() {
  if (typeof script.setup !== 'function') return undefined;
  const data = script.setup();
  if (data && typeof data.then === 'function') return data.then((value) => { phase('run'); return value; });
  phase('run');
  return data;
}
export function teardown(data) {
  if (typeof script.teardown !== 'function') return undefined;
  phase('teardown');
  return script.teardown(data);
}`;

/**
 * CIDRs of every address but loopback (127.0.0.0/8 and ::1), for k6's blacklistIPs: the load goes
 * to the app under test on this runner and nowhere else, whatever the script says.
 */
export function nonLoopbackCidrs(): string[] {
  // IPv4: 0.0.0.0/0 without 127.0.0.0/8.
  const v4 = [
    '0.0.0.0/2',
    '64.0.0.0/3',
    '96.0.0.0/4',
    '112.0.0.0/5',
    '120.0.0.0/6',
    '124.0.0.0/7',
    '126.0.0.0/8',
    '128.0.0.0/1',
  ];
  // IPv6: ::/0 without ::1/128, one prefix per bit where an address first differs from ::1.
  const v6: string[] = [];
  for (let bit = 0; bit < 128; bit++) {
    const address = bit === 127 ? 0n : 1n << BigInt(127 - bit);
    v6.push(`${ipv6(address)}/${bit + 1}`);
  }
  return [...v4, ...v6];
}

function ipv6(value: bigint): string {
  const groups: string[] = [];
  for (let shift = 112; shift >= 0; shift -= 16) {
    groups.push(((value >> BigInt(shift)) & 0xffffn).toString(16));
  }
  return groups.join(':');
}
