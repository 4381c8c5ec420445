import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  compareScenario,
  comparisonRules,
  deriveVerdict,
  evaluateBudget,
  exitCodeForVerdict,
  external_exports,
  renderMarkdown
} from "./chunk-66Y645RR.js";
import {
  diffSettings
} from "./chunk-2FARZF2O.js";
import {
  ConfigError
} from "./chunk-O3E232HS.js";
import "./chunk-6CMWHVWB.js";

// src/commands/compare.ts
import { readFile, writeFile } from "node:fs/promises";

// src/analysis/results.ts
var latencySchema = external_exports.looseObject({
  p50: external_exports.number(),
  p95: external_exports.number(),
  p99: external_exports.number()
});
var requestSchema = external_exports.looseObject({
  requests: external_exports.number(),
  failed: external_exports.number(),
  errorRate: external_exports.number(),
  latency: latencySchema
});
var windowSchema = external_exports.looseObject({
  side: external_exports.enum(["pr", "base"]),
  round: external_exports.number().int().min(0),
  targetRate: external_exports.number(),
  tps: external_exports.number(),
  iterations: external_exports.number(),
  droppedIterations: external_exports.number(),
  http: requestSchema,
  endpoints: external_exports.record(external_exports.string(), requestSchema),
  generator: external_exports.looseObject({ saturated: external_exports.boolean(), reasons: external_exports.array(external_exports.string()) })
});
var resultSchema = external_exports.looseObject({
  schemaVersion: external_exports.literal(1),
  verdict: external_exports.enum(["pass", "fail", "inconclusive", "error"]),
  runner: external_exports.looseObject({ cpuModel: external_exports.string(), cores: external_exports.number(), memoryMb: external_exports.number() }),
  sides: external_exports.looseObject({ pr: external_exports.looseObject({ side: external_exports.string() }) }),
  scenarios: external_exports.array(
    external_exports.looseObject({
      name: external_exports.string(),
      targetRate: external_exports.number(),
      windows: external_exports.array(windowSchema),
      rules: external_exports.array(external_exports.looseObject({ rule: external_exports.string() }))
    })
  ),
  rules: external_exports.array(external_exports.unknown()),
  findings: external_exports.array(external_exports.unknown())
});
function parseResultFile(text, file) {
  let raw;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`${file}: is not JSON (${error.message}).`, {
      fix: "Pass the perf-gate-result.json a `perf-gate run` wrote."
    });
  }
  const version = raw?.schemaVersion;
  if (version !== 1) {
    throw new ConfigError(
      `${file}: schemaVersion is ${JSON.stringify(version) ?? "missing"}, this perf-gate reads schemaVersion 1.`,
      {
        fix: "Compare files written by the same perf-gate major version, or re-run the gate to write a current file."
      }
    );
  }
  const parsed = resultSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.slice(0, 5).map((issue) => `${file}: ${pathText(issue.path)} ${issue.message}`);
    throw new ConfigError(problems.join("\n"), {
      fix: "Pass an unmodified perf-gate-result.json."
    });
  }
  return raw;
}
function compareResults(base, pr, options = {}) {
  const baseFile = options.baseFile ?? "base result";
  const prFile = options.prFile ?? "PR result";
  for (const [result, file] of [
    [base, baseFile],
    [pr, prFile]
  ]) {
    if (result.verdict === "error" || result.scenarios.length === 0) {
      throw new ConfigError(
        `${file}: holds no measurement${result.error ? ` (the gate failed: ${result.error.message})` : ""}.`,
        { fix: "Compare two results of runs that measured something." }
      );
    }
  }
  const findings = [...pr.findings];
  const runnerProblem = runnerDifference(base.runner, pr.runner);
  if (runnerProblem) {
    if (!options.allowDifferentRunners) {
      throw new ConfigError(
        `${baseFile} and ${prFile} were measured on different runners (${runnerProblem}); their numbers are not comparable.`,
        {
          fix: "Measure both on the same machine, or pass --allow-different-runners to compare anyway."
        }
      );
    }
    findings.push({
      rule: "different-runners",
      level: "warning",
      message: `The two results come from different runners (${runnerProblem}): part of any change is the machine.`
    });
  }
  findings.push({
    rule: "separate-runs",
    level: "notice",
    message: "Base and PR were measured in separate runs, not interleaved: drift between the runs counts as change. `perf-gate run --base <ref>` interleaves the rounds and is more precise."
  });
  const baseNames = base.scenarios.map((scenario) => scenario.name).sort();
  const prNames = pr.scenarios.map((scenario) => scenario.name).sort();
  if (JSON.stringify(baseNames) !== JSON.stringify(prNames)) {
    throw new ConfigError(
      `Scenario mismatch: ${baseFile} has [${baseNames.join(", ")}], ${prFile} has [${prNames.join(", ")}].`,
      { fix: "Compare results of the same scenarios (same perf-gate.yml, same --scenario)." }
    );
  }
  const scenarios = pr.scenarios.map((prScenario) => {
    const baseScenario = base.scenarios.find(
      (scenario) => scenario.name === prScenario.name
    );
    return compareScenarioResults(baseScenario, prScenario, { baseFile, prFile, ...options });
  });
  const rules = scenarios.flatMap((scenario) => scenario.rules);
  const decision = deriveVerdict({
    rules,
    comparisons: scenarios.flatMap((scenario) => scenario.comparisons)
  });
  const settings = combinedSettings(base.settings, pr.settings);
  return {
    schemaVersion: 1,
    tool: pr.tool,
    startedAt: base.startedAt < pr.startedAt ? base.startedAt : pr.startedAt,
    finishedAt: base.finishedAt > pr.finishedAt ? base.finishedAt : pr.finishedAt,
    verdict: decision.verdict,
    exitCode: exitCodeForVerdict(decision.verdict, {
      failOnInconclusive: options.failOnInconclusive ?? false
    }),
    config: pr.config,
    runner: pr.runner,
    stages: [],
    sides: { pr: { ...pr.sides.pr, side: "pr" }, base: { ...base.sides.pr, side: "base" } },
    scenarios,
    rules,
    findings,
    ...settings ? { settings } : {}
  };
}
function compareScenarioResults(base, pr, options) {
  if (base.targetRate !== pr.targetRate) {
    throw new ConfigError(
      `Scenario ${pr.name}: ${options.baseFile} ran it at ${base.targetRate}/s, ${options.prFile} at ${pr.targetRate}/s; latency at different rates is not comparable.`,
      { fix: "Compare runs made with the same rate." }
    );
  }
  const measured = (scenario, file, side) => {
    const windows2 = scenario.windows.filter((window) => window.side === "pr");
    if (windows2.length === 0) {
      throw new ConfigError(`${file}: scenario ${scenario.name} has no measured PR-side window.`, {
        fix: "Pass the result of a run that measured this scenario."
      });
    }
    return windows2.map((window) => ({ ...window, side }));
  };
  const windows = [
    ...measured(base, options.baseFile, "base"),
    ...measured(pr, options.prFile, "pr")
  ];
  const comparisons = compareScenario(pr.name, windows, options.compare ?? {});
  const carried = pr.rules.filter((rule) => !rule.rule.startsWith("regression."));
  const baseHealth = evaluateBudget({ scenario: pr.name, windows, side: "base" }).filter((rule) => rule.rule.startsWith("generator.")).map((rule) => ({ ...rule, message: `base run: ${rule.message}` }));
  const rules = [...carried, ...baseHealth, ...comparisonRules(comparisons)];
  const decision = deriveVerdict({ rules, comparisons });
  return { ...pr, windows, rules, comparisons, verdict: decision.verdict };
}
function runnerDifference(base, pr) {
  const differences = [];
  if (base.cpuModel !== pr.cpuModel) differences.push(`CPU "${base.cpuModel}" vs "${pr.cpuModel}"`);
  if (base.cores !== pr.cores) differences.push(`${base.cores} vs ${pr.cores} cores`);
  if (Math.abs(base.memoryMb - pr.memoryMb) > 0.05 * Math.max(base.memoryMb, pr.memoryMb)) {
    differences.push(`${base.memoryMb} vs ${pr.memoryMb} MB memory`);
  }
  return differences.length > 0 ? differences.join(", ") : void 0;
}
function combinedSettings(base, pr) {
  const prSide = pr?.pr;
  const baseSide = base?.pr;
  if (prSide === void 0 && baseSide === void 0) return void 0;
  const combined = {};
  if (prSide !== void 0) combined["pr"] = prSide;
  if (baseSide !== void 0) combined["base"] = baseSide;
  if (looksLikeEffectiveSettings(prSide) && looksLikeEffectiveSettings(baseSide)) {
    combined["diff"] = diffSettings(baseSide, prSide);
  }
  return combined;
}
function looksLikeEffectiveSettings(value) {
  const candidate = value;
  return typeof candidate?.tomcat === "object" && Array.isArray(candidate.datasources) && typeof candidate.jvm === "object" && typeof candidate.sources === "object";
}
function pathText(path) {
  return path.reduce(
    (text, key) => typeof key === "number" ? `${text}[${key}]` : `${text}${text ? "." : ""}${String(key)}`,
    ""
  ) || "(root)";
}

