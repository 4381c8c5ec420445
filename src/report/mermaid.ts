// Compact charts for the PR comment: Mermaid xychart blocks, which GitHub renders. Pure.
import type { GateResult, TelemetrySeries } from '../model.js';
import { chartsForScenario, type ChartLine } from './charts.js';
import { SIDE_COLOURS } from './html/document.js';
import { niceCeiling } from './svg.js';

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
    `  title "${titleText(title)}"`,
    `  x-axis "seconds" ${mermaidNumber(step)} --> ${mermaidNumber(maxT)}`,
    `  y-axis 0 --> ${mermaidNumber(yMax)}`,
    ...resampled.map((values) => `  line [${values.map(mermaidNumber).join(', ')}]`),
    '```',
  ].join('\n');
}

/**
 * A chart title on one line, without double quotes: the scenario's name is the result file's
 * text, and a line break in it would end the title, or the code block with a line of backticks.
 */
function titleText(title: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is replaced here
  return title.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').replace(/"/g, "'");
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
