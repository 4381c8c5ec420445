// PR vs base over interleaved pairs. Pure.
//
// Scale. Latency and TPS are compared as per-pair ratios PR/base on the log scale: noise on a
// latency percentile is roughly multiplicative, log-ratios are symmetric (a halving and a doubling
// are equally far from "no change"), and the back-transformed mean is the geometric mean ratio.
// The error rate is compared as a difference in percentage points instead: a healthy base has an
// error rate of exactly 0, where any ratio is undefined or infinite.
//
// Interval. Default: a t interval on the per-pair log-ratios (differences for the error rate) at
// 90 % two-sided confidence, so each one-sided decision (regression / improvement) is made at 5 %.
// A seeded percentile bootstrap is available as `method: 'bootstrap'`, but with the 3-10 pairs a
// CI job can afford it under-covers: it uses the plug-in variance (n instead of n - 1) and normal
// rather than t tails, so its interval is too narrow exactly when pairs are few (the unit test
// "bootstrap under-covers with few pairs" measures this). The t interval is exact for normal
// log-ratios and robust enough for mild skew.
//
// Shared instance noise. When each side keeps one app for the whole gate (compare.reuse-app), all
// pairs share the offset between those two JVMs (JIT decisions, heap layout): on the project's
// runner two instances of the same jar differed by up to 15 % in p95 for a whole gate (7 % once
// the pairs' own spread is taken out, over 10 A/A gates; 2.6 % for the geometric-mean latency
// once the warm-up's drift is left out, over 26) while the pairs inside it agreed closely. The spread of the pairs cannot see such an offset, so the latency intervals add it as
// a known component: SE = √(s²/n + σ_u²), σ_u = `instanceNoise`, calibrated from A/A gates
// (bench/instance-noise.mjs); a bootstrap interval gets the same t · σ_u added in quadrature to
// each half-width. It puts a floor under the MDE that more rounds cannot lower; a fresh app per
// window (reuse-app: false) has no floor but pays a boot and a JIT-cold window each time.
//
// Decision, with the interval expressed as "how much worse" w = [wLow, wHigh] (for TPS, where
// higher is better, worse = -change) and tolerance tol:
//   regression    wLow  >  +tol   the whole interval is worse than the tolerance allows
//   improvement   wHigh <  -tol   the whole interval is better by more than the tolerance
//   inconclusive  wLow <= +tol < wHigh, or fewer than 2 pairs: the data cannot tell a change beyond
//                 the tolerance from one within it (noise wider than the tolerance band)
//   no-change     otherwise: the interval rules out a regression beyond the tolerance. This includes
//                 an interval reaching below -tol without lying wholly below it ("maybe faster"):
//                 the gate asks "did it get worse?", and an undecided improvement must not block.
import type { MetricComparison, WindowMeasurement } from '../model.js';
import { LIMITS } from '../config/fields.js';
import { isFiniteNumber } from '../format/numbers.js';
import { explainComparison, instanceNoiseWords, noiseSourceWords } from './compare-words.js';
import { applyFamily, applyHolm, DEFAULT_CONFIDENCE, judgedEndpoints } from './family.js';
export { applyHolm, DEFAULT_CONFIDENCE } from './family.js';
import { assignRoles, isPrimary } from './primary.js';
import { metricOf, pairWindows, type ComparedMetric, type WindowPair } from './pairs.js';
import { adjustForRunnerSpeed, generatorCpuPerRequest } from './speed.js';
import { adjustForSteal, stealAdjusted, stealAdjustmentWords, stealDifference } from './steal.js';
import {
  bootstrapInterval,
  median,
  minimumDetectableEffect,
  pairsNeededFor,
  sampleStdDev,
  tInterval,
  type Interval,
  type IntervalMethod,
} from './stats.js';
export type { ComparedMetric } from './pairs.js';
export { metricOf, pairWindows, type WindowPair } from './pairs.js';
export { comparisonRules } from './compare-words.js';
export { classifyChange, regressionPValue } from './compare-decision.js';
import { classifyChange, regressionPValue, withSharedNoise } from './compare-decision.js';

/** So many pairs that their own spread no longer counts: the MDE's floor is the shared term. */
const ALL_THE_PAIRS = 1_000_000;

/** Default tolerances: percent for latency and TPS, percentage points for the error rate. */
export const DEFAULT_TOLERANCES: Readonly<Record<ComparedMetric, number>> = {
  latency: 10,
  p50: 10,
  p95: 10,
  p99: 15,
  tps: 5,
  errorRate: 1,
};

