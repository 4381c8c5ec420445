// The history kept on a data branch of the repository (default `perf-gate-data`), in the folder
// store's layout: one JSON-lines file per month at the branch's root, plus a README
// (store-format.ts, docs/history.md). What the action appends to on a push to the default branch and
// `perf-gate history --from-branch / --to-branch` reads and writes.
//
// An append never touches a checkout: it finds the branch's tip on the remote, fetches it, writes
// the month's new text, the tree and the commit with plumbing (hash-object, mktree, commit-tree) and
// pushes that commit, a fast-forward only. A push refused because another writer appended first is
// retried from a fresh fetch, a bounded number of times with a jittered backoff, so concurrent runs
// never lose a record. The first append makes the branch, an orphan holding the README. A read
// fetches the tip and parses each month file with the folder store's line parser: a corrupt or
// foreign line is reported and skipped, never fatal.
import { ConfigError, EnvironmentError } from '../errors.js';
import { GIT_FETCH_TIMEOUT_MS, GIT_LOCAL_TIMEOUT_MS, GitTimeoutError, git } from '../build/git.js';
import { oneLine } from '../format/shown.js';
import { monthTooLarge } from './folder-store.js';
import { historyRecordSchema, type HistoryRecord } from './record.js';
import {
  badHistoryBranch,
  DATA_BRANCH_README,
  historyBranchProblem,
  MAX_MONTH_BYTES,
  MONTH_FILE,
  monthFileOf,
  monthWithRecord,
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

const local = (
  repo: string,
  args: string[],
  extra: { input?: string; trim?: boolean; maxBuffer?: number } = {},
) => git(args, { cwd: repo, timeoutMs: GIT_LOCAL_TIMEOUT_MS, ...extra });
const network = (repo: string, args: string[], ref: string) =>
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
async function refusedAs<T>(call: Promise<T>, refusal: () => Error): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw error instanceof GitTimeoutError ? error : refusal();
  }
}

/** Appends one record to its month's file on the data branch; see the file's comment. */
export async function appendRecordToBranch(
  o: BranchAppendOptions,
  record: HistoryRecord,
): Promise<BranchAppend> {
  const checked = historyRecordSchema.parse(record);
  await checkRepository(o);
  const file = monthFileOf(checked);
  const tries = o.tries ?? DEFAULT_TRIES;
  for (let attempt = 1; ; attempt++) {
    const tip = await fetchTip(o);
    const commit = await commitWithRecord(o, tip, file, checked);
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
  await checkRepository(o);
  const tip = await fetchTip(o);
  if (tip === undefined) {
    throw new NoHistoryBranchError(
      `${remoteOf(o)} has no branch ${o.branch}: no result was recorded on it yet.`,
      {
        fix: `Record one first (\`perf-gate history append <result> --to-branch ${o.branch}\`, or the action on a push to the default branch), or name the branch that holds the history.`,
      },
    );
  }
  const records: HistoryRecord[] = [];
  const problems: StoreProblem[] = [];
  const months = (await treeOf(o.repo, tip)).filter((e) => MONTH_FILE.test(e.name)); // in name order
  for (const entry of o.months === undefined ? months : months.slice(-Math.max(1, o.months))) {
    if (entry.type !== 'blob' || entry.size > MAX_MONTH_BYTES) {
      const reason =
        entry.type === 'blob' ? monthTooLarge(entry.name, entry.size).message : 'not a file';
      problems.push({ file: entry.name, line: 0, reason });
      continue;
    }
    const parsed = parseMonth(entry.name, await blobText(o.repo, entry.sha));
    records.push(...parsed.records);
    problems.push(...parsed.problems);
  }
  return { records, problems, commit: tip };
}

function remoteOf(o: BranchStoreLocation): string {
  return o.remote ?? 'origin';
}

/** The branch name checked, the folder inside a repository, the remote one it has. */
async function checkRepository(o: BranchStoreLocation): Promise<void> {
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
async function fetchTip(o: BranchStoreLocation): Promise<string | undefined> {
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

/** The commit on `tip` (none: an orphan with the README) whose month file ends with `record`. */
async function commitWithRecord(
  o: BranchAppendOptions,
  tip: string | undefined,
  file: string,
  record: HistoryRecord,
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
      fix: `Remove it from the branch ${o.branch}; perf-gate keeps one file per month there.`,
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
  const message = `perf-gate history: ${record.commit.slice(0, 12)}${record.branch ? ` on ${record.branch}` : ''} (${record.time})`;
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

/** A remote call that failed for a reason other than a race: git's own first line, and the fix. */
function remoteFailure(error: unknown, what: string): Error {
  if (error instanceof GitTimeoutError) return error;
  const said = String((error as Error).message)
    .split('\n')
    .slice(1)
    .find((line) => /^(fatal|error|remote):/.test(line.trim()));
  return new EnvironmentError(`${what}${said ? `: ${oneLine(said.trim(), 300)}` : ''}.`, {
    fix: 'In the action, give the job `permissions: contents: write` (github-token is its token); from a terminal, check that you can push to the remote (`git push --dry-run`).',
  });
}

interface TreeEntry {
  mode: string;
  type: string;
  sha: string;
  /** bytes; 0 for anything but a blob */
  size: number;
  name: string;
}

/** The root entries of a commit's tree, with blob sizes. */
async function treeOf(repo: string, commit: string): Promise<TreeEntry[]> {
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

async function blobText(repo: string, sha: string): Promise<string> {
  return local(repo, ['cat-file', 'blob', sha], { trim: false, maxBuffer: MAX_MONTH_BYTES + 1 });
}

/** The commit `git ls-remote` lists for exactly `ref` (its patterns also match longer names). */
function tipIn(listed: string, ref: string): string | undefined {
  for (const line of listed.split('\n')) {
    const [sha = '', name] = line.trim().split('\t');
    if (name === ref && /^[0-9a-f]{40,64}$/.test(sha)) return sha;
  }
  return undefined;
}
