// `perf-gate inspect <app-dir>`: the Tomcat/Hikari/JVM settings an app declares, where each comes
// from, and what looks wrong about them for the machine it runs on.
import { availableParallelism, totalmem } from 'node:os';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { inspectAppDetail } from '../files/spring-files.js';
import { renderInspection } from '../spring/render.js';
import type { InspectOptions, LintResources } from '../spring/types.js';
import { parseMemoryMb, parseSpringDurationMs } from '../spring/values.js';
import { list, pairs, parseFlags, registerFlags, toggle, value } from './options.js';
import { countFlag, positiveFlag, unitFlag } from './values.js';

/** The options of `perf-gate inspect`, in --help order; sizes and durations in Spring's grammar. */
export const INSPECT_FLAGS = {
  profile: list('-p, --profile <name>', 'active Spring profile (repeatable or comma-separated)'),
  env: pairs('-e, --env <KEY=VALUE>', "the app's environment variable (repeatable)"),
  jvmOptions: value('--jvm-options <options>', 'JVM command-line options, e.g. "-Xms1g -Xmx1536m"'),
  cpus: value('--cpus <n>', "CPUs of one app instance (default: this machine's)", positiveFlag),
  memory: value(
    '--memory <size>',
    "memory of one app instance, e.g. 2g (default: this machine's)",
    unitFlag(parseMemoryMb, 'a memory size', '2g'),
  ),
  instances: value('--instances <n>', 'app instances sharing the database', countFlag, {
    default: '1',
  }),
  dbMaxConnections: value('--db-max-connections <n>', "the database's max_connections", countFlag, {
    default: '151',
  }),
  dbCpus: value('--db-cpus <n>', "the database server's CPUs (default: --cpus)", positiveFlag),
  dbWaitTimeout: value(
    '--db-wait-timeout <seconds>',
    "the database's wait_timeout in seconds",
    countFlag,
    { default: '28800' },
  ),
  requestBudget: value(
    '--request-budget <duration>',
    'latency budget of one request, e.g. 500ms',
    unitFlag((text) => parseSpringDurationMs(text), 'a duration', '500ms'),
  ),
  json: toggle('--json', 'print the effective settings as JSON'),
};

/** Flags of `perf-gate inspect` as commander hands them over (text; the lists as lists). */
export type InspectFlags = {
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
};

/** Registers `perf-gate inspect`. */
export function register(program: Command): void {
  registerFlags(
    program
      .command('inspect')
      .description(
        "Show the app's effective Tomcat, HikariCP and JVM settings with the file:line each comes from, and lint them",
      )
      .argument('<app-dir>', 'the app checkout (with src/main/resources) or a resources folder'),
    INSPECT_FLAGS,
  ).action(async (appDir: string, flags: InspectFlags) => {
    process.exitCode = await inspectCommand(appDir, flags, (text) => process.stdout.write(text));
  });
}

/** Turns the flags into inspection options; the machine's CPUs and memory fill what is not given. */
export function inspectOptionsFromFlags(
  raw: InspectFlags,
  host: { cpus: number; memoryMb: number },
): InspectOptions {
  const flags = parseFlags(INSPECT_FLAGS, raw);
  const resources: Partial<LintResources> = {
    cpus: flags.cpus ?? host.cpus,
    memoryMb: flags.memory ?? host.memoryMb,
    instances: flags.instances,
    dbMaxConnections: flags.dbMaxConnections,
    ...(flags.dbCpus === undefined ? {} : { dbCpus: flags.dbCpus }),
    dbWaitTimeoutSec: flags.dbWaitTimeout,
    ...(flags.requestBudget === undefined ? {} : { requestBudgetMs: flags.requestBudget }),
  };
  return {
    profiles: flags.profile,
    env: flags.env ?? {},
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
