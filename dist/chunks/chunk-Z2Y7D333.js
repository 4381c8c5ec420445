import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  printOutcome,
  progressPrinter
} from "./chunk-ZZVN3ZDM.js";
import {
  COLD_RAMP,
  TOOL_VERSION,
  appPaths,
  bootConfiguredApp,
  buildJar,
  checkTools,
  diagnoseWindow,
  errorRecord,
  generatorSaturation,
  inspectSide,
  interruptedRecord,
  loadConfig,
  loadGeneratorFor,
  measureAt,
  redactConfig,
  redactText,
  registerConfigSecrets,
  renderGuarded,
  runAtEdge,
  runnerInfo,
  stageRecorder,
  startLabDatabase,
  warmUpApp,
  writeOutputs
} from "./chunk-53AB5Y5Q.js";
import {
  outputPathProblem
} from "./chunk-XT2MLSYI.js";
import {
  chartsForScenario
} from "./chunk-VYLVPXU5.js";
import {
  fixed,
  formatTick,
  niceCeiling,
  renderSvgChart,
  ticks
} from "./chunk-3BUQNUL7.js";
import {
  canonicalKey,
  envNamesFor
} from "./chunk-4JC7IBBI.js";
import {
  escapeInline,
  renderTable
} from "./chunk-LEJNO2M5.js";
import {
  RELEASE_STYLE,
  VERDICT_STYLE,
  escapeHtml,
  htmlDocument,
  table,
  verdictBadge
} from "./chunk-PNZJ54FW.js";
import {
  deriveVerdict
} from "./chunk-EWBYGUDV.js";
import {
  evaluateBudget,
  formatMs,
  formatRatio,
  formatSeconds,
  formatTps,
  median,
  tInterval
} from "./chunk-U2IOZD34.js";
import {
  ConfigError,
  ExitCode,
  describeError,
  exitCodeFor,
  overridesOf,
  parseFlags,
  parseMemoryMb,
  registerFlags,
  resultPathOf
} from "./chunk-STJUJNGS.js";

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
  const intervalText2 = interval.method === "t" ? `${Math.round((interval.confidence ?? 0) * 100)}% interval ${interval.low}\u2013${interval.high}/s` : interval.method === "bisection" ? `between ${interval.low}/s (passed) and ${interval.high}/s (failed)` : `envelope ${interval.low}\u2013${interval.high}/s`;
  const statement = `Capacity at the budget: ${capacity}/s (${intervalText2}); ${meetsTarget ? "meets" : "is below"} the target of ${target}/s.${spread}`;
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
var SCALING_TOLERANCE = 0.2;
function instancesText(count) {
  return count === 1 ? "1 instance" : `${count} instances`;
}
function summarizeTopologies(searches, options) {
  const countOf = (search) => search.instances ?? options.defaultInstances;
  const counts = [...new Set(searches.map(countOf))].sort((a, b) => a - b);
  const topologies = counts.map((instances) => {
    const own = searches.filter((search) => countOf(search) === instances);
    const summary = summarizeCapacity(own, options);
    const topology = { instances, searches: own.length, summary };
    if (summary.capacity !== void 0) {
      topology.perInstance = {
        capacity: round1(summary.capacity / instances),
        ...summary.interval ? {
          interval: {
            low: round1(summary.interval.low / instances),
            high: round1(summary.interval.high / instances)
          }
        } : {}
      };
    }
    return topology;
  });
  const base = topologies.find((topology) => topology.summary.capacity !== void 0);
  if (base) {
    for (const topology of topologies) {
      if (topology.instances > base.instances && topology.summary.capacity !== void 0) {
        topology.scaling = scalingOf(base, topology);
      }
    }
  }
  return topologies;
}
function scalingOf(from, to) {
  const before = from.summary.capacity;
  const after = to.summary.capacity;
  const rawRatio = before > 0 ? after / before : Number.POSITIVE_INFINITY;
  const rawLinear = to.instances / from.instances;
  const ratio = round2(rawRatio);
  const linear = round2(rawLinear);
  const efficiency = round2(rawRatio / rawLinear);
  const a = from.summary.interval;
  const b = to.summary.interval;
  const overlaps = a !== void 0 && b !== void 0 && !(b.low > a.high || a.low > b.high);
  const shared = "something the instances share limits them: the database, the proxy, or this runner, whose cores every container and k6 share";
  const compared = `${instancesText(to.instances)} sustained ${after}/s against ${before}/s with ${instancesText(from.instances)}`;
  let note;
  if (overlaps) {
    note = `${compared}: the intervals overlap, so no gain from the added instances can be claimed; ${shared}.`;
  } else if (efficiency < 1 - SCALING_TOLERANCE) {
    note = `${compared}: ${ratio}\xD7 where linear scaling would give ${linear}\xD7 (${Math.round(efficiency * 100)}% of linear); ${shared}.`;
  } else if (efficiency > 1 + SCALING_TOLERANCE) {
    note = `${compared}: ${ratio}\xD7, more than the ${linear}\xD7 of linear scaling; the smaller topology was probably held back by something other than its own capacity (look for a busy runner or k6 in its steps), or its searches were noisy.`;
  }
  return {
    fromInstances: from.instances,
    ratio,
    linear,
    efficiency,
    overlaps,
    ...note === void 0 ? {} : { note }
  };
}
function bracketText(search) {
  if (search.lower === void 0 && search.upper === void 0) return "";
  return `, between ${search.lower ?? 0}/s and ${search.upper === void 0 ? "?" : `${search.upper}/s`}`;
}
function round1(value) {
  return Math.round(value * 10) / 10;
}
function round2(value) {
  return Math.round(value * 100) / 100;
}

