// Preparing the base side of a comparison: resolve the ref, check it out in a worktree, map the
// init scripts into it, and reuse a jar cached for that commit. A bisect prepares its tested
// commit (the PR side) the same way.
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { GIT_FETCH_TIMEOUT_MS, GIT_LOCAL_TIMEOUT_MS, GitTimeoutError, git } from '../build/git.js';
import {
  checkBaseRef,
  checkoutBase,
  findCachedJar,
  repositoryRoot,
  resolveCommit,
  storeCachedJar,
  jarCacheKeep,
} from '../build/worktree.js';
import type { GateConfig } from '../config/schema.js';
import type { ResourceScope } from '../env/scope.js';
import type { SideSource } from './gate.js';

/** Resolves `ref`, fetching it from origin once when the clone is shallow. */
async function resolveOrFetch(
  repo: string,
  ref: string,
  progress: (line: string) => void,
  side: SideSource['side'],
): Promise<string> {
  await checkBaseRef(ref, repo);
  try {
    return await resolveCommit(repo, ref);
  } catch (error) {
    if (error instanceof GitTimeoutError) throw error;
    progress(`${side} ${ref} is not in the clone; fetching it from origin`);
    try {
      await git(['fetch', '--no-tags', '--depth=1', '--end-of-options', 'origin', ref], {
        cwd: repo,
        timeoutMs: GIT_FETCH_TIMEOUT_MS,
        ref,
      });
    } catch (fetchError) {
      // A fetch that fails says "not in the clone"; one that hangs (a dead remote, a credential
      // prompt) says so, with its deadline.
      throw fetchError instanceof GitTimeoutError ? fetchError : error;
    }
    return resolveCommit(repo, ref === 'FETCH_HEAD' ? ref : 'FETCH_HEAD');
  }
}

/** The PR side's commit (HEAD of the checkout) and whether it has uncommitted changes. */
export async function currentCommit(directory: string): Promise<{ sha?: string; dirty?: boolean }> {
  const options = { cwd: directory, timeoutMs: GIT_LOCAL_TIMEOUT_MS };
  try {
    const sha = await git(['rev-parse', 'HEAD'], options);
    const status = await git(['status', '--porcelain', '--', '.'], options);
    return { sha, dirty: status.length > 0 };
  } catch (error) {
    // Not a git checkout: the result has no commit. A git that hangs is an error of its own.
    if (error instanceof GitTimeoutError) throw error;
    return {};
  }
}

/** Checks out and describes the base side; the worktree is released with the scope. */
export function prepareBaseSide(
  config: GateConfig,
  ref: string,
  scope: ResourceScope,
  progress: (line: string) => void,
  /** the base commit's own app.build, app.jar and app.image (its perf-gate.yml), if it has one */
  baseApp?: Pick<GateConfig['app'], 'build' | 'jar' | 'image'>,
): Promise<SideSource> {
  return prepareRefSide('base', config, ref, scope, progress, baseApp);
}

/**
 * Checks out one side at a git ref and describes it: the base of a comparison, or the tested
 * commit of a bisect (the PR side); the worktree is released with the scope.
 */
export async function prepareRefSide(
  side: SideSource['side'],
  config: GateConfig,
  ref: string,
  scope: ResourceScope,
  progress: (line: string) => void,
  /** the commit's own app.build, app.jar and app.image (its perf-gate.yml), if it has one */
  baseApp?: Pick<GateConfig['app'], 'build' | 'jar' | 'image'>,
): Promise<SideSource> {
  // Checked before anything is built: a bad value must not fail the gate after the base's build.
  const keep = jarCacheKeep();
  const repo = await repositoryRoot(config.app.directory);
  const sha = await resolveOrFetch(repo, ref, progress, side);
  const checkout = await checkoutBase(repo, config.app.directory, ref, sha, scope);
  progress(`${side} ${ref} = ${sha.slice(0, 12)}, checked out in a worktree`);
  const worktreeRoot = join(checkout.directory, relative(config.app.directory, repo));
  const inBase = (script: string): string => {
    const copy = join(worktreeRoot, relative(repo, script));
    return existsSync(copy) ? copy : script;
  };
  const initScripts = config.database.init.map(inBase);
  const initAfterBootScripts = config.database.initAfterBoot.map(inBase);
  // Built the way the base's own file says: a PR's app.build or app.jar never builds the base.
  const build = { command: (baseApp ?? config.app).build, jar: (baseApp ?? config.app).jar };
  const buildKey = JSON.stringify([build.command, build.jar, relative(repo, config.app.directory)]);
  const cached = findCachedJar(sha, buildKey);
  if (cached) progress(`${side}: reusing the jar built earlier for ${sha.slice(0, 12)}`);
  return {
    side,
    directory: checkout.directory,
    ref,
    sha,
    initScripts,
    initAfterBootScripts,
    build,
    // Booted in the base's own image: a PR's app.image never runs the base's jar.
    appImage: (baseApp ?? config.app).image,
    ...(cached ? { jar: cached } : {}),
    onBuilt: (jar) => storeCachedJar(sha, buildKey, jar, keep),
  };
}
