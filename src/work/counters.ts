// Work per request from cumulative counters read right before and right after a measured window:
// the difference, less what the idle app does on its own over the same time, divided by the
// requests the window completed. Pure.
import { statementKind, statementShape, type StatementKind } from './statements.js';

/** One row of the server's digest table (or any source of statement text with counts). */
export interface DigestCounter {
  /** the server's digest text (or a statement's own text), normalised with statementShape */
  text: string;
  count: number;
  rowsExamined: number;
}

/**
 * The database's cumulative counters for the app's statements at one instant.
 * `executions`: prepared-statement executions (binary protocol, COM_STMT_EXECUTE) by the app's
 * user; `digestsIncludePrepared`: whether this server also records those in its digest table
 * (detected once per database: MySQL 8.4 does, MariaDB 10.11 does not).
 */
export interface DatabaseCounters {
  atMs: number;
  executions: number;
  /** rows examined by all the app user's statements, both protocols */
  rowsExamined: number;
  /** key: the server's digest id (or the text when it has none) */
  digests: Record<string, DigestCounter>;
  digestsIncludePrepared: boolean;
}

/** Counts per kind of statement. */
export type KindCounts = Record<StatementKind, number>;

/** One statement shape and how often a request sent it. */
export interface ShapeWork {
  shape: string;
  kind: StatementKind;
  perRequest: number;
  rowsExaminedPerRequest: number;
}

/** What the database did per request during one window (idle work already taken out). */
export interface DatabaseWork {
  /** the app's statements, transaction control (kindsPerRequest.transaction) left out */
  statementsPerRequest: number;
  kindsPerRequest: KindCounts;
  rowsExaminedPerRequest: number;
  /**
   * prepared-statement executions whose text the server does not record in its digest table
   * (MariaDB): counted in statementsPerRequest, absent from kinds and shapes
   */
  unshapedPerRequest: number;
  shapes: ShapeWork[];
  /** statements the idle app sent per second, measured with no load, subtracted above */
  idleStatementsPerSec?: number;
}

/** The app container's and JVM's work per request, and what the work agent itself cost. */
export interface AppWork {
  /** CPU time of the whole app container (cgroup), milliseconds per request */
  cpuMsPerRequest?: number;
  /** CPU time of the JVM's Java threads (not JIT compiler or GC threads), milliseconds per request */
  threadCpuMsPerRequest?: number;
  /** bytes the JVM allocated per request */
  allocatedBytesPerRequest?: number;
  /** GC pause time per request, milliseconds */
  gcMsPerRequest?: number;
  /**
   * CPU the work agent's own thread used between the window's two reads, milliseconds for the
   * whole window (not per request): answering the closing read, an upper bound of what the agent
   * spent during the window. Not in the Java threads' figure above.
   */
  agentCpuMs?: number;
  /** agentCpuMs over the Java threads' CPU of the same window (0.01 = 1 %) */
  agentCpuShare?: number;
  /**
   * CPU the work agent's own thread had used at the window's end since the JVM started (every read
   * of the run so far, warm-up included), milliseconds
   */
  agentCpuTotalMs?: number;
  /**
   * milliseconds the JIT compilers spent between the window's two reads (the whole window, not per
   * request): an app still compiling while measured reads slower than it will run
   */
  jitMs?: number;
}

/** Work per request of one measured window. */
export interface WindowWork {
  /** the requests the window completed, the divisor of every figure */
  requests: number;
  /** time between the two counter reads */
  elapsedMs: number;
  database?: DatabaseWork;
  app?: AppWork;
  /** what could not be measured, and why */
  notes: string[];
}

/** The database's work between two readings, as totals (not yet per request). */
export interface DatabaseDelta {
  elapsedMs: number;
  statements: number;
  kinds: KindCounts;
  rowsExamined: number;
  unshaped: number;
  shapes: Map<string, { kind: StatementKind; count: number; rowsExamined: number }>;
}

/** Zero statements of every kind. */
export const emptyKinds = (): KindCounts => ({
  select: 0,
  insert: 0,
  update: 0,
  delete: 0,
  transaction: 0,
  other: 0,
});

/**
 * What happened between two readings. Digest rows are merged by shape (two servers, or two
 * digests of one shape, count as one); a row that shrank (the table was truncated or its row
 * recycled) counts from zero.
 */
export function databaseDelta(before: DatabaseCounters, after: DatabaseCounters): DatabaseDelta {
  const shapes = new Map<string, { kind: StatementKind; count: number; rowsExamined: number }>();
  const kinds = emptyKinds();
  let statements = 0;
  for (const [key, now] of Object.entries(after.digests)) {
    const then = before.digests[key];
    const grown = then !== undefined && now.count >= then.count;
    const count = grown ? now.count - then.count : now.count;
    if (count <= 0) continue;
    const rows = grown ? Math.max(0, now.rowsExamined - then.rowsExamined) : now.rowsExamined;
    const shape = statementShape(now.text);
    const kind = statementKind(shape);
    const entry = shapes.get(shape) ?? { kind, count: 0, rowsExamined: 0 };
    entry.count += count;
    entry.rowsExamined += rows;
    shapes.set(shape, entry);
    kinds[kind] += count;
    // Transaction control is counted in its kind, not as a statement of the app's own.
    if (kind !== 'transaction') statements += count;
  }
  const executions = Math.max(0, after.executions - before.executions);
  const unshaped = after.digestsIncludePrepared ? 0 : executions;
  return {
    elapsedMs: after.atMs - before.atMs,
    statements: statements + unshaped,
    kinds,
    rowsExamined: Math.max(0, after.rowsExamined - before.rowsExamined),
    unshaped,
    shapes,
  };
}

/** Statements per second of an idle reading (no load), for subtracting from windows. */
export function idleRate(idle: DatabaseDelta): number {
  return idle.elapsedMs > 0 ? (idle.statements * 1000) / idle.elapsedMs : 0;
}

/**
 * Per request, with the idle app's statements over the window's time taken out of the total
 * (never below zero). Idle statements are not attributed to a shape: the subtraction only keeps
 * background traffic from inflating the total.
 */
export function databasePerRequest(
  delta: DatabaseDelta,
  requests: number,
  idleStatementsPerSec = 0,
): DatabaseWork | undefined {
  if (!(requests > 0)) return undefined;
  const idle = (idleStatementsPerSec * delta.elapsedMs) / 1000;
  const per = (value: number) => value / requests;
  const kindsPerRequest = emptyKinds();
  for (const [kind, count] of Object.entries(delta.kinds) as Array<[StatementKind, number]>) {
    kindsPerRequest[kind] = per(count);
  }
  const shapes: ShapeWork[] = [...delta.shapes.entries()]
    .map(([shape, entry]) => ({
      shape,
      kind: entry.kind,
      perRequest: per(entry.count),
      rowsExaminedPerRequest: per(entry.rowsExamined),
    }))
    .sort((a, b) => b.perRequest - a.perRequest || a.shape.localeCompare(b.shape));
  return {
    statementsPerRequest: per(Math.max(0, delta.statements - idle)),
    kindsPerRequest,
    rowsExaminedPerRequest: per(delta.rowsExamined),
    unshapedPerRequest: per(delta.unshaped),
    shapes,
    ...(idleStatementsPerSec > 0 ? { idleStatementsPerSec } : {}),
  };
}
