// Finding the pull request of a workflow run. GitHub leaves workflow_run.pull_requests empty for
// runs of fork pull requests, so the publish step looks the PR up by its head commit.
import {
  createGitHubClient,
  describeApiError,
  rethrowTimeout,
  type GitHubConnection,
} from './client.js';
import { EnvironmentError } from '../errors.js';

export interface PullRequestRef {
  number: number;
  baseSha?: string;
  baseRef?: string;
}

/** The open PR of `owner/repo` whose head is `headSha`, or undefined; paginated. */
export async function findPullRequestByHeadSha(
  input: GitHubConnection & { owner: string; repo: string; headSha: string },
): Promise<PullRequestRef | undefined> {
  const client = createGitHubClient(input);
  try {
    for await (const page of client.paginate.iterator(client.rest.pulls.list, {
      owner: input.owner,
      repo: input.repo,
      state: 'open',
      per_page: 100,
    })) {
      const found = page.data.find((pull) => pull.head.sha === input.headSha);
      if (found) {
        return { number: found.number, baseSha: found.base.sha, baseRef: found.base.ref };
      }
    }
  } catch (error) {
    rethrowTimeout(error);
    throw new EnvironmentError(
      `Could not list the pull requests of ${input.owner}/${input.repo} to find the one for ${input.headSha.slice(0, 12)} (${describeApiError(error)}).`,
      { fix: 'Give the publishing workflow `permissions: pull-requests: read` (or write).' },
    );
  }
  return undefined;
}
