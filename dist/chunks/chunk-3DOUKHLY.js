import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  runnerClassOf
} from "./chunk-QGNK3O3H.js";
import {
  formatWork
} from "./chunk-6ZO7WU6O.js";
import {
  metricOf
} from "./chunk-HEWHE5JT.js";
import {
  SHOWN_VALUE_CHARS,
  WORK_METRICS,
  WORK_METRIC_REGISTRY,
  formatBytes,
  formatMs,
  formatRatio,
  formatTps,
  median,
  oneLine,
  readAtMost,
  round,
  shownValue,
  tCdf,
  workMetricOf
} from "./chunk-XFDCSI7D.js";
import {
  ConfigError,
  EnvironmentError,
  GIT_FETCH_TIMEOUT_MS,
  GIT_LOCAL_TIMEOUT_MS,
  GitTimeoutError,
  external_exports,
  git
} from "./chunk-STJUJNGS.js";

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
    const value = medianOf(windows.map((window) => workMetricOf(window.work, metric)));
    if (value !== void 0) work[metric] = value;
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
    const value = medianOf(windows.map((window) => metricOf(window, metric, endpoint)));
    if (value !== void 0) figures[metric] = value;
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
function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).filter(([, v]) => v !== void 0).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}
function seriesOf(records) {
  const ordered = records.map((record, index) => ({ record, index, at: Date.parse(record.time) })).sort((a, b) => a.at - b.at || a.index - b.index).map(({ record }) => record);
  const series = /* @__PURE__ */ new Map();
  const add = (key, record, value) => {
    if (value === void 0) return;
    const points = series.get(key) ?? [];
    points.push({ commit: record.commit, time: record.time, value });
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
      for (const [metric, value] of Object.entries(figures.work))
        add(`${prefix}/work/${metric}`, record, value);
    }
  }
  return new Map([...series.entries()].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0));
}
function higherIsWorse(key) {
  return !key.endsWith("/tps");
}
function recordsOfBranch(records, branch) {
  if (branch === void 0 || records.every((record) => record.branch === void 0))
    return [...records];
  return records.filter((record) => record.branch === branch);
}

