// `perf-gate calibrate`'s judgement: a noise model fitted on half of a runner's A/A gates and judged
// on the other half, which it did not see. Pure: result files in, the proposed compare.runners entry
// and its figures out; src/commands/calibrate.ts runs the gates and writes the files.
//
// The split alternates (gates 1, 3, 5 … fit; 2, 4, 6 … judge) so that a runner that drifts during
// the calibration weighs on both halves alike. The fit is `perf-gate noise`'s (src/analysis/
// instance-noise.ts) without the runner's speed: its adjustment is off by default because k6's CPU
// per request moves with a real regression too (docs/configuration.md), so a calibration does not
// propose one. The host's steal is taken out as the gate does: its factor is fitted on the fit
// half (src/analysis/steal-fit.ts; kept when those gates did not read the steal) and σ_u on the
// pairs with it taken out. Each held-out gate is judged as a gate would judge it with the proposed
// instance noise and steal factor: its family that decides (src/analysis/family.ts) at the
// confidence of the look it ended at; budgets and work per request are not the noise model's and
// are left out.
import { compareScenario } from './compare.js';
import {
  fitNoiseReport,
  MIN_NOISE_GATES,
  notAnAaGate,
  runnerClassOf,
  type NoiseFit,
  type NoiseInput,
  type NoiseStealFit,
  type SkippedFile,
} from './instance-noise.js';
import { canFail, isPrimary } from './primary.js';
import { rateBounds } from './stats.js';
import { withWindowSteal } from './steal.js';
import type { GateConfig } from '../config/schema.js';
import { DEFAULTS } from '../config/schema.js';
import type { GateResult } from '../model.js';
import { comparisonOptions } from './compare-options.js';

/** A/A gates a calibration needs: MIN_NOISE_GATES to fit and as many to judge. */
export const MIN_CALIBRATION_GATES = 2 * MIN_NOISE_GATES;

export interface HeldOutGate {
  file: string;
  verdict: 'pass' | 'fail' | 'inconclusive';
  /** the first scenario's geometric-mean latency change and interval, percent */
  latency?: { changePct: number; lowPct: number; highPct: number };
  /** what read regression, e.g. "latency of GET /a" */
  failedBy: string[];
}

export interface HeldOutSummary {
  instanceNoise: number;
  /** the compare.steal-adjustment the gates were judged with */
  stealAdjustment: number;
  gates: HeldOutGate[];
  pass: number;
  fail: number;
  inconclusive: number;
  /** 95 % Clopper–Pearson upper bound of the false-fail rate */
  falseFailHigh: number;
}

export interface Calibration {
  runnerClass: string;
  runner: { cpuModel: string; cores: number };
  fittedOn: string[];
  judgedOn: string[];
  /** one fit per scenario, σ_u of the pairs with the host's steal taken out */
  fits: NoiseFit[];
  /** the host-steal factor of the fit half: fitted, or kept when those gates did not read it */
  steal: NoiseStealFit;
  /**
   * the proposed compare.runners entry: the largest instance-noise suggestion over the scenarios
   * and the steal factor σ_u was fitted with
   */
  entry: { cpu: string; cores: number; instanceNoise: number; stealAdjustment: number };
  /** the held-out gates judged with the proposal, and with the shipped default for comparison */
  proposed: HeldOutSummary;
  defaults: HeldOutSummary;
}

export interface CalibrationOutcome {
  calibration?: Calibration;
  skipped: SkippedFile[];
  /** why no calibration could be made */
  problem?: string;
}

