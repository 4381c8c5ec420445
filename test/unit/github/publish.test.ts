// The fork setup's trusted half against the local stand-in of GitHub's REST API: a result file in,
// the sticky comment and the commit status out, the PR found by head commit when GitHub leaves
// workflow_run.pull_requests empty (as it does for forks).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishResultFile } from '../../../src/commands/publish.js';
import { githubContextFrom } from '../../../src/github/context.js';
import { forkTargetRefusal } from '../../../src/main.js';
import { startGitHubApiServer, type GitHubApiServer } from '../../support/github-api-server.js';
import { failWithRule } from '../report/results.js';

const TOKEN = 'ghs_base_repository_token';
const FORK_HEAD = 'f'.repeat(40);
const dir = mkdtempSync(join(tmpdir(), 'perf-gate-publish-'));

/** The workflow_run event of the fork's pull_request run, as GitHub sends it. */
function workflowRunContext(apiUrl: string, pullRequests: unknown[]) {
  return githubContextFrom({
    eventName: 'workflow_run',
    payload: {
      workflow_run: {
        id: 77,
        head_sha: FORK_HEAD,
        head_branch: 'patch-1',
        head_repository: { full_name: 'someone/travel' },
        pull_requests: pullRequests,
      },
      repository: { full_name: 'acme/travel' },
    },
    repository: 'acme/travel',
    sha: 'd'.repeat(40),
    apiUrl,
    runId: 78,
  });
}

describe('perf-gate publish', () => {
  let api: GitHubApiServer;
  let resultPath: string;

  beforeAll(async () => {
    // 120 open PRs: the one to find is on the second page.
    const pulls = Array.from({ length: 120 }, (_, index) => ({
      owner: 'acme',
      repo: 'travel',
      number: index + 1,
      headSha: index === 111 ? FORK_HEAD : index.toString(16).padStart(40, '0'),
      headLabel: `someone:branch-${index}`,
      baseSha: 'b'.repeat(40),
      baseRef: 'main',
    }));
    api = await startGitHubApiServer({
      users: { [TOKEN]: { login: 'github-actions[bot]', type: 'Bot' } },
      pulls,
    });
    resultPath = join(dir, 'perf-gate-result.json');
    writeFileSync(resultPath, JSON.stringify(failWithRule()));
  });

  afterAll(async () => {
    await api?.close();
  });

  it('finds the fork PR by head commit and posts its comment and status', async () => {
    const outcome = await publishResultFile({
      resultPath,
      token: TOKEN,
      context: workflowRunContext(api.url, []),
    });
    expect(outcome.prNumber).toBe(112);
    const comments = api.comments.filter((c) => c.issueNumber === 112);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toContain('<!-- perf-gate:default -->');
    expect(comments[0]!.body).toContain('perf-gate: fail');
    // The links go to the run that measured (77, the workflow_run's), which holds the artifact.
    expect(comments[0]!.body).toContain('https://github.com/acme/travel/actions/runs/77#artifacts');
    expect(comments[0]!.body).not.toContain('actions/runs/78');
    expect(api.statuses).toHaveLength(1);
    expect(api.statuses[0]).toMatchObject({
      sha: FORK_HEAD,
      state: 'failure',
      context: 'perf-gate',
    });
    expect(api.calls.filter((c) => c.path === '/repos/acme/travel/pulls')).toHaveLength(2);
  });

  it('uses workflow_run.pull_requests when GitHub fills it, and updates the same comment', async () => {
    const outcome = await publishResultFile({
      resultPath,
      token: TOKEN,
      context: workflowRunContext(api.url, [
        { number: 112, base: { sha: 'b'.repeat(40), ref: 'main' } },
      ]),
    });
    expect(outcome.prNumber).toBe(112);
    expect(api.comments.filter((c) => c.issueNumber === 112)).toHaveLength(1);
    expect(api.statuses).toHaveLength(2);
  });

  it('sets the status under the context --status-context names', async () => {
    await publishResultFile({
      resultPath,
      token: TOKEN,
      statusContext: 'perf-gate/nightly',
      context: workflowRunContext(api.url, [
        { number: 112, base: { sha: 'b'.repeat(40), ref: 'main' } },
      ]),
    });
    expect(api.statuses.at(-1)).toMatchObject({ context: 'perf-gate/nightly' });
  });

  it("names the status by the result's gate.comment-id, as the measuring job does", async () => {
    const result = { ...failWithRule(), config: { gate: { commentId: 'checkout' } } };
    const path = join(dir, 'checkout-result.json');
    writeFileSync(path, JSON.stringify(result));
    await publishResultFile({
      resultPath: path,
      token: TOKEN,
      context: workflowRunContext(api.url, [
        { number: 112, base: { sha: 'b'.repeat(40), ref: 'main' } },
      ]),
    });
    expect(api.statuses.at(-1)).toMatchObject({ context: 'perf-gate/checkout' });
    expect(api.comments.some((c) => c.body.includes('<!-- perf-gate:checkout -->'))).toBe(true);
  });

  it('publishes nothing when no open PR has the head commit', async () => {
    const calls = api.calls.length;
    const outcome = await publishResultFile({
      resultPath,
      token: TOKEN,
      context: { ...workflowRunContext(api.url, []), headSha: 'e'.repeat(40) },
    });
    expect(outcome.prNumber).toBeUndefined();
    expect(outcome.notices[0]).toContain(
      'No open pull request of acme/travel has the head eeeeeeeeeeee',
    );
    expect(api.calls.slice(calls).every((c) => c.method === 'GET')).toBe(true);
  });

  it('refuses a result file that is not one', async () => {
    const forged = join(dir, 'forged.json');
    writeFileSync(forged, JSON.stringify({ schemaVersion: 1, verdict: 'pass' }));
    await expect(
      publishResultFile({
        resultPath: forged,
        token: TOKEN,
        context: workflowRunContext(api.url, []),
      }),
    ).rejects.toThrow('forged.json');
  });

  it('refuses a fork head under pull_request_target', () => {
    const payload = (headRepo: string) => ({
      pull_request: {
        number: 9,
        head: { sha: FORK_HEAD, repo: { full_name: headRepo } },
        base: { sha: 'b'.repeat(40), ref: 'main', repo: { full_name: 'acme/travel' } },
      },
    });
    const target = (headRepo: string) =>
      githubContextFrom({
        eventName: 'pull_request_target',
        payload: payload(headRepo),
        repository: 'acme/travel',
        sha: 'd'.repeat(40),
      });
    expect(forkTargetRefusal(target('someone/travel'))?.message).toBe(
      "perf-gate refuses to build a fork pull request under pull_request_target: that event runs with the base repository's write token and secrets.",
    );
    expect(forkTargetRefusal(target('acme/travel'))).toBeUndefined();
  });
});
