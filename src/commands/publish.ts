// `perf-gate publish <result.json>`: the trusted half of the fork setup. A `pull_request` job
// measures the PR with a read-only token and uploads its result file; a `workflow_run` job (base
// repository's token, no PR code checked out) downloads it and runs this: the sticky comment and
// the commit status on the PR's head. GitHub leaves workflow_run.pull_requests empty for forks,
// so the PR is found by its head commit. The result file is the PR job's output, so it is read
// as untrusted input: its size capped, every printed field validated, rendered escaped, redacted.
import type { Command } from 'commander';
import { renderReport } from '../engine/report-file.js';
import { ConfigError } from '../errors.js';
import { currentGitHubContext, type GitHubRunContext } from '../github/context.js';
import type { PublishResult } from '../github/publish.js';
import { findPullRequestByHeadSha } from '../github/pulls.js';
import { publishReport } from '../outputs/github-pr/index.js';
import type { OutputLog } from '../outputs/target.js';
import type { MarkdownOptions } from '../report/markdown.js';
import type { GateResult } from '../model.js';
import { failOnInconclusiveFlag } from './flags.js';
import { negated, parseFlags, registerFlags, value } from './options.js';
import { readResultFile } from './read-result.js';

export interface PublishOptions {
  resultPath: string;
  token: string;
  context: GitHubRunContext;
  comment?: boolean;
  statusContext?: string;
  failOnInconclusive?: boolean;
  /** the data branch the comment shows the base's history from; none: no history line */
  historyBranch?: string;
  /** where the line saying why the comment has no history line goes */
  log?: OutputLog;
}

export interface PublishOutcome {
  prNumber?: number;
  published?: PublishResult;
  notices: string[];
}

/** Publishes a saved result to its pull request; finds the PR by head commit when needed. */
export async function publishResultFile(options: PublishOptions): Promise<PublishOutcome> {
  const result = readResultFile(
    options.resultPath,
    (code) =>
      new ConfigError(`Cannot read the result file ${options.resultPath} (${code}).`, {
        fix: 'Download the artifact the pull_request workflow uploaded (actions/download-artifact with run-id) and pass its perf-gate-result.json.',
      }),
  );
  let context: GitHubRunContext = { ...options.context, readOnlyToken: false };
  if (context.prNumber === undefined) {
    const found = await findPullRequestByHeadSha({
      token: options.token,
      apiUrl: context.apiUrl,
      owner: context.owner,
      repo: context.repo,
      headSha: context.headSha,
    });
    if (!found) {
      return {
        notices: [
          `No open pull request of ${context.owner}/${context.repo} has the head ${context.headSha.slice(0, 12)}: nothing was published.`,
        ],
      };
    }
    context = {
      ...context,
      prNumber: found.number,
      ...(found.baseRef ? { baseRef: found.baseRef } : {}),
    };
  }
  // The run that measured holds the HTML report and the result file: the same run for a
  // same-repository PR (measure, then publish), the triggering run under workflow_run.
  const runUrl = context.measuredRunUrl ?? context.runUrl;
  const render = (extra: Pick<MarkdownOptions, 'historyLines' | 'recordedCalibration'> = {}) =>
    renderReport(result, {
      markerId: commentIdOf(result),
      ...(runUrl ? { runUrl, artifactUrl: `${runUrl}#artifacts` } : {}),
      ...extra,
    });
  const published = await publishReport(
    {
      context,
      token: options.token,
      comment: options.comment ?? true,
      ...(options.statusContext ? { statusContext: options.statusContext } : {}),
      ...(options.historyBranch === undefined ? {} : { historyBranch: options.historyBranch }),
    },
    {
      result,
      markdown: render(),
      markdownWith: render,
      commentId: commentIdOf(result),
      // With the result's exit code: the measuring job's decision (its effective
      // gate.fail-on-inconclusive included).
      failOnInconclusive: options.failOnInconclusive ?? false,
    },
    options.log,
  );
  return { prNumber: context.prNumber!, published, notices: published.notices };
}

function commentIdOf(result: GateResult): string {
  const id = (result.config as { gate?: { commentId?: unknown } } | null)?.gate?.commentId;
  return typeof id === 'string' && /^[\w.-]{1,64}$/.test(id) ? id : 'default';
}

/** The options of `perf-gate publish`, in --help order. */
export const PUBLISH_FLAGS = {
  comment: negated('--no-comment', 'set the commit status only'),
  statusContext: value(
    '--status-context <name>',
    "commit status context (default: perf-gate, or perf-gate/<id> for the result's gate.comment-id)",
  ),
  failOnInconclusive: failOnInconclusiveFlag('an inconclusive verdict sets a failing status'),
};

/** Registers `perf-gate publish`. */
export function register(program: Command): void {
  registerFlags(
    program
      .command('publish')
      .description(
        'Post a saved result as the sticky PR comment and commit status (the workflow_run half of the fork setup)',
      )
      .argument('<result>', 'perf-gate-result.json written by the pull_request job'),
    PUBLISH_FLAGS,
  ).action(async (resultPath: string, raw: Record<string, unknown>) => {
    const flags = parseFlags(PUBLISH_FLAGS, raw);
    const token = process.env['GITHUB_TOKEN'] ?? process.env['GH_TOKEN'] ?? '';
    if (!token) {
      throw new ConfigError('perf-gate publish needs a token in GITHUB_TOKEN.', {
        fix: 'Add `env: { GITHUB_TOKEN: ${{ github.token }} }` to the step, with `permissions: pull-requests: write, statuses: write`.',
      });
    }
    const outcome = await publishResultFile({
      resultPath,
      token,
      context: currentGitHubContext(),
      comment: flags.comment,
      ...(flags.statusContext ? { statusContext: flags.statusContext } : {}),
      ...(flags.failOnInconclusive ? { failOnInconclusive: true } : {}),
    });
    for (const notice of outcome.notices) process.stderr.write(`perf-gate: ${notice}\n`);
    if (outcome.prNumber !== undefined)
      process.stderr.write(`perf-gate: published to pull request #${outcome.prNumber}\n`);
  });
}
