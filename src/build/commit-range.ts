// The commits a bisect searches: --good and --bad resolved to commits of the repository, good
// checked to be an ancestor of bad (`git merge-base --is-ancestor`), and the commits after good up
// to bad, oldest first (`git log --reverse --ancestry-path good..bad`). Every bad value is a
// ConfigError naming the flag, the value and the fix.
import { ConfigError, EnvironmentError } from '../errors.js';
import { GIT_LOCAL_TIMEOUT_MS, GitTimeoutError, git } from './git.js';
import { baseRefProblem } from './worktree.js';

/** A commit of the range. */
export interface RangeCommit {
  sha: string;
  subject: string;
}

export interface CommitRange {
  good: { ref: string; sha: string };
  bad: { ref: string; sha: string };
  /** after good (exclusive) up to bad (inclusive), oldest first */
  commits: RangeCommit[];
}

/** One flag's ref: which flag gave it, for the messages. */
interface FlagRef {
  flag: '--good' | '--bad';
  ref: string;
}

function gitIn(repo: string, args: string[], ref?: string): Promise<string> {
  return git(args, { cwd: repo, timeoutMs: GIT_LOCAL_TIMEOUT_MS, ref });
}

/** The commit a flag's ref names, or a ConfigError saying which flag and how to fix it. */
async function resolveFlagRef(repo: string, given: FlagRef): Promise<string> {
  const problem = baseRefProblem(given.ref);
  const fix = `Pass ${given.flag} a branch, tag or commit sha of this repository (see \`git log --oneline\`); fetch it first when it is only on the remote (\`git fetch origin <ref>\`, or actions/checkout with \`fetch-depth: 0\`).`;
  if (problem) {
    throw new ConfigError(`${given.flag} "${given.ref}" is not a git ref: ${problem}.`, { fix });
  }
  try {
    return await gitIn(
      repo,
      ['rev-parse', '--verify', '--quiet', '--end-of-options', `${given.ref}^{commit}`],
      given.ref,
    );
  } catch (error) {
    if (error instanceof GitTimeoutError) throw error;
    throw new ConfigError(`${given.flag} "${given.ref}" is not a commit in ${repo}.`, { fix });
  }
}

/** Whether `ancestor` is an ancestor of `descendant` (exit 0 yes, exit 1 no, else an error). */
async function isAncestor(repo: string, ancestor: string, descendant: string): Promise<boolean> {
  try {
    await gitIn(repo, ['merge-base', '--is-ancestor', ancestor, descendant]);
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === 1) return false;
    if (error instanceof GitTimeoutError) throw error;
    throw new EnvironmentError(
      `git merge-base --is-ancestor failed in ${repo}: ${(error as Error).message}`,
      { fix: 'Check that the repository is complete (not shallow): `git fetch --unshallow`.' },
    );
  }
}

/** Resolves and checks --good and --bad, and lists the commits between them. */
export async function commitRange(repo: string, good: string, bad: string): Promise<CommitRange> {
  const goodSha = await resolveFlagRef(repo, { flag: '--good', ref: good });
  const badSha = await resolveFlagRef(repo, { flag: '--bad', ref: bad });
  if (goodSha === badSha) {
    throw new ConfigError(
      `--good "${good}" and --bad "${bad}" are the same commit (${goodSha.slice(0, 12)}): there is nothing between them to search.`,
      { fix: 'Pass as --good a commit before the regression and as --bad one after it.' },
    );
  }
  if (!(await isAncestor(repo, goodSha, badSha))) {
    const swapped = await isAncestor(repo, badSha, goodSha);
    throw new ConfigError(
      `--good "${good}" (${goodSha.slice(0, 12)}) is not an ancestor of --bad "${bad}" (${badSha.slice(0, 12)}).`,
      {
        fix: swapped
          ? 'They are the wrong way round: pass the older commit as --good and the newer one as --bad.'
          : `Pass as --good a commit that --bad descends from, e.g. their merge base (\`git merge-base ${good} ${bad}\`).`,
      },
    );
  }
  const log = await gitIn(
    repo,
    [
      'log',
      '--reverse',
      '--ancestry-path',
      '--format=%H%x09%s',
      '--end-of-options',
      `${goodSha}..${badSha}`,
    ],
    `${good}..${bad}`,
  );
  const commits = log
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => {
      const tab = line.indexOf('\t');
      return tab < 0
        ? { sha: line, subject: '' }
        : { sha: line.slice(0, tab), subject: line.slice(tab + 1) };
    });
  if (commits.at(-1)?.sha !== badSha) {
    throw new EnvironmentError(
      `git log listed no path of commits from ${goodSha.slice(0, 12)} to ${badSha.slice(0, 12)}.`,
      { fix: 'Check that the repository is complete (not shallow): `git fetch --unshallow`.' },
    );
  }
  return { good: { ref: good, sha: goodSha }, bad: { ref: bad, sha: badSha }, commits };
}
