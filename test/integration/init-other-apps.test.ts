// `perf-gate init` then `perf-gate run` on an app under test/apps (not the example), with the
// files init wrote and nothing else: notes21 (Java 21, context path, its own loadtest profile
// seeding at boot). What no unit test shows: the files init wrote build, boot and load a real app,
// and the starter script's `name` tags come back as per-endpoint rows. What init writes for
// flyway-shop: test/unit/init/golden.test.ts; flyway-shop run to a verdict: other-apps.test.ts.
import { spawn } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GateResult } from '../../src/model.js';
import { cli } from '../support/cli.js';
import {
  perfGateContainers,
  requireDocker,
  requireK6,
  testImages,
} from '../support/environment.js';
import { repoRoot } from '../support/example.js';
import { SHORT_WARMUP } from '../support/gate-cli.js';

/** JRE stand-ins by Java release (perf-gate-local/jre:17, :21): the gate picks one per jar. */
const jreByJava = testImages.jre.replace(/:[^:/]+$/, ':{java}');

/** A JDK 21 or newer on this machine, to build notes21 (Debian bookworm's default is 17). */
function jdk21Home(): string {
  const candidates = [
    process.env.PERF_GATE_TEST_JDK21_HOME,
    ...(existsSync('/usr/lib/jvm')
      ? readdirSync('/usr/lib/jvm').map((name) => join('/usr/lib/jvm', name))
      : []),
  ].filter((dir): dir is string => Boolean(dir));
  for (const dir of candidates) {
    const release = join(dir, 'release');
    if (!existsSync(join(dir, 'bin/javac')) || !existsSync(release)) continue;
    const version = /JAVA_VERSION="(\d+)/.exec(readFileSync(release, 'utf8'))?.[1];
    if (Number(version) >= 21) return dir;
  }
  throw new Error(
    'notes21 needs a JDK 21 or newer to build and none is in /usr/lib/jvm. Install one (e.g. Temurin 21) and/or set PERF_GATE_TEST_JDK21_HOME.',
  );
}

function perfGate(
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
): Promise<{ pid: number; code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({ pid: child.pid ?? -1, code: code ?? -1, stdout, stderr }),
    );
  });
}

describe('perf-gate init, then perf-gate run, on apps that are not the example', () => {
  let workspace: string;

  beforeAll(async () => {
    await requireDocker();
    requireK6();
    workspace = mkdtempSync(join(tmpdir(), 'perf-gate-init-apps-'));
  });

  afterAll(() => {
    if (workspace) rmSync(workspace, { recursive: true, force: true });
  });

  async function initThenRun(
    name: string,
    env: NodeJS.ProcessEnv = {},
  ): Promise<{ init: string; config: string; result: GateResult }> {
    cpSync(join(repoRoot, 'test/apps', name), join(workspace, name), {
      recursive: true,
      filter: (source) => !/\/target$/.test(source),
    });
    const init = await perfGate(['init', name], workspace);
    expect(init.code, init.stderr).toBe(0);
    // The generated file as written, but for the warm-up: the boot ramp only, as in every test gate
    // (the steady-state phases run up to a minute each by default).
    appendFileSync(join(workspace, name, 'perf-gate.yml'), SHORT_WARMUP);
    const resultPath = join(workspace, `${name}-result.json`);
    const run = await perfGate(
      [
        'run',
        '--config',
        `${name}/perf-gate.yml`,
        '--result',
        resultPath,
        '--app-image',
        jreByJava,
        '--database-image',
        testImages.database,
        '--warmup',
        '3s',
        '--duration',
        '6s',
      ],
      workspace,
      env,
    );
    const result = JSON.parse(readFileSync(resultPath, 'utf8')) as GateResult;
    expect(result.error, run.stderr).toBeUndefined();
    // A shared runner can saturate (the gate then says so): any verdict but "error" is real.
    expect(['pass', 'fail', 'inconclusive']).toContain(result.verdict);
    expect(run.code, run.stderr).toBe(result.verdict === 'fail' ? 1 : 0);
    expect(await perfGateContainers(run.pid)).toEqual([]);
    return {
      init: init.stdout,
      config: readFileSync(join(workspace, name, 'perf-gate.yml'), 'utf8'),
      result,
    };
  }

  it('notes21: Java 21, context path and its loadtest profile, one row per name tag', async () => {
    const { config, result } = await initThenRun('notes21', { JAVA_HOME: jdk21Home() });
    expect(config).toContain('profiles: [loadtest]');
    expect(result.sides.pr.java).toBe(21);
    expect(result.sides.pr.appImage).toBe(testImages.jre.replace(/:[^:/]+$/, ':21'));
    const window = result.scenarios[0]!.windows[0]!;
    expect(Object.keys(window.endpoints).sort()).toEqual([
      'GET /v1/authors/{author}/notes',
      'GET /v1/notes/{id}',
      'GET /v1/tags/{tag}/notes',
    ]);
    expect(window.endpoints['GET /v1/notes/{id}']!.failed).toBe(0);
  });
});
