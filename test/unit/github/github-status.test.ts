// Commit status and the publishing flow against a local GitHub API stand-in.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GITHUB_ACTIONS_LOGIN } from '../../../src/github/comment.js';
import { githubContextFrom } from '../../../src/github/context.js';
import { publishPending, publishToPullRequest } from '../../../src/github/publish.js';
import { setCommitStatus } from '../../../src/github/status.js';
import { markerFor } from '../../../src/report/markdown.js';
import { startGitHubApiServer, type GitHubApiServer } from '../../support/github-api-server.js';

const headSha = '3f9c2a1b7d4e5f60718293a4b5c6d7e8f9012345';
let server: GitHubApiServer;

beforeEach(async () => {
  server = await startGitHubApiServer({
    users: {
      'workflow-token': { login: GITHUB_ACTIONS_LOGIN, type: 'Bot', userEndpointForbidden: true },
      'fork-token': {
        login: GITHUB_ACTIONS_LOGIN,
        type: 'Bot',
        userEndpointForbidden: true,
        readOnly: true,
      },
    },
  });
});

afterEach(async () => {
  await server.close();
});

function pullRequestContext(options: { fork?: boolean } = {}) {
  return githubContextFrom({
    eventName: 'pull_request',
    repository: 'acme/tulip',
    sha: 'ffffffffffffffffffffffffffffffffffffffff',
    apiUrl: server.url,
    serverUrl: 'https://github.com',
    runId: 123456789,
    payload: {
      pull_request: {
        number: 42,
        head: {
          sha: headSha,
          ref: 'feature/cache',
          repo: { full_name: options.fork ? 'someone/tulip' : 'acme/tulip' },
        },
        base: {
          sha: '0a1b2c3d4e5f60718293a4b5c6d7e8f901234567',
          ref: 'main',
          repo: { full_name: 'acme/tulip' },
        },
      },
    },
  });
}

describe('setCommitStatus', () => {
  it('posts the state, a 140-character description and the run link on the head sha', async () => {
    const result = await setCommitStatus({
      token: 'workflow-token',
      apiUrl: server.url,
      owner: 'acme',
      repo: 'tulip',
      sha: headSha,
      state: 'failure',
      description: `fail: ${'p95 612 ms exceeds the 500 ms budget. '.repeat(8)}`,
      targetUrl: 'https://github.com/acme/tulip/actions/runs/123456789',
    });
    expect(result.posted).toBe(true);
    expect(server.statuses).toHaveLength(1);
    const [status] = server.statuses;
    expect(status).toMatchObject({
      sha: headSha,
      state: 'failure',
      context: 'perf-gate',
      targetUrl: 'https://github.com/acme/tulip/actions/runs/123456789',
    });
    expect(status?.description?.length).toBeLessThanOrEqual(140);
    expect(status?.description?.length).toBeGreaterThan(130);
    expect(status?.description?.endsWith('…')).toBe(true);
  });

  it('uses a configured context so several gates can be required separately', async () => {
    await setCommitStatus({
      token: 'workflow-token',
      apiUrl: server.url,
      owner: 'acme',
      repo: 'tulip',
      sha: headSha,
      state: 'success',
      description: 'pass',
      context: 'perf-gate / checkout-api',
    });
    expect(server.statuses[0]?.context).toBe('perf-gate / checkout-api');
  });

  it('turns a 403 into a notice', async () => {
    const result = await setCommitStatus({
      token: 'fork-token',
      apiUrl: server.url,
      owner: 'acme',
      repo: 'tulip',
      sha: headSha,
      state: 'success',
      description: 'pass',
    });
    expect(result.posted).toBe(false);
    expect(result.notice).toMatch(/HTTP 403/);
    expect(server.statuses).toHaveLength(0);
  });
});

describe('publishToPullRequest', () => {
  it('posts the comment and a status matching the verdict', async () => {
    const marker = markerFor();
    const result = await publishToPullRequest({
      context: pullRequestContext(),
      token: 'workflow-token',
      markdown: `${marker}\n## ❌ perf-gate: fail`,
      marker,
      verdict: 'fail',
      summary: 'content-detail: p95 612 ms exceeds the 500 ms budget.',
    });
    expect(result.comment?.action).toBe('created');
    expect(result.status?.posted).toBe(true);
    expect(server.statuses[0]).toMatchObject({
      sha: headSha,
      state: 'failure',
      description: 'fail: content-detail: p95 612 ms exceeds the 500 ms budget.',
      targetUrl: 'https://github.com/acme/tulip/actions/runs/123456789',
    });
  });

  it('maps inconclusive to success unless failOnInconclusive', async () => {
    const base = {
      context: pullRequestContext(),
      token: 'workflow-token',
      markdown: 'x',
      marker: markerFor(),
      verdict: 'inconclusive' as const,
      summary: 'k6 was saturated',
      comment: false,
    };
    await publishToPullRequest(base);
    await publishToPullRequest({ ...base, failOnInconclusive: true });
    expect(server.statuses.map((status) => status.state)).toEqual(['success', 'failure']);
  });

  it('skips everything with a notice on a fork PR, without calling the API', async () => {
    const result = await publishToPullRequest({
      context: pullRequestContext({ fork: true }),
      token: 'fork-token',
      markdown: 'x',
      marker: markerFor(),
      verdict: 'pass',
      summary: 'ok',
    });
    expect(result.comment).toBeUndefined();
    expect(result.notices[0]).toMatch(/fork.*read-only.*job summary/s);
    expect(server.calls).toHaveLength(0);
  });

  it('still survives a read-only token that the context did not predict', async () => {
    const result = await publishToPullRequest({
      context: pullRequestContext(),
      token: 'fork-token',
      markdown: `${markerFor()}\nreport`,
      marker: markerFor(),
      verdict: 'pass',
      summary: 'ok',
    });
    expect(result.comment?.action).toBe('skipped');
    expect(result.status?.posted).toBe(false);
    expect(result.notices).toHaveLength(2);
  });

  it('gives each gate its own status context, pending while it runs, final state after', async () => {
    const pending = await publishPending({
      context: pullRequestContext(),
      token: 'workflow-token',
      commentId: 'checkout-api',
    });
    expect(pending?.posted).toBe(true);
    await publishToPullRequest({
      context: pullRequestContext(),
      token: 'workflow-token',
      markdown: `${markerFor('checkout-api')}\nreport`,
      marker: markerFor('checkout-api'),
      verdict: 'pass',
      summary: 'ok',
      commentId: 'checkout-api',
      comment: false,
    });
    await publishToPullRequest({
      context: pullRequestContext(),
      token: 'workflow-token',
      markdown: 'x',
      marker: markerFor(),
      verdict: 'fail',
      summary: 'p95',
      comment: false,
    });
    expect(server.statuses.map((status) => [status.context, status.state])).toEqual([
      ['perf-gate/checkout-api', 'pending'],
      ['perf-gate/checkout-api', 'success'],
      ['perf-gate', 'failure'],
    ]);
    expect(server.statuses[0]).toMatchObject({
      sha: headSha,
      targetUrl: 'https://github.com/acme/tulip/actions/runs/123456789',
    });
  });

  it('sets no pending status on a fork PR or outside a pull request', async () => {
    expect(
      await publishPending({ context: pullRequestContext({ fork: true }), token: 'fork-token' }),
    ).toBeUndefined();
    expect(server.calls).toHaveLength(0);
  });
});
