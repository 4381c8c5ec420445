// The HTML reports of the release commands: one self-contained page each (inline CSS and SVG, no
// script, no network), opened from a CI artifact. Capacity: the response curve (p95 and achieved
// TPS against the offered rate, every step of every search) and the steps. Sweep: a p95 heatmap
// over the varied settings and the table behind the recommendation. Time-series charts of the
// confirmation steps / the recommended setting reuse the gate's chart renderer. Pure.
//
// Scatter and heatmap are hand-written SVG for the reason charts.ts gives: no charting library
// draws without script at view time, and these are a few dozen lines of string building.
import type { TelemetryRecord } from '../model.js';
import {
  chartsForScenario,
  escapeXml as escape,
  niceCeiling,
  renderSvgChart,
} from '../report/charts.js';
import { formatMs, formatRatio, formatSeconds, formatTps } from '../format/numbers.js';
import { REPORT_CSP_META } from '../report/html/document.js';
import type {
  CapacityResult,
  CapacityStep,
  ReleaseResultHeader,
  SweepCase,
  SweepDimension,
  SweepResult,
  WindowOutcome,
} from './model.js';
import { p95IntervalText, p95PerWindow } from './render.js';

const VERDICT_STYLE: Record<ReleaseResultHeader['verdict'], { label: string; colour: string }> = {
  pass: { label: 'Pass', colour: '#1a7f37' },
  fail: { label: 'Fail', colour: '#cf222e' },
  inconclusive: { label: 'Inconclusive', colour: '#9a6700' },
  error: { label: 'Error', colour: '#59636e' },
};

const OUTCOME_COLOUR: Record<WindowOutcome, string> = {
  pass: '#1a7f37',
  fail: '#cf222e',
  inconclusive: '#bf8700',
};

const SEARCH_MARKERS = ['circle', 'square', 'diamond', 'triangle'] as const;

/** The capacity report as one HTML document. */
export function renderCapacityHtml(result: CapacityResult): string {
  const body: string[] = [];
  const steps = result.searches.flatMap((search) => search.steps);
  body.push(header(result, `perf-gate capacity: ${result.scenario?.name ?? ''}`));
  body.push(`<p class="statement">${escape(result.summary?.statement ?? result.reason)}</p>`);
  body.push(errorAndNotes(result));
  if (result.comparison) {
    body.push(
      `<p><strong>Compared with ${escape(result.comparison.file)}:</strong> ${escape(result.comparison.message)}</p>`,
    );
  }
  body.push(
    `<p class="meta">Each step: ${escape(formatSeconds(result.search.stepDurationSec))} at a constant arrival rate on one warm app; ` +
      `pass = p95 ≤ ${escape(formatMs(result.limits.p95Ms))}, errors ≤ ${escape(formatRatio(result.limits.errorRate))}, the rate sustained. ` +
      `Confirmation steps: ${escape(formatSeconds(result.search.confirmDurationSec))}.</p>`,
  );
  if (steps.length > 0) {
    const capacity = result.summary?.capacity;
    const band = result.summary?.interval;
    body.push(
      `<div class="charts"><figure>${scatter({
        id: 'p95-vs-rate',
        title: 'p95 latency by offered rate',
        unit: 'ms',
        steps,
        y: (step) => step.p95Ms,
        reference: { label: `budget ${formatMs(result.limits.p95Ms)}`, value: result.limits.p95Ms },
        ...(capacity === undefined ? {} : { marker: capacity }),
        ...(band ? { band: { low: band.low, high: band.high } } : {}),
      })}</figure><figure>${scatter({
        id: 'tps-vs-rate',
        title: 'Achieved TPS by offered rate',
        unit: 'iterations/s',
        steps,
        y: (step) => step.tps,
        diagonal: true,
        ...(capacity === undefined ? {} : { marker: capacity }),
      })}</figure></div>`,
    );
    body.push(
      `<p class="legend">${(['pass', 'fail', 'inconclusive'] as const)
        .map(
          (outcome) =>
            `<span class="swatch" style="background:${OUTCOME_COLOUR[outcome]}"></span>${outcome}`,
        )
        .join(
          ' ',
        )} · marker shape: search ${result.searches.map((s, i) => `${i + 1} ${SEARCH_MARKERS[i % SEARCH_MARKERS.length]}`).join(', ')}${capacity === undefined ? '' : ' · dashed blue: capacity, shaded: its interval'}</p>`,
    );
  }
  for (const search of result.searches) {
    body.push(`<section><h2>Search ${search.index + 1}: ${escape(search.status)}${search.lower === undefined ? '' : ` — ${search.lower}/s`}</h2>
<p>${escape(search.note)}</p>${search.steps.length > 0 ? stepsTable(search.steps) : ''}</section>`);
  }
  const confirmations = steps.filter((step) => step.purpose === 'confirm' && step.telemetry);
  body.push(
    timeSeries(
      'During the confirmation steps',
      confirmations.map((step) => step.telemetry!),
    ),
  );
  return page(result, body);
}

