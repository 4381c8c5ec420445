import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  ENDPOINT_HEADER,
  GITHUB_COMMENT_LIMIT,
  INSTANCE_HEADER,
  decisionText,
  endpointFailures,
  endpointNoteOf,
  endpointRows,
  familyLine,
  instanceRows,
  mixText,
  noiseModelText,
  renderMarkdown,
  sequentialText,
  serviceLines,
  shiftText,
  workHtml
} from "./chunk-OQGYTHXD.js";
import {
  chartsForScenario
} from "./chunk-VYLVPXU5.js";
import {
  niceCeiling,
  renderSvgChart
} from "./chunk-3BUQNUL7.js";
import {
  SIDE_COLOURS,
  VERDICT_STYLE,
  escapeHtml,
  htmlDocument,
  table,
  verdictBadge
} from "./chunk-PNZJ54FW.js";
import {
  describeSpeedAdjustment,
  describeStealAdjustment
} from "./chunk-EWBYGUDV.js";
import {
  formatCount,
  formatMs,
  formatPct,
  formatRatio,
  formatSeconds,
  formatSignedPct,
  formatTps
} from "./chunk-U2IOZD34.js";

// src/report/mermaid.ts
function renderCommentCharts(result, options = {}) {
  const maxPoints = options.maxPoints ?? 30;
  const records = result.telemetry?.records ?? [];
  const blocks = [];
  for (const scenario of result.scenarios) {
    const charts = chartsForScenario(
      records.filter(
        (record) => record.label.scenario === scenario.name && record.label.round === 0
      )
    ).filter((chart) => chart.id === "latency" || chart.id === "cpu" || chart.id === "connections");
    for (const chart of charts) {
      const pool = chart.id === "connections";
      const lines = chart.lines.filter((line) => pool ? line.dashed === true : !line.dashed);
      if (lines.length === 0) continue;
      if (pool && lines.every((line) => line.series.values.every((value) => value === 0))) continue;
      const title = pool ? "Threads waiting for a connection" : `${chart.title} (${chart.unit})`;
      blocks.push(mermaidChart(`${scenario.name}: ${title}`, lines, maxPoints));
    }
  }
  if (blocks.length === 0) return "";
  const sides = new Set(records.map((record) => record.label.side));
  const legend = sides.size > 1 ? "Blue: base, orange: PR (first round of each, seconds into the measured window)." : "Seconds into the measured window (first round).";
  return `${blocks.join("\n\n")}

<sub>${legend}</sub>
`;
}
function mermaidChart(title, lines, maxPoints) {
  const maxT = Math.max(1, Math.min(...lines.map((line) => Math.max(...line.series.t))));
  const buckets = Math.max(2, Math.min(maxPoints, Math.ceil(maxT)));
  const step = maxT / buckets;
  const resampled = lines.map((line) => resample(line.series, buckets, step));
  const yMax = niceCeiling(Math.max(1e-9, ...resampled.flat()));
  const palette = lines.map((line) => SIDE_COLOURS[line.side]).join(", ");
  return [
    "```mermaid",
    `%%{init: {"themeVariables": {"xyChart": {"plotColorPalette": "${palette}"}}}}%%`,
    "xychart-beta",
    `  title "${titleText(title)}"`,
    `  x-axis "seconds" ${mermaidNumber(step)} --> ${mermaidNumber(maxT)}`,
    `  y-axis 0 --> ${mermaidNumber(yMax)}`,
    ...resampled.map((values) => `  line [${values.map(mermaidNumber).join(", ")}]`),
    "```"
  ].join("\n");
}
function titleText(title) {
  return title.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").replace(/"/g, "'");
}
function mermaidNumber(value) {
  if (!Number.isFinite(value) || Math.abs(value) < 1e-3) return "0";
  const rounded = Number(value.toPrecision(3));
  return Math.abs(rounded) >= 1 ? String(rounded) : rounded.toFixed(3).replace(/0+$/, "");
}
function resample(series, buckets, step) {
  const out = [];
  let previous = series.values[0] ?? 0;
  for (let bucket = 0; bucket < buckets; bucket++) {
    const from = bucket * step;
    const to = (bucket + 1) * step;
    const inBucket = series.values.filter((_, index) => {
      const t = series.t[index];
      return t > from && t <= to;
    });
    if (inBucket.length > 0) {
      previous = inBucket.reduce((total, value) => total + value, 0) / inBucket.length;
    }
    out.push(Number(previous.toPrecision(3)));
  }
  return out;
}

