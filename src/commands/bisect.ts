// `perf-gate bisect --good A --bad B [--scenario s]`: the first commit between A and B that made the
// app slower (docs/bisect.md). Each step is the gate `perf-gate run --base` runs (executeGate: the
// same lab, plan and statistics), between the good end of the range and the commit tested, both
// checked out in worktrees; the search itself is src/bisect/search.ts. Step lines go to stdout, the
// gates' progress to stderr, the whole search to --result (bisect.json, rewritten after each step)
// and each gate's result file next to it. Exit codes: 0 culprit (or a range of skipped commits)
// found, 1 no regression between good and bad, 2 bad input or a gate that failed.
import type { Command } from 'commander';
import { LIMITS } from '../config/fields.js';
import { commitRange } from '../build/commit-range.js';
import { repositoryRoot } from '../build/worktree.js';
import { writeJsonFile } from '../engine/edge.js';
import { executeGate, type ExecuteOptions } from '../engine/execute.js';
import { outputPathProblem } from '../engine/output-path.js';
import { ConfigError, PerfGateError, describeError } from '../errors.js';
import type { ConfigOverrides } from '../files/config-file.js';
import { loadConfig } from '../files/config-file.js';
import {
  bisectExitCode,
  conclusionLines,
  type BisectCommit,
  type BisectResult,
} from '../bisect/result.js';
import {
  bisectRange,
  bisectStepsLeft,
  nextBisectMove,
  type BisectProbe,
  type DecidedProbe,
} from '../bisect/search.js';
import { judgeStep, shortSha, stepLine, type StepJudgement } from '../bisect/step.js';
import { VERSION } from '../version.js';
import {
  comparisonFlags,
  configFlag,
  environmentFlags,
  envFlags,
  quietFlag,
  resultFlag,
  scenarioFlag,
} from './flags.js';
import { overridesOf, parseFlags, registerFlags, resultPathOf, value } from './options.js';
import { progressPrinter } from './terminal.js';

/** The options of `perf-gate bisect`, in --help order. */
export const BISECT_FLAGS = {
  config: configFlag,
  good: value('--good <ref>', 'a commit without the regression (the search starts after it)'),
  bad: value('--bad <ref>', 'a commit with the regression, descending from --good', undefined, {
    default: 'HEAD',
  }),
  scenario: scenarioFlag('gate only this scenario at each step'),
  rounds: {
    ...comparisonFlags.rounds,
    help: "interleaved rounds of each step's gate, a fixed count (an undecided step's retry runs twice as many)",
  },
  result: resultFlag(
    "where to write the bisect's result JSON (each step's gate result goes next to it)",
    'bisect.json',
  ),
  ...environmentFlags,
  ...envFlags,
  quiet: quietFlag,
};

/** Registers `perf-gate bisect`. */
export function register(program: Command): void {
  registerFlags(
    program
      .command('bisect')
      .description(
        'Find the first commit between --good and --bad that regressed, with an A/B gate per step',
      ),
    BISECT_FLAGS,
  ).action(async (raw: Record<string, unknown>) => {
    process.exitCode = await bisectCommand(raw);
  });
}

/** What one bisect needs: the flags' values, where its lines go, and the lab (tests: a fake). */
export interface BisectRun {
  configPath: string;
  good: string | undefined;
  bad: string;
  /** the config overrides of the flags (--scenario, --rounds, images, env) */
  overrides: ConfigOverrides;
  resultPath: string;
  /** the gates' progress lines */
  progress: (line: string) => void;
  /** the step lines and the conclusion */
  print: (line: string) => void;
  lab?: ExecuteOptions['lab'];
  removeStray?: ExecuteOptions['removeStray'];
}