/** Metrics compared when the caller does not choose. */
export const DEFAULT_COMPARED_METRICS: readonly ComparedMetric[] = [
  'latency',
  'p95',
  'p99',
  'tps',
  'errorRate',
];

/** How to compare; every field has a documented default. */
export interface CompareOptions {
  /** percent (errorRate: percentage points); merged over DEFAULT_TOLERANCES */
  tolerances?: Partial<Record<ComparedMetric, number>>;
  confidence?: number;
  method?: IntervalMethod;
  /** bootstrap seed; fixed by default so a result can be recomputed exactly */
  seed?: number;
  resamples?: number;
  metrics?: readonly ComparedMetric[];
  /** also compare p95 per endpoint tag present on both sides (diagnostics) */
  endpoints?: boolean;
  /**
   * with `endpoints`: each endpoint's geometric-mean latency joins the family that decides
   * (src/analysis/family.ts); default true
   */
  endpointFamily?: boolean;
  /** the comparisons that decide the verdict (src/analysis/primary.ts); default latency, errors */
  primary?: readonly ComparedMetric[];
  /** power used for the MDE, default 0.8 */
  power?: number;
  /**
   * Spread (standard deviation of ln PR/base) that all pairs share because each side's windows
   * ran on one long-lived app instance (compare.reuse-app): two JVMs of the same jar settle on
   * different JIT code and heap layouts and differ by several percent for the whole gate, however
   * many rounds run. Added to the interval and the MDE of the latency percentiles (not TPS or
   * errors, which an instance does not shift at a fixed arrival rate). 0 (default): pairs are
   * independent (a fresh app per window).
   */
  instanceNoise?: number;
  /**
   * Where the instance noise and speed adjustment came from when not the top-level compare keys,
   * e.g. `compare.runners[1], cpu "Xeon"`: named in the interval's method.
   */
  noiseSource?: string;
  /** the least instance noise of p50/p95/p99 (ln scale); default PERCENTILE_INSTANCE_NOISE */
  percentileInstanceNoise?: number;
  /**
   * How well `instanceNoise` itself is known, as degrees of freedom: the calibration fitted it on
   * 10 A/A gates (9). Enters the interval's degrees of freedom by Welch–Satterthwaite.
   */
  instanceNoiseDegreesOfFreedom?: number;
  /**
   * Multiplicity control over the scenario's comparisons (p95, p99, TPS, errors, each endpoint):
   * "holm" (default) keeps the chance of any false regression at the one-sided level over the
   * whole family; "none" judges each comparison alone.
   */
  multiplicity?: 'holm' | 'none';
  /**
   * This scenario's share of the gate's false-alarm rate: 1 / the gate's scenarios (default 1).
   * The family that decides (src/analysis/family.ts) runs at α × share.
   */
  familyShare?: number;
  /**
   * The gate's design confidence (compare.confidence) when `confidence` is a sequential look's
   * repeated interval: the family's comparisons record the gate's false-alarm rate from it.
   */
  gateConfidence?: number;
  /**
   * The share of k6's CPU-per-request change between a pair's windows taken out of the overall
   * geometric-mean latency's change: the runner's speed (src/analysis/speed.ts). 0 (default): off.
   */
  speedAdjustment?: number;
  /**
   * The share of a pair's PR − base host steal (percentage points) taken out of each `latency`
   * ln PR/base, overall and per endpoint (src/analysis/steal.ts). 0 (default): off.
   */
  stealAdjustment?: number;
}

/**
 * The least app-instance noise a percentile's interval assumes (ln scale): a p95 rests on the
 * slowest 5 % of requests and two instances differ more there than in the geometric mean; 7 % was
 * fitted for p95 on 10 A/A gates (bench/README.md). `instanceNoise` is the geometric mean's.
 */
export const PERCENTILE_INSTANCE_NOISE = Math.log1p(0.07);

/** Degrees of freedom of the calibrated instance noise: fitted on 10 A/A gates (bench/README.md). */
export const INSTANCE_NOISE_DEGREES_OF_FREEDOM = 9;