// src/report/html/tables.ts
function rulesTable(rules) {
  return table(
    ["", "Rule", "Metric", "Expected", "Actual", "Message"],
    rules.map((rule) => [
      rule.passed ? '<span class="ok">\u2714</span>' : `<span class="bad ${escapeHtml(rule.level)}">\u2718</span>`,
      escapeHtml(rule.rule),
      escapeHtml(`${rule.metric}${rule.endpoint ? ` (${rule.endpoint})` : ""}`),
      escapeHtml(rule.expected),
      escapeHtml(rule.actual),
      escapeHtml(rule.message)
    ])
  );
}
function comparisonsTable(comparisons) {
  return table(
    ["Metric", "Endpoint", "Base", "PR", "Change", "Interval", "Tolerance", "MDE", "Status"],
    comparisons.map((comparison) => {
      const unit = comparison.metric === "tps" ? formatTps : comparison.metric === "errorRate" ? formatRatio : formatMs;
      return [
        escapeHtml(comparison.metric === "latency" ? "latency (geometric mean)" : comparison.metric),
        escapeHtml(comparison.endpoint ?? "all"),
        escapeHtml(unit(comparison.base)),
        escapeHtml(unit(comparison.pr)),
        escapeHtml(formatSignedPct(comparison.changePct)),
        escapeHtml(
          `${formatSignedPct(comparison.interval.lowPct)} \u2026 ${formatSignedPct(comparison.interval.highPct)}`
        ),
        escapeHtml(`\xB1${formatPct(comparison.tolerancePct)}`),
        escapeHtml(formatPct(comparison.mdePct)),
        `<span class="status ${escapeHtml(comparison.status)}">${escapeHtml(comparison.status)}</span>` + (comparison.role === "diagnostic" ? " <small>diagnostic</small>" : comparison.role === "endpoint" ? " <small>can fail</small>" : "")
      ];
    })
  );
}
function windowsTable(windows) {
  return table(
    ["Side", "Round", "TPS", "p50", "p95", "p99", "Errors", "Dropped", "Generator"],
    windows.map((window) => [
      `<span class="side ${escapeHtml(window.side)}">${window.side === "pr" ? "PR" : "base"}</span>`,
      escapeHtml(String(window.round + 1)),
      escapeHtml(formatTps(window.tps)),
      escapeHtml(formatMs(window.http.latency.p50)),
      escapeHtml(formatMs(window.http.latency.p95)),
      escapeHtml(formatMs(window.http.latency.p99)),
      escapeHtml(formatRatio(window.http.errorRate)),
      escapeHtml(formatCount(window.droppedIterations)),
      window.generator.saturated ? `<span class="bad warning">saturated</span> ${escapeHtml(window.generator.reasons.join("; "))}` : "ok"
    ])
  );
}
function telemetryTable(records) {
  const ordered = [...records].sort(
    (a, b) => (a.label.side === "base" ? 0 : 1) - (b.label.side === "base" ? 0 : 1) || a.label.round - b.label.round
  );
  const stat = (record, name, unit = "") => {
    const values = record.series[name]?.values ?? [];
    if (values.length === 0) return "\u2013";
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    return `${formatNumber(mean)} / ${formatNumber(Math.max(...values))}${unit}`;
  };
  const withLimit = (record, name, fact, unit = "") => {
    const limit = record.facts[fact];
    return `${stat(record, name, unit)}${typeof limit === "number" ? ` of ${formatNumber(limit)}` : ""}`;
  };
  const cpuLimit = (record) => {
    const cores = record.facts.appCpuLimitCores;
    return typeof cores === "number" ? ` (limit ${formatNumber(cores * 100)})` : "";
  };
  const throttled = (record) => {
    const values = record.series["container.app.throttled"]?.values ?? [];
    if (values.length === 0) return "";
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    return `, throttled in ${formatNumber(mean)} % of periods`;
  };
  return `<p class="meta">mean / peak over each window's samples</p>${table(
    [
      "Side",
      "Round",
      "App CPU %",
      "Busy threads",
      "Pending connections",
      "Active connections",
      "Acquire ms",
      "GC %",
      "Database CPU %",
      "k6 CPU %",
      "Runner CPU %"
    ],
    ordered.map((record) => [
      `<span class="side ${escapeHtml(record.label.side)}">${record.label.side === "pr" ? "PR" : "base"}</span>`,
      escapeHtml(String(record.label.round + 1)),
      escapeHtml(
        record.series["container.app.cpu"] ? `${stat(record, "container.app.cpu")}${cpuLimit(record)}${throttled(record)}` : stat(record, "jvm.cpu")
      ),
      escapeHtml(withLimit(record, "tomcat.busy", "threadsMax")),
      escapeHtml(stat(record, "hikari.pending")),
      escapeHtml(withLimit(record, "hikari.active", "maximumPoolSize")),
      escapeHtml(stat(record, "hikari.acquireMs")),
      escapeHtml(stat(record, "jvm.gcPauseShare")),
      escapeHtml(stat(record, "container.database.cpu")),
      escapeHtml(stat(record, "k6.cpu")),
      escapeHtml(stat(record, "host.cpu"))
    ])
  )}`;
}
function formatNumber(value) {
  if (Math.abs(value) >= 100) return String(Math.round(value));
  if (Math.abs(value) >= 10) return value.toFixed(1).replace(/\.0$/, "");
  return value.toFixed(2).replace(/\.?0+$/, "") || "0";
}

