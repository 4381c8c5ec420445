// Change points of one series by E-divisive means, as Apache Otava 0.8.0 finds them
// (otava/analysis.py compute_change_points, with otava/change_point_divisive/; the method of
// Matteson and James, https://doi.org/10.48550/arXiv.1306.4933, windowed and merged as in Fleming
// et al., "Hunter", https://doi.org/10.1145/3578244.3583719). Pure.
//
// Written here because no maintained JavaScript implementation exists (npm has no E-divisive or
// change-point package); test/unit/history/otava-parity.test.ts runs Otava itself on the same
// series and expects the same change points within one position.
//
// What Otava 0.8.0 does, step by step, and so does this file:
// 1. Split: windows of `windowLen` points, each starting half a window after the previous one, or
//    at the last change point found in it when that is further on. In each window, the candidate is the split τ (with an end κ)
//    that maximises the divergence Q̂ of E-divisive means between series[start:τ] and
//    series[τ:κ]; it is kept when a two-sided Student's t-test (pooled variance, as scipy's
//    ttest_ind_from_stats with population standard deviations) of the two segments it separates
//    gives p ≤ 10 × maxPValue, and the window is searched again between the points kept. Otava
//    0.8.0 judges significance by this t-test, not by permutations (its permutation test remains
//    only behind --orig-edivisive). These are the "weak" change points.
// 2. Merge: the t-test of each weak point is recomputed between its neighbours; the point with the
//    largest p-value is removed while that p-value is ≥ maxPValue, then the point with the smallest
//    magnitude while it is ≤ minMagnitude; its neighbours are recomputed after each removal.
// Magnitude is Otava's: max(|after/before − 1|, |before/after − 1|) of the segments' means.
// Ties are broken as Otava's numpy argmax and Python max/min do: the first one wins.
import { tCdf } from '../analysis/stats.js';

/** Otava's analysis options (its --window, --pvalue and --magnitude). */
export interface EDivisiveOptions {
  /** points analysed at once in the split step (window_len) */
  windowLen: number;
  /** largest p-value of a change point (max_pvalue); the split step takes 10 × it */
  maxPValue: number;
  /** smallest magnitude of a change point, as a fraction (min_magnitude) */
  minMagnitude: number;
}

/** Otava 0.8.0's defaults (otava/series.py, AnalysisOptions). */
export const OTAVA_DEFAULTS: Readonly<EDivisiveOptions> = {
  windowLen: 50,
  maxPValue: 0.001,
  minMagnitude: 0,
};

/** One change point: `index` is the first point of the new level. */
export interface IndexChangePoint {
  index: number;
  meanBefore: number;
  meanAfter: number;
  /** population standard deviations of the two segments (0 for a single point) */
  stdDevBefore: number;
  stdDevAfter: number;
  /** two-sided t-test of the two segments between the neighbouring change points */
  pValue: number;
  /** meanAfter / meanBefore − 1 (0 when meanBefore is 0) */
  change: number;
  /** max(|after/before − 1|, |before/after − 1|) */
  magnitude: number;
}

interface Interval {
  start: number;
  /** exclusive */
  stop: number;
}

interface Found {
  index: number;
  stats: IndexChangePoint;
}

/** The change points of `values`, in index order. */
export function eDivisive(
  values: readonly number[],
  options: Partial<EDivisiveOptions> = {},
): IndexChangePoint[] {
  const { windowLen, maxPValue, minMagnitude } = { ...OTAVA_DEFAULTS, ...options };
  if (!Number.isInteger(windowLen) || windowLen < 2)
    throw new RangeError(`windowLen must be a whole number ≥ 2 (got ${windowLen})`);
  if (values.some((value) => !Number.isFinite(value)))
    throw new RangeError('every value of a series must be a finite number');
  const firstPass = maxPValue < 0.05 ? maxPValue * 10 : maxPValue < 0.5 ? maxPValue * 2 : maxPValue;
  const weak = split(values, windowLen, firstPass);
  return merge(weak, values, maxPValue, minMagnitude).map((point) => point.stats);
}

