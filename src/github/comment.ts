// The sticky pull-request comment: one comment per gate, found again on every run by its hidden
// marker and updated in place, so re-runs never pile up comments.
//
// Whose comment is "ours": only a comment whose author is the identity we post as is ever edited,
// because anyone can paste our marker into their own comment. That identity is, in order:
//   1. `authorLogin` when given (needed for a GitHub App installation token: its comments are
//      written by "<app-slug>[bot]", and such a token cannot call GET /user);
//   2. the login GET /user returns (a personal access token);
//   3. "github-actions[bot]", the author of every comment made with the workflow's GITHUB_TOKEN,
//      when GET /user is refused (403 "Resource not accessible by integration" for GITHUB_TOKEN).
import { EnvironmentError } from '../errors.js';
import {
  createGitHubClient,
  describeApiError,
  httpStatusOf,
  type GitHubClient,
  type GitHubConnection,
  rethrowTimeout,
} from './client.js';

/** Author of comments made with the workflow's GITHUB_TOKEN. */
export const GITHUB_ACTIONS_LOGIN = 'github-actions[bot]';

/** Where the comment goes and what it says. */
export interface StickyCommentInput extends GitHubConnection {
  owner: string;
  repo: string;
  /** pull request (issue) number */
  issueNumber: number;
  /** hidden marker identifying this gate's comment, e.g. `<!-- perf-gate:default -->` */
  marker: string;
  body: string;
  /** login our comments are written by; see the top of this file for the default */
  authorLogin?: string;
}

/** What happened; `notice` explains a skip in words fit for the log. */
export interface StickyCommentResult {
  action: 'created' | 'updated' | 'unchanged' | 'skipped';
  commentId?: number;
  url?: string;
  /** the login comments were matched against */
  author?: string;
  notice?: string;
}

interface IssueComment {
  id: number;
  body?: string | null;
  html_url: string;
  user: { login: string } | null;
}

/**
 * Creates the gate's comment on the pull request, or updates the one a previous run created.
 * A 403 on writing (a fork's read-only token) yields action "skipped" with a notice, never a throw.
 */
export async function upsertStickyComment(input: StickyCommentInput): Promise<StickyCommentResult> {
  const client = createGitHubClient(input);
  const body = input.body.includes(input.marker) ? input.body : `${input.marker}\n${input.body}`;
  const where = `${input.owner}/${input.repo}#${input.issueNumber}`;

  let author: string;
  let existing: IssueComment | undefined;
  try {
    author = input.authorLogin ?? (await tokenLogin(client));
    existing = await findComment(client, input, author);
  } catch (error) {
    rethrowTimeout(error);
    if (httpStatusOf(error) === 403) return readOnlySkip(where, error);
    throw new EnvironmentError(
      `Could not read the comments of ${where}: ${describeApiError(error)}`,
      {
        fix: 'Check that the token has `pull-requests: write` (or `issues: write`) and the repository and PR number are right.',
        cause: error,
      },
    );
  }

  try {
    if (existing?.body === body) {
      return { action: 'unchanged', commentId: existing.id, url: existing.html_url, author };
    }
    const repo = { owner: input.owner, repo: input.repo, body };
    const { data } = existing
      ? await client.rest.issues.updateComment({ ...repo, comment_id: existing.id })
      : await client.rest.issues.createComment({ ...repo, issue_number: input.issueNumber });
    return {
      action: existing ? 'updated' : 'created',
      commentId: data.id,
      url: data.html_url,
      author,
    };
  } catch (error) {
    rethrowTimeout(error);
    if (httpStatusOf(error) === 403) return { ...readOnlySkip(where, error), author };
    throw new EnvironmentError(
      `Could not write the perf-gate comment on ${where}: ${describeApiError(error)}`,
      {
        fix: 'Give the workflow `permissions: pull-requests: write`; the report is also in the job summary.',
        cause: error,
      },
    );
  }
}

/**
 * Finds our comment: the first (oldest) one by `author` containing `marker`, reading every page
 * (100 per page) because busy pull requests have more comments than one page holds.
 */
export async function findComment(
  client: GitHubClient,
  where: { owner: string; repo: string; issueNumber: number; marker: string },
  author: string,
): Promise<IssueComment | undefined> {
  const pages = client.paginate.iterator(client.rest.issues.listComments, {
    owner: where.owner,
    repo: where.repo,
    issue_number: where.issueNumber,
    per_page: 100,
  });
  for await (const page of pages) {
    const found = page.data.find(
      (comment) => comment.user?.login === author && (comment.body ?? '').includes(where.marker),
    );
    if (found) return found;
  }
  return undefined;
}

/** The token's own login, or the GITHUB_TOKEN author when the token may not ask (403/404). */
export async function tokenLogin(client: GitHubClient): Promise<string> {
  try {
    const { data } = await client.rest.users.getAuthenticated();
    return data.login;
  } catch (error) {
    const status = httpStatusOf(error);
    if (status === 403 || status === 404) return GITHUB_ACTIONS_LOGIN;
    throw error;
  }
}

function readOnlySkip(where: string, error: unknown): StickyCommentResult {
  return {
    action: 'skipped',
    notice:
      `Skipped the PR comment on ${where}: the token may not write there (${describeApiError(error)}). ` +
      'A pull request from a fork gets a read-only token; the report is in the job summary. ' +
      'To comment on fork PRs, publish from a `workflow_run` workflow that downloads the result artifact.',
  };
}
