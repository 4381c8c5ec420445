// Time-series charts of the telemetry: which charts a scenario gets, and their rendering as inline
// SVG (HTML report) or as Mermaid xychart blocks (PR comment). Pure.
//
// Hand-written SVG instead of a charting library: the report must open from a CI artifact with no
// network and ideally no script, and every library that draws time series well (uPlot, Chart.js)
// draws on a canvas at view time with JavaScript. A line chart with axes, grid, reference line and
// legend is ~150 lines of string building, renders identically everywhere (also in the screenshot
// test) and is testable as text.
import type { GateResult, Side, TelemetryRecord, TelemetrySeries } from '../model.js';

/** One line of a chart: a window's series (side and round), or a fixed reference value. */
export interface ChartLine {
  side: Side;
  round: number;
  /** secondary lines of the same side (e.g. pending next to active) are dashed */
  dashed?: boolean;
  label: string;
  series: TelemetrySeries;
}

/** A configured limit drawn as a horizontal line; `sides` says whose setting it is. */
export interface ChartLimit {
  label: string;
  value: number;
  sides: Side[];
}

/** A chart: title, unit, lines and the horizontal limits (threads.max, pool size...). */
export interface ChartSpec {
  id: string;
  title: string;
  unit: string;
  /** what the chart shows when its preferred series was missing, e.g. "mean, no histograms" */
  subtitle?: string;
  lines: ChartLine[];
  /** one per distinct value: base and PR may be configured differently */
  limits: ChartLimit[];
}

/** A chart and where to find its data, in order of preference. */
interface ChartRecipe {
  id: string;
  title: string;
  unit: string;
  /** candidate series (first one with data wins), each with an optional subtitle */
  primary: Array<{ name: string; subtitle?: string; title?: string }>;
  /** a second, dashed series on the same chart */
  secondary?: { name: string; label: string };
  primaryLabel?: string;
  limit?: (facts: TelemetryRecord['facts']) => { label: string; value: number } | undefined;
}

const numberFact = (facts: TelemetryRecord['facts'], name: string): number | undefined =>
  typeof facts[name] === 'number' ? facts[name] : undefined;

/** The charts of the report, in order; a chart without data in any window is left out. */
const RECIPES: ChartRecipe[] = [
  {
    id: 'rate',
    title: 'Request rate',
    unit: 'req/s',
    primary: [
      { name: 'client.rate', subtitle: 'k6, per second' },
      { name: 'k6.rate', subtitle: 'k6 REST API, per interval' },
      { name: 'app.rate', subtitle: 'server side (http.server.requests)' },
    ],
  },
  {
    id: 'latency',
    title: 'p95 latency',
    unit: 'ms',
    primary: [
      { name: 'client.p95Ms', subtitle: 'k6, per second' },
      { name: 'app.p95Ms', subtitle: 'server side, from histogram buckets' },
      {
        name: 'app.meanMs',
        title: 'Mean latency',
        subtitle: 'server side; enable percentile histograms for p95',
      },
    ],
  },
  {
    id: 'threads',
    title: 'Busy Tomcat threads',
    unit: 'threads',
    primary: [{ name: 'tomcat.busy' }],
    limit: (facts) => {
      const threadsMax = numberFact(facts, 'threadsMax');
      return threadsMax === undefined ? undefined : { label: 'threads.max', value: threadsMax };
    },
  },
  {
    id: 'connections',
    title: 'Hikari connections',
    unit: 'connections',
    primary: [{ name: 'hikari.active' }],
    primaryLabel: 'active',
    secondary: { name: 'hikari.pending', label: 'pending (dashed)' },
    limit: (facts) => {
      const size = numberFact(facts, 'maximumPoolSize');
      return size === undefined ? undefined : { label: 'maximumPoolSize', value: size };
    },
  },
  {
    id: 'cpu',
    title: 'App CPU',
    unit: '% of a core',
    primary: [
      { name: 'container.app.cpu', subtitle: 'container cgroup' },
      { name: 'jvm.cpu', subtitle: "JVM process_cpu_usage, % of the JVM's cores" },
    ],
    limit: (facts) => {
      const cores = numberFact(facts, 'appCpuLimitCores');
      return cores === undefined ? undefined : { label: 'CPU limit', value: cores * 100 };
    },
  },
  {
    id: 'database-cpu',
    title: 'Database CPU',
    unit: '% of a core',
    primary: [{ name: 'container.database.cpu' }],
    limit: (facts) => {
      const cores = numberFact(facts, 'databaseCpuLimitCores');
      return cores === undefined ? undefined : { label: 'CPU limit', value: cores * 100 };
    },
  },
  {
    id: 'gc',
    title: 'Time in GC pauses',
    unit: '%',
    primary: [{ name: 'jvm.gcPauseShare' }],
  },
  {
    id: 'k6-cpu',
    title: 'Load generator (k6) CPU',
    unit: '% of a core',
    primary: [{ name: 'k6.cpu' }],
    limit: (facts) => {
      const cores = numberFact(facts, 'hostCores');
      return cores === undefined ? undefined : { label: 'all cores', value: cores * 100 };
    },
  },
];

