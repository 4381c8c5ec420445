// Which noise model judged a comparison, in both reports: a runner class's own, or on an
// uncalibrated runner the defaults and where they came from.
import { describe, expect, it } from 'vitest';
import { DEFAULTS } from '../../../src/config/schema.js';
import { renderHtmlReport } from '../../../src/report/html.js';
import { renderMarkdown } from '../../../src/report/markdown.js';
import { calibrationRecordFrom } from '../../../src/history/calibration-record.js';
import {
  judgedUncalibrated,
  noiseModelText,
  recordedCalibrationText,
} from '../../../src/report/noise-model.js';
import { calibrationJson } from '../history/calibrations.js';
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

describe('a calibration the history holds, on an uncalibrated runner', () => {
  const uncalibrated = () =>
    withCompare({ instanceNoise: DEFAULTS.instanceNoise, stealAdjustment: 0.057, runners: [] });

  it('is said after the noise model line of the comment, with its entry and held-out figures', () => {
    const record = calibrationRecordFrom('c.json', calibrationJson({ cpu: 'AMD EPYC 7B13' }));
    const words = recordedCalibrationText(record);
    expect(words).toBe(
      'The history holds a calibration of this runner class (2026-12-07, perf-gate history calibrations --from-branch): ' +
        '{ cpu: "AMD EPYC 7B13", cores: 2, instance-noise: 4.5%, steal-adjustment: 0.057 }, judged on 5 A/A gates it did not see: ' +
        '1 pass, 0 fail, 4 inconclusive (the defaults: 3 pass, 0 fail, 2 inconclusive). ' +
        'It applies once added to compare.runners of perf-gate.yml on the default branch.',
    );
    const result = uncalibrated();
    expect(judgedUncalibrated(result)).toBe(true);
    const markdown = renderMarkdown(result, { recordedCalibration: words });
    expect(markdown).toMatch(
      /<sub>Uncalibrated runner: .*\(docs\/calibration\.md\)\. The history holds a calibration of this runner class \(2026-12-07, /,
    );
    // A hostile CPU name in a record is text, not markup.
    const hostile = recordedCalibrationText(
      calibrationRecordFrom(
        'c.json',
        calibrationJson({ cpu: '</sub><img src=x onerror=alert(1)>' }),
      ),
    );
    expect(renderMarkdown(result, { recordedCalibration: hostile })).not.toContain('<img');
  });

  it('is not asked for when a compare.runners entry judged the gate, or nothing was compared', () => {
    expect(
      judgedUncalibrated(
        withCompare({ instanceNoise: 0.025, runners: [{ cpu: 'EPYC' }], runnerMatched: 0 }),
      ),
    ).toBe(false);
    const alone = uncalibrated();
    for (const scenario of alone.scenarios) scenario.comparisons = [];
    expect(judgedUncalibrated(alone)).toBe(false);
  });
});