/** Compares every chosen metric of one scenario; [] when the windows hold no base side. */
export function compareScenario(
  scenario: string,
  windows: readonly WindowMeasurement[],
  options: CompareOptions = {},
): MetricComparison[] {
  if (!windows.some((window) => window.side === 'base')) return [];
  const { pairs } = pairWindows(windows);
  const metrics = options.metrics ?? DEFAULT_COMPARED_METRICS;
  const comparisons = metrics.map((metric) => compareMetric(scenario, pairs, metric, options));
  if (options.endpoints) {
    const endpointNames = new Set<string>();
    for (const { base, pr } of pairs) {
      for (const name of Object.keys(pr.endpoints))
        if (name in base.endpoints) endpointNames.add(name);
    }
    for (const endpoint of [...endpointNames].sort()) {
      comparisons.push(compareMetric(scenario, pairs, 'p95', options, endpoint));
    }
  }
  const judged = assignRoles(comparisons, options.primary);
  // Each endpoint's geometric-mean latency joins the family that decides (src/analysis/family.ts).
  if (options.endpoints && options.endpointFamily !== false) {
    for (const endpoint of judgedEndpoints(pairs).judged) {
      judged.push({
        ...compareMetric(scenario, pairs, 'latency', options, endpoint),
        role: 'endpoint',
      });
    }
  }
  if ((options.multiplicity ?? 'holm') === 'holm') {
    // The family that decides keeps the gate's chance of a false regression at the one-sided
    // level; the diagnostics keep their own.
    const members = applyFamily(
      judged.filter((c) => c.role !== 'diagnostic'),
      (1 - (options.confidence ?? DEFAULT_CONFIDENCE)) / 2,
      options.familyShare ?? 1,
    );
    const gateAlpha =
      (1 - (options.gateConfidence ?? options.confidence ?? DEFAULT_CONFIDENCE)) / 2;
    for (const member of members) member.familyAlpha = gateAlpha;
    applyHolm(
      judged.filter((c) => !isPrimary(c) && c.role !== 'endpoint'),
      options,
    );
  }
  return judged;
}

