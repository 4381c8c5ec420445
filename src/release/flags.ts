// Flag parsing shared by `perf-gate capacity` and `perf-gate sweep`: every bad value becomes a
// ConfigError naming the flag, the value and the fix. Pure, apart from registering the options both
// commands take on a commander Command.
import type { Command } from 'commander';
import type { ConfigOverrides } from '../config/load.js';
import { parseDurationMs, parseFraction } from '../config/units.js';
import { ConfigError } from '../errors.js';

/** Flags both release commands accept. */
export interface CommonReleaseFlags {
  config: string;
  scenario?: string;
  warmup?: string;
  p95?: string;
  errors?: string;
  result: string;
  report?: string;
  appImage?: string;
  databaseImage?: string;
  k6?: string;
  env: string[];
  dbVar: string[];
  failOnInconclusive?: boolean;
  quiet?: boolean;
}

/** Registers the options both release commands take. */
export function commonOptions(command: Command, defaultResult: string): Command {
  return command
    .option('-c, --config <file>', 'perf-gate.yml to use', 'perf-gate.yml')
    .option('-s, --scenario <name>', 'the scenario to measure (required when the file has several)')
    .option('--p95 <duration>', "p95 budget, e.g. 500ms (default: the scenario's budget.p95)")
    .option(
      '--errors <pct>',
      "error budget, e.g. 1% (default: the scenario's budget.errors, else 1%)",
    )
    .option('--warmup <duration>', "warm-up of each fresh app (default: the scenario's warmup)")
    .option(
      '--result <file>',
      'where to write the result JSON (the HTML report goes next to it)',
      defaultResult,
    )
    .option('--report <file>', 'also write the markdown report to this file')
    .option('--app-image <image>', 'JRE image for the app (overrides app.image)')
    .option('--database-image <image>', 'MySQL-compatible image (overrides database.image)')
    .option('--k6 <path>', 'k6 binary (overrides load.k6)')
    .option('-e, --env <KEY=VALUE>', 'extra environment for the app (repeatable)', collect, [])
    .option(
      '--db-var <KEY=VALUE>',
      'SQL variable for the init scripts, e.g. scale=0.1 (repeatable)',
      collect,
      [],
    )
    .option('--fail-on-inconclusive', 'exit 1 when the result is inconclusive')
    .option('-q, --quiet', 'no progress lines');
}

/** Accumulates a repeatable option. */
export function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

/** Config overrides from the common flags (the scenario's rate and window are the command's). */
export function commonOverrides(flags: CommonReleaseFlags): ConfigOverrides {
  const overrides: ConfigOverrides = {};
  if (flags.scenario) overrides.scenario = flags.scenario;
  if (flags.warmup !== undefined)
    overrides.warmupMs = durationFlag('--warmup', flags.warmup, { allowZero: true });
  if (flags.appImage) overrides.appImage = flags.appImage;
  if (flags.databaseImage) overrides.databaseImage = flags.databaseImage;
  if (flags.k6) overrides.k6 = flags.k6;
  if (flags.failOnInconclusive) overrides.failOnInconclusive = true;
  if (flags.env.length > 0) overrides.appEnv = pairsFlag('--env', flags.env);
  if (flags.dbVar.length > 0) overrides.databaseVariables = pairsFlag('--db-var', flags.dbVar);
  return overrides;
}

/** A positive number; `whole` also requires an integer. */
export function numberFlag(
  flag: string,
  value: string,
  options: { whole?: boolean; min?: number } = {},
): number {
  const parsed = Number(value);
  const min = options.min ?? Number.MIN_VALUE;
  if (!Number.isFinite(parsed) || parsed < min || (options.whole && !Number.isInteger(parsed))) {
    const kind = options.whole ? 'a whole number' : 'a number';
    const bound = options.min === undefined ? '> 0' : `≥ ${options.min}`;
    throw new ConfigError(`${flag} must be ${kind} ${bound} (got "${value}").`, {
      fix: `Pass e.g. ${flag} ${options.whole ? Math.max(2, options.min ?? 2) : 2}.`,
    });
  }
  return parsed;
}

/** A duration like 20s or 500ms, in milliseconds. */
export function durationFlag(
  flag: string,
  value: string,
  options: { allowZero?: boolean } = {},
): number {
  const ms = parseDurationMs(value);
  if (ms === undefined || (!options.allowZero && ms <= 0)) {
    throw new ConfigError(`${flag} must be a duration like 20s, 2m or 500ms (got "${value}").`, {
      fix: `Pass e.g. ${flag} 20s.`,
    });
  }
  return ms;
}

/** A percentage like 1% (or a fraction 0..1), as a fraction. */
export function fractionFlag(flag: string, value: string): number {
  const fraction = parseFraction(value);
  if (fraction === undefined) {
    throw new ConfigError(
      `${flag} must be a percentage like 1% or a fraction from 0 to 1 (got "${value}").`,
      {
        fix: `Pass e.g. ${flag} 1%.`,
      },
    );
  }
  return fraction;
}

/** KEY=VALUE pairs. */
export function pairsFlag(flag: string, values: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const value of values) {
    const at = value.indexOf('=');
    if (at <= 0) {
      throw new ConfigError(`${flag} takes KEY=VALUE (got "${value}").`, {
        fix: `Pass e.g. ${flag} NAME=value.`,
      });
    }
    out[value.slice(0, at)] = value.slice(at + 1);
  }
  return out;
}

/** Progress lines on stderr with the elapsed time, unless quiet. */
export function progressPrinter(quiet: boolean | undefined): (line: string) => void {
  const started = Date.now();
  return (line) => {
    if (quiet) return;
    const seconds = Math.round((Date.now() - started) / 1000);
    const clock = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
    process.stderr.write(`[perf-gate ${clock}] ${line}\n`);
  };
}
