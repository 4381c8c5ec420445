import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  compareScenario,
  comparisonRules,
  deriveVerdict,
  evaluateBudget,
  exitCodeForVerdict
} from "./chunk-25CJ7R5H.js";
import {
  external_exports
} from "./chunk-3VAMG2Z4.js";
import {
  diffSettings
} from "./chunk-H5S5CXRU.js";
import {
  ConfigError
} from "./chunk-NKUAIM4D.js";

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
var effectiveSettingsSchema = external_exports.looseObject({
  tomcat: external_exports.looseObject({}),
  datasources: external_exports.array(external_exports.looseObject({ prefix: external_exports.string(), hikari: external_exports.looseObject({}) })),
  jvm: external_exports.looseObject({}),
  sources: external_exports.record(external_exports.string(), external_exports.string())
});
var settingsSchema = external_exports.looseObject({
  pr: effectiveSettingsSchema.optional(),
  base: effectiveSettingsSchema.optional(),
  diff: external_exports.array(external_exports.looseObject({ key: external_exports.string(), source: external_exports.string() })).optional()
});
var seriesSchema = external_exports.looseObject({ t: external_exports.array(external_exports.number()), values: external_exports.array(external_exports.number()) });
var telemetrySchema = external_exports.looseObject({
  records: external_exports.array(
    external_exports.looseObject({
      label: external_exports.looseObject({
        scenario: external_exports.string(),
        side: external_exports.enum(["pr", "base"]),
        round: external_exports.number().int().min(0)
      }),
      series: external_exports.record(external_exports.string(), seriesSchema),
      facts: external_exports.record(external_exports.string(), external_exports.union([external_exports.number(), external_exports.string()])),
      notes: external_exports.array(external_exports.looseObject({ source: external_exports.string(), message: external_exports.string() }))
    })
  )
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
  findings: external_exports.array(external_exports.unknown()),
  settings: settingsSchema.optional(),
  telemetry: telemetrySchema.optional()
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
  return {
    ...prSide ? { pr: prSide } : {},
    ...baseSide ? { base: baseSide } : {},
    ...prSide && baseSide ? { diff: diffSettings(baseSide, prSide) } : {}
  };
}
function pathText(path) {
  return path.reduce(
    (text, key) => typeof key === "number" ? `${text}[${key}]` : `${text}${text ? "." : ""}${String(key)}`,
    ""
  ) || "(root)";
}

export {
  parseResultFile,
  compareResults
};
