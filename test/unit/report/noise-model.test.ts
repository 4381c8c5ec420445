// Which noise model judged a comparison, in both reports: a runner class's own, or on an
// uncalibrated runner the defaults and where they came from.
import { describe, expect, it } from 'vitest';
import { DEFAULTS } from '../../../src/config/schema.js';
import { renderHtmlReport } from '../../../src/report/html.js';
import { renderMarkdown } from '../../../src/report/markdown.js';
import { noiseModelText } from '../../../src/report/noise-model.js';
import { sequentialShift } from './sequential-shift.js';

function withCompare(compare: Record<string, unknown>) {
  const result = sequentialShift();
  result.config = { compare };
  result.runner = { ...result.runner, cpuModel: 'AMD EPYC 7B13', cores: 2 };
  return result;
}

describe('the noise model line', () => {
  it('says the runner is uncalibrated and that the defaults applied, with their origin', () => {
    const result = withCompare({
      instanceNoise: DEFAULTS.instanceNoise,
      speedAdjustment: 0,
      stealAdjustment: DEFAULTS.stealAdjustment,
      runners: [],
    });
    const line = noiseModelText(result);
    expect(line).toBe(
      "Uncalibrated runner: no compare.runners entry for AMD EPYC 7B13 (2 cores); instance-noise 1.5 % (the default, fitted on the project's 2-core runner in bench/README.md), speed-adjustment off, steal-adjustment 0.057. A/A gates on this runner and `perf-gate noise` fit its own (docs/calibration.md).",
    );
    expect(renderMarkdown(result)).toContain('Uncalibrated runner: no compare.runners entry for');
    expect(renderHtmlReport(result)).toContain('Uncalibrated runner: no compare.runners entry for');
  });

  it("names perf-gate.yml's own value, and the entries none of which matched", () => {
    const line = noiseModelText(
      withCompare({ instanceNoise: 0.03, speedAdjustment: 0.8, runners: [{ cpu: 'Xeon' }] }),
    );
    expect(line).toMatch(
      /^Uncalibrated runner: none of the 1 compare.runners entries matches AMD EPYC 7B13 \(2 cores\); instance-noise 3 % \(perf-gate.yml's compare.instance-noise\), speed-adjustment 0.8, steal-adjustment off\./,
    );
  });

  it('names the runner class whose values judged the gate', () => {
    const line = noiseModelText(
      withCompare({
        instanceNoise: 0.025,
        speedAdjustment: 0.5,
        stealAdjustment: 0.03,
        runners: [{ cpu: 'Xeon' }, { cpu: 'EPYC', cores: 2 }],
        runnerMatched: 1,
      }),
    );
    expect(line).toBe(
      'Noise model: compare.runners[1] (cpu "EPYC") for AMD EPYC 7B13 (2 cores): instance-noise 2.5 %, speed-adjustment 0.5, steal-adjustment 0.03.',
    );
  });

  it('is absent without a comparison or a resolved compare section', () => {
    expect(noiseModelText(withCompare({}))).toBeUndefined();
    const alone = withCompare({ instanceNoise: 0.015 });
    for (const scenario of alone.scenarios) scenario.comparisons = [];
    expect(noiseModelText(alone)).toBeUndefined();
  });
});
