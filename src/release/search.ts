// The capacity search: which arrival rate to try next, given the steps measured so far, and what the
// searches add up to. Pure: the I/O layer measures whatever `nextCapacityMove` asks for and feeds
// the outcome back, so the whole search can be replayed on synthetic response curves in tests.
//
// A search ramps geometrically from --start (×factor per step) until a step fails or --max passes,
// then bisects between the highest pass and the lowest fail until they are within --resolution of
// each other, then measures the highest pass once more (the confirmation step, at the scenario's
// window length). A failed confirmation moves the upper bound down to it and the search goes on
// below. A step the generator or the runner spoiled (inconclusive) is measured again, up to
// `retries` times per search; after that it ends the search without a ceiling: a generator that
// cannot offer the load says nothing about the app.
import { median, tInterval } from '../analysis/stats.js';
import type {
  CapacityScaling,
  CapacitySummary,
  CapacityTopology,
  SearchStatus,
  WindowOutcome,
} from './model.js';

/** The knobs of one search. */
export interface SearchOptions {
  startRate: number;
  maxRate: number;
  /** ramp multiplier, > 1 */
  factor: number;
  /** stop bisecting once (upper - lower) / lower is at most this */
  resolution: number;
  /** measured steps per search, confirmation included */
  maxSteps: number;
  /**
   * Steps per search that may be re-measured after the generator or the runner spoiled them (a
   * shared runner is sometimes busy for a few seconds); the next spoiled step ends the search.
   */
  retries: number;
}

/** A measured step as the search sees it. */
export interface SearchStepOutcome {
  rate: number;
  purpose: 'ramp' | 'bisect' | 'confirm';
  outcome: WindowOutcome;
}

/** What to do next: measure a rate, or stop with a bracket. */
export type SearchMove =
  | { kind: 'measure'; rate: number; purpose: 'ramp' | 'bisect' | 'confirm' }
  | {
      kind: 'done';
      status: SearchStatus;
      lower?: number;
      upper?: number;
      confirmed: boolean;
      note: string;
    };

/** Rates are whole iterations per second: k6's arrival rate is a count per time unit. */
function wholeRate(rate: number): number {
  return Math.max(1, Math.round(rate));
}

/** Decides the next move of a search from its steps so far. */
export function nextCapacityMove(
  steps: readonly SearchStepOutcome[],
  options: SearchOptions,
): SearchMove {
  const start = wholeRate(options.startRate);
  const max = Math.max(start, wholeRate(options.maxRate));

  const spoiledSteps = steps.filter((step) => step.outcome === 'inconclusive');
  const last = steps.at(-1);
  const spoiled =
    last?.outcome === 'inconclusive' &&
    (spoiledSteps.length > options.retries || steps.length >= options.maxSteps)
      ? last
      : undefined;
  const fails = steps.filter((step) => step.outcome === 'fail').map((step) => step.rate);
  const upper = fails.length > 0 ? Math.min(...fails) : undefined;
  // Passes at or above a failed rate are noise around the ceiling: the lower bound is the highest
  // pass strictly below the lowest failure.
  const passes = steps
    .filter((step) => step.outcome === 'pass' && (upper === undefined || step.rate < upper))
    .map((step) => step.rate);
  const lower = passes.length > 0 ? Math.max(...passes) : undefined;
  const confirmed =
    lower !== undefined &&
    steps.some(
      (step) => step.purpose === 'confirm' && step.rate === lower && step.outcome === 'pass',
    );
  const bracket = {
    ...(lower === undefined ? {} : { lower }),
    ...(upper === undefined ? {} : { upper }),
  };

  if (spoiled) {
    return {
      kind: 'done',
      status: 'inconclusive',
      ...bracket,
      confirmed,
      note:
        `the step at ${spoiled.rate}/s could not be judged (load generator or runner limited), so no ceiling is claimed` +
        (lower === undefined ? '' : `; the app sustained ${lower}/s before that`),
    };
  }
  if (last?.outcome === 'inconclusive') {
    return { kind: 'measure', rate: last.rate, purpose: last.purpose };
  }
  if (steps.length === 0) return { kind: 'measure', rate: start, purpose: 'ramp' };
  if (lower === undefined) {
    // Only failures so far: the first rate was already too much.
    return {
      kind: 'done',
      status: 'below-start',
      ...bracket,
      confirmed: false,
      note: `${upper}/s, the lowest rate measured, missed the budget: capacity is below it; lower --start`,
    };
  }

  const converged =
    upper === undefined
      ? lower >= max
      : upper - lower <= 1 || (upper - lower) / lower <= options.resolution;
  const next = ((): SearchMove => {
    if (upper === undefined && lower < max) {
      return {
        kind: 'measure',
        // At least one more than the last pass: a small factor on a small rate must still move.
        rate: Math.min(max, Math.max(lower + 1, wholeRate(lower * options.factor))),
        purpose: 'ramp',
      };
    }
    if (!converged && upper !== undefined) {
      const middle = Math.min(upper - 1, Math.max(lower + 1, Math.round((lower + upper) / 2)));
      return { kind: 'measure', rate: middle, purpose: 'bisect' };
    }
    if (!confirmed) return { kind: 'measure', rate: lower, purpose: 'confirm' };
    return upper === undefined
      ? {
          kind: 'done',
          status: 'above-max',
          lower,
          confirmed,
          note: `every rate up to --max (${max}/s) met the budget: capacity is at least ${lower}/s; raise --max to find the ceiling`,
        }
      : {
          kind: 'done',
          status: 'found',
          lower,
          upper,
          confirmed,
          note: `${lower}/s met the budget (confirmed), ${upper}/s did not`,
        };
  })();
  if (next.kind === 'measure' && steps.length >= options.maxSteps) {
    return {
      kind: 'done',
      status: 'step-limit',
      ...bracket,
      confirmed,
      note: `the step limit (${options.maxSteps}) ran out with the ceiling between ${lower}/s and ${upper === undefined ? 'above' : `${upper}/s`}${confirmed ? '' : ' (not confirmed)'}`,
    };
  }
  return next;
}

