import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  executeGate
} from "./chunk-CXKNCKPB.js";
import {
  MIN_NOISE_GATES,
  fitNoiseReport,
  notAnAaGate,
  runnerClassOf
} from "./chunk-ICVFY6B4.js";
import "./chunk-TIKMGCLK.js";
import "./chunk-XNYSAKEF.js";
import {
  readResultFile
} from "./chunk-BMMCB3YZ.js";
import "./chunk-XWZ4ABJ3.js";
import {
  progressPrinter
} from "./chunk-ZZVN3ZDM.js";
import {
  comparisonOptions,
  writeJsonFile,
  writeTextFile
} from "./chunk-MW3WSPDI.js";
import "./chunk-4M42Z6II.js";
import {
  VERSION,
  outputPathProblem
} from "./chunk-XT2MLSYI.js";
import "./chunk-VYLVPXU5.js";
import "./chunk-A2QVNGDV.js";
import "./chunk-NKLENGSB.js";
import "./chunk-4JC7IBBI.js";
import "./chunk-BYMZZQMF.js";
import {
  DEFAULTS,
  configFlag,
  envFlags,
  environmentFlags,
  quietFlag
} from "./chunk-PLKJCSHT.js";
import "./chunk-S5MJBFVP.js";
import {
  canFail,
  compareScenario,
  isPrimary
} from "./chunk-MTBSSG7L.js";
import {
  rateBounds
} from "./chunk-NBSOJKSS.js";
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
    else usable.push(input);
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
  const first = gates[0].result.runner;
  return {
    skipped,
    calibration: {
      runnerClass,
      runner: { cpuModel: first.cpuModel, cores: first.cores },
      fittedOn: fitSet.map((g) => g.file),
      judgedOn: judgeSet.map((g) => g.file),
      fits: report.fits,
      entry: { cpu: first.cpuModel, cores: first.cores, instanceNoise },
      proposed: judgeHeldOut(judgeSet, instanceNoise),
      defaults: judgeHeldOut(judgeSet, DEFAULTS.instanceNoise)
    }
  };
}
function judgeHeldOut(gates, instanceNoise) {
  const judged = gates.map(({ file, result }) => judgeGate(file, result, instanceNoise));
  const fail = judged.filter((g) => g.verdict === "fail").length;
  return {
    instanceNoise,
    gates: judged,
    pass: judged.filter((g) => g.verdict === "pass").length,
    fail,
    inconclusive: judged.filter((g) => g.verdict === "inconclusive").length,
    falseFailHigh: rateBounds(fail, judged.length).high
  };
}
function judgeGate(file, result, instanceNoise) {
  const recorded = result.config?.compare;
  const compare = {
    ...DEFAULT_COMPARE,
    ...recorded,
    instanceNoise,
    speedAdjustment: 0,
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

// src/report/calibration.ts
var pct = (fraction, digits = 1) => `${Number((fraction * 100).toFixed(digits))} %`;
function runnerEntryLine(c, date) {
  const cpu = JSON.stringify(c.entry.cpu);
  const held = c.proposed;
  return `    - { cpu: ${cpu}, cores: ${c.entry.cores}, instance-noise: ${pct(c.entry.instanceNoise).replace(" ", "")} } # perf-gate calibrate ${date}: fitted on ${c.fittedOn.length} A/A gates, judged on ${held.gates.length}: ${held.pass} pass, ${held.fail} fail, ${held.inconclusive} inconclusive`;
}
function heldOutLine(label, s) {
  return `instance-noise ${pct(s.instanceNoise)} (${label}): ${s.pass} pass, ${s.fail} fail, ${s.inconclusive} inconclusive; false fails ${s.fail} of ${s.gates.length}, at most ${pct(s.falseFailHigh)} (95 %)`;
}
function calibrationLines(c, date) {
  const lines = [
    `perf-gate calibrate: ${c.fittedOn.length + c.judgedOn.length} A/A gates on ${c.runnerClass}`,
    `  fitted on ${c.fittedOn.length} (${c.fittedOn.join(", ")}):`
  ];
  for (const fit of c.fits) {
    lines.push(
      `    ${fit.scenario}: \u03C3_u ${pct(fit.sigmaU)} (80 % bound ${pct(fit.upper80)}, 95 % ${pct(fit.upper95)}), pairs' spread ${pct(fit.pairSpread)} over ${fit.pairs} pairs; suggests ${pct(fit.suggested)}`
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
    const figure = l ? `latency ${signed(l.changePct)} (${signed(l.lowPct)} to ${signed(l.highPct)})` : "no latency comparison";
    lines.push(
      `      ${gate.file}: ${gate.verdict}, ${figure}${gate.failedBy.length > 0 ? `; regression: ${gate.failedBy.join(", ")}` : ""}`
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
    `Proposed \`compare.runners\` entry: **instance-noise ${pct(c.entry.instanceNoise)}**, judged on ${c.proposed.gates.length} A/A gates the fit did not see: ${c.proposed.pass} pass, ${c.proposed.fail} fail, ${c.proposed.inconclusive} inconclusive (false fails at most ${pct(c.proposed.falseFailHigh)}, 95 %).`,
    "",
    "```text",
    ...calibrationLines(c, date),
    "```",
    ""
  ].join("\n");
}

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
    const inputs = run.files.length > 0 ? readInputs(run.files) : await runGates(run, outcome.gateFiles);
    const calibration = proposeCalibration(inputs, (skipped) => {
      outcome.skipped = skipped;
      for (const { file, reason } of skipped) run.progress(`calibrate: skipped ${file}: ${reason}`);
    });
    const today = run.today ?? (/* @__PURE__ */ new Date()).toISOString().slice(0, 10);
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
function readInputs(files) {
  return files.map((file) => ({
    file,
    result: readResultFile(
      file,
      (code) => new ConfigError(`${file}: cannot be read (${code}).`, {
        fix: "Pass result files of A/A gates (perf-gate run --base HEAD writes perf-gate-result.json)."
      })
    )
  }));
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
  readInputs,
  register,
  runCalibration
};
