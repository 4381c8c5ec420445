// Appending to the data branch that holds the history (default `perf-gate-data`), in the folder
// store's layout: one JSON-lines file per month at the branch's root, the calibrations file and a
// README (store-format.ts, docs/history.md). What the action appends to on a push to the default
// branch (and after a scheduled calibration) and `perf-gate history --to-branch` writes;
// branch-read.ts reads it.
//
// An append never touches a checkout: it finds the branch's tip on the remote, fetches it, writes
// the file's new text, the tree and the commit with plumbing (hash-object, mktree, commit-tree) and
// pushes that commit, a fast-forward only. A push refused because another writer appended first is
// retried from a fresh fetch, a bounded number of times with a jittered backoff, so concurrent runs
// never lose a record. The first append makes the branch, an orphan holding the README.
import { ConfigError, EnvironmentError } from '../errors.js';
import { GitTimeoutError } from '../build/git.js';
import {
  blobText,
  checkRepository,
  fetchTip,
  local,
  network,
  remoteFailure,
  remoteOf,
  tipIn,
  treeOf,
  type BranchStoreLocation,
} from './branch-read.js';
import {
  CALIBRATIONS_FILE,
  calibrationRecordSchema,
  type CalibrationRecord,
} from './calibration-record.js';
import { monthTooLarge } from './folder-store.js';
import { historyRecordSchema, type HistoryRecord } from './record.js';
import {
  DATA_BRANCH_README,
  MAX_MONTH_BYTES,
  monthFileOf,
  monthWithRecord,
} from './store-format.js';

// The reads and the checks, where their users have always found them.
export {
  checkHistoryBranch,
  NoHistoryBranchError,
  readCalibrationsFromBranch,
  readRecordsFromBranch,
  type BranchStoreLocation,
} from './branch-read.js';

/** Who the data commits are by. */
export interface CommitIdentity {
  name: string;
  email: string;
}

export interface BranchAppendOptions extends BranchStoreLocation {
  /** pushes tried before giving up (default 5) */
  tries?: number;
  /** the first backoff; each further one doubles, times a random factor of 0.5 to 1.5 (default 250) */
  backoffMs?: number;
  /** the author and committer of the data commits (default perf-gate) */
  identity?: CommitIdentity;
  /** a line for each retry */
  log?: (line: string) => void;
  /** runs between the fetch and the push of each try (tests race a second writer in here) */
  beforePush?: (attempt: number) => Promise<void>;
}

/** What an append did. */
export interface BranchAppend {
  /** the month file the record went to */
  file: string;
  /** the data commit that holds it */
  commit: string;
  /** pushes it took (1 when nobody appended at the same time) */
  tries: number;
  /** this append made the branch */
  created: boolean;
}

export const DEFAULT_IDENTITY: CommitIdentity = {
  name: 'perf-gate',
  email: 'perf-gate@users.noreply.invalid',
};
const DEFAULT_TRIES = 5;
const DEFAULT_BACKOFF_MS = 250;

/** What git's stderr says when a push lost a race rather than failed. */
const LOST_RACE = /\[rejected\]|\(fetch first\)|non-fast-forward|failed to lock|cannot lock ref/;

/** Appends one record to its month's file on the data branch; see the file's comment. */
export async function appendRecordToBranch(
  o: BranchAppendOptions,
  record: HistoryRecord,
): Promise<BranchAppend> {
  const checked = historyRecordSchema.parse(record);
  const message = `perf-gate history: ${checked.commit.slice(0, 12)}${checked.branch ? ` on ${checked.branch}` : ''} (${checked.time})`;
  const appended = await appendToBranch(o, monthFileOf(checked), checked, message, true);
  return appended!;
}

/**
 * Appends one calibration to the data branch's calibrations file. `create: false` (the action's
 * scheduled calibration): a remote without the branch keeps none, and undefined says so.
 */
export async function appendCalibrationToBranch(
  o: BranchAppendOptions & { create: boolean },
  record: CalibrationRecord,
): Promise<BranchAppend | undefined> {
  const checked = calibrationRecordSchema.parse(record);
  const message = `perf-gate calibration: ${checked.runner.class} (${checked.time})`;
  return appendToBranch(o, CALIBRATIONS_FILE, checked, message, o.create);
}

