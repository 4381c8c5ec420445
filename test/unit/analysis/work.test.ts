import { describe, expect, it } from 'vitest';
import { analyzeScenario } from '../../../src/analysis/scenario.js';
import {
  APP_METRIC_MIN_REQUESTS,
  analyzeWork,
  judgeWork,
  workMetricOf,
  workRules,
} from '../../../src/analysis/work.js';
import { shapeChanges } from '../../../src/analysis/work-shapes.js';
import { WORK_DEFAULTS } from '../../../src/config/work.js';
import { PROBE_MIN_REQUESTS } from '../../../src/config/work-metrics.js';
import type { WindowMeasurement } from '../../../src/model.js';
import type { ShapeWork } from '../../../src/work/counters.js';
import { makeWindow } from './windows.js';

const shape = (text: string, perRequest: number): ShapeWork => ({
  shape: text,
  kind: text.startsWith('SELECT') ? 'select' : 'other',
  perRequest,
  rowsExaminedPerRequest: perRequest,
});

/** A window whose database work is `statements` per request, all SELECTs, with these shapes. */
function workWindow(
  side: 'base' | 'pr',
  round: number,
  statements: number,
  shapes: ShapeWork[],
  p95 = 100,
): WindowMeasurement {
  return {
    ...makeWindow({ side, round, p95 }),
    work: {
      requests: 600,
      elapsedMs: 10_000,
      notes: [],
      database: {
        statementsPerRequest: statements,
        kindsPerRequest: {
          select: statements,
          insert: 0,
          update: 0,
          delete: 0,
          transaction: 0,
          other: 0,
        },
        rowsExaminedPerRequest: statements * 3,
        unshapedPerRequest: 0,
        shapes,
      },
    },
  };
}

const places = 'SELECT … FROM place p1_0 WHERE p1_0.content_id = ?';
const category = 'SELECT … FROM place_category c1_0 WHERE c1_0.id = ?';

describe('work comparison', () => {
  it('one pair decides: an N+1 (4 → 38 statements) is a regression that fails the gate', () => {
    const windows = [
      workWindow('base', 0, 4, [shape(places, 1)]),
      // Latency alone: one pair, so its interval cannot decide.
      workWindow('pr', 0, 38, [shape(places, 1), shape(category, 17)], 130),
    ];
    const analysis = analyzeScenario('content-view', windows, {
      compare: {},
      work: { tolerance: WORK_DEFAULTS.tolerance },
    });
    expect(analysis.comparisons.find((c) => c.metric === 'p95')?.status).toBe('inconclusive');
    const statements = analysis.work!.comparisons.find((c) => c.metric === 'statements')!;
    expect(statements).toMatchObject({
      base: 4,
      pr: 38,
      change: 34,
      status: 'regression',
      pairs: 1,
    });
    expect(statements.message).toContain('SQL statements: 4 → 38 per request (+850.0 %)');
    expect(analysis.verdict).toBe('fail');
    expect(analysis.rules.find((r) => r.rule === 'work.statements')).toMatchObject({
      passed: false,
      level: 'error',
    });
    expect(analysis.work!.shapes).toEqual([
      { shape: category, kind: 'select', base: 0, pr: 17, status: 'new' },
    ]);
  });

  it('a change within the tolerance, or under the floor per request, passes', () => {
    expect(judgeWork('s', 'statements', [{ base: 4, pr: 4.1 }], 0.05).status).toBe('no-change');
    // base 0 inserts: one stray statement in 600 requests stays under the 0.02 floor.
    expect(judgeWork('s', 'inserts', [{ base: 0, pr: 1 / 600 }], 0.05).status).toBe('no-change');
    expect(judgeWork('s', 'inserts', [{ base: 0, pr: 1 }], 0.05)).toMatchObject({
      status: 'regression',
      changePct: Infinity,
    });
    expect(judgeWork('s', 'statements', [{ base: 38, pr: 4 }], 0.05).status).toBe('improvement');
  });

  it('takes the median over pairs, so one odd pair does not decide', () => {
    const pairs = [
      { base: 4, pr: 4 },
      { base: 4, pr: 9 },
      { base: 4, pr: 4 },
    ];
    expect(judgeWork('s', 'statements', pairs, 0.05).status).toBe('no-change');
  });

  it('leaves out the kinds when some executions have no digest (MariaDB prepared statements)', () => {
    const window = workWindow('base', 0, 4, []);
    expect(workMetricOf(window.work, 'selects')).toBe(4);
    window.work!.database = {
      ...window.work!.database!,
      kindsPerRequest: { select: 0, insert: 0, update: 0, delete: 0, transaction: 0, other: 0 },
      unshapedPerRequest: 4,
    };
    expect(workMetricOf(window.work, 'statements')).toBe(4);
    expect(workMetricOf(window.work, 'selects')).toBeUndefined();
    expect(workMetricOf(window.work, 'inserts')).toBeUndefined();
  });

  it('a metric turned off is reported but never fails', () => {
    const off = judgeWork('s', 'gc', [{ base: 1, pr: 5 }], false);
    expect(off.status).toBe('not-judged');
    expect(workRules([off])).toEqual([]);
  });

  it('lists vanished shapes and shapes sent more often', () => {
    const windows = [
      workWindow('base', 0, 3, [shape(places, 1), shape('SELECT old FROM t', 2)]),
      workWindow('pr', 0, 3, [shape(places, 3)]),
    ];
    expect(shapeChanges(windows, 0.05).map((c) => [c.status, c.shape])).toEqual([
      ['more', places],
      ['vanished', 'SELECT old FROM t'],
    ]);
  });
});

