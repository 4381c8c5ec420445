import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  JAR_CACHE_KEEP,
  findCachedJar,
  jarCacheKeep,
  pruneJarCache,
  storeCachedJar,
} from '../../../src/build/jar-cache.js';
import { ConfigError } from '../../../src/errors.js';

let dir: string;
let saved: string | undefined;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'perf-gate-jar-cache-test-'));
  saved = process.env.PERF_GATE_JAR_CACHE;
  process.env.PERF_GATE_JAR_CACHE = join(dir, 'cache');
});

afterEach(() => {
  if (saved === undefined) delete process.env.PERF_GATE_JAR_CACHE;
  else process.env.PERF_GATE_JAR_CACHE = saved;
  rmSync(dir, { recursive: true, force: true });
});

/** A jar file whose last use lies `ageSec` seconds back. */
function jarAged(folder: string, name: string, ageSec: number): void {
  const path = join(folder, name);
  writeFileSync(path, name);
  const when = new Date(Date.now() - ageSec * 1000);
  utimesSync(path, when, when);
}

describe('the jar cache', () => {
  it('keeps a built jar by commit and build, and finds it again', () => {
    const built = join(dir, 'app.jar');
    writeFileSync(built, 'jar bytes');
    const stored = storeCachedJar('a'.repeat(40), '["mvn"]', built);
    expect(findCachedJar('a'.repeat(40), '["mvn"]')).toBe(stored);
    expect(findCachedJar('a'.repeat(40), '["gradle"]')).toBeUndefined();
    expect(findCachedJar('b'.repeat(40), '["mvn"]')).toBeUndefined();
    // no partial copy left next to it
    expect(readdirSync(join(dir, 'cache'))).toEqual([stored.split('/').pop()]);
  });

  it('marks a jar it finds as just used, so pruning keeps it', () => {
    const built = join(dir, 'app.jar');
    writeFileSync(built, 'jar bytes');
    const stored = storeCachedJar('c'.repeat(40), 'k', built);
    const old = new Date(Date.now() - 3_600_000);
    utimesSync(stored, old, old);
    findCachedJar('c'.repeat(40), 'k');
    expect(statSync(stored).mtimeMs).toBeGreaterThan(Date.now() - 60_000);
  });

  it('keeps only the most recently used jars when it stores one', () => {
    const cache = join(dir, 'cache');
    const first = join(dir, 'first.jar');
    writeFileSync(first, 'first');
    storeCachedJar('d'.repeat(40), 'k', first, 3);
    for (let i = 0; i < 5; i++) jarAged(cache, `old-${i}.jar`, 100 + i);
    writeFileSync(join(cache, 'notes.txt'), 'not a jar');
    const built = join(dir, 'app.jar');
    writeFileSync(built, 'jar bytes');
    const stored = storeCachedJar('e'.repeat(40), 'k', built, 3);
    const left = readdirSync(cache).sort();
    expect(left).toContain(stored.split('/').pop());
    expect(left).toContain('notes.txt');
    expect(left.filter((name) => name.endsWith('.jar'))).toHaveLength(3);
    // kept: the two stored jars (just written) and the newest old one (100 s)
    expect(left).toContain('old-0.jar');
    expect(left).not.toContain('old-1.jar');
    expect(left).not.toContain('old-4.jar');
  });

  it('never removes the jar it was asked to keep, even when it is the oldest', () => {
    const cache = join(dir, 'cache');
    mkdirSync(cache, { recursive: true });
    jarAged(cache, 'current.jar', 1000);
    jarAged(cache, 'newer.jar', 10);
    const removed = pruneJarCache(cache, 1, join(cache, 'current.jar'));
    expect(removed).toEqual([]);
    expect(existsSync(join(cache, 'current.jar'))).toBe(true);
  });

  it('reads how many to keep from PERF_GATE_JAR_CACHE_KEEP, with a clear error for a bad value', () => {
    expect(jarCacheKeep({})).toBe(JAR_CACHE_KEEP);
    expect(jarCacheKeep({ PERF_GATE_JAR_CACHE_KEEP: ' 5 ' })).toBe(5);
    for (const bad of ['0', '-3', '2.5', 'many']) {
      expect(() => jarCacheKeep({ PERF_GATE_JAR_CACHE_KEEP: bad })).toThrow(ConfigError);
    }
    expect(() => jarCacheKeep({ PERF_GATE_JAR_CACHE_KEEP: 'many' })).toThrow(
      /PERF_GATE_JAR_CACHE_KEEP is "many".*whole number/,
    );
  });
});
