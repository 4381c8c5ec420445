import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  require_lib as require_lib5
} from "./chunk-NKLENGSB.js";
import {
  fitSpeedFactor,
  generatorCpuPerRequest,
  pairWindows
} from "./chunk-MTBSSG7L.js";
import {
  mean,
  require_lib,
  require_lib2,
  require_lib8 as require_lib3,
  require_lib9 as require_lib4,
  sampleStdDev
} from "./chunk-NBSOJKSS.js";
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
    for (const { base, pr } of pairWindows(scenario.windows).pairs) {
      const b = base.http.logLatency?.mean;
      const p = pr.http.logLatency?.mean;
      if (b === void 0 || p === void 0 || !Number.isFinite(p - b)) continue;
      latency.push(p - b);
      const k6Base = generatorCpuPerRequest(base);
      const k6Pr = generatorCpuPerRequest(pr);
      if (k6Base && k6Pr) generator.push(Math.log(k6Pr / k6Base));
    }
    if (latency.length >= 2)
      out.set(scenario.name, {
        latency,
        generator: generator.length === latency.length ? generator : []
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
    const ratios = scenarioRatios(result);
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
      const group = groups.get(key) ?? { runnerClass, runner, scenario, files: [], gates: [] };
      group.files.push(file);
      group.gates.push(d);
      groups.set(key, group);
    }
  }
  const fits = [];
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
    const adjusted = group.gates.map(
      (gate) => gate.latency.map((d, i) => d - (factor ?? 0) * (gate.generator[i] ?? 0))
    );
    fits.push({
      runnerClass: group.runnerClass,
      runner: group.runner,
      scenario: group.scenario,
      files: group.files,
      ...fitInstanceNoise(adjusted),
      speedAdjustment: factor ?? 0,
      unadjustedPairSpread: fitInstanceNoise(group.gates.map((gate) => [...gate.latency])).pairSpread
    });
  }
  return { fits, skipped };
}

export {
  MIN_NOISE_GATES,
  runnerClassOf,
  notAnAaGate,
  fitNoiseReport
};
