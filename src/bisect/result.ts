// The result file of `perf-gate bisect` (bisect.json): the range searched, every step's gate and
// decision, and the first bad commit; and the closing lines the command prints. Pure.
import type { StepDecision } from './search.js';
import type { StepFigure } from './step.js';

/** A commit of the range, as `git log` names it. */
export interface BisectCommit {
  sha: string;
  subject: string;
}

/** One gate of the search. */
export interface BisectStepRecord {
  step: number;
  /** the good end of the range at this step (the gate's base) */
  good: string;
  /** the commit tested (the gate's PR side) */
  tested: string;
  /** 2 for the retry of an undecided step */
  attempt: 1 | 2;
  /** the fixed rounds the gate was given, when the search chose them (a retry) */
  rounds?: number;
  /** the gate's own verdict */
  verdict: string;
  decision: StepDecision;
  decidedBy: 'work' | 'comparison' | 'error';
  headline?: StepFigure;
  workChanges: string[];
  note?: string;
  error?: { message: string; stage?: string };
  /** the gate's result file (its HTML report is next to it) */
  resultFile: string;
  /** the line printed for the step */
  line: string;
}

/**
 * How the bisect ended: "culprit" (the first bad commit), "range" (one of several, skipped ones
 * among them), "no-regression" (the bad commit passes against the good one), "undecided" (that
 * gate stayed undecided), "error" (bad input, or a gate that failed), "unfinished" (still running,
 * or stopped by a signal).
 */
export type BisectOutcome =
  'culprit' | 'range' | 'no-regression' | 'undecided' | 'error' | 'unfinished';

export interface BisectResult {
  schemaVersion: 1;
  tool: { name: 'perf-gate'; version: string };
  command: 'bisect';
  startedAt: string;
  finishedAt: string;
  good: { ref: string; sha?: string };
  bad: { ref: string; sha?: string };
  scenario?: string;
  /** the commits after the good one up to the bad one, oldest first */
  commits: BisectCommit[];
  steps: BisectStepRecord[];
  /**
   * true when the first step (bad against good) was decided by the statement counts: the search
   * then looks for the commit that changed them, and decides each step by them
   */
  byWork?: boolean;
  outcome: BisectOutcome;
  culprit?: BisectCommit;
  /** with outcome "range": the commits the first bad one is among, oldest first */
  candidates?: BisectCommit[];
  /** 0 culprit or range, 1 no regression shown between good and bad, 2 bad input or error */
  exitCode: number;
  error?: { message: string; fix?: string };
}

/** The exit code of an outcome. */
export function bisectExitCode(outcome: BisectOutcome): number {
  if (outcome === 'culprit' || outcome === 'range') return 0;
  if (outcome === 'no-regression' || outcome === 'undecided') return 1;
  return 2;
}

/** The closing lines: what was found, in how many gates. */
export function conclusionLines(result: BisectResult): string[] {
  const gates = `${result.steps.length} gate(s) over ${result.commits.length} commit(s)`;
  const name = (c: BisectCommit) => `${c.sha}${c.subject ? ` ${c.subject}` : ''}`;
  switch (result.outcome) {
    case 'culprit':
      return [
        `first bad commit: ${name(result.culprit!)} (${gates}${result.byWork ? ', decided by the statements per request' : ''})`,
      ];
    case 'range':
      return [
        `the first bad commit is one of these (commits skipped as undecided or unusable; ${gates}):`,
        ...(result.candidates ?? []).map((c) => `  ${name(c)}`),
      ];
    case 'no-regression':
      return [
        `no regression: ${result.bad.ref} passes against ${result.good.ref} (${gates}); nothing to bisect`,
      ];
    case 'undecided':
      return [
        `no regression shown: ${result.bad.ref} against ${result.good.ref} stayed undecided with more rounds (${gates})`,
      ];
    case 'error':
    case 'unfinished':
      // The error itself, with its fix, goes to stderr.
      return [`bisect stopped after ${gates}`];
  }
}
