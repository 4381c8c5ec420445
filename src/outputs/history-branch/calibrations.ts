// A calibration in the history store (docs/history.md, docs/calibration.md): the calibrate
// workflow's record job (publish mode, no checkout) appends the calibration.json its calibrate job
// uploaded to the data branch's calibrations file, through the same temporary repository the
// gate's records go through (remote.ts). Only a repository that keeps a history gets one: a
// remote without the data branch is left without it, and a line says so (the calibration stays
// in the workflow's artifact).
import type { GitHubRunContext } from '../../github/context.js';
import { appendCalibrationToBranch } from '../../history/branch-store.js';
import type { CalibrationRecord } from '../../history/calibration-record.js';
import type { OutputLog } from '../target.js';
import { ACTIONS_BOT } from './index.js';
import { SETTING, withRepositoryRemote } from './remote.js';

/** Appends the calibration to the data branch when the remote has it; lines say what happened. */
export async function recordCalibrationInHistory(
  o: { context: GitHubRunContext; token: string; branch: string; tries?: number },
  record: CalibrationRecord,
  log: OutputLog,
): Promise<void> {
  await withRepositoryRemote(o, async (repo) => {
    const appended = await appendCalibrationToBranch(
      {
        repo,
        branch: o.branch,
        setting: SETTING,
        identity: ACTIONS_BOT,
        create: false,
        log: (line) => log.info(line),
        ...(o.tries === undefined ? {} : { tries: o.tries }),
      },
      record,
    );
    if (appended === undefined) {
      log.info(
        `perf-gate: the repository has no branch ${o.branch} (no history is kept), so the calibration of ${record.runner.class} was not recorded; calibration.json stays in the artifact`,
      );
      return;
    }
    log.info(
      `perf-gate: recorded the calibration of ${record.runner.class} (${record.time}) in ${appended.file} on ${o.branch}` +
        `${appended.tries > 1 ? ` after ${appended.tries} tries` : ''}`,
    );
  });
}
