import { describe, expect, it } from 'vitest';
import { compareShifts, logLatencyOf } from '../../../src/analysis/shift.js';
import { quantile, sampleStdDev, seededNormal } from '../../../src/analysis/stats.js';
import { EndpointCollector } from '../../../src/load/endpoints.js';
import type { WindowMeasurement } from '../../../src/model.js';
import { makeWindow, requestMetrics } from './windows.js';

describe('logLatencyOf', () => {
  it('summarises ln(ms): count, mean and spread; nothing for no requests', () => {
    expect(logLatencyOf([1, Math.E, Math.E ** 2])).toEqual({ n: 3, mean: 1, sd: 1 });
    expect(logLatencyOf([0])).toMatchObject({ n: 1, sd: 0 });
    expect(logLatencyOf([0])!.mean).toBeCloseTo(Math.log(0.001), 5);
    expect(logLatencyOf([])).toBeUndefined();
  });

  it('is recorded per endpoint and over all requests by the per-request collector', () => {
    const collector = new EndpointCollector();
    for (const [tag, ms] of [
      ['a', 1],
      ['a', Math.E ** 2],
      ['b', Math.E],
    ] as const) {
      collector.add({ metric: 'http_reqs', value: 1, method: 'GET', name: 'x', endpointTag: tag });
      collector.add({
        metric: 'http_req_duration',
        value: ms,
        method: 'GET',
        name: 'x',
        endpointTag: tag,
      });
    }
    const breakdown = collector.build(10);
    expect(breakdown.http?.logLatency).toEqual({ n: 3, mean: 1, sd: 1 });
    expect(breakdown.endpoints.a?.logLatency).toMatchObject({ n: 2, mean: 1 });
    expect(breakdown.endpoints.b?.logLatency).toEqual({ n: 1, mean: 1, sd: 0 });
  });
});

/** A window whose requests' ln latency has the given mean, overall and for endpoint `e`. */
function windowWith(side: 'base' | 'pr', round: number, logMean: number): WindowMeasurement {
  const window = makeWindow({ side, round });
  window.http.logLatency = { n: 600, mean: logMean, sd: 0.5 };
  window.endpoints = { e: { ...requestMetrics(), logLatency: { n: 300, mean: logMean, sd: 0.5 } } };
  return window;
}

function gate(shift: number, noise: () => number, pairs = 5): WindowMeasurement[] {
  const windows: WindowMeasurement[] = [];
  for (let round = 0; round < pairs; round++) {
    windows.push(windowWith('base', round, 2 + noise()));
    windows.push(windowWith('pr', round, 2 + shift + noise()));
  }
  return windows;
}

describe('compareShifts', () => {
  it('reads a +20 % slow-down of every request as +20 %, overall and per endpoint', () => {
    const normal = seededNormal(3);
    const shifts = compareShifts(
      'view',
      gate(Math.log(1.2), () => 0.01 * normal()),
      {
        tolerances: { p95: 10 },
      },
    );
    expect(shifts.map((s) => s.endpoint ?? 'all')).toEqual(['all', 'e']);
    expect(shifts[0]!.changePct).toBeCloseTo(20, 0);
    expect(shifts[0]!.status).toBe('regression');
    expect(shifts[0]!.pairs).toBe(5);
  });

  it('calls an A/A gate no-change, and widens by the app-instance noise when asked', () => {
    const normal = seededNormal(4);
    const windows = gate(0, () => 0.01 * normal());
    const [plain] = compareShifts('view', windows, { tolerances: { p95: 10 } });
    expect(plain!.status).toBe('no-change');
    const [shared] = compareShifts('view', windows, {
      tolerances: { p95: 10 },
      instanceNoise: Math.log1p(0.07),
    });
    expect(shared!.interval.highPct - shared!.interval.lowPct).toBeGreaterThan(
      plain!.interval.highPct - plain!.interval.lowPct,
    );
    expect(shared!.interval.method).toMatch(/7 % app-instance noise/);
    // the shipped 1.5 % reads as itself, not rounded to 2 %
    const [shipped] = compareShifts('view', windows, {
      tolerances: { p95: 10 },
      instanceNoise: Math.log1p(0.015),
    });
    expect(shipped!.interval.method).toContain('with 1.5 % app-instance noise');
  });

  it('needs a base side and log-latency data (older results have none)', () => {
    expect(compareShifts('view', [windowWith('pr', 0, 2)])).toEqual([]);
    expect(
      compareShifts('view', [makeWindow({ side: 'base' }), makeWindow({ side: 'pr' })]),
    ).toEqual([]);
  });

  it('is far steadier per pair than the p95 ratio of the same requests (simulation)', () => {
    // Two windows of 600 log-normal requests (σ = 0.5) from the same app, 400 times: the spread
    // of ln(p95 PR / p95 base) against that of the difference of mean ln latency.
    const normal = seededNormal(5);
    const p95Ratios: number[] = [];
    const meanDiffs: number[] = [];
    const draw = () => Array.from({ length: 600 }, () => Math.exp(2 + 0.5 * normal()));
    for (let i = 0; i < 400; i++) {
      const base = draw();
      const pr = draw();
      p95Ratios.push(Math.log(quantile(pr, 0.95) / quantile(base, 0.95)));
      meanDiffs.push(logLatencyOf(pr)!.mean - logLatencyOf(base)!.mean);
    }
    // In theory 0.029 against 0.061: the p95 ratio needs about four times as many pairs.
    expect(sampleStdDev(meanDiffs)).toBeLessThan(0.6 * sampleStdDev(p95Ratios));
  });
});
