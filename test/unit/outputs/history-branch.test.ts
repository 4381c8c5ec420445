// The action recording main's history (src/outputs/history-branch): which runs record (a push to
// the default branch or a schedule, history not off), the history inputs, and the record itself
// appended with real git to a bare repository standing in for the one on GitHub (served as
// file://), from the gate-mode target and from publish mode's saved result file; and publish mode's
// saved calibration.json, recorded in the branch's calibrations file. Git only, no network: a unit
// test.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  readCalibrationJson,
  recordSavedCalibration,
  recordSavedResult,
} from '../../../src/action-mode.js';
import { ConfigError } from '../../../src/errors.js';
import { githubContextFrom, type GitHubRunContext } from '../../../src/github/context.js';
import { readInputs } from '../../../src/main.js';
import { recordsHistory } from '../../../src/outputs/history-branch/index.js';
import { actionTargets } from '../../../src/outputs/registry.js';
import { deliverToTargets } from '../../../src/outputs/target.js';
import { calibrationJson } from '../history/calibrations.js';
import { commit, measuredResult } from '../history/records.js';
import { errorResult } from '../report/results.js';

const TOKEN = 'ghs_record_token';
let root: string;
let origin: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'perf-gate-history-target-'));
  origin = join(root, 'acme', 'travel.git');
  mkdirSync(origin, { recursive: true });
  execFileSync('git', ['init', '--quiet', '--bare', origin]);
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** A push to main of acme/travel, whose repository is the bare one in `root`. */
function pushContext(ref = 'refs/heads/main'): GitHubRunContext {
  return githubContextFrom({
    eventName: 'push',
    repository: 'acme/travel',
    sha: commit(0xbeef),
    ref,
    serverUrl: `file://${root}`,
    payload: { ref, repository: { full_name: 'acme/travel', default_branch: 'main' } },
  });
}

function recordingLog() {
  const lines: string[] = [];
  return {
    lines,
    log: {
      info: (l: string) => lines.push(`info ${l}`),
      notice: (l: string) => lines.push(`notice ${l}`),
      warning: (l: string) => lines.push(`warning ${l}`),
    },
  };
}

const onBranch = (file: string, branch = 'perf-gate-data') =>
  execFileSync('git', ['show', `${branch}:${file}`], { cwd: origin, encoding: 'utf8' });

/** The temporary repositories the appends made and left (none should be left). */
const leftovers = () =>
  readdirSync(tmpdir()).filter((name) => name.startsWith('perf-gate-history-remote-'));

