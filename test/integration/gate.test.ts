// The gate end to end through the real CLI: real build output, real containers, real k6, the
// example's real JVM. What no unit test through the fake lab shows: a real window's fields, k6
// saturating, the real error messages of a build, a k6 script, Docker and a Spring app, and a
// base built in a worktree compared in interleaved rounds with the database's real write counters.
// Sequencing, verdicts and a failure or signal at each stage: test/unit/engine/run-gate.test.ts.
// Each case checks the exit code, the result file and that nothing is left running.
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { perfGateContainers, requireDocker, requireK6 } from '../support/environment.js';
import { ensureExampleJar, repoRoot } from '../support/example.js';
import {
  cli,
  exampleConfig,
  gate,
  readHeavy,
  SHORT_WARMUP,
  writeConfig,
  type GateRun,
} from '../support/gate-cli.js';

/** k6 processes whose parent is the gate process `pid` (other k6 runs on the machine are not ours). */
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

describe('perf-gate run', () => {
  beforeAll(async () => {
    await requireDocker();
    requireK6();
    await ensureExampleJar();
    expect(existsSync(cli)).toBe(true);
  });

  it('never passes a rate beyond what the generator can drive: inconclusive with a saturation rule', async () => {
    const run = await gate(
      exampleConfig(
        readHeavy(1500, '{ p95: 10s, errors: 100% }', '    max-vus: 4\n    pre-allocated-vus: 4\n'),
      ),
    );
    expect(['inconclusive', 'fail']).toContain(run.result.verdict);
    const window = run.result.scenarios[0]!.windows[0]!;
    expect(window.droppedIterations).toBeGreaterThan(0);
    // Saturated k6 (CPU) or an app too slow for 4 VUs: either way a generator rule stays undecided.
    const saturation = run.result.rules.filter((r) => r.rule.startsWith('generator.') && !r.passed);
    expect(saturation.length).toBeGreaterThan(0);
    expect(await perfGateContainers(run.pid)).toEqual([]);
  });

  describe('exits 2 with a specific message, writes the result and leaves nothing behind', () => {
    const expectError = async (run: GateRun, pattern: RegExp, kind: string): Promise<void> => {
      expect(run.code, run.stderr).toBe(2);
      expect(run.result.verdict).toBe('error');
      expect(run.result.error?.kind).toBe(kind);
      expect(run.result.error?.message).toMatch(pattern);
      expect(run.stderr).toMatch(pattern);
      expect(await perfGateContainers(run.pid)).toEqual([]);
      expect(k6Processes(run.pid)).toEqual([]);
    };

    it('an invalid config', async () => {
      const run = await gate(exampleConfig(readHeavy(10, '{ p95: fast }')));
      await expectError(
        run,
        /perf-gate\.yml:\d+: scenarios\[0\]\.budget\.p95 must be a duration .*\(got "fast"\)/,
        'config',
      );
      expect(run.result.error?.fix).toBeTruthy();
    });

    it('a failing build, with the last lines of its output', async () => {
      const config = exampleConfig(readHeavy(10, '{ p95: 1s }')).replace(
        'build: null',
        'build: "echo compiling Foo.java; echo error: cannot find symbol >&2; exit 3"',
      );
      const run = await gate(config);
      await expectError(
        run,
        /build .* failed with exit code 3[\s\S]*cannot find symbol/,
        'environment',
      );
    });

    it('a k6 script with a syntax error, before anything is built or booted', async () => {
      const { dir } = writeConfig('');
      writeFileSync(join(dir, 'broken.js'), 'export default function () { let x = ; }\n');
      const run = await gate(
        exampleConfig(
          `  - name: broken\n    script: ${join(dir, 'broken.js')}\n    rate: 5\n    duration: 2s\n`,
        ),
      );
      await expectError(run, /k6 cannot load the script .*broken\.js/, 'config');
      expect(run.result.stages.map((s) => s.stage)).not.toContain('app-start');
    });

    it('no reachable Docker engine', async () => {
      const run = await gate(exampleConfig(readHeavy(10, '{ p95: 1s }')), [], {
        DOCKER_HOST: 'unix:///tmp/perf-gate-no-docker.sock',
      });
      await expectError(run, /No Docker engine is reachable/, 'environment');
      expect(run.result.error?.fix).toContain('scripts/provision');
    });

    it('an app that crashes on boot, with its last log lines', async () => {
      // app.env wins over the datasource perf-gate supplies: point it at a closed port.
      const run = await gate(
        exampleConfig(
          readHeavy(10, '{ p95: 1s }'),
          '  env: { SPRING_DATASOURCE_URL: "jdbc:mysql://127.0.0.1:1/nothing" }',
        ),
      );
      await expectError(
        run,
        /the app exited during startup[\s\S]*(Communications link failure|Connection refused)/,
        'environment',
      );
    });

    it('an app setting that cannot bind, before anything boots', async () => {
      const run = await gate(
        exampleConfig(
          readHeavy(10, '{ p95: 1s }'),
          '  env: { SERVER_TOMCAT_THREADS_MAX: "not-a-number" }',
        ),
      );
      await expectError(
        run,
        /server\.tomcat\.threads\.max must be a whole number \(got "not-a-number"\)/,
        'config',
      );
      expect(run.result.stages.map((s) => s.stage)).not.toContain('app-start');
    });

    it('a wrong health path', async () => {
      const run = await gate(
        exampleConfig(readHeavy(10, '{ p95: 1s }'), '  health: /actuator/nope'),
      );
      await expectError(run, /answers 404 .*app\.health = "\/actuator\/nope"/, 'config');
    });
  });

  it('compares with a base ref in interleaved rounds and removes the base worktree afterwards', async () => {
    // A/A: the base is this very commit, built in a worktree; the jar cache makes re-runs cheap.
    // Two pairs of 6 s windows: this test checks the sequencing, not the statistics. On a slow
    // runner the app booted second can still be compiling through both of its windows (an A/A run
    // here read +57 % [+32, +88]), so the latency tolerance is wide, as in the workflow tests.
    // The steady-state warm-up the other tests leave out is on here, with short caps.
    const config = exampleConfig(
      readHeavy(
        10,
        '{ p95: 2s, p99: 5s, errors: 1% }',
        'compare: { instance-noise: 10%, tolerance: { latency: 300%, p95: 300%, p99: 300% } }\n',
      ),
    )
      .replace('build: null', 'build: sh ./mvnw -B -q -DskipTests package')
      .replace(SHORT_WARMUP, '\nwarmup: { boot: 4s, max: 10s, step: 2s }\n');
    const head = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: repoRoot,
      encoding: 'utf8',
    }).trim();
    const run = await gate(config, ['--base', head, '--rounds', '2']);
    expect(run.stderr).toContain('measuring 6 s at 10/s');
    expect(run.code, run.stderr).toBe(0);
    const r = run.result;
    // Every field of a real result: the runner, the stages, each window's figures and endpoints.
    expect(['pass', 'inconclusive']).toContain(r.verdict); // two pairs may not decide
    expect(r.schemaVersion).toBe(1);
    expect(r.error).toBeUndefined();
    expect(r.runner.cores).toBeGreaterThan(0);
    expect(r.runner.cpuModel).not.toBe('');
    expect(r.runner.memoryMb).toBeGreaterThan(0);
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
    expect(r.stages.every((s) => s.ok && s.durationMs >= 0)).toBe(true);
    for (const window of r.scenarios[0]!.windows) {
      // 10 views/s for 6 s, two requests each (a runner busy with another test file may drop some)
      expect(window.tps).toBeGreaterThan(5);
      expect(window.http.requests).toBeGreaterThan(60);
      expect(window.http.latency.p95).toBeGreaterThan(0);
      expect(Object.keys(window.endpoints).sort()).toEqual(['content-detail', 'content-places']);
    }
    expect(r.rules.map((rule) => rule.rule)).toEqual(
      expect.arrayContaining(['budget.p95', 'budget.p99', 'budget.errorRate']),
    );
    const budgets = r.rules.filter((rule) => rule.rule.startsWith('budget.'));
    expect(budgets.every((rule) => rule.passed)).toBe(true);
    expect(r.sides.base?.sha).toMatch(/^[0-9a-f]{40}$/);
    expect(r.sides.base?.sha).toBe(head);
    const windows = r.scenarios[0]!.windows;
    // alternate: AB, BA, with the side that opens round 1 drawn from the seed
    expect([
      ['base0', 'pr0', 'pr1', 'base1'],
      ['pr0', 'base0', 'base1', 'pr1'],
    ]).toContainEqual(windows.map((w) => `${w.side}${w.round}`));
    // compare.reuse-app (default): one boot per side. The plan snapshots the database after each
    // boot and restores it before each of the 4 windows and before the second boot (the first
    // boots on the freshly loaded data); the server's write counters skip every copy that would
    // bring back rows nothing changed (these windows only read).
    expect(r.sides.base?.startupMs).toHaveLength(1);
    expect(r.sides.pr.startupMs).toHaveLength(1);
    expect(r.sides.pr.startupMs?.[0]).toBeGreaterThan(0);
    const stageCount = (name: string) => r.stages.filter((s) => s.stage === name).length;
    expect(stageCount('app-start')).toBe(2);
    const protocol = r.protocol!;
    expect(protocol.resets + protocol.resetsSkipped).toBe(1 + 4);
    // Nothing writes in this A/A gate, perf-gate's own counters included (opening them once asked
    // the server to turn its digest consumer on, a write that made every side switch restore):
    // both post-boot snapshots are the loaded data, and no reset runs.
    expect(protocol.resets).toBe(0);
    expect(protocol.snapshotsSkipped).toBe(2);
    expect(stageCount('database-reset')).toBe(protocol.resets);
    expect(stageCount('database-snapshot')).toBe(2 - protocol.snapshotsSkipped);
    // The boot order is drawn from the recorded seed; each idle app was frozen during the other
    // side's windows; each app was warmed up until steady after its boot.
    expect(protocol.seed).toBeGreaterThanOrEqual(0);
    expect([...protocol.bootOrder].sort()).toEqual(['base', 'pr']);
    expect(protocol.pausedMs?.base).toBeGreaterThan(0);
    expect(protocol.pausedMs?.pr).toBeGreaterThan(0);
    expect(protocol.warmUps?.map((w) => w.side).sort()).toEqual(['base', 'pr']);
    for (const warmUp of protocol.warmUps ?? []) {
      expect(warmUp.p95Ms.length).toBeGreaterThanOrEqual(3);
      expect(warmUp.durationMs).toBeGreaterThan(0);
      // the sampler's paths were read during the ramp, about ten times a second
      expect(warmUp.managementReads).toBeGreaterThan(10);
    }
    const comparisons = r.scenarios[0]!.comparisons;
    expect(comparisons.map((c) => c.metric)).toEqual(expect.arrayContaining(['p95', 'tps']));
    // The geometric-mean latency and the error rate decide; the rest are diagnostics.
    expect(comparisons.filter((c) => c.role === 'primary').map((c) => c.metric)).toEqual([
      'latency',
      'errorRate',
    ]);
    for (const comparison of comparisons) {
      expect(comparison.pairs).toBe(2);
      if (comparison.role === 'primary') expect(comparison.status).not.toBe('regression');
      // Zero variance (no errors on either side, every iteration done) legitimately gives MDE 0.
      expect(comparison.mdePct).toBeGreaterThanOrEqual(0);
      if (comparison.metric === 'p95') expect(comparison.mdePct).toBeGreaterThan(0);
    }
    // The whole-distribution shift, from every request's latency, beside p95 (not judged).
    for (const window of windows) expect(window.http.logLatency?.n).toBe(window.http.requests);
    const shifts = r.scenarios[0]!.shifts ?? [];
    expect(shifts.map((s) => s.endpoint ?? 'all')).toEqual(
      expect.arrayContaining(['all', 'content-places', 'content-detail']),
    );
    for (const shift of shifts) expect(shift.pairs).toBe(2);
    // k6's CPU is read in every window; the runner's speed is not taken out of the latency by
    // default (compare.speed-adjustment 0: it moves with a real regression too).
    for (const window of windows) expect(window.generator.cpuPercent).toBeGreaterThan(0);
    const latency = comparisons.find((c) => c.metric === 'latency' && !c.endpoint);
    expect(latency?.speedAdjustment).toBeUndefined();
    expect(latency?.interval.method).not.toContain("adjusted for the runner's speed");
    expect(protocol.sequential).toBeUndefined();
    expect((r.settings as { diff?: unknown[] }).diff).toEqual([]);
    const worktrees = execFileSync('git', ['worktree', 'list'], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    expect(worktrees).not.toContain('perf-gate-base-');
    expect(await perfGateContainers(run.pid)).toEqual([]);
  });
});
