// What the history dashboard (dashboard.ts) draws: the series of the records chosen and bounded
// (at most a number of series, the latest points of each), grouped by scenario, each with its
// change points among the points shown; how a figure is named and formatted; and the links to a
// repository's commits and pull requests. Pure.
//
// Records come from a store any workflow of the repository can write to: names are kept as data
// (the page escapes them), and a link is built only from a commit id that is hex and a pull
// request number that is a positive integer.
import { formatWork } from '../analysis/work-judge.js';
import { WORK_METRIC_REGISTRY, type WorkMetric } from '../config/work-metrics.js';
import { formatMs, formatRatio, formatTps, round } from '../format/numbers.js';
import { analyzeHistory, type HistoryChangePoint } from './change-points.js';
import type { EDivisiveOptions } from './e-divisive.js';
import type { HistoryRecord, SeriesPoint } from './record.js';

/** The default bounds: the latest points drawn per series, and the series drawn. */
export const DASHBOARD_LIMITS = { points: 100, series: 40 } as const;

/** The request figures of a scenario or an endpoint, in the order they are drawn. */
const REQUEST_FIGURES = ['latency', 'p95', 'p50', 'p99', 'tps', 'errorRate'] as const;

/** Which series are drawn first when not all fit: the decisive figures, then work, endpoints. */
const PRIORITY: Record<string, number> = {
  'scenario latency': 0,
  'scenario p95': 1,
  'scenario tps': 2,
  'scenario errorRate': 3,
  'work statements': 4,
  'scenario p50': 5,
  'scenario p99': 6,
  work: 7,
  'endpoint p95': 8,
  'endpoint latency': 9,
  'endpoint errorRate': 10,
  endpoint: 11,
};

/** One series as the dashboard names it. */
export interface SeriesName {
  key: string;
  scenario: string;
  kind: 'scenario' | 'endpoint' | 'work';
  /** the endpoint's label, for an endpoint's figure */
  endpoint?: string;
  /** tps, latency, p50, p95, p99, errorRate, or a work metric's name */
  figure: string;
}

/** One series as drawn: its latest points and the change points among them. */
export interface DashboardSeries extends SeriesName {
  /** the latest points, oldest first */
  points: SeriesPoint[];
  /** the points of the series in all */
  total: number;
  /** change points whose both commits are among `points`; `index` counts within `points` */
  changePoints: HistoryChangePoint[];
}

/** The series of a dashboard, by scenario, and what was left out. */
export interface DashboardData {
  records: number;
  options: EDivisiveOptions;
  /** scenario names in order, each with its series in drawing order */
  scenarios: Array<{ name: string; series: DashboardSeries[] }>;
  /** the keys of the series not drawn (beyond the series bound), in priority order */
  leftOut: string[];
  pointsBound: number;
  seriesBound: number;
}

/** Options of the selection. */
export interface SelectOptions {
  points?: number;
  series?: number;
  analysis?: Partial<EDivisiveOptions>;
  /** a series filter (change-points.ts, seriesFilter) */
  keep?: (key: string) => boolean;
}

/** Every series the records hold, named by scenario, kind and figure, keyed as seriesOf keys them. */
export function seriesNames(records: readonly HistoryRecord[]): Map<string, SeriesName> {
  const names = new Map<string, SeriesName>();
  const add = (name: SeriesName): void => {
    if (!names.has(name.key)) names.set(name.key, name);
  };
  for (const record of records) {
    for (const [scenario, figures] of Object.entries(record.scenarios)) {
      const prefix = `scenario/${scenario}`;
      for (const figure of REQUEST_FIGURES) {
        if (figures[figure] !== undefined)
          add({ key: `${prefix}/${figure}`, scenario, kind: 'scenario', figure });
      }
      for (const [endpoint, values] of Object.entries(figures.endpoints)) {
        for (const figure of REQUEST_FIGURES) {
          if (figure !== 'tps' && values[figure] !== undefined) {
            const key = `${prefix}/endpoint/${endpoint}/${figure}`;
            add({ key, scenario, kind: 'endpoint', endpoint, figure });
          }
        }
      }
      for (const figure of Object.keys(figures.work))
        add({ key: `${prefix}/work/${figure}`, scenario, kind: 'work', figure });
    }
  }
  return names;
}

