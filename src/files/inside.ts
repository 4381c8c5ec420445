// Paths a pull request names (its perf-gate.yml, k6 scripts, SQL files, app folder, jar) must stay
// inside its checkout. Without this check a committed symlink (perf-gate.yml -> /proc/self/environ)
// or an absolute path makes perf-gate read, and echo in an error, the runner's own files and the
// job's secrets. Paths are compared after every symlink is resolved (realpath).
import { existsSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import { ConfigError } from '../errors.js';
import { shownValue } from '../format/shown.js';

/** The real path of `path`, or undefined when it (or a link on the way) does not exist. */
export function realPath(path: string): string | undefined {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
}

/** Whether `path` is `root` or below it (both already real paths). */
export function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

/** The git work tree that holds `directory` (the nearest folder with a `.git`), as a real path. */
export function enclosingWorkTree(directory: string): string | undefined {
  let dir = realPath(directory);
  while (dir) {
    if (existsSync(join(dir, '.git'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
  return undefined;
}

/**
 * Refuses `path` (named `what` in `source`) when its real path leaves `checkout`. A path that
 * does not exist is left to the caller's "does not exist" check.
 */
export function requireInside(
  checkout: string | undefined,
  path: string,
  what: string,
  source: string,
): void {
  if (!checkout) return;
  const root = realPath(checkout) ?? checkout;
  const real = realPath(path);
  if (real === undefined || isInside(root, real)) return;
  throw new ConfigError(
    `${source}: ${what} ${shownValue(path)} leads outside the checkout ${shownValue(root)} (to ${shownValue(real)}).`,
    {
      fix: 'Keep the file in the repository and name it by a relative path, with no symlink that leaves it: perf-gate reads only files of the checkout it measures.',
    },
  );
}