/** The sweep report as one HTML document. */
export function renderSweepHtml(result: SweepResult): string {
  const body: string[] = [];
  body.push(header(result, `perf-gate sweep: ${result.scenario?.name ?? ''} at ${result.rate}/s`));
  body.push(
    `<p class="statement">${escape(result.recommendation?.statement ?? result.reason)}</p>`,
  );
  body.push(errorAndNotes(result));
  const budget = result.scenario?.budget;
  body.push(
    `<p class="meta">Every window: a fresh app on fresh data, ${escape(formatSeconds(result.warmupSec))} warm-up, ${escape(formatSeconds(result.durationSec))} at ${result.rate}/s; ${result.repeats} repeat(s) per setting.${budget?.p95Ms === undefined ? '' : ` Budget p95 ≤ ${escape(formatMs(budget.p95Ms))}.`}${result.wallSec === undefined ? '' : ` Wall time ${escape(formatSeconds(result.wallSec))}.`}</p>`,
  );
  if (result.cases.some((entry) => entry.summary) && budget?.p95Ms !== undefined) {
    body.push(`<section><h2>Median p95 by setting</h2>${heatmaps(result, budget.p95Ms)}
<p class="legend">Colour: p95 relative to the budget (green well under, yellow at it, red twice over) · ✘ missed the budget · ⊘ excluded from recommendation · thick border: recommended</p></section>`);
  }
  body.push(`<section><h2>Settings</h2>${sweepTable(result)}</section>`);
  const evidence = result.recommendation?.evidence ?? [];
  if (evidence.length > 0) {
    body.push(
      `<section><h2>Evidence</h2><ul>${evidence.map((line) => `<li>${escape(line)}</li>`).join('')}</ul></section>`,
    );
  }
  const recommended = result.cases.find((entry) => entry.id === result.recommendation?.caseId);
  body.push(
    timeSeries(
      recommended ? `During the windows of ${recommended.label}` : 'During the windows',
      (recommended?.windows ?? []).flatMap((entry) => (entry.telemetry ? [entry.telemetry] : [])),
    ),
  );
  return page(result, body);
}

interface ScatterSpec {
  id: string;
  title: string;
  unit: string;
  steps: CapacityStep[];
  y: (step: CapacityStep) => number;
  reference?: { label: string; value: number };
  marker?: number;
  band?: { low: number; high: number };
  diagonal?: boolean;
}

