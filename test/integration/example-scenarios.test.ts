// Every bundled k6 scenario, run for a few seconds by real k6 against the real example service:
// no failed request, no failed check, every request tagged with an endpoint the script declares,
// and the per-endpoint (and per-phase, per-step) figures present in k6's exported summary.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StartedApp } from '../../src/env/app.js';
import type { StartedDatabase } from '../../src/env/database.js';
import {
  ensureExampleJar,
  expectedVolumes,
  inspectWithoutBaseUrl,
  ownContainers,
  requireExampleTools,
  runScenario,
  scenariosDir,
  startExampleApp,
  startExampleDatabase,
  type K6Run,
} from '../support/example.js';

const scale = 0.1;
const volumes = expectedVolumes(scale);
// The shape variables must match the seeded database, or requests would ask for missing rows.
// P95_MS is generous on purpose: these runs check correctness on a shared two-core machine with a
// JVM that is still warming up, not speed.
const shapeEnv = { CONTENT_COUNT: volumes.content, MEMBER_COUNT: volumes.member, P95_MS: 5000 };

/** The `endpoints` array a script exports, read from its source. */
async function declaredEndpoints(script: string): Promise<string[]> {
  const source = await readFile(join(scenariosDir, script), 'utf8');
  const list = /export const endpoints = \[([^\]]*)\]/.exec(source)?.[1];
  if (list === undefined) throw new Error(`${script} does not export an endpoints array`);
  const names = [...list.matchAll(/ENDPOINTS\.(\w+)/g)].map((m) => m[1]!);
  const library = await readFile(join(scenariosDir, 'lib/travel.js'), 'utf8');
  return names.map((name) => {
    const value = new RegExp(`${name}: '([^']+)'`).exec(library)?.[1];
    if (!value) throw new Error(`lib/travel.js has no ENDPOINTS.${name}`);
    return value;
  });
}

function expectCleanRun(run: K6Run): void {
  expect(run.exitCode, run.output).toBe(0);
  expect(run.summary.metrics.http_req_failed?.value, run.output).toBe(0);
  expect(run.summary.metrics.checks?.fails, run.output).toBe(0);
  expect(run.summary.metrics.checks?.passes).toBeGreaterThan(0);
  for (const stat of ['avg', 'min', 'med', 'max', 'p(90)', 'p(95)', 'p(99)'] as const) {
    expect(run.duration()[stat], stat).toBeGreaterThan(0);
  }
}

/** Every request carries one of the declared endpoint tags: the tagged counts add up to all. */
function expectEveryRequestTagged(run: K6Run, endpoints: string[]): void {
  const tagged = endpoints.map((e) => run.requests(`endpoint:${e}`));
  expect(tagged.reduce((a, b) => a + b, 0)).toBe(run.requests());
}

