// Preparing the base side of a comparison: resolve the ref, check it out in a worktree, map the
// init scripts into it, and reuse a jar cached for that commit.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { childEnvironment } from '../build/child-env.js';
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

/** How long one `git fetch` of a base commit may take. */
export const GIT_FETCH_TIMEOUT_MS = 120_000;

/** Resolves `ref`, fetching it from origin once when the clone is shallow. */
async function resolveOrFetch(
  repo: string,
  ref: string,
  progress: (line: string) => void,
): Promise<string> {
  await checkBaseRef(ref, repo);
  try {
    return await resolveCommit(repo, ref);
  } catch (error) {
    progress(`base ${ref} is not in the clone; fetching it from origin`);
    try {
      await promisify(execFile)(
        'git',
        ['fetch', '--no-tags', '--depth=1', '--end-of-options', 'origin', ref],
        // A fetch that hangs (a dead remote, a credential prompt) ends as "not in the clone".
        { cwd: repo, env: childEnvironment(), timeout: GIT_FETCH_TIMEOUT_MS },
      );
    } catch {
      throw error;
    }
    return resolveCommit(repo, ref === 'FETCH_HEAD' ? ref : 'FETCH_HEAD');
  }
}

/** The PR side's commit (HEAD of the checkout) and whether it has uncommitted changes. */
export async function currentCommit(directory: string): Promise<{ sha?: string; dirty?: boolean }> {
  try {
    const run = promisify(execFile);
    const env = childEnvironment();
    const { stdout: sha } = await run('git', ['rev-parse', 'HEAD'], { cwd: directory, env });
    const { stdout: status } = await run('git', ['status', '--porcelain', '--', '.'], {
      cwd: directory,
      env,
    });
    return { sha: sha.trim(), dirty: status.trim().length > 0 };
  } catch {
    return {};
  }
}

/** Checks out and describes the base side; the worktree is released with the scope. */
export async function prepareBaseSide(
  config: GateConfig,
  ref: string,
  scope: ResourceScope,
  progress: (line: string) => void,
): Promise<SideSource> {
  // Checked before anything is built: a bad value must not fail the gate after the base's build.
  const keep = jarCacheKeep();
  const repo = await repositoryRoot(config.app.directory);
  const sha = await resolveOrFetch(repo, ref, progress);
  const checkout = await checkoutBase(repo, config.app.directory, ref, sha, scope);
  progress(`base ${ref} = ${sha.slice(0, 12)}, checked out in a worktree`);
  const worktreeRoot = join(checkout.directory, relative(config.app.directory, repo));
  const inBase = (script: string): string => {
    const copy = join(worktreeRoot, relative(repo, script));
    return existsSync(copy) ? copy : script;
  };
  const initScripts = config.database.init.map(inBase);
  const initAfterBootScripts = config.database.initAfterBoot.map(inBase);
  const buildKey = JSON.stringify([
    config.app.build,
    config.app.jar,
    relative(repo, config.app.directory),
  ]);
  const cached = findCachedJar(sha, buildKey);
  if (cached) progress(`base: reusing the jar built earlier for ${sha.slice(0, 12)}`);
  return {
    side: 'base',
    directory: checkout.directory,
    ref,
    sha,
    initScripts,
    initAfterBootScripts,
    ...(cached ? { jar: cached } : {}),
    onBuilt: (jar) => storeCachedJar(sha, buildKey, jar, keep),
  };
}
