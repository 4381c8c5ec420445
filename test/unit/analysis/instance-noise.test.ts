import { describe, expect, it } from 'vitest';
import {
  fitInstanceNoise,
  fitNoiseReport,
  runnerClassOf,
  type NoiseInput,
} from '../../../src/analysis/instance-noise.js';
import { seededNormal } from '../../../src/analysis/stats.js';
import type { GateResult } from '../../../src/model.js';
import { aaResult, simulate } from './aa-results.js';

describe('fitInstanceNoise', () => {
  it('finds no instance noise when the gates spread only as their pairs explain', () => {
    const fit = fitInstanceNoise([
      [0.1, -0.1],
      [-0.1, 0.1],
      [0.1, -0.1],
      [-0.1, 0.1],
      [0.1, -0.1],
    ]);
    expect(fit.sigmaU).toBe(0);
    expect(fit.gateSpread).toBe(0);
    expect(fit.gates).toBe(5);
    expect(fit.pairs).toBe(10);
    expect(fit.pairSpread).toBeCloseTo(Math.expm1(Math.sqrt(0.02)), 10);
    // gates that agree this well leave no room for an instance offset at any level
    expect([fit.upper80, fit.upper95, fit.suggested]).toEqual([0, 0, 0]);
  });

  it('sees a common offset of every gate as instance noise', () => {
    // every pair of gate g equals its offset: no pair noise at all
    const offsets = [0.03, -0.03, 0.03, -0.03, 0.03, -0.03];
    const fit = fitInstanceNoise(offsets.map((u) => [u, u, u]));
    expect(fit.sigmaU).toBeCloseTo(Math.expm1(0.03), 10);
    expect(fit.suggested).toBeGreaterThanOrEqual(fit.upper80);
    expect(fit.suggested - fit.upper80).toBeLessThan(0.005);
  });

  it('rounds the 80 % bound up to the next half percent', () => {
    const fit = fitInstanceNoise(
      simulate(seededNormal(3), {
        gates: 30,
        pairs: 10,
        sigmaU: 0.01,
        pairSpread: 0.095,
      }),
    );
    expect(Math.round(fit.suggested * 1000) % 5).toBe(0);
    expect(fit.suggested).toBeGreaterThanOrEqual(fit.upper80);
  });

  // Out of sample by construction: each simulated calibration is judged against the σ_u it was
  // drawn with. 600 calibrations of 30 gates × 10 pairs, the project runner's pair spread (9.7 %).
  it.each([0.015, 0.03])('bounds a true σ_u of %s as often as its level says', (sigmaU) => {
    const normal = seededNormal(11);
    let under80 = 0;
    let under95 = 0;
    const estimates: number[] = [];
    const runs = 600;
    for (let run = 0; run < runs; run++) {
      const fit = fitInstanceNoise(
        simulate(normal, { gates: 30, pairs: 10, sigmaU, pairSpread: 0.093 }),
      );
      const truth = Math.expm1(sigmaU);
      if (fit.upper80 >= truth) under80++;
      if (fit.upper95 >= truth) under95++;
      estimates.push(fit.sigmaU);
    }
    // binomial standard errors at 600 runs: 1.6 % (80 %), 0.9 % (95 %)
    expect(under80 / runs).toBeGreaterThan(0.75);
    expect(under80 / runs).toBeLessThan(0.86);
    expect(under95 / runs).toBeGreaterThan(0.92);
    expect(under95 / runs).toBeLessThan(0.985);
    // the estimate itself sits around the truth (truncation at 0 pulls the small one up a little)
    estimates.sort((a, b) => a - b);
    const median = estimates[runs / 2]!;
    expect(median).toBeGreaterThan(0.4 * Math.expm1(sigmaU));
    expect(median).toBeLessThan(1.4 * Math.expm1(sigmaU));
  });
});

describe('fitNoiseReport', () => {
  const normal = seededNormal(5);
  const gates = (count: number, extra: Parameters<typeof aaResult>[1] = {}): NoiseInput[] =>
    simulate(normal, { gates: count, pairs: 10, sigmaU: 0.01, pairSpread: 0.09 }).map(
      (ratios, index) => ({
        file: `aa-${extra.cores ?? 'x'}-${index}.json`,
        result: aaResult(ratios, extra),
      }),
    );

  it('fits each runner class apart and names it', () => {
    const report = fitNoiseReport([...gates(6), ...gates(7, { cores: 2 })]);
    expect(report.skipped).toEqual([]);
    expect(report.fits.map((f) => [f.runnerClass, f.gates])).toEqual([
      ['4 cores, AMD EPYC 7763 64-Core Processor, 16 GiB', 6],
      ['2 cores, AMD EPYC 7763 64-Core Processor, 16 GiB', 7],
    ]);
    expect(report.fits[0]!.scenario).toBe('content-view');
    expect(report.fits[0]!.files).toHaveLength(6);
  });

  it('skips what is not an A/A gate with kept apps, saying why', () => {
    const other = aaResult([0, 0, 0], { prSha: '3f9c2a1b7d4e5f60718293a4b5c6d7e8f9012345' });
    const fresh = aaResult([0, 0, 0], { reuseApp: false });
    const failed: GateResult = {
      ...aaResult([0, 0, 0]),
      verdict: 'error',
      error: { kind: 'config', message: 'x' },
    };
    const single = aaResult([0.01]);
    const { sides } = aaResult([0, 0]);
    const noBase: GateResult = { ...aaResult([0, 0]), sides: { pr: sides.pr } };
    const report = fitNoiseReport([
      ...gates(5),
      { file: 'other.json', result: other },
      { file: 'fresh.json', result: fresh },
      { file: 'failed.json', result: failed },
      { file: 'single.json', result: single },
      { file: 'no-base.json', result: noBase },
    ]);
    expect(report.fits).toHaveLength(1);
    const reasons = new Map(report.skipped.map((s) => [s.file, s.reason]));
    expect([...reasons.keys()].sort()).toEqual([
      'failed.json',
      'fresh.json',
      'no-base.json',
      'other.json',
      'single.json',
    ]);
    expect(reasons.get('other.json')).toContain(
      '0a1b2c3d4e5f and PR 3f9c2a1b7d4e are different commits',
    );
    expect(reasons.get('fresh.json')).toContain('reuse-app: false');
    expect(reasons.get('failed.json')).toBe('the gate ended in an error (config)');
    expect(reasons.get('single.json')).toContain('two or more rounds');
    expect(reasons.get('no-base.json')).toContain('--base HEAD');
  });

  it('skips a class with too few gates and keeps the files named', () => {
    const report = fitNoiseReport(gates(4, { cores: 8 }));
    expect(report.fits).toEqual([]);
    expect(report.skipped).toHaveLength(4);
    expect(report.skipped[0]!.reason).toContain(
      'only 4 A/A gate(s) of scenario content-view on 8 cores',
    );
  });

  it('names a runner class by cores, CPU and memory', () => {
    expect(runnerClassOf(aaResult([0, 0], { cores: 2 }))).toBe(
      '2 cores, AMD EPYC 7763 64-Core Processor, 16 GiB',
    );
  });
});