describe('which runs record main’s history', () => {
  const context = (eventName: string, ref: string, defaultBranch?: string) =>
    githubContextFrom({
      eventName,
      repository: 'acme/travel',
      sha: commit(1),
      ref,
      payload: defaultBranch ? { repository: { default_branch: defaultBranch } } : {},
    });

  it('a push to the default branch and a schedule, unless history is off', () => {
    expect(pushContext()).toMatchObject({ ref: 'refs/heads/main', defaultBranch: 'main' });
    expect(recordsHistory(context('push', 'refs/heads/main', 'main'), 'branch')).toBe(true);
    expect(recordsHistory(context('schedule', 'refs/heads/main'), 'branch')).toBe(true);
    expect(recordsHistory(context('push', 'refs/heads/main', 'main'), 'off')).toBe(false);
    expect(recordsHistory(context('schedule', 'refs/heads/main'), 'off')).toBe(false);
  });

  it('never a push to another branch or a tag, a pull request or an unknown default branch', () => {
    expect(recordsHistory(context('push', 'refs/heads/feature', 'main'), 'branch')).toBe(false);
    expect(recordsHistory(context('push', 'refs/tags/v1.0.0', 'main'), 'branch')).toBe(false);
    expect(recordsHistory(context('pull_request', 'refs/pull/5/merge', 'main'), 'branch')).toBe(
      false,
    );
    expect(recordsHistory(context('workflow_run', 'refs/heads/main', 'main'), 'branch')).toBe(
      false,
    );
    expect(recordsHistory(context('push', 'refs/heads/main'), 'branch')).toBe(false);
  });

  it('reads the history inputs: branch and perf-gate-data by default, off, another branch', () => {
    const inputs = (values: Record<string, string>) => (name: string) => values[name] ?? '';
    expect(readInputs(inputs({}))).toMatchObject({
      history: 'branch',
      historyBranch: 'perf-gate-data',
    });
    expect(
      readInputs(inputs({ history: 'off', 'history-branch': ' perf/history ' })),
    ).toMatchObject({ history: 'off', historyBranch: 'perf/history' });
    expect(() => readInputs(inputs({ history: 'folder' }))).toThrow(
      'input history must be "branch" or "off" (got "folder").',
    );
    let error: unknown;
    try {
      readInputs(inputs({ 'history-branch': '--upload-pack=touch /tmp/x' }));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toBe(
      'input history-branch "--upload-pack=touch /tmp/x" is not a valid branch name: it starts with "-", which git would read as an option.',
    );
    expect((error as ConfigError).fix).toMatch(/^Set `history-branch:` to a plain branch name/);
  });
});

describe('the history branch target', () => {
  it('gate mode on a push to main: appends the record, by github-actions[bot], on its own branch', async () => {
    const targets = actionTargets({
      publishToPullRequest: false,
      context: pushContext(),
      token: TOKEN,
      comment: true,
      historyBranch: 'perf-gate-data',
    });
    expect(targets.map((t) => t.name)).toEqual([
      'the job summary',
      'the history branch perf-gate-data',
    ]);
    const { lines, log } = recordingLog();
    const result = measuredResult(commit(0xbeef));
    await deliverToTargets(
      targets.slice(1),
      { result, markdown: '', failOnInconclusive: false },
      log,
    );
    expect(lines).toEqual([
      `info perf-gate: recorded ${commit(0xbeef).slice(0, 12)} in 2026-03.jsonl on perf-gate-data (the branch was made)`,
    ]);
    expect(JSON.parse(onBranch('2026-03.jsonl'))).toMatchObject({
      commit: commit(0xbeef),
      branch: 'main',
      verdict: 'pass',
    });
    expect(
      execFileSync('git', ['log', '-1', '--format=%an <%ae>', 'perf-gate-data'], {
        cwd: origin,
        encoding: 'utf8',
      }).trim(),
    ).toBe('github-actions[bot] <41898282+github-actions[bot]@users.noreply.github.com>');
    // The temporary repository that held the token is gone.
    expect(leftovers()).toEqual([]);
  });

  it('records nothing for a gate that measured nothing, and warns without a token', async () => {
    const { lines, log } = recordingLog();
    const [, withToken] = actionTargets({
      publishToPullRequest: false,
      context: pushContext(),
      token: TOKEN,
      comment: true,
      historyBranch: 'perf-gate-data',
    });
    const broken = errorResult();
    await deliverToTargets(
      [withToken!],
      { result: broken, markdown: '', failOnInconclusive: false },
      log,
    );
    const [, withoutToken] = actionTargets({
      publishToPullRequest: false,
      context: pushContext(),
      token: '',
      comment: true,
      historyBranch: 'perf-gate-data',
    });
    const measured = measuredResult(commit(2));
    await deliverToTargets(
      [withoutToken!],
      { result: measured, markdown: '', failOnInconclusive: false },
      log,
    );
    expect(lines).toEqual([
      'info perf-gate: the gate measured nothing, so nothing was recorded on perf-gate-data',
      'warning perf-gate: could not publish to the history branch perf-gate-data: Recording the history needs a token in the github-token input.\nFix: Leave github-token at its default (the job token) and give the job `permissions: contents: write`, or set `history: off`.',
    ]);
    expect(execFileSync('git', ['for-each-ref'], { cwd: origin, encoding: 'utf8' }).trim()).toBe(
      '',
    );
  });

  it('publish mode on a push: records the saved result file; a missing one is the step’s failure', async () => {
    const file = join(root, 'perf-gate-result.json');
    writeFileSync(file, JSON.stringify(measuredResult(commit(3))));
    const { lines, log } = recordingLog();
    const input = { resultPath: file, token: TOKEN, context: pushContext(), branch: 'perf/main' };
    expect(await recordSavedResult(input, log)).toBeUndefined();
    expect(JSON.parse(onBranch('2026-03.jsonl', 'perf/main'))).toMatchObject({ commit: commit(3) });
    expect(lines).toEqual([
      `info perf-gate: recorded ${commit(3).slice(0, 12)} in 2026-03.jsonl on perf/main (the branch was made)`,
    ]);
    const missing = await recordSavedResult({ ...input, resultPath: join(root, 'none.json') }, log);
    expect(missing).toBeInstanceOf(ConfigError);
    expect(missing?.message).toBe(
      `Cannot read the result file ${join(root, 'none.json')} (ENOENT).`,
    );
    const refused = await recordSavedResult({ ...input, branch: 'x.lock' }, log);
    expect(refused?.message).toBe(
      'input history-branch "x.lock" is not a valid branch name: git check-ref-format refuses it.',
    );
    expect(existsSync(join(origin, 'refs', 'heads', 'x.lock'))).toBe(false);
  });
});

describe('publish mode with a calibration.json (the calibrate workflow’s record job)', () => {
  const context = (eventName: string) =>
    githubContextFrom({
      eventName,
      repository: 'acme/travel',
      sha: commit(0xca1),
      ref: 'refs/heads/main',
      serverUrl: `file://${root}`,
      payload: { repository: { full_name: 'acme/travel', default_branch: 'main' } },
    });

  it('records it on the data branch when the repository keeps one, and says so when it does not', async () => {
    const file = join(root, 'calibration.json');
    writeFileSync(file, JSON.stringify(calibrationJson(), null, 2));
    const result = join(root, 'perf-gate-result.json');
    writeFileSync(result, JSON.stringify(measuredResult(commit(3))));
    // Publish mode tells the two apart by reading the file once.
    const calibration = readCalibrationJson(file);
    expect(calibration).toEqual(calibrationJson());
    expect(readCalibrationJson(result)).toBeUndefined();
    expect(readCalibrationJson(join(root, 'none.json'))).toBeUndefined();
    const { lines, log } = recordingLog();
    const input = {
      resultPath: file,
      token: TOKEN,
      context: context('schedule'),
      branch: 'perf-gate-data',
      history: 'branch' as const,
      calibration,
    };
    expect(await recordSavedCalibration(input, log)).toBeUndefined();
    expect(execFileSync('git', ['for-each-ref'], { cwd: origin, encoding: 'utf8' })).toBe('');
    expect(lines).toEqual([
      'info perf-gate: the repository has no branch perf-gate-data (no history is kept), so the calibration of 2 cores, AMD EPYC, 24 GiB was not recorded; calibration.json stays in the artifact',
    ]);
    lines.length = 0;
    // main's history exists (a push recorded a result): the calibration joins it.
    await recordSavedResult({ ...input, resultPath: result, context: pushContext() }, log);
    lines.length = 0;
    const dispatched = { ...input, context: context('workflow_dispatch') };
    expect(await recordSavedCalibration(dispatched, log)).toBeUndefined();
    expect(JSON.parse(onBranch('calibrations.jsonl'))).toMatchObject({
      kind: 'calibration',
      branch: 'main',
      entry: { cpu: 'AMD EPYC', instanceNoise: 0.045 },
    });
    expect(lines).toEqual([
      'info perf-gate: recorded the calibration of 2 cores, AMD EPYC, 24 GiB (2026-12-07T03:41:09.512Z) in calibrations.jsonl on perf-gate-data',
    ]);
    expect(leftovers()).toEqual([]);
  });

  it('refuses it on a pull request; history off records nothing', async () => {
    const file = join(root, 'calibration.json');
    const { lines, log } = recordingLog();
    const input = {
      resultPath: file,
      token: TOKEN,
      branch: 'perf-gate-data',
      calibration: calibrationJson(),
    };
    const refused = await recordSavedCalibration(
      { ...input, context: context('pull_request'), history: 'branch' },
      log,
    );
    expect(refused?.message).toBe(
      `${file} is a calibration.json; a pull request's run posts a gate's result, not a calibration.`,
    );
    expect(
      await recordSavedCalibration({ ...input, context: context('schedule'), history: 'off' }, log),
    ).toBeUndefined();
    expect(lines).toEqual(['info perf-gate: history is off, so the calibration was not recorded']);
    const failed = join(root, 'failed.json');
    const empty = await recordSavedCalibration(
      {
        ...input,
        resultPath: failed,
        calibration: { ...calibrationJson(), calibration: undefined },
        context: context('schedule'),
        history: 'branch',
      },
      log,
    );
    expect(empty?.message).toBe(`${failed}: the calibration proposed no entry.`);
  });
});
