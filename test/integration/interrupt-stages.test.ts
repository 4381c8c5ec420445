// Interrupting `perf-gate run` at every stage — build, database wait, health wait, warm-up, measured
// window, teardown — once (SIGINT) and twice (SIGINT, then SIGTERM as GitHub does when it cancels):
// exit 2, a result file saying so, and nothing left behind: no container of the run, no child
// process, no temp folder. The real CLI, Docker, k6 and a tiny JVM app that boots in a second.
import { execFileSync, spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp } from '../../src/env/app.js';
import { ResourceScope } from '../../src/env/scope.js';
import type { GateResult } from '../../src/model.js';
import {
  perfGateContainers,
  requireDocker,
  requireK6,
  testImages,
} from '../support/environment.js';
import { alive, descendants } from '../../bench/lib/descendants.mjs';
import { bundleCliFromSource } from '../support/cli.js';
import { repoRoot } from '../support/example.js';

const root = mkdtempSync(join(tmpdir(), 'perf-gate-stages-'));
let cliBundle = '';
const jar = join(root, 'tiny.jar');

beforeAll(async () => {
  await requireDocker();
  requireK6();
  cliBundle = await bundleCliFromSource('perf-gate-stages-cli');
  const classes = join(root, 'classes');
  execFileSync('javac', [
    '--release',
    '17',
    '-d',
    classes,
    join(repoRoot, 'test/fixtures/signals/tiny-app/TinyApp.java'),
  ]);
  execFileSync('jar', ['cfe', jar, 'TinyApp', '-C', classes, '.']);
  writeFileSync(
    join(root, 'load.js'),
    "import http from 'k6/http';\nexport default function () {\n  http.get(`${__ENV.BASE_URL}/`);\n}\n",
  );
}, 120_000);

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(cliBundle, { force: true });
});

interface StageConfig {
  build?: string;
  env?: Record<string, string>;
  warmup?: string;
  duration?: string;
}

function configYaml(options: StageConfig): string {
  const env = Object.entries(options.env ?? {})
    .map(([key, value]) => `    ${key}: ${JSON.stringify(value)}\n`)
    .join('');
  return (
    `app:\n  directory: .\n  build: ${options.build === undefined ? 'null' : JSON.stringify(options.build)}\n` +
    `  jar: tiny.jar\n  health: /health\n  startup-timeout: 120s\n` +
    (env ? `  env:\n${env}` : '') +
    `warmup:\n  steady: false\n` +
    `scenarios:\n  - name: a\n    script: ${join(root, 'load.js')}\n    rate: 5\n` +
    `    warmup: ${options.warmup ?? '1s'}\n    duration: ${options.duration ?? '2s'}\n`
  );
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return '?';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Interrupted {
  code: number;
  stderr: string;
  result: GateResult;
  /** the run's child processes when the first signal was sent, with their command lines */
  children: Array<{ pid: number; command: string }>;
  containers: string[];
  temp: string[];
}

/**
 * Runs the gate, waits for `marker` in its progress (and, with `withChild`, for a child process),
 * sends the signals, and reports what the run left behind.
 */
async function interruptAt(
  name: string,
  config: StageConfig,
  marker: RegExp,
  signals: NodeJS.Signals[],
  withChild = false,
): Promise<Interrupted> {
  const dir = join(root, name);
  const temp = join(dir, 'tmp');
  mkdirSync(temp, { recursive: true });
  writeFileSync(join(dir, 'perf-gate.yml'), configYaml(config));
  copyFileSync(jar, join(dir, 'tiny.jar'));
  const resultPath = join(dir, 'result.json');
  const child = spawn(
    process.execPath,
    [
      cliBundle,
      'run',
      '--config',
      join(dir, 'perf-gate.yml'),
      '--result',
      resultPath,
      '--database-image',
      testImages.database,
      '--app-image',
      testImages.jre,
    ],
    { env: { ...process.env, TMPDIR: temp }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const pid = child.pid ?? -1;
  let stderr = '';
  const closed = new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? -1)));
  const reached = new Promise<boolean>((resolve) => {
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (marker.test(stderr)) resolve(true);
    });
    void closed.then(() => resolve(false));
  });
  expect(await reached, `never reached ${String(marker)}:\n${stderr}`).toBe(true);
  for (
    let waited = 0;
    withChild && descendants(pid).length === 0 && waited < 10_000;
    waited += 100
  ) {
    await sleep(100);
  }
  const children = descendants(pid).map((child) => ({ pid: child, command: commandLine(child) }));
  // The second signal right after the first one's teardown began (as GitHub's SIGTERM follows
  // its SIGINT, only sooner): the run says so on stderr before it writes the result file.
  const [first, ...more] = signals;
  const tearingDown = new Promise<void>((resolve) =>
    child.stderr.on('data', () => {
      if (stderr.includes(`${first} received`)) resolve();
    }),
  );
  child.kill(first);
  if (more.length > 0) await Promise.race([tearingDown, closed]);
  for (const signal of more) child.kill(signal);
  const code = await closed;
  expect(existsSync(resultPath), stderr).toBe(true);
  return {
    code,
    stderr,
    result: JSON.parse(readFileSync(resultPath, 'utf8')) as GateResult,
    children,
    containers: await perfGateContainers(pid),
    // testcontainers keeps a lock file there (shared by every process using it), not ours.
    temp: readdirSync(temp).filter((entry) => !/^testcontainers-node-\d+\.lock$/.test(entry)),
  };
}

