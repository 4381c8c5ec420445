import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  adjustForSteal,
  compareScenario,
  comparisonRules,
  deriveVerdict,
  exitCodeForVerdict,
  fitSpeedFactor,
  fitStealFactor,
  generatorCpuPerRequest,
  metricOf,
  pairWindows,
  require_lib as require_lib5,
  stealDifference,
  withWindowSteal
} from "./chunk-S2UJT3Y3.js";
import {
  DEFAULTS,
  WORK_METRICS,
  evaluateBudget,
  formatBytes,
  formatCount,
  mean,
  median,
  oneLine,
  readAtMost,
  require_lib,
  require_lib2,
  require_lib8 as require_lib3,
  require_lib9 as require_lib4,
  sampleStdDev,
  withinGroupSlope,
  workMetricOf
} from "./chunk-XFDCSI7D.js";
import {
  diffSettings
} from "./chunk-H5S5CXRU.js";
import {
  ConfigError,
  external_exports
} from "./chunk-STJUJNGS.js";
import {
  __commonJS,
  __toESM
} from "./chunk-6CMWHVWB.js";

// node_modules/@stdlib/stats-base-dists-gamma-quantile/lib/main.js
var require_main = __commonJS({
  "node_modules/@stdlib/stats-base-dists-gamma-quantile/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib2();
    var gammaincinv = require_lib3();
    function quantile(p, alpha, beta) {
      if (isnan(alpha) || isnan(beta) || isnan(p) || alpha < 0 || beta <= 0 || p < 0 || p > 1) {
        return NaN;
      }
      if (alpha === 0) {
        return 0;
      }
      return 1 / beta * gammaincinv(p, alpha);
    }
    module.exports = quantile;
  }
});

// node_modules/@stdlib/stats-base-dists-gamma-quantile/lib/factory.js
var require_factory = __commonJS({
  "node_modules/@stdlib/stats-base-dists-gamma-quantile/lib/factory.js"(exports, module) {
    "use strict";
    var constantFunction = require_lib4();
    var gammaincinv = require_lib3();
    var degenerate = require_lib5().factory;
    var isnan = require_lib2();
    function factory(alpha, beta) {
      if (isnan(alpha) || isnan(beta) || alpha < 0 || beta <= 0) {
        return constantFunction(NaN);
      }
      if (alpha === 0) {
        return degenerate(0);
      }
      return quantile;
      function quantile(p) {
        if (isnan(p) || p < 0 || p > 1) {
          return NaN;
        }
        return 1 / beta * gammaincinv(p, alpha);
      }
    }
    module.exports = factory;
  }
});

// node_modules/@stdlib/stats-base-dists-gamma-quantile/lib/index.js
var require_lib6 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-gamma-quantile/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib();
    var main = require_main();
    var factory = require_factory();
    setReadOnly(main, "factory", factory);
    module.exports = main;
  }
});

// node_modules/@stdlib/stats-base-dists-chisquare-quantile/lib/main.js
var require_main2 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-chisquare-quantile/lib/main.js"(exports, module) {
    "use strict";
    var gammaQuantile = require_lib6();
    function quantile(p, k) {
      return gammaQuantile(p, k / 2, 0.5);
    }
    module.exports = quantile;
  }
});

// node_modules/@stdlib/stats-base-dists-chisquare-quantile/lib/factory.js
var require_factory2 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-chisquare-quantile/lib/factory.js"(exports, module) {
    "use strict";
    var gammaFactory = require_lib6().factory;
    function factory(k) {
      return gammaFactory(k / 2, 0.5);
    }
    module.exports = factory;
  }
});

// node_modules/@stdlib/stats-base-dists-chisquare-quantile/lib/index.js
var require_lib7 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-chisquare-quantile/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib();
    var main = require_main2();
    var factory = require_factory2();
    setReadOnly(main, "factory", factory);
    module.exports = main;
  }
});

// src/analysis/instance-noise.ts
var import_stats_base_dists_chisquare_quantile = __toESM(require_lib7(), 1);

