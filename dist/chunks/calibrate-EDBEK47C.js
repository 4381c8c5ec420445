import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  executeGate
} from "./chunk-2KADSPT4.js";
import "./chunk-ACJYOVSD.js";
import "./chunk-XNYSAKEF.js";
import {
  readAaResultFiles
} from "./chunk-ITV3KCV4.js";
import "./chunk-OQGYTHXD.js";
import {
  MIN_NOISE_GATES,
  calibrationLines,
  calibrationMarkdown,
  fitNoiseReport,
  notAnAaGate,
  runnerClassOf
} from "./chunk-4AY6EIAZ.js";
import {
  progressPrinter
} from "./chunk-ZZVN3ZDM.js";
import {
  comparisonOptions,
  writeJsonFile,
  writeTextFile
} from "./chunk-53AB5Y5Q.js";
import "./chunk-7HDEPLHL.js";
import {
  VERSION,
  outputPathProblem
} from "./chunk-XT2MLSYI.js";
import "./chunk-VYLVPXU5.js";
import "./chunk-3BUQNUL7.js";
import "./chunk-4JC7IBBI.js";
import "./chunk-LEJNO2M5.js";
import {
  configFlag,
  envFlags,
  environmentFlags,
  quietFlag
} from "./chunk-HEEH3OJ4.js";
import "./chunk-PNZJ54FW.js";
import {
  canFail,
  compareScenario,
  isPrimary,
  withWindowSteal
} from "./chunk-EWBYGUDV.js";
import {
  DEFAULTS,
  rateBounds
} from "./chunk-U2IOZD34.js";
import "./chunk-RPQQVPII.js";
import "./chunk-H5S5CXRU.js";
import {
  ConfigError,
  PerfGateError,
  describeError,
  overridesOf,
  parseFlags,
  registerFlags,
  value
} from "./chunk-STJUJNGS.js";
import "./chunk-6CMWHVWB.js";

// src/commands/calibrate.ts
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";

