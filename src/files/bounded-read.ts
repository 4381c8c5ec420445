// Reading a file that someone else wrote (perf-gate.yml, a result file from a pull request's job)
// without trusting its size: a larger file, or an endless one such as /dev/zero, is refused before
// it is held in memory.
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

/** How big a refused file is: its size on disk, or (a pipe, a device) how much was read of it. */
export interface Oversize {
  bytes: number;
  /** true when `bytes` is only what was read before stopping: the file is at least that big */
  atLeast: boolean;
}

/** The first buffer's size when the file's size is unknown (0 on disk: a pipe, /dev/zero). */
const FIRST_CHUNK = 64 * 1024;

/**
 * Reads a file as UTF-8, never more than `limit` bytes: a larger file is refused with
 * `tooLarge()` before it is held in memory. The buffer grows with what is read, so a small file
 * under a large limit costs its own size.
 */
export function readAtMost(
  file: string,
  limit: number,
  tooLarge: (size: Oversize) => Error,
): string {
  const fd = openSync(file, 'r');
  try {
    const size = fstatSync(fd).size;
    if (size > limit) throw tooLarge({ bytes: size, atLeast: false });
    let buffer = Buffer.alloc(Math.min(limit, size > 0 ? size : FIRST_CHUNK) + 1);
    let length = 0;
    for (;;) {
      if (length === buffer.length) {
        const grown = Buffer.alloc(Math.min(limit + 1, buffer.length * 2));
        buffer.copy(grown, 0, 0, length);
        buffer = grown;
      }
      const read = readSync(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
      if (length > limit) throw tooLarge({ bytes: length, atLeast: true });
    }
    return buffer.subarray(0, length).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

/** A byte count for a message: "812 B", "3.4 MiB", "64 MiB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const [value, unit] =
    bytes < 1024 * 1024
      ? [bytes / 1024, 'KiB']
      : bytes < 1024 ** 3
        ? [bytes / 1024 / 1024, 'MiB']
        : [bytes / 1024 ** 3, 'GiB'];
  return `${Number(value.toFixed(1))} ${unit}`;
}
