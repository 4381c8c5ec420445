// The app-instance noise σ_u (`compare.instance-noise`) of a runner class, fitted on A/A gates:
// result files of `perf-gate run --base HEAD` on a clean checkout, where base and PR are the same
// commit and every difference between the sides is noise. Pure: results in, figures out;
// `perf-gate noise` (src/commands/noise.ts) reads the files and prints them.
//
// Per gate and scenario, d = PR − base of the windows' mean ln latency, one per round (the
// geometric-mean latency's log-ratio, as the `latency` comparison reads it). Its mean m over n
// pairs is the instance offset u plus the pairs' own noise: E[m²] = σ_u² + σ²/n. The method of
// moments over G gates, taken around 0 (the true A/A change, so a bias between the sides counts as
// noise too):
//   σ_u² = max(0, mean m² − mean s²/n)
// An upper bound at `level`: G·mean m²/E[m²] is about χ² on G degrees of freedom, so
// E[m²] ≤ G·mean m² / χ²_{1−level}(G), less the pairs' part. The project's own figures come from
// the same estimator (bench/latency-noise.mjs, bench/README.md).
//
// Before σ_u, each pair loses what the gate takes out of it, in the gate's order: the runner's speed
// (src/analysis/speed.ts, fitted per scenario; left in by `perf-gate calibrate`), then the host's
// steal (one factor per runner class, src/analysis/steal-fit.ts).
import chiSquareQuantile from '@stdlib/stats-base-dists-chisquare-quantile';
import type { GateResult } from '../model.js';
import { pairWindows } from './pairs.js';
import { fitSpeedFactor, generatorCpuPerRequest, type SpeedFitGate } from './speed.js';
import { mean, sampleStdDev } from './stats.js';
import { adjustForSteal, stealDifference, withWindowSteal } from './steal.js';
import {
  fitClassSteal,
  keptStealFactor,
  recordedStealAdjustment,
  type NoiseStealFit,
} from './steal-fit.js';

export type { NoiseStealFit } from './steal-fit.js';

/** Fewer A/A gates than this cannot bound σ_u usefully (χ² on 5 df: the 95 % bound of E[m²] is 4.4× mean m²). */
export const MIN_NOISE_GATES = 5;
/** The suggestion is the upper bound at this level, rounded up to SUGGESTION_STEP. */
export const SUGGESTION_LEVEL = 0.8;
export const SUGGESTION_STEP = 0.005;

/** One result file, read. */
export interface NoiseInput {
  file: string;
  result: GateResult;
}

/** Why a file did not count. */
export interface SkippedFile {
  file: string;
  reason: string;
}

/** The fit for one runner class and scenario. */
export interface NoiseFit {
  runnerClass: string;
  /** what compare.runners matches a class on */
  runner: { cpuModel: string; cores: number };
  scenario: string;
  gates: number;
  pairs: number;
  files: string[];
  /** spread of the per-pair log-ratios within a gate (pooled), as a fraction (e^s − 1) */
  pairSpread: number;
  /** root mean square of the gates' mean log-ratios, as a fraction */
  gateSpread: number;
  /** what the pairs alone would give the gates' means, as a fraction */
  gateSpreadFromPairs: number;
  /** σ_u, as a fraction (e^σ − 1) */
  sigmaU: number;
  /** one-sided upper bounds of σ_u at 80 % and 95 %, as fractions */
  upper80: number;
  upper95: number;
  /** the value to set: the 80 % bound rounded up to 0.5 % */
  suggested: number;
  /**
   * compare.speed-adjustment to set (0 when k6's CPU is missing from some window); the spreads
   * and σ_u above are of the pairs with it taken out
   */
  speedAdjustment: number;
  /** the pairs' spread with neither the speed nor the steal taken out, as a fraction */
  unadjustedPairSpread: number;
  /** compare.steal-adjustment: the factor taken out of the pairs above, fitted or kept */
  steal: NoiseStealFit;
  /** the pairs' spread and σ_u with the speed taken out but not the steal, as fractions */
  withoutSteal: { pairSpread: number; sigmaU: number };
}

export interface NoiseReport {
  fits: NoiseFit[];
  skipped: SkippedFile[];
}

/** "2 cores, AMD EPYC, 24 GiB": results of one class share a noise model. */
export function runnerClassOf(result: GateResult): string {
  const { cores, cpuModel, memoryMb } = result.runner;
  return `${cores} cores, ${cpuModel || 'unknown CPU'}, ${Math.round(memoryMb / 1024)} GiB`;
}

