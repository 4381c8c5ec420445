import { describe, expect, it } from 'vitest';
import { compareScenario } from '../../../src/analysis/compare.js';
import {
  adjustForRunnerSpeed,
  fitSpeedFactor,
  generatorCpuPerRequest,
} from '../../../src/analysis/speed.js';
import { seededNormal } from '../../../src/analysis/stats.js';
import type { WindowMeasurement } from '../../../src/model.js';
import { makeWindow } from './windows.js';

/** A window whose geometric-mean latency is `latencyMs` and whose k6 used `k6Cpu` % of a core. */
function timedWindow(
  side: 'base' | 'pr',
  round: number,
  latencyMs: number,
  k6Cpu?: number,
): WindowMeasurement {
  const window = makeWindow({ side, round, requests: 300 });
  window.durationSec = 5;
  window.http.logLatency = { n: 300, mean: Math.log(latencyMs), sd: 0.3 };
  if (k6Cpu !== undefined) window.generator.cpuPercent = k6Cpu;
  return window;
}

describe("the runner's speed read from k6", () => {
  it("reads k6's CPU per request from its CPU share, the window's length and its requests", () => {
    expect(generatorCpuPerRequest(timedWindow('base', 0, 3, 9))).toBeCloseTo((9 * 5) / 300, 12);
    expect(generatorCpuPerRequest(timedWindow('base', 0, 3))).toBeUndefined();
  });

  it('takes factor × the k6 log-ratio out of each pair', () => {
    const { effects, record } = adjustForRunnerSpeed([0.2, -0.1, 0.05], [0.2, -0.1, 0], 0.8);
    expect(effects[0]).toBeCloseTo(0.2 - 0.16, 12);
    expect(effects[1]).toBeCloseTo(-0.1 + 0.08, 12);
    expect(effects[2]).toBeCloseTo(0.05, 12);
    expect(record).toMatchObject({ factor: 0.8, applied: true });
  });

  it('does nothing at factor 0, and says why when it cannot adjust', () => {
    expect(adjustForRunnerSpeed([0.1, 0.2], [0.1, 0.2], 0)).toEqual({ effects: [0.1, 0.2] });
    const missing = adjustForRunnerSpeed([0.1, 0.2], [0.1, undefined], 0.8);
    expect(missing.effects).toEqual([0.1, 0.2]);
    expect(missing.record?.applied).toBe(false);
    expect(missing.record?.reason).toContain('not read in every measured window');
    expect(adjustForRunnerSpeed([0.1], [0.1], 0.8).record?.reason).toContain('one pair');
  });

  it("leaves the latency alone when k6's own work changed between the sides", () => {
    // every pair: k6 spent ~20 % more per request on the PR, as with much larger responses
    const { effects, record } = adjustForRunnerSpeed(
      [0.1, 0.12, 0.08, 0.11],
      [0.18, 0.2, 0.19, 0.21],
      0.8,
    );
    expect(effects).toEqual([0.1, 0.12, 0.08, 0.11]);
    expect(record?.applied).toBe(false);
    expect(record?.generatorChangePct).toBeCloseTo(Math.expm1(0.195) * 100, 6);
    expect(record?.reason).toMatch(/differed between the sides \(\+21\.5 %, 95 % interval/);
  });

  it('fits the within-gate slope of latency on k6, whatever each gate’s own level', () => {
    const noise = seededNormal(7);
    const gates = [0.3, -0.2, 0.05].map((offset) => {
      const generator = Array.from({ length: 10 }, () => 0.1 * noise());
      return {
        generator,
        latency: generator.map((k) => offset + 0.8 * k + 0.01 * noise()),
      };
    });
    expect(fitSpeedFactor(gates)).toBe(0.8);
    expect(fitSpeedFactor([{ latency: [0.1, 0.2], generator: [0, 0] }])).toBeUndefined();
  });

  it('narrows the latency interval when the runner moved both, and says so', () => {
    // the runner's speed swings ±40 % from window to window; the app has no change
    const speed = [0.4, -0.3, 0.2, -0.4, 0.1, 0.3, -0.2, 0.0, -0.1, 0.24];
    const windows = speed.flatMap((s, round) => [
      timedWindow('base', round, 3, 10),
      timedWindow('pr', round, 3 * Math.exp(0.8 * s + 0.01 * (round % 3)), 10 * Math.exp(s)),
    ]);
    const judge = (speedAdjustment: number) =>
      compareScenario('content-view', windows, { metrics: ['latency'], speedAdjustment })[0]!;
    const plain = judge(0);
    const adjusted = judge(0.8);
    expect(plain.status).toBe('inconclusive');
    expect(adjusted.status).toBe('no-change');
    expect(adjusted.interval.highPct - adjusted.interval.lowPct).toBeLessThan(
      (plain.interval.highPct - plain.interval.lowPct) / 5,
    );
    expect(adjusted.interval.method).toContain("adjusted for the runner's speed (0.8 ×");
    expect(adjusted.speedAdjustment).toMatchObject({ applied: true, factor: 0.8 });
    expect(plain.speedAdjustment).toBeUndefined();
  });
});
