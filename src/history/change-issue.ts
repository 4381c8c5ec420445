// The GitHub issue a change point on main opens (docs/history.md): which change points are worth
// one, and the issue's title and body. After each record the action finds the change points of
// each scenario's decisive figure (the geometric-mean latency, else p95) and of its SQL statements
// per request over the recorded branch's history; a change point for the worse, among the latest
// results, opens one issue per series, or updates the open one (its hidden markers name the
// series and the change point). The body holds the series, the commit range with links, the
// change, magnitude and p-value, a text chart and the `perf-gate bisect` command. Pure: records
// in, markdown out, every recorded name escaped.
import { formatSignedPct } from '../format/numbers.js';
import { oneLine } from '../format/shown.js';
import { codeBlock, codeSpan, escapeInline } from '../report/table.js';
import { analyzeHistory, type HistoryChangePoint } from './change-points.js';
import {
  commitUrl,
  compareUrl,
  figureTitle,
  formatPValue,
  formatValue,
  seriesNames,
  type SeriesName,
} from './dashboard-series.js';
import type { HistoryRecord, SeriesPoint } from './record.js';
import { decisiveKey, sparkline, SPARKLINE_POINTS } from './sparkline.js';

/** The hidden line every change-point issue carries. */
export const CHANGE_POINT_MARKER = '<!-- perf-gate:change-point -->';

/**
 * The smallest magnitude of a change point that opens an issue: 5 %. The geometric-mean latency
 * of one commit moves from run to run by σ_u ≈ 3 % (a new app instance and runner each time;
 * bench/README.md), so a step under 5 %, less than two of those, is one that a few unlucky runs
 * can fake despite the t-test, and an issue for it would be noise. The statements per request of
 * a seeded run do not move at all: one more statement per request is far above 5 %.
 */
export const MIN_ISSUE_MAGNITUDE = 0.05;

/**
 * How recent a change point must be to open or update the issue: its first result at the new level
 * is among the latest this many results of its series. That covers the results appended since the
 * previous run's newest, and a few more: E-divisive may move a change point by a result as more of
 * the new level arrives, and the issue follows it while it is recent, with its figures refreshed.
 */
export const RECENT_RESULTS = 5;

/** A recent change point of one series, with the series' points. */
export interface RecentChangePoint {
  name: SeriesName;
  changePoint: HistoryChangePoint;
  points: SeriesPoint[];
}

/**
 * The recent change points for the worse, at most one per series (the last), of each scenario's
 * decisive figure and statements per request; `records` are one branch's history.
 */
export function recentChangePoints(
  records: readonly HistoryRecord[],
  recent = RECENT_RESULTS,
): RecentChangePoint[] {
  const names = seriesNames(records);
  const keys = new Set<string>();
  for (const name of names.values()) {
    const decisive = decisiveKey(records, name.scenario);
    if (decisive) keys.add(decisive);
    if (name.kind === 'work' && name.figure === 'statements') keys.add(name.key);
  }
  const analysis = analyzeHistory(records, { minMagnitude: MIN_ISSUE_MAGNITUDE }, (key) =>
    keys.has(key),
  );
  const found: RecentChangePoint[] = [];
  for (const series of analysis.series) {
    const last = series.changePoints.at(-1);
    if (!last?.worse || last.index < series.points.length - recent) continue;
    found.push({ name: names.get(series.key)!, changePoint: last, points: series.points });
  }
  return found;
}

/** The hidden line naming the series of an issue (one open issue per series). */
export function seriesMarker(key: string): string {
  return `<!-- perf-gate:change-point series=${encodeURIComponent(key)} -->`;
}

/** The hidden line naming the change point an issue was last written for. */
export function changeMarker(changePoint: Pick<HistoryChangePoint, 'toCommit'>): string {
  return `<!-- perf-gate:change-point at=${changePoint.toCommit} -->`;
}

/** An issue as the REST API takes it. */
export interface IssueText {
  title: string;
  body: string;
}

/**
 * The issue of a recent change point. `repository` is the repository's web address (commit and
 * compare links; none without it); `branch` the branch the history is of.
 */
