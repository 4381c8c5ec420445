// The search of `perf-gate bisect`: which commit to test next, given the steps decided so far, and
// which commit is the first bad one. Pure: the command runs whatever gate `nextBisectMove` asks for
// and feeds its decision back, so the whole search replays on synthetic verdicts in tests.
//
// Positions: 0 is the good commit, 1…size the commits after it up to the bad one (`git rev-list
// --reverse --ancestry-path good..bad`), size being the bad commit. The first step compares the bad
// commit with the good one: without a regression there, there is nothing to look for. Then each
// step compares the commit nearest the middle of the open range with the good end of the range: a
// regression moves the bad end down to it, none moves the good end up. An undecided step is run
// once more with more rounds; undecided again (or unusable: a commit that does not build), the
// commit is skipped like `git bisect skip`, and when only skipped commits are left between the ends
// the culprit is named as a range.

/** What one gate between two commits said, for the search. */
export type StepDecision = 'regression' | 'no-regression' | 'undecided' | 'unusable';

/** One gate the search asks for: `tested` compared with `against` (its base). */
export interface BisectProbe {
  tested: number;
  against: number;
  /** 1, or 2: the same pair again with more rounds after an undecided first attempt */
  attempt: 1 | 2;
}

/** A probe and its decision, as the search records it. */
export interface DecidedProbe extends BisectProbe {
  decision: StepDecision;
}

/** How a bisect ended. Positions as above. */
export type BisectConclusion =
  | { kind: 'culprit'; position: number }
  /** the first bad commit is one of first…last: the skipped commits between the ends, and last */
  | { kind: 'range'; first: number; last: number }
  /** the bad commit passes against the good one */
  | { kind: 'no-regression' }
  /** the bad commit against the good one stayed undecided, or could not be measured */
  | { kind: 'undecided' };

export type BisectMove =
  { kind: 'probe'; probe: BisectProbe } | { kind: 'done'; conclusion: BisectConclusion };

/** The range the steps so far leave open. */
export interface BisectRange {
  /** the highest position known good */
  good: number;
  /** the lowest position known bad; undefined until the bad commit is shown to regress */
  bad: number | undefined;
  skipped: number[];
  /** the probe to run again with more rounds */
  retry: BisectProbe | undefined;
  /** set when the bad commit showed no regression against the good one, or stayed undecided */
  final: 'no-regression' | 'undecided' | undefined;
}

/** Folds the decided steps into the open range; a step the search did not ask for throws. */
export function bisectRange(size: number, steps: readonly DecidedProbe[]): BisectRange {
  if (!Number.isInteger(size) || size < 1) throw new Error(`a bisect needs commits (got ${size})`);
  const range: BisectRange = {
    good: 0,
    bad: undefined,
    skipped: [],
    retry: undefined,
    final: undefined,
  };
  for (const step of steps) {
    const move = nextMove(size, range);
    if (
      move.kind !== 'probe' ||
      move.probe.tested !== step.tested ||
      move.probe.against !== step.against ||
      move.probe.attempt !== step.attempt
    ) {
      throw new Error(`step ${JSON.stringify(step)} is not the one the search asked for`);
    }
    record(range, step);
  }
  return range;
}

/** The next gate to run, or how the bisect ended, after `steps`. */
export function nextBisectMove(size: number, steps: readonly DecidedProbe[]): BisectMove {
  return nextMove(size, bisectRange(size, steps));
}

/** How many more gates the search needs at most if no step is undecided (the `n/N` of a step). */
export function bisectStepsLeft(size: number, steps: readonly DecidedProbe[]): number {
  const range = bisectRange(size, steps);
  if (range.final) return 0;
  const candidates = openCommits(size, range).length;
  return (
    (range.retry ? 1 : 0) +
    (range.bad === undefined && !range.retry ? 1 : 0) +
    Math.ceil(Math.log2(candidates + 1))
  );
}

/** Positions strictly between the ends not skipped yet, lowest first. */
function openCommits(size: number, range: BisectRange): number[] {
  const high = range.bad ?? size;
  const open: number[] = [];
  for (let p = range.good + 1; p < high; p++) if (!range.skipped.includes(p)) open.push(p);
  return open;
}

function nextMove(size: number, range: BisectRange): BisectMove {
  if (range.final) return { kind: 'done', conclusion: { kind: range.final } };
  if (range.retry) return { kind: 'probe', probe: range.retry };
  if (range.bad === undefined) {
    return { kind: 'probe', probe: { tested: size, against: 0, attempt: 1 } };
  }
  const open = openCommits(size, range);
  if (open.length === 0) {
    return {
      kind: 'done',
      conclusion:
        range.bad - range.good === 1
          ? { kind: 'culprit', position: range.bad }
          : { kind: 'range', first: range.good + 1, last: range.bad },
    };
  }
  // The open commit nearest the middle of the ends; on a tie the older one, like git bisect's.
  const middle = (range.good + range.bad) / 2;
  const tested = open.reduce((best, p) =>
    Math.abs(p - middle) < Math.abs(best - middle) ? p : best,
  );
  return { kind: 'probe', probe: { tested, against: range.good, attempt: 1 } };
}

function record(range: BisectRange, step: DecidedProbe): void {
  const confirming = range.bad === undefined;
  range.retry = undefined;
  switch (step.decision) {
    case 'regression':
      range.bad = step.tested;
      return;
    case 'no-regression':
      if (confirming) range.final = 'no-regression';
      else range.good = step.tested;
      return;
    case 'undecided':
      if (step.attempt === 1) {
        range.retry = { ...step, attempt: 2 };
        return;
      }
      break;
    case 'unusable':
      break;
  }
  // Undecided twice, or not measurable: the bad end cannot be skipped, any other commit is.
  if (confirming) range.final = 'undecided';
  else range.skipped.push(step.tested);
}

/** The most gates a search over `size` commits runs when every step is decided: 1 + ⌈log2 size⌉. */
export function maxBisectSteps(size: number): number {
  return 1 + Math.ceil(Math.log2(size));
}
