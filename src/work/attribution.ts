// Which endpoint sent which statements, from a work probe: one k6 VU runs the script's iterations
// back to back while the server's general log records every statement in the order it arrived, and
// perf-gate writes a mark into the same log right before and right after each request. Every app
// statement between a request's two marks belongs to that request: one VU means one request at a
// time, and the app has received all of a request's statements before it answers. Pure.
import { emptyKinds, type KindCounts, type ShapeWork } from './counters.js';
import { shortShape, statementKind, statementShape } from './statements.js';

/** One row of mysql.general_log, in the order the server wrote them. */
export interface LogRow {
  threadId: number;
  commandType: string;
  argument: string;
}

/** A mark perf-gate wrote: the text in the log, and the request it brackets. */
export interface ProbeMark {
  what: 'begin' | 'end';
  /** the request's group: its `endpoint` tag, else its `name` tag, else method-less URL path */
  endpoint: string;
}

/** What the probe found for one endpoint of one side. */
export interface EndpointWork {
  endpoint: string;
  requests: number;
  statementsPerRequest: number;
  kindsPerRequest: KindCounts;
  shapes: ShapeWork[];
  /** rows the database examined per request (performance_schema), when it could be read */
  rowsExaminedPerRequest?: number;
  /** bytes the app's JVM allocated per request, from the work agent (src/work/request-work.ts) */
  allocatedBytesPerRequest?: number;
  /** CPU of the app's Java threads per request, milliseconds, from the work agent */
  threadCpuMsPerRequest?: number;
}

/**
 * One top-level statement event of performance_schema's `events_statements_history_long`, in the
 * order the server started them (TIMER_START): perf-gate's marks and the app's statements alike.
 */
export interface StatementEvent {
  threadId: number;
  rowsExamined: number;
  text: string;
}

/** A side's probe: statements per request of each endpoint. */
export interface ProbeResult {
  side: 'base' | 'pr';
  requests: number;
  endpoints: EndpointWork[];
  /** app statements outside any request (background work during the probe) */
  unattributedStatements: number;
  seed: number;
  /** the iterations the probe ran (absent: not recorded) */
  iterations?: number;
  /** why the probe ran more iterations than compare.work.probe (src/analysis/probe-size.ts) */
  sizing?: string;
  notes: string[];
}

/** The text of a mark in the log: `DO 'perf-gate-mark 12'` carries the number 12. */
export const MARK_PREFIX = 'perf-gate-mark ';
const MARK = /perf-gate-mark (\d+)/u;

/** Commands that are statements the app sent (not connection chatter or statement bookkeeping). */
const STATEMENT_COMMANDS = new Set(['Query', 'Execute']);

/**
 * The group a request belongs to: its `endpoint` tag, else its `name` tag (k6's convention for
 * grouping URLs), else its URL's path with numbers and UUID-like segments as `{id}`.
 */
export function endpointKey(tags: { endpoint?: string; name?: string; url?: string }): string {
  if (tags.endpoint) return tags.endpoint;
  if (tags.name) return tags.name;
  const path = (tags.url ?? '').replace(/^[a-z]+:\/\/[^/]+/iu, '').replace(/\?.*$/u, '');
  return (
    path
      .split('/')
      .map((segment) => (/^(\d+|[0-9a-f-]{16,})$/iu.test(segment) ? '{id}' : segment))
      .join('/') || '/'
  );
}

/**
 * Rows examined per endpoint from the statement history: the rows of every statement another
 * thread started between a request's two marks (the marks are statements of perf-gate's own
 * thread, recognised by their text). Requests whose marks the history no longer holds (it keeps
 * the last N events) are left out; `complete` says whether every mark was found.
 */
export function attributeRows(
  events: readonly StatementEvent[],
  marks: ReadonlyMap<number, ProbeMark>,
): { rowsPerRequest: Map<string, number>; complete: boolean } {
  const totals = new Map<string, { requests: number; rows: number }>();
  let current: string | undefined;
  let seen = 0;
  for (const event of events) {
    const id = Number(MARK.exec(event.text)?.[1] ?? NaN);
    const mark = marks.get(id);
    if (mark) {
      seen++;
      if (mark.what === 'begin') {
        current = mark.endpoint;
        const total = totals.get(current) ?? { requests: 0, rows: 0 };
        total.requests++;
        totals.set(current, total);
      } else {
        current = undefined;
      }
      continue;
    }
    if (current !== undefined) totals.get(current)!.rows += event.rowsExamined;
  }
  const rowsPerRequest = new Map<string, number>();
  for (const [endpoint, total] of totals) rowsPerRequest.set(endpoint, total.rows / total.requests);
  return { rowsPerRequest, complete: seen === marks.size };
}

