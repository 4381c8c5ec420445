// The work-per-request metrics, one entry each: the name perf-gate.yml knows it by, how it reads,
// its default tolerance and why, and how it is measured in a window and per endpoint. Everything
// else that lists the work metrics is derived from this registry: the config's names, defaults and
// schema (config/work.ts, json-schema.ts), the comparisons of a window and of the probe's endpoints
// (analysis/work.ts, work-endpoints.ts) and how a figure is formatted (analysis/work-judge.ts).
// Pure: it holds data and readers, it imports only types.
//
// The default tolerances come from the example's A/A calibrations (bench/README.md, "Work per
// request"); each one's reason is next to it.
import type { EndpointWork } from '../work/attribution.js';
import type { WindowWork } from '../work/counters.js';
import type { StatementKind } from '../work/statements.js';

/** How one metric is read from an endpoint's figures in the work probe, and judged there. */
export interface EndpointFigure {
  /** the figure per request; undefined when the probe could not measure it */
  read: (endpoint: EndpointWork) => number | undefined;
  /** smallest change per request that counts per endpoint, above the metric's own floor */
  floor?: number;
  /** an endpoint where both sides read 0 gets no comparison */
  omitZero?: boolean;
  /** reported per endpoint, never judged there (the timed windows judge it) */
  reportedOnly?: boolean;
  /**
   * fewest requests of the endpoint in each side's probe for the figure to be judged: one that
   * varies from request to request (bytes, CPU) needs PROBE_MIN_REQUESTS; a count of the code path
   * (statements, rows examined) is judged from any number
   */
  minRequests?: number;
}

/** What every work metric declares. */
interface WorkMetricCommon {
  /** how the reports name it */
  label: string;
  /** the unit of its figures: '' (a count), 'ms' or 'B' (bytes, shown in KiB and MiB) */
  unit: '' | 'ms' | 'B';
  /** the smallest change per request that can count (a base of 0 is not +∞ %) */
  floor: number;
  /** the default `compare.work.tolerance`: a fraction of the base's value, or false (reported) */
  tolerance: number | false;
  /**
   * true when its figure per request includes what the app does on its own during a window
   * (timers, pool housekeeping, the telemetry's scrapes): judged only on windows of at least
   * APP_METRIC_MIN_REQUESTS requests, and an endpoint's figure shows in the markdown report only
   * when it crossed its tolerance
   */
  app: boolean;
}

/**
 * A kind of statement: its count per request in a window (kindMetricInWindow) and per endpoint
 * (kindMetricPerEndpoint) come from the kind.
 */
interface KindMetric extends WorkMetricCommon {
  kind: StatementKind;
}

/** Any other metric: its own readers. */
interface FigureMetric extends WorkMetricCommon {
  kind?: undefined;
  /** the figure per request of a measured window; undefined when it was not measured */
  window: (work: WindowWork) => number | undefined;
  /** its figure per endpoint in the work probe, when the probe has one */
  endpoint?: EndpointFigure;
}

export type WorkMetricEntry = KindMetric | FigureMetric;

/**
 * The smallest change in statements per request of one endpoint that the probe judges: a query
 * added to an endpoint's every request is +1. A probe has been seen to count up to +0.5 per
 * request on one side of a gate: MariaDB logging prepared statements re-prepared after a database
 * reset twice (docs/work.md; now counted once). Half a statement separates the two until the A/A
 * calibration says otherwise.
 */
export const PROBE_STATEMENT_FLOOR = 0.5;

/**
 * Fewest requests in each window of a pair for the app's metrics to be judged (bench/README.md,
 * "CPU and allocation, judged"): at 52 requests per window the example's threads' CPU moved by up
 * to 14 % in A/A gates, at 102 by 5.7 %, as at the 302 the tolerances were fitted on; 200 keeps a
 * factor of two above the smallest count seen to hold (3 gates per rate, a guard, not a fit).
 */
export const APP_METRIC_MIN_REQUESTS = 200;

/**
 * Fewest requests of an endpoint in each side's work probe for a figure that varies from request
 * to request (bytes allocated, the threads' CPU) to be judged there. The example's bytes per
 * endpoint moved by 0.69 % (root mean square; at most 1.4 %) between the sides of 4 A/A gates with
 * 20 requests each (bench/README.md, "Bytes allocated, injected"; results/alloc1-raw): a spread
 * per request of about 2.2 % (0.69 % × √(20 / 2)), on an app that reads the same rows for the same
 * ids on both sides. Other apps spread more, unmeasured: library-loans read a false regression
 * beyond 10 % on the bytes of POST /api/loans from about 2 requests (bench/README.md). Assumed: a
 * spread per request of 12 %. For the 10 % tolerance to be three standard deviations of the change
 * between two probes' means, 3 × 12 % × √(2 / n) ≤ 10 % needs n ≥ 26; rounded up to 30.
 */
export const PROBE_MIN_REQUESTS = 30;

const STATEMENT_COUNT = { unit: '', floor: 0.02, app: false } as const;

/**
 * Statement counts are deterministic for a seeded request sequence, so 5 % is far above their A/A
 * spread (0 %) and far below an added query on any endpoint with 5 % of the traffic or more. The
 * kinds share the tolerance of the statements.
 */
const STATEMENT_TOLERANCE = 0.05;

