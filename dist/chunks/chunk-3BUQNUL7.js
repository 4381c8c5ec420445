import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  SIDE_COLOURS,
  escapeHtml
} from "./chunk-PNZJ54FW.js";

// src/report/svg.ts
var LIMIT_COLOUR = "#c92a2a";
function renderSvgChart(chart, options = {}) {
  const width = options.width ?? 560;
  const height = options.height ?? 240;
  const margin = { top: 34, right: 16, bottom: 40, left: 56 };
  const plotWidth = width - margin.left - margin.right;
  const plotHeight = height - margin.top - margin.bottom;
  const allT = chart.lines.flatMap((line) => line.series.t);
  const allValues = chart.lines.flatMap((line) => line.series.values);
  const maxT = Math.max(1, ...allT);
  const dataMax = Math.max(0, ...allValues);
  const shownLimits = chart.limits.filter((limit) => limit.value <= Math.max(dataMax, 1) * 2.5);
  const top = Math.max(dataMax, ...shownLimits.map((limit) => limit.value));
  const yMax = niceCeiling(top > 0 ? top : 1);
  const x = (t) => margin.left + t / maxT * plotWidth;
  const y = (value) => margin.top + plotHeight - value / yMax * plotHeight;
  const parts = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" class="chart" data-chart="${escapeHtml(chart.id)}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeHtml(chart.title)}">`
  );
  parts.push(`<title>${escapeHtml(chart.title)} (${escapeHtml(chart.unit)})</title>`);
  parts.push(`<rect x="0" y="0" width="${width}" height="${height}" fill="#ffffff"/>`);
  parts.push(
    `<text x="${margin.left}" y="16" class="chart-title" font-size="13" font-weight="600" fill="#1f2328">${escapeHtml(chart.title)} <tspan font-weight="400" fill="#59636e">(${escapeHtml(chart.unit)})</tspan></text>`
  );
  if (chart.subtitle) {
    parts.push(
      `<text x="${margin.left}" y="29" font-size="10" fill="#59636e">${escapeHtml(chart.subtitle)}</text>`
    );
  }
  for (const tick of ticks(yMax, 4)) {
    const yPos = fixed(y(tick));
    parts.push(
      `<line x1="${margin.left}" x2="${margin.left + plotWidth}" y1="${yPos}" y2="${yPos}" stroke="#e6e8eb" stroke-width="1"/>`
    );
    parts.push(
      `<text x="${margin.left - 6}" y="${yPos}" font-size="10" fill="#59636e" text-anchor="end" dominant-baseline="middle">${formatTick(tick)}</text>`
    );
  }
  for (const tick of ticks(maxT, 6)) {
    const label = options.xTick ? escapeHtml(options.xTick(tick)) : formatTick(tick);
    if (label === "") continue;
    parts.push(
      `<text x="${fixed(x(tick))}" y="${margin.top + plotHeight + 14}" font-size="10" fill="#59636e" text-anchor="middle">${label}</text>`
    );
  }
  parts.push(
    `<text x="${margin.left + plotWidth}" y="${height - 6}" font-size="10" fill="#59636e" text-anchor="end">${escapeHtml(options.xLabel ?? "seconds into the window")}</text>`
  );
  parts.push(
    `<line x1="${margin.left}" x2="${margin.left + plotWidth}" y1="${margin.top + plotHeight}" y2="${margin.top + plotHeight}" stroke="#8c959f" stroke-width="1"/>`
  );
  const sidesDiffer = new Set(chart.limits.map((limit) => limit.sides.join())).size > 1;
  for (const limit of shownLimits) {
    const yPos = fixed(y(limit.value));
    const whose = sidesDiffer ? ` (${limit.sides.map((side) => side === "pr" ? "PR" : "base").join(", ")})` : "";
    parts.push(
      `<line class="limit" x1="${margin.left}" x2="${margin.left + plotWidth}" y1="${yPos}" y2="${yPos}" stroke="${LIMIT_COLOUR}" stroke-width="1.2" stroke-dasharray="2 3"/>`
    );
    parts.push(
      `<text x="${margin.left + plotWidth - 2}" y="${fixed(y(limit.value) - 4)}" font-size="10" fill="${LIMIT_COLOUR}" text-anchor="end">${escapeHtml(limit.label)} ${formatTick(limit.value)}${whose}</text>`
    );
  }
  for (const line of chart.lines) {
    const points = line.series.t.map((t, index) => `${fixed(x(t))},${fixed(y(line.series.values[index] ?? 0))}`).join(" ");
    const opacity = Math.max(0.45, 0.95 - line.round * 0.12);
    parts.push(
      `<polyline class="series" data-side="${escapeHtml(line.side)}" data-round="${escapeHtml(String(line.round))}" data-points="${line.series.t.length}" points="${points}" fill="none" stroke="${SIDE_COLOURS[line.side]}" stroke-width="1.8" stroke-opacity="${opacity}" stroke-linejoin="round"${line.dashed ? ' stroke-dasharray="5 3"' : ""}><title>${escapeHtml(line.title ?? `${line.side === "pr" ? "PR" : "base"} round ${line.round + 1}: ${line.label}`)}</title></polyline>`
    );
  }
  if (options.overlay) {
    const bottom = margin.top + plotHeight;
    const right = margin.left + plotWidth;
    parts.push(options.overlay({ x, y, left: margin.left, right, top: margin.top, bottom }));
  }
  if (options.legend !== false) parts.push(legendOf(chart, height, margin.left));
  parts.push("</svg>");
  return parts.join("");
}
function legendOf(chart, height, left) {
  const parts = [];
  const legend = [];
  for (const side of ["base", "pr"]) {
    const rounds = new Set(
      chart.lines.filter((line) => line.side === side).map((line) => line.round)
    );
    if (rounds.size > 0) {
      legend.push({
        text: `${side === "pr" ? "PR" : "base"}${rounds.size > 1 ? ` (${rounds.size} rounds)` : ""}`,
        colour: SIDE_COLOURS[side],
        dashed: false
      });
    }
  }
  const dashedLabel = chart.lines.find((line) => line.dashed)?.label;
  if (dashedLabel) legend.push({ text: dashedLabel, colour: "#59636e", dashed: true });
  let legendX = left;
  for (const entry of legend) {
    parts.push(
      `<line x1="${fixed(legendX)}" x2="${fixed(legendX + 16)}" y1="${height - 10}" y2="${height - 10}" stroke="${entry.colour}" stroke-width="2.2"${entry.dashed ? ' stroke-dasharray="4 2"' : ""}/>`
    );
    parts.push(
      `<text x="${fixed(legendX + 20)}" y="${height - 6}" font-size="10" fill="#1f2328">${escapeHtml(entry.text)}</text>`
    );
    legendX += 20 + entry.text.length * 5.6 + 14;
  }
  return parts.join("");
}
function niceCeiling(value) {
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const factor of [1, 2, 2.5, 5, 10]) {
    if (factor * magnitude >= value * 0.9999999) return factor * magnitude;
  }
  return 10 * magnitude;
}
function ticks(max, count) {
  const step = niceCeiling(max / count);
  const out = [];
  for (let tick = 0; tick <= max * 1.0000001; tick += step) out.push(Number(tick.toPrecision(6)));
  return out;
}
function formatTick(value) {
  if (value === 0) return "0";
  if (Math.abs(value) >= 1e3) return `${Number((value / 1e3).toPrecision(3))}k`;
  return String(Number(value.toPrecision(3)));
}
function fixed(value) {
  return value.toFixed(1);
}

export {
  renderSvgChart,
  niceCeiling,
  ticks,
  formatTick,
  fixed
};
