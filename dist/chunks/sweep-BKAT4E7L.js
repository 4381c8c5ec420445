import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  HEAP_KEY,
  INSTANCES_KEY,
  POOL_KEY,
  THREADS_KEY,
  bootApp,
  bottlenecksOf,
  budgetAtRate,
  emptyHeader,
  instancesWithOwnPool,
  judgeWindow,
  numericValue,
  planSweep,
  prepareForInstances,
  registerRelease,
  renderSweepHtml,
  renderSweepMarkdown,
  resourcesOf,
  settingsNotApplied,
  sweepConnectionProblem,
  vusForRate
} from "./chunk-Z2Y7D333.js";
import "./chunk-ZZVN3ZDM.js";
import "./chunk-53AB5Y5Q.js";
import "./chunk-7HDEPLHL.js";
import "./chunk-XT2MLSYI.js";
import "./chunk-VYLVPXU5.js";
import "./chunk-3BUQNUL7.js";
import "./chunk-4JC7IBBI.js";
import "./chunk-LEJNO2M5.js";
import {
  durationOverrideFlag,
  rateFlag,
  releaseFlags
} from "./chunk-HEEH3OJ4.js";
import "./chunk-PNZJ54FW.js";
import {
  deriveVerdict,
  exitCodeForVerdict
} from "./chunk-EWBYGUDV.js";
import {
  DEFAULTS,
  evaluateBudget,
  formatMs,
  formatRatio,
  formatTps,
  mean,
  median,
  numericVariable,
  sampleStdDev,
  tQuantile
} from "./chunk-U2IOZD34.js";
import "./chunk-RPQQVPII.js";
import "./chunk-H5S5CXRU.js";
import {
  ConfigError,
  EnvironmentError,
  describeError,
  list,
  numberFlag,
  parseMemoryMb,
  value
} from "./chunk-STJUJNGS.js";
import "./chunk-6CMWHVWB.js";

