import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  bootApp,
  bottlenecksOf,
  budgetAtRate,
  emptyHeader,
  judgeWindow,
  prepareApp,
  registerRelease,
  renderCapacityHtml,
  renderCapacityMarkdown,
  resourcesOf,
  vusForRate
} from "./chunk-KC5NBU2N.js";
import "./chunk-ZZVN3ZDM.js";
import "./chunk-FV7FFQOA.js";
import {
  DEFAULTS
} from "./chunk-EZYX4FSO.js";
import "./chunk-44Y5E5VD.js";
import "./chunk-VYLVPXU5.js";
import "./chunk-3T3TFQYS.js";
import "./chunk-H4DFKR4F.js";
import "./chunk-TBSEWC4A.js";
import "./chunk-6FZ5QWF6.js";
import {
  releaseFlags
} from "./chunk-OAMZOLP5.js";
import "./chunk-WZQIWBL7.js";
import {
  exitCodeForVerdict,
  formatMs,
  formatRatio,
  formatTps,
  median,
  tInterval
} from "./chunk-6AEJZC23.js";
import "./chunk-VN7DMPRG.js";
import "./chunk-RPQQVPII.js";
import "./chunk-H5S5CXRU.js";
import {
  ConfigError,
  durationFlag,
  fractionFlag,
  numberFlag,
  value
} from "./chunk-RMTM664M.js";
import "./chunk-6CMWHVWB.js";

// src/commands/capacity.ts
import { readFile } from "node:fs/promises";

// src/release/capacity.ts
import { setTimeout as sleep } from "node:timers/promises";

// src/release/compare.ts
function parseCapacityResult(text, file) {
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`${file}: is not JSON (${error.message}).`, {
      fix: "Pass a perf-gate-capacity.json written by `perf-gate capacity`."
    });
  }
  const candidate = parsed;
  if (!candidate || typeof candidate !== "object" || candidate.kind !== "capacity") {
    throw new ConfigError(`${file}: is not a capacity result (no "kind": "capacity").`, {
      fix: "Pass a perf-gate-capacity.json written by `perf-gate capacity` (a gate or sweep result cannot be compared)."
    });
  }
  if (candidate.schemaVersion !== 1) {
    throw new ConfigError(
      `${file}: has schemaVersion ${String(candidate.schemaVersion)}; this perf-gate reads version 1.`,
      { fix: "Re-measure the previous capacity with this version of perf-gate." }
    );
  }
  return candidate;
}
function compareCapacity(current, previous, file) {
  const now = current.summary?.capacity;
  const before = previous.summary?.capacity;
  const base = {
    file,
    ...before === void 0 ? {} : { previous: before },
    ...now === void 0 ? {} : { current: now },
    status: "not-comparable",
    message: ""
  };
  const previousInterval = previous.summary?.interval;
  if (previousInterval)
    base.previousInterval = { low: previousInterval.low, high: previousInterval.high };
  if (now === void 0 || before === void 0) {
    return {
      ...base,
      message: `No comparison with ${file}: ${now === void 0 ? "this run" : "the previous run"} has no capacity figure.`
    };
  }
  const runnerDifference = differentRunner(current.runner, previous.runner);
  if (runnerDifference) {
    return {
      ...base,
      message: `No comparison with ${file}: it was measured on a different runner (${runnerDifference}); capacity depends on the machine.`
    };
  }
  if (current.scenario?.name !== previous.scenario?.name) {
    return {
      ...base,
      message: `No comparison with ${file}: it measured scenario "${previous.scenario?.name ?? "?"}", this run "${current.scenario?.name ?? "?"}".`
    };
  }
  const changePct = Math.round((now / before - 1) * 1e3) / 10;
  const a = current.summary?.interval;
  const b = previousInterval;
  const separated = a !== void 0 && b !== void 0 && (a.low > b.high || b.low > a.high);
  const status = !separated ? "no-change" : now > before ? "higher" : "lower";
  const message = status === "no-change" ? `Capacity ${now}/s vs ${before}/s before (${changePct >= 0 ? "+" : ""}${changePct}%): the intervals overlap, so no change is claimed.` : `Capacity ${now}/s vs ${before}/s before (${changePct >= 0 ? "+" : ""}${changePct}%): ${status}, the intervals do not overlap.`;
  return { ...base, changePct, status, message };
}
function differentRunner(a, b) {
  if (a.cpuModel !== b.cpuModel) return `${b.cpuModel} then, ${a.cpuModel} now`;
  if (a.cores !== b.cores) return `${b.cores} cores then, ${a.cores} now`;
  return void 0;
}

