// The family that decides a gate (src/analysis/family.ts): weighted Holm over the primary
// comparisons and each endpoint's latency, comparisons that cannot move left out, endpoints with
// too few requests not judged, and an endpoint regression failing a scenario its figure passes.
import { describe, expect, it } from 'vitest';
import { compareScenario } from '../../../src/analysis/compare.js';
import {
  applyFamily,
  ENDPOINT_MIN_REQUESTS,
  judgedEndpoints,
  weightedHolmRejections,
} from '../../../src/analysis/family.js';
import { pairWindows } from '../../../src/analysis/pairs.js';
import { analyzeScenario } from '../../../src/analysis/scenario.js';
import { holmRejections, seededNormal } from '../../../src/analysis/stats.js';
import type { MetricComparison, RequestMetrics, WindowMeasurement } from '../../../src/model.js';
import { makeWindow, requestMetrics } from './windows.js';

function member(
  role: 'primary' | 'endpoint',
  pRegression: number,
  status: MetricComparison['status'] = 'regression',
): MetricComparison {
  return {
    scenario: 's',
    ...(role === 'endpoint' ? { endpoint: `GET /${pRegression}` } : {}),
    metric: 'latency',
    role,
    higherIsWorse: true,
    base: 10,
    pr: 13,
    changePct: 30,
    interval: { lowPct: 12, highPct: 48, confidence: 0.9, method: 't interval' },
    tolerancePct: 10,
    mdePct: 8,
    pairs: 6,
    status,
    message: 'latency changed +30 %.',
    pRegression,
  };
}

describe('weighted Holm', () => {
  it('is Holm with equal weights', () => {
    const p = [0.001, 0.02, 0.03, 0.6];
    expect(weightedHolmRejections(p, [0.25, 0.25, 0.25, 0.25], 0.05)).toEqual(
      holmRejections(p, 0.05),
    );
  });

  it('gives a heavier hypothesis more of α, and passes the weight on after a rejection', () => {
    // 0.04 ≤ 0.05 · 0.9, where equal weights would ask 0.04 ≤ 0.025
    expect(weightedHolmRejections([0.04, 0.9], [0.9, 0.1], 0.05)).toEqual([true, false]);
    expect(holmRejections([0.04, 0.9], 0.05)).toEqual([false, false]);
    // the light one: 0.04 > 0.05 · 0.1
    expect(weightedHolmRejections([0.9, 0.04], [0.9, 0.1], 0.05)).toEqual([false, false]);
    // once the first is rejected the second gets all that is left: 0.02 ≤ 0.05
    expect(weightedHolmRejections([0.001, 0.02], [0.5, 0.5], 0.05)).toEqual([true, true]);
    // nothing without weight, nothing without a p-value
    expect(weightedHolmRejections([0, Number.NaN], [0, 1], 0.05)).toEqual([false, false]);
  });
});

describe('the family of a scenario', () => {
  it('splits α between the primaries and the endpoints, and says what share a regression had', () => {
    const family = [
      member('primary', 0.3, 'inconclusive'),
      member('endpoint', 0.002),
      member('endpoint', 0.0001),
      member('endpoint', 0.5, 'no-change'),
      member('endpoint', 0.6, 'no-change'),
    ];
    applyFamily(family, 0.05);
    expect(family.map((c) => Number(c.familyWeight!.toFixed(12)))).toEqual([
      0.8, 0.05, 0.05, 0.05, 0.05,
    ]);
    // 0.0001 ≤ 0.05 · 0.05 / 1; then 0.002 ≤ 0.05 · 0.05 / 0.95
    expect(family[1]!.status).toBe('regression');
    expect(family[2]!.status).toBe('regression');
    // a second scenario halves every share: 0.002 > 0.025 · 0.05 / 0.95 after the first
    const halved = [member('primary', 0.3, 'inconclusive'), member('endpoint', 0.002)];
    halved.push(member('endpoint', 0.0001), member('endpoint', 0.5, 'no-change'));
    halved.push(member('endpoint', 0.6, 'no-change'));
    applyFamily(halved, 0.05, 0.5);
    expect(halved[0]!.familyWeight).toBe(0.4);
    expect(halved[1]!.status).toBe('inconclusive');
    expect(halved[1]!.message).toMatch(
      /Alone this would be a regression \(p = 0\.002\), but not within its 2\.5 % share of the gate's false-alarm budget \(weighted Holm over the 5 comparisons/,
    );
  });

  it('gives the primaries all of α when no endpoint is judged', () => {
    const family = [member('primary', 0.04), member('primary', 0.9, 'no-change')];
    applyFamily(family, 0.05);
    expect(family.map((c) => c.familyWeight)).toEqual([0.5, 0.5]);
  });
});

