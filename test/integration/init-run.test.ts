// A newcomer's path end to end through the real CLI: `perf-gate init` on a copy of the example app
// (no perf-gate.yml of its own), then `perf-gate run` with exactly the files init wrote: real Maven
// build, real containers, real k6, a real verdict.
import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GateResult } from '../../src/model.js';
import {
  perfGateContainers,
  requireDocker,
  requireK6,
  testImages,
} from '../support/environment.js';
import { exampleDir, repoRoot } from '../support/example.js';
import { SHORT_WARMUP } from '../support/gate-cli.js';

const cli = join(repoRoot, 'bin/perf-gate.js');

function perfGate(
  args: string[],
  cwd: string,
): Promise<{ pid: number; code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], {
      cwd,
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

describe('perf-gate init, then perf-gate run', () => {
  let workspace: string;
  let app: string;

  beforeAll(async () => {
    await requireDocker();
    requireK6();
    // The bundle must hold the init command: `npm run build` before this file.
    expect(readFileSync(join(repoRoot, 'dist/cli.js'), 'utf8')).toMatch(/commands\/init|init-/);
    workspace = mkdtempSync(join(tmpdir(), 'perf-gate-init-it-'));
    app = join(workspace, 'travel-content');
    // The user's checkout: sources and wrapper, no build output, no perf-gate.yml.
    cpSync(exampleDir, app, {
      recursive: true,
      filter: (source) => !/\/(target|perf-gate\.yml)$/.test(source),
    });
  });

  afterAll(() => {
    if (workspace) rmSync(workspace, { recursive: true, force: true });
  });

  it('writes the three files from the app alone', async () => {
    const init = await perfGate(['init', 'travel-content'], workspace);
    expect(init.code, init.stderr).toBe(0);
    expect(init.stdout).toContain('perf-gate init: travel-content (Maven, Java 17');
    expect(init.stdout).toContain('SQL files: db/schema.sql, db/seed.sql');
    for (const file of ['perf-gate.yml', 'k6/perf-gate.js', '.github/workflows/perf-gate.yml']) {
      expect(existsSync(join(app, file)), file).toBe(true);
    }
    const script = readFileSync(join(app, 'k6/perf-gate.js'), 'utf8');
    expect(script).toContain("name: 'GET /contents/{id}/places'");

    const again = await perfGate(['init', 'travel-content'], workspace);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('already exist; perf-gate init does not overwrite');
  });

  it('runs the gate with the generated config to a real verdict', async () => {
    // The generated file as written, but for the warm-up: the boot ramp only, as in every test gate
    // (the steady-state phases run up to a minute each by default).
    appendFileSync(join(app, 'perf-gate.yml'), SHORT_WARMUP);
    const resultPath = join(workspace, 'result.json');
    const run = await perfGate(
      [
        'run',
        '--config',
        'travel-content/perf-gate.yml',
        '--result',
        resultPath,
        '--app-image',
        testImages.jre,
        '--database-image',
        testImages.database,
        // Short windows and a small data set: the generated file itself is used as written.
        '--warmup',
        '3s',
        '--duration',
        '6s',
        '--db-var',
        'scale=0.05',
      ],
      workspace,
    );
    const result = JSON.parse(readFileSync(resultPath, 'utf8')) as GateResult;
    expect(result.error, run.stderr).toBeUndefined();
    // A shared runner can saturate (the gate then says so): any verdict but "error" is real.
    expect(['pass', 'fail', 'inconclusive']).toContain(result.verdict);
    expect(run.code, run.stderr).toBe(result.verdict === 'fail' ? 1 : 0);
    const scenario = result.scenarios[0]!;
    expect(scenario.name).toBe('starter');
    const window = scenario.windows[0]!;
    // The starter script asks for the list, content 1 and its places, which db/seed.sql creates:
    // wrong paths would fail every request (404). On a busy machine some requests may still fail
    // (the app's 3 s pool timeout), which the verdict then reports: that is a real verdict too.
    expect(window.http.requests).toBeGreaterThan(30);
    expect(window.checks.passes).toBeGreaterThan(window.http.requests / 2);
    if (result.verdict === 'fail') {
      const failed = result.rules.filter((rule) => !rule.passed && !rule.inconclusive);
      expect(failed.length).toBeGreaterThan(0);
      expect(
        failed.every((rule) => rule.rule.startsWith('budget')),
        JSON.stringify(failed),
      ).toBe(true);
    }
    expect(await perfGateContainers(run.pid)).toEqual([]);
  });
});
