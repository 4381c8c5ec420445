// The frame both HTML reports share (the gate's and the release commands'): the document with its
// strict Content-Security-Policy, one stylesheet, the verdict badge, escaping and tables. Pure.
import type { GateResult, Side } from '../../model.js';

/**
 * The HTML reports' Content-Security-Policy: no script at all, nothing fetched from anywhere
 * (charts are inline SVG, styles inline), no forms, no <base>. Text the PR controls is escaped
 * already; this keeps an escaping mistake from running code or calling home.
 */
export const REPORT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'";

/** The CSP as the first tag of a report's <head>. */
export const REPORT_CSP_META = `<meta http-equiv="Content-Security-Policy" content="${REPORT_CSP}">`;

/** Escapes text for HTML (and SVG) content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Label and colour of each verdict, for the badge and the chips. */
export const VERDICT_STYLE: Record<GateResult['verdict'], { label: string; colour: string }> = {
  pass: { label: 'Pass', colour: '#1a7f37' },
  fail: { label: 'Fail', colour: '#cf222e' },
  inconclusive: { label: 'Inconclusive', colour: '#9a6700' },
  error: { label: 'Error', colour: '#59636e' },
};

/** The verdict as the badge next to a report's title. */
export function verdictBadge(verdict: GateResult['verdict']): string {
  const style = VERDICT_STYLE[verdict] ?? VERDICT_STYLE.error;
  return `<span class="badge" style="background:${style.colour}">${style.label}</span>`;
}

/** A table: the headers are text and escaped here; the cells are HTML, escaped by the caller. */
export function table(headers: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return `<div class="table-wrap"><table><thead><tr>${headers.map((cell) => `<th>${escapeHtml(cell)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
    .join('')}</tbody></table></div>`;
}

/** One self-contained document: the CSP first in <head>, the stylesheet inline, no script. */
export function htmlDocument(title: string, body: readonly string[], extraStyle = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
${REPORT_CSP_META}
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLESHEET}${extraStyle}</style>
</head>
<body>
${body.filter(Boolean).join('\n')}
</body>
</html>
`;
}

/** Line colours: base in slate blue, the PR in orange; colour-blind safe and distinct in grey. */
export const SIDE_COLOURS: Record<Side, string> = { base: '#3b6ea5', pr: '#e8590c' };

/** The stylesheet of both reports; the release reports add RELEASE_STYLE's few rules. */
export const STYLESHEET = `
:root { color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 1200px; padding: 24px; font: 14px/1.5 -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: #1f2328; background: #f6f8fa; }
header, section, nav { background: #fff; border: 1px solid #d1d9e0; border-radius: 8px; padding: 16px 20px; margin-bottom: 16px; }
h1 { font-size: 22px; margin: 0 0 8px; display: flex; align-items: center; gap: 12px; }
h2 { font-size: 18px; margin: 0 0 8px; display: flex; align-items: center; gap: 10px; }
h3 { font-size: 15px; margin: 18px 0 8px; }
.meta { color: #59636e; margin: 4px 0; font-size: 13px; }
.badge { color: #fff; border-radius: 999px; padding: 2px 12px; font-size: 14px; }
.chip-verdict { border: 1.5px solid; border-radius: 999px; padding: 0 10px; font-size: 12px; font-weight: 600; }
.side { border-radius: 4px; padding: 0 6px; font-size: 12px; font-weight: 600; color: #fff; }
.side.pr { background: ${SIDE_COLOURS.pr}; }
.side.base { background: ${SIDE_COLOURS.base}; }
.error-box { border-color: #cf222e; background: #fff5f5; }
.findings { list-style: none; padding: 0; margin: 0; }
.finding { border-left: 4px solid #8c959f; padding: 6px 12px; margin: 8px 0; background: #f6f8fa; border-radius: 0 6px 6px 0; }
.finding.error { border-color: #cf222e; }
.finding.warning { border-color: #bf8700; }
.finding.notice { border-color: #0969da; }
.finding p { margin: 4px 0; }
.finding .level { text-transform: uppercase; font-size: 11px; font-weight: 700; color: #59636e; }
.finding .rule { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12px; }
.evidence { display: flex; flex-wrap: wrap; gap: 4px; }
.chip { background: #fff; border: 1px solid #d1d9e0; border-radius: 4px; padding: 0 6px; font-size: 12px; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
.chip .key { color: #59636e; }
.charts { display: grid; grid-template-columns: repeat(auto-fill, minmax(480px, 1fr)); gap: 12px; }
figure { margin: 0; border: 1px solid #e6e8eb; border-radius: 6px; padding: 4px; background: #fff; }
svg.chart { width: 100%; height: auto; display: block; }
.legend { font-size: 12px; color: #59636e; }
.swatch { display: inline-block; width: 18px; height: 3px; vertical-align: middle; margin: 0 4px 0 8px; }
.table-wrap { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; font-size: 13px; }
th, td { border-bottom: 1px solid #e6e8eb; padding: 4px 8px; text-align: left; vertical-align: top; }
th { background: #f6f8fa; font-weight: 600; }
.ok { color: #1a7f37; }
.bad { color: #cf222e; font-weight: 600; }
.bad.warning { color: #9a6700; }
.bad.notice { color: #0969da; }
.status.regression { color: #cf222e; font-weight: 600; }
.status.improvement { color: #1a7f37; font-weight: 600; }
.status.inconclusive { color: #9a6700; }
.notes .source { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12px; color: #59636e; }
footer { color: #59636e; font-size: 12px; text-align: center; }
`;

/** The release reports' own rules on top of STYLESHEET: the headline statement, notes. */
export const RELEASE_STYLE = `.statement { font-size: 16px; font-weight: 600; }
.notes li { color: #9a6700; }
`;
