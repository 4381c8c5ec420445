// The sticky comment against a local GitHub API stand-in: real HTTP, real Octokit, real pagination.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GITHUB_ACTIONS_LOGIN, upsertStickyComment } from '../../../src/github/comment.js';
import { markerFor } from '../../../src/report/markdown.js';
import { startGitHubApiServer, type GitHubApiServer } from '../../support/github-api-server.js';

const repository = { owner: 'acme', repo: 'tulip', issueNumber: 42 };
const marker = markerFor('default');

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
      'pat-token': { login: 'release-bot' },
      'app-token': { login: 'perf-gate-app[bot]', type: 'Bot', userEndpointForbidden: true },
    },
  });
});

afterEach(async () => {
  await server.close();
});

function ourComments(): typeof server.comments {
  return server.comments.filter((comment) => comment.body.includes(marker));
}

function writes() {
  return server.calls.filter((call) => call.method === 'POST' || call.method === 'PATCH');
}

describe('upsertStickyComment', () => {
  it('creates one comment on the first run', async () => {
    const result = await upsertStickyComment({
      token: 'workflow-token',
      apiUrl: server.url,
      ...repository,
      marker,
      body: `${marker}\n## ✅ perf-gate: pass`,
    });
    expect(result.action).toBe('created');
    expect(result.author).toBe(GITHUB_ACTIONS_LOGIN);
    expect(server.comments).toHaveLength(1);
    expect(server.comments[0]).toMatchObject({ login: GITHUB_ACTIONS_LOGIN, issueNumber: 42 });
    expect(result.commentId).toBe(server.comments[0]?.id);
    expect(server.calls.map((call) => `${call.method} ${call.path} ${call.status}`)).toEqual([
      'GET /user 403',
      'GET /repos/acme/tulip/issues/42/comments 200',
      'POST /repos/acme/tulip/issues/42/comments 201',
    ]);
    expect(server.calls[1]?.query['per_page']).toBe('100');
  });

  it('updates the same comment on a re-run: exactly one comment afterwards', async () => {
    const first = await upsertStickyComment({
      token: 'workflow-token',
      apiUrl: server.url,
      ...repository,
      marker,
      body: `${marker}\nrun 1: fail`,
    });
    const second = await upsertStickyComment({
      token: 'workflow-token',
      apiUrl: server.url,
      ...repository,
      marker,
      body: `${marker}\nrun 2: pass`,
    });
    expect(second.action).toBe('updated');
    expect(second.commentId).toBe(first.commentId);
    expect(server.comments).toHaveLength(1);
    expect(server.comments[0]?.body).toBe(`${marker}\nrun 2: pass`);
    expect(writes().map((call) => call.method)).toEqual(['POST', 'PATCH']);

    const third = await upsertStickyComment({
      token: 'workflow-token',
      apiUrl: server.url,
      ...repository,
      marker,
      body: `${marker}\nrun 2: pass`,
    });
    expect(third.action).toBe('unchanged');
    expect(writes()).toHaveLength(2);
  });

  it('adds the marker when the body lacks it, so the next run finds the comment', async () => {
    await upsertStickyComment({
      token: 'workflow-token',
      apiUrl: server.url,
      ...repository,
      marker,
      body: 'no marker',
    });
    expect(server.comments[0]?.body).toBe(`${marker}\nno marker`);
    const again = await upsertStickyComment({
      token: 'workflow-token',
      apiUrl: server.url,
      ...repository,
      marker,
      body: 'second',
    });
    expect(again.action).toBe('updated');
    expect(server.comments).toHaveLength(1);
  });

  it("never touches another user's comment that contains the marker", async () => {
    const quoted = server.addComment({
      ...repository,
      login: 'octocat',
      body: `> ${marker}\n> quoting the bot: why is p95 up?`,
    });
    const result = await upsertStickyComment({
      token: 'workflow-token',
      apiUrl: server.url,
      ...repository,
      marker,
      body: `${marker}\nreport`,
    });
    expect(result.action).toBe('created');
    expect(result.commentId).not.toBe(quoted.id);
    expect(server.comments.find((comment) => comment.id === quoted.id)?.body).toBe(
      `> ${marker}\n> quoting the bot: why is p95 up?`,
    );
    expect(
      server.calls.some((call) => call.method === 'PATCH' && call.path.endsWith(`/${quoted.id}`)),
    ).toBe(false);
    expect(ourComments().filter((comment) => comment.login === GITHUB_ACTIONS_LOGIN)).toHaveLength(
      1,
    );
  });

  it("ignores our own identity's comments of another gate (different marker)", async () => {
    const otherGate = server.addComment({
      ...repository,
      login: GITHUB_ACTIONS_LOGIN,
      body: `${markerFor('checkout-api')}\nother gate`,
    });
    await upsertStickyComment({
      token: 'workflow-token',
      apiUrl: server.url,
      ...repository,
      marker,
      body: `${marker}\nx`,
    });
    expect(server.comments.find((comment) => comment.id === otherGate.id)?.body).toBe(
      `${markerFor('checkout-api')}\nother gate`,
    );
    expect(server.comments).toHaveLength(2);
  });

  it('finds our comment on page 2 of more than 100 comments', async () => {
    for (let index = 0; index < 130; index++) {
      server.addComment({
        ...repository,
        login: index % 2 === 0 ? 'octocat' : 'hubot',
        body: `comment ${index}`,
      });
    }
    const ours = server.addComment({
      ...repository,
      login: GITHUB_ACTIONS_LOGIN,
      body: `${marker}\nold report`,
    });
    for (let index = 0; index < 20; index++)
      server.addComment({ ...repository, login: 'octocat', body: `later ${index}` });

    const result = await upsertStickyComment({
      token: 'workflow-token',
      apiUrl: server.url,
      ...repository,
      marker,
      body: `${marker}\nnew report`,
    });
    expect(result).toMatchObject({ action: 'updated', commentId: ours.id });
    const pages = server.calls
      .filter((call) => call.method === 'GET' && call.path.endsWith('/comments'))
      .map((call) => call.query['page'] ?? '1');
    expect(pages).toEqual(['1', '2']);
    expect(server.comments).toHaveLength(151);
    expect(ourComments()).toHaveLength(1);
  });

  it('reads all pages when the comment is not there, then creates it', async () => {
    for (let index = 0; index < 250; index++)
      server.addComment({ ...repository, login: 'octocat', body: `c${index}` });
    const result = await upsertStickyComment({
      token: 'workflow-token',
      apiUrl: server.url,
      ...repository,
      marker,
      body: `${marker}\nreport`,
    });
    expect(result.action).toBe('created');
    const pages = server.calls.filter(
      (call) => call.method === 'GET' && call.path.endsWith('/comments'),
    );
    expect(pages.map((call) => call.query['page'] ?? '1')).toEqual(['1', '2', '3']);
  });

  it('uses the login of a personal access token', async () => {
    server.addComment({
      ...repository,
      login: GITHUB_ACTIONS_LOGIN,
      body: `${marker}\nposted by the workflow token`,
    });
    const result = await upsertStickyComment({
      token: 'pat-token',
      apiUrl: server.url,
      ...repository,
      marker,
      body: `${marker}\npat`,
    });
    expect(result).toMatchObject({ action: 'created', author: 'release-bot' });
    expect(server.calls[0]).toMatchObject({ path: '/user', status: 200 });
  });

  it('uses a configured author login (GitHub App token) without asking /user', async () => {
    const previous = server.addComment({
      ...repository,
      login: 'perf-gate-app[bot]',
      body: `${marker}\nold`,
    });
    const result = await upsertStickyComment({
      token: 'app-token',
      apiUrl: server.url,
      ...repository,
      marker,
      body: `${marker}\nnew`,
      authorLogin: 'perf-gate-app[bot]',
    });
    expect(result).toMatchObject({ action: 'updated', commentId: previous.id });
    expect(server.calls.some((call) => call.path === '/user')).toBe(false);
  });

  it("turns a fork's 403 into a notice instead of a crash", async () => {
    const result = await upsertStickyComment({
      token: 'fork-token',
      apiUrl: server.url,
      ...repository,
      marker,
      body: `${marker}\nreport`,
    });
    expect(result.action).toBe('skipped');
    expect(result.notice).toMatch(/HTTP 403.*read-only token.*job summary/s);
    expect(server.comments).toHaveLength(0);
    expect(server.calls.at(-1)).toMatchObject({ method: 'POST', status: 403 });
  });

  it('fails with a typed error and a fix for other API errors', async () => {
    await expect(
      upsertStickyComment({
        token: 'unknown',
        apiUrl: server.url,
        ...repository,
        marker,
        body: 'x',
      }),
    ).rejects.toMatchObject({
      kind: 'environment',
      message: expect.stringMatching(/acme\/tulip#42.*HTTP 401/) as unknown,
    });
  });
});
