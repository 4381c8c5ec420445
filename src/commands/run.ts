// `perf-gate run`: the gate from a terminal — same engine as the action, progress on stderr.
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { executeGate } from '../engine/execute.js';
import { errorResult, tryWriteResultFile } from '../engine/result-file.js';
import {
  comparisonFlags,
  configFlag,
  durationOverrideFlag,
  environmentFlags,
  envFlags,
  failOnInconclusiveFlag,
  quietFlag,
  rateFlag,
  reportFlag,
  resultFlag,
  scenarioFlag,
  warmupFlag,
} from './flags.js';
import {
  overridesOf,
  parseFlags,
  registerFlags,
  resultPathOf,
  type FlagValues,
} from './options.js';
import { printOutcome, progressPrinter } from './terminal.js';

/** The options of `perf-gate run`, in --help order. */
export const RUN_FLAGS = {
  config: configFlag,
  scenario: scenarioFlag('run only this scenario'),
  ...comparisonFlags,
  rate: rateFlag("override every scenario's target rate (iterations/s)"),
  warmup: warmupFlag('override the warm-up, e.g. 10s'),
  duration: durationOverrideFlag('override the measured window, e.g. 30s'),
  result: resultFlag('where to write the result JSON', 'perf-gate-result.json'),
  report: reportFlag,
  ...environmentFlags,
  failOnInconclusive: failOnInconclusiveFlag('exit 1 when the verdict is inconclusive'),
  ...envFlags,
  quiet: quietFlag,
};

/** Registers `perf-gate run`. */
export function register(program: Command): void {
  registerFlags(
    program
      .command('run')
      .description(
        'Build the app, boot it next to a real MySQL, drive it with k6 and judge it against its budget',
      ),
    RUN_FLAGS,
  ).action(async (raw: Record<string, unknown>) => {
    process.exitCode = await runCommand(raw);
  });
}

/** Runs the gate for the CLI and returns the exit code; the result file is written on every path. */
export async function runCommand(raw: Record<string, unknown>): Promise<number> {
  const progress = progressPrinter(raw['quiet'] === true);
  const resultPath = resultPathOf(RUN_FLAGS, raw);
  let flags: FlagValues<typeof RUN_FLAGS>;
  try {
    flags = parseFlags(RUN_FLAGS, raw);
  } catch (error) {
    const flagResult = errorResult(error, 'config');
    // An unwritable result path wins over the flag error: it names what must change first.
    const unwritten = tryWriteResultFile(resultPath, flagResult);
    const result = unwritten ? errorResult(unwritten, 'inputs') : flagResult;
    return printOutcome({ result, markdown: '' }, { progress, what: 'verdict', resultPath });
  }
  const outcome = await executeGate({
    configPath: flags.config,
    overrides: overridesOf(RUN_FLAGS, flags),
    resultPath,
    ...(flags.report ? { reportPath: resolve(flags.report) } : {}),
    progress,
  });
  return printOutcome(outcome, { progress, what: 'verdict', resultPath });
}
