import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  DEFAULT_CONFIDENCE,
  applyFamily,
  applyHolm,
  bootstrapInterval,
  effectiveDegreesOfFreedom,
  formatConfidence,
  formatPct,
  formatSignedPct,
  isFiniteNumber,
  judgedEndpoints,
  mean,
  median,
  minimumDetectableEffect,
  pairsNeededFor,
  require_lib,
  require_lib2,
  require_lib9 as require_lib3,
  sampleStdDev,
  standardError,
  tCdf,
  tInterval,
  tQuantile,
  withinGroupSlope
} from "./chunk-U2IOZD34.js";
import {
  LIMITS
} from "./chunk-STJUJNGS.js";
import {
  __commonJS
} from "./chunk-6CMWHVWB.js";

// node_modules/@stdlib/stats-base-dists-degenerate-quantile/lib/main.js
var require_main = __commonJS({
  "node_modules/@stdlib/stats-base-dists-degenerate-quantile/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib2();
    function quantile(p, mu) {
      if (isnan(p) || p < 0 || p > 1) {
        return NaN;
      }
      return mu;
    }
    module.exports = quantile;
  }
});

// node_modules/@stdlib/stats-base-dists-degenerate-quantile/lib/factory.js
var require_factory = __commonJS({
  "node_modules/@stdlib/stats-base-dists-degenerate-quantile/lib/factory.js"(exports, module) {
    "use strict";
    var constantFunction = require_lib3();
    var isnan = require_lib2();
    function factory(mu) {
      if (isnan(mu)) {
        return constantFunction(NaN);
      }
      return quantile;
      function quantile(p) {
        if (isnan(p) || p < 0 || p > 1) {
          return NaN;
        }
        return mu;
      }
    }
    module.exports = factory;
  }
});

// node_modules/@stdlib/stats-base-dists-degenerate-quantile/lib/index.js
var require_lib4 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-degenerate-quantile/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib();
    var main = require_main();
    var factory = require_factory();
    setReadOnly(main, "factory", factory);
    module.exports = main;
  }
});