/** Chart specs for one scenario's windows: base and PR overlaid, one line per round. */
export function chartsForScenario(records: TelemetryRecord[]): ChartSpec[] {
  const ordered = [...records].sort(
    (a, b) => sideOrder(a.label.side) - sideOrder(b.label.side) || a.label.round - b.label.round,
  );
  const charts: ChartSpec[] = [];
  for (const recipe of RECIPES) {
    const chosen = recipe.primary.find((candidate) =>
      ordered.some((record) => (record.series[candidate.name]?.t.length ?? 0) > 1),
    );
    if (!chosen) continue;
    const lines: ChartLine[] = [];
    for (const record of ordered) {
      const series = record.series[chosen.name];
      if (series && series.t.length > 0) {
        lines.push({
          side: record.label.side,
          round: record.label.round,
          label: recipe.primaryLabel ?? chosen.name,
          series,
        });
      }
      const secondary = recipe.secondary && record.series[recipe.secondary.name];
      if (recipe.secondary && secondary && secondary.t.length > 0) {
        lines.push({
          side: record.label.side,
          round: record.label.round,
          dashed: true,
          label: recipe.secondary.label,
          series: secondary,
        });
      }
    }
    const limits: ChartLimit[] = [];
    for (const record of ordered) {
      const limit = recipe.limit?.(record.facts);
      if (!limit) continue;
      const same = limits.find((known) => known.value === limit.value);
      if (!same) limits.push({ ...limit, sides: [record.label.side] });
      else if (!same.sides.includes(record.label.side)) same.sides.push(record.label.side);
    }
    charts.push({
      id: recipe.id,
      title: chosen.title ?? recipe.title,
      unit: recipe.unit,
      subtitle: chosen.subtitle,
      lines,
      limits,
    });
  }
  return charts;
}

function sideOrder(side: Side): number {
  return side === 'base' ? 0 : 1;
}

/** Line colours: base in slate blue, the PR in orange; colour-blind safe and distinct in grey. */
export const SIDE_COLOURS: Record<Side, string> = { base: '#3b6ea5', pr: '#e8590c' };
const LIMIT_COLOUR = '#c92a2a';

