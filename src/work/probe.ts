// The work probe: after a scenario's timed windows, one k6 VU runs a few of the script's
// iterations (same seed as the windows) against each side's app while the database's general log
// is on, and perf-gate writes a mark into that log before and after every request (the wrapper
// calls the mark server below). The statements between two marks are that request's, whatever
// protocol the app uses: the general log records prepared executions with their text on MySQL and
// MariaDB alike, where the digest table of MariaDB does not. The probe runs outside the timed
// windows and the general log is on only while it runs, so it never disturbs a measurement.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import mysql from 'mysql2/promise';
import type { ResourceScope } from '../env/scope.js';
import { runK6Window, type K6WindowOptions } from '../load/k6.js';
import {
  MARK_PREFIX,
  attributeRows,
  attributeStatements,
  endpointKey,
  type LogRow,
  type ProbeMark,
  type ProbeResult,
  type StatementEvent,
} from './attribution.js';

export interface ProbeOptions {
  side: 'base' | 'pr';
  /** the window's k6 options (script, base URL, env), run here with one VU */
  k6: Omit<K6WindowOptions, 'scope' | 'label' | 'executor' | 'durationMs' | 'probeIterations'>;
  iterations: number;
  /** upper bound of the probe's run time */
  maxDurationMs: number;
  seed: number;
  database: { port: number; rootPassword: string };
  scope: ResourceScope;
}

/** Runs one side's probe and attributes its statements to endpoints. */
export async function runWorkProbe(options: ProbeOptions): Promise<ProbeResult> {
  const connection = await mysql.createConnection({
    host: '127.0.0.1',
    port: options.database.port,
    user: 'root',
    password: options.database.rootPassword,
    connectTimeout: 5_000,
  });
  const marks = new Map<number, ProbeMark>();
  const server = createServer((request, response) => {
    void readBody(request)
      .then(async (body) => {
        const tags = JSON.parse(body) as {
          what: 'begin' | 'end';
          endpoint?: string;
          name?: string;
          url?: string;
        };
        const id = marks.size + 1;
        marks.set(id, { what: tags.what, endpoint: endpointKey(tags) });
        await connection.query('DO ?', [`${MARK_PREFIX}${id}`]);
        response.writeHead(204).end();
      })
      .catch(() => response.writeHead(400).end());
  });
  try {
    const [idRows] = await connection.query('SELECT CONNECTION_ID() AS id');
    const ownThreadId = Number((idRows as Array<{ id: unknown }>)[0]?.id);
    const [outputRows] = await connection.query('SELECT @@GLOBAL.log_output AS output');
    const previousOutput = (outputRows as Array<{ output?: string }>)[0]?.output ?? 'FILE';
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    await connection.query("SET GLOBAL log_output = 'TABLE'");
    await connection.query('TRUNCATE TABLE mysql.general_log');
    const history = await startStatementHistory(connection);
    await connection.query("SET GLOBAL general_log = 'ON'");
    let rows: LogRow[];
    let events: StatementEvent[] | string;
    try {
      await runK6Window({
        ...options.k6,
        env: {
          ...options.k6.env,
          PERF_GATE_SEED: String(options.seed),
          PERF_GATE_PROBE_URL: `http://127.0.0.1:${port}/mark`,
        },
        executor: 'probe',
        probeIterations: options.iterations,
        durationMs: options.maxDurationMs,
        scope: options.scope,
        label: `${options.side} work probe`,
      });
    } finally {
      await connection.query("SET GLOBAL general_log = 'OFF'");
      const [logRows] = await connection.query(
        'SELECT thread_id AS threadId, command_type AS commandType, CONVERT(argument USING utf8mb4) AS argument FROM mysql.general_log',
      );
      rows = (
        logRows as Array<{ threadId: number; commandType: string; argument: string | null }>
      ).map((row) => ({
        threadId: Number(row.threadId),
        commandType: row.commandType,
        argument: row.argument ?? '',
      }));
      await connection.query('TRUNCATE TABLE mysql.general_log');
      await connection.query('SET GLOBAL log_output = ?', [previousOutput]);
      events = await history.stop();
    }
    const attributed = attributeStatements(rows, marks, ownThreadId);
    const requests = attributed.endpoints.reduce((sum, e) => sum + e.requests, 0);
    const notes: string[] = attributed.uneven.map((line) => `uneven requests: ${line}`);
    if (typeof events === 'string') {
      notes.push(`rows examined per endpoint: ${events}`);
    } else {
      const { rowsPerRequest, complete } = attributeRows(events, marks);
      if (complete) {
        for (const endpoint of attributed.endpoints) {
          const rows = rowsPerRequest.get(endpoint.endpoint);
          if (rows !== undefined) endpoint.rowsExaminedPerRequest = rows;
        }
      } else {
        notes.push(
          "rows examined per endpoint: the server's statement history (performance_schema_events_statements_history_long_size) is too short for the probe",
        );
      }
    }
    if (requests === 0) {
      notes.push(
        'the probe saw no request: the script must call k6/http functions at run time (a copy of http.get taken at load time escapes the marks)',
      );
    }
    return {
      side: options.side,
      requests,
      endpoints: attributed.endpoints,
      unattributedStatements: attributed.unattributed,
      seed: options.seed,
      notes,
    };
  } finally {
    server.close();
    await connection.end().catch(() => undefined);
  }
}

/**
 * Turns on performance_schema's long statement history for the probe (both servers have it, off
 * by default) and empties it; `stop` reads it in the order the statements started, puts the
 * consumer back as it was, and returns the events or why there are none.
 */
async function startStatementHistory(
  connection: mysql.Connection,
): Promise<{ stop(): Promise<StatementEvent[] | string> }> {
  const consumer =
    "performance_schema.setup_consumers WHERE NAME = 'events_statements_history_long'";
  let previous: string;
  try {
    const [rows] = await connection.query(`SELECT ENABLED AS enabled FROM ${consumer}`);
    previous = (rows as Array<{ enabled?: string }>)[0]?.enabled ?? 'NO';
    await connection.query(`UPDATE ${consumer.replace('WHERE', "SET ENABLED = 'YES' WHERE")}`);
    await connection.query('TRUNCATE TABLE performance_schema.events_statements_history_long');
  } catch (error) {
    const reason = `performance_schema's statement history is not available (${(error as Error).message})`;
    return { stop: () => Promise.resolve(reason) };
  }
  return {
    async stop() {
      try {
        // Top-level statements only: a stored program's inner statements would count twice.
        const [rows] = await connection.query(
          'SELECT THREAD_ID AS threadId, ROWS_EXAMINED AS rowsExamined, SQL_TEXT AS text ' +
            'FROM performance_schema.events_statements_history_long ' +
            'WHERE NESTING_EVENT_ID IS NULL AND TIMER_START IS NOT NULL ORDER BY TIMER_START',
        );
        return (rows as Array<Record<string, unknown>>).map((row) => ({
          threadId: Number(row.threadId),
          rowsExamined: Number(row.rowsExamined ?? 0),
          text: typeof row.text === 'string' ? row.text : '',
        }));
      } catch (error) {
        return `the statement history could not be read (${(error as Error).message})`;
      } finally {
        await connection
          .query(`UPDATE ${consumer.replace('WHERE', 'SET ENABLED = ? WHERE')}`, [
            previous === 'YES' ? 'YES' : 'NO',
          ])
          .catch(() => undefined);
      }
    },
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}
