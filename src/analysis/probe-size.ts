// How many iterations a scenario's work probe runs (src/work/probe.ts): at least
// `compare.work.probe`, and more when an endpoint of the timed windows would otherwise get fewer
// than PROBE_MIN_REQUESTS requests in it, the fewest its bytes per request are judged from
// (config/work-metrics.ts), up to a cap in iterations (PROBE_MAX_ITERATIONS) and in time. The endpoints and their shares
// are known only from the script's run, so the size comes from the windows measured before the
// scenario's first probe, and that one size serves both sides: the same iterations, the same
// seeded requests. Pure.
import { PROBE_MAX_ITERATIONS } from '../config/work.js';
import { PROBE_MIN_REQUESTS } from '../config/work-metrics.js';
import type { WindowMeasurement } from '../model.js';

/** The probe's bound on its run time: k6 stops it there, whatever iterations are left. */
export const PROBE_MAX_DURATION_MS = 60_000;

/**
 * The time a sized probe may be expected to take: half of PROBE_MAX_DURATION_MS, so that a slower
 * probe still ends before k6 cuts it (a cut probe can stop at different iterations on each side).
 */
const PROBE_TIME_BUDGET_MS = PROBE_MAX_DURATION_MS / 2;

/**
 * What the probe adds to each request: a mark before and after it, each a statement and a read of
 * the work agent, and a read of the statement history. The example's probes took 321–659 ms for
 * 40 requests, k6's start included (bench/results/alloc1-raw): 16 ms a request at most.
 */
const PROBE_MS_PER_REQUEST = 16;

/** What sizing reads of a measured window. */
export type SizingWindow = Pick<WindowMeasurement, 'iterations' | 'iterationMs' | 'mix'> & {
  endpoints: Readonly<Record<string, { requests: number }>>;
};

/** The probe's iterations, and why they are more than configured (absent: as configured). */
export interface ProbeSize {
  iterations: number;
  reason?: string;
}

/**
 * The probe's iterations from the windows measured so far of its scenario (either side). An
 * endpoint's requests per iteration are its requests over the windows' iterations; a script that
 * shares its iterations between its own k6 scenarios (`mix`) has them in turn in the probe, one
 * each, so its rates are divided by the number of scenarios × the largest share, a lower bound of
 * every endpoint's rate in the probe. Windows group untagged URLs by method as well as path, the
 * probe by path only: a window's endpoint is never busier than the probe's, and the size errs
 * towards more iterations. Endpoints past the windows' breakdown (src/load/endpoints.ts) are not
 * seen; the probe judges them only if they reach the minimum.
 */
export function probeSize(
  windows: readonly SizingWindow[],
  configured: number,
  minRequests = PROBE_MIN_REQUESTS,
): ProbeSize {
  const measured = windows.filter((w) => w.iterations > 0 && Object.keys(w.endpoints).length > 0);
  const iterations = measured.reduce((sum, w) => sum + w.iterations, 0);
  if (configured <= 0 || iterations === 0) return { iterations: configured };
  const requests = new Map<string, number>();
  for (const window of measured) {
    for (const [endpoint, metrics] of Object.entries(window.endpoints)) {
      requests.set(endpoint, (requests.get(endpoint) ?? 0) + metrics.requests);
    }
  }
  const mixFactor = Math.max(
    1,
    ...measured.map((w) =>
      w.mix && w.mix.length > 1 ? w.mix.length * Math.max(...w.mix.map((m) => m.share)) : 1,
    ),
  );
  let rarest: { endpoint: string; perIteration: number } | undefined;
  for (const [endpoint, count] of requests) {
    const perIteration = count / iterations / mixFactor;
    if (perIteration > 0 && (!rarest || perIteration < rarest.perIteration)) {
      rarest = { endpoint, perIteration };
    }
  }
  if (!rarest) return { iterations: configured };
  const needed = Math.ceil(minRequests / rarest.perIteration - 1e-9);
  if (needed <= configured) return { iterations: configured };
  const cap = Math.max(1, Math.min(PROBE_MAX_ITERATIONS, timeCap(measured, requests, iterations)));
  const sized = Math.min(needed, cap);
  if (sized <= configured) return { iterations: configured };
  const rarestText = `${rarest.endpoint}, the rarest endpoint of the timed windows (${formatRate(rarest.perIteration)} request(s) per iteration expected),`;
  const reason =
    sized === needed
      ? `${sized} iterations instead of compare.work.probe's ${configured}, so that ${rarestText} gets ${minRequests} requests`
      : `${sized} iterations instead of compare.work.probe's ${configured}, the most it runs (${PROBE_MAX_ITERATIONS}, or about ${PROBE_TIME_BUDGET_MS / 1000} s): ${rarestText} would need ${needed} to get ${minRequests} requests`;
  return { iterations: sized, reason };
}

/**
 * The iterations that fit the time budget: each takes what it took in the windows (its requests
 * and the script's own time, sleep() included) plus what the probe adds to each request.
 */
function timeCap(
  windows: readonly SizingWindow[],
  requests: ReadonlyMap<string, number>,
  iterations: number,
): number {
  const timed = windows.filter((w) => w.iterationMs !== undefined);
  const timedIterations = timed.reduce((sum, w) => sum + w.iterations, 0);
  const iterationMs =
    timedIterations > 0
      ? timed.reduce((sum, w) => sum + w.iterationMs! * w.iterations, 0) / timedIterations
      : 0;
  const perIteration = [...requests.values()].reduce((sum, n) => sum + n, 0) / iterations;
  return Math.floor(PROBE_TIME_BUDGET_MS / (iterationMs + perIteration * PROBE_MS_PER_REQUEST));
}

/** `0.5`, `0.05`, `1` */
function formatRate(value: number): string {
  return String(Number(value.toPrecision(2)));
}
