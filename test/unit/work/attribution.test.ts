import { describe, expect, it } from 'vitest';
import {
  attributeRows,
  attributeStatements,
  endpointKey,
  type LogRow,
  type ProbeMark,
  type StatementEvent,
  repreparedAttempts,
  unevenRequests,
} from '../../../src/work/attribution.js';

const OWN = 99;
const mark = (id: number): LogRow => ({
  threadId: OWN,
  commandType: 'Query',
  argument: `DO 'perf-gate-mark ${id}'`,
});
const app = (sql: string, commandType = 'Execute', threadId = 7): LogRow => ({
  threadId,
  commandType,
  argument: sql,
});

describe('attributeStatements', () => {
  it('gives each request the app statements between its two marks, on any connection', () => {
    const marks = new Map<number, ProbeMark>([
      [1, { what: 'begin', endpoint: 'content-places' }],
      [2, { what: 'end', endpoint: 'content-places' }],
      [3, { what: 'begin', endpoint: 'content-places' }],
      [4, { what: 'end', endpoint: 'content-places' }],
      [5, { what: 'begin', endpoint: 'content-detail' }],
      [6, { what: 'end', endpoint: 'content-detail' }],
    ]);
    const rows: LogRow[] = [
      app('select 1', 'Query'), // background, before any request
      mark(1),
      app('select p.id from place p where p.content_id=3'),
      app('select c.id from place_category c where c.id=11', 'Execute', 8),
      app('select c.id from place_category c where c.id=12', 'Execute', 8),
      app('commit', 'Query'),
      { threadId: 7, commandType: 'Prepare', argument: 'select ?' }, // bookkeeping, not a statement
      mark(2),
      mark(3),
      app('select p.id from place p where p.content_id=9'),
      app('commit', 'Query'),
      mark(4),
      mark(5),
      app('select count(*) from place where content_id=9'),
      mark(6),
      { threadId: OWN, commandType: 'Query', argument: 'SELECT @@GLOBAL.log_output' },
    ];
    const result = attributeStatements(rows, marks, OWN);
    expect(result.unattributed).toBe(1);
    const places = result.endpoints.find((e) => e.endpoint === 'content-places')!;
    expect(places.requests).toBe(2);
    expect(places.statementsPerRequest).toBe(2);
    expect(places.kindsPerRequest).toMatchObject({ select: 2, transaction: 1 });
    expect(places.shapes.map((s) => [s.shape, s.perRequest])).toEqual([
      ['COMMIT', 1],
      ['SELECT c.id FROM place_category c WHERE c.id = ?', 1],
      ['SELECT p.id FROM place p WHERE p.content_id = ?', 1],
    ]);
    expect(
      result.endpoints.find((e) => e.endpoint === 'content-detail')?.statementsPerRequest,
    ).toBe(1);
  });
});

describe('endpointKey', () => {
  it("prefers the endpoint tag, then k6's name tag, then the URL path with ids collapsed", () => {
    expect(endpointKey({ endpoint: 'login', name: 'x', url: 'http://a/b' })).toBe('login');
    expect(endpointKey({ name: 'GET /owners/{id}', url: 'http://a/owners/3' })).toBe(
      'GET /owners/{id}',
    );
    expect(endpointKey({ url: 'http://127.0.0.1:8080/contents/42/places?x=1' })).toBe(
      '/contents/{id}/places',
    );
  });
});

