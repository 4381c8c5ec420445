import { describe, expect, it } from 'vitest';
import {
  alphaSpent,
  decideLook,
  lookConfidence,
  lookSchedule,
  spendingBoundaries,
  type SequentialDesign,
  type SpendingFunction,
} from '../../../src/analysis/sequential.js';
import { seededNormal, tInterval } from '../../../src/analysis/stats.js';

describe('alpha spending', () => {
  it('spends nothing at the start and all of alpha at the end, increasing in between', () => {
    for (const spending of ['obrien-fleming', 'pocock'] as const) {
      expect(alphaSpent(0, 0.05, spending)).toBe(0);
      expect(alphaSpent(1, 0.05, spending)).toBeCloseTo(0.05, 12);
      expect(alphaSpent(0.3, 0.05, spending)).toBeLessThan(alphaSpent(0.6, 0.05, spending));
    }
    // O'Brien–Fleming spends far less early than Pocock.
    expect(alphaSpent(0.2, 0.05, 'obrien-fleming')).toBeLessThan(0.001);
    expect(alphaSpent(0.2, 0.05, 'pocock')).toBeGreaterThan(0.014);
  });
});

describe('spendingBoundaries', () => {
  // Published Lan–DeMets boundaries (one-sided 0.025, equally spaced looks), as gsDesign prints them.
  it.each<[SpendingFunction, number[], number[]]>([
    ['obrien-fleming', [0.5, 1], [2.9626, 1.9686]],
    ['obrien-fleming', [0.2, 0.4, 0.6, 0.8, 1], [4.8769, 3.357, 2.6803, 2.2898, 2.031]],
    ['pocock', [0.5, 1], [2.157, 2.201]],
    ['pocock', [0.2, 0.4, 0.6, 0.8, 1], [2.438, 2.4268, 2.4102, 2.3966, 2.386]],
  ])('%s at %j matches the published values', (spending, fractions, expected) => {
    const bounds = spendingBoundaries(fractions, 0.025, spending);
    bounds.forEach((bound, k) => expect(bound).toBeCloseTo(expected[k]!, 3));
  });

  it('gives the fixed-sample quantile for a single look', () => {
    expect(spendingBoundaries([1], 0.05, 'obrien-fleming')[0]).toBeCloseTo(1.6449, 4);
  });

  it('refuses fractions that do not increase', () => {
    expect(() => spendingBoundaries([0.5, 0.5], 0.05, 'pocock')).toThrow(/increase/);
  });
});

const design = (spending: SpendingFunction = 'obrien-fleming'): SequentialDesign => ({
  firstLook: 3,
  maxPairs: 10,
  spending,
  confidence: 0.9,
});

describe('lookConfidence', () => {
  it('widens every look beyond the fixed 90 % and least at the cap', () => {
    expect(lookSchedule(design())).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    const levels = lookSchedule(design()).map((pairs) => lookConfidence(design(), pairs));
    for (const level of levels) expect(level).toBeGreaterThan(0.9);
    expect(levels[0]).toBeGreaterThan(0.999);
    expect(levels[levels.length - 1]).toBeCloseTo(0.927, 3);
    for (let k = 1; k < levels.length; k++) expect(levels[k]).toBeLessThan(levels[k - 1]!);
  });

  it('is the fixed-sample confidence when the only look is the cap', () => {
    expect(lookConfidence({ ...design(), firstLook: 10 }, 10)).toBeCloseTo(0.9, 6);
  });
});

describe('decideLook', () => {
  it('stops on a regression, on every comparison decided, and at the cap', () => {
    const failed = decideLook(
      [
        { label: 'p95', status: 'regression' },
        { label: 'p99', status: 'inconclusive' },
      ],
      4,
      design(),
    );
    expect(failed.stop).toBe(true);
    expect(failed.reason).toMatch(/regression.*p95/);
    expect(
      decideLook(
        [
          { label: 'p95', status: 'no-change' },
          { label: 'tps', status: 'improvement' },
        ],
        3,
        design(),
      ).stop,
    ).toBe(true);
    const open = [{ label: 'p95', status: 'inconclusive' }];
    expect(decideLook(open, 9, design())).toMatchObject({ stop: false });
    expect(decideLook(open, 10, design())).toMatchObject({ stop: true, reason: /cap/ });
  });
});

/**
 * Runs `gates` simulated gates whose true change sits exactly on the tolerance (the hardest case
 * for a false regression), stopping as the gate does, and returns the share that stopped on a
 * regression. `confidenceAt` gives the interval's confidence at each look.
 */
function falseRegressionRate(
  confidenceAt: (pairs: number) => number,
  options: { gates: number; seed: number; sharedStdDev?: number },
): number {
  const tolerance = Math.log1p(0.1);
  const noise = 0.15;
  const shared = options.sharedStdDev ?? 0;
  const normal = seededNormal(options.seed);
  const levels = new Map<number, number>();
  for (let pairs = 3; pairs <= 10; pairs++) levels.set(pairs, confidenceAt(pairs));
  let alarms = 0;
  for (let gate = 0; gate < options.gates; gate++) {
    const offset = shared * normal();
    const effects: number[] = [];
    for (let pairs = 1; pairs <= 10; pairs++) {
      effects.push(tolerance + offset + noise * normal());
      if (pairs < 3) continue;
      const interval = tInterval(effects, levels.get(pairs)!, shared, 1e6);
      if (interval.low > tolerance) {
        alarms++;
        break;
      }
      if (interval.high <= tolerance) break; // decided: no regression beyond the tolerance
    }
  }
  return alarms / options.gates;
}

describe('sequential stopping keeps the false-alarm rate (simulation, fixed seed)', () => {
  const gates = 4000;
  // Monte Carlo standard error at 5 %: √(0.05 · 0.95 / 4000) ≈ 0.0034.
  it('naive repeated looks at 90 % inflate the one-sided 5 % error', () => {
    const rate = falseRegressionRate(() => 0.9, { gates, seed: 7 });
    expect(rate).toBeGreaterThan(0.08);
  });

  it.each<SpendingFunction>(['obrien-fleming', 'pocock'])(
    'the %s boundary keeps it at or below 5 % over 8 looks',
    (spending) => {
      const rate = falseRegressionRate((pairs) => lookConfidence(design(spending), pairs), {
        gates,
        seed: 7,
      });
      expect(rate).toBeLessThanOrEqual(0.05 + 2 * 0.0034);
      // …and does not get there by never deciding: a fixed gate of 10 pairs has 5 %.
      expect(rate).toBeGreaterThan(0.02);
    },
  );

  it('holds with a shared instance offset (apps kept across rounds)', () => {
    const rate = falseRegressionRate((pairs) => lookConfidence(design(), pairs), {
      gates,
      seed: 11,
      sharedStdDev: 0.07,
    });
    expect(rate).toBeLessThanOrEqual(0.05 + 2 * 0.0034);
  });
});