/** Runs the bisect for the CLI and returns its exit code; the result file is written on every path. */
export async function bisectCommand(raw: Record<string, unknown>): Promise<number> {
  const resultPath = resultPathOf(BISECT_FLAGS, raw);
  const print = (line: string) => process.stdout.write(`${line}\n`);
  let result: BisectResult;
  try {
    const flags = parseFlags(BISECT_FLAGS, raw);
    result = await runBisect({
      configPath: flags.config,
      good: flags.good,
      bad: flags.bad,
      overrides: overridesOf(BISECT_FLAGS, flags),
      resultPath,
      progress: progressPrinter(flags.quiet),
      print,
    });
  } catch (error) {
    const text = (key: string, fallback: string) =>
      typeof raw[key] === 'string' ? raw[key] : fallback;
    result = failed(emptyResult(text('good', ''), text('bad', 'HEAD')), error);
    tryWrite(resultPath, result);
  }
  if (result.error) {
    const { message, fix } = result.error;
    process.stderr.write(`perf-gate: ${message}${fix ? `\nFix: ${fix}` : ''}\n`);
  }
  return result.exitCode;
}

/** The whole bisect; never throws: bad input and failed gates are outcome "error" (exit 2). */
export async function runBisect(run: BisectRun): Promise<BisectResult> {
  const result = emptyResult(run.good ?? '', run.bad);
  const scenario = run.overrides.scenario;
  if (scenario) result.scenario = scenario;
  try {
    const problem = outputPathProblem(run.resultPath);
    if (problem) throw problem;
    if (!run.good) {
      throw new ConfigError('perf-gate bisect needs --good: a commit without the regression.', {
        fix: 'Pass e.g. --good v1.4.0 --bad main (a tag, branch or sha; --bad defaults to HEAD).',
      });
    }
    const config = loadConfig(run.configPath, run.overrides);
    const repo = await repositoryRoot(config.app.directory);
    const range = await commitRange(repo, run.good, run.bad);
    result.good.sha = range.good.sha;
    result.bad.sha = range.bad.sha;
    result.commits = range.commits;
    writeJsonFile(run.resultPath, result);
    const at = (position: number): BisectCommit =>
      position === 0 ? { sha: range.good.sha, subject: '' } : range.commits[position - 1]!;
    const size = range.commits.length;
    run.print(
      `bisect: ${size} commit(s) after ${shortSha(range.good.sha)} up to ${shortSha(range.bad.sha)}, about ${bisectStepsLeft(size, [])} gate(s)`,
    );
    const decided: DecidedProbe[] = [];
    let retryRounds: number | undefined;
    let byWork = false;
    for (;;) {
      const move = nextBisectMove(size, decided);
      if (move.kind === 'done') {
        const c = move.conclusion;
        result.outcome = c.kind;
        if (c.kind === 'culprit') result.culprit = at(c.position);
        if (c.kind === 'range') {
          result.candidates = range.commits.slice(c.first - 1, c.last);
        }
        break;
      }
      const probe = move.probe;
      const confirming = bisectRange(size, decided).bad === undefined;
      const rounds = probe.attempt === 2 ? retryRounds : undefined;
      const step = decided.length + 1;
      const total = decided.length + bisectStepsLeft(size, decided);
      const stepPath = stepResultPath(run.resultPath, step);
      const outcome = await executeGate({
        configPath: run.configPath,
        overrides: { ...run.overrides, ...(rounds === undefined ? {} : { rounds }) },
        resultPath: stepPath,
        progress: run.progress,
        base: at(probe.against).sha,
        prRef: at(probe.tested).sha,
        ...(run.lab ? { lab: run.lab } : {}),
        ...(run.removeStray ? { removeStray: run.removeStray } : {}),
      });
      const judgement = judgeStep(outcome.result, { byWork });
      if (confirming && judgement.decidedBy === 'work') {
        // Bad differs from good in its statements: the search looks for the commit that did it.
        byWork = true;
        result.byWork = true;
      }
      const stop = judgement.error && (judgement.error.fatal || confirming);
      if (judgement.decision === 'undecided' && probe.attempt === 1) {
        const first = Math.max(judgement.pairs, run.overrides.rounds ?? config.compare.rounds);
        retryRounds = Math.min(LIMITS.rounds, 2 * first);
      }
      const line = stepLine({
        step,
        total,
        against: at(probe.against).sha,
        tested: at(probe.tested).sha,
        judgement,
        ...thenOf(probe, judgement, { confirming, stop: Boolean(stop), retryRounds }),
      });
      run.print(line);
      result.steps.push(stepRecord(step, probe, judgement, { at, rounds, stepPath, line }));
      if (stop) {
        const gateError = outcome.result.error;
        throw new PerfGateError(
          'environment',
          `step ${step} (${shortSha(at(probe.tested).sha)} against ${shortSha(at(probe.against).sha)}) failed: ${judgement.error!.message}`,
          gateError?.fix ? { fix: gateError.fix } : {},
        );
      }
      decided.push({ ...probe, decision: judgement.decision });
      writeJsonFile(run.resultPath, result);
    }
    result.exitCode = bisectExitCode(result.outcome);
    result.finishedAt = new Date().toISOString();
    writeJsonFile(run.resultPath, result);
  } catch (error) {
    failed(result, error);
    tryWrite(run.resultPath, result);
  }
  for (const line of conclusionLines(result)) run.print(line);
  return result;
}

