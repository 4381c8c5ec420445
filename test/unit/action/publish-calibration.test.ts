// The bundled action (dist/index.js, which `npm test` checks is built from src/) in publish mode
// with a calibration.json, run with a runner's environment the way the calibrate workflow's record
// job gives it (INPUT_* variables, a workflow_dispatch event on main): the file is routed to the history's calibrations file on the
// data branch, not posted as a gate's result. The repository on "GitHub" is a bare one served as
// file://; git only, no network.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../../support/example.js';
import { calibrationJson } from '../history/calibrations.js';
import { commit, measuredResult } from '../history/records.js';

let root: string;
let origin: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'perf-gate-publish-calibration-'));
  origin = join(root, 'acme', 'travel.git');
  mkdirSync(origin, { recursive: true });
  execFileSync('git', ['init', '--quiet', '--bare', origin]);
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** Runs the bundled action as a runner would; returns its exit code and what it logged. */
function runAction(eventName: string, resultPath: string): { code: number; log: string } {
  const event = join(root, 'event.json');
  writeFileSync(
    event,
    JSON.stringify({
      ref: 'refs/heads/main',
      repository: { full_name: 'acme/travel', default_branch: 'main' },
    }),
  );
  const output = join(root, 'output.txt');
  writeFileSync(output, '');
  const run = spawnSync(process.execPath, [join(repoRoot, 'dist/index.js')], {
    encoding: 'utf8',
    timeout: 60_000,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: eventName,
      GITHUB_EVENT_PATH: event,
      GITHUB_REPOSITORY: 'acme/travel',
      GITHUB_REF: 'refs/heads/main',
      GITHUB_SHA: commit(0xca1),
      GITHUB_SERVER_URL: `file://${root}`,
      GITHUB_API_URL: 'http://127.0.0.1:9',
      GITHUB_OUTPUT: output,
      INPUT_MODE: 'publish',
      'INPUT_RESULT-PATH': resultPath,
      'INPUT_GITHUB-TOKEN': 'ghs_record_job',
      INPUT_HISTORY: 'branch',
      'INPUT_HISTORY-BRANCH': 'perf-gate-data',
    },
  });
  return { code: run.status ?? -1, log: `${run.stdout}${run.stderr}` };
}

const onBranch = (file: string) =>
  execFileSync('git', ['show', `perf-gate-data:${file}`], { cwd: origin, encoding: 'utf8' });

describe('the action in publish mode, given a calibration.json', () => {
  it('appends it to the calibrations file of the history branch (a dispatch on main)', () => {
    // main's history exists: a push recorded a result.
    const result = join(root, 'perf-gate-result.json');
    writeFileSync(result, JSON.stringify(measuredResult(commit(3))));
    expect(runAction('schedule', result)).toMatchObject({ code: 0 });
    const calibration = join(root, 'calibration.json');
    writeFileSync(calibration, JSON.stringify(calibrationJson(), null, 2));
    const { code, log } = runAction('workflow_dispatch', calibration);
    expect(code, log).toBe(0);
    expect(log).toContain(
      'perf-gate: recorded the calibration of 2 cores, AMD EPYC, 24 GiB (2026-12-07T03:41:09.512Z) in calibrations.jsonl on perf-gate-data',
    );
    expect(JSON.parse(onBranch('calibrations.jsonl'))).toMatchObject({
      kind: 'calibration',
      branch: 'main',
      commit: commit(0xca1),
    });
  });

  it('fails the step on a pull request, posting nothing', () => {
    const calibration = join(root, 'calibration.json');
    writeFileSync(calibration, JSON.stringify(calibrationJson()));
    const { code, log } = runAction('pull_request', calibration);
    expect(code).toBe(1);
    expect(log).toContain(
      `${calibration} is a calibration.json; a pull request's run posts a gate's result, not a calibration.`,
    );
    expect(execFileSync('git', ['for-each-ref'], { cwd: origin, encoding: 'utf8' })).toBe('');
  });
});
