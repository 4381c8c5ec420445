// `perf-gate run`: the gate from a terminal — same engine as the action, progress on stderr.
import { resolve } from 'node:path';
import type { Command } from 'commander';
import type { ConfigOverrides } from '../config/load.js';
import { parseDurationMs } from '../config/units.js';
import { ConfigError } from '../errors.js';
import { prepareBaseSide } from '../engine/base.js';
import { executeGate } from '../engine/execute.js';
import { errorResult, tryWriteResultFile } from '../engine/result-file.js';

interface RunFlags {
  config: string;
  scenario?: string;
  base?: string;
  rounds?: string;
  rate?: string;
  warmup?: string;
  duration?: string;
  result: string;
  report?: string;
  appImage?: string;
  databaseImage?: string;
  k6?: string;
  failOnInconclusive?: boolean;
  env: string[];
  dbVar: string[];
  quiet?: boolean;
}

/** Registers `perf-gate run`. */
export function register(program: Command): void {
  program
    .command('run')
    .description(
      'Build the app, boot it next to a real MySQL, drive it with k6 and judge it against its budget',
    )
    .option('-c, --config <file>', 'perf-gate.yml to use', 'perf-gate.yml')
    .option('-s, --scenario <name>', 'run only this scenario')
    .option('--base <ref>', 'compare with this git ref (built in a worktree), interleaved')
    .option('--rounds <n>', 'interleaved base/PR rounds (with --base)')
    .option('--rate <n>', "override every scenario's target rate (iterations/s)")
    .option('--warmup <duration>', 'override the warm-up, e.g. 10s')
    .option('--duration <duration>', 'override the measured window, e.g. 30s')
    .option('--result <file>', 'where to write the result JSON', 'perf-gate-result.json')
    .option('--report <file>', 'also write the markdown report to this file')
    .option('--app-image <image>', 'JRE image for the app (overrides app.image)')
    .option('--database-image <image>', 'MySQL-compatible image (overrides database.image)')
    .option('--k6 <path>', 'k6 binary (overrides load.k6)')
    .option('--fail-on-inconclusive', 'exit 1 when the verdict is inconclusive')
    .option('-e, --env <KEY=VALUE>', 'extra environment for the app (repeatable)', collect, [])
    .option(
      '--db-var <KEY=VALUE>',
      'SQL variable for the init scripts, e.g. scale=0.1 (repeatable)',
      collect,
      [],
    )
    .option('-q, --quiet', 'no progress lines')
    .action(async (flags: RunFlags) => {
      process.exitCode = await runCommand(flags);
    });
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

/** Runs the gate for the CLI and returns the exit code; the result file is written on every path. */
export async function runCommand(flags: RunFlags): Promise<number> {
  const started = Date.now();
  const progress = (line: string): void => {
    if (flags.quiet) return;
    const seconds = Math.round((Date.now() - started) / 1000);
    const clock = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
    process.stderr.write(`[perf-gate ${clock}] ${line}\n`);
  };
  const resultPath = resolve(flags.result);
  let overrides: ConfigOverrides = {};
  let flagError: unknown;
  try {
    overrides = toOverrides(flags);
  } catch (error) {
    flagError = error;
  }
  const outcome = flagError
    ? { result: errorResult(flagError, 'config'), markdown: '' }
    : await executeGate({
        configPath: flags.config,
        overrides,
        resultPath,
        ...(flags.report ? { reportPath: resolve(flags.report) } : {}),
        progress,
        prepareBase: (config, scope) => {
          // The CLI compares only when asked: --base or a ref in compare.base ("auto" means none here).
          const ref = config.compare.base;
          if (ref === 'auto' || ref === 'none') return Promise.resolve(undefined);
          return prepareBaseSide(config, ref, scope, progress);
        },
      });
  const unwritten = flagError ? tryWriteResultFile(resultPath, outcome.result) : undefined;
  const result = unwritten ? errorResult(unwritten, 'inputs') : outcome.result;
  const { markdown } = outcome;
  if (markdown) process.stdout.write(`${markdown}\n`);
  if (result.error) {
    process.stderr.write(
      `perf-gate: ${result.error.message}${result.error.fix ? `\nFix: ${result.error.fix}` : ''}\n`,
    );
  }
  progress(`verdict ${result.verdict}; result ${resultPath}`);
  return result.exitCode;
}

function toOverrides(flags: RunFlags): ConfigOverrides {
  const overrides: ConfigOverrides = {};
  if (flags.scenario) overrides.scenario = flags.scenario;
  if (flags.base) overrides.base = flags.base;
  if (flags.rounds !== undefined) overrides.rounds = number('--rounds', flags.rounds);
  if (flags.rate !== undefined) overrides.rate = number('--rate', flags.rate);
  if (flags.warmup !== undefined) overrides.warmupMs = duration('--warmup', flags.warmup);
  if (flags.duration !== undefined) overrides.durationMs = duration('--duration', flags.duration);
  if (flags.appImage) overrides.appImage = flags.appImage;
  if (flags.databaseImage) overrides.databaseImage = flags.databaseImage;
  if (flags.k6) overrides.k6 = flags.k6;
  if (flags.failOnInconclusive) overrides.failOnInconclusive = true;
  if (flags.env.length > 0) overrides.appEnv = pairs('--env', flags.env);
  if (flags.dbVar.length > 0) overrides.databaseVariables = pairs('--db-var', flags.dbVar);
  return overrides;
}

function number(flag: string, value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) {
    throw new ConfigError(`${flag} must be a positive number (got "${value}").`, {
      fix: `Pass e.g. ${flag} 3.`,
    });
  }
  return n;
}

function duration(flag: string, value: string): number {
  const ms = parseDurationMs(value);
  if (ms === undefined) {
    throw new ConfigError(`${flag} must be a duration like 30s or 2m (got "${value}").`, {
      fix: `Pass e.g. ${flag} 30s.`,
    });
  }
  return ms;
}

function pairs(flag: string, values: string[]): Record<string, string> {
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