/** A window whose app used `threadCpuMs` and allocated `kib` KiB per request over `requests`. */
function appWindow(
  side: 'base' | 'pr',
  round: number,
  threadCpuMs: number,
  kib: number,
  requests = 300,
): WindowMeasurement {
  return {
    ...makeWindow({ side, round }),
    work: {
      requests,
      elapsedMs: 5_000,
      notes: [],
      app: {
        cpuMsPerRequest: threadCpuMs * 1.5,
        threadCpuMsPerRequest: threadCpuMs,
        allocatedBytesPerRequest: kib * 1024,
        gcMsPerRequest: 0.02,
      },
    },
  };
}

describe('work comparison of the app: Java threads CPU and bytes allocated', () => {
  const rounds = (pr: { cpu: number; kib: number }, requests = 300) =>
    [0, 1, 2].flatMap((round) => [
      appWindow('base', round, 1.6, 128, requests),
      appWindow('pr', round, pr.cpu, pr.kib, requests),
    ]);

  it('judges both by default: +35 % CPU and +20 % bytes fail, an A/A-sized wobble passes', () => {
    const clean = analyzeWork('s', rounds({ cpu: 1.6 * 1.08, kib: 128 * 1.05 }), {
      tolerance: WORK_DEFAULTS.tolerance,
    })!;
    expect(clean.rules.filter((r) => !r.passed)).toEqual([]);
    expect(clean.rules.map((r) => r.rule)).toEqual(
      expect.arrayContaining(['work.thread-cpu', 'work.allocated']),
    );
    const worse = analyzeWork('s', rounds({ cpu: 1.6 * 1.35, kib: 128 * 1.2 }), {
      tolerance: WORK_DEFAULTS.tolerance,
    })!;
    expect(worse.rules.filter((r) => !r.passed).map((r) => r.rule)).toEqual([
      'work.thread-cpu',
      'work.allocated',
    ]);
    // The container's CPU and GC stay reported only.
    const cpu = worse.work.comparisons.find((c) => c.metric === 'cpu')!;
    expect([cpu.status, cpu.tolerance]).toEqual(['not-judged', false]);
  });

  it('does not judge them on windows under the minimum of requests, and says why', () => {
    const few = analyzeWork('s', rounds({ cpu: 1.6 * 1.5, kib: 128 * 1.5 }, 60), {
      tolerance: WORK_DEFAULTS.tolerance,
    })!;
    expect(few.rules.filter((r) => !r.passed)).toEqual([]);
    const threads = few.work.comparisons.find((c) => c.metric === 'thread-cpu')!;
    expect(threads.status).toBe('not-judged');
    expect(threads.tolerance).toBe(0.2);
    expect(threads.message).toContain(
      `not judged: a window had 60 requests, under the ${APP_METRIC_MIN_REQUESTS}`,
    );
    expect(few.work.notes?.[0]).toMatch(/^Not judged: Java threads CPU, bytes allocated\./);
    // Statement counts do not carry the background: still judged on few requests.
    const statements = analyzeWork(
      's',
      [workWindow('base', 0, 4, []), workWindow('pr', 0, 5, [])].map((w) => ({
        ...w,
        work: { ...w.work!, requests: 20 },
      })),
      { tolerance: WORK_DEFAULTS.tolerance },
    )!;
    expect(statements.rules.find((r) => r.rule === 'work.statements')?.passed).toBe(false);
  });
});