function priorityOf(name: SeriesName): number {
  return PRIORITY[`${name.kind} ${name.figure}`] ?? PRIORITY[name.kind] ?? 99;
}

/** Drawing order inside a scenario: its figures, its work, its endpoints by label. */
function drawingOrder(a: SeriesName, b: SeriesName): number {
  const kinds = ['scenario', 'work', 'endpoint'];
  const figureRank = (name: SeriesName): number => {
    const rank = (REQUEST_FIGURES as readonly string[]).indexOf(name.figure);
    return name.kind === 'work' ? workRank(name.figure) : rank;
  };
  return (
    kinds.indexOf(a.kind) - kinds.indexOf(b.kind) ||
    compare(a.endpoint ?? '', b.endpoint ?? '') ||
    figureRank(a) - figureRank(b) ||
    compare(a.key, b.key)
  );
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function workRank(figure: string): number {
  const rank = Object.keys(WORK_METRIC_REGISTRY).indexOf(figure);
  return rank < 0 ? Number.MAX_SAFE_INTEGER : rank;
}

/**
 * The series to draw: at most `series` of them (the decisive figures first), each with its latest
 * `points` points and the change points found over its whole length that fall among them.
 */
export function selectSeries(
  records: readonly HistoryRecord[],
  options: SelectOptions = {},
): DashboardData {
  const pointsBound = Math.max(2, Math.floor(options.points ?? DASHBOARD_LIMITS.points));
  const seriesBound = Math.max(1, Math.floor(options.series ?? DASHBOARD_LIMITS.series));
  const keep = options.keep ?? (() => true);
  const scenarioOrder = [...new Set(records.flatMap((r) => Object.keys(r.scenarios)))].sort(
    compare,
  );
  const scenarioRank = new Map(scenarioOrder.map((name, index) => [name, index]));
  const candidates = [...seriesNames(records).values()]
    .filter((name) => keep(name.key))
    .sort(
      (a, b) =>
        priorityOf(a) - priorityOf(b) ||
        scenarioRank.get(a.scenario)! - scenarioRank.get(b.scenario)! ||
        compare(a.key, b.key),
    );
  const chosen = new Map(candidates.slice(0, seriesBound).map((name) => [name.key, name]));
  const analysis = analyzeHistory(records, options.analysis, (key) => chosen.has(key));
  const drawn = new Map<string, DashboardSeries>();
  for (const series of analysis.series) {
    const name = chosen.get(series.key);
    if (!name) continue;
    const offset = Math.max(0, series.points.length - pointsBound);
    drawn.set(series.key, {
      ...name,
      points: series.points.slice(offset),
      total: series.points.length,
      changePoints: series.changePoints
        .filter((cp) => cp.index - offset >= 1)
        .map((cp) => ({ ...cp, index: cp.index - offset })),
    });
  }
  const groups = new Map<string, DashboardSeries[]>();
  for (const series of drawn.values())
    groups.set(series.scenario, [...(groups.get(series.scenario) ?? []), series]);
  const scenarios = scenarioOrder
    .filter((scenario) => groups.has(scenario))
    .map((scenario) => ({ name: scenario, series: groups.get(scenario)!.sort(drawingOrder) }));
  return {
    records: records.length,
    options: analysis.options,
    scenarios,
    leftOut: candidates.slice(seriesBound).map((name) => name.key),
    pointsBound,
    seriesBound,
  };
}

/** The series' figure in a few words, within its scenario: `p95`, `GET /x · p95`, `work · SQL statements`. */
export function figureTitle(name: SeriesName): string {
  const figure = FIGURE_LABELS[name.figure] ?? name.figure;
  if (name.kind === 'endpoint') return `${name.endpoint ?? ''} · ${figure}`;
  if (name.kind === 'work') return `work · ${workMetric(name.figure)?.label ?? name.figure}`;
  return figure;
}

const FIGURE_LABELS: Record<string, string> = {
  latency: 'latency (geometric mean)',
  tps: 'throughput',
  errorRate: 'error rate',
};

/** The unit the chart's axis is in. */
export function unitOf(name: SeriesName): string {
  if (name.kind === 'work') {
    const unit = workMetric(name.figure)?.unit ?? '';
    return unit === 'B' ? 'bytes per request' : unit === 'ms' ? 'ms per request' : 'per request';
  }
  if (name.figure === 'tps') return 'iterations/s';
  if (name.figure === 'errorRate') return 'fraction of requests';
  return 'ms';
}

/** A value in the series' unit: `207 ms`, `99.5/s`, `1.2%`, `4`, `48.2 KiB`. */
export function formatValue(name: SeriesName, value: number): string {
  if (name.kind === 'work') {
    const metric = workMetric(name.figure);
    return metric ? formatWork(value, name.figure as WorkMetric) : String(round(value));
  }
  if (name.figure === 'tps') return formatTps(value);
  if (name.figure === 'errorRate') return formatRatio(value);
  return formatMs(value);
}

function workMetric(figure: string): (typeof WORK_METRIC_REGISTRY)[WorkMetric] | undefined {
  return Object.hasOwn(WORK_METRIC_REGISTRY, figure)
    ? WORK_METRIC_REGISTRY[figure as WorkMetric]
    : undefined;
}

const REPOSITORY = /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/;
const REPOSITORY_URL =
  /^https:\/\/([A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:\d{1,5})?)\/([A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}?)(\.git)?\/?$/;

/**
 * The web address of a repository given as `owner/name` (on github.com) or as its https address
 * (`https://github.example.com/owner/name`); undefined when it is neither.
 */
export function repositoryUrlOf(text: string): string | undefined {
  const trimmed = text.trim();
  if (REPOSITORY.test(trimmed) && !trimmed.split('/').some((part) => /^\.+$/.test(part)))
    return `https://github.com/${trimmed}`;
  const url = REPOSITORY_URL.exec(trimmed);
  if (!url || url[4]!.split('/').some((part) => /^\.+$/.test(part))) return undefined;
  return `https://${url[1]!.toLowerCase()}/${url[4]!}`;
}

/** The page of a commit, when the id is a commit id. */
export function commitUrl(repository: string | undefined, commit: string): string | undefined {
  return repository && /^[0-9a-f]{7,64}$/.test(commit)
    ? `${repository}/commit/${commit}`
    : undefined;
}

/** The commits between two recorded ones (GitHub's compare view). */
export function compareUrl(
  repository: string | undefined,
  from: string,
  to: string,
): string | undefined {
  return commitUrl(repository, from) && commitUrl(repository, to)
    ? `${repository}/compare/${from}...${to}`
    : undefined;
}

/** The page of a pull request, when the number is one. */
export function pullRequestUrl(
  repository: string | undefined,
  pullRequest: unknown,
): string | undefined {
  return repository && Number.isSafeInteger(pullRequest) && (pullRequest as number) > 0
    ? `${repository}/pull/${pullRequest as number}`
    : undefined;
}

/** Where the latest value stands against the level before a change point. */
export interface LevelVsChange {
  /** (latest / meanBefore − 1) × 100; undefined when the level before was 0 */
  pct?: number;
  direction: 'above' | 'below' | 'level with';
}

/** The latest value against the mean before the change point: still above it, or back below. */
export function levelVsChange(latest: number, changePoint: HistoryChangePoint): LevelVsChange {
  const before = changePoint.meanBefore;
  const direction = latest > before ? 'above' : latest < before ? 'below' : 'level with';
  if (!(before > 0)) return { direction };
  return { pct: (latest / before - 1) * 100, direction };
}

/** A p-value as the terminal shows it: `< 0.0001`, `0.0004`. */
export function formatPValue(p: number): string {
  return p < 0.0001 ? '< 0.0001' : p.toFixed(4);
}