export function changePointIssue(
  found: RecentChangePoint,
  repository: string | undefined,
  branch = 'main',
): IssueText {
  const { name, changePoint: cp } = found;
  const figure = figureTitle(name);
  const [from, to] = [cp.fromCommit, cp.toCommit];
  const short = `${from.slice(0, 7)}..${to.slice(0, 7)}`;
  const title = oneLine(
    `perf-gate: ${name.scenario} ${figure} ${formatSignedPct(cp.changePct)} on ${branch} (${short})`,
    250,
  );
  const link = (commit: string): string => {
    const url = commitUrl(repository, commit);
    return url ? `[${commit.slice(0, 12)}](${encodeURI(url)})` : codeSpan(commit.slice(0, 12));
  };
  const compare = compareUrl(repository, from, to);
  const also = cp.alsoChanged.map((what) => ALSO[what]).join(', ');
  const rows: [string, string][] = [
    ['series', codeSpan(name.key)],
    [
      'commits',
      `${link(from)} (the last at the old level) .. ${link(to)} (the first at the new one)` +
        (compare ? ` · [the commits between](${encodeURI(compare)})` : ''),
    ],
    [
      'change',
      `${formatSignedPct(cp.changePct)} (${formatValue(name, cp.meanBefore)} → ${formatValue(name, cp.meanAfter)})`,
    ],
    ['magnitude', `${cp.magnitudePct.toFixed(1)}%`],
    ['p-value', formatPValue(cp.pValue).replace('<', '&lt;')],
    ...(also
      ? [
          ['also changed', `${also}: the step may be the machine's or the settings'`] as [
            string,
            string,
          ],
        ]
      : []),
  ];
  const body = [
    [CHANGE_POINT_MARKER, seriesMarker(name.key), changeMarker(cp)].join('\n'),
    `### 📈 perf-gate: a change point on ${escapeInline(oneLine(branch, 100))}`,
    `The ${escapeInline(oneLine(figure, 200))} of the scenario **${escapeInline(oneLine(name.scenario, 200))}** ` +
      `moved to a new level for the worse: ${formatSignedPct(cp.changePct)}, between ${short}.`,
    [
      '| | |',
      '| --- | --- |',
      ...rows.map(([k, v]) => `| ${k} | ${v.replaceAll('|', '\\|')} |`),
    ].join('\n'),
    `${escapeInline(oneLine(branch, 100))}'s latest results (▁ the lowest, █ the highest; ^ the first at the new level):`,
    codeBlock(textChart(found)),
    'Find the commit that did it, with an A/B gate per step (docs/bisect.md):',
    codeBlock(`perf-gate bisect --good ${from} --bad ${to} --scenario ${shellWord(name.scenario)}`),
    `<sub>Opened by perf-gate after recording a result of ${escapeInline(oneLine(branch, 100))}, ` +
      `and updated while this change point is among the latest ${RECENT_RESULTS} results. ` +
      `Change points: E-divisive means, p ≤ 0.001, magnitude ≥ ${MIN_ISSUE_MAGNITUDE * 100}% (docs/history.md).</sub>`,
  ].join('\n\n');
  return { title, body };
}

const ALSO: Record<HistoryChangePoint['alsoChanged'][number], string> = {
  runner: 'the runner class',
  'perf-gate': 'the perf-gate version',
  config: 'the configuration',
};

/** The latest results as a sparkline, the change point marked under it, and the range drawn. */
function textChart({ name, changePoint, points }: RecentChangePoint): string {
  const offset = Math.max(0, points.length - SPARKLINE_POINTS);
  const shown = points.slice(offset);
  const values = shown.map((point) => point.value);
  const at = changePoint.index - offset;
  const low = formatValue(name, Math.min(...values));
  const high = formatValue(name, Math.max(...values));
  return [
    sparkline(values),
    ...(at >= 0 ? [`${' '.repeat(at)}^ ${changePoint.toCommit.slice(0, 7)}`] : []),
    `${shown.length} results, ${low} to ${high}; latest ${formatValue(name, values.at(-1)!)}`,
  ].join('\n');
}

/** A word for a POSIX shell: as it is when plain, else single-quoted. */
function shellWord(word: string): string {
  return /^[\w.][\w./:=@%+-]*$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`;
}