// src/release/render.ts
var VERDICT_WORD = {
  pass: "\u2705 pass",
  fail: "\u274C fail",
  inconclusive: "\u26A0\uFE0F inconclusive",
  error: "\u26D4 error"
};
function renderCapacityMarkdown(result) {
  const lines = [];
  const scenario = result.scenario?.name ?? "scenario";
  lines.push(`## perf-gate capacity: ${escapeInline(scenario)} \u2014 ${VERDICT_WORD[result.verdict]}`);
  lines.push("");
  const several = severalTopologies(result);
  if (result.summary) lines.push(`**${escapeInline(capacityStatement(result))}**`, "");
  else lines.push(`**${escapeInline(result.reason)}**`, "");
  lines.push(
    `Budget per step: p95 \u2264 ${formatMs(result.limits.p95Ms)}, errors \u2264 ${formatRatio(result.limits.errorRate)}, the offered rate sustained (${Math.round(result.limits.tpsSlack * 100)}% slack, no dropped iterations). Search: from ${result.search.startRate}/s \xD7${result.search.factor} up to ${result.search.maxRate}/s, bisection to ${Math.round(result.search.resolution * 100)}%, ${formatSeconds(result.search.stepDurationSec)} steps, ${formatSeconds(result.search.confirmDurationSec)} confirmation, ${result.search.repeats} search(es) on fresh apps${several ? ` per topology (${(result.instances ?? []).map(instancesText).join(", ")})` : ""}.`
  );
  lines.push("");
  lines.push(...headerNotes(result));
  if (several) lines.push(...topologySection(result), "");
  if (result.comparison)
    lines.push(
      `**Compared with ${escapeInline(result.comparison.file)}:** ${escapeInline(result.comparison.message)}`,
      ""
    );
  for (const search of result.searches) {
    lines.push(
      `### ${escapeInline(searchTitle(result, search))}: ${search.status}${search.lower === void 0 ? "" : ` \u2014 ${search.lower}/s`}`
    );
    lines.push("", escapeInline(search.note), "");
    if (search.steps.length > 0) lines.push(stepsTable(search.steps), "");
  }
  lines.push(footer(result));
  return lines.join("\n");
}
function severalTopologies(result) {
  return (result.topologies?.length ?? 0) > 1 || (result.instances?.length ?? 0) > 1;
}
function capacityStatement(result) {
  const statement = result.summary?.statement ?? result.reason;
  const verdict = result.verdictTopology;
  return severalTopologies(result) && verdict && result.summary ? `With ${instancesText(verdict.instances)}: ${statement}` : statement;
}
function searchTitle(result, search) {
  if (!severalTopologies(result) || search.instances === void 0) {
    return `Search ${search.index + 1} of ${result.searches.length}`;
  }
  const own = result.searches.filter((other) => other.instances === search.instances);
  return `${instancesText(search.instances)}, search ${own.indexOf(search) + 1} of ${own.length}`;
}
function capacityText(summary) {
  if (summary.capacity !== void 0) return `${summary.capacity}/s`;
  if (summary.consensus?.high !== void 0 && summary.consensus.low === 0)
    return `below ${summary.consensus.high}/s`;
  return "none";
}
function intervalText(summary) {
  const interval = summary.interval;
  if (!interval) return "";
  const method = interval.method === "t" ? `${Math.round((interval.confidence ?? 0) * 100)}% t` : interval.method === "bisection" ? "one search" : "envelope";
  return `${interval.low}\u2013${interval.high}/s (${method})`;
}
function perInstanceText(topology) {
  const per = topology.perInstance;
  if (!per) return "";
  return `${per.capacity}/s${per.interval ? ` (${per.interval.low}\u2013${per.interval.high})` : ""}`;
}
function scalingText(topology) {
  const scaling = topology.scaling;
  if (!scaling) return "";
  return `${scaling.ratio}\xD7 (linear ${scaling.linear}\xD7: ${Math.round(scaling.efficiency * 100)}%)${scaling.overlaps ? ", intervals overlap" : ""}`;
}
function agreementText(topology) {
  const confirmed = topology.summary.figures.filter((figure) => figure !== void 0).length;
  return `${topology.summary.agree ? "yes" : "no"} (${confirmed} of ${topology.searches} confirmed)`;
}
function scalingBase(result) {
  return (result.topologies ?? []).find((topology) => topology.summary.capacity !== void 0)?.instances;
}
function topologySection(result) {
  const topologies = result.topologies ?? [];
  const verdict = result.verdictTopology;
  const base = scalingBase(result);
  const lines = ["### Capacity per topology", ""];
  if (topologies.length > 0) {
    lines.push(
      renderTable(
        [
          "instances",
          "capacity",
          "interval",
          "per instance",
          base === void 0 ? "scaling" : `scaling vs ${base}`,
          "searches agree"
        ],
        topologies.map((topology) => [
          `${topology.instances}${topology.instances === verdict?.instances ? " (verdict)" : ""}`,
          capacityText(topology.summary),
          intervalText(topology.summary),
          perInstanceText(topology),
          topology.instances === base ? "base" : scalingText(topology),
          agreementText(topology)
        ]),
        { align: ["r", "r", "r", "r", "r", "l"] }
      ),
      ""
    );
  }
  if (verdict) {
    lines.push(
      `The verdict, the summary above and the comparison are for ${instancesText(verdict.instances)} (${escapeInline(verdict.reason)}).`
    );
  }
  const notes = topologies.flatMap(
    (topology) => topology.scaling?.note ? [topology.scaling.note] : []
  );
  if (notes.length > 0) lines.push("", ...notes.map((note) => `- ${escapeInline(note)}`));
  return lines;
}
function stepsTable(steps) {
  const rows = steps.map((step) => [
    step.index + 1,
    step.purpose,
    `${step.rate}/s`,
    formatTps(step.tps),
    formatMs(step.p95Ms),
    formatRatio(step.errorRate),
    step.droppedIterations,
    cpu(step.resources.appCpuPercent),
    cpu(step.resources.k6CpuPercent),
    step.outcome,
    [...step.reasons, ...step.bottlenecks.map((finding) => finding.rule)].join("; ")
  ]);
  return renderTable(
    [
      "step",
      "purpose",
      "rate",
      "achieved TPS",
      "p95",
      "errors",
      "dropped",
      "app CPU",
      "k6 CPU",
      "outcome",
      "why / what limited it"
    ],
    rows,
    { align: ["r", "l", "r", "r", "r", "r", "r", "r", "r", "l", "l"] }
  );
}
function renderSweepMarkdown(result) {
  const lines = [];
  const scenario = result.scenario?.name ?? "scenario";
  lines.push(
    `## perf-gate sweep: ${escapeInline(scenario)} at ${result.rate}/s \u2014 ${VERDICT_WORD[result.verdict]}`
  );
  lines.push("");
  const recommendation = result.recommendation;
  lines.push(`**${escapeInline(recommendation?.statement ?? result.reason)}**`, "");
  const budget = result.scenario?.budget;
  lines.push(
    `Budget: ${[
      budget?.p95Ms === void 0 ? void 0 : `p95 \u2264 ${formatMs(budget.p95Ms)}`,
      budget?.p99Ms === void 0 ? void 0 : `p99 \u2264 ${formatMs(budget.p99Ms)}`,
      budget?.errorRate === void 0 ? void 0 : `errors \u2264 ${formatRatio(budget.errorRate)}`,
      `${result.rate}/s sustained`
    ].filter(Boolean).join(
      ", "
    )}. Each window: a fresh app on fresh data, ${formatSeconds(result.warmupSec)} warm-up, ${formatSeconds(result.durationSec)} measured; ${result.repeats} repeat(s) per setting, interleaved.${result.wallSec === void 0 ? "" : ` Wall time ${formatSeconds(result.wallSec)}.`}`
  );
  const baseline = Object.entries(result.baseline);
  if (baseline.length > 0) {
    lines.push(
      "",
      `The app's own values: ${baseline.map(([key, value]) => `${escapeInline(labelOf(result, key))}=${escapeInline(value)}`).join(", ")}.`
    );
  }
  lines.push("");
  lines.push(...headerNotes(result));
  if (result.cases.length > 0) lines.push(sweepTable(result), "");
  if (recommendation && recommendation.evidence.length > 0) {
    lines.push("<details><summary>Evidence</summary>", "");
    for (const line of recommendation.evidence) lines.push(`- ${escapeInline(line)}`);
    lines.push("", "</details>", "");
  }
  lines.push(footer(result));
  return lines.join("\n");
}
function sweepTable(result) {
  const recommended = result.recommendation?.caseId;
  const excluded = new Map(
    (result.recommendation?.excluded ?? []).map((entry) => [entry.caseId, entry.rule])
  );
  const header2 = [
    ...result.dimensions.map((dimension) => dimension.label),
    "TPS",
    "p95",
    "p95 interval",
    "p95 per window",
    "errors",
    "app CPU",
    "status"
  ];
  const rows = result.cases.map((entry) => [
    ...result.dimensions.map((dimension) => entry.settings[dimension.key] ?? "(app)"),
    entry.summary ? formatTps(entry.summary.tps) : "",
    entry.summary ? formatMs(entry.summary.p95Ms) : "",
    p95IntervalText(entry),
    p95PerWindow(entry),
    entry.summary ? formatRatio(entry.summary.errorRate) : "",
    cpu(entry.summary?.appCpuPercent),
    statusOf(entry, recommended, excluded.get(entry.id))
  ]);
  return renderTable(header2, rows, {
    align: [...result.dimensions.map(() => "r"), "r", "r", "r", "r", "r", "r", "l"]
  });
}
function p95IntervalText(entry) {
  const interval = entry.summary?.p95Interval;
  if (!interval) return "";
  if (!(interval.low > 0) || interval.high / interval.low > 10)
    return "too wide (windows disagree)";
  return `${formatMs(interval.low)}\u2013${formatMs(interval.high)}`;
}
function p95PerWindow(entry) {
  return entry.windows.map((window) => formatMs(window.window.http.latency.p95)).join(", ");
}
function statusOf(entry, recommended, exclusion) {
  if (entry.id === recommended) return "**recommended**";
  if (exclusion) return `met budget, excluded (${exclusion})`;
  if (entry.status === "pass") return "met budget";
  if (entry.status === "stopped-early") return "missed, stopped early";
  if (entry.status === "fail") return "missed budget";
  return entry.status;
}
function labelOf(result, key) {
  return result.dimensions.find((dimension) => dimension.key === key)?.label ?? key;
}
function headerNotes(result) {
  const lines = [];
  if (result.error) {
    lines.push(
      `> **${result.error.kind} error${result.error.stage ? ` in ${escapeInline(result.error.stage)}` : ""}:** ${escapeInline(result.error.message).replace(/\n/g, "\n> ")}`
    );
    if (result.error.fix) lines.push(`> **Fix:** ${escapeInline(result.error.fix)}`);
    lines.push("");
  }
  if (result.notes.length > 0) {
    for (const note of result.notes) lines.push(`- \u26A0\uFE0F ${escapeInline(note)}`);
    lines.push("");
  }
  return lines;
}
function footer(result) {
  const runner = result.runner;
  return `<sub>perf-gate ${escapeInline(result.tool.version)} \xB7 ${escapeInline(runner.cpuModel)}, ${runner.cores} cores, ${Math.round(runner.memoryMb / 1024)} GB \xB7 ${escapeInline(runner.k6Version ?? "k6")} \xB7 ${escapeInline(result.startedAt)}</sub>`;
}
function cpu(percent2) {
  return percent2 === void 0 ? "" : `${Math.round(percent2)}%`;
}

