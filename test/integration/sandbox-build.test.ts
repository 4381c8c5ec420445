// The build sandbox against a hostile build, in a real container: what the build can see of the
// host (the action's environment through /proc, the Docker socket, the jar cache, the other side's
// dependency cache), whether it runs as root, and whether a `setsid` child outlives a 2 s build
// deadline. Only a real engine shows what a container's namespaces hide; the fake lab cannot.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/build/build.js';
import { containerBuilder } from '../../src/build/builder.js';
import { buildCacheDir } from '../../src/build/sandbox-build.js';
import { ResourceScope } from '../../src/env/scope.js';
import { perfGateContainers, requireDocker, testImages } from '../support/environment.js';

const SECRETS: Record<string, string> = {
  'INPUT_GITHUB-TOKEN': 'ghs_sandboxInputToken000000000000000',
  ACTIONS_RUNTIME_TOKEN: 'sandbox-actions-runtime-token-1111',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'sandbox-id-token-request-2222',
};

/** Looks everywhere an attacker would, and writes what it found next to the jar it "builds". */
const HOSTILE_BUILD = `
set +e
mkdir -p target
{
  echo "uid=$(id -u)"
  echo "--- /proc/1/environ"; tr '\\0' '\\n' < /proc/1/environ
  echo "--- /proc/PPID/environ"; tr '\\0' '\\n' < /proc/$PPID/environ
  echo "--- every environ"; for p in /proc/[0-9]*; do tr '\\0' '\\n' < $p/environ; done
  echo "--- processes"; ls /proc | grep -E '^[0-9]+$' | while read p; do tr '\\0' ' ' < /proc/$p/cmdline; echo; done
  echo "--- socket"; ls -la /var/run/docker.sock /run/docker.sock 2>&1
  echo "--- jar cache"; ls -la "$JAR_CACHE" 2>&1
  echo "--- home"; ls -la "$HOME" "$HOME/.m2" 2>&1
  echo "--- env"; env
  echo "--- files"; ls -a
  echo "--- java"; java -XshowSettings:properties -version 2>&1 | grep user.home
} > target/report.txt 2>&1
echo PK > target/app.jar
`;

let checkout: string;
/** A process of the runner that holds the tokens in its environment, as the action's does. */
let holder: ChildProcess;
let jarCache: string;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  await requireDocker();
  // /proc/<pid>/environ shows a process's environment as it started: the tokens must be there
  // from the start, as in the action (INPUT_GITHUB-TOKEN), not set later in this process.
  holder = spawn('sleep', ['300'], { env: { ...process.env, ...SECRETS }, stdio: 'ignore' });
  for (const [name, value] of Object.entries(SECRETS)) {
    saved[name] = process.env[name];
    process.env[name] = value;
  }
  checkout = mkdtempSync(join(tmpdir(), 'perf-gate-sandbox-'));
  execFileSync('git', ['init', '-q'], { cwd: checkout });
  writeFileSync(join(checkout, 'build.sh'), HOSTILE_BUILD);
  // Ignored by the checkout's .gitignore: not copied for the build (as node_modules/ would not be).
  writeFileSync(join(checkout, '.gitignore'), 'ignored.txt\n');
  writeFileSync(join(checkout, 'ignored.txt'), 'not a build input');
  // What the other side and perf-gate keep on this machine: the build must see none of it.
  jarCache = mkdtempSync(join(tmpdir(), 'perf-gate-jar-cache-'));
  writeFileSync(join(jarCache, 'base-commit-marker.jar'), 'base');
  saved.PERF_GATE_JAR_CACHE = process.env.PERF_GATE_JAR_CACHE;
  process.env.PERF_GATE_JAR_CACHE = jarCache;
  mkdirSync(join(buildCacheDir('base'), 'home', '.m2'), { recursive: true });
  writeFileSync(join(buildCacheDir('base'), 'home', '.m2', 'base-side-marker'), 'base');
});

