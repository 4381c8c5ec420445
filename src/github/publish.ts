// Publishing a finished report to a pull request: the sticky comment and the commit status, with
// the cases where GitHub would refuse (no PR, a fork's read-only token) turned into notices up
// front instead of failed calls.
import type { GateResult, Verdict } from '../model.js';
import { upsertStickyComment, type StickyCommentResult } from './comment.js';
import type { GitHubRunContext } from './context.js';
import {
  setCommitStatus,
  statusContextFor,
  statusStateFor,
  type CommitStatusResult,
} from './status.js';

/** The status description's reason: the first two failing rules, or how many passed. */
export function statusSummary(result: Pick<GateResult, 'rules' | 'error'>): string {
  if (result.error) return result.error.message;
  const failing = result.rules.filter((rule) => !rule.passed).map((rule) => rule.message);
  return failing.length ? failing.slice(0, 2).join(' ') : `${result.rules.length} rule(s) passed`;
}

/** What to publish and where; `context` comes from currentGitHubContext() or a test. */
export interface PublishInput {
  context: GitHubRunContext;
  token: string;
  markdown: string;
  /** hidden marker line of the report (markerFor(id)) */
  marker: string;
  verdict: Verdict | 'error';
  /** one line for the status description, e.g. the verdict's reason */
  summary: string;
  comment?: boolean;
  status?: boolean;
  /** the status context, when not the one the comment-id names (publish --status-context) */
  statusContext?: string;
  /** the gate's comment-id: names the status context (statusContextFor) */
  commentId?: string;
  failOnInconclusive?: boolean;
  /** the gate's exit code: the merged decision the status must agree with */
  exitCode?: number;
  authorLogin?: string;
}

/** What was published; notices are meant for core.notice / the log. */
export interface PublishResult {
  comment?: StickyCommentResult;
  status?: CommitStatusResult;
  notices: string[];
}

/**
 * Marks the gate's status "pending" on the PR's head commit while it measures, linking to the run;
 * skipped (undefined) without a PR or with a fork's read-only token.
 */
export async function publishPending(input: {
  context: GitHubRunContext;
  token: string;
  commentId?: string;
}): Promise<CommitStatusResult | undefined> {
  const { context } = input;
  if (context.readOnlyToken || context.prNumber === undefined) return undefined;
  return setCommitStatus({
    token: input.token,
    apiUrl: context.apiUrl,
    owner: context.owner,
    repo: context.repo,
    sha: context.headSha,
    state: 'pending',
    description: 'Building and measuring this pull request and its base…',
    context: statusContextFor(input.commentId),
    ...(context.runUrl ? { targetUrl: context.runUrl } : {}),
  });
}

/** Posts the sticky comment and the commit status, as enabled; never fails on a fork. */
export async function publishToPullRequest(input: PublishInput): Promise<PublishResult> {
  const { context } = input;
  const notices: string[] = [];
  const result: PublishResult = { notices };
  const connection = { token: input.token, apiUrl: context.apiUrl };

  if (context.readOnlyToken) {
    notices.push(
      'This pull request comes from a fork, so the workflow token is read-only: the PR comment and ' +
        'commit status are skipped and the report is in the job summary. To publish on fork PRs, ' +
        'run the publishing step from a `workflow_run` workflow.',
    );
    return result;
  }

  if (input.comment ?? true) {
    if (context.prNumber === undefined) {
      notices.push(
        `No pull request in this ${context.eventName} run, so no PR comment was posted.`,
      );
    } else {
      result.comment = await upsertStickyComment({
        ...connection,
        owner: context.owner,
        repo: context.repo,
        issueNumber: context.prNumber,
        marker: input.marker,
        body: input.markdown,
        ...(input.authorLogin ? { authorLogin: input.authorLogin } : {}),
      });
      if (result.comment.notice) notices.push(result.comment.notice);
    }
  }

  if (input.status ?? true) {
    result.status = await setCommitStatus({
      ...connection,
      owner: context.owner,
      repo: context.repo,
      sha: context.headSha,
      state: statusStateFor(input.verdict, {
        failOnInconclusive: input.failOnInconclusive ?? false,
        ...(input.exitCode === undefined ? {} : { exitCode: input.exitCode }),
      }),
      description: `${input.verdict}: ${input.summary}`,
      context: input.statusContext ?? statusContextFor(input.commentId),
      ...(context.runUrl ? { targetUrl: context.runUrl } : {}),
    });
    if (result.status.notice) notices.push(result.status.notice);
  }
  return result;
}
