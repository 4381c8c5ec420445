// The pull request comment's line about main's history, one per scenario (docs/history.md): the
// base's latest results of the scenario's decisive figure (the geometric-mean latency, else p95)
// as a unicode sparkline, and where main stands against its last change point:
//
//   browse ▂▂▁▂▁▁██▇▇█▇▇██▇█▇██ latency (geometric mean), main's last 20 results, 46.3 ms now:
//   main is 15.8% above its last change point (commit ed9d860..2e4f1bb, +14.6%)
//
// Change points are found over the whole series (as `perf-gate history` finds them) and named when
// they fall among the results shown. Pure: records in, one markdown line out, names escaped.
import { formatMs, formatSignedPct } from '../format/numbers.js';
import { oneLine } from '../format/shown.js';
import { escapeInline } from '../report/table.js';
import { analyzeHistory } from './change-points.js';
import { levelVsChange } from './dashboard-series.js';
import type { EDivisiveOptions } from './e-divisive.js';
import type { HistoryRecord } from './record.js';

/** The results a line shows by default. */
export const SPARKLINE_POINTS = 20;

/** The eight levels of a sparkline, lowest first. */
const LEVELS = '▁▂▃▄▅▆▇█';

/**
 * The smallest span of a sparkline, as a fraction of its median: a series that moves less than
 * this is drawn within that span, so that run-to-run noise does not fill all eight levels.
 */
const MIN_SPAN = 0.1;

export interface SparklineOptions {
  /** the latest results shown; default SPARKLINE_POINTS */
  points?: number;
  analysis?: Partial<EDivisiveOptions>;
  /** the branch the records are of, as the line names it (default main) */
  branch?: string;
}

/** The values as unicode blocks, the lowest ▁ and the highest █ (a flat series: all ▄). */
export function sparkline(values: readonly number[]): string {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return '';
  const sorted = [...finite].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  let low = sorted[0]!;
  let high = sorted.at(-1)!;
  if (high === low) return LEVELS[3]!.repeat(finite.length);
  const least = Math.abs(median) * MIN_SPAN;
  if (high - low < least) {
    const centre = (high + low) / 2;
    low = centre - least / 2;
    high = centre + least / 2;
  }
  return finite
    .map((value) => {
      const level = Math.round(((value - low) / (high - low)) * (LEVELS.length - 1));
      return LEVELS[Math.min(LEVELS.length - 1, Math.max(0, level))]!;
    })
    .join('');
}

/** The key of a scenario's decisive series: its geometric-mean latency, else its p95. */
export function decisiveKey(
  records: readonly HistoryRecord[],
  scenario: string,
): string | undefined {
  const holds = (figure: 'latency' | 'p95'): boolean =>
    records.some(
      (record) =>
        Object.hasOwn(record.scenarios, scenario) &&
        record.scenarios[scenario]![figure] !== undefined,
    );
  if (holds('latency')) return `scenario/${scenario}/latency`;
  if (holds('p95')) return `scenario/${scenario}/p95`;
  return undefined;
}

/**
 * The comment's line for a scenario, or undefined when the records hold no latency of it.
 * `records` are the base branch's history (any order).
 */
export function historyLine(
  records: readonly HistoryRecord[],
  scenario: string,
  options: SparklineOptions = {},
): string | undefined {
  const key = decisiveKey(records, scenario);
  if (key === undefined) return undefined;
  const series = analyzeHistory(records, options.analysis, (k) => k === key).series[0];
  if (!series || series.points.length === 0) return undefined;
  const bound = Math.max(2, Math.floor(options.points ?? SPARKLINE_POINTS));
  const offset = Math.max(0, series.points.length - bound);
  const shown = series.points.slice(offset);
  const latest = shown.at(-1)!.value;
  const last = series.changePoints.filter((cp) => cp.index - offset >= 1).at(-1);
  const figure = key.endsWith('/latency') ? 'latency (geometric mean)' : 'p95';
  const branch = escapeInline(oneLine(options.branch ?? 'main', 100));
  const head =
    `${escapeInline(oneLine(scenario, 200))} ${sparkline(shown.map((p) => p.value))} ${figure}, ` +
    `${branch}'s last ${shown.length} result${shown.length === 1 ? '' : 's'}, ${formatMs(latest)} now`;
  if (!last) return `${head}: no change point in the last ${shown.length} results`;
  const level = levelVsChange(latest, last);
  const by = level.pct === undefined ? '' : `${Math.abs(level.pct).toFixed(1)}% `;
  const range = `${last.fromCommit.slice(0, 7)}..${last.toCommit.slice(0, 7)}`;
  return `${head}: ${branch} is ${level.direction === 'level with' ? '' : by}${level.direction} its last change point (commit ${range}, ${formatSignedPct(last.changePct)})`;
}
