// `perf-gate capacity` and `perf-gate sweep` end to end on the travel-content example: the real CLI
// process (built from src/ into a throwaway bundle, so the test follows the source, not dist/),
// real containers, real k6, tiny windows. Each case checks the exit code, the result file, the
// reports and that nothing is left running. Budgets are generous on purpose: the assertions are
// about what the commands do with their measurements, on whatever machine runs them.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CapacityResult, SweepResult } from '../../src/release/model.js';
import { nextCapacityMove, type SearchStepOutcome } from '../../src/release/search.js';
import { POOL_KEY, THREADS_KEY } from '../../src/release/settings.js';
import {
  perfGateContainers,
  requireDocker,
  requireK6,
  testImages,
} from '../support/environment.js';
import {
  ensureExampleJar,
  exampleDir,
  repoRoot,
  scenariosDir,
  schemaSql,
  seedSql,
} from '../support/example.js';

const SCALE = 0.05; // 150 contents, 150 members
let bundleDir: string;
let cli: string;

interface CliRun<R> {
  pid: number;
  code: number;
  stdout: string;
  stderr: string;
  result: R;
  resultPath: string;
}

function writeConfig(): string {
  const dir = mkdtempSync(join(tmpdir(), 'perf-gate-release-it-'));
  const file = join(dir, 'perf-gate.yml');
  writeFileSync(
    file,
    `app:
  directory: ${exampleDir}
  build: null
  jar: target/travel-content.jar
  resources: { cpus: 1.5, memory: 768m }
  startup-timeout: 180s
database:
  init: [${schemaSql}, ${seedSql}]
  variables: { scale: ${SCALE} }
scenarios:
  - name: content-view
    script: ${join(scenariosDir, 'read-heavy.js')}
    rate: 8
    warmup: 3s
    duration: 3s
    env: { CONTENT_COUNT: 150, MEMBER_COUNT: 150 }
    budget: { p95: 2s, errors: 5% }
`,
  );
  return file;
}

function runCli<R>(
  command: string,
  args: string[],
  onStderr?: (text: string, kill: () => void, pid: number) => void,
): Promise<CliRun<R>> {
  const config = writeConfig();
  const resultPath = join(config, '..', `${command}.json`);
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        cli,
        command,
        '--config',
        config,
        '--result',
        resultPath,
        '--app-image',
        testImages.jre,
        '--database-image',
        testImages.database,
        ...args,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    let killed = false;
    // One signal only: a second one makes perf-gate exit at once, without cleaning up.
    const kill = (): void => {
      if (killed) return;
      killed = true;
      child.kill('SIGTERM');
    };
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      onStderr?.(stderr, kill, child.pid ?? -1);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      try {
        const result = JSON.parse(readFileSync(resultPath, 'utf8')) as R;
        resolve({ pid: child.pid ?? -1, code: code ?? -1, stdout, stderr, result, resultPath });
      } catch (error) {
        reject(new Error(`no result file after exit ${code}:\n${stderr}`, { cause: error }));
      }
    });
  });
}

