// `perf-gate bisect` end to end in the unit project: the command's core (runBisect, not the CLI
// process) over a real temporary git repository (commits of a tiny file, no build) with the fake
// lab of test/support/fake-gate-lab.ts, whose windows regress from a chosen commit on. Only git
// and the fake lab run: no Docker, no JVM, no k6. It shows each step as the real engine runs it
// (executeGate with the good end as base and the tested commit as the PR side, both in worktrees),
// the first bad commit named in about log2(n) gates, the work short-circuit, a commit that does
// not build skipped, and bad input refused with exit 2.
import { execFileSync } from 'node:child_process';
import { Command } from 'commander';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BisectResult } from '../../../src/bisect/result.js';
import { maxBisectSteps } from '../../../src/bisect/search.js';
import {
  BISECT_FLAGS,
  bisectCommand,
  register,
  runBisect,
  stepResultPath,
  type BisectRun,
} from '../../../src/commands/bisect.js';
import { overridesOf, parseFlags } from '../../../src/commands/options.js';
import { EnvironmentError } from '../../../src/errors.js';
import type { GateResult, Side } from '../../../src/model.js';
import type { WindowWork } from '../../../src/work/counters.js';
import { fakeGateLab, type FakeGateLabOptions } from '../../support/fake-gate-lab.js';

const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
};

function git(repo: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd: repo, env: GIT_ENV, encoding: 'utf8' }).trim();
}

/** A repository with perf-gate.yml, its script and `count` commits after the first: [good, …]. */
function repository(count: number): { repo: string; shas: string[] } {
  const repo = mkdtempSync(join(tmpdir(), 'perf-gate-bisect-'));
  git(repo, 'init', '--quiet', '--initial-branch=main');
  const files = {
    'load.js': 'export default function () {}\n',
    'perf-gate.yml':
      'scenarios:\n  - name: browse\n    script: load.js\n    rate: 10\n    warmup: 2s\n    duration: 6s\n' +
      '    budget: { p95: 2s, errors: 1% }\ncompare: { rounds: 4, seed: 11 }\n',
  };
  // All commits in one `git fast-import`: a process per commit would cost seconds on 30.
  const data = (text: string) => `data ${Buffer.byteLength(text)}\n${text}\n`;
  let stream = '';
  for (let i = 0; i <= count; i++) {
    stream += `commit refs/heads/main\ncommitter Test <test@example.com> ${1_700_000_000 + i} +0000\n`;
    stream += data(i === 0 ? 'the good one' : `change ${i}`);
    const changed: Record<string, string> = {
      'app.txt': `version ${i}\n`,
      ...(i === 0 ? files : {}),
    };
    for (const [path, text] of Object.entries(changed))
      stream += `M 644 inline ${path}\n${data(text)}`;
  }
  execFileSync('git', ['fast-import', '--quiet'], { cwd: repo, input: stream, env: GIT_ENV });
  git(repo, 'reset', '--quiet', '--hard', 'main');
  return { repo, shas: git(repo, 'rev-list', '--reverse', 'main').split('\n') };
}

interface LabModel {
  /** the geometric-mean latency of a commit's windows, ms */
  latencyMs?: (position: number) => number;
  /** the SQL statements per request of a commit's windows (default one shape, once) */
  statements?: (position: number) => Record<string, number>;
  /** the commits whose build fails */
  unbuildable?: number[];
  /** a stage every gate fails in (the lab's own failure, not a commit's) */
  failAt?: FakeGateLabOptions['failAt'];
}

/** The fake lab of each gate, told which commit each side is by the builds it is asked for. */
function labs(shas: string[], model: LabModel) {
  const gates: string[] = [];
  const lab: NonNullable<BisectRun['lab']> = () => {
    const position = new Map<Side, number>();
    const of = (side: Side) => position.get(side)!;
    const fake = fakeGateLab({
      latencyMs: (side) => model.latencyMs?.(of(side)) ?? 20,
      ...(model.failAt ? { failAt: model.failAt } : {}),
    });
    const build = fake.build.bind(fake);
    fake.build = async (config, source) => {
      position.set(source.side, shas.indexOf(source.sha!));
      if (source.side === 'pr') gates.push(`${of('base')} vs ${of('pr')}`);
      if (source.side === 'pr' && model.unbuildable?.includes(of('pr'))) {
        throw new EnvironmentError('pr: the build `mvn -q package` failed with exit code 1');
      }
      return build(config, source);
    };
    const rounds = fake.rounds.bind(fake);
    fake.rounds = (o) => {
      const inner = rounds(o);
      return {
        ...inner,
        measure: async (step) => {
          const measured = await inner.measure(step);
          const shapes = model.statements?.(of(step.side)) ?? { 'select * from `hotel`': 1 };
          measured.window.work = work(shapes);
          return measured;
        },
      };
    };
    return fake;
  };
  return { lab, gates };
}

