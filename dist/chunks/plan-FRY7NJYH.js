import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  parseCapacityResult
} from "./chunk-7PVGR4JL.js";
import {
  ConfigError,
  list,
  parseDurationMs,
  parseFlags,
  parseFraction,
  registerFlags,
  toggle,
  value
} from "./chunk-STJUJNGS.js";
import "./chunk-6CMWHVWB.js";

// src/commands/plan.ts
import { readFileSync } from "node:fs";

// src/plan/tps.ts
function formatNumber(value2) {
  return value2.toLocaleString("en-US", { maximumFractionDigits: 2 });
}
function round2(value2) {
  return Math.round(value2 * 100) / 100;
}
function formatSeconds(seconds) {
  if (seconds >= 3600 && seconds % 3600 === 0) return `${formatNumber(seconds / 3600)} h`;
  if (seconds >= 60 && seconds % 60 === 0) return `${formatNumber(seconds / 60)} min`;
  return `${formatNumber(seconds)} s`;
}
function dailyUsers(input, steps, assumptions) {
  if (input.dau !== void 0) return input.dau;
  if (input.users !== void 0) {
    const ratio2 = input.activeRatio ?? 1;
    const dau2 = input.users * ratio2;
    steps.push({
      label: "daily active users",
      formula: `users \xD7 active ratio = ${formatNumber(input.users)} \xD7 ${formatNumber(ratio2 * 100)} %`,
      value: dau2,
      unit: "users"
    });
    assumptions.push(
      `${formatNumber(ratio2 * 100)} % of the users are active on a given day (10 % is a usual guess for a service people do not use daily, such as travel).`
    );
    return dau2;
  }
  const mau = input.mau ?? 0;
  const daysPerMonth = input.daysPerMonth ?? 30;
  const activeDays = input.activeDaysPerMonth ?? 1;
  const dau = mau * activeDays / daysPerMonth;
  steps.push({
    label: "daily active users",
    formula: `MAU \xD7 active days \xF7 days per month = ${formatNumber(mau)} \xD7 ${formatNumber(activeDays)} \xF7 ${formatNumber(daysPerMonth)}`,
    value: dau,
    unit: "users"
  });
  assumptions.push(
    `a monthly user is active on ${formatNumber(activeDays)} day(s) of a ${formatNumber(daysPerMonth)}-day month, spread evenly (470,000 MAU \u2192 about 15,700 a day).`
  );
  return dau;
}
function applyHeadroom(tps, input, steps, assumptions) {
  const headroom = input.headroom ?? 1;
  if (headroom === 1) return tps;
  const result = tps * headroom;
  steps.push({
    label: "with headroom",
    formula: `${formatNumber(tps)} \xD7 ${formatNumber(headroom)}`,
    value: result,
    unit: "TPS"
  });
  assumptions.push(`a safety factor of ${formatNumber(headroom)} on top of the estimate.`);
  return result;
}
function finish(model, tps, steps, assumptions) {
  const targetTps = round2(tps);
  return { model, targetTps, rate: Math.ceil(targetTps), steps, assumptions };
}
function actorsPlan(input, actors) {
  const steps = [];
  const assumptions = [
    "each action's calls are spread evenly over its window, and the groups' windows overlap completely (the worst case)."
  ];
  const perAction = [];
  let total = 0;
  for (const actor of actors) {
    const callsPerUser = actor.actions.reduce((sum, action) => sum + action.callsPerUser, 0);
    const perGroupTps = actor.users * callsPerUser / actor.windowSec;
    const actorTps = perGroupTps * actor.groups;
    steps.push(
      {
        label: `${actor.name}: calls per user in ${formatSeconds(actor.windowSec)}`,
        formula: actor.actions.map((action) => `${action.name} ${formatNumber(action.callsPerUser)}`).join(" + "),
        value: callsPerUser,
        unit: "calls"
      },
      {
        label: `${actor.name}: TPS of one group`,
        formula: `${formatNumber(actor.users)} users \xD7 ${formatNumber(callsPerUser)} calls \xF7 ${formatNumber(actor.windowSec)} s`,
        value: perGroupTps,
        unit: "TPS"
      },
      {
        label: `${actor.name}: TPS of all groups`,
        formula: `${formatNumber(perGroupTps)} \xD7 ${formatNumber(actor.groups)} groups`,
        value: actorTps,
        unit: "TPS"
      }
    );
    for (const action of actor.actions) {
      perAction.push({
        actor: actor.name,
        action: action.name,
        tps: actor.users * action.callsPerUser * actor.groups / actor.windowSec
      });
    }
    total += actorTps;
  }
  if (actors.length > 1) {
    steps.push({
      label: "total",
      formula: steps.filter((step) => step.label.endsWith("TPS of all groups")).map((step) => formatNumber(step.value)).join(" + "),
      value: total,
      unit: "TPS"
    });
  }
  const withHeadroom2 = applyHeadroom(total, input, steps, assumptions);
  const plan = finish("actors", withHeadroom2, steps, assumptions);
  plan.actions = perAction.map((entry) => ({
    ...entry,
    tps: round2(entry.tps * withHeadroom2 / total),
    share: Math.round(entry.tps / total * 1e4) / 1e4
  }));
  return plan;
}
function planTargetTps(input) {
  if (input.actors && input.actors.length > 0) return actorsPlan(input, input.actors);
  const steps = [];
  const assumptions = [];
  const dau = dailyUsers(input, steps, assumptions);
  if (input.intervalSec !== void 0) {
    const tps2 = dau / input.intervalSec;
    steps.push({
      label: "target TPS",
      formula: `daily active users \xF7 interval = ${formatNumber(dau)} \xF7 ${formatNumber(input.intervalSec)} s`,
      value: tps2,
      unit: "TPS"
    });
    assumptions.push(
      `every daily active user is online at the peak and sends one transaction every ${formatNumber(input.intervalSec)} s (an upper bound for the busiest moment).`
    );
    return finish("interval", applyHeadroom(tps2, input, steps, assumptions), steps, assumptions);
  }
  const requestsPerUser = input.requestsPerUser ?? 0;
  const peakHours = input.peakHours ?? 24;
  const peakShare = input.peakShare ?? 1;
  const daily = dau * requestsPerUser;
  const windowSec = peakHours * 3600;
  steps.push(
    {
      label: "transactions per day",
      formula: `daily active users \xD7 transactions per user = ${formatNumber(dau)} \xD7 ${formatNumber(requestsPerUser)}`,
      value: daily,
      unit: "transactions"
    },
    {
      label: "peak window",
      formula: `${formatNumber(peakHours)} h \xD7 3,600`,
      value: windowSec,
      unit: "s"
    }
  );
  const tps = daily * peakShare / windowSec;
  steps.push({
    label: "target TPS",
    formula: `transactions per day \xD7 peak share \xF7 peak window = ${formatNumber(daily)} \xD7 ${formatNumber(peakShare * 100)} % \xF7 ${formatNumber(windowSec)} s`,
    value: tps,
    unit: "TPS"
  });
  assumptions.push(
    `${formatNumber(peakShare * 100)} % of a day's transactions fall in the ${formatNumber(peakHours)}-hour peak window, evenly spread.`
  );
  return finish("peak-window", applyHeadroom(tps, input, steps, assumptions), steps, assumptions);
}