describe('the probe note', () => {
  it('says where the per-endpoint bytes and CPU come from when both probes have them', () => {
    const probe = (side: 'base' | 'pr', bytes?: number) => ({
      side,
      requests: 20,
      endpoints: [
        {
          endpoint: 'content-detail',
          requests: 20,
          statementsPerRequest: 5,
          kindsPerRequest: { select: 5, insert: 0, update: 0, delete: 0, transaction: 0, other: 0 },
          shapes: [],
          ...(bytes === undefined
            ? {}
            : { allocatedBytesPerRequest: bytes, threadCpuMsPerRequest: 1 }),
        },
      ],
      unattributedStatements: 0,
      seed: 1,
      notes: [],
    });
    const windows = [workWindow('base', 0, 5, []), workWindow('pr', 0, 5, [])];
    const note = (base: number | undefined, pr: number | undefined) =>
      analyzeWork('s', windows, {
        tolerance: WORK_DEFAULTS.tolerance,
        probes: [probe('base', base), probe('pr', pr)],
      })!.work.notes!.find((n) => n.startsWith('Per endpoint'))!;
    expect(note(100_000, 101_000)).toContain("bytes and CPU from perf-gate's work agent");
    expect(note(100_000, undefined)).not.toContain('work agent');
  });

  it('says how many iterations the probe ran and why, and which bytes went unjudged', () => {
    const probe = (side: 'base' | 'pr', bytes: number) => ({
      side,
      requests: 62,
      iterations: 60,
      sizing: "60 iterations instead of compare.work.probe's 20, so that …",
      endpoints: [
        {
          endpoint: 'POST /api/loans',
          requests: 2,
          statementsPerRequest: 3,
          kindsPerRequest: { select: 2, insert: 1, update: 0, delete: 0, transaction: 0, other: 0 },
          shapes: [],
          allocatedBytesPerRequest: bytes,
        },
      ],
      unattributedStatements: 0,
      seed: 1,
      notes: [],
    });
    const windows = [workWindow('base', 0, 5, []), workWindow('pr', 0, 5, [])];
    const notes = analyzeWork('s', windows, {
      tolerance: WORK_DEFAULTS.tolerance,
      probes: [probe('base', 100_000), probe('pr', 150_000)],
    })!.work.notes!;
    expect(notes.find((n) => n.startsWith('Per endpoint'))).toMatch(
      /^Per endpoint: a probe of 60 iteration\(s\), 62 request\(s\) per side .* The probe ran 60 iterations instead of compare\.work\.probe's 20, so that …\.$/,
    );
    expect(notes).toContain(
      `Not judged per endpoint: bytes allocated of POST /api/loans, with fewer than ${PROBE_MIN_REQUESTS} requests in a probe; compare.work.probe raises the probe's iterations.`,
    );
  });
});
