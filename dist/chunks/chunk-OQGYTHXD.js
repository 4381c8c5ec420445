import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  heldOutPhrase,
  runnerEntryText
} from "./chunk-4AY6EIAZ.js";
import {
  APP_METRICS,
  codeBlock,
  codeSpan,
  escapeInline,
  failedStatuses,
  instancesOverWindows,
  tableLines
} from "./chunk-LEJNO2M5.js";
import {
  mergeAppExceptions
} from "./chunk-HEEH3OJ4.js";
import {
  WORK_METRIC_INFO,
  escapeHtml,
  formatWork,
  table
} from "./chunk-PNZJ54FW.js";
import {
  canFail,
  deriveVerdict,
  describeSpeedAdjustment,
  describeStealAdjustment,
  isPrimary
} from "./chunk-EWBYGUDV.js";
import {
  DEFAULTS,
  formatConfidence,
  formatCount,
  formatMb,
  formatMs,
  formatPct,
  formatRatio,
  formatSeconds,
  formatSignedPct,
  formatTps,
  isFiniteNumber,
  median
} from "./chunk-U2IOZD34.js";
import {
  settingEntries
} from "./chunk-H5S5CXRU.js";

// src/report/markdown/blocks.ts
var GITHUB_COMMENT_LIMIT = 65536;
var separator = "\n\n";
function text(value, priority = 1) {
  return { kind: "text", text: value, priority };
}
function table2(header, rows, options = {}) {
  const lines = tableLines(header, rows, options.align ? { align: options.align } : {});
  return { kind: "table", head: lines.head, rows: lines.rows, priority: options.priority ?? 1 };
}
function details(summary, blocks, options = {}) {
  return {
    kind: "details",
    summary,
    blocks,
    open: options.open ?? false,
    priority: options.priority ?? 3
  };
}
function renderBlock(block, notice) {
  switch (block.kind) {
    case "text":
      return block.text;
    case "table":
      return [block.head, ...block.rows].join("\n");
    case "details":
      return [
        `<details${block.open ? " open" : ""}><summary>${block.summary}</summary>`,
        ...block.blocks.map((inner) => renderBlock(inner, notice)),
        "</details>"
      ].join(separator);
    case "trim-notice":
      return notice;
  }
}
function renderBlocks(blocks, notice) {
  return blocks.map((block) => renderBlock(block, notice)).filter((rendered) => rendered.length > 0).join(separator);
}
function trimNotice(omitted) {
  return `> [!WARNING]
> This report was trimmed to fit GitHub's ${formatCount(GITHUB_COMMENT_LIMIT)}-character comment limit: ${omitted} row(s) or section(s) are not shown. The full report is in the result JSON and the artifacts.`;
}
function fitBlocks(blocks, maxChars) {
  const full = renderBlocks(
    blocks.filter((block) => block.kind !== "trim-notice"),
    ""
  );
  if (full.length <= maxChars) return full;
  const noticeReserve = trimNotice(999999).length;
  let budget = maxChars - noticeReserve;
  for (let attempt = 0; attempt < 5; attempt++) {
    const state = { omitted: 0 };
    const fitted = fitList(blocks, budget, state);
    const rendered = renderBlocks(fitted, trimNotice(state.omitted));
    if (rendered.length <= maxChars) return rendered;
    budget -= rendered.length - maxChars + 64;
  }
  return renderBlocks(
    blocks.filter((block) => block.priority === 0),
    trimNotice(0)
  ).slice(0, maxChars);
}
function fitList(blocks, budget, state) {
  const chosen = new Array(blocks.length);
  let remaining = budget;
  for (const priority of [0, 1, 2, 3]) {
    for (const [index, block] of blocks.entries()) {
      if (block.priority !== priority) continue;
      const cost = renderBlock(block, "").length + separator.length;
      if (priority === 0 || cost <= remaining) {
        chosen[index] = block;
        remaining -= cost;
        continue;
      }
      const partial = fitPartially(block, remaining, state);
      if (partial) {
        chosen[index] = partial;
        remaining -= renderBlock(partial, "").length + separator.length;
      } else {
        state.omitted += countUnits(block);
      }
    }
  }
  return chosen.filter((block) => block !== void 0);
}
function fitPartially(block, budget, state) {
  if (block.kind === "table") {
    const moreLine = (count) => `| _\u2026 ${count} more row(s) not shown_ |`;
    let used = block.head.length + separator.length + moreLine(block.rows.length).length + 1;
    const rows = [];
    for (const row of block.rows) {
      if (used + row.length + 1 > budget) break;
      rows.push(row);
      used += row.length + 1;
    }
    if (rows.length === 0) return void 0;
    const left = block.rows.length - rows.length;
    state.omitted += left;
    return { ...block, rows: [...rows, moreLine(left)] };
  }
  if (block.kind === "details") {
    const wrapper = renderBlock({ ...block, blocks: [] }, "").length + separator.length * 2;
    const inner = fitList(block.blocks, budget - wrapper, state);
    if (inner.length === 0) return void 0;
    return { ...block, blocks: inner };
  }
  return void 0;
}
function countUnits(block) {
  if (block.kind === "table") return block.rows.length;
  if (block.kind === "details") {
    return block.blocks.reduce((total, inner) => total + countUnits(inner), 0) || 1;
  }
  return 1;
}

// src/report/markdown/labels.ts
var verdictIcon = {
  pass: "\u2705",
  fail: "\u274C",
  inconclusive: "\u26A0\uFE0F",
  error: "\u{1F4A5}"
};
var levelIcon = { error: "\u274C", warning: "\u26A0\uFE0F", notice: "\u2139\uFE0F" };
function ruleStatus(rule) {
  if (rule.passed) return "\u2705 pass";
  if (rule.inconclusive) return "\u26A0\uFE0F inconclusive";
  return rule.level === "error" ? "\u274C fail" : `${levelIcon[rule.level]} ${rule.level}`;
}
function statusIcon(status) {
  switch (status) {
    case "regression":
      return "\u274C";
    case "improvement":
      return "\u{1F680}";
    case "no-change":
      return "\u2705";
    case "inconclusive":
      return "\u26A0\uFE0F";
  }
}
function metricLabel(metric, endpoint) {
  const names = {
    latency: "Latency (geometric mean)",
    p50: "p50",
    p95: "p95",
    p99: "p99",
    tps: "TPS",
    errorRate: "Error rate",
    startupMs: "Startup",
    memoryMb: "Memory"
  };
  return endpoint === void 0 ? names[metric] : `${names[metric]} \xB7 ${endpoint}`;
}
function formatMetricValue(metric, value) {
  switch (metric) {
    case "tps":
      return formatTps(value);
    case "errorRate":
      return formatRatio(value);
    case "memoryMb":
      return formatMb(value);
    default:
      return formatMs(value);
  }
}
function median2(values) {
  return median(values.filter(isFiniteNumber));
}
function oneLine(value) {
  return value.replace(/\s*[\r\n]+\s*/g, " ").trim();
}

