// `perf-gate plan` flags to a validated PlanInput. Pure; every problem is a ConfigError naming the
// flag, the value and the fix.
import { parseDurationMs, parseFraction } from '../config/units.js';
import { ConfigError } from '../errors.js';
import type { ActorPlan, PlanInput } from './tps.js';

/** Flags of `perf-gate plan` as commander hands them over (all text). */
export interface PlanFlags {
  dau?: string;
  users?: string;
  activeRatio?: string;
  mau?: string;
  daysPerMonth?: string;
  activeDays?: string;
  interval?: string;
  requestsPerUser?: string;
  peakHours?: string;
  peakShare?: string;
  headroom?: string;
  actor?: string[];
  action?: string[];
  /** --capacity: perf-gate-capacity.json files, read by the command (src/plan/capacity.ts) */
  capacity?: string[];
}

function positiveNumber(flag: string, text: string, example: string): number {
  const value = Number(text.trim().replace(/_/g, ''));
  if (text.trim() === '' || !Number.isFinite(value) || value <= 0) {
    throw new ConfigError(`${flag} must be a positive number (got "${text}")`, {
      fix: `pass e.g. ${flag} ${example}`,
    });
  }
  return value;
}

/** A ratio written as 0.1 or 10% (units.ts's grammar); must lie in (0, 1]. */
function ratio(flag: string, text: string, example: string): number {
  const value = parseFraction(text);
  if (value === undefined || value <= 0 || value > 1) {
    throw new ConfigError(
      `${flag} must be a share between 0 and 1, or a percentage (got "${text}")`,
      {
        fix: `pass e.g. ${flag} ${example}`,
      },
    );
  }
  return value;
}

/** A duration in seconds, in units.ts's grammar: `3s`, `500ms`, `2h`, `1.5m`, `1d`; a bare number is seconds. */
function durationSec(flag: string, text: string, example: string): number {
  const ms = parseDurationMs(text);
  if (ms === undefined || !(ms > 0)) {
    throw new ConfigError(`${flag} must be a duration such as ${example} (got "${text}")`, {
      fix: `pass e.g. ${flag} ${example} (units: ms, s, m, h, d; a bare number is seconds)`,
    });
  }
  return ms / 1000;
}

/** `admin:users=10,window=2h,groups=40` -> an actor without actions yet. */
function parseActor(spec: string): ActorPlan {
  const fix = 'pass e.g. --actor "admin:users=10,window=2h,groups=40"';
  const match = /^\s*([^:=,\s]+)\s*:(.*)$/.exec(spec);
  if (!match)
    throw new ConfigError(
      `--actor must be NAME:users=N,window=DURATION[,groups=N] (got "${spec}")`,
      { fix },
    );
  const actor: ActorPlan = {
    name: match[1] ?? '',
    users: 1,
    windowSec: 3600,
    groups: 1,
    actions: [],
  };
  let window = false;
  for (const part of (match[2] ?? '').split(',').filter((item) => item.trim() !== '')) {
    const [key, value] = part.split('=').map((item) => item.trim());
    if (value === undefined)
      throw new ConfigError(`--actor ${actor.name}: "${part}" must be KEY=VALUE`, { fix });
    if (key === 'users') actor.users = positiveNumber(`--actor ${actor.name}: users`, value, '10');
    else if (key === 'groups')
      actor.groups = positiveNumber(`--actor ${actor.name}: groups`, value, '40');
    else if (key === 'window') {
      actor.windowSec = durationSec(`--actor ${actor.name}: window`, value, '2h');
      window = true;
    } else {
      throw new ConfigError(`--actor ${actor.name}: unknown key "${key}"`, {
        fix: "use users=N (per group), window=DURATION (the call counts' window), groups=N (groups active at once)",
      });
    }
  }
  if (!window) {
    throw new ConfigError(
      `--actor ${actor.name} needs window=DURATION (the period its call counts refer to)`,
      {
        fix: `pass e.g. --actor "${actor.name}:users=10,window=2h,groups=40"`,
      },
    );
  }
  return actor;
}

