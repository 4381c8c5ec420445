// The line of both reports that says which noise model judged the comparison: a runner class's
// own (compare.runners) or, on an uncalibrated runner, the defaults and where they came from.
// Pure: reads the result's resolved config, which is `unknown` in the result's type.
import type { GateResult } from '../model.js';
import { DEFAULTS } from '../config/schema.js';
import { heldOutPhrase, type CalibrationRecord } from '../history/calibration-record.js';
import { runnerEntryText } from './calibration.js';

interface CompareSection {
  instanceNoise?: unknown;
  speedAdjustment?: unknown;
  stealAdjustment?: unknown;
  reuseApp?: unknown;
  runners?: Array<{ cpu?: unknown; cores?: unknown }>;
  runnerMatched?: unknown;
}

/**
 * Whether the result's comparisons were judged without a compare.runners entry of their runner:
 * what the comment's "Uncalibrated runner" line says.
 */
export function judgedUncalibrated(result: GateResult): boolean {
  const compare = judgedCompare(result);
  return compare !== undefined && matchedRunner(compare) === undefined;
}

/** The resolved compare section that judged the result's comparisons; none when none ran. */
function judgedCompare(
  result: GateResult,
): (CompareSection & { instanceNoise: number }) | undefined {
  if (!result.scenarios.some((s) => s.comparisons.length > 0)) return undefined;
  const compare = (result.config as { compare?: CompareSection } | undefined)?.compare;
  if (!compare || typeof compare.instanceNoise !== 'number') return undefined;
  return compare as CompareSection & { instanceNoise: number };
}

/** The compare.runners entry that matched the runner, with its index; none when none did. */
function matchedRunner(compare: CompareSection) {
  const index = typeof compare.runnerMatched === 'number' ? compare.runnerMatched : undefined;
  const entry = index === undefined ? undefined : compare.runners?.[index];
  return index !== undefined && entry ? { index, entry } : undefined;
}

/**
 * The sentence the comment adds to "Uncalibrated runner" when the history holds a calibration of
 * the runner's class (docs/history.md): its entry, its held-out figures, and that it is not applied.
 */
export function recordedCalibrationText(record: CalibrationRecord): string {
  const { entry } = record;
  return (
    `The history holds a calibration of this runner class (${record.time.slice(0, 10)}, perf-gate history calibrations --from-branch): ` +
    `${runnerEntryText(entry)}, ` +
    `judged on ${record.judgedOn} A/A gates it did not see: ${heldOutPhrase(record.proposed)} (the defaults: ${heldOutPhrase(record.defaults)}). ` +
    'It applies once added to compare.runners of perf-gate.yml on the default branch.'
  );
}

/** undefined when no comparison ran or the result holds no resolved compare section. */
export function noiseModelText(result: GateResult): string | undefined {
  const compare = judgedCompare(result);
  if (!compare) return undefined;
  const noise = `instance-noise ${Number((compare.instanceNoise * 100).toFixed(2))} %`;
  const factor = typeof compare.speedAdjustment === 'number' ? compare.speedAdjustment : 0;
  const steal = typeof compare.stealAdjustment === 'number' ? compare.stealAdjustment : 0;
  const adjustments =
    (factor > 0 ? `speed-adjustment ${factor}` : 'speed-adjustment off') +
    (steal > 0 ? `, steal-adjustment ${steal}` : ', steal-adjustment off');
  const on = `${result.runner.cpuModel} (${result.runner.cores} cores)`;
  const matched = matchedRunner(compare);
  if (matched) {
    return `Noise model: compare.runners[${matched.index}] (cpu "${String(matched.entry.cpu)}") for ${on}: ${noise}, ${adjustments}.`;
  }
  const origin =
    compare.instanceNoise === DEFAULTS.instanceNoise
      ? "the default, fitted on the project's 2-core runner in bench/README.md"
      : "perf-gate.yml's compare.instance-noise";
  const listed = (compare.runners ?? []).length;
  return (
    `Uncalibrated runner: ${listed > 0 ? `none of the ${listed} compare.runners entries matches` : 'no compare.runners entry for'} ${on}; ` +
    `${noise} (${origin}), ${adjustments}${compare.reuseApp === false ? ' (not used: a fresh app per window)' : ''}. ` +
    'A/A gates on this runner and `perf-gate noise` fit its own (docs/calibration.md).'
  );
}
