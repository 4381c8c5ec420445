import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  runnerClassOf
} from "./chunk-IP346FJH.js";
import {
  readResultFile
} from "./chunk-DGZFS7UB.js";
import "./chunk-RCB6IMU3.js";
import {
  formatSignedPct,
  median,
  metricOf,
  round,
  tCdf
} from "./chunk-3CUTCS2M.js";
import {
  SHOWN_VALUE_CHARS,
  WORK_METRICS,
  formatBytes,
  oneLine,
  readAtMost,
  shownValue,
  workMetricOf
} from "./chunk-OUD2Q4XD.js";
import "./chunk-H5S5CXRU.js";
import {
  ConfigError,
  choiceFlag,
  countFlag,
  exampleFix,
  external_exports,
  fractionFlag,
  numberFlag,
  parseFlags,
  registerFlags,
  toggle,
  value
} from "./chunk-YWOYGVTO.js";
import "./chunk-6CMWHVWB.js";

// src/commands/history.ts
import { writeFileSync as writeFileSync2 } from "node:fs";

// src/history/e-divisive.ts
var OTAVA_DEFAULTS = {
  windowLen: 50,
  maxPValue: 1e-3,
  minMagnitude: 0
};
function eDivisive(values, options = {}) {
  const { windowLen, maxPValue, minMagnitude } = { ...OTAVA_DEFAULTS, ...options };
  if (!Number.isInteger(windowLen) || windowLen < 2)
    throw new RangeError(`windowLen must be a whole number \u2265 2 (got ${windowLen})`);
  if (values.some((value2) => !Number.isFinite(value2)))
    throw new RangeError("every value of a series must be a finite number");
  const firstPass = maxPValue < 0.05 ? maxPValue * 10 : maxPValue < 0.5 ? maxPValue * 2 : maxPValue;
  const weak = split(values, windowLen, firstPass);
  return merge(weak, values, maxPValue, minMagnitude).map((point) => point.stats);
}
function split(series, windowLen, maxPValue) {
  const step = Math.floor(windowLen / 2);
  const found = [];
  let start = 0;
  while (start < series.length) {
    const end = Math.min(start + windowLen, series.length);
    const inWindow = detect(series.slice(start, end), maxPValue).map((point) => ({
      ...point,
      index: point.index + start
    }));
    const last = inWindow.length > 0 ? inWindow[inWindow.length - 1].index : 0;
    start = Math.max(last, start + step);
    for (const point of inWindow)
      if (!found.some((other) => other.index === point.index)) found.push(point);
  }
  found.sort((a, b) => a.index - b.index);
  const intervals = intervalsOf(found, series.length);
  return found.map((point) => withStats(point.index, series, intervals));
}
function merge(points, series, maxPValue, minMagnitude) {
  while (points.length > 0) {
    let weakest = first(points, (a, b) => a.stats.pValue > b.stats.pValue);
    if (weakest.stats.pValue < maxPValue) {
      weakest = first(points, (a, b) => a.stats.magnitude < b.stats.magnitude);
      if (weakest.stats.magnitude > minMagnitude) return points;
    }
    const removed = points.indexOf(weakest);
    points.splice(removed, 1);
    const intervals = intervalsOf(points, series.length);
    for (const at of [removed, removed + 1]) {
      const point = points[at];
      if (point) points[at] = withStats(point.index, series, intervals);
    }
  }
  return points;
}
function first(items, beats) {
  let best = items[0];
  for (const item of items.slice(1)) if (beats(item, best)) best = item;
  return best;
}
function detect(window, maxPValue) {
  const distances = pairDistances(window);
  const found = [];
  for (; ; ) {
    const intervals = intervalsOf(found, window.length);
    let best;
    for (const interval of intervals) {
      if (interval.stop - interval.start <= 1) continue;
      const candidate = bestSplit(distances, interval);
      if (!best || candidate.qhat > best.qhat) best = candidate;
    }
    if (!best) break;
    const point = withStats(best.index, window, intervals);
    if (!(point.stats.pValue <= maxPValue)) break;
    found.push(point);
    found.sort((a, b) => a.index - b.index);
  }
  return found;
}
function intervalsOf(points, length) {
  const intervals = [];
  for (let i = 0; i <= points.length; i++) {
    const start = i === 0 ? 0 : points[i - 1].index;
    const stop = i === points.length ? length : points[i].index;
    if (start !== stop) intervals.push({ start, stop });
  }
  return intervals;
}
function withStats(index, series, intervals) {
  let left;
  let right;
  for (const [i, interval] of intervals.entries()) {
    if (interval.stop === index) {
      left = interval;
      right = intervals[i + 1];
      break;
    }
    if (interval.start < index && index < interval.stop) {
      left = { start: interval.start, stop: index };
      right = { start: index, stop: interval.stop };
      break;
    }
  }
  if (!left || !right) throw new Error(`no interval holds change point ${index}`);
  return {
    index,
    stats: {
      index,
      ...tTest(series.slice(left.start, left.stop), series.slice(right.start, right.stop))
    }
  };
}
function tTest(left, right) {
  const n1 = left.length;
  const n2 = right.length;
  const mean1 = meanOf(left);
  const mean2 = meanOf(right);
  const sd1 = n1 >= 2 ? populationStdDev(left, mean1) : 0;
  const sd2 = n2 >= 2 ? populationStdDev(right, mean2) : 0;
  let pValue2 = 1;
  if (n1 + n2 > 2) {
    const df = n1 + n2 - 2;
    const pooled = ((n1 - 1) * sd1 ** 2 + (n2 - 1) * sd2 ** 2) / df;
    const denom = Math.sqrt(pooled * (1 / n1 + 1 / n2));
    const t = (mean1 - mean2) / denom;
    pValue2 = Number.isNaN(t) ? Number.NaN : 2 * tCdf(-Math.abs(t), df);
  }
  const change = mean1 === 0 ? 0 : mean2 / mean1 - 1;
  const backward = mean2 === 0 ? 0 : mean1 / mean2 - 1;
  return {
    meanBefore: mean1,
    meanAfter: mean2,
    stdDevBefore: sd1,
    stdDevAfter: sd2,
    pValue: pValue2,
    change,
    magnitude: Math.max(Math.abs(change), Math.abs(backward))
  };
}
function meanOf(values) {
  let sum = 0;
  for (const value2 of values) sum += value2;
  return sum / values.length;
}
function populationStdDev(values, mean) {
  let squares = 0;
  for (const value2 of values) squares += (value2 - mean) ** 2;
  return Math.sqrt(squares / values.length);
}
function pairDistances(series) {
  const n = series.length;
  const d = new Float64Array(n * n);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) d[i * n + j] = Math.abs(series[i] - series[j]);
  const w = Math.max(0, n - 1);
  const v = new Float64Array(w);
  const h = new Float64Array(w * w);
  for (let r = 0; r < w; r++) {
    let running = 0;
    for (let c = r; c < w; c++) {
      const distance = d[r * n + c + 1];
      v[c] = v[c] + distance;
      running += distance;
      h[r * w + c] = running;
    }
  }
  return { n, d, v, h };
}
function bestSplit(p, { start, stop }) {
  const { n, d, v, h } = p;
  const w = n - 1;
  const m = stop - 1 - start;
  const cv = new Float64Array(m);
  let running = 0;
  for (let k = 0; k < m; k++) {
    let before = 0;
    for (let r = 0; r < start; r++) before += d[r * n + start + 1 + k];
    running += v[start + k] - before;
    cv[k] = running;
  }
  const hs = (a, b) => h[(start + a) * w + start + b];
  const ch = new Float64Array(m * m);
  const rest = new Float64Array(m * m);
  for (let b = 0; b < m; b++) {
    let down = 0;
    for (let a = 0; a < m; a++) {
      down += hs(a, b);
      ch[a * m + b] = down;
    }
    let up = 0;
    for (let a = m - 2; a >= 0; a--) {
      up += hs(a + 1, b);
      rest[a * m + b] = up;
    }
  }
  let bestQ = Number.NEGATIVE_INFINITY;
  let bestRow = 0;
  for (let a = 0; a < m; a++) {
    for (let b = 0; b < m; b++) {
      let q = 0;
      if (b >= a) {
        const a_ = 2 / (b + 2) * (ch[a * m + b] - (a >= 1 ? cv[a - 1] : 0));
        const b_ = a >= 1 ? 2 * (b - a + 1) / ((b + 2) * a) * cv[a - 1] : 0;
        const c_ = b > a ? 2 * (a + 1) / ((b + 2) * (b - a)) * rest[a * m + b] : 0;
        q = a_ - b_ - c_;
      }
      if (q > bestQ) {
        bestQ = q;
        bestRow = a;
      }
    }
  }
  return { index: start + 1 + bestRow, qhat: bestQ };
}

