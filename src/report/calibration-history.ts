// What `perf-gate history calibrations` prints: each calibration recorded in the history store,
// oldest first, with the compare.runners entry it proposed and how that entry and perf-gate's
// defaults read on the gates it was judged on. Pure.
import type { CalibrationRecord } from '../history/calibration-record.js';
import { heldOutPhrase } from '../history/calibration-record.js';
import { factor, pct, runnerEntryText } from './calibration.js';

/** The text of `perf-gate history calibrations`; `where` names the store. */
export function renderCalibrations(records: readonly CalibrationRecord[], where: string): string {
  const lines = [`perf-gate history: ${records.length} calibration(s) in ${where}`];
  if (records.length === 0) {
    lines.push(
      '',
      'None recorded: the calibrate workflow records each calibration it makes (examples/workflows/perf-gate-calibrate.yml), or `perf-gate history append calibration.json --to <folder>`.',
    );
  }
  const ordered = [...records].sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
  for (const record of ordered) lines.push('', ...calibrationLines(record));
  return `${lines.join('\n')}\n`;
}

function calibrationLines(record: CalibrationRecord): string[] {
  const at = record.commit
    ? ` · ${record.commit.slice(0, 12)}${record.branch ? ` on ${record.branch}` : ''}`
    : record.branch
      ? ` · on ${record.branch}`
      : '';
  const { entry, proposed, defaults } = record;
  return [
    `${record.time} · ${record.runner.class}${at} · perf-gate ${record.perfGate}`,
    `  entry: ${runnerEntryText(entry)}`,
    `  fitted on ${record.fittedOn} A/A gates, judged on the ${record.judgedOn} it did not see:`,
    `    the entry: ${heldOutPhrase(proposed)}; false fails at most ${pct(proposed.falseFailHigh)} (95 %)`,
    `    perf-gate's defaults (instance-noise ${pct(defaults.instanceNoise)}, steal-adjustment ${factor(defaults.stealAdjustment)}): ${heldOutPhrase(defaults)}`,
  ];
}
