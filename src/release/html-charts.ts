// The charts of the release reports: the capacity response curves (p95 and achieved TPS against
// the offered rate, every step of every search) and the sweep's p95 heatmap. Hand-written SVG for
// the reason src/report/svg.ts gives: no charting library draws without script at view time. Pure.
import { formatMs, formatRatio, formatTps } from '../format/numbers.js';
import { escapeHtml as escape } from '../report/html/document.js';
import { fixed, formatTick, niceCeiling, ticks } from '../report/svg.js';
import type {
  CapacityStep,
  SweepCase,
  SweepDimension,
  SweepResult,
  WindowOutcome,
} from './model.js';

export const OUTCOME_COLOUR: Record<WindowOutcome, string> = {
  pass: '#1a7f37',
  fail: '#cf222e',
  inconclusive: '#bf8700',
};

export const SEARCH_MARKERS = ['circle', 'square', 'diamond', 'triangle'] as const;

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

export function scatter(spec: ScatterSpec): string {
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
      `<rect class="band" x="${fixed(x(spec.band.low))}" y="${margin.top}" width="${fixed(Math.max(1, x(spec.band.high) - x(spec.band.low)))}" height="${plotHeight}" fill="#3b6ea5" fill-opacity="0.12"/>`,
    );
  }
  for (const tick of ticks(yMax, 5)) {
    parts.push(
      `<line x1="${margin.left}" x2="${margin.left + plotWidth}" y1="${fixed(y(tick))}" y2="${fixed(y(tick))}" stroke="#e6e8eb"/>`,
      `<text x="${margin.left - 6}" y="${fixed(y(tick))}" font-size="10" fill="#59636e" text-anchor="end" dominant-baseline="middle">${formatTick(tick)}</text>`,
    );
  }
  for (const tick of ticks(xMax, 5)) {
    parts.push(
      `<text x="${fixed(x(tick))}" y="${margin.top + plotHeight + 14}" font-size="10" fill="#59636e" text-anchor="middle">${formatTick(tick)}</text>`,
    );
  }
  parts.push(
    `<line x1="${margin.left}" x2="${margin.left + plotWidth}" y1="${margin.top + plotHeight}" y2="${margin.top + plotHeight}" stroke="#8c959f"/>`,
    `<text x="${margin.left + plotWidth}" y="${height - 6}" font-size="10" fill="#59636e" text-anchor="end">offered rate (iterations/s)</text>`,
  );
  if (spec.diagonal) {
    parts.push(
      `<line class="diagonal" x1="${fixed(x(0))}" y1="${fixed(y(0))}" x2="${fixed(x(Math.min(xMax, yMax)))}" y2="${fixed(y(Math.min(xMax, yMax)))}" stroke="#8c959f" stroke-dasharray="3 3"/>`,
    );
  }
  if (showReference) {
    const at = fixed(y(spec.reference!.value));
    parts.push(
      `<line class="limit" x1="${margin.left}" x2="${margin.left + plotWidth}" y1="${at}" y2="${at}" stroke="#c92a2a" stroke-dasharray="2 3"/>`,
      `<text x="${margin.left + plotWidth - 2}" y="${fixed(y(spec.reference!.value) - 4)}" font-size="10" fill="#c92a2a" text-anchor="end">${escape(spec.reference!.label)}</text>`,
    );
  }
  if (spec.marker !== undefined) {
    const at = fixed(x(spec.marker));
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
    return `<rect ${common} x="${fixed(cx - r)}" y="${fixed(cy - r)}" width="${2 * r}" height="${2 * r}">${t}</rect>`;
  if (shape === 'diamond') {
    return `<polygon ${common} points="${fixed(cx)},${fixed(cy - r - 1)} ${fixed(cx + r + 1)},${fixed(cy)} ${fixed(cx)},${fixed(cy + r + 1)} ${fixed(cx - r - 1)},${fixed(cy)}">${t}</polygon>`;
  }
  if (shape === 'triangle') {
    return `<polygon ${common} points="${fixed(cx)},${fixed(cy - r - 1)} ${fixed(cx + r + 1)},${fixed(cy + r)} ${fixed(cx - r - 1)},${fixed(cy + r)}">${t}</polygon>`;
  }
  return `<circle ${common} cx="${fixed(cx)}" cy="${fixed(cy)}" r="${r}">${t}</circle>`;
}

/** One heatmap per combination of the dimensions beyond the first two. */
export function heatmaps(result: SweepResult, budgetP95Ms: number): string {
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