/** Why a result is not an A/A gate with kept apps, or undefined when it is one. */
export function notAnAaGate(result: GateResult): string | undefined {
  if (result.verdict === 'error')
    return `the gate ended in an error (${result.error?.kind ?? 'error'})`;
  const base = result.sides.base;
  if (!base) return 'it has no base side: run with --base HEAD';
  if (!base.sha || base.sha !== result.sides.pr.sha)
    return `base ${base.sha?.slice(0, 12) ?? '(unknown)'} and PR ${result.sides.pr.sha?.slice(0, 12) ?? '(unknown)'} are different commits: an A/A gate runs --base HEAD on a clean checkout`;
  const reuseApp = (result.config as { compare?: { reuseApp?: unknown } } | null)?.compare
    ?.reuseApp;
  if (reuseApp === false)
    return 'it ran with reuse-app: false, where instance-noise does not apply';
  return undefined;
}

/** One gate's pairs of one scenario, pair by pair. */
interface PairRatios extends SpeedFitGate {
  /** PR − base mean host steal, points; [] unless every pair read it on both sides */
  steal: number[];
}

/**
 * Per-pair log-ratios PR/base of the geometric-mean latency of each scenario, of k6's CPU per
 * request (the runner's speed, src/analysis/speed.ts) and the PR − base host steal, each of the
 * last two when every one of those pairs has it.
 */
function scenarioRatios(result: GateResult): Map<string, PairRatios> {
  const out = new Map<string, PairRatios>();
  for (const scenario of result.scenarios) {
    const latency: number[] = [];
    const generator: number[] = [];
    const steal: number[] = [];
    for (const pair of pairWindows(scenario.windows).pairs) {
      const { base, pr } = pair;
      const b = base.http.logLatency?.mean;
      const p = pr.http.logLatency?.mean;
      if (b === undefined || p === undefined || !Number.isFinite(p - b)) continue;
      latency.push(p - b);
      const k6Base = generatorCpuPerRequest(base);
      const k6Pr = generatorCpuPerRequest(pr);
      if (k6Base && k6Pr) generator.push(Math.log(k6Pr / k6Base));
      const stolen = stealDifference(pair);
      if (stolen !== undefined && Number.isFinite(stolen)) steal.push(stolen);
    }
    if (latency.length >= 2)
      out.set(scenario.name, {
        latency,
        generator: generator.length === latency.length ? generator : [],
        steal: steal.length === latency.length ? steal : [],
      });
  }
  return out;
}

const asFraction = (logValue: number): number => Math.expm1(logValue);

/**
 * The method of moments' parts over gates of per-pair log-ratios (each with two or more pairs):
 * mean m², mean s²/n and the pooled pair variance (bench/lib/out-of-sample.ts uses them too).
 */
export function noiseMoments(gates: readonly (readonly number[])[]): {
  meanSquare: number;
  fromPairs: number;
  pairVariance: number;
} {
  const variances = gates.map((d) => sampleStdDev(d) ** 2);
  return {
    meanSquare: mean(gates.map((d) => mean(d) ** 2)),
    fromPairs: mean(gates.map((d, index) => variances[index]! / d.length)),
    pairVariance: mean(variances),
  };
}

/** σ_u and its bounds from each gate's per-pair log-ratios (at least MIN_NOISE_GATES gates). */
export function fitInstanceNoise(
  gates: readonly number[][],
): Omit<
  NoiseFit,
  | 'runnerClass'
  | 'runner'
  | 'scenario'
  | 'files'
  | 'speedAdjustment'
  | 'unadjustedPairSpread'
  | 'steal'
  | 'withoutSteal'
> {
  const { meanSquare, fromPairs, pairVariance } = noiseMoments(gates);
  const g = gates.length;
  const bound = (level: number) =>
    Math.sqrt(Math.max(0, (g * meanSquare) / chiSquareQuantile(1 - level, g) - fromPairs));
  const upper80 = asFraction(bound(SUGGESTION_LEVEL));
  return {
    gates: g,
    pairs: gates.reduce((sum, d) => sum + d.length, 0),
    pairSpread: asFraction(Math.sqrt(pairVariance)),
    gateSpread: asFraction(Math.sqrt(meanSquare)),
    gateSpreadFromPairs: asFraction(Math.sqrt(fromPairs)),
    sigmaU: asFraction(Math.sqrt(Math.max(0, meanSquare - fromPairs))),
    upper80,
    upper95: asFraction(bound(0.95)),
    // 1e-9: a bound of exactly 1.5 % stays 1.5 % despite floating point
    suggested: Math.max(0, Math.ceil(upper80 / SUGGESTION_STEP - 1e-9)) * SUGGESTION_STEP,
  };
}