// src/release/html-charts.ts
var OUTCOME_COLOUR = {
  pass: "#1a7f37",
  fail: "#cf222e",
  inconclusive: "#bf8700"
};
var SEARCH_MARKERS = ["circle", "square", "diamond", "triangle"];
function scatter(spec) {
  const width = 560;
  const height = 260;
  const margin = { top: 28, right: 16, bottom: 40, left: 60 };
  const plotWidth = width - margin.left - margin.right;
  const plotHeight = height - margin.top - margin.bottom;
  const values = spec.steps.map(spec.y).filter(Number.isFinite);
  const xMax = niceCeiling(
    Math.max(1, ...spec.steps.map((step) => step.rate), spec.band?.high ?? 0)
  );
  const yData = Math.max(1e-9, ...values, spec.diagonal ? xMax : 0);
  const showReference = spec.reference !== void 0 && spec.reference.value <= yData * 3;
  const yMax = niceCeiling(Math.max(yData, showReference ? spec.reference.value * 1.1 : 0));
  const x = (value) => margin.left + value / xMax * plotWidth;
  const y = (value) => margin.top + plotHeight - Math.min(value, yMax) / yMax * plotHeight;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" class="chart" data-chart="${escapeHtml(spec.id)}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeHtml(spec.title)}">`,
    `<rect x="0" y="0" width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="${margin.left}" y="16" font-size="13" font-weight="600" fill="#1f2328">${escapeHtml(spec.title)} <tspan font-weight="400" fill="#59636e">(${escapeHtml(spec.unit)})</tspan></text>`
  ];
  if (spec.band) {
    parts.push(
      `<rect class="band" x="${fixed(x(spec.band.low))}" y="${margin.top}" width="${fixed(Math.max(1, x(spec.band.high) - x(spec.band.low)))}" height="${plotHeight}" fill="#3b6ea5" fill-opacity="0.12"/>`
    );
  }
  for (const tick of ticks(yMax, 5)) {
    parts.push(
      `<line x1="${margin.left}" x2="${margin.left + plotWidth}" y1="${fixed(y(tick))}" y2="${fixed(y(tick))}" stroke="#e6e8eb"/>`,
      `<text x="${margin.left - 6}" y="${fixed(y(tick))}" font-size="10" fill="#59636e" text-anchor="end" dominant-baseline="middle">${formatTick(tick)}</text>`
    );
  }
  for (const tick of ticks(xMax, 5)) {
    parts.push(
      `<text x="${fixed(x(tick))}" y="${margin.top + plotHeight + 14}" font-size="10" fill="#59636e" text-anchor="middle">${formatTick(tick)}</text>`
    );
  }
  parts.push(
    `<line x1="${margin.left}" x2="${margin.left + plotWidth}" y1="${margin.top + plotHeight}" y2="${margin.top + plotHeight}" stroke="#8c959f"/>`,
    `<text x="${margin.left + plotWidth}" y="${height - 6}" font-size="10" fill="#59636e" text-anchor="end">offered rate (iterations/s)</text>`
  );
  if (spec.diagonal) {
    parts.push(
      `<line class="diagonal" x1="${fixed(x(0))}" y1="${fixed(y(0))}" x2="${fixed(x(Math.min(xMax, yMax)))}" y2="${fixed(y(Math.min(xMax, yMax)))}" stroke="#8c959f" stroke-dasharray="3 3"/>`
    );
  }
  if (showReference) {
    const at = fixed(y(spec.reference.value));
    parts.push(
      `<line class="limit" x1="${margin.left}" x2="${margin.left + plotWidth}" y1="${at}" y2="${at}" stroke="#c92a2a" stroke-dasharray="2 3"/>`,
      `<text x="${margin.left + plotWidth - 2}" y="${fixed(y(spec.reference.value) - 4)}" font-size="10" fill="#c92a2a" text-anchor="end">${escapeHtml(spec.reference.label)}</text>`
    );
  }
  if (spec.marker !== void 0) {
    const at = fixed(x(spec.marker));
    parts.push(
      `<line class="capacity" x1="${at}" x2="${at}" y1="${margin.top}" y2="${margin.top + plotHeight}" stroke="#3b6ea5" stroke-width="1.5" stroke-dasharray="5 3"/>`
    );
  }
  for (const step of spec.steps) {
    const value = spec.y(step);
    if (!Number.isFinite(value)) continue;
    const shape = SEARCH_MARKERS[step.search % SEARCH_MARKERS.length];
    parts.push(
      marker(
        shape,
        x(step.rate),
        y(value),
        OUTCOME_COLOUR[step.outcome],
        `search ${step.search + 1} step ${step.index + 1} (${step.purpose}): ${step.rate}/s \u2192 ${spec.id === "tps-vs-rate" ? formatTps(value) : formatMs(value)}, ${step.outcome}`,
        step.outcome
      )
    );
  }
  parts.push("</svg>");
  return parts.join("");
}
function marker(shape, cx, cy, colour, title, outcome) {
  const common = `class="step" data-outcome="${outcome}" fill="${colour}" fill-opacity="0.85" stroke="#ffffff" stroke-width="1"`;
  const t = `<title>${escapeHtml(title)}</title>`;
  const r = 5;
  if (shape === "square")
    return `<rect ${common} x="${fixed(cx - r)}" y="${fixed(cy - r)}" width="${2 * r}" height="${2 * r}">${t}</rect>`;
  if (shape === "diamond") {
    return `<polygon ${common} points="${fixed(cx)},${fixed(cy - r - 1)} ${fixed(cx + r + 1)},${fixed(cy)} ${fixed(cx)},${fixed(cy + r + 1)} ${fixed(cx - r - 1)},${fixed(cy)}">${t}</polygon>`;
  }
  if (shape === "triangle") {
    return `<polygon ${common} points="${fixed(cx)},${fixed(cy - r - 1)} ${fixed(cx + r + 1)},${fixed(cy + r)} ${fixed(cx - r - 1)},${fixed(cy + r)}">${t}</polygon>`;
  }
  return `<circle ${common} cx="${fixed(cx)}" cy="${fixed(cy)}" r="${r}">${t}</circle>`;
}
function heatmaps(result, budgetP95Ms) {
  const [rows, columns, ...facets] = result.dimensions;
  if (!rows) return "";
  const facetCombos = facetCombinations(facets);
  return facetCombos.map((facet) => {
    const title = facets.map((dimension) => `${dimension.label}=${facet[dimension.key]}`).join(" ");
    const cases = result.cases.filter(
      (entry) => facets.every((dimension) => entry.settings[dimension.key] === facet[dimension.key])
    );
    return `<figure>${heatmap(rows, columns, cases, result, budgetP95Ms, title)}</figure>`;
  }).join("");
}
function facetCombinations(facets) {
  let out = [{}];
  for (const dimension of facets) {
    out = out.flatMap(
      (partial) => dimension.values.map((value) => ({ ...partial, [dimension.key]: value }))
    );
  }
  return out;
}
function heatmap(rows, columns, cases, result, budgetP95Ms, title) {
  const columnValues = columns ? columns.values : [""];
  const cell = { width: 96, height: 46 };
  const margin = { top: title ? 44 : 30, left: 110 };
  const width = margin.left + columnValues.length * cell.width + 10;
  const height = margin.top + rows.values.length * cell.height + 10;
  const excluded = new Set((result.recommendation?.excluded ?? []).map((entry) => entry.caseId));
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" class="heatmap" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="p95 heatmap">`,
    `<rect x="0" y="0" width="${width}" height="${height}" fill="#ffffff"/>`
  ];
  if (title)
    parts.push(
      `<text x="4" y="14" font-size="12" font-weight="600" fill="#1f2328">${escapeHtml(title)}</text>`
    );
  parts.push(
    `<text x="${margin.left - 8}" y="${margin.top - 10}" font-size="11" fill="#59636e" text-anchor="end">${escapeHtml(rows.label)} \u2193 ${columns ? `${escapeHtml(columns.label)} \u2192` : ""}</text>`
  );
  columnValues.forEach((value, index) => {
    parts.push(
      `<text x="${margin.left + index * cell.width + cell.width / 2}" y="${margin.top - 10}" font-size="11" font-weight="600" fill="#1f2328" text-anchor="middle">${escapeHtml(value)}</text>`
    );
  });
  rows.values.forEach((rowValue, rowIndex) => {
    const top = margin.top + rowIndex * cell.height;
    parts.push(
      `<text x="${margin.left - 8}" y="${top + cell.height / 2}" font-size="11" font-weight="600" fill="#1f2328" text-anchor="end" dominant-baseline="middle">${escapeHtml(rowValue)}</text>`
    );
    columnValues.forEach((columnValue, columnIndex) => {
      const left = margin.left + columnIndex * cell.width;
      const entry = cases.find(
        (c) => c.settings[rows.key] === rowValue && (!columns || c.settings[columns.key] === columnValue)
      );
      const summary = entry?.summary;
      const recommended = entry !== void 0 && entry.id === result.recommendation?.caseId;
      const fill = summary ? heatColour(summary.p95Ms / budgetP95Ms) : "#f6f8fa";
      const mark = !summary ? "" : summary.outcome !== "pass" ? "\u2718 " : excluded.has(entry?.id ?? "") ? "\u2298 " : "";
      parts.push(
        `<rect class="cell" data-case="${escapeHtml(entry?.id ?? "")}" data-outcome="${summary?.outcome ?? "not-run"}"${recommended ? ' data-recommended="true"' : ""} x="${left + 1}" y="${top + 1}" width="${cell.width - 2}" height="${cell.height - 2}" fill="${fill}" stroke="${recommended ? "#1f2328" : "#ffffff"}" stroke-width="${recommended ? 3 : 1}"><title>${escapeHtml(entry ? `${entry.label}: ${summary ? `p95 ${formatMs(summary.p95Ms)}, ${formatTps(summary.tps)}, errors ${formatRatio(summary.errorRate)}, ${summary.outcome}` : "not measured"}` : "not in the sweep")}</title></rect>`
      );
      if (summary) {
        parts.push(
          `<text x="${left + cell.width / 2}" y="${top + 19}" font-size="12" font-weight="600" fill="#1f2328" text-anchor="middle">${escapeHtml(`${mark}${formatMs(summary.p95Ms)}`)}</text>`,
          `<text x="${left + cell.width / 2}" y="${top + 34}" font-size="10" fill="#1f2328" text-anchor="middle">${escapeHtml(`${formatTps(summary.tps)} \xB7 ${formatRatio(summary.errorRate)}`)}</text>`
        );
      }
    });
  });
  parts.push("</svg>");
  return parts.join("");
}
function heatColour(ratio) {
  if (!Number.isFinite(ratio)) return "#d0d7de";
  const clamped = Math.max(0.5, Math.min(2, ratio));
  const hue = clamped <= 1 ? 130 - (clamped - 0.5) / 0.5 * 85 : 45 - (clamped - 1) * 45;
  return `hsl(${Math.round(hue)}, 65%, 72%)`;
}

