// `perf-gate capacity`: the highest arrival rate one app sustains within its latency budget, found
// by a stepped and bisected search on fresh apps, with a confirmation step and an interval across
// repeated searches. Exit codes: 0 capacity meets the scenario's target (inconclusive too, unless
// --fail-on-inconclusive), 1 capacity below the target, 2 configuration or environment error.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import type { ConfigOverrides } from '../config/load.js';
import { ConfigError } from '../errors.js';
import {
  finalizeCapacity,
  initialCapacityResult,
  runCapacity,
  type CapacityOptions,
} from '../release/capacity.js';
import { executeRelease } from '../release/execute.js';
import {
  commonOptions,
  commonOverrides,
  durationFlag,
  fractionFlag,
  numberFlag,
  progressPrinter,
  type CommonReleaseFlags,
} from '../release/flags.js';
import { renderCapacityHtml } from '../release/html.js';
import { renderCapacityMarkdown } from '../release/render.js';

interface CapacityFlags extends CommonReleaseFlags {
  start: string;
  max: string;
  factor: string;
  resolution: string;
  maxSteps: string;
  retries: string;
  stepDuration: string;
  confirmDuration?: string;
  repeats: string;
  compareWith?: string;
}

/** Registers `perf-gate capacity`. */
export function register(program: Command): void {
  commonOptions(
    program
      .command('capacity')
      .description(
        'Find the highest TPS one app sustains at its latency budget (stepped and bisected arrival rate, confirmed, repeated)',
      ),
    'perf-gate-capacity.json',
  )
    .option('--start <rate>', 'first arrival rate, iterations/s', '10')
    .option('--max <rate>', 'highest arrival rate to try', '1000')
    .option('--factor <n>', 'ramp multiplier between steps until one fails', '2')
    .option('--resolution <pct>', 'bisect until the bracket is this narrow', '10%')
    .option('--max-steps <n>', 'steps per search, confirmation included', '20')
    .option(
      '--retries <n>',
      'steps spoiled by a busy runner or a limited k6 that are measured again, per search',
      '2',
    )
    .option('--step-duration <duration>', 'length of each step', '20s')
    .option(
      '--confirm-duration <duration>',
      "length of the confirmation step (default: the scenario's duration)",
    )
    .option('--repeats <n>', 'independent searches, each on a fresh app', '3')
    .option('--compare-with <file>', 'a previous perf-gate-capacity.json to compare with')
    .action(async (flags: CapacityFlags) => {
      process.exitCode = await capacityCommand(flags);
    });
}

/** Runs the capacity search for the CLI and returns the exit code; the result file is always written. */
export async function capacityCommand(flags: CapacityFlags): Promise<number> {
  const progress = progressPrinter(flags.quiet);
  const resultPath = resolve(flags.result);
  let options: CapacityOptions = defaultOptions();
  let overrides: ConfigOverrides = {};
  let flagError: Error | undefined;
  try {
    options = await capacityOptions(flags);
    overrides = commonOverrides(flags);
  } catch (error) {
    flagError = error instanceof Error ? error : new Error(String(error));
  }
  const { result, markdown } = await executeRelease({
    configPath: flags.config,
    overrides,
    resultPath,
    ...(flags.report ? { reportPath: resolve(flags.report) } : {}),
    progress,
    preflight: () => {
      if (flagError) throw flagError;
    },
    initial: initialCapacityResult(options),
    run: (partial, context) => {
      // The interval over searches uses the configured confidence (compare.confidence).
      options.confidence = context.config.compare.confidence;
      return runCapacity(partial, context, options);
    },
    finalize: (partial) => finalizeCapacity(partial, options),
    markdown: renderCapacityMarkdown,
    html: renderCapacityHtml,
  });
  process.stdout.write(`${markdown}\n`);
  if (result.error) {
    process.stderr.write(
      `perf-gate: ${result.error.message}${result.error.fix ? `\nFix: ${result.error.fix}` : ''}\n`,
    );
  }
  progress(`capacity ${result.verdict}; result ${resultPath}`);
  return result.exitCode;
}

function defaultOptions(): CapacityOptions {
  return {
    startRate: 10,
    maxRate: 1000,
    factor: 2,
    resolution: 0.1,
    maxSteps: 20,
    retries: 2,
    stepDurationMs: 20_000,
    repeats: 3,
    failOnInconclusive: false,
    confidence: 0.9,
  };
}

/** The parsed flags; a ConfigError names the first bad one. */
async function capacityOptions(flags: CapacityFlags): Promise<CapacityOptions> {
  const options: CapacityOptions = {
    startRate: numberFlag('--start', flags.start, { whole: true, min: 1 }),
    maxRate: numberFlag('--max', flags.max, { whole: true, min: 1 }),
    factor: numberFlag('--factor', flags.factor),
    resolution: fractionFlag('--resolution', flags.resolution),
    maxSteps: numberFlag('--max-steps', flags.maxSteps, { whole: true, min: 2 }),
    retries: numberFlag('--retries', flags.retries, { whole: true, min: 0 }),
    stepDurationMs: durationFlag('--step-duration', flags.stepDuration),
    repeats: numberFlag('--repeats', flags.repeats, { whole: true, min: 1 }),
    failOnInconclusive: flags.failOnInconclusive ?? false,
    confidence: 0.9,
  };
  if (options.factor <= 1) {
    throw new ConfigError(`--factor must be above 1 (got "${flags.factor}").`, {
      fix: 'Pass e.g. --factor 2 (each ramp step doubles the rate until one misses the budget).',
    });
  }
  if (options.resolution <= 0) {
    throw new ConfigError(`--resolution must be above 0% (got "${flags.resolution}").`, {
      fix: 'Pass e.g. --resolution 10% (bisection stops once the bracket is that narrow).',
    });
  }
  if (options.maxRate < options.startRate) {
    throw new ConfigError(`--max (${flags.max}) must not be below --start (${flags.start}).`, {
      fix: `Pass a --max of at least ${options.startRate}, or lower --start.`,
    });
  }
  if (flags.p95 !== undefined) options.p95Ms = durationFlag('--p95', flags.p95);
  if (flags.errors !== undefined) options.errorRate = fractionFlag('--errors', flags.errors);
  if (flags.confirmDuration !== undefined) {
    options.confirmDurationMs = durationFlag('--confirm-duration', flags.confirmDuration);
  }
  if (flags.compareWith !== undefined) {
    try {
      options.compareWith = {
        file: flags.compareWith,
        text: await readFile(flags.compareWith, 'utf8'),
      };
    } catch (error) {
      throw new ConfigError(
        `--compare-with ${flags.compareWith}: cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)}).`,
        {
          fix: 'Pass the path of a perf-gate-capacity.json written by an earlier `perf-gate capacity`.',
        },
      );
    }
  }
  return options;
}