/** One runner class and scenario's A/A gates. */
interface FitGroup {
  runnerClass: string;
  runner: { cpuModel: string; cores: number };
  scenario: string;
  files: string[];
  gates: PairRatios[];
  /** the steal factor the group's first gate was judged with */
  recorded: number | undefined;
}

/**
 * Fits σ_u per runner class and scenario over the A/A gates among `inputs`; every other file is
 * listed in `skipped` with the reason. Classes or scenarios with fewer than MIN_NOISE_GATES gates
 * are skipped too (the caller decides whether no fit at all is an error).
 */
export function fitNoiseReport(
  inputs: readonly NoiseInput[],
  /** fit the runner's speed factor too (`perf-gate noise`); calibrate leaves the speed in */
  options: { speed?: boolean } = {},
): NoiseReport {
  const skipped: SkippedFile[] = [];
  const groups = new Map<string, FitGroup>();
  for (const { file, result } of inputs) {
    const why = notAnAaGate(result);
    if (why) {
      skipped.push({ file, reason: why });
      continue;
    }
    const ratios = scenarioRatios(withWindowSteal(result));
    if (ratios.size === 0) {
      skipped.push({
        file,
        reason: 'no scenario has two or more rounds with per-request log latencies',
      });
      continue;
    }
    const runnerClass = runnerClassOf(result);
    for (const [scenario, d] of ratios) {
      const key = `${runnerClass}\u0000${scenario}`;
      const runner = { cpuModel: result.runner.cpuModel, cores: result.runner.cores };
      const group = groups.get(key) ?? {
        runnerClass,
        runner,
        scenario,
        files: [],
        gates: [],
        recorded: recordedStealAdjustment(result),
      };
      group.files.push(file);
      group.gates.push(d);
      groups.set(key, group);
    }
  }
  const fitted: Array<{ group: FitGroup; speedAdjustment: number; speedOut: number[][] }> = [];
  for (const group of groups.values()) {
    if (group.gates.length < MIN_NOISE_GATES) {
      for (const file of group.files)
        skipped.push({
          file,
          reason: `only ${group.gates.length} A/A gate(s) of scenario ${group.scenario} on ${group.runnerClass}; ${MIN_NOISE_GATES} or more are needed`,
        });
      continue;
    }
    // The runner's speed first, when every gate has k6's CPU per request, as the gate takes it out.
    const withSpeed =
      options.speed !== false &&
      group.gates.every((gate) => gate.generator.length === gate.latency.length);
    const factor = withSpeed ? fitSpeedFactor(group.gates) : undefined;
    const speedOut = group.gates.map((gate) =>
      gate.latency.map((d, i) => d - (factor ?? 0) * (gate.generator[i] ?? 0)),
    );
    fitted.push({ group, speedAdjustment: factor ?? 0, speedOut });
  }
  // Then the host's steal: one factor per runner class, over all its scenarios' gates.
  const steal = new Map<string, NoiseStealFit>();
  for (const runnerClass of new Set(fitted.map((f) => f.group.runnerClass))) {
    const ofClass = fitted.filter((f) => f.group.runnerClass === runnerClass);
    steal.set(
      runnerClass,
      fitClassSteal(
        ofClass.flatMap(({ group, speedOut }) =>
          speedOut.map((latency, i) => ({
            file: group.files[i]!,
            latency,
            steal: group.gates[i]!.steal,
          })),
        ),
        keptStealFactor(ofClass[0]!.group.recorded),
      ),
    );
  }
  const fits: NoiseFit[] = fitted.map(({ group, speedAdjustment, speedOut }) => {
    const stealFit = steal.get(group.runnerClass)!;
    // σ_u on the pairs as the gate judges them: the same adjustment, pair by pair.
    const adjusted = speedOut.map((d, i) => {
      const stolen = group.gates[i]!.steal;
      return adjustForSteal(d, stolen.length > 0 ? stolen : d.map(() => undefined), stealFit.factor)
        .effects;
    });
    const withoutSteal = fitInstanceNoise(speedOut);
    return {
      runnerClass: group.runnerClass,
      runner: group.runner,
      scenario: group.scenario,
      files: group.files,
      ...fitInstanceNoise(adjusted),
      speedAdjustment,
      unadjustedPairSpread: fitInstanceNoise(group.gates.map((gate) => [...gate.latency]))
        .pairSpread,
      steal: stealFit,
      withoutSteal: { pairSpread: withoutSteal.pairSpread, sigmaU: withoutSteal.sigmaU },
    };
  });
  return { fits, skipped };
}
