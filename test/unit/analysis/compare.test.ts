import { describe, expect, it } from 'vitest';
import {
  classifyChange,
  compareMetric,
  compareScenario,
  comparisonRules,
  pairWindows,
} from '../../../src/analysis/compare.js';
import { seededNormal } from '../../../src/analysis/stats.js';
import type { MetricComparison } from '../../../src/model.js';
import { makeWindow, pairedWindows, requestMetrics } from './windows.js';

function p95Of(comparisons: MetricComparison[]): MetricComparison {
  const found = comparisons.find(
    (comparison) => comparison.metric === 'p95' && !comparison.endpoint,
  );
  if (!found) throw new Error('no p95 comparison');
  return found;
}

describe('pairing', () => {
  it('pairs rounds by index and reports rounds measured on one side only', () => {
    const windows = [
      makeWindow({ side: 'base', round: 0 }),
      makeWindow({ side: 'pr', round: 0 }),
      makeWindow({ side: 'pr', round: 1 }),
      makeWindow({ side: 'base', round: 2 }),
      makeWindow({ side: 'pr', round: 2 }),
    ];
    const { pairs, unpairedRounds } = pairWindows(windows);
    expect(pairs.map((pair) => pair.round)).toEqual([0, 2]);
    expect(unpairedRounds).toEqual([1]);
  });
});

describe('classification against the tolerance', () => {
  it('follows the documented decision rule for latency (higher is worse)', () => {
    expect(classifyChange(12, 30, 10, true)).toBe('regression');
    expect(classifyChange(-30, -12, 10, true)).toBe('improvement');
    expect(classifyChange(-4, 6, 10, true)).toBe('no-change');
    expect(classifyChange(-25, -5, 10, true)).toBe('no-change');
    expect(classifyChange(5, 15, 10, true)).toBe('inconclusive');
    expect(classifyChange(-40, 40, 10, true)).toBe('inconclusive');
    expect(classifyChange(Number.NaN, Number.NaN, 10, true)).toBe('inconclusive');
  });

  it('mirrors the rule for TPS (higher is better)', () => {
    expect(classifyChange(-30, -12, 5, false)).toBe('regression');
    expect(classifyChange(8, 20, 5, false)).toBe('improvement');
    expect(classifyChange(-2, 2, 5, false)).toBe('no-change');
    expect(classifyChange(-8, 1, 5, false)).toBe('inconclusive');
  });
});

