// A/A gates for the instance-noise fit: simulated per-pair log-ratios and result files built from them.
import type { GateResult, WindowMeasurement } from '../../../src/model.js';
import { gateResult, runner } from '../report/results.js';
import { makeWindow } from './windows.js';

/** Per-pair log-ratios of `gates` A/A gates: an instance offset N(0, σ_u) plus pair noise N(0, s). */
export function simulate(
  normal: () => number,
  options: { gates: number; pairs: number; sigmaU: number; pairSpread: number },
): number[][] {
  return Array.from({ length: options.gates }, () => {
    const offset = options.sigmaU * normal();
    return Array.from({ length: options.pairs }, () => offset + options.pairSpread * normal());
  });
}

/**
 * A/A result: one round per ratio, whose PR window reads the base's geometric mean × e^{d}; with
 * `steal`, the base window's host steal is 2 % and the PR window's 2 % + that pair's difference.
 */
export function aaResult(
  ratios: readonly number[],
  extra: {
    prSha?: string;
    reuseApp?: boolean;
    cores?: number;
    scenario?: string;
    /** each pair's PR − base host steal, percentage points */
    steal?: readonly number[];
    /** the compare.steal-adjustment the gate recorded */
    stealAdjustment?: number;
  } = {},
): GateResult {
  const windows: WindowMeasurement[] = [];
  ratios.forEach((d, round) => {
    for (const side of ['base', 'pr'] as const) {
      const window = makeWindow({ side, round, scenario: extra.scenario ?? 'content-view' });
      window.http.logLatency = { n: 300, mean: 1 + (side === 'pr' ? d : 0), sd: 0.35 };
      const stolen = extra.steal?.[round];
      if (stolen !== undefined) window.hostStealPct = 2 + (side === 'pr' ? stolen : 0);
      windows.push(window);
    }
  });
  const sha = '0a1b2c3d4e5f60718293a4b5c6d7e8f901234567';
  const result = gateResult([
    {
      name: extra.scenario ?? 'content-view',
      script: 'k6/content-view.js',
      targetRate: 60,
      warmupSec: 3,
      durationSec: 5,
      windows,
      rules: [],
      comparisons: [],
      findings: [],
      verdict: 'pass',
    },
  ]);
  return {
    ...result,
    verdict: 'pass',
    runner: { ...runner, cores: extra.cores ?? runner.cores },
    config: {
      compare: {
        reuseApp: extra.reuseApp ?? true,
        ...(extra.stealAdjustment === undefined ? {} : { stealAdjustment: extra.stealAdjustment }),
      },
    },
    sides: {
      pr: { side: 'pr', sha: extra.prSha ?? sha, checkout: '.' },
      base: { side: 'base', ref: 'HEAD', sha, checkout: '.perf-gate/base' },
    },
  };
}
