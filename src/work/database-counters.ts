// The database's own statement counters (performance_schema), read as root on a connection with
// no default schema, so that perf-gate's reads never count as the app's work:
//   - the digest table is read for the app's schema only (our reads run with schema NULL);
//   - prepared-statement executions and rows are read for the app's user only (we read as root,
//     and the official image refuses MYSQL_USER=root, so the app's user is never ours).
// Snapshot and restore run as root in the app's schema too, but only outside measured windows.
//
// Only columns that MySQL 8.4 and MariaDB 10.11 share are read: DIGEST, DIGEST_TEXT, COUNT_STAR,
// SUM_ROWS_EXAMINED, SCHEMA_NAME, USER, EVENT_NAME.
import mysql from 'mysql2/promise';
import { EnvironmentError } from '../errors.js';
import type { DatabaseCounters, DigestCounter } from './counters.js';

/** Server arguments that make sure the counters exist (the defaults of mysql:8.4 already). */
export const PERFORMANCE_SCHEMA_ARGS = [
  '--performance-schema=ON',
  '--performance-schema-consumer-statements-digest=ON',
];

/** Where to read: the database container's address, root's password, the app's user and schema. */
export interface CounterTarget {
  port: number;
  rootPassword: string;
  appUser: string;
  schema: string;
  image: string;
}

/** The counters' target for the lab's database: its port, root, the app's user and schema. */
export function counterTarget(database: {
  port: number;
  rootPassword: string;
  user: string;
  database: string;
  image: string;
}): CounterTarget {
  return {
    port: database.port,
    rootPassword: database.rootPassword,
    appUser: database.user,
    schema: database.database,
    image: database.image,
  };
}

/** Reads the counters; `digestsIncludePrepared` is detected on first use and kept. */
export interface DatabaseCounterReader {
  read(): Promise<DatabaseCounters>;
  close(): Promise<void>;
}

/** Opens one root connection (no default schema) and checks that performance_schema is on. */
export async function openDatabaseCounters(target: CounterTarget): Promise<DatabaseCounterReader> {
  const connection = await mysql.createConnection({
    host: '127.0.0.1',
    port: target.port,
    user: 'root',
    password: target.rootPassword,
    connectTimeout: 5_000,
  });
  try {
    const [rows] = await connection.query('SELECT @@performance_schema AS enabled');
    if (Number((rows as Array<{ enabled: unknown }>)[0]?.enabled) !== 1) {
      throw new EnvironmentError(
        `The database (${target.image}) runs with performance_schema off, so the statements per request cannot be counted.`,
        {
          fix: `Start it with ${PERFORMANCE_SCHEMA_ARGS.join(' ')} (perf-gate passes these itself; a custom entrypoint may drop them), or turn the work metrics off with compare.work.database: false.`,
        },
      );
    }
    await enableConsumers(connection);
    const digestsIncludePrepared = await detectPreparedDigests(connection);
    return {
      read: () => readCounters(connection, target, digestsIncludePrepared),
      close: () => connection.end(),
    };
  } catch (error) {
    await connection.end().catch(() => undefined);
    throw error;
  }
}

const CONSUMERS = ['statements_digest', 'global_instrumentation', 'thread_instrumentation'];

/**
 * A server started with the digest consumer off can have it turned on at run time; one that has it
 * on (mysql:8.4 and the stand-in by default) is left alone. The UPDATE is asked only when needed:
 * the server counts it as a write (Com_update), and a write makes the gate restore the database
 * at the next side switch (src/env/db-writes.ts). Run once per gate, it made the two post-boot
 * snapshots of an A/A gate differ and every side switch restore the database (about 2 s each).
 */
async function enableConsumers(connection: mysql.Connection): Promise<void> {
  const [rows] = await connection.query(
    `SELECT NAME AS name, ENABLED AS enabled FROM performance_schema.setup_consumers WHERE NAME IN (${CONSUMERS.map(() => '?').join(', ')})`,
    CONSUMERS,
  );
  const off = (rows as Array<{ name: string; enabled: string }>).filter(
    (row) => row.enabled !== 'YES',
  );
  if (off.length === 0) return;
  await connection.query(
    `UPDATE performance_schema.setup_consumers SET ENABLED = 'YES' WHERE NAME IN (${off.map(() => '?').join(', ')})`,
    off.map((row) => row.name),
  );
}

/**
 * Whether the server records executions of server-side prepared statements (Connector/J with
 * useServerPrepStmts) in its digest table. Asked, not assumed: a prepared SELECT is executed here
 * (as root, schema NULL, never counted as the app's) and looked for.
 */
async function detectPreparedDigests(connection: mysql.Connection): Promise<boolean> {
  const marker = `perf_gate_prepared_probe_${process.pid}_${Date.now()}`;
  await connection.execute(`SELECT ? AS ${marker}`, [1]);
  const [rows] = await connection.query(
    'SELECT COUNT(*) AS n FROM performance_schema.events_statements_summary_by_digest WHERE DIGEST_TEXT LIKE ?',
    [`%${marker}%`],
  );
  return Number((rows as Array<{ n: unknown }>)[0]?.n) > 0;
}

async function readCounters(
  connection: mysql.Connection,
  target: CounterTarget,
  digestsIncludePrepared: boolean,
): Promise<DatabaseCounters> {
  const [digestRows] = await connection.query(
    'SELECT DIGEST AS digest, DIGEST_TEXT AS text, COUNT_STAR AS count, SUM_ROWS_EXAMINED AS rowsExamined ' +
      'FROM performance_schema.events_statements_summary_by_digest WHERE SCHEMA_NAME = ?',
    [target.schema],
  );
  const [executionRows] = await connection.query(
    'SELECT COALESCE(SUM(COUNT_STAR), 0) AS count, COALESCE(SUM(SUM_ROWS_EXAMINED), 0) AS rowsExamined ' +
      "FROM performance_schema.events_statements_summary_by_user_by_event_name WHERE USER = ? AND EVENT_NAME = 'statement/com/Execute'",
    [target.appUser],
  );
  const digests: Record<string, DigestCounter> = {};
  let rowsExamined = 0;
  for (const row of digestRows as Array<Record<string, unknown>>) {
    // The row without a digest collects statements once the table is full: counted, no shape.
    const text = typeof row.text === 'string' ? row.text : '(statements beyond the digest table)';
    const key = typeof row.digest === 'string' ? row.digest : text;
    const counter = { text, count: Number(row.count), rowsExamined: Number(row.rowsExamined) };
    digests[key] = counter;
    rowsExamined += counter.rowsExamined;
  }
  const executions = (executionRows as Array<Record<string, unknown>>)[0] ?? {};
  if (!digestsIncludePrepared) rowsExamined += Number(executions.rowsExamined ?? 0);
  return {
    atMs: Date.now(),
    executions: Number(executions.count ?? 0),
    rowsExamined,
    digests,
    digestsIncludePrepared,
  };
}