function work(shapes: Record<string, number>): WindowWork {
  const total = Object.values(shapes).reduce((a, b) => a + b, 0);
  return {
    requests: 600,
    elapsedMs: 6000,
    database: {
      statementsPerRequest: total,
      kindsPerRequest: { select: total, insert: 0, update: 0, delete: 0, transaction: 0, other: 0 },
      rowsExaminedPerRequest: total,
      unshapedPerRequest: 0,
      shapes: Object.entries(shapes).map(([shape, perRequest]) => ({
        shape,
        kind: 'select' as const,
        perRequest,
        rowsExaminedPerRequest: perRequest,
      })),
    },
    notes: [],
  };
}

async function bisect(
  repo: string,
  shas: string[],
  model: LabModel,
  o: Partial<BisectRun> = {},
): Promise<{ result: BisectResult; lines: string[]; gates: string[]; resultPath: string }> {
  const { lab, gates } = labs(shas, model);
  const lines: string[] = [];
  const resultPath = join(repo, 'out', 'bisect.json');
  const result = await runBisect({
    configPath: join(repo, 'perf-gate.yml'),
    good: shas[0]!,
    bad: 'HEAD',
    overrides: {},
    resultPath,
    progress: () => undefined,
    print: (line) => lines.push(line),
    lab,
    removeStray: () => Promise.resolve(0),
    ...o,
  });
  return { result, lines, gates, resultPath };
}

const short = (sha: string) => sha.slice(0, 7);

