import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  require_lib as require_lib5
} from "./chunk-7KICMCBR.js";
import {
  adjustForSteal,
  fitSpeedFactor,
  fitStealFactor,
  generatorCpuPerRequest,
  pairWindows,
  stealDifference,
  withWindowSteal
} from "./chunk-HEWHE5JT.js";
import {
  DEFAULTS,
  mean,
  require_lib,
  require_lib2,
  require_lib8 as require_lib3,
  require_lib9 as require_lib4,
  sampleStdDev,
  withinGroupSlope
} from "./chunk-XFDCSI7D.js";
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

export {
  MIN_NOISE_GATES,
  runnerClassOf,
  notAnAaGate,
  fitNoiseReport
};