// src/analysis/compare-words.ts
function metricLabel(comparison) {
  const name = comparison.metric === "errorRate" ? "error rate" : comparison.metric === "latency" ? "latency (geometric mean)" : comparison.metric;
  return comparison.endpoint === void 0 ? name : `${name} of ${comparison.endpoint}`;
}
function explainComparison(comparison, context) {
  const unit = comparison.changeUnit ?? "percent";
  const label = metricLabel(comparison);
  const tolerance = `the ${formatPct(comparison.tolerancePct, unit)} tolerance`;
  const skippedNote = context.skipped > 0 ? ` ${context.skipped} pair(s) had no usable value and were left out.` : "";
  if (comparison.pairs < 2) {
    return `${label}: only ${comparison.pairs} usable pair(s); an interval needs at least 2 (5 or more recommended). Raise compare.rounds.${skippedNote}`;
  }
  const confidence = formatConfidence(comparison.interval.confidence);
  const range = `${confidence} interval ${formatSignedPct(comparison.interval.lowPct, unit)} to ${formatSignedPct(comparison.interval.highPct, unit)}`;
  const change = `${label} changed ${formatSignedPct(comparison.changePct, unit)} (${range})`;
  switch (comparison.status) {
    case "regression":
      return `${change}: worse beyond ${tolerance}.${skippedNote}`;
    case "improvement":
      return `${change}: better beyond ${tolerance}.${skippedNote}`;
    case "no-change": {
      const worst = comparison.higherIsWorse ? comparison.interval.highPct : -comparison.interval.lowPct;
      return `${change}: no regression above ${formatSignedPct(Math.max(worst, 0), unit)} (${confidence}), within ${tolerance}.${skippedNote}`;
    }
    case "inconclusive": {
      const advice = context.pairsNeeded !== void 0 && context.pairsNeeded > comparison.pairs ? `about ${context.pairsNeeded} pairs (compare.rounds) would resolve changes of that size at this noise` : context.instanceFloor ? "more rounds cannot help here: the app-instance noise alone is wider than the tolerance; use compare.reuse-app: false with more rounds, or calibrate compare.instance-noise for this runner" : context.pairsNeeded === void 0 && context.maxRounds !== void 0 ? `even ${context.maxRounds} pairs (compare.rounds' cap) would not resolve changes of that size: the pairs themselves spread too widely on this runner; a quieter runner class, or one calibrated for it (docs/calibration.md), narrows them` : "add rounds (compare.rounds) or use a quieter runner";
      return `${change}: the interval straddles ${tolerance}, so the run cannot decide; ${advice}.${skippedNote}`;
    }
  }
}
function comparisonRules(comparisons) {
  return comparisons.map((comparison) => {
    const unit = comparison.changeUnit ?? "percent";
    const worse = comparison.higherIsWorse ? "\u2264" : "\u2265";
    const limit = comparison.higherIsWorse ? comparison.tolerancePct : -comparison.tolerancePct;
    const intervalText = isFiniteNumber(comparison.interval.lowPct) ? ` (${formatSignedPct(comparison.interval.lowPct, unit)} to ${formatSignedPct(comparison.interval.highPct, unit)})` : "";
    const record = {
      rule: `regression.${comparison.metric}`,
      metric: comparison.metric,
      scenario: comparison.scenario,
      ...comparison.endpoint === void 0 ? {} : { endpoint: comparison.endpoint },
      expected: `change ${worse} ${formatSignedPct(limit, unit)}`,
      actual: `${formatSignedPct(comparison.changePct, unit)}${intervalText}, ${comparison.pairs} pair(s)`,
      passed: comparison.status === "no-change" || comparison.status === "improvement",
      level: comparison.status === "regression" ? "error" : comparison.status === "inconclusive" ? "warning" : "notice",
      message: comparison.message ?? comparison.status
    };
    if (comparison.role === "endpoint") {
      if (comparison.status === "inconclusive") {
        record.level = "notice";
        record.message = `Does not make the gate inconclusive (an endpoint can only fail it): ${record.message}`;
      }
    } else if (comparison.role === "diagnostic") {
      if (comparison.status === "regression") record.level = "warning";
      if (comparison.status === "inconclusive") record.level = "notice";
      record.message = `Diagnostic, does not decide the verdict: ${record.message}`;
    } else if (comparison.status === "inconclusive") record.inconclusive = true;
    return record;
  });
}
function instanceNoiseWords(shared) {
  return shared > 0 ? `, with ${Number((Math.expm1(shared) * 100).toFixed(1))} % app-instance noise` : "";
}
function noiseSourceWords(used, source) {
  return used && source !== void 0 ? `; noise model from ${source}` : "";
}

// src/analysis/primary.ts
var DEFAULT_PRIMARY = ["latency", "errorRate"];
function assignRoles(comparisons, primary = DEFAULT_PRIMARY) {
  const kept = comparisons.filter(
    (comparison) => !(comparison.metric === "latency" && comparison.pairs === 0)
  );
  const hasLatency = kept.some((c) => c.metric === "latency" && c.endpoint === void 0);
  const family = new Set(
    primary.flatMap((metric) => metric === "latency" && !hasLatency ? ["p95"] : [metric])
  );
  for (const comparison of kept) {
    const isPrimary2 = comparison.endpoint === void 0 && family.has(comparison.metric);
    comparison.role = isPrimary2 ? "primary" : "diagnostic";
  }
  return kept;
}
function isPrimary(comparison) {
  return comparison.role === void 0 || comparison.role === "primary";
}
function canFail(comparison) {
  return comparison.role !== "diagnostic";
}
function lookComparisons(comparisons) {
  return comparisons.filter((c) => isPrimary(c) || canFail(c) && c.status === "regression");
}

