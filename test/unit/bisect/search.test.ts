// The bisect search (src/bisect/search.ts) over synthetic verdicts: the culprit at every position
// of 1-, 2-, 7- and 30-commit ranges in at most 1 + ⌈log2 n⌉ gates, undecided steps retried once
// and then skipped, unusable commits skipped, and the culprit named as a range when only skipped
// commits are left between the ends.
import { describe, expect, it } from 'vitest';
import {
  bisectRange,
  bisectStepsLeft,
  maxBisectSteps,
  nextBisectMove,
  type BisectConclusion,
  type BisectProbe,
  type DecidedProbe,
  type StepDecision,
} from '../../../src/bisect/search.js';

/** Runs the search against `decide` to its end; the probes it ran and how it ended. */
function search(
  size: number,
  decide: (probe: BisectProbe) => StepDecision,
): { steps: DecidedProbe[]; conclusion: BisectConclusion } {
  const steps: DecidedProbe[] = [];
  for (let guard = 0; guard < 100; guard++) {
    const move = nextBisectMove(size, steps);
    if (move.kind === 'done') return { steps, conclusion: move.conclusion };
    steps.push({ ...move.probe, decision: decide(move.probe) });
  }
  throw new Error('the search did not end');
}

/** A regression from commit `culprit` on: a gate regresses when it crosses it. */
const regressFrom =
  (culprit: number) =>
  (probe: BisectProbe): StepDecision =>
    probe.against < culprit && probe.tested >= culprit ? 'regression' : 'no-regression';

describe('the bisect search', () => {
  it.each([1, 2, 7, 30])(
    'names the culprit at every position of %i commit(s), in at most 1 + ⌈log2 n⌉ gates',
    (size) => {
      const counts: number[] = [];
      for (let culprit = 1; culprit <= size; culprit++) {
        const { steps, conclusion } = search(size, regressFrom(culprit));
        expect(conclusion, `culprit ${culprit}`).toEqual({ kind: 'culprit', position: culprit });
        expect(steps.length).toBeLessThanOrEqual(maxBisectSteps(size));
        // The first gate compares the bad commit with the good one; each later one compares the
        // commit tested with the good end of the range it was chosen from.
        expect(steps[0]).toMatchObject({ tested: size, against: 0, attempt: 1 });
        for (const [i, step] of steps.entries()) {
          expect(step.against).toBe(bisectRange(size, steps.slice(0, i)).good);
          expect(step.against).toBeLessThan(step.tested);
        }
        counts.push(steps.length);
      }
      // The binary search: 1 + ⌈log2 n⌉ for the worst position, never fewer than 1 + ⌊log2 n⌋.
      expect(Math.max(...counts)).toBe(maxBisectSteps(size));
      expect(Math.min(...counts)).toBe(1 + Math.floor(Math.log2(size)));
    },
  );

  it('counts the gates: 1, 2, 4 and 6 at most for 1, 2, 7 and 30 commits', () => {
    expect([1, 2, 7, 30].map(maxBisectSteps)).toEqual([1, 2, 4, 6]);
    for (const size of [1, 2, 7, 30]) expect(bisectStepsLeft(size, [])).toBe(maxBisectSteps(size));
  });

  it('tests the middle first and halves the range each step', () => {
    const { steps } = search(30, regressFrom(19));
    expect(steps.map((s) => [s.against, s.tested, s.decision])).toEqual([
      [0, 30, 'regression'],
      [0, 15, 'no-regression'],
      [15, 22, 'regression'],
      [15, 18, 'no-regression'],
      [18, 20, 'regression'],
      [18, 19, 'regression'],
    ]);
  });

  it('stops after one gate when the bad commit passes against the good one', () => {
    const { steps, conclusion } = search(7, () => 'no-regression');
    expect(steps).toHaveLength(1);
    expect(conclusion).toEqual({ kind: 'no-regression' });
    expect(bisectStepsLeft(7, steps)).toBe(0);
  });

  it('retries an undecided step once with the same pair, then takes its decision', () => {
    let undecidedOnce = true;
    const { steps, conclusion } = search(7, (probe) => {
      if (probe.tested === 3 && undecidedOnce) {
        undecidedOnce = false;
        return 'undecided';
      }
      return regressFrom(5)(probe);
    });
    expect(conclusion).toEqual({ kind: 'culprit', position: 5 });
    const retried = steps.filter((s) => s.tested === 3);
    expect(retried.map((s) => [s.against, s.attempt, s.decision])).toEqual([
      [0, 1, 'undecided'],
      [0, 2, 'no-regression'],
    ]);
    // The retry is one more gate than the plain search's.
    expect(steps).toHaveLength(search(7, regressFrom(5)).steps.length + 1);
  });

  it('skips a commit undecided twice and still finds a culprit it does not hide', () => {
    const { steps, conclusion } = search(7, (probe) =>
      probe.tested === 3 ? 'undecided' : regressFrom(6)(probe),
    );
    expect(conclusion).toEqual({ kind: 'culprit', position: 6 });
    expect(steps.filter((s) => s.tested === 3).map((s) => s.attempt)).toEqual([1, 2]);
    expect(bisectRange(7, steps).skipped).toEqual([3]);
  });

  it('names a range when only skipped commits are left between the ends', () => {
    const { steps, conclusion } = search(7, (probe) =>
      probe.tested === 3 ? 'undecided' : regressFrom(4)(probe),
    );
    // 3 could not be decided: the first bad commit is 3 or 4.
    expect(conclusion).toEqual({ kind: 'range', first: 3, last: 4 });
    expect(steps.at(-1)).toMatchObject({ tested: 2, decision: 'no-regression' });
  });

  it('skips an unusable commit (it does not build) without a retry', () => {
    const { steps, conclusion } = search(30, (probe) =>
      [15, 16].includes(probe.tested) ? 'unusable' : regressFrom(16)(probe),
    );
    expect(conclusion).toEqual({ kind: 'range', first: 15, last: 17 });
    expect(steps.filter((s) => s.decision === 'unusable').map((s) => s.tested)).toEqual([15, 16]);
    expect(steps.every((s) => s.attempt === 1)).toBe(true);
  });

  it('names a range of the whole range when every commit between the ends is skipped', () => {
    const { conclusion } = search(4, (probe) => (probe.tested === 4 ? 'regression' : 'unusable'));
    expect(conclusion).toEqual({ kind: 'range', first: 1, last: 4 });
  });

  it('never skips the bad commit: undecided twice against good ends the bisect undecided', () => {
    const { steps, conclusion } = search(7, () => 'undecided');
    expect(steps.map((s) => [s.tested, s.attempt])).toEqual([
      [7, 1],
      [7, 2],
    ]);
    expect(conclusion).toEqual({ kind: 'undecided' });
    const unusable = search(7, () => 'unusable');
    expect(unusable.conclusion).toEqual({ kind: 'undecided' });
  });

  it('estimates the gates left, a pending retry included', () => {
    const steps: DecidedProbe[] = [{ tested: 30, against: 0, attempt: 1, decision: 'undecided' }];
    expect(bisectStepsLeft(30, steps)).toBe(1 + 5);
    steps.push({ tested: 30, against: 0, attempt: 2, decision: 'regression' });
    expect(bisectStepsLeft(30, steps)).toBe(5);
  });

  it('refuses a step it did not ask for, and an empty range', () => {
    expect(() =>
      bisectRange(7, [{ tested: 3, against: 0, attempt: 1, decision: 'regression' }]),
    ).toThrow(/not the one the search asked for/);
    expect(() => nextBisectMove(0, [])).toThrow(/needs commits/);
  });
});
