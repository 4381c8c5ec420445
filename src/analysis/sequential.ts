// Sequential stopping: look at the comparison after each round from `compare.rounds` on, stop as
// soon as the answer is decided, add rounds up to `compare.max-rounds` when it is not. Pure.
//
// Why a boundary at all. Judging the same growing data at the nominal 90 % after every round gives
// the data several chances to stray past the tolerance by chance: with six looks the chance of a
// false regression roughly doubles (the unit test "naive repeated looks" measures it). The
// comparison therefore widens its interval at each look to a *repeated confidence interval*
// (Jennison & Turnbull, 1989): a sequence of intervals that covers the true change at every look
// at once with the stated confidence. The gate's usual rule (compare.ts: regression when the whole
// interval lies beyond the tolerance, no-change when it lies within) is applied to that interval,
// so each one-sided decision — "regression" and "no regression beyond the tolerance" — keeps its
// 5 % error across all looks, whichever look the gate stops at.
//
// Which boundary. The widths come from a group-sequential boundary with an alpha-spending function
// (Lan & DeMets, 1983): by information fraction t (pairs so far / max pairs) at most α(t) of the
// one-sided error is spent. Spending lets the looks fall where the gate stops (after any round)
// without fixing their number beforehand. Default: the O'Brien–Fleming type,
// α(t) = 2 − 2Φ(z_{1−α/2} / √t). It spends little early, so the interval at the cap is almost as
// narrow as a fixed gate of max-rounds (the calibrated MDE holds there), while a clear case — a
// clean PR well inside the tolerance or a gross regression — still stops at an early look. The
// Pocock type, α(t) = α·ln(1 + (e − 1)t), stops earlier on average but pays with a wider interval
// at the cap; it is offered as `compare.spending: pocock`.
//
// Information. The fraction is counted in pairs. With apps kept across rounds (compare.reuse-app)
// the shared instance term makes the information grow more slowly than the pairs, so successive
// looks are more correlated than the pairs' count assumes; by Slepian's inequality that can only
// lower the chance of crossing the boundary, so counting pairs is conservative, never liberal.
//
// Student's t. The boundary is computed for a normal statistic and applied to the t interval the
// comparison uses through its nominal level: a look with critical value c_k uses the interval of
// two-sided confidence 1 − 2(1 − Φ(c_k)) with the comparison's own t quantile and degrees of
// freedom (the usual treatment of an estimated variance, Jennison & Turnbull 2000, ch. 11). The
// simulation test checks the resulting false-alarm rate with 3 to 10 pairs.
import normalCdfOf from '@stdlib/stats-base-dists-normal-cdf';
import normalQuantileOf from '@stdlib/stats-base-dists-normal-quantile';

export type SpendingFunction = 'obrien-fleming' | 'pocock';

/** How a gate looks: first look, cap and spending function, at the comparison's confidence. */
export interface SequentialDesign {
  /** pairs at the first look (compare.rounds), at least 2 */
  firstLook: number;
  /** pairs at the last look (compare.max-rounds) */
  maxPairs: number;
  spending: SpendingFunction;
  /** two-sided confidence of a fixed-size comparison (0.9: each one-sided decision at 5 %) */
  confidence: number;
}

const normalCdf = (z: number): number => normalCdfOf(z, 0, 1);
const normalQuantile = (p: number): number => normalQuantileOf(p, 0, 1);

/** One-sided error spent by information fraction `t` (0..1) out of a total `alpha`. */
export function alphaSpent(t: number, alpha: number, spending: SpendingFunction): number {
  if (!(t > 0)) return 0;
  const fraction = Math.min(t, 1);
  if (spending === 'pocock') return alpha * Math.log(1 + (Math.E - 1) * fraction);
  return 2 - 2 * normalCdf(normalQuantile(1 - alpha / 2) / Math.sqrt(fraction));
}

/**
 * One-sided critical values (z scale) for looks at increasing information `fractions` (the last
 * normally 1) such that, under no change, the chance of crossing at look k for the first time is
 * α(t_k) − α(t_{k−1}). Computed by recursive numerical integration of the density of the score
 * statistic over the region not yet stopped (Armitage, McPherson & Rowe, 1969), with Simpson's rule.
 * A look that spends nothing gets +Infinity.
 */
