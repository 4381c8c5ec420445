// One GitHub issue per subject, found again by hidden markers in its body and updated in place,
// so that later runs never pile up issues (the change-point issues of main's history,
// docs/history.md). As for the sticky comment (comment.ts), only an issue written by the identity
// we post as is ever edited, since anyone can paste a marker into an issue of their own. An issue
// of the subject that someone closed is not opened again for the same occurrence. A token that may
// not read or write issues (403: a job without `issues: write`) is a skip with a notice, never a
// throw.
import { EnvironmentError } from '../errors.js';
import {
  createGitHubClient,
  describeApiError,
  httpStatusOf,
  rethrowTimeout,
  type GitHubClient,
  type GitHubConnection,
} from './client.js';
import { tokenLogin } from './comment.js';

/** The issues read to find ours: 10 pages of 100, newest first. */
const MAX_PAGES = 10;

export interface IssueUpsertInput extends GitHubConnection {
  owner: string;
  repo: string;
  /** the hidden lines that make an issue the subject's: every one must be in its body */
  markers: readonly string[];
  /** one more hidden line naming this occurrence: a closed issue with it is not opened again */
  occurrence: string;
  title: string;
  body: string;
  /** the login our issues are written by (default: the token's, as for the sticky comment) */
  authorLogin?: string;
}

/** What happened; `notice` explains a skip in words fit for the log. */
export interface IssueUpsertResult {
  /** `closed`: an issue for this occurrence was closed by someone, and is left so */
  action: 'created' | 'updated' | 'unchanged' | 'closed' | 'skipped';
  number?: number;
  url?: string;
  notice?: string;
}

interface ListedIssue {
  number: number;
  state: string;
  title: string;
  body?: string | null;
  html_url: string;
  user: { login: string } | null;
  pull_request?: unknown;
}

/** Opens the subject's issue, or updates the open one a previous run opened. */
export async function upsertIssue(input: IssueUpsertInput): Promise<IssueUpsertResult> {
  const client = createGitHubClient(input);
  const where = `${input.owner}/${input.repo}`;
  let open: ListedIssue | undefined;
  let closed: ListedIssue | undefined;
  try {
    const author = input.authorLogin ?? (await tokenLogin(client));
    for (const issue of await ourIssues(client, input, author)) {
      if (!input.markers.every((marker) => (issue.body ?? '').includes(marker))) continue;
      if (issue.state === 'open') open ??= issue;
      else if ((issue.body ?? '').includes(input.occurrence)) closed ??= issue;
    }
  } catch (error) {
    rethrowTimeout(error);
    if (httpStatusOf(error) === 403) return noPermission(where, error);
    throw new EnvironmentError(
      `Could not read the issues of ${where}: ${describeApiError(error)}`,
      {
        fix: 'Give the job `permissions: issues: write`, or check the repository name.',
        cause: error,
      },
    );
  }
  if (!open && closed) return { action: 'closed', number: closed.number, url: closed.html_url };
  if (open && open.body === input.body && open.title === input.title)
    return { action: 'unchanged', number: open.number, url: open.html_url };
  try {
    const text = { owner: input.owner, repo: input.repo, title: input.title, body: input.body };
    const { data } = open
      ? await client.rest.issues.update({ ...text, issue_number: open.number })
      : await client.rest.issues.create(text);
    return { action: open ? 'updated' : 'created', number: data.number, url: data.html_url };
  } catch (error) {
    rethrowTimeout(error);
    if (httpStatusOf(error) === 403) return noPermission(where, error);
    throw new EnvironmentError(
      `Could not ${open ? `update issue #${open.number} of` : 'open an issue on'} ${where}: ${describeApiError(error)}`,
      { fix: 'Give the job `permissions: issues: write`.', cause: error },
    );
  }
}

/** The issues (not pull requests) `author` opened, newest first, open and closed, bounded. */
async function ourIssues(
  client: GitHubClient,
  where: { owner: string; repo: string },
  author: string,
): Promise<ListedIssue[]> {
  const found: ListedIssue[] = [];
  const pages = client.paginate.iterator(client.rest.issues.listForRepo, {
    owner: where.owner,
    repo: where.repo,
    state: 'all',
    creator: author,
    per_page: 100,
  });
  let read = 0;
  for await (const page of pages) {
    for (const issue of page.data as ListedIssue[]) {
      if (issue.pull_request === undefined && issue.user?.login === author) found.push(issue);
    }
    if (++read >= MAX_PAGES) break;
  }
  return found;
}

function noPermission(where: string, error: unknown): IssueUpsertResult {
  return {
    action: 'skipped',
    notice: `the token may not open issues on ${where} (${describeApiError(error)}); give the job \`permissions: issues: write\` to have a change point open one`,
  };
}