// src/analysis/pairs.ts
function pairWindows(windows) {
  const base = /* @__PURE__ */ new Map();
  const pr = /* @__PURE__ */ new Map();
  for (const window of windows) {
    const side = window.side === "base" ? base : pr;
    if (!side.has(window.round)) side.set(window.round, window);
  }
  const rounds = [.../* @__PURE__ */ new Set([...base.keys(), ...pr.keys()])].sort((a, b) => a - b);
  const pairs = [];
  const unpairedRounds = [];
  for (const round of rounds) {
    const baseWindow = base.get(round);
    const prWindow = pr.get(round);
    if (baseWindow && prWindow) pairs.push({ round, base: baseWindow, pr: prWindow });
    else unpairedRounds.push(round);
  }
  return { pairs, unpairedRounds };
}
function metricOf(window, metric, endpoint) {
  const requests = endpoint === void 0 ? window.http : window.endpoints[endpoint];
  if (!requests) return void 0;
  switch (metric) {
    case "latency":
      return requests.logLatency ? Math.exp(requests.logLatency.mean) : void 0;
    case "p50":
      return requests.latency.p50;
    case "p95":
      return requests.latency.p95;
    case "p99":
      return requests.latency.p99;
    case "errorRate":
      return requests.errorRate;
    case "tps":
      return endpoint === void 0 ? window.tps : void 0;
  }
}

// src/analysis/speed.ts
var GENERATOR_CHECK_CONFIDENCE = 0.95;
function generatorCpuPerRequest(window) {
  const cpu = window.generator.cpuPercent;
  const requests = window.http.requests;
  if (cpu === void 0 || !(cpu > 0) || !(requests > 0) || !(window.durationSec > 0))
    return void 0;
  return cpu * window.durationSec / requests;
}
function adjustForRunnerSpeed(effects, generatorLogRatios, factor) {
  if (!(factor > 0)) return { effects: [...effects] };
  const ratios = generatorLogRatios.filter(
    (r) => r !== void 0 && Number.isFinite(r)
  );
  const generatorChangePct = ratios.length > 0 ? Math.expm1(mean(ratios)) * 100 : 0;
  const unadjusted = (reason) => ({
    effects: [...effects],
    record: { factor, applied: false, generatorChangePct, reason }
  });
  if (ratios.length !== effects.length || effects.length === 0)
    return unadjusted("k6's CPU was not read in every measured window");
  if (effects.length < 2)
    return unadjusted("one pair cannot show whether k6's own work changed between the sides");
  const interval = tInterval(ratios, GENERATOR_CHECK_CONFIDENCE);
  if (interval.low > 0 || interval.high < 0) {
    const pct = (v) => `${v >= 0 ? "+" : ""}${(Math.expm1(v) * 100).toFixed(1)} %`;
    return unadjusted(
      `k6's CPU per request differed between the sides (${pct(interval.estimate)}, 95 % interval ${pct(interval.low)} to ${pct(interval.high)}): the PR changes what k6 does per request (e.g. response sizes), so k6 cannot read the runner's speed`
    );
  }
  return {
    effects: effects.map((effect, i) => effect - factor * ratios[i]),
    record: {
      factor,
      applied: true,
      generatorChangePct,
      unadjustedChangePct: Math.expm1(mean(effects)) * 100
    }
  };
}
function describeSpeedAdjustment(record) {
  if (!record) return void 0;
  if (!record.applied)
    return `Latency not adjusted for the runner's speed: ${record.reason ?? "no reason recorded"}.`;
  const signed = (pct) => `${pct >= 0 ? "+" : ""}${pct.toFixed(1)}%`;
  return `Latency with the runner's speed taken out of each pair: ${record.factor} \xD7 the change of k6's CPU per request (${signed(record.generatorChangePct)} PR vs base on average)` + (record.unadjustedChangePct === void 0 ? "." : `; unadjusted, the change reads ${signed(record.unadjustedChangePct)}.`);
}
function fitSpeedFactor(gates) {
  const slope = withinGroupSlope(gates.map((g) => ({ y: g.latency, x: g.generator })));
  if (slope === void 0) return void 0;
  return Math.min(3, Math.max(0, Math.round(slope * 20) / 20));
}

