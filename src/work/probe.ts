// The work probe: after a scenario's timed windows, one k6 VU runs a few of the script's
// iterations (same seed as the windows) against each side's app while the database's general log
// is on, and perf-gate writes a mark into that log before and after every request (the wrapper
// calls the mark server below). The statements between two marks are that request's, whatever
// protocol the app uses: the general log records prepared executions with their text on MySQL and
// MariaDB alike, where the digest table of MariaDB does not. The probe runs outside the timed
// windows and the general log is on only while it runs, so it never disturbs a measurement.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import mysql from 'mysql2/promise';
import type { ResourceScope } from '../env/scope.js';
import type { LoadGenerator, LoadRun } from '../load/generator.js';
import { readAgentCounters } from './agent.js';
import { servedRequests } from './app-counters.js';
import { attributeAppWork, type CountedMark, type MarkCounters } from './request-work.js';
import { startStatementHistory, type StatementHistory } from './statement-history.js';
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
  /** runs the probe's iterations, as it runs the windows */
  generator: LoadGenerator;
  /** the window's k6 options (script, base URL, env), run here with one VU */
  k6: Omit<LoadRun, 'scope' | 'label' | 'executor' | 'durationMs' | 'probeIterations'>;
  iterations: number;
  /** upper bound of the probe's run time */
  maxDurationMs: number;
  seed: number;
  database: { port: number; rootPassword: string };
  scope: ResourceScope;
  /** the app's Actuator, to compare the requests it served with the probe's own */
  managementBaseUrl?: string;
  /** the app's work agent: its counters are read at every mark (bytes and CPU per endpoint) */
  workAgentPort?: number;
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
  const counted = new Map<number, CountedMark>();
  let agentError: string | undefined;
  const readCounters = async (): Promise<MarkCounters | undefined> => {
    if (options.workAgentPort === undefined || agentError !== undefined) return undefined;
    try {
      const counters = await readAgentCounters(options.workAgentPort);
      return {
        allocatedBytes: counters.allocatedBytes,
        ...(counters.threadCpuNanos === undefined
          ? {}
          : { threadCpuNanos: counters.threadCpuNanos }),
      };
    } catch (error) {
      agentError = error instanceof Error ? error.message : String(error);
      return undefined;
    }
  };
  let history: StatementHistory | undefined;
  const server = createServer((request, response) => {
    void text(request)
      .then(async (body) => {
        const tags = JSON.parse(body) as {
          what: 'begin' | 'end';
          endpoint?: string;
          name?: string;
          url?: string;
        };
        const id = marks.size + 1;
        const mark: ProbeMark = { what: tags.what, endpoint: endpointKey(tags) };
        marks.set(id, mark);
        // The request's own work lies between its begin mark's read and its end mark's read: read
        // last before the request goes out and first after its answer.
        if (tags.what === 'end') counted.set(id, { ...mark, counters: await readCounters() });
        await connection.query('DO ?', [`${MARK_PREFIX}${id}`]);
        if (tags.what === 'begin') counted.set(id, { ...mark, counters: await readCounters() });
        // The history keeps only its last events: read it after every request.
        if (tags.what === 'end') await history?.collect();
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
    history = await startStatementHistory(connection);
    const servedBefore =
      options.managementBaseUrl === undefined
        ? undefined
        : await servedRequests(options.managementBaseUrl);
    await connection.query("SET GLOBAL general_log = 'ON'");
    let rows: LogRow[];
    let events: StatementEvent[] | string;
    try {
      await options.generator.run({
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
    const servedAfter =
      servedBefore === undefined ? undefined : await servedRequests(options.managementBaseUrl!);
    if (servedBefore !== undefined && servedAfter !== undefined) {
      const served = servedAfter - servedBefore;
      if (served !== requests) {
        notes.push(
          `the app served ${served} request(s) while the probe sent ${requests}: requests from elsewhere (or retried ones) ran during the probe`,
        );
      }
    }
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
    const appWork = attributeAppWork(counted);
    for (const endpoint of attributed.endpoints) {
      const work = appWork.get(endpoint.endpoint);
      if (work === undefined || work.requests !== endpoint.requests) continue;
      endpoint.allocatedBytesPerRequest = work.allocatedBytesPerRequest;
      if (work.threadCpuMsPerRequest !== undefined) {
        endpoint.threadCpuMsPerRequest = work.threadCpuMsPerRequest;
      }
    }
    if (agentError !== undefined) {
      notes.push(`bytes and CPU per endpoint: the work agent did not answer (${agentError})`);
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
      iterations: options.iterations,
      notes,
    };
  } finally {
    server.close();
    await connection.end().catch(() => undefined);
  }
}