describe('comparing a scenario', () => {
  it('finds no change when both sides measured identical data', () => {
    const windows = pairedWindows({ pairs: 5, baseP95: 120, ratio: 1, noise: () => 0 });
    const comparisons = compareScenario('content-detail', windows);
    expect(comparisons.map((comparison) => comparison.metric)).toEqual([
      'p95',
      'p99',
      'tps',
      'errorRate',
    ]);
    for (const comparison of comparisons) {
      expect(comparison.status).toBe('no-change');
      expect(comparison.changePct).toBeCloseTo(0, 10);
      expect(comparison.pairs).toBe(5);
    }
    expect(p95Of(comparisons).mdePct).toBeCloseTo(0, 10);
  });

  it('flags a 30% p95 shift with small noise as a regression and estimates it', () => {
    const normal = seededNormal(11);
    const windows = pairedWindows({
      pairs: 5,
      baseP95: 120,
      ratio: 1.3,
      noise: () => 0.02 * normal(),
    });
    const p95 = p95Of(compareScenario('content-detail', windows));
    expect(p95.status).toBe('regression');
    expect(p95.changePct).toBeGreaterThan(20);
    expect(p95.changePct).toBeLessThan(40);
    // wholly above the tolerance, and no wider than the noise explains
    expect(p95.interval.lowPct).toBeGreaterThan(10);
    expect(p95.interval.highPct - p95.interval.lowPct).toBeLessThan(15);
    expect(p95.message).toMatch(/worse beyond the 10% tolerance/);
    expect(p95.pr / p95.base).toBeGreaterThan(1.2);
  });

  it('sees the same 30% shift as a regression with the bootstrap too, reproducibly', () => {
    const normal = seededNormal(12);
    const windows = pairedWindows({
      pairs: 8,
      baseP95: 80,
      ratio: 1.3,
      noise: () => 0.02 * normal(),
    });
    const first = p95Of(compareScenario('s', windows, { method: 'bootstrap', seed: 5 }));
    const second = p95Of(compareScenario('s', windows, { method: 'bootstrap', seed: 5 }));
    expect(first.status).toBe('regression');
    expect(first.interval.method).toMatch(/bootstrap/);
    expect(second).toEqual(first);
  });

  it('calls a huge-noise run inconclusive and says how many pairs would help', () => {
    // PR/base log-ratios of -20%..+20% around no change: the interval is far wider than ±10%,
    // and fewer pairs than compare.rounds' cap would resolve it.
    const spread = [0.2, -0.2, 0.1, -0.1, 0];
    const windows = spread.flatMap((logRatio, round) => [
      makeWindow({ side: 'base', round, p95: 120 }),
      makeWindow({ side: 'pr', round, p95: 120 * Math.exp(logRatio) }),
    ]);
    const p95 = p95Of(compareScenario('content-detail', windows));
    expect(p95.status).toBe('inconclusive');
    expect(p95.changePct).toBeCloseTo(0, 10);
    expect(p95.interval.highPct - p95.interval.lowPct).toBeGreaterThan(25);
    expect(p95.mdePct).toBeGreaterThan(p95.tolerancePct);
    expect(p95.message).toMatch(/straddles the 10% tolerance/);
    expect(p95.message).toMatch(/about \d+ pairs \(compare\.rounds\)/);
  });

  it('is mostly inconclusive, and rarely a regression, under random huge noise', () => {
    const normal = seededNormal(13);
    const statuses = { regression: 0, improvement: 0, 'no-change': 0, inconclusive: 0 };
    for (let run = 0; run < 300; run++) {
      const windows = pairedWindows({
        pairs: 5,
        baseP95: 120,
        ratio: 1,
        noise: () => 0.4 * normal(),
      });
      statuses[p95Of(compareScenario('s', windows, { metrics: ['p95'] })).status]++;
    }
    expect(statuses.inconclusive / 300).toBeGreaterThan(0.8);
    expect(statuses.regression / 300).toBeLessThan(0.1);
  });

  it('shrinks the detectable change as pairs are added', () => {
    // The same repeating pattern of log-ratios, so the spread stays put while pairs are added.
    const pattern = [0.05, -0.05, 0.02, -0.02];
    const mdeFor = (pairs: number) => {
      const windows = Array.from({ length: pairs }, (_, round) => [
        makeWindow({ side: 'base', round, p95: 100 }),
        makeWindow({
          side: 'pr',
          round,
          p95: 100 * Math.exp(pattern[round % pattern.length] as number),
        }),
      ]).flat();
      return p95Of(compareScenario('s', windows)).mdePct;
    };
    const mdes = [4, 8, 12, 20].map(mdeFor);
    for (let index = 1; index < mdes.length; index++) {
      expect(mdes[index]).toBeLessThan(mdes[index - 1] as number);
    }
  });

  it('with a single pair is inconclusive and asks for more rounds', () => {
    const windows = [makeWindow({ side: 'base', p95: 100 }), makeWindow({ side: 'pr', p95: 140 })];
    const p95 = p95Of(compareScenario('s', windows));
    expect(p95.status).toBe('inconclusive');
    expect(p95.pairs).toBe(1);
    expect(p95.changePct).toBeCloseTo(40, 6);
    expect(p95.interval.lowPct).toBeNaN();
    expect(p95.mdePct).toBeNaN();
    expect(p95.message).toMatch(/only 1 usable pair.*Raise compare\.rounds/);
  });

  it('returns nothing for a single-side run', () => {
    expect(compareScenario('s', [makeWindow({ side: 'pr' })])).toEqual([]);
  });

  it('compares the error rate as a difference in percentage points, zeros included', () => {
    const windows = [0, 1, 2, 3].flatMap((round) => [
      makeWindow({ side: 'base', round, failed: 0 }),
      makeWindow({ side: 'pr', round, failed: 300 + round * 10 }),
    ]);
    const errorRate = compareScenario('s', windows).find(
      (comparison) => comparison.metric === 'errorRate',
    );
    expect(errorRate?.changeUnit).toBe('percentage-points');
    expect(errorRate?.base).toBe(0);
    // 300..330 failed of 6000: 5.0..5.5 percentage points worse
    expect(errorRate?.changePct).toBeCloseTo(5.25, 6);
    expect(errorRate?.status).toBe('regression');
    expect(Number.isFinite(errorRate?.interval.lowPct)).toBe(true);
  });

  it('treats TPS as higher-is-better', () => {
    const windows = [0, 1, 2, 3, 4].flatMap((round) => [
      makeWindow({ side: 'base', round, tps: 100 - round * 0.1 }),
      makeWindow({ side: 'pr', round, tps: 70 + round * 0.1 }),
    ]);
    const tps = compareScenario('s', windows).find((comparison) => comparison.metric === 'tps');
    expect(tps?.higherIsWorse).toBe(false);
    expect(tps?.status).toBe('regression');
    expect(tps?.changePct).toBeLessThan(-25);
  });

  it('leaves out pairs without a usable value and says so', () => {
    const windows = [0, 1, 2].flatMap((round) => [
      makeWindow({ side: 'base', round, p95: round === 1 ? 0 : 100 }),
      makeWindow({ side: 'pr', round, p95: 101 }),
    ]);
    const p95 = p95Of(compareScenario('s', windows));
    expect(p95.pairs).toBe(2);
    expect(p95.message).toMatch(/1 pair\(s\) had no usable value/);
  });

  it('compares per endpoint when asked, only for tags present on both sides', () => {
    const windows = [0, 1, 2].flatMap((round) => [
      makeWindow({
        side: 'base',
        round,
        endpoints: { places: requestMetrics({ p95: 50 + round }), legacy: requestMetrics() },
      }),
      makeWindow({
        side: 'pr',
        round,
        endpoints: { places: requestMetrics({ p95: 100 + round }) },
      }),
    ]);
    const comparisons = compareScenario('s', windows, { endpoints: true });
    const endpoint = comparisons.filter((comparison) => comparison.endpoint !== undefined);
    expect(endpoint.map((comparison) => comparison.endpoint)).toEqual(['places']);
    expect(endpoint[0]?.status).toBe('regression');
  });

  it('honours a custom tolerance', () => {
    const normal = seededNormal(21);
    const windows = pairedWindows({
      pairs: 6,
      baseP95: 100,
      ratio: 1.15,
      noise: () => 0.01 * normal(),
    });
    const pairs = pairWindows(windows).pairs;
    expect(compareMetric('s', pairs, 'p95', { tolerances: { p95: 5 } }).status).toBe('regression');
    expect(compareMetric('s', pairs, 'p95', { tolerances: { p95: 25 } }).status).toBe('no-change');
  });
});

