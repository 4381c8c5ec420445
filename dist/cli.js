import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  errorResult,
  executeGate,
  prepareBaseSide,
  tryWriteResultFile
} from "./chunks/chunk-H6MRNMGI.js";
import "./chunks/chunk-LGDE2YWF.js";
import "./chunks/chunk-PQAZA6UT.js";
import {
  configFlag,
  durationOverrideFlag,
  envFlags,
  environmentFlags,
  failOnInconclusiveFlag,
  printOutcome,
  progressPrinter,
  quietFlag,
  rateFlag,
  reportFlag,
  resultFlag,
  scenarioFlag,
  warmupFlag
} from "./chunks/chunk-D6TRSFN2.js";
import {
  VERSION
} from "./chunks/chunk-E75XZNFT.js";
import "./chunks/chunk-TDORH7OO.js";
import "./chunks/chunk-QYTYGKD7.js";
import "./chunks/chunk-VG5VSRZ5.js";
import "./chunks/chunk-XNYSAKEF.js";
import "./chunks/chunk-ZSH74EWL.js";
import {
  Command,
  overridesOf,
  parseFlags,
  positiveFlag,
  registerFlags,
  resultPathOf,
  value
} from "./chunks/chunk-K32AWEMZ.js";
import "./chunks/chunk-2FV5XZVF.js";
import "./chunks/chunk-ORGC4WOC.js";
import "./chunks/chunk-VBCOHBP5.js";
import "./chunks/chunk-RPQQVPII.js";
import "./chunks/chunk-H5S5CXRU.js";
import "./chunks/chunk-AJYZVB32.js";
import {
  describeError,
  exitCodeFor
} from "./chunks/chunk-NKUAIM4D.js";
import "./chunks/chunk-6CMWHVWB.js";

// src/commands/run.ts
import { resolve } from "node:path";
var RUN_FLAGS = {
  config: configFlag,
  scenario: scenarioFlag("run only this scenario"),
  base: value(
    "--base <ref>",
    "compare with this git ref (built in a worktree), interleaved",
    void 0,
    { override: "base" }
  ),
  rounds: value(
    "--rounds <n>",
    "interleaved base/PR rounds, a fixed count (with --base)",
    positiveFlag,
    {
      override: "rounds"
    }
  ),
  rate: rateFlag("override every scenario's target rate (iterations/s)"),
  warmup: warmupFlag("override the warm-up, e.g. 10s"),
  duration: durationOverrideFlag("override the measured window, e.g. 30s"),
  result: resultFlag("where to write the result JSON", "perf-gate-result.json"),
  report: reportFlag,
  ...environmentFlags,
  failOnInconclusive: failOnInconclusiveFlag("exit 1 when the verdict is inconclusive"),
  ...envFlags,
  quiet: quietFlag
};
function register(program2) {
  registerFlags(
    program2.command("run").description(
      "Build the app, boot it next to a real MySQL, drive it with k6 and judge it against its budget"
    ),
    RUN_FLAGS
  ).action(async (raw) => {
    process.exitCode = await runCommand(raw);
  });
}
async function runCommand(raw) {
  const progress = progressPrinter(raw["quiet"] === true);
  const resultPath = resultPathOf(RUN_FLAGS, raw);
  let flags;
  try {
    flags = parseFlags(RUN_FLAGS, raw);
  } catch (error) {
    const flagResult = errorResult(error, "config");
    const unwritten = tryWriteResultFile(resultPath, flagResult);
    const result = unwritten ? errorResult(unwritten, "inputs") : flagResult;
    return printOutcome({ result, markdown: "" }, { progress, what: "verdict", resultPath });
  }
  const outcome = await executeGate({
    configPath: flags.config,
    overrides: overridesOf(RUN_FLAGS, flags),
    resultPath,
    ...flags.report ? { reportPath: resolve(flags.report) } : {},
    progress,
    prepareBase: (config, scope) => {
      const ref = config.compare.base;
      if (ref === "auto" || ref === "none") return Promise.resolve(void 0);
      return prepareBaseSide(config, ref, scope, progress);
    }
  });
  return printOutcome(outcome, { progress, what: "verdict", resultPath });
}

// src/cli.ts
var program = new Command().name("perf-gate").description(
  "Load-test gate for Spring Boot services: real MySQL, real k6, honest A/B statistics."
).version(VERSION, "-V, --version", "print perf-gate's version").showHelpAfterError().exitOverride();
var commands = [register];
commands.push((await import("./chunks/inspect-FNGZX5EC.js")).register);
commands.push((await import("./chunks/plan-VR4GFJAJ.js")).register);
commands.push((await import("./chunks/compare-2S33EEWC.js")).register);
commands.push((await import("./chunks/capacity-MVA5NVAF.js")).register);
commands.push((await import("./chunks/sweep-S6OEYBE3.js")).register);
commands.push((await import("./chunks/init-UYYULVT5.js")).register);
commands.push((await import("./chunks/publish-BCFIQ77T.js")).register);
commands.push((await import("./chunks/noise-LVUBRUKD.js")).register);
for (const register2 of commands) register2(program);
try {
  await program.parseAsync(process.argv);
} catch (error) {
  const code = error.code;
  if (code === "commander.helpDisplayed" || code === "commander.version") process.exitCode = 0;
  else if (code?.startsWith("commander.")) process.exitCode = 2;
  else {
    console.error(`perf-gate: ${describeError(error)}`);
    process.exitCode = exitCodeFor(error);
  }
}