function scatter(spec: ScatterSpec): string {
  const width = 560;
  const height = 260;
  const margin = { top: 28, right: 16, bottom: 40, left: 60 };
  const plotWidth = width - margin.left - margin.right;
  const plotHeight = height - margin.top - margin.bottom;
  const values = spec.steps.map(spec.y).filter(Number.isFinite);
  const xMax = niceCeiling(
    Math.max(1, ...spec.steps.map((step) => step.rate), spec.band?.high ?? 0),
  );
  const yData = Math.max(1e-9, ...values, spec.diagonal ? xMax : 0);
  // A reference far above the data would flatten it: show it only when it is near.
  const showReference = spec.reference !== undefined && spec.reference.value <= yData * 3;
  const yMax = niceCeiling(Math.max(yData, showReference ? spec.reference!.value * 1.1 : 0));
  const x = (value: number): number => margin.left + (value / xMax) * plotWidth;
  const y = (value: number): number =>
    margin.top + plotHeight - (Math.min(value, yMax) / yMax) * plotHeight;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" class="chart" data-chart="${escape(spec.id)}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escape(spec.title)}">`,
    `<rect x="0" y="0" width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="${margin.left}" y="16" font-size="13" font-weight="600" fill="#1f2328">${escape(spec.title)} <tspan font-weight="400" fill="#59636e">(${escape(spec.unit)})</tspan></text>`,
  ];
  if (spec.band) {
    parts.push(
      `<rect class="band" x="${fx(x(spec.band.low))}" y="${margin.top}" width="${fx(Math.max(1, x(spec.band.high) - x(spec.band.low)))}" height="${plotHeight}" fill="#3b6ea5" fill-opacity="0.12"/>`,
    );
  }
  for (const tick of ticks(yMax)) {
    parts.push(
      `<line x1="${margin.left}" x2="${margin.left + plotWidth}" y1="${fx(y(tick))}" y2="${fx(y(tick))}" stroke="#e6e8eb"/>`,
      `<text x="${margin.left - 6}" y="${fx(y(tick))}" font-size="10" fill="#59636e" text-anchor="end" dominant-baseline="middle">${tickText(tick)}</text>`,
    );
  }
  for (const tick of ticks(xMax)) {
    parts.push(
      `<text x="${fx(x(tick))}" y="${margin.top + plotHeight + 14}" font-size="10" fill="#59636e" text-anchor="middle">${tickText(tick)}</text>`,
    );
  }
  parts.push(
    `<line x1="${margin.left}" x2="${margin.left + plotWidth}" y1="${margin.top + plotHeight}" y2="${margin.top + plotHeight}" stroke="#8c959f"/>`,
    `<text x="${margin.left + plotWidth}" y="${height - 6}" font-size="10" fill="#59636e" text-anchor="end">offered rate (iterations/s)</text>`,
  );
  if (spec.diagonal) {
    parts.push(
      `<line class="diagonal" x1="${fx(x(0))}" y1="${fx(y(0))}" x2="${fx(x(Math.min(xMax, yMax)))}" y2="${fx(y(Math.min(xMax, yMax)))}" stroke="#8c959f" stroke-dasharray="3 3"/>`,
    );
  }
  if (showReference) {
    const at = fx(y(spec.reference!.value));
    parts.push(
      `<line class="limit" x1="${margin.left}" x2="${margin.left + plotWidth}" y1="${at}" y2="${at}" stroke="#c92a2a" stroke-dasharray="2 3"/>`,
      `<text x="${margin.left + plotWidth - 2}" y="${fx(y(spec.reference!.value) - 4)}" font-size="10" fill="#c92a2a" text-anchor="end">${escape(spec.reference!.label)}</text>`,
    );
  }
  if (spec.marker !== undefined) {
    const at = fx(x(spec.marker));
    parts.push(
      `<line class="capacity" x1="${at}" x2="${at}" y1="${margin.top}" y2="${margin.top + plotHeight}" stroke="#3b6ea5" stroke-width="1.5" stroke-dasharray="5 3"/>`,
    );
  }
  for (const step of spec.steps) {
    const value = spec.y(step);
    if (!Number.isFinite(value)) continue;
    const shape = SEARCH_MARKERS[step.search % SEARCH_MARKERS.length]!;
    parts.push(
      marker(
        shape,
        x(step.rate),
        y(value),
        OUTCOME_COLOUR[step.outcome],
        `search ${step.search + 1} step ${step.index + 1} (${step.purpose}): ${step.rate}/s → ${spec.id === 'tps-vs-rate' ? formatTps(value) : formatMs(value)}, ${step.outcome}`,
        step.outcome,
      ),
    );
  }
  parts.push('</svg>');
  return parts.join('');
}

