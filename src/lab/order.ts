// Which side boots first and which side measures first in each round. Pure and seeded, so an order
// can be reproduced from the seed the result file records.
//
// Why it matters: a machine drifts during a gate (heat, page cache, neighbours), and the window that
// runs second in a round, or the app that boots second, sees a different machine. Counterbalancing
// spreads that drift over both sides instead of charging it to one.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { mersenne } from 'pure-rand/generator/mersenne';
import type { Side } from '../model.js';

export type RoundOrder = 'alternate' | 'abba' | 'random';

/** The orders a gate follows: boot order and the side order of every round. */
export interface GateOrder {
  /** the side that boots first is drawn from the seed: neither side always boots on a fresh machine */
  boot: Side[];
  /** side order per round, `rounds` entries */
  rounds: Side[][];
}

/** Largest seed accepted (seeds are unsigned 32-bit, as pure-rand's generators take them). */
export const MAX_SEED = 0xffff_ffff;

/**
 * Boot order and window order for `rounds` rounds of `sides` (given as [A, B]).
 *
 * - `alternate`: AB, BA, AB, BA… (or BA, AB…) — the side measured first swaps every round, which cancels a
 *   constant "runs first" effect over each two rounds.
 * - `abba`: rounds in ABBA blocks, AB, BA, BA, AB… — also cancels a "runs first" effect that
 *   drifts linearly over the gate (the signs +, −, −, + weight rounds 0..3 so that Σ sign·round = 0,
 *   where alternate's +, −, +, − leaves −2 per block).
 * - `random`: a seeded shuffle of a balanced set (as many AB as BA rounds, the odd one drawn), so
 *   the order cannot line up with a periodic disturbance and still stays balanced.
 *
 * The boot order, and for `alternate` and `abba` the side that opens round 1, are drawn from the
 * seed.
 */
export function gateOrder(
  order: RoundOrder,
  rounds: number,
  sides: readonly Side[],
  seed: number,
): GateOrder {
  if (sides.length < 2) {
    return { boot: [...sides], rounds: Array.from({ length: rounds }, () => [...sides]) };
  }
  const [a, b] = sides as [Side, Side];
  // pure-rand 8's generators advance in place: each draw moves `rng` on.
  const rng = mersenne(seed >>> 0);
  const draw = (max: number): number => uniformInt(rng, 0, max);
  const boot = draw(1) === 0 ? [a, b] : [b, a];
  const ab = [a, b];
  const ba = [b, a];
  let firstIsA: boolean[];
  if (order === 'alternate' || order === 'abba') {
    // Which side opens round 1 is drawn too: with an odd number of rounds one side measures first
    // once more than the other, and that side must not always be the base.
    const startWithA = draw(1) === 0;
    const pattern = (round: number) =>
      order === 'alternate' ? round % 2 === 0 : round % 4 === 0 || round % 4 === 3;
    firstIsA = Array.from({ length: rounds }, (_, round) => pattern(round) === startWithA);
  } else {
    firstIsA = Array.from({ length: rounds }, (_, round) => round < Math.floor(rounds / 2));
    if (rounds % 2 === 1) firstIsA[rounds - 1] = draw(1) === 0;
    // Fisher–Yates with the seeded generator.
    for (let i = rounds - 1; i > 0; i--) {
      const j = draw(i);
      [firstIsA[i], firstIsA[j]] = [firstIsA[j]!, firstIsA[i]!];
    }
  }
  return { boot, rounds: firstIsA.map((first) => [...(first ? ab : ba)]) };
}
