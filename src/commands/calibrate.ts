// `perf-gate calibrate [results…]`: the noise model of this runner class, earned on its own A/A
// gates (docs/calibration.md). Without result files it runs `--gates` A/A gates first: each is the
// gate `perf-gate run --base HEAD` runs (executeGate, the same lab and statistics), its result file
// written to `<out>/aa-NN.json`. Then src/analysis/calibration.ts fits compare.instance-noise on
// the odd-numbered gates and judges it on the even-numbered; the proposed compare.runners entry
// and its figures go to stdout, `<out>/calibration.json` and `<out>/calibration.md` (a job
// summary). Exit codes: 0 a proposal, 2 bad input, a gate that failed or too few usable gates.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import {
  calibrateRunner,
  MIN_CALIBRATION_GATES,
  type Calibration,
} from '../analysis/calibration.js';
import type { NoiseInput, SkippedFile } from '../analysis/instance-noise.js';
import { writeJsonFile, writeTextFile } from '../engine/edge.js';
import { executeGate, type ExecuteOptions } from '../engine/execute.js';
import { outputPathProblem } from '../engine/output-path.js';
import { ConfigError, PerfGateError, describeError } from '../errors.js';
import type { ConfigOverrides } from '../files/config-file.js';
import { calibrationLines, calibrationMarkdown } from '../report/calibration.js';
import { VERSION } from '../version.js';
import { configFlag, environmentFlags, envFlags, quietFlag } from './flags.js';
import { overridesOf, parseFlags, registerFlags, value } from './options.js';
import { readAaResultFiles } from './read-result.js';
import { progressPrinter } from './terminal.js';

/** The most A/A gates one calibration runs (about 5 minutes each on a 2-core runner). */
export const MAX_CALIBRATION_GATES = 60;

/** --gates: a whole number from MIN_CALIBRATION_GATES to MAX_CALIBRATION_GATES. */
export function gatesFlag(flag: string, text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < MIN_CALIBRATION_GATES || n > MAX_CALIBRATION_GATES) {
    throw new ConfigError(
      `${flag} must be a whole number from ${MIN_CALIBRATION_GATES} to ${MAX_CALIBRATION_GATES} (got "${text.slice(0, 40)}").`,
      {
        fix: `Pass ${flag} 10 (half fit the noise model, half judge it; 40 bound the false-fail rate more tightly).`,
      },
    );
  }
  return n;
}

/** The options of `perf-gate calibrate`, in --help order. */
export const CALIBRATE_FLAGS = {
  config: configFlag,
  gates: value('--gates <n>', 'A/A gates to run when no result files are given', gatesFlag, {
    default: '10',
  }),
  out: value(
    '--out <folder>',
    "where each gate's result file, calibration.json and calibration.md go",
    undefined,
    { default: 'perf-gate-calibration' },
  ),
  ...environmentFlags,
  ...envFlags,
  quiet: quietFlag,
};

/** Registers `perf-gate calibrate`. */
export function register(program: Command): void {
  registerFlags(
    program
      .command('calibrate')
      .description(
        "Earn this runner's noise model: A/A gates, fitted on half, judged on the other half; prints the compare.runners entry",
      )
      .argument(
        '[results...]',
        'result files of A/A gates already run (perf-gate run --base HEAD); none: run --gates of them',
      ),
    CALIBRATE_FLAGS,
  ).action(async (files: string[], raw: Record<string, unknown>) => {
    process.exitCode = await calibrateCommand(files, raw);
  });
}

/** What one calibration needs; tests pass a fake lab. */
export interface CalibrateRun {
  configPath: string;
  gates: number;
  outDir: string;
  overrides: ConfigOverrides;
  /** result files of gates already run: no gate runs */
  files: readonly string[];
  progress: (line: string) => void;
  print: (line: string) => void;
  lab?: ExecuteOptions['lab'];
  removeStray?: ExecuteOptions['removeStray'];
  /** the date written into the entry's comment (YYYY-MM-DD) */
  today?: string;
  /** the clock calibration.json's `time` is read from */
  now?: () => Date;
}

/** The record calibration.json holds. */
export interface CalibrateOutcome {
  tool: { name: 'perf-gate'; version: string };
  command: 'calibrate';
  /** when the calibration ended, ISO 8601 (its record's time in the history) */
  time?: string;
  /** the commit every A/A gate measured, when they all measured one */
  commit?: string;
  exitCode: number;
  gateFiles: string[];
  calibration?: ReturnType<typeof calibrateRunner>['calibration'];
  skipped: ReturnType<typeof calibrateRunner>['skipped'];
  error?: { message: string; fix?: string };
}