describe('bundled k6 scenarios against the travel-content example', () => {
  let database: StartedDatabase;
  let app: StartedApp;

  beforeAll(async () => {
    await requireExampleTools();
    await ensureExampleJar();
    database = await startExampleDatabase({ scale });
    app = await startExampleApp(database);
    // A cold JVM answers its first requests in hundreds of milliseconds (class loading, JIT, the
    // first BCrypt): warm every endpoint first, as the gate does, so that the runs below measure a
    // warm service. The warm-up's own figures are not asserted.
    await runScenario('mixed.js', {
      baseUrl: app.baseUrl,
      rate: 15,
      duration: '10s',
      env: { ...shapeEnv, WEIGHT_LOGIN: 10, P95_MS: 60_000 },
    });
  });

  afterAll(async () => {
    await app?.stop();
    await database?.stop();
    expect(await ownContainers()).toEqual([]);
  });

  it('read-heavy: the content view pair, both endpoints tagged and summarised', async () => {
    const endpoints = await declaredEndpoints('read-heavy.js');
    expect(endpoints).toEqual(['content-places', 'content-detail']);
    const run = await runScenario('read-heavy.js', {
      baseUrl: app.baseUrl,
      rate: 20,
      duration: '5s',
      env: shapeEnv,
    });
    expectCleanRun(run);
    expectEveryRequestTagged(run, endpoints);
    // One view = one request to each endpoint, and k6 started (or, when short of VUs, dropped)
    // the 20 x 5 views the open model asks for.
    const views = Number(run.summary.metrics.iterations?.count);
    const dropped = Number(run.summary.metrics.dropped_iterations?.count ?? 0);
    expect(run.requests('endpoint:content-places')).toBe(views);
    expect(run.requests('endpoint:content-detail')).toBe(views);
    expect(views + dropped).toBeGreaterThanOrEqual(95);
    expect(views + dropped).toBeLessThanOrEqual(102);
    expect(run.duration('endpoint:content-places')['p(95)']).toBeGreaterThan(0);
  });

  it('mixed: reads, favorite writes and logins, each endpoint summarised', async () => {
    const endpoints = await declaredEndpoints('mixed.js');
    expect(endpoints).toHaveLength(6);
    const favoritesBefore = Number(
      (await database.query<Array<{ n: number }>>('SELECT COUNT(*) AS n FROM favorite_content'))[0]
        ?.n,
    );
    const run = await runScenario('mixed.js', {
      baseUrl: app.baseUrl,
      rate: 25,
      duration: '6s',
      // Raised from 3 % so that a six-second run is all but certain to log in at least once.
      env: { ...shapeEnv, WEIGHT_LOGIN: 10 },
    });
    expectCleanRun(run);
    expectEveryRequestTagged(run, endpoints);
    for (const endpoint of endpoints) {
      expect(run.requests(`endpoint:${endpoint}`), endpoint).toBeGreaterThan(0);
      expect(run.duration(`endpoint:${endpoint}`).max, endpoint).toBeGreaterThan(0);
    }
    // BCrypt at cost 10 is slow by design: a login takes longer than a content read.
    expect(run.duration('endpoint:login').med).toBeGreaterThan(
      run.duration('endpoint:content-detail').med,
    );
    const favoritesAfter = Number(
      (await database.query<Array<{ n: number }>>('SELECT COUNT(*) AS n FROM favorite_content'))[0]
        ?.n,
    );
    expect(favoritesAfter).not.toBe(favoritesBefore);
  });

  it('spike: warm, burst and tail phases, the burst at several times the warm rate', async () => {
    const endpoints = await declaredEndpoints('spike.js');
    const run = await runScenario('spike.js', {
      baseUrl: app.baseUrl,
      rate: 8,
      duration: '12s',
      env: shapeEnv,
    });
    expectCleanRun(run);
    expectEveryRequestTagged(run, endpoints);
    const warm = run.summary.metrics['http_reqs{phase:warm}'];
    const burst = run.summary.metrics['http_reqs{phase:burst}'];
    const tail = run.summary.metrics['http_reqs{phase:tail}'];
    expect(warm?.count).toBeGreaterThan(0);
    expect(tail?.count).toBeGreaterThan(0);
    // 35 % of the time at RATE, 23 % rising to and holding 5 x RATE: far more requests per second.
    const warmPerSec = warm!.count! / (12 * 0.35);
    const burstPerSec = burst!.count! / (12 * 0.23);
    expect(burstPerSec).toBeGreaterThan(2.5 * warmPerSec);
    expect(run.duration('phase:burst')['p(95)']).toBeGreaterThan(0);
  });

  it('ramp: stepped rates, each step summarised with more requests than the one before', async () => {
    const endpoints = await declaredEndpoints('ramp.js');
    const run = await runScenario('ramp.js', {
      baseUrl: app.baseUrl,
      rate: 16,
      duration: '9s',
      env: { ...shapeEnv, STEPS: '0.25,1,2' },
    });
    expectCleanRun(run);
    expectEveryRequestTagged(run, endpoints);
    const perStep = ['1', '2', '3'].map((step) => run.requests(`step:${step}`));
    expect(perStep.reduce((a, b) => a + b, 0)).toBe(run.requests());
    // 4, 16 and 32 views/s for three seconds each.
    expect(perStep[1]!).toBeGreaterThan(perStep[0]! * 2);
    expect(perStep[2]!).toBeGreaterThan(perStep[1]! * 1.4);
    expect(run.duration('step:3')['p(99)']).toBeGreaterThan(0);
  });

  it('every scenario refuses to start without BASE_URL and says how to set it', async () => {
    for (const script of ['read-heavy.js', 'mixed.js', 'spike.js', 'ramp.js']) {
      const result = await inspectWithoutBaseUrl(script);
      expect(result.exitCode, script).not.toBe(0);
      expect(result.output, script).toContain('BASE_URL is required');
    }
  });
});
