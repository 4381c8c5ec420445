import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  WORK_METRIC_INFO,
  formatWork,
  judgeWork
} from "./chunk-PNZJ54FW.js";
import {
  pairWindows
} from "./chunk-EWBYGUDV.js";
import {
  APP_METRIC_MIN_REQUESTS,
  PROBE_STATEMENT_FLOOR,
  WORK_METRICS,
  WORK_METRIC_REGISTRY,
  endpointFigureOf,
  formatCount,
  workMetricOf
} from "./chunk-U2IOZD34.js";
import {
  markdownTable
} from "./chunk-RPQQVPII.js";

// src/report/table.ts
var ZWSP = "\u200B";
var INLINE_ESCAPES = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  // An entity keeps a user's backslash from escaping our `\|` or `\``.
  "\\": "&#92;",
  "`": "\\`",
  "[": "&#91;",
  "]": "&#93;",
  "|": "\\|",
  "@": `@${ZWSP}`,
  "#": `#${ZWSP}`,
  // GFM strikethrough and ~~~ fences.
  "~": "&#126;",
  "://": `:${ZWSP}//`
};
function escapeInline(text) {
  return text.replace(/[&<>\\`[\]|@#~]|:\/\//g, (match) => INLINE_ESCAPES[match]).replace(/www\./gi, (www) => `${www.slice(0, 3)}${ZWSP}.`).replace(/^([ \t]*)([-+*])(?=[ \t]|$)/gm, entityOfMarker).replace(/^([ \t]*)([-=_*])(?=[-=_* \t]*$)/gm, entityOfMarker).replace(/^([ \t]*\d{1,9})([.)])(?=[ \t]|$)/gm, entityOfMarker);
}
function entityOfMarker(_, before, marker) {
  return `${before}&#${marker.charCodeAt(0)};`;
}
function codeSpan(text) {
  const flat = text.replace(/\r\n|\r|\n/g, " ");
  const longest = Math.max(0, ...[...flat.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = "`".repeat(longest + 1);
  const pad = flat.startsWith("`") || flat.endsWith("`") || flat.trim() === "" ? " " : "";
  return `${fence}${pad}${flat}${pad}${fence}`;
}
function codeBlock(text) {
  const longest = Math.max(
    2,
    ...[...text.matchAll(/^ {0,3}(`{3,}|~{3,})/gm)].map((m) => m[1].length)
  );
  const fence = "`".repeat(longest + 1);
  return `${fence}text
${text.replace(/\r\n|\r/g, "\n")}
${fence}`;
}
function escapeCell(value) {
  if (value === null || value === void 0) return "";
  return escapeInline(String(value)).replace(/\r\n|\r|\n/g, "<br>");
}
function tableLines(header, rows, options = {}) {
  const matrix = [header, ...rows].map((row) => row.map(escapeCell));
  const rendered = markdownTable(matrix, {
    alignDelimiters: false,
    ...options.align ? { align: [...options.align] } : {}
  });
  const lines = rendered.split("\n");
  return { head: lines.slice(0, 2).join("\n"), rows: lines.slice(2) };
}
function renderTable(header, rows, options = {}) {
  const { head, rows: rowLines } = tableLines(header, rows, options);
  return [head, ...rowLines].join("\n");
}

// src/analysis/instances.ts
var round1 = (value) => Math.round(value * 10) / 10;
function mean(values) {
  const finite = values.filter(Number.isFinite);
  return finite.length === 0 ? void 0 : finite.reduce((a, b) => a + b, 0) / finite.length;
}
function peak(values) {
  const finite = values.filter(Number.isFinite);
  return finite.length === 0 ? void 0 : Math.max(...finite);
}
function instanceWindow(label, containerId, record) {
  const of = (name) => record.series[name]?.values ?? [];
  const figures = [
    ["requestsPerSec", mean(of("app.rate"))],
    ["cpuPercent", mean(of("container.app.cpu"))],
    ["busyThreadsPeak", peak(of("tomcat.busy"))],
    ["hikariActivePeak", peak(of("hikari.active"))],
    ["hikariPendingPeak", peak(of("hikari.pending"))],
    ["heapUsedMbPeak", peak(of("jvm.heapUsedMb"))],
    ["serverErrorsPerSec", mean(of("app.5xxRate"))]
  ];
  const instance = { label, container: containerId.slice(0, 12) };
  for (const [key, value] of figures)
    if (value !== void 0) instance[key] = round1(value);
  return instance;
}
function instancesOverWindows(windows) {
  const byLabel = /* @__PURE__ */ new Map();
  for (const window of windows)
    for (const instance of window.instances ?? [])
      byLabel.set(instance.label, [...byLabel.get(instance.label) ?? [], instance]);
  return [...byLabel.entries()].map(([label, seen]) => {
    const all = (key) => seen.map((one) => one[key]).filter((value) => typeof value === "number");
    const merged = { label, container: seen[0].container };
    const set = (key, value) => {
      if (value !== void 0) merged[key] = round1(value);
    };
    set("requestsPerSec", mean(all("requestsPerSec")));
    set("cpuPercent", mean(all("cpuPercent")));
    set("busyThreadsPeak", peak(all("busyThreadsPeak")));
    set("hikariActivePeak", peak(all("hikariActivePeak")));
    set("hikariPendingPeak", peak(all("hikariPendingPeak")));
    set("heapUsedMbPeak", peak(all("heapUsedMbPeak")));
    set("serverErrorsPerSec", mean(all("serverErrorsPerSec")));
    return merged;
  });
}

// src/format/statuses.ts
function statusLabel(key) {
  if (key === "0") return "no response";
  const k6 = /^k6 (\d+)$/.exec(key);
  if (!k6) return key;
  const code = Number(k6[1]);
  const kind = code === 1050 ? "timeout" : code >= 1100 && code < 1200 ? "DNS error" : code >= 1200 && code < 1300 ? "TCP error" : code >= 1300 && code < 1400 ? "TLS error" : "no response";
  return `${kind} (k6 ${code})`;
}
function failing(key) {
  return !/^\d+$/.test(key) || key === "0" || Number(key) >= 400;
}
function failedStatuses(counts) {
  const entries = Object.entries(counts ?? {}).filter(([key]) => failing(key)).sort((a, b) => b[1] - a[1]);
  return entries.length > 0 ? entries.map(([key, count]) => `${statusLabel(key)} \xD7${formatCount(count)}`).join(", ") : void 0;
}

// src/analysis/work-endpoints.ts
var PROBE_CPU_NOT_JUDGED = "per endpoint, from the probe: reported only";
var ENDPOINT_METRICS = (() => {
  const all = WORK_METRICS.flatMap((m) => {
    const figure = endpointFigureOf(m);
    return figure ? [[m, figure]] : [];
  });
  return [...all.filter(([, f]) => !f.reportedOnly), ...all.filter(([, f]) => f.reportedOnly)];
})();
function compareEndpoints(scenario, base, pr, tolerance) {
  const comparisons = [];
  const shapes = [];
  const tooFew = /* @__PURE__ */ new Map();
  for (const prEndpoint of pr.endpoints) {
    const baseEndpoint = base.endpoints.find((e) => e.endpoint === prEndpoint.endpoint);
    if (!baseEndpoint) continue;
    const name = prEndpoint.endpoint;
    for (const [metric, figure] of ENDPOINT_METRICS) {
      const b = figure.read(baseEndpoint);
      const p = figure.read(prEndpoint);
      if (b === void 0 || p === void 0) continue;
      if (figure.omitZero && b === 0 && p === 0) continue;
      const notJudged = tolerance[metric] === false ? void 0 : figure.reportedOnly ? PROBE_CPU_NOT_JUDGED : tooFewRequests(baseEndpoint.requests, prEndpoint.requests, figure.minRequests);
      if (notJudged !== void 0 && !figure.reportedOnly) {
        const entry = tooFew.get(metric) ?? { minimum: figure.minRequests, endpoints: [] };
        entry.endpoints.push(name);
        tooFew.set(metric, entry);
      }
      comparisons.push(
        judgeWork(
          scenario,
          metric,
          [{ base: b, pr: p }],
          tolerance[metric],
          name,
          figure.floor ?? 0,
          notJudged
        )
      );
    }
    shapes.push(...endpointShapeChanges(baseEndpoint, prEndpoint, tolerance.statements));
  }
  const notes = [...tooFew].map(
    ([metric, { minimum, endpoints }]) => `Not judged per endpoint: ${WORK_METRIC_INFO[metric].label} of ${endpoints.join(", ")}, with fewer than ${minimum} requests in a probe; compare.work.probe raises the probe's iterations.`
  );
  return { comparisons, shapes, notes };
}
function tooFewRequests(base, pr, minimum) {
  if (minimum === void 0 || Math.min(base, pr) >= minimum) return void 0;
  const counts = base === pr ? `${base} request(s) in each side's probe` : `${base} request(s) in the base's probe and ${pr} in the PR's`;
  return `${counts}, fewer than the ${minimum} a figure that varies from request to request needs (compare.work.probe raises the probe's iterations)`;
}
function endpointShapeChanges(base, pr, tolerance) {
  const band = tolerance === false ? 0.05 : tolerance;
  const floor = Math.max(WORK_METRIC_INFO.statements.floor, PROBE_STATEMENT_FLOOR);
  const changes = [];
  const all = new Set([...base.shapes, ...pr.shapes].map((s) => s.shape));
  for (const shape of all) {
    const b = base.shapes.find((s) => s.shape === shape);
    const p = pr.shapes.find((s) => s.shape === shape);
    const bCount = b?.perRequest ?? 0;
    const pCount = p?.perRequest ?? 0;
    let status;
    if (bCount === 0 && pCount >= floor) status = "new";
    else if (pCount === 0 && bCount >= floor) status = "vanished";
    else if (pCount - bCount > Math.max(band * bCount, floor)) status = "more";
    else if (bCount - pCount > Math.max(band * bCount, floor)) status = "fewer";
    if (status) {
      changes.push({
        shape,
        kind: (p ?? b).kind,
        endpoint: pr.endpoint,
        base: bCount,
        pr: pCount,
        status
      });
    }
  }
  const order = { new: 0, more: 1, vanished: 2, fewer: 3 };
  return changes.sort((x, y) => order[x.status] - order[y.status]);
}

// src/analysis/work-shapes.ts
function shapeChanges(windows, tolerance, endpoint) {
  const perSide = (side) => {
    const own = windows.filter((w) => w.side === side && w.work?.database);
    const totals = /* @__PURE__ */ new Map();
    for (const window of own) {
      for (const shape of window.work.database.shapes) {
        const entry = totals.get(shape.shape) ?? { kind: shape.kind, sum: 0 };
        entry.sum += shape.perRequest;
        totals.set(shape.shape, entry);
      }
    }
    return { windows: own.length, totals };
  };
  const base = perSide("base");
  const pr = perSide("pr");
  if (base.windows === 0 || pr.windows === 0) return [];
  const changes = [];
  for (const shape of /* @__PURE__ */ new Set([...base.totals.keys(), ...pr.totals.keys()])) {
    const b = (base.totals.get(shape)?.sum ?? 0) / base.windows;
    const p = (pr.totals.get(shape)?.sum ?? 0) / pr.windows;
    const kind = (pr.totals.get(shape) ?? base.totals.get(shape)).kind;
    const floor = WORK_METRIC_INFO.statements.floor;
    let status;
    if (b === 0 && p >= floor) status = "new";
    else if (p === 0 && b >= floor) status = "vanished";
    else if (p - b > Math.max(tolerance * b, floor)) status = "more";
    else if (b - p > Math.max(tolerance * b, floor)) status = "fewer";
    if (status) {
      changes.push({
        shape,
        kind,
        ...endpoint === void 0 ? {} : { endpoint },
        base: b,
        pr: p,
        status
      });
    }
  }
  const order = { new: 0, more: 1, vanished: 2, fewer: 3 };
  return changes.sort(
    (x, y) => order[x.status] - order[y.status] || Math.abs(y.pr - y.base) - Math.abs(x.pr - x.base)
  );
}

// src/analysis/work.ts
var APP_METRICS = new Set(
  WORK_METRICS.filter((m) => WORK_METRIC_REGISTRY[m].app)
);
function compareWork(scenario, windows, options) {
  const { pairs } = pairWindows(windows);
  const out = [];
  for (const metric of WORK_METRICS) {
    const usable = pairs.map((p) => ({
      base: workMetricOf(p.base.work, metric),
      pr: workMetricOf(p.pr.work, metric),
      requests: Math.min(p.base.work?.requests ?? 0, p.pr.work?.requests ?? 0)
    })).filter(
      (p) => p.base !== void 0 && p.pr !== void 0
    );
    if (usable.length === 0) continue;
    const fewest = Math.min(...usable.map((p) => p.requests));
    const tooFew = APP_METRICS.has(metric) && options.tolerance[metric] !== false && fewest < APP_METRIC_MIN_REQUESTS ? `a window had ${fewest} requests, under the ${APP_METRIC_MIN_REQUESTS} this metric needs (the app's background work weighs too much)` : void 0;
    out.push(judgeWork(scenario, metric, usable, options.tolerance[metric], void 0, 0, tooFew));
  }
  return out;
}
function workRules(comparisons) {
  return comparisons.filter((c) => c.status !== "not-judged").map((c) => ({
    rule: `work.${c.metric}`,
    metric: c.metric,
    scenario: c.scenario,
    ...c.endpoint === void 0 ? {} : { endpoint: c.endpoint },
    expected: `change \u2264 ${(c.tolerance * 100).toFixed(0)} % per request`,
    actual: `${formatWork(c.base, c.metric)} \u2192 ${formatWork(c.pr, c.metric)} per request`,
    passed: c.status !== "regression",
    level: c.status === "regression" ? "error" : "notice",
    message: c.message
  }));
}
function analyzeWork(scenario, windows, options) {
  const comparisons = compareWork(scenario, windows, options);
  if (comparisons.length === 0) return void 0;
  const shapeTolerance = options.tolerance.statements === false ? 0.05 : options.tolerance.statements;
  const shapes = shapeChanges(windows, shapeTolerance);
  const notes = [];
  const unjudged = comparisons.filter(
    (c) => c.endpoint === void 0 && c.status === "not-judged" && c.tolerance !== false
  );
  if (unjudged.length > 0) {
    const labels = unjudged.map((c) => WORK_METRIC_INFO[c.metric].label).join(", ");
    notes.push(
      `Not judged: ${labels}. A window completed fewer than ${APP_METRIC_MIN_REQUESTS} requests, and per request these carry the app's own background work; a longer window or a higher rate judges them.`
    );
  }
  if (options.seed !== void 0) {
    notes.push(
      `Both sides received the same request sequence: k6's Math.random was seeded with ${options.seed} + the iteration number.`
    );
  }
  const base = options.probes?.find((p) => p.side === "base");
  const pr = options.probes?.find((p) => p.side === "pr");
  if (base && pr && base.requests > 0 && pr.requests > 0) {
    const endpoints = compareEndpoints(scenario, base, pr, options.tolerance);
    comparisons.push(...endpoints.comparisons);
    shapes.unshift(...endpoints.shapes);
    const iterations = pr.iterations === void 0 ? "" : `${pr.iterations} iteration(s), `;
    notes.push(
      `Per endpoint: a probe of ${iterations}${pr.requests} request(s) per side with one VU after the timed windows, statements attributed from the database's general log${probeSources(base, pr)}.${pr.sizing === void 0 ? "" : ` The probe ran ${pr.sizing}.`}`,
      ...endpoints.notes
    );
  }
  for (const probe of options.probes ?? []) {
    notes.push(...probe.notes.map((note) => `${probe.side} probe: ${note}`));
  }
  return {
    work: { comparisons, shapes, ...notes.length > 0 ? { notes } : {} },
    rules: workRules(comparisons)
  };
}
function probeSources(base, pr) {
  const both = (has) => base.endpoints.some(has) && pr.endpoints.some(has);
  const rows = both((e) => e.rowsExaminedPerRequest !== void 0) ? ", rows examined from its statement history" : "";
  const app = both((e) => e.allocatedBytesPerRequest !== void 0) ? ", bytes and CPU from perf-gate's work agent read at each request's marks (the CPU is reported, not judged)" : "";
  return `${rows}${app}`;
}

export {
  instanceWindow,
  instancesOverWindows,
  escapeInline,
  codeSpan,
  codeBlock,
  tableLines,
  renderTable,
  failedStatuses,
  APP_METRICS,
  analyzeWork
};
