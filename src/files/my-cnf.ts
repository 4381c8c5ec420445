// database.server given as a path: the repository's my.cnf, read inside the checkout and bounded.
import { ConfigError } from '../errors.js';
import { shownValue } from '../format/shown.js';
import { variablesFromMyCnf, type ServerVariables } from '../config/server-variables.js';
import { readAtMost } from './bounded-read.js';
import { requireInside } from './inside.js';

/** The largest my.cnf read (a real one is a few kB). */
const MAX_MY_CNF_BYTES = 256 * 1024;

/** database.server as a path: the repository's my.cnf, inside the checkout, its server groups. */
export function readMyCnf(
  path: string,
  written: string,
  source: string,
  checkout: string | undefined,
): ServerVariables {
  requireInside(checkout, path, 'database.server', source);
  let text: string;
  try {
    text = readAtMost(path, MAX_MY_CNF_BYTES, () => {
      return new ConfigError(
        `${source}: database.server ${shownValue(written)} is larger than 256 KiB, the most perf-gate reads of a my.cnf.`,
        { fix: 'Point database.server at the my.cnf the database runs with.' },
      );
    });
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(
      `${source}: database.server points to ${shownValue(written)}, which cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)}).`,
      {
        fix: `Give the path of a my.cnf relative to ${source}, or write the variables under database.server (max_connections: 60).`,
      },
    );
  }
  return variablesFromMyCnf(text, written);
}