// src/analysis/steal-fit.ts
var MAX_STEAL_FACTOR_ERROR = 0.02;
function recordedStealAdjustment(result) {
  const value = result.config?.compare?.stealAdjustment;
  return typeof value === "number" && Number.isFinite(value) ? value : void 0;
}
function keptStealFactor(recorded) {
  return recorded === void 0 ? { factor: DEFAULTS.stealAdjustment, source: "default" } : { factor: recorded, source: "recorded" };
}
function fitClassSteal(gates, kept) {
  const read = gates.filter((g) => g.steal.length > 1 && g.steal.length === g.latency.length);
  const factor = fitStealFactor(read);
  const pairs = read.reduce((sum, g) => sum + g.latency.length, 0);
  if (factor === void 0) {
    return {
      ...kept,
      reason: read.length === 0 ? "no gate read the host's steal in every measured window" : "the host's steal never differed between a pair's windows (a bare-metal runner reads 0)",
      gates: 0,
      pairs: 0
    };
  }
  const { slope, standardError } = slopeError(read);
  if (!(standardError <= MAX_STEAL_FACTOR_ERROR)) {
    return {
      ...kept,
      reason: `the host's steal differed too little between the sides (${round(slope)} \xB1 ${round(standardError)} per point over ${pairs} pairs; a fit needs \xB1 ${MAX_STEAL_FACTOR_ERROR} or less)`,
      gates: 0,
      pairs: 0,
      standardError
    };
  }
  return {
    factor,
    source: "fitted",
    gates: new Set(read.map((g) => g.file)).size,
    pairs,
    standardError
  };
}
var round = (value) => Number(value.toFixed(3));
function slopeError(gates) {
  const slope = withinGroupSlope(gates.map((g) => ({ y: g.latency, x: g.steal }))) ?? 0;
  let residuals = 0;
  let square = 0;
  let pairs = 0;
  for (const { latency, steal } of gates) {
    const yMean = mean(latency);
    const xMean = mean(steal);
    steal.forEach((x, i) => {
      residuals += (latency[i] - yMean - slope * (x - xMean)) ** 2;
      square += (x - xMean) ** 2;
    });
    pairs += latency.length;
  }
  const degrees = pairs - gates.length - 1;
  return {
    slope,
    standardError: degrees > 0 && square > 0 ? Math.sqrt(residuals / degrees / square) : Infinity
  };
}

// src/analysis/instance-noise.ts
var MIN_NOISE_GATES = 5;
var SUGGESTION_LEVEL = 0.8;
var SUGGESTION_STEP = 5e-3;
function runnerClassOf(result) {
  const { cores, cpuModel, memoryMb } = result.runner;
  return `${cores} cores, ${cpuModel || "unknown CPU"}, ${Math.round(memoryMb / 1024)} GiB`;
}
function notAnAaGate(result) {
  if (result.verdict === "error")
    return `the gate ended in an error (${result.error?.kind ?? "error"})`;
  const base = result.sides.base;
  if (!base) return "it has no base side: run with --base HEAD";
  if (!base.sha || base.sha !== result.sides.pr.sha)
    return `base ${base.sha?.slice(0, 12) ?? "(unknown)"} and PR ${result.sides.pr.sha?.slice(0, 12) ?? "(unknown)"} are different commits: an A/A gate runs --base HEAD on a clean checkout`;
  const reuseApp = result.config?.compare?.reuseApp;
  if (reuseApp === false)
    return "it ran with reuse-app: false, where instance-noise does not apply";
  return void 0;
}
function scenarioRatios(result) {
  const out = /* @__PURE__ */ new Map();
  for (const scenario of result.scenarios) {
    const latency = [];
    const generator = [];
    const steal = [];
    for (const pair of pairWindows(scenario.windows).pairs) {
      const { base, pr } = pair;
      const b = base.http.logLatency?.mean;
      const p = pr.http.logLatency?.mean;
      if (b === void 0 || p === void 0 || !Number.isFinite(p - b)) continue;
      latency.push(p - b);
      const k6Base = generatorCpuPerRequest(base);
      const k6Pr = generatorCpuPerRequest(pr);
      if (k6Base && k6Pr) generator.push(Math.log(k6Pr / k6Base));
      const stolen = stealDifference(pair);
      if (stolen !== void 0 && Number.isFinite(stolen)) steal.push(stolen);
    }
    if (latency.length >= 2)
      out.set(scenario.name, {
        latency,
        generator: generator.length === latency.length ? generator : [],
        steal: steal.length === latency.length ? steal : []
      });
  }
  return out;
}
var asFraction = (logValue) => Math.expm1(logValue);
function noiseMoments(gates) {
  const variances = gates.map((d) => sampleStdDev(d) ** 2);
  return {
    meanSquare: mean(gates.map((d) => mean(d) ** 2)),
    fromPairs: mean(gates.map((d, index) => variances[index] / d.length)),
    pairVariance: mean(variances)
  };
}
function fitInstanceNoise(gates) {
  const { meanSquare, fromPairs, pairVariance } = noiseMoments(gates);
  const g = gates.length;
  const bound = (level2) => Math.sqrt(Math.max(0, g * meanSquare / (0, import_stats_base_dists_chisquare_quantile.default)(1 - level2, g) - fromPairs));
  const upper80 = asFraction(bound(SUGGESTION_LEVEL));
  return {
    gates: g,
    pairs: gates.reduce((sum, d) => sum + d.length, 0),
    pairSpread: asFraction(Math.sqrt(pairVariance)),
    gateSpread: asFraction(Math.sqrt(meanSquare)),
    gateSpreadFromPairs: asFraction(Math.sqrt(fromPairs)),
    sigmaU: asFraction(Math.sqrt(Math.max(0, meanSquare - fromPairs))),
    upper80,
    upper95: asFraction(bound(0.95)),
    // 1e-9: a bound of exactly 1.5 % stays 1.5 % despite floating point
    suggested: Math.max(0, Math.ceil(upper80 / SUGGESTION_STEP - 1e-9)) * SUGGESTION_STEP
  };
}
function fitNoiseReport(inputs, options = {}) {
  const skipped = [];
  const groups = /* @__PURE__ */ new Map();
  for (const { file, result } of inputs) {
    const why = notAnAaGate(result);
    if (why) {
      skipped.push({ file, reason: why });
      continue;
    }
    const ratios = scenarioRatios(withWindowSteal(result));
    if (ratios.size === 0) {
      skipped.push({
        file,
        reason: "no scenario has two or more rounds with per-request log latencies"
      });
      continue;
    }
    const runnerClass = runnerClassOf(result);
    for (const [scenario, d] of ratios) {
      const key = `${runnerClass}\0${scenario}`;
      const runner = { cpuModel: result.runner.cpuModel, cores: result.runner.cores };
      const group = groups.get(key) ?? {
        runnerClass,
        runner,
        scenario,
        files: [],
        gates: [],
        recorded: recordedStealAdjustment(result)
      };
      group.files.push(file);
      group.gates.push(d);
      groups.set(key, group);
    }
  }
  const fitted = [];
  for (const group of groups.values()) {
    if (group.gates.length < MIN_NOISE_GATES) {
      for (const file of group.files)
        skipped.push({
          file,
          reason: `only ${group.gates.length} A/A gate(s) of scenario ${group.scenario} on ${group.runnerClass}; ${MIN_NOISE_GATES} or more are needed`
        });
      continue;
    }
    const withSpeed = options.speed !== false && group.gates.every((gate) => gate.generator.length === gate.latency.length);
    const factor = withSpeed ? fitSpeedFactor(group.gates) : void 0;
    const speedOut = group.gates.map(
      (gate) => gate.latency.map((d, i) => d - (factor ?? 0) * (gate.generator[i] ?? 0))
    );
    fitted.push({ group, speedAdjustment: factor ?? 0, speedOut });
  }
  const steal = /* @__PURE__ */ new Map();
  for (const runnerClass of new Set(fitted.map((f) => f.group.runnerClass))) {
    const ofClass = fitted.filter((f) => f.group.runnerClass === runnerClass);
    steal.set(
      runnerClass,
      fitClassSteal(
        ofClass.flatMap(
          ({ group, speedOut }) => speedOut.map((latency, i) => ({
            file: group.files[i],
            latency,
            steal: group.gates[i].steal
          }))
        ),
        keptStealFactor(ofClass[0].group.recorded)
      )
    );
  }
  const fits = fitted.map(({ group, speedAdjustment, speedOut }) => {
    const stealFit = steal.get(group.runnerClass);
    const adjusted = speedOut.map((d, i) => {
      const stolen = group.gates[i].steal;
      return adjustForSteal(d, stolen.length > 0 ? stolen : d.map(() => void 0), stealFit.factor).effects;
    });
    const withoutSteal = fitInstanceNoise(speedOut);
    return {
      runnerClass: group.runnerClass,
      runner: group.runner,
      scenario: group.scenario,
      files: group.files,
      ...fitInstanceNoise(adjusted),
      speedAdjustment,
      unadjustedPairSpread: fitInstanceNoise(group.gates.map((gate) => [...gate.latency])).pairSpread,
      steal: stealFit,
      withoutSteal: { pairSpread: withoutSteal.pairSpread, sigmaU: withoutSteal.sigmaU }
    };
  });
  return { fits, skipped };
}

