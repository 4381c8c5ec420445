// One entry of main's history: the figures of one gate result, kept per commit so that change
// points can be found over many results (docs/history.md). A record is schema-versioned plain
// data, one JSON line in the store; recordFromResult derives it from a result file and seriesOf
// turns records into one time series per figure. Pure.
//
// The figures are the PR side's (on a push to the default branch, the commit under test): per
// scenario the median over its measured windows of TPS, the geometric-mean latency, p50, p95,
// p99 and the error rate; the same latency figures and error rate per endpoint; and the work per
// request of each work metric the windows measured.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { runnerClassOf } from '../analysis/instance-noise.js';
import { metricOf } from '../analysis/pairs.js';
import { median } from '../analysis/stats.js';
import { WORK_METRICS, workMetricOf } from '../config/work-metrics.js';
import { ConfigError } from '../errors.js';
import { oneLine } from '../format/shown.js';
import type { GateResult, WindowMeasurement } from '../model.js';

/** The schema version this perf-gate writes and reads; bump it on any breaking change. */
export const HISTORY_SCHEMA = 1;

/** Longest name (scenario, endpoint, ref, runner class) a record may hold. */
const MAX_NAME_CHARS = 1024;
// eslint-disable-next-line no-control-regex -- control characters are what is refused here
const ONE_LINE = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]*$/;
/** A name a record holds: one line, without control characters, at most 1,024 characters. */
export const historyName = z
  .string()
  .min(1)
  .max(MAX_NAME_CHARS, `must be at most ${MAX_NAME_CHARS} characters`)
  .regex(ONE_LINE, 'must be one line without control characters');
/** A figure: finite and not negative (z.number() refuses NaN and Infinity). */
const figure = z.number().min(0);

// Objects are loose: a field a later perf-gate adds within schema 1 is carried, not refused.
/** The request figures of a scenario or an endpoint; a figure no window measured is absent. */
const requestFiguresSchema = z.looseObject({
  /** the geometric mean of every request's latency, ms */
  latency: figure.optional(),
  p50: figure.optional(),
  p95: figure.optional(),
  p99: figure.optional(),
  /** failed / requests, 0..1 */
  errorRate: figure.optional(),
});

const scenarioFiguresSchema = z.looseObject({
  /** achieved iterations per second */
  tps: figure.optional(),
  ...requestFiguresSchema.shape,
  endpoints: z.record(historyName, requestFiguresSchema),
  /** work per request, by the name perf-gate.yml knows each metric by (config/work-metrics.ts) */
  work: z.record(historyName, figure),
});

export const historyRecordSchema = z.looseObject({
  schema: z.literal(HISTORY_SCHEMA),
  /** the commit measured (the PR side's sha) */
  commit: z.string().regex(/^[0-9a-f]{7,64}$/, 'must be a git commit id (hex)'),
  /** when the gate started, ISO 8601 */
  time: z.iso.datetime({ offset: true }),
  ref: historyName.optional(),
  branch: historyName.optional(),
  pullRequest: z.number().int().positive().optional(),
  /** the checkout had uncommitted changes: the commit does not describe all of what ran */
  dirty: z.literal(true).optional(),
  runner: z.looseObject({
    /** cores, CPU model and memory: results of one class are comparable */
    class: historyName,
    cpuModel: historyName,
    cores: z.number().int().positive(),
  }),
  /** the perf-gate version that measured */
  perfGate: historyName,
  /** the first 16 hex digits of the sha256 of the effective configuration, keys sorted */
  configHash: z.string().regex(/^[0-9a-f]{16}$/, 'must be 16 hex digits'),
  verdict: z.enum(['pass', 'fail', 'inconclusive']),
  scenarios: z.record(historyName, scenarioFiguresSchema),
});

export type HistoryRecord = z.infer<typeof historyRecordSchema>;
export type ScenarioFigures = HistoryRecord['scenarios'][string];
export type RequestFigures = z.infer<typeof requestFiguresSchema>;

/** What a record needs that a result file does not hold. */
export interface RecordContext {
  /** the branch the commit was measured on (e.g. from GITHUB_REF), when known */
  branch?: string;
  /** the pull request the commit was merged from, when known */
  pullRequest?: number;
}

const REQUEST_METRICS = ['latency', 'p50', 'p95', 'p99', 'errorRate'] as const;

/**
 * The history record of one gate result. Refused (ConfigError) when the result measured nothing
 * or names no commit: a history without commits cannot point at one.
 */
