// The pull request comment's line per scenario about the base branch's history (docs/history.md):
// the data branch read with the job's token through the temporary bare repository the history
// target appends through (history-branch/remote.ts), the latest month files only, the records of
// the pull request's base branch, and per scenario the line historyLine renders. A courtesy: a
// branch not made yet is one info line, any other failure one warning, and the comment is posted
// without the lines.
import { describeError } from '../../errors.js';
import { oneLine } from '../../format/shown.js';
import type { GitHubRunContext } from '../../github/context.js';
import { NoHistoryBranchError, readRecordsFromBranch } from '../../history/branch-store.js';
import { recordsOfBranch } from '../../history/record.js';
import { MIN_ISSUE_MAGNITUDE } from '../../history/change-issue.js';
import { historyLine } from '../../history/sparkline.js';
import { MONTHS_READ, SETTING, withRepositoryRemote } from '../history-branch/remote.js';
import type { OutputLog } from '../target.js';

export interface HistoryLinesSource {
  context: GitHubRunContext;
  token: string;
  /** the data branch (the history-branch input) */
  branch: string;
}

/**
 * The line of each scenario that the base branch's history holds, or undefined when there is none
 * (no branch, no records of the base, a failure: each said in one line of `log`).
 */
export async function historyLinesFor(
  o: HistoryLinesSource,
  scenarios: readonly string[],
  log: OutputLog,
): Promise<Record<string, string> | undefined> {
  let records;
  try {
    records = await withRepositoryRemote(o, async (repo) =>
      readRecordsFromBranch({ repo, branch: o.branch, setting: SETTING, months: MONTHS_READ }),
    );
  } catch (error) {
    if (error instanceof NoHistoryBranchError) {
      log.info(
        `perf-gate: no history on ${o.branch} yet (a push to the default branch records one), so the comment has no history line`,
      );
    } else {
      log.warning(
        `perf-gate: the history on ${o.branch} could not be read, so the comment has no history line: ${oneLine(describeError(error), 400)}`,
      );
    }
    return undefined;
  }
  const base = o.context.baseRef ?? o.context.defaultBranch;
  const history = recordsOfBranch(records.records, base);
  const lines = scenarios.flatMap((scenario) => {
    // The issue's minimum magnitude: a smaller change point is one noise can fake.
    const line = historyLine(history, scenario, {
      analysis: { minMagnitude: MIN_ISSUE_MAGNITUDE },
      ...(base === undefined ? {} : { branch: base }),
    });
    return line === undefined ? [] : [[scenario, line] as const];
  });
  // fromEntries: a scenario named __proto__ is an own key like any other
  return lines.length > 0 ? Object.fromEntries(lines) : undefined;
}