// src/plan/capacity.ts
function parseCapacityFiles(files) {
  return files.map(({ file, text }) => {
    const result = parseCapacityResult(text, file);
    const topologies = measuredTopologies(result, file);
    if (topologies.length === 0) {
      throw new ConfigError(
        `${file}: has no capacity figure (${result.verdict === "error" ? result.error?.message ?? result.reason : result.reason}).`,
        {
          fix: "Pass a capacity result whose searches confirmed a figure: re-run `perf-gate capacity` (see the file for why it found none)."
        }
      );
    }
    return { file, result, topologies };
  });
}
function measuredTopologies(result, file) {
  const topologies = result.topologies && result.topologies.length > 0 ? result.topologies.map((topology) => ({
    instances: topology.instances,
    summary: topology.summary
  })) : result.summary ? [{ instances: configuredInstances(result), summary: result.summary }] : [];
  return topologies.filter((topology) => isFigure(topology.summary.capacity)).map(({ instances, summary }) => measured(instances, summary, file)).sort((a, b) => a.instances - b.instances);
}
function isFigure(value2) {
  return typeof value2 === "number" && Number.isFinite(value2) && value2 > 0;
}
function measured(instances, summary, file) {
  const capacity = summary.capacity;
  const interval = summary.interval;
  return {
    instances,
    capacity,
    low: interval && Number.isFinite(interval.low) ? interval.low : capacity,
    high: interval && Number.isFinite(interval.high) ? interval.high : capacity,
    agree: summary.agree !== false,
    file
  };
}
function configuredInstances(result) {
  const searched = result.searches?.find((search) => search.instances !== void 0)?.instances;
  if (searched !== void 0) return searched;
  const config = result.config;
  const value2 = config?.app?.instances;
  return typeof value2 === "number" && Number.isInteger(value2) && value2 > 0 ? value2 : 1;
}
function instancesText(count) {
  return count === 1 ? "1 instance" : `${count} instances`;
}
function round22(value2) {
  return Math.round(value2 * 100) / 100;
}
function runnerText(runner) {
  if (!runner) return void 0;
  return `${runner.cpuModel}, ${runner.cores} cores`;
}
function planInstances(targetTps, files) {
  const warnings = [];
  const byCount = /* @__PURE__ */ new Map();
  for (const { topologies } of files) {
    for (const topology of topologies) {
      const earlier = byCount.get(topology.instances);
      if (earlier) {
        warnings.push(
          `${instancesText(topology.instances)} was measured in both ${earlier.file} and ${topology.file}: ${earlier.file}'s figure is used.`
        );
        continue;
      }
      byCount.set(topology.instances, topology);
    }
  }
  const measuredAll = [...byCount.values()].sort((a, b) => a.instances - b.instances);
  const largest = measuredAll.at(-1);
  const figure = largest.low > 0 ? "interval low end" : "capacity";
  const basisTps = figure === "interval low end" ? largest.low : largest.capacity;
  const perInstanceTps = round22(basisTps / largest.instances);
  const ratio2 = targetTps / perInstanceTps;
  const instances = Math.max(1, Math.ceil(ratio2 - 1e-9));
  const formula = `Instances needed: \u2308target \xF7 per-instance capacity\u2309 = \u2308${formatNumber(targetTps)} \xF7 ${formatNumber(perInstanceTps)}\u2309 = ${instances}`;
  const steps = [
    `per-instance capacity = ${figure} of the capacity at ${instancesText(largest.instances)} \xF7 ${largest.instances} = ${formatNumber(basisTps)} \xF7 ${largest.instances} = ${formatNumber(perInstanceTps)} TPS`,
    `target \xF7 per-instance capacity = ${formatNumber(targetTps)} \xF7 ${formatNumber(perInstanceTps)} = ${formatNumber(ratio2)}, rounded up: ${instances}`
  ];
  if (figure === "capacity") {
    warnings.push(
      `The interval of ${instancesText(largest.instances)} starts at 0 (its searches are far apart): the median capacity is used, which is not conservative.`
    );
  }
  if (instances > largest.instances) {
    warnings.push(
      `${instancesText(instances)} is more than the largest topology measured (${largest.instances}): linear scaling is assumed beyond it, and scaling is usually sublinear. ${instances <= LAB_MAX_INSTANCES ? `Measure it with \`perf-gate capacity --instances ${largest.instances},${instances}\`.` : `The lab boots at most ${LAB_MAX_INSTANCES} instances on one runner (\`perf-gate capacity --instances ${largest.instances},${LAB_MAX_INSTANCES}\` shows how the scaling bends); beyond that, larger instances (app.resources) may need fewer.`}`
    );
  }
  const directly = measuredAll.find(
    (topology) => topology.instances < instances && topology.low >= targetTps
  );
  if (directly) {
    warnings.push(
      `${instancesText(directly.instances)} already sustained at least ${formatNumber(directly.low)} TPS (its interval's low end), at or above the target: the formula is conservative there.`
    );
  }
  for (const topology of measuredAll.filter((entry) => !entry.agree)) {
    warnings.push(
      `The searches with ${instancesText(topology.instances)} disagree on one ceiling (${topology.file}): its interval is less certain than it looks.`
    );
  }
  const scenarios = [...new Set(files.map(({ result }) => result.scenario?.name ?? "?"))];
  if (scenarios.length > 1) {
    warnings.push(
      `The capacity results measured different scenarios (${files.map(({ file, result }) => `${file}: ${result.scenario?.name ?? "?"}`).join(", ")}): their topologies are not comparable.`
    );
  }
  const runners = [...new Set(files.map(({ result }) => runnerText(result.runner) ?? "?"))];
  if (runners.length > 1) {
    warnings.push(
      `The capacity results were measured on different runners (${files.map(({ file, result }) => `${file}: ${runnerText(result.runner) ?? "?"}`).join("; ")}): capacity depends on the machine.`
    );
  }
  return {
    targetTps,
    perInstanceTps,
    basis: { instances: largest.instances, tps: basisTps, figure, file: largest.file },
    instances,
    formula,
    steps,
    measured: measuredAll,
    ...scenarios.length === 1 ? { scenario: scenarios[0] } : {},
    ...runners.length === 1 ? { runner: runners[0] } : {},
    warnings
  };
}
function measuredText(measured2) {
  return measured2.map(
    (topology) => `${instancesText(topology.instances)}: ${formatNumber(topology.capacity)} TPS [${formatNumber(topology.low)}\u2013${formatNumber(topology.high)}]`
  ).join(", ");
}
function renderInstances(plan) {
  const files = [...new Set(plan.measured.map((topology) => topology.file))];
  const source = [
    files.join(", "),
    plan.scenario ? `scenario ${plan.scenario}` : void 0,
    plan.runner
  ].filter(Boolean);
  return [
    plan.formula,
    ...plan.steps.map((step, index) => `  ${index + 1}. ${step}`),
    `  Measured (${source.join(", ")}): ${measuredText(plan.measured)}`,
    ...plan.warnings.map((warning) => `  \u26A0 ${warning}`)
  ];
}
var LAB_MAX_INSTANCES = 8;

