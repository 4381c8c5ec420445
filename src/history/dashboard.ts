// The history dashboard (`perf-gate history dashboard`, docs/history.md): one self-contained HTML
// page in the reports' frame (their CSP, their stylesheet, no script, nothing fetched) with a
// summary table of every series drawn, then one chart per series grouped by scenario: the latest
// results as a line with one dot per result (a link to its commit when the repository is known),
// each change point a dashed vertical line with a caption naming its commit range, change,
// magnitude and p-value, and the recent records with their commits and pull requests. The charts
// are the reports' inline SVG (src/report/svg.ts). Pure: records in, HTML out.
//
// Every text taken from a record is escaped: the records come from a store any workflow of the
// repository could write to.
import { formatSignedPct } from '../format/numbers.js';
import type { ChartSpec } from '../report/charts.js';
import {
  escapeHtml as escape,
  htmlDocument,
  SIDE_COLOURS,
  table,
} from '../report/html/document.js';
import { fixed, renderSvgChart, type ChartScale } from '../report/svg.js';
import { VERSION } from '../version.js';
import type { HistoryChangePoint } from './change-points.js';
import {
  commitUrl,
  compareUrl,
  figureTitle,
  formatPValue,
  formatValue,
  levelVsChange,
  pullRequestUrl,
  repositoryUrlOf,
  selectSeries,
  unitOf,
  type DashboardData,
  type DashboardSeries,
  type SelectOptions,
} from './dashboard-series.js';
import { higherIsWorse, type HistoryRecord } from './record.js';

export interface DashboardOptions extends SelectOptions {
  /** `owner/name` (github.com) or the repository's https address: points link to their commits */
  repository?: string;
  /** lines of the store skipped on reading: counted on the page */
  skipped?: number;
  /** where the records came from (a folder, a branch), shown in the header */
  source?: string;
}

const WORSE = '#cf222e';
const BETTER = '#1a7f37';
/** Names listed of the series left out; the rest are counted. */
const LEFT_OUT_LISTED = 50;
/** Characters of a chart's title; the whole name is in its caption. */
const TITLE_CHARS = 64;

const DASHBOARD_STYLE = `
.key { overflow-wrap: anywhere; }
figcaption { font-size: 12px; padding: 4px 6px; }
.change-points { margin: 4px 0; padding-left: 20px; }
.change-points li { margin: 2px 0; }
.worse { color: ${WORSE}; }
.better { color: ${BETTER}; }
.marker { display: inline-block; width: 0; height: 12px; border-left: 2px dashed ${WORSE}; margin: 0 4px 0 8px; vertical-align: middle; }
`;

interface Page {
  repository: string | undefined;
  ids: Map<DashboardSeries, string>;
}

/** The dashboard of the records as one HTML document. */
export function renderDashboard(
  records: readonly HistoryRecord[],
  options: DashboardOptions = {},
): string {
  const repository =
    options.repository === undefined ? undefined : repositoryUrlOf(options.repository);
  if (options.repository !== undefined && repository === undefined)
    throw new RangeError(`not a repository (owner/name or https address): ${options.repository}`);
  const data = selectSeries(records, options);
  const all = data.scenarios.flatMap((group) => group.series);
  const page: Page = { repository, ids: new Map(all.map((s, i) => [s, `series-${i + 1}`])) };
  const { windowLen, maxPValue, minMagnitude } = data.options;
  const times = records
    .map((record) => Date.parse(record.time))
    .filter(Number.isFinite)
    .sort((a, b) => a - b)
    .map((at) => new Date(at).toISOString());
  const body = [
    `<header><h1>perf-gate history</h1>
<p class="meta">${escape(
      [
        `${records.length} record(s)`,
        times.length > 0 ? `${times[0]!.slice(0, 10)} to ${times.at(-1)!.slice(0, 10)}` : '',
        `${all.length} series drawn`,
        repository ?? '',
        options.source ?? '',
      ]
        .filter(Boolean)
        .join(' · '),
    )}</p>
<p class="meta">${escape(
      `Change points by E-divisive means over each whole series (window ${windowLen}, p ≤ ${maxPValue}, ` +
        `magnitude ≥ ${Math.round(minMagnitude * 1000) / 10}%). A chart shows the latest ` +
        `${data.pointsBound} results of its series, one dot per result${repository ? ', each a link to its commit' : ''}.`,
    )}</p>${
      options.skipped
        ? `<p class="meta worse">${escape(`${options.skipped} line(s) of the store were skipped (not JSON, not a record, or another schema version); \`perf-gate history\` lists them.`)}</p>`
        : ''
    }</header>`,
  ];
  if (all.length === 0) {
    body.push(
      '<section><p>No series to draw: the history holds no record with a figure (or none the filter keeps).</p></section>',
    );
  } else {
    body.push(summary(data.scenarios, page, data.pointsBound));
  }
  if (data.leftOut.length > 0) body.push(leftOut(data.leftOut, data.seriesBound));
  for (const [index, group] of data.scenarios.entries()) {
    body.push(
      `<section id="scenario-${index + 1}"><h2>${escape(group.name)}</h2>
<p class="legend"><span class="swatch" style="background:${SIDE_COLOURS.base}"></span>one dot per result <span class="marker"></span>change point (red: worse, green: better)</p>
<div class="charts">${group.series.map((series) => figure(series, page)).join('')}</div></section>`,
    );
  }
  if (records.length > 0) body.push(recentRecords(records, page, data.pointsBound));
  body.push(`<footer>Generated by perf-gate ${escape(VERSION)}</footer>`);
  return htmlDocument('perf-gate history', body, DASHBOARD_STYLE);
}

