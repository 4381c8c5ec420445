// The pull request on GitHub: one sticky comment with the report, and the gate's commit status
// on the head commit (pending while it measures). A fork's read-only token turns both into notices.
// Unless the history is off, the comment gets a line per scenario about the base branch's history
// on the data branch (history-lines.ts).
import type { GitHubRunContext } from '../../github/context.js';
import {
  publishPending,
  publishToPullRequest,
  statusSummary,
  type PublishResult,
} from '../../github/publish.js';
import { markerFor } from '../../report/markdown.js';
import type { GateReport, OutputLog, OutputTarget } from '../target.js';
import { historyExtrasFor } from './history-lines.js';

/** Where and how the report goes: the pull request of `context`, with the job's token. */
export interface PullRequestDestination {
  context: GitHubRunContext;
  token: string;
  /** false: the status only, no comment */
  comment: boolean;
  /** the status context, when not the one the report's comment-id names */
  statusContext?: string;
  /** the data branch whose history the comment shows a line of per scenario; none: history off */
  historyBranch?: string;
}

/**
 * Posts the report's sticky comment and its status (state from the gate's exit code); `log` gets
 * the line that says why the comment has no history line, when it has none.
 */
export async function publishReport(
  o: PullRequestDestination,
  report: GateReport,
  log?: OutputLog,
): Promise<PublishResult> {
  const { result } = report;
  return publishToPullRequest({
    context: o.context,
    token: o.token,
    markdown: await commentMarkdown(o, report, log),
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

/** The report's markdown, with the history lines when the comment is posted and has them. */
async function commentMarkdown(
  o: PullRequestDestination,
  report: GateReport,
  log: OutputLog | undefined,
): Promise<string> {
  const posts = o.comment && o.context.prNumber !== undefined && !o.context.readOnlyToken;
  if (o.historyBranch === undefined || !report.markdownWith || !posts) return report.markdown;
  if (report.result.scenarios.length === 0) return report.markdown;
  const quiet = { info: () => {}, notice: () => {}, warning: () => {} };
  const extras = await historyExtrasFor(
    { context: o.context, token: o.token, branch: o.historyBranch },
    report.result,
    log ?? quiet,
  );
  return extras.historyLines || extras.recordedCalibration
    ? report.markdownWith(extras)
    : report.markdown;
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
      const published = await publishReport(o, report, log);
      for (const notice of published.notices) log.notice(notice);
      if (published.comment) {
        log.info(
          `perf-gate: PR comment ${published.comment.action} (${published.comment.url ?? ''})`,
        );
      }
    },
  };
}
