// Interrupting a run: the result file is written first, a second signal (GitHub sends SIGINT,
// then SIGTERM about 7.5 s later) does not cut the teardown short, child processes are gone, and
// the exit code is 2 as documented. A real Node process, real signals, a real child process.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GateResult } from '../../src/model.js';
import { repoRoot } from '../support/example.js';

const dir = mkdtempSync(join(tmpdir(), 'perf-gate-signals-'));
const bundle = join(repoRoot, 'node_modules', '.cache', 'perf-gate-interrupted-run.mjs');

beforeAll(async () => {
  await build({
    entryPoints: [join(repoRoot, 'test/fixtures/signals/interrupted-run.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile: bundle,
    logLevel: 'silent',
  });
  writeFileSync(join(dir, 'load.js'), 'export default function () {}\n');
  writeFileSync(
    join(dir, 'perf-gate.yml'),
    'scenarios:\n  - name: a\n    script: load.js\n    rate: 5\n',
  );
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(bundle, { force: true });
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function interrupt(signals: (NodeJS.Signals | 'close output')[], name: string) {
  const resultPath = join(dir, `${name}.json`);
  const marker = join(dir, `${name}.released`);
  const child = spawn(process.execPath, [bundle, join(dir, 'perf-gate.yml'), resultPath, marker], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? -1)));
  const sleeperPid = await new Promise<number>((resolve) =>
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /ready (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    }),
  );
  expect(alive(sleeperPid)).toBe(true);
  for (const signal of signals) {
    if (signal === 'close output') {
      child.stdout.destroy();
      child.stderr.destroy();
    } else child.kill(signal);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const code = await exited;
  return { code, stderr, resultPath, marker, sleeperPid };
}

describe('interrupting a run', () => {
  it('once: result file first, then a full teardown, exit 2', async () => {
    const run = await interrupt(['SIGINT'], 'once');
    expect(run.code, run.stderr).toBe(2);
    const result = JSON.parse(readFileSync(run.resultPath, 'utf8')) as GateResult;
    expect(result.error?.message).toContain('Interrupted by SIGINT');
    expect(result.exitCode).toBe(2);
    expect(existsSync(run.marker)).toBe(true);
    expect(statSync(run.resultPath).mtimeMs).toBeLessThanOrEqual(statSync(run.marker).mtimeMs);
    expect(alive(run.sleeperPid)).toBe(false);
  });

  it('when the reader of its output goes away (EPIPE): the same teardown, nothing left running', async () => {
    const run = await interrupt(['close output'], 'epipe');
    expect(run.code).toBe(2);
    expect(existsSync(run.marker)).toBe(true);
    expect(alive(run.sleeperPid)).toBe(false);
    const result = JSON.parse(readFileSync(run.resultPath, 'utf8')) as GateResult;
    expect(result.error?.message).toContain('Interrupted by SIGPIPE');
  });

  it('twice (SIGINT, then SIGTERM): the second signal does not skip the teardown', async () => {
    const run = await interrupt(['SIGINT', 'SIGTERM'], 'twice');
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toContain('SIGTERM again; still removing containers and processes');
    expect(existsSync(run.marker)).toBe(true);
    expect(alive(run.sleeperPid)).toBe(false);
    const result = JSON.parse(readFileSync(run.resultPath, 'utf8')) as GateResult;
    expect(result.verdict).toBe('error');
    // Not overwritten by the stage that failed as its process was killed.
    expect(result.error?.message).toContain('Interrupted by SIGINT');
  });
});