function summary(scenarios: DashboardData['scenarios'], page: Page, bound: number): string {
  const rows = scenarios.flatMap((group) =>
    group.series.map((series) => {
      const last = series.points.at(-1)!;
      const cp = series.changePoints.at(-1);
      const level = cp ? levelVsChange(last.value, cp) : undefined;
      const worse =
        level &&
        (higherIsWorse(series.key) ? level.direction === 'above' : level.direction === 'below');
      return [
        `<a href="#${page.ids.get(series)!}">${escape(`${group.name} · ${figureTitle(series)}`)}</a>`,
        escape(
          `${series.points.length}${series.total > series.points.length ? ` of ${series.total}` : ''}`,
        ),
        `${escape(formatValue(series, last.value))} <span class="meta">${commitLink(page, last.commit)}</span>`,
        cp
          ? `${commitRange(page, cp)} <span class="${cp.worse ? 'worse' : 'better'}">${escape(formatSignedPct(cp.changePct))}</span>, p ${escape(formatPValue(cp.pValue))}`
          : `<span class="meta">${escape(`none in the last ${Math.min(bound, series.points.length)} results`)}</span>`,
        level
          ? `<span class="${worse ? 'worse' : level.direction === 'level with' ? '' : 'better'}">${escape(
              `${level.pct === undefined ? '' : `${formatSignedPct(level.pct)} `}${level.direction}`,
            )}</span>`
          : '',
      ];
    }),
  );
  return `<section><h2>Summary</h2>${table(
    ['Series', 'Results', 'Latest', 'Last change point', 'Latest vs the level before it'],
    rows,
  )}</section>`;
}

