// The output targets (src/outputs): the pull request's comment and statuses against the local
// stand-in of GitHub's REST API, and one failing target costing nothing but a warning.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { githubContextFrom } from '../../../src/github/context.js';
import { actionTargets } from '../../../src/outputs/registry.js';
import { deliverToTargets, startTargets, type OutputTarget } from '../../../src/outputs/target.js';
import { renderMarkdown } from '../../../src/report/markdown.js';
import { startGitHubApiServer, type GitHubApiServer } from '../../support/github-api-server.js';
import { failWithRule } from '../report/results.js';

const TOKEN = 'ghs_job_token';
const HEAD = 'e'.repeat(40);
let api: GitHubApiServer;

beforeEach(async () => {
  api = await startGitHubApiServer({
    users: { [TOKEN]: { login: 'github-actions[bot]', type: 'Bot' } },
  });
});
afterEach(async () => {
  await api.close();
});

const context = () =>
  githubContextFrom({
    eventName: 'pull_request',
    repository: 'acme/travel',
    sha: 'd'.repeat(40),
    apiUrl: api.url,
    runId: 9,
    payload: {
      pull_request: {
        number: 5,
        head: { sha: HEAD, ref: 'feature', repo: { full_name: 'acme/travel' } },
        base: { sha: 'b'.repeat(40), ref: 'main', repo: { full_name: 'acme/travel' } },
      },
    },
  });

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

describe('the action output targets', () => {
  it('without a pull request to publish to: the job summary only', () => {
    const targets = actionTargets({
      publishToPullRequest: false,
      context: context(),
      token: TOKEN,
      comment: true,
    });
    expect(targets.map((t) => t.name)).toEqual(['the job summary']);
  });

  it('marks the gate pending, then posts one comment and the final status on the head', async () => {
    const [, pullRequest] = actionTargets({
      publishToPullRequest: true,
      context: context(),
      token: TOKEN,
      comment: true,
    });
    const { lines, log } = recordingLog();
    await startTargets([pullRequest!], { commentId: 'checkout' }, log);
    expect(api.statuses).toEqual([
      expect.objectContaining({ sha: HEAD, state: 'pending', context: 'perf-gate/checkout' }),
    ]);
    const result = failWithRule();
    const markdown = renderMarkdown(result, { markerId: 'checkout' });
    await deliverToTargets(
      [pullRequest!],
      { result, markdown, commentId: 'checkout', failOnInconclusive: false },
      log,
    );
    expect(api.comments).toHaveLength(1);
    expect(api.comments[0]!.body).toBe(markdown);
    expect(api.statuses.at(-1)).toMatchObject({
      sha: HEAD,
      state: 'failure',
      context: 'perf-gate/checkout',
    });
    expect(lines.some((l) => l.startsWith('info perf-gate: PR comment created'))).toBe(true);
  });

  it('a target that fails is a warning; the next still receives the report', async () => {
    const received: string[] = [];
    const broken: OutputTarget = {
      name: 'a broken target',
      deliver: () => Promise.reject(new Error('disk full')),
    };
    const working: OutputTarget = {
      name: 'a working target',
      deliver: (report) => {
        received.push(report.result.verdict);
        return Promise.resolve();
      },
    };
    const { lines, log } = recordingLog();
    const result = failWithRule();
    await deliverToTargets(
      [broken, working],
      { result, markdown: '', failOnInconclusive: false },
      log,
    );
    expect(lines).toEqual(['warning perf-gate: could not publish to a broken target: disk full']);
    expect(received).toEqual(['fail']);
  });
});
