// Multiplicity: a gate judges p95, p99, TPS, errors and every endpoint at once; Holm keeps the
// chance of any false regression at the one-sided 5 % over all of them.
import { describe, expect, it } from 'vitest';
import { applyHolm, compareMetric, compareScenario } from '../../../src/analysis/compare.js';
import type { MetricComparison } from '../../../src/model.js';
import { makeWindow, requestMetrics } from './windows.js';

function comparison(metric: MetricComparison['metric'], pRegression: number): MetricComparison {
  return {
    scenario: 's',
    metric,
    higherIsWorse: true,
    base: 100,
    pr: 120,
    changePct: 20,
    interval: { lowPct: 11, highPct: 29, confidence: 0.9, method: 't interval' },
    tolerancePct: 10,
    mdePct: 8,
    pairs: 5,
    status: pRegression < 0.05 ? 'regression' : 'inconclusive',
    message: 'p95 changed +20 %.',
    pRegression,
  };
}

describe('Holm over a scenario’s comparisons', () => {
  it('keeps a clear regression and turns a marginal one into inconclusive', () => {
    const family = [
      comparison('p95', 0.001),
      comparison('p99', 0.03),
      comparison('tps', 0.6),
      comparison('errorRate', 0.9),
    ];
    applyHolm(family, { confidence: 0.9 });
    expect(family.map((c) => c.status)).toEqual([
      'regression',
      'inconclusive',
      'inconclusive',
      'inconclusive',
    ]);
    expect(family[1]!.message).toMatch(/not after Holm's correction over the 4 comparisons/);
  });

  it('a p-value under (1 − confidence)/2 is exactly an interval wholly beyond the tolerance', () => {
    const pairs = [0, 1, 2, 3, 4].map((round) => ({
      round,
      base: makeWindow({ side: 'base', round, p95: 100 }),
      pr: makeWindow({ side: 'pr', round, p95: [118, 125, 121, 130, 119][round]! }),
    }));
    const p95 = compareMetric('s', pairs, 'p95', { multiplicity: 'none' });
    expect(p95.status).toBe('regression');
    expect(p95.pRegression).toBeLessThan(0.05);
    const lenient = compareMetric('s', pairs, 'p95', { tolerances: { p95: 18 } });
    expect(lenient.status).not.toBe('regression');
    expect(lenient.pRegression).toBeGreaterThan(0.05);
  });

  it('a marginal regression on one of many endpoints no longer fails the scenario alone', () => {
    // endpoints that move a little from window to window: each has a p-value in the family
    const endpoint = (p95: number, round = 0) => ({
      one: requestMetrics({ p95: p95 + [0, 2, -1, 1, 3][round]! }),
      two: requestMetrics({ p95: p95 - [1, 0, 2, -2, 1][round]! }),
      three: requestMetrics({ p95 }),
    });
    const marginal = [110, 116, 112, 115, 111];
    const windows = [0, 1, 2, 3, 4].flatMap((round) => [
      makeWindow({ side: 'base', round, p95: 100, endpoints: endpoint(100) }),
      makeWindow({
        side: 'pr',
        round,
        p95: 100,
        endpoints: { ...endpoint(100, round), three: requestMetrics({ p95: marginal[round]! }) },
      }),
    ]);
    const alone = compareScenario('s', windows, { endpoints: true, multiplicity: 'none' });
    const holm = compareScenario('s', windows, { endpoints: true });
    const three = (list: MetricComparison[]) => list.find((c) => c.endpoint === 'three')!;
    expect(three(alone).status).toBe('regression');
    expect(three(alone).pRegression).toBeGreaterThan(0.05 / 7);
    expect(three(holm).status).toBe('inconclusive');
  });
});

describe('what a passing comparison says', () => {
  const pairs = [0, 1, 2, 3, 4].map((round) => ({
    round,
    base: makeWindow({ side: 'base', round, p95: 100 }),
    pr: makeWindow({ side: 'pr', round, p95: [99, 102, 101, 100, 103][round]! }),
  }));

  it('states the regression the run rules out, and passes when that is within the tolerance', () => {
    const p95 = compareMetric('s', pairs, 'p95');
    expect(p95.status).toBe('no-change');
    expect(p95.message).toMatch(/no regression above \+\d+\.\d% \(90%\), within the 10% tolerance/);
    const bound = Number(/above \+(\d+\.\d)%/.exec(p95.message!)![1]);
    expect(bound).toBeCloseTo(p95.interval.highPct, 1);
  });

  it('does not advise more rounds when the instance noise alone is wider than the tolerance', () => {
    const p95 = compareMetric('s', pairs, 'p95', { instanceNoise: Math.log1p(0.2) });
    expect(p95.status).toBe('inconclusive');
    expect(p95.message).toMatch(/more rounds cannot help here/);
  });

  // The geometric-mean latency of pairs that spread widely (a noisy runner) needs more rounds than
  // the config allows; the small shipped instance noise is not what stands in the way, so the
  // advice must not blame it. (A p95's own floor of 7 % does stand in the way: the test above.)
  const latencyPairs = (ratios: readonly number[]) =>
    ratios.map((ratio, round) => {
      const base = makeWindow({ side: 'base', round, p95: 100 });
      base.http.logLatency = { n: 300, mean: Math.log(10), sd: 0.5 };
      const pr = makeWindow({ side: 'pr', round, p95: 100 });
      pr.http.logLatency = { n: 300, mean: Math.log(10 * ratio), sd: 0.5 };
      return { round, base, pr };
    });
  const shipped = { instanceNoise: Math.log1p(0.015) };

  it('blames the pairs, not the instance noise, when even the rounds cap would be too few', () => {
    const latency = compareMetric(
      's',
      latencyPairs([0.6, 1.5, 0.85, 1.7, 0.7]),
      'latency',
      shipped,
    );
    expect(latency.status).toBe('inconclusive');
    expect(latency.message).not.toMatch(/instance noise/);
    expect(latency.message).toMatch(
      /even 50 pairs \(compare.rounds' cap\) would not resolve changes of that size: the pairs themselves spread too widely/,
    );
  });

  it('advises a number of pairs within the cap when that would resolve the change', () => {
    const latency = compareMetric(
      's',
      latencyPairs([0.9, 1.15, 0.97, 1.2, 0.93]),
      'latency',
      shipped,
    );
    expect(latency.status).toBe('inconclusive');
    const needed = Number(/about (\d+) pairs \(compare.rounds\)/.exec(latency.message!)?.[1]);
    expect(needed).toBeGreaterThan(5);
    expect(needed).toBeLessThanOrEqual(50);
  });
});