function marker(
  shape: (typeof SEARCH_MARKERS)[number],
  cx: number,
  cy: number,
  colour: string,
  title: string,
  outcome: WindowOutcome,
): string {
  const common = `class="step" data-outcome="${outcome}" fill="${colour}" fill-opacity="0.85" stroke="#ffffff" stroke-width="1"`;
  const t = `<title>${escape(title)}</title>`;
  const r = 5;
  if (shape === 'square')
    return `<rect ${common} x="${fx(cx - r)}" y="${fx(cy - r)}" width="${2 * r}" height="${2 * r}">${t}</rect>`;
  if (shape === 'diamond') {
    return `<polygon ${common} points="${fx(cx)},${fx(cy - r - 1)} ${fx(cx + r + 1)},${fx(cy)} ${fx(cx)},${fx(cy + r + 1)} ${fx(cx - r - 1)},${fx(cy)}">${t}</polygon>`;
  }
  if (shape === 'triangle') {
    return `<polygon ${common} points="${fx(cx)},${fx(cy - r - 1)} ${fx(cx + r + 1)},${fx(cy + r)} ${fx(cx - r - 1)},${fx(cy + r)}">${t}</polygon>`;
  }
  return `<circle ${common} cx="${fx(cx)}" cy="${fx(cy)}" r="${r}">${t}</circle>`;
}

/** One heatmap per combination of the dimensions beyond the first two. */
function heatmaps(result: SweepResult, budgetP95Ms: number): string {
  const [rows, columns, ...facets] = result.dimensions;
  if (!rows) return '';
  const facetCombos = facetCombinations(facets);
  return facetCombos
    .map((facet) => {
      const title = facets
        .map((dimension) => `${dimension.label}=${facet[dimension.key]}`)
        .join(' ');
      const cases = result.cases.filter((entry) =>
        facets.every((dimension) => entry.settings[dimension.key] === facet[dimension.key]),
      );
      return `<figure>${heatmap(rows, columns, cases, result, budgetP95Ms, title)}</figure>`;
    })
    .join('');
}

function facetCombinations(facets: SweepDimension[]): Array<Record<string, string>> {
  let out: Array<Record<string, string>> = [{}];
  for (const dimension of facets) {
    out = out.flatMap((partial) =>
      dimension.values.map((value) => ({ ...partial, [dimension.key]: value })),
    );
  }
  return out;
}

function heatmap(
  rows: SweepDimension,
  columns: SweepDimension | undefined,
  cases: SweepCase[],
  result: SweepResult,
  budgetP95Ms: number,
  title: string,
): string {
  const columnValues = columns ? columns.values : [''];
  const cell = { width: 96, height: 46 };
  const margin = { top: title ? 44 : 30, left: 110 };
  const width = margin.left + columnValues.length * cell.width + 10;
  const height = margin.top + rows.values.length * cell.height + 10;
  const excluded = new Set((result.recommendation?.excluded ?? []).map((entry) => entry.caseId));
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" class="heatmap" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="p95 heatmap">`,
    `<rect x="0" y="0" width="${width}" height="${height}" fill="#ffffff"/>`,
  ];
  if (title)
    parts.push(
      `<text x="4" y="14" font-size="12" font-weight="600" fill="#1f2328">${escape(title)}</text>`,
    );
  parts.push(
    `<text x="${margin.left - 8}" y="${margin.top - 10}" font-size="11" fill="#59636e" text-anchor="end">${escape(rows.label)} ↓ ${columns ? `${escape(columns.label)} →` : ''}</text>`,
  );
  columnValues.forEach((value, index) => {
    parts.push(
      `<text x="${margin.left + index * cell.width + cell.width / 2}" y="${margin.top - 10}" font-size="11" font-weight="600" fill="#1f2328" text-anchor="middle">${escape(value)}</text>`,
    );
  });
  rows.values.forEach((rowValue, rowIndex) => {
    const top = margin.top + rowIndex * cell.height;
    parts.push(
      `<text x="${margin.left - 8}" y="${top + cell.height / 2}" font-size="11" font-weight="600" fill="#1f2328" text-anchor="end" dominant-baseline="middle">${escape(rowValue)}</text>`,
    );
    columnValues.forEach((columnValue, columnIndex) => {
      const left = margin.left + columnIndex * cell.width;
      const entry = cases.find(
        (c) =>
          c.settings[rows.key] === rowValue &&
          (!columns || c.settings[columns.key] === columnValue),
      );
      const summary = entry?.summary;
      const recommended = entry !== undefined && entry.id === result.recommendation?.caseId;
      const fill = summary ? heatColour(summary.p95Ms / budgetP95Ms) : '#f6f8fa';
      const mark = !summary
        ? ''
        : summary.outcome !== 'pass'
          ? '✘ '
          : excluded.has(entry?.id ?? '')
            ? '⊘ '
            : '';
      parts.push(
        `<rect class="cell" data-case="${escape(entry?.id ?? '')}" data-outcome="${summary?.outcome ?? 'not-run'}"${recommended ? ' data-recommended="true"' : ''} x="${left + 1}" y="${top + 1}" width="${cell.width - 2}" height="${cell.height - 2}" fill="${fill}" stroke="${recommended ? '#1f2328' : '#ffffff'}" stroke-width="${recommended ? 3 : 1}"><title>${escape(entry ? `${entry.label}: ${summary ? `p95 ${formatMs(summary.p95Ms)}, ${formatTps(summary.tps)}, errors ${formatRatio(summary.errorRate)}, ${summary.outcome}` : 'not measured'}` : 'not in the sweep')}</title></rect>`,
      );
      if (summary) {
        parts.push(
          `<text x="${left + cell.width / 2}" y="${top + 19}" font-size="12" font-weight="600" fill="#1f2328" text-anchor="middle">${escape(`${mark}${formatMs(summary.p95Ms)}`)}</text>`,
          `<text x="${left + cell.width / 2}" y="${top + 34}" font-size="10" fill="#1f2328" text-anchor="middle">${escape(`${formatTps(summary.tps)} · ${formatRatio(summary.errorRate)}`)}</text>`,
        );
      }
    });
  });
  parts.push('</svg>');
  return parts.join('');
}

