// `perf-gate capacity`: the highest arrival rate one app sustains within its latency budget, found
// by a stepped and bisected search on fresh apps, with a confirmation step and an interval across
// repeated searches; with --instances 1,2 per instance count (topology). Exit codes: 0 capacity meets the scenario's target (inconclusive too, unless
// --fail-on-inconclusive), 1 capacity below the target, 2 configuration or environment error.
import { readFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { ConfigError } from '../errors.js';
import {
  finalizeCapacity,
  initialCapacityResult,
  runCapacity,
  type CapacityOptions,
} from '../release/capacity.js';
import { renderCapacityHtml } from '../release/html.js';
import { renderCapacityMarkdown } from '../release/render.js';
import { releaseFlags } from './flags.js';
import { value, type FlagValues } from './options.js';
import { registerRelease } from './release.js';
import { durationFlag, fractionFlag, numberFlag } from './values.js';
import { DEFAULTS } from '../config/schema.js';

const whole =
  (min: number) =>
  (flag: string, text: string): number =>
    numberFlag(flag, text, { whole: true, min });

/** The options of `perf-gate capacity`, in --help order; the search's defaults are these. */
export const CAPACITY_FLAGS = {
  ...releaseFlags('perf-gate-capacity.json'),
  start: value('--start <rate>', 'first arrival rate, iterations/s', whole(1), { default: '10' }),
  max: value('--max <rate>', 'highest arrival rate to try', whole(1), { default: '1000' }),
  factor: value('--factor <n>', 'ramp multiplier between steps until one fails', numberFlag, {
    default: '2',
  }),
  resolution: value('--resolution <pct>', 'bisect until the bracket is this narrow', fractionFlag, {
    default: '10%',
  }),
  maxSteps: value('--max-steps <n>', 'steps per search, confirmation included', whole(2), {
    default: '20',
  }),
  retries: value(
    '--retries <n>',
    'steps spoiled by a busy runner or a limited k6 that are measured again, per search',
    whole(0),
    { default: '2' },
  ),
  stepDuration: value('--step-duration <duration>', 'length of each step', durationFlag, {
    default: '20s',
  }),
  confirmDuration: value(
    '--confirm-duration <duration>',
    "length of the confirmation step (default: the scenario's duration)",
    durationFlag,
  ),
  repeats: value('--repeats <n>', 'independent searches, each on a fresh app', whole(1), {
    default: '3',
  }),
  instances: value(
    '--instances <counts>',
    "app instance counts to measure, e.g. 1,2: --repeats searches each (default: the config's app.instances)",
    instancesFlag,
  ),
  compareWith: value('--compare-with <file>', 'a previous perf-gate-capacity.json to compare with'),
};

/** Most app instances one topology may have (app.instances' own limit). */
export const MAX_INSTANCES = 8;

/**
 * `--instances 1,2,4`: distinct whole numbers from 1 to 8, in the order given (the order the
 * topologies are measured in); a ConfigError names the flag, the value and the fix.
 */
export function instancesFlag(flag: string, text: string): number[] {
  const items = text.split(',').map((item) => item.trim());
  const counts: number[] = [];
  for (const item of items) {
    const count = Number(item);
    if (!/^\d+$/.test(item) || count < 1 || count > MAX_INSTANCES) {
      throw new ConfigError(
        item === ''
          ? `${flag} lists app instance counts separated by single commas (got "${text}").`
          : `${flag}: "${item}" is not an instance count from 1 to ${MAX_INSTANCES} (got "${text}").`,
        {
          fix: `Pass whole numbers from 1 to ${MAX_INSTANCES} separated by commas, e.g. ${flag} 1,2 (each count is booted as that many app containers, behind the proxy when one is configured).`,
        },
      );
    }
    if (!counts.includes(count)) counts.push(count);
  }
  return counts;
}

/** Registers `perf-gate capacity`. */
export function register(program: Command): void {
  registerRelease(program, {
    what: 'capacity',
    description:
      'Find the highest TPS one app sustains at its latency budget (stepped and bisected arrival rate, confirmed, repeated)',
    table: CAPACITY_FLAGS,
    options: capacityOptions,
    initial: initialCapacityResult,
    run: runCapacity,
    finalize: finalizeCapacity,
    markdown: renderCapacityMarkdown,
    html: renderCapacityHtml,
  });
}

/** The search's options from the parsed flags; a ConfigError names the first bad one. */
export async function capacityOptions(
  flags: FlagValues<typeof CAPACITY_FLAGS>,
): Promise<CapacityOptions> {
  const options: CapacityOptions = {
    startRate: flags.start,
    maxRate: flags.max,
    factor: flags.factor,
    resolution: flags.resolution,
    maxSteps: flags.maxSteps,
    retries: flags.retries,
    stepDurationMs: flags.stepDuration,
    repeats: flags.repeats,
    failOnInconclusive: flags.failOnInconclusive,
    confidence: DEFAULTS.confidence,
  };
  if (options.factor <= 1) {
    throw new ConfigError(`--factor must be above 1 (got "${options.factor}").`, {
      fix: 'Pass e.g. --factor 2 (each ramp step doubles the rate until one misses the budget).',
    });
  }
  if (options.resolution <= 0) {
    throw new ConfigError(`--resolution must be above 0% (got "${options.resolution * 100}%").`, {
      fix: 'Pass e.g. --resolution 10% (bisection stops once the bracket is that narrow).',
    });
  }
  if (options.maxRate < options.startRate) {
    throw new ConfigError(
      `--max (${options.maxRate}) must not be below --start (${options.startRate}).`,
      { fix: `Pass a --max of at least ${options.startRate}, or lower --start.` },
    );
  }
  if (flags.p95 !== undefined) options.p95Ms = flags.p95;
  if (flags.errors !== undefined) options.errorRate = flags.errors;
  if (flags.confirmDuration !== undefined) options.confirmDurationMs = flags.confirmDuration;
  if (flags.instances !== undefined) options.instances = flags.instances;
  if (flags.compareWith !== undefined) {
    try {
      options.compareWith = {
        file: flags.compareWith,
        text: await readFile(flags.compareWith, 'utf8'),
      };
    } catch (error) {
      throw new ConfigError(
        `--compare-with ${flags.compareWith}: cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)}).`,
        {
          fix: 'Pass the path of a perf-gate-capacity.json written by an earlier `perf-gate capacity`.',
        },
      );
    }
  }
  return options;
}