/** What the search does after a step, for its line. */
function thenOf(
  probe: BisectProbe,
  j: StepJudgement,
  o: { confirming: boolean; stop: boolean; retryRounds: number | undefined },
): { then?: string } {
  if (o.stop) return { then: 'bisect stopped' };
  if (j.decision === 'undecided' && probe.attempt === 1) {
    return { then: `undecided, again with ${o.retryRounds} rounds` };
  }
  if (j.decision === 'undecided' || j.decision === 'unusable') {
    const why = j.decision === 'undecided' ? 'undecided again' : 'cannot be measured';
    return { then: o.confirming ? why : `${why}, skipping it` };
  }
  return {};
}

function stepRecord(
  step: number,
  probe: BisectProbe,
  j: StepJudgement,
  o: {
    at: (position: number) => BisectCommit;
    rounds: number | undefined;
    stepPath: string;
    line: string;
  },
): BisectResult['steps'][number] {
  return {
    step,
    good: o.at(probe.against).sha,
    tested: o.at(probe.tested).sha,
    attempt: probe.attempt,
    ...(o.rounds === undefined ? {} : { rounds: o.rounds }),
    verdict: j.verdict,
    decision: j.decision,
    decidedBy: j.decidedBy,
    ...(j.headline ? { headline: j.headline } : {}),
    workChanges: j.workChanges,
    ...(j.note ? { note: j.note } : {}),
    ...(j.error
      ? { error: { message: j.error.message, ...(j.error.stage ? { stage: j.error.stage } : {}) } }
      : {}),
    resultFile: o.stepPath,
    line: o.line,
  };
}

/** Where step `n`'s gate result goes: bisect.json → bisect.step-3.json (its HTML next to it). */
export function stepResultPath(resultPath: string, step: number): string {
  const stem = resultPath.endsWith('.json') ? resultPath.slice(0, -5) : resultPath;
  return `${stem}.step-${step}.json`;
}

function emptyResult(good: string, bad: string): BisectResult {
  const now = new Date().toISOString();
  return {
    schemaVersion: 1,
    tool: { name: 'perf-gate', version: VERSION },
    command: 'bisect',
    startedAt: now,
    finishedAt: now,
    good: { ref: good },
    bad: { ref: bad },
    commits: [],
    steps: [],
    outcome: 'unfinished',
    exitCode: 2,
  };
}

function failed(result: BisectResult, error: unknown): BisectResult {
  result.outcome = 'error';
  result.exitCode = 2;
  result.finishedAt = new Date().toISOString();
  const message = error instanceof PerfGateError ? error.message : describeError(error);
  result.error = {
    message,
    ...(error instanceof PerfGateError && error.fix ? { fix: error.fix } : {}),
  };
  return result;
}

function tryWrite(path: string, result: BisectResult): void {
  try {
    writeJsonFile(path, result);
  } catch {
    // An unwritable result path is already the error the result names.
  }
}
