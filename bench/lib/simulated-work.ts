// The work per request of the simulated app of bench/lib/endpoint-family.ts, drawn from the work-noise
// model of bench/lib/work-noise.ts: each window's work (what the gate's counters read around it) and
// each side's work probe (what the probe reads per endpoint), in the shapes the gate's judge reads
// (WindowWork, ProbeResult). Pure and seeded by the caller's draws.
//
// The app's endpoints differ in every figure (appWork); every window has each endpoint equally busy,
// so its figure per request is the endpoints' mean, times the side's offset and the window's own
// draw. A probe sends every endpoint `requests` times (one iteration of the script requests each
// endpoint once). Nothing here changes with the PR: the slowed cases of the simulation slow latency
// alone, and their work is as in A/A.
import { WORK_METRICS, type WorkMetric } from '../../src/config/work-metrics.js';
import type { WorkComparison } from '../../src/analysis/work-judge.js';
import type { ProbeResult } from '../../src/work/attribution.js';
import type { WindowWork } from '../../src/work/counters.js';
import {
  endpointShift,
  probeNoiseOf,
  windowNoiseOf,
  type WorkDraws,
  type WorkNoise,
} from './work-noise.js';
import { meanOf } from './moments.js';

/** The simulated app's work per request of each endpoint, by metric. */
export type AppWork = ReadonlyArray<Readonly<Record<WorkMetric, number>>>;

/**
 * An app whose endpoints differ in every figure: each sends 1 to 3 SELECTs, every fourth from the
 * second an INSERT, from the third an UPDATE, from the fourth a DELETE (seven writers of ten), and
 * examines rows, allocates 24 to 78 KiB and spends 1 to 2.35 ms of its threads' CPU per request.
 */
export function appWork(endpoints: number): AppWork {
  return Array.from({ length: endpoints }, (_, e) => {
    const selects = 1 + (e % 3);
    const kind = (k: number) => (e % 4 === k ? 1 : 0);
    const threadCpu = 1 + 0.15 * e;
    return {
      statements: selects + kind(1) + kind(2) + kind(3),
      selects,
      inserts: kind(1),
      updates: kind(2),
      deletes: kind(3),
      'rows-examined': 5 * (e + 1) * selects,
      cpu: 2 * threadCpu,
      'thread-cpu': threadCpu,
      allocated: 24_576 + 6_144 * e,
      gc: 0.01,
    };
  });
}

/** One side's offsets for a gate: o_s of every window metric, q_s of every probe metric. */
export interface SideOffsets {
  window: Record<WorkMetric, number>;
  probe: Record<WorkMetric, number>;
}

export function sideOffsets(noise: WorkNoise, draws: WorkDraws): SideOffsets {
  const each = (sd: (m: WorkMetric) => number) =>
    Object.fromEntries(WORK_METRICS.map((m) => [m, sd(m) * draws.normal()])) as Record<
      WorkMetric,
      number
    >;
  return {
    window: each((m) => windowNoiseOf(noise, m).sideSd),
    probe: each((m) => probeNoiseOf(noise, m).sideSd),
  };
}

/** A window's work per request: every endpoint equally busy, each metric drawn on its own. */
export function simulatedWindowWork(
  app: AppWork,
  window: { requests: number; elapsedMs: number },
  noise: WorkNoise,
  side: SideOffsets,
  draws: WorkDraws,
): WindowWork {
  const f = (m: WorkMetric) =>
    meanOf(app.map((e) => e[m])) *
    Math.exp(side.window[m] + windowNoiseOf(noise, m).windowSd * draws.normal());
  return {
    ...window,
    database: {
      statementsPerRequest: f('statements'),
      kindsPerRequest: kinds(f),
      rowsExaminedPerRequest: f('rows-examined'),
      unshapedPerRequest: 0,
      shapes: [],
    },
    app: {
      cpuMsPerRequest: f('cpu'),
      threadCpuMsPerRequest: f('thread-cpu'),
      allocatedBytesPerRequest: f('allocated'),
      gcMsPerRequest: f('gc'),
    },
    notes: [],
  };
}

/**
 * A side's probe of `requests` requests of every endpoint: each figure at the app's times the side's
 * offset, and on the PR's side times an endpoint's residual (the residual is the two sides'
 * difference, so the base's carries none).
 */
export function simulatedProbe(
  probe: { side: 'base' | 'pr'; names: readonly string[]; requests: number; sizing?: string },
  app: AppWork,
  noise: WorkNoise,
  side: SideOffsets,
  draws: WorkDraws,
): ProbeResult {
  const n = probe.requests;
  const endpoints = app.map((levels, e) => {
    const f = (m: WorkMetric) =>
      levels[m] *
      Math.exp(
        side.probe[m] + (probe.side === 'pr' ? endpointShift(probeNoiseOf(noise, m), n, draws) : 0),
      );
    return {
      endpoint: probe.names[e]!,
      requests: n,
      statementsPerRequest: f('statements'),
      kindsPerRequest: kinds(f),
      shapes: [],
      rowsExaminedPerRequest: f('rows-examined'),
      allocatedBytesPerRequest: f('allocated'),
      threadCpuMsPerRequest: f('thread-cpu'),
    };
  });
  return {
    side: probe.side,
    requests: n * app.length,
    endpoints,
    unattributedStatements: 0,
    seed: 1,
    iterations: n,
    ...(probe.sizing === undefined ? {} : { sizing: probe.sizing }),
    notes: [],
  };
}

function kinds(f: (m: WorkMetric) => number) {
  const [select, insert, update, del] = [f('selects'), f('inserts'), f('updates'), f('deletes')];
  return { select, insert, update, delete: del, transaction: 0, other: 0 };
}

/**
 * What the gate made of the work: the comparisons that failed it (`metric`, a window's, or `metric of
 * endpoint`), how many it judged of the windows and of each endpoint, and those it only reported,
 * with why (`metric (where): reason`).
 */
export function judgedWork(comparisons: readonly WorkComparison[], endpoints: readonly string[]) {
  const judged = comparisons.filter((c) => c.status !== 'not-judged');
  const where = (c: WorkComparison) => (c.endpoint === undefined ? 'window' : 'endpoints');
  return {
    workFailed: comparisons
      .filter((c) => c.status === 'regression')
      .map((c) => (c.endpoint === undefined ? c.metric : `${c.metric} of ${c.endpoint}`)),
    workJudged: {
      window: judged.filter((c) => c.endpoint === undefined).length,
      endpoints: Object.fromEntries(
        endpoints.map((name) => [name, judged.filter((c) => c.endpoint === name).length]),
      ),
    },
    workUnjudged: [
      ...new Set(
        comparisons
          .filter((c) => c.status === 'not-judged')
          .map(
            (c) =>
              `${c.metric} (${where(c)}): ${c.message.replace(/^.*; (?:not judged: )?|\.$/gu, '')}`,
          ),
      ),
    ],
  };
}
