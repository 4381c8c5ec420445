import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  adjustForSteal,
  fitSpeedFactor,
  fitStealFactor,
  generatorCpuPerRequest,
  metricOf,
  pairWindows,
  require_lib as require_lib5,
  stealDifference,
  withWindowSteal
} from "./chunk-EWBYGUDV.js";
import {
  DEFAULTS,
  WORK_METRICS,
  mean,
  median,
  oneLine,
  require_lib,
  require_lib2,
  require_lib8 as require_lib3,
  require_lib9 as require_lib4,
  sampleStdDev,
  withinGroupSlope,
  workMetricOf
} from "./chunk-U2IOZD34.js";
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
  const factor2 = fitStealFactor(read);
  const pairs = read.reduce((sum, g) => sum + g.latency.length, 0);
  if (factor2 === void 0) {
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
    factor: factor2,
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
  const bound = (level) => Math.sqrt(Math.max(0, g * meanSquare / (0, import_stats_base_dists_chisquare_quantile.default)(1 - level, g) - fromPairs));
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
    const factor2 = withSpeed ? fitSpeedFactor(group.gates) : void 0;
    const speedOut = group.gates.map(
      (gate) => gate.latency.map((d, i) => d - (factor2 ?? 0) * (gate.generator[i] ?? 0))
    );
    fitted.push({ group, speedAdjustment: factor2 ?? 0, speedOut });
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

// src/report/calibration.ts
var pct = (fraction2, digits = 1) => `${Number((fraction2 * 100).toFixed(digits))} %`;
var factor = (value) => String(Number(value.toFixed(3)));
function stealFitWords(steal) {
  if (steal.source === "fitted")
    return `steal-adjustment ${factor(steal.factor)}, fitted on ${steal.pairs} pairs of ${steal.gates} gates`;
  const kept = steal.source === "recorded" ? "the gates' own compare.steal-adjustment" : "perf-gate's default";
  return `steal-adjustment ${factor(steal.factor)} kept (${kept}): not fitted, ${steal.reason ?? "no reason recorded"}`;
}
function runnerEntryText(entry) {
  return `{ cpu: ${JSON.stringify(entry.cpu)}, cores: ${entry.cores}, instance-noise: ${pct(entry.instanceNoise).replace(" ", "")}, steal-adjustment: ${factor(entry.stealAdjustment)} }`;
}
function runnerEntryLine(c, date) {
  const held = c.proposed;
  return `    - ${runnerEntryText(c.entry)} # perf-gate calibrate ${date}: fitted on ${c.fittedOn.length} A/A gates, judged on ${held.gates.length}: ${held.pass} pass, ${held.fail} fail, ${held.inconclusive} inconclusive`;
}
function heldOutLine(label, s) {
  return `instance-noise ${pct(s.instanceNoise)}, steal-adjustment ${factor(s.stealAdjustment)} (${label}): ${s.pass} pass, ${s.fail} fail, ${s.inconclusive} inconclusive; false fails ${s.fail} of ${s.gates.length}, at most ${pct(s.falseFailHigh)} (95 %)`;
}
function calibrationLines(c, date) {
  const lines = [
    `perf-gate calibrate: ${c.fittedOn.length + c.judgedOn.length} A/A gates on ${c.runnerClass}`,
    `  fitted on ${c.fittedOn.length} (${c.fittedOn.join(", ")}):`,
    `    host's steal: ${stealFitWords(c.steal)}`
  ];
  for (const fit of c.fits) {
    lines.push(
      `    ${fit.scenario}: \u03C3_u ${pct(fit.sigmaU)} (80 % bound ${pct(fit.upper80)}, 95 % ${pct(fit.upper95)}), pairs' spread ${pct(fit.pairSpread)} over ${fit.pairs} pairs; suggests ${pct(fit.suggested)}`
    );
    if (c.steal.source === "fitted")
      lines.push(
        `      without the steal taken out: \u03C3_u ${pct(fit.withoutSteal.sigmaU)}, pairs' spread ${pct(fit.withoutSteal.pairSpread)}`
      );
  }
  lines.push(
    `  judged on the ${c.judgedOn.length} it did not see (${c.judgedOn.join(", ")}):`,
    `    ${heldOutLine("proposed", c.proposed)}`,
    `    ${heldOutLine("perf-gate's default", c.defaults)}`
  );
  for (const gate of c.proposed.gates) {
    const l = gate.latency;
    const signed = (x) => `${x >= 0 ? "+" : ""}${x.toFixed(1)} %`;
    const figure2 = l ? `latency ${signed(l.changePct)} (${signed(l.lowPct)} to ${signed(l.highPct)})` : "no latency comparison";
    lines.push(
      `      ${gate.file}: ${gate.verdict}, ${figure2}${gate.failedBy.length > 0 ? `; regression: ${gate.failedBy.join(", ")}` : ""}`
    );
  }
  if (c.proposed.gates.length < 20) {
    lines.push(
      `  ${c.proposed.gates.length} held-out gates bound the false-fail rate only loosely; --gates 40 gives 20 to judge on.`
    );
  }
  lines.push(
    "",
    "Add to perf-gate.yml (docs/calibration.md):",
    "compare:",
    "  runners:",
    runnerEntryLine(c, date)
  );
  return lines;
}
function calibrationMarkdown(c, date) {
  return [
    `## perf-gate calibrate: ${c.runnerClass}`,
    "",
    `Proposed \`compare.runners\` entry: **instance-noise ${pct(c.entry.instanceNoise)}, steal-adjustment ${factor(c.entry.stealAdjustment)}** (${c.steal.source === "fitted" ? "fitted" : "kept, not fitted"}), judged on ${c.proposed.gates.length} A/A gates the fit did not see: ${c.proposed.pass} pass, ${c.proposed.fail} fail, ${c.proposed.inconclusive} inconclusive (false fails at most ${pct(c.proposed.falseFailHigh)}, 95 %).`,
    "",
    "```text",
    ...calibrationLines(c, date),
    "```",
    ""
  ].join("\n");
}

// src/history/calibration-record.ts
var CALIBRATION_SCHEMA = 1;
var CALIBRATIONS_FILE = "calibrations.jsonl";
var count = external_exports.number().int().min(0);
var fraction = external_exports.number().min(0).max(1);
var heldOutSchema = external_exports.looseObject({
  instanceNoise: fraction,
  stealAdjustment: external_exports.number().min(-10).max(10),
  pass: count,
  fail: count,
  inconclusive: count,
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
  branch: historyName.optional(),
  runner: external_exports.looseObject({
    class: historyName,
    cpuModel: historyName,
    cores: external_exports.number().int().positive()
  }),
  perfGate: historyName,
  /** the proposed compare.runners entry, as calibration.json's `entry` */
  entry: external_exports.looseObject({
    cpu: historyName,
    cores: external_exports.number().int().positive(),
    instanceNoise: fraction,
    stealAdjustment: external_exports.number().min(-10).max(10)
  }),
  /** A/A gates the noise model was fitted on, and judged on */
  fittedOn: count,
  judgedOn: count,
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
  isCalibrationFile,
  calibrationRecordFrom,
  heldOutPhrase,
  pct,
  factor,
  stealFitWords,
  runnerEntryText,
  calibrationLines,
  calibrationMarkdown
};
