import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  executeGate
} from "./chunk-2KADSPT4.js";
import "./chunk-ACJYOVSD.js";
import "./chunk-XNYSAKEF.js";
import "./chunk-OQGYTHXD.js";
import "./chunk-4AY6EIAZ.js";
import {
  progressPrinter
} from "./chunk-ZZVN3ZDM.js";
import {
  loadConfig,
  writeJsonFile
} from "./chunk-53AB5Y5Q.js";
import "./chunk-7HDEPLHL.js";
import {
  VERSION,
  outputPathProblem
} from "./chunk-XT2MLSYI.js";
import "./chunk-VYLVPXU5.js";
import "./chunk-3BUQNUL7.js";
import "./chunk-4JC7IBBI.js";
import "./chunk-LEJNO2M5.js";
import {
  comparisonFlags,
  configFlag,
  envFlags,
  environmentFlags,
  quietFlag,
  resultFlag,
  scenarioFlag
} from "./chunk-HEEH3OJ4.js";
import {
  WORK_METRIC_INFO,
  formatWork
} from "./chunk-PNZJ54FW.js";
import "./chunk-EWBYGUDV.js";
import "./chunk-U2IOZD34.js";
import "./chunk-RPQQVPII.js";
import "./chunk-H5S5CXRU.js";
import {
  ConfigError,
  EnvironmentError,
  GIT_LOCAL_TIMEOUT_MS,
  GitTimeoutError,
  LIMITS,
  PerfGateError,
  baseRefProblem,
  describeError,
  git,
  overridesOf,
  parseFlags,
  registerFlags,
  repositoryRoot,
  resultPathOf,
  value
} from "./chunk-STJUJNGS.js";
import "./chunk-6CMWHVWB.js";

// src/build/commit-range.ts
function gitIn(repo, args, ref) {
  return git(args, { cwd: repo, timeoutMs: GIT_LOCAL_TIMEOUT_MS, ref });
}
async function resolveFlagRef(repo, given) {
  const problem = baseRefProblem(given.ref);
  const fix = `Pass ${given.flag} a branch, tag or commit sha of this repository (see \`git log --oneline\`); fetch it first when it is only on the remote (\`git fetch origin <ref>\`, or actions/checkout with \`fetch-depth: 0\`).`;
  if (problem) {
    throw new ConfigError(`${given.flag} "${given.ref}" is not a git ref: ${problem}.`, { fix });
  }
  try {
    return await gitIn(
      repo,
      ["rev-parse", "--verify", "--quiet", "--end-of-options", `${given.ref}^{commit}`],
      given.ref
    );
  } catch (error) {
    if (error instanceof GitTimeoutError) throw error;
    throw new ConfigError(`${given.flag} "${given.ref}" is not a commit in ${repo}.`, { fix });
  }
}
async function isAncestor(repo, ancestor, descendant) {
  try {
    await gitIn(repo, ["merge-base", "--is-ancestor", ancestor, descendant]);
    return true;
  } catch (error) {
    if (error.code === 1) return false;
    if (error instanceof GitTimeoutError) throw error;
    throw new EnvironmentError(
      `git merge-base --is-ancestor failed in ${repo}: ${error.message}`,
      { fix: "Check that the repository is complete (not shallow): `git fetch --unshallow`." }
    );
  }
}
async function commitRange(repo, good, bad) {
  const goodSha = await resolveFlagRef(repo, { flag: "--good", ref: good });
  const badSha = await resolveFlagRef(repo, { flag: "--bad", ref: bad });
  if (goodSha === badSha) {
    throw new ConfigError(
      `--good "${good}" and --bad "${bad}" are the same commit (${goodSha.slice(0, 12)}): there is nothing between them to search.`,
      { fix: "Pass as --good a commit before the regression and as --bad one after it." }
    );
  }
  if (!await isAncestor(repo, goodSha, badSha)) {
    const swapped = await isAncestor(repo, badSha, goodSha);
    throw new ConfigError(
      `--good "${good}" (${goodSha.slice(0, 12)}) is not an ancestor of --bad "${bad}" (${badSha.slice(0, 12)}).`,
      {
        fix: swapped ? "They are the wrong way round: pass the older commit as --good and the newer one as --bad." : `Pass as --good a commit that --bad descends from, e.g. their merge base (\`git merge-base ${good} ${bad}\`).`
      }
    );
  }
  const log = await gitIn(
    repo,
    [
      "log",
      "--reverse",
      "--ancestry-path",
      "--format=%H%x09%s",
      "--end-of-options",
      `${goodSha}..${badSha}`
    ],
    `${good}..${bad}`
  );
  const commits = log.split("\n").filter((line) => line.length > 0).map((line) => {
    const tab = line.indexOf("	");
    return tab < 0 ? { sha: line, subject: "" } : { sha: line.slice(0, tab), subject: line.slice(tab + 1) };
  });
  if (commits.at(-1)?.sha !== badSha) {
    throw new EnvironmentError(
      `git log listed no path of commits from ${goodSha.slice(0, 12)} to ${badSha.slice(0, 12)}.`,
      { fix: "Check that the repository is complete (not shallow): `git fetch --unshallow`." }
    );
  }
  return { good: { ref: good, sha: goodSha }, bad: { ref: bad, sha: badSha }, commits };
}