// src/analysis/steal.ts
var STEAL_SERIES = "host.steal";
function windowStealPct(record) {
  const values = record.series[STEAL_SERIES]?.values.filter(Number.isFinite) ?? [];
  return values.length > 0 ? mean(values) : void 0;
}
function withWindowSteal(result) {
  const key = (l) => `${l.scenario}\0${l.side}\0${l.round}`;
  const steal = /* @__PURE__ */ new Map();
  for (const record of result.telemetry?.records ?? []) {
    const pct = windowStealPct(record);
    if (pct !== void 0) steal.set(key(record.label), pct);
  }
  let added = false;
  const scenarios = result.scenarios.map((scenario) => ({
    ...scenario,
    windows: scenario.windows.map((window) => {
      const pct = window.hostStealPct === void 0 ? steal.get(key(window)) : void 0;
      if (pct === void 0) return window;
      added = true;
      return { ...window, hostStealPct: pct };
    })
  }));
  return added ? { ...result, scenarios } : result;
}
function stealDifference(pair) {
  const { base, pr } = pair;
  return base.hostStealPct === void 0 || pr.hostStealPct === void 0 ? void 0 : pr.hostStealPct - base.hostStealPct;
}
function adjustForSteal(effects, stealDiffs, factor) {
  if (!(factor > 0)) return { effects: [...effects] };
  const diffs = stealDiffs.filter((d) => d !== void 0 && Number.isFinite(d));
  const stealDiffMeanPoints = diffs.length > 0 ? mean(diffs) : 0;
  const stealDiffMaxPoints = Math.max(0, ...diffs.map(Math.abs));
  if (diffs.length !== effects.length || effects.length === 0) {
    return {
      effects: [...effects],
      record: {
        factor,
        applied: false,
        stealDiffMeanPoints,
        stealDiffMaxPoints,
        reason: "the host's steal was not read in every measured window"
      }
    };
  }
  return {
    effects: effects.map((effect, i) => effect - factor * diffs[i]),
    record: {
      factor,
      applied: true,
      stealDiffMeanPoints,
      stealDiffMaxPoints,
      unadjustedChangePct: Math.expm1(mean(effects)) * 100
    }
  };
}
function stealAdjusted(record) {
  return record?.applied === true && record.stealDiffMaxPoints > 0;
}
function stealAdjustmentWords(record) {
  return stealAdjusted(record) ? `, adjusted for the host's steal (${record.factor} per point)` : "";
}
function describeStealAdjustment(record) {
  if (!record) return void 0;
  if (!record.applied)
    return `Latency not adjusted for the host's steal: ${record.reason ?? "no reason recorded"}.`;
  if (!stealAdjusted(record)) return void 0;
  const signed = (value, digits) => {
    const rounded = Number(value.toFixed(digits));
    return `${rounded >= 0 ? "+" : ""}${rounded === 0 ? 0 : rounded}`;
  };
  return `Latency with the host's steal taken out of each pair: ${record.factor} \xD7 the PR\u2212base difference of the hypervisor's steal (${signed(record.stealDiffMeanPoints, 2)} points on average)` + (record.unadjustedChangePct === void 0 ? "." : `; unadjusted, the change reads ${signed(record.unadjustedChangePct, 1)}%.`);
}
function fitStealFactor(gates) {
  const slope = withinGroupSlope(gates.map((g) => ({ y: g.latency, x: g.steal })));
  if (slope === void 0) return void 0;
  return Math.min(0.5, Math.max(0, Math.round(slope * 1e3) / 1e3));
}

// src/analysis/compare-decision.ts
function regressionPValue(effects, options) {
  const stdDev = sampleStdDev(effects);
  const se = standardError(stdDev, effects.length, options.sharedStdDev);
  const worse = (options.higherIsWorse ? 1 : -1) * mean(effects);
  const df = effectiveDegreesOfFreedom(
    stdDev,
    effects.length,
    options.sharedStdDev,
    options.sharedDegreesOfFreedom
  );
  if (!(se > 0)) return worse > options.tolerance ? 0 : 1;
  return 1 - tCdf((worse - options.tolerance) / se, df);
}
function withSharedNoise(interval, sharedStdDev, pairs, sharedDegreesOfFreedom) {
  if (sharedStdDev <= 0 || pairs < 2) return interval;
  const extra = tQuantile(1 - (1 - interval.confidence) / 2, sharedDegreesOfFreedom) * sharedStdDev;
  const widen = (half) => Math.sqrt(half * half + extra * extra);
  return {
    ...interval,
    low: interval.estimate - widen(interval.estimate - interval.low),
    high: interval.estimate + widen(interval.high - interval.estimate)
  };
}
function classifyChange(lowPct, highPct, tolerancePct, higherIsWorse) {
  if (!isFiniteNumber(lowPct) || !isFiniteNumber(highPct)) return "inconclusive";
  const worseLow = higherIsWorse ? lowPct : -highPct;
  const worseHigh = higherIsWorse ? highPct : -lowPct;
  if (worseLow > tolerancePct) return "regression";
  if (worseHigh < -tolerancePct) return "improvement";
  if (worseHigh <= tolerancePct) return "no-change";
  return "inconclusive";
}

