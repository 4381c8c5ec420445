// `perf-gate sweep`: Tomcat/Hikari/heap settings (or any Spring property) measured side by side at the
// scenario's rate, each on a fresh app and fresh data, and the least resources that meet the budget
// with the best p95 recommended with its evidence. Exit codes: 0 a setting met the budget
// (inconclusive too, unless --fail-on-inconclusive), 1 none did, 2 configuration or environment error.
import { resolve } from 'node:path';
import type { Command } from 'commander';
import type { ConfigOverrides } from '../config/load.js';
import { executeRelease } from '../release/execute.js';
import {
  collect,
  commonOptions,
  commonOverrides,
  durationFlag,
  fractionFlag,
  numberFlag,
  progressPrinter,
  type CommonReleaseFlags,
} from '../release/flags.js';
import { renderSweepHtml } from '../release/html.js';
import { renderSweepMarkdown } from '../release/render.js';
import {
  finalizeSweep,
  initialSweepResult,
  runSweep,
  type SweepOptions,
} from '../release/sweep.js';

interface SweepFlags extends CommonReleaseFlags {
  set: string[];
  case: string[];
  heap?: string;
  repeats: string;
  rate?: string;
  duration?: string;
}

/** Registers `perf-gate sweep`. */
export function register(program: Command): void {
  commonOptions(
    program
      .command('sweep')
      .description(
        'Measure settings side by side (Tomcat threads, Hikari pool, heap, any Spring property) and recommend the least that meets the budget',
      ),
    'perf-gate-sweep.json',
  )
    .option(
      '--set <KEY=V1,V2>',
      'a setting and its values, e.g. server.tomcat.threads.max=10,50,200 (repeatable: every combination is measured)',
      collect,
      [],
    )
    .option(
      '--case <KEY=V,KEY=V>',
      'one combination, e.g. threads=20,pool=10 (repeatable; instead of --set)',
      collect,
      [],
    )
    .option('--heap <sizes>', 'maximum heaps to try, e.g. 512m,1g (each becomes -Xmx)')
    .option('--repeats <n>', 'windows per setting, each on a fresh app', '2')
    .option('--rate <n>', "arrival rate of every window (default: the scenario's rate)")
    .option('--duration <duration>', "measured window (default: the scenario's duration)")
    .action(async (flags: SweepFlags) => {
      process.exitCode = await sweepCommand(flags);
    });
}

/** Runs the sweep for the CLI and returns the exit code; the result file is always written. */
export async function sweepCommand(flags: SweepFlags): Promise<number> {
  const progress = progressPrinter(flags.quiet);
  const resultPath = resolve(flags.result);
  let options: SweepOptions = {
    set: [],
    cases: [],
    repeats: 1,
    failOnInconclusive: false,
    confidence: 0.9,
  };
  let overrides: ConfigOverrides = {};
  let flagError: Error | undefined;
  try {
    options = sweepOptions(flags);
    overrides = commonOverrides(flags);
    if (flags.rate !== undefined) overrides.rate = numberFlag('--rate', flags.rate);
    if (flags.duration !== undefined)
      overrides.durationMs = durationFlag('--duration', flags.duration);
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
    initial: initialSweepResult(options),
    run: (partial, context) => {
      // Each setting's p95 interval uses the configured confidence (compare.confidence).
      options.confidence = context.config.compare.confidence;
      return runSweep(partial, context, options);
    },
    finalize: (partial) => finalizeSweep(partial, options),
    markdown: renderSweepMarkdown,
    html: renderSweepHtml,
  });
  process.stdout.write(`${markdown}\n`);
  if (result.error) {
    process.stderr.write(
      `perf-gate: ${result.error.message}${result.error.fix ? `\nFix: ${result.error.fix}` : ''}\n`,
    );
  }
  progress(`sweep ${result.verdict}; result ${resultPath}`);
  return result.exitCode;
}

function sweepOptions(flags: SweepFlags): SweepOptions {
  const options: SweepOptions = {
    set: flags.set,
    cases: flags.case,
    repeats: numberFlag('--repeats', flags.repeats, { whole: true, min: 1 }),
    failOnInconclusive: flags.failOnInconclusive ?? false,
    confidence: 0.9,
  };
  if (flags.heap !== undefined) options.heap = flags.heap;
  if (flags.p95 !== undefined) options.p95Ms = durationFlag('--p95', flags.p95);
  if (flags.errors !== undefined) options.errorRate = fractionFlag('--errors', flags.errors);
  return options;
}