// src/release/search.ts
function wholeRate(rate) {
  return Math.max(1, Math.round(rate));
}
function nextCapacityMove(steps, options) {
  const start = wholeRate(options.startRate);
  const max = Math.max(start, wholeRate(options.maxRate));
  const spoiledSteps = steps.filter((step) => step.outcome === "inconclusive");
  const last = steps.at(-1);
  const spoiled = last?.outcome === "inconclusive" && (spoiledSteps.length > options.retries || steps.length >= options.maxSteps) ? last : void 0;
  const fails = steps.filter((step) => step.outcome === "fail").map((step) => step.rate);
  const upper = fails.length > 0 ? Math.min(...fails) : void 0;
  const passes = steps.filter((step) => step.outcome === "pass" && (upper === void 0 || step.rate < upper)).map((step) => step.rate);
  const lower = passes.length > 0 ? Math.max(...passes) : void 0;
  const confirmed = lower !== void 0 && steps.some(
    (step) => step.purpose === "confirm" && step.rate === lower && step.outcome === "pass"
  );
  const bracket = {
    ...lower === void 0 ? {} : { lower },
    ...upper === void 0 ? {} : { upper }
  };
  if (spoiled) {
    return {
      kind: "done",
      status: "inconclusive",
      ...bracket,
      confirmed,
      note: `the step at ${spoiled.rate}/s could not be judged (load generator or runner limited), so no ceiling is claimed` + (lower === void 0 ? "" : `; the app sustained ${lower}/s before that`)
    };
  }
  if (last?.outcome === "inconclusive") {
    return { kind: "measure", rate: last.rate, purpose: last.purpose };
  }
  if (steps.length === 0) return { kind: "measure", rate: start, purpose: "ramp" };
  if (lower === void 0) {
    return {
      kind: "done",
      status: "below-start",
      ...bracket,
      confirmed: false,
      note: `${upper}/s, the lowest rate measured, missed the budget: capacity is below it; lower --start`
    };
  }
  const converged = upper === void 0 ? lower >= max : upper - lower <= 1 || (upper - lower) / lower <= options.resolution;
  const next = (() => {
    if (upper === void 0 && lower < max) {
      return {
        kind: "measure",
        // At least one more than the last pass: a small factor on a small rate must still move.
        rate: Math.min(max, Math.max(lower + 1, wholeRate(lower * options.factor))),
        purpose: "ramp"
      };
    }
    if (!converged && upper !== void 0) {
      const middle = Math.min(upper - 1, Math.max(lower + 1, Math.round((lower + upper) / 2)));
      return { kind: "measure", rate: middle, purpose: "bisect" };
    }
    if (!confirmed) return { kind: "measure", rate: lower, purpose: "confirm" };
    return upper === void 0 ? {
      kind: "done",
      status: "above-max",
      lower,
      confirmed,
      note: `every rate up to --max (${max}/s) met the budget: capacity is at least ${lower}/s; raise --max to find the ceiling`
    } : {
      kind: "done",
      status: "found",
      lower,
      upper,
      confirmed,
      note: `${lower}/s met the budget (confirmed), ${upper}/s did not`
    };
  })();
  if (next.kind === "measure" && steps.length >= options.maxSteps) {
    return {
      kind: "done",
      status: "step-limit",
      ...bracket,
      confirmed,
      note: `the step limit (${options.maxSteps}) ran out with the ceiling between ${lower}/s and ${upper === void 0 ? "above" : `${upper}/s`}${confirmed ? "" : " (not confirmed)"}`
    };
  }
  return next;
}
function summarizeCapacity(searches, options) {
  const counted = searches.filter(
    (search) => (search.status === "found" || search.status === "above-max") && search.confirmed
  );
  const figures = searches.map(
    (search) => (search.status === "found" || search.status === "above-max") && search.confirmed ? search.lower : void 0
  );
  const target = options.target;
  if (counted.length === 0) {
    const below = searches.filter((search) => search.status === "below-start");
    if (below.length > 0 && below.length === searches.length) {
      const upper = Math.max(...below.map((search) => search.upper ?? 0));
      return {
        agree: true,
        figures,
        target,
        meetsTarget: upper <= target ? false : void 0,
        consensus: { low: 0, high: upper },
        statement: `Capacity is below ${upper}/s (the first rate tried already missed the budget).`
      };
    }
    return {
      agree: false,
      figures,
      target,
      statement: "No search produced a confirmed capacity figure (see each search for why); the figure is inconclusive."
    };
  }
  const lowers = counted.map((search) => search.lower);
  const knownUppers = counted.map((search) => search.upper).filter((upper) => upper !== void 0);
  const capacity = median(lowers);
  const allLowers = searches.flatMap(
    (search) => search.lower === void 0 ? [] : [search.lower]
  );
  const allUppers = searches.flatMap(
    (search) => search.upper === void 0 ? [] : [search.upper]
  );
  const consensusLow = Math.max(...allLowers);
  const consensusHigh = allUppers.length > 0 ? Math.min(...allUppers) : void 0;
  const agree = consensusHigh === void 0 || consensusLow < consensusHigh;
  const unconfirmed = searches.filter((search) => !counted.includes(search));
  let interval;
  if (counted.length === 1) {
    const only = counted[0];
    interval = { low: only.lower, high: only.upper ?? only.lower, method: "bisection" };
  } else if (counted.length === 2) {
    interval = {
      low: Math.min(...lowers),
      high: knownUppers.length === 2 ? Math.max(...knownUppers) : Math.max(...lowers),
      method: "envelope"
    };
  } else {
    const t = tInterval(lowers, options.confidence);
    interval = {
      low: Math.max(0, round1(t.low)),
      high: round1(t.high),
      method: "t",
      confidence: options.confidence
    };
  }
  const meetsTarget = capacity >= target;
  const found = counted.length > 1 ? ` The ${counted.length} confirmed searches found ${lowers.map((l) => `${l}/s`).join(", ")}.` : "";
  const others = unconfirmed.length > 0 ? ` ${unconfirmed.length} of ${searches.length} searches confirmed no figure (${unconfirmed.map((search) => `${search.status}${bracketText(search)}`).join("; ")}).` : "";
  const agreement = searches.length > 1 ? agree ? " The searches agree: one ceiling fits all of them." : ` The searches disagree: no single ceiling fits all of them (highest pass ${consensusLow}/s, lowest failure ${consensusHigh}/s), so the runner or the app varied between searches.` : "";
  const spread = `${found}${others}${agreement}`;
  const intervalText = interval.method === "t" ? `${Math.round((interval.confidence ?? 0) * 100)}% interval ${interval.low}\u2013${interval.high}/s` : interval.method === "bisection" ? `between ${interval.low}/s (passed) and ${interval.high}/s (failed)` : `envelope ${interval.low}\u2013${interval.high}/s`;
  const statement = `Capacity at the budget: ${capacity}/s (${intervalText}); ${meetsTarget ? "meets" : "is below"} the target of ${target}/s.${spread}`;
  return {
    capacity,
    interval,
    consensus: {
      low: consensusLow,
      ...consensusHigh === void 0 ? {} : { high: consensusHigh }
    },
    agree,
    figures,
    target,
    meetsTarget,
    statement
  };
}
function bracketText(search) {
  if (search.lower === void 0 && search.upper === void 0) return "";
  return `, between ${search.lower ?? 0}/s and ${search.upper === void 0 ? "?" : `${search.upper}/s`}`;
}
function round1(value2) {
  return Math.round(value2 * 10) / 10;
}

