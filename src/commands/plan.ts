// `perf-gate plan`: the target TPS from user numbers, with the arithmetic shown, to feed a budget.
import type { Command } from 'commander';
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
  json: toggle('--json', 'print the plan as JSON (includes targetTps)'),
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
  write(flags.json ? `${JSON.stringify(plan, null, 2)}\n` : `${renderPlan(plan)}\n`);
  return 0;
}
