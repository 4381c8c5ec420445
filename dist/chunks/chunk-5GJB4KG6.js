import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  CALIBRATIONS_FILE,
  CALIBRATION_SCHEMA,
  HISTORY_SCHEMA,
  calibrationRecordSchema,
  higherIsWorse,
  historyRecordSchema,
  seriesOf
} from "./chunk-4AY6EIAZ.js";
import {
  formatWork
} from "./chunk-PNZJ54FW.js";
import {
  SHOWN_VALUE_CHARS,
  WORK_METRIC_REGISTRY,
  formatBytes,
  formatMs,
  formatRatio,
  formatTps,
  oneLine,
  readAtMost,
  round,
  shownValue,
  tCdf
} from "./chunk-U2IOZD34.js";
import {
  ConfigError,
  EnvironmentError,
  GIT_FETCH_TIMEOUT_MS,
  GIT_LOCAL_TIMEOUT_MS,
  GitTimeoutError,
  git
} from "./chunk-STJUJNGS.js";

// src/history/store-format.ts
var MONTH_FILE = /^\d{4}-(0[1-9]|1[0-2])\.jsonl$/;
var MAX_MONTH_BYTES = 64 * 1024 * 1024;
var DEFAULT_HISTORY_BRANCH = "perf-gate-data";
var DATA_BRANCH_README = `# perf-gate history

Written by perf-gate: one JSON-lines file per month (\`YYYY-MM.jsonl\`), one record per result of
the default branch, and \`calibrations.jsonl\`, one line per \`perf-gate calibrate\` recorded. Read
them with \`perf-gate history --from-branch\` and \`perf-gate history calibrations --from-branch\`;
see perf-gate's docs/history.md. Do not merge this branch into another one.
`;
function monthFileOf(record) {
  const at = new Date(record.time);
  if (Number.isNaN(at.getTime())) throw new RangeError(`not a time: ${record.time}`);
  return `${at.toISOString().slice(0, 7)}.jsonl`;
}
function monthWithRecord(before, record) {
  const separator = before === "" || before.endsWith("\n") ? "" : "\n";
  return `${before}${separator}${JSON.stringify(record)}
`;
}
function parseMonth(file, text) {
  const parsed = parseLines(file, text, (raw) => {
    const schema = raw?.schema;
    if (schema !== HISTORY_SCHEMA) {
      return schema === void 0 ? "not a perf-gate history record (no schema field)" : `schema ${shownValue(schema)}, this perf-gate reads schema ${HISTORY_SCHEMA}`;
    }
    return historyRecordSchema;
  });
  return { records: parsed.records, problems: parsed.problems };
}
function parseCalibrations(text) {
  return parseLines(CALIBRATIONS_FILE, text, (raw) => {
    const { kind, schema } = raw ?? {};
    if (kind !== "calibration")
      return 'not a perf-gate calibration record (kind is not "calibration")';
    if (schema !== CALIBRATION_SCHEMA)
      return `schema ${shownValue(schema)}, this perf-gate reads calibration schema ${CALIBRATION_SCHEMA}`;
    return calibrationRecordSchema;
  });
}
function parseLines(file, text, check) {
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
    const schema = check(raw);
    if (typeof schema === "string") {
      problem(schema);
      continue;
    }
    const checked = schema.safeParse(raw);
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
function historyBranchProblem(name) {
  if (name === "") return "it is empty";
  if (name.startsWith("-")) return 'it starts with "-", which git would read as an option';
  if (new RegExp("\\s|\\p{Cc}", "u").test(name)) return "it contains whitespace or a control character";
  if (name.startsWith("refs/")) return "it is a full ref; give the branch name alone";
  if (/[:^~?*[\\]|\.\.|@\{/.test(name))
    return "it contains a character git refuses in a branch name";
  return void 0;
}
function badHistoryBranch(name, reason, label) {
  const input = /^input ([\w-]+)$/.exec(label ?? "")?.[1];
  const example = `a plain branch name such as ${DEFAULT_HISTORY_BRANCH} (letters, digits, "-", "_", "." and "/", not starting with "-")`;
  return new ConfigError(
    `${label ?? "The history branch"} "${name}" is not a valid branch name: ${reason}.`,
    {
      fix: input ? `Set \`${input}:\` to ${example}.` : label ? `Pass ${label} ${example}.` : `Name ${example}.`
    }
  );
}
var HISTORY_MODES = ["branch", "off"];

// src/history/folder-store.ts
import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
function appendRecord(folder, record) {
  const checked = historyRecordSchema.parse(record);
  return appendTo(folder, monthFileOf(checked), checked);
}
function appendCalibration(folder, record) {
  return appendTo(folder, CALIBRATIONS_FILE, calibrationRecordSchema.parse(record));
}
function appendTo(folder, name, record) {
  try {
    mkdirSync(folder, { recursive: true });
  } catch (error) {
    throw new ConfigError(
      `The history folder ${folder} cannot be made (${error.code ?? String(error)}).`,
      { fix: "Pass --to a folder you can write to." }
    );
  }
  const file = join(folder, name);
  let before = "";
  try {
    before = readAtMost(file, MAX_MONTH_BYTES, (size) => monthTooLarge(name, size.bytes));
  } catch (error) {
    if (error.code !== "ENOENT") throw error;
  }
  const temporary = join(folder, `.${name}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);
  try {
    writeFileSync(temporary, monthWithRecord(before, record), { flush: true });
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  return file;
}
function readCalibrations(folder) {
  checkFolder(folder);
  let text;
  try {
    text = readAtMost(
      join(folder, CALIBRATIONS_FILE),
      MAX_MONTH_BYTES,
      (size) => monthTooLarge(CALIBRATIONS_FILE, size.bytes)
    );
  } catch (error) {
    if (error.code === "ENOENT") return { records: [], problems: [] };
    const reason = error instanceof ConfigError ? error.message : `cannot be read (${error.code ?? String(error)})`;
    return { records: [], problems: [{ file: CALIBRATIONS_FILE, line: 0, reason }] };
  }
  return parseCalibrations(text);
}
function readRecords(folder) {
  const names = checkFolder(folder).filter((name) => MONTH_FILE.test(name));
  const records = [];
  const problems = [];
  for (const name of names.sort()) {
    let text;
    try {
      text = readAtMost(
        join(folder, name),
        MAX_MONTH_BYTES,
        (size) => monthTooLarge(name, size.bytes)
      );
    } catch (error) {
      const reason = error instanceof ConfigError ? error.message : `cannot be read (${error.code ?? String(error)})`;
      problems.push({ file: name, line: 0, reason });
      continue;
    }
    const parsed = parseMonth(name, text);
    records.push(...parsed.records);
    problems.push(...parsed.problems);
  }
  return { records, problems };
}
function checkFolder(folder) {
  try {
    if (!statSync(folder).isDirectory()) throw Object.assign(new Error(), { code: "ENOTDIR" });
    return readdirSync(folder);
  } catch (error) {
    const code = error.code ?? String(error);
    throw new ConfigError(
      `The history folder ${folder} cannot be read (${code === "ENOENT" ? "it does not exist" : code === "ENOTDIR" ? "it is not a folder" : code}).`,
      {
        fix: "Pass --from the folder `perf-gate history append --to` wrote, e.g. --from .perf-gate/history."
      }
    );
  }
}
function monthTooLarge(name, bytes) {
  return new ConfigError(
    `${name} is ${formatBytes(bytes)}, more than the ${formatBytes(MAX_MONTH_BYTES)} a file of the history may be; it was skipped.`
  );
}

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
  if (values.some((value) => !Number.isFinite(value)))
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
  let pValue = 1;
  if (n1 + n2 > 2) {
    const df = n1 + n2 - 2;
    const pooled = ((n1 - 1) * sd1 ** 2 + (n2 - 1) * sd2 ** 2) / df;
    const denom = Math.sqrt(pooled * (1 / n1 + 1 / n2));
    const t = (mean1 - mean2) / denom;
    pValue = Number.isNaN(t) ? Number.NaN : 2 * tCdf(-Math.abs(t), df);
  }
  const change = mean1 === 0 ? 0 : mean2 / mean1 - 1;
  const backward = mean2 === 0 ? 0 : mean1 / mean2 - 1;
  return {
    meanBefore: mean1,
    meanAfter: mean2,
    stdDevBefore: sd1,
    stdDevAfter: sd2,
    pValue,
    change,
    magnitude: Math.max(Math.abs(change), Math.abs(backward))
  };
}
function meanOf(values) {
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}
function populationStdDev(values, mean) {
  let squares = 0;
  for (const value of values) squares += (value - mean) ** 2;
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

// src/history/dashboard-series.ts
var DASHBOARD_LIMITS = { points: 100, series: 40 };
var REQUEST_FIGURES = ["latency", "p95", "p50", "p99", "tps", "errorRate"];
var PRIORITY = {
  "scenario latency": 0,
  "scenario p95": 1,
  "scenario tps": 2,
  "scenario errorRate": 3,
  "work statements": 4,
  "scenario p50": 5,
  "scenario p99": 6,
  work: 7,
  "endpoint p95": 8,
  "endpoint latency": 9,
  "endpoint errorRate": 10,
  endpoint: 11
};
function seriesNames(records) {
  const names = /* @__PURE__ */ new Map();
  const add = (name) => {
    if (!names.has(name.key)) names.set(name.key, name);
  };
  for (const record of records) {
    for (const [scenario, figures] of Object.entries(record.scenarios)) {
      const prefix = `scenario/${scenario}`;
      for (const figure of REQUEST_FIGURES) {
        if (figures[figure] !== void 0)
          add({ key: `${prefix}/${figure}`, scenario, kind: "scenario", figure });
      }
      for (const [endpoint, values] of Object.entries(figures.endpoints)) {
        for (const figure of REQUEST_FIGURES) {
          if (figure !== "tps" && values[figure] !== void 0) {
            const key = `${prefix}/endpoint/${endpoint}/${figure}`;
            add({ key, scenario, kind: "endpoint", endpoint, figure });
          }
        }
      }
      for (const figure of Object.keys(figures.work))
        add({ key: `${prefix}/work/${figure}`, scenario, kind: "work", figure });
    }
  }
  return names;
}
function priorityOf(name) {
  return PRIORITY[`${name.kind} ${name.figure}`] ?? PRIORITY[name.kind] ?? 99;
}
function drawingOrder(a, b) {
  const kinds = ["scenario", "work", "endpoint"];
  const figureRank = (name) => {
    const rank = REQUEST_FIGURES.indexOf(name.figure);
    return name.kind === "work" ? workRank(name.figure) : rank;
  };
  return kinds.indexOf(a.kind) - kinds.indexOf(b.kind) || compare(a.endpoint ?? "", b.endpoint ?? "") || figureRank(a) - figureRank(b) || compare(a.key, b.key);
}
var compare = (a, b) => a < b ? -1 : a > b ? 1 : 0;
function workRank(figure) {
  const rank = Object.keys(WORK_METRIC_REGISTRY).indexOf(figure);
  return rank < 0 ? Number.MAX_SAFE_INTEGER : rank;
}
function selectSeries(records, options = {}) {
  const pointsBound = Math.max(2, Math.floor(options.points ?? DASHBOARD_LIMITS.points));
  const seriesBound = Math.max(1, Math.floor(options.series ?? DASHBOARD_LIMITS.series));
  const keep = options.keep ?? (() => true);
  const scenarioOrder = [...new Set(records.flatMap((r) => Object.keys(r.scenarios)))].sort(
    compare
  );
  const scenarioRank = new Map(scenarioOrder.map((name, index) => [name, index]));
  const candidates = [...seriesNames(records).values()].filter((name) => keep(name.key)).sort(
    (a, b) => priorityOf(a) - priorityOf(b) || scenarioRank.get(a.scenario) - scenarioRank.get(b.scenario) || compare(a.key, b.key)
  );
  const chosen = new Map(candidates.slice(0, seriesBound).map((name) => [name.key, name]));
  const analysis = analyzeHistory(records, options.analysis, (key) => chosen.has(key));
  const drawn = /* @__PURE__ */ new Map();
  for (const series of analysis.series) {
    const name = chosen.get(series.key);
    if (!name) continue;
    const offset = Math.max(0, series.points.length - pointsBound);
    drawn.set(series.key, {
      ...name,
      points: series.points.slice(offset),
      total: series.points.length,
      changePoints: series.changePoints.filter((cp) => cp.index - offset >= 1).map((cp) => ({ ...cp, index: cp.index - offset }))
    });
  }
  const groups = /* @__PURE__ */ new Map();
  for (const series of drawn.values())
    groups.set(series.scenario, [...groups.get(series.scenario) ?? [], series]);
  const scenarios = scenarioOrder.filter((scenario) => groups.has(scenario)).map((scenario) => ({ name: scenario, series: groups.get(scenario).sort(drawingOrder) }));
  return {
    records: records.length,
    options: analysis.options,
    scenarios,
    leftOut: candidates.slice(seriesBound).map((name) => name.key),
    pointsBound,
    seriesBound
  };
}
function figureTitle(name) {
  const figure = FIGURE_LABELS[name.figure] ?? name.figure;
  if (name.kind === "endpoint") return `${name.endpoint ?? ""} \xB7 ${figure}`;
  if (name.kind === "work") return `work \xB7 ${workMetric(name.figure)?.label ?? name.figure}`;
  return figure;
}
var FIGURE_LABELS = {
  latency: "latency (geometric mean)",
  tps: "throughput",
  errorRate: "error rate"
};
function unitOf(name) {
  if (name.kind === "work") {
    const unit = workMetric(name.figure)?.unit ?? "";
    return unit === "B" ? "bytes per request" : unit === "ms" ? "ms per request" : "per request";
  }
  if (name.figure === "tps") return "iterations/s";
  if (name.figure === "errorRate") return "fraction of requests";
  return "ms";
}
function formatValue(name, value) {
  if (name.kind === "work") {
    const metric = workMetric(name.figure);
    return metric ? formatWork(value, name.figure) : String(round(value));
  }
  if (name.figure === "tps") return formatTps(value);
  if (name.figure === "errorRate") return formatRatio(value);
  return formatMs(value);
}
function workMetric(figure) {
  return Object.hasOwn(WORK_METRIC_REGISTRY, figure) ? WORK_METRIC_REGISTRY[figure] : void 0;
}
var REPOSITORY = /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/;
var REPOSITORY_URL = /^https:\/\/([A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:\d{1,5})?)\/([A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}?)(\.git)?\/?$/;
function repositoryUrlOf(text) {
  const trimmed = text.trim();
  if (REPOSITORY.test(trimmed) && !trimmed.split("/").some((part) => /^\.+$/.test(part)))
    return `https://github.com/${trimmed}`;
  const url = REPOSITORY_URL.exec(trimmed);
  if (!url || url[4].split("/").some((part) => /^\.+$/.test(part))) return void 0;
  return `https://${url[1].toLowerCase()}/${url[4]}`;
}
function commitUrl(repository, commit) {
  return repository && /^[0-9a-f]{7,64}$/.test(commit) ? `${repository}/commit/${commit}` : void 0;
}
function compareUrl(repository, from, to) {
  return commitUrl(repository, from) && commitUrl(repository, to) ? `${repository}/compare/${from}...${to}` : void 0;
}
function pullRequestUrl(repository, pullRequest) {
  return repository && Number.isSafeInteger(pullRequest) && pullRequest > 0 ? `${repository}/pull/${pullRequest}` : void 0;
}
function levelVsChange(latest, changePoint) {
  const before = changePoint.meanBefore;
  const direction = latest > before ? "above" : latest < before ? "below" : "level with";
  if (!(before > 0)) return { direction };
  return { pct: (latest / before - 1) * 100, direction };
}
function formatPValue(p) {
  return p < 1e-4 ? "< 0.0001" : p.toFixed(4);
}

// src/history/branch-read.ts
var local = (repo, args, extra = {}) => git(args, { cwd: repo, timeoutMs: GIT_LOCAL_TIMEOUT_MS, ...extra });
var network = (repo, args, ref) => git(args, { cwd: repo, timeoutMs: GIT_FETCH_TIMEOUT_MS, ref });
async function checkHistoryBranch(branch, repo, setting) {
  const problem = historyBranchProblem(branch);
  if (problem) throw badHistoryBranch(branch, problem, setting);
  await refusedAs(
    local(repo, ["check-ref-format", `refs/heads/${branch}`]),
    () => badHistoryBranch(branch, "git check-ref-format refuses it", setting)
  );
}
async function refusedAs(call, refusal) {
  try {
    return await call;
  } catch (error) {
    throw error instanceof GitTimeoutError ? error : refusal();
  }
}
var NoHistoryBranchError = class extends ConfigError {
};
async function readRecordsFromBranch(o) {
  const tip = await tipToRead(
    o,
    "no result was recorded on it yet",
    `\`perf-gate history append <result> --to-branch ${o.branch}\`, or the action on a push to the default branch`
  );
  const records = [];
  const problems = [];
  const months = (await treeOf(o.repo, tip)).filter((e) => MONTH_FILE.test(e.name));
  for (const entry of o.months === void 0 ? months : months.slice(-Math.max(1, o.months))) {
    const parsed = await readStoreFile(o.repo, entry, (text) => parseMonth(entry.name, text));
    records.push(...parsed.records);
    problems.push(...parsed.problems);
  }
  return { records, problems, commit: tip };
}
async function readCalibrationsFromBranch(o) {
  const tip = o.tip ?? await tipToRead(
    o,
    "nothing was recorded on it yet",
    `\`perf-gate history append calibration.json --to-branch ${o.branch}\`, or the calibrate workflow's record job`
  );
  const entry = (await treeOf(o.repo, tip)).find((e) => e.name === CALIBRATIONS_FILE);
  if (entry === void 0) return { records: [], problems: [], commit: tip };
  return { ...await readStoreFile(o.repo, entry, parseCalibrations), commit: tip };
}
async function tipToRead(o, none, record) {
  await checkRepository(o);
  const tip = await fetchTip(o);
  if (tip !== void 0) return tip;
  throw new NoHistoryBranchError(`${remoteOf(o)} has no branch ${o.branch}: ${none}.`, {
    fix: `Record one first (${record}), or name the branch that holds the history.`
  });
}
async function readStoreFile(repo, entry, parse) {
  if (entry.type !== "blob" || entry.size > MAX_MONTH_BYTES) {
    const reason = entry.type === "blob" ? monthTooLarge(entry.name, entry.size).message : "not a file";
    return { records: [], problems: [{ file: entry.name, line: 0, reason }] };
  }
  return parse(await blobText(repo, entry.sha));
}
function remoteOf(o) {
  return o.remote ?? "origin";
}
async function checkRepository(o) {
  await checkHistoryBranch(o.branch, o.repo, o.setting);
  const remote = remoteOf(o);
  await refusedAs(
    local(o.repo, ["rev-parse", "--git-dir"]),
    () => new ConfigError(`${o.repo} is not inside a git repository, so it has no data branch.`, {
      fix: "Run it in a clone of the repository whose history you mean, or use a history folder (--from / --to)."
    })
  );
  await refusedAs(
    local(o.repo, ["remote", "get-url", "--", remote]),
    () => new ConfigError(`The repository has no remote ${remote}, where the data branch is kept.`, {
      fix: `Run it in a clone of the repository (\`git remote -v\` lists ${remote}), or use a history folder (--from / --to).`
    })
  );
}
async function fetchTip(o) {
  const remote = remoteOf(o);
  const ref = `refs/heads/${o.branch}`;
  let listed;
  try {
    listed = await network(o.repo, ["ls-remote", "--exit-code", "--", remote, ref], o.branch);
  } catch (error) {
    if (error.code === 2) return void 0;
    throw remoteFailure(error, `${remote} could not be read`);
  }
  const tip = tipIn(listed, ref);
  if (tip === void 0) return void 0;
  const present = local(o.repo, ["cat-file", "-e", `${tip}^{commit}`]).then(() => true);
  if (await present.catch(() => false)) return tip;
  const refspec = `+${ref}:refs/remotes/${remote}/${o.branch}`;
  await network(o.repo, ["fetch", "--no-tags", "--quiet", "--", remote, refspec], o.branch).catch(
    (error) => {
      throw remoteFailure(error, `${o.branch} could not be fetched from ${remote}`);
    }
  );
  return tip;
}
function remoteFailure(error, what) {
  if (error instanceof GitTimeoutError) return error;
  const said = String(error.message).split("\n").slice(1).find((line) => /^(fatal|error|remote):/.test(line.trim()));
  return new EnvironmentError(`${what}${said ? `: ${oneLine(said.trim(), 300)}` : ""}.`, {
    fix: "In the action, give the job `permissions: contents: write` (github-token is its token); from a terminal, check that you can push to the remote (`git push --dry-run`)."
  });
}
async function treeOf(repo, commit) {
  const listed = await local(repo, ["ls-tree", "-z", "-l", commit], { trim: false });
  return listed.split("\0").filter((line) => line !== "").map((line) => {
    const tab = line.indexOf("	");
    const [mode = "", type = "", sha = "", size = "-"] = line.slice(0, tab).split(/ +/);
    return { mode, type, sha, size: size === "-" ? 0 : Number(size), name: line.slice(tab + 1) };
  });
}
async function blobText(repo, sha) {
  return local(repo, ["cat-file", "blob", sha], { trim: false, maxBuffer: MAX_MONTH_BYTES + 1 });
}
function tipIn(listed, ref) {
  for (const line of listed.split("\n")) {
    const [sha = "", name] = line.trim().split("	");
    if (name === ref && /^[0-9a-f]{40,64}$/.test(sha)) return sha;
  }
  return void 0;
}

// src/history/branch-store.ts
var DEFAULT_IDENTITY = {
  name: "perf-gate",
  email: "perf-gate@users.noreply.invalid"
};
var DEFAULT_TRIES = 5;
var DEFAULT_BACKOFF_MS = 250;
var LOST_RACE = /\[rejected\]|\(fetch first\)|non-fast-forward|failed to lock|cannot lock ref/;
async function appendRecordToBranch(o, record) {
  const checked = historyRecordSchema.parse(record);
  const message = `perf-gate history: ${checked.commit.slice(0, 12)}${checked.branch ? ` on ${checked.branch}` : ""} (${checked.time})`;
  const appended = await appendToBranch(o, monthFileOf(checked), checked, message, true);
  return appended;
}
async function appendCalibrationToBranch(o, record) {
  const checked = calibrationRecordSchema.parse(record);
  const message = `perf-gate calibration: ${checked.runner.class} (${checked.time})`;
  return appendToBranch(o, CALIBRATIONS_FILE, checked, message, o.create);
}
async function appendToBranch(o, file, record, message, create) {
  await checkRepository(o);
  const tries = o.tries ?? DEFAULT_TRIES;
  for (let attempt = 1; ; attempt++) {
    const tip = await fetchTip(o);
    if (tip === void 0 && !create) return void 0;
    const commit = await commitWithRecord(o, tip, file, record, message);
    await o.beforePush?.(attempt);
    const outcome = await push(o, tip, commit);
    if (outcome === "pushed") return { file, commit, tries: attempt, created: tip === void 0 };
    if (attempt >= tries) {
      throw new EnvironmentError(
        `The record could not be appended to ${o.branch} on ${remoteOf(o)}: ${tries} pushes were each overtaken by another writer's.`,
        { fix: "Run it again; if it keeps failing, fewer jobs should record at the same moment." }
      );
    }
    const wait = Math.round(
      (o.backoffMs ?? DEFAULT_BACKOFF_MS) * 2 ** (attempt - 1) * (0.5 + Math.random())
    );
    o.log?.(
      `perf-gate: ${o.branch} moved on ${remoteOf(o)} while appending (another writer); retrying in ${wait} ms (try ${attempt + 1} of ${tries})`
    );
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
async function commitWithRecord(o, tip, file, record, message) {
  const entries = tip === void 0 ? [] : await treeOf(o.repo, tip);
  if (tip === void 0) {
    const readme = await local(o.repo, ["hash-object", "-w", "--stdin"], {
      input: DATA_BRANCH_README
    });
    entries.push({ mode: "100644", type: "blob", sha: readme, size: 0, name: "README.md" });
  }
  const month = entries.find((entry) => entry.name === file);
  if (month && month.type !== "blob") {
    throw new ConfigError(`${file} on ${o.branch} is not a file.`, {
      fix: `Remove it from the branch ${o.branch}; perf-gate keeps one file per month and its calibrations there.`
    });
  }
  if (month && month.size > MAX_MONTH_BYTES) throw monthTooLarge(file, month.size);
  const before = month ? await blobText(o.repo, month.sha) : "";
  const blob = await local(o.repo, ["hash-object", "-w", "--stdin"], {
    input: monthWithRecord(before, record)
  });
  const others = entries.filter((entry) => entry.name !== file);
  const listing = [...others, { mode: "100644", type: "blob", sha: blob, name: file }].map((entry) => `${entry.mode} ${entry.type} ${entry.sha}	${entry.name}\0`).join("");
  const tree = await local(o.repo, ["mktree", "-z"], { input: listing });
  const who = o.identity ?? DEFAULT_IDENTITY;
  return local(o.repo, [
    "-c",
    `user.name=${who.name}`,
    "-c",
    `user.email=${who.email}`,
    "commit-tree",
    "--no-gpg-sign",
    ...tip === void 0 ? [] : ["-p", tip],
    "-m",
    message,
    tree
  ]);
}
async function push(o, tip, commit) {
  const remote = remoteOf(o);
  try {
    await network(
      o.repo,
      ["push", "--quiet", "--no-verify", "--", remote, `${commit}:refs/heads/${o.branch}`],
      o.branch
    );
    return "pushed";
  } catch (error) {
    if (error instanceof GitTimeoutError) throw error;
    const now = await network(
      o.repo,
      ["ls-remote", "--", remote, `refs/heads/${o.branch}`],
      o.branch
    ).then((listed) => tipIn(listed, `refs/heads/${o.branch}`)).catch(() => tip);
    if (now === commit) return "pushed";
    if (now !== tip || LOST_RACE.test(String(error.message))) return "lost";
    throw remoteFailure(error, `The push of ${o.branch} to ${remote} was refused`);
  }
}

export {
  DEFAULT_HISTORY_BRANCH,
  describeProblem,
  historyBranchProblem,
  badHistoryBranch,
  HISTORY_MODES,
  appendRecord,
  appendCalibration,
  readCalibrations,
  readRecords,
  NoHistoryBranchError,
  readRecordsFromBranch,
  readCalibrationsFromBranch,
  appendRecordToBranch,
  appendCalibrationToBranch,
  OTAVA_DEFAULTS,
  seriesFilter,
  analyzeHistory,
  DASHBOARD_LIMITS,
  seriesNames,
  selectSeries,
  figureTitle,
  unitOf,
  formatValue,
  repositoryUrlOf,
  commitUrl,
  compareUrl,
  pullRequestUrl,
  levelVsChange,
  formatPValue
};
