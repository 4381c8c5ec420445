// The pull request on GitHub: one sticky comment with the report, and the gate's commit status
// on the head commit (pending while it measures). A fork's read-only token turns both into notices.
import type { GitHubRunContext } from '../../github/context.js';
import {
  publishPending,
  publishToPullRequest,
  statusSummary,
  type PublishResult,
} from '../../github/publish.js';
import { markerFor } from '../../report/markdown.js';
import type { GateReport, OutputTarget } from '../target.js';

/** Where and how the report goes: the pull request of `context`, with the job's token. */
export interface PullRequestDestination {
  context: GitHubRunContext;
  token: string;
  /** false: the status only, no comment */
  comment: boolean;
  /** the status context, when not the one the report's comment-id names */
  statusContext?: string;
}

/** Posts the report's sticky comment and its status (state from the gate's exit code). */
export function publishReport(
  o: PullRequestDestination,
  report: GateReport,
): Promise<PublishResult> {
  const { result } = report;
  return publishToPullRequest({
    context: o.context,
    token: o.token,
    markdown: report.markdown,
    marker: markerFor(report.commentId),
    verdict: result.verdict,
    summary: statusSummary(result),
    comment: o.comment,
    ...(report.commentId === undefined ? {} : { commentId: report.commentId }),
    ...(o.statusContext ? { statusContext: o.statusContext } : {}),
    // One decision everywhere: the status follows the exit code, which the effective config
    // (the base branch's gate.fail-on-inconclusive, or the input) decided.
    failOnInconclusive: report.failOnInconclusive,
    exitCode: result.exitCode,
  });
}

export function gitHubPullRequestTarget(o: PullRequestDestination): OutputTarget {
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
      const published = await publishReport(o, report);
      for (const notice of published.notices) log.notice(notice);
      if (published.comment) {
        log.info(
          `perf-gate: PR comment ${published.comment.action} (${published.comment.url ?? ''})`,
        );
      }
    },
  };
}