/** Fits on the odd-numbered A/A gates of one runner class and judges on the even-numbered. */
export function calibrateRunner(inputs: readonly NoiseInput[]): CalibrationOutcome {
  const skipped: SkippedFile[] = [];
  const usable: NoiseInput[] = [];
  for (const input of inputs) {
    const why = notAnAaGate(input.result);
    if (why) skipped.push({ file: input.file, reason: why });
    // the steal each window read, for the fit and the held-out judgement alike
    else usable.push({ file: input.file, result: withWindowSteal(input.result) });
  }
  // One runner class: the one with the most gates; the others are named, not mixed in.
  const byClass = new Map<string, NoiseInput[]>();
  for (const input of usable) {
    const key = runnerClassOf(input.result);
    byClass.set(key, [...(byClass.get(key) ?? []), input]);
  }
  const [runnerClass, gates] = [...byClass.entries()].sort(
    (a, b) => b[1].length - a[1].length,
  )[0] ?? ['', []];
  for (const [other, list] of byClass) {
    if (other === runnerClass) continue;
    for (const input of list)
      skipped.push({
        file: input.file,
        reason: `another runner class (${other}) than the calibration's (${runnerClass})`,
      });
  }
  if (gates.length < MIN_CALIBRATION_GATES) {
    return {
      skipped,
      problem:
        `${gates.length} usable A/A gate(s)${runnerClass ? ` on ${runnerClass}` : ''}; a calibration needs ` +
        `${MIN_CALIBRATION_GATES}: ${MIN_NOISE_GATES} to fit the noise model and ${MIN_NOISE_GATES} to judge it on`,
    };
  }
  const fitSet = gates.filter((_, index) => index % 2 === 0);
  const judgeSet = gates.filter((_, index) => index % 2 === 1);
  const report = fitNoiseReport(fitSet, { speed: false });
  if (report.fits.length === 0) {
    return {
      skipped: [...skipped, ...report.skipped],
      problem: 'no scenario had per-request log latencies in enough of the fitting gates',
    };
  }
  const instanceNoise = Math.max(...report.fits.map((fit) => fit.suggested));
  // one runner class: every fit carries the class's one steal factor
  const steal = report.fits[0]!.steal;
  const first = gates[0]!.result.runner;
  return {
    skipped,
    calibration: {
      runnerClass,
      runner: { cpuModel: first.cpuModel, cores: first.cores },
      fittedOn: fitSet.map((g) => g.file),
      judgedOn: judgeSet.map((g) => g.file),
      fits: report.fits,
      steal,
      entry: {
        cpu: first.cpuModel,
        cores: first.cores,
        instanceNoise,
        stealAdjustment: steal.factor,
      },
      proposed: judgeHeldOut(judgeSet, instanceNoise, steal.factor),
      defaults: judgeHeldOut(judgeSet, DEFAULTS.instanceNoise, DEFAULTS.stealAdjustment),
    },
  };
}

/**
 * The held-out gates judged with `instanceNoise` (a fraction) and `stealAdjustment` (per point of
 * PR − base host steal), the speed adjustment off.
 */
export function judgeHeldOut(
  gates: readonly NoiseInput[],
  instanceNoise: number,
  stealAdjustment: number,
): HeldOutSummary {
  const judged = gates.map(({ file, result }) =>
    judgeGate(file, withWindowSteal(result), instanceNoise, stealAdjustment),
  );
  const fail = judged.filter((g) => g.verdict === 'fail').length;
  return {
    instanceNoise,
    stealAdjustment,
    gates: judged,
    pass: judged.filter((g) => g.verdict === 'pass').length,
    fail,
    inconclusive: judged.filter((g) => g.verdict === 'inconclusive').length,
    falseFailHigh: rateBounds(fail, judged.length).high,
  };
}

function judgeGate(
  file: string,
  result: GateResult,
  instanceNoise: number,
  stealAdjustment: number,
): HeldOutGate {
  const recorded = (result.config as { compare?: Partial<GateConfig['compare']> } | null)?.compare;
  const compare = {
    ...DEFAULT_COMPARE,
    ...recorded,
    instanceNoise,
    speedAdjustment: 0,
    stealAdjustment,
    runners: [],
  } as GateConfig['compare'];
  delete compare.runnerMatched;
  const options = comparisonOptions({
    compare,
    scenarios: result.scenarios.map((s) => ({ name: s.name })),
  } as GateConfig);
  const looks = result.protocol?.sequential?.looks ?? [];
  const failedBy: string[] = [];
  let undecided = false;
  let latency: HeldOutGate['latency'];
  for (const scenario of result.scenarios) {
    const last = looks.filter((look) => look.scenario === scenario.name).at(-1);
    const comparisons = compareScenario(scenario.name, scenario.windows, {
      ...options,
      confidence: last?.confidence ?? compare.confidence,
    });
    for (const c of comparisons) {
      if (c.status === 'regression' && canFail(c))
        failedBy.push(`${c.metric}${c.endpoint ? ` of ${c.endpoint}` : ''} in ${scenario.name}`);
      if (c.status === 'inconclusive' && isPrimary(c)) undecided = true;
    }
    const overall = comparisons.find((c) => c.metric === 'latency' && c.endpoint === undefined);
    if (overall && !latency) {
      latency = {
        changePct: overall.changePct,
        lowPct: overall.interval.lowPct,
        highPct: overall.interval.highPct,
      };
    }
  }
  return {
    file,
    verdict: failedBy.length > 0 ? 'fail' : undecided ? 'inconclusive' : 'pass',
    ...(latency ? { latency } : {}),
    failedBy,
  };
}

// What a result written before a key existed is judged with.
const DEFAULT_COMPARE = {
  primary: ['latency', 'errorRate'],
  endpoints: true,
  reuseApp: true,
  tolerance: DEFAULTS.tolerance,
  confidence: DEFAULTS.confidence,
};
