// Re-judges calibration gates exactly as the gate decides today, with the app-instance noise σ_u
// of the geometric-mean latency fitted on other A/A gates: how a noise model is judged out of
// sample. Pure: recorded gates in, verdicts and figures out; bench/rejudge.mjs reads the files.
//
// What is recomputed: the family that decides (compare.primary, by default the geometric-mean
// latency and the error rate, and each endpoint's latency when compare.endpoints), with its
// correction, from the gate's own windows and settings; every other
// rule (budgets, the generator's, work per request, the diagnostics) keeps the outcome the gate
// recorded. The verdict then comes from src/analysis/verdict.ts over those rules, as the gate's
// does. Re-judged with the σ_u the gate ran with, every verdict must come out as printed: the
// self-check bench/rejudge.mjs prints first.
import {
  INSTANCE_NOISE_DEGREES_OF_FREEDOM,
  compareScenario,
  comparisonRules,
  type ComparedMetric,
} from '../../src/analysis/compare.js';
import { median } from '../../src/analysis/stats.js';
import { deriveVerdict } from '../../src/analysis/verdict.js';
import type { GateConfig } from '../../src/config/types.js';
import { comparisonOptions } from '../../src/engine/sequential-looks.js';
import type { MetricComparison, RuleRecord, Verdict, WindowMeasurement } from '../../src/model.js';
import { estimateNoise, type SeriesNoise } from './out-of-sample.js';

export { splitGates } from './out-of-sample.js';

/** One gate as its result file recorded it. */
export interface RecordedGate {
  file: string;
  /** "aa", "cpu10", "cpu20", "regression" … */
  mode: string;
  verdict: Verdict | 'error';
  wallMs?: number;
  /** ms from the gate's start to the end of each round's last measured window (its stages) */
  roundEndsMs?: number[];
  /** the result's config.compare, as the gate resolved it */
  compare: GateConfig['compare'];
  scenarios: Array<{ name: string; windows: WindowMeasurement[]; rules: RuleRecord[] }>;
}

/** The noise model being judged: σ_u as a fraction (0.03 = 3 %) and how well it is known. */
export interface LatencyNoise {
  sigmaU: number;
  degreesOfFreedom: number;
}

export interface RejudgedGate {
  file: string;
  mode: string;
  recorded: Verdict | 'error';
  verdict: Verdict | 'error';
  /** the overall geometric-mean latency comparison of the first scenario */
  latency?: {
    changePct: number;
    lowPct: number;
    highPct: number;
    status: string;
    /** the smallest change the gate printed it could detect */
    mdePct?: number;
    /** whether the runner's speed was taken out (compare.speed-adjustment) */
    speedAdjusted?: boolean;
  };
}

/** The σ_u of the geometric-mean latency (method of moments) over the given A/A gates. */
export function fitLatencyNoise(aaGates: readonly RecordedGate[]): SeriesNoise | undefined {
  const windows = aaGates.map((gate) => ({ windows: gate.scenarios.flatMap((s) => s.windows) }));
  // The 'shift' series is the mean ln latency per window: the geometric mean's log-ratio.
  return estimateNoise(windows, [{ metric: 'shift' }]).shift;
}

/**
 * The comparison options a recorded gate ran with. A gate recorded before endpoints were judged
 * (its compare section has no `endpoints`) is judged without them, as it ran; a replay that sets
 * `endpoints: true` judges it as a gate would today.
 */
export function recordedOptions(gate: RecordedGate) {
  return comparisonOptions({
    compare: { ...gate.compare, endpoints: gate.compare.endpoints ?? false },
  } as GateConfig);
}

/** Whether a recorded rule is one the re-judging replaces: a primary, or an endpoint's latency. */
const replaced = (rule: RuleRecord, primary: readonly ComparedMetric[]): boolean =>
  rule.endpoint === undefined
    ? primary.some((metric) => rule.rule === `regression.${metric}`)
    : rule.rule === 'regression.latency';

/**
 * One gate re-judged with the given noise (the gate's own when `noise` is undefined), at the
 * gate's confidence or `confidence` (a sequential look's repeated interval).
 */