// src/bisect/result.ts
function bisectExitCode(outcome) {
  if (outcome === "culprit" || outcome === "range") return 0;
  if (outcome === "no-regression" || outcome === "undecided") return 1;
  return 2;
}
function conclusionLines(result) {
  const gates = `${result.steps.length} gate(s) over ${result.commits.length} commit(s)`;
  const name = (c) => `${c.sha}${c.subject ? ` ${c.subject}` : ""}`;
  switch (result.outcome) {
    case "culprit":
      return [
        `first bad commit: ${name(result.culprit)} (${gates}${result.byWork ? ", decided by the statements per request" : ""})`
      ];
    case "range":
      return [
        `the first bad commit is one of these (commits skipped as undecided or unusable; ${gates}):`,
        ...(result.candidates ?? []).map((c) => `  ${name(c)}`)
      ];
    case "no-regression":
      return [
        `no regression: ${result.bad.ref} passes against ${result.good.ref} (${gates}); nothing to bisect`
      ];
    case "undecided":
      return [
        `no regression shown: ${result.bad.ref} against ${result.good.ref} stayed undecided with more rounds (${gates})`
      ];
    case "error":
    case "unfinished":
      return [`bisect stopped after ${gates}`];
  }
}

// src/bisect/search.ts
function bisectRange(size, steps) {
  if (!Number.isInteger(size) || size < 1) throw new Error(`a bisect needs commits (got ${size})`);
  const range = {
    good: 0,
    bad: void 0,
    skipped: [],
    retry: void 0,
    final: void 0
  };
  for (const step of steps) {
    const move = nextMove(size, range);
    if (move.kind !== "probe" || move.probe.tested !== step.tested || move.probe.against !== step.against || move.probe.attempt !== step.attempt) {
      throw new Error(`step ${JSON.stringify(step)} is not the one the search asked for`);
    }
    record(range, step);
  }
  return range;
}
function nextBisectMove(size, steps) {
  return nextMove(size, bisectRange(size, steps));
}
function bisectStepsLeft(size, steps) {
  const range = bisectRange(size, steps);
  if (range.final) return 0;
  const candidates = openCommits(size, range).length;
  return (range.retry ? 1 : 0) + (range.bad === void 0 && !range.retry ? 1 : 0) + Math.ceil(Math.log2(candidates + 1));
}
function openCommits(size, range) {
  const high = range.bad ?? size;
  const open = [];
  for (let p = range.good + 1; p < high; p++) if (!range.skipped.includes(p)) open.push(p);
  return open;
}
function nextMove(size, range) {
  if (range.final) return { kind: "done", conclusion: { kind: range.final } };
  if (range.retry) return { kind: "probe", probe: range.retry };
  if (range.bad === void 0) {
    return { kind: "probe", probe: { tested: size, against: 0, attempt: 1 } };
  }
  const open = openCommits(size, range);
  if (open.length === 0) {
    return {
      kind: "done",
      conclusion: range.bad - range.good === 1 ? { kind: "culprit", position: range.bad } : { kind: "range", first: range.good + 1, last: range.bad }
    };
  }
  const middle = (range.good + range.bad) / 2;
  const tested = open.reduce(
    (best, p) => Math.abs(p - middle) < Math.abs(best - middle) ? p : best
  );
  return { kind: "probe", probe: { tested, against: range.good, attempt: 1 } };
}
function record(range, step) {
  const confirming = range.bad === void 0;
  range.retry = void 0;
  switch (step.decision) {
    case "regression":
      range.bad = step.tested;
      return;
    case "no-regression":
      if (confirming) range.final = "no-regression";
      else range.good = step.tested;
      return;
    case "undecided":
      if (step.attempt === 1) {
        range.retry = { ...step, attempt: 2 };
        return;
      }
      break;
    case "unusable":
      break;
  }
  if (confirming) range.final = "undecided";
  else range.skipped.push(step.tested);
}

