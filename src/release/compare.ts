// A capacity result against a previous one (--compare-with old.json). Pure apart from nothing: the
// command reads the file and hands its text here. A change is claimed only when the two intervals
// do not overlap; results from different runners are not compared as if they were one machine.
import { ConfigError } from '../errors.js';
import type { RunnerInfo } from '../model.js';
import type { CapacityComparison, CapacityResult } from './model.js';

/** Parses a previous capacity result; ConfigError naming the file when it is not one. */
export function parseCapacityResult(text: string, file: string): CapacityResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`${file}: is not JSON (${(error as Error).message}).`, {
      fix: 'Pass a perf-gate-capacity.json written by `perf-gate capacity`.',
    });
  }
  const candidate = parsed as Partial<CapacityResult> | null;
  if (!candidate || typeof candidate !== 'object' || candidate.kind !== 'capacity') {
    throw new ConfigError(`${file}: is not a capacity result (no "kind": "capacity").`, {
      fix: 'Pass a perf-gate-capacity.json written by `perf-gate capacity` (a gate or sweep result cannot be compared).',
    });
  }
  if (candidate.schemaVersion !== 1) {
    throw new ConfigError(
      `${file}: has schemaVersion ${String(candidate.schemaVersion)}; this perf-gate reads version 1.`,
      { fix: 'Re-measure the previous capacity with this version of perf-gate.' },
    );
  }
  return candidate as CapacityResult;
}

type Comparable = Pick<CapacityResult, 'summary' | 'runner' | 'scenario'> &
  Partial<Pick<CapacityResult, 'topologies' | 'verdictTopology'>>;

/**
 * Compares the current capacity with a previous result: the current verdict topology with the
 * previous result's figure for the same instance count (its own summary when it measured one
 * topology or does not say). Two different counts are not compared.
 */
export function compareCapacity(
  current: Comparable,
  previous: Comparable,
  file: string,
): CapacityComparison {
  const count = current.verdictTopology?.instances;
  const sameCount =
    count === undefined
      ? undefined
      : previous.topologies?.find((topology) => topology.instances === count);
  const previousSummary = sameCount?.summary ?? previous.summary;
  const previousCount = sameCount?.instances ?? previous.verdictTopology?.instances;
  const now = current.summary?.capacity;
  const before = previousSummary?.capacity;
  const base: CapacityComparison = {
    file,
    ...(before === undefined ? {} : { previous: before }),
    ...(now === undefined ? {} : { current: now }),
    status: 'not-comparable',
    message: '',
  };
  const previousInterval = previousSummary?.interval;
  if (previousInterval)
    base.previousInterval = { low: previousInterval.low, high: previousInterval.high };
  if (now === undefined || before === undefined) {
    return {
      ...base,
      message: `No comparison with ${file}: ${now === undefined ? 'this run' : 'the previous run'} has no capacity figure.`,
    };
  }
  const runnerDifference = differentRunner(current.runner, previous.runner);
  if (runnerDifference) {
    return {
      ...base,
      message: `No comparison with ${file}: it was measured on a different runner (${runnerDifference}); capacity depends on the machine.`,
    };
  }
  if (count !== undefined && previousCount !== undefined && count !== previousCount) {
    return {
      ...base,
      message: `No comparison with ${file}: it measured ${previousCount} app instance(s), this run's verdict is for ${count}; include ${previousCount} in --instances to compare like with like.`,
    };
  }
  if (current.scenario?.name !== previous.scenario?.name) {
    return {
      ...base,
      message: `No comparison with ${file}: it measured scenario "${previous.scenario?.name ?? '?'}", this run "${current.scenario?.name ?? '?'}".`,
    };
  }
  const changePct = Math.round((now / before - 1) * 1000) / 10;
  const a = current.summary?.interval;
  const b = previousInterval;
  const separated = a !== undefined && b !== undefined && (a.low > b.high || b.low > a.high);
  const status = !separated ? 'no-change' : now > before ? 'higher' : 'lower';
  const message =
    status === 'no-change'
      ? `Capacity ${now}/s vs ${before}/s before (${changePct >= 0 ? '+' : ''}${changePct}%): the intervals overlap, so no change is claimed.`
      : `Capacity ${now}/s vs ${before}/s before (${changePct >= 0 ? '+' : ''}${changePct}%): ${status}, the intervals do not overlap.`;
  return { ...base, changePct, status, message };
}

function differentRunner(a: RunnerInfo, b: RunnerInfo): string | undefined {
  if (a.cpuModel !== b.cpuModel) return `${b.cpuModel} then, ${a.cpuModel} now`;
  if (a.cores !== b.cores) return `${b.cores} cores then, ${a.cores} now`;
  return undefined;
}
