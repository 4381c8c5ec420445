import { describe, expect, it } from 'vitest';
import { compareScenario } from '../../../src/analysis/compare.js';
import { seededNormal } from '../../../src/analysis/stats.js';
import {
  adjustForSteal,
  describeStealAdjustment,
  fitStealFactor,
  stealDifference,
  windowStealPct,
  withWindowSteal,
} from '../../../src/analysis/steal.js';
import type { TelemetryRecord, WindowMeasurement } from '../../../src/model.js';
import { aaResult } from './aa-results.js';
import { makeWindow, requestMetrics } from './windows.js';

function record(steal?: number[]): TelemetryRecord {
  return {
    label: { scenario: 'a', side: 'pr', round: 0 },
    startedAt: '2026-12-01T00:00:00.000Z',
    durationSec: 5,
    intervalMs: 1000,
    samples: 5,
    series:
      steal === undefined ? {} : { 'host.steal': { t: steal.map((_, i) => i), values: steal } },
    facts: {},
    notes: [],
  };
}

/** A window whose geometric-mean latency (overall and of endpoints a and b) is `latencyMs`. */
function stolenWindow(
  side: 'base' | 'pr',
  round: number,
  latencyMs: number,
  stealPct?: number,
): WindowMeasurement {
  const endpoint = () => ({
    ...requestMetrics({ requests: 300 }),
    logLatency: { n: 300, mean: Math.log(latencyMs), sd: 0.3 },
  });
  const window = makeWindow({
    side,
    round,
    requests: 600,
    endpoints: { a: endpoint(), b: endpoint() },
  });
  window.http.logLatency = { n: 600, mean: Math.log(latencyMs), sd: 0.3 };
  if (stealPct !== undefined) window.hostStealPct = stealPct;
  return window;
}

/**
 * An A/A gate on a crowded host: each window loses 0–20 % of the host to the hypervisor, and its
 * latency grows 0.057 per point of it; the app itself has no change.
 */
function crowdedAaGate(withSteal = true): WindowMeasurement[] {
  const noise = seededNormal(11);
  const steal = () => 10 + 10 * Math.sin(noise() * 3);
  return Array.from({ length: 10 }, (_, round) => {
    const [b, p] = [steal(), steal()];
    return [
      stolenWindow(
        'base',
        round,
        20 * Math.exp(0.057 * b + 0.01 * noise()),
        withSteal ? b : undefined,
      ),
      stolenWindow(
        'pr',
        round,
        20 * Math.exp(0.057 * p + 0.01 * noise()),
        withSteal ? p : undefined,
      ),
    ];
  }).flat();
}

const width = (c: { interval: { lowPct: number; highPct: number } }) =>
  c.interval.highPct - c.interval.lowPct;

describe("the host's steal read from the telemetry", () => {
  it("reads a window's mean steal from its host.steal series, or nothing without one", () => {
    expect(windowStealPct(record([0, 3, 6]))).toBeCloseTo(3, 12);
    expect(windowStealPct(record([]))).toBeUndefined();
    expect(windowStealPct(record())).toBeUndefined();
    const base = stolenWindow('base', 0, 20, 1.5);
    expect(stealDifference({ base, pr: stolenWindow('pr', 0, 20, 4) })).toBeCloseTo(2.5, 12);
    expect(stealDifference({ base, pr: stolenWindow('pr', 0, 20) })).toBeUndefined();
  });

  it("reads an older result's window steal from its telemetry, and keeps what a window holds", () => {
    const result = aaResult([0, 0]);
    const at = (side: 'base' | 'pr', round: number, steal: number[]): TelemetryRecord => ({
      ...record(steal),
      label: { scenario: 'content-view', side, round },
    });
    result.telemetry = {
      records: [at('base', 0, [1, 3]), at('pr', 0, [5]), at('base', 1, [4]), at('pr', 1, [])],
    };
    result.scenarios[0]!.windows[2]!.hostStealPct = 9;
    const filled = withWindowSteal(result);
    expect(filled.scenarios[0]!.windows.map((w) => w.hostStealPct)).toEqual([2, 5, 9, undefined]);
    // the result given is not changed, and one with nothing to add is returned as it is
    expect(result.scenarios[0]!.windows[0]!.hostStealPct).toBeUndefined();
    expect(withWindowSteal(filled)).toBe(filled);
    expect(withWindowSteal(aaResult([0, 0]))).toEqual(aaResult([0, 0]));
  });

  it('takes factor × the PR − base steal difference out of each pair', () => {
    const { effects, record } = adjustForSteal([0.2, -0.1, 0.05], [2, -1, 0], 0.057);
    expect(effects[0]).toBeCloseTo(0.2 - 0.114, 12);
    expect(effects[1]).toBeCloseTo(-0.1 + 0.057, 12);
    expect(effects[2]).toBeCloseTo(0.05, 12);
    expect(record).toMatchObject({ factor: 0.057, applied: true, stealDiffMaxPoints: 2 });
    expect(record?.stealDiffMeanPoints).toBeCloseTo(1 / 3, 12);
    expect(record?.unadjustedChangePct).toBeCloseTo(Math.expm1(0.05) * 100, 12);
  });

  it('does nothing at factor 0, and says why when a window lacks the steal', () => {
    expect(adjustForSteal([0.1, 0.2], [1, 2], 0)).toEqual({ effects: [0.1, 0.2] });
    const missing = adjustForSteal([0.1, 0.2], [1, undefined], 0.057);
    expect(missing.effects).toEqual([0.1, 0.2]);
    expect(missing.record).toMatchObject({
      applied: false,
      reason: "the host's steal was not read in every measured window",
    });
    expect(missing.record?.unadjustedChangePct).toBeUndefined();
    expect(describeStealAdjustment(missing.record)).toBe(
      "Latency not adjusted for the host's steal: the host's steal was not read in every measured window.",
    );
  });

  it('says what was taken out, and nothing on a host without steal', () => {
    const { record } = adjustForSteal([0.1, 0.0316], [-2, -0.4], 0.057);
    expect(describeStealAdjustment(record)).toBe(
      "Latency with the host's steal taken out of each pair: 0.057 × the PR−base difference of the hypervisor's steal (-1.2 points on average); unadjusted, the change reads +6.8%.",
    );
    const bareMetal = adjustForSteal([0.1, 0.03], [0, 0], 0.057);
    expect(bareMetal.record?.applied).toBe(true);
    expect(bareMetal.effects).toEqual([0.1, 0.03]);
    expect(describeStealAdjustment(bareMetal.record)).toBeUndefined();
    expect(describeStealAdjustment(undefined)).toBeUndefined();
  });

  it('fits the within-gate slope of latency on steal, whatever each gate’s own level', () => {
    const noise = seededNormal(5);
    const gates = [0.2, -0.1, 0.03, 0].map((offset) => {
      const steal = Array.from({ length: 10 }, () => 4 * noise());
      return { steal, latency: steal.map((s) => offset + 0.057 * s + 0.005 * noise()) };
    });
    expect(fitStealFactor(gates)).toBeCloseTo(0.057, 3);
    expect(fitStealFactor([{ latency: [0.1, 0.2], steal: [1, 1] }])).toBeUndefined();
    // kept within 0..0.5
    expect(fitStealFactor([{ latency: [0, 1, 2], steal: [0, 1, 2] }])).toBe(0.5);
    expect(fitStealFactor([{ latency: [2, 1, 0], steal: [0, 1, 2] }])).toBe(0);
  });
});

