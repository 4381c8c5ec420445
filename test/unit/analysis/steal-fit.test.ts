// The host-steal factor fitted for `perf-gate noise` and `perf-gate calibrate`
// (src/analysis/steal-fit.ts): fitted on A/A gates that read the steal, σ_u fitted on the pairs
// with it taken out, the held-out half judged with it, and the factor kept, saying why, when the
// gates cannot fit it.
import { describe, expect, it } from 'vitest';
import { calibrateRunner, judgeHeldOut } from '../../../src/analysis/calibration.js';
import { fitNoiseReport, type NoiseInput } from '../../../src/analysis/instance-noise.js';
import { seededNormal } from '../../../src/analysis/stats.js';
import { fitClassSteal, MAX_STEAL_FACTOR_ERROR } from '../../../src/analysis/steal-fit.js';
import { DEFAULTS } from '../../../src/config/schema.js';
import { renderNoiseReport } from '../../../src/commands/noise.js';
import { calibrationLines, calibrationMarkdown } from '../../../src/report/calibration.js';
import { aaResult, simulate } from './aa-results.js';

/**
 * A/A gates on a crowded host: each pair's log-ratio is 0.05 × its PR − base steal difference, an
 * instance offset (σ 0.5 %) and a little pair noise (2 %). The PR side of every gate lost about 5
 * points more than the base on average, so unadjusted each gate reads about +28 %.
 */
function crowdedGates(count: number, seed: number): NoiseInput[] {
  const normal = seededNormal(seed);
  return Array.from({ length: count }, (_, g) => {
    const offset = 0.005 * normal();
    const level = 5 + 0.5 * normal();
    const steal = Array.from({ length: 10 }, () => level + 1.5 * normal());
    const latency = steal.map((x) => 0.05 * x + offset + 0.02 * normal());
    return {
      file: `aa-${String(g + 1).padStart(2, '0')}.json`,
      result: aaResult(latency, { steal }),
    };
  });
}

/** A/A gates whose windows did not read the host's steal. */
function plainGates(count: number, extra: Parameters<typeof aaResult>[1] = {}): NoiseInput[] {
  return simulate(seededNormal(7), {
    gates: count,
    pairs: 10,
    sigmaU: 0.005,
    pairSpread: 0.03,
  }).map((latency, g) => ({ file: `plain-${g + 1}.json`, result: aaResult(latency, extra) }));
}

describe('the steal factor of a runner class', () => {
  it('fits the within-gate slope, with how many pairs it came from', () => {
    const normal = seededNormal(3);
    const gates = Array.from({ length: 6 }, (_, g) => {
      const steal = Array.from({ length: 10 }, () => 5 * normal());
      return {
        file: `g${g}`,
        latency: steal.map((x) => 0.05 * x + 0.01 * normal()),
        steal,
      };
    });
    const fit = fitClassSteal(gates, { factor: 0.057, source: 'default' });
    expect(fit.source).toBe('fitted');
    expect(fit.factor).toBeCloseTo(0.05, 2);
    expect([fit.gates, fit.pairs]).toEqual([6, 60]);
    expect(fit.standardError).toBeLessThan(MAX_STEAL_FACTOR_ERROR);
  });

  it('keeps the factor it was given, saying why, when the gates cannot fit one', () => {
    const kept = { factor: 0.057, source: 'default' as const };
    const latency = [0.01, -0.02, 0.03, 0.0];
    const none = fitClassSteal([{ file: 'a', latency, steal: [] }], kept);
    expect(none).toMatchObject({ factor: 0.057, source: 'default', gates: 0, pairs: 0 });
    expect(none.reason).toBe("no gate read the host's steal in every measured window");
    const bare = fitClassSteal([{ file: 'a', latency, steal: [0, 0, 0, 0] }], kept);
    expect(bare.reason).toContain('never differed');
    // a quiet host: a tenth of a point here and there pins nothing down
    const normal = seededNormal(5);
    const quiet = Array.from({ length: 8 }, (_, g) => ({
      file: `q${g}`,
      latency: Array.from({ length: 10 }, () => 0.1 * normal()),
      steal: Array.from({ length: 10 }, (_, i) => (i === g ? 0.1 : 0)),
    }));
    const loose = fitClassSteal(quiet, { factor: 0, source: 'recorded' });
    expect(loose).toMatchObject({ factor: 0, source: 'recorded', gates: 0, pairs: 0 });
    expect(loose.standardError).toBeGreaterThan(MAX_STEAL_FACTOR_ERROR);
    expect(loose.reason).toMatch(
      /^the host's steal differed too little between the sides \(-?\d.* ± \d.* per point over 80 pairs; a fit needs ± 0\.02 or less\)$/,
    );
  });
});