// src/release/recommend.ts
function summarizeCase(windows, budget, confidence) {
  const measurements = windows.map((entry) => entry.window);
  const p95s = measurements.map((window) => window.http.latency.p95);
  const requests = measurements.reduce((total, window) => total + window.http.requests, 0);
  const failed = measurements.reduce((total, window) => total + window.http.failed, 0);
  const cpu = windows.map((entry) => entry.resources.appCpuPercent).filter((value2) => value2 !== void 0);
  const summary = {
    windows: windows.length,
    tps: median(measurements.map((window) => window.tps)),
    p95Ms: median(p95s),
    errorRate: requests > 0 ? failed / requests : 0,
    outcome: "inconclusive",
    reasons: []
  };
  if (cpu.length > 0) summary.appCpuPercent = round1(mean(cpu));
  const interval = logInterval(p95s, confidence);
  if (interval) summary.p95Interval = interval;
  if (windows.length === 0) {
    summary.reasons = ["no window was measured"];
    return summary;
  }
  const clean = measurements.map((window) => ({
    ...window,
    generator: { saturated: false, reasons: [] }
  }));
  const decision = deriveVerdict({
    rules: evaluateBudget({ scenario: measurements[0].scenario, windows: clean, budget })
  });
  const limited = windows.filter((entry) => entry.outcome === "inconclusive");
  if (decision.verdict === "pass") {
    summary.outcome = "pass";
  } else if (limited.length > 0) {
    summary.outcome = "inconclusive";
    summary.reasons = [...new Set(limited.flatMap((entry) => entry.reasons))];
  } else {
    summary.outcome = "fail";
    summary.reasons = decision.failing.length > 0 ? decision.failing.map((record) => record.message) : [...new Set(windows.flatMap((entry) => entry.reasons))];
  }
  return summary;
}
function logInterval(values, confidence) {
  const positive = values.filter((value2) => value2 > 0);
  if (positive.length < 2 || positive.length !== values.length) return void 0;
  const logs = positive.map(Math.log);
  const half = tQuantile(1 - (1 - confidence) / 2, logs.length - 1) * (sampleStdDev(logs) / Math.sqrt(logs.length));
  const centre = mean(logs);
  return {
    low: round1(Math.exp(centre - half)),
    high: round1(Math.exp(centre + half)),
    confidence
  };
}
function stopEarlyReason(window, limits) {
  const p95 = window.http.latency.p95;
  if (limits.p95Ms !== void 0 && p95 > 2 * limits.p95Ms) {
    return `p95 ${formatMs(p95)} is more than twice the ${formatMs(limits.p95Ms)} budget`;
  }
  const errorLimit = Math.max(0.05, 5 * (limits.errorRate ?? DEFAULTS.releaseErrorRate));
  if (window.http.errorRate > errorLimit) {
    return `error rate ${formatRatio(window.http.errorRate)} is above ${formatRatio(errorLimit)} (5\xD7 the budget)`;
  }
  return void 0;
}
function exclusionOf(entry) {
  for (const [key, value2] of Object.entries(entry.settings)) {
    if ((key === POOL_KEY || key.endsWith(".maximum-pool-size")) && Number(value2) === 1) {
      return {
        rule: "pool-of-one",
        reason: "a pool of one connection is never recommended: every database call waits for that one connection, so it only meets a budget at trivial rates and collapses under any burst"
      };
    }
  }
  if (entry.notApplied.length > 0) {
    return {
      rule: "not-applied",
      reason: `the app did not run with the requested value (${entry.notApplied.join("; ")}), so these figures belong to other settings`
    };
  }
  return void 0;
}
function resourceScore(settings, dimensions) {
  let score = 0;
  for (const dimension of dimensions) {
    const ordered = orderedValues(dimension);
    const value2 = settings[dimension.key];
    if (ordered.length < 2) continue;
    const rank = value2 === void 0 ? -1 : ordered.indexOf(value2);
    score += rank < 0 ? 0.5 : rank / (ordered.length - 1);
  }
  return score;
}
function orderedValues(dimension) {
  const numeric = dimension.values.map((value2) => numericValue(dimension.key, value2));
  if (numeric.every((value2) => value2 !== void 0)) {
    return [...dimension.values].sort(
      (a, b) => numericValue(dimension.key, a) - numericValue(dimension.key, b)
    );
  }
  return [...dimension.values];
}
function recommend(cases, dimensions) {
  const passing = cases.filter((entry) => entry.summary?.outcome === "pass");
  const excluded = [];
  const eligible = [];
  for (const entry of passing) {
    const exclusion = exclusionOf(entry);
    if (exclusion) excluded.push({ caseId: entry.id, ...exclusion });
    else eligible.push(entry);
  }
  const p95 = (entry) => entry.summary.p95Ms;
  const ranking = [...eligible].sort((a, b) => p95(a) - p95(b));
  if (ranking.length === 0) {
    const why = passing.length === 0 ? "no setting met the budget" : "every setting that met the budget is excluded";
    return {
      confidence: "none",
      ranking: [],
      indistinguishable: [],
      excluded,
      statement: `No recommendation: ${why}.`,
      evidence: excluded.map((entry) => `${entry.caseId}: ${entry.reason}.`)
    };
  }
  const best = ranking[0];
  const withInterval = ranking.every((entry) => entry.summary.p95Interval !== void 0);
  const group = withInterval ? ranking.filter((entry) => overlaps(entry, best)) : [...ranking];
  const score = (entry) => resourceScore(entry.settings, dimensions);
  const chosen = [...group].sort((a, b) => score(a) - score(b) || p95(a) - p95(b))[0];
  const others = ranking.filter((entry) => entry !== chosen);
  const indistinguishable = withInterval ? others.filter((entry) => overlaps(entry, chosen)).map((entry) => entry.id) : others.map((entry) => entry.id);
  const confidence = !withInterval ? "single-window" : indistinguishable.length === 0 ? "clear" : "indistinguishable";
  const evidence = [describe(chosen)];
  for (const entry of others) {
    const relation = withInterval ? overlaps(entry, chosen) ? "cannot be told apart on p95 (intervals overlap)" : p95(entry) > p95(chosen) ? "slower (intervals do not overlap)" : "faster (intervals do not overlap) but not recommended over the least resources among the fastest" : "met the budget too (no interval with one window)";
    evidence.push(`${describe(entry)}: ${relation}.`);
  }
  for (const entry of excluded) evidence.push(`${entry.caseId} excluded: ${entry.reason}.`);
  for (const entry of cases.filter((c) => c.summary && c.summary.outcome !== "pass")) {
    evidence.push(
      `${entry.id} ${entry.status === "stopped-early" ? "stopped early" : entry.summary.outcome === "fail" ? "missed the budget" : "could not be judged"}: ${(entry.summary.reasons[0] ?? "see its windows").replace(/\.$/, "")}.`
    );
  }
  const statement = confidence === "clear" ? `Recommended: ${chosen.id}. It met the budget with the best p95, and its p95 interval overlaps no other setting's.` : confidence === "indistinguishable" ? `Recommended: ${chosen.id}, the least resources among the settings with the best p95; ${indistinguishable.join(", ")} cannot be told apart from it on p95 (overlapping intervals).` : `Recommended: ${chosen.id}, the least resources among the ${ranking.length} setting(s) that met the budget. With one window per setting there is no interval, so no setting can be told apart on p95: run with --repeats 2 or more for a confidence.`;
  return {
    caseId: chosen.id,
    confidence,
    ranking: ranking.map((entry) => entry.id),
    indistinguishable,
    excluded,
    statement,
    evidence
  };
}
function overlaps(a, b) {
  const x = a.summary?.p95Interval;
  const y = b.summary?.p95Interval;
  if (!x || !y) return true;
  return x.low <= y.high && y.low <= x.high;
}
function describe(entry) {
  const summary = entry.summary;
  const interval = summary.p95Interval ? ` (${Math.round(summary.p95Interval.confidence * 100)}% interval ${formatMs(summary.p95Interval.low)}\u2013${formatMs(summary.p95Interval.high)})` : "";
  const cpu = summary.appCpuPercent === void 0 ? "" : `, app CPU ${Math.round(summary.appCpuPercent)}% of a core`;
  return `${entry.id}: p95 ${formatMs(summary.p95Ms)}${interval} over ${summary.windows} window(s), ${formatTps(summary.tps)}, errors ${formatRatio(summary.errorRate)}${cpu}`;
}
function round1(value2) {
  return Math.round(value2 * 10) / 10;
}

