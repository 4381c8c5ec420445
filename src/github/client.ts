// The one place that builds a GitHub REST client. Everything else receives plain parameters
// (token, apiUrl, owner, repo, ...) and gets its client from here.
import { getOctokit } from '@actions/github';
import { EnvironmentError } from '../errors.js';

/** A REST client as @actions/github builds it (REST methods + pagination). */
export type GitHubClient = ReturnType<typeof getOctokit>;

/** Where and as whom to call the API. */
export interface GitHubConnection {
  token: string;
  /** REST API root: https://api.github.com, a GHES https://host/api/v3, or a local test server */
  apiUrl: string;
  /** how long one API call may take (default GITHUB_TIMEOUT_MS) */
  timeoutMs?: number;
}

/** How long one GitHub API call may take before it is abandoned with an error. */
export const GITHUB_TIMEOUT_MS = 30_000;

/** A GitHub API call that did not answer in time. */
export class GitHubTimeoutError extends EnvironmentError {}

function timedOut(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { name?: unknown }).name === 'TimeoutError') return true;
  }
  return false;
}

/** Builds a REST client for the given API root and token; every call has a deadline. */
export function createGitHubClient(connection: GitHubConnection): GitHubClient {
  if (!connection.token) {
    throw new EnvironmentError('No GitHub token was given, so the report cannot be published.', {
      fix: 'Pass `github-token: ${{ github.token }}` to the action (the default) or set GITHUB_TOKEN.',
    });
  }
  const timeoutMs = connection.timeoutMs ?? GITHUB_TIMEOUT_MS;
  const client = getOctokit(connection.token, {
    baseUrl: connection.apiUrl.replace(/\/+$/, ''),
    request: {
      fetch: (url: string, init?: RequestInit) => {
        const deadline = AbortSignal.timeout(timeoutMs);
        const signal = init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
        return fetch(url, { ...init, signal });
      },
    },
  });
  client.hook.wrap('request', async (request, options) => {
    try {
      return await request(options);
    } catch (error) {
      if (!timedOut(error)) throw error;
      throw new GitHubTimeoutError(
        `GitHub did not answer ${options.method} ${options.url} within ${timeoutMs / 1000} s.`,
        {
          fix: 'GitHub may be slow or down: re-run the job. The verdict and the result file do not depend on it.',
          cause: error,
        },
      );
    }
  });
  return client;
}

/** Rethrows a timed-out call as it is: its message and fix say more than a caller's wording. */
export function rethrowTimeout(error: unknown): void {
  if (error instanceof GitHubTimeoutError) throw error;
}

/** The HTTP status of an Octokit request error, if it is one. */
export function httpStatusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** A short description of a failed API call for error messages. */
export function describeApiError(error: unknown): string {
  const status = httpStatusOf(error);
  const message = error instanceof Error ? error.message : String(error);
  return status === undefined ? message : `HTTP ${status}: ${message}`;
}