/** Every work metric, in the order the config, the comparisons and the reports list them. */
const REGISTRY = {
  statements: {
    label: 'SQL statements',
    ...STATEMENT_COUNT,
    tolerance: STATEMENT_TOLERANCE,
    window: (work) => work.database?.statementsPerRequest,
    endpoint: { read: (e) => e.statementsPerRequest, floor: PROBE_STATEMENT_FLOOR },
  },
  selects: { label: 'SELECTs', ...STATEMENT_COUNT, tolerance: STATEMENT_TOLERANCE, kind: 'select' },
  inserts: { label: 'INSERTs', ...STATEMENT_COUNT, tolerance: STATEMENT_TOLERANCE, kind: 'insert' },
  updates: { label: 'UPDATEs', ...STATEMENT_COUNT, tolerance: STATEMENT_TOLERANCE, kind: 'update' },
  deletes: { label: 'DELETEs', ...STATEMENT_COUNT, tolerance: STATEMENT_TOLERANCE, kind: 'delete' },
  'rows-examined': {
    label: 'rows examined',
    unit: '',
    floor: 0.5,
    // Rows examined move with the data a request hits.
    tolerance: 0.1,
    app: false,
    window: (work) => work.database?.rowsExaminedPerRequest,
    // From the statement history, absent when the server's could not be read.
    endpoint: { read: (e) => e.rowsExaminedPerRequest },
  },
  cpu: {
    label: 'app CPU',
    unit: 'ms',
    floor: 0.01,
    // The container's CPU spreads too far to judge by default: the JIT compiles in one window and
    // not the next, and A/A pairs moved up to 25 % per gate. Reported, not judged.
    tolerance: false,
    app: true,
    window: (work) => work.app?.cpuMsPerRequest,
  },
  'thread-cpu': {
    label: 'Java threads CPU',
    unit: 'ms',
    floor: 0.01,
    // Fitted out of sample: twice the largest A/A change of 35 gates on two runner classes
    // (7.8 %), rounded up to a multiple of 5 %, then judged on 25 other A/A gates (0 false alarms)
    // and 28 gates with a CPU cost injected.
    tolerance: 0.2,
    app: true,
    window: (work) => work.app?.threadCpuMsPerRequest,
    endpoint: {
      read: (e) => e.threadCpuMsPerRequest,
      // The probe's CPU per endpoint is reported, not judged: one VU's 20 requests of an
      // endpoint, a millisecond or two each, moved by up to 35 % between the sides of an A/A gate
      // and by 48 % where only the allocation changed (bench/README.md, "Bytes allocated,
      // injected"); the timed windows judge the CPU.
      reportedOnly: true,
      minRequests: PROBE_MIN_REQUESTS,
    },
  },
  allocated: {
    label: 'bytes allocated',
    unit: 'B',
    floor: 1024,
    // Fitted like thread-cpu: twice the largest A/A change of the same 35 gates (4.9 %), rounded
    // up to a multiple of 5 %, then judged on the same other gates.
    tolerance: 0.1,
    app: true,
    window: (work) => work.app?.allocatedBytesPerRequest,
    // The probe's bytes per endpoint held within 1.4 % in the same A/A gates, at 20 requests of
    // each endpoint: judged, on an endpoint with PROBE_MIN_REQUESTS requests on each side.
    endpoint: { read: (e) => e.allocatedBytesPerRequest, minRequests: PROBE_MIN_REQUESTS },
  },
  gc: {
    label: 'GC pause',
    unit: 'ms',
    floor: 0.01,
    // GC pauses spread too far to judge by default: a pause or two per window, and A/A pairs
    // moved up to 78 % per gate. Reported, not judged.
    tolerance: false,
    app: true,
    window: (work) => work.app?.gcMsPerRequest,
  },
} satisfies Record<string, WorkMetricEntry>;

/** A work metric, by the name perf-gate.yml knows it by. */
export type WorkMetric = keyof typeof REGISTRY;

/** Every work metric's entry. */
export const WORK_METRIC_REGISTRY: Readonly<Record<WorkMetric, WorkMetricEntry>> = REGISTRY;

/** The work metrics perf-gate judges, in the user's words. */
export const WORK_METRICS = Object.keys(REGISTRY) as readonly WorkMetric[] as readonly [
  WorkMetric,
  ...WorkMetric[],
];

/**
 * A kind's count per request in a window. Executions the server counts without a digest
 * (MariaDB's prepared statements) have no kind: the kinds would read 0 SELECTs for an app that
 * sends nothing else, so they are left out (the probe's per-endpoint kinds, from the statement
 * history, still have them).
 */
function kindMetricInWindow(work: WindowWork, kind: StatementKind): number | undefined {
  const database = work.database;
  return database && !(database.unshapedPerRequest > 0)
    ? database.kindsPerRequest[kind]
    : undefined;
}

/** A kind's count per request of an endpoint: judged like the statements, left out when absent. */
function kindMetricPerEndpoint(kind: StatementKind): EndpointFigure {
  return { read: (e) => e.kindsPerRequest[kind], floor: PROBE_STATEMENT_FLOOR, omitZero: true };
}

/** One work metric of a window, per request; undefined when it was not measured. */
export function workMetricOf(work: WindowWork | undefined, metric: WorkMetric): number | undefined {
  if (!work) return undefined;
  const entry = WORK_METRIC_REGISTRY[metric];
  return entry.kind === undefined ? entry.window(work) : kindMetricInWindow(work, entry.kind);
}

/** How a metric reads per endpoint in the work probe; undefined when the probe has no figure. */
export function endpointFigureOf(metric: WorkMetric): EndpointFigure | undefined {
  const entry = WORK_METRIC_REGISTRY[metric];
  return entry.kind === undefined ? entry.endpoint : kindMetricPerEndpoint(entry.kind);
}
