import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  errorResult,
  executeGate,
  tryWriteResultFile
} from "./chunks/chunk-UT3AKD6I.js";
import "./chunks/chunk-E3JLNW5U.js";
import "./chunks/chunk-Q6KCWTP2.js";
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
} from "./chunks/chunk-6PFX7YUB.js";
import "./chunks/chunk-NKG5I5JU.js";
import "./chunks/chunk-UVCTNHLT.js";
import "./chunks/chunk-UDY6YK73.js";
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
import "./chunks/chunk-UB77HXDP.js";
import "./chunks/chunk-LBDOIHEK.js";
import "./chunks/chunk-AHXHI7ZD.js";
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
    progress
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
commands.push((await import("./chunks/compare-XDWNE5FX.js")).register);
commands.push((await import("./chunks/capacity-2DAHBEJX.js")).register);
commands.push((await import("./chunks/sweep-EVQ7T6CH.js")).register);
commands.push((await import("./chunks/init-KZZDEIHP.js")).register);
commands.push((await import("./chunks/publish-H7T57ZIG.js")).register);
commands.push((await import("./chunks/noise-SDNMPZWS.js")).register);
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
