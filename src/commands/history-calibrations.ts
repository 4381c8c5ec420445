// `perf-gate history calibrations --from <folder> | --from-branch [name] [--json]`: the
// calibrations recorded in the history store (`perf-gate calibrate`'s entries and their held-out
// figures, docs/history.md), oldest first. Skipped lines go to stderr; bad input is a ConfigError.
import type { Command } from 'commander';
import type { StoreProblem } from '../history/store-format.js';
import { renderCalibrations } from '../report/calibration-history.js';
import { fromBranchFlag, fromFlag, readCalibrationHistory } from './history-source.js';
import { parseFlags, registerFlags, toggle } from './options.js';

/** The options of `perf-gate history calibrations`. */
export const CALIBRATIONS_FLAGS = {
  from: fromFlag,
  fromBranch: fromBranchFlag,
  json: toggle('--json', 'print the calibration records as JSON'),
};

/** Registers `perf-gate history calibrations` under `history`. */
export function registerCalibrations(
  history: Command,
  reportProblems: (problems: StoreProblem[]) => void,
): void {
  registerFlags(
    history
      .command('calibrations')
      .description(
        'Print the calibrations recorded (perf-gate calibrate): each runner entry and its held-out figures',
      ),
    CALIBRATIONS_FLAGS,
  ).action(async (raw: Record<string, unknown>) => {
    const { text, problems } = await calibrationsCommand(raw);
    reportProblems(problems);
    process.stdout.write(text);
  });
}

/** `perf-gate history calibrations`: the text (or JSON) to print and the lines skipped. */
export async function calibrationsCommand(
  raw: Record<string, unknown>,
  cwd = process.cwd(),
): Promise<{ text: string; problems: StoreProblem[] }> {
  const flags = parseFlags(CALIBRATIONS_FLAGS, raw);
  const { records, problems, where } = await readCalibrationHistory(flags, cwd);
  const text = flags.json
    ? `${JSON.stringify({ calibrations: records, problems }, null, 2)}\n`
    : renderCalibrations(records, where);
  return { text, problems };
}
