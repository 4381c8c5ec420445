// performance_schema's long statement history during a work probe: every statement's rows examined,
// in the order the statements started, for the rows per endpoint (attributeRows). Both servers
// have it, off by default; it needs the `events_statements_current` consumer too (MariaDB keeps
// nothing without it) and holds only the last N events (1,000 on the MariaDB stand-in), so it is
// read after every request of the probe and the events are kept here.
import type mysql from 'mysql2/promise';
import type { StatementEvent } from './attribution.js';
import { MARK_PREFIX } from './attribution.js';

const CONSUMERS = ['events_statements_current', 'events_statements_history_long'];

export interface StatementHistory {
  /** reads the events since the last call (after each request of the probe) */
  collect(): Promise<void>;
  /** reads the rest, puts the consumers back as they were: the events, or why there are none */
  stop(): Promise<StatementEvent[] | string>;
}

/** Turns the history on for the probe and empties it; perf-gate's own reads are left out. */
export async function startStatementHistory(
  connection: mysql.Connection,
): Promise<StatementHistory> {
  const where = `NAME IN (${CONSUMERS.map(() => '?').join(', ')})`;
  let previous: Array<{ name: string; enabled: string }>;
  let ownThread: number;
  try {
    const [rows] = await connection.query(
      `SELECT NAME AS name, ENABLED AS enabled FROM performance_schema.setup_consumers WHERE ${where}`,
      CONSUMERS,
    );
    previous = rows as Array<{ name: string; enabled: string }>;
    const [threads] = await connection.query(
      'SELECT THREAD_ID AS id FROM performance_schema.threads WHERE PROCESSLIST_ID = CONNECTION_ID()',
    );
    ownThread = Number((threads as Array<{ id: unknown }>)[0]?.id);
    await connection.query(
      `UPDATE performance_schema.setup_consumers SET ENABLED = 'YES' WHERE ${where}`,
      CONSUMERS,
    );
    await connection.query('TRUNCATE TABLE performance_schema.events_statements_history_long');
  } catch (error) {
    const reason = `performance_schema's statement history is not available (${(error as Error).message})`;
    return { collect: () => Promise.resolve(), stop: () => Promise.resolve(reason) };
  }
  const events = new Map<string, StatementEvent & { start: bigint }>();
  let failure: string | undefined;
  const collect = async () => {
    if (failure) return;
    try {
      // Top-level statements only (a stored program's inner ones would count twice); of perf-gate's
      // own thread only the marks.
      const [rows] = await connection.query(
        'SELECT THREAD_ID AS threadId, EVENT_ID AS eventId, CAST(TIMER_START AS CHAR) AS start, ' +
          'ROWS_EXAMINED AS rowsExamined, SQL_TEXT AS text ' +
          'FROM performance_schema.events_statements_history_long ' +
          'WHERE NESTING_EVENT_ID IS NULL AND TIMER_START IS NOT NULL AND (THREAD_ID <> ? OR SQL_TEXT LIKE ?)',
        [ownThread, `%${MARK_PREFIX}%`],
      );
      for (const row of rows as Array<Record<string, unknown>>) {
        events.set(`${String(row.threadId)}:${String(row.eventId)}`, {
          threadId: Number(row.threadId),
          rowsExamined: Number(row.rowsExamined ?? 0),
          text: typeof row.text === 'string' ? row.text : '',
          start: BigInt(String(row.start)),
        });
      }
    } catch (error) {
      failure = `the statement history could not be read (${(error as Error).message})`;
    }
  };
  return {
    collect,
    async stop() {
      await collect();
      for (const { name, enabled } of previous) {
        await connection
          .query('UPDATE performance_schema.setup_consumers SET ENABLED = ? WHERE NAME = ?', [
            enabled === 'YES' ? 'YES' : 'NO',
            name,
          ])
          .catch(() => undefined);
      }
      if (failure) return failure;
      return [...events.values()]
        .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0))
        .map(({ threadId, rowsExamined, text }) => ({ threadId, rowsExamined, text }));
    },
  };
}