// src/history/store-format.ts
var MONTH_FILE = /^\d{4}-(0[1-9]|1[0-2])\.jsonl$/;
var MAX_MONTH_BYTES = 64 * 1024 * 1024;
var DEFAULT_HISTORY_BRANCH = "perf-gate-data";
var DATA_BRANCH_README = `# perf-gate history

Written by perf-gate: one JSON-lines file per month (\`YYYY-MM.jsonl\`), one record per result of
the default branch. Read it with \`perf-gate history --from-branch\`; see perf-gate's
docs/history.md. Do not merge this branch into another one.
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
function historyBranchProblem(name2) {
  if (name2 === "") return "it is empty";
  if (name2.startsWith("-")) return 'it starts with "-", which git would read as an option';
  if (new RegExp("\\s|\\p{Cc}", "u").test(name2)) return "it contains whitespace or a control character";
  if (name2.startsWith("refs/")) return "it is a full ref; give the branch name alone";
  if (/[:^~?*[\\]|\.\.|@\{/.test(name2))
    return "it contains a character git refuses in a branch name";
  return void 0;
}
function badHistoryBranch(name2, reason, label) {
  const input = /^input ([\w-]+)$/.exec(label ?? "")?.[1];
  const example = `a plain branch name such as ${DEFAULT_HISTORY_BRANCH} (letters, digits, "-", "_", "." and "/", not starting with "-")`;
  return new ConfigError(
    `${label ?? "The history branch"} "${name2}" is not a valid branch name: ${reason}.`,
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
    before = readAtMost(file, MAX_MONTH_BYTES, (size) => monthTooLarge(name2, size.bytes));
  } catch (error) {
    if (error.code !== "ENOENT") throw error;
  }
  const temporary = join(folder, `.${name2}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);
  try {
    writeFileSync(temporary, monthWithRecord(before, checked), { flush: true });
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
      text = readAtMost(
        join(folder, name2),
        MAX_MONTH_BYTES,
        (size) => monthTooLarge(name2, size.bytes)
      );
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
function monthTooLarge(name2, bytes) {
  return new ConfigError(
    `${name2} is ${formatBytes(bytes)}, more than the ${formatBytes(MAX_MONTH_BYTES)} a month file may be; it was skipped.`
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
  const add = (name2) => {
    if (!names.has(name2.key)) names.set(name2.key, name2);
  };
  for (const record of records) {
    for (const [scenario, figures] of Object.entries(record.scenarios)) {
      const prefix = `scenario/${scenario}`;
      for (const figure2 of REQUEST_FIGURES) {
        if (figures[figure2] !== void 0)
          add({ key: `${prefix}/${figure2}`, scenario, kind: "scenario", figure: figure2 });
      }
      for (const [endpoint, values] of Object.entries(figures.endpoints)) {
        for (const figure2 of REQUEST_FIGURES) {
          if (figure2 !== "tps" && values[figure2] !== void 0) {
            const key = `${prefix}/endpoint/${endpoint}/${figure2}`;
            add({ key, scenario, kind: "endpoint", endpoint, figure: figure2 });
          }
        }
      }
      for (const figure2 of Object.keys(figures.work))
        add({ key: `${prefix}/work/${figure2}`, scenario, kind: "work", figure: figure2 });
    }
  }
  return names;
}
function priorityOf(name2) {
  return PRIORITY[`${name2.kind} ${name2.figure}`] ?? PRIORITY[name2.kind] ?? 99;
}
function drawingOrder(a, b) {
  const kinds = ["scenario", "work", "endpoint"];
  const figureRank = (name2) => {
    const rank = REQUEST_FIGURES.indexOf(name2.figure);
    return name2.kind === "work" ? workRank(name2.figure) : rank;
  };
  return kinds.indexOf(a.kind) - kinds.indexOf(b.kind) || compare(a.endpoint ?? "", b.endpoint ?? "") || figureRank(a) - figureRank(b) || compare(a.key, b.key);
}
var compare = (a, b) => a < b ? -1 : a > b ? 1 : 0;
function workRank(figure2) {
  const rank = Object.keys(WORK_METRIC_REGISTRY).indexOf(figure2);
  return rank < 0 ? Number.MAX_SAFE_INTEGER : rank;
}
function selectSeries(records, options = {}) {
  const pointsBound = Math.max(2, Math.floor(options.points ?? DASHBOARD_LIMITS.points));
  const seriesBound = Math.max(1, Math.floor(options.series ?? DASHBOARD_LIMITS.series));
  const keep = options.keep ?? (() => true);
  const scenarioOrder = [...new Set(records.flatMap((r) => Object.keys(r.scenarios)))].sort(
    compare
  );
  const scenarioRank = new Map(scenarioOrder.map((name2, index) => [name2, index]));
  const candidates = [...seriesNames(records).values()].filter((name2) => keep(name2.key)).sort(
    (a, b) => priorityOf(a) - priorityOf(b) || scenarioRank.get(a.scenario) - scenarioRank.get(b.scenario) || compare(a.key, b.key)
  );
  const chosen = new Map(candidates.slice(0, seriesBound).map((name2) => [name2.key, name2]));
  const analysis = analyzeHistory(records, options.analysis, (key) => chosen.has(key));
  const drawn = /* @__PURE__ */ new Map();
  for (const series of analysis.series) {
    const name2 = chosen.get(series.key);
    if (!name2) continue;
    const offset = Math.max(0, series.points.length - pointsBound);
    drawn.set(series.key, {
      ...name2,
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
    leftOut: candidates.slice(seriesBound).map((name2) => name2.key),
    pointsBound,
    seriesBound
  };
}
function figureTitle(name2) {
  const figure2 = FIGURE_LABELS[name2.figure] ?? name2.figure;
  if (name2.kind === "endpoint") return `${name2.endpoint ?? ""} \xB7 ${figure2}`;
  if (name2.kind === "work") return `work \xB7 ${workMetric(name2.figure)?.label ?? name2.figure}`;
  return figure2;
}
var FIGURE_LABELS = {
  latency: "latency (geometric mean)",
  tps: "throughput",
  errorRate: "error rate"
};
function unitOf(name2) {
  if (name2.kind === "work") {
    const unit = workMetric(name2.figure)?.unit ?? "";
    return unit === "B" ? "bytes per request" : unit === "ms" ? "ms per request" : "per request";
  }
  if (name2.figure === "tps") return "iterations/s";
  if (name2.figure === "errorRate") return "fraction of requests";
  return "ms";
}
function formatValue(name2, value) {
  if (name2.kind === "work") {
    const metric = workMetric(name2.figure);
    return metric ? formatWork(value, name2.figure) : String(round(value));
  }
  if (name2.figure === "tps") return formatTps(value);
  if (name2.figure === "errorRate") return formatRatio(value);
  return formatMs(value);
}
function workMetric(figure2) {
  return Object.hasOwn(WORK_METRIC_REGISTRY, figure2) ? WORK_METRIC_REGISTRY[figure2] : void 0;
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

// src/history/branch-store.ts
var DEFAULT_IDENTITY = {
  name: "perf-gate",
  email: "perf-gate@users.noreply.invalid"
};
var DEFAULT_TRIES = 5;
var DEFAULT_BACKOFF_MS = 250;
var LOST_RACE = /\[rejected\]|\(fetch first\)|non-fast-forward|failed to lock|cannot lock ref/;
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
async function appendRecordToBranch(o, record) {
  const checked = historyRecordSchema.parse(record);
  await checkRepository(o);
  const file = monthFileOf(checked);
  const tries = o.tries ?? DEFAULT_TRIES;
  for (let attempt = 1; ; attempt++) {
    const tip = await fetchTip(o);
    const commit = await commitWithRecord(o, tip, file, checked);
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
var NoHistoryBranchError = class extends ConfigError {
};
async function readRecordsFromBranch(o) {
  await checkRepository(o);
  const tip = await fetchTip(o);
  if (tip === void 0) {
    throw new NoHistoryBranchError(
      `${remoteOf(o)} has no branch ${o.branch}: no result was recorded on it yet.`,
      {
        fix: `Record one first (\`perf-gate history append <result> --to-branch ${o.branch}\`, or the action on a push to the default branch), or name the branch that holds the history.`
      }
    );
  }
  const records = [];
  const problems = [];
  const months = (await treeOf(o.repo, tip)).filter((e) => MONTH_FILE.test(e.name));
  for (const entry of o.months === void 0 ? months : months.slice(-Math.max(1, o.months))) {
    if (entry.type !== "blob" || entry.size > MAX_MONTH_BYTES) {
      const reason = entry.type === "blob" ? monthTooLarge(entry.name, entry.size).message : "not a file";
      problems.push({ file: entry.name, line: 0, reason });
      continue;
    }
    const parsed = parseMonth(entry.name, await blobText(o.repo, entry.sha));
    records.push(...parsed.records);
    problems.push(...parsed.problems);
  }
  return { records, problems, commit: tip };
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
async function commitWithRecord(o, tip, file, record) {
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
      fix: `Remove it from the branch ${o.branch}; perf-gate keeps one file per month there.`
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
  const message = `perf-gate history: ${record.commit.slice(0, 12)}${record.branch ? ` on ${record.branch}` : ""} (${record.time})`;
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
    const [sha = "", name2] = line.trim().split("	");
    if (name2 === ref && /^[0-9a-f]{40,64}$/.test(sha)) return sha;
  }
  return void 0;
}

export {
  recordFromResult,
  seriesOf,
  higherIsWorse,
  recordsOfBranch,
  DEFAULT_HISTORY_BRANCH,
  describeProblem,
  historyBranchProblem,
  badHistoryBranch,
  HISTORY_MODES,
  appendRecord,
  readRecords,
  appendRecordToBranch,
  NoHistoryBranchError,
  readRecordsFromBranch,
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