// src/release/sweep.ts
function initialSweepResult(options) {
  return {
    ...emptyHeader("sweep"),
    rate: 0,
    warmupSec: 0,
    durationSec: 0,
    repeats: options.repeats,
    dimensions: [],
    baseline: {},
    cases: []
  };
}
async function runSweep(result, context, options) {
  const { config, scenario, progress } = context;
  const plan = planSweep({
    set: options.set,
    cases: options.cases,
    ...options.heap === void 0 ? {} : { heap: options.heap },
    appMemoryMb: config.app.resources.memoryMb
  });
  const maxConnections = numericVariable(config.database.server, "max_connections");
  if (maxConnections !== void 0) {
    const problem = sweepConnectionProblem(plan, {
      maxConnections,
      source: config.database.server.variables.max_connections.source,
      appInstances: config.app.instances
    });
    if (problem) throw problem;
  }
  const p95Ms = options.p95Ms ?? scenario.budget.p95Ms;
  if (p95Ms === void 0) {
    throw new ConfigError(
      `sweep needs a latency budget and scenario ${scenario.name} has no budget.p95.`,
      {
        fix: `Pass --p95 500ms, or set scenarios[].budget.p95 for ${scenario.name} in ${config.source}.`
      }
    );
  }
  const rate = scenario.targetRate;
  const budget = {
    ...scenario.budget,
    p95Ms,
    errorRate: options.errorRate ?? scenario.budget.errorRate ?? DEFAULTS.releaseErrorRate,
    tps: rate
  };
  result.scenario = {
    name: scenario.name,
    script: scenario.script,
    targetRate: rate,
    target: rate,
    warmupSec: scenario.release.warmupMs / 1e3,
    budget
  };
  result.rate = rate;
  result.warmupSec = scenario.release.warmupMs / 1e3;
  result.durationSec = scenario.release.durationMs / 1e3;
  result.dimensions = plan.dimensions;
  result.cases = plan.cases.map((planned) => ({
    ...planned,
    status: "not-run",
    windows: [],
    notApplied: [],
    findings: []
  }));
  progress(
    `sweep: ${result.cases.length} setting(s) \xD7 ${options.repeats} repeat(s) at ${rate}/s, about ${Math.ceil(result.cases.length * options.repeats * (scenario.release.warmupMs + scenario.release.durationMs + 3e4) / 6e4)} min`
  );
  const ownPoolInstances = instancesWithOwnPool(plan, config.app.instances) ?? config.app.instances;
  const instancesDimension = plan.dimensions.find((dimension) => dimension.key === INSTANCES_KEY);
  const prepared = await prepareForInstances(context, ownPoolInstances, {
    flag: options.cases.length > 0 ? "--case" : "--set",
    value: `instances=${instancesDimension?.values.join(",") ?? ownPoolInstances}`
  });
  result.runner = prepared.runner;
  result.app = {
    side: "pr",
    checkout: config.app.directory,
    jar: prepared.jar,
    buildMs: prepared.buildMs
  };
  result.baseline = baselineOf(
    prepared,
    plan.dimensions.map((dimension) => dimension.key),
    config.app.instances
  );
  const started = Date.now();
  const vus = vusForRate(scenario, rate);
  let bootFailures = 0;
  let boots = 0;
  for (let repeat = 0; repeat < options.repeats; repeat++) {
    const order = repeat % 2 === 0 ? result.cases : [...result.cases].reverse();
    for (const entry of order) {
      if (entry.status === "stopped-early" || entry.error !== void 0) continue;
      const tag = `repeat ${repeat + 1}/${options.repeats} ${entry.label}`;
      boots++;
      let booted;
      try {
        booted = await bootApp(
          prepared,
          {
            env: entry.env,
            jvmOptions: entry.jvmOptions,
            label: `sweep ${entry.label}`,
            // Always explicit: the preparation may have run with another count.
            instances: entry.instances ?? config.app.instances
          },
          context
        );
      } catch (error) {
        bootFailures++;
        entry.error = `the app did not start with these settings: ${describeError(error).split("\n")[0]}`;
        entry.status = "fail";
        progress(`${tag}: ${entry.error}`);
        continue;
      }
      try {
        await booted.warmUp(rate, scenario.release.warmupMs, { ...vus, label: tag });
        progress(`${tag}: measuring ${scenario.release.durationMs / 1e3} s at ${rate}/s`);
        const measureOnce = async () => {
          const measured2 = await booted.measure({
            rate,
            durationMs: scenario.release.durationMs,
            ...vus,
            round: repeat,
            label: tag
          });
          return {
            measured: measured2,
            judged: judgeWindow(measured2.window, budgetAtRate(budget, rate), measured2.generator)
          };
        };
        let { measured, judged } = await measureOnce();
        if (judged.outcome === "inconclusive") {
          progress(`${tag}: ${judged.reasons[0] ?? "not judged"}; measuring once more`);
          ({ measured, judged } = await measureOnce());
        }
        const resources = resourcesOf(measured.record);
        entry.windows.push({
          repeat,
          window: measured.window,
          resources,
          generator: {
            starved: measured.generator.starved,
            undelivered: measured.generator.undelivered
          },
          outcome: judged.outcome,
          reasons: judged.reasons,
          startupMs: booted.startupMs,
          telemetry: measured.record
        });
        for (const line of settingsNotApplied(entry.settings, resources, parseMemoryMb)) {
          if (!entry.notApplied.includes(line)) entry.notApplied.push(line);
        }
        entry.findings = mergeFindings(entry.findings, bottlenecksOf(measured.findings));
        entry.status = judged.outcome;
        progress(
          `${tag}: ${formatTps(measured.window.tps)}, p95 ${formatMs(measured.window.http.latency.p95)}, errors ${formatRatio(measured.window.http.errorRate)}${resources.appCpuPercent === void 0 ? "" : `, app CPU ${Math.round(resources.appCpuPercent)}%`} \u2192 ${judged.outcome}`
        );
        const clearMiss = judged.outcome === "fail" ? stopEarlyReason(measured.window, budget) : void 0;
        if (repeat === 0 && options.repeats > 1 && clearMiss) {
          entry.status = "stopped-early";
          progress(`${tag}: stopped early, ${clearMiss}`);
        }
      } finally {
        await booted.stop();
      }
    }
  }
  if (boots > 0 && bootFailures === boots) {
    const first = result.cases.find((entry) => entry.error);
    throw new EnvironmentError(
      `No setting could be measured: ${first.error} (and every other one likewise).`,
      {
        fix: "Check the swept values against the app (the log lines of the failed start say why), or the app itself with `perf-gate run`."
      }
    );
  }
  result.wallSec = Math.round((Date.now() - started) / 1e3);
}
function finalizeSweep(result, options) {
  const budget = result.scenario?.budget;
  if (!budget) return;
  for (const entry of result.cases) {
    if (entry.error !== void 0 && entry.windows.length === 0) {
      entry.summary = {
        windows: 0,
        tps: 0,
        p95Ms: Number.NaN,
        errorRate: 0,
        outcome: "fail",
        reasons: [entry.error]
      };
      continue;
    }
    if (entry.windows.length === 0) continue;
    entry.summary = summarizeCase(entry.windows, budget, options.confidence);
    if (entry.status !== "stopped-early") entry.status = entry.summary.outcome;
  }
  const recommendation = recommend(result.cases, result.dimensions);
  result.recommendation = recommendation;
  const notApplied = result.cases.filter((entry) => entry.notApplied.length > 0);
  if (notApplied.length > 0) {
    result.notes.push(
      `The app did not run with the requested value for ${notApplied.map((entry) => entry.label).join(", ")} (${notApplied[0].notApplied[0]}): it may set the value in code or under another prefix.`
    );
  }
  const limited = result.cases.flatMap((entry) => entry.windows).filter((window) => window.generator.starved.length > 0);
  if (limited.length > 0) {
    result.notes.push(
      `${limited.length} window(s) ran while k6 or the runner was short of CPU: their figures are noisier than on a quiet runner.`
    );
  }
  const unfinished = result.cases.filter((entry) => entry.status === "not-run");
  if (unfinished.length > 0)
    result.notes.push(`${unfinished.length} setting(s) were not measured.`);
  if (recommendation.caseId) {
    result.verdict = "pass";
  } else if (result.cases.some((entry) => entry.summary?.outcome === "inconclusive")) {
    result.verdict = "inconclusive";
  } else {
    result.verdict = "fail";
  }
  result.reason = recommendation.statement;
  result.exitCode = exitCodeForVerdict(result.verdict, {
    failOnInconclusive: options.failOnInconclusive
  });
}
function baselineOf(prepared, keys, appInstances) {
  const out = {};
  for (const key of keys) {
    if (key === INSTANCES_KEY) {
      out[key] = String(appInstances);
      continue;
    }
    if (key === HEAP_KEY) {
      const xmx = prepared.settings.jvm.xmxMb;
      out[key] = xmx === null ? "JVM default" : `${Math.round(xmx)}m`;
      continue;
    }
    const declared = prepared.properties[key]?.value;
    if (declared !== void 0) out[key] = declared;
    else if (key === THREADS_KEY) out[key] = String(prepared.settings.tomcat.threadsMax);
    else if (key === POOL_KEY && prepared.settings.datasources[0]) {
      out[key] = String(prepared.settings.datasources[0].hikari.maximumPoolSize);
    }
  }
  return out;
}
function mergeFindings(existing, more) {
  const rules = new Set(existing.map((finding) => finding.rule));
  return [...existing, ...more.filter((finding) => !rules.has(finding.rule))];
}

