// The action's modes: which GitHub calls each plans (measure plans none, whatever token and event
// it runs with), and publish mode against the local REST stand-in: a saved result's comment and
// status, the status following the result's exit code, and an `error` status when the file is
// missing or forged, so a required check never stays missing.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planFor, publishSavedResult, type ActionMode } from '../../../src/action-mode.js';
import { ConfigError } from '../../../src/errors.js';
import { githubContextFrom } from '../../../src/github/context.js';
import { startGitHubApiServer, type GitHubApiServer } from '../../support/github-api-server.js';
import { failWithRule, passSingleRun } from '../report/results.js';

const TOKEN = 'ghs_publish_job_token';
const HEAD = 'a'.repeat(40);

describe('planFor', () => {
  const runs = [true, false].flatMap((token) =>
    [true, false].map((pullRequest) => ({ token, pullRequest })),
  );

  it('measure mode plans no GitHub call at all: no pending status, no comment, no status', () => {
    for (const run of runs) {
      expect(planFor('measure', run), JSON.stringify(run)).toEqual({
        measure: true,
        pending: false,
        publishMeasured: false,
        publishSaved: false,
      });
    }
  });

  it('gate mode publishes what it measured on a pull request with a token', () => {
    expect(planFor('gate', { token: true, pullRequest: true })).toEqual({
      measure: true,
      pending: true,
      publishMeasured: true,
      publishSaved: false,
    });
    for (const run of runs.filter((r) => !(r.token && r.pullRequest)))
      expect(planFor('gate', run)).toMatchObject({ pending: false, publishMeasured: false });
  });

  it('publish mode measures nothing (runs no PR code) and publishes the saved file', () => {
    for (const run of runs) {
      expect(planFor('publish', run)).toEqual({
        measure: false,
        pending: false,
        publishMeasured: false,
        publishSaved: true,
      });
    }
  });

  it('only gate and publish modes ever call the API', () => {
    const calls = (mode: ActionMode) =>
      runs.some((run) => {
        const plan = planFor(mode, run);
        return plan.pending || plan.publishMeasured || plan.publishSaved;
      });
    expect((['gate', 'measure', 'publish'] as const).filter(calls)).toEqual(['gate', 'publish']);
  });
});

describe('publishSavedResult', () => {
  let api: GitHubApiServer;
  let dir: string;
  const lines: string[] = [];
  const log = {
    info: (line: string) => lines.push(`info ${line}`),
    notice: (line: string) => lines.push(`notice ${line}`),
    warning: (line: string) => lines.push(`warning ${line}`),
  };
  // a same-repository pull_request run: the PR comes from the event
  const context = () =>
    githubContextFrom({
      eventName: 'pull_request',
      payload: {
        pull_request: {
          number: 7,
          head: { sha: HEAD, repo: { full_name: 'acme/travel' } },
          base: { sha: 'b'.repeat(40), ref: 'main', repo: { full_name: 'acme/travel' } },
        },
      },
      repository: 'acme/travel',
      sha: 'm'.repeat(40),
      apiUrl: api.url,
      runId: 5,
    });
  const publish = (resultPath: string, token = TOKEN) =>
    publishSavedResult({ resultPath, token, context: context(), comment: true }, log);

  beforeAll(async () => {
    api = await startGitHubApiServer({
      users: { [TOKEN]: { login: 'github-actions[bot]', type: 'Bot' } },
    });
    dir = mkdtempSync(join(tmpdir(), 'perf-gate-mode-'));
  });

  afterAll(async () => {
    await api?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('posts the comment and a status that follows the exit code, without a PR lookup', async () => {
    const failed = join(dir, 'fail.json');
    writeFileSync(failed, JSON.stringify(failWithRule()));
    expect(await publish(failed)).toBeUndefined();
    expect(api.comments.map((c) => c.issueNumber)).toEqual([7]);
    expect(api.statuses.map((s) => [s.sha, s.state, s.context])).toEqual([
      [HEAD, 'failure', 'perf-gate'],
    ]);
    // A pass whose exit code says fail (the base branch's fail-on-inconclusive, say) is not green.
    const overruled = join(dir, 'overruled.json');
    writeFileSync(overruled, JSON.stringify({ ...passSingleRun(), exitCode: 1 }));
    expect(await publish(overruled)).toBeUndefined();
    const passed = join(dir, 'pass.json');
    writeFileSync(passed, JSON.stringify(passSingleRun()));
    expect(await publish(passed)).toBeUndefined();
    expect(api.statuses.map((s) => s.state)).toEqual(['failure', 'failure', 'success']);
    expect(api.comments).toHaveLength(1);
    expect(api.calls.some((c) => c.path.endsWith('/pulls'))).toBe(false);
    expect(lines).toContain('info perf-gate: published to pull request #7');
  });

  it('sets the status to error when the result file is missing or forged', async () => {
    const before = api.statuses.length;
    const missing = await publish(join(dir, 'none', 'perf-gate-result.json'));
    expect(missing).toBeInstanceOf(ConfigError);
    expect(missing?.message).toMatch(
      /^Cannot read the result file .*perf-gate-result\.json \(ENOENT\)\.$/,
    );
    expect((missing as ConfigError).fix).toBeTruthy();
    const forged = join(dir, 'forged.json');
    writeFileSync(forged, JSON.stringify({ schemaVersion: 1, verdict: 'pass' }));
    expect((await publish(forged))?.message).toContain('forged.json');
    const added = api.statuses.slice(before);
    expect(added.map((s) => [s.sha, s.state, s.context])).toEqual([
      [HEAD, 'error', 'perf-gate'],
      [HEAD, 'error', 'perf-gate'],
    ]);
    expect(added[0]!.description).toMatch(/^error: Cannot read the result file /);
    expect(api.comments).toHaveLength(1);
  });

  it("names the error status after the comment-id input, so a second gate's check is not left missing", async () => {
    const before = api.statuses.length;
    const failure = await publishSavedResult(
      {
        resultPath: join(dir, 'none.json'),
        token: TOKEN,
        context: context(),
        comment: true,
        commentId: 'checkout',
      },
      log,
    );
    expect(failure).toBeInstanceOf(ConfigError);
    expect(api.statuses.slice(before).map((s) => [s.state, s.context])).toEqual([
      ['error', 'perf-gate/checkout'],
    ]);
  });

  it('without a token, fails the step and calls nothing', async () => {
    const calls = api.calls.length;
    const failure = await publish(join(dir, 'pass.json'), '');
    expect(failure?.message).toBe('mode publish needs a token in the github-token input.');
    expect(api.calls.length).toBe(calls);
  });
});