afterAll(() => {
  holder?.kill('SIGKILL');
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  for (const dir of [jarCache, checkout]) if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the build sandbox', () => {
  it('a hostile build finds no secret, no socket, no jar cache, no other side and no root', async () => {
    await using scope = new ResourceScope();
    const built = await buildApp({
      directory: checkout,
      command: `JAR_CACHE=${jarCache} sh build.sh`,
      jar: 'target/*.jar',
      label: 'pr',
      scope,
      builder: containerBuilder(testImages.jdk),
    });
    const report = readFileSync(join(built.jar, '..', 'report.txt'), 'utf8');
    expect(report).toContain('uid=1000');
    // Maven and Gradle keep their caches under Java's user.home: the side's own cache folder.
    expect(report).toMatch(/--- java\n[^]*user\.home = \/home\/build\n/);
    expect(report).toContain('--- /proc/1/environ');
    for (const secret of Object.values(SECRETS)) expect(report).not.toContain(secret);
    expect(report).not.toMatch(/INPUT_|ACTIONS_/);
    // Only the build's own processes: no node, no dockerd, no runner.
    expect(report).not.toMatch(/node|dockerd|vitest/);
    expect(report).toMatch(/--- socket\n.*No such file or directory/);
    expect(report).not.toContain('base-commit-marker');
    expect(report).not.toContain('base-side-marker');
    // The sources git knows (tracked, or untracked and not ignored), nothing else.
    expect(report).toMatch(/--- files\n[^]*build\.sh/);
    expect(report).not.toContain('ignored.txt\n');
    expect(report).not.toMatch(/^\.git$/m);
    // The jar came from the side's copy, not the checkout: the checkout is untouched.
    expect(built.jar.startsWith(checkout)).toBe(false);
    expect(() => readFileSync(join(checkout, 'target', 'app.jar'))).toThrow();
  });

  it('the same build on the host (--sandbox off) does read the token: the checks above can fail', async () => {
    await using scope = new ResourceScope();
    const hostCheckout = mkdtempSync(join(tmpdir(), 'perf-gate-host-build-'));
    try {
      writeFileSync(join(hostCheckout, 'build.sh'), HOSTILE_BUILD);
      const built = await buildApp({
        directory: hostCheckout,
        command: `JAR_CACHE=${jarCache} sh build.sh`,
        jar: 'target/*.jar',
        label: 'pr',
        scope,
      });
      const report = readFileSync(join(built.jar, '..', 'report.txt'), 'utf8');
      expect(report).toContain(SECRETS['INPUT_GITHUB-TOKEN']);
      expect(report).toContain('base-commit-marker');
    } finally {
      rmSync(hostCheckout, { recursive: true, force: true });
    }
  });

  it("a failing build's own lines are in the error, however quickly it ended", async () => {
    await using scope = new ResourceScope();
    await expect(
      buildApp({
        directory: checkout,
        command: 'echo compile-error-marker >&2; exit 3',
        jar: 'target/*.jar',
        label: 'pr',
        scope,
        builder: containerBuilder(testImages.jdk),
      }),
    ).rejects.toThrow(/failed with exit code 3[^]*compile-error-marker/);
  });

  it('a jar the build links to a file of the host is refused', async () => {
    await using scope = new ResourceScope();
    await expect(
      buildApp({
        directory: checkout,
        command: `mkdir -p target && ln -sf ${join(jarCache, 'base-commit-marker.jar')} target/app.jar`,
        jar: 'target/*.jar',
        label: 'pr',
        scope,
        builder: containerBuilder(testImages.jdk),
      }),
    ).rejects.toThrow(/pr: app.jar ".*app.jar" leads outside the checkout/);
  });

  it('a 2 s deadline holds against a setsid child, and nothing is left running', async () => {
    const started = Date.now();
    {
      await using scope = new ResourceScope();
      await expect(
        buildApp({
          directory: checkout,
          command: '(setsid sleep 301 &) ; setsid sleep 302 & sleep 302',
          jar: 'target/*.jar',
          label: 'pr',
          scope,
          timeoutMs: 2_000,
          builder: containerBuilder(testImages.jdk),
        }),
      ).rejects.toThrow(/did not finish within 2 s and was stopped/);
    }
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(await perfGateContainers(process.pid)).toEqual([]);
    const sleeping = execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => /^sleep 30[12]$/.test(line.trim()));
    expect(sleeping).toEqual([]);
  });
});