// src/bisect/step.ts
var STATEMENT_METRICS = /* @__PURE__ */ new Set([
  "statements",
  "selects",
  "inserts",
  "updates",
  "deletes"
]);
var UNUSABLE_STAGES = /* @__PURE__ */ new Set(["build", "app-start"]);
function judgeStep(result, o = {}) {
  const comparisons = result.scenarios.flatMap((s) => s.comparisons);
  const primary = comparisons.filter((c) => c.role !== "diagnostic");
  const pairs = Math.max(0, ...primary.map((c) => c.pairs));
  const headline = headlineOf(primary, result.scenarios.length > 1);
  const base = { verdict: result.verdict, pairs, ...headline ? { headline } : {} };
  if (result.verdict === "error") {
    const failed2 = result.stages.findLast((s) => !s.ok);
    const unusable = failed2?.side === "pr" && UNUSABLE_STAGES.has(result.error?.stage ?? failed2.stage);
    return {
      ...base,
      decision: "unusable",
      decidedBy: "error",
      workChanges: [],
      error: {
        message: result.error?.message ?? "the gate failed",
        ...result.error?.stage ? { stage: result.error.stage } : {},
        fatal: !unusable
      }
    };
  }
  const workChanges = statementChanges(result);
  if (workChanges.length > 0) {
    return { ...base, decision: "regression", decidedBy: "work", workChanges };
  }
  if (o.byWork && statementsCompared(result)) {
    return {
      ...base,
      decision: "no-regression",
      decidedBy: "work",
      workChanges,
      note: "no regression by work: the statements per request did not go up"
    };
  }
  const otherWork = result.scenarios.flatMap((s) => s.work?.comparisons ?? []).filter((c) => c.endpoint === void 0 && c.status === "regression");
  const judged = (decision, note) => ({
    ...base,
    decision,
    decidedBy: "comparison",
    workChanges: [],
    ...note ? { note } : {}
  });
  if (primary.some((c) => c.status === "regression") || otherWork.length > 0) {
    const work = otherWork.map((c) => WORK_METRIC_INFO[c.metric].label);
    return judged("regression", work.length > 0 ? `more ${work.join(", ")}` : void 0);
  }
  if (primary.some((c) => c.status === "inconclusive") || result.verdict === "inconclusive") {
    return judged("undecided");
  }
  if (primary.length === 0) return judged("undecided", "nothing was compared");
  return judged(
    "no-regression",
    result.verdict === "fail" ? "no regression: only budgets failed" : void 0
  );
}
function statementsCompared(result) {
  return result.scenarios.length > 0 && result.scenarios.every(
    (s) => (s.work?.comparisons ?? []).some(
      (c) => c.metric === "statements" && c.endpoint === void 0 && c.pairs > 0
    )
  );
}
function statementChanges(result) {
  const phrases = [];
  for (const scenario of result.scenarios) {
    const counts = (scenario.work?.comparisons ?? []).filter(
      (c) => c.endpoint === void 0 && c.status === "regression" && STATEMENT_METRICS.has(c.metric)
    );
    const total = counts.filter((c) => c.metric === "statements");
    for (const c of total.length > 0 ? total : counts) {
      const label = WORK_METRIC_INFO[c.metric].label;
      phrases.push(
        `${label} ${formatWork(c.base, c.metric)} \u2192 ${formatWork(c.pr, c.metric)} per request`
      );
    }
    for (const shape of scenario.work?.shapes ?? []) {
      if (shape.status !== "new" && shape.status !== "more") continue;
      const what = shape.status === "new" ? "new statement" : "more of";
      phrases.push(
        `${what} ${shortShape(shape.shape)} ${formatWork(shape.base, "statements")} \u2192 ${formatWork(shape.pr, "statements")} per request${shape.endpoint ? ` on ${shape.endpoint}` : ""}`
      );
    }
  }
  return [...new Set(phrases)];
}
function shortShape(shape) {
  const line = shape.replace(/\s+/g, " ").trim();
  return `"${line.length > 100 ? `${line.slice(0, 99)}\u2026` : line}"`;
}
function headlineOf(primary, named) {
  const rank = { regression: 0, inconclusive: 1, "no-change": 2, improvement: 3 };
  const candidates = primary.filter((c) => c.endpoint === void 0).sort(
    (a, b) => Number(b.metric === "latency") - Number(a.metric === "latency") || rank[a.status] - rank[b.status] || b.changePct - a.changePct
  );
  const top = candidates[0];
  if (!top) return void 0;
  return {
    scenario: named ? top.scenario : "",
    metric: top.metric,
    changePct: top.changePct,
    lowPct: top.interval.lowPct,
    highPct: top.interval.highPct,
    unit: top.changeUnit ?? "percent",
    status: top.status
  };
}
function signedChange(value2, unit = "percent") {
  const suffix = unit === "percent" ? " %" : " pp";
  const rounded = Number(value2.toFixed(1));
  return `${rounded > 0 ? "+" : ""}${(rounded === 0 ? 0 : rounded).toFixed(1)}${suffix}`;
}
function shortSha(sha) {
  return sha.slice(0, 7);
}
function stepLine(o) {
  const j = o.judgement;
  const parts = [`step ${o.step}/${o.total}: ${shortSha(o.against)} vs ${shortSha(o.tested)}: `];
  if (j.error) {
    parts.push(
      `error${j.error.stage ? ` in ${j.error.stage}` : ""}: ${firstLine(j.error.message)}`
    );
  } else {
    parts.push(j.verdict);
    const h = j.headline;
    if (h) {
      const where = h.scenario ? ` in ${h.scenario}` : "";
      const interval = Number.isFinite(h.lowPct) && Number.isFinite(h.highPct) ? `${signedChange(h.lowPct, h.unit)} to ${signedChange(h.highPct, h.unit)}` : `no interval from ${j.pairs} pair(s)`;
      parts.push(`, ${h.metric} ${signedChange(h.changePct, h.unit)} (${interval})${where}`);
    }
  }
  if (j.decidedBy === "work" && j.decision === "regression") {
    const shown = j.workChanges.slice(0, 3).join("; ");
    const more = j.workChanges.length > 3 ? `; ${j.workChanges.length - 3} more` : "";
    parts.push(`; regression by work: ${shown}${more}`);
  }
  if (j.note) parts.push(`; ${j.note}`);
  if (o.then) parts.push(`; ${o.then}`);
  return parts.join("");
}
function firstLine(text) {
  const line = text.split("\n")[0] ?? "";
  return line.length > 160 ? `${line.slice(0, 159)}\u2026` : line;
}