// src/history/record.ts
import { createHash } from "node:crypto";
var HISTORY_SCHEMA = 1;
var MAX_NAME_CHARS = 1024;
var ONE_LINE = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]*$/;
var name = external_exports.string().min(1).max(MAX_NAME_CHARS, `must be at most ${MAX_NAME_CHARS} characters`).regex(ONE_LINE, "must be one line without control characters");
var figure = external_exports.number().min(0);
var requestFiguresSchema = external_exports.looseObject({
  /** the geometric mean of every request's latency, ms */
  latency: figure.optional(),
  p50: figure.optional(),
  p95: figure.optional(),
  p99: figure.optional(),
  /** failed / requests, 0..1 */
  errorRate: figure.optional()
});
var scenarioFiguresSchema = external_exports.looseObject({
  /** achieved iterations per second */
  tps: figure.optional(),
  ...requestFiguresSchema.shape,
  endpoints: external_exports.record(name, requestFiguresSchema),
  /** work per request, by the name perf-gate.yml knows each metric by (config/work-metrics.ts) */
  work: external_exports.record(name, figure)
});
var historyRecordSchema = external_exports.looseObject({
  schema: external_exports.literal(HISTORY_SCHEMA),
  /** the commit measured (the PR side's sha) */
  commit: external_exports.string().regex(/^[0-9a-f]{7,64}$/, "must be a git commit id (hex)"),
  /** when the gate started, ISO 8601 */
  time: external_exports.iso.datetime({ offset: true }),
  ref: name.optional(),
  branch: name.optional(),
  pullRequest: external_exports.number().int().positive().optional(),
  /** the checkout had uncommitted changes: the commit does not describe all of what ran */
  dirty: external_exports.literal(true).optional(),
  runner: external_exports.looseObject({
    /** cores, CPU model and memory: results of one class are comparable */
    class: name,
    cpuModel: name,
    cores: external_exports.number().int().positive()
  }),
  /** the perf-gate version that measured */
  perfGate: name,
  /** the first 16 hex digits of the sha256 of the effective configuration, keys sorted */
  configHash: external_exports.string().regex(/^[0-9a-f]{16}$/, "must be 16 hex digits"),
  verdict: external_exports.enum(["pass", "fail", "inconclusive"]),
  scenarios: external_exports.record(name, scenarioFiguresSchema)
});
var REQUEST_METRICS = ["latency", "p50", "p95", "p99", "errorRate"];
function recordFromResult(result, context = {}) {
  if (result.verdict === "error") {
    throw new ConfigError(
      `The result holds no measurement: the gate ended in an error${result.error ? ` (${oneLine(result.error.message, 200)})` : ""}.`,
      { fix: "Append the result of a gate that measured (verdict pass, fail or inconclusive)." }
    );
  }
  const sha = result.sides.pr.sha;
  if (!sha) {
    throw new ConfigError("The result names no commit (sides.pr.sha is absent).", {
      fix: "Run the gate in the repository's git checkout, so the result records the commit it measured."
    });
  }
  const scenarios = {};
  for (const scenario of result.scenarios) {
    const windows = scenario.windows.filter((window) => window.side === "pr");
    if (windows.length > 0) scenarios[scenario.name] = scenarioFigures(windows);
  }
  if (Object.keys(scenarios).length === 0) {
    throw new ConfigError("The result holds no measured window of the commit under test.", {
      fix: "Append the result of a gate that measured at least one scenario."
    });
  }
  const ref = result.sides.pr.ref;
  const branch = context.branch ?? branchOf(ref);
  const dirty = result.sides.pr.dirty === true;
  const record = {
    schema: HISTORY_SCHEMA,
    commit: sha.toLowerCase(),
    time: result.startedAt,
    ...ref ? { ref } : {},
    ...branch ? { branch } : {},
    ...context.pullRequest === void 0 ? {} : { pullRequest: context.pullRequest },
    ...dirty ? { dirty: true } : {},
    runner: {
      class: runnerClassOf(result),
      cpuModel: result.runner.cpuModel || "unknown CPU",
      cores: result.runner.cores
    },
    perfGate: result.tool.version,
    configHash: configHash(result.config),
    verdict: result.verdict,
    scenarios
  };
  const checked = historyRecordSchema.safeParse(record);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new ConfigError(
      `The result cannot be recorded: ${issue?.path.join(".") || "(record)"} ${issue?.message ?? "is invalid"}.`,
      { fix: "Append an unmodified perf-gate-result.json." }
    );
  }
  return checked.data;
}
function branchOf(ref) {
  if (!ref || ref === "HEAD" || /^[0-9a-f]{7,64}$/i.test(ref) || ref.startsWith("refs/tags/"))
    return void 0;
  return ref.startsWith("refs/heads/") ? ref.slice("refs/heads/".length) : ref;
}
function scenarioFigures(windows) {
  const endpoints = {};
  const labels = [...new Set(windows.flatMap((window) => Object.keys(window.endpoints)))].sort();
  for (const label of labels) endpoints[label] = requestFigures(windows, label);
  const work = {};
  for (const metric of WORK_METRICS) {
    const value2 = medianOf(windows.map((window) => workMetricOf(window.work, metric)));
    if (value2 !== void 0) work[metric] = value2;
  }
  const tps = medianOf(windows.map((window) => metricOf(window, "tps")));
  return {
    ...tps === void 0 ? {} : { tps },
    ...requestFigures(windows),
    endpoints,
    work
  };
}
function requestFigures(windows, endpoint) {
  const figures = {};
  for (const metric of REQUEST_METRICS) {
    const value2 = medianOf(windows.map((window) => metricOf(window, metric, endpoint)));
    if (value2 !== void 0) figures[metric] = value2;
  }
  return figures;
}
function medianOf(values) {
  const usable = values.filter((v) => v !== void 0 && Number.isFinite(v) && v >= 0);
  return usable.length === 0 ? void 0 : median(usable);
}
function configHash(config) {
  return createHash("sha256").update(canonicalJson(config)).digest("hex").slice(0, 16);
}
function canonicalJson(value2) {
  if (Array.isArray(value2)) return `[${value2.map(canonicalJson).join(",")}]`;
  if (value2 !== null && typeof value2 === "object") {
    const entries = Object.entries(value2).filter(([, v]) => v !== void 0).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value2) ?? "null";
}
function seriesOf(records) {
  const ordered = records.map((record, index) => ({ record, index, at: Date.parse(record.time) })).sort((a, b) => a.at - b.at || a.index - b.index).map(({ record }) => record);
  const series = /* @__PURE__ */ new Map();
  const add = (key, record, value2) => {
    if (value2 === void 0) return;
    const points = series.get(key) ?? [];
    points.push({ commit: record.commit, time: record.time, value: value2 });
    series.set(key, points);
  };
  for (const record of ordered) {
    for (const [scenario, figures] of Object.entries(record.scenarios)) {
      const prefix = `scenario/${scenario}`;
      add(`${prefix}/tps`, record, figures.tps);
      for (const metric of REQUEST_METRICS) add(`${prefix}/${metric}`, record, figures[metric]);
      for (const [label, endpoint] of Object.entries(figures.endpoints)) {
        for (const metric of REQUEST_METRICS)
          add(`${prefix}/endpoint/${label}/${metric}`, record, endpoint[metric]);
      }
      for (const [metric, value2] of Object.entries(figures.work))
        add(`${prefix}/work/${metric}`, record, value2);
    }
  }
  return new Map([...series.entries()].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0));
}
function higherIsWorse(key) {
  return !key.endsWith("/tps");
}