// src/history/record.ts
import { createHash } from "node:crypto";
var HISTORY_SCHEMA = 1;
var MAX_NAME_CHARS = 1024;
var ONE_LINE = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]*$/;
var historyName = external_exports.string().min(1).max(MAX_NAME_CHARS, `must be at most ${MAX_NAME_CHARS} characters`).regex(ONE_LINE, "must be one line without control characters");
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
  endpoints: external_exports.record(historyName, requestFiguresSchema),
  /** work per request, by the name perf-gate.yml knows each metric by (config/work-metrics.ts) */
  work: external_exports.record(historyName, figure)
});
var historyRecordSchema = external_exports.looseObject({
  schema: external_exports.literal(HISTORY_SCHEMA),
  /** the commit measured (the PR side's sha) */
  commit: external_exports.string().regex(/^[0-9a-f]{7,64}$/, "must be a git commit id (hex)"),
  /** when the gate started, ISO 8601 */
  time: external_exports.iso.datetime({ offset: true }),
  ref: historyName.optional(),
  branch: historyName.optional(),
  pullRequest: external_exports.number().int().positive().optional(),
  /** the checkout had uncommitted changes: the commit does not describe all of what ran */
  dirty: external_exports.literal(true).optional(),
  runner: external_exports.looseObject({
    /** cores, CPU model and memory: results of one class are comparable */
    class: historyName,
    cpuModel: historyName,
    cores: external_exports.number().int().positive()
  }),
  /** the perf-gate version that measured */
  perfGate: historyName,
  /** the first 16 hex digits of the sha256 of the effective configuration, keys sorted */
  configHash: external_exports.string().regex(/^[0-9a-f]{16}$/, "must be 16 hex digits"),
  verdict: external_exports.enum(["pass", "fail", "inconclusive"]),
  scenarios: external_exports.record(historyName, scenarioFiguresSchema)
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

// src/analysis/result-schema.ts
var MAX_NAME_CHARS2 = 4096;
var MAX_TEXT_CHARS = 256 * 1024;
var ONE_LINE2 = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]*$/;
var NO_MARKUP = /^[^<>[\]@#|\\~&!$]*$/;
var name = external_exports.string().max(MAX_NAME_CHARS2, `must be at most ${MAX_NAME_CHARS2} characters`).regex(ONE_LINE2, "must be one line without control characters");
var text = external_exports.string().max(MAX_TEXT_CHARS, `must be at most ${MAX_TEXT_CHARS} characters`);
var gateNote = name.regex(NO_MARKUP, "must be plain text (no <, >, [, ], @, #, |, \\, ~, &, ! or $)").refine((note) => !/:\/\/|www\./i.test(note), "must be plain text (no link)");
var measured = external_exports.number().nullable();
var count = external_exports.number().int().min(0);
var side = external_exports.enum(["pr", "base"]);
var level = external_exports.enum(["error", "warning", "notice"]);
var comparisonStatus = external_exports.enum(["regression", "improvement", "no-change", "inconclusive"]);
var interval = external_exports.looseObject({
  lowPct: measured,
  highPct: measured,
  confidence: external_exports.number(),
  method: text.optional()
});
var latencySchema = external_exports.looseObject({ p50: external_exports.number(), p95: external_exports.number(), p99: external_exports.number() });
var requestSchema = external_exports.looseObject({
  requests: external_exports.number(),
  failed: external_exports.number(),
  errorRate: external_exports.number(),
  latency: latencySchema
});
var windowSchema = external_exports.looseObject({
  scenario: name,
  side,
  round: count,
  targetRate: external_exports.number(),
  tps: external_exports.number(),
  iterations: external_exports.number(),
  droppedIterations: external_exports.number(),
  http: requestSchema,
  endpoints: external_exports.record(name, requestSchema),
  endpointNote: gateNote.optional(),
  mix: external_exports.array(external_exports.looseObject({ scenario: name, exec: name, share: external_exports.number() })).optional(),
  generator: external_exports.looseObject({ saturated: external_exports.boolean(), reasons: external_exports.array(text) }),
  proxy: external_exports.looseObject({
    connections: external_exports.looseObject({
      samples: count,
      activePeak: count,
      activeMean: external_exports.number(),
      waitingPeak: count,
      writingPeak: count
    }).optional()
  }).optional(),
  instances: external_exports.array(
    external_exports.looseObject({
      label: name,
      container: external_exports.string().regex(/^[0-9a-f]{1,64}$/, "must be a container id"),
      requestsPerSec: external_exports.number().optional(),
      cpuPercent: external_exports.number().optional(),
      busyThreadsPeak: external_exports.number().optional(),
      hikariActivePeak: external_exports.number().optional(),
      hikariPendingPeak: external_exports.number().optional(),
      heapUsedMbPeak: external_exports.number().optional(),
      serverErrorsPerSec: external_exports.number().optional()
    })
  ).max(8).optional()
});
var ruleSchema = external_exports.looseObject({
  rule: name,
  metric: name,
  scenario: name.optional(),
  endpoint: name.optional(),
  expected: text,
  actual: text,
  passed: external_exports.boolean(),
  level,
  message: text,
  inconclusive: external_exports.boolean().optional()
});
var findingSchema = external_exports.looseObject({
  rule: name,
  level,
  message: text,
  keys: external_exports.array(name).optional(),
  scenario: name.optional(),
  side: side.optional(),
  // null: a figure the gate wrote as NaN
  evidence: external_exports.record(name, external_exports.union([external_exports.number(), text, external_exports.null()])).optional()
});
var comparisonSchema = external_exports.looseObject({
  scenario: name,
  endpoint: name.optional(),
  metric: external_exports.enum(["latency", "p50", "p95", "p99", "tps", "errorRate", "startupMs", "memoryMb"]),
  role: external_exports.enum(["primary", "endpoint", "diagnostic"]).optional(),
  familyWeight: external_exports.number().min(0).max(1).optional(),
  familyAlpha: external_exports.number().min(0).max(1).optional(),
  base: measured,
  pr: measured,
  changePct: measured,
  interval,
  tolerancePct: measured,
  mdePct: measured,
  pairs: count,
  status: comparisonStatus,
  changeUnit: external_exports.enum(["percent", "percentage-points"]).optional(),
  message: text.optional(),
  speedAdjustment: external_exports.looseObject({
    factor: external_exports.number(),
    applied: external_exports.boolean(),
    generatorChangePct: external_exports.number(),
    unadjustedChangePct: external_exports.number().optional(),
    reason: text.optional()
  }).optional(),
  stealAdjustment: external_exports.looseObject({
    factor: external_exports.number(),
    applied: external_exports.boolean(),
    stealDiffMeanPoints: external_exports.number(),
    stealDiffMaxPoints: external_exports.number(),
    unadjustedChangePct: external_exports.number().optional(),
    reason: text.optional()
  }).optional()
});
var shiftSchema = external_exports.looseObject({
  scenario: name,
  endpoint: name.optional(),
  pairs: count,
  changePct: measured,
  interval,
  tolerancePct: measured,
  status: comparisonStatus
});
var workSchema = external_exports.looseObject({
  comparisons: external_exports.array(
    external_exports.looseObject({
      scenario: name,
      endpoint: name.optional(),
      metric: external_exports.enum(WORK_METRICS),
      base: external_exports.number(),
      pr: external_exports.number(),
      change: external_exports.number(),
      // null: Infinity, a change from a base of 0
      changePct: measured,
      tolerance: external_exports.union([external_exports.number(), external_exports.literal(false)]),
      pairs: count,
      status: external_exports.enum(["regression", "improvement", "no-change", "not-judged"]),
      message: text
    })
  ),
  shapes: external_exports.array(
    external_exports.looseObject({
      shape: text,
      endpoint: name.optional(),
      base: external_exports.number(),
      pr: external_exports.number(),
      status: external_exports.enum(["new", "vanished", "more", "fewer"])
    })
  ),
  notes: external_exports.array(text).optional()
});
var scenarioSchema = external_exports.looseObject({
  name,
  script: name,
  targetRate: external_exports.number(),
  warmupSec: measured,
  durationSec: measured,
  windows: external_exports.array(windowSchema),
  rules: external_exports.array(ruleSchema),
  comparisons: external_exports.array(comparisonSchema),
  work: workSchema.optional(),
  shifts: external_exports.array(shiftSchema).optional(),
  findings: external_exports.array(findingSchema),
  verdict: external_exports.enum(["pass", "fail", "inconclusive"])
});
var settingValue = external_exports.union([external_exports.number(), name, external_exports.null()]);
var settingFields = external_exports.record(name, settingValue);
var effectiveSettingsSchema = external_exports.looseObject({
  tomcat: settingFields,
  datasources: external_exports.array(external_exports.looseObject({ prefix: name, hikari: settingFields })),
  jvm: settingFields,
  sources: external_exports.record(name, name)
});
var settingsSchema = external_exports.looseObject({
  pr: effectiveSettingsSchema.optional(),
  base: effectiveSettingsSchema.optional(),
  diff: external_exports.array(external_exports.looseObject({ key: name, before: settingValue, after: settingValue, source: name })).optional()
});
var seriesSchema = external_exports.looseObject({ t: external_exports.array(external_exports.number()), values: external_exports.array(external_exports.number()) });
var telemetrySchema = external_exports.looseObject({
  records: external_exports.array(
    external_exports.looseObject({
      label: external_exports.looseObject({ scenario: name, side, round: count }),
      series: external_exports.record(name, seriesSchema),
      facts: external_exports.record(name, external_exports.union([external_exports.number(), text])),
      notes: external_exports.array(
        external_exports.looseObject({
          source: external_exports.enum(["prometheus", "actuator", "container", "k6", "host", "client"]),
          message: text,
          fix: text.optional()
        })
      )
    })
  )
});
var protocolSchema = external_exports.looseObject({
  order: external_exports.enum(["alternate", "abba", "random"]),
  seed: external_exports.number(),
  bootOrder: external_exports.array(side),
  resets: count,
  resetsSkipped: count,
  pausedMs: external_exports.partialRecord(side, external_exports.number()).optional(),
  warmUps: external_exports.array(external_exports.looseObject({ side, scenario: name, steady: external_exports.boolean(), durationMs: external_exports.number() })).optional(),
  sequential: external_exports.looseObject({
    maxRounds: count,
    spending: external_exports.enum(["obrien-fleming", "pocock"]),
    looks: external_exports.array(
      external_exports.looseObject({
        scenario: name,
        pairs: count,
        confidence: external_exports.number(),
        stop: external_exports.boolean(),
        reason: text
      })
    )
  }).optional()
});
var sideInfoSchema = external_exports.looseObject({
  side,
  ref: name.optional(),
  sha: name.optional(),
  checkout: name
});
var resultSchema = external_exports.looseObject({
  schemaVersion: external_exports.literal(1),
  verdict: external_exports.enum(["pass", "fail", "inconclusive", "error"]),
  runner: external_exports.looseObject({
    cpuModel: name,
    cores: external_exports.number(),
    memoryMb: external_exports.number(),
    os: name,
    nodeVersion: name,
    k6Version: name.optional(),
    dockerVersion: name.optional()
  }),
  sides: external_exports.looseObject({ pr: sideInfoSchema, base: sideInfoSchema.optional() }),
  scenarios: external_exports.array(scenarioSchema),
  rules: external_exports.array(ruleSchema),
  findings: external_exports.array(findingSchema),
  settings: settingsSchema.optional(),
  telemetry: telemetrySchema.optional(),
  tool: external_exports.looseObject({ name, version: name }),
  startedAt: name,
  finishedAt: name,
  // not printed, but publish sets the commit status from it
  exitCode: external_exports.number().int(),
  protocol: protocolSchema.optional(),
  error: external_exports.looseObject({
    kind: external_exports.enum(["config", "environment", "gate"]),
    message: text,
    fix: text.optional(),
    stage: name.optional()
  }).optional(),
  policy: external_exports.looseObject({
    source: side,
    reason: text.optional(),
    changes: external_exports.array(external_exports.looseObject({ key: name, base: text, pr: text }))
  }).optional()
});

// src/analysis/results.ts
function parseResultFile(text2, file) {
  let raw;
  try {
    raw = JSON.parse(text2);
  } catch (error) {
    throw new ConfigError(`${file}: is not JSON (${oneLine(error.message, 200)}).`, {
      fix: "Pass the perf-gate-result.json a `perf-gate run` wrote."
    });
  }
  const version = raw?.schemaVersion;
  if (version !== 1) {
    throw new ConfigError(
      `${file}: schemaVersion is ${version === void 0 ? "missing" : oneLine(JSON.stringify(version), 200)}, this perf-gate reads schemaVersion 1.`,
      {
        fix: "Compare files written by the same perf-gate major version, or re-run the gate to write a current file."
      }
    );
  }
  const parsed = resultSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.slice(0, 5).map((issue) => `${file}: ${pathText(issue.path)} ${issue.message}`);
    throw new ConfigError(problems.join("\n"), {
      fix: "Pass an unmodified perf-gate-result.json."
    });
  }
  return raw;
}
function compareResults(base, pr, options = {}) {
  const baseFile = options.baseFile ?? "base result";
  const prFile = options.prFile ?? "PR result";
  for (const [result, file] of [
    [base, baseFile],
    [pr, prFile]
  ]) {
    if (result.verdict === "error" || result.scenarios.length === 0) {
      throw new ConfigError(
        `${file}: holds no measurement${result.error ? ` (the gate failed: ${result.error.message})` : ""}.`,
        { fix: "Compare two results of runs that measured something." }
      );
    }
  }
  const findings = [...pr.findings];
  const runnerProblem = runnerDifference(base.runner, pr.runner);
  if (runnerProblem) {
    if (!options.allowDifferentRunners) {
      throw new ConfigError(
        `${baseFile} and ${prFile} were measured on different runners (${runnerProblem}); their numbers are not comparable.`,
        {
          fix: "Measure both on the same machine, or pass --allow-different-runners to compare anyway."
        }
      );
    }
    findings.push({
      rule: "different-runners",
      level: "warning",
      message: `The two results come from different runners (${runnerProblem}): part of any change is the machine.`
    });
  }
  findings.push({
    rule: "separate-runs",
    level: "notice",
    message: "Base and PR were measured in separate runs, not interleaved: drift between the runs counts as change. `perf-gate run --base <ref>` interleaves the rounds and is more precise."
  });
  const baseNames = base.scenarios.map((scenario) => scenario.name).sort();
  const prNames = pr.scenarios.map((scenario) => scenario.name).sort();
  if (JSON.stringify(baseNames) !== JSON.stringify(prNames)) {
    throw new ConfigError(
      `Scenario mismatch: ${baseFile} has [${baseNames.join(", ")}], ${prFile} has [${prNames.join(", ")}].`,
      { fix: "Compare results of the same scenarios (same perf-gate.yml, same --scenario)." }
    );
  }
  const scenarios = pr.scenarios.map((prScenario) => {
    const baseScenario = base.scenarios.find(
      (scenario) => scenario.name === prScenario.name
    );
    return compareScenarioResults(baseScenario, prScenario, { baseFile, prFile, ...options });
  });
  const rules = scenarios.flatMap((scenario) => scenario.rules);
  const decision = deriveVerdict({
    rules,
    comparisons: scenarios.flatMap((scenario) => scenario.comparisons)
  });
  const settings = combinedSettings(base.settings, pr.settings);
  return {
    schemaVersion: 1,
    tool: pr.tool,
    startedAt: base.startedAt < pr.startedAt ? base.startedAt : pr.startedAt,
    finishedAt: base.finishedAt > pr.finishedAt ? base.finishedAt : pr.finishedAt,
    verdict: decision.verdict,
    exitCode: exitCodeForVerdict(decision.verdict, {
      failOnInconclusive: options.failOnInconclusive ?? false
    }),
    config: pr.config,
    runner: pr.runner,
    stages: [],
    sides: { pr: { ...pr.sides.pr, side: "pr" }, base: { ...base.sides.pr, side: "base" } },
    scenarios,
    rules,
    findings,
    ...settings ? { settings } : {}
  };
}
function compareScenarioResults(base, pr, options) {
  if (base.targetRate !== pr.targetRate) {
    throw new ConfigError(
      `Scenario ${pr.name}: ${options.baseFile} ran it at ${base.targetRate}/s, ${options.prFile} at ${pr.targetRate}/s; latency at different rates is not comparable.`,
      { fix: "Compare runs made with the same rate." }
    );
  }
  const measured2 = (scenario, file, side2) => {
    const windows2 = scenario.windows.filter((window) => window.side === "pr");
    if (windows2.length === 0) {
      throw new ConfigError(`${file}: scenario ${scenario.name} has no measured PR-side window.`, {
        fix: "Pass the result of a run that measured this scenario."
      });
    }
    return windows2.map((window) => ({ ...window, side: side2 }));
  };
  const windows = [
    ...measured2(base, options.baseFile, "base"),
    ...measured2(pr, options.prFile, "pr")
  ];
  const comparisons = compareScenario(pr.name, windows, options.compare ?? {});
  const carried = pr.rules.filter((rule) => !rule.rule.startsWith("regression."));
  const baseHealth = evaluateBudget({ scenario: pr.name, windows, side: "base" }).filter((rule) => rule.rule.startsWith("generator.")).map((rule) => ({ ...rule, message: `base run: ${rule.message}` }));
  const rules = [...carried, ...baseHealth, ...comparisonRules(comparisons)];
  const decision = deriveVerdict({ rules, comparisons });
  return { ...pr, windows, rules, comparisons, verdict: decision.verdict };
}
function runnerDifference(base, pr) {
  const differences = [];
  if (base.cpuModel !== pr.cpuModel) differences.push(`CPU "${base.cpuModel}" vs "${pr.cpuModel}"`);
  if (base.cores !== pr.cores) differences.push(`${base.cores} vs ${pr.cores} cores`);
  if (Math.abs(base.memoryMb - pr.memoryMb) > 0.05 * Math.max(base.memoryMb, pr.memoryMb)) {
    differences.push(`${base.memoryMb} vs ${pr.memoryMb} MB memory`);
  }
  return differences.length > 0 ? differences.join(", ") : void 0;
}
function combinedSettings(base, pr) {
  const prSide = pr?.pr;
  const baseSide = base?.pr;
  if (prSide === void 0 && baseSide === void 0) return void 0;
  return {
    ...prSide ? { pr: prSide } : {},
    ...baseSide ? { base: baseSide } : {},
    ...prSide && baseSide ? { diff: diffSettings(baseSide, prSide) } : {}
  };
}
function pathText(path) {
  return path.reduce(
    (text2, key) => typeof key === "number" ? `${text2}[${key}]` : `${text2}${text2 ? "." : ""}${keyText(key)}`,
    ""
  ) || "(root)";
}
function keyText(key) {
  const text2 = String(key);
  if (/^[\w .:/{}()-]{1,80}$/.test(text2)) return text2;
  return JSON.stringify(text2.length > 80 ? `${text2.slice(0, 80)}\u2026` : text2);
}

// src/history/calibration-record.ts
var CALIBRATION_SCHEMA = 1;
var CALIBRATIONS_FILE = "calibrations.jsonl";
var name2 = historyName;
var count2 = external_exports.number().int().min(0);
var fraction = external_exports.number().min(0).max(1);
var heldOutSchema = external_exports.looseObject({
  instanceNoise: fraction,
  stealAdjustment: external_exports.number().min(-10).max(10),
  pass: count2,
  fail: count2,
  inconclusive: count2,
  /** 95 % Clopper–Pearson upper bound of the false-fail rate */
  falseFailHigh: fraction
});
var calibrationRecordSchema = external_exports.looseObject({
  kind: external_exports.literal("calibration"),
  schema: external_exports.literal(CALIBRATION_SCHEMA),
  /** when the calibration was made, ISO 8601 */
  time: external_exports.iso.datetime({ offset: true }),
  /** the commit every A/A gate measured, when they all measured one */
  commit: external_exports.string().regex(/^[0-9a-f]{7,64}$/, "must be a git commit id (hex)").optional(),
  /** the branch the workflow ran on, when known */
  branch: name2.optional(),
  runner: external_exports.looseObject({ class: name2, cpuModel: name2, cores: external_exports.number().int().positive() }),
  perfGate: name2,
  /** the proposed compare.runners entry, as calibration.json's `entry` */
  entry: external_exports.looseObject({
    cpu: name2,
    cores: external_exports.number().int().positive(),
    instanceNoise: fraction,
    stealAdjustment: external_exports.number().min(-10).max(10)
  }),
  /** A/A gates the noise model was fitted on, and judged on */
  fittedOn: count2,
  judgedOn: count2,
  /** the held-out gates judged with the entry, and with perf-gate's defaults */
  proposed: heldOutSchema,
  defaults: heldOutSchema
});
function isCalibrationFile(raw) {
  return raw?.command === "calibrate";
}
function calibrationRecordFrom(file, raw, context = {}) {
  const outcome = raw ?? {};
  const calibration = outcome.calibration;
  if (!isCalibrationFile(raw) || calibration === void 0 || calibration === null) {
    const error = outcome.error?.message;
    throw new ConfigError(
      isCalibrationFile(raw) ? `${file}: the calibration proposed no entry${typeof error === "string" ? ` (${oneLine(error, 200)})` : ""}.` : `${file}: is not a calibration.json of perf-gate calibrate.`,
      {
        fix: "Record the calibration.json of a `perf-gate calibrate` that proposed an entry (exit code 0)."
      }
    );
  }
  const summary = (of) => {
    const s = of ?? {};
    return {
      instanceNoise: s.instanceNoise,
      stealAdjustment: s.stealAdjustment,
      pass: s.pass,
      fail: s.fail,
      inconclusive: s.inconclusive,
      falseFailHigh: s.falseFailHigh
    };
  };
  const runner = calibration.runner ?? {};
  const lengthOf = (list) => Array.isArray(list) ? list.length : void 0;
  const time = typeof outcome.time === "string" ? outcome.time : void 0;
  const record = {
    kind: "calibration",
    schema: CALIBRATION_SCHEMA,
    time: time ?? (context.now?.() ?? /* @__PURE__ */ new Date()).toISOString(),
    ...typeof outcome.commit === "string" ? { commit: outcome.commit.toLowerCase() } : {},
    ...context.branch ? { branch: context.branch } : {},
    runner: { class: calibration.runnerClass, cpuModel: runner.cpuModel, cores: runner.cores },
    perfGate: outcome.tool?.version,
    entry: calibration.entry,
    fittedOn: lengthOf(calibration.fittedOn),
    judgedOn: lengthOf(calibration.judgedOn),
    proposed: summary(calibration.proposed),
    defaults: summary(calibration.defaults)
  };
  const checked = calibrationRecordSchema.safeParse(record);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new ConfigError(
      `${file}: the calibration cannot be recorded: ${issue?.path.join(".") || "(record)"} ${oneLine(issue?.message ?? "is invalid", 200)}.`,
      { fix: "Record an unmodified calibration.json that `perf-gate calibrate` wrote." }
    );
  }
  return checked.data;
}
function heldOutPhrase(summary) {
  return `${summary.pass} pass, ${summary.fail} fail, ${summary.inconclusive} inconclusive`;
}

