import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  compareResults,
  readResultFile
} from "./chunk-ITV3KCV4.js";
import {
  renderMarkdown
} from "./chunk-OQGYTHXD.js";
import "./chunk-4AY6EIAZ.js";
import "./chunk-LEJNO2M5.js";
import {
  failOnInconclusiveFlag
} from "./chunk-HEEH3OJ4.js";
import "./chunk-PNZJ54FW.js";
import {
  DEFAULT_TOLERANCES
} from "./chunk-EWBYGUDV.js";
import {
  DEFAULT_CONFIDENCE
} from "./chunk-U2IOZD34.js";
import "./chunk-RPQQVPII.js";
import "./chunk-H5S5CXRU.js";
import {
  ConfigError,
  choiceFlag,
  confidenceFlag,
  integerFlag,
  parseFlags,
  percentFlag,
  registerFlags,
  toggle,
  value
} from "./chunk-STJUJNGS.js";
import "./chunk-6CMWHVWB.js";

// src/commands/compare.ts
import { writeFile } from "node:fs/promises";
var METHODS = ["t", "bootstrap"];
var tolerance = (flags, help, metric) => value(flags, help, percentFlag, { default: `${DEFAULT_TOLERANCES[metric]}%` });
var COMPARE_FLAGS = {
  toleranceLatency: tolerance(
    "--tolerance-latency <pct>",
    "allowed change of the geometric-mean latency, which decides with the error rate, e.g. 10% or 0.1",
    "latency"
  ),
  toleranceP50: tolerance("--tolerance-p50 <pct>", "allowed p50 change", "p50"),
  toleranceP95: tolerance("--tolerance-p95 <pct>", "allowed p95 change", "p95"),
  toleranceP99: tolerance("--tolerance-p99 <pct>", "allowed p99 change", "p99"),
  toleranceTps: tolerance("--tolerance-tps <pct>", "allowed TPS drop", "tps"),
  toleranceErrorRate: tolerance(
    "--tolerance-error-rate <pp>",
    "allowed error-rate rise in percentage points, e.g. 1% (one point)",
    "errorRate"
  ),
  confidence: value(
    "--confidence <level>",
    "two-sided confidence of the intervals, e.g. 90% or 0.9",
    confidenceFlag,
    { default: `${DEFAULT_CONFIDENCE * 100}%` }
  ),
  method: value("--method <method>", "interval method: t or bootstrap", choiceFlag(METHODS), {
    default: "t"
  }),
  seed: value("--seed <n>", "bootstrap seed", integerFlag, { default: "1" }),
  endpoints: toggle("--endpoints", "also compare p95 per endpoint"),
  json: toggle("--json", "print the comparison result JSON instead of markdown"),
  markdown: value("--markdown <file>", "also write the markdown report to this file"),
  markerId: value("--marker-id <id>", "id in the hidden comment marker", void 0, {
    default: "default"
  }),
  allowDifferentRunners: toggle(
    "--allow-different-runners",
    "compare results measured on different machines"
  ),
  failOnInconclusive: failOnInconclusiveFlag("exit 1 when the verdict is inconclusive")
};
function register(program) {
  registerFlags(
    program.command("compare").description("Compare two saved results (base first, then PR) and print the markdown report").argument("<base>", "result JSON of the base (perf-gate-result.json)").argument("<pr>", "result JSON of the PR"),
    COMPARE_FLAGS
  ).action(async (baseFile, prFile, raw) => {
    process.exitCode = await compareCommand(baseFile, prFile, raw);
  });
}
async function compareCommand(baseFile, prFile, raw) {
  const flags = parseFlags(COMPARE_FLAGS, raw);
  const base = readResult(baseFile);
  const pr = readResult(prFile);
  const result = compareResults(base, pr, {
    compare: compareOptions(flags),
    baseFile,
    prFile,
    allowDifferentRunners: flags.allowDifferentRunners,
    failOnInconclusive: flags.failOnInconclusive
  });
  const markdown = renderMarkdown(result, { markerId: flags.markerId });
  if (flags.markdown) await writeFile(flags.markdown, `${markdown}
`);
  process.stdout.write(flags.json ? `${JSON.stringify(result, null, 2)}
` : `${markdown}
`);
  return result.exitCode;
}
function readResult(file) {
  return readResultFile(
    file,
    (code) => new ConfigError(`${file}: cannot be read (${code}).`, {
      fix: "Pass the path of a perf-gate-result.json written by `perf-gate run`."
    })
  );
}
function compareOptions(flags) {
  return {
    tolerances: {
      latency: flags.toleranceLatency,
      p50: flags.toleranceP50,
      p95: flags.toleranceP95,
      p99: flags.toleranceP99,
      tps: flags.toleranceTps,
      errorRate: flags.toleranceErrorRate
    },
    confidence: flags.confidence,
    method: flags.method,
    seed: flags.seed,
    ...flags.endpoints ? { endpoints: true } : {}
  };
}
export {
  COMPARE_FLAGS,
  compareCommand,
  compareOptions,
  register
};
