// Users' k6 scripts as they come: several scenarios that run named functions (`exec: 'browse'`),
// iterations that throw, hard-coded hosts, thresholds that abort: real k6 through the gate's
// wrapper against a local HTTP server that counts what it receives.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { evaluateBudget } from '../../src/analysis/budget.js';
import { ResourceScope } from '../../src/env/scope.js';
import { ConfigError } from '../../src/errors.js';
import { checkK6Script, runK6Window } from '../../src/load/k6.js';
import { toWindowMeasurement } from '../../src/load/summary.js';
import { readK6Csv } from '../../src/telemetry/k6-csv.js';
import { listenForPhases } from '../../src/work/phases.js';
import { requireK6 } from '../support/environment.js';

const dir = mkdtempSync(join(tmpdir(), 'perf-gate-mix-'));
const received = new Map<string, number>();
const sequence: string[] = [];
const server = createServer((request, response) => {
  const key = request.url ?? '';
  received.set(key, (received.get(key) ?? 0) + 1);
  sequence.push(key.replace(/\?.*/, ''));
  if (key.startsWith('/broken')) response.statusCode = 503;
  response.end('ok');
});
let baseUrl = '';
let k6 = 'k6';

// Two scenarios at 30/s and 10/s running named functions, no default export; `buy` has its own env.
const SHOP = `import http from 'k6/http';
export const options = {
  scenarios: {
    browse: { executor: 'constant-arrival-rate', rate: 30, timeUnit: '1s', duration: '1m', preAllocatedVUs: 5, exec: 'browse' },
    buy: { executor: 'constant-arrival-rate', rate: 600, timeUnit: '1m', duration: '1m', preAllocatedVUs: 5, exec: 'buy', env: { WHO: 'buyer' } },
  },
};
export function browse() { http.get(__ENV.BASE_URL + '/browse?who=' + __ENV.WHO, { tags: { name: 'browse' } }); }
export function buy() { http.get(__ENV.BASE_URL + '/buy?who=' + __ENV.WHO, { tags: { name: 'buy' } }); }
`;

