// The database edge: a MySQL-wire container on a free loopback port, host networking, init SQL.
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import getPort from 'get-port';
import mysql from 'mysql2/promise';
import type { StartedTestContainer } from 'testcontainers';
import { ConfigError, EnvironmentError } from '../errors.js';
import {
  LogTail,
  hostContainer,
  isRunning,
  preferLoopbackDockerHost,
  startContainer,
  whenReady,
} from './docker.js';
import type { StartedRedis } from './redis.js';
import type { Releasable, ResourceScope } from './scope.js';

export interface DatabaseOptions {
  /** MySQL-compatible image honouring the official mysql image's variables; default mysql:8.4 */
  image: string;
  database: string;
  user: string;
  password: string;
  rootPassword?: string;
  /** SQL files on this machine, run in order once the server answers */
  initScripts?: string[];
  /** user variables set before each init script: `{ scale: 0.1 }` → `SET @scale = 0.1` */
  variables?: Record<string, string | number>;
  /** extra mysqld arguments, e.g. `--max-connections=300` */
  serverArgs?: string[];
  port?: number;
  cpus?: number;
  memoryMb?: number;
  /** container ulimits (database.ulimits) */
  ulimits?: Record<string, { soft: number; hard: number }>;
  startupTimeoutMs?: number;
  /** how long each init script may run (default 30 min) */
  initTimeoutMs?: number;
  /** called with progress lines (startup, each init script) */
  onProgress?: (line: string) => void;
  /** holds the container from its creation on (before the connection wait); the started database replaces that entry */
  scope?: ResourceScope;
}

export interface StartedDatabase extends Releasable, AsyncDisposable {
  readonly host: '127.0.0.1';
  readonly port: number;
  readonly database: string;
  readonly user: string;
  readonly password: string;
  readonly rootPassword: string;
  readonly jdbcUrl: string;
  readonly containerId: string;
  readonly image: string;
  /** milliseconds from container start until a connection succeeded */
  readonly readyMs: number;
  /** Redis beside the database (services.redis), emptied with every restore */
  readonly redis?: StartedRedis;
  /** milliseconds spent in each init script */
  readonly initMs: Record<string, number>;
  /** runs SQL as root (multiple statements allowed) and returns the rows of the last statement */
  query<T = unknown>(sql: string): Promise<T>;
  logs(lines?: number): string[];
  /** runs SQL files (with the configured variables) against the database, in order */
  runInit(scripts: string[]): Promise<Record<string, number>>;
  /** drops every table of the database */
  dropTables(): Promise<void>;
  /** copies every table's definition and rows aside under `name`, for `restore(name)` */
  snapshot(name?: string): Promise<{ tables: number; ms: number }>;
  /** drops every table (including ones the app created) and restores the named snapshot */
  restore(name?: string): Promise<{ tables: number; ms: number }>;
  stop(): Promise<void>;
}

