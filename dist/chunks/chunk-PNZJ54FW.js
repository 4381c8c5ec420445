import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  WORK_METRICS,
  WORK_METRIC_REGISTRY,
  median
} from "./chunk-U2IOZD34.js";

// src/report/html/document.ts
var REPORT_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'";
var REPORT_CSP_META = `<meta http-equiv="Content-Security-Policy" content="${REPORT_CSP}">`;
function escapeHtml(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}
var VERDICT_STYLE = {
  pass: { label: "Pass", colour: "#1a7f37" },
  fail: { label: "Fail", colour: "#cf222e" },
  inconclusive: { label: "Inconclusive", colour: "#9a6700" },
  error: { label: "Error", colour: "#59636e" }
};
function verdictBadge(verdict) {
  const style = VERDICT_STYLE[verdict] ?? VERDICT_STYLE.error;
  return `<span class="badge" style="background:${style.colour}">${style.label}</span>`;
}
function table(headers, rows) {
  return `<div class="table-wrap"><table><thead><tr>${headers.map((cell) => `<th>${escapeHtml(cell)}</th>`).join("")}</tr></thead><tbody>${rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join("")}</tr>`).join("")}</tbody></table></div>`;
}
function htmlDocument(title, body, extraStyle = "") {
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
${body.filter(Boolean).join("\n")}
</body>
</html>
`;
}
var SIDE_COLOURS = { base: "#3b6ea5", pr: "#e8590c" };
var STYLESHEET = `
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
var RELEASE_STYLE = `.statement { font-size: 16px; font-weight: 600; }
.notes li { color: #9a6700; }
`;

// src/analysis/work-judge.ts
var WORK_METRIC_INFO = Object.fromEntries(
  WORK_METRICS.map((m) => {
    const { label, unit, floor } = WORK_METRIC_REGISTRY[m];
    return [m, { label, unit, floor }];
  })
);
function judgeWork(scenario, metric, pairs, tolerance, endpoint, floor = 0, notJudged) {
  const info = WORK_METRIC_INFO[metric];
  const base = median(pairs.map((p) => p.base));
  const pr = median(pairs.map((p) => p.pr));
  const change = median(pairs.map((p) => p.pr - p.base));
  const changePct = base > 0 ? change / base * 100 : change === 0 ? 0 : Infinity;
  const limit = tolerance === false ? Infinity : Math.max(tolerance * base, info.floor, floor);
  const status = tolerance === false || notJudged !== void 0 ? "not-judged" : change > limit ? "regression" : -change > limit ? "improvement" : "no-change";
  const where = endpoint === void 0 ? "" : ` of ${endpoint}`;
  const figures = `${formatWork(base, metric)} \u2192 ${formatWork(pr, metric)} per request`;
  const pct = Number.isFinite(changePct) ? ` (${changePct >= 0 ? "+" : ""}${changePct.toFixed(1)} %)` : "";
  const toleranceText = tolerance === false ? "not judged (tolerance off)" : notJudged !== void 0 ? `not judged: ${notJudged}` : `tolerance ${(tolerance * 100).toFixed(0)} %`;
  const verdict = status === "regression" ? "more work beyond the" : status === "improvement" ? "less work beyond the" : status === "no-change" ? "within the" : "";
  return {
    scenario,
    ...endpoint === void 0 ? {} : { endpoint },
    metric,
    base,
    pr,
    change,
    changePct,
    tolerance,
    pairs: pairs.length,
    status,
    message: `${info.label}${where}: ${figures}${pct}, ${pairs.length} pair(s); ${verdict ? `${verdict} ${toleranceText}` : toleranceText}.`
  };
}
function formatWork(value, metric) {
  const unit = WORK_METRIC_INFO[metric].unit;
  if (unit === "B") {
    if (value >= 1024 * 1024) return `${(value / 1024 / 1024).toFixed(2)} MiB`;
    if (value >= 1024) return `${(value / 1024).toFixed(1)} KiB`;
    return `${value.toFixed(0)} B`;
  }
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  const text = Number.isInteger(value) ? String(value) : value.toFixed(digits);
  return unit ? `${text} ${unit}` : text;
}

export {
  escapeHtml,
  VERDICT_STYLE,
  verdictBadge,
  table,
  htmlDocument,
  SIDE_COLOURS,
  RELEASE_STYLE,
  WORK_METRIC_INFO,
  judgeWork,
  formatWork
};