// src/history/change-points.ts
function seriesFilter(pattern) {
  if (!pattern) return () => true;
  if (!/[*?]/.test(pattern)) return (key) => key.startsWith(pattern);
  const source = pattern.split("").map((c) => c === "*" ? ".*" : c === "?" ? "." : c.replace(/[.+^${}()|[\]\\/]/g, "\\$&")).join("");
  const regex = new RegExp(`^${source}$`, "s");
  return (key) => regex.test(key);
}
function analyzeHistory(records, options = {}, keep = () => true) {
  const resolved = { ...OTAVA_DEFAULTS, ...options };
  const byPoint = new Map(records.map((record) => [`${record.commit} ${record.time}`, record]));
  const series = [];
  for (const [key, points] of seriesOf(records)) {
    if (!keep(key)) continue;
    const found = eDivisive(
      points.map((point) => point.value),
      resolved
    );
    const changePoints = found.map((cp) => {
      const before = points[cp.index - 1];
      const after = points[cp.index];
      return {
        index: cp.index,
        fromCommit: before.commit,
        toCommit: after.commit,
        fromTime: before.time,
        toTime: after.time,
        meanBefore: cp.meanBefore,
        meanAfter: cp.meanAfter,
        changePct: cp.change * 100,
        magnitudePct: cp.magnitude * 100,
        pValue: cp.pValue,
        confidence: 1 - cp.pValue,
        worse: higherIsWorse(key) ? cp.meanAfter > cp.meanBefore : cp.meanAfter < cp.meanBefore,
        alsoChanged: alsoChanged(
          byPoint.get(`${before.commit} ${before.time}`),
          byPoint.get(`${after.commit} ${after.time}`)
        )
      };
    });
    series.push({ key, points, changePoints });
  }
  return { options: resolved, records: records.length, series };
}
function alsoChanged(before, after) {
  if (!before || !after) return [];
  const changed = [];
  if (before.runner.class !== after.runner.class) changed.push("runner");
  if (before.perfGate !== after.perfGate) changed.push("perf-gate");
  if (before.configHash !== after.configHash) changed.push("config");
  return changed;
}