/** Validates the flags and builds the plan input; exactly one model must be chosen. */
export function planInputFromFlags(flags: PlanFlags): PlanInput {
  const actors = (flags.actor ?? []).map(parseActor);
  for (const spec of flags.action ?? []) {
    const match = /^\s*([^:=\s]+)\s*:\s*([^=]+?)\s*=\s*(.+)$/.exec(spec);
    if (!match) {
      throw new ConfigError(`--action must be ACTOR:ACTION=CALLS_PER_USER (got "${spec}")`, {
        fix: 'pass e.g. --action admin:applicant-detail=768',
      });
    }
    const actor = actors.find((candidate) => candidate.name === match[1]);
    if (!actor) {
      throw new ConfigError(`--action ${spec}: no --actor named "${match[1]}"`, {
        fix: `declare it first, e.g. --actor "${match[1]}:users=10,window=2h,groups=1"`,
      });
    }
    actor.actions.push({
      name: match[2] ?? '',
      callsPerUser: positiveNumber(`--action ${match[1]}:${match[2]}`, match[3] ?? '', '768'),
    });
  }
  const userFlags = (['dau', 'users', 'mau'] as const).filter((flag) => flags[flag] !== undefined);
  const rateFlags = (['interval', 'requestsPerUser', 'peakHours'] as const).filter(
    (flag) => flags[flag] !== undefined,
  );

  if (actors.length > 0) {
    if (userFlags.length > 0 || rateFlags.length > 0) {
      throw new ConfigError(
        '--actor cannot be combined with --dau, --users, --mau, --interval or --requests-per-user',
        {
          fix: 'use either the actor model (--actor/--action) or the daily-user model, not both',
        },
      );
    }
    const idle = actors.find((actor) => actor.actions.length === 0);
    if (idle) {
      throw new ConfigError(`--actor ${idle.name} has no --action`, {
        fix: `add its calls per user, e.g. --action ${idle.name}:login=1`,
      });
    }
    return withHeadroom({ actors }, flags);
  }

  if (userFlags.length !== 1) {
    throw new ConfigError(
      userFlags.length === 0
        ? 'perf-gate plan needs the daily users: --dau, --users with --active-ratio, or --mau'
        : `give only one of --dau, --users, --mau (got ${userFlags.map((flag) => `--${flag}`).join(', ')})`,
      {
        fix: 'e.g. perf-gate plan --dau 300 --interval 3s, or --mau 470000 --requests-per-user 30 --peak-hours 6',
      },
    );
  }
  const input: PlanInput = {};
  if (flags.dau !== undefined) input.dau = positiveNumber('--dau', flags.dau, '300');
  if (flags.users !== undefined) {
    input.users = positiveNumber('--users', flags.users, '3000');
    input.activeRatio = ratio('--active-ratio', flags.activeRatio ?? '1', '10%');
  } else if (flags.activeRatio !== undefined) {
    throw new ConfigError('--active-ratio applies to --users only', {
      fix: 'pass --users N --active-ratio 10%',
    });
  }
  if (flags.mau !== undefined) {
    input.mau = positiveNumber('--mau', flags.mau, '470000');
    if (flags.daysPerMonth !== undefined)
      input.daysPerMonth = positiveNumber('--days-per-month', flags.daysPerMonth, '30');
    if (flags.activeDays !== undefined)
      input.activeDaysPerMonth = positiveNumber('--active-days', flags.activeDays, '1');
    if ((input.activeDaysPerMonth ?? 1) > (input.daysPerMonth ?? 30)) {
      throw new ConfigError(
        `--active-days ${input.activeDaysPerMonth} is more than --days-per-month ${input.daysPerMonth ?? 30}`,
        { fix: 'pass the days a monthly user is active, at most the days of the month' },
      );
    }
  } else if (flags.daysPerMonth !== undefined || flags.activeDays !== undefined) {
    throw new ConfigError('--days-per-month and --active-days apply to --mau only', {
      fix: 'pass --mau N, or drop them',
    });
  }

  if (flags.interval !== undefined) {
    if (
      flags.requestsPerUser !== undefined ||
      flags.peakHours !== undefined ||
      flags.peakShare !== undefined
    ) {
      throw new ConfigError(
        '--interval cannot be combined with --requests-per-user, --peak-hours or --peak-share',
        {
          fix: 'use either --interval (one transaction per user every interval) or --requests-per-user with --peak-hours',
        },
      );
    }
    input.intervalSec = durationSec('--interval', flags.interval, '3s');
  } else if (flags.requestsPerUser !== undefined) {
    input.requestsPerUser = positiveNumber('--requests-per-user', flags.requestsPerUser, '30');
    if (flags.peakHours === undefined) {
      throw new ConfigError(
        "--requests-per-user needs --peak-hours (the hours a day's transactions fall into)",
        {
          fix: 'pass e.g. --peak-hours 6',
        },
      );
    }
    input.peakHours = positiveNumber('--peak-hours', flags.peakHours, '6');
    if (input.peakHours > 24) {
      throw new ConfigError(`--peak-hours must be at most 24 (got "${flags.peakHours}")`, {
        fix: 'pass e.g. --peak-hours 6',
      });
    }
    if (flags.peakShare !== undefined)
      input.peakShare = ratio('--peak-share', flags.peakShare, '80%');
  } else {
    throw new ConfigError(
      'perf-gate plan needs how often users send transactions: --interval, or --requests-per-user with --peak-hours',
      {
        fix: 'e.g. --interval 3s, or --requests-per-user 30 --peak-hours 6',
      },
    );
  }
  return withHeadroom(input, flags);
}

function withHeadroom(input: PlanInput, flags: PlanFlags): PlanInput {
  if (flags.headroom !== undefined)
    input.headroom = positiveNumber('--headroom', flags.headroom, '1.5');
  return input;
}
