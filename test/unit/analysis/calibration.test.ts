// `perf-gate calibrate`'s judgement (src/analysis/calibration.ts) on real recorded A/A gates of the
// example (bench/results/cal7-raw): fitted on the odd-numbered, judged on the even-numbered, the
// proposal and the default side by side, and the refusals.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { calibrateRunner, MIN_CALIBRATION_GATES } from '../../../src/analysis/calibration.js';
import type { NoiseInput } from '../../../src/analysis/instance-noise.js';
import type { GateResult } from '../../../src/model.js';
import { calibrationLines, calibrationMarkdown } from '../../../src/report/calibration.js';

const raw = join(import.meta.dirname, '../../../bench/results/cal7-raw');

function recorded(mode: string): NoiseInput[] {
  return readdirSync(raw)
    .filter((f) => f.includes(`-${mode}-`))
    .sort()
    .map((f) => ({
      file: f.replace(/\.gz$/, ''),
      result: JSON.parse(gunzipSync(readFileSync(join(raw, f))).toString('utf8')) as GateResult,
    }));
}

describe('a calibration of recorded A/A gates', () => {
  const aa = recorded('aa');

  it('fits on the odd-numbered gates and judges on the even-numbered, which the fit did not see', () => {
    const { calibration, problem } = calibrateRunner(aa);
    expect(problem).toBeUndefined();
    const c = calibration!;
    expect(c.fittedOn).toEqual(aa.filter((_, i) => i % 2 === 0).map((g) => g.file));
    expect(c.judgedOn).toEqual(aa.filter((_, i) => i % 2 === 1).map((g) => g.file));
    expect(c.fittedOn.some((f) => c.judgedOn.includes(f))).toBe(false);
    expect(c.entry.cpu).toBe(aa[0]!.result.runner.cpuModel);
    expect(c.entry.instanceNoise).toBeGreaterThanOrEqual(0);
    expect(c.entry.instanceNoise).toBeLessThan(0.1);
    // the speed adjustment is off; the host's steal of this quiet host moved too little to fit a
    // factor, so perf-gate's default is kept, taken out of the pairs and proposed
    expect(c.fits.every((fit) => fit.speedAdjustment === 0)).toBe(true);
    expect(c.steal).toMatchObject({ factor: 0.057, source: 'default', pairs: 0 });
    expect(c.steal.reason).toMatch(/^the host's steal differed too little between the sides/);
    expect(c.entry.stealAdjustment).toBe(0.057);
    expect(c.proposed.stealAdjustment).toBe(0.057);
    const held = c.proposed;
    expect(held.pass + held.fail + held.inconclusive).toBe(8);
    expect(held.fail).toBe(0);
    expect(held.falseFailHigh).toBeCloseTo(0.369, 2);
    expect(c.defaults.instanceNoise).toBe(0.015);
  });

  it('prints the entry to paste, with how it was judged', () => {
    const c = calibrateRunner(aa).calibration!;
    const lines = calibrationLines(c, '2026-11-28');
    expect(lines[0]).toMatch(/^perf-gate calibrate: 16 A\/A gates on 2 cores, /);
    expect(lines.at(-1)).toMatch(
      /^ {4}- \{ cpu: ".+", cores: 2, instance-noise: \d+(\.\d+)?%, steal-adjustment: 0\.057 \} # perf-gate calibrate 2026-11-28: fitted on 8 A\/A gates, judged on 8: \d pass, 0 fail, \d inconclusive$/,
    );
    expect(lines.join('\n')).toContain('8 held-out gates bound the false-fail rate only loosely');
    expect(lines[2]).toMatch(
      /^ {4}host's steal: steal-adjustment 0\.057 kept \(perf-gate's default\): not fitted, the host's steal differed too little/,
    );
    expect(calibrationMarkdown(c, '2026-11-28')).toMatch(/^## perf-gate calibrate: 2 cores, /);
  });

  it(`refuses fewer than ${MIN_CALIBRATION_GATES} A/A gates, and names what it skipped`, () => {
    const few = calibrateRunner(aa.slice(0, MIN_CALIBRATION_GATES - 1));
    expect(few.calibration).toBeUndefined();
    expect(few.problem).toMatch(
      /^9 usable A\/A gate\(s\) on 2 cores, .*; a calibration needs 10: 5 to fit/,
    );
    const injected = calibrateRunner([...aa.slice(0, 9), ...recorded('cpu20').slice(0, 1)]);
    expect(injected.calibration).toBeUndefined();
    const skipped = injected.skipped.map((s) => s.reason).join(' ');
    expect(skipped).toMatch(/different commits: an A\/A gate runs --base HEAD/);
  });
});
