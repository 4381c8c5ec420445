// Files perf-gate.yml names besides scripts and SQL: the repository's my.cnf (database.server) and
// nginx.conf (proxy.config), read inside the checkout and bounded.
import { ConfigError } from '../errors.js';
import { shownValue } from '../format/shown.js';
import { variablesFromMyCnf, type ServerVariables } from '../config/server-variables.js';
import { readAtMost } from './bounded-read.js';
import { requireInside } from './inside.js';

/** The largest of these files read (a real one is a few kB). */
const MAX_NAMED_FILE_BYTES = 256 * 1024;

/** A file a key of perf-gate.yml names, inside the checkout, at most 256 KiB. */
export function readNamedFile(
  o: { path: string; written: string; key: string; source: string; checkout: string | undefined },
  fix: string,
): string {
  requireInside(o.checkout, o.path, o.key, o.source);
  try {
    return readAtMost(o.path, MAX_NAMED_FILE_BYTES, () => {
      return new ConfigError(
        `${o.source}: ${o.key} ${shownValue(o.written)} is larger than 256 KiB, the most perf-gate reads of it.`,
        { fix },
      );
    });
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(
      `${o.source}: ${o.key} points to ${shownValue(o.written)}, which cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)}).`,
      { fix },
    );
  }
}

/** database.server as a path: the repository's my.cnf, its server groups. */
export function readMyCnf(
  path: string,
  written: string,
  source: string,
  checkout: string | undefined,
): ServerVariables {
  const text = readNamedFile(
    { path, written, key: 'database.server', source, checkout },
    `Give the path of the my.cnf the database runs with, relative to ${source}, or write the variables under database.server (max_connections: 60).`,
  );
  return { ...variablesFromMyCnf(text, written), file: { path, written } };
}
