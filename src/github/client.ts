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
}

/** Builds a REST client for the given API root and token. */
export function createGitHubClient(connection: GitHubConnection): GitHubClient {
  if (!connection.token) {
    throw new EnvironmentError('No GitHub token was given, so the report cannot be published.', {
      fix: 'Pass `github-token: ${{ github.token }}` to the action (the default) or set GITHUB_TOKEN.',
    });
  }
  return getOctokit(connection.token, { baseUrl: connection.apiUrl.replace(/\/+$/, '') });
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
