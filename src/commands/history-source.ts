// Where `perf-gate history` reads and writes: a local folder (`--from` / `--to <folder>`) or the
// repository's data branch on origin (`--from-branch` / `--to-branch [name]`, default
// perf-gate-data; history/branch-store.ts), exactly one of the two (docs/history.md).
import { ConfigError } from '../errors.js';
import {
  appendCalibrationToBranch,
  appendRecordToBranch,
  readCalibrationsFromBranch,
  readRecordsFromBranch,
  type BranchAppend,
  type BranchAppendOptions,
  type BranchStoreLocation,
} from '../history/branch-store.js';
import type { CalibrationRecord } from '../history/calibration-record.js';
import {
  appendCalibration,
  appendRecord,
  readCalibrations,
  readRecords,
} from '../history/folder-store.js';
import type { HistoryRecord } from '../history/record.js';
import {
  badHistoryBranch,
  DEFAULT_HISTORY_BRANCH,
  historyBranchProblem,
  type StoreContents,
  type StoreProblem,
} from '../history/store-format.js';
import { value, type FlagSpec } from './options.js';

/**
 * `--from-branch [name]` / `--to-branch [name]`: the data branch on origin, perf-gate-data when
 * given without a name. A name git would read as an option or refuse is a ConfigError.
 */
export function branchFlag(flags: string, help: string): FlagSpec<string, false> {
  return {
    flags,
    help: `${help} (default ${DEFAULT_HISTORY_BRANCH})`,
    kind: 'value',
    read: (flag, raw) => {
      if (raw === true) return DEFAULT_HISTORY_BRANCH;
      if (typeof raw !== 'string' || raw === '') return undefined;
      const problem = historyBranchProblem(raw);
      if (problem) throw badHistoryBranch(raw, problem, flag);
      return raw;
    },
  };
}

/** `--from <folder>`: a history folder to read. */
export const fromFlag = value(
  '--from <folder>',
  'the history folder (`perf-gate history append --to`)',
);
/** `--from-branch [name]`: the data branch to read instead. */
export const fromBranchFlag = branchFlag(
  '--from-branch [name]',
  "the repository's data branch on origin, instead of --from",
);

/** The flags that name a history to read, and those that name one to write to. */
const FROM = ['--from', '--from-branch'] as const;
const TO = ['--to', '--to-branch'] as const;

/** Which of a folder and a branch was given; a ConfigError unless exactly one was. */
function oneOf(
  folder: string | undefined,
  branch: string | undefined,
  [folderFlag, branchFlagName]: readonly [string, string],
): 'folder' | 'branch' {
  if (folder !== undefined && branch !== undefined) {
    throw new ConfigError(
      `${folderFlag} ${folder} and ${branchFlagName} ${branch} name two histories; give one.`,
      {
        fix: `Pass ${folderFlag} <folder> for a history folder, or ${branchFlagName} for the repository's data branch.`,
      },
    );
  }
  if (folder === undefined && branch === undefined) {
    throw new ConfigError(`${folderFlag} or ${branchFlagName} is required.`, {
      fix: `Pass ${folderFlag} <folder> (e.g. ${folderFlag} .perf-gate/history), or ${branchFlagName} for the repository's ${DEFAULT_HISTORY_BRANCH} branch on origin.`,
    });
  }
  return folder !== undefined ? 'folder' : 'branch';
}

/** Refuses flags that do not name exactly one history to write to (before anything is read). */
export function checkAppendTarget(flags: { to?: string; toBranch?: string }): void {
  oneOf(flags.to, flags.toBranch, TO);
}

/** The history named by `--from` or `--from-branch` (of `cwd`'s repository), and where it is. */
export function readHistory(
  flags: { from?: string; fromBranch?: string },
  cwd: string,
): Promise<StoreContents & { where: string }> {
  return readFrom(flags, cwd, readRecords, readRecordsFromBranch);
}

/** The calibrations named by `--from` or `--from-branch` (of `cwd`'s repository), and where. */
export function readCalibrationHistory(
  flags: { from?: string; fromBranch?: string },
  cwd: string,
): Promise<{ records: CalibrationRecord[]; problems: StoreProblem[]; where: string }> {
  return readFrom(flags, cwd, readCalibrations, readCalibrationsFromBranch);
}

/** Appends the record to `--to` or `--to-branch` (of `cwd`'s repository); returns where it went. */
export function appendToHistory(
  flags: { to?: string; toBranch?: string },
  record: HistoryRecord,
  cwd: string,
): Promise<string> {
  return appendTo(
    flags,
    cwd,
    () => appendRecord(flags.to!, record),
    (at) => appendRecordToBranch(at, record),
  );
}

/** Appends the calibration to `--to` or `--to-branch` (made when missing); returns where it went. */
export function appendCalibrationToHistory(
  flags: { to?: string; toBranch?: string },
  record: CalibrationRecord,
  cwd: string,
): Promise<string> {
  return appendTo(
    flags,
    cwd,
    () => appendCalibration(flags.to!, record),
    async (at) => (await appendCalibrationToBranch({ ...at, create: true }, record))!,
  );
}

type Contents<R> = { records: R[]; problems: StoreProblem[] };

async function readFrom<R>(
  flags: { from?: string; fromBranch?: string },
  cwd: string,
  fromFolder: (folder: string) => Contents<R>,
  fromBranch: (at: BranchStoreLocation) => Promise<Contents<R>>,
): Promise<Contents<R> & { where: string }> {
  if (oneOf(flags.from, flags.fromBranch, FROM) === 'folder') {
    return { ...fromFolder(flags.from!), where: flags.from! };
  }
  const branch = flags.fromBranch!;
  const read = await fromBranch({ repo: cwd, branch, setting: '--from-branch' });
  return { records: read.records, problems: read.problems, where: `origin/${branch}` };
}

async function appendTo(
  flags: { to?: string; toBranch?: string },
  cwd: string,
  toFolder: () => string,
  toBranch: (at: BranchAppendOptions) => Promise<BranchAppend>,
): Promise<string> {
  if (oneOf(flags.to, flags.toBranch, TO) === 'folder') return toFolder();
  const branch = flags.toBranch!;
  const appended = await toBranch({
    repo: cwd,
    branch,
    setting: '--to-branch',
    log: (line) => process.stderr.write(`${line}\n`),
  });
  return `${appended.file} on origin/${branch}${appended.created ? ' (the branch was made)' : ''}`;
}