describe('perf-gate noise with the host steal', () => {
  it('fits the factor, then σ_u on the pairs with it taken out', () => {
    const report = fitNoiseReport(crowdedGates(12, 1));
    const fit = report.fits[0]!;
    expect(fit.steal.source).toBe('fitted');
    expect(fit.steal.factor).toBeCloseTo(0.05, 2);
    expect([fit.steal.gates, fit.steal.pairs]).toEqual([12, 120]);
    // unadjusted, every gate's mean carries its +5 points of steal: about 28 % of "instance noise"
    expect(fit.withoutSteal.sigmaU).toBeGreaterThan(0.15);
    expect(fit.sigmaU).toBeLessThan(0.02);
    expect(fit.sigmaU).toBeLessThan(fit.withoutSteal.sigmaU);
    expect(fit.pairSpread).toBeLessThan(fit.withoutSteal.pairSpread);
    const text = renderNoiseReport(report);
    expect(text).toMatch(
      /host's steal {18}steal-adjustment 0\.0\d\d?, fitted on 120 pairs of 12 gates \(without it: pairs' spread \d+(\.\d)? %, σ_u \d+(\.\d)? %\)/,
    );
    expect(text).toContain(`    steal-adjustment: ${fit.steal.factor}\n`);
    expect(text).toContain(`, steal-adjustment: ${fit.steal.factor} }`);
  });

  it("keeps the gates' recorded factor, else the default, when they did not read the steal", () => {
    const recorded = fitNoiseReport(plainGates(6, { stealAdjustment: 0 })).fits[0]!;
    expect(recorded.steal).toMatchObject({ factor: 0, source: 'recorded', pairs: 0 });
    const fallback = fitNoiseReport(plainGates(6)).fits[0]!;
    expect(fallback.steal).toMatchObject({ factor: DEFAULTS.stealAdjustment, source: 'default' });
    // nothing was taken out of pairs that did not read the steal
    expect(fallback.sigmaU).toBe(fallback.withoutSteal.sigmaU);
    expect(renderNoiseReport({ fits: [fallback], skipped: [] })).toContain(
      "host's steal                  steal-adjustment 0.057 kept (perf-gate's default): not fitted, no gate read the host's steal in every measured window\n",
    );
  });
});

describe('perf-gate calibrate with the host steal', () => {
  it('fits the factor on the fit half, proposes it and judges the held-out half with it', () => {
    const gates = crowdedGates(12, 2);
    const c = calibrateRunner(gates).calibration!;
    expect(c.steal.source).toBe('fitted');
    expect(c.steal.factor).toBeCloseTo(0.05, 2);
    // fitted on the fit half only
    expect([c.steal.gates, c.steal.pairs]).toEqual([6, 60]);
    expect(c.entry.stealAdjustment).toBe(c.steal.factor);
    expect(c.fits[0]!.sigmaU).toBeLessThan(c.fits[0]!.withoutSteal.sigmaU);
    expect(c.proposed.stealAdjustment).toBe(c.steal.factor);
    expect(c.proposed).toMatchObject({ pass: 6, fail: 0, inconclusive: 0 });
    for (const gate of c.proposed.gates) expect(Math.abs(gate.latency!.changePct)).toBeLessThan(3);
    // the same held-out gates and instance noise with the steal left in: +28 % reads as a regression
    const judgeSet = gates.filter((_, i) => i % 2 === 1);
    const unadjusted = judgeHeldOut(judgeSet, c.entry.instanceNoise, 0);
    expect(unadjusted.fail).toBe(6);
    expect(unadjusted.gates[0]!.latency!.changePct).toBeGreaterThan(15);
    // the default is judged with the default factor
    expect(c.defaults).toMatchObject({
      instanceNoise: DEFAULTS.instanceNoise,
      stealAdjustment: DEFAULTS.stealAdjustment,
    });

    const lines = calibrationLines(c, '2026-12-01');
    const f = String(c.steal.factor);
    expect(lines).toContain(
      `    host's steal: steal-adjustment ${f}, fitted on 60 pairs of 6 gates`,
    );
    expect(lines.join('\n')).toMatch(
      /\n {6}without the steal taken out: σ_u \d+(\.\d)? %, pairs' spread \d+(\.\d)? %\n/,
    );
    expect(lines.join('\n')).toContain(
      `    instance-noise ${Number((c.entry.instanceNoise * 100).toFixed(1))} %, steal-adjustment ${f} (proposed): 6 pass, 0 fail, 0 inconclusive`,
    );
    expect(lines.at(-1)).toMatch(
      new RegExp(
        `^ {4}- \\{ cpu: ".+", cores: 4, instance-noise: [\\d.]+%, steal-adjustment: ${f} \\} # `,
      ),
    );
    expect(calibrationMarkdown(c, '2026-12-01')).toContain(`steal-adjustment ${f}** (fitted)`);
  });

  it('keeps the default factor in the entry, and says so, when the gates read no steal', () => {
    const c = calibrateRunner(plainGates(10)).calibration!;
    expect(c.steal).toMatchObject({ factor: DEFAULTS.stealAdjustment, source: 'default' });
    expect(c.entry.stealAdjustment).toBe(DEFAULTS.stealAdjustment);
    expect(c.proposed.stealAdjustment).toBe(DEFAULTS.stealAdjustment);
    const lines = calibrationLines(c, '2026-12-01');
    expect(lines).toContain(
      "    host's steal: steal-adjustment 0.057 kept (perf-gate's default): not fitted, no gate read the host's steal in every measured window",
    );
    expect(lines.join('\n')).not.toContain('without the steal taken out');
    expect(lines.at(-1)).toContain(', steal-adjustment: 0.057 } # ');
    expect(calibrationMarkdown(c, '2026-12-01')).toContain(
      'steal-adjustment 0.057** (kept, not fitted)',
    );
  });
});