/** Starts the database container, waits until it accepts connections, then runs the init scripts. */
export async function startDatabase(options: DatabaseOptions): Promise<StartedDatabase> {
  preferLoopbackDockerHost();
  const port = options.port ?? (await getPort({ host: '127.0.0.1' }));
  const rootPassword = options.rootPassword ?? `root-${options.password}`;
  const progress = options.onProgress ?? (() => undefined);
  const logs = new LogTail();

  const definition = hostContainer(options.image, 'database', options, logs)
    .withEnvironment({
      MYSQL_DATABASE: options.database,
      MYSQL_USER: options.user,
      MYSQL_PASSWORD: options.password,
      MYSQL_ROOT_PASSWORD: rootPassword,
      MYSQL_TCP_PORT: String(port),
    })
    // The official image passes arguments starting with "-" to mysqld; the local stand-in does too.
    .withCommand([`--port=${port}`, '--bind-address=127.0.0.1', ...(options.serverArgs ?? [])]);

  const startedAt = Date.now();
  const handle = await startContainer(definition, 'database', options.image, options.scope);
  const { container, stop } = handle;

  return whenReady(handle, options.scope, async () => {
    progress(`database ${options.image} starting on 127.0.0.1:${port}`);
    await waitForConnection(container, port, options, logs);
    const readyMs = Date.now() - startedAt;
    progress(`database ready in ${(readyMs / 1000).toFixed(1)} s`);

    const initMs: Record<string, number> = {};
    const runInit = async (scripts: string[]): Promise<Record<string, number>> => {
      const times: Record<string, number> = {};
      for (const script of scripts) {
        const scriptStart = Date.now();
        await runScript(port, rootPassword, options, script);
        times[script] = Date.now() - scriptStart;
        initMs[script] = times[script];
        progress(`database init ${basename(script)} in ${(times[script] / 1000).toFixed(1)} s`);
      }
      return times;
    };
    await runInit(options.initScripts ?? []);

    const query = async <T>(sql: string): Promise<T> => {
      const connection = await connect(port, 'root', rootPassword, options.database, true);
      try {
        const [rows] = await connection.query(sql);
        return rows as T;
      } finally {
        await connection.end();
      }
    };

    const snapshotDb = (name: string): string =>
      `${options.database}__snap_${name.replace(/\W/g, '_')}`;
    const definitions = new Map<string, Array<{ table: string; ddl: string }>>();
    const listTables = async (schema: string): Promise<string[]> => {
      const rows = await query<Array<{ name: string }>>(
        `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = '${schema}' AND table_type = 'BASE TABLE'`,
      );
      return rows.map((row) => row.name);
    };
    // Snapshot and restore copy tables inside the server: seconds for a few hundred thousand rows,
    // where re-running a seed generator or a dump would cost more. DDL comes from SHOW CREATE TABLE
    // so foreign keys and indexes are restored exactly (CREATE TABLE ... LIKE drops foreign keys).
    const dropTables = async (): Promise<void> => {
      const current = await listTables(options.database);
      if (current.length === 0) return;
      const drops = current.map((table) => `DROP TABLE \`${table}\``);
      await query(
        ['SET FOREIGN_KEY_CHECKS = 0', ...drops, 'SET FOREIGN_KEY_CHECKS = 1'].join(';\n'),
      );
    };
    const snapshot = async (name = 'default'): Promise<{ tables: number; ms: number }> => {
      const at = Date.now();
      const tables = await listTables(options.database);
      const target = snapshotDb(name);
      const ddl: Array<{ table: string; ddl: string }> = [];
      const statements = [`DROP DATABASE IF EXISTS \`${target}\``, `CREATE DATABASE \`${target}\``];
      for (const table of tables) {
        const rows = await query<Array<Record<string, string>>>(`SHOW CREATE TABLE \`${table}\``);
        ddl.push({ table, ddl: rows[0]?.['Create Table'] ?? '' });
        statements.push(
          `CREATE TABLE \`${target}\`.\`${table}\` LIKE \`${options.database}\`.\`${table}\``,
          `INSERT INTO \`${target}\`.\`${table}\` SELECT * FROM \`${options.database}\`.\`${table}\``,
        );
      }
      await query(statements.join(';\n'));
      definitions.set(name, ddl);
      const ms = Date.now() - at;
      progress(
        `database snapshot "${name}" of ${tables.length} tables in ${(ms / 1000).toFixed(1)} s`,
      );
      return { tables: tables.length, ms };
    };
    const restore = async (name = 'default'): Promise<{ tables: number; ms: number }> => {
      const ddl = definitions.get(name);
      if (!ddl) throw new Error(`restore("${name}") needs snapshot("${name}") first`);
      const at = Date.now();
      const current = await listTables(options.database);
      const statements = ['SET FOREIGN_KEY_CHECKS = 0'];
      for (const table of current) statements.push(`DROP TABLE \`${table}\``);
      for (const entry of ddl) {
        statements.push(
          entry.ddl,
          `INSERT INTO \`${entry.table}\` SELECT * FROM \`${snapshotDb(name)}\`.\`${entry.table}\``,
        );
      }
      statements.push('SET FOREIGN_KEY_CHECKS = 1');
      await query(statements.join(';\n'));
      return { tables: ddl.length, ms: Date.now() - at };
    };

    const started: StartedDatabase = {
      host: '127.0.0.1',
      port,
      database: options.database,
      user: options.user,
      password: options.password,
      rootPassword,
      jdbcUrl: `jdbc:mysql://127.0.0.1:${port}/${options.database}`,
      containerId: container.getId(),
      image: options.image,
      readyMs,
      initMs,
      description: `database container ${container.getId().slice(0, 12)}`,
      query,
      logs: (lines?: number) => logs.tail(lines),
      runInit,
      dropTables,
      snapshot,
      restore,
      stop,
      release: stop,
      [Symbol.asyncDispose]: stop,
    };
    return started;
  });
}

