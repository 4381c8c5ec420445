// What `perf-gate capacity` and `perf-gate sweep` share at the terminal: their option table is
// read into the command's options (a bad flag is recorded like any other error, in the result
// file), the command runs at the edge (src/release/execute.ts) and its outcome is printed.
import { resolve } from 'node:path';
import type { ReleaseContext } from '../release/execute.js';
import { executeRelease } from '../release/execute.js';
import type { ReleaseResultHeader } from '../release/model.js';
import type { Command } from 'commander';
import {
  overridesOf,
  parseFlags,
  registerFlags,
  resultPathOf,
  type FlagTable,
  type FlagValues,
} from './options.js';
import { printOutcome, progressPrinter } from './terminal.js';

/** Options every release command's engine takes besides its own. */
export interface ReleaseOptions {
  failOnInconclusive: boolean;
  /** the configured confidence (compare.confidence), set once the config is loaded */
  confidence: number;
}

export interface ReleaseCommand<T extends FlagTable, O extends ReleaseOptions, R> {
  what: string;
  description: string;
  table: T;
  /** the engine's options from the parsed flags; throws a ConfigError naming a bad one */
  options: (flags: FlagValues<T>) => O | Promise<O>;
  initial: (options: O) => R;
  run: (result: R, context: ReleaseContext, options: O) => Promise<void>;
  finalize: (result: R, options: O) => void;
  markdown: (result: R) => string;
  html: (result: R) => string;
}

/** Runs a release command for the CLI and returns the exit code; the result file is always written. */
export async function runReleaseCommand<
  T extends FlagTable,
  O extends ReleaseOptions,
  R extends ReleaseResultHeader,
>(command: ReleaseCommand<T, O, R>, raw: Record<string, unknown>): Promise<number> {
  const progress = progressPrinter(raw['quiet'] === true);
  const resultPath = resultPathOf(command.table, raw);
  let flagError: Error | undefined;
  let flags = parseFlags(command.table);
  let options: O;
  try {
    flags = parseFlags(command.table, raw);
    options = await command.options(flags);
  } catch (error) {
    flagError = error instanceof Error ? error : new Error(String(error));
    // The defaults describe the (empty) result of a run that never started.
    options = await command.options(parseFlags(command.table));
  }
  const outcome = await executeRelease({
    configPath: flags['config'] as string,
    overrides: flagError ? {} : overridesOf(command.table, flags),
    resultPath,
    ...(flags['report'] ? { reportPath: resolve(flags['report'] as string) } : {}),
    progress,
    preflight: () => {
      if (flagError) throw flagError;
    },
    initial: command.initial(options),
    run: (partial, context) => {
      options.confidence = context.config.compare.confidence;
      return command.run(partial, context, options);
    },
    finalize: (partial) => command.finalize(partial, options),
    markdown: command.markdown,
    html: command.html,
  });
  return printOutcome(outcome, { progress, what: command.what, resultPath });
}

/** Registers a release command: its option table and its action. */
export function registerRelease<
  T extends FlagTable,
  O extends ReleaseOptions,
  R extends ReleaseResultHeader,
>(program: Command, command: ReleaseCommand<T, O, R>): void {
  registerFlags(
    program.command(command.what).description(command.description),
    command.table,
  ).action(async (raw: Record<string, unknown>) => {
    process.exitCode = await runReleaseCommand(command, raw);
  });
}
