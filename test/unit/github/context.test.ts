import { describe, expect, it } from 'vitest';
import { githubContextFrom } from '../../../src/github/context.js';
import { statusContextFor, statusDescription, statusStateFor } from '../../../src/github/status.js';
import { reportLinks } from '../../../src/main.js';

const pullRequest = (headRepo: string | null) => ({
  number: 7,
  head: {
    sha: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    ref: 'feature',
    repo: headRepo === null ? null : { full_name: headRepo },
  },
  base: {
    sha: 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb',
    ref: 'main',
    repo: { full_name: 'acme/tulip' },
  },
});

describe('githubContextFrom', () => {
  it('reads a same-repository pull_request: head sha, base sha/ref, writable token', () => {
    const context = githubContextFrom({
      eventName: 'pull_request',
      repository: 'acme/tulip',
      sha: 'cccccccccccccccccccccccccccccccccccccccc',
      runId: 99,
      payload: { pull_request: pullRequest('acme/tulip') },
    });
    expect(context).toMatchObject({
      owner: 'acme',
      repo: 'tulip',
      prNumber: 7,
      headSha: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      baseSha: 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb',
      baseRef: 'main',
      headRef: 'feature',
      isFork: false,
      readOnlyToken: false,
      apiUrl: 'https://api.github.com',
      runUrl: 'https://github.com/acme/tulip/actions/runs/99',
    });
  });

  it('detects a fork, and a deleted fork, as read-only on pull_request', () => {
    for (const headRepo of ['someone/tulip', null]) {
      const context = githubContextFrom({
        eventName: 'pull_request',
        repository: 'acme/tulip',
        sha: 'c'.repeat(40),
        payload: { pull_request: pullRequest(headRepo) },
      });
      expect(context.isFork).toBe(true);
      expect(context.readOnlyToken).toBe(true);
    }
  });

  it('treats pull_request_target from a fork as writable', () => {
    const context = githubContextFrom({
      eventName: 'pull_request_target',
      repository: 'acme/tulip',
      sha: 'c'.repeat(40),
      payload: { pull_request: pullRequest('someone/tulip') },
    });
    expect(context).toMatchObject({ isFork: true, readOnlyToken: false });
  });

  it('finds the PR of a workflow_run event', () => {
    const context = githubContextFrom({
      eventName: 'workflow_run',
      repository: 'acme/tulip',
      sha: 'c'.repeat(40),
      payload: {
        workflow_run: {
          id: 4242,
          head_sha: 'd'.repeat(40),
          head_branch: 'feature',
          head_repository: { full_name: 'someone/tulip' },
          pull_requests: [{ number: 12, base: { sha: 'e'.repeat(40), ref: 'main' } }],
        },
      },
    });
    expect(context).toMatchObject({
      prNumber: 12,
      headSha: 'd'.repeat(40),
      baseRef: 'main',
      isFork: true,
      readOnlyToken: false,
      // The report links to the run that measured and holds the artifact.
      measuredRunUrl: 'https://github.com/acme/tulip/actions/runs/4242',
    });
  });

  it('has no PR on push or workflow_dispatch, and falls back to the payload repository', () => {
    const context = githubContextFrom({
      eventName: 'workflow_dispatch',
      sha: 'f'.repeat(40),
      apiUrl: 'https://ghe.example.com/api/v3/',
      payload: { repository: { name: 'tulip', owner: { login: 'acme' } } },
    });
    expect(context.prNumber).toBeUndefined();
    expect(context).toMatchObject({
      owner: 'acme',
      repo: 'tulip',
      headSha: 'f'.repeat(40),
      apiUrl: 'https://ghe.example.com/api/v3',
    });
  });
});

describe('status helpers', () => {
  it('maps verdicts to states', () => {
    expect(statusStateFor('pass')).toBe('success');
    expect(statusStateFor('fail')).toBe('failure');
    expect(statusStateFor('inconclusive')).toBe('success');
    expect(statusStateFor('inconclusive', { failOnInconclusive: true })).toBe('failure');
    expect(statusStateFor('error')).toBe('error');
  });

  it('names one status context per gate (comment-id)', () => {
    expect(statusContextFor()).toBe('perf-gate');
    expect(statusContextFor('default')).toBe('perf-gate');
    expect(statusContextFor('checkout-api')).toBe('perf-gate/checkout-api');
  });

  it('links the run and its artifacts section from the report', () => {
    expect(reportLinks({ runUrl: 'https://github.com/acme/tulip/actions/runs/7' })).toEqual({
      runUrl: 'https://github.com/acme/tulip/actions/runs/7',
      artifactUrl: 'https://github.com/acme/tulip/actions/runs/7#artifacts',
    });
    expect(reportLinks({})).toEqual({});
  });

  it('keeps descriptions on one line and within 140 characters', () => {
    expect(statusDescription('a\n  b')).toBe('a b');
    const long = statusDescription('x'.repeat(300));
    expect(long).toHaveLength(140);
    expect(long.endsWith('…')).toBe(true);
  });
});
