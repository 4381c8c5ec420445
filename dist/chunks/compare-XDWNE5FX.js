import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  compareResults,
  readResultFile
} from "./chunk-WRGT6BBV.js";
import {
  renderMarkdown
} from "./chunk-Q6KCWTP2.js";
import "./chunk-UB77HXDP.js";
import "./chunk-LBDOIHEK.js";
import "./chunk-AHXHI7ZD.js";
import "./chunk-RPQQVPII.js";
import "./chunk-H5S5CXRU.js";
import "./chunk-AJYZVB32.js";
import {
  ConfigError
} from "./chunk-NKUAIM4D.js";
import "./chunk-6CMWHVWB.js";

// src/commands/compare.ts
import { writeFile } from "node:fs/promises";
function register(program) {
  program.command("compare").description("Compare two saved results (base first, then PR) and print the markdown report").argument("<base>", "result JSON of the base (perf-gate-result.json)").argument("<pr>", "result JSON of the PR").option(
    "--tolerance-latency <pct>",
    "allowed change of the geometric-mean latency, which decides with the error rate (default 10%)"
  ).option("--tolerance-p50 <pct>", "allowed p50 change, e.g. 10%").option("--tolerance-p95 <pct>", "allowed p95 change (default 10%)").option("--tolerance-p99 <pct>", "allowed p99 change (default 15%)").option("--tolerance-tps <pct>", "allowed TPS drop (default 5%)").option(
    "--tolerance-error-rate <pp>",
    "allowed error-rate rise in percentage points (default 1)"
  ).option("--confidence <level>", "two-sided confidence of the intervals (default 90%)").option("--method <method>", "interval method: t (default) or bootstrap").option("--seed <n>", "bootstrap seed (default 1)").option("--endpoints", "also compare p95 per endpoint").option("--json", "print the comparison result JSON instead of markdown").option("--markdown <file>", "also write the markdown report to this file").option("--marker-id <id>", 'id in the hidden comment marker (default "default")').option("--allow-different-runners", "compare results measured on different machines").option("--fail-on-inconclusive", "exit 1 when the verdict is inconclusive").action(async (baseFile, prFile, flags) => {
    process.exitCode = await compareCommand(baseFile, prFile, flags);
  });
}
async function compareCommand(baseFile, prFile, flags) {
  const compare = compareOptions(flags);
  const base = readResult(baseFile);
  const pr = readResult(prFile);
  const result = compareResults(base, pr, {
    compare,
    baseFile,
    prFile,
    allowDifferentRunners: flags.allowDifferentRunners ?? false,
    failOnInconclusive: flags.failOnInconclusive ?? false
  });
  const markdown = renderMarkdown(result, flags.markerId ? { markerId: flags.markerId } : {});
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
  const tolerances = {};
  const tolerance = (flag, value, metric) => {
    if (value !== void 0) tolerances[metric] = parsePercent(flag, value);
  };
  tolerance("--tolerance-latency", flags.toleranceLatency, "latency");
  tolerance("--tolerance-p50", flags.toleranceP50, "p50");
  tolerance("--tolerance-p95", flags.toleranceP95, "p95");
  tolerance("--tolerance-p99", flags.toleranceP99, "p99");
  tolerance("--tolerance-tps", flags.toleranceTps, "tps");
  tolerance("--tolerance-error-rate", flags.toleranceErrorRate, "errorRate");
  const options = { tolerances };
  if (flags.confidence !== void 0) {
    const percent = parsePercent("--confidence", flags.confidence);
    if (!(percent > 50 && percent < 100)) {
      throw new ConfigError(
        `--confidence must be between 50% and 100% (got "${flags.confidence}").`,
        {
          fix: "Use e.g. --confidence 90%."
        }
      );
    }
    options.confidence = percent / 100;
  }
  if (flags.method !== void 0) {
    if (flags.method !== "t" && flags.method !== "bootstrap") {
      throw new ConfigError(`--method must be "t" or "bootstrap" (got "${flags.method}").`, {
        fix: "Use --method t (the default, best for few rounds) or --method bootstrap."
      });
    }
    options.method = flags.method;
  }
  if (flags.seed !== void 0) {
    const seed = Number(flags.seed);
    if (!Number.isInteger(seed)) {
      throw new ConfigError(`--seed must be an integer (got "${flags.seed}").`, {
        fix: "Use e.g. --seed 7."
      });
    }
    options.seed = seed;
  }
  if (flags.endpoints) options.endpoints = true;
  return options;
}
function parsePercent(flag, value) {
  const match = /^\s*(\d+(?:\.\d+)?)\s*%?\s*$/.exec(value);
  const parsed = match ? Number(match[1]) : Number.NaN;
  if (!Number.isFinite(parsed)) {
    throw new ConfigError(`${flag} must be a percentage like 10% (got "${value}").`, {
      fix: `Use e.g. ${flag} 10%.`
    });
  }
  return parsed;
}
export {
  compareCommand,
  parsePercent,
  register
};