beforeEach(() => {
  // Nothing of the machine's jar cache: every side is "built" by the fake lab.
  vi.stubEnv('PERF_GATE_JAR_CACHE', mkdtempSync(join(tmpdir(), 'perf-gate-jars-')));
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('perf-gate bisect over a fake lab', () => {
  it('names the commit the windows regress from, step by step, in about log2(n) gates', async () => {
    const { repo, shas } = repository(7);
    const { result, lines, gates, resultPath } = await bisect(repo, shas, {
      latencyMs: (position) => (position >= 5 ? 26 : 20),
    });
    expect(result).toMatchObject({ outcome: 'culprit', exitCode: 0 });
    expect(result.culprit).toEqual({ sha: shas[5], subject: 'change 5' });
    expect(gates).toEqual(['0 vs 7', '0 vs 3', '3 vs 5', '3 vs 4']);
    expect(gates.length).toBeLessThanOrEqual(maxBisectSteps(7));
    expect(lines[0]).toBe(
      `bisect: 7 commit(s) after ${short(shas[0]!)} up to ${short(shas[7]!)}, about 4 gate(s)`,
    );
    expect(lines.slice(1, 5).map((line) => line.replace(/ [-+]\d.*$/, ''))).toEqual([
      `step 1/4: ${short(shas[0]!)} vs ${short(shas[7]!)}: fail, latency`,
      `step 2/4: ${short(shas[0]!)} vs ${short(shas[3]!)}: pass, latency`,
      `step 3/4: ${short(shas[3]!)} vs ${short(shas[5]!)}: fail, latency`,
      `step 4/4: ${short(shas[3]!)} vs ${short(shas[4]!)}: pass, latency`,
    ]);
    expect(lines[1]).toMatch(/: fail, latency \+\d+\.\d % \(\+\d+\.\d % to \+\d+\.\d %\)$/);
    expect(lines.at(-1)).toBe(`first bad commit: ${shas[5]} change 5 (4 gate(s) over 7 commit(s))`);
    // The result file holds every step with its gate's own result file next to it.
    const written = JSON.parse(readFileSync(resultPath, 'utf8')) as BisectResult;
    expect(written.steps.map((s) => [s.good, s.tested, s.decision])).toEqual([
      [shas[0], shas[7], 'regression'],
      [shas[0], shas[3], 'no-regression'],
      [shas[3], shas[5], 'regression'],
      [shas[3], shas[4], 'no-regression'],
    ]);
    expect(written.commits.map((c) => c.sha)).toEqual(shas.slice(1));
    const step3 = JSON.parse(readFileSync(stepResultPath(resultPath, 3), 'utf8')) as GateResult;
    expect(step3.sides.base?.sha).toBe(shas[3]);
    expect(step3.sides.pr.sha).toBe(shas[5]);
    expect(step3.verdict).toBe('fail');
    expect(existsSync(stepResultPath(resultPath, 3).replace(/\.json$/, '.html'))).toBe(true);
    // The worktrees of every gate are gone again.
    expect(git(repo, 'worktree', 'list').split('\n')).toHaveLength(1);
  });

  it('finds a culprit among 30 commits in at most 6 gates, and the only one of 1', async () => {
    const { repo, shas } = repository(30);
    const { result, gates } = await bisect(repo, shas, {
      latencyMs: (position) => (position >= 19 ? 26 : 20),
    });
    expect(result.culprit?.sha).toBe(shas[19]);
    expect(gates.length).toBeLessThanOrEqual(6);
    const one = repository(1);
    const single = await bisect(one.repo, one.shas, { latencyMs: (p) => (p >= 1 ? 26 : 20) });
    expect(single.result.culprit?.sha).toBe(one.shas[1]);
    expect(single.gates).toEqual(['0 vs 1']);
    // 31 real commits and six worktrees: about 2 s alone, much longer on a runner busy with the
    // integration project.
  }, 30_000);

  it('exits 1 after one gate when bad passes against good', async () => {
    const { repo, shas } = repository(5);
    const { result, lines, gates } = await bisect(repo, shas, {});
    expect(result).toMatchObject({ outcome: 'no-regression', exitCode: 1 });
    expect(gates).toEqual(['0 vs 5']);
    expect(lines.at(-1)).toBe(
      `no regression: HEAD passes against ${shas[0]} (1 gate(s) over 5 commit(s)); nothing to bisect`,
    );
  });

  it('decides a step by an added statement in one round, whatever the latency says', async () => {
    const { repo, shas } = repository(4);
    const statements = (position: number) => ({
      'select * from `hotel`': 1,
      ...(position >= 3 ? { 'select * from `room` where `hotel_id` = ?': 1 } : {}),
    });
    const { result, lines } = await bisect(
      repo,
      shas,
      { statements },
      { overrides: { rounds: 1 } },
    );
    expect(result).toMatchObject({ outcome: 'culprit', byWork: true });
    expect(result.culprit?.sha).toBe(shas[3]);
    // Bad against good differed in its statements: every step is decided by them, in one round
    // (one pair says nothing about the latency: each step's latency alone is undecided).
    expect(result.steps.map((s) => [s.tested, s.decision, s.decidedBy, s.attempt])).toEqual([
      [shas[4], 'regression', 'work', 1],
      [shas[2], 'no-regression', 'work', 1],
      [shas[3], 'regression', 'work', 1],
    ]);
    expect(lines[1]).toContain(
      '; regression by work: SQL statements 1 → 2 per request; new statement "select * from `room` where `hotel_id` = ?" 0 → 1 per request',
    );
    expect(lines[1]).toMatch(/latency [-+]?\d+\.\d % \(no interval from 1 pair\(s\)\)/);
    expect(lines[2]).toMatch(
      /: inconclusive, latency [^;]+; no regression by work: the statements per request did not go up$/,
    );
    expect(lines.at(-1)).toMatch(/, decided by the statements per request\)$/);
  });

  it('runs an undecided step again with twice the rounds, then skips it', async () => {
    const { repo, shas } = repository(7);
    const { result, lines } = await bisect(repo, shas, {
      // Commit 3 alone is slower by about the tolerance: its gate cannot tell.
      latencyMs: (position) => (position >= 5 ? 26 : position === 3 ? 21.8 : 20),
    });
    expect(result.steps.map((s) => [s.tested, s.attempt, s.rounds, s.decision])).toEqual([
      [shas[7], 1, undefined, 'regression'],
      [shas[3], 1, undefined, 'undecided'],
      [shas[3], 2, 8, 'undecided'],
      [shas[4], 1, undefined, 'no-regression'],
      [shas[5], 1, undefined, 'regression'],
    ]);
    expect(lines[2]).toMatch(/: inconclusive, .*; undecided, again with 8 rounds$/);
    expect(lines[3]).toMatch(/; undecided again, skipping it$/);
    // The skipped commit does not hide the culprit: 4 passed, 5 regressed.
    expect(result.culprit?.sha).toBe(shas[5]);
  });

  it('skips a commit that does not build and names the range it leaves', async () => {
    const { repo, shas } = repository(7);
    const { result, lines } = await bisect(repo, shas, {
      latencyMs: (position) => (position >= 4 ? 26 : 20),
      unbuildable: [3],
    });
    expect(result).toMatchObject({ outcome: 'range', exitCode: 0 });
    expect(result.candidates?.map((c) => c.sha)).toEqual([shas[3], shas[4]]);
    expect(lines.find((line) => line.includes('error in build'))).toMatch(
      /: error in build: pr: the build `mvn -q package` failed with exit code 1; cannot be measured, skipping it$/,
    );
    expect(lines.slice(-3)).toEqual([
      expect.stringMatching(/^the first bad commit is one of these/),
      `  ${shas[3]} change 3`,
      `  ${shas[4]} change 4`,
    ]);
  });
});

describe('perf-gate bisect stops on a failed gate', () => {
  it('exits 2 naming the step when the lab fails (not the commit tested)', async () => {
    const { repo, shas } = repository(3);
    const failAt = { stage: 'database', error: new EnvironmentError('Docker is not running') };
    const { result, lines, resultPath } = await bisect(repo, shas, { failAt });
    expect(result).toMatchObject({ outcome: 'error', exitCode: 2 });
    expect(result.error?.message).toBe(
      `step 1 (${short(shas[3]!)} against ${short(shas[0]!)}) failed: Docker is not running`,
    );
    expect(lines.slice(1)).toEqual([
      `step 1/3: ${short(shas[0]!)} vs ${short(shas[3]!)}: error in database: Docker is not running; bisect stopped`,
      'bisect stopped after 1 gate(s) over 3 commit(s)',
    ]);
    const written = JSON.parse(readFileSync(resultPath, 'utf8')) as BisectResult;
    expect(written.steps).toHaveLength(1);
    expect(written.steps[0]).toMatchObject({ decision: 'unusable', decidedBy: 'error' });
  });
});

describe('perf-gate bisect refuses bad input with exit 2', () => {
  const { repo, shas } = repository(3);
  git(repo, 'checkout', '--quiet', '-b', 'side', shas[1]!);
  writeFileSync(join(repo, 'side.txt'), 'side\n');
  git(repo, 'add', 'side.txt');
  git(repo, 'commit', '--quiet', '-m', 'on a side branch');
  git(repo, 'checkout', '--quiet', 'main');

  it.each([
    [
      { good: 'v9.9.9' },
      '--good "v9.9.9" is not a commit in',
      /--good a branch, tag or commit sha/,
    ],
    [{ bad: 'no-such-branch' }, '--bad "no-such-branch" is not a commit in', /git fetch origin/],
    [{ good: '--upload-pack=x' }, '--good "--upload-pack=x" is not a git ref', /--good a branch/],
    [{ good: 'side' }, 'is not an ancestor of --bad "HEAD"', /git merge-base side HEAD/],
    [{ good: 'HEAD', bad: 'HEAD~2' }, 'is not an ancestor', /the wrong way round/],
    [{ good: 'HEAD', bad: 'main' }, 'are the same commit', /before the regression/],
    [{ good: undefined }, 'perf-gate bisect needs --good', /--good v1\.4\.0/],
  ])('%j', async (flags, message, fix) => {
    const { result, gates, resultPath } = await bisect(repo, shas, {}, flags);
    expect(result).toMatchObject({ outcome: 'error', exitCode: 2 });
    expect(result.error?.message).toContain(message);
    expect(result.error?.fix).toMatch(fix);
    expect(gates).toEqual([]);
    expect(JSON.parse(readFileSync(resultPath, 'utf8'))).toMatchObject({ outcome: 'error' });
  });
});

describe('the perf-gate bisect command line', () => {
  it('registers its flags from the shared table, with their defaults and overrides', () => {
    const program = new Command().exitOverride();
    register(program);
    const command = program.commands.find((c) => c.name() === 'bisect')!;
    expect(command.options.map((option) => option.attributeName())).toEqual(
      Object.keys(BISECT_FLAGS),
    );
    const flags = parseFlags(BISECT_FLAGS, { good: 'v1.4.0', scenario: 'search', rounds: '6' });
    expect(flags).toMatchObject({ config: 'perf-gate.yml', good: 'v1.4.0', bad: 'HEAD' });
    expect(flags.result).toBe('bisect.json');
    expect(overridesOf(BISECT_FLAGS, flags)).toEqual({ scenario: 'search', rounds: 6 });
  });

  it('refuses a bad flag with exit 2, the error on stderr and in the result file', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const resultPath = join(mkdtempSync(join(tmpdir(), 'perf-gate-bisect-cli-')), 'b.json');
    try {
      expect(await bisectCommand({ good: 'v1', rounds: '0', result: resultPath })).toBe(2);
      expect(String(stderr.mock.calls[0]?.[0])).toMatch(
        /^perf-gate: --rounds must be a whole number from 1 to 50 \(got "0"\)\.\nFix: /,
      );
      expect(JSON.parse(readFileSync(resultPath, 'utf8'))).toMatchObject({
        command: 'bisect',
        outcome: 'error',
        exitCode: 2,
        good: { ref: 'v1' },
      });
    } finally {
      stderr.mockRestore();
    }
  });
});