// src/commands/compare.ts
function register(program) {
  program.command("compare").description("Compare two saved results (base first, then PR) and print the markdown report").argument("<base>", "result JSON of the base (perf-gate-result.json)").argument("<pr>", "result JSON of the PR").option("--tolerance-p50 <pct>", "allowed p50 change, e.g. 10%").option("--tolerance-p95 <pct>", "allowed p95 change (default 10%)").option("--tolerance-p99 <pct>", "allowed p99 change (default 15%)").option("--tolerance-tps <pct>", "allowed TPS drop (default 5%)").option(
    "--tolerance-error-rate <pp>",
    "allowed error-rate rise in percentage points (default 1)"
  ).option("--confidence <level>", "two-sided confidence of the intervals (default 90%)").option("--method <method>", "interval method: t (default) or bootstrap").option("--seed <n>", "bootstrap seed (default 1)").option("--endpoints", "also compare p95 per endpoint").option("--json", "print the comparison result JSON instead of markdown").option("--markdown <file>", "also write the markdown report to this file").option("--marker-id <id>", 'id in the hidden comment marker (default "default")').option("--allow-different-runners", "compare results measured on different machines").option("--fail-on-inconclusive", "exit 1 when the verdict is inconclusive").action(async (baseFile, prFile, flags) => {
    process.exitCode = await compareCommand(baseFile, prFile, flags);
  });
}
async function compareCommand(baseFile, prFile, flags) {
  const compare = compareOptions(flags);
  const [base, pr] = await Promise.all([readResult(baseFile), readResult(prFile)]);
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
async function readResult(file) {
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    const code = error.code ?? "unknown error";
    throw new ConfigError(`${file}: cannot be read (${code}).`, {
      fix: "Pass the path of a perf-gate-result.json written by `perf-gate run`."
    });
  }
  return parseResultFile(text, file);
}
function compareOptions(flags) {
  const tolerances = {};
  const tolerance = (flag, value, metric) => {
    if (value !== void 0) tolerances[metric] = parsePercent(flag, value);
  };
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
