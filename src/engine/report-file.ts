// The reports of a result: markdown (one body for the PR comment, the job summary and the
// terminal, with compact charts) and the self-contained HTML report saved as an artifact.
import type { GateResult } from '../model.js';
import { renderCommentCharts } from '../report/mermaid.js';
import { renderHtmlReport } from '../report/html.js';
import { GITHUB_COMMENT_LIMIT, renderMarkdown, type MarkdownOptions } from '../report/markdown.js';

/** Markdown for the PR comment, the job summary and the terminal, under GitHub's comment limit. */
export function renderReport(result: GateResult, options: MarkdownOptions = {}): string {
  const charts = renderCommentCharts(result);
  const limit = options.maxChars ?? GITHUB_COMMENT_LIMIT;
  // The charts are a few kB; the tables and rules come first and get the room they need.
  const withCharts = charts.length > 0 && charts.length < limit / 4;
  const body = renderMarkdown(result, {
    ...options,
    maxChars: withCharts ? limit - charts.length - 2 : limit,
  });
  return withCharts ? `${body}\n\n${charts}` : body;
}

/** The HTML report (charts and tables, no network needed to view it). */
export function renderHtml(result: GateResult): string {
  return renderHtmlReport(result);
}