// src/plan/flags.ts
function positiveNumber(flag, text, example) {
  const value2 = Number(text.trim().replace(/_/g, ""));
  if (text.trim() === "" || !Number.isFinite(value2) || value2 <= 0) {
    throw new ConfigError(`${flag} must be a positive number (got "${text}")`, {
      fix: `pass e.g. ${flag} ${example}`
    });
  }
  return value2;
}
function ratio(flag, text, example) {
  const value2 = parseFraction(text);
  if (value2 === void 0 || value2 <= 0 || value2 > 1) {
    throw new ConfigError(
      `${flag} must be a share between 0 and 1, or a percentage (got "${text}")`,
      {
        fix: `pass e.g. ${flag} ${example}`
      }
    );
  }
  return value2;
}
function durationSec(flag, text, example) {
  const ms = parseDurationMs(text);
  if (ms === void 0 || !(ms > 0)) {
    throw new ConfigError(`${flag} must be a duration such as ${example} (got "${text}")`, {
      fix: `pass e.g. ${flag} ${example} (units: ms, s, m, h, d; a bare number is seconds)`
    });
  }
  return ms / 1e3;
}
function parseActor(spec) {
  const fix = 'pass e.g. --actor "admin:users=10,window=2h,groups=40"';
  const match = /^\s*([^:=,\s]+)\s*:(.*)$/.exec(spec);
  if (!match)
    throw new ConfigError(
      `--actor must be NAME:users=N,window=DURATION[,groups=N] (got "${spec}")`,
      { fix }
    );
  const actor = {
    name: match[1] ?? "",
    users: 1,
    windowSec: 3600,
    groups: 1,
    actions: []
  };
  let window = false;
  for (const part of (match[2] ?? "").split(",").filter((item) => item.trim() !== "")) {
    const [key, value2] = part.split("=").map((item) => item.trim());
    if (value2 === void 0)
      throw new ConfigError(`--actor ${actor.name}: "${part}" must be KEY=VALUE`, { fix });
    if (key === "users") actor.users = positiveNumber(`--actor ${actor.name}: users`, value2, "10");
    else if (key === "groups")
      actor.groups = positiveNumber(`--actor ${actor.name}: groups`, value2, "40");
    else if (key === "window") {
      actor.windowSec = durationSec(`--actor ${actor.name}: window`, value2, "2h");
      window = true;
    } else {
      throw new ConfigError(`--actor ${actor.name}: unknown key "${key}"`, {
        fix: "use users=N (per group), window=DURATION (the call counts' window), groups=N (groups active at once)"
      });
    }
  }
  if (!window) {
    throw new ConfigError(
      `--actor ${actor.name} needs window=DURATION (the period its call counts refer to)`,
      {
        fix: `pass e.g. --actor "${actor.name}:users=10,window=2h,groups=40"`
      }
    );
  }
  return actor;
}
function planInputFromFlags(flags) {
  const actors = (flags.actor ?? []).map(parseActor);
  for (const spec of flags.action ?? []) {
    const match = /^\s*([^:=\s]+)\s*:\s*([^=]+?)\s*=\s*(.+)$/.exec(spec);
    if (!match) {
      throw new ConfigError(`--action must be ACTOR:ACTION=CALLS_PER_USER (got "${spec}")`, {
        fix: "pass e.g. --action admin:applicant-detail=768"
      });
    }
    const actor = actors.find((candidate) => candidate.name === match[1]);
    if (!actor) {
      throw new ConfigError(`--action ${spec}: no --actor named "${match[1]}"`, {
        fix: `declare it first, e.g. --actor "${match[1]}:users=10,window=2h,groups=1"`
      });
    }
    actor.actions.push({
      name: match[2] ?? "",
      callsPerUser: positiveNumber(`--action ${match[1]}:${match[2]}`, match[3] ?? "", "768")
    });
  }
  const userFlags = ["dau", "users", "mau"].filter((flag) => flags[flag] !== void 0);
  const rateFlags = ["interval", "requestsPerUser", "peakHours"].filter(
    (flag) => flags[flag] !== void 0
  );
  if (actors.length > 0) {
    if (userFlags.length > 0 || rateFlags.length > 0) {
      throw new ConfigError(
        "--actor cannot be combined with --dau, --users, --mau, --interval or --requests-per-user",
        {
          fix: "use either the actor model (--actor/--action) or the daily-user model, not both"
        }
      );
    }
    const idle = actors.find((actor) => actor.actions.length === 0);
    if (idle) {
      throw new ConfigError(`--actor ${idle.name} has no --action`, {
        fix: `add its calls per user, e.g. --action ${idle.name}:login=1`
      });
    }
    return withHeadroom({ actors }, flags);
  }
  if (userFlags.length !== 1) {
    throw new ConfigError(
      userFlags.length === 0 ? "perf-gate plan needs the daily users: --dau, --users with --active-ratio, or --mau" : `give only one of --dau, --users, --mau (got ${userFlags.map((flag) => `--${flag}`).join(", ")})`,
      {
        fix: "e.g. perf-gate plan --dau 300 --interval 3s, or --mau 470000 --requests-per-user 30 --peak-hours 6"
      }
    );
  }
  const input = {};
  if (flags.dau !== void 0) input.dau = positiveNumber("--dau", flags.dau, "300");
  if (flags.users !== void 0) {
    input.users = positiveNumber("--users", flags.users, "3000");
    input.activeRatio = ratio("--active-ratio", flags.activeRatio ?? "1", "10%");
  } else if (flags.activeRatio !== void 0) {
    throw new ConfigError("--active-ratio applies to --users only", {
      fix: "pass --users N --active-ratio 10%"
    });
  }
  if (flags.mau !== void 0) {
    input.mau = positiveNumber("--mau", flags.mau, "470000");
    if (flags.daysPerMonth !== void 0)
      input.daysPerMonth = positiveNumber("--days-per-month", flags.daysPerMonth, "30");
    if (flags.activeDays !== void 0)
      input.activeDaysPerMonth = positiveNumber("--active-days", flags.activeDays, "1");
    if ((input.activeDaysPerMonth ?? 1) > (input.daysPerMonth ?? 30)) {
      throw new ConfigError(
        `--active-days ${input.activeDaysPerMonth} is more than --days-per-month ${input.daysPerMonth ?? 30}`,
        { fix: "pass the days a monthly user is active, at most the days of the month" }
      );
    }
  } else if (flags.daysPerMonth !== void 0 || flags.activeDays !== void 0) {
    throw new ConfigError("--days-per-month and --active-days apply to --mau only", {
      fix: "pass --mau N, or drop them"
    });
  }
  if (flags.interval !== void 0) {
    if (flags.requestsPerUser !== void 0 || flags.peakHours !== void 0 || flags.peakShare !== void 0) {
      throw new ConfigError(
        "--interval cannot be combined with --requests-per-user, --peak-hours or --peak-share",
        {
          fix: "use either --interval (one transaction per user every interval) or --requests-per-user with --peak-hours"
        }
      );
    }
    input.intervalSec = durationSec("--interval", flags.interval, "3s");
  } else if (flags.requestsPerUser !== void 0) {
    input.requestsPerUser = positiveNumber("--requests-per-user", flags.requestsPerUser, "30");
    if (flags.peakHours === void 0) {
      throw new ConfigError(
        "--requests-per-user needs --peak-hours (the hours a day's transactions fall into)",
        {
          fix: "pass e.g. --peak-hours 6"
        }
      );
    }
    input.peakHours = positiveNumber("--peak-hours", flags.peakHours, "6");
    if (input.peakHours > 24) {
      throw new ConfigError(`--peak-hours must be at most 24 (got "${flags.peakHours}")`, {
        fix: "pass e.g. --peak-hours 6"
      });
    }
    if (flags.peakShare !== void 0)
      input.peakShare = ratio("--peak-share", flags.peakShare, "80%");
  } else {
    throw new ConfigError(
      "perf-gate plan needs how often users send transactions: --interval, or --requests-per-user with --peak-hours",
      {
        fix: "e.g. --interval 3s, or --requests-per-user 30 --peak-hours 6"
      }
    );
  }
  return withHeadroom(input, flags);
}
function withHeadroom(input, flags) {
  if (flags.headroom !== void 0)
    input.headroom = positiveNumber("--headroom", flags.headroom, "1.5");
  return input;
}