// src/analysis/compare.ts
var ALL_THE_PAIRS = 1e6;
var DEFAULT_TOLERANCES = {
  latency: 10,
  p50: 10,
  p95: 10,
  p99: 15,
  tps: 5,
  errorRate: 1
};
var DEFAULT_COMPARED_METRICS = [
  "latency",
  "p95",
  "p99",
  "tps",
  "errorRate"
];
var PERCENTILE_INSTANCE_NOISE = Math.log1p(0.07);
var INSTANCE_NOISE_DEGREES_OF_FREEDOM = 9;
function compareScenario(scenario, windows, options = {}) {
  if (!windows.some((window) => window.side === "base")) return [];
  const { pairs } = pairWindows(windows);
  const metrics = options.metrics ?? DEFAULT_COMPARED_METRICS;
  const comparisons = metrics.map((metric) => compareMetric(scenario, pairs, metric, options));
  if (options.endpoints) {
    const endpointNames = /* @__PURE__ */ new Set();
    for (const { base, pr } of pairs) {
      for (const name of Object.keys(pr.endpoints))
        if (name in base.endpoints) endpointNames.add(name);
    }
    for (const endpoint of [...endpointNames].sort()) {
      comparisons.push(compareMetric(scenario, pairs, "p95", options, endpoint));
    }
  }
  const judged = assignRoles(comparisons, options.primary);
  if (options.endpoints && options.endpointFamily !== false) {
    for (const endpoint of judgedEndpoints(pairs).judged) {
      judged.push({
        ...compareMetric(scenario, pairs, "latency", options, endpoint),
        role: "endpoint"
      });
    }
  }
  if ((options.multiplicity ?? "holm") === "holm") {
    const members = applyFamily(
      judged.filter((c) => c.role !== "diagnostic"),
      (1 - (options.confidence ?? DEFAULT_CONFIDENCE)) / 2,
      options.familyShare ?? 1
    );
    const gateAlpha = (1 - (options.gateConfidence ?? options.confidence ?? DEFAULT_CONFIDENCE)) / 2;
    for (const member of members) member.familyAlpha = gateAlpha;
    applyHolm(
      judged.filter((c) => !isPrimary(c) && c.role !== "endpoint"),
      options
    );
  }
  return judged;
}
function compareMetric(scenario, pairs, metric, options = {}, endpoint) {
  const confidence = options.confidence ?? DEFAULT_CONFIDENCE;
  const method = options.method ?? "t";
  const tolerancePct = options.tolerances?.[metric] ?? DEFAULT_TOLERANCES[metric];
  const higherIsWorse = metric !== "tps";
  const absolute = metric === "errorRate";
  const baseValues = [];
  const prValues = [];
  const raw = [];
  const adjustable = metric === "latency" && endpoint === void 0;
  const generatorLogRatios = [];
  const stealDiffs = [];
  let skipped = 0;
  for (const pair of pairs) {
    const base = metricOf(pair.base, metric, endpoint);
    const pr = metricOf(pair.pr, metric, endpoint);
    const usable = isFiniteNumber(base) && isFiniteNumber(pr) && (absolute || base > 0 && pr > 0);
    if (!usable) {
      skipped++;
      continue;
    }
    baseValues.push(base);
    prValues.push(pr);
    raw.push(absolute ? (pr - base) * 100 : Math.log(pr / base));
    if (adjustable) {
      const k6Base = generatorCpuPerRequest(pair.base);
      const k6Pr = generatorCpuPerRequest(pair.pr);
      generatorLogRatios.push(k6Base && k6Pr ? Math.log(k6Pr / k6Base) : void 0);
    }
    if (metric === "latency") stealDiffs.push(stealDifference(pair));
  }
  const { effects: speedOut, record: speedAdjustment } = adjustable ? adjustForRunnerSpeed(raw, generatorLogRatios, options.speedAdjustment ?? 0) : { effects: raw, record: void 0 };
  const { effects, record: stealAdjustment } = metric === "latency" ? adjustForSteal(speedOut, stealDiffs, options.stealAdjustment ?? 0) : { effects: speedOut, record: void 0 };
  const noise = options.instanceNoise ?? 0;
  const shared = metric === "latency" ? noise : (metric === "p50" || metric === "p95" || metric === "p99") && noise > 0 ? Math.max(noise, options.percentileInstanceNoise ?? PERCENTILE_INSTANCE_NOISE) : 0;
  const sharedDegreesOfFreedom = options.instanceNoiseDegreesOfFreedom ?? INSTANCE_NOISE_DEGREES_OF_FREEDOM;
  const interval = method === "bootstrap" ? withSharedNoise(
    bootstrapInterval(effects, {
      confidence,
      ...options.seed === void 0 ? {} : { seed: options.seed },
      ...options.resamples === void 0 ? {} : { resamples: options.resamples }
    }),
    shared,
    effects.length,
    sharedDegreesOfFreedom
  ) : tInterval(effects, confidence, shared, sharedDegreesOfFreedom);
  const toPct = absolute ? (effect) => effect : (effect) => Math.expm1(effect) * 100;
  const stdDev = sampleStdDev(effects);
  const mdeOptions = {
    confidence,
    sharedStdDev: shared,
    sharedDegreesOfFreedom,
    ...options.power === void 0 ? {} : { power: options.power }
  };
  const mde = minimumDetectableEffect(stdDev, effects.length, mdeOptions);
  const adjusted = speedAdjustment?.applied === true || stealAdjusted(stealAdjustment);
  const comparison = {
    scenario,
    ...endpoint === void 0 ? {} : { endpoint },
    metric,
    higherIsWorse,
    base: median(baseValues),
    pr: median(prValues),
    changePct: toPct(interval.estimate),
    interval: {
      lowPct: toPct(interval.low),
      highPct: toPct(interval.high),
      confidence,
      method: `${method === "t" ? "t interval" : "bootstrap percentile"} on ${absolute ? "differences" : "log ratios"}` + instanceNoiseWords(shared) + (speedAdjustment?.applied ? `, adjusted for the runner's speed (${speedAdjustment.factor} \xD7 k6's CPU per request)` : "") + stealAdjustmentWords(stealAdjustment) + noiseSourceWords(shared > 0 || adjusted, options.noiseSource)
    },
    tolerancePct,
    mdePct: toPct(mde),
    pairs: effects.length,
    status: "inconclusive",
    ...speedAdjustment ? { speedAdjustment } : {},
    ...stealAdjustment ? { stealAdjustment } : {},
    ...absolute ? { changeUnit: "percentage-points" } : {}
  };
  const cannotMove = stdDev === 0 && shared === 0 && interval.estimate === 0;
  if (method === "t" && effects.length >= 2 && !cannotMove) {
    comparison.pRegression = regressionPValue(effects, {
      tolerance: absolute ? tolerancePct : Math.log1p(tolerancePct / 100),
      higherIsWorse,
      sharedStdDev: shared,
      sharedDegreesOfFreedom
    });
  }
  comparison.status = classifyChange(
    comparison.interval.lowPct,
    comparison.interval.highPct,
    tolerancePct,
    higherIsWorse
  );
  const toleranceOnScale = absolute ? tolerancePct : Math.log1p(tolerancePct / 100);
  const pairsNeeded = pairsNeededFor(toleranceOnScale, stdDev, {
    ...mdeOptions,
    maxPairs: LIMITS.rounds
  });
  comparison.message = explainComparison(comparison, {
    skipped,
    pairsNeeded,
    // the shared term alone makes every number of pairs too few: the MDE as the pairs' own
    // spread averages away
    instanceFloor: shared > 0 && minimumDetectableEffect(stdDev, ALL_THE_PAIRS, mdeOptions) > toleranceOnScale,
    maxRounds: LIMITS.rounds
  });
  for (const [what, record] of [
    ["the runner's speed", speedAdjustment],
    ["the host's steal", stealAdjustment]
  ]) {
    if (record?.reason)
      comparison.message = `${comparison.message ?? ""} Not adjusted for ${what}: ${record.reason}.`.trim();
  }
  return comparison;
}

