import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  bootApp,
  bottlenecksOf,
  budgetAtRate,
  emptyHeader,
  instancesText,
  judgeWindow,
  nextCapacityMove,
  prepareForInstances,
  registerRelease,
  renderCapacityHtml,
  renderCapacityMarkdown,
  resourcesOf,
  summarizeTopologies,
  vusForRate
} from "./chunk-Z2Y7D333.js";
import "./chunk-ZZVN3ZDM.js";
import "./chunk-53AB5Y5Q.js";
import "./chunk-7HDEPLHL.js";
import "./chunk-XT2MLSYI.js";
import "./chunk-VYLVPXU5.js";
import "./chunk-3BUQNUL7.js";
import "./chunk-4JC7IBBI.js";
import {
  compareCapacity,
  parseCapacityResult
} from "./chunk-7PVGR4JL.js";
import "./chunk-LEJNO2M5.js";
import {
  releaseFlags
} from "./chunk-HEEH3OJ4.js";
import "./chunk-PNZJ54FW.js";
import {
  exitCodeForVerdict
} from "./chunk-EWBYGUDV.js";
import {
  DEFAULTS,
  formatMs,
  formatRatio,
  formatTps
} from "./chunk-U2IOZD34.js";
import "./chunk-RPQQVPII.js";
import "./chunk-H5S5CXRU.js";
import {
  ConfigError,
  durationFlag,
  fractionFlag,
  numberFlag,
  value
} from "./chunk-STJUJNGS.js";
import "./chunk-6CMWHVWB.js";

// src/commands/capacity.ts
import { readFile } from "node:fs/promises";