/** A search's end as the summary needs it. */
export interface SearchBracket {
  status: SearchStatus;
  lower?: number;
  upper?: number;
  confirmed: boolean;
}

/**
 * The capacity figure across repeated searches: the median of the confirmed rates, with a t
 * interval over them when there are three or more, the bisection bracket for a single search, and
 * the envelope of the brackets for two. `agree` says whether a single ceiling fits every search.
 */
export function summarizeCapacity(
  searches: readonly SearchBracket[],
  options: { target: number; confidence: number },
): CapacitySummary {
  const counted = searches.filter(
    (search) => (search.status === 'found' || search.status === 'above-max') && search.confirmed,
  );
  const figures = searches.map((search) =>
    (search.status === 'found' || search.status === 'above-max') && search.confirmed
      ? search.lower
      : undefined,
  );
  const target = options.target;
  if (counted.length === 0) {
    const below = searches.filter((search) => search.status === 'below-start');
    if (below.length > 0 && below.length === searches.length) {
      const upper = Math.max(...below.map((search) => search.upper ?? 0));
      return {
        agree: true,
        figures,
        target,
        meetsTarget: upper <= target ? false : undefined,
        consensus: { low: 0, high: upper },
        statement: `Capacity is below ${upper}/s (the first rate tried already missed the budget).`,
      };
    }
    return {
      agree: false,
      figures,
      target,
      statement:
        'No search produced a confirmed capacity figure (see each search for why); the figure is inconclusive.',
    };
  }
  const lowers = counted.map((search) => search.lower!);
  const knownUppers = counted
    .map((search) => search.upper)
    .filter((upper): upper is number => upper !== undefined);
  const capacity = median(lowers);
  // Agreement uses every bracket, confirmed or not: a search cut short by the step limit or a
  // spoiled step still says where its ceiling was, and one that contradicts the others matters.
  const allLowers = searches.flatMap((search) =>
    search.lower === undefined ? [] : [search.lower],
  );
  const allUppers = searches.flatMap((search) =>
    search.upper === undefined ? [] : [search.upper],
  );
  const consensusLow = Math.max(...allLowers);
  const consensusHigh = allUppers.length > 0 ? Math.min(...allUppers) : undefined;
  const agree = consensusHigh === undefined || consensusLow < consensusHigh;
  const unconfirmed = searches.filter((search) => !counted.includes(search));

  let interval: CapacitySummary['interval'];
  if (counted.length === 1) {
    const only = counted[0]!;
    interval = { low: only.lower!, high: only.upper ?? only.lower!, method: 'bisection' };
  } else if (counted.length === 2) {
    interval = {
      low: Math.min(...lowers),
      high: knownUppers.length === 2 ? Math.max(...knownUppers) : Math.max(...lowers),
      method: 'envelope',
    };
  } else {
    const t = tInterval(lowers, options.confidence);
    interval = {
      low: Math.max(0, round1(t.low)),
      high: round1(t.high),
      method: 't',
      confidence: options.confidence,
    };
  }
  const meetsTarget = capacity >= target;
  const found =
    counted.length > 1
      ? ` The ${counted.length} confirmed searches found ${lowers.map((l) => `${l}/s`).join(', ')}.`
      : '';
  const others =
    unconfirmed.length > 0
      ? ` ${unconfirmed.length} of ${searches.length} searches confirmed no figure (${unconfirmed
          .map((search) => `${search.status}${bracketText(search)}`)
          .join('; ')}).`
      : '';
  const agreement =
    searches.length > 1
      ? agree
        ? ' The searches agree: one ceiling fits all of them.'
        : ` The searches disagree: no single ceiling fits all of them (highest pass ${consensusLow}/s, lowest failure ${consensusHigh}/s), so the runner or the app varied between searches.`
      : '';
  const spread = `${found}${others}${agreement}`;
  const intervalText =
    interval.method === 't'
      ? `${Math.round((interval.confidence ?? 0) * 100)}% interval ${interval.low}–${interval.high}/s`
      : interval.method === 'bisection'
        ? `between ${interval.low}/s (passed) and ${interval.high}/s (failed)`
        : `envelope ${interval.low}–${interval.high}/s`;
  const statement =
    `Capacity at the budget: ${capacity}/s (${intervalText}); ` +
    `${meetsTarget ? 'meets' : 'is below'} the target of ${target}/s.${spread}`;
  return {
    capacity,
    interval,
    consensus: {
      low: consensusLow,
      ...(consensusHigh === undefined ? {} : { high: consensusHigh }),
    },
    agree,
    figures,
    target,
    meetsTarget,
    statement,
  };
}

