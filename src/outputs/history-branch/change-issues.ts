// After a record is appended to the data branch (index.ts): the change points of the recorded
// branch's history (change-issue.ts decides which, and words the issue), each opening one GitHub
// issue or updating the open one of its series, with the job's token (`issues: write`). A courtesy
// like every output: a token without the permission is one line, any other failure one warning,
// and the record stands either way.
import { describeError } from '../../errors.js';
import type { GitHubRunContext } from '../../github/context.js';
import { upsertIssue } from '../../github/issues.js';
import { readRecordsFromBranch } from '../../history/branch-store.js';
import {
  CHANGE_POINT_MARKER,
  changeMarker,
  changePointIssue,
  recentChangePoints,
  seriesMarker,
} from '../../history/change-issue.js';
import { recordsOfBranch } from '../../history/record.js';
import { oneLine } from '../../format/shown.js';
import type { OutputLog } from '../target.js';
import { MONTHS_READ, SETTING } from './remote.js';

export interface ChangePointSource {
  context: GitHubRunContext;
  token: string;
  /** the data branch */
  branch: string;
  /** the repository (the temporary bare one) the data branch was just pushed from */
  repo: string;
  /** the branch the record was of (refs/heads/<name> of the run); none: the whole history */
  recordedBranch: string | undefined;
}

/** Opens or updates an issue per recent change point; never throws. */
export async function reportChangePoints(o: ChangePointSource, log: OutputLog): Promise<void> {
  try {
    const { records } = await readRecordsFromBranch({
      repo: o.repo,
      branch: o.branch,
      setting: SETTING,
      months: MONTHS_READ,
    });
    const history = recordsOfBranch(records, o.recordedBranch);
    const { serverUrl, owner, repo } = o.context;
    for (const found of recentChangePoints(history)) {
      const issue = changePointIssue(found, `${serverUrl}/${owner}/${repo}`, o.recordedBranch);
      const key = found.name.key;
      const outcome = await upsertIssue({
        token: o.token,
        apiUrl: o.context.apiUrl,
        owner,
        repo,
        markers: [CHANGE_POINT_MARKER, seriesMarker(key)],
        occurrence: changeMarker(found.changePoint),
        ...issue,
      });
      if (outcome.action === 'skipped') {
        log.info(`perf-gate: a change point in ${key} opened no issue: ${outcome.notice ?? ''}`);
        return; // the next series would be refused the same way
      }
      const what =
        outcome.action === 'closed'
          ? `its issue #${outcome.number} was closed, so it is left closed`
          : `issue #${outcome.number} ${outcome.action}`;
      log.info(
        `perf-gate: change point in ${key} at ${found.changePoint.toCommit.slice(0, 12)}: ${what}${outcome.url ? ` (${outcome.url})` : ''}`,
      );
    }
  } catch (error) {
    log.warning(
      `perf-gate: the change points of ${o.branch} could not be reported: ${oneLine(describeError(error), 400)}`,
    );
  }
}
