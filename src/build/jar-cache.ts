// Built jars of base commits, kept by commit and build command so that the next gate on the same
// base skips its build. A runner that gates many pull requests would keep one jar (often 50-60 MB)
// per base commit forever, so the cache keeps only the most recently used ones.
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from '../errors.js';

/** How many jars the cache keeps (PERF_GATE_JAR_CACHE_KEEP overrides it). */
export const JAR_CACHE_KEEP = 20;

/** The cache's folder: PERF_GATE_JAR_CACHE, else ~/.cache/perf-gate/jars. */
export function jarCacheDir(): string {
  return process.env.PERF_GATE_JAR_CACHE ?? join(homedir(), '.cache', 'perf-gate', 'jars');
}

/** Where a built jar of a commit is kept, keyed by commit and by how it was built. */
export function cachedJarPath(sha: string, buildKey: string): string {
  const key = createHash('sha256').update(buildKey).digest('hex').slice(0, 12);
  return join(jarCacheDir(), `${sha}-${key}.jar`);
}

/** The cached jar of a commit, if an earlier run built it; marked as just used. */
export function findCachedJar(sha: string, buildKey: string): string | undefined {
  const path = cachedJarPath(sha, buildKey);
  if (!existsSync(path)) return undefined;
  const now = new Date();
  try {
    utimesSync(path, now, now);
  } catch {
    // A cache shared read-only still serves its jars; they just age as stored.
  }
  return path;
}

/** Keeps a freshly built jar for later runs on the same commit, then trims it to `keep` jars. */
export function storeCachedJar(
  sha: string,
  buildKey: string,
  jar: string,
  keep = JAR_CACHE_KEEP,
): string {
  const path = cachedJarPath(sha, buildKey);
  mkdirSync(join(path, '..'), { recursive: true });
  // Copied under a temporary name first: a gate stopped half-way leaves no truncated jar behind
  // that a later run would take for a build.
  const partial = `${path}.${process.pid}.partial`;
  try {
    copyFileSync(jar, partial);
    renameSync(partial, path);
  } finally {
    rmSync(partial, { force: true });
  }
  pruneJarCache(jarCacheDir(), keep, path);
  return path;
}

/**
 * Removes all but the `keep` most recently used jars of `dir` (never `current`, the one just
 * stored); returns the names removed. Other files are left alone.
 */
export function pruneJarCache(dir: string, keep: number, current?: string): string[] {
  const jars = readdirSync(dir)
    .filter((name) => name.endsWith('.jar'))
    .map((name) => ({ name, usedMs: statSync(join(dir, name)).mtimeMs }))
    .sort((a, b) => b.usedMs - a.usedMs || a.name.localeCompare(b.name));
  const removed: string[] = [];
  for (const jar of jars.slice(Math.max(keep, 1))) {
    if (current !== undefined && join(dir, jar.name) === current) continue;
    rmSync(join(dir, jar.name), { force: true });
    removed.push(jar.name);
  }
  return removed;
}

/** How many jars to keep: PERF_GATE_JAR_CACHE_KEEP (a whole number from 1), else 20. */
export function jarCacheKeep(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.PERF_GATE_JAR_CACHE_KEEP?.trim();
  if (value === undefined || value === '') return JAR_CACHE_KEEP;
  const keep = Number(value);
  if (!Number.isInteger(keep) || keep < 1) {
    throw new ConfigError(
      `PERF_GATE_JAR_CACHE_KEEP is "${value}": it must be a whole number of jars, 1 or more.`,
      { fix: `Set it to e.g. ${JAR_CACHE_KEEP} (the default), or unset it.` },
    );
  }
  return keep;
}