/** A search's end with the instance count it ran with (absent in older results). */
export interface TopologySearch extends SearchBracket {
  instances?: number;
}

/** Scaling further than this from linear (ratio ÷ linear below 0.8 or above 1.2) gets a note. */
export const SCALING_TOLERANCE = 0.2;

/** "1 instance", "3 instances". */
export function instancesText(count: number): string {
  return count === 1 ? '1 instance' : `${count} instances`;
}

/**
 * The capacity per topology (`capacity --instances 1,2`): each instance count's searches summarised
 * on their own, the figure and interval per instance, and the scaling from the smallest count with a
 * figure to each larger one. Searches without a count ran with `defaultInstances`.
 */
export function summarizeTopologies(
  searches: readonly TopologySearch[],
  options: { target: number; confidence: number; defaultInstances: number },
): CapacityTopology[] {
  const countOf = (search: TopologySearch): number => search.instances ?? options.defaultInstances;
  const counts = [...new Set(searches.map(countOf))].sort((a, b) => a - b);
  const topologies = counts.map((instances): CapacityTopology => {
    const own = searches.filter((search) => countOf(search) === instances);
    const summary = summarizeCapacity(own, options);
    const topology: CapacityTopology = { instances, searches: own.length, summary };
    if (summary.capacity !== undefined) {
      topology.perInstance = {
        capacity: round1(summary.capacity / instances),
        ...(summary.interval
          ? {
              interval: {
                low: round1(summary.interval.low / instances),
                high: round1(summary.interval.high / instances),
              },
            }
          : {}),
      };
    }
    return topology;
  });
  const base = topologies.find((topology) => topology.summary.capacity !== undefined);
  if (base) {
    for (const topology of topologies) {
      if (topology.instances > base.instances && topology.summary.capacity !== undefined) {
        topology.scaling = scalingOf(base, topology);
      }
    }
  }
  return topologies;
}

/** How capacity grew from `from` to `to` (both with a figure), with a note when it matters. */
export function scalingOf(
  from: Pick<CapacityTopology, 'instances' | 'summary'>,
  to: Pick<CapacityTopology, 'instances' | 'summary'>,
): CapacityScaling {
  const before = from.summary.capacity!;
  const after = to.summary.capacity!;
  const rawRatio = before > 0 ? after / before : Number.POSITIVE_INFINITY;
  const rawLinear = to.instances / from.instances;
  const ratio = round2(rawRatio);
  const linear = round2(rawLinear);
  const efficiency = round2(rawRatio / rawLinear);
  const a = from.summary.interval;
  const b = to.summary.interval;
  const overlaps = a !== undefined && b !== undefined && !(b.low > a.high || a.low > b.high);
  const shared =
    'something the instances share limits them: the database, the proxy, or this runner, whose cores every container and k6 share';
  const compared = `${instancesText(to.instances)} sustained ${after}/s against ${before}/s with ${instancesText(from.instances)}`;
  let note: string | undefined;
  if (overlaps) {
    note = `${compared}: the intervals overlap, so no gain from the added instances can be claimed; ${shared}.`;
  } else if (efficiency < 1 - SCALING_TOLERANCE) {
    note = `${compared}: ${ratio}× where linear scaling would give ${linear}× (${Math.round(efficiency * 100)}% of linear); ${shared}.`;
  } else if (efficiency > 1 + SCALING_TOLERANCE) {
    note = `${compared}: ${ratio}×, more than the ${linear}× of linear scaling; the smaller topology was probably held back by something other than its own capacity (look for a busy runner or k6 in its steps), or its searches were noisy.`;
  }
  return {
    fromInstances: from.instances,
    ratio,
    linear,
    efficiency,
    overlaps,
    ...(note === undefined ? {} : { note }),
  };
}

function bracketText(search: SearchBracket): string {
  if (search.lower === undefined && search.upper === undefined) return '';
  return `, between ${search.lower ?? 0}/s and ${search.upper === undefined ? '?' : `${search.upper}/s`}`;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