/** What every interrupted run must show. */
function expectCleanInterrupt(
  run: Interrupted,
  signals: NodeJS.Signals[],
  withChild: boolean,
  withContainers: boolean,
) {
  expect(run.code, run.stderr).toBe(2);
  expect(run.result.verdict).toBe('error');
  expect(run.result.exitCode).toBe(2);
  expect(run.result.error?.message).toContain('Interrupted by SIGINT');
  // A teardown that removes containers outlasts the way of the second signal; a build's (one
  // process group to kill) may end first, and then there is nothing left for it to cut short.
  if (signals.length > 1 && withContainers) {
    expect(run.stderr).toContain('SIGTERM again; still removing');
  }
  expect(run.containers, 'containers of the run left behind').toEqual([]);
  if (withChild) expect(run.children.length, 'no child process to interrupt').toBeGreaterThan(0);
  expect(
    run.children.filter((child) => alive(child.pid)),
    'child processes left behind',
  ).toEqual([]);
  expect(run.temp, 'temp folders left behind').toEqual([]);
}

/** One stage, interrupted once and twice (the two runs side by side). */
async function stage(
  name: string,
  config: StageConfig,
  marker: RegExp,
  withChild = false,
  withContainers = true,
) {
  const variants: NodeJS.Signals[][] = [['SIGINT'], ['SIGINT', 'SIGTERM']];
  const runs = await Promise.all(
    variants.map((signals, index) =>
      interruptAt(`${name}-${index + 1}`, config, marker, signals, withChild),
    ),
  );
  runs.forEach((run, index) =>
    expectCleanInterrupt(run, variants[index]!, withChild, withContainers),
  );
  return runs;
}

describe('interrupting a run at every stage leaves nothing behind and exits 2', () => {
  it('build (a build command that hangs)', { timeout: 180_000 }, async () => {
    const runs = await stage('build', { build: 'sleep 300' }, /building with/, true, false);
    for (const run of runs) expect(run.result.error?.stage).toBe('build');
  });

  it('database wait', { timeout: 180_000 }, async () => {
    const runs = await stage('database', {}, /database \S+ starting on/);
    for (const run of runs) expect(run.result.error?.stage).toBe('database');
  });

  it('health wait (an app whose health stays DOWN)', { timeout: 240_000 }, async () => {
    const runs = await stage(
      'health',
      { env: { TINY_HEALTH: 'down' } },
      /waiting for \S+ to answer UP/,
    );
    for (const run of runs) expect(run.stderr).not.toContain('healthy in');
  });

  it('warm-up', { timeout: 240_000 }, async () => {
    await stage('warmup', { warmup: '120s' }, /warm-up 120 s/, true);
  });

  it('measured window', { timeout: 240_000 }, async () => {
    await stage('window', { duration: '120s' }, /measuring 120 s/, true);
  });

  it('teardown', { timeout: 240_000 }, async () => {
    const runs = await stage('teardown', {}, /teardown: releasing/);
    for (const run of runs) expect(run.result.scenarios.length).toBeGreaterThan(0);
  });
});

describe('a container is in the cleanup scope from its creation', () => {
  it(
    'an app is in the scope during its health wait, and leaves it when the wait fails',
    { timeout: 120_000 },
    async () => {
      const scope = new ResourceScope();
      let sizeDuringWait: number | undefined;
      const started = startApp({
        image: testImages.jre,
        jarPath: jar,
        healthPath: '/health',
        env: { TINY_HEALTH: 'down' },
        startupTimeoutMs: 5_000,
        label: 'scope',
        scope,
        onProgress: (line) => {
          if (line.includes('waiting for')) sizeDuringWait = scope.size;
        },
      });
      await expect(started).rejects.toThrow(/did not become healthy .* within 5 s/);
      expect(sizeDuringWait, 'the container was not in the scope during the health wait').toBe(1);
      // The failed start removed its container and its scope entry.
      expect(scope.size).toBe(0);
      expect(await perfGateContainers(process.pid)).toEqual([]);
    },
  );
});