// src/commands/read-result.ts
var MAX_RESULT_BYTES = 64 * 1024 * 1024;
function readResultFile(file, cannotRead) {
  return parseResultFile(readCapped(file, cannotRead), file);
}
function readSavedFile(file, cannotRead, context = {}) {
  const text2 = readCapped(file, cannotRead);
  let raw;
  try {
    raw = JSON.parse(text2);
  } catch {
    raw = void 0;
  }
  if (isCalibrationFile(raw))
    return { kind: "calibration", record: calibrationRecordFrom(file, raw, context) };
  return { kind: "result", result: parseResultFile(text2, file) };
}
function isCalibrationJson(file) {
  try {
    return isCalibrationFile(JSON.parse(readCapped(file, (code) => new ConfigError(code))));
  } catch {
    return false;
  }
}
function readCapped(file, cannotRead) {
  try {
    return readAtMost(file, MAX_RESULT_BYTES, (size) => resultTooLarge(file, size));
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw cannotRead(error.code ?? String(error));
  }
}
function resultTooLarge(file, size) {
  const cap = formatBytes(MAX_RESULT_BYTES);
  return new ConfigError(
    size.atLeast ? `${file}: holds more than the ${cap} a result file may be; it was read no further.` : `${file}: is ${formatBytes(size.bytes)} (${formatCount(size.bytes)} bytes), more than the ${cap} a result file may be; it was not read.`,
    {
      fix: "Pass the perf-gate-result.json a `perf-gate run` wrote, unmodified (a real one is a few MB at most). A gate that writes more measures too long in one run: split its scenarios over several gates."
    }
  );
}
function readAaResultFiles(files) {
  return files.map((file) => ({
    file,
    result: readResultFile(
      file,
      (code) => new ConfigError(`${file}: cannot be read (${code}).`, {
        fix: "Pass the perf-gate-result.json files of A/A gates (`perf-gate run --base HEAD`)."
      })
    )
  }));
}

export {
  MIN_NOISE_GATES,
  runnerClassOf,
  notAnAaGate,
  fitNoiseReport,
  HISTORY_SCHEMA,
  historyRecordSchema,
  recordFromResult,
  seriesOf,
  higherIsWorse,
  recordsOfBranch,
  CALIBRATION_SCHEMA,
  CALIBRATIONS_FILE,
  calibrationRecordSchema,
  heldOutPhrase,
  compareResults,
  readResultFile,
  readSavedFile,
  isCalibrationJson,
  readAaResultFiles
};