// src/release/capacity.ts
import { setTimeout as sleep } from "node:timers/promises";
var TPS_SLACK = 0.02;
var UNFINISHED = "the search did not finish";
var COOL_DOWN_MS = 2e3;
function initialCapacityResult(options) {
  return {
    ...emptyHeader("capacity"),
    limits: {
      p95Ms: options.p95Ms ?? 0,
      errorRate: options.errorRate ?? DEFAULTS.releaseErrorRate,
      tpsSlack: TPS_SLACK
    },
    search: {
      startRate: options.startRate,
      maxRate: options.maxRate,
      factor: options.factor,
      resolution: options.resolution,
      stepDurationSec: options.stepDurationMs / 1e3,
      confirmDurationSec: (options.confirmDurationMs ?? options.stepDurationMs) / 1e3,
      repeats: options.repeats,
      maxSteps: options.maxSteps,
      retries: options.retries
    },
    searches: [],
    ...options.instances ? { instances: options.instances } : {}
  };
}
async function runCapacity(result, context, options) {
  const { scenario, progress } = context;
  if (scenario.executor !== "gate") {
    throw new ConfigError(
      `${context.config.source}: scenario ${scenario.name} uses executor: script, so perf-gate cannot set the arrival rate of each step.`,
      {
        fix: "Remove `executor: script` from the scenario (perf-gate then drives it at a constant arrival rate) to measure its capacity."
      }
    );
  }
  const p95Ms = options.p95Ms ?? scenario.budget.p95Ms;
  if (p95Ms === void 0) {
    throw new ConfigError(
      `capacity needs a latency budget and scenario ${scenario.name} has no budget.p95.`,
      {
        fix: `Pass --p95 500ms, or set scenarios[].budget.p95 for ${scenario.name} in ${context.config.source}.`
      }
    );
  }
  const errorRate = options.errorRate ?? scenario.budget.errorRate ?? DEFAULTS.releaseErrorRate;
  result.limits = { p95Ms, errorRate, tpsSlack: TPS_SLACK };
  const confirmDurationMs = options.confirmDurationMs ?? scenario.release.durationMs;
  result.search.confirmDurationSec = confirmDurationMs / 1e3;
  result.scenario = {
    name: scenario.name,
    script: scenario.script,
    targetRate: scenario.targetRate,
    target: scenario.budget.tps ?? scenario.targetRate,
    warmupSec: scenario.release.warmupMs / 1e3,
    budget: { p95Ms, errorRate }
  };
  if (options.compareWith) parseCapacityResult(options.compareWith.text, options.compareWith.file);
  const configured = context.config.app.instances;
  const counts = options.instances ?? [configured];
  result.instances = counts;
  result.verdictTopology = counts.includes(configured) ? { instances: configured, reason: `app.instances in ${context.config.source}` } : {
    instances: counts.at(-1),
    reason: `the last count of --instances (app.instances in ${context.config.source}, ${configured}, was not measured)`
  };
  const largest = Math.max(...counts);
  const prepared = await prepareForInstances(context, largest, {
    flag: "--instances",
    value: counts.join(",")
  });
  result.runner = prepared.runner;
  const cpus = context.config.app.resources.cpus;
  if (counts.length > 1 && largest * cpus > prepared.runner.cores) {
    result.notes.push(
      `${instancesText(largest)} \xD7 ${cpus} CPU(s) (app.resources.cpus) ask for more than this runner's ${prepared.runner.cores} cores, which they share with the database and k6: the scaling between topologies measured here says more about the runner than about separate machines.`
    );
  }
  result.app = {
    side: "pr",
    checkout: context.config.app.directory,
    jar: prepared.jar,
    buildMs: prepared.buildMs
  };
  const searchOptions = options;
  const warmRate = Math.min(options.maxRate, Math.max(options.startRate, scenario.targetRate));
  const runs = counts.flatMap(
    (instances) => Array.from({ length: options.repeats }, (_, repeat) => ({ instances, repeat }))
  );
  for (const [index, { instances, repeat }] of runs.entries()) {
    const tag = counts.length > 1 ? `${instancesText(instances)}, search ${repeat + 1}/${options.repeats}` : `search ${repeat + 1}/${options.repeats}`;
    const search = {
      index,
      instances,
      status: "inconclusive",
      confirmed: false,
      note: UNFINISHED,
      steps: []
    };
    result.searches.push(search);
    const booted = await bootApp(
      prepared,
      { label: `capacity-${instances}x-${repeat + 1}`, instances },
      context
    );
    search.startupMs = booted.startupMs;
    (result.app.startupMs ??= []).push(booted.startupMs);
    try {
      await booted.warmUp(warmRate, scenario.release.warmupMs, {
        ...vusForRate(scenario, warmRate),
        label: tag
      });
      for (; ; ) {
        const move = nextCapacityMove(search.steps, searchOptions);
        if (move.kind === "done") {
          search.status = move.status;
          search.confirmed = move.confirmed;
          search.note = move.note;
          if (move.lower !== void 0) search.lower = move.lower;
          if (move.upper !== void 0) search.upper = move.upper;
          progress(`${tag}: ${move.status} \u2014 ${move.note}`);
          break;
        }
        const durationMs = move.purpose === "confirm" ? confirmDurationMs : options.stepDurationMs;
        const stepIndex = search.steps.length;
        progress(
          `${tag} step ${stepIndex + 1} (${move.purpose}): ${durationMs / 1e3} s at ${move.rate}/s`
        );
        const vus = vusForRate(scenario, move.rate);
        const measured = await booted.measure({
          rate: move.rate,
          durationMs,
          ...vus,
          round: stepIndex,
          label: `${tag} step ${stepIndex + 1}`
        });
        const judged = judgeWindow(
          measured.window,
          budgetAtRate({ p95Ms, errorRate }, move.rate),
          measured.generator
        );
        const step = {
          search: index,
          index: stepIndex,
          purpose: move.purpose,
          rate: move.rate,
          durationSec: durationMs / 1e3,
          tps: measured.window.tps,
          p95Ms: measured.window.http.latency.p95,
          p99Ms: measured.window.http.latency.p99,
          errorRate: measured.window.http.errorRate,
          requests: measured.window.http.requests,
          droppedIterations: measured.window.droppedIterations,
          ...measured.vusPeak === void 0 ? {} : { vusPeak: measured.vusPeak },
          maxVus: vus.maxVus,
          resources: resourcesOf(measured.record),
          generator: {
            starved: measured.generator.starved,
            undelivered: measured.generator.undelivered
          },
          outcome: judged.outcome,
          reasons: judged.reasons,
          bottlenecks: bottlenecksOf(measured.findings),
          window: measured.window,
          telemetry: measured.record
        };
        search.steps.push(step);
        progress(
          `${tag} step ${stepIndex + 1}: ${formatTps(step.tps)}, p95 ${formatMs(step.p95Ms)}, errors ${formatRatio(step.errorRate)}${step.resources.appCpuPercent === void 0 ? "" : `, app CPU ${Math.round(step.resources.appCpuPercent)}%`}${step.droppedIterations > 0 ? `, dropped ${step.droppedIterations}` : ""} \u2192 ${step.outcome}${step.reasons[0] ? ` (${step.reasons[0]})` : ""}`
        );
        if (step.outcome === "fail") await sleep(COOL_DOWN_MS);
      }
    } finally {
      await booted.stop();
    }
  }
}
function finalizeCapacity(result, options) {
  const target = result.scenario?.target ?? 0;
  const finished = result.searches.filter((search) => search.note !== UNFINISHED);
  if (finished.length === 0) return;
  const topologies = summarizeTopologies(finished, {
    target,
    confidence: options.confidence,
    defaultInstances: result.verdictTopology?.instances ?? 1
  });
  result.topologies = topologies;
  const several = topologies.length > 1 || (result.instances?.length ?? 1) > 1;
  const verdictCount = result.verdictTopology?.instances ?? topologies.at(-1).instances;
  const chosen = topologies.find((topology) => topology.instances === verdictCount);
  if (!chosen) {
    result.notes.push(
      `No search with ${instancesText(verdictCount)} finished, so there is no verdict (it stands on that topology).`
    );
    return;
  }
  const summary = chosen.summary;
  result.summary = summary;
  const spoiled = result.searches.filter((search) => search.status === "inconclusive");
  if (spoiled.length > 0) {
    result.notes.push(
      `${spoiled.length} of ${result.searches.length} search(es) ended inconclusive (the load generator or the runner was limited at a step that failed): ${spoiled.map((s) => s.note).join("; ")}.`
    );
  }
  const limitedSteps = result.searches.flatMap((search) => search.steps).filter((step) => step.generator.starved.length > 0 && step.outcome === "pass");
  if (limitedSteps.length > 0) {
    result.notes.push(
      `${limitedSteps.length} passing step(s) ran while the runner or k6 was busy; a pass under contention still shows the app can do that much, but the ceiling may be higher on a quiet runner.`
    );
  }
  const contradicted = result.searches.flatMap(
    (search) => search.steps.filter((step) => step.purpose === "confirm" && step.outcome === "fail").filter(
      (step) => search.steps.some(
        (other) => other.purpose !== "confirm" && other.rate === step.rate && other.outcome === "pass"
      )
    ).map((step) => `${step.rate}/s`)
  );
  if (contradicted.length > 0) {
    result.notes.push(
      `Rates that passed a ${result.search.stepDurationSec} s step failed the ${result.search.confirmDurationSec} s confirmation (${contradicted.join(", ")}): near the ceiling, queues and garbage build up over time. A longer --step-duration brings the steps closer to what the confirmation sees.`
    );
  }
  const disagreeing = topologies.filter(
    (topology) => topology.summary.capacity !== void 0 && !topology.summary.agree
  );
  if (disagreeing.length > 0) {
    const which = several ? ` with ${disagreeing.map((topology) => instancesText(topology.instances)).join(" and with ")}` : "";
    result.notes.push(
      `The searches${which} disagree (no single ceiling fits all of them): run on a quieter runner or with longer steps.`
    );
  }
  if (options.compareWith) {
    try {
      const previous = parseCapacityResult(options.compareWith.text, options.compareWith.file);
      result.comparison = compareCapacity(result, previous, options.compareWith.file);
    } catch (error) {
      result.notes.push(`No comparison: ${error.message}`);
    }
  }
  const statement = several ? `With ${instancesText(chosen.instances)}: ${summary.statement}` : summary.statement;
  if (summary.capacity !== void 0) {
    result.verdict = summary.meetsTarget ? "pass" : "fail";
  } else if (summary.meetsTarget === false) {
    result.verdict = "fail";
  } else {
    result.verdict = "inconclusive";
  }
  result.reason = statement;
  result.exitCode = exitCodeForVerdict(result.verdict, {
    failOnInconclusive: options.failOnInconclusive
  });
}

