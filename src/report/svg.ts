// A chart as inline SVG, and the axis arithmetic the release reports' charts share. Pure.
//
// Hand-written SVG instead of a charting library: the report must open from a CI artifact with no
// network and ideally no script, and every library that draws time series well (uPlot, Chart.js)
// draws on a canvas at view time with JavaScript. A line chart with axes, grid, reference line and
// legend is ~150 lines of string building, renders identically everywhere (also in the screenshot
// test) and is testable as text.
import type { ChartSpec } from './charts.js';
import { escapeHtml, SIDE_COLOURS } from './html/document.js';

const LIMIT_COLOUR = '#c92a2a';

export interface SvgChartOptions {
  width?: number;
  height?: number;
  /** the x axis' caption; default: seconds into the window */
  xLabel?: string;
  /** an x tick's label, as text (escaped here); '' leaves the tick unlabelled; default: the number */
  xTick?: (t: number) => string;
  /** the base/PR legend under the axis; default: shown */
  legend?: boolean;
  /** more SVG drawn over the lines in the chart's coordinates (markers, linked points); escaped by the caller */
  overlay?: (scale: ChartScale) => string;
}

/** The plot area and how a chart maps its data onto it, for an overlay. */
export interface ChartScale {
  x: (t: number) => number;
  y: (value: number) => number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** One chart as a self-contained <svg> element (axes, grid, lines, limit, legend). */
export function renderSvgChart(chart: ChartSpec, options: SvgChartOptions = {}): string {
  const width = options.width ?? 560;
  const height = options.height ?? 240;
  const margin = { top: 34, right: 16, bottom: 40, left: 56 };
  const plotWidth = width - margin.left - margin.right;
  const plotHeight = height - margin.top - margin.bottom;

  const allT = chart.lines.flatMap((line) => line.series.t);
  const allValues = chart.lines.flatMap((line) => line.series.values);
  const maxT = Math.max(1, ...allT);
  const dataMax = Math.max(0, ...allValues);
  // Show a limit only when it is close enough not to flatten the data into the floor.
  const shownLimits = chart.limits.filter((limit) => limit.value <= Math.max(dataMax, 1) * 2.5);
  // All zero (an idle pool): an axis of 0 to 1, not 0 to 1e-9.
  const top = Math.max(dataMax, ...shownLimits.map((limit) => limit.value));
  const yMax = niceCeiling(top > 0 ? top : 1);
  const x = (t: number): number => margin.left + (t / maxT) * plotWidth;
  const y = (value: number): number => margin.top + plotHeight - (value / yMax) * plotHeight;

  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" class="chart" data-chart="${escapeHtml(chart.id)}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeHtml(chart.title)}">`,
  );
  parts.push(`<title>${escapeHtml(chart.title)} (${escapeHtml(chart.unit)})</title>`);
  parts.push(`<rect x="0" y="0" width="${width}" height="${height}" fill="#ffffff"/>`);
  parts.push(
    `<text x="${margin.left}" y="16" class="chart-title" font-size="13" font-weight="600" fill="#1f2328">${escapeHtml(chart.title)} <tspan font-weight="400" fill="#59636e">(${escapeHtml(chart.unit)})</tspan></text>`,
  );
  if (chart.subtitle) {
    parts.push(
      `<text x="${margin.left}" y="29" font-size="10" fill="#59636e">${escapeHtml(chart.subtitle)}</text>`,
    );
  }

  // Grid and y labels.
  for (const tick of ticks(yMax, 4)) {
    const yPos = fixed(y(tick));
    parts.push(
      `<line x1="${margin.left}" x2="${margin.left + plotWidth}" y1="${yPos}" y2="${yPos}" stroke="#e6e8eb" stroke-width="1"/>`,
    );
    parts.push(
      `<text x="${margin.left - 6}" y="${yPos}" font-size="10" fill="#59636e" text-anchor="end" dominant-baseline="middle">${formatTick(tick)}</text>`,
    );
  }
  // X axis: seconds since the window began, unless the caller labels it.
  for (const tick of ticks(maxT, 6)) {
    const label = options.xTick ? escapeHtml(options.xTick(tick)) : formatTick(tick);
    if (label === '') continue;
    parts.push(
      `<text x="${fixed(x(tick))}" y="${margin.top + plotHeight + 14}" font-size="10" fill="#59636e" text-anchor="middle">${label}</text>`,
    );
  }
  parts.push(
    `<text x="${margin.left + plotWidth}" y="${height - 6}" font-size="10" fill="#59636e" text-anchor="end">${escapeHtml(options.xLabel ?? 'seconds into the window')}</text>`,
  );
  parts.push(
    `<line x1="${margin.left}" x2="${margin.left + plotWidth}" y1="${margin.top + plotHeight}" y2="${margin.top + plotHeight}" stroke="#8c959f" stroke-width="1"/>`,
  );

  const sidesDiffer = new Set(chart.limits.map((limit) => limit.sides.join())).size > 1;
  for (const limit of shownLimits) {
    const yPos = fixed(y(limit.value));
    const whose = sidesDiffer
      ? ` (${limit.sides.map((side) => (side === 'pr' ? 'PR' : 'base')).join(', ')})`
      : '';
    parts.push(
      `<line class="limit" x1="${margin.left}" x2="${margin.left + plotWidth}" y1="${yPos}" y2="${yPos}" stroke="${LIMIT_COLOUR}" stroke-width="1.2" stroke-dasharray="2 3"/>`,
    );
    parts.push(
      `<text x="${margin.left + plotWidth - 2}" y="${fixed(y(limit.value) - 4)}" font-size="10" fill="${LIMIT_COLOUR}" text-anchor="end">${escapeHtml(limit.label)} ${formatTick(limit.value)}${whose}</text>`,
    );
  }

  // Lines: later rounds slightly lighter so the rounds stay distinguishable.
  for (const line of chart.lines) {
    const points = line.series.t
      .map((t, index) => `${fixed(x(t))},${fixed(y(line.series.values[index] ?? 0))}`)
      .join(' ');
    const opacity = Math.max(0.45, 0.95 - line.round * 0.12);
    parts.push(
      `<polyline class="series" data-side="${escapeHtml(line.side)}" data-round="${escapeHtml(String(line.round))}" data-points="${line.series.t.length}" points="${points}" fill="none" stroke="${SIDE_COLOURS[line.side]}" stroke-width="1.8" stroke-opacity="${opacity}" stroke-linejoin="round"${line.dashed ? ' stroke-dasharray="5 3"' : ''}><title>${escapeHtml(line.title ?? `${line.side === 'pr' ? 'PR' : 'base'} round ${line.round + 1}: ${line.label}`)}</title></polyline>`,
    );
  }
  if (options.overlay) {
    const bottom = margin.top + plotHeight;
    const right = margin.left + plotWidth;
    parts.push(options.overlay({ x, y, left: margin.left, right, top: margin.top, bottom }));
  }
  if (options.legend !== false) parts.push(legendOf(chart, height, margin.left));
  parts.push('</svg>');
  return parts.join('');
}

