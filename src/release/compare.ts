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

/** Compares the current capacity with a previous result. */
export function compareCapacity(
  current: Pick<CapacityResult, 'summary' | 'runner' | 'scenario'>,
  previous: Pick<CapacityResult, 'summary' | 'runner' | 'scenario'>,
  file: string,
): CapacityComparison {
  const now = current.summary?.capacity;
  const before = previous.summary?.capacity;
  const base: CapacityComparison = {
    file,
    ...(before === undefined ? {} : { previous: before }),
    ...(now === undefined ? {} : { current: now }),
    status: 'not-comparable',
    message: '',
  };
  const previousInterval = previous.summary?.interval;
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
