import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  calibrationRecordFrom,
  isCalibrationFile
} from "./chunk-4AY6EIAZ.js";
import {
  compareScenario,
  comparisonRules,
  deriveVerdict,
  exitCodeForVerdict
} from "./chunk-EWBYGUDV.js";
import {
  WORK_METRICS,
  evaluateBudget,
  formatBytes,
  formatCount,
  oneLine,
  readAtMost
} from "./chunk-U2IOZD34.js";
import {
  diffSettings
} from "./chunk-H5S5CXRU.js";
import {
  ConfigError,
  external_exports
} from "./chunk-STJUJNGS.js";

// src/analysis/result-schema.ts
var MAX_NAME_CHARS = 4096;
var MAX_TEXT_CHARS = 256 * 1024;
var ONE_LINE = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]*$/;
var NO_MARKUP = /^[^<>[\]@#|\\~&!$]*$/;
var name = external_exports.string().max(MAX_NAME_CHARS, `must be at most ${MAX_NAME_CHARS} characters`).regex(ONE_LINE, "must be one line without control characters");
var text = external_exports.string().max(MAX_TEXT_CHARS, `must be at most ${MAX_TEXT_CHARS} characters`);
var gateNote = name.regex(NO_MARKUP, "must be plain text (no <, >, [, ], @, #, |, \\, ~, &, ! or $)").refine((note) => !/:\/\/|www\./i.test(note), "must be plain text (no link)");
var measured = external_exports.number().nullable();
var count = external_exports.number().int().min(0);
var side = external_exports.enum(["pr", "base"]);
var level = external_exports.enum(["error", "warning", "notice"]);
var comparisonStatus = external_exports.enum(["regression", "improvement", "no-change", "inconclusive"]);
var interval = external_exports.looseObject({
  lowPct: measured,
  highPct: measured,
  confidence: external_exports.number(),
  method: text.optional()
});
var latencySchema = external_exports.looseObject({ p50: external_exports.number(), p95: external_exports.number(), p99: external_exports.number() });
var requestSchema = external_exports.looseObject({
  requests: external_exports.number(),
  failed: external_exports.number(),
  errorRate: external_exports.number(),
  latency: latencySchema
});
var windowSchema = external_exports.looseObject({
  scenario: name,
  side,
  round: count,
  targetRate: external_exports.number(),
  tps: external_exports.number(),
  iterations: external_exports.number(),
  droppedIterations: external_exports.number(),
  http: requestSchema,
  endpoints: external_exports.record(name, requestSchema),
  endpointNote: gateNote.optional(),
  mix: external_exports.array(external_exports.looseObject({ scenario: name, exec: name, share: external_exports.number() })).optional(),
  generator: external_exports.looseObject({ saturated: external_exports.boolean(), reasons: external_exports.array(text) }),
  proxy: external_exports.looseObject({
    connections: external_exports.looseObject({
      samples: count,
      activePeak: count,
      activeMean: external_exports.number(),
      waitingPeak: count,
      writingPeak: count
    }).optional()
  }).optional(),
  instances: external_exports.array(
    external_exports.looseObject({
      label: name,
      container: external_exports.string().regex(/^[0-9a-f]{1,64}$/, "must be a container id"),
      requestsPerSec: external_exports.number().optional(),
      cpuPercent: external_exports.number().optional(),
      busyThreadsPeak: external_exports.number().optional(),
      hikariActivePeak: external_exports.number().optional(),
      hikariPendingPeak: external_exports.number().optional(),
      heapUsedMbPeak: external_exports.number().optional(),
      serverErrorsPerSec: external_exports.number().optional()
    })
  ).max(8).optional()
});
var ruleSchema = external_exports.looseObject({
  rule: name,
  metric: name,
  scenario: name.optional(),
  endpoint: name.optional(),
  expected: text,
  actual: text,
  passed: external_exports.boolean(),
  level,
  message: text,
  inconclusive: external_exports.boolean().optional()
});
var findingSchema = external_exports.looseObject({
  rule: name,
  level,
  message: text,
  keys: external_exports.array(name).optional(),
  scenario: name.optional(),
  side: side.optional(),
  // null: a figure the gate wrote as NaN
  evidence: external_exports.record(name, external_exports.union([external_exports.number(), text, external_exports.null()])).optional()
});
var comparisonSchema = external_exports.looseObject({
  scenario: name,
  endpoint: name.optional(),
  metric: external_exports.enum(["latency", "p50", "p95", "p99", "tps", "errorRate", "startupMs", "memoryMb"]),
  role: external_exports.enum(["primary", "endpoint", "diagnostic"]).optional(),
  familyWeight: external_exports.number().min(0).max(1).optional(),
  familyAlpha: external_exports.number().min(0).max(1).optional(),
  base: measured,
  pr: measured,
  changePct: measured,
  interval,
  tolerancePct: measured,
  mdePct: measured,
  pairs: count,
  status: comparisonStatus,
  changeUnit: external_exports.enum(["percent", "percentage-points"]).optional(),
  message: text.optional(),
  speedAdjustment: external_exports.looseObject({
    factor: external_exports.number(),
    applied: external_exports.boolean(),
    generatorChangePct: external_exports.number(),
    unadjustedChangePct: external_exports.number().optional(),
    reason: text.optional()
  }).optional(),
  stealAdjustment: external_exports.looseObject({
    factor: external_exports.number(),
    applied: external_exports.boolean(),
    stealDiffMeanPoints: external_exports.number(),
    stealDiffMaxPoints: external_exports.number(),
    unadjustedChangePct: external_exports.number().optional(),
    reason: text.optional()
  }).optional()
});
var shiftSchema = external_exports.looseObject({
  scenario: name,
  endpoint: name.optional(),
  pairs: count,
  changePct: measured,
  interval,
  tolerancePct: measured,
  status: comparisonStatus
});
var workSchema = external_exports.looseObject({
  comparisons: external_exports.array(
    external_exports.looseObject({
      scenario: name,
      endpoint: name.optional(),
      metric: external_exports.enum(WORK_METRICS),
      base: external_exports.number(),
      pr: external_exports.number(),
      change: external_exports.number(),
      // null: Infinity, a change from a base of 0
      changePct: measured,
      tolerance: external_exports.union([external_exports.number(), external_exports.literal(false)]),
      pairs: count,
      status: external_exports.enum(["regression", "improvement", "no-change", "not-judged"]),
      message: text
    })
  ),
  shapes: external_exports.array(
    external_exports.looseObject({
      shape: text,
      endpoint: name.optional(),
      base: external_exports.number(),
      pr: external_exports.number(),
      status: external_exports.enum(["new", "vanished", "more", "fewer"])
    })
  ),
  notes: external_exports.array(text).optional()
});
var scenarioSchema = external_exports.looseObject({
  name,
  script: name,
  targetRate: external_exports.number(),
  warmupSec: measured,
  durationSec: measured,
  windows: external_exports.array(windowSchema),
  rules: external_exports.array(ruleSchema),
  comparisons: external_exports.array(comparisonSchema),
  work: workSchema.optional(),
  shifts: external_exports.array(shiftSchema).optional(),
  findings: external_exports.array(findingSchema),
  verdict: external_exports.enum(["pass", "fail", "inconclusive"])
});
var settingValue = external_exports.union([external_exports.number(), name, external_exports.null()]);
var settingFields = external_exports.record(name, settingValue);
var effectiveSettingsSchema = external_exports.looseObject({
  tomcat: settingFields,
  datasources: external_exports.array(external_exports.looseObject({ prefix: name, hikari: settingFields })),
  jvm: settingFields,
  sources: external_exports.record(name, name)
});
var settingsSchema = external_exports.looseObject({
  pr: effectiveSettingsSchema.optional(),
  base: effectiveSettingsSchema.optional(),
  diff: external_exports.array(external_exports.looseObject({ key: name, before: settingValue, after: settingValue, source: name })).optional()
});
var seriesSchema = external_exports.looseObject({ t: external_exports.array(external_exports.number()), values: external_exports.array(external_exports.number()) });
var telemetrySchema = external_exports.looseObject({
  records: external_exports.array(
    external_exports.looseObject({
      label: external_exports.looseObject({ scenario: name, side, round: count }),
      series: external_exports.record(name, seriesSchema),
      facts: external_exports.record(name, external_exports.union([external_exports.number(), text])),
      notes: external_exports.array(
        external_exports.looseObject({
          source: external_exports.enum(["prometheus", "actuator", "container", "k6", "host", "client"]),
          message: text,
          fix: text.optional()
        })
      )
    })
  )
});
var protocolSchema = external_exports.looseObject({
  order: external_exports.enum(["alternate", "abba", "random"]),
  seed: external_exports.number(),
  bootOrder: external_exports.array(side),
  resets: count,
  resetsSkipped: count,
  pausedMs: external_exports.partialRecord(side, external_exports.number()).optional(),
  warmUps: external_exports.array(external_exports.looseObject({ side, scenario: name, steady: external_exports.boolean(), durationMs: external_exports.number() })).optional(),
  sequential: external_exports.looseObject({
    maxRounds: count,
    spending: external_exports.enum(["obrien-fleming", "pocock"]),
    looks: external_exports.array(
      external_exports.looseObject({
        scenario: name,
        pairs: count,
        confidence: external_exports.number(),
        stop: external_exports.boolean(),
        reason: text
      })
    )
  }).optional()
});
var sideInfoSchema = external_exports.looseObject({
  side,
  ref: name.optional(),
  sha: name.optional(),
  checkout: name
});
var resultSchema = external_exports.looseObject({
  schemaVersion: external_exports.literal(1),
  verdict: external_exports.enum(["pass", "fail", "inconclusive", "error"]),
  runner: external_exports.looseObject({
    cpuModel: name,
    cores: external_exports.number(),
    memoryMb: external_exports.number(),
    os: name,
    nodeVersion: name,
    k6Version: name.optional(),
    dockerVersion: name.optional()
  }),
  sides: external_exports.looseObject({ pr: sideInfoSchema, base: sideInfoSchema.optional() }),
  scenarios: external_exports.array(scenarioSchema),
  rules: external_exports.array(ruleSchema),
  findings: external_exports.array(findingSchema),
  settings: settingsSchema.optional(),
  telemetry: telemetrySchema.optional(),
  tool: external_exports.looseObject({ name, version: name }),
  startedAt: name,
  finishedAt: name,
  // not printed, but publish sets the commit status from it
  exitCode: external_exports.number().int(),
  protocol: protocolSchema.optional(),
  error: external_exports.looseObject({
    kind: external_exports.enum(["config", "environment", "gate"]),
    message: text,
    fix: text.optional(),
    stage: name.optional()
  }).optional(),
  policy: external_exports.looseObject({
    source: side,
    reason: text.optional(),
    changes: external_exports.array(external_exports.looseObject({ key: name, base: text, pr: text }))
  }).optional()
});

// src/analysis/results.ts
function parseResultFile(text2, file) {
  let raw;
  try {
    raw = JSON.parse(text2);
  } catch (error) {
    throw new ConfigError(`${file}: is not JSON (${oneLine(error.message, 200)}).`, {
      fix: "Pass the perf-gate-result.json a `perf-gate run` wrote."
    });
  }
  const version = raw?.schemaVersion;
  if (version !== 1) {
    throw new ConfigError(
      `${file}: schemaVersion is ${version === void 0 ? "missing" : oneLine(JSON.stringify(version), 200)}, this perf-gate reads schemaVersion 1.`,
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
  const measured2 = (scenario, file, side2) => {
    const windows2 = scenario.windows.filter((window) => window.side === "pr");
    if (windows2.length === 0) {
      throw new ConfigError(`${file}: scenario ${scenario.name} has no measured PR-side window.`, {
        fix: "Pass the result of a run that measured this scenario."
      });
    }
    return windows2.map((window) => ({ ...window, side: side2 }));
  };
  const windows = [
    ...measured2(base, options.baseFile, "base"),
    ...measured2(pr, options.prFile, "pr")
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
    (text2, key) => typeof key === "number" ? `${text2}[${key}]` : `${text2}${text2 ? "." : ""}${keyText(key)}`,
    ""
  ) || "(root)";
}
function keyText(key) {
  const text2 = String(key);
  if (/^[\w .:/{}()-]{1,80}$/.test(text2)) return text2;
  return JSON.stringify(text2.length > 80 ? `${text2.slice(0, 80)}\u2026` : text2);
}

// src/commands/read-result.ts
var MAX_RESULT_BYTES = 64 * 1024 * 1024;
function readResultFile(file, cannotRead) {
  return parseResultFile(readCapped(file, cannotRead), file);
}
function readSavedFile(file, cannotRead, context = {}) {
  const text2 = readCapped(file, cannotRead);
  let raw;
  try {
    raw = JSON.parse(text2);
  } catch {
    raw = void 0;
  }
  if (isCalibrationFile(raw))
    return { kind: "calibration", record: calibrationRecordFrom(file, raw, context) };
  return { kind: "result", result: parseResultFile(text2, file) };
}
function readCalibrationJson(file) {
  try {
    const raw = JSON.parse(readCapped(file, (code) => new ConfigError(code)));
    return isCalibrationFile(raw) ? raw : void 0;
  } catch {
    return void 0;
  }
}
function readCapped(file, cannotRead) {
  try {
    return readAtMost(file, MAX_RESULT_BYTES, (size) => resultTooLarge(file, size));
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw cannotRead(error.code ?? String(error));
  }
}
function resultTooLarge(file, size) {
  const cap = formatBytes(MAX_RESULT_BYTES);
  return new ConfigError(
    size.atLeast ? `${file}: holds more than the ${cap} a result file may be; it was read no further.` : `${file}: is ${formatBytes(size.bytes)} (${formatCount(size.bytes)} bytes), more than the ${cap} a result file may be; it was not read.`,
    {
      fix: "Pass the perf-gate-result.json a `perf-gate run` wrote, unmodified (a real one is a few MB at most). A gate that writes more measures too long in one run: split its scenarios over several gates."
    }
  );
}
function readAaResultFiles(files) {
  return files.map((file) => ({
    file,
    result: readResultFile(
      file,
      (code) => new ConfigError(`${file}: cannot be read (${code}).`, {
        fix: "Pass the perf-gate-result.json files of A/A gates (`perf-gate run --base HEAD`)."
      })
    )
  }));
}

export {
  compareResults,
  readResultFile,
  readSavedFile,
  readCalibrationJson,
  readAaResultFiles
};