export interface SvgChartOptions {
  width?: number;
  height?: number;
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
  const yMax = niceCeiling(Math.max(dataMax, ...shownLimits.map((limit) => limit.value), 1e-9));
  const x = (t: number): number => margin.left + (t / maxT) * plotWidth;
  const y = (value: number): number => margin.top + plotHeight - (value / yMax) * plotHeight;

  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" class="chart" data-chart="${escapeXml(chart.id)}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(chart.title)}">`,
  );
  parts.push(`<title>${escapeXml(chart.title)} (${escapeXml(chart.unit)})</title>`);
  parts.push(`<rect x="0" y="0" width="${width}" height="${height}" fill="#ffffff"/>`);
  parts.push(
    `<text x="${margin.left}" y="16" class="chart-title" font-size="13" font-weight="600" fill="#1f2328">${escapeXml(chart.title)} <tspan font-weight="400" fill="#59636e">(${escapeXml(chart.unit)})</tspan></text>`,
  );
  if (chart.subtitle) {
    parts.push(
      `<text x="${margin.left}" y="29" font-size="10" fill="#59636e">${escapeXml(chart.subtitle)}</text>`,
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
  // X axis in seconds since the window began.
  for (const tick of ticks(maxT, 6)) {
    const xPos = fixed(x(tick));
    parts.push(
      `<text x="${xPos}" y="${margin.top + plotHeight + 14}" font-size="10" fill="#59636e" text-anchor="middle">${formatTick(tick)}</text>`,
    );
  }
  parts.push(
    `<text x="${margin.left + plotWidth}" y="${height - 6}" font-size="10" fill="#59636e" text-anchor="end">seconds into the window</text>`,
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
      `<text x="${margin.left + plotWidth - 2}" y="${fixed(y(limit.value) - 4)}" font-size="10" fill="${LIMIT_COLOUR}" text-anchor="end">${escapeXml(limit.label)} ${formatTick(limit.value)}${whose}</text>`,
    );
  }

  // Lines: later rounds slightly lighter so the rounds stay distinguishable.
  for (const line of chart.lines) {
    const points = line.series.t
      .map((t, index) => `${fixed(x(t))},${fixed(y(line.series.values[index] ?? 0))}`)
      .join(' ');
    const opacity = Math.max(0.45, 0.95 - line.round * 0.12);
    parts.push(
      `<polyline class="series" data-side="${line.side}" data-round="${line.round}" data-points="${line.series.t.length}" points="${points}" fill="none" stroke="${SIDE_COLOURS[line.side]}" stroke-width="1.8" stroke-opacity="${opacity}" stroke-linejoin="round"${line.dashed ? ' stroke-dasharray="5 3"' : ''}><title>${line.side === 'pr' ? 'PR' : 'base'} round ${line.round + 1}: ${escapeXml(line.label)}</title></polyline>`,
    );
  }

  // Legend: one entry per side (rounds share a colour), plus the dashed secondary if any.
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
  let legendX = margin.left;
  for (const entry of legend) {
    parts.push(
      `<line x1="${fixed(legendX)}" x2="${fixed(legendX + 16)}" y1="${height - 10}" y2="${height - 10}" stroke="${entry.colour}" stroke-width="2.2"${entry.dashed ? ' stroke-dasharray="4 2"' : ''}/>`,
    );
    parts.push(
      `<text x="${fixed(legendX + 20)}" y="${height - 6}" font-size="10" fill="#1f2328">${escapeXml(entry.text)}</text>`,
    );
    legendX += 20 + entry.text.length * 5.6 + 14;
  }
  parts.push('</svg>');
  return parts.join('');
}

/**
 * Compact charts for a PR comment: Mermaid xychart blocks (GitHub renders them), p95 and app CPU
 * of the first round of each side, at most 30 points per line, a few kB in all.
 */
