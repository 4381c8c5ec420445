// The base side of a comparison: the base commit checked out in a git worktree (the user's own
// checkout is never touched), built with the same command, its jar cached by commit.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ConfigError, EnvironmentError } from '../errors.js';
import type { Releasable, ResourceScope } from '../env/scope.js';
import { GIT_LOCAL_TIMEOUT_MS, GitTimeoutError, git } from './git.js';

/** A local git call in `cwd` with its deadline (git.ts). */
function gitLocal(cwd: string, args: string[], ref?: string): Promise<string> {
  return git(args, { cwd, timeoutMs: GIT_LOCAL_TIMEOUT_MS, ref });
}

/** A failed git call as the caller's own error, except a deadline: that stays itself. */
function unlessTimeout(error: unknown, replacement: () => Error): Error {
  return error instanceof GitTimeoutError ? error : replacement();
}

/** The repository root that holds `directory`, or a ConfigError saying comparison needs git. */
export async function repositoryRoot(directory: string): Promise<string> {
  try {
    return await gitLocal(directory, ['rev-parse', '--show-toplevel']);
  } catch (error) {
    throw unlessTimeout(
      error,
      () =>
        new ConfigError(
          `${directory} is not inside a git repository, so there is no base to compare with.`,
          {
            fix: 'Run from a git checkout, or use compare.base: none (the base input / --base none).',
          },
        ),
    );
  }
}

/** Why a base ref cannot go to git as given (pure pre-check), or undefined when it may. */
export function baseRefProblem(ref: string): string | undefined {
  if (ref === '') return 'it is empty';
  // A leading "-" makes git read the ref as an option (`--upload-pack=...` runs a command).
  if (ref.startsWith('-')) return 'it starts with "-", which git would read as an option';
  if (/\s|\p{Cc}/u.test(ref)) return 'it contains whitespace or a control character';
  if (ref.includes('..')) return 'it is a range (".."), not one commit';
  if (ref.includes(':')) return 'it contains ":", which git reads as a refspec or a path';
  return undefined;
}

/**
 * Refuses a base ref before any other git command sees it: the pure pre-check, then (unless it is
 * a commit sha) `git check-ref-format` on the name without its `~N`/`^N` suffixes, so branch,
 * tag, origin/main and HEAD~1 pass and anything else is a ConfigError naming the ref.
 */
export async function checkBaseRef(ref: string, repo: string): Promise<void> {
  const fail = (reason: string): ConfigError =>
    new ConfigError(`The base ref "${ref}" is not a valid git ref: ${reason}.`, {
      fix: 'Set the base (the base input, --base or compare.base) to a branch, tag or commit sha, e.g. main, origin/main, v1.2.0 or HEAD~1.',
    });
  const problem = baseRefProblem(ref);
  if (problem) throw fail(problem);
  if (/^[0-9a-f]{4,64}$/i.test(ref)) return;
  const name = ref.replace(/(?:[~^]\d*)+$/, '');
  try {
    await gitLocal(repo, ['check-ref-format', '--allow-onelevel', name], ref);
  } catch (error) {
    throw unlessTimeout(error, () => fail('git check-ref-format refuses it'));
  }
}

/** Resolves a ref (branch, tag, sha, origin/main) to a commit sha, with the fix when it is missing. */
export async function resolveCommit(repo: string, ref: string): Promise<string> {
  try {
    return await gitLocal(
      repo,
      ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`],
      ref,
    );
  } catch (error) {
    throw unlessTimeout(
      error,
      () =>
        new ConfigError(`The base ref "${ref}" is not a commit in ${repo}.`, {
          fix: 'Fetch it first (actions/checkout with `fetch-depth: 0`, or `git fetch origin <branch>`), or pass another --base.',
        }),
    );
  }
}

/** The merge base of two commits (what a PR is compared against when only a branch is known). */
export async function mergeBase(repo: string, a: string, b: string): Promise<string> {
  return gitLocal(repo, ['merge-base', a, b]);
}

export interface BaseCheckout extends Releasable {
  /** the worktree's copy of the app directory */
  directory: string;
  sha: string;
  ref: string;
}

/**
 * Checks `sha` out in a new detached worktree; release() removes it again. With `scope`, the
 * checkout is registered before git starts, so a signal during `git worktree add` removes the
 * temp folder and git's record of it too.
 */
export async function checkoutBase(
  repo: string,
  appDirectory: string,
  ref: string,
  sha: string,
  scope?: ResourceScope,
): Promise<BaseCheckout> {
  const root = mkdtempSync(join(tmpdir(), 'perf-gate-base-'));
  const worktree = join(root, 'checkout');
  const removeAll = async (): Promise<void> => {
    await gitLocal(repo, ['worktree', 'remove', '--force', worktree]).catch(() => undefined);
    // The temp folder that held the worktree, and git's record of it if the removal failed.
    rmSync(root, { recursive: true, force: true });
    await gitLocal(repo, ['worktree', 'prune']).catch(() => undefined);
  };
  let released = false;
  const checkout: BaseCheckout = {
    directory: join(worktree, relative(repo, appDirectory)),
    sha,
    ref,
    description: `base worktree ${worktree}`,
    release: async () => {
      if (released) return;
      released = true;
      await removeAll();
    },
  };
  scope?.add(checkout);
  try {
    await gitLocal(
      repo,
      ['worktree', 'add', '--detach', '--force', worktree, sha],
      sha.slice(0, 12),
    );
    if (released) {
      // Released (a signal's teardown) while git was still adding it: what git made since goes too.
      await removeAll();
      throw new Error('the checkout was released while git was adding it');
    }
  } catch (error) {
    scope?.remove(checkout);
    await checkout.release();
    throw unlessTimeout(
      error,
      () =>
        new EnvironmentError(
          `git could not check out the base ${ref} (${sha.slice(0, 12)}): ${(error as Error).message}`,
          {
            fix: 'Make sure the repository is not shallow (actions/checkout with fetch-depth: 0) and the disk has space.',
          },
        ),
    );
  }
  return checkout;
}

export { cachedJarPath, findCachedJar, jarCacheKeep, storeCachedJar } from './jar-cache.js';