// src/release/capacity.ts
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
    searches: []
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
  const prepared = await prepareApp(context);
  result.runner = prepared.runner;
  result.app = {
    side: "pr",
    checkout: context.config.app.directory,
    jar: prepared.jar,
    buildMs: prepared.buildMs
  };
  const searchOptions = options;
  const warmRate = Math.min(options.maxRate, Math.max(options.startRate, scenario.targetRate));
  for (let index = 0; index < options.repeats; index++) {
    const tag = `search ${index + 1}/${options.repeats}`;
    const search = {
      index,
      status: "inconclusive",
      confirmed: false,
      note: UNFINISHED,
      steps: []
    };
    result.searches.push(search);
    const booted = await bootApp(prepared, { label: `capacity-${index + 1}` }, context);
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
  const summary = summarizeCapacity(finished, { target, confidence: options.confidence });
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
  if (summary.capacity !== void 0 && !summary.agree) {
    result.notes.push(
      "The searches disagree (no single ceiling fits all of them): run on a quieter runner or with longer steps."
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
  if (summary.capacity !== void 0) {
    result.verdict = summary.meetsTarget ? "pass" : "fail";
    result.reason = summary.statement;
  } else if (summary.meetsTarget === false) {
    result.verdict = "fail";
    result.reason = summary.statement;
  } else {
    result.verdict = "inconclusive";
    result.reason = summary.statement;
  }
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
  compareWith: value("--compare-with <file>", "a previous perf-gate-capacity.json to compare with")
};
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
  capacityOptions,
  register
};