export function renderCommentCharts(
  result: GateResult,
  options: { maxPoints?: number } = {},
): string {
  const maxPoints = options.maxPoints ?? 30;
  const records = result.telemetry?.records ?? [];
  const blocks: string[] = [];
  for (const scenario of result.scenarios) {
    const charts = chartsForScenario(
      records.filter(
        (record) => record.label.scenario === scenario.name && record.label.round === 0,
      ),
    ).filter((chart) => chart.id === 'latency' || chart.id === 'cpu' || chart.id === 'connections');
    for (const chart of charts) {
      // For the pool, waiting threads tell more than active connections; shown only when any wait.
      const pool = chart.id === 'connections';
      const lines = chart.lines.filter((line) => (pool ? line.dashed === true : !line.dashed));
      if (lines.length === 0) continue;
      if (pool && lines.every((line) => line.series.values.every((value) => value === 0))) continue;
      const title = pool ? 'Threads waiting for a connection' : `${chart.title} (${chart.unit})`;
      blocks.push(mermaidChart(`${scenario.name}: ${title}`, lines, maxPoints));
    }
  }
  if (blocks.length === 0) return '';
  const sides = new Set(records.map((record) => record.label.side));
  const legend =
    sides.size > 1
      ? 'Blue: base, orange: PR (first round of each, seconds into the measured window).'
      : 'Seconds into the measured window (first round).';
  return `${blocks.join('\n\n')}\n\n<sub>${legend}</sub>\n`;
}

function mermaidChart(title: string, lines: ChartLine[], maxPoints: number): string {
  // One x axis for all lines: the time both windows cover (measured windows of one scenario have
  // the same length; a run that stopped late should not stretch the other line).
  const maxT = Math.max(1, Math.min(...lines.map((line) => Math.max(...line.series.t))));
  const buckets = Math.max(2, Math.min(maxPoints, Math.ceil(maxT)));
  const step = maxT / buckets;
  const resampled = lines.map((line) => resample(line.series, buckets, step));
  const yMax = niceCeiling(Math.max(1e-9, ...resampled.flat()));
  const palette = lines.map((line) => SIDE_COLOURS[line.side]).join(', ');
  return [
    '```mermaid',
    `%%{init: {"themeVariables": {"xyChart": {"plotColorPalette": "${palette}"}}}}%%`,
    'xychart-beta',
    `  title "${title.replace(/"/g, "'")}"`,
    `  x-axis "seconds" ${mermaidNumber(step)} --> ${mermaidNumber(maxT)}`,
    `  y-axis 0 --> ${mermaidNumber(yMax)}`,
    ...resampled.map((values) => `  line [${values.map(mermaidNumber).join(', ')}]`),
    '```',
  ].join('\n');
}

/** A plain decimal Mermaid parses (no exponent, no "k"), three significant digits. */
export function mermaidNumber(value: number): string {
  if (!Number.isFinite(value) || Math.abs(value) < 0.001) return '0';
  const rounded = Number(value.toPrecision(3));
  return Math.abs(rounded) >= 1 ? String(rounded) : rounded.toFixed(3).replace(/0+$/, '');
}

/** Mean of the points in each bucket; an empty bucket repeats the previous value. */
function resample(series: TelemetrySeries, buckets: number, step: number): number[] {
  const out: number[] = [];
  let previous = series.values[0] ?? 0;
  for (let bucket = 0; bucket < buckets; bucket++) {
    const from = bucket * step;
    const to = (bucket + 1) * step;
    const inBucket = series.values.filter((_, index) => {
      const t = series.t[index]!;
      return t > from && t <= to;
    });
    if (inBucket.length > 0) {
      previous = inBucket.reduce((total, value) => total + value, 0) / inBucket.length;
    }
    out.push(Number(previous.toPrecision(3)));
  }
  return out;
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
function ticks(max: number, count: number): number[] {
  const step = niceCeiling(max / count);
  const out: number[] = [];
  for (let tick = 0; tick <= max * 1.0000001; tick += step) out.push(Number(tick.toPrecision(6)));
  return out;
}

function formatTick(value: number): string {
  if (value === 0) return '0';
  if (Math.abs(value) >= 1000) return `${Number((value / 1000).toPrecision(3))}k`;
  return String(Number(value.toPrecision(3)));
}

function fixed(value: number): string {
  return value.toFixed(1);
}

/** Escapes text for XML/HTML content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
