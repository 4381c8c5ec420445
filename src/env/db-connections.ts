// The database's connection counters around a window: how many clients it held, its high-water
// mark, and the connections it refused over max_connections or aborted, from `SHOW GLOBAL STATUS`
// (MySQL 8 and MariaDB name them alike). The refusals and aborts are counters: a window's are the
// difference of two readings.
import type { StartedDatabase } from './database.js';

/** One reading of the connection counters and the server's limit. */
export interface ConnectionReading {
  threadsConnected: number;
  maxUsedConnections: number;
  connectionErrorsMaxConnections: number;
  abortedConnects: number;
  maxConnections: number;
}

const NAMES = {
  Threads_connected: 'threadsConnected',
  Max_used_connections: 'maxUsedConnections',
  Connection_errors_max_connections: 'connectionErrorsMaxConnections',
  Aborted_connects: 'abortedConnects',
} as const;

/** A reading from `SHOW GLOBAL STATUS` rows and `@@max_connections`. */
export function connectionReading(
  rows: ReadonlyArray<{ Variable_name: string; Value: string }>,
  maxConnections: number,
): ConnectionReading {
  const reading: ConnectionReading = {
    threadsConnected: 0,
    maxUsedConnections: 0,
    connectionErrorsMaxConnections: 0,
    abortedConnects: 0,
    maxConnections,
  };
  for (const row of rows) {
    const key = NAMES[row.Variable_name as keyof typeof NAMES];
    if (key) reading[key] = Number(row.Value) || 0;
  }
  return reading;
}

/** Reads the counters; undefined when the server does not answer (the window goes on). */
export async function readConnections(
  database: StartedDatabase,
): Promise<ConnectionReading | undefined> {
  try {
    const rows = await database.query<Array<{ Variable_name: string; Value: string }>>(
      `SHOW GLOBAL STATUS WHERE Variable_name IN (${Object.keys(NAMES)
        .map((name) => `'${name}'`)
        .join(', ')})`,
    );
    const limit = await database.query<Array<{ limit: number | string }>>(
      'SELECT @@max_connections AS `limit`',
    );
    return connectionReading(rows, Number(limit[0]?.limit) || 0);
  } catch {
    return undefined;
  }
}

/** A window's figures from the readings before and after it. */
export function windowConnections(
  before: ConnectionReading,
  after: ConnectionReading,
): {
  threadsConnected: number;
  maxUsedConnections: number;
  refused: number;
  aborted: number;
  maxConnections: number;
} {
  return {
    threadsConnected: after.threadsConnected,
    maxUsedConnections: after.maxUsedConnections,
    refused: Math.max(
      0,
      after.connectionErrorsMaxConnections - before.connectionErrorsMaxConnections,
    ),
    aborted: Math.max(0, after.abortedConnects - before.abortedConnects),
    maxConnections: after.maxConnections,
  };
}
