// Out-of-sample judgement of a calibration: the noise model is estimated on one set of A/A gates
// and every other gate is judged with it, so no gate tunes the figures it is judged with. Pure:
// gates (their windows and settings) in, figures out; bench/out-of-sample.mjs reads the result
// files and prints them.
//
// Noise model, per series (p95 overall and per endpoint, p50, p99, the log-latency shift): the
// spread of a gate's per-pair log-ratios s (pairs' own noise) and the app-instance offset σ_u
// shared by all pairs of a gate, by the method of moments over the fitting A/A gates:
//   σ_u² = max(0, mean over gates of m_g² − mean over gates of s_g²/n_g)
// with m_g a gate's mean log-ratio, taken around 0 (the true A/A change) so that a bias between
// the sides counts as noise too.
import {
  applyHolm,
  compareMetric,
  pairWindows,
  type ComparedMetric,
  type CompareOptions,
} from '../../src/analysis/compare.js';
import {
  decideLook,
  lookConfidence,
  type SpendingFunction,
} from '../../src/analysis/sequential.js';
import { noiseMoments } from '../../src/analysis/instance-noise.js';
import { compareShifts } from '../../src/analysis/shift.js';
import { median } from '../../src/analysis/stats.js';
import type { ComparisonStatus, WindowMeasurement } from '../../src/model.js';

/** One gate as the analysis needs it. */
export interface CalibrationGate {
  file: string;
  /** "aa", or the injected change: "regression" (N+1), "cpu10", "cpu20" … */
  mode: string;
  windows: WindowMeasurement[];
  wallMs: number;
  /** tolerances in percent, confidence 0..1, as the gate ran */
  tolerances: { p50?: number; p95: number; p99: number };
  confidence: number;
  /** whether the gate's own rules other than the p95/p99 comparisons all passed */
  otherRulesPassed: boolean;
}

/** A latency series: a metric of all requests (endpoint undefined) or of one endpoint. */
export interface Series {
  metric: 'p50' | 'p95' | 'p99' | 'shift';
  endpoint?: string;
}

export const seriesName = (s: Series): string =>
  `${s.metric}${s.endpoint === undefined ? '' : ` ${s.endpoint}`}`;

export interface SeriesNoise {
  gates: number;
  pairs: number;
  /** pooled spread of the pairs' log-ratios inside a gate */
  pairSpread: number;
  /** app-instance offset, log scale */
  sigmaU: number;
}

/** Per-pair log-ratios PR/base of a series in a gate (NaN-free). */
export function logRatios(windows: readonly WindowMeasurement[], series: Series): number[] {
  const { pairs } = pairWindows(windows);
  const out: number[] = [];
  for (const { base, pr } of pairs) {
    const of = (w: WindowMeasurement): number | undefined => {
      const requests = series.endpoint === undefined ? w.http : w.endpoints[series.endpoint];
      if (!requests) return undefined;
      if (series.metric === 'shift') return requests.logLatency?.mean;
      const value = requests.latency[series.metric];
      return value > 0 ? Math.log(value) : undefined;
    };
    const b = of(base);
    const p = of(pr);
    if (b !== undefined && p !== undefined && Number.isFinite(p - b)) out.push(p - b);
  }
  return out;
}

/** The series every gate of the set has: p50/p95/p99/shift overall and p95/shift per endpoint. */
export function seriesOf(gates: readonly CalibrationGate[]): Series[] {
  const endpoints = new Set<string>();
  for (const gate of gates)
    for (const w of gate.windows) Object.keys(w.endpoints).forEach((e) => endpoints.add(e));
  const out: Series[] = [
    { metric: 'p50' },
    { metric: 'p95' },
    { metric: 'p99' },
    { metric: 'shift' },
  ];
  for (const endpoint of [...endpoints].sort()) {
    out.push({ metric: 'p95', endpoint }, { metric: 'shift', endpoint });
  }
  return out.filter((s) => gates.some((g) => logRatios(g.windows, s).length >= 2));
}

/** σ_u and the pairs' spread of each series over the given A/A gates. */
export function estimateNoise(
  aaGates: readonly Pick<CalibrationGate, 'windows'>[],
  series: readonly Series[],
): Record<string, SeriesNoise> {
  const out: Record<string, SeriesNoise> = {};
  for (const s of series) {
    const gates = aaGates.map((gate) => logRatios(gate.windows, s)).filter((r) => r.length >= 2);
    if (gates.length === 0) continue;
    const { meanSquare, fromPairs, pairVariance } = noiseMoments(gates);
    out[seriesName(s)] = {
      gates: gates.length,
      pairs: gates.reduce((sum, r) => sum + r.length, 0),
      pairSpread: Math.sqrt(pairVariance),
      sigmaU: Math.sqrt(Math.max(0, meanSquare - fromPairs)),
    };
  }
  return out;
}

