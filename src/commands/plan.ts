// `perf-gate plan`: the target TPS from user numbers, with the arithmetic shown, to feed a budget.
import type { Command } from 'commander';
import { planInputFromFlags } from '../plan/flags.js';
import type { PlanFlags } from '../plan/flags.js';
import { renderPlan } from '../plan/render.js';
import { planTargetTps } from '../plan/tps.js';

/** Registers `perf-gate plan`. */
export function register(program: Command): void {
  program
    .command('plan')
    .description(
      'Work out a target TPS from daily/monthly users, the way capacity is usually estimated',
    )
    .option('--dau <n>', 'daily active users')
    .option('--users <n>', 'expected users, made daily by --active-ratio')
    .option('--active-ratio <share>', 'share of --users active on a day, e.g. 10% (default 100%)')
    .option('--mau <n>', 'monthly active users')
    .option('--days-per-month <n>', 'days in a month, for --mau (default 30)')
    .option('--active-days <n>', 'days a monthly user is active per month, for --mau (default 1)')
    .option('--interval <duration>', 'time between two transactions of one active user, e.g. 3s')
    .option('--requests-per-user <n>', 'transactions per daily user per day')
    .option('--peak-hours <h>', "hours a day's transactions fall into")
    .option(
      '--peak-share <share>',
      "share of a day's transactions in the peak hours (default 100%)",
    )
    .option('--headroom <factor>', 'safety factor applied to the result, e.g. 1.5 (default 1)')
    .option(
      '--actor <spec>',
      'a kind of user: NAME:users=N,window=DURATION,groups=N (repeatable)',
      collect,
      [],
    )
    .option(
      '--action <spec>',
      "an actor's calls per user in its window: ACTOR:ACTION=N (repeatable)",
      collect,
      [],
    )
    .option('--json', 'print the plan as JSON (includes targetTps)')
    .action((flags: PlanFlags & { json?: boolean }) => {
      process.exitCode = planCommand(flags, (text) => process.stdout.write(text));
    });
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
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