// src/analysis/calibration.ts
var MIN_CALIBRATION_GATES = 2 * MIN_NOISE_GATES;
function calibrateRunner(inputs) {
  const skipped = [];
  const usable = [];
  for (const input of inputs) {
    const why = notAnAaGate(input.result);
    if (why) skipped.push({ file: input.file, reason: why });
    else usable.push({ file: input.file, result: withWindowSteal(input.result) });
  }
  const byClass = /* @__PURE__ */ new Map();
  for (const input of usable) {
    const key = runnerClassOf(input.result);
    byClass.set(key, [...byClass.get(key) ?? [], input]);
  }
  const [runnerClass, gates] = [...byClass.entries()].sort(
    (a, b) => b[1].length - a[1].length
  )[0] ?? ["", []];
  for (const [other, list] of byClass) {
    if (other === runnerClass) continue;
    for (const input of list)
      skipped.push({
        file: input.file,
        reason: `another runner class (${other}) than the calibration's (${runnerClass})`
      });
  }
  if (gates.length < MIN_CALIBRATION_GATES) {
    return {
      skipped,
      problem: `${gates.length} usable A/A gate(s)${runnerClass ? ` on ${runnerClass}` : ""}; a calibration needs ${MIN_CALIBRATION_GATES}: ${MIN_NOISE_GATES} to fit the noise model and ${MIN_NOISE_GATES} to judge it on`
    };
  }
  const fitSet = gates.filter((_, index) => index % 2 === 0);
  const judgeSet = gates.filter((_, index) => index % 2 === 1);
  const report = fitNoiseReport(fitSet, { speed: false });
  if (report.fits.length === 0) {
    return {
      skipped: [...skipped, ...report.skipped],
      problem: "no scenario had per-request log latencies in enough of the fitting gates"
    };
  }
  const instanceNoise = Math.max(...report.fits.map((fit) => fit.suggested));
  const steal = report.fits[0].steal;
  const first = gates[0].result.runner;
  return {
    skipped,
    calibration: {
      runnerClass,
      runner: { cpuModel: first.cpuModel, cores: first.cores },
      fittedOn: fitSet.map((g) => g.file),
      judgedOn: judgeSet.map((g) => g.file),
      fits: report.fits,
      steal,
      entry: {
        cpu: first.cpuModel,
        cores: first.cores,
        instanceNoise,
        stealAdjustment: steal.factor
      },
      proposed: judgeHeldOut(judgeSet, instanceNoise, steal.factor),
      defaults: judgeHeldOut(judgeSet, DEFAULTS.instanceNoise, DEFAULTS.stealAdjustment)
    }
  };
}
function judgeHeldOut(gates, instanceNoise, stealAdjustment) {
  const judged = gates.map(
    ({ file, result }) => judgeGate(file, withWindowSteal(result), instanceNoise, stealAdjustment)
  );
  const fail = judged.filter((g) => g.verdict === "fail").length;
  return {
    instanceNoise,
    stealAdjustment,
    gates: judged,
    pass: judged.filter((g) => g.verdict === "pass").length,
    fail,
    inconclusive: judged.filter((g) => g.verdict === "inconclusive").length,
    falseFailHigh: rateBounds(fail, judged.length).high
  };
}
function judgeGate(file, result, instanceNoise, stealAdjustment) {
  const recorded = result.config?.compare;
  const compare = {
    ...DEFAULT_COMPARE,
    ...recorded,
    instanceNoise,
    speedAdjustment: 0,
    stealAdjustment,
    runners: []
  };
  delete compare.runnerMatched;
  const options = comparisonOptions({
    compare,
    scenarios: result.scenarios.map((s) => ({ name: s.name }))
  });
  const looks = result.protocol?.sequential?.looks ?? [];
  const failedBy = [];
  let undecided = false;
  let latency;
  for (const scenario of result.scenarios) {
    const last = looks.filter((look) => look.scenario === scenario.name).at(-1);
    const comparisons = compareScenario(scenario.name, scenario.windows, {
      ...options,
      confidence: last?.confidence ?? compare.confidence
    });
    for (const c of comparisons) {
      if (c.status === "regression" && canFail(c))
        failedBy.push(`${c.metric}${c.endpoint ? ` of ${c.endpoint}` : ""} in ${scenario.name}`);
      if (c.status === "inconclusive" && isPrimary(c)) undecided = true;
    }
    const overall = comparisons.find((c) => c.metric === "latency" && c.endpoint === void 0);
    if (overall && !latency) {
      latency = {
        changePct: overall.changePct,
        lowPct: overall.interval.lowPct,
        highPct: overall.interval.highPct
      };
    }
  }
  return {
    file,
    verdict: failedBy.length > 0 ? "fail" : undecided ? "inconclusive" : "pass",
    ...latency ? { latency } : {},
    failedBy
  };
}
var DEFAULT_COMPARE = {
  primary: ["latency", "errorRate"],
  endpoints: true,
  reuseApp: true,
  tolerance: DEFAULTS.tolerance,
  confidence: DEFAULTS.confidence
};

