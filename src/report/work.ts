// The work-per-request section of the reports: base → PR per request for each metric (and each
// endpoint the probe attributed), and the statement shapes that appeared, vanished or moved.
// Statement text comes from the PR's own SQL, so it is untrusted: in markdown it is shortened and
// shown only inside code spans with backticks and line breaks removed (nothing inside a code span
// is markup), in HTML it is escaped. Pure.
import {
  formatWork,
  type ScenarioWork,
  type ShapeChange,
  type WorkComparison,
} from '../analysis/work.js';
import { APP_METRICS, WORK_METRIC_INFO } from '../analysis/work.js';
import { escapeHtml, table } from './html/document.js';
import { escapeInline, type Align, type Cell } from './table.js';
import { shortShape } from '../work/statements.js';

/** What markdown.ts turns into its own blocks. */
export interface WorkMarkdown {
  /** true when a work rule failed: the section goes first in the scenario */
  decides: boolean;
  heading: string;
  table: { header: Cell[]; rows: Cell[][]; align: Align[] };
  /** one markdown list line per shape change (already escaped) */
  shapes: string[];
  /** notes such as the seed of the request sequence */
  notes: string[];
}

const STATUS: Record<WorkComparison['status'], string> = {
  regression: '❌ more work',
  improvement: '✅ less work',
  'no-change': '✅ same',
  'not-judged': '· not judged',
};

/** An untrusted text as one inline code span that cannot break out of itself or a table cell. */
export function codeSpan(value: string): string {
  const flat = value.replace(/`/g, "'").replace(/[\r\n]+/g, ' ');
  return `\`${flat}\``;
}

function changeText(c: WorkComparison): string {
  if (!Number.isFinite(c.changePct)) return `+${formatWork(c.change, c.metric)}`;
  return `${c.changePct >= 0 ? '+' : ''}${c.changePct.toFixed(1)} %`;
}

function toleranceText(c: WorkComparison): string {
  return c.tolerance === false ? 'off' : `${(c.tolerance * 100).toFixed(0)} %`;
}

const HEADER = ['requests', 'metric', 'base', 'PR', 'change', 'tolerance', 'status'];

/** One comparison as the cells of a row, in HEADER's order. */
function comparisonCells(c: WorkComparison): string[] {
  return [
    c.endpoint ?? 'all requests',
    WORK_METRIC_INFO[c.metric].label,
    formatWork(c.base, c.metric),
    formatWork(c.pr, c.metric),
    changeText(c),
    toleranceText(c),
    STATUS[c.status],
  ];
}

/**
 * Comparisons worth a row: the headline statements figure, every one that moved, except an
 * endpoint's bytes and CPU (they always move a little) unless they crossed their tolerance. The
 * HTML report has every row.
 */
function rowsOf(work: ScenarioWork): WorkComparison[] {
  return work.comparisons.filter(
    (c) =>
      c.metric === 'statements' ||
      c.status === 'regression' ||
      c.status === 'improvement' ||
      (c.change !== 0 && !(c.endpoint !== undefined && APP_METRICS.has(c.metric))),
  );
}

/** The markdown pieces of one scenario's work section; undefined when nothing was measured. */
export function workMarkdown(
  work: ScenarioWork | undefined,
  notes: string[] = [],
): WorkMarkdown | undefined {
  if (!work || work.comparisons.length === 0) return undefined;
  const decides = work.comparisons.some((c) => c.status === 'regression');
  const rows = rowsOf(work).map((c): Cell[] => comparisonCells(c));
  return {
    decides,
    heading: `#### Work per request${decides ? ' — ❌ more work than the base' : ''}`,
    table: {
      header: HEADER,
      rows,
      align: ['l', 'l', 'r', 'r', 'r', 'r', 'l'],
    },
    shapes: work.shapes.slice(0, 10).map(shapeLine),
    notes: notes.map((note) => escapeInline(note)),
  };
}

const SHAPE_WORDS: Record<ShapeChange['status'], string> = {
  new: '🆕 new statement',
  vanished: 'vanished statement',
  more: 'sent more often',
  fewer: 'sent less often',
};

function shapeLine(change: ShapeChange): string {
  const where = change.endpoint === undefined ? '' : ` on ${escapeInline(change.endpoint)}`;
  const counts = `${formatWork(change.base, 'statements')} → ${formatWork(change.pr, 'statements')} per request`;
  return `- ${SHAPE_WORDS[change.status]}${where}: ${codeSpan(shortShape(change.shape))} (${counts})`;
}

/** The full table of the HTML report: every metric, every shape change, escaped. */
export function workHtml(work: ScenarioWork | undefined): string {
  if (!work || work.comparisons.length === 0) return '';
  const metrics = work.comparisons.map((c) => comparisonCells(c).map(escapeHtml));
  const shapes = work.shapes.map((s) => [
    escapeHtml(s.endpoint ?? 'all requests'),
    escapeHtml(SHAPE_WORDS[s.status]),
    `<code>${escapeHtml(s.shape)}</code>`,
    escapeHtml(formatWork(s.base, 'statements')),
    escapeHtml(formatWork(s.pr, 'statements')),
  ]);
  return (
    `<h3>Work per request</h3>${table(HEADER, metrics)}` +
    (shapes.length > 0
      ? `<h3>Statement shapes that changed</h3>${table(['requests', 'change', 'statement', 'base per request', 'PR per request'], shapes)}`
      : '')
  );
}
