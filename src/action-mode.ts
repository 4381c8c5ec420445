// The action's three modes and which GitHub API calls each makes. `gate` measures and publishes in
// one job (a repository where every PR author is trusted). `measure` runs the PR's code and writes
// the result file, the job summary and the outputs, and makes no API call at all: its job can hold a
// read-only token. `publish` runs no PR code: it posts a saved result file (the measuring job's
// artifact) as the sticky comment and the commit status, in a job that holds the write permissions;
// on a push to the default branch (or a schedule) it records the saved result on the data branch,
// and a saved calibration.json (the calibrate workflow) in the data branch's calibrations file.
import { publishResultFile } from './commands/publish.js';
import { readResultFile } from './commands/read-result.js';
export { readCalibrationJson } from './commands/read-result.js';
import { ConfigError, describeError } from './errors.js';
import type { GitHubRunContext } from './github/context.js';
import { setCommitStatus, statusContextFor } from './github/status.js';
import { calibrationRecordFrom } from './history/calibration-record.js';
import type { HistoryMode } from './history/store-format.js';
import { recordCalibrationInHistory } from './outputs/history-branch/calibrations.js';
import { branchOfRef, recordInHistory } from './outputs/history-branch/index.js';

export const ACTION_MODES = ['gate', 'measure', 'publish'] as const;
export type ActionMode = (typeof ACTION_MODES)[number];

/** The `mode` input; empty is `gate`, anything else unknown is a ConfigError naming the fix. */
export function parseMode(value: string): ActionMode {
  const mode = value.trim().toLowerCase();
  if (mode === '') return 'gate';
  if ((ACTION_MODES as readonly string[]).includes(mode)) return mode as ActionMode;
  throw new ConfigError(`input mode must be gate, measure or publish (got "${value}").`, {
    fix: 'Set `mode: measure` in the job that runs the pull request (read-only token) and `mode: publish` in the job that posts its result file (see examples/workflows/perf-gate.yml), or leave it empty for gate.',
  });
}

/** What one run of the action does, decided before anything runs. */
export interface ModePlan {
  /** build and measure: runs the pull request's code */
  measure: boolean;
  /** set the pending status before measuring */
  pending: boolean;
  /** post the comment and the status of the result just measured */
  publishMeasured: boolean;
  /** read the saved result file and post its comment and status */
  publishSaved: boolean;
}

/** The plan of a mode: only `gate` and `publish` ever call the GitHub API. */
export function planFor(mode: ActionMode, run: { token: boolean; pullRequest: boolean }): ModePlan {
  switch (mode) {
    case 'gate': {
      const publish = run.token && run.pullRequest;
      return { measure: true, pending: publish, publishMeasured: publish, publishSaved: false };
    }
    case 'measure':
      return { measure: true, pending: false, publishMeasured: false, publishSaved: false };
    case 'publish':
      return { measure: false, pending: false, publishMeasured: false, publishSaved: true };
  }
}

/** Where publish mode's lines go (the action passes @actions/core's functions). */
export interface PublishLog {
  info(line: string): void;
  notice(line: string): void;
  warning(line: string): void;
}

export interface SavedResultInput {
  resultPath: string;
  token: string;
  context: GitHubRunContext;
  comment: boolean;
  failOnInconclusive?: boolean;
  /** the data branch the comment shows the base's history from; none: history off */
  historyBranch?: string;
  /**
   * the gate's gate.comment-id (the comment-id input): names the error status when the result
   * file cannot be read (a readable file names its own)
   */
  commentId?: string;
}

/**
 * Publish mode: the saved result's comment and status, as `perf-gate publish` posts them (the PR
 * from the event, or found by head commit in a workflow_run). When that fails (no file, a file
 * that does not validate, an API error) the head commit's "perf-gate" status is set to `error`,
 * so a required check never stays pending or missing, and the failure is returned for the step.
 */
export async function publishSavedResult(
  input: SavedResultInput,
  log: PublishLog,
): Promise<Error | undefined> {
  if (!input.token) {
    return new ConfigError('mode publish needs a token in the github-token input.', {
      fix: 'Leave github-token at its default (the job token) and give the job `permissions: pull-requests: write, statuses: write`.',
    });
  }
  try {
    const outcome = await publishResultFile({
      resultPath: input.resultPath,
      token: input.token,
      context: input.context,
      comment: input.comment,
      ...(input.failOnInconclusive ? { failOnInconclusive: true } : {}),
      ...(input.historyBranch === undefined ? {} : { historyBranch: input.historyBranch }),
      log,
    });
    for (const notice of outcome.notices) log.notice(notice);
    if (outcome.prNumber !== undefined)
      log.info(`perf-gate: published to pull request #${outcome.prNumber}`);
    return undefined;
  } catch (error) {
    await publishErrorStatus(input, error, log);
    return error instanceof Error ? error : new Error(describeError(error));
  }
}