export function recordFromResult(result: GateResult, context: RecordContext = {}): HistoryRecord {
  if (result.verdict === 'error') {
    throw new ConfigError(
      `The result holds no measurement: the gate ended in an error${result.error ? ` (${oneLine(result.error.message, 200)})` : ''}.`,
      { fix: 'Append the result of a gate that measured (verdict pass, fail or inconclusive).' },
    );
  }
  const sha = result.sides.pr.sha;
  if (!sha) {
    throw new ConfigError('The result names no commit (sides.pr.sha is absent).', {
      fix: "Run the gate in the repository's git checkout, so the result records the commit it measured.",
    });
  }
  const scenarios: HistoryRecord['scenarios'] = {};
  for (const scenario of result.scenarios) {
    const windows = scenario.windows.filter((window) => window.side === 'pr');
    if (windows.length > 0) scenarios[scenario.name] = scenarioFigures(windows);
  }
  if (Object.keys(scenarios).length === 0) {
    throw new ConfigError('The result holds no measured window of the commit under test.', {
      fix: 'Append the result of a gate that measured at least one scenario.',
    });
  }
  const ref = result.sides.pr.ref;
  const branch = context.branch ?? branchOf(ref);
  const dirty = (result.sides.pr as { dirty?: unknown }).dirty === true;
  const record: HistoryRecord = {
    schema: HISTORY_SCHEMA,
    commit: sha.toLowerCase(),
    time: result.startedAt,
    ...(ref ? { ref } : {}),
    ...(branch ? { branch } : {}),
    ...(context.pullRequest === undefined ? {} : { pullRequest: context.pullRequest }),
    ...(dirty ? { dirty: true as const } : {}),
    runner: {
      class: runnerClassOf(result),
      cpuModel: result.runner.cpuModel || 'unknown CPU',
      cores: result.runner.cores,
    },
    perfGate: result.tool.version,
    configHash: configHash(result.config),
    verdict: result.verdict,
    scenarios,
  };
  const checked = historyRecordSchema.safeParse(record);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new ConfigError(
      `The result cannot be recorded: ${issue?.path.join('.') || '(record)'} ${issue?.message ?? 'is invalid'}.`,
      { fix: 'Append an unmodified perf-gate-result.json.' },
    );
  }
  return checked.data;
}

/** `main` for `refs/heads/main` or `main`; nothing for a commit id, a tag or HEAD. */
function branchOf(ref: string | undefined): string | undefined {
  if (!ref || ref === 'HEAD' || /^[0-9a-f]{7,64}$/i.test(ref) || ref.startsWith('refs/tags/'))
    return undefined;
  return ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : ref;
}

function scenarioFigures(windows: readonly WindowMeasurement[]): ScenarioFigures {
  const endpoints: ScenarioFigures['endpoints'] = {};
  const labels = [...new Set(windows.flatMap((window) => Object.keys(window.endpoints)))].sort();
  for (const label of labels) endpoints[label] = requestFigures(windows, label);
  const work: ScenarioFigures['work'] = {};
  for (const metric of WORK_METRICS) {
    const value = medianOf(windows.map((window) => workMetricOf(window.work, metric)));
    if (value !== undefined) work[metric] = value;
  }
  const tps = medianOf(windows.map((window) => metricOf(window, 'tps')));
  return {
    ...(tps === undefined ? {} : { tps }),
    ...requestFigures(windows),
    endpoints,
    work,
  };
}

function requestFigures(windows: readonly WindowMeasurement[], endpoint?: string): RequestFigures {
  const figures: RequestFigures = {};
  for (const metric of REQUEST_METRICS) {
    const value = medianOf(windows.map((window) => metricOf(window, metric, endpoint)));
    if (value !== undefined) figures[metric] = value;
  }
  return figures;
}

/** The median of the finite, non-negative values; undefined when there is none. */
function medianOf(values: ReadonlyArray<number | undefined>): number | undefined {
  const usable = values.filter((v): v is number => v !== undefined && Number.isFinite(v) && v >= 0);
  return usable.length === 0 ? undefined : median(usable);
}

/** The first 16 hex digits of the sha256 of the configuration as JSON with its keys sorted. */
export function configHash(config: unknown): string {
  return createHash('sha256').update(canonicalJson(config)).digest('hex').slice(0, 16);
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** One point of a series. */
export interface SeriesPoint {
  commit: string;
  time: string;
  value: number;
}

/** A request figure's name in a series key. */
export type RequestFigure = (typeof REQUEST_METRICS)[number];

/**
 * Every series of the records, by key, each in time order (records of the same time keep their
 * order). Keys: `scenario/<name>/<figure>` (tps, latency, p50, p95, p99, errorRate),
 * `scenario/<name>/endpoint/<label>/<figure>` and `scenario/<name>/work/<metric>`. A record
 * without a figure adds no point to its series. Keys are sorted.
 */
export function seriesOf(records: readonly HistoryRecord[]): Map<string, SeriesPoint[]> {
  const ordered = records
    .map((record, index) => ({ record, index, at: Date.parse(record.time) }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map(({ record }) => record);
  const series = new Map<string, SeriesPoint[]>();
  const add = (key: string, record: HistoryRecord, value: number | undefined): void => {
    if (value === undefined) return;
    const points = series.get(key) ?? [];
    points.push({ commit: record.commit, time: record.time, value });
    series.set(key, points);
  };
  for (const record of ordered) {
    for (const [scenario, figures] of Object.entries(record.scenarios)) {
      const prefix = `scenario/${scenario}`;
      add(`${prefix}/tps`, record, figures.tps);
      for (const metric of REQUEST_METRICS) add(`${prefix}/${metric}`, record, figures[metric]);
      for (const [label, endpoint] of Object.entries(figures.endpoints)) {
        for (const metric of REQUEST_METRICS)
          add(`${prefix}/endpoint/${label}/${metric}`, record, endpoint[metric]);
      }
      for (const [metric, value] of Object.entries(figures.work))
        add(`${prefix}/work/${metric}`, record, value);
    }
  }
  return new Map([...series.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Whether a larger value of the series is worse (latency, errors, work) or better (TPS). */
export function higherIsWorse(key: string): boolean {
  return !key.endsWith('/tps');
}

/**
 * The records of one branch's history (a pull request's base, the branch a push recorded): those
 * whose `branch` is `branch`; all of them when none names a branch (a store of one branch written
 * without it) or no branch is given.
 */
export function recordsOfBranch(
  records: readonly HistoryRecord[],
  branch: string | undefined,
): HistoryRecord[] {
  if (branch === undefined || records.every((record) => record.branch === undefined))
    return [...records];
  return records.filter((record) => record.branch === branch);
}