// src/release/html.ts
function renderCapacityHtml(result) {
  const body = [];
  const steps = result.searches.flatMap((search) => search.steps);
  const several = severalTopologies(result);
  body.push(header(result, `perf-gate capacity: ${result.scenario?.name ?? ""}`));
  body.push(`<p class="statement">${escapeHtml(capacityStatement(result))}</p>`);
  body.push(errorAndNotes(result));
  if (result.comparison) {
    body.push(
      `<p><strong>Compared with ${escapeHtml(result.comparison.file)}:</strong> ${escapeHtml(result.comparison.message)}</p>`
    );
  }
  body.push(
    `<p class="meta">Each step: ${escapeHtml(formatSeconds(result.search.stepDurationSec))} at a constant arrival rate on one warm app; pass = p95 \u2264 ${escapeHtml(formatMs(result.limits.p95Ms))}, errors \u2264 ${escapeHtml(formatRatio(result.limits.errorRate))}, the rate sustained. Confirmation steps: ${escapeHtml(formatSeconds(result.search.confirmDurationSec))}.</p>`
  );
  if (several) body.push(topologySection2(result));
  if (steps.length > 0 && !several) {
    body.push(responseCurves(result, result.searches, result.summary, ""));
  } else if (steps.length > 0) {
    for (const topology of result.topologies ?? []) {
      const searches = result.searches.filter((search) => search.instances === topology.instances);
      if (!searches.some((search) => search.steps.length > 0)) continue;
      body.push(
        `<section><h2>Response curves, ${escapeHtml(instancesText(topology.instances))}</h2>${responseCurves(result, searches, topology.summary, `-${topology.instances}x`)}</section>`
      );
    }
  }
  for (const search of result.searches) {
    const title = several ? searchTitle(result, search) : `Search ${search.index + 1}`;
    body.push(`<section><h2>${escapeHtml(title)}: ${escapeHtml(search.status)}${search.lower === void 0 ? "" : ` \u2014 ${search.lower}/s`}</h2>
<p>${escapeHtml(search.note)}</p>${search.steps.length > 0 ? stepsTable2(search.steps) : ""}</section>`);
  }
  const confirmations = steps.filter((step) => step.purpose === "confirm" && step.telemetry);
  body.push(
    timeSeries(
      "During the confirmation steps",
      confirmations.map((step) => step.telemetry)
    )
  );
  return page(result, body);
}
function responseCurves(result, searches, summary, idSuffix) {
  const steps = searches.flatMap(
    (search, position) => search.steps.map((step) => step.search === position ? step : { ...step, search: position })
  );
  const capacity = summary?.capacity;
  const band = summary?.interval;
  const curves = `<div class="charts"><figure>${scatter({
    id: `p95-vs-rate${idSuffix}`,
    title: "p95 latency by offered rate",
    unit: "ms",
    steps,
    y: (step) => step.p95Ms,
    reference: { label: `budget ${formatMs(result.limits.p95Ms)}`, value: result.limits.p95Ms },
    ...capacity === void 0 ? {} : { marker: capacity },
    ...band ? { band: { low: band.low, high: band.high } } : {}
  })}</figure><figure>${scatter({
    id: `tps-vs-rate${idSuffix}`,
    title: "Achieved TPS by offered rate",
    unit: "iterations/s",
    steps,
    y: (step) => step.tps,
    diagonal: true,
    ...capacity === void 0 ? {} : { marker: capacity }
  })}</figure></div>`;
  const legend = `<p class="legend">${["pass", "fail", "inconclusive"].map(
    (outcome) => `<span class="swatch" style="background:${OUTCOME_COLOUR[outcome]}"></span>${outcome}`
  ).join(
    " "
  )} \xB7 marker shape: search ${searches.map((_, i) => `${i + 1} ${SEARCH_MARKERS[i % SEARCH_MARKERS.length]}`).join(", ")}${capacity === void 0 ? "" : " \xB7 dashed blue: capacity, shaded: its interval"}</p>`;
  return `${curves}
${legend}`;
}
function topologySection2(result) {
  const topologies = result.topologies ?? [];
  const verdict = result.verdictTopology;
  const base = scalingBase(result);
  const notes = topologies.flatMap(
    (topology) => topology.scaling?.note ? [topology.scaling.note] : []
  );
  return `<section><h2>Capacity per topology</h2>${topologies.length > 0 ? table(
    [
      "Instances",
      "Capacity",
      "Interval",
      "Per instance",
      base === void 0 ? "Scaling" : `Scaling vs ${base}`,
      "Searches agree"
    ],
    topologies.map((topology) => [
      `${topology.instances}${topology.instances === verdict?.instances ? " <strong>(verdict)</strong>" : ""}`,
      escapeHtml(capacityText(topology.summary)),
      escapeHtml(intervalText(topology.summary)),
      escapeHtml(perInstanceText(topology)),
      topology.instances === base ? "base" : escapeHtml(scalingText(topology)),
      escapeHtml(agreementText(topology))
    ])
  ) : ""}${verdict ? `<p>The verdict, the statement above and the comparison are for ${escapeHtml(instancesText(verdict.instances))} (${escapeHtml(verdict.reason)}).</p>` : ""}${notes.length > 0 ? `<ul class="notes">${notes.map((note) => `<li>${escapeHtml(note)}</li>`).join("")}</ul>` : ""}</section>`;
}
function renderSweepHtml(result) {
  const body = [];
  body.push(header(result, `perf-gate sweep: ${result.scenario?.name ?? ""} at ${result.rate}/s`));
  body.push(
    `<p class="statement">${escapeHtml(result.recommendation?.statement ?? result.reason)}</p>`
  );
  body.push(errorAndNotes(result));
  const budget = result.scenario?.budget;
  body.push(
    `<p class="meta">Every window: a fresh app on fresh data, ${escapeHtml(formatSeconds(result.warmupSec))} warm-up, ${escapeHtml(formatSeconds(result.durationSec))} at ${result.rate}/s; ${result.repeats} repeat(s) per setting.${budget?.p95Ms === void 0 ? "" : ` Budget p95 \u2264 ${escapeHtml(formatMs(budget.p95Ms))}.`}${result.wallSec === void 0 ? "" : ` Wall time ${escapeHtml(formatSeconds(result.wallSec))}.`}</p>`
  );
  if (result.cases.some((entry) => entry.summary) && budget?.p95Ms !== void 0) {
    body.push(`<section><h2>Median p95 by setting</h2>${heatmaps(result, budget.p95Ms)}
<p class="legend">Colour: p95 relative to the budget (green well under, yellow at it, red twice over) \xB7 \u2718 missed the budget \xB7 \u2298 excluded from recommendation \xB7 thick border: recommended</p></section>`);
  }
  body.push(`<section><h2>Settings</h2>${sweepTable2(result)}</section>`);
  const evidence = result.recommendation?.evidence ?? [];
  if (evidence.length > 0) {
    body.push(
      `<section><h2>Evidence</h2><ul>${evidence.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul></section>`
    );
  }
  const recommended = result.cases.find((entry) => entry.id === result.recommendation?.caseId);
  body.push(
    timeSeries(
      recommended ? `During the windows of ${recommended.label}` : "During the windows",
      (recommended?.windows ?? []).flatMap((entry) => entry.telemetry ? [entry.telemetry] : [])
    )
  );
  return page(result, body);
}
function stepsTable2(steps) {
  return table(
    [
      "Step",
      "Purpose",
      "Rate",
      "Achieved",
      "p95",
      "p99",
      "Errors",
      "Dropped",
      "App CPU",
      "DB CPU",
      "k6 CPU",
      "Outcome",
      "Why / what limited it"
    ],
    steps.map((step) => [
      String(step.index + 1),
      escapeHtml(step.purpose),
      `${step.rate}/s`,
      escapeHtml(formatTps(step.tps)),
      escapeHtml(formatMs(step.p95Ms)),
      escapeHtml(formatMs(step.p99Ms)),
      escapeHtml(formatRatio(step.errorRate)),
      String(step.droppedIterations),
      percent(step.resources.appCpuPercent),
      percent(step.resources.databaseCpuPercent),
      percent(step.resources.k6CpuPercent),
      `<span style="color:${OUTCOME_COLOUR[step.outcome]};font-weight:600">${step.outcome}</span>`,
      [...step.reasons, ...step.bottlenecks.map((finding) => finding.message)].map(escapeHtml).join("<br>")
    ])
  );
}
function sweepTable2(result) {
  const recommended = result.recommendation?.caseId;
  const excluded = new Map(
    (result.recommendation?.excluded ?? []).map((entry) => [entry.caseId, entry.reason])
  );
  return table(
    [
      ...result.dimensions.map((d) => d.label),
      "TPS",
      "p95",
      "p95 interval",
      "p95 per window",
      "Errors",
      "App CPU",
      "Status",
      "Notes"
    ],
    result.cases.map((entry) => {
      const summary = entry.summary;
      const status = entry.id === recommended ? "<strong>recommended</strong>" : excluded.has(entry.id) ? "met budget, excluded" : escapeHtml(entry.status);
      const notes = [
        ...excluded.has(entry.id) ? [excluded.get(entry.id)] : [],
        ...summary?.outcome === "pass" ? [] : summary?.reasons ?? [],
        ...entry.notApplied,
        ...entry.findings.map((finding) => finding.message)
      ];
      return [
        ...result.dimensions.map((d) => escapeHtml(entry.settings[d.key] ?? "(app)")),
        escapeHtml(summary ? formatTps(summary.tps) : ""),
        escapeHtml(summary ? formatMs(summary.p95Ms) : ""),
        escapeHtml(p95IntervalText(entry)),
        escapeHtml(p95PerWindow(entry)),
        escapeHtml(summary ? formatRatio(summary.errorRate) : ""),
        percent(summary?.appCpuPercent),
        status,
        notes.map(escapeHtml).join("<br>")
      ];
    })
  );
}
function timeSeries(title, records) {
  const charts = chartsForScenario(records);
  if (charts.length === 0) return "";
  return `<section><h2>${escapeHtml(title)}</h2><p class="legend">One line per window \xB7 dotted red: configured limit</p><div class="charts">${charts.map((chart) => `<figure>${renderSvgChart(chart)}</figure>`).join("")}</div></section>`;
}
function header(result, title) {
  const runner = result.runner;
  return `<header><h1>${escapeHtml(title)} ${verdictBadge(result.verdict)}</h1>
<p class="meta">${escapeHtml(`${runner.cpuModel}, ${runner.cores} cores, ${Math.round(runner.memoryMb / 1024)} GB \xB7 ${runner.k6Version ?? "k6"} \xB7 ${result.startedAt} \u2192 ${result.finishedAt}`)}</p></header>`;
}
function errorAndNotes(result) {
  const parts = [];
  if (result.error) {
    parts.push(
      `<section class="error-box"><h2>Could not measure</h2><p>${escapeHtml(result.error.message)}</p>${result.error.fix ? `<p><strong>Fix:</strong> ${escapeHtml(result.error.fix)}</p>` : ""}</section>`
    );
  }
  if (result.notes.length > 0) {
    parts.push(
      `<ul class="notes">${result.notes.map((note) => `<li>${escapeHtml(note)}</li>`).join("")}</ul>`
    );
  }
  return parts.join("");
}
function page(result, body) {
  const verdict = VERDICT_STYLE[result.verdict];
  return htmlDocument(
    `perf-gate ${result.kind}: ${verdict.label}`,
    [...body, `<footer>Generated by perf-gate ${escapeHtml(result.tool.version)}</footer>`],
    RELEASE_STYLE
  );
}
function percent(value) {
  return value === void 0 ? "" : `${Math.round(value)}%`;
}

