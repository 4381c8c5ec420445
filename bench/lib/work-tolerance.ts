// Out-of-sample choice of a work metric's tolerance (docs/work.md, "How work is judged"): the
// tolerance is fitted on the A/A gates of one set of runs and every gate of the other runs is
// re-judged with it, exactly as `judgeWork` decides (median over pairs of PR − base per request,
// against the tolerance times the base's median and the metric's floor). Pure: the recorded
// comparisons in, figures out; bench/work-tolerance.mjs reads the result files.
import type { WorkMetric } from '../../src/config/work.js';
import { WORK_METRIC_INFO } from '../../src/analysis/work.js';
import { median } from '../../src/analysis/stats.js';

/** One gate's whole-scenario comparison of one work metric, as the gate recorded it. */
export interface WorkGateRecord {
  /** the calibration run (`cal7`) and the gate's mode (`aa`, `cpu10`, `cpu20`) */
  run: string;
  mode: string;
  gate: string;
  metric: WorkMetric;
  /** medians over pairs, per request */
  base: number;
  change: number;
  pairs: number;
  /** requests per measured window, median over the gate's windows */
  requestsPerWindow: number;
}

/** The A/A change of a gate, in percent of its base (what the tolerance must stay above). */
export const changePct = (r: WorkGateRecord): number =>
  r.base > 0 ? (r.change / r.base) * 100 : r.change === 0 ? 0 : Infinity;

/**
 * The tolerance (percent) the fitting A/A gates support: `multiple` times the largest A/A change
 * seen, rounded up to a whole `step`. Twice the largest keeps a margin for gates not seen (other
 * runner classes, other apps) without giving up more than that of what can be detected.
 */
export function fitTolerance(aa: readonly WorkGateRecord[], multiple = 2, step = 5): number {
  if (aa.length === 0) throw new Error('no A/A gate to fit a tolerance on');
  const largest = Math.max(...aa.map((r) => Math.abs(changePct(r))));
  return Math.max(step, Math.ceil((multiple * largest) / step) * step);
}

/** How `judgeWork` reads one recorded comparison at another tolerance (percent). */
export function rejudge(
  record: WorkGateRecord,
  tolerancePct: number,
): 'regression' | 'improvement' | 'no-change' {
  const limit = Math.max((tolerancePct / 100) * record.base, WORK_METRIC_INFO[record.metric].floor);
  return record.change > limit
    ? 'regression'
    : -record.change > limit
      ? 'improvement'
      : 'no-change';
}

/** Figures of one group of gates (one run and mode) at a tolerance. */
export interface GroupJudgement {
  run: string;
  mode: string;
  gates: number;
  regressions: number;
  improvements: number;
  /** change in percent: median and range over the group's gates */
  medianPct: number;
  minPct: number;
  maxPct: number;
  largestAbsPct: number;
  requestsPerWindow: number;
}

/** Groups records by run and mode and judges each at the tolerance. */
export function judgeGroups(
  records: readonly WorkGateRecord[],
  tolerancePct: number,
): GroupJudgement[] {
  const groups = new Map<string, WorkGateRecord[]>();
  for (const r of records) {
    const key = `${r.run}\u0000${r.mode}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups.values()].map((group) => {
    const pcts = group.map(changePct);
    const verdicts = group.map((r) => rejudge(r, tolerancePct));
    return {
      run: group[0]!.run,
      mode: group[0]!.mode,
      gates: group.length,
      regressions: verdicts.filter((v) => v === 'regression').length,
      improvements: verdicts.filter((v) => v === 'improvement').length,
      medianPct: median(pcts),
      minPct: Math.min(...pcts),
      maxPct: Math.max(...pcts),
      largestAbsPct: Math.max(...pcts.map(Math.abs)),
      requestsPerWindow: median(group.map((r) => r.requestsPerWindow)),
    };
  });
}

/** Fits on the A/A gates of `fitRuns` and judges every gate (fit runs' included, marked). */
export function outOfSample(
  records: readonly WorkGateRecord[],
  metric: WorkMetric,
  fitRuns: readonly string[],
  multiple = 2,
  step = 5,
): { tolerancePct: number; fitGates: number; fitLargestPct: number; groups: GroupJudgement[] } {
  const ofMetric = records.filter((r) => r.metric === metric);
  const fit = ofMetric.filter((r) => r.mode === 'aa' && fitRuns.includes(r.run));
  const tolerancePct = fitTolerance(fit, multiple, step);
  return {
    tolerancePct,
    fitGates: fit.length,
    fitLargestPct: Math.max(...fit.map((r) => Math.abs(changePct(r)))),
    groups: judgeGroups(ofMetric, tolerancePct),
  };
}