describe("the host's steal in the latency comparison", () => {
  it('narrows the interval of an A/A gate on a crowded host, and says so in its method', () => {
    const windows = crowdedAaGate();
    const judge = (stealAdjustment: number) =>
      compareScenario('a', windows, { metrics: ['latency'], stealAdjustment })[0]!;
    const plain = judge(0);
    const adjusted = judge(0.057);
    expect(width(adjusted)).toBeLessThan(width(plain) / 5);
    expect(adjusted.status).toBe('no-change');
    expect(Math.abs(adjusted.changePct)).toBeLessThan(1);
    expect(adjusted.interval.method).toContain(", adjusted for the host's steal (0.057 per point)");
    expect(adjusted.stealAdjustment).toMatchObject({ factor: 0.057, applied: true });
    expect(adjusted.stealAdjustment?.unadjustedChangePct).toBeCloseTo(plain.changePct, 9);
    expect(plain.stealAdjustment).toBeUndefined();
    expect(plain.interval.method).not.toContain('steal');
  });

  it("adjusts each endpoint's latency too, and no percentile", () => {
    const windows = crowdedAaGate();
    const judge = (stealAdjustment: number) =>
      compareScenario('a', windows, {
        metrics: ['latency', 'p95'],
        endpoints: true,
        stealAdjustment,
      });
    const plain = judge(0);
    const adjusted = judge(0.057);
    const endpoint = (comparisons: typeof plain, name: string) =>
      comparisons.find((c) => c.metric === 'latency' && c.endpoint === name)!;
    for (const name of ['a', 'b']) {
      expect(endpoint(adjusted, name).role).toBe('endpoint');
      expect(endpoint(adjusted, name).stealAdjustment?.applied).toBe(true);
      expect(width(endpoint(adjusted, name))).toBeLessThan(width(endpoint(plain, name)) / 5);
    }
    for (const c of adjusted.filter((c) => c.metric === 'p95'))
      expect(c.stealAdjustment).toBeUndefined();
  });

  it('compares the raw latency when a window lacks the steal, and says why', () => {
    const latency = compareScenario('a', crowdedAaGate(false), {
      metrics: ['latency'],
      stealAdjustment: 0.057,
    })[0]!;
    expect(latency.stealAdjustment?.applied).toBe(false);
    expect(latency.interval.method).not.toContain('steal');
    expect(latency.message).toContain(
      "Not adjusted for the host's steal: the host's steal was not read in every measured window.",
    );
  });

  it('changes nothing and says nothing on a host that reads no steal', () => {
    const windows = crowdedAaGate().map((window) => ({ ...window, hostStealPct: 0 }));
    const judge = (stealAdjustment: number) =>
      compareScenario('a', windows, { metrics: ['latency'], stealAdjustment })[0]!;
    const adjusted = judge(0.057);
    expect(adjusted.interval).toEqual(judge(0).interval);
    expect(adjusted.stealAdjustment).toMatchObject({ applied: true, stealDiffMaxPoints: 0 });
    expect(describeStealAdjustment(adjusted.stealAdjustment)).toBeUndefined();
  });
});