// src/commands/release.ts
import { resolve } from "node:path";

// src/release/execute.ts
async function executeRelease(options) {
  const result = options.initial;
  const stages = stageRecorder(result.stages, "config");
  let finalized = false;
  const finalize = () => {
    if (finalized) return;
    finalized = true;
    options.finalize(result);
  };
  const finalizeQuietly = () => {
    try {
      finalize();
    } catch {
    }
  };
  const fail = (error, exitCode, reason) => {
    finalizeQuietly();
    result.verdict = "error";
    result.exitCode = exitCode;
    result.reason = reason;
    result.error = error;
  };
  const write = () => {
    result.finishedAt = (/* @__PURE__ */ new Date()).toISOString();
    return writeOutputs({
      resultPath: options.resultPath,
      reportPath: options.reportPath,
      result,
      markdown: () => options.markdown(result),
      html: () => options.html(result),
      onRenderFailure: (reason) => result.notes.push(reason)
    });
  };
  await runAtEdge({
    resultPath: options.resultPath,
    onInterrupt: (signal) => {
      fail(
        interruptedRecord(signal, stages.current(), {
          what: "the command",
          kept: "The steps measured so far are in this file."
        }),
        ExitCode.error,
        `Interrupted by ${signal}.`
      );
      write();
    },
    onError: (error) => fail(
      errorRecord(error, stages.current()),
      exitCodeFor(error),
      describeError(error).split("\n")[0] ?? "error"
    ),
    run: async (scope) => {
      const pathProblem = outputPathProblem(options.resultPath) ?? (options.reportPath ? outputPathProblem(options.reportPath, "report") : void 0);
      if (pathProblem) throw pathProblem;
      options.preflight?.();
      const config = loadConfig(options.configPath, options.overrides);
      registerConfigSecrets(config);
      result.config = redactConfig(config);
      const scenario = pickScenario(config, options.overrides.scenario);
      options.progress(
        `config ${options.configPath}: scenario ${scenario.name} (rate ${scenario.targetRate}/s)`
      );
      stages.enter("setup");
      const stage = (name, work) => stages.stage(name, void 0, work);
      await options.run(result, { config, scenario, scope, progress: options.progress, stage });
      finalize();
    }
  });
  try {
    return { result, markdown: write() };
  } catch (error) {
    fail(
      errorRecord(error, "report"),
      exitCodeFor(error),
      describeError(error).split("\n")[0] ?? "error"
    );
    return { result, markdown: redactText(renderGuarded(() => options.markdown(result))) };
  }
}
function emptyHeader(kind) {
  const now = (/* @__PURE__ */ new Date()).toISOString();
  return {
    schemaVersion: 1,
    kind,
    tool: { name: "perf-gate", version: TOOL_VERSION },
    startedAt: now,
    finishedAt: now,
    verdict: "error",
    exitCode: 2,
    reason: "Nothing was measured.",
    config: null,
    runner: runnerInfo(),
    stages: [],
    notes: []
  };
}
function pickScenario(config, name) {
  if (name) return config.scenarios.find((scenario) => scenario.name === name);
  if (config.scenarios.length > 1) {
    throw new ConfigError(
      `${config.source} has ${config.scenarios.length} scenarios (${config.scenarios.map((s) => s.name).join(", ")}); this command measures one.`,
      { fix: "Pass --scenario NAME with one of the names listed." }
    );
  }
  return config.scenarios[0];
}

