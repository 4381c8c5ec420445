// Target TPS from user numbers, the way teams work it out by hand in their load-test write-ups. Pure arithmetic, every
// step recorded so the CLI can print it and a reviewer can check it.
//
// Three models:
// - interval: every daily user is active at the peak and sends one transaction per
//   interval: TPS = DAU ÷ interval (300 users ÷ 3 s = 100 TPS);
// - peak window: a day's transactions fall evenly into the peak hours:
//   TPS = DAU × transactions per user × peak share ÷ (peak hours × 3600), with DAU = MAU × active days
//   ÷ days per month (470,000 ÷ 30 × 30 ÷ 21,600 s ≈ 22 TPS);
// - actors: per kind of user, calls per user per window for each action, users per group,
//   and how many groups are active at once: TPS = Σ users × calls ÷ window × groups.

/** One kind of user (e.g. a club's admins, its applicants). */
export interface ActorPlan {
  name: string;
  /** users of this kind per group */
  users: number;
  /** the window the call counts refer to, seconds */
  windowSec: number;
  /** groups active at the same time (clubs whose review periods overlap) */
  groups: number;
  /** calls of each action per user within the window */
  actions: Array<{ name: string; callsPerUser: number }>;
}

/** What `perf-gate plan` computes from; see planTargetTps for which combinations are valid. */
export interface PlanInput {
  dau?: number;
  /** registered or expected users, turned into DAU by activeRatio (e.g. 3,000 × 10 %) */
  users?: number;
  activeRatio?: number;
  mau?: number;
  /** default 30 */
  daysPerMonth?: number;
  /** days a monthly user is active per month; default 1 (MAU ÷ 30 = DAU) */
  activeDaysPerMonth?: number;
  /** seconds between two transactions of one active user */
  intervalSec?: number;
  requestsPerUser?: number;
  peakHours?: number;
  /** share of a day's transactions that fall in the peak window; default 1 (all of them) */
  peakShare?: number;
  /** safety factor applied last; default 1 */
  headroom?: number;
  actors?: ActorPlan[];
}

/** One line of arithmetic: what is computed, from what, and the result. */
export interface PlanStep {
  label: string;
  formula: string;
  value: number;
  unit: string;
}

/** The target and how it was reached. */
export interface TpsPlan {
  model: 'interval' | 'peak-window' | 'actors';
  /** transactions per second, rounded to 2 decimals */
  targetTps: number;
  /** whole iterations per second for a k6 arrival-rate scenario: targetTps rounded up */
  rate: number;
  steps: PlanStep[];
  assumptions: string[];
  /** per action, for the actors model: its TPS and share of the total (a scenario mix) */
  actions?: Array<{ actor: string; action: string; tps: number; share: number }>;
}