/** Green well under the budget, yellow at it, red at twice it (hue 130 → 45 → 0). */
export function heatColour(ratio: number): string {
  if (!Number.isFinite(ratio)) return '#d0d7de';
  const clamped = Math.max(0.5, Math.min(2, ratio));
  const hue = clamped <= 1 ? 130 - ((clamped - 0.5) / 0.5) * 85 : 45 - (clamped - 1) * 45;
  return `hsl(${Math.round(hue)}, 65%, 72%)`;
}

function stepsTable(steps: CapacityStep[]): string {
  return table(
    [
      'Step',
      'Purpose',
      'Rate',
      'Achieved',
      'p95',
      'p99',
      'Errors',
      'Dropped',
      'App CPU',
      'DB CPU',
      'k6 CPU',
      'Outcome',
      'Why / what limited it',
    ],
    steps.map((step) => [
      String(step.index + 1),
      escape(step.purpose),
      `${step.rate}/s`,
      escape(formatTps(step.tps)),
      escape(formatMs(step.p95Ms)),
      escape(formatMs(step.p99Ms)),
      escape(formatRatio(step.errorRate)),
      String(step.droppedIterations),
      percent(step.resources.appCpuPercent),
      percent(step.resources.databaseCpuPercent),
      percent(step.resources.k6CpuPercent),
      `<span style="color:${OUTCOME_COLOUR[step.outcome]};font-weight:600">${step.outcome}</span>`,
      [...step.reasons, ...step.bottlenecks.map((finding) => finding.message)]
        .map(escape)
        .join('<br>'),
    ]),
  );
}

function sweepTable(result: SweepResult): string {
  const recommended = result.recommendation?.caseId;
  const excluded = new Map(
    (result.recommendation?.excluded ?? []).map((entry) => [entry.caseId, entry.reason]),
  );
  return table(
    [
      ...result.dimensions.map((d) => escape(d.label)),
      'TPS',
      'p95',
      'p95 interval',
      'p95 per window',
      'Errors',
      'App CPU',
      'Status',
      'Notes',
    ],
    result.cases.map((entry) => {
      const summary = entry.summary;
      const status =
        entry.id === recommended
          ? '<strong>recommended</strong>'
          : excluded.has(entry.id)
            ? 'met budget, excluded'
            : escape(entry.status);
      const notes = [
        ...(excluded.has(entry.id) ? [excluded.get(entry.id)!] : []),
        ...(summary?.outcome === 'pass' ? [] : (summary?.reasons ?? [])),
        ...entry.notApplied,
        ...entry.findings.map((finding) => finding.message),
      ];
      return [
        ...result.dimensions.map((d) => escape(entry.settings[d.key] ?? '(app)')),
        escape(summary ? formatTps(summary.tps) : ''),
        escape(summary ? formatMs(summary.p95Ms) : ''),
        escape(p95IntervalText(entry)),
        escape(p95PerWindow(entry)),
        escape(summary ? formatRatio(summary.errorRate) : ''),
        percent(summary?.appCpuPercent),
        status,
        notes.map(escape).join('<br>'),
      ];
    }),
  );
}