/** Windows of `endpoints` endpoints whose geometric means are 20 ms × factor, with some noise. */
function windowsOf(
  factors: (side: 'base' | 'pr', endpoint: number) => number,
  options: { endpoints?: number; requests?: number; pairs?: number; seed?: number } = {},
): WindowMeasurement[] {
  const draw = seededNormal(options.seed ?? 3);
  const count = options.endpoints ?? 6;
  const requests = options.requests ?? 100;
  const windows: WindowMeasurement[] = [];
  for (let round = 0; round < (options.pairs ?? 6); round++) {
    for (const side of ['base', 'pr'] as const) {
      const shared = 0.03 * draw();
      const endpoints: Record<string, RequestMetrics> = {};
      const means: number[] = [];
      for (let e = 0; e < count; e++) {
        const mean = Math.log(20 * factors(side, e)) + shared + 0.02 * draw();
        means.push(mean);
        endpoints[`GET /e${e}`] = {
          ...requestMetrics({ requests, p95: Math.exp(mean + 0.5) }),
          logLatency: { n: requests, mean, sd: 0.3 },
        };
      }
      const window = makeWindow({ side, round, endpoints, requests: requests * count });
      const overall = means.reduce((a, b) => a + b, 0) / count;
      window.http.logLatency = { n: requests * count, mean: overall, sd: 0.35 };
      windows.push(window);
    }
  }
  return windows;
}

describe('endpoints in a scenario', () => {
  it('judges endpoints with enough requests in every window, and says why not the others', () => {
    const windows = windowsOf(() => 1);
    windows[3]!.endpoints['GET /e2']!.requests = ENDPOINT_MIN_REQUESTS - 1;
    const { judged, notJudged } = judgedEndpoints(pairWindows(windows).pairs);
    expect(judged).toEqual(['GET /e0', 'GET /e1', 'GET /e3', 'GET /e4', 'GET /e5']);
    expect(notJudged).toEqual([
      {
        endpoint: 'GET /e2',
        reason: `29 request(s) in its smallest window, fewer than the 30 an endpoint needs to be judged`,
      },
    ]);
    // one endpoint is the scenario: nothing to judge apart
    expect(judgedEndpoints(pairWindows(windowsOf(() => 1, { endpoints: 1 })).pairs).judged).toEqual(
      [],
    );
  });

  it('fails the scenario on one endpoint that doubled while the overall figure reads within tolerance', () => {
    const windows = windowsOf((side, e) => (side === 'pr' && e === 4 ? 2 : 1));
    const analysis = analyzeScenario('s', windows, { compare: { endpoints: true } });
    const overall = analysis.comparisons.find((c) => c.metric === 'latency' && !c.endpoint)!;
    expect(overall.changePct).toBeLessThan(15);
    expect(overall.status).not.toBe('regression');
    const slowed = analysis.comparisons.find(
      (c) => c.role === 'endpoint' && c.endpoint === 'GET /e4',
    )!;
    expect(slowed.status).toBe('regression');
    expect(analysis.verdict).toBe('fail');
    // the same windows with endpoints as diagnostics only: no fail
    const before = analyzeScenario('s', windows, {
      compare: { endpoints: true, endpointFamily: false },
    });
    expect(before.verdict).not.toBe('fail');
  });

  it('does not make a clean scenario inconclusive when an endpoint cannot decide', () => {
    const windows = windowsOf(() => 1, { requests: 40, pairs: 4 });
    // one noisy endpoint: its interval straddles the tolerance
    windows.forEach((w, i) => {
      w.endpoints['GET /e1']!.logLatency!.mean +=
        (i % 4 === 3 ? 0.25 : -0.02) * (w.side === 'pr' ? 1 : 0);
    });
    const analysis = analyzeScenario('s', windows, { compare: { endpoints: true } });
    const noisy = analysis.comparisons.find(
      (c) => c.role === 'endpoint' && c.endpoint === 'GET /e1',
    )!;
    expect(noisy.status).toBe('inconclusive');
    expect(analysis.verdict).toBe('pass');
  });

  it('leaves an error rate of zero on both sides out of the family', () => {
    const comparisons = compareScenario(
      's',
      windowsOf(() => 1),
      { endpoints: true },
    );
    const errors = comparisons.find((c) => c.metric === 'errorRate')!;
    expect(errors.status).toBe('no-change');
    expect(errors.pRegression).toBeUndefined();
    expect(errors.familyWeight).toBeUndefined();
    const latency = comparisons.find((c) => c.metric === 'latency' && !c.endpoint)!;
    expect(latency.familyWeight).toBe(0.8);
  });
});