/** A saved result to record on the data branch (publish mode on a push to the default branch). */
export interface SavedRecordInput {
  resultPath: string;
  token: string;
  context: GitHubRunContext;
  /** the data branch */
  branch: string;
  /** pushes tried before giving up (the store's default when absent) */
  tries?: number;
}

/**
 * Publish mode on a push to the default branch or a schedule: there is no pull request to post
 * to, so the saved result's record is appended to the data branch instead. The failure (no file,
 * no token, a refused push) is returned for the step.
 */
export async function recordSavedResult(
  input: SavedRecordInput,
  log: PublishLog,
): Promise<Error | undefined> {
  try {
    const result = readResultFile(
      input.resultPath,
      (code) =>
        new ConfigError(`Cannot read the result file ${input.resultPath} (${code}).`, {
          fix: 'Download the artifact the measuring job uploaded (actions/download-artifact) and pass its perf-gate-result.json as result-path.',
        }),
    );
    await recordInHistory(
      {
        context: input.context,
        token: input.token,
        branch: input.branch,
        ...(input.tries === undefined ? {} : { tries: input.tries }),
      },
      result,
      log,
    );
    return undefined;
  } catch (error) {
    return error instanceof Error ? error : new Error(describeError(error));
  }
}

/**
 * Publish mode with a calibration.json (the calibrate workflow's record job; `calibration` is its
 * parsed content, readCalibrationJson): appended to the data branch's calibrations file when the
 * run is not a pull request's, history is not off and the branch exists. A pull request's run
 * refuses it; the failure is returned for the step.
 */
export async function recordSavedCalibration(
  input: SavedRecordInput & { history: HistoryMode; calibration: unknown },
  log: PublishLog,
): Promise<Error | undefined> {
  try {
    // A pull request's job could hand the record job a forged calibration: only runs of the
    // repository's own code (a schedule, a dispatch, a push) record one.
    if (input.context.eventName.startsWith('pull_request')) {
      throw new ConfigError(
        `${input.resultPath} is a calibration.json; a pull request's run posts a gate's result, not a calibration.`,
        {
          fix: 'Record calibrations from the calibrate workflow (examples/workflows/perf-gate-calibrate.yml), which runs on a schedule or by hand.',
        },
      );
    }
    if (input.history === 'off') {
      log.info('perf-gate: history is off, so the calibration was not recorded');
      return undefined;
    }
    const branch = branchOfRef(input.context.ref);
    const record = calibrationRecordFrom(
      input.resultPath,
      input.calibration,
      branch === undefined ? {} : { branch },
    );
    if (!input.token) {
      throw new ConfigError('Recording the calibration needs a token in the github-token input.', {
        fix: 'Leave github-token at its default (the job token) and give the job `permissions: contents: write`, or set `history: off`.',
      });
    }
    await recordCalibrationInHistory(
      {
        context: input.context,
        token: input.token,
        branch: input.branch,
        ...(input.tries === undefined ? {} : { tries: input.tries }),
      },
      record,
      log,
    );
    return undefined;
  } catch (error) {
    return error instanceof Error ? error : new Error(describeError(error));
  }
}

async function publishErrorStatus(
  input: SavedResultInput,
  error: unknown,
  log: PublishLog,
): Promise<void> {
  const { context } = input;
  try {
    const status = await setCommitStatus({
      token: input.token,
      apiUrl: context.apiUrl,
      owner: context.owner,
      repo: context.repo,
      sha: context.headSha,
      state: 'error',
      context: statusContextFor(input.commentId),
      description: `error: ${error instanceof Error ? error.message : describeError(error)}`,
      ...(context.runUrl ? { targetUrl: context.runUrl } : {}),
    });
    if (status.posted)
      log.info(
        `perf-gate: set the "${statusContextFor(input.commentId)}" status of ${context.headSha.slice(0, 12)} to error`,
      );
    else if (status.notice) log.warning(status.notice);
  } catch (statusError) {
    log.warning(`perf-gate: could not set the error status: ${describeError(statusError)}`);
  }
}
