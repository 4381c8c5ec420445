import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  baseRefFlag,
  durationFlag,
  fractionFlag,
  onOffFlag,
  pairs,
  positiveFlag,
  roundsFlag,
  toggle,
  value
} from "./chunk-STJUJNGS.js";

// src/commands/flags.ts
var configFlag = value("-c, --config <file>", "perf-gate.yml to use", void 0, {
  default: "perf-gate.yml"
});
var scenarioFlag = (help) => value("-s, --scenario <name>", help, void 0, { override: "scenario" });
var resultFlag = (help, file) => value("--result <file>", help, void 0, { default: file });
var reportFlag = value("--report <file>", "also write the markdown report to this file");
var comparisonFlags = {
  base: value(
    "--base <ref>",
    "compare with this git ref (built in a worktree), interleaved",
    baseRefFlag,
    { override: "base" }
  ),
  rounds: value(
    "--rounds <n>",
    "interleaved base/PR rounds, a fixed count (with --base)",
    roundsFlag,
    { override: "rounds" }
  )
};
var rateFlag = (help) => value("--rate <n>", help, positiveFlag, { override: "rate" });
var warmupFlag = (help) => value(
  "--warmup <duration>",
  help,
  (flag, text) => durationFlag(flag, text, { allowZero: true }),
  { override: "warmupMs" }
);
var durationOverrideFlag = (help) => value("--duration <duration>", help, durationFlag, { override: "durationMs" });
var environmentFlags = {
  appImage: value("--app-image <image>", "JRE image for the app (overrides app.image)", void 0, {
    override: "appImage"
  }),
  databaseImage: value(
    "--database-image <image>",
    "MySQL-compatible image (overrides database.image)",
    void 0,
    { override: "databaseImage" }
  ),
  k6: value("--k6 <path>", "k6 binary (overrides load.k6)", void 0, { override: "k6" }),
  sandbox: value(
    "--sandbox <on|off>",
    "build and run k6 in containers that see only the side's own files (on), or on this machine (off: trusted code only)",
    onOffFlag,
    { override: "sandbox", default: "off" }
  ),
  buildImage: value(
    "--build-image <image>",
    "JDK image a sandboxed build runs in (overrides app.build-image)",
    void 0,
    { override: "buildImage" }
  ),
  k6Image: value(
    "--k6-image <image>",
    "image k6 runs in when sandboxed (overrides load.image)",
    void 0,
    { override: "k6Image" }
  )
};
var envFlags = {
  env: pairs("-e, --env <KEY=VALUE>", "extra environment for the app (repeatable)", "appEnv"),
  dbVar: pairs(
    "--db-var <KEY=VALUE>",
    "SQL variable for the init scripts, e.g. scale=0.1 (repeatable)",
    "databaseVariables"
  )
};
var failOnInconclusiveFlag = (help) => toggle("--fail-on-inconclusive", help, "failOnInconclusive");
var quietFlag = toggle("-q, --quiet", "no progress lines");
var budgetFlags = {
  p95: value(
    "--p95 <duration>",
    "p95 budget, e.g. 500ms (default: the scenario's budget.p95)",
    durationFlag
  ),
  errors: value(
    "--errors <pct>",
    "error budget, e.g. 1% (default: the scenario's budget.errors, else 1%)",
    fractionFlag
  )
};
var releaseFlags = (defaultResult) => ({
  config: configFlag,
  scenario: scenarioFlag("the scenario to measure (required when the file has several)"),
  ...budgetFlags,
  warmup: warmupFlag("warm-up of each fresh app (default: the scenario's warmup)"),
  result: resultFlag(
    "where to write the result JSON (the HTML report goes next to it)",
    defaultResult
  ),
  report: reportFlag,
  ...environmentFlags,
  ...envFlags,
  failOnInconclusive: failOnInconclusiveFlag("exit 1 when the result is inconclusive"),
  quiet: quietFlag
});

// src/analysis/app-exceptions.ts
var MAX_APP_EXCEPTIONS = 3;
var MAX_CHARS = 240;
var HEADER = /^(?:Caused by: )?((?:[a-zA-Z_$][\w$]*\.)+[\w$]*(?:Exception|Error)\b(?::.*)?)$/;
var RESOLVED = /\bResolved \[((?:[a-zA-Z_$][\w$]*\.)+[\w$]*(?:Exception|Error)\b[^\]]*)\]/;
function capped(line) {
  return line.length > MAX_CHARS ? `${line.slice(0, MAX_CHARS)}\u2026` : line;
}
function appExceptions(log) {
  const byKey = /* @__PURE__ */ new Map();
  for (const raw of log.split("\n")) {
    const text = raw.trimEnd();
    const found = HEADER.exec(text)?.[1] ?? RESOLVED.exec(text)?.[1];
    if (!found) continue;
    const key = found.replace(/\d+/g, "#");
    const entry = byKey.get(key);
    if (entry) entry.count++;
    else byKey.set(key, { line: capped(found), count: 1 });
  }
  return [...byKey.values()].slice(0, MAX_APP_EXCEPTIONS);
}
function mergeAppExceptions(lists) {
  const byKey = /* @__PURE__ */ new Map();
  for (const entry of lists.flat()) {
    const key = entry.line.replace(/\d+/g, "#");
    const known = byKey.get(key);
    if (known) known.count += entry.count;
    else byKey.set(key, { ...entry });
  }
  return [...byKey.values()].slice(0, MAX_APP_EXCEPTIONS);
}

export {
  appExceptions,
  mergeAppExceptions,
  configFlag,
  scenarioFlag,
  resultFlag,
  reportFlag,
  comparisonFlags,
  rateFlag,
  warmupFlag,
  durationOverrideFlag,
  environmentFlags,
  envFlags,
  failOnInconclusiveFlag,
  quietFlag,
  releaseFlags
};