/** Which A/A gates fit the noise model and which are judged: first half / second, or odd / even. */
export function splitGates<T extends { mode: string }>(
  gates: readonly T[],
  split: 'halves' | 'odd-even',
): { fit: T[]; judged: T[] } {
  const aa = gates.filter((g) => g.mode === 'aa');
  const injected = gates.filter((g) => g.mode !== 'aa');
  const fitAa =
    split === 'halves'
      ? aa.slice(0, Math.ceil(aa.length / 2))
      : aa.filter((_, index) => index % 2 === 0);
  return { fit: fitAa, judged: [...aa.filter((g) => !fitAa.includes(g)), ...injected] };
}

export interface JudgedSeries {
  series: string;
  status: ComparisonStatus;
  changePct: number;
  lowPct: number;
  highPct: number;
  coversZero: boolean;
  /** part of the gate's verdict family (p95, p99); p50 and the shift are information */
  verdict: boolean;
}

export interface JudgedGate {
  file: string;
  mode: string;
  series: JudgedSeries[];
  /** a p95 or p99 comparison (overall or an endpoint) reads regression */
  anyRegression: boolean;
  /** the gate would read pass: no comparison regression or inconclusive, other rules passed */
  pass: boolean;
  wallMs: number;
}

/**
 * Judges a gate with the fitted noise: every p50/p95/p99 series with its own σ_u (Holm over them,
 * as the gate does) and the shift series for information (not part of pass/fail).
 */
export function judgeGate(
  gate: CalibrationGate,
  noise: Record<string, SeriesNoise>,
  series: readonly Series[],
  options: { confidence?: number } = {},
): JudgedGate {
  const { pairs } = pairWindows(gate.windows);
  const base: CompareOptions = {
    tolerances: gate.tolerances,
    confidence: options.confidence ?? gate.confidence,
    instanceNoiseDegreesOfFreedom: Math.max(
      1,
      (noise[seriesName({ metric: 'p95' })]?.gates ?? 10) - 1,
    ),
  };
  // The gate's family (Holm): p95 and p99, overall and per endpoint. p50 and the shift are judged
  // alone, for information.
  const judgedBy = (s: Series) => s.metric === 'p95' || s.metric === 'p99';
  const compareSeries = (s: Series) =>
    compareMetric(
      'calibration',
      pairs,
      s.metric as ComparedMetric,
      {
        ...base,
        instanceNoise: noise[seriesName(s)]?.sigmaU ?? 0,
        percentileInstanceNoise: noise[seriesName(s)]?.sigmaU ?? 0,
      },
      s.endpoint,
    );
  const family = series.filter(judgedBy);
  const comparisons = family.map(compareSeries);
  applyHolm(comparisons, base);
  const toJudged = (
    s: Series,
    c: {
      status: ComparisonStatus;
      changePct: number;
      interval: { lowPct: number; highPct: number };
    },
  ): JudgedSeries => ({
    series: seriesName(s),
    status: c.status,
    changePct: c.changePct,
    lowPct: c.interval.lowPct,
    highPct: c.interval.highPct,
    coversZero: c.interval.lowPct <= 0 && c.interval.highPct >= 0,
    verdict: judgedBy(s),
  });
  const judged: JudgedSeries[] = comparisons.map((c, i) => toJudged(family[i]!, c));
  for (const s of series.filter((x) => x.metric === 'p50'))
    judged.push(toJudged(s, compareSeries(s)));
  for (const s of series.filter((x) => x.metric === 'shift')) {
    const shift = compareShifts('calibration', gate.windows, {
      ...base,
      instanceNoise: noise[seriesName(s)]?.sigmaU ?? 0,
    }).find((x) => x.endpoint === s.endpoint);
    if (shift) judged.push(toJudged(s, shift));
  }
  const verdictSeries = judged.filter((j) => j.verdict);
  return {
    file: gate.file,
    mode: gate.mode,
    series: judged,
    anyRegression: verdictSeries.some((j) => j.status === 'regression'),
    pass:
      gate.otherRulesPassed &&
      verdictSeries.every((j) => j.status === 'no-change' || j.status === 'improvement'),
    wallMs: gate.wallMs,
  };
}

/** Per round: median base and PR p95 and the median |ln PR/base| over the given gates. */
export function perRoundP95(gates: readonly CalibrationGate[]): {
  round: number;
  gates: number;
  baseP95Ms: number;
  prP95Ms: number;
  medianAbsLogRatio: number;
}[] {
  const rounds = new Map<number, { base: number[]; pr: number[]; ratio: number[] }>();
  for (const gate of gates) {
    for (const { round, base, pr } of pairWindows(gate.windows).pairs) {
      const entry = rounds.get(round) ?? { base: [], pr: [], ratio: [] };
      entry.base.push(base.http.latency.p95);
      entry.pr.push(pr.http.latency.p95);
      entry.ratio.push(Math.abs(Math.log(pr.http.latency.p95 / base.http.latency.p95)));
      rounds.set(round, entry);
    }
  }
  return [...rounds.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([round, e]) => ({
      round: round + 1,
      gates: e.base.length,
      baseP95Ms: median(e.base),
      prP95Ms: median(e.pr),
      medianAbsLogRatio: median(e.ratio),
    }));
}