// src/commands/capacity.ts
var whole = (min) => (flag, text) => numberFlag(flag, text, { whole: true, min });
var CAPACITY_FLAGS = {
  ...releaseFlags("perf-gate-capacity.json"),
  start: value("--start <rate>", "first arrival rate, iterations/s", whole(1), { default: "10" }),
  max: value("--max <rate>", "highest arrival rate to try", whole(1), { default: "1000" }),
  factor: value("--factor <n>", "ramp multiplier between steps until one fails", numberFlag, {
    default: "2"
  }),
  resolution: value("--resolution <pct>", "bisect until the bracket is this narrow", fractionFlag, {
    default: "10%"
  }),
  maxSteps: value("--max-steps <n>", "steps per search, confirmation included", whole(2), {
    default: "20"
  }),
  retries: value(
    "--retries <n>",
    "steps spoiled by a busy runner or a limited k6 that are measured again, per search",
    whole(0),
    { default: "2" }
  ),
  stepDuration: value("--step-duration <duration>", "length of each step", durationFlag, {
    default: "20s"
  }),
  confirmDuration: value(
    "--confirm-duration <duration>",
    "length of the confirmation step (default: the scenario's duration)",
    durationFlag
  ),
  repeats: value("--repeats <n>", "independent searches, each on a fresh app", whole(1), {
    default: "3"
  }),
  instances: value(
    "--instances <counts>",
    "app instance counts to measure, e.g. 1,2: --repeats searches each (default: the config's app.instances)",
    instancesFlag
  ),
  compareWith: value("--compare-with <file>", "a previous perf-gate-capacity.json to compare with")
};
var MAX_INSTANCES = 8;
function instancesFlag(flag, text) {
  const items = text.split(",").map((item) => item.trim());
  const counts = [];
  for (const item of items) {
    const count = Number(item);
    if (!/^\d+$/.test(item) || count < 1 || count > MAX_INSTANCES) {
      throw new ConfigError(
        item === "" ? `${flag} lists app instance counts separated by single commas (got "${text}").` : `${flag}: "${item}" is not an instance count from 1 to ${MAX_INSTANCES} (got "${text}").`,
        {
          fix: `Pass whole numbers from 1 to ${MAX_INSTANCES} separated by commas, e.g. ${flag} 1,2 (each count is booted as that many app containers, behind the proxy when one is configured).`
        }
      );
    }
    if (!counts.includes(count)) counts.push(count);
  }
  return counts;
}
function register(program) {
  registerRelease(program, {
    what: "capacity",
    description: "Find the highest TPS one app sustains at its latency budget (stepped and bisected arrival rate, confirmed, repeated)",
    table: CAPACITY_FLAGS,
    options: capacityOptions,
    initial: initialCapacityResult,
    run: runCapacity,
    finalize: finalizeCapacity,
    markdown: renderCapacityMarkdown,
    html: renderCapacityHtml
  });
}
async function capacityOptions(flags) {
  const options = {
    startRate: flags.start,
    maxRate: flags.max,
    factor: flags.factor,
    resolution: flags.resolution,
    maxSteps: flags.maxSteps,
    retries: flags.retries,
    stepDurationMs: flags.stepDuration,
    repeats: flags.repeats,
    failOnInconclusive: flags.failOnInconclusive,
    confidence: DEFAULTS.confidence
  };
  if (options.factor <= 1) {
    throw new ConfigError(`--factor must be above 1 (got "${options.factor}").`, {
      fix: "Pass e.g. --factor 2 (each ramp step doubles the rate until one misses the budget)."
    });
  }
  if (options.resolution <= 0) {
    throw new ConfigError(`--resolution must be above 0% (got "${options.resolution * 100}%").`, {
      fix: "Pass e.g. --resolution 10% (bisection stops once the bracket is that narrow)."
    });
  }
  if (options.maxRate < options.startRate) {
    throw new ConfigError(
      `--max (${options.maxRate}) must not be below --start (${options.startRate}).`,
      { fix: `Pass a --max of at least ${options.startRate}, or lower --start.` }
    );
  }
  if (flags.p95 !== void 0) options.p95Ms = flags.p95;
  if (flags.errors !== void 0) options.errorRate = flags.errors;
  if (flags.confirmDuration !== void 0) options.confirmDurationMs = flags.confirmDuration;
  if (flags.instances !== void 0) options.instances = flags.instances;
  if (flags.compareWith !== void 0) {
    try {
      options.compareWith = {
        file: flags.compareWith,
        text: await readFile(flags.compareWith, "utf8")
      };
    } catch (error) {
      throw new ConfigError(
        `--compare-with ${flags.compareWith}: cannot be read (${error.code ?? String(error)}).`,
        {
          fix: "Pass the path of a perf-gate-capacity.json written by an earlier `perf-gate capacity`."
        }
      );
    }
  }
  return options;
}
export {
  CAPACITY_FLAGS,
  MAX_INSTANCES,
  capacityOptions,
  instancesFlag,
  register
};