describe('A/A calibration on synthetic data', () => {
  // The same code against itself with 3% noise per round, 5 pairs: must (almost) never regress.
  it('rarely flags a regression when nothing changed', () => {
    const normal = seededNormal(99);
    const runs = 1000;
    const statuses = { regression: 0, improvement: 0, 'no-change': 0, inconclusive: 0 };
    for (let run = 0; run < runs; run++) {
      const windows = pairedWindows({
        pairs: 5,
        baseP95: 100,
        ratio: 1,
        noise: () => 0.03 * normal(),
      });
      statuses[p95Of(compareScenario('s', windows, { metrics: ['p95'] })).status]++;
    }
    expect(statuses.regression / runs).toBeLessThan(0.01);
    expect(statuses['no-change'] / runs).toBeGreaterThan(0.95);
  });
});

describe('comparison rules', () => {
  it('turns statuses into records with the right level', () => {
    const windows = [makeWindow({ side: 'base', p95: 100 }), makeWindow({ side: 'pr', p95: 100 })];
    const [single] = comparisonRules(compareScenario('s', windows, { metrics: ['p95'] }));
    expect(single).toMatchObject({
      rule: 'regression.p95',
      passed: false,
      level: 'warning',
      inconclusive: true,
    });

    const regression = compareScenario(
      's',
      pairedWindows({ pairs: 5, baseP95: 100, ratio: 1.5, noise: seededNormalScaled(0.01) }),
      { metrics: ['p95'] },
    );
    const [record] = comparisonRules(regression);
    expect(record).toMatchObject({
      rule: 'regression.p95',
      passed: false,
      level: 'error',
      scenario: 's',
    });
    expect(record?.inconclusive).toBeUndefined();
    expect(record?.expected).toBe('change ≤ +10.0%');
  });
});