/** What the judged gates of one mode show. */
export interface ModeFigures {
  mode: string;
  gates: number;
  /** A/A: share of gates with a p95/p99 regression; injected: share detected (same test) */
  regressionRate: number;
  /** share of gates reading pass */
  passRate: number;
  /** per series: share of intervals covering 0 (A/A: the coverage; should reach the confidence) */
  coverageOfZero: Record<string, number>;
  /** per series: share of gates whose comparison of that series reads regression (power) */
  regressionBySeries: Record<string, number>;
  /** per series: median estimated change, percent — the size an injected change really had */
  medianChangePct: Record<string, number>;
  medianWallSec: number;
}

export function modeFigures(judged: readonly JudgedGate[]): ModeFigures[] {
  const modes = [...new Set(judged.map((j) => j.mode))];
  return modes.map((mode) => {
    const mine = judged.filter((j) => j.mode === mode);
    const names = [...new Set(mine.flatMap((j) => j.series.map((s) => s.series)))];
    const share = (hits: number, of: number) => (of === 0 ? Number.NaN : hits / of);
    const per = (test: (s: JudgedSeries) => boolean) =>
      Object.fromEntries(
        names.map((name) => {
          const found = mine
            .map((j) => j.series.find((s) => s.series === name))
            .filter((s) => s !== undefined);
          return [name, share(found.filter(test).length, found.length)];
        }),
      );
    return {
      mode,
      gates: mine.length,
      regressionRate: share(mine.filter((j) => j.anyRegression).length, mine.length),
      passRate: share(mine.filter((j) => j.pass).length, mine.length),
      coverageOfZero: per((s) => s.coversZero),
      regressionBySeries: per((s) => s.status === 'regression'),
      medianChangePct: Object.fromEntries(
        names.map((name) => [
          name,
          median(
            mine.flatMap((j) => j.series.filter((s) => s.series === name).map((s) => s.changePct)),
          ),
        ]),
      ),
      medianWallSec: median(mine.map((j) => j.wallMs / 1000)),
    };
  });
}

/** The whole out-of-sample analysis of a calibration. */
export function outOfSample(
  gates: readonly CalibrationGate[],
  split: 'halves' | 'odd-even' = 'halves',
  sequential?: { firstLook: number; spending?: SpendingFunction },
): {
  split: string;
  fitFiles: string[];
  noise: Record<string, SeriesNoise>;
  modes: ModeFigures[];
  perRoundAa: ReturnType<typeof perRoundP95>;
  judged: JudgedGate[];
  /** per mode, with sequential stopping simulated on the gates' own rounds */
  sequential?: (ModeFigures & { medianRounds: number })[];
} {
  const { fit, judged } = splitGates(gates, split);
  const series = seriesOf(gates);
  const noise = estimateNoise(fit, series);
  const results = judged.map((gate) => judgeGate(gate, noise, series));
  const out = {
    split,
    fitFiles: fit.map((g) => g.file),
    noise,
    modes: modeFigures(results),
    perRoundAa: perRoundP95(gates.filter((g) => g.mode === 'aa')),
    judged: results,
  };
  if (!sequential) return out;
  const simulated = judged
    .map((gate) =>
      simulateSequential(gate, noise, series, sequential.firstLook, sequential.spending),
    )
    .filter((s) => s !== undefined);
  return {
    ...out,
    sequential: modeFigures(simulated.map((s) => s.judged)).map((figures) => ({
      ...figures,
      medianRounds: median(
        simulated.filter((s) => s.judged.mode === figures.mode).map((s) => s.rounds),
      ),
    })),
  };
}

/**
 * What sequential stopping would have done on a fixed-round gate: judge the first k rounds at
 * each look's repeated-interval confidence from `firstLook` on, stop as the gate would
 * (src/analysis/sequential.ts), and report the rounds used and the decision. The cap is the rounds
 * the gate ran.
 */
export function simulateSequential(
  gate: CalibrationGate,
  noise: Record<string, SeriesNoise>,
  series: readonly Series[],
  firstLook: number,
  spending: SpendingFunction = 'obrien-fleming',
): { rounds: number; judged: JudgedGate } | undefined {
  const rounds = [...new Set(gate.windows.map((w) => w.round))].sort((a, b) => a - b);
  if (rounds.length <= firstLook) return undefined;
  const design = { firstLook, maxPairs: rounds.length, spending, confidence: gate.confidence };
  for (let k = firstLook; k <= rounds.length; k++) {
    const kept = new Set(rounds.slice(0, k));
    const prefix = { ...gate, windows: gate.windows.filter((w) => kept.has(w.round)) };
    const judged = judgeGate(prefix, noise, series, { confidence: lookConfidence(design, k) });
    const decision = decideLook(
      judged.series
        .filter((s) => !s.series.startsWith('shift'))
        .map((s) => ({ label: s.series, status: s.status })),
      k,
      design,
    );
    if (decision.stop) return { rounds: k, judged: { ...judged, wallMs: gate.wallMs } };
  }
  return undefined;
}