describe('attributeRows', () => {
  const marks = new Map<number, ProbeMark>([
    [1, { what: 'begin', endpoint: 'GET /api/books/{id}' }],
    [2, { what: 'end', endpoint: 'GET /api/books/{id}' }],
    [3, { what: 'begin', endpoint: 'GET /api/books/{id}' }],
    [4, { what: 'end', endpoint: 'GET /api/books/{id}' }],
    [5, { what: 'begin', endpoint: 'POST /api/loans' }],
    [6, { what: 'end', endpoint: 'POST /api/loans' }],
  ]);
  const event = (text: string, rowsExamined = 0, threadId = 40): StatementEvent => ({
    threadId,
    rowsExamined,
    text,
  });
  const markEvent = (id: number) => event(`DO 'perf-gate-mark ${id}'`, 0, 99);

  it("sums the rows each request's statements examined, per request of its endpoint", () => {
    const { rowsPerRequest, complete } = attributeRows(
      [
        event('SELECT 1', 500), // before any request: nobody's
        markEvent(1),
        event('select b.id from book b join author a on a.id=b.author_id where b.id=1', 2),
        event('commit'),
        markEvent(2),
        event('select count(*) from loan', 1000, 41), // between requests: nobody's
        markEvent(3),
        event('select b.id from book b join author a on a.id=b.author_id where b.id=2', 2, 41),
        event('select count(l.id) from loan l where l.book_id=2', 3, 42),
        markEvent(4),
        markEvent(5),
        event('insert into loan values (1)', 0),
        markEvent(6),
      ],
      marks,
    );
    expect(complete).toBe(true);
    expect(rowsPerRequest.get('GET /api/books/{id}')).toBe(3.5);
    expect(rowsPerRequest.get('POST /api/loans')).toBe(0);
  });

  it('says when the history lost some marks (it keeps only its last events)', () => {
    const { complete } = attributeRows([markEvent(3), event('select 1', 1), markEvent(4)], marks);
    expect(complete).toBe(false);
  });
});

describe('unevenRequests', () => {
  it('names the endpoints whose requests sent different statements, and what the odd ones added', () => {
    const usual = ['SELECT a FROM content WHERE id = ?', 'SELECT id FROM member WHERE fid = ?'];
    const notes = unevenRequests(
      new Map([
        ['content-detail', [usual, usual, [...usual, 'SELECT x FROM favorite_content'], usual]],
        ['content-places', [usual, usual]],
      ]),
    );
    expect(notes).toEqual([
      'content-detail: 3 of 4 requests sent 2 statements; others sent 3 (+ SELECT x FROM favorite_content)',
    ]);
  });

  it('finds them in a probe log', () => {
    const marks = new Map<number, ProbeMark>([
      [1, { what: 'begin', endpoint: 'e' }],
      [2, { what: 'end', endpoint: 'e' }],
      [3, { what: 'begin', endpoint: 'e' }],
      [4, { what: 'end', endpoint: 'e' }],
      [5, { what: 'begin', endpoint: 'e' }],
      [6, { what: 'end', endpoint: 'e' }],
    ]);
    const { uneven } = attributeStatements(
      [
        mark(1),
        app('select 1'),
        app('commit', 'Query'),
        mark(2),
        mark(3),
        app('select 1'),
        mark(4),
        mark(5),
        app('select 1'),
        app('select 2'),
        mark(6),
      ],
      marks,
      OWN,
    );
    expect(uneven).toEqual(['e: 2 of 3 requests sent 1 statements; others sent 2 (+ SELECT ?)']);
  });
});

describe('repreparedAttempts', () => {
  it("leaves out the first Execute of MariaDB's Execute, Prepare, Execute after a table was recreated", () => {
    // As captured from the stand-in: a statement prepared before the table was dropped and
    // created again, executed twice.
    const rows: LogRow[] = [
      app('select * from t.a where id > 1', 'Execute', 3),
      app('select b from t.b', 'Execute', 4), // another connection in between
      app('select * from t.a where id > ?', 'Prepare', 3),
      app('select * from t.a where id > 1', 'Execute', 3),
      app('select * from t.a where id > 1', 'Execute', 3),
    ];
    expect([...repreparedAttempts(rows)]).toEqual([0]);
    const marks = new Map<number, ProbeMark>([
      [1, { what: 'begin', endpoint: 'e' }],
      [2, { what: 'end', endpoint: 'e' }],
    ]);
    const { endpoints } = attributeStatements([mark(1), ...rows, mark(2)], marks, OWN);
    expect(endpoints[0]!.statementsPerRequest).toBe(3); // t.b once, t.a twice
  });

  it('keeps an Execute followed by the Prepare of another statement (first use of a connection)', () => {
    const rows: LogRow[] = [
      app('select a from t', 'Execute', 3),
      app('select b from t where id = ?', 'Prepare', 3),
      app('select b from t where id = 2', 'Execute', 3),
    ];
    expect(repreparedAttempts(rows).size).toBe(0);
  });
});