// src/commands/bisect.ts
var BISECT_FLAGS = {
  config: configFlag,
  good: value("--good <ref>", "a commit without the regression (the search starts after it)"),
  bad: value("--bad <ref>", "a commit with the regression, descending from --good", void 0, {
    default: "HEAD"
  }),
  scenario: scenarioFlag("gate only this scenario at each step"),
  rounds: {
    ...comparisonFlags.rounds,
    help: "interleaved rounds of each step's gate, a fixed count (an undecided step's retry runs twice as many)"
  },
  result: resultFlag(
    "where to write the bisect's result JSON (each step's gate result goes next to it)",
    "bisect.json"
  ),
  ...environmentFlags,
  ...envFlags,
  quiet: quietFlag
};
function register(program) {
  registerFlags(
    program.command("bisect").description(
      "Find the first commit between --good and --bad that regressed, with an A/B gate per step"
    ),
    BISECT_FLAGS
  ).action(async (raw) => {
    process.exitCode = await bisectCommand(raw);
  });
}
async function bisectCommand(raw) {
  const resultPath = resultPathOf(BISECT_FLAGS, raw);
  const print = (line) => process.stdout.write(`${line}
`);
  let result;
  try {
    const flags = parseFlags(BISECT_FLAGS, raw);
    result = await runBisect({
      configPath: flags.config,
      good: flags.good,
      bad: flags.bad,
      overrides: overridesOf(BISECT_FLAGS, flags),
      resultPath,
      progress: progressPrinter(flags.quiet),
      print
    });
  } catch (error) {
    const text = (key, fallback) => typeof raw[key] === "string" ? raw[key] : fallback;
    result = failed(emptyResult(text("good", ""), text("bad", "HEAD")), error);
    tryWrite(resultPath, result);
  }
  if (result.error) {
    const { message, fix } = result.error;
    process.stderr.write(`perf-gate: ${message}${fix ? `
Fix: ${fix}` : ""}
`);
  }
  return result.exitCode;
}
async function runBisect(run) {
  const result = emptyResult(run.good ?? "", run.bad);
  const scenario = run.overrides.scenario;
  if (scenario) result.scenario = scenario;
  try {
    const problem = outputPathProblem(run.resultPath);
    if (problem) throw problem;
    if (!run.good) {
      throw new ConfigError("perf-gate bisect needs --good: a commit without the regression.", {
        fix: "Pass e.g. --good v1.4.0 --bad main (a tag, branch or sha; --bad defaults to HEAD)."
      });
    }
    const config = loadConfig(run.configPath, run.overrides);
    const repo = await repositoryRoot(config.app.directory);
    const range = await commitRange(repo, run.good, run.bad);
    result.good.sha = range.good.sha;
    result.bad.sha = range.bad.sha;
    result.commits = range.commits;
    writeJsonFile(run.resultPath, result);
    const at = (position) => position === 0 ? { sha: range.good.sha, subject: "" } : range.commits[position - 1];
    const size = range.commits.length;
    run.print(
      `bisect: ${size} commit(s) after ${shortSha(range.good.sha)} up to ${shortSha(range.bad.sha)}, about ${bisectStepsLeft(size, [])} gate(s)`
    );
    const decided = [];
    let retryRounds;
    let byWork = false;
    for (; ; ) {
      const move = nextBisectMove(size, decided);
      if (move.kind === "done") {
        const c = move.conclusion;
        result.outcome = c.kind;
        if (c.kind === "culprit") result.culprit = at(c.position);
        if (c.kind === "range") {
          result.candidates = range.commits.slice(c.first - 1, c.last);
        }
        break;
      }
      const probe = move.probe;
      const confirming = bisectRange(size, decided).bad === void 0;
      const rounds = probe.attempt === 2 ? retryRounds : void 0;
      const step = decided.length + 1;
      const total = decided.length + bisectStepsLeft(size, decided);
      const stepPath = stepResultPath(run.resultPath, step);
      const outcome = await executeGate({
        configPath: run.configPath,
        overrides: { ...run.overrides, ...rounds === void 0 ? {} : { rounds } },
        resultPath: stepPath,
        progress: run.progress,
        base: at(probe.against).sha,
        prRef: at(probe.tested).sha,
        ...run.lab ? { lab: run.lab } : {},
        ...run.removeStray ? { removeStray: run.removeStray } : {}
      });
      const judgement = judgeStep(outcome.result, { byWork });
      if (confirming && judgement.decidedBy === "work") {
        byWork = true;
        result.byWork = true;
      }
      const stop = judgement.error && (judgement.error.fatal || confirming);
      if (judgement.decision === "undecided" && probe.attempt === 1) {
        const first = Math.max(judgement.pairs, run.overrides.rounds ?? config.compare.rounds);
        retryRounds = Math.min(LIMITS.rounds, 2 * first);
      }
      const line = stepLine({
        step,
        total,
        against: at(probe.against).sha,
        tested: at(probe.tested).sha,
        judgement,
        ...thenOf(probe, judgement, { confirming, stop: Boolean(stop), retryRounds })
      });
      run.print(line);
      result.steps.push(stepRecord(step, probe, judgement, { at, rounds, stepPath, line }));
      if (stop) {
        const gateError = outcome.result.error;
        throw new PerfGateError(
          "environment",
          `step ${step} (${shortSha(at(probe.tested).sha)} against ${shortSha(at(probe.against).sha)}) failed: ${judgement.error.message}`,
          gateError?.fix ? { fix: gateError.fix } : {}
        );
      }
      decided.push({ ...probe, decision: judgement.decision });
      writeJsonFile(run.resultPath, result);
    }
    result.exitCode = bisectExitCode(result.outcome);
    result.finishedAt = (/* @__PURE__ */ new Date()).toISOString();
    writeJsonFile(run.resultPath, result);
  } catch (error) {
    failed(result, error);
    tryWrite(run.resultPath, result);
  }
  for (const line of conclusionLines(result)) run.print(line);
  return result;
}
function thenOf(probe, j, o) {
  if (o.stop) return { then: "bisect stopped" };
  if (j.decision === "undecided" && probe.attempt === 1) {
    return { then: `undecided, again with ${o.retryRounds} rounds` };
  }
  if (j.decision === "undecided" || j.decision === "unusable") {
    const why = j.decision === "undecided" ? "undecided again" : "cannot be measured";
    return { then: o.confirming ? why : `${why}, skipping it` };
  }
  return {};
}
function stepRecord(step, probe, j, o) {
  return {
    step,
    good: o.at(probe.against).sha,
    tested: o.at(probe.tested).sha,
    attempt: probe.attempt,
    ...o.rounds === void 0 ? {} : { rounds: o.rounds },
    verdict: j.verdict,
    decision: j.decision,
    decidedBy: j.decidedBy,
    ...j.headline ? { headline: j.headline } : {},
    workChanges: j.workChanges,
    ...j.note ? { note: j.note } : {},
    ...j.error ? { error: { message: j.error.message, ...j.error.stage ? { stage: j.error.stage } : {} } } : {},
    resultFile: o.stepPath,
    line: o.line
  };
}
function stepResultPath(resultPath, step) {
  const stem = resultPath.endsWith(".json") ? resultPath.slice(0, -5) : resultPath;
  return `${stem}.step-${step}.json`;
}
function emptyResult(good, bad) {
  const now = (/* @__PURE__ */ new Date()).toISOString();
  return {
    schemaVersion: 1,
    tool: { name: "perf-gate", version: VERSION },
    command: "bisect",
    startedAt: now,
    finishedAt: now,
    good: { ref: good },
    bad: { ref: bad },
    commits: [],
    steps: [],
    outcome: "unfinished",
    exitCode: 2
  };
}
function failed(result, error) {
  result.outcome = "error";
  result.exitCode = 2;
  result.finishedAt = (/* @__PURE__ */ new Date()).toISOString();
  const message = error instanceof PerfGateError ? error.message : describeError(error);
  result.error = {
    message,
    ...error instanceof PerfGateError && error.fix ? { fix: error.fix } : {}
  };
  return result;
}
function tryWrite(path, result) {
  try {
    writeJsonFile(path, result);
  } catch {
  }
}
export {
  BISECT_FLAGS,
  bisectCommand,
  register,
  runBisect,
  stepResultPath
};
