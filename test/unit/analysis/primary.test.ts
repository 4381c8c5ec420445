import { describe, expect, it } from 'vitest';
import { compareScenario } from '../../../src/analysis/compare.js';
import { analyzeScenario } from '../../../src/analysis/scenario.js';
import { seededNormal } from '../../../src/analysis/stats.js';
import type { WindowMeasurement } from '../../../src/model.js';
import { makeWindow, requestMetrics } from './windows.js';

/**
 * Five rounds whose geometric-mean latency moves by `shift` (ln) on the PR side with little
 * noise, while the p95 of each window jumps by ±`p95Noise` (ln) at random: the situation of the
 * project's runner, where a window's p95 rests on 30 requests and its mean ln latency on 600.
 */
function gate(shift: number, p95Noise: number, options: { logLatency?: boolean } = {}) {
  const normal = seededNormal(11);
  const windows: WindowMeasurement[] = [];
  for (let round = 0; round < 5; round++) {
    for (const side of ['base', 'pr'] as const) {
      const logMean = 1.2 + (side === 'pr' ? shift : 0) + 0.01 * normal();
      const p95 = 6 * Math.exp(p95Noise * normal() + (side === 'pr' ? shift : 0));
      const window = makeWindow({ side, round, p95 });
      if (options.logLatency !== false) window.http.logLatency = { n: 600, mean: logMean, sd: 0.4 };
      window.endpoints = { places: requestMetrics({ p95: p95 * 1.2 }) };
      windows.push(window);
    }
  }
  return windows;
}

const options = { compare: { endpoints: true, tolerances: { latency: 10, p95: 10 } } };

describe('primary comparisons and diagnostics', () => {
  it('lets the geometric-mean latency and the error rate decide; p95, p99, TPS and endpoints are diagnostics', () => {
    const comparisons = compareScenario('view', gate(0, 0.3), options.compare);
    const roles = Object.fromEntries(
      comparisons.map((c) => [`${c.metric}${c.endpoint ? `:${c.endpoint}` : ''}`, c.role]),
    );
    expect(roles).toEqual({
      latency: 'primary',
      errorRate: 'primary',
      p95: 'diagnostic',
      p99: 'diagnostic',
      tps: 'diagnostic',
      'p95:places': 'diagnostic',
    });
  });

  it('passes a clean PR whose noisy p95 cannot decide, and says p95 was a diagnostic', () => {
    const analysis = analyzeScenario('view', gate(0, 0.3), options);
    const p95 = analysis.comparisons.find((c) => c.metric === 'p95' && !c.endpoint)!;
    expect(p95.status).toBe('inconclusive');
    expect(analysis.comparisons.find((c) => c.metric === 'latency')!.status).toBe('no-change');
    expect(analysis.verdict).toBe('pass');
    const record = analysis.rules.find((r) => r.rule === 'regression.p95' && !r.endpoint)!;
    expect(record.inconclusive).toBeUndefined();
    expect(record.message).toMatch(/^Diagnostic, does not decide the verdict/);
  });

  it('fails a +25 % slow-down of every request on the latency comparison', () => {
    const analysis = analyzeScenario('view', gate(Math.log(1.25), 0.3), options);
    expect(analysis.comparisons.find((c) => c.metric === 'latency')!.status).toBe('regression');
    expect(analysis.verdict).toBe('fail');
  });

  it('does not fail on a diagnostic regression alone: it is a warning', () => {
    const windows = gate(0, 0.01);
    for (const w of windows) if (w.side === 'pr') w.http.latency.p99 *= 2;
    const analysis = analyzeScenario('view', windows, options);
    const p99 = analysis.rules.find((r) => r.rule === 'regression.p99')!;
    expect(p99).toMatchObject({ passed: false, level: 'warning' });
    expect(analysis.verdict).toBe('pass');
  });

  it('judges results without log latencies on p95, as before', () => {
    const comparisons = compareScenario(
      'view',
      gate(0, 0.3, { logLatency: false }),
      options.compare,
    );
    expect(comparisons.some((c) => c.metric === 'latency')).toBe(false);
    expect(comparisons.find((c) => c.metric === 'p95' && !c.endpoint)!.role).toBe('primary');
    expect(analyzeScenario('view', gate(0, 0.3, { logLatency: false }), options).verdict).toBe(
      'inconclusive',
    );
  });

  it('lets a team gate on a percentile by naming it primary', () => {
    const analysis = analyzeScenario('view', gate(0, 0.3), {
      compare: { ...options.compare, primary: ['p95', 'errorRate'] },
    });
    expect(analysis.comparisons.find((c) => c.metric === 'latency')!.role).toBe('diagnostic');
    expect(analysis.verdict).toBe('inconclusive');
  });
});
