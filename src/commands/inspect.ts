// `perf-gate inspect <app-dir>`: the Tomcat/Hikari/JVM settings an app declares, where each comes
// from, and what looks wrong about them for the machine it runs on.
import { availableParallelism, totalmem } from 'node:os';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { ConfigError } from '../errors.js';
import { inspectAppDetail } from '../spring/inspect.js';
import { renderInspection } from '../spring/render.js';
import type { InspectOptions, LintResources } from '../spring/types.js';
import { parseMemoryMb, parseSpringDurationMs } from '../spring/values.js';

/** Flags of `perf-gate inspect` as commander hands them over. */
export interface InspectFlags {
  profile: string[];
  env: string[];
  jvmOptions?: string;
  json?: boolean;
  cpus?: string;
  memory?: string;
  instances?: string;
  dbMaxConnections?: string;
  dbCpus?: string;
  dbWaitTimeout?: string;
  requestBudget?: string;
}

/** Registers `perf-gate inspect`. */
export function register(program: Command): void {
  program
    .command('inspect')
    .description(
      "Show the app's effective Tomcat, HikariCP and JVM settings with the file:line each comes from, and lint them",
    )
    .argument('<app-dir>', 'the app checkout (with src/main/resources) or a resources folder')
    .option(
      '-p, --profile <name>',
      'active Spring profile (repeatable or comma-separated)',
      collect,
      [],
    )
    .option('-e, --env <KEY=VALUE>', "the app's environment variable (repeatable)", collect, [])
    .option('--jvm-options <options>', 'JVM command-line options, e.g. "-Xms1g -Xmx1536m"')
    .option('--cpus <n>', "CPUs of one app instance (default: this machine's)")
    .option('--memory <size>', "memory of one app instance, e.g. 2g (default: this machine's)")
    .option('--instances <n>', 'app instances sharing the database', '1')
    .option('--db-max-connections <n>', "the database's max_connections", '151')
    .option('--db-cpus <n>', "the database server's CPUs (default: --cpus)")
    .option('--db-wait-timeout <seconds>', "the database's wait_timeout in seconds", '28800')
    .option('--request-budget <duration>', 'latency budget of one request, e.g. 500ms')
    .option('--json', 'print the effective settings as JSON')
    .action(async (appDir: string, flags: InspectFlags) => {
      process.exitCode = await inspectCommand(appDir, flags, (text) => process.stdout.write(text));
    });
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

function positive(flag: string, text: string | undefined, integer: boolean): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new ConfigError(
      `${flag} must be a positive ${integer ? 'whole ' : ''}number (got "${text}")`,
      {
        fix: `pass e.g. ${flag} ${integer ? '2' : '1.5'}`,
      },
    );
  }
  return value;
}

/** Turns the flags into inspection options; the machine's CPUs and memory fill what is not given. */
export function inspectOptionsFromFlags(
  flags: InspectFlags,
  host: { cpus: number; memoryMb: number },
): InspectOptions {
  const env: Record<string, string> = {};
  for (const pair of flags.env) {
    const separator = pair.indexOf('=');
    if (separator <= 0) {
      throw new ConfigError(`--env must be KEY=VALUE (got "${pair}")`, {
        fix: 'pass e.g. --env SPRING_DATASOURCE_HIKARI_MAXIMUMPOOLSIZE=20',
      });
    }
    env[pair.slice(0, separator)] = pair.slice(separator + 1);
  }
  let memoryMb = host.memoryMb;
  if (flags.memory !== undefined) {
    const parsed = parseMemoryMb(flags.memory);
    if (parsed === undefined || parsed <= 0) {
      throw new ConfigError(`--memory must be a memory size (got "${flags.memory}")`, {
        fix: 'pass e.g. --memory 2g or --memory 1536m',
      });
    }
    memoryMb = parsed;
  }
  let requestBudgetMs: number | undefined;
  if (flags.requestBudget !== undefined) {
    requestBudgetMs = parseSpringDurationMs(flags.requestBudget);
    if (requestBudgetMs === undefined || requestBudgetMs <= 0) {
      throw new ConfigError(`--request-budget must be a duration (got "${flags.requestBudget}")`, {
        fix: 'pass e.g. --request-budget 500ms or --request-budget 1s',
      });
    }
  }
  const resources: Partial<LintResources> = {
    cpus: positive('--cpus', flags.cpus, false) ?? host.cpus,
    memoryMb,
    instances: positive('--instances', flags.instances, true),
    dbMaxConnections: positive('--db-max-connections', flags.dbMaxConnections, true),
    dbCpus: positive('--db-cpus', flags.dbCpus, false),
    dbWaitTimeoutSec: positive('--db-wait-timeout', flags.dbWaitTimeout, true),
    requestBudgetMs,
  };
  for (const key of Object.keys(resources) as Array<keyof LintResources>) {
    if (resources[key] === undefined) delete resources[key];
  }
  return {
    profiles: flags.profile,
    env,
    ...(flags.jvmOptions !== undefined ? { jvmOptions: flags.jvmOptions } : {}),
    resources,
  };
}

/** Runs `perf-gate inspect` and returns the exit code; errors propagate to the CLI's handler. */
export async function inspectCommand(
  appDir: string,
  flags: InspectFlags,
  write: (text: string) => void,
): Promise<number> {
  const host = { cpus: availableParallelism(), memoryMb: Math.floor(totalmem() / (1024 * 1024)) };
  const options = inspectOptionsFromFlags(flags, host);
  const detail = await inspectAppDetail(resolve(appDir), options);
  if (flags.json) {
    write(`${JSON.stringify(detail.settings, null, 2)}\n`);
    return 0;
  }
  const machine =
    flags.cpus === undefined || flags.memory === undefined
      ? ` (${flags.cpus === undefined ? 'CPUs' : ''}${flags.cpus === undefined && flags.memory === undefined ? ' and ' : ''}${flags.memory === undefined ? 'memory' : ''} of this machine; pass --cpus/--memory for the container)`
      : '';
  write(`${renderInspection(detail, appDir)}\n`);
  write(
    `\nJudged for ${options.resources?.cpus} CPU(s), ${options.resources?.memoryMb} MiB${machine}, ` +
      `${options.resources?.instances ?? 1} instance(s), database max_connections ${options.resources?.dbMaxConnections ?? 151}.\n`,
  );
  return 0;
}