// src/commands/sweep.ts
var SWEEP_FLAGS = {
  ...releaseFlags("perf-gate-sweep.json"),
  set: list(
    "--set <KEY=V1,V2>",
    "a setting and its values, e.g. server.tomcat.threads.max=10,50,200 (repeatable: every combination is measured)"
  ),
  case: list(
    "--case <KEY=V,KEY=V>",
    "one combination, e.g. threads=20,pool=10 (repeatable; instead of --set)"
  ),
  heap: value("--heap <sizes>", "maximum heaps to try, e.g. 512m,1g (each becomes -Xmx)"),
  repeats: value(
    "--repeats <n>",
    "windows per setting, each on a fresh app",
    (flag, text) => numberFlag(flag, text, { whole: true, min: 1 }),
    { default: "2" }
  ),
  rate: rateFlag("arrival rate of every window (default: the scenario's rate)"),
  duration: durationOverrideFlag("measured window (default: the scenario's duration)")
};
function register(program) {
  registerRelease(program, {
    what: "sweep",
    description: "Measure settings side by side (Tomcat threads, Hikari pool, heap, any Spring property) and recommend the least that meets the budget",
    table: SWEEP_FLAGS,
    options: sweepOptions,
    initial: initialSweepResult,
    run: runSweep,
    finalize: finalizeSweep,
    markdown: renderSweepMarkdown,
    html: renderSweepHtml
  });
}
function sweepOptions(flags) {
  return {
    set: flags.set,
    cases: flags.case,
    repeats: flags.repeats,
    failOnInconclusive: flags.failOnInconclusive,
    confidence: DEFAULTS.confidence,
    ...flags.heap === void 0 ? {} : { heap: flags.heap },
    ...flags.p95 === void 0 ? {} : { p95Ms: flags.p95 },
    ...flags.errors === void 0 ? {} : { errorRate: flags.errors }
  };
}
export {
  SWEEP_FLAGS,
  register,
  sweepOptions
};