function timeSeries(title: string, records: TelemetryRecord[]): string {
  const charts = chartsForScenario(records);
  if (charts.length === 0) return '';
  return `<section><h2>${escape(title)}</h2><p class="legend">One line per window · dotted red: configured limit</p><div class="charts">${charts
    .map((chart) => `<figure>${renderSvgChart(chart)}</figure>`)
    .join('')}</div></section>`;
}

function header(result: ReleaseResultHeader, title: string): string {
  const verdict = VERDICT_STYLE[result.verdict];
  const runner = result.runner;
  return `<header><h1>${escape(title)} <span class="badge" style="background:${verdict.colour}">${verdict.label}</span></h1>
<p class="meta">${escape(`${runner.cpuModel}, ${runner.cores} cores, ${Math.round(runner.memoryMb / 1024)} GB · ${runner.k6Version ?? 'k6'} · ${result.startedAt} → ${result.finishedAt}`)}</p></header>`;
}

function errorAndNotes(result: ReleaseResultHeader): string {
  const parts: string[] = [];
  if (result.error) {
    parts.push(
      `<section class="error-box"><h2>Could not measure</h2><p>${escape(result.error.message)}</p>${result.error.fix ? `<p><strong>Fix:</strong> ${escape(result.error.fix)}</p>` : ''}</section>`,
    );
  }
  if (result.notes.length > 0) {
    parts.push(
      `<ul class="notes">${result.notes.map((note) => `<li>${escape(note)}</li>`).join('')}</ul>`,
    );
  }
  return parts.join('');
}

function table(headers: string[], rows: string[][]): string {
  return `<table><thead><tr>${headers.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;
}

function page(result: ReleaseResultHeader, body: string[]): string {
  const verdict = VERDICT_STYLE[result.verdict];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
${REPORT_CSP_META}
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>perf-gate ${escape(result.kind)}: ${escape(verdict.label)}</title>
<style>${STYLE}</style>
</head>
<body>
${body.filter(Boolean).join('\n')}
<footer>Generated by perf-gate ${escape(result.tool.version)}</footer>
</body>
</html>
`;
}

function percent(value: number | undefined): string {
  return value === undefined ? '' : `${Math.round(value)}%`;
}

function ticks(max: number): number[] {
  const step = niceCeiling(max / 5);
  const out: number[] = [];
  for (let tick = 0; tick <= max * 1.0000001; tick += step) out.push(Number(tick.toPrecision(6)));
  return out;
}

function tickText(value: number): string {
  if (value >= 1000) return `${Number((value / 1000).toPrecision(3))}k`;
  return String(Number(value.toPrecision(3)));
}

function fx(value: number): string {
  return value.toFixed(1);
}

const STYLE = `
body{font:14px/1.45 -apple-system,BlinkMacSystemFont,"Segoe UI",Helvetica,Arial,sans-serif;color:#1f2328;max-width:1200px;margin:24px auto;padding:0 16px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:24px 0 8px;border-bottom:1px solid #d0d7de;padding-bottom:4px}
.badge{color:#fff;border-radius:12px;padding:2px 10px;font-size:13px;vertical-align:middle}
.meta{color:#59636e;font-size:12px}.statement{font-size:16px;font-weight:600}
.charts{display:flex;flex-wrap:wrap;gap:12px}figure{margin:0}
.legend{color:#59636e;font-size:12px}.swatch{display:inline-block;width:10px;height:10px;border-radius:2px;margin:0 4px 0 8px}
table{border-collapse:collapse;margin:8px 0;font-size:12.5px}th,td{border:1px solid #d0d7de;padding:4px 8px;text-align:left;vertical-align:top}th{background:#f6f8fa}
.error-box{border:1px solid #cf222e;background:#ffebe9;padding:8px 12px;border-radius:6px}
.notes li{color:#9a6700}footer{margin-top:32px;color:#59636e;font-size:12px}
`;