// src/commands/release.ts
async function runReleaseCommand(command, raw) {
  const progress = progressPrinter(raw["quiet"] === true);
  const resultPath = resultPathOf(command.table, raw);
  let flagError;
  let flags = parseFlags(command.table);
  let options;
  try {
    flags = parseFlags(command.table, raw);
    options = await command.options(flags);
  } catch (error) {
    flagError = error instanceof Error ? error : new Error(String(error));
    options = await command.options(parseFlags(command.table));
  }
  const outcome = await executeRelease({
    configPath: flags["config"],
    overrides: flagError ? {} : overridesOf(command.table, flags),
    resultPath,
    ...flags["report"] ? { reportPath: resolve(flags["report"]) } : {},
    progress,
    preflight: () => {
      if (flagError) throw flagError;
    },
    initial: command.initial(options),
    run: (partial, context) => {
      options.confidence = context.config.compare.confidence;
      return command.run(partial, context, options);
    },
    finalize: (partial) => command.finalize(partial, options),
    markdown: command.markdown,
    html: command.html
  });
  return printOutcome(outcome, { progress, what: command.what, resultPath });
}
function registerRelease(program, command) {
  registerFlags(
    program.command(command.what).description(command.description),
    command.table
  ).action(async (raw) => {
    process.exitCode = await runReleaseCommand(command, raw);
  });
}

// src/lab/release-lab.ts
var SNAPSHOT = "release";
async function prepareApp(options) {
  const { config, scenario, scope, progress, stage } = options;
  const runner = runnerInfo();
  const tools = await checkTools(config, [scenario], { stage, progress, scope });
  runner.dockerVersion = tools.dockerVersion;
  runner.k6Version = tools.k6Version;
  const detail = await stage("inspect", () => inspectSide(config, config.app.directory));
  const built = await stage(
    "build",
    () => buildJar(config, { directory: config.app.directory, label: "app" }, { scope, progress })
  );
  const database = await stage(
    "database",
    () => startLabDatabase(config, {
      initScripts: config.database.init,
      performanceSchema: false,
      scope,
      progress
    })
  );
  await stage("database-snapshot", () => database.snapshot(SNAPSHOT));
  return {
    config,
    scenario,
    jar: built.jar,
    buildMs: built.buildMs,
    database,
    ...appPaths(config, detail),
    runner,
    settings: detail.settings,
    properties: detail.properties,
    findings: detail.settings.findings
  };
}
async function bootApp(prepared, overrides, options) {
  const { config, scenario, database } = prepared;
  const generator = loadGeneratorFor(config);
  const { scope, progress, stage } = options;
  await stage("database-reset", () => database.restore(SNAPSHOT));
  const target = overrides.instances === void 0 ? prepared : {
    ...prepared,
    config: { ...config, app: { ...config.app, instances: overrides.instances } }
  };
  const app = await stage(
    "app-start",
    () => bootConfiguredApp(target, {
      label: overrides.label,
      ...overrides.env ? { env: overrides.env } : {},
      ...overrides.jvmOptions ? { jvmOptions: overrides.jvmOptions } : {},
      scope,
      progress
    })
  );
  if (config.database.initAfterBoot.length > 0) {
    await stage("database-init-after-boot", () => database.runInit(config.database.initAfterBoot));
  }
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await app.stop();
    scope.remove(app);
  };
  return {
    app,
    startupMs: app.startupMs,
    stop,
    warmUp: async (rate, durationMs, request) => {
      if (durationMs <= 0) return;
      await stage(
        "warmup",
        () => warmUpApp({
          config,
          scenario,
          generator,
          app,
          scope,
          progress,
          label: request.label,
          rate,
          durationMs,
          ramp: COLD_RAMP,
          vus: { preAllocatedVus: request.preAllocatedVus, maxVus: request.maxVus },
          untilSteady: false
        })
      );
    },
    measure: (request) => stage("measure", async () => {
      const logLinesBefore = app.logs().length;
      const { run, window, record } = await measureAt({
        config,
        scenario,
        generator,
        app,
        database,
        scope,
        side: "pr",
        round: request.round,
        rate: request.rate,
        durationMs: request.durationMs,
        vus: { preAllocatedVus: request.preAllocatedVus, maxVus: request.maxVus },
        label: request.label
      });
      const vusPeak = run.summary.metrics.vus?.values?.max;
      const everyVuBusy = vusPeak !== void 0 && vusPeak >= request.maxVus * 0.95;
      const context = {
        appCpuLimitCores: config.app.resources.cpus,
        ...config.database.resources.cpus === void 0 ? {} : { databaseCpuLimitCores: config.database.resources.cpus }
      };
      const cpu2 = generatorSaturation(record, {
        ...context,
        window: { ...window, droppedIterations: 0 }
      });
      const health = everyVuBusy ? cpu2 : generatorSaturation(record, { ...context, window });
      if (health.cpuPercent !== void 0) window.generator.cpuPercent = health.cpuPercent;
      for (const reason of health.reasons) {
        if (!window.generator.reasons.includes(reason)) window.generator.reasons.push(reason);
      }
      window.generator.saturated = window.generator.reasons.length > 0;
      const findings = diagnoseWindow(record, {
        ...context,
        window,
        appLog: app.logs().slice(logLinesBefore).join("\n")
      });
      return {
        window,
        record,
        vusPeak,
        generator: {
          starved: cpu2.reasons,
          undelivered: health.reasons.filter((reason) => !cpu2.reasons.includes(reason)),
          ...health.cpuPercent === void 0 ? {} : { cpuPercent: health.cpuPercent }
        },
        findings
      };
    })
  };
}
var PRE_ALLOCATED_VUS_PER_RATE = 0.5;
var MAX_VUS_PER_RATE = 4;
function vusForRate(scenario, rate) {
  const perRate = (vus, floor) => Math.ceil(Math.max(vus / scenario.targetRate, floor) * rate);
  const preAllocatedVus = Math.max(
    5,
    perRate(scenario.preAllocatedVus, PRE_ALLOCATED_VUS_PER_RATE)
  );
  return {
    preAllocatedVus,
    maxVus: Math.max(preAllocatedVus, 20, perRate(scenario.maxVus, MAX_VUS_PER_RATE))
  };
}

// src/release/judge.ts
var DELIVERY_RULES = /* @__PURE__ */ new Set(["budget.tps"]);
function judgeWindow(window, budget, generator) {
  const clean = { ...window, generator: { saturated: false, reasons: [] } };
  const records = evaluateBudget({ scenario: window.scenario, windows: [clean], budget });
  const decision = deriveVerdict({ rules: records });
  if (decision.verdict === "pass") return { outcome: "pass", reasons: [] };
  const missed = [...decision.failing, ...decision.inconclusive].filter((record) => !record.rule.startsWith("generator.")).map((record) => `${record.metric} ${record.actual} (budget ${record.expected})`);
  if (generator.starved.length > 0) {
    return {
      outcome: "inconclusive",
      reasons: [
        ...generator.starved,
        missed.length > 0 ? `missed ${missed.join(", ")} while k6 or the runner was short of CPU, so the miss may not be the app's` : "k6 or the runner was short of CPU, so the app never saw the intended load"
      ]
    };
  }
  const latencyOrErrors = decision.failing.filter((record) => !DELIVERY_RULES.has(record.rule));
  if (latencyOrErrors.length > 0) {
    return {
      outcome: "fail",
      reasons: [
        ...latencyOrErrors.map((record) => record.message),
        ...decision.failing.filter((record) => DELIVERY_RULES.has(record.rule)).map((record) => record.message),
        ...generator.undelivered.length > 0 ? [
          "(k6 also fell short of the offered rate: the app missed the budget under less load than offered)"
        ] : []
      ]
    };
  }
  if (generator.undelivered.length > 0) {
    return {
      outcome: "inconclusive",
      reasons: [
        ...generator.undelivered,
        `latency and errors were within budget but k6 did not offer ${window.targetRate}/s, so the rate was not tested`
      ]
    };
  }
  if (decision.verdict === "fail") {
    return { outcome: "fail", reasons: decision.failing.map((record) => record.message) };
  }
  return {
    outcome: "fail",
    reasons: [
      `k6 dropped ${window.droppedIterations} iterations with every VU busy: the app did not keep up with ${window.targetRate}/s`,
      ...missed
    ]
  };
}
function budgetAtRate(limits, rate) {
  return { ...limits, tps: rate };
}

