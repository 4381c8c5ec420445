// The commit status that a branch protection rule can require ("perf-gate" must be green).
import type { Verdict } from '../model.js';
import { EnvironmentError } from '../errors.js';
import {
  createGitHubClient,
  describeApiError,
  httpStatusOf,
  type GitHubConnection,
  rethrowTimeout,
} from './client.js';

/** States the statuses API accepts. */
export type CommitState = 'success' | 'failure' | 'error' | 'pending';

/** GitHub rejects status descriptions longer than this. */
export const STATUS_DESCRIPTION_LIMIT = 140;

/** What to post on which commit. */
export interface CommitStatusInput extends GitHubConnection {
  owner: string;
  repo: string;
  /** the PR's head sha (not the merge commit), so the status shows on the PR */
  sha: string;
  state: CommitState;
  description: string;
  /** status name shown on the PR and used by branch protection; default "perf-gate" */
  context?: string;
  /** link from the status, e.g. the workflow run */
  targetUrl?: string;
}

/** What happened; a refused write (fork) becomes `posted: false` with a notice. */
export interface CommitStatusResult {
  posted: boolean;
  id?: number;
  notice?: string;
}

/**
 * Maps a verdict to a status state: pass -> success, fail -> failure, inconclusive -> failure
 * only when failOnInconclusive (else success, the report says why), error -> error. A gate's
 * exit code, when given, is the merged decision (the base branch's gate.fail-on-inconclusive
 * included): a non-zero exit is never a green status.
 */
export function statusStateFor(
  verdict: Verdict | 'error',
  options: { failOnInconclusive?: boolean; exitCode?: number } = {},
): CommitState {
  if (verdict !== 'error' && options.exitCode !== undefined && options.exitCode !== 0) {
    return 'failure';
  }
  switch (verdict) {
    case 'pass':
      return 'success';
    case 'fail':
      return 'failure';
    case 'inconclusive':
      return options.failOnInconclusive ? 'failure' : 'success';
    case 'error':
      return 'error';
  }
}

/**
 * The status name of one gate: "perf-gate" for the default comment-id, "perf-gate/<id>" for the
 * others, so several gates in one repository each get their own required check.
 */
export function statusContextFor(commentId = 'default'): string {
  const id = commentId.trim();
  return id === '' || id === 'default' ? 'perf-gate' : `perf-gate/${id}`;
}

/** Shortens a description to the API's 140 characters, on one line, ending in "…" when cut. */
export function statusDescription(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  if (oneLine.length <= STATUS_DESCRIPTION_LIMIT) return oneLine;
  return `${oneLine.slice(0, STATUS_DESCRIPTION_LIMIT - 1).trimEnd()}…`;
}

/** Posts the commit status (POST /repos/{owner}/{repo}/statuses/{sha}). */
export async function setCommitStatus(input: CommitStatusInput): Promise<CommitStatusResult> {
  const client = createGitHubClient(input);
  const context = input.context ?? 'perf-gate';
  try {
    const { data } = await client.rest.repos.createCommitStatus({
      owner: input.owner,
      repo: input.repo,
      sha: input.sha,
      state: input.state,
      description: statusDescription(input.description),
      context,
      ...(input.targetUrl && /^https?:\/\//.test(input.targetUrl)
        ? { target_url: input.targetUrl }
        : {}),
    });
    return { posted: true, id: data.id };
  } catch (error) {
    rethrowTimeout(error);
    if (httpStatusOf(error) === 403) {
      return {
        posted: false,
        notice:
          `Skipped the "${context}" commit status: the token may not write statuses (${describeApiError(error)}). ` +
          'A pull request from a fork gets a read-only token; the step result still fails or passes the job.',
      };
    }
    throw new EnvironmentError(
      `Could not set the "${context}" status on ${input.owner}/${input.repo}@${input.sha.slice(0, 7)}: ${describeApiError(error)}`,
      { fix: 'Give the workflow `permissions: statuses: write`.', cause: error },
    );
  }
}