// src/report/topology.ts
var INSTANCE_HEADER = [
  "Instance",
  "Container",
  "Requests/s",
  "CPU (% of a core)",
  "Busy threads (peak)",
  "Hikari active (peak)",
  "Waiting for a connection (peak)",
  "Heap (peak)",
  "5xx/s"
];
var figure = (value, unit = "") => value === void 0 ? "\u2013" : `${value.toFixed(value >= 100 || Number.isInteger(value) ? 0 : 1)}${unit}`;
function instanceRow(instance) {
  return [
    instance.label,
    instance.container,
    figure(instance.requestsPerSec),
    figure(instance.cpuPercent),
    figure(instance.busyThreadsPeak),
    figure(instance.hikariActivePeak),
    figure(instance.hikariPendingPeak),
    figure(instance.heapUsedMbPeak, " MB"),
    figure(instance.serverErrorsPerSec)
  ];
}
function instanceRows(windows) {
  return ["base", "pr"].flatMap(
    (side) => instancesOverWindows(windows.filter((window) => window.side === side)).map(instanceRow)
  );
}
function serviceLines(windows) {
  const lines = [];
  const database = databaseText(windows);
  if (database) lines.push(database);
  for (const side of ["base", "pr"]) {
    const proxy = proxyText(windows.filter((window) => window.side === side));
    if (proxy) lines.push(`${sideName(side)}: ${proxy}`);
  }
  for (const side of ["base", "pr"]) {
    const redis = redisText(windows.filter((window) => window.side === side));
    if (redis) lines.push(`${sideName(side)}: ${redis}`);
  }
  return lines;
}
function sideName(side) {
  return side === "pr" ? "PR" : "base";
}
function databaseText(windows) {
  const read = windows.flatMap((window) => window.database ? [window.database] : []);
  if (read.length === 0) return void 0;
  const peak = Math.max(...read.map((db) => db.maxUsedConnections));
  const last = read[read.length - 1];
  const per = (side, key) => formatCount(
    windows.reduce(
      (sum, window) => sum + (window.side === side ? window.database?.[key] ?? 0 : 0),
      0
    )
  );
  const sides = (key) => windows.some((window) => window.side === "base") ? `${key} base ${per("base", key)}, PR ${per("pr", key)}` : `${key} ${per("pr", key)}`;
  return `Database: at most ${formatCount(peak)} connections at once (Max_used_connections, both sides) of max_connections ${formatCount(last.maxConnections)}${last.maxConnectionsSource ? ` (${last.maxConnectionsSource})` : ""}; ${sides("refused")}; ${sides("aborted")}`;
}
function redisText(windows) {
  const read = windows.flatMap((window) => window.redis ? [window.redis] : []);
  if (read.length === 0) return void 0;
  const commands = read.reduce((sum, redis) => sum + redis.commands, 0);
  const perSec = read.reduce((sum, redis) => sum + redis.commandsPerSec, 0) / read.length;
  const hits = read.reduce((sum, redis) => sum + redis.hits, 0);
  const misses = read.reduce((sum, redis) => sum + redis.misses, 0);
  const ratio = hits + misses > 0 ? `, hit ratio ${(hits / (hits + misses) * 100).toFixed(1)} %` : "";
  return `Redis: ${formatCount(commands)} commands (${perSec.toFixed(1)}/s)${ratio}`;
}
function proxyText(windows) {
  const read = windows.flatMap(
    (window) => window.proxy?.connections ? [window.proxy.connections] : []
  );
  if (read.length === 0) return void 0;
  const peak = Math.max(...read.map((c) => c.activePeak));
  const waiting = Math.max(...read.map((c) => c.waitingPeak));
  const limit = windows.flatMap((window) => window.proxy?.limits ?? []).find((l) => l.kind === "worker_connections");
  return `Nginx: at most ${formatCount(peak)} client connections open at once (${formatCount(waiting)} idle in keep-alive), mean ${formatCount(Math.round(read.reduce((sum, c) => sum + c.activeMean, 0) / read.length))}` + (limit ? `; ${limit.text} (${limit.source}) per worker` : "");
}

// src/report/endpoints.ts
var ENDPOINT_HEADER = ["Endpoint", "Requests", "Error rate", "p50", "p95", "p99"];
function endpointRows(windows) {
  const names = [...new Set(windows.flatMap((window) => Object.keys(window.endpoints)))].sort();
  if (names.length === 0) return void 0;
  return names.map((name) => {
    const metrics = windows.flatMap((window) => {
      const entry = window.endpoints[name];
      return entry ? [entry] : [];
    });
    const pick = (select) => median(metrics.map(select));
    const requests = metrics.reduce((total, entry) => total + entry.requests, 0);
    const failed = metrics.reduce((total, entry) => total + entry.failed, 0);
    return [
      name,
      formatCount(requests),
      formatRatio(requests > 0 ? failed / requests : Number.NaN),
      formatMs(pick((entry) => entry.latency.p50)),
      formatMs(pick((entry) => entry.latency.p95)),
      formatMs(pick((entry) => entry.latency.p99))
    ];
  });
}
function endpointNoteOf(windows) {
  return windows.find((window) => window.endpointNote)?.endpointNote;
}
function endpointFailures(windows) {
  const byName = /* @__PURE__ */ new Map();
  for (const window of windows) {
    for (const [name, entry] of Object.entries(window.endpoints)) {
      const total = byName.get(name) ?? { requests: 0, failed: 0, codes: {} };
      total.requests += entry.requests;
      total.failed += entry.failed;
      for (const [code, count] of Object.entries(entry.statusCodes ?? {}))
        total.codes[code] = (total.codes[code] ?? 0) + count;
      byName.set(name, total);
    }
  }
  const lines = [...byName.entries()].filter(([, total]) => total.failed > 0).sort((a, b) => b[1].failed - a[1].failed || a[0].localeCompare(b[0])).map(([name, total]) => {
    const statuses = failedStatuses(total.codes);
    return `${name}: ${formatCount(total.failed)} of ${formatCount(total.requests)} failed${statuses ? ` (${statuses})` : ""}`;
  });
  if (lines.length === 0) return void 0;
  return {
    lines,
    exceptions: mergeAppExceptions(windows.map((window) => window.appExceptions ?? []))
  };
}