function split(series: readonly number[], windowLen: number, maxPValue: number): Found[] {
  const step = Math.floor(windowLen / 2);
  const found: Found[] = [];
  let start = 0;
  while (start < series.length) {
    const end = Math.min(start + windowLen, series.length);
    const inWindow = detect(series.slice(start, end), maxPValue).map((point) => ({
      ...point,
      index: point.index + start,
    }));
    const last = inWindow.length > 0 ? inWindow[inWindow.length - 1]!.index : 0;
    start = Math.max(last, start + step);
    for (const point of inWindow)
      if (!found.some((other) => other.index === point.index)) found.push(point);
  }
  found.sort((a, b) => a.index - b.index);
  const intervals = intervalsOf(found, series.length);
  return found.map((point) => withStats(point.index, series, intervals));
}

function merge(
  points: Found[],
  series: readonly number[],
  maxPValue: number,
  minMagnitude: number,
): Found[] {
  while (points.length > 0) {
    let weakest = first(points, (a, b) => a.stats.pValue > b.stats.pValue);
    if (weakest.stats.pValue < maxPValue) {
      weakest = first(points, (a, b) => a.stats.magnitude < b.stats.magnitude);
      if (weakest.stats.magnitude > minMagnitude) return points;
    }
    const removed = points.indexOf(weakest);
    points.splice(removed, 1);
    const intervals = intervalsOf(points, series.length);
    for (const at of [removed, removed + 1]) {
      const point = points[at];
      if (point) points[at] = withStats(point.index, series, intervals);
    }
  }
  return points;
}

/** Python's max()/min() with a key: the first item no later item beats. */
function first<T>(items: readonly T[], beats: (a: T, b: T) => boolean): T {
  let best = items[0] as T;
  for (const item of items.slice(1)) if (beats(item, best)) best = item;
  return best;
}

/** E-divisive within one window: candidates kept while significant (Otava's ChangePointDetector). */
function detect(window: readonly number[], maxPValue: number): Found[] {
  const distances = pairDistances(window);
  const found: Found[] = [];
  for (;;) {
    const intervals = intervalsOf(found, window.length);
    let best: { index: number; qhat: number } | undefined;
    for (const interval of intervals) {
      if (interval.stop - interval.start <= 1) continue;
      const candidate = bestSplit(distances, interval);
      if (!best || candidate.qhat > best.qhat) best = candidate;
    }
    if (!best) break;
    const point = withStats(best.index, window, intervals);
    if (!(point.stats.pValue <= maxPValue)) break;
    found.push(point);
    found.sort((a, b) => a.index - b.index);
  }
  return found;
}

/** The segments between the points (sorted), empty ones left out. */
function intervalsOf(points: readonly Found[], length: number): Interval[] {
  const intervals: Interval[] = [];
  for (let i = 0; i <= points.length; i++) {
    const start = i === 0 ? 0 : points[i - 1]!.index;
    const stop = i === points.length ? length : points[i]!.index;
    if (start !== stop) intervals.push({ start, stop });
  }
  return intervals;
}

/**
 * The t-test of a point: between the two intervals it separates when it is already one of the
 * points, else between the two halves of the interval it splits.
 */
function withStats(index: number, series: readonly number[], intervals: Interval[]): Found {
  let left: Interval | undefined;
  let right: Interval | undefined;
  for (const [i, interval] of intervals.entries()) {
    if (interval.stop === index) {
      left = interval;
      right = intervals[i + 1];
      break;
    }
    if (interval.start < index && index < interval.stop) {
      left = { start: interval.start, stop: index };
      right = { start: index, stop: interval.stop };
      break;
    }
  }
  if (!left || !right) throw new Error(`no interval holds change point ${index}`);
  return {
    index,
    stats: {
      index,
      ...tTest(series.slice(left.start, left.stop), series.slice(right.start, right.stop)),
    },
  };
}

function tTest(left: readonly number[], right: readonly number[]): Omit<IndexChangePoint, 'index'> {
  const n1 = left.length;
  const n2 = right.length;
  const mean1 = meanOf(left);
  const mean2 = meanOf(right);
  const sd1 = n1 >= 2 ? populationStdDev(left, mean1) : 0;
  const sd2 = n2 >= 2 ? populationStdDev(right, mean2) : 0;
  let pValue = 1;
  if (n1 + n2 > 2) {
    const df = n1 + n2 - 2;
    const pooled = ((n1 - 1) * sd1 ** 2 + (n2 - 1) * sd2 ** 2) / df;
    const denom = Math.sqrt(pooled * (1 / n1 + 1 / n2));
    // scipy: a difference over a zero spread is t = ±∞ (p = 0), no difference over none is NaN
    const t = (mean1 - mean2) / denom;
    pValue = Number.isNaN(t) ? Number.NaN : 2 * tCdf(-Math.abs(t), df);
  }
  const change = mean1 === 0 ? 0 : mean2 / mean1 - 1;
  const backward = mean2 === 0 ? 0 : mean1 / mean2 - 1;
  return {
    meanBefore: mean1,
    meanAfter: mean2,
    stdDevBefore: sd1,
    stdDevAfter: sd2,
    pValue,
    change,
    magnitude: Math.max(Math.abs(change), Math.abs(backward)),
  };
}