// src/analysis/verdict.ts
function deriveVerdict(input) {
  const considered = [
    ...input.rules,
    ...comparisonRules(missingComparisons(input.rules, input.comparisons ?? [])),
    ...findingRules(input.findings ?? [], input.failOnFindings ?? false)
  ];
  const failing = considered.filter(
    (record) => !record.passed && record.level === "error" && record.inconclusive !== true
  );
  const inconclusive = considered.filter(
    (record) => !record.passed && record.inconclusive === true
  );
  if (failing.length > 0) {
    return {
      verdict: "fail",
      reason: summarize(failing, "failed"),
      failing,
      inconclusive,
      considered
    };
  }
  if (inconclusive.length > 0) {
    return {
      verdict: "inconclusive",
      reason: summarize(inconclusive, "could not be decided"),
      failing,
      inconclusive,
      considered
    };
  }
  const warned = considered.filter((record) => !record.passed && record.level === "warning");
  const reason = considered.length === 0 ? "No budget or comparison was configured, so nothing was checked." : warned.length > 0 ? `Passed, with ${warned.length} warning(s): ${[...new Set(warned.map((record) => record.rule))].join(", ")}.` : `All ${considered.length} rule(s) passed.`;
  return { verdict: "pass", reason, failing, inconclusive, considered };
}
function exitCodeForVerdict(verdict, options = {}) {
  if (verdict === "pass") return 0;
  if (verdict === "fail") return 1;
  if (verdict === "inconclusive") return options.failOnInconclusive ? 1 : 0;
  return 2;
}
function missingComparisons(rules, comparisons) {
  const recorded = new Set(
    rules.filter((record) => record.rule.startsWith("regression.")).map((record) => comparisonKey(record.rule, record.scenario, record.endpoint))
  );
  return comparisons.filter(
    (comparison) => !recorded.has(
      comparisonKey(`regression.${comparison.metric}`, comparison.scenario, comparison.endpoint)
    )
  );
}
function comparisonKey(rule, scenario, endpoint) {
  return JSON.stringify([rule, scenario ?? "", endpoint ?? ""]);
}
function findingRules(findings, failOnFindings) {
  const threshold = failOnFindings === true || failOnFindings === "warning" ? "warning" : failOnFindings === "error" ? "error" : void 0;
  if (threshold === void 0) return [];
  const counts = (level) => level === "error" || threshold === "warning" && level === "warning";
  return findings.filter((finding) => counts(finding.level)).map((finding) => ({
    rule: `finding.${finding.rule}`,
    metric: "finding",
    ...finding.scenario === void 0 ? {} : { scenario: finding.scenario },
    expected: "no finding (failOnFindings)",
    actual: finding.level,
    passed: false,
    level: "error",
    message: finding.message
  }));
}
function summarize(records, what) {
  const first = records[0];
  const more = records.length > 1 ? ` (+${records.length - 1} more ${what})` : "";
  return `${first.message}${more}`;
}

export {
  isPrimary,
  canFail,
  lookComparisons,
  require_lib4 as require_lib,
  pairWindows,
  metricOf,
  generatorCpuPerRequest,
  describeSpeedAdjustment,
  fitSpeedFactor,
  windowStealPct,
  withWindowSteal,
  stealDifference,
  adjustForSteal,
  describeStealAdjustment,
  fitStealFactor,
  comparisonRules,
  instanceNoiseWords,
  noiseSourceWords,
  classifyChange,
  DEFAULT_TOLERANCES,
  INSTANCE_NOISE_DEGREES_OF_FREEDOM,
  compareScenario,
  deriveVerdict,
  exitCodeForVerdict
};
