import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  errorResult,
  executeGate,
  tryWriteResultFile
} from "./chunks/chunk-2KADSPT4.js";
import "./chunks/chunk-ACJYOVSD.js";
import "./chunks/chunk-XNYSAKEF.js";
import "./chunks/chunk-OQGYTHXD.js";
import "./chunks/chunk-4AY6EIAZ.js";
import {
  printOutcome,
  progressPrinter
} from "./chunks/chunk-ZZVN3ZDM.js";
import "./chunks/chunk-53AB5Y5Q.js";
import "./chunks/chunk-7HDEPLHL.js";
import {
  VERSION
} from "./chunks/chunk-XT2MLSYI.js";
import "./chunks/chunk-VYLVPXU5.js";
import "./chunks/chunk-3BUQNUL7.js";
import "./chunks/chunk-4JC7IBBI.js";
import "./chunks/chunk-LEJNO2M5.js";
import {
  comparisonFlags,
  configFlag,
  durationOverrideFlag,
  envFlags,
  environmentFlags,
  failOnInconclusiveFlag,
  quietFlag,
  rateFlag,
  reportFlag,
  resultFlag,
  scenarioFlag,
  warmupFlag
} from "./chunks/chunk-HEEH3OJ4.js";
import "./chunks/chunk-PNZJ54FW.js";
import "./chunks/chunk-EWBYGUDV.js";
import "./chunks/chunk-U2IOZD34.js";
import "./chunks/chunk-RPQQVPII.js";
import "./chunks/chunk-H5S5CXRU.js";
import {
  Command,
  describeError,
  exitCodeFor,
  overridesOf,
  parseFlags,
  registerFlags,
  resultPathOf
} from "./chunks/chunk-STJUJNGS.js";
import "./chunks/chunk-6CMWHVWB.js";

// src/commands/run.ts
import { resolve } from "node:path";
var RUN_FLAGS = {
  config: configFlag,
  scenario: scenarioFlag("run only this scenario"),
  ...comparisonFlags,
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
commands.push((await import("./chunks/inspect-4N2BEGGT.js")).register);
commands.push((await import("./chunks/plan-FRY7NJYH.js")).register);
commands.push((await import("./chunks/compare-UNO3RMET.js")).register);
commands.push((await import("./chunks/capacity-ZW4QJI6R.js")).register);
commands.push((await import("./chunks/sweep-BKAT4E7L.js")).register);
commands.push((await import("./chunks/init-EEKY5DSL.js")).register);
commands.push((await import("./chunks/publish-OQNBQQKW.js")).register);
commands.push((await import("./chunks/noise-KFKRIFZJ.js")).register);
commands.push((await import("./chunks/history-HEBEFF3U.js")).register);
commands.push((await import("./chunks/bisect-6ZHQR5VG.js")).register);
commands.push((await import("./chunks/calibrate-EDBEK47C.js")).register);
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
