// Keeps a raw result where a replaced machine does not lose it: a gzipped copy in
// bench/results/<label>-raw/, a tracked folder, written as soon as the file is (bench/results/raw/
// is ignored by git, and a machine replaced before the copy was made took a whole sitting's raw
// results with it: bench/README.md, "Fifth sitting").
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Writes `<archive>/<name>.gz` for each file; returns the paths written. */
export function archiveRaw(archive, files, name = basename) {
  mkdirSync(archive, { recursive: true });
  return files.map((file) => {
    const target = join(archive, `${name(file)}.gz`);
    writeFileSync(target, gzipSync(readFileSync(file), { level: 9 }));
    return target;
  });
}
