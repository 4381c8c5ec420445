// `compare.max-rounds` and `compare.spending` of perf-gate.yml: sequential stopping. With
// max-rounds above rounds the gate looks at its comparison after round `rounds` and after every
// round from then on, stops as soon as the answer is decided and adds rounds up to max-rounds when
// it is not (src/analysis/sequential.ts has the rule and its reasons). On by default, 5 rounds up to
// 10, when perf-gate.yml sets neither key (a --rounds flag counts as setting rounds): replayed on
// recorded 10-round gates (bench/README.md, "Sequential stopping, replayed"), judged on cal7's 26,
// it lost no verdict and ran 6.3 rounds on average where 10 ran.
import { z } from 'zod';
import type { SequentialDesign, SpendingFunction } from '../analysis/sequential.js';

export const spendingSchema = z.enum(['obrien-fleming', 'pocock']);

/** The parsed sequential settings; absent when the gate runs a fixed number of rounds. */
export interface SequentialConfig {
  /** the cap: no more rounds than this */
  maxRounds: number;
  spending: SpendingFunction;
}

/** The default design when perf-gate.yml sets neither `rounds` nor `max-rounds`: 5 rounds up to 10. */
export const DEFAULT_MAX_ROUNDS = 10;

/**
 * Checks `max-rounds` against `rounds` on the parsed `compare` section (zod superRefine): a cap
 * below the first look is a mistake, and the first look needs two pairs for an interval.
 */
export function checkMaxRounds(
  compare: { rounds?: number | undefined; 'max-rounds'?: number | undefined },
  ctx: z.RefinementCtx,
  defaultRounds: number,
): void {
  const maxRounds = compare['max-rounds'];
  if (maxRounds === undefined) return;
  const rounds = compare.rounds ?? defaultRounds;
  if (maxRounds < rounds) {
    ctx.addIssue({
      code: 'custom',
      path: ['max-rounds'],
      message: `must be at least compare.rounds (${rounds}): rounds is the first look, max-rounds the cap`,
    });
  } else if (maxRounds > rounds && rounds < 2) {
    ctx.addIssue({
      code: 'custom',
      path: ['rounds'],
      message: 'must be at least 2 with max-rounds: the first look needs two pairs for an interval',
    });
  }
}

/**
 * Sequential settings from the parsed keys: the default design when neither `rounds` nor
 * `max-rounds` is set (`defaultRounds` up to DEFAULT_MAX_ROUNDS); otherwise undefined (off) unless
 * max-rounds exceeds rounds. A file that sets `rounds` alone asks for that many, fixed.
 */
export function toSequentialConfig(
  rounds: number | undefined,
  maxRounds: number | undefined,
  spending: SpendingFunction | undefined,
  defaultRounds: number,
): SequentialConfig | undefined {
  if (rounds === undefined && maxRounds === undefined && defaultRounds < DEFAULT_MAX_ROUNDS)
    return { maxRounds: DEFAULT_MAX_ROUNDS, spending: spending ?? 'obrien-fleming' };
  const first = rounds ?? defaultRounds;
  if (maxRounds === undefined || maxRounds <= first) return undefined;
  return { maxRounds, spending: spending ?? 'obrien-fleming' };
}

/** The design the analysis uses for a gate's config (first look at `rounds`). */
export function sequentialDesign(compare: {
  rounds: number;
  confidence: number;
  sequential?: SequentialConfig | undefined;
}): SequentialDesign | undefined {
  const { sequential } = compare;
  // A --rounds flag at or above the cap leaves nothing to look for.
  if (!sequential || sequential.maxRounds <= compare.rounds) return undefined;
  return {
    firstLook: compare.rounds,
    maxPairs: sequential.maxRounds,
    spending: sequential.spending,
    confidence: compare.confidence,
  };
}
