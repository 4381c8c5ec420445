import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  readResultFile
} from "./chunk-R3FOBZKG.js";
import {
  require_lib as require_lib5
} from "./chunk-2WPRH73I.js";
import {
  fitSpeedFactor,
  generatorCpuPerRequest,
  mean,
  pairWindows,
  require_lib,
  require_lib2,
  require_lib8 as require_lib3,
  require_lib9 as require_lib4,
  sampleStdDev
} from "./chunk-GINRVMNG.js";
import "./chunk-HX25DVCM.js";
import "./chunk-H5S5CXRU.js";
import {
  ConfigError,
  parseFlags,
  registerFlags,
  toggle
} from "./chunk-POAKYTV7.js";
import {
  __commonJS,
  __toESM
} from "./chunk-6CMWHVWB.js";

// ../../work/main/node_modules/@stdlib/stats-base-dists-gamma-quantile/lib/main.js
var require_main = __commonJS({
  "../../work/main/node_modules/@stdlib/stats-base-dists-gamma-quantile/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib2();
    var gammaincinv = require_lib4();
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

// ../../work/main/node_modules/@stdlib/stats-base-dists-gamma-quantile/lib/factory.js
var require_factory = __commonJS({
  "../../work/main/node_modules/@stdlib/stats-base-dists-gamma-quantile/lib/factory.js"(exports, module) {
    "use strict";
    var constantFunction = require_lib3();
    var gammaincinv = require_lib4();
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

// ../../work/main/node_modules/@stdlib/stats-base-dists-gamma-quantile/lib/index.js
var require_lib6 = __commonJS({
  "../../work/main/node_modules/@stdlib/stats-base-dists-gamma-quantile/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib();
    var main = require_main();
    var factory = require_factory();
    setReadOnly(main, "factory", factory);
    module.exports = main;
  }
});

// ../../work/main/node_modules/@stdlib/stats-base-dists-chisquare-quantile/lib/main.js
var require_main2 = __commonJS({
  "../../work/main/node_modules/@stdlib/stats-base-dists-chisquare-quantile/lib/main.js"(exports, module) {
    "use strict";
    var gammaQuantile = require_lib6();
    function quantile(p, k) {
      return gammaQuantile(p, k / 2, 0.5);
    }
    module.exports = quantile;
  }
});

// ../../work/main/node_modules/@stdlib/stats-base-dists-chisquare-quantile/lib/factory.js
var require_factory2 = __commonJS({
  "../../work/main/node_modules/@stdlib/stats-base-dists-chisquare-quantile/lib/factory.js"(exports, module) {
    "use strict";
    var gammaFactory = require_lib6().factory;
    function factory(k) {
      return gammaFactory(k / 2, 0.5);
    }
    module.exports = factory;
  }
});

// ../../work/main/node_modules/@stdlib/stats-base-dists-chisquare-quantile/lib/index.js
var require_lib7 = __commonJS({
  "../../work/main/node_modules/@stdlib/stats-base-dists-chisquare-quantile/lib/index.js"(exports, module) {
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
function fitNoiseReport(inputs) {
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
    const withSpeed = group.gates.every((gate) => gate.generator.length === gate.latency.length);
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

// src/commands/noise.ts
var FEW_GATES = 20;
var NOISE_FLAGS = {
  json: toggle("--json", "print the fit as JSON")
};
function register(program) {
  registerFlags(
    program.command("noise").description(
      "Fit compare.instance-noise for this runner from A/A gates' result files (perf-gate run --base HEAD)"
    ).argument(
      "<results...>",
      "perf-gate-result.json files of A/A gates (base and PR one commit)"
    ),
    NOISE_FLAGS
  ).action(async (files, raw) => {
    const flags = parseFlags(NOISE_FLAGS, raw);
    const report = await noiseCommand(files);
    for (const { file, reason } of report.skipped)
      process.stderr.write(`perf-gate: skipped ${file}: ${reason}
`);
    process.stdout.write(
      flags.json ? `${JSON.stringify(report, null, 2)}
` : `${renderNoiseReport(report)}
`
    );
  });
}
function noiseCommand(files) {
  return new Promise((resolve) => resolve(fitFiles(files)));
}
function fitFiles(files) {
  const inputs = files.map((file) => ({
    file,
    result: readResultFile(
      file,
      (code) => new ConfigError(`${file}: cannot be read (${code}).`, {
        fix: "Pass the perf-gate-result.json files of A/A gates (`perf-gate run --base HEAD`)."
      })
    )
  }));
  const report = fitNoiseReport(inputs);
  if (report.fits.length === 0) {
    const reasons = report.skipped.map(({ file, reason }) => `  ${file}: ${reason}`).join("\n");
    throw new ConfigError(
      `No runner class has ${MIN_NOISE_GATES} or more A/A gates among the ${files.length} result file(s) given:
${reasons}`,
      {
        fix: `Run \`perf-gate run --base HEAD\` on a clean checkout ${FEW_GATES} times or more on one runner class (docs/calibration.md) and pass every result file.`
      }
    );
  }
  return report;
}
var pct = (fraction) => `${(fraction * 100).toFixed(1)} %`;
var setting = (fraction) => `${Number((fraction * 100).toFixed(1))}%`;
function renderFit(fit) {
  return [
    `runner: ${fit.runnerClass} \xB7 scenario: ${fit.scenario}`,
    `  A/A gates, pairs              ${fit.gates}, ${fit.pairs}`,
    `  runner's speed (k6 CPU)       speed-adjustment ${fit.speedAdjustment} (pairs' spread without it: ${pct(fit.unadjustedPairSpread)})`,
    `  pairs' spread within a gate   ${pct(fit.pairSpread)}`,
    `  gates' mean change, rms       ${pct(fit.gateSpread)} (the pairs alone: ${pct(fit.gateSpreadFromPairs)})`,
    `  \u03C3_u                           ${pct(fit.sigmaU)} (upper bound ${pct(fit.upper80)} at 80 %, ${pct(fit.upper95)} at 95 %)`,
    `  suggested                     instance-noise: ${setting(fit.suggested)}`,
    ...fit.gates < FEW_GATES ? [
      `  (${fit.gates} gates: the bounds are wide; ${FEW_GATES} or more narrow them, and the suggestion follows the 80 % bound)`
    ] : []
  ];
}
function renderNoiseReport(report) {
  const lines = [
    "perf-gate noise: the app-instance noise of the geometric-mean latency (\u03C3_u), per runner class",
    ""
  ];
  for (const fit of report.fits) lines.push(...renderFit(fit), "");
  const classes = [...new Set(report.fits.map((f) => f.runnerClass))].map((runnerClass) => {
    const ofClass = report.fits.filter((f) => f.runnerClass === runnerClass);
    return {
      runnerClass,
      runner: ofClass[0].runner,
      value: Math.max(...ofClass.map((f) => f.suggested)),
      // One factor per class: the runner's speed is the machine's, whichever scenario read it.
      speed: Math.min(...ofClass.map((f) => f.speedAdjustment))
    };
  });
  for (const [index, c] of classes.entries()) {
    lines.push(
      ...index > 0 ? [""] : [],
      `For ${c.runnerClass}, set in perf-gate.yml on the base branch:`,
      "  compare:",
      `    instance-noise: ${setting(c.value)}`,
      `    speed-adjustment: ${c.speed}`
    );
  }
  lines.push(
    "",
    classes.length > 1 ? "Pull requests run on more than one of these classes: list each under compare.runners instead:" : "If pull requests also run on other classes, list each under compare.runners:",
    "  compare:",
    "    runners:",
    ...classes.map(
      (c) => `      - { cpu: ${JSON.stringify(c.runner.cpuModel)}, cores: ${c.runner.cores}, instance-noise: ${setting(c.value)}, speed-adjustment: ${c.speed} }`
    )
  );
  if (report.skipped.length > 0)
    lines.push("", `${report.skipped.length} file(s) skipped (listed on stderr).`);
  return lines.join("\n");
}
export {
  NOISE_FLAGS,
  noiseCommand,
  register,
  renderNoiseReport
};
