import { describe, expect, it } from 'vitest';
import { compareEndpoints } from '../../../src/analysis/work-endpoints.js';
import { WORK_DEFAULTS } from '../../../src/config/work.js';
import { PROBE_MIN_REQUESTS } from '../../../src/config/work-metrics.js';
import type { ProbeResult } from '../../../src/work/attribution.js';

function probe(side: 'base' | 'pr', statementsPerRequest: number, requests = 30): ProbeResult {
  return {
    side,
    requests,
    endpoints: [
      {
        endpoint: 'content-detail',
        requests,
        statementsPerRequest,
        kindsPerRequest: {
          select: statementsPerRequest,
          insert: 0,
          update: 0,
          delete: 0,
          transaction: 0,
          other: 0,
        },
        shapes: [],
      },
    ],
    unattributedStatements: 0,
    seed: 1,
    notes: [],
  };
}

describe('per-endpoint probe comparisons', () => {
  it('reads the +0.4 per request an A/A probe has shown as no change', () => {
    const { comparisons } = compareEndpoints(
      'view',
      probe('base', 5),
      probe('pr', 5.4),
      WORK_DEFAULTS.tolerance,
    );
    expect(comparisons.map((c) => c.status)).toEqual(['no-change', 'no-change']);
  });

  it('calls one query added to every request a regression', () => {
    const { comparisons } = compareEndpoints(
      'view',
      probe('base', 5),
      probe('pr', 6),
      WORK_DEFAULTS.tolerance,
    );
    expect(comparisons.map((c) => [c.metric, c.status])).toEqual([
      ['statements', 'regression'],
      ['selects', 'regression'],
    ]);
  });
});

describe('rows examined per endpoint', () => {
  const withRows = (side: 'base' | 'pr', rows: number | undefined): ProbeResult => {
    const p = probe(side, 5);
    if (rows !== undefined) p.endpoints[0]!.rowsExaminedPerRequest = rows;
    return p;
  };

  it('judges rows examined per request with the rows tolerance', () => {
    const rows = (base: number, pr: number) =>
      compareEndpoints('view', withRows('base', base), withRows('pr', pr), WORK_DEFAULTS.tolerance)
        .comparisons.filter((c) => c.metric === 'rows-examined')
        .map((c) => [c.endpoint, c.base, c.pr, c.status]);
    expect(rows(40, 41)).toEqual([['content-detail', 40, 41, 'no-change']]);
    expect(rows(40, 57)).toEqual([['content-detail', 40, 57, 'regression']]);
  });

  it('leaves rows out when either side could not read them', () => {
    const { comparisons } = compareEndpoints(
      'view',
      withRows('base', 40),
      withRows('pr', undefined),
      WORK_DEFAULTS.tolerance,
    );
    expect(comparisons.map((c) => c.metric)).not.toContain('rows-examined');
  });
});

describe('bytes and CPU per endpoint', () => {
  const withApp = (
    side: 'base' | 'pr',
    kib: number,
    cpuMs?: number,
    requests?: number,
    statements = 5,
  ): ProbeResult => {
    const p = probe(side, statements, requests);
    p.endpoints[0]!.allocatedBytesPerRequest = kib * 1024;
    if (cpuMs !== undefined) p.endpoints[0]!.threadCpuMsPerRequest = cpuMs;
    return p;
  };

  it('judges the bytes allocated of an endpoint, and reports its threads CPU', () => {
    const { comparisons } = compareEndpoints(
      'view',
      withApp('base', 100, 1.5),
      withApp('pr', 125, 2.5),
      WORK_DEFAULTS.tolerance,
    );
    const app = comparisons.filter((c) => c.metric === 'allocated' || c.metric === 'thread-cpu');
    expect(app.map((c) => [c.metric, c.endpoint, c.status])).toEqual([
      ['allocated', 'content-detail', 'regression'],
      ['thread-cpu', 'content-detail', 'not-judged'],
    ]);
    expect(app[1]!.message).toContain('not judged: per endpoint, from the probe: reported only');
  });

  it('leaves them out when a side has no figure (no agent)', () => {
    const { comparisons } = compareEndpoints(
      'view',
      withApp('base', 100),
      probe('pr', 5),
      WORK_DEFAULTS.tolerance,
    );
    expect(comparisons.map((c) => c.metric)).not.toContain('allocated');
    expect(comparisons.map((c) => c.metric)).not.toContain('thread-cpu');
  });

  it('does not judge the bytes of an endpoint with 2 requests in the probe, and says why', () => {
    const { comparisons, notes } = compareEndpoints(
      'view',
      withApp('base', 100, 1.5, 2, 5),
      withApp('pr', 150, 1.5, 2, 6),
      WORK_DEFAULTS.tolerance,
    );
    const allocated = comparisons.find((c) => c.metric === 'allocated')!;
    expect([allocated.status, allocated.changePct]).toEqual(['not-judged', 50]);
    expect(allocated.message).toContain(
      `not judged: 2 request(s) in each side's probe, fewer than the ${PROBE_MIN_REQUESTS} a figure that varies from request to request needs`,
    );
    // The counts of the code path stay judged on the same 2 requests.
    expect(comparisons.find((c) => c.metric === 'statements')!.status).toBe('regression');
    expect(comparisons.find((c) => c.metric === 'thread-cpu')!.message).toContain('reported only');
    expect(notes).toEqual([
      `Not judged per endpoint: bytes allocated of content-detail, with fewer than ${PROBE_MIN_REQUESTS} requests in a probe; compare.work.probe raises the probe's iterations.`,
    ]);
  });

  it('names both counts when only one side has too few requests', () => {
    const { comparisons } = compareEndpoints(
      'view',
      withApp('base', 100, undefined, 40),
      withApp('pr', 150, undefined, 3),
      WORK_DEFAULTS.tolerance,
    );
    const allocated = comparisons.find((c) => c.metric === 'allocated')!;
    expect(allocated.status).toBe('not-judged');
    expect(allocated.message).toContain(
      `40 request(s) in the base's probe and 3 in the PR's, fewer than the ${PROBE_MIN_REQUESTS}`,
    );
  });

  it(`judges +50 % bytes as a regression from ${PROBE_MIN_REQUESTS} requests on each side`, () => {
    const { comparisons, notes } = compareEndpoints(
      'view',
      withApp('base', 100, undefined, PROBE_MIN_REQUESTS),
      withApp('pr', 150, undefined, PROBE_MIN_REQUESTS),
      WORK_DEFAULTS.tolerance,
    );
    expect(comparisons.find((c) => c.metric === 'allocated')!.status).toBe('regression');
    expect(notes).toEqual([]);
  });

  it('reports the bytes with the tolerance off as before, whatever the requests', () => {
    const { comparisons, notes } = compareEndpoints(
      'view',
      withApp('base', 100, undefined, 2),
      withApp('pr', 150, undefined, 2),
      { ...WORK_DEFAULTS.tolerance, allocated: false },
    );
    expect(comparisons.find((c) => c.metric === 'allocated')!.message).toContain(
      'not judged (tolerance off)',
    );
    expect(notes).toEqual([]);
  });
});