// src/history/export.ts
var EXPORT_FORMATS = ["otava", "bencher", "csv"];
function exportHistory(records, format, keep = () => true) {
  const rows = inTimeOrder(records).map((record) => ({
    record,
    values: new Map(
      [...seriesOf([record])].filter(([key]) => keep(key)).map(([key, points]) => [key, points[0].value])
    )
  }));
  switch (format) {
    case "otava":
      return otavaCsv(rows);
    case "bencher":
      return bencherLines(rows);
    case "csv":
      return longCsv(rows);
  }
}
function inTimeOrder(records) {
  return records.map((record, index) => ({ record, index, at: Date.parse(record.time) })).sort((a, b) => a.at - b.at || a.index - b.index).map(({ record }) => record);
}
function otavaCsv(rows) {
  const keys = [...new Set(rows.flatMap((row) => [...row.values.keys()]))].sort();
  const columns = keys.map((key) => filled(rows.map((row) => row.values.get(key))));
  const lines = [["time", "commit", ...keys].map(csvField).join(",")];
  for (const [index, { record }] of rows.entries()) {
    const cells = columns.map((column) => String(column[index]));
    lines.push([otavaTime(record.time), record.commit, ...cells].map(csvField).join(","));
  }
  return `${lines.join("\n")}
`;
}
function filled(values) {
  const out = [...values];
  for (let i = 1; i < out.length; i++) out[i] ??= out[i - 1];
  for (let i = out.length - 2; i >= 0; i--) out[i] ??= out[i + 1];
  return out;
}
function otavaTime(time) {
  return `${new Date(time).toISOString().slice(0, 19).replace("T", " ")} +0000`;
}
function bencherLines(rows) {
  return rows.map(({ record, values }) => {
    const bmf = {};
    for (const [key, value2] of values) {
      const cut = key.lastIndexOf("/");
      const benchmark = key.slice(0, cut);
      (bmf[benchmark] ??= {})[key.slice(cut + 1)] = { value: value2 };
    }
    return `${JSON.stringify({
      commit: record.commit,
      time: record.time,
      ...record.branch ? { branch: record.branch } : {},
      bmf
    })}
`;
  }).join("");
}
function longCsv(rows) {
  const lines = ["time,commit,series,value"];
  for (const { record, values } of rows) {
    for (const [key, value2] of values)
      lines.push([record.time, record.commit, key, String(value2)].map(csvField).join(","));
  }
  return `${lines.join("\n")}
`;
}
function csvField(text) {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

// src/history/folder-store.ts
import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
var MONTH_FILE = /^\d{4}-(0[1-9]|1[0-2])\.jsonl$/;
var MAX_MONTH_BYTES = 64 * 1024 * 1024;
function monthFileOf(record) {
  const at = new Date(record.time);
  if (Number.isNaN(at.getTime())) throw new RangeError(`not a time: ${record.time}`);
  return `${at.toISOString().slice(0, 7)}.jsonl`;
}
function appendRecord(folder, record) {
  const checked = historyRecordSchema.parse(record);
  const name2 = monthFileOf(checked);
  try {
    mkdirSync(folder, { recursive: true });
  } catch (error) {
    throw new ConfigError(
      `The history folder ${folder} cannot be made (${error.code ?? String(error)}).`,
      { fix: "Pass --to a folder you can write to." }
    );
  }
  const file = join(folder, name2);
  let before = "";
  try {
    before = readAtMost(file, MAX_MONTH_BYTES, (size) => tooLarge(name2, size.bytes));
  } catch (error) {
    if (error.code !== "ENOENT") throw error;
  }
  const separator = before === "" || before.endsWith("\n") ? "" : "\n";
  const temporary = join(folder, `.${name2}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);
  try {
    writeFileSync(temporary, `${before}${separator}${JSON.stringify(checked)}
`, { flush: true });
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  return file;
}
function readRecords(folder) {
  let names;
  try {
    if (!statSync(folder).isDirectory()) throw Object.assign(new Error(), { code: "ENOTDIR" });
    names = readdirSync(folder).filter((name2) => MONTH_FILE.test(name2));
  } catch (error) {
    const code = error.code ?? String(error);
    throw new ConfigError(
      `The history folder ${folder} cannot be read (${code === "ENOENT" ? "it does not exist" : code === "ENOTDIR" ? "it is not a folder" : code}).`,
      {
        fix: "Pass --from the folder `perf-gate history append --to` wrote, e.g. --from .perf-gate/history."
      }
    );
  }
  const records = [];
  const problems = [];
  for (const name2 of names.sort()) {
    let text;
    try {
      text = readAtMost(join(folder, name2), MAX_MONTH_BYTES, (size) => tooLarge(name2, size.bytes));
    } catch (error) {
      const reason = error instanceof ConfigError ? error.message : `cannot be read (${error.code ?? String(error)})`;
      problems.push({ file: name2, line: 0, reason });
      continue;
    }
    const parsed = parseMonth(name2, text);
    records.push(...parsed.records);
    problems.push(...parsed.problems);
  }
  return { records, problems };
}
function parseMonth(file, text) {
  const records = [];
  const problems = [];
  for (const [index, line] of text.split("\n").entries()) {
    if (line.trim() === "") continue;
    const problem = (reason) => {
      problems.push({ file, line: index + 1, reason, value: shownLine(line) });
    };
    let raw;
    try {
      raw = JSON.parse(line);
    } catch {
      problem("not JSON (a truncated or hand-edited line?)");
      continue;
    }
    const schema = raw?.schema;
    if (schema !== HISTORY_SCHEMA) {
      problem(
        schema === void 0 ? "not a perf-gate history record (no schema field)" : `schema ${shownValue(schema)}, this perf-gate reads schema ${HISTORY_SCHEMA}`
      );
      continue;
    }
    const checked = historyRecordSchema.safeParse(raw);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      problem(`${issue.path.join(".") || "(record)"}: ${oneLine(issue.message, 200)}`);
      continue;
    }
    records.push(checked.data);
  }
  return { records, problems };
}
function describeProblem(problem) {
  const where = problem.line > 0 ? `${problem.file}:${problem.line}` : problem.file;
  return `${where}: ${problem.reason}${problem.value === void 0 ? "" : `: ${problem.value}`}`;
}
function shownLine(line) {
  return JSON.stringify(oneLine(line, SHOWN_VALUE_CHARS));
}
function tooLarge(name2, bytes) {
  return new ConfigError(
    `${name2} is ${formatBytes(bytes)}, more than the ${formatBytes(MAX_MONTH_BYTES)} a month file may be; it was skipped.`
  );
}

// src/commands/history.ts
var fromFlag = value("--from <folder>", "the history folder (`perf-gate history append --to`)");
var seriesFlag = value(
  "--series <pattern>",
  "only the series whose key starts with this, or matches it with * (any characters) and ?"
);
function pValueFlag(flag, text) {
  const p = Number(text);
  if (text.trim() === "" || !(p > 0 && p < 1)) {
    throw new ConfigError(`${flag} must be a number above 0 and below 1 (got "${text}").`, {
      fix: exampleFix(flag, "0.001")
    });
  }
  return p;
}
var HISTORY_FLAGS = {
  from: fromFlag,
  series: seriesFlag,
  window: value(
    "--window <n>",
    "points analysed at once (Otava's --window)",
    (flag, text) => numberFlag(flag, text, { whole: true, min: 2 }),
    { default: String(OTAVA_DEFAULTS.windowLen) }
  ),
  maxPvalue: value(
    "--max-pvalue <p>",
    "largest p-value of a change point (Otava's --pvalue)",
    pValueFlag,
    { default: String(OTAVA_DEFAULTS.maxPValue) }
  ),
  minMagnitude: value(
    "--min-magnitude <pct>",
    "smallest relative change of a change point, e.g. 2% (Otava's --magnitude)",
    fractionFlag,
    { default: `${OTAVA_DEFAULTS.minMagnitude * 100}%` }
  ),
  json: toggle("--json", "print the series and their change points as JSON")
};
var APPEND_FLAGS = {
  to: value("--to <folder>", "the history folder (made when missing)"),
  branch: value("--branch <name>", "the branch the commit was measured on"),
  pullRequest: value("--pull-request <n>", "the pull request the commit came from", countFlag)
};
var EXPORT_FLAGS = {
  from: fromFlag,
  format: value("--format <format>", "otava, bencher or csv", choiceFlag(EXPORT_FORMATS)),
  series: seriesFlag,
  out: value("--out <file>", "write here instead of stdout")
};
function register(program) {
  const history = program.command("history").description("Main's history: change points per series, recording a result, export");
  registerFlags(
    history.command("show", { isDefault: true }).description("Print each series of the history with its change points (the default)"),
    HISTORY_FLAGS
  ).action((raw) => {
    const { text, problems } = historyCommand(raw);
    reportProblems(problems);
    process.stdout.write(text);
  });
  registerFlags(
    history.command("append").description("Record a result's figures in the history folder").argument("<result>", "perf-gate-result.json of the commit to record"),
    APPEND_FLAGS
  ).action((file, raw) => {
    process.stdout.write(`${appendCommand(file, raw)}
`);
  });
  registerFlags(
    history.command("export").description("Write the history's series for Apache Otava, Bencher or a spreadsheet"),
    EXPORT_FLAGS
  ).action((raw) => {
    const { text, problems } = exportCommand(raw);
    reportProblems(problems);
    if (text !== void 0) process.stdout.write(text);
  });
}
function needed(given, flag, example) {
  if (given === void 0) {
    throw new ConfigError(`${flag} is required.`, { fix: exampleFix(flag, example) });
  }
  return given;
}
function historyCommand(raw) {
  const flags = parseFlags(HISTORY_FLAGS, raw);
  const folder = needed(flags.from, "--from", ".perf-gate/history");
  const { records, problems } = readRecords(folder);
  const analysis = analyzeHistory(
    records,
    { windowLen: flags.window, maxPValue: flags.maxPvalue, minMagnitude: flags.minMagnitude },
    seriesFilter(flags.series)
  );
  const text = flags.json ? `${JSON.stringify({ ...analysis, problems }, null, 2)}
` : renderHistory(analysis, folder);
  return { text, problems };
}
function appendCommand(file, raw) {
  const flags = parseFlags(APPEND_FLAGS, raw);
  const folder = needed(flags.to, "--to", ".perf-gate/history");
  const result = readResultFile(
    file,
    (code) => new ConfigError(`${file}: cannot be read (${code}).`, {
      fix: "Pass the perf-gate-result.json a `perf-gate run` wrote."
    })
  );
  const record = recordFromResult(result, {
    ...flags.branch === void 0 ? {} : { branch: flags.branch },
    ...flags.pullRequest === void 0 ? {} : { pullRequest: flags.pullRequest }
  });
  const written = appendRecord(folder, record);
  const scenarios = Object.keys(record.scenarios).length;
  return `perf-gate history: recorded ${record.commit.slice(0, 12)} (${record.time}, ${scenarios} scenario(s)) in ${written}`;
}
function exportCommand(raw) {
  const flags = parseFlags(EXPORT_FLAGS, raw);
  const format = needed(flags.format, "--format", "otava");
  const folder = needed(flags.from, "--from", ".perf-gate/history");
  const { records, problems } = readRecords(folder);
  const text = exportHistory(records, format, seriesFilter(flags.series));
  if (flags.out === void 0) return { text, problems };
  try {
    writeFileSync2(flags.out, text);
  } catch (error) {
    throw new ConfigError(
      `--out ${flags.out} cannot be written (${error.code ?? String(error)}).`,
      { fix: "Pass --out a file in a folder that exists and you can write to." }
    );
  }
  return { text: void 0, problems };
}
function reportProblems(problems) {
  for (const problem of problems)
    process.stderr.write(`perf-gate: skipped ${describeProblem(problem)}
`);
}
var figure2 = (n) => String(round(n));
var pValue = (p) => p < 1e-4 ? "< 0.0001" : p.toFixed(4);
function renderChangePoint(cp) {
  const commits = `${cp.fromCommit.slice(0, 12)}..${cp.toCommit.slice(0, 12)}`;
  const also = cp.alsoChanged.length > 0 ? ` (${cp.alsoChanged.join(", ")} changed too)` : "";
  return `  at point ${cp.index}: ${commits}  ${formatSignedPct(cp.changePct)} (${figure2(cp.meanBefore)} \u2192 ${figure2(cp.meanAfter)}), magnitude ${cp.magnitudePct.toFixed(1)}%, p ${pValue(cp.pValue)}, ${cp.worse ? "worse" : "better"}${also}`;
}
function renderHistory(analysis, folder) {
  const { windowLen, maxPValue, minMagnitude } = analysis.options;
  const lines = [
    `perf-gate history: ${analysis.records} record(s) in ${folder}, ${analysis.series.length} series; E-divisive means (window ${windowLen}, p \u2264 ${maxPValue}, magnitude \u2265 ${round(minMagnitude * 100)}%)`
  ];
  const changed = analysis.series.filter((series) => series.changePoints.length > 0);
  for (const series of changed) {
    const last = series.points[series.points.length - 1];
    lines.push(
      "",
      `${series.key}: ${series.points.length} points, last ${figure2(last.value)} (${last.commit.slice(0, 12)})`,
      ...series.changePoints.map(renderChangePoint)
    );
  }
  const quiet = analysis.series.length - changed.length;
  if (quiet > 0 || changed.length === 0) {
    lines.push("", `${quiet} series without a change point.`);
  }
  return `${lines.join("\n")}
`;
}
export {
  APPEND_FLAGS,
  EXPORT_FLAGS,
  HISTORY_FLAGS,
  appendCommand,
  exportCommand,
  historyCommand,
  register,
  renderHistory
};
