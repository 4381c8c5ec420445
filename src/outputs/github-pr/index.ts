// The pull request on GitHub: one sticky comment with the report, and the gate's commit status
// on the head commit (pending while it measures). A fork's read-only token turns both into notices.
import type { GitHubRunContext } from '../../github/context.js';
import { publishPending, publishToPullRequest, statusSummary } from '../../github/publish.js';
import { markerFor } from '../../report/markdown.js';
import type { OutputTarget } from '../target.js';

export function gitHubPullRequestTarget(o: {
  context: GitHubRunContext;
  token: string;
  /** false: the status only, no comment */
  comment: boolean;
}): OutputTarget {
  return {
    name: 'the pull request',
    started: async (gate, log) => {
      const pending = await publishPending({
        context: o.context,
        token: o.token,
        ...(gate.commentId === undefined ? {} : { commentId: gate.commentId }),
      });
      if (pending?.notice) log.notice(pending.notice);
    },
    deliver: async (report, log) => {
      const { result } = report;
      const published = await publishToPullRequest({
        context: o.context,
        token: o.token,
        markdown: report.markdown,
        marker: markerFor(report.commentId),
        verdict: result.verdict,
        summary: statusSummary(result),
        comment: o.comment,
        ...(report.commentId === undefined ? {} : { commentId: report.commentId }),
        // One decision everywhere: the status follows the exit code, which the effective config
        // (the base branch's gate.fail-on-inconclusive, or the input) decided.
        failOnInconclusive: report.failOnInconclusive,
        exitCode: result.exitCode,
      });
      for (const notice of published.notices) log.notice(notice);
      if (published.comment) {
        log.info(
          `perf-gate: PR comment ${published.comment.action} (${published.comment.url ?? ''})`,
        );
      }
    },
  };
}