// src/report/html.ts
var LEVEL_ORDER = { error: 0, warning: 1, notice: 2 };
function renderHtmlReport(result) {
  const records = result.telemetry?.records ?? [];
  const verdict = VERDICT_STYLE[result.verdict] ?? VERDICT_STYLE.error;
  const body = [];
  body.push(`<header>
<h1>perf-gate report ${verdictBadge(result.verdict)}</h1>
${sidesLine(result)}
<p class="meta">${escapeHtml(runnerLine(result))}</p>
${noiseModelParagraph(result)}
</header>`);
  if (result.error) {
    body.push(`<section class="error-box"><h2>The gate could not measure</h2>
<p>${escapeHtml(result.error.message)}</p>${result.error.fix ? `<p><strong>Fix:</strong> ${escapeHtml(result.error.fix)}</p>` : ""}
${result.error.stage ? `<p class="meta">Stage: ${escapeHtml(result.error.stage)}</p>` : ""}</section>`);
  }
  if (!result.error) {
    body.push(
      `<section class="decision"><h2>What decided it</h2><p><strong>${escapeHtml(decisionText(result))}</strong></p></section>`
    );
  }
  const gateFindings = result.findings.filter((finding) => finding.scenario === void 0);
  if (gateFindings.length > 0) {
    body.push(`<section><h2>Findings</h2>${findingsList(gateFindings)}</section>`);
  }
  if (result.scenarios.length > 1) {
    body.push(
      `<nav><h2>Scenarios</h2><ul>${result.scenarios.map(
        (scenario) => `<li><a href="#${anchor(scenario.name)}">${escapeHtml(scenario.name)}</a> ${verdictChip(scenario.verdict)}</li>`
      ).join("")}</ul></nav>`
    );
  }
  for (const scenario of result.scenarios) {
    body.push(
      scenarioSection(
        scenario,
        records.filter((record) => record.label.scenario === scenario.name),
        result.findings.filter((finding) => finding.scenario === scenario.name),
        result.protocol?.sequential
      )
    );
  }
  const gateRules = result.rules.filter((rule) => rule.scenario === void 0);
  if (gateRules.length > 0) {
    body.push(`<section><h2>Gate rules</h2>${rulesTable(gateRules)}</section>`);
  }
  body.push(
    `<footer>Generated by ${escapeHtml(result.tool.name)} ${escapeHtml(result.tool.version)} \xB7 started ${escapeHtml(result.startedAt)} \xB7 finished ${escapeHtml(result.finishedAt)}</footer>`
  );
  return htmlDocument(`perf-gate: ${verdict.label}`, body);
}
function scenarioSection(scenario, records, extraFindings, sequential) {
  const parts = [];
  const mix = mixText(scenario.windows);
  parts.push(
    `<h2>${escapeHtml(scenario.name)} ${verdictChip(scenario.verdict)}</h2>
<p class="meta">${escapeHtml(scenario.script)} \xB7 target ${escapeHtml(formatTps(scenario.targetRate))}${mix ? ` \xB7 ${escapeHtml(mix)}` : ""} \xB7 warm-up ${escapeHtml(formatSeconds(scenario.warmupSec))} \xB7 measured ${escapeHtml(formatSeconds(scenario.durationSec))} per window \xB7 ${scenario.windows.length} window(s)</p>`
  );
  const findings = dedupeFindings([...scenario.findings, ...extraFindings]);
  if (findings.length > 0) parts.push(`<h3>What limited it</h3>${findingsList(findings)}`);
  const charts = chartsForScenario(records);
  if (charts.length > 0) {
    parts.push(
      `<h3>During the measured windows</h3>
<p class="legend"><span class="swatch" style="background:${SIDE_COLOURS.base}"></span>base <span class="swatch" style="background:${SIDE_COLOURS.pr}"></span>PR \xB7 one line per round \xB7 dotted red: configured limit</p>
<div class="charts">${charts.map((chart) => `<figure>${renderSvgChart(chart)}</figure>`).join("")}</div>`
    );
  } else {
    parts.push(
      '<p class="meta">No server telemetry was collected for this scenario, so the report has no time series.</p>'
    );
  }
  if (records.length > 0) {
    parts.push(`<h3>Server and runner, per window</h3>${telemetryTable(records)}`);
  }
  if (scenario.comparisons.length > 0) {
    const family = familyLine(scenario.comparisons);
    parts.push(
      `<h3>PR vs base</h3>${comparisonsTable(scenario.comparisons)}` + adjustmentNotes(scenario.comparisons) + (family ? `<p class="meta">${escapeHtml(family)}</p>` : "")
    );
  }
  const stopping = sequentialText(sequential, scenario.name);
  const compared = scenario.comparisons.some((c) => c.metric === "latency" && !c.endpoint);
  const lines = [
    ...(scenario.shifts ?? []).filter((shift) => !(compared && shift.endpoint === void 0)).map((shift) => `<p class="meta shift">${escapeHtml(shiftText(shift))}</p>`),
    ...stopping ? [`<p class="meta sequential">${escapeHtml(stopping)}</p>`] : []
  ];
  if (lines.length > 0) parts.push(lines.join("\n"));
  parts.push(workHtml(scenario.work));
  if (scenario.rules.length > 0) parts.push(`<h3>Rules</h3>${rulesTable(scenario.rules)}`);
  const prWindows = scenario.windows.filter((window) => window.side === "pr");
  const endpoints = endpointRows(prWindows);
  const endpointNote = endpointNoteOf(prWindows);
  const failures = endpointFailures(prWindows);
  if (endpoints || endpointNote)
    parts.push(
      "<h3>Endpoints <small>(PR, median over rounds)</small></h3>" + (endpoints ? table(
        ENDPOINT_HEADER,
        endpoints.map((row) => row.map(escapeHtml))
      ) : "") + (failures ? failuresHtml(failures) : "") + (endpointNote ? `<p class="meta">${escapeHtml(endpointNote)}</p>` : "")
    );
  const instances = instanceRows(scenario.windows);
  const services = serviceLines(scenario.windows);
  if (instances.length > 0 || services.length > 0)
    parts.push(
      `<h3>${instances.length > 0 ? "Instances, database and services" : "Database and services"}</h3>` + (instances.length > 0 ? table(
        [...INSTANCE_HEADER],
        instances.map((row) => row.map(escapeHtml))
      ) : "") + services.map((line) => `<p class="meta">${escapeHtml(line)}</p>`).join("")
    );
  if (scenario.windows.length > 0) parts.push(`<h3>Windows</h3>${windowsTable(scenario.windows)}`);
  const notes = dedupeNotes(records.flatMap((record) => record.notes));
  if (notes.length > 0) {
    parts.push(
      `<details><summary>Telemetry notes (${notes.length})</summary><ul class="notes">${notes.map(
        (note) => `<li><span class="source">${escapeHtml(note.source)}</span> ${escapeHtml(note.message)}${note.fix ? `<br><strong>Fix:</strong> ${escapeHtml(note.fix)}` : ""}</li>`
      ).join("")}</ul></details>`
    );
  }
  return `<section id="${anchor(scenario.name)}">${parts.join("\n")}</section>`;
}
function findingsList(findings) {
  const sorted = [...findings].sort((a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level]);
  return `<ul class="findings">${sorted.map((finding) => {
    const evidence = Object.entries(finding.evidence ?? {}).map(
      ([key, value]) => `<span class="chip"><span class="key">${escapeHtml(key)}</span> ${escapeHtml(String(value))}</span>`
    ).join("");
    return `<li class="finding ${escapeHtml(finding.level)}"><span class="level">${escapeHtml(finding.level)}</span> <span class="rule">${escapeHtml(finding.rule)}</span>${finding.side ? ` <span class="side ${escapeHtml(finding.side)}">${finding.side === "pr" ? "PR" : "base"}</span>` : ""}<p>${escapeHtml(finding.message)}</p>${evidence ? `<div class="evidence">${evidence}</div>` : ""}</li>`;
  }).join("")}</ul>`;
}
function verdictChip(verdict) {
  const style = VERDICT_STYLE[verdict] ?? VERDICT_STYLE.error;
  return `<span class="chip-verdict" style="border-color:${style.colour};color:${style.colour}">${style.label}</span>`;
}
function sidesLine(result) {
  const describe = (side) => side ? `${side.ref ?? side.checkout}${side.sha ? ` @ ${side.sha.slice(0, 7)}` : ""}` : "";
  const pr = describe(result.sides.pr);
  const base = describe(result.sides.base);
  return `<p><span class="side pr">PR</span> ${escapeHtml(pr)}${base ? ` vs <span class="side base">base</span> ${escapeHtml(base)}` : " (no base comparison)"}</p>`;
}
function noiseModelParagraph(result) {
  const line = noiseModelText(result);
  return line ? `<p class="meta">${escapeHtml(line)}</p>` : "";
}
function runnerLine(result) {
  const runner = result.runner;
  return [
    `${runner.cpuModel}, ${runner.cores} cores, ${formatCount(runner.memoryMb)} MB`,
    runner.os,
    `Node ${runner.nodeVersion}`,
    runner.k6Version ? `k6 ${runner.k6Version.replace(/^k6\s+/, "")}` : void 0,
    runner.dockerVersion ? `Docker ${runner.dockerVersion}` : void 0
  ].filter(Boolean).join(" \xB7 ");
}
function dedupeFindings(findings) {
  const seen = /* @__PURE__ */ new Set();
  return findings.filter((finding) => {
    const key = `${finding.rule}|${finding.side ?? ""}|${finding.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
function dedupeNotes(notes) {
  const seen = /* @__PURE__ */ new Set();
  return notes.filter((note) => {
    if (seen.has(note.message)) return false;
    seen.add(note.message);
    return true;
  });
}
function anchor(name) {
  return `scenario-${name.replace(/[^A-Za-z0-9_-]/g, "-")}`;
}
function adjustmentNotes(comparisons) {
  const latency = comparisons.find((c) => c.metric === "latency" && c.endpoint === void 0);
  return [
    describeSpeedAdjustment(latency?.speedAdjustment),
    describeStealAdjustment(latency?.stealAdjustment)
  ].map((sentence) => sentence ? `<p class="meta">${escapeHtml(sentence)}</p>` : "").join("");
}
function failuresHtml(failures) {
  const items = (lines) => `<ul>${lines.map((line) => `<li>${line}</li>`).join("")}</ul>`;
  return `<p><strong>Failed requests</strong> (PR, all rounds):</p>${items(failures.lines.map(escapeHtml))}` + (failures.exceptions.length > 0 ? `<p>The app logged meanwhile (first distinct lines):</p>${items(
    failures.exceptions.map(({ line, count }) => `<code>${escapeHtml(line)}</code> \xD7${count}`)
  )}` : "");
}

// src/engine/report-file.ts
function renderReport(result, options = {}) {
  const charts = renderCommentCharts(result);
  const limit = options.maxChars ?? GITHUB_COMMENT_LIMIT;
  const withCharts = charts.length > 0 && charts.length < limit / 4;
  const body = renderMarkdown(result, {
    ...options,
    maxChars: withCharts ? limit - charts.length - 2 : limit
  });
  return withCharts ? `${body}

${charts}` : body;
}
function renderHtml(result) {
  return renderHtmlReport(result);
}

export {
  renderReport,
  renderHtml
};