function seededNormalScaled(scale: number): () => number {
  const normal = seededNormal(5);
  return () => scale * normal();
}

describe('app-instance noise (one long-lived app per side)', () => {
  // Every pair 15 % slower with almost no spread: what two JVMs of the same jar can do for a
  // whole gate. Independent pairs would call it a regression; with 8 % instance noise it is not.
  const windows = [0, 1, 2, 3, 4].flatMap((round) => [
    makeWindow({ side: 'base', round, p95: 100, p99: 150, tps: 30 }),
    makeWindow({ side: 'pr', round, p95: 115 + round * 0.1, p99: 172, tps: 30 }),
  ]);

  it('an offset shared by all pairs is no regression beyond the instance noise', () => {
    expect(p95Of(compareScenario('s', windows)).status).toBe('regression');
    const p95 = p95Of(compareScenario('s', windows, { instanceNoise: Math.log1p(0.08) }));
    expect(p95.status).toBe('inconclusive');
    expect(p95.interval.lowPct).toBeLessThan(10);
    expect(p95.interval.method).toContain('8 % app-instance noise');
    expect(p95.mdePct).toBeGreaterThan(20);
  });

  it('widens a bootstrap interval by the same shared component', () => {
    const bootstrap = { method: 'bootstrap' as const, seed: 3 };
    expect(p95Of(compareScenario('s', windows, bootstrap)).status).toBe('regression');
    const p95 = p95Of(
      compareScenario('s', windows, { ...bootstrap, instanceNoise: Math.log1p(0.08) }),
    );
    expect(p95.status).toBe('inconclusive');
    expect(p95.interval.method).toContain('8 % app-instance noise');
  });

  it('a large change still shows, and TPS and errors are not widened', () => {
    const slow = [0, 1, 2, 3, 4].flatMap((round) => [
      makeWindow({ side: 'base', round, p95: 100 + round, p99: 150, tps: 30 }),
      makeWindow({ side: 'pr', round, p95: 300 - round, p99: 450, tps: 30 }),
    ]);
    const comparisons = compareScenario('s', slow, { instanceNoise: Math.log1p(0.08) });
    expect(p95Of(comparisons).status).toBe('regression');
    const tps = comparisons.find((c) => c.metric === 'tps')!;
    expect(tps.interval.method).not.toContain('instance');
  });
});

describe("the runner's speed and the host's steal together", () => {
  it('takes the speed out first, then the steal, and names both in the method', () => {
    const windows = [0, 1, 2, 3, 4, 5].flatMap((round) =>
      (['base', 'pr'] as const).map((side) => {
        const window = makeWindow({ side, round, requests: 300 });
        window.durationSec = 5;
        const speed = side === 'pr' ? 0.1 * ((round % 3) - 1) : 0;
        const steal = side === 'pr' ? 3 * (round % 2) : 1;
        window.generator.cpuPercent = 10 * Math.exp(speed);
        window.hostStealPct = steal;
        window.http.logLatency = {
          n: 300,
          mean: Math.log(20) + 0.8 * speed + 0.057 * steal,
          sd: 0.3,
        };
        return window;
      }),
    );
    const latency = compareMetric('a', pairWindows(windows).pairs, 'latency', {
      speedAdjustment: 0.8,
      stealAdjustment: 0.057,
    });
    // both covariates planted exactly: nothing is left
    expect(latency.changePct).toBeCloseTo(0, 9);
    expect(latency.interval.highPct - latency.interval.lowPct).toBeCloseTo(0, 9);
    expect(latency.interval.method).toMatch(
      /adjusted for the runner's speed \(0\.8 × k6's CPU per request\), adjusted for the host's steal \(0\.057 per point\)$/,
    );
    // the steal's "unadjusted" change is the one with the speed already out: the steal's share
    expect(latency.stealAdjustment?.unadjustedChangePct).toBeCloseTo(
      Math.expm1(0.057 * 0.5) * 100,
      9,
    );
  });
});
