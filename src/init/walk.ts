// Listing and reading the files of an app folder that may be hostile (a pull request's checkout):
// no symlink is followed, a file read must resolve inside the folder, and the walk and each read
// are bounded (entries, depth, bytes), so a huge or looping tree costs little and leaks nothing.
import { lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { readAtMost, formatBytes } from '../files/bounded-read.js';
import { isInside, realPath } from '../files/inside.js';

/** A file over the size limit. */
class TooLarge extends Error {}

export interface WalkOptions {
  /** whether to keep a file (its path relative to the app folder, `/`-separated) */
  keep: (path: string) => boolean;
  /** whether to leave out a folder and everything below it */
  skip?: (path: string) => boolean;
  /** folders and files looked at before the walk stops (default 20 000) */
  maxEntries?: number;
  /** folder depth below `start` (default 24) */
  maxDepth?: number;
}

export interface Walked {
  /** relative to the app folder, `/`-separated, sorted */
  files: string[];
  /** the walk stopped at maxEntries: some files were not looked at */
  truncated: boolean;
}

/** The regular files under `start` (relative to `root`) that `keep` accepts; symlinks are not followed. */
export async function walkFiles(
  root: string,
  start: string,
  options: WalkOptions,
): Promise<Walked> {
  const maxEntries = options.maxEntries ?? 20_000;
  const maxDepth = options.maxDepth ?? 24;
  const files: string[] = [];
  let entries = 0;
  try {
    const first = await lstat(join(root, start));
    if (!first.isDirectory()) return { files, truncated: false };
  } catch {
    return { files, truncated: false };
  }
  const pending: Array<{ path: string; depth: number }> = [{ path: start, depth: 0 }];
  while (pending.length > 0) {
    const { path, depth } = pending.pop()!;
    let children;
    try {
      children = await readdir(join(root, path), { withFileTypes: true });
    } catch {
      continue;
    }
    children.sort((a, b) => (a.name < b.name ? 1 : -1));
    for (const child of children) {
      if (++entries > maxEntries) return { files: files.sort(), truncated: true };
      // A name with a control character is no app's source, and would break the lines it is shown in.
      // eslint-disable-next-line no-control-regex
      if (/[\u0000-\u001f\u007f]/.test(child.name)) continue;
      const relative = `${path}/${child.name}`;
      // A Dirent describes the entry itself: a symlink is neither a file nor a folder here.
      if (child.isDirectory()) {
        if (depth < maxDepth && !options.skip?.(relative))
          pending.push({ path: relative, depth: depth + 1 });
      } else if (child.isFile() && options.keep(relative)) {
        files.push(relative);
      }
    }
  }
  return { files: files.sort(), truncated: false };
}

/** A file's text, or why it was not read (too large, or it leads outside the app folder). */
export function readInside(
  root: string,
  path: string,
  limit: number,
): { text: string } | { problem: string } {
  const real = realPath(join(root, path));
  const top = realPath(root) ?? root;
  if (real === undefined || !isInside(top, real)) {
    return { problem: `${path} leads outside the app folder: not read.` };
  }
  try {
    return {
      text: readAtMost(real, limit, () => new TooLarge()),
    };
  } catch (error) {
    return error instanceof TooLarge
      ? {
          problem: `${path} is larger than ${formatBytes(limit)}, the most init reads: not read.`,
        }
      : {
          problem: `${path} cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)}).`,
        };
  }
}
