// `perf-gate plan`: the target TPS from user numbers, with the arithmetic shown, to feed a budget;
// with --capacity, the app instances that target needs from a measured capacity per instance.
import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { ConfigError } from '../errors.js';
import { parseCapacityFiles, planInstances, type CapacityFile } from '../plan/capacity.js';
import { planInputFromFlags } from '../plan/flags.js';
import type { PlanFlags } from '../plan/flags.js';
import { list, parseFlags, registerFlags, toggle, value } from './options.js';
import { renderPlan } from '../plan/render.js';
import { planTargetTps } from '../plan/tps.js';

/** The options of `perf-gate plan`, in --help order; src/plan/flags.ts reads and checks them. */
export const PLAN_FLAGS = {
  dau: value('--dau <n>', 'daily active users'),
  users: value('--users <n>', 'expected users, made daily by --active-ratio'),
  activeRatio: value(
    '--active-ratio <share>',
    'share of --users active on a day, e.g. 10% (default 100%)',
  ),
  mau: value('--mau <n>', 'monthly active users'),
  daysPerMonth: value('--days-per-month <n>', 'days in a month, for --mau (default 30)'),
  activeDays: value(
    '--active-days <n>',
    'days a monthly user is active per month, for --mau (default 1)',
  ),
  interval: value(
    '--interval <duration>',
    'time between two transactions of one active user, e.g. 3s',
  ),
  requestsPerUser: value('--requests-per-user <n>', 'transactions per daily user per day'),
  peakHours: value('--peak-hours <h>', "hours a day's transactions fall into"),
  peakShare: value(
    '--peak-share <share>',
    "share of a day's transactions in the peak hours (default 100%)",
  ),
  headroom: value(
    '--headroom <factor>',
    'safety factor applied to the result, e.g. 1.5 (default 1)',
  ),
  actor: list(
    '--actor <spec>',
    'a kind of user: NAME:users=N,window=DURATION,groups=N (repeatable)',
  ),
  action: list(
    '--action <spec>',
    "an actor's calls per user in its window: ACTOR:ACTION=N (repeatable)",
  ),
  capacity: list(
    '--capacity <file>',
    'a perf-gate-capacity.json: how many app instances the target needs, from the measured capacity per instance (repeatable)',
  ),
  json: toggle(
    '--json',
    'print the plan as JSON (includes targetTps, and instances with --capacity)',
  ),
};

/** Registers `perf-gate plan`. */
export function register(program: Command): void {
  registerFlags(
    program
      .command('plan')
      .description(
        'Work out a target TPS from daily/monthly users, the way capacity is usually estimated',
      ),
    PLAN_FLAGS,
  ).action((raw: Record<string, unknown>) => {
    process.exitCode = planCommand(parseFlags(PLAN_FLAGS, raw), (text) =>
      process.stdout.write(text),
    );
  });
}

/** Runs `perf-gate plan` and returns the exit code; a ConfigError propagates to the CLI's handler. */
export function planCommand(
  flags: PlanFlags & { json?: boolean },
  write: (text: string) => void,
): number {
  const plan = planTargetTps(planInputFromFlags(flags));
  const files = (flags.capacity ?? []).map(readCapacityFile);
  const instances =
    files.length > 0 ? planInstances(plan.targetTps, parseCapacityFiles(files)) : undefined;
  write(
    flags.json
      ? `${JSON.stringify(instances ? { ...plan, instances } : plan, null, 2)}\n`
      : `${renderPlan(plan, instances)}\n`,
  );
  return 0;
}

/** A --capacity file's text; a ConfigError names the file when it cannot be read. */
function readCapacityFile(file: string): CapacityFile {
  try {
    return { file, text: readFileSync(file, 'utf8') };
  } catch (error) {
    throw new ConfigError(
      `--capacity ${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)}).`,
      {
        fix: 'Pass the path of a perf-gate-capacity.json written by `perf-gate capacity` (e.g. with --instances 1,2).',
      },
    );
  }
}
