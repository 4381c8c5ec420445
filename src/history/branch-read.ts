// Reading the data branch that holds the history (default `perf-gate-data`; branch-store.ts
// appends to it): the month files of gate records and the calibrations file at the branch's root
// (store-format.ts, docs/history.md), and the git plumbing reads and appends share. A read fetches
// the branch's tip from the remote and parses each file with the stores' line parser: a corrupt or
// foreign line is reported and skipped, never fatal.
import { ConfigError, EnvironmentError } from '../errors.js';
import { GIT_FETCH_TIMEOUT_MS, GIT_LOCAL_TIMEOUT_MS, GitTimeoutError, git } from '../build/git.js';
import { oneLine } from '../format/shown.js';
import { CALIBRATIONS_FILE, type CalibrationRecord } from './calibration-record.js';
import { monthTooLarge } from './folder-store.js';
import type { HistoryRecord } from './record.js';
import {
  badHistoryBranch,
  historyBranchProblem,
  MAX_MONTH_BYTES,
  MONTH_FILE,
  parseCalibrations,
  parseMonth,
  type StoreContents,
  type StoreProblem,
} from './store-format.js';

/** Where the data branch is: a repository (any folder in a checkout, or a bare one) and its remote. */
export interface BranchStoreLocation {
  /** a folder inside the repository git runs in */
  repo: string;
  /** the remote that holds the branch (default origin) */
  remote?: string;
  branch: string;
  /** how a message names the branch setting: `--to-branch`, `input history-branch` */
  setting?: string;
}

export const local = (
  repo: string,
  args: string[],
  extra: { input?: string; trim?: boolean; maxBuffer?: number } = {},
) => git(args, { cwd: repo, timeoutMs: GIT_LOCAL_TIMEOUT_MS, ...extra });
export const network = (repo: string, args: string[], ref: string) =>
  git(args, { cwd: repo, timeoutMs: GIT_FETCH_TIMEOUT_MS, ref });

/**
 * Refuses a data branch name before any other git command sees it: the pure pre-check, then
 * `git check-ref-format` on `refs/heads/<name>`; a ConfigError names the value and the fix.
 */
export async function checkHistoryBranch(
  branch: string,
  repo: string,
  setting?: string,
): Promise<void> {
  const problem = historyBranchProblem(branch);
  if (problem) throw badHistoryBranch(branch, problem, setting);
  await refusedAs(local(repo, ['check-ref-format', `refs/heads/${branch}`]), () =>
    badHistoryBranch(branch, 'git check-ref-format refuses it', setting),
  );
}

/** A git call whose failure (its deadline apart) is the caller's own error. */
export async function refusedAs<T>(call: Promise<T>, refusal: () => Error): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw error instanceof GitTimeoutError ? error : refusal();
  }
}

/** The remote has no data branch yet (nothing was recorded): a ConfigError of its own. */
export class NoHistoryBranchError extends ConfigError {}

/**
 * Every record of the data branch's month files on the remote, oldest month first (the latest
 * `months` files only, when given), and every line skipped. A branch the remote does not have is
 * a NoHistoryBranchError.
 */
export async function readRecordsFromBranch(
  o: BranchStoreLocation & { months?: number },
): Promise<StoreContents & { commit: string }> {
  const tip = await tipToRead(
    o,
    'no result was recorded on it yet',
    `\`perf-gate history append <result> --to-branch ${o.branch}\`, or the action on a push to the default branch`,
  );
  const records: HistoryRecord[] = [];
  const problems: StoreProblem[] = [];
  const months = (await treeOf(o.repo, tip)).filter((e) => MONTH_FILE.test(e.name)); // in name order
  for (const entry of o.months === undefined ? months : months.slice(-Math.max(1, o.months))) {
    const parsed = await readStoreFile(o.repo, entry, (text) => parseMonth(entry.name, text));
    records.push(...parsed.records);
    problems.push(...parsed.problems);
  }
  return { records, problems, commit: tip };
}

/**
 * The calibrations of the data branch's calibrations file on the remote, oldest first, and every
 * line skipped; none when the branch holds no such file. A branch the remote does not have is a
 * NoHistoryBranchError. `tip`: the branch's commit a read of its records just fetched (nothing is
 * fetched again).
 */
export async function readCalibrationsFromBranch(
  o: BranchStoreLocation & { tip?: string },
): Promise<{ records: CalibrationRecord[]; problems: StoreProblem[]; commit: string }> {
  const tip =
    o.tip ??
    (await tipToRead(
      o,
      'nothing was recorded on it yet',
      `\`perf-gate history append calibration.json --to-branch ${o.branch}\`, or the calibrate workflow's record job`,
    ));
  const entry = (await treeOf(o.repo, tip)).find((e) => e.name === CALIBRATIONS_FILE);
  if (entry === undefined) return { records: [], problems: [], commit: tip };
  return { ...(await readStoreFile(o.repo, entry, parseCalibrations)), commit: tip };
}

/**
 * The branch's tip on the remote, fetched; a NoHistoryBranchError when the remote lacks it, whose
 * fix names `record` (how a first record is made).
 */