/** Runs the calibration for the CLI and returns its exit code. */
export async function calibrateCommand(
  files: readonly string[],
  raw: Record<string, unknown>,
): Promise<number> {
  try {
    const flags = parseFlags(CALIBRATE_FLAGS, raw);
    const outcome = await runCalibration({
      configPath: flags.config,
      gates: flags.gates,
      outDir: resolve(flags.out),
      overrides: overridesOf(CALIBRATE_FLAGS, flags),
      files,
      progress: progressPrinter(flags.quiet),
      print: (line) => process.stdout.write(`${line}\n`),
    });
    if (outcome.error) {
      const { message, fix } = outcome.error;
      process.stderr.write(`perf-gate: ${message}${fix ? `\nFix: ${fix}` : ''}\n`);
    }
    return outcome.exitCode;
  } catch (error) {
    reportError(error);
    return 2;
  }
}

/** The whole calibration; never throws past its own output folder being unusable. */
export async function runCalibration(run: CalibrateRun): Promise<CalibrateOutcome> {
  const outcome: CalibrateOutcome = {
    tool: { name: 'perf-gate', version: VERSION },
    command: 'calibrate',
    exitCode: 2,
    gateFiles: [],
    skipped: [],
  };
  const record = join(run.outDir, 'calibration.json');
  const problem = outputPathProblem(record);
  if (problem) throw problem;
  mkdirSync(run.outDir, { recursive: true });
  try {
    const inputs =
      run.files.length > 0 ? readAaResultFiles(run.files) : await runGates(run, outcome.gateFiles);
    const calibration = proposeCalibration(inputs, (skipped) => {
      outcome.skipped = skipped;
      for (const { file, reason } of skipped) run.progress(`calibrate: skipped ${file}: ${reason}`);
    });
    const today = run.today ?? new Date().toISOString().slice(0, 10);
    const commits = new Set(inputs.map((input) => input.result.sides.pr.sha));
    const [commit] = [...commits];
    if (commits.size === 1 && commit) outcome.commit = commit;
    outcome.calibration = calibration;
    outcome.exitCode = 0;
    for (const line of calibrationLines(calibration, today)) run.print(line);
    writeTextFile(join(run.outDir, 'calibration.md'), calibrationMarkdown(calibration, today));
  } catch (error) {
    outcome.error = {
      message: error instanceof PerfGateError ? error.message : describeError(error),
      ...(error instanceof PerfGateError && error.fix ? { fix: error.fix } : {}),
    };
  }
  outcome.time = (run.now?.() ?? new Date()).toISOString();
  writeJsonFile(record, outcome);
  return outcome;
}

/** The calibration of `inputs`, or a ConfigError saying why there is none; `skipped` hears the files left out. */
export function proposeCalibration(
  inputs: readonly NoiseInput[],
  skipped: (files: SkippedFile[]) => void = () => undefined,
): Calibration {
  const result = calibrateRunner(inputs);
  skipped(result.skipped);
  if (!result.calibration) {
    throw new ConfigError(`perf-gate calibrate: ${result.problem ?? 'nothing to fit'}.`, {
      fix: `Give ${MIN_CALIBRATION_GATES} or more A/A result files of one runner class (perf-gate run --base HEAD on a clean checkout), or let calibrate run them (--gates ${MIN_CALIBRATION_GATES}).`,
    });
  }
  return result.calibration;
}

/** Runs the A/A gates one after another; a gate that ends in an error stops the calibration. */
async function runGates(run: CalibrateRun, written: string[]): Promise<NoiseInput[]> {
  const inputs: NoiseInput[] = [];
  for (let index = 1; index <= run.gates; index++) {
    const file = `aa-${String(index).padStart(2, '0')}.json`;
    const resultPath = join(run.outDir, file);
    run.progress(`calibrate: A/A gate ${index} of ${run.gates} → ${resultPath}`);
    const { result } = await executeGate({
      configPath: run.configPath,
      overrides: run.overrides,
      resultPath,
      progress: run.progress,
      // The same commit on both sides: every difference is the runner's and the JVMs' noise.
      base: 'HEAD',
      ...(run.lab ? { lab: run.lab } : {}),
      ...(run.removeStray ? { removeStray: run.removeStray } : {}),
    });
    written.push(resultPath);
    if (result.verdict === 'error') {
      throw new PerfGateError(
        'environment',
        `A/A gate ${index} of ${run.gates} ended in an error: ${result.error?.message ?? 'unknown'} (${resultPath}).`,
        {
          fix: result.error?.fix ?? 'Fix what the gate names, then run perf-gate calibrate again.',
        },
      );
    }
    run.progress(`calibrate: A/A gate ${index} of ${run.gates}: ${result.verdict}`);
    inputs.push({ file, result });
  }
  return inputs;
}

function reportError(error: unknown): void {
  const message = error instanceof PerfGateError ? error.message : describeError(error);
  const fix = error instanceof PerfGateError && error.fix ? `\nFix: ${error.fix}` : '';
  process.stderr.write(`perf-gate: ${message}${fix}\n`);
}
