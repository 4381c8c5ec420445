import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  SIDE_COLOURS,
  escapeHtml
} from "./chunk-KBI27DK7.js";

// src/report/charts.ts
var numberFact = (facts, name) => typeof facts[name] === "number" ? facts[name] : void 0;
function limitFrom(fact, label, scale = 1) {
  return (facts) => {
    const value = numberFact(facts, fact);
    return value === void 0 ? void 0 : { label, value: value * scale };
  };
}
function candidates(list) {
  return list.map(
    ([name, subtitle, title]) => title ? { name, subtitle, title } : { name, subtitle }
  );
}
var RECIPES = [
  {
    id: "rate",
    title: "Request rate",
    unit: "req/s",
    primary: candidates([
      ["client.rate", "k6, per second"],
      ["k6.rate", "k6 REST API, per interval"],
      ["app.rate", "server side (http.server.requests)"]
    ])
  },
  {
    id: "latency",
    title: "p95 latency",
    unit: "ms",
    primary: candidates([
      ["client.p95Ms", "k6, per second"],
      ["app.p95Ms", "server side, from histogram buckets"],
      ["app.meanMs", "server side; enable percentile histograms for p95", "Mean latency"]
    ])
  },
  {
    id: "threads",
    title: "Busy Tomcat threads",
    unit: "threads",
    primary: [{ name: "tomcat.busy" }],
    limit: limitFrom("threadsMax", "threads.max")
  },
  {
    id: "connections",
    title: "Hikari connections",
    unit: "connections",
    primary: [{ name: "hikari.active" }],
    primaryLabel: "active",
    secondary: { name: "hikari.pending", label: "pending (dashed)" },
    limit: limitFrom("maximumPoolSize", "maximumPoolSize")
  },
  {
    id: "cpu",
    title: "App CPU",
    unit: "% of a core",
    primary: candidates([
      ["container.app.cpu", "container cgroup"],
      ["jvm.cpu", "JVM process_cpu_usage, % of the JVM's cores"]
    ]),
    limit: limitFrom("appCpuLimitCores", "CPU limit", 100)
  },
  {
    id: "database-cpu",
    title: "Database CPU",
    unit: "% of a core",
    primary: [{ name: "container.database.cpu" }],
    limit: limitFrom("databaseCpuLimitCores", "CPU limit", 100)
  },
  { id: "gc", title: "Time in GC pauses", unit: "%", primary: [{ name: "jvm.gcPauseShare" }] },
  {
    id: "k6-cpu",
    title: "Load generator (k6) CPU",
    unit: "% of a core",
    primary: [{ name: "k6.cpu" }],
    limit: limitFrom("hostCores", "all cores", 100)
  }
];
function chartsForScenario(records) {
  const ordered = [...records].sort(
    (a, b) => sideOrder(a.label.side) - sideOrder(b.label.side) || a.label.round - b.label.round
  );
  const charts = [];
  for (const recipe of RECIPES) {
    const chosen = recipe.primary.find(
      (candidate) => ordered.some((record) => (record.series[candidate.name]?.t.length ?? 0) > 1)
    );
    if (!chosen) continue;
    const lines = [];
    for (const record of ordered) {
      const series = record.series[chosen.name];
      if (series && series.t.length > 0) {
        lines.push({
          side: record.label.side,
          round: record.label.round,
          label: recipe.primaryLabel ?? chosen.name,
          series
        });
      }
      const secondary = recipe.secondary && record.series[recipe.secondary.name];
      if (recipe.secondary && secondary && secondary.t.length > 0) {
        lines.push({
          side: record.label.side,
          round: record.label.round,
          dashed: true,
          label: recipe.secondary.label,
          series: secondary
        });
      }
    }
    const limits = [];
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
      limits
    });
  }
  return charts;
}
function sideOrder(side) {
  return side === "base" ? 0 : 1;
}

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
    const xPos = fixed(x(tick));
    parts.push(
      `<text x="${xPos}" y="${margin.top + plotHeight + 14}" font-size="10" fill="#59636e" text-anchor="middle">${formatTick(tick)}</text>`
    );
  }
  parts.push(
    `<text x="${margin.left + plotWidth}" y="${height - 6}" font-size="10" fill="#59636e" text-anchor="end">seconds into the window</text>`
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
      `<polyline class="series" data-side="${escapeHtml(line.side)}" data-round="${escapeHtml(String(line.round))}" data-points="${line.series.t.length}" points="${points}" fill="none" stroke="${SIDE_COLOURS[line.side]}" stroke-width="1.8" stroke-opacity="${opacity}" stroke-linejoin="round"${line.dashed ? ' stroke-dasharray="5 3"' : ""}><title>${line.side === "pr" ? "PR" : "base"} round ${line.round + 1}: ${escapeHtml(line.label)}</title></polyline>`
    );
  }
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
  let legendX = margin.left;
  for (const entry of legend) {
    parts.push(
      `<line x1="${fixed(legendX)}" x2="${fixed(legendX + 16)}" y1="${height - 10}" y2="${height - 10}" stroke="${entry.colour}" stroke-width="2.2"${entry.dashed ? ' stroke-dasharray="4 2"' : ""}/>`
    );
    parts.push(
      `<text x="${fixed(legendX + 20)}" y="${height - 6}" font-size="10" fill="#1f2328">${escapeHtml(entry.text)}</text>`
    );
    legendX += 20 + entry.text.length * 5.6 + 14;
  }
  parts.push("</svg>");
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
  chartsForScenario,
  renderSvgChart,
  niceCeiling,
  ticks,
  formatTick,
  fixed
};
