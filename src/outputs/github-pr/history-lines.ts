// The pull request comment's line per scenario about the base branch's history (docs/history.md):
// the data branch read with the job's token through the temporary bare repository the history
// target appends through (history-branch/remote.ts), the latest month files only, the records of
// the pull request's base branch, and per scenario the line historyLine renders; on an
// uncalibrated runner also the latest calibration of its class recorded there. A courtesy: a
// branch not made yet is one info line, any other failure one warning, and the comment is posted
// without the lines.
import { describeError } from '../../errors.js';
import { oneLine } from '../../format/shown.js';
import type { GitHubRunContext } from '../../github/context.js';
import { runnerClassOf } from '../../analysis/instance-noise.js';
import {
  NoHistoryBranchError,
  readCalibrationsFromBranch,
  readRecordsFromBranch,
} from '../../history/branch-store.js';
import type { CalibrationRecord } from '../../history/calibration-record.js';
import { recordsOfBranch } from '../../history/record.js';
import { MIN_ISSUE_MAGNITUDE } from '../../history/change-issue.js';
import { historyLine } from '../../history/sparkline.js';
import type { GateResult } from '../../model.js';
import { judgedUncalibrated, recordedCalibrationText } from '../../report/noise-model.js';
import { MONTHS_READ, SETTING, withRepositoryRemote } from '../history-branch/remote.js';
import type { HistoryExtras, OutputLog } from '../target.js';

export interface HistoryLinesSource {
  context: GitHubRunContext;
  token: string;
  /** the data branch (the history-branch input) */
  branch: string;
}

/**
 * What the base branch's history adds to the comment: the line of each scenario it holds, and on
 * an uncalibrated runner the latest calibration of the runner's class; nothing when there is none
 * (no branch, no records of the base, a failure: each said in one line of `log`).
 */
export async function historyExtrasFor(
  o: HistoryLinesSource,
  result: GateResult,
  log: OutputLog,
): Promise<HistoryExtras> {
  const uncalibrated = judgedUncalibrated(result);
  let records;
  let calibrations: readonly CalibrationRecord[];
  try {
    [records, calibrations] = await withRepositoryRemote(o, async (repo) => {
      const at = { repo, branch: o.branch, setting: SETTING };
      const read = await readRecordsFromBranch({ ...at, months: MONTHS_READ });
      // Only read when the comment would say it: an uncalibrated runner.
      const recorded = uncalibrated
        ? (await readCalibrationsFromBranch({ ...at, tip: read.commit })).records
        : [];
      return [read, recorded] as const;
    });
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
    return {};
  }
  const base = o.context.baseRef ?? o.context.defaultBranch;
  const history = recordsOfBranch(records.records, base);
  const scenarios = result.scenarios.map((scenario) => scenario.name);
  const lines = scenarios.flatMap((scenario) => {
    // The issue's minimum magnitude: a smaller change point is one noise can fake.
    const line = historyLine(history, scenario, {
      analysis: { minMagnitude: MIN_ISSUE_MAGNITUDE },
      ...(base === undefined ? {} : { branch: base }),
    });
    return line === undefined ? [] : [[scenario, line] as const];
  });
  const runnerClass = runnerClassOf(result);
  const calibration = calibrations
    .filter((c) => c.runner.class === runnerClass && (!c.branch || !base || c.branch === base))
    .sort((a, b) => Date.parse(a.time) - Date.parse(b.time))
    .at(-1);
  return {
    // fromEntries: a scenario named __proto__ is an own key like any other
    ...(lines.length > 0 ? { historyLines: Object.fromEntries(lines) } : {}),
    ...(calibration ? { recordedCalibration: recordedCalibrationText(calibration) } : {}),
  };
}