function script(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

async function run(
  path: string,
  extra: {
    executor?: 'gate' | 'probe';
    mix?: Record<string, number>;
    durationMs?: number;
    env?: Record<string, string>;
    csvPath?: string;
  } = {},
) {
  const scope = new ResourceScope();
  try {
    return await runK6Window({
      k6,
      script: path,
      baseUrl,
      targetRate: 40,
      durationMs: extra.durationMs ?? 2_000,
      preAllocatedVus: 5,
      maxVus: 10,
      executor: extra.executor ?? 'gate',
      ...(extra.executor === 'probe' ? { probeIterations: 20 } : {}),
      ...(extra.mix ? { mix: extra.mix } : {}),
      endpoints: [],
      env: { WHO: 'anyone', ...extra.env },
      ...(extra.csvPath ? { csvPath: extra.csvPath } : {}),
      scope,
      label: 'mix window',
    });
  } finally {
    await scope.release();
  }
}

const context = { scenario: 'shop', side: 'pr' as const, round: 0, targetRate: 40 };

beforeAll(async () => {
  k6 = requireK6();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

beforeEach(() => {
  received.clear();
  sequence.length = 0;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe("a script's own scenarios under the gate's arrival rate", () => {
  it('keeps their mix by their rates, with each scenario’s env', async () => {
    const result = await run(script('shop.js', SHOP));
    const browse = received.get('/browse?who=anyone') ?? 0;
    const buy = received.get('/buy?who=buyer') ?? 0;
    expect([...received.keys()].sort()).toEqual(['/browse?who=anyone', '/buy?who=buyer']);
    // 30/s and 600/min: three to one, exact to an iteration or two over ~80 iterations.
    expect(Math.abs(browse - 3 * buy)).toBeLessThanOrEqual(4);
    const window = toWindowMeasurement(result.summary, { ...context, durationSec: 2, maxVus: 10 });
    expect(window.mix).toEqual([
      { scenario: 'browse', exec: 'browse', share: 0.75 },
      { scenario: 'buy', exec: 'buy', share: 0.25 },
    ]);
    expect(window.iterationErrors).toBeUndefined();
  });

  it('weighs other executors by the iterations they would run in the script of their own', async () => {
    // A ramp 0 → 20/s over 10 s, then 20/s for 10 s: 300 iterations; 10 VUs × 10 iterations: 100.
    const text = SHOP.replace(
      /^ {4}browse: .*$/m,
      "browse: { executor: 'ramping-arrival-rate', startRate: 0, preAllocatedVUs: 5, exec: 'browse', stages: [{ target: 20, duration: '10s' }, { target: 20, duration: '10s' }] },",
    ).replace(
      /^ {4}buy: .*$/m,
      "buy: { executor: 'per-vu-iterations', vus: 10, iterations: 10, exec: 'buy' },",
    );
    const result = await run(script('shop-ramp.js', text));
    expect(result.summary.perfGate?.mix?.map((entry) => entry.share)).toEqual([0.75, 0.25]);
  });

  it("tags each iteration with its scenario's name and tags, so the script's thresholds on them see their requests", async () => {
    const text = SHOP.replace("exec: 'buy',", "exec: 'buy', tags: { kind: 'money' },").replace(
      'export const options = {',
      `export const options = {
  thresholds: {
    'http_reqs{scenario:browse}': ['count>0'],
    'http_reqs{scenario:buy}': ['count>0'],
    'http_reqs{kind:money}': ['count>0'],
    'http_reqs{scenario:measure}': ['count==0'],
    'http_req_duration{scenario:buy}': ['max<0'],
  },`,
    );
    const result = await run(script('shop-tags.js', text));
    const count = (metric: string) => result.summary.metrics[metric]?.values?.count ?? -1;
    const browse = count('http_reqs{scenario:browse}');
    const buy = count('http_reqs{scenario:buy}');
    expect(browse).toBe(received.get('/browse?who=anyone'));
    expect(buy).toBe(received.get('/buy?who=buyer'));
    expect(count('http_reqs{kind:money}')).toBe(buy);
    expect(count('http_reqs{scenario:measure}')).toBe(0);
    // Only the threshold that cannot hold crossed; it reaches the window, and the rule warns.
    expect(result.thresholdsCrossed).toEqual(['http_req_duration{scenario:buy}: max<0']);
    const window = toWindowMeasurement(result.summary, { ...context, durationSec: 2, maxVus: 10 });
    expect(window.thresholdsCrossed).toEqual(['http_req_duration{scenario:buy}: max<0']);
    const rules = evaluateBudget({ scenario: 'shop', windows: [window], scriptThresholds: 'warn' });
    expect(rules.find((rule) => rule.rule === 'script.threshold')).toMatchObject({
      passed: false,
      level: 'warning',
      actual: 'crossed in 1 of 1 window(s)',
    });
  });

  it('keeps the name of a single plain scenario on its samples', async () => {
    const text = `import http from 'k6/http';
export const options = {
  scenarios: { checkout: { executor: 'constant-vus', vus: 2, duration: '1m' } },
  thresholds: { 'http_reqs{scenario:checkout}': ['count>0'], 'http_reqs{scenario:measure}': ['count==0'] },
};
export default function () { http.get(__ENV.BASE_URL + '/pay'); }
`;
    const result = await run(script('one-scenario.js', text));
    const count = (metric: string) => result.summary.metrics[metric]?.values?.count ?? -1;
    expect(count('http_reqs{scenario:checkout}')).toBe(received.get('/pay'));
    expect(count('http_reqs{scenario:measure}')).toBe(0);
    expect(result.thresholdsCrossed).toEqual([]);
    expect(result.summary.perfGate?.mix).toEqual([
      { scenario: 'checkout', exec: 'default', share: 1 },
    ]);
  });

  it('keeps scenarios that run the default function with their own env apart too', async () => {
    const text = `import http from 'k6/http';
export const options = {
  scenarios: {
    reader: { executor: 'constant-vus', vus: 3, duration: '1m', env: { KIND: 'read' } },
    writer: { executor: 'constant-vus', vus: 1, duration: '1m', env: { KIND: 'write' } },
  },
};
export default function () { http.get(__ENV.BASE_URL + '/' + __ENV.KIND); }
`;
    const result = await run(script('by-env.js', text));
    const read = received.get('/read') ?? 0;
    const write = received.get('/write') ?? 0;
    expect(read + write).toBeGreaterThan(50);
    expect(Math.abs(read - 3 * write)).toBeLessThanOrEqual(4);
    expect(result.summary.perfGate?.mix?.map((entry) => entry.scenario)).toEqual([
      'reader',
      'writer',
    ]);
  });

  it('takes the mix from perf-gate.yml when it is set', async () => {
    await run(script('shop.js', SHOP), { mix: { browse: 1, buy: 1 } });
    const browse = received.get('/browse?who=anyone') ?? 0;
    const buy = received.get('/buy?who=buyer') ?? 0;
    expect(Math.abs(browse - buy)).toBeLessThanOrEqual(2);
    expect(browse + buy).toBeGreaterThan(60);
  });

  it('gives every function of the script its share of the work probe', async () => {
    await run(script('shop.js', SHOP), { executor: 'probe' });
    expect(received.get('/browse?who=anyone')).toBe(10);
    expect(received.get('/buy?who=buyer')).toBe(10);
  });

  it('refuses, before any load, a script with neither a default function nor exec', async () => {
    const path = script(
      'nothing.js',
      'export const options = { vus: 1 };\nexport function a() {}\n',
    );
    const check = checkK6Script({
      k6,
      script: path,
      baseUrl,
      targetRate: 1,
      durationMs: 1_000,
      preAllocatedVus: 1,
      maxVus: 1,
      executor: 'gate',
      endpoints: [],
      env: {},
    });
    await expect(check).rejects.toThrow(ConfigError);
    await expect(check).rejects.toThrow(/exports no default function and none of its scenarios/);
  });

  it('refuses a mix naming a scenario the script does not declare', async () => {
    await expect(run(script('shop.js', SHOP), { mix: { browse: 1, checkout: 1 } })).rejects.toThrow(
      /^mix names scenario "checkout", which .*shop\.js does not declare; its scenarios: browse, buy\.$/,
    );
  });
});

describe('iterations that throw', () => {
  it('stop the gate with the exception when no iteration sent a request', async () => {
    const path = script(
      'broken.js',
      "export default function () {\n  const body = JSON.parse('<html>');\n  return body;\n}\n",
    );
    const error = await run(path).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConfigError);
    const text = (error as ConfigError).describe();
    expect(text).toMatch(
      /k6 ran \d+ iteration\(s\) of .*broken\.js during mix window and none sent a request: every one threw \(SyntaxError/,
    );
    expect(text).toContain('broken.js:2');
    expect(text).not.toContain('wrapper.js');
  });

  it('are counted, with an example, and reported as a warning when some did', async () => {
    const path = script(
      'flaky.js',
      "import http from 'k6/http';\nimport exec from 'k6/execution';\nexport default function () {\n  http.get(__ENV.BASE_URL + '/item');\n  if (exec.scenario.iterationInTest % 4 === 0) throw new Error('no such item');\n}\n",
    );
    const result = await run(path);
    const window = toWindowMeasurement(result.summary, { ...context, durationSec: 2, maxVus: 10 });
    expect(window.iterationErrors).toBeGreaterThan(10);
    expect(window.iterationErrors).toBeLessThan(window.iterations);
    expect(window.scriptError).toMatch(/^Error: no such item at default \(file:.*flaky\.js:5/);
    const record = evaluateBudget({ scenario: 'shop', windows: [window] }).find(
      (r) => r.rule === 'script.iteration-errors',
    );
    expect(record).toMatchObject({ passed: false, level: 'warning' });
    expect(record?.message).toContain(
      `${window.iterationErrors} of ${window.iterations} iterations threw`,
    );
  });
});

describe('where the load goes', () => {
  it('stops the gate, naming the URL and the fix, when no request went to the app', async () => {
    const path = script(
      'hard-coded.js',
      "import http from 'k6/http';\nexport default function () {\n  http.get('http://localhost:9/api/items');\n}\n",
    );
    const error = await run(path).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toMatch(
      /^None of the \d+ request\(s\) k6 sent during mix window went to the app under test at http:\/\/127\.0\.0\.1:\d+: they went to http:\/\/localhost:9\/api\/items\.$/,
    );
    expect((error as ConfigError).describe()).toContain('__ENV.BASE_URL');
  });

  it("judges by the app under test, not by a BASE_URL the scenario's env set elsewhere", async () => {
    const path = script(
      'base-url.js',
      "import http from 'k6/http';\nexport default function () {\n  http.get(`${__ENV.BASE_URL}/api/items`);\n}\n",
    );
    const scope = new ResourceScope();
    const error = await runK6Window({
      k6,
      script: path,
      baseUrl,
      targetRate: 20,
      durationMs: 1_000,
      preAllocatedVus: 2,
      maxVus: 5,
      executor: 'gate',
      endpoints: [],
      env: { BASE_URL: 'http://localhost:9' },
      scope,
      label: 'mix window',
    })
      .catch((caught: unknown) => caught)
      .finally(() => scope.release());
    expect((error as ConfigError).message).toContain('they went to http://localhost:9/api/items.');
  });

  it('refuses addresses outside loopback without sending anything there', async () => {
    const path = script(
      'production.js',
      "import http from 'k6/http';\nexport default function () {\n  http.get('http://10.255.255.1:8080/api/items', { timeout: '1s' });\n}\n",
    );
    const error = await run(path).catch((caught: unknown) => caught);
    expect((error as ConfigError).message).toMatch(
      /they went to http:\/\/10\.255\.255\.1:8080\/api\/items \(refused: perf-gate sends load only to loopback\)\.$/,
    );
  });

  it('counts the requests that went elsewhere and warns, when some did; k6 refuses the non-loopback ones', async () => {
    const path = script(
      'partly.js',
      [
        "import http from 'k6/http';",
        "import { Counter } from 'k6/metrics';",
        "const refused = new Counter('refused');",
        'export default function () {',
        '  http.get(`${__ENV.BASE_URL}/item`);',
        "  http.batch([['GET', 'http://127.0.0.1:9/elsewhere']]);",
        "  const r = http.get('http://10.255.255.1:8080/', { timeout: '5s' });",
        '  if (r.error_code === 1110) refused.add(1);',
        '}',
      ].join('\n'),
    );
    const result = await run(path);
    const window = toWindowMeasurement(result.summary, { ...context, durationSec: 2, maxVus: 10 });
    expect(received.get('/item')).toBe(window.iterations);
    expect(window.foreignRequests).toBe(2 * window.iterations);
    expect(window.foreignUrl).toBe('http://127.0.0.1:9/elsewhere');
    // k6's own "ip is blacklisted" (1110), at once, not a connect timeout.
    expect(result.summary.metrics.refused?.values?.count).toBe(window.iterations);
    const record = evaluateBudget({ scenario: 'shop', windows: [window] }).find(
      (r) => r.rule === 'script.foreign-requests',
    );
    expect(record).toMatchObject({
      level: 'warning',
      actual: `${2 * window.iterations} of ${window.http.requests}`,
    });
  });

  it('says when a sleep() in the script, not the app, held the VUs', async () => {
    const path = script(
      'think.js',
      "import http from 'k6/http';\nimport { sleep } from 'k6';\nexport default function () {\n  http.get(`${__ENV.BASE_URL}/page`);\n  sleep(1);\n}\n",
    );
    const result = await run(path, { durationMs: 3_000 });
    const window = toWindowMeasurement(result.summary, { ...context, durationSec: 3, maxVus: 10 });
    // 40/s with 10 VUs that each sleep a second: about 10 iterations a second start.
    expect(window.droppedIterations).toBeGreaterThan(40);
    expect(window.iterationMs).toBeGreaterThan(1000);
    const rule = evaluateBudget({ scenario: 'think', windows: [window] }).find(
      (record) => record.rule === 'generator.dropped-iterations',
    );
    expect(rule?.message).toContain('in the script itself rather than waiting on the app');
    expect(rule?.message).toMatch(/max-vus of at least (4[89]|5\d)\b/);
  });

  it("keeps the window's full length when a script threshold says abortOnFail", async () => {
    const path = script(
      'aborts.js',
      "import http from 'k6/http';\nexport const options = { thresholds: { http_reqs: [{ threshold: 'count<5', abortOnFail: true }] } };\nexport default function () {\n  http.get(`${__ENV.BASE_URL}/item`);\n}\n",
    );
    const result = await run(path, { durationMs: 3_000 });
    expect(result.exitCode).toBe(99);
    expect(result.thresholdsCrossed).toEqual(['http_reqs: count<5']);
    // 40/s for 3 s: about 120 iterations, not the handful before the threshold crossed.
    expect(result.summary.metrics.iterations?.values?.count).toBeGreaterThan(100);
  });
});

describe("the script's setup() and teardown()", () => {
  const SETUP = `import http from 'k6/http';
export function setup() {
  for (let i = 0; i < 3; i++) http.get(__ENV.BASE_URL + '/login');
  return { token: 't1' };
}
export default function (data) { http.get(__ENV.BASE_URL + '/item?token=' + data.token); }
export function teardown(data) { http.get(__ENV.BASE_URL + '/logout?token=' + data.token); }
`;

  it('tell perf-gate when setup() has returned and teardown() begins, and wait for it', async () => {
    const phases = await listenForPhases(() => Promise.resolve([...sequence]));
    const csvPath = join(dir, 'setup.csv');
    try {
      await run(script('setup.js', SETUP), { env: { PERF_GATE_PHASE_URL: phases.url }, csvPath });
    } finally {
      await phases.close();
    }
    const read = await phases.readings();
    const items = received.get('/item?token=t1') ?? 0;
    expect(items).toBeGreaterThan(50);
    // Read after setup()'s three logins and before any iteration; then after the last iteration
    // and before teardown()'s logout.
    expect(read.run).toEqual(['/login', '/login', '/login']);
    expect(read.teardown).toEqual([...read.run!, ...Array<string>(items).fill('/item')]);
    expect(sequence.at(-1)).toBe('/logout');
    // In the per-request output they are counted apart (with perf-gate's two phase requests).
    const csv = await readK6Csv(csvPath, { startMs: 0 }, 2);
    expect(csv.endpoints.setupRequests).toBe(6);
    expect(csv.endpoints.http?.requests).toBe(items);
  });

  it('tell it after an async setup() has resolved', async () => {
    const phases = await listenForPhases(() => Promise.resolve([...sequence]));
    try {
      const text = SETUP.replace(
        'export function setup() {',
        'export async function setup() {\n  await Promise.resolve();',
      );
      await run(script('async-setup.js', text), { env: { PERF_GATE_PHASE_URL: phases.url } });
    } finally {
      await phases.close();
    }
    expect((await phases.readings()).run).toEqual(['/login', '/login', '/login']);
    expect(received.get('/item?token=t1')).toBeGreaterThan(50);
  });

  it('leave a script without them bracketed around the whole run: nothing is reported', async () => {
    const phases = await listenForPhases(() => Promise.resolve('read'));
    try {
      await run(
        script(
          'plain.js',
          SETUP.replace(/export function (setup|teardown)/g, 'function $1').replace(
            'data.token',
            "'t1'",
          ),
        ),
        { env: { PERF_GATE_PHASE_URL: phases.url } },
      );
    } finally {
      await phases.close();
    }
    expect(await phases.readings()).toEqual({});
    expect([...received.keys()]).toEqual(['/item?token=t1']);
  });
});

describe('failed requests', () => {
  it("are counted per endpoint and status from k6's per-request output", async () => {
    // What the unit tests of the CSV reader cannot show: the columns real k6 writes them in.
    const csvPath = join(dir, 'statuses.csv');
    const text = `import http from 'k6/http';
export default function () {
  http.get(__ENV.BASE_URL + '/item', { tags: { name: 'item' } });
  http.get(__ENV.BASE_URL + '/broken', { tags: { name: 'broken' } });
}
`;
    await run(script('statuses.js', text), { csvPath });
    const { endpoints } = await readK6Csv(csvPath, { startMs: 0 }, 2);
    const broken = endpoints.endpoints.broken!;
    expect(broken.failed).toBeGreaterThan(10);
    expect(broken.statusCodes).toEqual({ 503: broken.requests });
    expect(endpoints.endpoints.item!.statusCodes).toEqual({
      200: endpoints.endpoints.item!.requests,
    });
  });
});