function meanOf(values: readonly number[]): number {
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

function populationStdDev(values: readonly number[], mean: number): number {
  let squares = 0;
  for (const value of values) squares += (value - mean) ** 2;
  return Math.sqrt(squares / values.length);
}

/** The pairwise distances of one window and their running sums (Otava's PairDistanceCalculator). */
interface PairDistances {
  n: number;
  /** |x_i − x_j| at i * n + j */
  d: Float64Array;
  /** v[c] = Σ_{r ≤ c} d(r, c + 1) */
  v: Float64Array;
  /** h[r][c] = Σ_{r ≤ c' ≤ c} d(r, c' + 1), at r * (n − 1) + c */
  h: Float64Array;
}

function pairDistances(series: readonly number[]): PairDistances {
  const n = series.length;
  const d = new Float64Array(n * n);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) d[i * n + j] = Math.abs(series[i]! - series[j]!);
  const w = Math.max(0, n - 1);
  const v = new Float64Array(w);
  const h = new Float64Array(w * w);
  for (let r = 0; r < w; r++) {
    let running = 0;
    for (let c = r; c < w; c++) {
      const distance = d[r * n + c + 1]!;
      v[c] = v[c]! + distance;
      running += distance;
      h[r * w + c] = running;
    }
  }
  return { n, d, v, h };
}

/**
 * The split τ of series[start:stop] whose Q̂ (over every end κ) is largest, as Otava's
 * _get_Q_vals computes Q = A − B − C over a (m × m) matrix, m = stop − start − 1, row a for
 * τ = start + 1 + a, column b for κ = start + 2 + b; entries below the diagonal are 0 and take
 * part in the argmax as they do in numpy.
 */
function bestSplit(p: PairDistances, { start, stop }: Interval): { index: number; qhat: number } {
  const { n, d, v, h } = p;
  const w = n - 1;
  const m = stop - 1 - start;
  // cv[k] = Σ_{k' ≤ k} (v[start + k'] − Σ_{r < start} d(r, start + k' + 1))
  const cv = new Float64Array(m);
  let running = 0;
  for (let k = 0; k < m; k++) {
    let before = 0;
    for (let r = 0; r < start; r++) before += d[r * n + start + 1 + k]!;
    running += v[start + k]! - before;
    cv[k] = running;
  }
  const hs = (a: number, b: number): number => h[(start + a) * w + start + b]!;
  // ch[a][b] = Σ_{a' ≤ a} hs(a', b); rest[a][b] = Σ_{a' > a} hs(a', b), summed from the bottom
  const ch = new Float64Array(m * m);
  const rest = new Float64Array(m * m);
  for (let b = 0; b < m; b++) {
    let down = 0;
    for (let a = 0; a < m; a++) {
      down += hs(a, b);
      ch[a * m + b] = down;
    }
    let up = 0;
    for (let a = m - 2; a >= 0; a--) {
      up += hs(a + 1, b);
      rest[a * m + b] = up;
    }
  }
  let bestQ = Number.NEGATIVE_INFINITY;
  let bestRow = 0;
  for (let a = 0; a < m; a++) {
    for (let b = 0; b < m; b++) {
      let q = 0;
      if (b >= a) {
        const a_ = (2 / (b + 2)) * (ch[a * m + b]! - (a >= 1 ? cv[a - 1]! : 0));
        const b_ = a >= 1 ? ((2 * (b - a + 1)) / ((b + 2) * a)) * cv[a - 1]! : 0;
        const c_ = b > a ? ((2 * (a + 1)) / ((b + 2) * (b - a))) * rest[a * m + b]! : 0;
        q = a_ - b_ - c_;
      }
      if (q > bestQ) {
        bestQ = q;
        bestRow = a;
      }
    }
  }
  return { index: start + 1 + bestRow, qhat: bestQ };
}