/** k6 processes whose parent is `pid`. */
function k6Processes(pid: number): string[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid), '-f', 'k6 run'], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .filter(Boolean);
  } catch {
    return [];
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('release commands on the example', () => {
  beforeAll(async () => {
    await requireDocker();
    requireK6();
    await ensureExampleJar();
    // Inside the repository so the bundle resolves node_modules (packages stay external).
    mkdirSync(join(repoRoot, '.perf-gate'), { recursive: true });
    bundleDir = mkdtempSync(join(repoRoot, '.perf-gate', 'release-cli-'));
    cli = join(bundleDir, 'cli.js');
    await build({
      entryPoints: [join(repoRoot, 'src/cli.ts')],
      outfile: cli,
      bundle: true,
      platform: 'node',
      target: 'node24',
      format: 'esm',
      packages: 'external',
      logLevel: 'warning',
    });
  });

  afterAll(() => {
    if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
  });

  it('capacity: searches as the pure search says, judges each step, reports and cleans up', async () => {
    const run = await runCli<CapacityResult>('capacity', [
      '--start',
      '4',
      '--max',
      '16',
      '--step-duration',
      '3s',
      '--confirm-duration',
      '3s',
      '--repeats',
      '1',
      '--max-steps',
      '6',
    ]);
    const r = run.result;
    expect([0, 1], run.stderr).toContain(run.code);
    expect(r.exitCode).toBe(run.code);
    expect(r).toMatchObject({ schemaVersion: 1, kind: 'capacity' });
    expect(r.limits).toEqual({ p95Ms: 2000, errorRate: 0.05, tpsSlack: 0.02 });
    expect(r.scenario).toMatchObject({ name: 'content-view', target: 8 });
    expect(r.runner.k6Version).toMatch(/k6 v\d/);
    expect(r.stages.map((s) => s.stage)).toEqual(
      expect.arrayContaining([
        'docker',
        'k6',
        'build',
        'database',
        'app-start',
        'warmup',
        'measure',
      ]),
    );

    const search = r.searches[0]!;
    expect(search.steps.length).toBeGreaterThan(0);
    // The command measured exactly what the pure search asked for, step by step.
    const replay: SearchStepOutcome[] = [];
    for (const step of search.steps) {
      const move = nextCapacityMove(replay, { ...r.search });
      expect(move).toMatchObject({ kind: 'measure', rate: step.rate, purpose: step.purpose });
      replay.push(step);
    }
    expect(nextCapacityMove(replay, { ...r.search })).toMatchObject({
      kind: 'done',
      status: search.status,
    });
    expect(search.steps[0]).toMatchObject({ rate: 4, purpose: 'ramp' });
    // 4 views/s with a 2 s p95 budget is within any machine's reach.
    expect(search.steps[0]!.outcome).not.toBe('fail');

    for (const step of search.steps) {
      expect(step.window.targetRate).toBe(step.rate);
      expect(step.durationSec).toBe(3);
      expect(step.requests).toBeGreaterThan(step.rate); // two requests per view, 3 s
      expect(step.p95Ms).toBeGreaterThan(0);
      expect(step.resources.appCpuPercent).toBeGreaterThan(0);
      expect(step.resources.threadsMax).toBe(200); // the example's own server.tomcat.threads.max
      if (step.outcome === 'pass') {
        expect(step.p95Ms).toBeLessThanOrEqual(2000);
        expect(step.tps).toBeGreaterThanOrEqual(step.rate * 0.98);
      }
    }
    if (search.status === 'found' || search.status === 'above-max') {
      expect(search.steps.at(-1)).toMatchObject({
        purpose: 'confirm',
        rate: search.lower,
        outcome: 'pass',
      });
      expect(r.summary?.capacity).toBe(search.lower);
      expect(r.verdict).toBe(search.lower! >= 8 ? 'pass' : 'fail');
    }

    expect(run.stdout).toContain('## perf-gate capacity: content-view');
    expect(
      run.stdout.split('\n').filter((line) => /^\| \d+ \| (ramp|bisect|confirm) \|/.test(line)),
    ).toHaveLength(search.steps.length);
    expect(run.stderr).toMatch(/search 1\/1 step 1 \(ramp\): 3 s at 4\/s/);
    const html = readFileSync(run.resultPath.replace(/\.json$/, '.html'), 'utf8');
    expect(html).toContain('data-chart="p95-vs-rate"');
    expect(html.match(/class="step" data-outcome=/g)).toHaveLength(2 * search.steps.length);
    expect(await perfGateContainers(run.pid)).toEqual([]);
  });

  it('sweep: boots each setting with its overrides, never recommends a pool of one, reports and cleans up', async () => {
    const run = await runCli<SweepResult>('sweep', [
      '--set',
      'threads=8',
      '--set',
      'spring.datasource.hikari.maximum-pool-size=1,4',
      '--repeats',
      '1',
    ]);
    const r = run.result;
    expect([0, 1], run.stderr).toContain(run.code);
    expect(r.exitCode).toBe(run.code);
    expect(r).toMatchObject({ kind: 'sweep', rate: 8, repeats: 1 });
    expect(r.dimensions.map((d) => [d.label, d.env])).toEqual([
      ['threads', 'SERVER_TOMCAT_THREADS_MAX'],
      ['pool', 'SPRING_DATASOURCE_HIKARI_MAXIMUMPOOLSIZE'],
    ]);
    expect(r.baseline).toEqual({ [THREADS_KEY]: '200', [POOL_KEY]: '10' });
    expect(r.cases.map((c) => c.label)).toEqual(['threads=8 pool=1', 'threads=8 pool=4']);
    for (const entry of r.cases) {
      expect(entry.windows).toHaveLength(1);
      const window = entry.windows[0]!;
      expect(window.window.http.requests).toBeGreaterThan(8);
      // The app ran with the swept values: Micrometer reports them back.
      expect(window.resources.threadsMax).toBe(8);
      expect(window.resources.maximumPoolSize).toBe(Number(entry.settings[POOL_KEY]));
      expect(entry.notApplied).toEqual([]);
      expect(entry.summary?.outcome).toBe(entry.status);
    }
    const [poolOfOne, poolOfFour] = r.cases as [
      SweepResult['cases'][number],
      SweepResult['cases'][number],
    ];
    expect(r.recommendation?.caseId).not.toBe(poolOfOne.id);
    if (poolOfOne.status === 'pass') {
      expect(r.recommendation?.excluded).toEqual([
        expect.objectContaining({ caseId: poolOfOne.id, rule: 'pool-of-one' }),
      ]);
    }
    if (poolOfFour.status === 'pass') {
      expect(r.recommendation).toMatchObject({
        caseId: poolOfFour.id,
        confidence: 'single-window',
      });
      expect(r.verdict).toBe('pass');
      expect(run.code).toBe(0);
    } else {
      expect(r.recommendation?.caseId).toBeUndefined();
    }
    expect(r.wallSec).toBeGreaterThan(0);

    expect(run.stdout).toContain('## perf-gate sweep: content-view at 8/s');
    expect(run.stdout).toContain('| threads | pool | TPS | p95 |');
    const html = readFileSync(run.resultPath.replace(/\.json$/, '.html'), 'utf8');
    expect(html.match(/class="cell"/g)).toHaveLength(2);
    expect(await perfGateContainers(run.pid)).toEqual([]);
  });

  it('exits 2 on a bad flag before starting anything, with the flag, the value and the fix in the result', async () => {
    const run = await runCli<SweepResult>('sweep', ['--set', 'threads=ten']);
    expect(run.code).toBe(2);
    expect(run.result.verdict).toBe('error');
    expect(run.result.error?.message).toContain(
      'server.tomcat.threads.max must be a whole number ≥ 1 (got "ten")',
    );
    expect(run.result.error?.fix).toContain('whole numbers');
    expect(run.stderr).toContain('Fix:');
    expect(run.result.stages.map((s) => s.stage)).not.toContain('database');
    const capacity = await runCli<CapacityResult>('capacity', ['--start', '50', '--max', '10']);
    expect(capacity.code).toBe(2);
    expect(capacity.result.error?.message).toContain('--max (10) must not be below --start (50)');
    expect(existsSync(capacity.resultPath.replace(/\.json$/, '.html'))).toBe(true);
  });

  it('on SIGTERM during a step removes every container and k6, and writes the interrupted result', async () => {
    let k6: string[] = [];
    let pid = -1;
    let scheduled = false;
    const run = await runCli<CapacityResult>(
      'capacity',
      ['--repeats', '1', '--start', '4', '--step-duration', '60s', '--warmup', '0s'],
      (stderr, kill, childPid) => {
        pid = childPid;
        if (!stderr.includes('step 1 (ramp)') || scheduled) return;
        scheduled = true;
        // Let k6 start before the signal, so its teardown is part of the test.
        setTimeout(() => {
          k6 = k6Processes(pid);
          kill();
        }, 2_000);
      },
    );
    expect(k6.length).toBeGreaterThan(0);
    expect(run.code).toBe(2);
    expect(run.result.verdict).toBe('error');
    expect(run.result.error?.message).toContain('Interrupted by SIGTERM');
    expect(run.result.searches[0]?.steps).toEqual([]);
    expect(await perfGateContainers(run.pid)).toEqual([]);
    expect(k6.filter((k6Pid) => isAlive(Number(k6Pid)))).toEqual([]);
  });
});