// src/release/settings.ts
var THREADS_KEY = "server.tomcat.threads.max";
var POOL_KEY = "spring.datasource.hikari.maximum-pool-size";
var HEAP_KEY = "heap";
var INSTANCES_KEY = "instances";
var MAX_SWEEP_INSTANCES = 8;
var SETTING_ALIASES = {
  threads: THREADS_KEY,
  pool: POOL_KEY,
  "min-idle": "spring.datasource.hikari.minimum-idle",
  "max-connections": "server.tomcat.max-connections",
  "accept-count": "server.tomcat.accept-count"
};
var LABELS = {
  [THREADS_KEY]: "threads",
  [POOL_KEY]: "pool",
  "spring.datasource.hikari.minimum-idle": "min-idle",
  "server.tomcat.max-connections": "max-connections",
  "server.tomcat.accept-count": "accept-count"
};
var WHOLE_NUMBER_KEYS = {
  [THREADS_KEY]: 1,
  [POOL_KEY]: 1,
  "spring.datasource.hikari.minimum-idle": 0,
  "server.tomcat.threads.min-spare": 0,
  "server.tomcat.max-connections": 1,
  "server.tomcat.accept-count": 0
};
var RESERVED_KEYS = [
  "server.port",
  "server.address",
  "spring.datasource.url",
  "spring.datasource.username",
  "spring.datasource.password",
  "management.server.port",
  "management.server.address",
  "management.endpoints.web.exposure.include",
  "spring.profiles.active"
];
var MAX_SWEEP_CASES = 64;
function planSweep(input) {
  if (input.set.length > 0 && input.cases.length > 0) {
    throw new ConfigError("--set and --case cannot be combined.", {
      fix: "Use --set KEY=V1,V2 (repeatable) for a grid of every combination, or --case KEY=V,KEY=V (repeatable) for a list of combinations."
    });
  }
  const heapValues = input.heap === void 0 ? [] : parseHeap(input.heap, input.appMemoryMb);
  const combinations = [];
  const dimensions = [];
  if (input.cases.length > 0) {
    const keys = [];
    const valuesOf = /* @__PURE__ */ new Map();
    for (const flag of input.cases) {
      const combination = parseCase(flag);
      for (const [key, value] of Object.entries(combination)) {
        if (!keys.includes(key)) keys.push(key);
        const values = valuesOf.get(key) ?? [];
        if (!values.includes(value)) values.push(value);
        valuesOf.set(key, values);
      }
      combinations.push(combination);
    }
    for (const key of keys) dimensions.push(propertyDimension(key, valuesOf.get(key)));
  } else {
    for (const flag of input.set) {
      const { key, values } = parseSet(flag);
      if (dimensions.some((dimension) => dimension.key === key)) {
        throw new ConfigError(`--set ${flag}: ${key} is already varied by another --set.`, {
          fix: `Give all of ${key}'s values in one flag: --set ${key}=V1,V2,V3.`
        });
      }
      dimensions.push(propertyDimension(key, values));
    }
    combinations.push(
      ...cartesian(dimensions.map((d) => d.values.map((v) => [d.key, v])))
    );
  }
  if (heapValues.length > 0) {
    dimensions.push({ key: HEAP_KEY, label: "heap", values: heapValues });
    const withHeap = (combinations.length > 0 ? combinations : [{}]).flatMap(
      (combination) => heapValues.map((heap) => ({ ...combination, [HEAP_KEY]: heap }))
    );
    combinations.splice(0, combinations.length, ...withHeap);
  }
  if (combinations.length === 0 || dimensions.length === 0) {
    throw new ConfigError("sweep needs at least one setting to vary.", {
      fix: "Pass e.g. --set server.tomcat.threads.max=20,200 --set spring.datasource.hikari.maximum-pool-size=2,10,30 (or --heap 512m,1g)."
    });
  }
  if (combinations.length > MAX_SWEEP_CASES) {
    throw new ConfigError(
      `the sweep has ${combinations.length} combinations, more than ${MAX_SWEEP_CASES}.`,
      {
        fix: "Each combination costs an app boot, a warm-up and a window per repeat: vary fewer values, or run a coarse grid first and a finer one around its recommendation."
      }
    );
  }
  const seen = /* @__PURE__ */ new Set();
  const cases = [];
  for (const combination of combinations) {
    const label = caseLabel(combination, dimensions);
    if (seen.has(label)) {
      throw new ConfigError(`--case lists the combination "${label}" twice.`, {
        fix: "List each combination once; use --repeats to measure it more often."
      });
    }
    seen.add(label);
    cases.push({
      id: label,
      label,
      settings: combination,
      ...overridesFor(combination, dimensions)
    });
  }
  return { dimensions, cases };
}
function overridesFor(combination, dimensions) {
  const env = {};
  const jvmOptions = [];
  let instances;
  for (const [key, value] of Object.entries(combination)) {
    if (key === HEAP_KEY) {
      jvmOptions.push(`-Xmx${Math.round(parseMemoryMb(value))}m`);
      continue;
    }
    if (key === INSTANCES_KEY) {
      instances = Number(value);
      continue;
    }
    const name = dimensions.find((dimension) => dimension.key === key)?.env;
    if (name) env[name] = value;
  }
  return { env, jvmOptions, ...instances === void 0 ? {} : { instances } };
}
function caseLabel(combination, dimensions) {
  return dimensions.filter((dimension) => combination[dimension.key] !== void 0).map((dimension) => `${dimension.label}=${combination[dimension.key]}`).join(" ");
}
function settingKey(raw, flag) {
  const trimmed = raw.trim();
  const aliased = SETTING_ALIASES[trimmed.toLowerCase()] ?? trimmed;
  if (!/^[A-Za-z][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)+$/.test(aliased)) {
    throw new ConfigError(`${flag}: "${raw}" is not a Spring property name (got "${raw}").`, {
      fix: `Use a dotted property like server.tomcat.threads.max, or one of the short names ${Object.keys(SETTING_ALIASES).join(", ")}.`
    });
  }
  const key = canonicalKey(aliased);
  if (RESERVED_KEYS.includes(key)) {
    throw new ConfigError(`${flag}: ${key} is set by perf-gate itself and cannot be swept.`, {
      fix: "Sweep settings of the app (Tomcat, HikariCP, JPA, \u2026); the port, address and datasource URL belong to the measurement."
    });
  }
  return key;
}
function dimensionKey(raw, flag) {
  return raw.trim().toLowerCase() === INSTANCES_KEY ? INSTANCES_KEY : settingKey(raw, flag);
}
function propertyDimension(key, values) {
  if (key === INSTANCES_KEY) return { key, label: "instances", values };
  return { key, label: LABELS[key] ?? key, env: envNamesFor(key)[0], values };
}
function parseSet(flag) {
  const at = flag.indexOf("=");
  if (at <= 0) {
    throw new ConfigError(`--set takes KEY=V1,V2,... (got "${flag}").`, {
      fix: "Pass e.g. --set server.tomcat.threads.max=10,50,200."
    });
  }
  const key = dimensionKey(flag.slice(0, at), "--set");
  const values = flag.slice(at + 1).split(",").map((value) => value.trim());
  if (values.some((value) => value === "")) {
    throw new ConfigError(`--set ${flag}: a value is empty.`, {
      fix: `Separate values with single commas: --set ${key}=10,50,200.`
    });
  }
  const unique = [...new Set(values)];
  for (const value of unique) checkValue(key, value, `--set ${flag}`);
  return { key, values: unique };
}
function parseCase(flag) {
  const combination = {};
  for (const part of flag.split(",")) {
    const at = part.indexOf("=");
    const value = part.slice(at + 1).trim();
    if (at <= 0 || value === "") {
      throw new ConfigError(`--case takes KEY=VALUE pairs separated by commas (got "${flag}").`, {
        fix: "Pass e.g. --case threads=20,pool=10 (one combination per --case flag)."
      });
    }
    const key = dimensionKey(part.slice(0, at), "--case");
    if (key in combination) {
      throw new ConfigError(`--case ${flag}: ${key} appears twice.`, {
        fix: "Give each setting once per --case; list another combination with another --case."
      });
    }
    checkValue(key, value, `--case ${flag}`);
    combination[key] = value;
  }
  return combination;
}
function checkValue(key, value, where) {
  if (key === INSTANCES_KEY) {
    if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > MAX_SWEEP_INSTANCES) {
      throw new ConfigError(
        `${where}: instances must be a whole number from 1 to ${MAX_SWEEP_INSTANCES} (got "${value}").`,
        {
          fix: `Pass app instance counts, e.g. instances=1,2 (each boots that many app containers, behind the proxy when one is configured).`
        }
      );
    }
    return;
  }
  const minimum = WHOLE_NUMBER_KEYS[key];
  if (minimum === void 0) return;
  if (!/^\d+$/.test(value) || Number(value) < minimum) {
    throw new ConfigError(
      `${where}: ${key} must be a whole number \u2265 ${minimum} (got "${value}").`,
      { fix: `Pass whole numbers, e.g. ${key}=${Math.max(minimum, 2)},10,30.` }
    );
  }
}
function parseHeap(flag, appMemoryMb) {
  const values = [...new Set(flag.split(",").map((value) => value.trim()))];
  for (const value of values) {
    const mb = parseMemoryMb(value);
    if (mb === void 0 || mb < 16) {
      throw new ConfigError(`--heap must list sizes like 512m or 1g (got "${value}").`, {
        fix: "Pass e.g. --heap 256m,512m (each becomes -Xmx for one set of runs)."
      });
    }
    if (mb >= appMemoryMb) {
      throw new ConfigError(
        `--heap ${value} does not fit the app container's memory limit of ${Math.round(appMemoryMb)} MB (app.resources.memory).`,
        {
          fix: "The JVM needs room beyond the heap (metaspace, threads, buffers): keep each heap at most about 75% of app.resources.memory, or raise the limit."
        }
      );
    }
  }
  return values;
}
function cartesian(lists) {
  let out = [{}];
  for (const list of lists) {
    out = out.flatMap((partial) => list.map(([key, value]) => ({ ...partial, [key]: value })));
  }
  return lists.length === 0 ? [] : out;
}
function instancesWithOwnPool(plan, appInstances) {
  const counts = plan.cases.filter((entry) => entry.settings[POOL_KEY] === void 0).map((entry) => entry.instances ?? appInstances);
  return counts.length > 0 ? Math.max(...counts) : void 0;
}
function sweepConnectionProblem(plan, database) {
  const connections = plan.cases.filter((entry) => entry.settings[POOL_KEY] !== void 0).map((entry) => {
    const instances = entry.instances ?? database.appInstances;
    const pool = Number(entry.settings[POOL_KEY]);
    return { entry, instances, pool, total: instances * pool };
  });
  const over = connections.filter((item) => item.total > database.maxConnections).sort((a, b) => b.total - a.total);
  if (over.length === 0) return void 0;
  const worst = over[0];
  const fitting = connections.filter((item) => item.total <= database.maxConnections).sort((a, b) => b.total - a.total)[0];
  const others = over.length > 1 ? `; ${over.length - 1} more combination(s) exceed it too (${over.slice(1).map((item) => `${item.entry.label}: ${item.total}`).join(", ")})` : "";
  const example = fitting ? ` (e.g. --case ${caseFlag(fitting.entry.settings, plan.dimensions)}, ${fitting.total} connections)` : "";
  return new ConfigError(
    `sweep ${worst.entry.label}: ${worst.instances} instance(s) \xD7 pool ${worst.pool} = ${worst.total} pooled connections exceed the database's max_connections of ${database.maxConnections} (${database.source})${others}. Once the pools fill up, MySQL refuses the rest with "Too many connections".`,
    {
      fix: `List only the combinations within ${database.maxConnections} connections with --case${example}, lower the instances or the pool, or raise max_connections in database.server as production will.`
    }
  );
}
function caseFlag(combination, dimensions) {
  return dimensions.filter((dimension) => dimension.key !== HEAP_KEY && combination[dimension.key] !== void 0).map((dimension) => `${dimension.label}=${combination[dimension.key]}`).join(",");
}
function numericValue(key, value) {
  if (key === HEAP_KEY) return parseMemoryMb(value);
  const number = Number(value);
  return Number.isFinite(number) ? number : void 0;
}