async function tipToRead(o: BranchStoreLocation, none: string, record: string): Promise<string> {
  await checkRepository(o);
  const tip = await fetchTip(o);
  if (tip !== undefined) return tip;
  throw new NoHistoryBranchError(`${remoteOf(o)} has no branch ${o.branch}: ${none}.`, {
    fix: `Record one first (${record}), or name the branch that holds the history.`,
  });
}

/** One file of the branch parsed; one that is not a file or is too large is a problem instead. */
async function readStoreFile<R>(
  repo: string,
  entry: TreeEntry,
  parse: (text: string) => { records: R[]; problems: StoreProblem[] },
): Promise<{ records: R[]; problems: StoreProblem[] }> {
  if (entry.type !== 'blob' || entry.size > MAX_MONTH_BYTES) {
    const reason =
      entry.type === 'blob' ? monthTooLarge(entry.name, entry.size).message : 'not a file';
    return { records: [], problems: [{ file: entry.name, line: 0, reason }] };
  }
  return parse(await blobText(repo, entry.sha));
}

export function remoteOf(o: BranchStoreLocation): string {
  return o.remote ?? 'origin';
}

/** The branch name checked, the folder inside a repository, the remote one it has. */
export async function checkRepository(o: BranchStoreLocation): Promise<void> {
  await checkHistoryBranch(o.branch, o.repo, o.setting);
  const remote = remoteOf(o);
  await refusedAs(
    local(o.repo, ['rev-parse', '--git-dir']),
    () =>
      new ConfigError(`${o.repo} is not inside a git repository, so it has no data branch.`, {
        fix: 'Run it in a clone of the repository whose history you mean, or use a history folder (--from / --to).',
      }),
  );
  await refusedAs(
    local(o.repo, ['remote', 'get-url', '--', remote]),
    () =>
      new ConfigError(`The repository has no remote ${remote}, where the data branch is kept.`, {
        fix: `Run it in a clone of the repository (\`git remote -v\` lists ${remote}), or use a history folder (--from / --to).`,
      }),
  );
}

/**
 * The branch's tip on the remote, fetched into `refs/remotes/<remote>/<branch>` when this
 * repository lacks it; undefined when the remote has no such branch.
 */
export async function fetchTip(o: BranchStoreLocation): Promise<string | undefined> {
  const remote = remoteOf(o);
  const ref = `refs/heads/${o.branch}`;
  let listed: string;
  try {
    listed = await network(o.repo, ['ls-remote', '--exit-code', '--', remote, ref], o.branch);
  } catch (error) {
    // --exit-code: 2 is "no such ref", anything else a failure to reach the remote.
    if ((error as { code?: unknown }).code === 2) return undefined;
    throw remoteFailure(error, `${remote} could not be read`);
  }
  const tip = tipIn(listed, ref);
  if (tip === undefined) return undefined; // only refs ending in the name, e.g. refs/tags/…
  // Already here (an earlier append or read in this repository): nothing to fetch.
  const present = local(o.repo, ['cat-file', '-e', `${tip}^{commit}`]).then(() => true);
  if (await present.catch(() => false)) return tip;
  const refspec = `+${ref}:refs/remotes/${remote}/${o.branch}`;
  await network(o.repo, ['fetch', '--no-tags', '--quiet', '--', remote, refspec], o.branch).catch(
    (error: unknown) => {
      throw remoteFailure(error, `${o.branch} could not be fetched from ${remote}`);
    },
  );
  return tip;
}

/** A remote call that failed for a reason other than a race: git's own first line, and the fix. */
export function remoteFailure(error: unknown, what: string): Error {
  if (error instanceof GitTimeoutError) return error;
  const said = String((error as Error).message)
    .split('\n')
    .slice(1)
    .find((line) => /^(fatal|error|remote):/.test(line.trim()));
  return new EnvironmentError(`${what}${said ? `: ${oneLine(said.trim(), 300)}` : ''}.`, {
    fix: 'In the action, give the job `permissions: contents: write` (github-token is its token); from a terminal, check that you can push to the remote (`git push --dry-run`).',
  });
}

export interface TreeEntry {
  mode: string;
  type: string;
  sha: string;
  /** bytes; 0 for anything but a blob */
  size: number;
  name: string;
}

/** The root entries of a commit's tree, with blob sizes. */
export async function treeOf(repo: string, commit: string): Promise<TreeEntry[]> {
  const listed = await local(repo, ['ls-tree', '-z', '-l', commit], { trim: false });
  return listed
    .split('\0')
    .filter((line) => line !== '')
    .map((line) => {
      const tab = line.indexOf('\t');
      const [mode = '', type = '', sha = '', size = '-'] = line.slice(0, tab).split(/ +/);
      return { mode, type, sha, size: size === '-' ? 0 : Number(size), name: line.slice(tab + 1) };
    });
}

export async function blobText(repo: string, sha: string): Promise<string> {
  return local(repo, ['cat-file', 'blob', sha], { trim: false, maxBuffer: MAX_MONTH_BYTES + 1 });
}

/** The commit `git ls-remote` lists for exactly `ref` (its patterns also match longer names). */
export function tipIn(listed: string, ref: string): string | undefined {
  for (const line of listed.split('\n')) {
    const [sha = '', name] = line.trim().split('\t');
    if (name === ref && /^[0-9a-f]{40,64}$/.test(sha)) return sha;
  }
  return undefined;
}