// src/report/markdown/family-line.ts
function familyLine(comparisons) {
  const overall = comparisons.filter((c) => c.endpoint === void 0);
  const decides = overall.filter(isPrimary).map((c) => metricLabel(c.metric));
  const endpoints = comparisons.filter((c) => c.role === "endpoint");
  const diagnostics = comparisons.filter((c) => !canFail(c));
  if (decides.length === 0 || diagnostics.length === 0 && endpoints.length === 0)
    return void 0;
  const members = comparisons.filter((c) => c.familyWeight !== void 0);
  const share = members.reduce((total, c) => total + (c.familyWeight ?? 0), 0);
  const gateAlpha = members[0]?.familyAlpha;
  const parts = [`Decide the verdict: ${decides.join(", ")}.`];
  if (endpoints.length > 0) {
    parts.push(
      `Each endpoint's geometric-mean latency (${endpoints.length}) can fail it but never makes it inconclusive.`
    );
  }
  if (members.length > 0) {
    parts.push(
      `${members.length === 1 ? "One comparison holds" : `${members.length} comparisons share`} ${share < 1 ? `${formatRate(share)} of ` : ""}the gate's ${gateAlpha === void 0 ? "" : `${formatRate(gateAlpha)} `}false-alarm budget (the chance that a PR without a regression beyond the tolerances fails it; weighted Holm, docs/configuration.md).`
    );
  }
  if (diagnostics.length > 0) {
    const labels = [
      ...new Set(
        diagnostics.map(
          (c) => c.endpoint === void 0 ? metricLabel(c.metric) : `each endpoint's ${metricLabel(c.metric)}`
        )
      )
    ];
    parts.push(
      `Diagnostics, shown but not deciding: ${labels.join(", ")} (the budget still guards p95 and p99).`
    );
  }
  return parts.join(" ");
}
function formatRate(fraction) {
  const pct = fraction * 100;
  return `${Number(pct.toPrecision(pct >= 10 ? 3 : 2))} %`;
}

// src/report/shift.ts
var percent = formatConfidence;
function shiftText(shift) {
  const interval = shift.pairs < 2 ? `no interval from ${shift.pairs} pair` : `${percent(shift.interval.confidence)} interval ${formatSignedPct(shift.interval.lowPct)} to ${formatSignedPct(shift.interval.highPct)}`;
  return `latency shift, ${shift.endpoint ?? "all requests"}: ${formatSignedPct(shift.changePct)} (${interval}), reported, not judged`;
}
function sequentialText(record, scenario) {
  const looks = record?.looks.filter((look) => look.scenario === scenario) ?? [];
  const last = looks.at(-1);
  if (!record || !last) return void 0;
  const design = `${record.spending}, ${percent(last.confidence)} repeated interval at the last look`;
  const why = `${design}: ${last.reason}`;
  if (last.pairs >= record.maxRounds && last.reason.startsWith("cap ")) {
    return `sequential stopping: ran to the cap of ${record.maxRounds} rounds, ${looks.length} look(s) (${why})`;
  }
  if (last.pairs >= record.maxRounds && last.stop) {
    return `sequential stopping: decided at the cap of ${record.maxRounds} rounds, look ${looks.length} (${why})`;
  }
  if (!last.stop) {
    return `sequential stopping: ended after ${last.pairs} of max ${record.maxRounds} rounds without a decision at look ${looks.length} (${why})`;
  }
  return `sequential stopping: stopped after ${last.pairs} of max ${record.maxRounds} rounds: decided at look ${looks.length} (${why})`;
}

// src/report/mix.ts
function mixText(windows) {
  const mix = windows.find((window) => window.mix && window.mix.length > 1)?.mix;
  if (!mix) return void 0;
  const percent2 = (share) => `${Math.round(share * 1e3) / 10} %`;
  return `mix ${mix.map(
    (entry) => entry.exec === entry.scenario ? `${entry.scenario} ${percent2(entry.share)}` : `${entry.scenario} (${entry.exec}) ${percent2(entry.share)}`
  ).join(", ")}`;
}