// src/commands/calibrate.ts
var MAX_CALIBRATION_GATES = 60;
function gatesFlag(flag, text) {
  const n = Number(text);
  if (!Number.isInteger(n) || n < MIN_CALIBRATION_GATES || n > MAX_CALIBRATION_GATES) {
    throw new ConfigError(
      `${flag} must be a whole number from ${MIN_CALIBRATION_GATES} to ${MAX_CALIBRATION_GATES} (got "${text.slice(0, 40)}").`,
      {
        fix: `Pass ${flag} 10 (half fit the noise model, half judge it; 40 bound the false-fail rate more tightly).`
      }
    );
  }
  return n;
}
var CALIBRATE_FLAGS = {
  config: configFlag,
  gates: value("--gates <n>", "A/A gates to run when no result files are given", gatesFlag, {
    default: "10"
  }),
  out: value(
    "--out <folder>",
    "where each gate's result file, calibration.json and calibration.md go",
    void 0,
    { default: "perf-gate-calibration" }
  ),
  ...environmentFlags,
  ...envFlags,
  quiet: quietFlag
};
function register(program) {
  registerFlags(
    program.command("calibrate").description(
      "Earn this runner's noise model: A/A gates, fitted on half, judged on the other half; prints the compare.runners entry"
    ).argument(
      "[results...]",
      "result files of A/A gates already run (perf-gate run --base HEAD); none: run --gates of them"
    ),
    CALIBRATE_FLAGS
  ).action(async (files, raw) => {
    process.exitCode = await calibrateCommand(files, raw);
  });
}
async function calibrateCommand(files, raw) {
  try {
    const flags = parseFlags(CALIBRATE_FLAGS, raw);
    const outcome = await runCalibration({
      configPath: flags.config,
      gates: flags.gates,
      outDir: resolve(flags.out),
      overrides: overridesOf(CALIBRATE_FLAGS, flags),
      files,
      progress: progressPrinter(flags.quiet),
      print: (line) => process.stdout.write(`${line}
`)
    });
    if (outcome.error) {
      const { message, fix } = outcome.error;
      process.stderr.write(`perf-gate: ${message}${fix ? `
Fix: ${fix}` : ""}
`);
    }
    return outcome.exitCode;
  } catch (error) {
    reportError(error);
    return 2;
  }
}
async function runCalibration(run) {
  const outcome = {
    tool: { name: "perf-gate", version: VERSION },
    command: "calibrate",
    exitCode: 2,
    gateFiles: [],
    skipped: []
  };
  const record = join(run.outDir, "calibration.json");
  const problem = outputPathProblem(record);
  if (problem) throw problem;
  mkdirSync(run.outDir, { recursive: true });
  try {
    const inputs = run.files.length > 0 ? readAaResultFiles(run.files) : await runGates(run, outcome.gateFiles);
    const calibration = proposeCalibration(inputs, (skipped) => {
      outcome.skipped = skipped;
      for (const { file, reason } of skipped) run.progress(`calibrate: skipped ${file}: ${reason}`);
    });
    const today = run.today ?? (/* @__PURE__ */ new Date()).toISOString().slice(0, 10);
    const commits = new Set(inputs.map((input) => input.result.sides.pr.sha));
    const [commit] = [...commits];
    if (commits.size === 1 && commit) outcome.commit = commit;
    outcome.calibration = calibration;
    outcome.exitCode = 0;
    for (const line of calibrationLines(calibration, today)) run.print(line);
    writeTextFile(join(run.outDir, "calibration.md"), calibrationMarkdown(calibration, today));
  } catch (error) {
    outcome.error = {
      message: error instanceof PerfGateError ? error.message : describeError(error),
      ...error instanceof PerfGateError && error.fix ? { fix: error.fix } : {}
    };
  }
  outcome.time = (run.now?.() ?? /* @__PURE__ */ new Date()).toISOString();
  writeJsonFile(record, outcome);
  return outcome;
}
function proposeCalibration(inputs, skipped = () => void 0) {
  const result = calibrateRunner(inputs);
  skipped(result.skipped);
  if (!result.calibration) {
    throw new ConfigError(`perf-gate calibrate: ${result.problem ?? "nothing to fit"}.`, {
      fix: `Give ${MIN_CALIBRATION_GATES} or more A/A result files of one runner class (perf-gate run --base HEAD on a clean checkout), or let calibrate run them (--gates ${MIN_CALIBRATION_GATES}).`
    });
  }
  return result.calibration;
}
async function runGates(run, written) {
  const inputs = [];
  for (let index = 1; index <= run.gates; index++) {
    const file = `aa-${String(index).padStart(2, "0")}.json`;
    const resultPath = join(run.outDir, file);
    run.progress(`calibrate: A/A gate ${index} of ${run.gates} \u2192 ${resultPath}`);
    const { result } = await executeGate({
      configPath: run.configPath,
      overrides: run.overrides,
      resultPath,
      progress: run.progress,
      // The same commit on both sides: every difference is the runner's and the JVMs' noise.
      base: "HEAD",
      ...run.lab ? { lab: run.lab } : {},
      ...run.removeStray ? { removeStray: run.removeStray } : {}
    });
    written.push(resultPath);
    if (result.verdict === "error") {
      throw new PerfGateError(
        "environment",
        `A/A gate ${index} of ${run.gates} ended in an error: ${result.error?.message ?? "unknown"} (${resultPath}).`,
        {
          fix: result.error?.fix ?? "Fix what the gate names, then run perf-gate calibrate again."
        }
      );
    }
    run.progress(`calibrate: A/A gate ${index} of ${run.gates}: ${result.verdict}`);
    inputs.push({ file, result });
  }
  return inputs;
}
function reportError(error) {
  const message = error instanceof PerfGateError ? error.message : describeError(error);
  const fix = error instanceof PerfGateError && error.fix ? `
Fix: ${error.fix}` : "";
  process.stderr.write(`perf-gate: ${message}${fix}
`);
}
export {
  CALIBRATE_FLAGS,
  MAX_CALIBRATION_GATES,
  calibrateCommand,
  gatesFlag,
  proposeCalibration,
  register,
  runCalibration
};