// src/plan/render.ts
var MODEL_TITLES = {
  interval: "daily active users \xF7 interval between transactions",
  "peak-window": "daily transactions \xF7 peak window",
  actors: "calls per user \xD7 users \xF7 window \xD7 groups, per kind of user"
};
function renderPlan(plan, instances) {
  const lines = [`Target TPS (${MODEL_TITLES[plan.model]}):`];
  plan.steps.forEach((step, index) => {
    lines.push(
      `  ${index + 1}. ${step.label} = ${step.formula} = ${formatNumber(step.value)} ${step.unit}`
    );
  });
  lines.push(
    "",
    `Target: ${formatNumber(plan.targetTps)} TPS (k6 arrival rate: ${plan.rate} iterations/s)`
  );
  if (plan.actions) {
    lines.push("", "Per action (scenario mix):");
    for (const action of plan.actions) {
      lines.push(
        `  ${action.actor}/${action.action}: ${formatNumber(action.tps)} TPS (${formatNumber(action.share * 100)} %)`
      );
    }
  }
  if (instances) lines.push("", ...renderInstances(instances));
  lines.push("", "Assumptions:", ...plan.assumptions.map((assumption) => `  - ${assumption}`));
  return lines.join("\n");
}

// src/commands/plan.ts
var PLAN_FLAGS = {
  dau: value("--dau <n>", "daily active users"),
  users: value("--users <n>", "expected users, made daily by --active-ratio"),
  activeRatio: value(
    "--active-ratio <share>",
    "share of --users active on a day, e.g. 10% (default 100%)"
  ),
  mau: value("--mau <n>", "monthly active users"),
  daysPerMonth: value("--days-per-month <n>", "days in a month, for --mau (default 30)"),
  activeDays: value(
    "--active-days <n>",
    "days a monthly user is active per month, for --mau (default 1)"
  ),
  interval: value(
    "--interval <duration>",
    "time between two transactions of one active user, e.g. 3s"
  ),
  requestsPerUser: value("--requests-per-user <n>", "transactions per daily user per day"),
  peakHours: value("--peak-hours <h>", "hours a day's transactions fall into"),
  peakShare: value(
    "--peak-share <share>",
    "share of a day's transactions in the peak hours (default 100%)"
  ),
  headroom: value(
    "--headroom <factor>",
    "safety factor applied to the result, e.g. 1.5 (default 1)"
  ),
  actor: list(
    "--actor <spec>",
    "a kind of user: NAME:users=N,window=DURATION,groups=N (repeatable)"
  ),
  action: list(
    "--action <spec>",
    "an actor's calls per user in its window: ACTOR:ACTION=N (repeatable)"
  ),
  capacity: list(
    "--capacity <file>",
    "a perf-gate-capacity.json: how many app instances the target needs, from the measured capacity per instance (repeatable)"
  ),
  json: toggle(
    "--json",
    "print the plan as JSON (includes targetTps, and instances with --capacity)"
  )
};
function register(program) {
  registerFlags(
    program.command("plan").description(
      "Work out a target TPS from daily/monthly users, the way capacity is usually estimated"
    ),
    PLAN_FLAGS
  ).action((raw) => {
    process.exitCode = planCommand(
      parseFlags(PLAN_FLAGS, raw),
      (text) => process.stdout.write(text)
    );
  });
}
function planCommand(flags, write) {
  const plan = planTargetTps(planInputFromFlags(flags));
  const files = (flags.capacity ?? []).map(readCapacityFile);
  const instances = files.length > 0 ? planInstances(plan.targetTps, parseCapacityFiles(files)) : void 0;
  write(
    flags.json ? `${JSON.stringify(instances ? { ...plan, instances } : plan, null, 2)}
` : `${renderPlan(plan, instances)}
`
  );
  return 0;
}
function readCapacityFile(file) {
  try {
    return { file, text: readFileSync(file, "utf8") };
  } catch (error) {
    throw new ConfigError(
      `--capacity ${file}: cannot be read (${error.code ?? String(error)}).`,
      {
        fix: "Pass the path of a perf-gate-capacity.json written by `perf-gate capacity` (e.g. with --instances 1,2)."
      }
    );
  }
}
export {
  PLAN_FLAGS,
  planCommand,
  register
};