/** One entry per side (rounds share a colour), plus the dashed secondary if any. */
function legendOf(chart: ChartSpec, height: number, left: number): string {
  const parts: string[] = [];
  const legend: Array<{ text: string; colour: string; dashed: boolean }> = [];
  for (const side of ['base', 'pr'] as const) {
    const rounds = new Set(
      chart.lines.filter((line) => line.side === side).map((line) => line.round),
    );
    if (rounds.size > 0) {
      legend.push({
        text: `${side === 'pr' ? 'PR' : 'base'}${rounds.size > 1 ? ` (${rounds.size} rounds)` : ''}`,
        colour: SIDE_COLOURS[side],
        dashed: false,
      });
    }
  }
  const dashedLabel = chart.lines.find((line) => line.dashed)?.label;
  if (dashedLabel) legend.push({ text: dashedLabel, colour: '#59636e', dashed: true });
  // Bottom-left, under the axis labels: the top row belongs to the title, which can be long.
  let legendX = left;
  for (const entry of legend) {
    parts.push(
      `<line x1="${fixed(legendX)}" x2="${fixed(legendX + 16)}" y1="${height - 10}" y2="${height - 10}" stroke="${entry.colour}" stroke-width="2.2"${entry.dashed ? ' stroke-dasharray="4 2"' : ''}/>`,
    );
    parts.push(
      `<text x="${fixed(legendX + 20)}" y="${height - 6}" font-size="10" fill="#1f2328">${escapeHtml(entry.text)}</text>`,
    );
    legendX += 20 + entry.text.length * 5.6 + 14;
  }
  return parts.join('');
}

/** The smallest 1/2/2.5/5 × 10^n at or above the value. */
export function niceCeiling(value: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const factor of [1, 2, 2.5, 5, 10]) {
    if (factor * magnitude >= value * 0.9999999) return factor * magnitude;
  }
  return 10 * magnitude;
}

/** Evenly spaced round ticks from 0 to max (inclusive when it lands on one). */
export function ticks(max: number, count: number): number[] {
  const step = niceCeiling(max / count);
  const out: number[] = [];
  for (let tick = 0; tick <= max * 1.0000001; tick += step) out.push(Number(tick.toPrecision(6)));
  return out;
}

/** An axis label: "0", "2.5", "1.2k". */
export function formatTick(value: number): string {
  if (value === 0) return '0';
  if (Math.abs(value) >= 1000) return `${Number((value / 1000).toPrecision(3))}k`;
  return String(Number(value.toPrecision(3)));
}

/** A coordinate with one decimal. */
export function fixed(value: number): string {
  return value.toFixed(1);
}
