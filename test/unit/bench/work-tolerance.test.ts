import { describe, expect, it } from 'vitest';
import {
  fitTolerance,
  outOfSample,
  rejudge,
  type WorkGateRecord,
} from '../../../bench/lib/work-tolerance.js';
import { judgeWork } from '../../../src/analysis/work.js';

const record = (
  run: string,
  mode: string,
  pct: number,
  metric: WorkGateRecord['metric'] = 'thread-cpu',
  base = 2,
): WorkGateRecord => ({
  run,
  mode,
  gate: `${run}-${mode}`,
  metric,
  base,
  change: (pct / 100) * base,
  pairs: 10,
  requestsPerWindow: 300,
});

describe('fitting a work tolerance on A/A gates', () => {
  it('takes twice the largest A/A change, rounded up to a whole 5 %', () => {
    expect(fitTolerance([record('a', 'aa', 3.9), record('a', 'aa', -7.8)])).toBe(20);
    expect(fitTolerance([record('a', 'aa', 1.5)], 2, 5)).toBe(5);
    expect(fitTolerance([record('a', 'aa', 4.9)])).toBe(10);
    expect(() => fitTolerance([])).toThrow(/no A\/A gate/);
  });

  it('re-judges a record as judgeWork decides, floor included', () => {
    for (const pct of [-25, -19, 0, 19, 21, 40]) {
      const r = record('a', 'cpu20', pct);
      const decided = judgeWork('s', 'thread-cpu', [{ base: r.base, pr: r.base + r.change }], 0.2);
      expect(rejudge(r, 20)).toBe(decided.status);
    }
    // 1 KiB of allocation is the floor: +50 % of 1 kB is no change.
    expect(rejudge(record('a', 'aa', 50, 'allocated', 1000), 10)).toBe('no-change');
  });

  it('fits on the named runs only and judges every group', () => {
    const records = [
      record('fit', 'aa', 4),
      record('fit', 'aa', -6),
      record('new', 'aa', 9),
      record('new', 'aa', -16),
      record('new', 'cpu20', 30),
      record('new', 'cpu20', 12),
    ];
    const result = outOfSample(records, 'thread-cpu', ['fit']);
    expect(result.tolerancePct).toBe(15);
    expect(result.fitGates).toBe(2);
    const aa = result.groups.find((g) => g.run === 'new' && g.mode === 'aa')!;
    expect([aa.gates, aa.regressions, aa.improvements]).toEqual([2, 0, 1]);
    const injected = result.groups.find((g) => g.mode === 'cpu20')!;
    expect([injected.regressions, injected.medianPct]).toEqual([1, 21]);
  });
});