/** Compares one metric over the given pairs (see the decision rule at the top of this file). */
export function compareMetric(
  scenario: string,
  pairs: readonly WindowPair[],
  metric: ComparedMetric,
  options: CompareOptions = {},
  endpoint?: string,
): MetricComparison {
  const confidence = options.confidence ?? DEFAULT_CONFIDENCE;
  const method = options.method ?? 't';
  const tolerancePct = options.tolerances?.[metric] ?? DEFAULT_TOLERANCES[metric];
  const higherIsWorse = metric !== 'tps';
  const absolute = metric === 'errorRate';

  const baseValues: number[] = [];
  const prValues: number[] = [];
  const raw: number[] = [];
  // Only the overall geometric-mean latency is adjusted for the runner's speed: the speed moves
  // every request alike, and that comparison is the one that decides. The host's steal is taken
  // out of every geometric-mean latency, the endpoints' too.
  const adjustable = metric === 'latency' && endpoint === undefined;
  const generatorLogRatios: Array<number | undefined> = [];
  const stealDiffs: Array<number | undefined> = [];
  let skipped = 0;
  for (const pair of pairs) {
    const base = metricOf(pair.base, metric, endpoint);
    const pr = metricOf(pair.pr, metric, endpoint);
    const usable = isFiniteNumber(base) && isFiniteNumber(pr) && (absolute || (base > 0 && pr > 0));
    if (!usable) {
      skipped++;
      continue;
    }
    baseValues.push(base);
    prValues.push(pr);
    raw.push(absolute ? (pr - base) * 100 : Math.log(pr / base));
    if (adjustable) {
      const k6Base = generatorCpuPerRequest(pair.base);
      const k6Pr = generatorCpuPerRequest(pair.pr);
      generatorLogRatios.push(k6Base && k6Pr ? Math.log(k6Pr / k6Base) : undefined);
    }
    if (metric === 'latency') stealDiffs.push(stealDifference(pair));
  }
  const { effects: speedOut, record: speedAdjustment } = adjustable
    ? adjustForRunnerSpeed(raw, generatorLogRatios, options.speedAdjustment ?? 0)
    : { effects: raw, record: undefined };
  const { effects, record: stealAdjustment } =
    metric === 'latency'
      ? adjustForSteal(speedOut, stealDiffs, options.stealAdjustment ?? 0)
      : { effects: speedOut, record: undefined };

  const noise = options.instanceNoise ?? 0;
  const shared =
    metric === 'latency'
      ? noise
      : (metric === 'p50' || metric === 'p95' || metric === 'p99') && noise > 0
        ? Math.max(noise, options.percentileInstanceNoise ?? PERCENTILE_INSTANCE_NOISE)
        : 0;
  const sharedDegreesOfFreedom =
    options.instanceNoiseDegreesOfFreedom ?? INSTANCE_NOISE_DEGREES_OF_FREEDOM;
  const interval: Interval =
    method === 'bootstrap'
      ? withSharedNoise(
          bootstrapInterval(effects, {
            confidence,
            ...(options.seed === undefined ? {} : { seed: options.seed }),
            ...(options.resamples === undefined ? {} : { resamples: options.resamples }),
          }),
          shared,
          effects.length,
          sharedDegreesOfFreedom,
        )
      : tInterval(effects, confidence, shared, sharedDegreesOfFreedom);
  const toPct = absolute
    ? (effect: number) => effect
    : (effect: number) => Math.expm1(effect) * 100;
  const stdDev = sampleStdDev(effects);
  const mdeOptions = {
    confidence,
    sharedStdDev: shared,
    sharedDegreesOfFreedom,
    ...(options.power === undefined ? {} : { power: options.power }),
  };
  const mde = minimumDetectableEffect(stdDev, effects.length, mdeOptions);

  const adjusted = speedAdjustment?.applied === true || stealAdjusted(stealAdjustment);
  const comparison: MetricComparison = {
    scenario,
    ...(endpoint === undefined ? {} : { endpoint }),
    metric,
    higherIsWorse,
    base: median(baseValues),
    pr: median(prValues),
    changePct: toPct(interval.estimate),
    interval: {
      lowPct: toPct(interval.low),
      highPct: toPct(interval.high),
      confidence,
      method:
        `${method === 't' ? 't interval' : 'bootstrap percentile'} on ${absolute ? 'differences' : 'log ratios'}` +
        instanceNoiseWords(shared) +
        (speedAdjustment?.applied
          ? `, adjusted for the runner's speed (${speedAdjustment.factor} × k6's CPU per request)`
          : '') +
        stealAdjustmentWords(stealAdjustment) +
        noiseSourceWords(shared > 0 || adjusted, options.noiseSource),
    },
    tolerancePct,
    mdePct: toPct(mde),
    pairs: effects.length,
    status: 'inconclusive',
    ...(speedAdjustment ? { speedAdjustment } : {}),
    ...(stealAdjustment ? { stealAdjustment } : {}),
    ...(absolute ? { changeUnit: 'percentage-points' as const } : {}),
  };
  // A comparison that cannot move (every pair the same and no shared term: no errors on either
  // side) has p = 1 by construction and leaves the family rather than take its share of α.
  const cannotMove = stdDev === 0 && shared === 0 && interval.estimate === 0;
  if (method === 't' && effects.length >= 2 && !cannotMove) {
    comparison.pRegression = regressionPValue(effects, {
      tolerance: absolute ? tolerancePct : Math.log1p(tolerancePct / 100),
      higherIsWorse,
      sharedStdDev: shared,
      sharedDegreesOfFreedom,
    });
  }
  comparison.status = classifyChange(
    comparison.interval.lowPct,
    comparison.interval.highPct,
    tolerancePct,
    higherIsWorse,
  );

  const toleranceOnScale = absolute ? tolerancePct : Math.log1p(tolerancePct / 100);
  // Advice is given in rounds the config accepts (one pair a round, at most LIMITS.rounds).
  const pairsNeeded = pairsNeededFor(toleranceOnScale, stdDev, {
    ...mdeOptions,
    maxPairs: LIMITS.rounds,
  });
  comparison.message = explainComparison(comparison, {
    skipped,
    pairsNeeded,
    // the shared term alone makes every number of pairs too few: the MDE as the pairs' own
    // spread averages away
    instanceFloor:
      shared > 0 && minimumDetectableEffect(stdDev, ALL_THE_PAIRS, mdeOptions) > toleranceOnScale,
    maxRounds: LIMITS.rounds,
  });
  for (const [what, record] of [
    ["the runner's speed", speedAdjustment],
    ["the host's steal", stealAdjustment],
  ] as const) {
    if (record?.reason)
      comparison.message =
        `${comparison.message ?? ''} Not adjusted for ${what}: ${record.reason}.`.trim();
  }
  return comparison;
}
