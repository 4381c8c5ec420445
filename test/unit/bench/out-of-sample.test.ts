import { describe, expect, it } from 'vitest';
import {
  estimateNoise,
  judgeGate,
  logRatios,
  modeFigures,
  outOfSample,
  perRoundP95,
  seriesOf,
  simulateSequential,
  splitGates,
  type CalibrationGate,
} from '../../../bench/lib/out-of-sample.js';
import type { WindowMeasurement } from '../../../src/model.js';
import { makeWindow } from '../analysis/windows.js';

/** A gate whose round i has base p95 `base[i]` and PR p95 `base[i]·ratio[i]` (all requests). */
function gate(
  file: string,
  mode: string,
  ratios: number[],
  base: number[] = ratios.map(() => 10),
): CalibrationGate {
  const windows: WindowMeasurement[] = [];
  ratios.forEach((ratio, round) => {
    const b = base[round]!;
    windows.push(makeWindow({ side: 'base', round, p95: b }));
    windows.push(makeWindow({ side: 'pr', round, p95: b * ratio }));
    windows[windows.length - 2]!.http.logLatency = { n: 600, mean: Math.log(b / 2), sd: 0.5 };
    windows[windows.length - 1]!.http.logLatency = {
      n: 600,
      mean: Math.log((b * ratio) / 2),
      sd: 0.5,
    };
  });
  return {
    file,
    mode,
    windows,
    wallMs: 200_000,
    tolerances: { p95: 10, p99: 15 },
    confidence: 0.9,
    otherRulesPassed: true,
  };
}

const jitter = [1.01, 0.99, 1.02, 0.98, 1.0];

describe('noise model', () => {
  it('reads per-pair log-ratios of a series, the shift from the log means', () => {
    const g = gate('a', 'aa', [1.1, 1.2]);
    expect(logRatios(g.windows, { metric: 'p95' })).toEqual([
      expect.closeTo(Math.log(1.1), 9),
      expect.closeTo(Math.log(1.2), 9),
    ]);
    expect(logRatios(g.windows, { metric: 'shift' })[1]).toBeCloseTo(Math.log(1.2), 9);
    expect(seriesOf([g]).map((s) => s.metric)).toEqual(['p50', 'p95', 'p99', 'shift']);
  });

  it('puts a whole-gate offset into σ_u and the pairs’ scatter into the pair spread', () => {
    const offsets = [
      gate('a', 'aa', [1.1, 1.1, 1.1]),
      gate('b', 'aa', [1 / 1.1, 1 / 1.1, 1 / 1.1]),
    ];
    const noise = estimateNoise(offsets, [{ metric: 'p95' }]);
    expect(noise.p95!.sigmaU).toBeCloseTo(Math.log(1.1), 6);
    expect(noise.p95!.pairSpread).toBeCloseTo(0, 9);
    const scatter = [gate('c', 'aa', [1.1, 1 / 1.1, 1.1, 1 / 1.1])];
    const inside = estimateNoise(scatter, [{ metric: 'p95' }]);
    expect(inside.p95!.sigmaU).toBe(0);
    expect(inside.p95!.pairSpread).toBeGreaterThan(0.09);
  });
});

describe('splitGates', () => {
  const gates = ['aa', 'cpu20', 'aa', 'cpu10', 'aa', 'aa'].map((mode, i) =>
    gate(`g${i}`, mode, jitter),
  );
  it('fits on the first half of the A/A gates, or on the odd ones, and judges the rest', () => {
    const halves = splitGates(gates, 'halves');
    expect(halves.fit.map((g) => g.file)).toEqual(['g0', 'g2']);
    expect(halves.judged.map((g) => g.file)).toEqual(['g4', 'g5', 'g1', 'g3']);
    const odd = splitGates(gates, 'odd-even');
    expect(odd.fit.map((g) => g.file)).toEqual(['g0', 'g4']);
    expect(odd.judged.map((g) => g.file)).toEqual(['g2', 'g5', 'g1', 'g3']);
  });
});