export function rejudgeGate(
  gate: RecordedGate,
  noise?: LatencyNoise,
  confidence?: number,
): RejudgedGate {
  if (gate.verdict === 'error')
    return { file: gate.file, mode: gate.mode, recorded: 'error', verdict: 'error' };
  // The gate's own options from its own settings; only the instance noise may be replaced.
  const options = recordedOptions(gate);
  const primary = options.primary ?? ['latency', 'errorRate'];
  const rules: RuleRecord[] = [];
  const comparisons: MetricComparison[] = [];
  for (const scenario of gate.scenarios) {
    // With the endpoints' latencies in the family when the gate's options judge them, as the gate
    // does (src/analysis/family.ts); their p95 diagnostics are left to the recorded rules.
    const judged = compareScenario(scenario.name, scenario.windows, {
      ...options,
      ...(noise ? { instanceNoise: Math.log1p(noise.sigmaU) } : {}),
      ...(confidence === undefined ? {} : { confidence }),
      instanceNoiseDegreesOfFreedom: noise?.degreesOfFreedom ?? INSTANCE_NOISE_DEGREES_OF_FREEDOM,
      metrics: primary,
    }).filter((c) => c.role !== 'diagnostic');
    comparisons.push(...judged);
    rules.push(
      ...scenario.rules.filter((rule) => !replaced(rule, primary)),
      ...comparisonRules(judged),
    );
  }
  const latency = comparisons.find((c) => c.metric === 'latency' && c.endpoint === undefined);
  return {
    file: gate.file,
    mode: gate.mode,
    recorded: gate.verdict,
    verdict: deriveVerdict({ rules, comparisons }).verdict,
    ...(latency
      ? {
          latency: {
            changePct: latency.changePct,
            lowPct: latency.interval.lowPct,
            highPct: latency.interval.highPct,
            status: latency.status,
            mdePct: latency.mdePct,
            speedAdjusted: latency.speedAdjustment?.applied ?? false,
          },
        }
      : {}),
  };
}

/** Per mode: verdict counts, the latency change and half-width, A/A coverage of 0, wall time. */
export interface ModeSummary {
  mode: string;
  gates: number;
  pass: number;
  fail: number;
  inconclusive: number;
  error: number;
  medianChangePct?: number;
  medianHalfWidthPct?: number;
  /** the smallest detectable change the gates printed, median */
  medianMdePct?: number;
  /** gates whose latency had the runner's speed taken out */
  speedAdjusted: number;
  /** share of latency intervals that contain 0 */
  coversZero: number;
  medianWallSec?: number;
}

export function summarizeModes(
  judged: readonly RejudgedGate[],
  wallMs: (file: string) => number | undefined = () => undefined,
): ModeSummary[] {
  const modes = [...new Set(judged.map((j) => j.mode))];
  return modes.map((mode) => {
    const mine = judged.filter((j) => j.mode === mode);
    const count = (verdict: string) => mine.filter((j) => j.verdict === verdict).length;
    const latencies = mine.flatMap((j) => (j.latency ? [j.latency] : []));
    const walls = mine.flatMap((j) => {
      const ms = wallMs(j.file);
      return ms === undefined ? [] : [ms / 1000];
    });
    return {
      mode,
      gates: mine.length,
      pass: count('pass'),
      fail: count('fail'),
      inconclusive: count('inconclusive'),
      error: count('error'),
      speedAdjusted: latencies.filter((l) => l.speedAdjusted).length,
      ...(latencies.length > 0
        ? {
            medianChangePct: median(latencies.map((l) => l.changePct)),
            medianHalfWidthPct: median(latencies.map((l) => (l.highPct - l.lowPct) / 2)),
            medianMdePct: median(
              latencies.flatMap((l) => (l.mdePct === undefined ? [] : [l.mdePct])),
            ),
          }
        : {}),
      coversZero:
        latencies.length === 0
          ? Number.NaN
          : latencies.filter((l) => l.lowPct <= 0 && l.highPct >= 0).length / latencies.length,
      ...(walls.length > 0 ? { medianWallSec: median(walls) } : {}),
    };
  });
}