function leftOut(keys: readonly string[], bound: number): string {
  const listed = keys.slice(0, LEFT_OUT_LISTED).map((key) => `<code>${escape(key)}</code>`);
  const more = keys.length - listed.length;
  return `<section><h2>Not drawn</h2><p class="meta">${escape(
    `${keys.length} series beyond the ${bound} drawn (the scenarios' latency, p95, throughput and error rate come first, then work, then endpoints); choose with --series or raise --max-series:`,
  )}</p><p class="meta key">${listed.join(', ')}${more > 0 ? escape(` and ${more} more`) : ''}</p></section>`;
}

/** One series: its chart, its change points and its key. */
function figure(series: DashboardSeries, page: Page): string {
  const title = figureTitle(series);
  const chart: ChartSpec = {
    id: page.ids.get(series)!,
    title: title.length > TITLE_CHARS ? `${title.slice(0, TITLE_CHARS - 1)}…` : title,
    unit: unitOf(series),
    lines: [
      {
        side: 'base',
        round: 0,
        label: series.key,
        title: `${series.key}: ${series.points.length} results`,
        series: { t: series.points.map((_, i) => i), values: series.points.map((p) => p.value) },
      },
    ],
    limits: [],
  };
  const svg = renderSvgChart(chart, {
    xLabel: 'one step per result · date of the run (UTC)',
    xTick: (t) => (Number.isInteger(t) ? (series.points[t]?.time.slice(5, 10) ?? '') : ''),
    legend: false,
    overlay: (scale) => overlay(series, page, scale),
  });
  const last = series.points.at(-1)!;
  const changes = series.changePoints.map(
    (cp) =>
      `<li class="change-point ${cp.worse ? 'worse' : 'better'}"><strong>${escape(formatSignedPct(cp.changePct))}</strong> ${escape(
        `(${formatValue(series, cp.meanBefore)} → ${formatValue(series, cp.meanAfter)})`,
      )} at ${commitRange(page, cp)}: ${escape(changeFacts(cp))}</li>`,
  );
  return `<figure id="${page.ids.get(series)!}">${svg}<figcaption><p class="meta key"><code>${escape(series.key)}</code>${escape(
    ` · ${series.points.length} of ${series.total} results · latest ${formatValue(series, last.value)}`,
  )}</p>${
    changes.length > 0
      ? `<ol class="change-points">${changes.join('')}</ol>`
      : '<p class="meta">No change point among these results.</p>'
  }</figcaption></figure>`;
}

function changeFacts(cp: HistoryChangePoint): string {
  const also = cp.alsoChanged.length > 0 ? `; ${cp.alsoChanged.join(', ')} changed too` : '';
  return `magnitude ${cp.magnitudePct.toFixed(1)}%, p ${formatPValue(cp.pValue)}, ${cp.worse ? 'worse' : 'better'}${also}`;
}

/**
 * Change-point markers, then the dots (links to their commits), in the chart's coordinates. A
 * marker's label sits at the foot of the plot, haloed in white: the axis starts at 0, so the data
 * are seldom there.
 */
function overlay(series: DashboardSeries, page: Page, scale: ChartScale): string {
  const parts: string[] = [];
  for (const cp of series.changePoints) {
    const at = scale.x(cp.index - 0.5);
    const colour = cp.worse ? WORSE : BETTER;
    const label = formatSignedPct(cp.changePct);
    const nearRight = at > scale.right - 48;
    parts.push(
      `<g class="change-point" data-index="${cp.index}"><title>${escape(
        `change point: ${cp.fromCommit.slice(0, 7)}..${cp.toCommit.slice(0, 7)}, ${label}, ${changeFacts(cp)}`,
      )}</title><line x1="${fixed(at)}" x2="${fixed(at)}" y1="${scale.top}" y2="${scale.bottom}" stroke="${colour}" stroke-width="2" stroke-dasharray="4 3"/>` +
        `<text x="${fixed(nearRight ? at - 3 : at + 3)}" y="${scale.bottom - 6}" font-size="10" font-weight="600" fill="${colour}" stroke="#ffffff" stroke-width="3" paint-order="stroke" text-anchor="${nearRight ? 'end' : 'start'}">${escape(label)}</text></g>`,
    );
  }
  const radius = series.points.length > 50 ? 2.2 : 3;
  for (const [index, point] of series.points.entries()) {
    const dot = `<circle class="point" cx="${fixed(scale.x(index))}" cy="${fixed(scale.y(point.value))}" r="${radius}" fill="${SIDE_COLOURS.base}"><title>${escape(
      `${point.commit.slice(0, 7)} · ${point.time.slice(0, 16).replace('T', ' ')} · ${formatValue(series, point.value)}`,
    )}</title></circle>`;
    const href = commitUrl(page.repository, point.commit);
    parts.push(href ? `<a href="${escape(href)}">${dot}</a>` : dot);
  }
  return parts.join('');
}

function commitLink(page: Page, commit: string): string {
  const text = escape(commit.slice(0, 7));
  const href = commitUrl(page.repository, commit);
  return href ? `<a href="${escape(href)}"><code>${text}</code></a>` : `<code>${text}</code>`;
}

/** `a1b2c3d..e4f5a6b`, each a link, and the compare view between them. */
function commitRange(page: Page, cp: HistoryChangePoint): string {
  const range = `${commitLink(page, cp.fromCommit)}..${commitLink(page, cp.toCommit)}`;
  const href = compareUrl(page.repository, cp.fromCommit, cp.toCommit);
  return href ? `${range} (<a href="${escape(href)}">commits</a>)` : range;
}

/** The latest records, newest first: their commits, pull requests, runner and version. */
function recentRecords(records: readonly HistoryRecord[], page: Page, bound: number): string {
  const recent = records
    .map((record, index) => ({ record, index, at: Date.parse(record.time) }))
    .sort((a, b) => b.at - a.at || b.index - a.index)
    .slice(0, bound)
    .map(({ record }) => record);
  const rows = recent.map((record) => {
    const pr = pullRequestUrl(page.repository, record.pullRequest);
    return [
      commitLink(page, record.commit),
      record.pullRequest === undefined
        ? ''
        : pr
          ? `<a href="${escape(pr)}">${escape(`#${record.pullRequest}`)}</a>`
          : escape(`#${String(record.pullRequest)}`),
      escape(record.time),
      escape(record.branch ?? ''),
      escape(record.verdict),
      escape(`${record.runner.class} · perf-gate ${record.perfGate} · config ${record.configHash}`),
    ];
  });
  return `<section><details><summary>${escape(
    `The latest ${recent.length} of ${records.length} record(s)`,
  )}</summary>${table(['Commit', 'PR', 'Time', 'Branch', 'Verdict', 'Runner, version, config'], rows)}</details></section>`;
}