describe('judging with the fitted noise', () => {
  // Ten fitting gates (σ_u then has 9 degrees of freedom, as in the shipped default).
  const fit = Array.from({ length: 10 }, (_, i) =>
    gate(
      `f${i}`,
      'aa',
      jitter.map((r) => r * (i % 2 ? 1.01 : 0.99)),
    ),
  );
  const series = seriesOf(fit);
  const noise = estimateNoise(fit, series);

  it('reads a quiet A/A gate as pass with every interval covering zero', () => {
    const judged = judgeGate(gate('a', 'aa', [1.0, 1.01, 0.99, 1.0, 1.0]), noise, series);
    expect(judged.anyRegression).toBe(false);
    expect(judged.pass).toBe(true);
    expect(judged.series.every((s) => s.coversZero)).toBe(true);
    expect(judged.series.map((s) => s.series)).toContain('shift');
  });

  it('detects +30 % and does not pass a gate whose other rules failed', () => {
    const slow = judgeGate(
      gate(
        's',
        'cpu20',
        jitter.map((r) => r * 1.3),
      ),
      noise,
      series,
    );
    expect(slow.anyRegression).toBe(true);
    expect(slow.series.find((s) => s.series === 'p95')?.status).toBe('regression');
    const failedBudget = { ...gate('b', 'aa', jitter), otherRulesPassed: false };
    expect(judgeGate(failedBudget, noise, series).pass).toBe(false);
  });

  it('sums a mode up: regression share, pass share, coverage and wall time', () => {
    const judged = [
      judgeGate(gate('a', 'aa', [1.0, 1.01, 0.99, 1.0]), noise, series),
      judgeGate(gate('b', 'aa', [1.3, 1.3, 1.31, 1.29]), noise, series),
    ];
    const [aa] = modeFigures(judged);
    expect(aa).toMatchObject({ mode: 'aa', gates: 2, regressionRate: 0.5, passRate: 0.5 });
    expect(aa!.coverageOfZero.p95).toBe(0.5);
    expect(aa!.medianWallSec).toBe(200);
    expect(aa!.medianChangePct.p95).toBeCloseTo(14.5, 0);
  });
});

describe('per-round p95 and sequential stopping', () => {
  it('shows a first-round outlier in the per-round table', () => {
    const table = perRoundP95([
      gate('a', 'aa', [1, 1, 1], [100, 10, 10]),
      gate('b', 'aa', [1.5, 1, 1], [80, 12, 10]),
    ]);
    expect(table.map((r) => r.round)).toEqual([1, 2, 3]);
    expect(table[0]).toMatchObject({ gates: 2, baseP95Ms: 90 });
    expect(table[1]!.baseP95Ms).toBe(11);
    expect(table[0]!.medianAbsLogRatio).toBeGreaterThan(table[1]!.medianAbsLogRatio);
  });

  it('stops a gross regression before the cap and runs an undecided gate to it', () => {
    const fit = Array.from({ length: 10 }, (_, i) => gate(`f${i}`, 'aa', jitter));
    const series = seriesOf(fit);
    const noise = estimateNoise(fit, series);
    const gross = simulateSequential(
      gate(
        'x',
        'cpu20',
        Array.from({ length: 8 }, () => 3),
      ),
      noise,
      series,
      3,
    );
    expect(gross?.rounds).toBeLessThan(8);
    expect(gross?.judged.anyRegression).toBe(true);
    const undecided = simulateSequential(
      gate('y', 'cpu10', [1.3, 0.9, 1.25, 0.95, 1.2, 0.9, 1.3, 1.0]),
      noise,
      series,
      3,
    );
    expect(undecided?.rounds).toBe(8);
  });

  it('runs the whole analysis with a split and the simulated sequential figures', () => {
    const gates = [
      gate('a1', 'aa', jitter),
      gate(
        'c1',
        'cpu20',
        jitter.map((r) => r * 1.3),
      ),
      gate(
        'a2',
        'aa',
        jitter.map((r) => r * 1.02),
      ),
      gate('a3', 'aa', jitter),
    ];
    const report = outOfSample(gates, 'halves', { firstLook: 3 });
    expect(report.fitFiles).toEqual(['a1', 'a2']);
    expect(report.modes.map((m) => [m.mode, m.gates])).toEqual([
      ['aa', 1],
      ['cpu20', 1],
    ]);
    expect(report.modes[1]!.regressionRate).toBe(1);
    expect(report.sequential?.map((m) => m.mode)).toEqual(['aa', 'cpu20']);
    expect(report.perRoundAa).toHaveLength(5);
  });
});