// src/work/statements.ts
var KEYWORDS = new Set(
  "select from where and or not in is null like between exists insert into values value update set delete join left right inner outer cross on using order by group having limit offset as asc desc distinct union all case when then else end ignore replace for share lock commit rollback start transaction read only write session global count sum min max avg with recursive duplicate key savepoint release true false interval do show call full fields tables columns".split(" ")
);
var TOKEN = /'(?:[^'\\]|\\.|'')*'|`(?:[^`]|``)*`|"(?:[^"\\]|\\.|"")*"|\/\*[\s\S]*?(?:\*\/|$)|--[^\n]*|#[^\n]*|0x[0-9a-f]+|\d+(?:\.\d+)?(?:e[+-]?\d+)?|\.\.\.|[A-Za-z_$@][\w$@]*|\?|<=>|<>|!=|<=|>=|:=|\|\||&&|\S/giu;
function statementShape(sql) {
  const tokens = [];
  for (const match of sql.matchAll(TOKEN)) {
    const token = match[0];
    const first = token[0] ?? "";
    if (token.startsWith("/*") || token.startsWith("--") || first === "#") continue;
    if (first === "'" || /^\d/u.test(token) || /^0x/iu.test(token)) {
      tokens.push("?");
    } else if (first === "`") {
      tokens.push(token.slice(1, -1).replace(/``/gu, "`").toLowerCase());
    } else if (first === '"') {
      tokens.push("?");
    } else if (/^[A-Za-z_$@]/u.test(token)) {
      const lower = token.toLowerCase();
      tokens.push(KEYWORDS.has(lower) ? lower.toUpperCase() : lower);
    } else {
      tokens.push(token);
    }
  }
  return render(collapseLists(tokens));
}
function collapseLists(tokens) {
  const out = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token === "(" && isValueList(tokens, i)) {
      const close = tokens.indexOf(")", i);
      out.push("(...)");
      i = close;
      while (tokens[i + 1] === "," && tokens[i + 2] === "(" && isValueList(tokens, i + 2)) {
        i = tokens.indexOf(")", i + 2);
      }
      continue;
    }
    out.push(token);
  }
  return out;
}
function isValueList(tokens, start) {
  let sawValue = false;
  for (let i = start + 1; i < tokens.length; i++) {
    const token = tokens[i];
    if (token === ")") return sawValue;
    if (token === "?" || token === "..." || token === "-" || token === "+") sawValue = true;
    else if (token !== ",") return false;
  }
  return false;
}
var SPACED_BEFORE_PAREN = new Set(
  "IN VALUES VALUE FROM JOIN ON WHERE AND OR NOT AS SELECT USING EXISTS INTO BY SET WHEN THEN ELSE LIKE BETWEEN UNION ALL WITH".split(
    " "
  )
);
function render(tokens) {
  let out = "";
  let previous = "";
  for (const token of tokens) {
    const tight = out === "" || token === "," || token === ")" || token === "." || previous === "." || previous === "(" || token === "(" && /^[\w$@]/u.test(previous) && !SPACED_BEFORE_PAREN.has(previous);
    out += tight ? token : ` ${token}`;
    previous = token;
  }
  return out.replace(/\s*;$/u, "").trim();
}
var TRANSACTION_CONTROL = /^(COMMIT|ROLLBACK|BEGIN|START TRANSACTION|SAVEPOINT|RELEASE SAVEPOINT|SET (SESSION |GLOBAL )?TRANSACTION|SET autocommit\b|SET @@(session\.)?autocommit\b)/iu;
function statementKind(shape) {
  if (TRANSACTION_CONTROL.test(shape)) return "transaction";
  const first = /^\(?\s*([A-Z]+)/u.exec(shape)?.[1] ?? "";
  switch (first) {
    case "SELECT":
    case "WITH":
      return "select";
    case "INSERT":
    case "REPLACE":
      return "insert";
    case "UPDATE":
      return "update";
    case "DELETE":
      return "delete";
    default:
      return "other";
  }
}
function shortShape(shape, max = 90) {
  let text2 = shape;
  const select = /^SELECT (DISTINCT )?(.+?) FROM /u.exec(text2);
  if (select && (select[2] ?? "").length > 24) {
    text2 = `SELECT ${select[1] ?? ""}\u2026 FROM ${text2.slice(select[0].length)}`;
  }
  return text2.length > max ? `${text2.slice(0, max - 1).trimEnd()}\u2026` : text2;
}

// src/report/work.ts
var STATUS = {
  regression: "\u274C more work",
  improvement: "\u2705 less work",
  "no-change": "\u2705 same",
  "not-judged": "\xB7 not judged"
};
function codeSpan2(value) {
  const flat = value.replace(/`/g, "'").replace(/[\r\n]+/g, " ");
  return `\`${flat}\``;
}
function changeText(c) {
  if (!Number.isFinite(c.changePct)) return `+${formatWork(c.change, c.metric)}`;
  return `${c.changePct >= 0 ? "+" : ""}${c.changePct.toFixed(1)} %`;
}
function toleranceText(c) {
  return c.tolerance === false ? "off" : `${(c.tolerance * 100).toFixed(0)} %`;
}
var HEADER = ["requests", "metric", "base", "PR", "change", "tolerance", "status"];
function comparisonCells(c) {
  return [
    c.endpoint ?? "all requests",
    WORK_METRIC_INFO[c.metric].label,
    formatWork(c.base, c.metric),
    formatWork(c.pr, c.metric),
    changeText(c),
    toleranceText(c),
    STATUS[c.status]
  ];
}
function rowsOf(work) {
  return work.comparisons.filter(
    (c) => c.metric === "statements" || c.status === "regression" || c.status === "improvement" || c.change !== 0 && !(c.endpoint !== void 0 && APP_METRICS.has(c.metric))
  );
}
function workMarkdown(work, notes = []) {
  if (!work || work.comparisons.length === 0) return void 0;
  const decides = work.comparisons.some((c) => c.status === "regression");
  const rows = rowsOf(work).map((c) => comparisonCells(c));
  return {
    decides,
    heading: `#### Work per request${decides ? " \u2014 \u274C more work than the base" : ""}`,
    table: {
      header: HEADER,
      rows,
      align: ["l", "l", "r", "r", "r", "r", "l"]
    },
    shapes: work.shapes.slice(0, 10).map(shapeLine),
    notes: notes.map((note) => escapeInline(note))
  };
}
var SHAPE_WORDS = {
  new: "\u{1F195} new statement",
  vanished: "vanished statement",
  more: "sent more often",
  fewer: "sent less often"
};
function shapeLine(change) {
  const where = change.endpoint === void 0 ? "" : ` on ${escapeInline(change.endpoint)}`;
  const counts = `${formatWork(change.base, "statements")} \u2192 ${formatWork(change.pr, "statements")} per request`;
  return `- ${SHAPE_WORDS[change.status]}${where}: ${codeSpan2(shortShape(change.shape))} (${counts})`;
}
function workHtml(work) {
  if (!work || work.comparisons.length === 0) return "";
  const metrics = work.comparisons.map((c) => comparisonCells(c).map(escapeHtml));
  const shapes = work.shapes.map((s) => [
    escapeHtml(s.endpoint ?? "all requests"),
    escapeHtml(SHAPE_WORDS[s.status]),
    `<code>${escapeHtml(s.shape)}</code>`,
    escapeHtml(formatWork(s.base, "statements")),
    escapeHtml(formatWork(s.pr, "statements"))
  ]);
  return `<h3>Work per request</h3>${table(HEADER, metrics)}` + (shapes.length > 0 ? `<h3>Statement shapes that changed</h3>${table(["requests", "change", "statement", "base per request", "PR per request"], shapes)}` : "");
}

// src/report/markdown/scenario.ts
function scenarioSummary(scenarios) {
  return table2(
    ["Scenario", "Verdict", "Target rate", "Rules failed", "Regressions"],
    scenarios.map((scenario) => [
      scenario.name,
      `${verdictIcon[scenario.verdict]} ${scenario.verdict}`,
      formatTps(scenario.targetRate),
      scenario.rules.filter((rule) => !rule.passed && rule.level === "error" && !rule.inconclusive).length,
      scenario.comparisons.filter(
        (comparison) => comparison.status === "regression" && canFail(comparison)
      ).length
    ])
  );
}
function scenarioBlocks(scenario, sequential, historyLine) {
  const prWindows = scenario.windows.filter((window) => window.side === "pr");
  const baseWindows = scenario.windows.filter((window) => window.side === "base");
  const rounds = Math.max(prWindows.length, baseWindows.length);
  const mix = mixText(scenario.windows);
  const blocks = [
    text(
      `### ${escapeInline(oneLine(scenario.name))} \u2014 ${verdictIcon[scenario.verdict] ?? "\u2754"} ${escapeInline(oneLine(scenario.verdict))}`
    ),
    text(
      [
        codeSpan(scenario.script),
        `${formatTps(scenario.targetRate)} target`,
        ...mix ? [escapeInline(oneLine(mix))] : [],
        `warm-up ${formatSeconds(scenario.warmupSec)}`,
        `measured ${formatSeconds(scenario.durationSec)}`,
        baseWindows.length > 0 ? `${rounds} round(s) per side` : `${rounds} round(s)`
      ].join(" \xB7 ")
    ),
    ...historyLine ? [text(`\u{1F4C8} ${oneLine(historyLine)}`, 2)] : []
  ];
  const work = workBlocks(scenario);
  if (work?.decides) blocks.push(...work.blocks);
  if (scenario.comparisons.length > 0) blocks.push(...comparisonBlocks(scenario));
  else if (prWindows.length > 0) blocks.push(singleRunTable(prWindows, scenario.rules));
  else blocks.push(text("_No measured window._"));
  const stopping = sequentialText(sequential, scenario.name);
  if (stopping) blocks.push(text(`<sub>${escapeInline(oneLine(stopping))}</sub>`, 2));
  if (work && !work.decides) blocks.push(details("Work per request", work.blocks));
  if (scenario.rules.length > 0) {
    const failed = scenario.rules.filter((rule) => !rule.passed).length;
    const rules = rulesTable(scenario.rules);
    blocks.push(
      failed > 0 ? details(`Rules: ${failed} of ${scenario.rules.length} not passed`, [rules], {
        open: true,
        priority: 2
      }) : details(`Rules: all ${scenario.rules.length} passed`, [rules])
    );
  }
  const endpoints = endpointTable(prWindows);
  const endpointNote = endpointNoteOf(prWindows);
  const failures = endpointFailures(prWindows);
  if (endpoints || endpointNote) {
    blocks.push(
      details(
        "Endpoints (PR, median over rounds)",
        [
          ...endpoints ? [endpoints] : [],
          ...failures ? [failuresText(failures)] : [],
          ...endpointNote ? [text(`\u2139\uFE0F ${endpointNote}`)] : []
        ],
        { open: failures !== void 0 }
      )
    );
  }
  const topology = topologyBlock(scenario.windows);
  if (topology) blocks.push(topology);
  if (scenario.windows.length > 1)
    blocks.push(
      details(`Rounds (${scenario.windows.length} windows)`, [roundsTable(scenario.windows)])
    );
  return blocks;
}
function topologyBlock(windows) {
  const rows = instanceRows(windows);
  const lines = serviceLines(windows);
  if (rows.length === 0 && lines.length === 0) return void 0;
  const instances = new Set(rows.map((row) => row[0])).size;
  return details(
    rows.length > 0 ? `Instances (${instances}), database and services` : "Database and services",
    [
      ...rows.length > 0 ? [table2([...INSTANCE_HEADER], rows, { priority: 3 })] : [],
      ...lines.map((line) => text(escapeInline(oneLine(line)), 3))
    ],
    { priority: 3 }
  );
}
function failuresText(failures) {
  const lines = [
    "**Failed requests** (PR, all rounds):",
    ...failures.lines.map((line) => `- ${escapeInline(oneLine(line))}`)
  ];
  if (failures.exceptions.length > 0) {
    lines.push("", "The app logged meanwhile (first distinct lines):");
    for (const { line, count } of failures.exceptions)
      lines.push(`- ${codeSpan(oneLine(line))} \xD7${count}`);
  }
  return text(lines.join("\n"), 2);
}
function workBlocks(scenario) {
  const section = workMarkdown(scenario.work, scenario.work?.notes);
  if (!section) return void 0;
  const priority = section.decides ? 1 : 3;
  const blocks = [
    text(section.heading, priority),
    table2(section.table.header, section.table.rows, { align: section.table.align, priority })
  ];
  if (section.shapes.length > 0) blocks.push(text(section.shapes.join("\n"), priority));
  if (section.notes.length > 0) blocks.push(text(section.notes.join(" "), 3));
  return { decides: section.decides, blocks };
}
function comparisonBlocks({ comparisons, shifts = [] }) {
  const overall = comparisons.filter((comparison) => comparison.endpoint === void 0);
  const perEndpoint = comparisons.filter((comparison) => comparison.endpoint !== void 0);
  const shiftLines = (endpoints, priority) => {
    const lines = shifts.filter((shift) => shift.endpoint !== void 0 === endpoints).map((shift) => `- ${escapeInline(oneLine(shiftText(shift)))}`);
    return lines.length > 0 ? [text(lines.join("\n"), priority)] : [];
  };
  const blocks = [];
  if (overall.length > 0) blocks.push(comparisonTable(overall, 1));
  const latency = overall.find((comparison) => comparison.metric === "latency");
  for (const sentence of [
    describeSpeedAdjustment(latency?.speedAdjustment),
    describeStealAdjustment(latency?.stealAdjustment)
  ]) {
    if (sentence) blocks.push(text(`<sub>${escapeInline(sentence)}</sub>`, 2));
  }
  if (!overall.some((comparison) => comparison.metric === "latency"))
    blocks.push(...shiftLines(false, 2));
  const family = familyLine(comparisons);
  if (family) blocks.push(text(`<sub>${escapeInline(family)}</sub>`, 2));
  if (perEndpoint.length > 0) {
    const regressed = perEndpoint.filter((comparison) => comparison.status !== "no-change").length;
    blocks.push(
      details(
        `Per endpoint (${perEndpoint.length}, ${regressed} not "no-change")`,
        [comparisonTable(perEndpoint, 3), ...shiftLines(true, 3)],
        { open: perEndpoint.some((comparison) => comparison.status === "regression"), priority: 2 }
      )
    );
  }
  const mde = overall.map((comparison) => {
    const unit = comparison.changeUnit ?? "percent";
    return `${metricLabel(comparison.metric)} ${isFiniteNumber(comparison.mdePct) ? formatPct(comparison.mdePct, unit) : "n/a"}`;
  });
  const pairs = Math.max(...comparisons.map((comparison) => comparison.pairs));
  if (mde.length > 0) {
    blocks.push(
      text(
        `Smallest change this run could detect (80% power, ${pairs} pair(s)): ${mde.join(", ")}.` + (pairs < 2 ? " **Add rounds:** one pair gives no interval." : "")
      )
    );
  }
  const undecided = comparisons.filter(
    (comparison) => comparison.status === "inconclusive" && comparison.message && isPrimary(comparison)
  );
  for (const comparison of undecided) {
    blocks.push(text(`- \u26A0\uFE0F ${escapeInline(oneLine(comparison.message ?? ""))}`, 2));
  }
  return blocks;
}
function comparisonTable(comparisons, priority) {
  const confidence = comparisons[0]?.interval.confidence ?? 0.9;
  const rows = comparisons.map((comparison) => {
    const unit = comparison.changeUnit ?? "percent";
    const interval = isFiniteNumber(comparison.interval.lowPct) ? `${formatSignedPct(comparison.interval.lowPct, unit)} to ${formatSignedPct(comparison.interval.highPct, unit)}` : `n/a (${comparison.pairs} pair)`;
    return [
      metricLabel(comparison.metric, comparison.endpoint),
      formatMetricValue(comparison.metric, comparison.base),
      formatMetricValue(comparison.metric, comparison.pr),
      formatSignedPct(comparison.changePct, unit),
      interval,
      `${statusIcon(comparison.status)} ${comparison.status} (\xB1${formatPct(comparison.tolerancePct, unit)})` + (isPrimary(comparison) ? "" : comparison.role === "endpoint" ? ", can fail" : ", diagnostic")
    ];
  });
  return table2(
    [
      "Metric",
      "Base",
      "PR",
      "Change",
      `${formatConfidence(confidence)} interval`,
      "Status (tolerance)"
    ],
    rows,
    { align: ["l", "r", "r", "r", "r", "l"], priority }
  );
}
function singleRunTable(windows, rules) {
  const medianOf = (pick) => median2(windows.map(pick));
  const budgetFor = (metric) => rules.find((rule) => rule.rule === `budget.${metric}` && rule.endpoint === void 0);
  const requests = windows.reduce((total, window) => total + window.http.requests, 0);
  const failed = windows.reduce((total, window) => total + window.http.failed, 0);
  const dropped = windows.reduce((total, window) => total + window.droppedIterations, 0);
  const droppedRule = rules.find((rule) => rule.rule === "generator.dropped-iterations");
  const row = (metric, label, value) => {
    const rule = budgetFor(metric);
    return [label, value, rule?.expected ?? "\u2014", rule ? ruleStatus(rule) : "\u2014"];
  };
  return table2(
    ["Metric", "Value", "Budget", "Status"],
    [
      row("tps", "TPS (achieved)", formatTps(medianOf((window) => window.tps))),
      row("p50", "p50", formatMs(medianOf((window) => window.http.latency.p50))),
      row("p95", "p95", formatMs(medianOf((window) => window.http.latency.p95))),
      row("p99", "p99", formatMs(medianOf((window) => window.http.latency.p99))),
      row(
        "errorRate",
        "Error rate",
        `${formatRatio(requests > 0 ? failed / requests : Number.NaN)} (${formatCount(failed)} of ${formatCount(requests)})`
      ),
      [
        "Dropped iterations",
        formatCount(dropped),
        "0",
        droppedRule ? ruleStatus(droppedRule) : "\u2014"
      ]
    ],
    { align: ["l", "r", "r", "l"] }
  );
}
function rulesTable(rules, priority = 3) {
  const rank = (rule) => rule.passed ? 2 : rule.inconclusive ? 1 : rule.level === "error" ? 0 : 1;
  const sorted = [...rules].map((rule, index) => ({ rule, index }));
  sorted.sort((a, b) => rank(a.rule) - rank(b.rule) || a.index - b.index);
  return table2(
    ["Status", "Rule", "Endpoint", "Expected", "Actual", "Message"],
    sorted.map(({ rule }) => [
      ruleStatus(rule),
      rule.rule,
      rule.endpoint ?? "",
      rule.expected,
      rule.actual,
      rule.message
    ]),
    { priority }
  );
}
function endpointTable(windows) {
  const rows = endpointRows(windows);
  if (!rows) return void 0;
  return table2(ENDPOINT_HEADER, rows, { align: ["l", "r", "r", "r", "r", "r"], priority: 3 });
}
function roundsTable(windows) {
  return table2(
    ["Round", "Side", "TPS", "p95", "p99", "Error rate", "Dropped", "Generator"],
    windows.map((window) => [
      window.round + 1,
      window.side,
      formatTps(window.tps),
      formatMs(window.http.latency.p95),
      formatMs(window.http.latency.p99),
      formatRatio(window.http.errorRate),
      formatCount(window.droppedIterations),
      window.generator.saturated ? `\u26A0\uFE0F saturated: ${window.generator.reasons.join("; ")}` : "ok"
    ]),
    { align: ["r", "l", "r", "r", "r", "r", "r", "l"], priority: 3 }
  );
}

// src/report/markdown/sections.ts
function decisionText(result) {
  if (result.verdict === "error")
    return `The gate could not measure: ${result.error?.message ?? "unknown error"}`;
  const decision = deriveVerdict({
    rules: result.rules,
    comparisons: result.scenarios.flatMap((scenario) => scenario.comparisons)
  });
  return decision.verdict === result.verdict ? decision.reason : verdictFallback(result.verdict, decision.reason);
}
function verdictReason(result) {
  if (result.verdict === "error") {
    return `**The gate could not measure:** ${escapeInline(oneLine(result.error?.message ?? "unknown error"))}`;
  }
  return `**${escapeInline(oneLine(decisionText(result)))}**`;
}
function verdictFallback(verdict, recordsReason) {
  return `Verdict ${verdict}; ${recordsReason}`;
}
function errorBlocks(error) {
  const kind = `${error.kind.charAt(0).toUpperCase()}${error.kind.slice(1)} error`;
  const stage = error.stage ? ` during ${codeSpan(error.stage)}` : "";
  const lines = [`### ${escapeInline(kind)}${stage}`, "", codeBlock(error.message)];
  if (error.fix) lines.push("", `**Fix:** ${escapeInline(error.fix)}`);
  return [text(lines.join("\n"), 0)];
}
function sidesLine(result) {
  const describe = (side) => {
    if (!side) return void 0;
    const sha = side.sha ? `\`${side.sha.slice(0, 7).replace(/[^0-9a-f]/gi, "")}\`` : void 0;
    const ref = side.ref ? escapeInline(side.ref) : void 0;
    return [ref, sha].filter(Boolean).join(" ") || escapeInline(side.checkout);
  };
  const pr = describe(result.sides.pr);
  const base = describe(result.sides.base);
  if (!pr && !base) return void 0;
  return base ? `PR ${pr ?? "?"} vs base ${base}` : `PR ${pr ?? "?"} (no base comparison)`;
}
function policyBlocks(policy) {
  if (!policy) return [];
  if (policy.source === "pr") {
    return policy.reason ? [
      text(
        `<sub>Budgets and gate options from this pull request: ${escapeInline(oneLine(policy.reason))}.</sub>`,
        2
      )
    ] : [];
  }
  if (policy.changes.length === 0) return [];
  return [
    text(
      `### Policy changes in this pull request (not applied)

This run is judged by the base branch's budgets, tolerances and gate options; the ${policy.changes.length} change(s) below take effect once the pull request is merged.`,
      0
    ),
    table2(
      ["key", "base branch (applied)", "this pull request"],
      policy.changes.map((change) => [change.key, change.base, change.pr]),
      { priority: 0 }
    )
  ];
}
function findingBlocks(findings) {
  const order = { error: 0, warning: 1, notice: 2 };
  const sorted = [...findings].sort((a, b) => order[a.level] - order[b.level]);
  const items = sorted.map((finding) => {
    const scope = finding.scenario ? ` (${escapeInline(oneLine(finding.scenario))})` : "";
    const keys = finding.keys?.length ? ` \u2014 ${finding.keys.map((key) => codeSpan(key)).join(", ")}` : "";
    return `- ${levelIcon[finding.level]} **${escapeInline(oneLine(finding.rule))}**${scope}: ${escapeInline(oneLine(finding.message))}${keys}`;
  });
  return [text(`### Findings (${findings.length})`, 2), ...items.map((item) => text(item, 2))];
}
function settingsBlocks(settings) {
  if (!settings) return [];
  const blocks = [];
  const diff = settings.diff ?? [];
  if (diff.length > 0) {
    blocks.push(
      details(
        `Configuration diff (${diff.length} setting(s) changed)`,
        [
          table2(
            ["Setting", "Base", "PR", "Source"],
            diff.map((entry) => [
              settingText(entry.key),
              settingText(entry.before),
              settingText(entry.after),
              settingText(entry.source)
            ]),
            { priority: 2 }
          )
        ],
        { open: true, priority: 2 }
      )
    );
  }
  const pr = settingsTable(settings.pr);
  const base = settingsTable(settings.base);
  const keys = [.../* @__PURE__ */ new Set([...pr.keys(), ...base.keys()])].sort();
  if (keys.length > 0) {
    const hasBase = base.size > 0;
    blocks.push(
      details(`Effective settings (${keys.length})`, [
        table2(
          hasBase ? ["Setting", "PR", "Base"] : ["Setting", "PR"],
          keys.map(
            (key) => hasBase ? [key, pr.get(key) ?? "", base.get(key) ?? ""] : [key, pr.get(key) ?? ""]
          ),
          { priority: 3 }
        )
      ])
    );
  }
  return blocks;
}
function settingsTable(settings) {
  const entries = /* @__PURE__ */ new Map();
  if (!settings) return entries;
  for (const { key, value } of settingEntries(settings)) {
    const source = settings.sources[key];
    entries.set(
      key,
      source === void 0 ? settingText(value) : `${settingText(value)} (${settingText(source)})`
    );
  }
  return entries;
}
function settingText(value) {
  return value === null ? "null" : String(value);
}
function runnerLine(result) {
  const runner = result.runner;
  const parts = [
    runner.cpuModel,
    `${runner.cores} core(s)`,
    formatMb(runner.memoryMb),
    runner.os,
    `Node ${runner.nodeVersion}`,
    runner.k6Version ? `k6 ${runner.k6Version.replace(/^k6\s+/, "")}` : void 0,
    runner.dockerVersion ? `Docker ${runner.dockerVersion}` : void 0
  ].filter((part) => Boolean(part));
  const started = Date.parse(result.startedAt);
  const finished = Date.parse(result.finishedAt);
  const took = Number.isFinite(started) && Number.isFinite(finished) ? ` \xB7 took ${formatSeconds((finished - started) / 1e3)}` : "";
  return `<sub>Runner: ${escapeInline(parts.join(" \xB7 "))} \u2014 ${escapeInline(result.tool.name)} ${escapeInline(result.tool.version)}${took}</sub>`;
}

// src/report/noise-model.ts
function judgedUncalibrated(result) {
  const compare = judgedCompare(result);
  return compare !== void 0 && matchedRunner(compare) === void 0;
}
function judgedCompare(result) {
  if (!result.scenarios.some((s) => s.comparisons.length > 0)) return void 0;
  const compare = result.config?.compare;
  if (!compare || typeof compare.instanceNoise !== "number") return void 0;
  return compare;
}
function matchedRunner(compare) {
  const index = typeof compare.runnerMatched === "number" ? compare.runnerMatched : void 0;
  const entry = index === void 0 ? void 0 : compare.runners?.[index];
  return index !== void 0 && entry ? { index, entry } : void 0;
}
function recordedCalibrationText(record) {
  const { entry } = record;
  return `The history holds a calibration of this runner class (${record.time.slice(0, 10)}, perf-gate history calibrations --from-branch): ${runnerEntryText(entry)}, judged on ${record.judgedOn} A/A gates it did not see: ${heldOutPhrase(record.proposed)} (the defaults: ${heldOutPhrase(record.defaults)}). It applies once added to compare.runners of perf-gate.yml on the default branch.`;
}
function noiseModelText(result) {
  const compare = judgedCompare(result);
  if (!compare) return void 0;
  const noise = `instance-noise ${Number((compare.instanceNoise * 100).toFixed(2))} %`;
  const factor = typeof compare.speedAdjustment === "number" ? compare.speedAdjustment : 0;
  const steal = typeof compare.stealAdjustment === "number" ? compare.stealAdjustment : 0;
  const adjustments = (factor > 0 ? `speed-adjustment ${factor}` : "speed-adjustment off") + (steal > 0 ? `, steal-adjustment ${steal}` : ", steal-adjustment off");
  const on = `${result.runner.cpuModel} (${result.runner.cores} cores)`;
  const matched = matchedRunner(compare);
  if (matched) {
    return `Noise model: compare.runners[${matched.index}] (cpu "${String(matched.entry.cpu)}") for ${on}: ${noise}, ${adjustments}.`;
  }
  const origin = compare.instanceNoise === DEFAULTS.instanceNoise ? "the default, fitted on the project's 2-core runner in bench/README.md" : "perf-gate.yml's compare.instance-noise";
  const listed = (compare.runners ?? []).length;
  return `Uncalibrated runner: ${listed > 0 ? `none of the ${listed} compare.runners entries matches` : "no compare.runners entry for"} ${on}; ${noise} (${origin}), ${adjustments}${compare.reuseApp === false ? " (not used: a fresh app per window)" : ""}. A/A gates on this runner and \`perf-gate noise\` fit its own (docs/calibration.md).`;
}

// src/report/protocol.ts
function protocolLine(protocol) {
  if (!protocol) return void 0;
  const parts = [`order: ${protocol.order}, seed ${protocol.seed}`];
  if (protocol.bootOrder.length > 1) parts.push(`boot order: ${protocol.bootOrder.join(", ")}`);
  for (const warmUp of protocol.warmUps ?? []) {
    const took = formatSeconds(warmUp.durationMs / 1e3);
    parts.push(
      warmUp.steady ? `${warmUp.side} steady after ${took} of warm-up` : warmUp.latencySettled === true ? `${warmUp.side} latency settled, JIT still compiling after ${took} of warm-up (budget)` : `${warmUp.side} not steady after ${took} of warm-up (budget)`
    );
  }
  if (protocol.pausedMs && Object.keys(protocol.pausedMs).length > 0) {
    parts.push("idle app frozen during the other side\u2019s windows");
  }
  const planned = protocol.resets + protocol.resetsSkipped;
  if (planned > 0) {
    parts.push(`database resets: ${protocol.resets} of ${planned} (the rest: nothing had written)`);
  }
  return `<sub>${escapeInline(parts.join(" \xB7 "))}</sub>`;
}

// src/report/markdown.ts
function markerFor(markerId = "default") {
  const safeId = markerId.replace(/[^A-Za-z0-9_.:/-]/g, "_").replaceAll("--", "-_");
  return `<!-- perf-gate:${safeId} -->`;
}
function renderMarkdown(result, options = {}) {
  const maxChars = options.maxChars ?? GITHUB_COMMENT_LIMIT;
  return fitBlocks(reportBlocks(result, options), maxChars);
}
function reportBlocks(result, options) {
  const blocks = [text(markerFor(options.markerId), 0)];
  blocks.push(
    text(
      `## ${verdictIcon[result.verdict] ?? "\u2754"} perf-gate: ${escapeInline(String(result.verdict))}`,
      0
    )
  );
  blocks.push(text(verdictReason(result), 0));
  blocks.push({ kind: "trim-notice", priority: 0 });
  if (result.error) blocks.push(...errorBlocks(result.error));
  const sides = sidesLine(result);
  if (sides) blocks.push(text(sides, 0));
  blocks.push(...policyBlocks(result.policy));
  if (result.scenarios.length > 1) blocks.push(scenarioSummary(result.scenarios));
  const lines = options.historyLines ?? {};
  for (const scenario of result.scenarios) {
    const line = Object.hasOwn(lines, scenario.name) ? lines[scenario.name] : void 0;
    blocks.push(...scenarioBlocks(scenario, result.protocol?.sequential, line));
  }
  const scenarioNames = new Set(result.scenarios.map((scenario) => scenario.name));
  const gateRules = result.rules.filter(
    (rule) => rule.scenario === void 0 || !scenarioNames.has(rule.scenario)
  );
  if (gateRules.length > 0) {
    blocks.push(text("### Gate rules", 2), rulesTable(gateRules, 2));
  }
  const findings = [
    ...result.findings,
    ...result.scenarios.flatMap(
      (scenario) => scenario.findings.map((finding) => ({
        ...finding,
        scenario: finding.scenario ?? scenario.name
      }))
    )
  ];
  if (findings.length > 0) blocks.push(...findingBlocks(findings));
  blocks.push(...settingsBlocks(result.settings));
  const links = [
    ...options.runUrl ? [`\u{1F517} [Workflow run](${encodeURI(options.runUrl)})`] : [],
    ...options.artifactUrl ? [`\u{1F4E6} [Full report, result JSON and k6 summaries](${encodeURI(options.artifactUrl)})`] : []
  ];
  if (links.length > 0) blocks.push(text(links.join(" \xB7 "), 0));
  const protocol = protocolLine(result.protocol);
  if (protocol) blocks.push(text(protocol, 1));
  const noiseModel = noiseModelText(result);
  const calibration = options.recordedCalibration ? ` ${options.recordedCalibration}` : "";
  if (noiseModel) blocks.push(text(`<sub>${escapeInline(noiseModel + calibration)}</sub>`, 1));
  blocks.push(text(runnerLine(result), 0));
  return blocks;
}

export {
  INSTANCE_HEADER,
  instanceRows,
  serviceLines,
  shiftText,
  sequentialText,
  familyLine,
  judgedUncalibrated,
  recordedCalibrationText,
  noiseModelText,
  mixText,
  GITHUB_COMMENT_LIMIT,
  decisionText,
  ENDPOINT_HEADER,
  endpointRows,
  endpointNoteOf,
  endpointFailures,
  statementShape,
  statementKind,
  shortShape,
  workHtml,
  markerFor,
  renderMarkdown
};