/** Attributes the app's statements in the log to the requests bracketed by marks. */
export function attributeStatements(
  rows: readonly LogRow[],
  marks: ReadonlyMap<number, ProbeMark>,
  ownThreadId: number,
): { endpoints: EndpointWork[]; unattributed: number; uneven: string[] } {
  const groups = new Map<string, { requests: number; shapes: Map<string, number> }>();
  // Each request's own statements (transaction control left out), to spot uneven requests.
  const perRequest = new Map<string, string[][]>();
  let current: string | undefined;
  let unattributed = 0;
  const retried = repreparedAttempts(rows);
  for (const [index, row] of rows.entries()) {
    if (retried.has(index)) continue;
    if (row.threadId === ownThreadId) {
      const mark = marks.get(Number(MARK.exec(row.argument)?.[1] ?? NaN));
      if (!mark) continue;
      if (mark.what === 'begin') {
        current = mark.endpoint;
        const group = groups.get(current) ?? { requests: 0, shapes: new Map<string, number>() };
        group.requests++;
        groups.set(current, group);
        const list = perRequest.get(current) ?? [];
        list.push([]);
        perRequest.set(current, list);
      } else {
        current = undefined;
      }
      continue;
    }
    if (!STATEMENT_COMMANDS.has(row.commandType)) continue;
    if (current === undefined) {
      unattributed++;
      continue;
    }
    const shapes = groups.get(current)!.shapes;
    const shape = statementShape(row.argument);
    shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
    if (statementKind(shape) !== 'transaction') perRequest.get(current)!.at(-1)!.push(shape);
  }
  const endpoints = [...groups.entries()]
    .map(([endpoint, group]) => {
      const kinds: KindCounts = emptyKinds();
      let total = 0;
      const shapes: ShapeWork[] = [...group.shapes.entries()]
        .map(([shape, count]) => {
          const kind = statementKind(shape);
          kinds[kind] += count / group.requests;
          if (kind !== 'transaction') total += count;
          return { shape, kind, perRequest: count / group.requests, rowsExaminedPerRequest: 0 };
        })
        .sort((a, b) => b.perRequest - a.perRequest || a.shape.localeCompare(b.shape));
      return {
        endpoint,
        requests: group.requests,
        statementsPerRequest: total / group.requests,
        kindsPerRequest: kinds,
        shapes,
      };
    })
    .sort((a, b) => a.endpoint.localeCompare(b.endpoint));
  return { endpoints, unattributed, uneven: unevenRequests(perRequest) };
}

/**
 * Executions the server logged for an attempt that it then re-prepared and ran again: a prepared
 * statement whose tables were created anew (perf-gate's database reset between windows) fails
 * its first execution internally, and MariaDB logs `Execute`, `Prepare`, `Execute` for what the
 * app sent once. The first `Execute` of such a triple (same thread, same shape) is not a statement
 * of the app's: the row indexes to leave out.
 */
export function repreparedAttempts(rows: readonly LogRow[]): Set<number> {
  const skip = new Set<number>();
  const last = new Map<number, { index: number; commandType: string; argument: string }>();
  for (const [index, row] of rows.entries()) {
    const before = last.get(row.threadId);
    if (
      row.commandType === 'Prepare' &&
      before?.commandType === 'Execute' &&
      statementShape(before.argument) === statementShape(row.argument)
    ) {
      skip.add(before.index);
    }
    last.set(row.threadId, { index, commandType: row.commandType, argument: row.argument });
  }
  return skip;
}

/**
 * Endpoints whose requests did not all send the same number of statements, with what the odd ones
 * sent beyond the most common count: `content-detail: 19 of 20 requests sent 5 statements; one
 * sent 9 (+ SELECT … FROM favorite_content …)`. A seeded, read-only endpoint sends the same
 * statements for the same request on both sides, so this points at data the requests changed,
 * caches, or statements of something else landing between the marks.
 */
export function unevenRequests(perRequest: ReadonlyMap<string, string[][]>): string[] {
  const notes: string[] = [];
  for (const [endpoint, requests] of perRequest) {
    const byCount = new Map<number, string[][]>();
    for (const request of requests) {
      byCount.set(request.length, [...(byCount.get(request.length) ?? []), request]);
    }
    if (byCount.size <= 1) continue;
    const [modal, usual] = [...byCount.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
    const reference = usual[0]!;
    const odd = requests.filter((r) => r.length !== modal);
    const extras = odd.map((request) => {
      const rest = [...reference];
      const extra: string[] = [];
      for (const shape of request) {
        const at = rest.indexOf(shape);
        if (at >= 0) rest.splice(at, 1);
        else extra.push(shape);
      }
      return `${request.length}${extra.length > 0 ? ` (+ ${extra.map((e) => shortShape(e, 60)).join(', ')})` : ''}`;
    });
    notes.push(
      `${endpoint}: ${usual.length} of ${requests.length} requests sent ${modal} statements; others sent ${extras.slice(0, 5).join('; ')}${extras.length > 5 ? '; …' : ''}`,
    );
  }
  return notes;
}
