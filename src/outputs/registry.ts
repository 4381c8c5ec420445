// The output targets of the action, by what its mode and the run allow. A new target is a folder
// next to this file (an OutputTarget) plus one line here.
import type { GitHubRunContext } from '../github/context.js';
import { gitHubPullRequestTarget } from './github-pr/index.js';
import { historyBranchTarget } from './history-branch/index.js';
import { jobSummaryTarget } from './job-summary/index.js';
import type { OutputTarget } from './target.js';

export function actionTargets(o: {
  /** whether the measured gate is published to its pull request (mode gate, a PR, a token) */
  publishToPullRequest: boolean;
  context: GitHubRunContext;
  token: string;
  comment: boolean;
  /** the data branch the result is recorded on (mode gate, a push to the default branch) */
  historyBranch?: string | undefined;
  /** the data branch the comment shows the base's history from (history not off) */
  commentHistoryBranch?: string | undefined;
}): OutputTarget[] {
  const pullRequest = { context: o.context, token: o.token, comment: o.comment };
  return [
    jobSummaryTarget(),
    ...(o.publishToPullRequest
      ? [
          gitHubPullRequestTarget({
            ...pullRequest,
            ...(o.commentHistoryBranch === undefined
              ? {}
              : { historyBranch: o.commentHistoryBranch }),
          }),
        ]
      : []),
    ...(o.historyBranch === undefined
      ? []
      : [historyBranchTarget({ context: o.context, token: o.token, branch: o.historyBranch })]),
  ];
}