async function connect(
  port: number,
  user: string,
  password: string,
  database: string,
  multipleStatements = false,
): Promise<mysql.Connection> {
  return mysql.createConnection({
    host: '127.0.0.1',
    port,
    user,
    password,
    database,
    multipleStatements,
    connectTimeout: 2_000,
  });
}

async function waitForConnection(
  container: StartedTestContainer,
  port: number,
  options: DatabaseOptions,
  logs: LogTail,
): Promise<void> {
  const timeoutMs = options.startupTimeoutMs ?? 120_000;
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const connection = await connect(port, options.user, options.password, options.database);
      await connection.query('SELECT 1');
      await connection.end();
      return;
    } catch (error) {
      lastError = error;
    }
    if (!(await isRunning(container.getId()))) {
      throw new EnvironmentError(
        `The database container (${options.image}) exited during startup. Last log lines:\n${logs.tail(30).join('\n')}`,
        { fix: 'Check database.image and its settings; the log lines above say why it stopped.' },
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new EnvironmentError(
    `The database (${options.image}) did not accept connections on 127.0.0.1:${port} within ${timeoutMs / 1000} s ` +
      `(last error: ${String((lastError as Error | undefined)?.message ?? lastError)}). Last log lines:\n${logs.tail(30).join('\n')}`,
    {
      fix: 'Use a MySQL-compatible image that honours MYSQL_DATABASE/MYSQL_USER/MYSQL_PASSWORD and --port, or raise the startup timeout.',
    },
  );
}

async function runScript(
  port: number,
  rootPassword: string,
  options: DatabaseOptions,
  script: string,
): Promise<void> {
  let sql: string;
  try {
    sql = await readFile(script, 'utf8');
  } catch (error) {
    throw new ConfigError(`database.init: cannot read ${script} (${(error as Error).message}).`, {
      fix: 'List SQL files that exist, relative to perf-gate.yml.',
    });
  }
  const connection = await connect(port, 'root', rootPassword, options.database, true);
  const timeoutMs = options.initTimeoutMs ?? 30 * 60_000;
  try {
    for (const [name, value] of Object.entries(options.variables ?? {})) {
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
        throw new ConfigError(`database.variables: "${name}" is not a valid SQL variable name.`, {
          fix: 'Use letters, digits and underscores, starting with a letter.',
        });
      }
      await connection.query(`SET @${name} = ?`, [value]);
    }
    await connection.query({ sql, timeout: timeoutMs });
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    if ((error as { code?: string }).code === 'PROTOCOL_SEQUENCE_TIMEOUT') {
      // The client gave up; the server would go on running the script: stop it there too.
      await killQuery(port, rootPassword, options.database, connection.threadId);
      throw new ConfigError(
        `database.init: ${script} did not finish within ${timeoutMs / 1000} s and was stopped.`,
        {
          fix: 'Make the script faster (fewer rows, one multi-row INSERT instead of many), or raise database.init-timeout.',
          cause: error,
        },
      );
    }
    const message = (error as Error).message;
    // ER_NO_SUCH_TABLE before the app booted: the schema is the app's own (Flyway, Liquibase,
    // ddl-auto, schema.sql), so the seed has to wait for the boot.
    const missingTable = (error as { errno?: number }).errno === 1146;
    throw new ConfigError(`database.init: ${script} failed: ${message}`, {
      fix: missingTable
        ? 'If the app creates this table itself at startup (Flyway, Liquibase, ddl-auto), list the script under database.init-after-boot instead of database.init: it then runs once the app has booted. Otherwise create the table earlier in database.init.'
        : 'Fix the SQL in that file (it runs as root in the configured database, statements separated by ";").',
      cause: error,
    });
  } finally {
    await connection.end().catch(() => undefined);
  }
}

/** Stops a statement still running on the server (after the client's deadline); never throws. */
async function killQuery(
  port: number,
  rootPassword: string,
  database: string,
  threadId: number | null,
): Promise<void> {
  if (threadId === null) return;
  try {
    const killer = await connect(port, 'root', rootPassword, database);
    try {
      await killer.query(`KILL ${Number(threadId)}`);
    } finally {
      await killer.end();
    }
  } catch {
    // the statement ended meanwhile, or the server is gone: nothing left to stop
  }
}
