// The hypervisor's steal, read on the host, taken out of the latency comparison. Pure.
//
// On a virtual machine the hypervisor lends the host's CPU to other guests and takes it back: for
// those ticks neither the app nor k6 runs (`host.steal` in the telemetry, % of the host's CPU per
// second, read from /proc/stat; src/telemetry/series.ts). The more a measured window lost to it,
// the slower its requests, so the difference of the two windows' mean steal explains part of how
// far a pair's latency ratio lies from the gate's mean, and that part is taken out of each pair:
//
//   adjusted ln(latency PR/base) = ln(latency PR/base) − factor · (steal PR − steal base)
//
// with each window's steal its mean over the window, in percent, and the difference in percentage
// points. `factor` is the within-gate least-squares slope of the first on the second, each centred
// on its gate's mean (so a gate's own level or an instance offset does not count as steal): 0.057
// per point, fitted on the 125 earlier of 180 recorded gates (934 pairs). On the 55 later gates
// it took the median pairs' spread within a gate from 11.3 % to 9.3 % and, re-judged, A/A passes
// from 26 to 31 of 37 (0 fails either way); on a new app one A/A gate's spread went from 25.7 % to
// 7.2 % (bench/README.md, "The host's steal").
//
// A covariate must not move with the change under test. The steal does not: the mean PR−base steal
// difference was −0.037 points over 26 gates with a +20 % regression injected and −0.023 over 131
// A/A gates. So unlike the runner's speed (src/analysis/speed.ts) no check on the sides' mean
// steal is made. A bare-metal runner reads 0 steal in every window: the adjustment is then a no-op
// and the reports say nothing of it.
import type {
  GateResult,
  StealAdjustmentRecord,
  TelemetryRecord,
  WindowMeasurement,
} from '../model.js';
import { mean, withinGroupSlope } from './stats.js';

export type { StealAdjustmentRecord } from '../model.js';

/** The telemetry series the steal is read from (src/telemetry/series-names.ts). */
export const STEAL_SERIES = 'host.steal';

/** The mean host steal of one measured window, percent; undefined when it was not read. */
export function windowStealPct(record: TelemetryRecord): number | undefined {
  const values = record.series[STEAL_SERIES]?.values.filter(Number.isFinite) ?? [];
  return values.length > 0 ? mean(values) : undefined;
}

/**
 * The result with each measured window's mean host steal read from its telemetry record (same
 * scenario, side and round) where the window lacks it: results written before the gate kept it on
 * the window (hostStealPct) still carry the series. The same figure the gate keeps; the result
 * itself when there is nothing to add.
 */
export function withWindowSteal(result: GateResult): GateResult {
  const key = (l: { scenario: string; side: string; round: number }) =>
    `${l.scenario}\u0000${l.side}\u0000${l.round}`;
  const steal = new Map<string, number>();
  for (const record of result.telemetry?.records ?? []) {
    const pct = windowStealPct(record);
    if (pct !== undefined) steal.set(key(record.label), pct);
  }
  let added = false;
  const scenarios = result.scenarios.map((scenario) => ({
    ...scenario,
    windows: scenario.windows.map((window) => {
      const pct = window.hostStealPct === undefined ? steal.get(key(window)) : undefined;
      if (pct === undefined) return window;
      added = true;
      return { ...window, hostStealPct: pct };
    }),
  }));
  return added ? { ...result, scenarios } : result;
}

/** A pair's PR − base mean steal, percentage points; undefined unless both windows read it. */
export function stealDifference(pair: {
  base: WindowMeasurement;
  pr: WindowMeasurement;
}): number | undefined {
  const { base, pr } = pair;
  return base.hostStealPct === undefined || pr.hostStealPct === undefined
    ? undefined
    : pr.hostStealPct - base.hostStealPct;
}

/**
 * Each pair's latency log-ratio less `factor` times its PR − base steal difference, or the effects
 * unchanged: with no record at factor 0, and with the reason when a pair's steal was not read.
 */
export function adjustForSteal(
  effects: readonly number[],
  stealDiffs: ReadonlyArray<number | undefined>,
  factor: number,
): { effects: number[]; record?: StealAdjustmentRecord } {
  if (!(factor > 0)) return { effects: [...effects] };
  const diffs = stealDiffs.filter((d): d is number => d !== undefined && Number.isFinite(d));
  const stealDiffMeanPoints = diffs.length > 0 ? mean(diffs) : 0;
  const stealDiffMaxPoints = Math.max(0, ...diffs.map(Math.abs));
  if (diffs.length !== effects.length || effects.length === 0) {
    return {
      effects: [...effects],
      record: {
        factor,
        applied: false,
        stealDiffMeanPoints,
        stealDiffMaxPoints,
        reason: "the host's steal was not read in every measured window",
      },
    };
  }
  return {
    effects: effects.map((effect, i) => effect - factor * diffs[i]!),
    record: {
      factor,
      applied: true,
      stealDiffMeanPoints,
      stealDiffMaxPoints,
      unadjustedChangePct: Math.expm1(mean(effects)) * 100,
    },
  };
}

/** Whether the adjustment moved a pair: applied, and some pair's steal difference was not 0. */
export function stealAdjusted(record: StealAdjustmentRecord | undefined): boolean {
  return record?.applied === true && record.stealDiffMaxPoints > 0;
}

/** ", adjusted for the host's steal (0.057 per point)" for an interval's method, or "". */
export function stealAdjustmentWords(record: StealAdjustmentRecord | undefined): string {
  return stealAdjusted(record)
    ? `, adjusted for the host's steal (${record!.factor} per point)`
    : '';
}

/**
 * One sentence for the reports under the comparison table: what was taken out, or why nothing
 * was. Undefined without a record, and when every pair read the same steal on both sides (a
 * bare-metal runner reads 0): nothing was taken out then, and there is nothing to say.
 */
export function describeStealAdjustment(
  record: StealAdjustmentRecord | undefined,
): string | undefined {
  if (!record) return undefined;
  if (!record.applied)
    return `Latency not adjusted for the host's steal: ${record.reason ?? 'no reason recorded'}.`;
  if (!stealAdjusted(record)) return undefined;
  // as the comparison table writes a change: "+2.3%"
  const signed = (value: number, digits: number) => {
    const rounded = Number(value.toFixed(digits));
    return `${rounded >= 0 ? '+' : ''}${rounded === 0 ? 0 : rounded}`;
  };
  return (
    `Latency with the host's steal taken out of each pair: ${record.factor} × the PR−base ` +
    `difference of the hypervisor's steal (${signed(record.stealDiffMeanPoints, 2)} points on ` +
    'average)' +
    (record.unadjustedChangePct === undefined
      ? '.'
      : `; unadjusted, the change reads ${signed(record.unadjustedChangePct, 1)}%.`)
  );
}

/** One A/A gate's pairs: latency log-ratios and PR − base steal differences (points), pair by pair. */
export interface StealFitGate {
  latency: readonly number[];
  steal: readonly number[];
}

/**
 * The factor that takes the most spread out of the pairs: the least-squares slope of the latency
 * log-ratio on the steal difference, each centred on its own gate's mean, rounded to 0.001 and kept
 * within 0..0.5. Undefined without a gate of 2 or more pairs whose steal differences vary.
 */
export function fitStealFactor(gates: readonly StealFitGate[]): number | undefined {
  const slope = withinGroupSlope(gates.map((g) => ({ y: g.latency, x: g.steal })));
  if (slope === undefined) return undefined;
  return Math.min(0.5, Math.max(0, Math.round(slope * 1000) / 1000));
}