export function spendingBoundaries(
  fractions: readonly number[],
  alpha: number,
  spending: SpendingFunction,
): number[] {
  const bounds: number[] = [];
  // Density of the score S_k = Z_k·√t_k on a grid of the region where no look has stopped yet.
  let grid: { points: number[]; weights: number[] } | undefined;
  let previousT = 0;
  let spent = 0;
  for (let k = 0; k < fractions.length; k++) {
    const t = fractions[k]!;
    if (!(t > previousT)) throw new Error(`information fractions must increase (got ${t})`);
    const target = alphaSpent(t, alpha, spending) - spent;
    const delta = t - previousT;
    const sd = Math.sqrt(delta);
    const density = (s: number, g: NonNullable<typeof grid>): number => {
      let sum = 0;
      for (let j = 0; j < g.points.length; j++) {
        sum += g.weights[j]! * gaussian((s - g.points[j]!) / sd);
      }
      return sum / sd;
    };
    let bound: number;
    if (target <= 1e-15) {
      bound = Number.POSITIVE_INFINITY;
    } else if (grid === undefined) {
      bound = normalQuantile(1 - target) * Math.sqrt(t);
    } else {
      const g = grid;
      const crossing = (b: number): number => {
        let sum = 0;
        for (let j = 0; j < g.points.length; j++) {
          sum += g.weights[j]! * (1 - normalCdf((b - g.points[j]!) / sd));
        }
        return sum;
      };
      // crossing() falls as the bound rises: bisect on the score scale.
      let low = -10 * Math.sqrt(t);
      let high = 12 * Math.sqrt(t);
      if (crossing(high) > target) bound = high;
      else {
        for (let i = 0; i < 80; i++) {
          const mid = (low + high) / 2;
          if (crossing(mid) > target) low = mid;
          else high = mid;
        }
        bound = (low + high) / 2;
      }
    }
    bounds.push(bound / Math.sqrt(t));
    spent += target > 1e-15 ? target : 0;
    // The next grid: from far below to this look's bound, fine relative to the next increment.
    const lower = -8 * Math.sqrt(t);
    const upper = Number.isFinite(bound) ? bound : 8 * Math.sqrt(t);
    const next = fractions[k + 1];
    const step = Math.min(Math.sqrt(next === undefined ? t : next - t), Math.sqrt(t)) / 12;
    const intervals = Math.min(4000, 2 * Math.ceil((upper - lower) / step / 2));
    const points: number[] = [];
    const values: number[] = [];
    const h = (upper - lower) / intervals;
    for (let i = 0; i <= intervals; i++) {
      const s = lower + i * h;
      points.push(s);
      values.push(grid === undefined ? gaussian(s / sd) / sd : density(s, grid));
    }
    // Simpson's weights times the density: the mass each point carries.
    const weights = values.map(
      (v, i) => (v * h * (i === 0 || i === intervals ? 1 : i % 2 === 1 ? 4 : 2)) / 3,
    );
    grid = { points, weights };
    previousT = t;
  }
  return bounds;
}

function gaussian(z: number): number {
  return Math.exp(-0.5 * z * z) / Math.sqrt(2 * Math.PI);
}

/** Pairs at each look of `design`: every round from the first look to the cap. */
export function lookSchedule(design: SequentialDesign): number[] {
  const looks: number[] = [];
  for (let pairs = design.firstLook; pairs <= design.maxPairs; pairs++) looks.push(pairs);
  return looks;
}

/**
 * Two-sided confidence of the repeated confidence interval at the look with `pairs` pairs: the
 * comparison run at this confidence keeps each one-sided error at (1 − design.confidence)/2 over
 * every look up to this one. Looks are assumed after every round from the first look on.
 */
export function lookConfidence(design: SequentialDesign, pairs: number): number {
  const looks = lookSchedule(design).filter((n) => n <= pairs);
  if (looks.length === 0) return design.confidence;
  const alpha = (1 - design.confidence) / 2;
  const bounds = spendingBoundaries(
    looks.map((n) => n / design.maxPairs),
    alpha,
    design.spending,
  );
  const last = bounds[bounds.length - 1]!;
  // A look that spends nothing cannot decide: an (almost) infinitely wide interval.
  const nominal = Number.isFinite(last) ? 1 - normalCdf(last) : 1e-12;
  return 1 - 2 * nominal;
}

/** The decision a look takes from the statuses of the comparisons it judged. */
export interface LookDecision {
  stop: boolean;
  /** why, for the log and the result file */
  reason: string;
}

/**
 * Stop when the gate's answer can no longer change: a comparison reads regression (the gate fails;
 * the repeated interval keeps that decision's error at the nominal level), or no comparison is
 * inconclusive (every one is decided). Otherwise run another round, unless this was the cap.
 */
export function decideLook(
  statuses: readonly { label: string; status: string }[],
  pairs: number,
  design: SequentialDesign,
): LookDecision {
  const regressions = statuses.filter((s) => s.status === 'regression').map((s) => s.label);
  if (regressions.length > 0) {
    return {
      stop: true,
      reason: `regression decided at ${pairs} pairs: ${regressions.join(', ')}`,
    };
  }
  const open = statuses.filter((s) => s.status === 'inconclusive').map((s) => s.label);
  if (open.length === 0)
    return { stop: true, reason: `every comparison decided at ${pairs} pairs` };
  if (pairs >= design.maxPairs) {
    return {
      stop: true,
      reason: `cap of ${design.maxPairs} pairs reached; open: ${open.join(', ')}`,
    };
  }
  return { stop: false, reason: `undecided at ${pairs} pairs: ${open.join(', ')}` };
}
