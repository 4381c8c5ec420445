import { describe, expect, it } from 'vitest';
import {
  databaseDelta,
  databasePerRequest,
  idleRate,
  type DatabaseCounters,
} from '../../../src/work/counters.js';

const reading = (
  atMs: number,
  digests: DatabaseCounters['digests'],
  executions = 0,
  rowsExamined = 0,
  digestsIncludePrepared = false,
): DatabaseCounters => ({ atMs, digests, executions, rowsExamined, digestsIncludePrepared });

describe('databaseDelta and databasePerRequest', () => {
  it('divides the growth of each digest by the requests and merges digests of one shape', () => {
    const before = reading(0, {
      a: { text: 'SELECT `id` FROM `t` WHERE `id` = ? ', count: 10, rowsExamined: 10 },
      b: { text: 'COMMIT ', count: 5, rowsExamined: 0 },
    });
    const after = reading(10_000, {
      a: { text: 'SELECT `id` FROM `t` WHERE `id` = ? ', count: 30, rowsExamined: 30 },
      // MariaDB's form of the same statement under another digest id: one shape.
      c: { text: 'SELECT `id` FROM `t` WHERE ID = ? ', count: 20, rowsExamined: 20 },
      b: { text: 'COMMIT ', count: 25, rowsExamined: 0 },
    });
    const work = databasePerRequest(databaseDelta(before, after), 20)!;
    // COMMIT is transaction control: counted in its kind, not as one of the app's statements.
    expect(work.statementsPerRequest).toBe(2);
    expect(work.kindsPerRequest).toEqual({
      select: 2,
      insert: 0,
      update: 0,
      delete: 0,
      transaction: 1,
      other: 0,
    });
    expect(work.shapes).toEqual([
      {
        shape: 'SELECT id FROM t WHERE id = ?',
        kind: 'select',
        perRequest: 2,
        rowsExaminedPerRequest: 2,
      },
      { shape: 'COMMIT', kind: 'transaction', perRequest: 1, rowsExaminedPerRequest: 0 },
    ]);
  });

  it('counts prepared executions the digest table does not hold, without a shape', () => {
    const before = reading(0, {}, 100, 500);
    const after = reading(1_000, {}, 140, 900);
    const delta = databaseDelta(before, after);
    expect(delta.unshaped).toBe(40);
    const work = databasePerRequest(delta, 10)!;
    expect(work.statementsPerRequest).toBe(4);
    expect(work.unshapedPerRequest).toBe(4);
    expect(work.rowsExaminedPerRequest).toBe(40);
    // Where the server puts them in the digest table too, they are not counted twice.
    const both = databaseDelta(reading(0, {}, 100, 0, true), reading(1_000, {}, 140, 0, true));
    expect(both.statements).toBe(0);
  });

  it('counts a digest row that was recycled (count went down) from zero', () => {
    const delta = databaseDelta(
      reading(0, { a: { text: 'SELECT 1', count: 50, rowsExamined: 0 } }),
      reading(1, { a: { text: 'SELECT 1', count: 7, rowsExamined: 0 } }),
    );
    expect(delta.statements).toBe(7);
  });

  it('takes the idle rate over the window out of the total, never below zero', () => {
    const idle = databaseDelta(reading(0, {}, 0), reading(10_000, {}, 5));
    expect(idleRate(idle)).toBe(0.5);
    const window = databaseDelta(reading(0, {}, 0), reading(20_000, {}, 410));
    const work = databasePerRequest(window, 100, idleRate(idle))!;
    expect(work.statementsPerRequest).toBe(4);
    expect(work.idleStatementsPerSec).toBe(0.5);
    expect(databasePerRequest(window, 100, 1000)!.statementsPerRequest).toBe(0);
    expect(databasePerRequest(window, 0)).toBeUndefined();
  });
});
