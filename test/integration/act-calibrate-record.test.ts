// What no unit test can show: the `record` job of examples/workflows/perf-gate-calibrate.yml,
// unchanged, runs under act after its calibrate job and appends the calibration to the history
// branch of the repository (a bare one, reached through a git `insteadOf` for github.com): the
// artifact handed between the jobs, the pinned action in `mode: publish` reading calibration.json
// from the runner's temp folder, and the write through the job's token. The calibrate job is stood
// in for by one that writes a calibration.json and uploads it under the same artifact name: its
// A/A gates take about 50 minutes (bench/calibrate-act.mjs runs them; the unit tests run
// `perf-gate calibrate` through the fake lab).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { publishedPerfGate, requireAct, runWorkflow } from '../support/act.js';
import { repoRoot } from '../support/example.js';
import { startGitHubApiServer, type GitHubApiServer } from '../support/github-api-server.js';
import { calibrationJson } from '../unit/history/calibrations.js';

const TOKEN = 'ghs_calibrate_record';
const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Dev',
  GIT_AUTHOR_EMAIL: 'dev@example.com',
  GIT_COMMITTER_NAME: 'Dev',
  GIT_COMMITTER_EMAIL: 'dev@example.com',
};

describe('the calibrate workflow’s record job under act', () => {
  let api: GitHubApiServer;
  let scratch: string;
  let repository: string;
  let origin: string;
  let workflow: string;
  let perfGate: string;
  let home: string;

  beforeAll(async () => {
    requireAct();
    api = await startGitHubApiServer({
      users: { [TOKEN]: { login: 'github-actions[bot]', type: 'Bot' } },
    });
    scratch = mkdtempSync(join(tmpdir(), 'perf-gate-act-calibrate-record-'));
    perfGate = publishedPerfGate(join(scratch, 'perf-gate'));
    // "GitHub": acme/travel as a bare repository under the server's address.
    origin = join(scratch, 'server', 'acme', 'travel.git');
    mkdirSync(origin, { recursive: true });
    execFileSync('git', ['init', '--quiet', '--bare', '--initial-branch=main', origin]);
    home = join(scratch, 'home');
    mkdirSync(home);
    writeFileSync(
      join(home, '.gitconfig'),
      `[url "file://${join(scratch, 'server')}/"]\n\tinsteadOf = https://github.com/\n`,
    );
    repository = join(scratch, 'repo');
    mkdirSync(repository);
    const git = (...args: string[]) => execFileSync('git', args, { cwd: repository, env: GIT_ENV });
    git('init', '-q', '-b', 'main');
    git('remote', 'add', 'origin', 'https://github.com/acme/travel.git');
    writeFileSync(join(repository, 'README.md'), '# travel\n');
    git('add', '-A');
    git('commit', '-q', '-m', 'the app');
    // The shipped workflow with its calibrate job stood in for; the record job as shipped.
    const shipped = parse(
      readFileSync(join(repoRoot, 'examples/workflows/perf-gate-calibrate.yml'), 'utf8'),
    ) as { jobs: Record<string, unknown> };
    shipped.jobs.calibrate = {
      'runs-on': 'ubuntu-latest',
      steps: [
        {
          run: 'mkdir -p perf-gate-calibration && printf %s "$CALIBRATION" > perf-gate-calibration/calibration.json',
          env: { CALIBRATION: JSON.stringify(calibrationJson()) },
        },
        {
          uses: 'actions/upload-artifact@v4',
          with: { name: 'perf-gate-calibration', path: 'perf-gate-calibration/' },
        },
      ],
    };
    workflow = join(scratch, 'perf-gate-calibrate.yml');
    writeFileSync(workflow, stringify(shipped));
  });

  afterAll(async () => {
    await api?.close();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  const dispatch = () =>
    runWorkflow({
      workflow,
      event: 'workflow_dispatch',
      payload: {
        inputs: { gates: '10' },
        ref: 'refs/heads/main',
        repository: { full_name: 'acme/travel', name: 'travel', owner: { login: 'acme' } },
      },
      repository,
      apiUrl: api.url,
      token: TOKEN,
      scratch,
      perfGate,
      // git in the job reaches "github.com" at the bare repository (the action's git keeps HOME).
      env: { HOME: home },
    });

  it('records nothing where no history is kept, then appends to the history branch once it exists', async () => {
    const without = await dispatch();
    expect(without.code, without.log).toBe(0);
    expect(without.log).toContain(
      'perf-gate: the repository has no branch perf-gate-data (no history is kept), so the calibration of 2 cores, AMD EPYC, 24 GiB was not recorded',
    );
    expect(execFileSync('git', ['for-each-ref'], { cwd: origin, encoding: 'utf8' })).toBe('');

    // main's history exists (perf-gate.yml's record job made it): a branch with its README.
    const clone = join(scratch, 'clone');
    execFileSync('git', ['clone', '--quiet', origin, clone]);
    execFileSync('git', ['checkout', '--quiet', '--orphan', 'perf-gate-data'], { cwd: clone });
    writeFileSync(join(clone, 'README.md'), '# perf-gate history\n');
    execFileSync('git', ['add', 'README.md'], { cwd: clone, env: GIT_ENV });
    execFileSync('git', ['commit', '-q', '-m', 'history'], { cwd: clone, env: GIT_ENV });
    execFileSync('git', ['push', '--quiet', 'origin', 'perf-gate-data'], { cwd: clone });

    const run = await dispatch();
    expect(run.code, run.log).toBe(0);
    expect(run.log).toContain(
      'perf-gate: recorded the calibration of 2 cores, AMD EPYC, 24 GiB (2026-12-07T03:41:09.512Z) in calibrations.jsonl on perf-gate-data',
    );
    const recorded = execFileSync('git', ['show', 'perf-gate-data:calibrations.jsonl'], {
      cwd: origin,
      encoding: 'utf8',
    });
    expect(JSON.parse(recorded)).toMatchObject({
      kind: 'calibration',
      branch: 'main',
      entry: { cpu: 'AMD EPYC', cores: 2, instanceNoise: 0.045, stealAdjustment: 0.057 },
    });
    expect(
      execFileSync('git', ['log', '-1', '--format=%an', 'perf-gate-data'], {
        cwd: origin,
        encoding: 'utf8',
      }).trim(),
    ).toBe('github-actions[bot]');
  }, 240_000);
});