async function appendToBranch(
  o: BranchAppendOptions,
  file: string,
  record: HistoryRecord | CalibrationRecord,
  message: string,
  create: boolean,
): Promise<BranchAppend | undefined> {
  await checkRepository(o);
  const tries = o.tries ?? DEFAULT_TRIES;
  for (let attempt = 1; ; attempt++) {
    const tip = await fetchTip(o);
    if (tip === undefined && !create) return undefined;
    const commit = await commitWithRecord(o, tip, file, record, message);
    await o.beforePush?.(attempt);
    const outcome = await push(o, tip, commit);
    if (outcome === 'pushed') return { file, commit, tries: attempt, created: tip === undefined };
    if (attempt >= tries) {
      throw new EnvironmentError(
        `The record could not be appended to ${o.branch} on ${remoteOf(o)}: ${tries} pushes were each overtaken by another writer's.`,
        { fix: 'Run it again; if it keeps failing, fewer jobs should record at the same moment.' },
      );
    }
    const wait = Math.round(
      (o.backoffMs ?? DEFAULT_BACKOFF_MS) * 2 ** (attempt - 1) * (0.5 + Math.random()),
    );
    o.log?.(
      `perf-gate: ${o.branch} moved on ${remoteOf(o)} while appending (another writer); retrying in ${wait} ms (try ${attempt + 1} of ${tries})`,
    );
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/** The commit on `tip` (none: an orphan with the README) whose `file` ends with `record`. */
async function commitWithRecord(
  o: BranchAppendOptions,
  tip: string | undefined,
  file: string,
  record: HistoryRecord | CalibrationRecord,
  message: string,
): Promise<string> {
  const entries = tip === undefined ? [] : await treeOf(o.repo, tip);
  if (tip === undefined) {
    const readme = await local(o.repo, ['hash-object', '-w', '--stdin'], {
      input: DATA_BRANCH_README,
    });
    entries.push({ mode: '100644', type: 'blob', sha: readme, size: 0, name: 'README.md' });
  }
  const month = entries.find((entry) => entry.name === file);
  if (month && month.type !== 'blob') {
    throw new ConfigError(`${file} on ${o.branch} is not a file.`, {
      fix: `Remove it from the branch ${o.branch}; perf-gate keeps one file per month and its calibrations there.`,
    });
  }
  if (month && month.size > MAX_MONTH_BYTES) throw monthTooLarge(file, month.size);
  const before = month ? await blobText(o.repo, month.sha) : '';
  const blob = await local(o.repo, ['hash-object', '-w', '--stdin'], {
    input: monthWithRecord(before, record),
  });
  const others = entries.filter((entry) => entry.name !== file);
  const listing = [...others, { mode: '100644', type: 'blob', sha: blob, name: file }]
    .map((entry) => `${entry.mode} ${entry.type} ${entry.sha}\t${entry.name}\0`)
    .join('');
  const tree = await local(o.repo, ['mktree', '-z'], { input: listing });
  const who = o.identity ?? DEFAULT_IDENTITY;
  return local(o.repo, [
    '-c',
    `user.name=${who.name}`,
    '-c',
    `user.email=${who.email}`,
    'commit-tree',
    '--no-gpg-sign',
    ...(tip === undefined ? [] : ['-p', tip]),
    '-m',
    message,
    tree,
  ]);
}

/**
 * Pushes `commit` as the branch, a fast-forward from `tip` only. `lost`: another writer moved the
 * branch first (the push was refused, or the branch is no longer at `tip`).
 */
async function push(
  o: BranchStoreLocation,
  tip: string | undefined,
  commit: string,
): Promise<'pushed' | 'lost'> {
  const remote = remoteOf(o);
  try {
    // --no-verify: the repository's own pre-push hooks are about its code, not this branch.
    await network(
      o.repo,
      ['push', '--quiet', '--no-verify', '--', remote, `${commit}:refs/heads/${o.branch}`],
      o.branch,
    );
    return 'pushed';
  } catch (error) {
    if (error instanceof GitTimeoutError) throw error;
    const now = await network(
      o.repo,
      ['ls-remote', '--', remote, `refs/heads/${o.branch}`],
      o.branch,
    )
      .then((listed) => tipIn(listed, `refs/heads/${o.branch}`))
      .catch(() => tip);
    if (now === commit) return 'pushed'; // it went through; only the answer was lost
    if (now !== tip || LOST_RACE.test(String((error as Error).message))) return 'lost';
    throw remoteFailure(error, `The push of ${o.branch} to ${remote} was refused`);
  }
}
