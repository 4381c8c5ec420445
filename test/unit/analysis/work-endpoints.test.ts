import { describe, expect, it } from 'vitest';
import { compareEndpoints } from '../../../src/analysis/work-endpoints.js';
import { WORK_DEFAULTS } from '../../../src/config/work.js';
import type { ProbeResult } from '../../../src/work/attribution.js';

function probe(side: 'base' | 'pr', statementsPerRequest: number): ProbeResult {
  return {
    side,
    requests: 20,
    endpoints: [
      {
        endpoint: 'content-detail',
        requests: 20,
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
  const withApp = (side: 'base' | 'pr', kib: number, cpuMs?: number): ProbeResult => {
    const p = probe(side, 5);
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
});