// src/release/resources.ts
function resourcesOf(record) {
  const meanOf = (name) => {
    const values = record.series[name]?.values ?? [];
    if (values.length === 0) return void 0;
    return Math.round(values.reduce((a, b) => a + b, 0) / values.length * 10) / 10;
  };
  const fact = (name) => {
    const value = record.facts[name];
    return typeof value === "number" ? value : void 0;
  };
  const out = {};
  const app = meanOf("container.app.cpu") ?? meanOf("jvm.cpu");
  if (app !== void 0) out.appCpuPercent = app;
  const database = meanOf("container.database.cpu");
  if (database !== void 0) out.databaseCpuPercent = database;
  const k6 = meanOf("k6.cpu");
  if (k6 !== void 0) out.k6CpuPercent = k6;
  const threadsMax = fact("threadsMax");
  if (threadsMax !== void 0) out.threadsMax = threadsMax;
  const maximumPoolSize = fact("maximumPoolSize");
  if (maximumPoolSize !== void 0) out.maximumPoolSize = maximumPoolSize;
  const heapMaxMb = fact("heapMaxMb");
  if (heapMaxMb !== void 0) out.heapMaxMb = heapMaxMb;
  return out;
}
function settingsNotApplied(requested, reported, heapMb) {
  const out = [];
  const threads = requested[THREADS_KEY];
  if (threads !== void 0 && reported.threadsMax !== void 0 && reported.threadsMax !== Number(threads)) {
    out.push(`${THREADS_KEY}=${threads} requested, the app reported ${reported.threadsMax}`);
  }
  const pool = requested[POOL_KEY];
  if (pool !== void 0 && reported.maximumPoolSize !== void 0 && reported.maximumPoolSize !== Number(pool)) {
    out.push(`${POOL_KEY}=${pool} requested, the app reported ${reported.maximumPoolSize}`);
  }
  const heap = requested[HEAP_KEY];
  const wantedMb = heap === void 0 ? void 0 : heapMb(heap);
  if (wantedMb !== void 0 && reported.heapMaxMb !== void 0) {
    if (reported.heapMaxMb < wantedMb * 0.8 || reported.heapMaxMb > wantedMb * 1.02) {
      out.push(
        `heap -Xmx${Math.round(wantedMb)}m requested, the JVM reported a ${Math.round(reported.heapMaxMb)} MB maximum`
      );
    }
  }
  return out;
}
function bottlenecksOf(findings) {
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  for (const finding of findings) {
    if (!finding.rule.startsWith("bottleneck.") || seen.has(finding.rule)) continue;
    seen.add(finding.rule);
    out.push(finding);
  }
  return out;
}

// src/release/prepare.ts
function withInstances(config, instances) {
  if (config.app.instances === instances) return config;
  return { ...config, app: { ...config.app, instances } };
}
async function prepareForInstances(options, instances, from) {
  const config = withInstances(options.config, instances);
  try {
    return await (options.prepare ?? prepareApp)({ ...options, config });
  } catch (error) {
    if (config !== options.config && error instanceof ConfigError && /pooled connections exceed/.test(error.message)) {
      throw new ConfigError(`${from.flag} ${from.value}: ${error.message}`, {
        fix: `Leave ${instances} instances out of ${from.flag}, or: ${error.fix ?? "size the pools so that instances \xD7 pool stays below max_connections."}`,
        cause: error
      });
    }
    throw error;
  }
}

export {
  bootApp,
  vusForRate,
  emptyHeader,
  judgeWindow,
  budgetAtRate,
  THREADS_KEY,
  POOL_KEY,
  HEAP_KEY,
  INSTANCES_KEY,
  planSweep,
  instancesWithOwnPool,
  sweepConnectionProblem,
  numericValue,
  resourcesOf,
  settingsNotApplied,
  bottlenecksOf,
  prepareForInstances,
  nextCapacityMove,
  instancesText,
  summarizeTopologies,
  renderCapacityMarkdown,
  renderSweepMarkdown,
  renderCapacityHtml,
  renderSweepHtml,
  registerRelease
};
