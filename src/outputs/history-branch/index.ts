// Main's history on the repository's data branch (docs/history.md): on a push to the default
// branch, or a scheduled run, the result's record is appended to the branch (history-branch input,
// default perf-gate-data) with the job's token, which needs `contents: write`. The append runs in a
// temporary bare repository whose origin is the repository on GitHub, so the workspace's checkout
// (cloned with `persist-credentials: false`) is neither needed nor touched, and the token lives
// only in that repository's config file, never on a command line, and goes with it (remote.ts).
// After the append, a change point among main's latest results opens or updates one GitHub issue
// (change-issues.ts).
import { ConfigError } from '../../errors.js';
import type { GitHubRunContext } from '../../github/context.js';
import { appendRecordToBranch, type CommitIdentity } from '../../history/branch-store.js';
import { recordFromResult } from '../../history/record.js';
import type { HistoryMode } from '../../history/store-format.js';
import type { GateResult } from '../../model.js';
import type { OutputLog, OutputTarget } from '../target.js';
import { reportChangePoints } from './change-issues.js';
import { SETTING, withRepositoryRemote } from './remote.js';

/** The author of every commit made with a workflow's GITHUB_TOKEN. */
export const ACTIONS_BOT: CommitIdentity = {
  name: 'github-actions[bot]',
  email: '41898282+github-actions[bot]@users.noreply.github.com',
};

/**
 * Whether this run records its result in the history: history is not off, and the run is a push
 * to the repository's default branch or a scheduled run (which runs on the default branch).
 */
export function recordsHistory(
  context: Pick<GitHubRunContext, 'eventName' | 'ref' | 'defaultBranch'>,
  mode: HistoryMode,
): boolean {
  if (mode === 'off') return false;
  if (context.eventName === 'schedule') return true;
  return (
    context.eventName === 'push' &&
    context.defaultBranch !== undefined &&
    context.ref === `refs/heads/${context.defaultBranch}`
  );
}

/** `main` for `refs/heads/main`; nothing for a tag, a pull request's ref or none. */
export function branchOfRef(ref: string | undefined): string | undefined {
  return ref?.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined;
}

/** Where the record goes: the data branch of the run's repository, with the job's token. */
export interface HistoryDestination {
  context: GitHubRunContext;
  token: string;
  branch: string;
  /** pushes tried before giving up (branch-store's default when absent) */
  tries?: number;
}

export function historyBranchTarget(o: HistoryDestination): OutputTarget {
  return {
    name: `the history branch ${o.branch}`,
    deliver: (report, log) => recordInHistory(o, report.result, log),
  };
}

/**
 * Appends the result's record to the data branch. A gate that measured nothing (an error) is
 * not recorded: a line says so.
 */
export async function recordInHistory(
  o: HistoryDestination,
  result: GateResult,
  log: OutputLog,
): Promise<void> {
  if (result.verdict === 'error') {
    log.info(`perf-gate: the gate measured nothing, so nothing was recorded on ${o.branch}`);
    return;
  }
  if (!o.token) {
    throw new ConfigError('Recording the history needs a token in the github-token input.', {
      fix: 'Leave github-token at its default (the job token) and give the job `permissions: contents: write`, or set `history: off`.',
    });
  }
  const branch = branchOfRef(o.context.ref);
  const record = recordFromResult(result, branch === undefined ? {} : { branch });
  await withRepositoryRemote(o, async (repo) => {
    const appended = await appendRecordToBranch(
      {
        repo,
        branch: o.branch,
        setting: SETTING,
        identity: ACTIONS_BOT,
        log: (line) => log.info(line),
        ...(o.tries === undefined ? {} : { tries: o.tries }),
      },
      record,
    );
    log.info(
      `perf-gate: recorded ${record.commit.slice(0, 12)} in ${appended.file} on ${o.branch}` +
        `${appended.created ? ' (the branch was made)' : ''}${appended.tries > 1 ? ` after ${appended.tries} tries` : ''}`,
    );
    // A change point the new record shows opens (or updates) an issue; it never fails the record.
    await reportChangePoints({ ...o, repo, recordedBranch: branch }, log);
  });
}