/** Formats a number the way the steps print it: thousands separators, at most 2 decimals. */
export function formatNumber(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

function formatSeconds(seconds: number): string {
  if (seconds >= 3600 && seconds % 3600 === 0) return `${formatNumber(seconds / 3600)} h`;
  if (seconds >= 60 && seconds % 60 === 0) return `${formatNumber(seconds / 60)} min`;
  return `${formatNumber(seconds)} s`;
}

function dailyUsers(input: PlanInput, steps: PlanStep[], assumptions: string[]): number {
  if (input.dau !== undefined) return input.dau;
  if (input.users !== undefined) {
    const ratio = input.activeRatio ?? 1;
    const dau = input.users * ratio;
    steps.push({
      label: 'daily active users',
      formula: `users × active ratio = ${formatNumber(input.users)} × ${formatNumber(ratio * 100)} %`,
      value: dau,
      unit: 'users',
    });
    assumptions.push(
      `${formatNumber(ratio * 100)} % of the users are active on a given day (10 % is a usual guess for a service people do not use daily, such as travel).`,
    );
    return dau;
  }
  const mau = input.mau ?? 0;
  const daysPerMonth = input.daysPerMonth ?? 30;
  const activeDays = input.activeDaysPerMonth ?? 1;
  const dau = (mau * activeDays) / daysPerMonth;
  steps.push({
    label: 'daily active users',
    formula: `MAU × active days ÷ days per month = ${formatNumber(mau)} × ${formatNumber(activeDays)} ÷ ${formatNumber(daysPerMonth)}`,
    value: dau,
    unit: 'users',
  });
  assumptions.push(
    `a monthly user is active on ${formatNumber(activeDays)} day(s) of a ${formatNumber(daysPerMonth)}-day month, spread evenly (470,000 MAU → about 15,700 a day).`,
  );
  return dau;
}

function applyHeadroom(
  tps: number,
  input: PlanInput,
  steps: PlanStep[],
  assumptions: string[],
): number {
  const headroom = input.headroom ?? 1;
  if (headroom === 1) return tps;
  const result = tps * headroom;
  steps.push({
    label: 'with headroom',
    formula: `${formatNumber(tps)} × ${formatNumber(headroom)}`,
    value: result,
    unit: 'TPS',
  });
  assumptions.push(`a safety factor of ${formatNumber(headroom)} on top of the estimate.`);
  return result;
}

function finish(
  model: TpsPlan['model'],
  tps: number,
  steps: PlanStep[],
  assumptions: string[],
): TpsPlan {
  const targetTps = round2(tps);
  return { model, targetTps, rate: Math.ceil(targetTps), steps, assumptions };
}

function actorsPlan(input: PlanInput, actors: ActorPlan[]): TpsPlan {
  const steps: PlanStep[] = [];
  const assumptions: string[] = [
    "each action's calls are spread evenly over its window, and the groups' windows overlap completely (the worst case).",
  ];
  const perAction: Array<{ actor: string; action: string; tps: number }> = [];
  let total = 0;
  for (const actor of actors) {
    const callsPerUser = actor.actions.reduce((sum, action) => sum + action.callsPerUser, 0);
    const perGroupTps = (actor.users * callsPerUser) / actor.windowSec;
    const actorTps = perGroupTps * actor.groups;
    steps.push(
      {
        label: `${actor.name}: calls per user in ${formatSeconds(actor.windowSec)}`,
        formula: actor.actions
          .map((action) => `${action.name} ${formatNumber(action.callsPerUser)}`)
          .join(' + '),
        value: callsPerUser,
        unit: 'calls',
      },
      {
        label: `${actor.name}: TPS of one group`,
        formula: `${formatNumber(actor.users)} users × ${formatNumber(callsPerUser)} calls ÷ ${formatNumber(actor.windowSec)} s`,
        value: perGroupTps,
        unit: 'TPS',
      },
      {
        label: `${actor.name}: TPS of all groups`,
        formula: `${formatNumber(perGroupTps)} × ${formatNumber(actor.groups)} groups`,
        value: actorTps,
        unit: 'TPS',
      },
    );
    for (const action of actor.actions) {
      perAction.push({
        actor: actor.name,
        action: action.name,
        tps: (actor.users * action.callsPerUser * actor.groups) / actor.windowSec,
      });
    }
    total += actorTps;
  }
  if (actors.length > 1) {
    steps.push({
      label: 'total',
      formula: steps
        .filter((step) => step.label.endsWith('TPS of all groups'))
        .map((step) => formatNumber(step.value))
        .join(' + '),
      value: total,
      unit: 'TPS',
    });
  }
  const withHeadroom = applyHeadroom(total, input, steps, assumptions);
  const plan = finish('actors', withHeadroom, steps, assumptions);
  plan.actions = perAction.map((entry) => ({
    ...entry,
    tps: round2((entry.tps * withHeadroom) / total),
    share: Math.round((entry.tps / total) * 10_000) / 10_000,
  }));
  return plan;
}

/**
 * Computes the target TPS. Give either `actors`, or the daily users (dau, users × activeRatio, or mau)
 * with either `intervalSec` or `requestsPerUser` and `peakHours`. Inputs are assumed validated
 * (planInputFromFlags does that for the CLI).
 */
export function planTargetTps(input: PlanInput): TpsPlan {
  if (input.actors && input.actors.length > 0) return actorsPlan(input, input.actors);
  const steps: PlanStep[] = [];
  const assumptions: string[] = [];
  const dau = dailyUsers(input, steps, assumptions);
  if (input.intervalSec !== undefined) {
    const tps = dau / input.intervalSec;
    steps.push({
      label: 'target TPS',
      formula: `daily active users ÷ interval = ${formatNumber(dau)} ÷ ${formatNumber(input.intervalSec)} s`,
      value: tps,
      unit: 'TPS',
    });
    assumptions.push(
      `every daily active user is online at the peak and sends one transaction every ${formatNumber(input.intervalSec)} s (an upper bound for the busiest moment).`,
    );
    return finish('interval', applyHeadroom(tps, input, steps, assumptions), steps, assumptions);
  }
  const requestsPerUser = input.requestsPerUser ?? 0;
  const peakHours = input.peakHours ?? 24;
  const peakShare = input.peakShare ?? 1;
  const daily = dau * requestsPerUser;
  const windowSec = peakHours * 3600;
  steps.push(
    {
      label: 'transactions per day',
      formula: `daily active users × transactions per user = ${formatNumber(dau)} × ${formatNumber(requestsPerUser)}`,
      value: daily,
      unit: 'transactions',
    },
    {
      label: 'peak window',
      formula: `${formatNumber(peakHours)} h × 3,600`,
      value: windowSec,
      unit: 's',
    },
  );
  const tps = (daily * peakShare) / windowSec;
  steps.push({
    label: 'target TPS',
    formula: `transactions per day × peak share ÷ peak window = ${formatNumber(daily)} × ${formatNumber(peakShare * 100)} % ÷ ${formatNumber(windowSec)} s`,
    value: tps,
    unit: 'TPS',
  });
  assumptions.push(
    `${formatNumber(peakShare * 100)} % of a day's transactions fall in the ${formatNumber(peakHours)}-hour peak window, evenly spread.`,
  );
  return finish('peak-window', applyHeadroom(tps, input, steps, assumptions), steps, assumptions);
}
