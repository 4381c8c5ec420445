// One work metric judged from its per-pair values, and how its figures read: what the scenario's
// comparison (work.ts), the per-endpoint figures (work-endpoints.ts) and the statement shapes
// (work-shapes.ts) share. Its own file so that they import it, not each other. Pure.
import {
  WORK_METRIC_REGISTRY,
  WORK_METRICS,
  type WorkMetric,
  type WorkMetricEntry,
} from '../config/work-metrics.js';
import type { StatementKind } from '../work/statements.js';
import { median } from './stats.js';

/** How a work metric reads, and the smallest change per request that can count (work-metrics.ts). */
export const WORK_METRIC_INFO = Object.fromEntries(
  WORK_METRICS.map((m) => {
    const { label, unit, floor } = WORK_METRIC_REGISTRY[m];
    return [m, { label, unit, floor }];
  }),
) as Readonly<Record<WorkMetric, Pick<WorkMetricEntry, 'label' | 'unit' | 'floor'>>>;

export type WorkStatus = 'regression' | 'improvement' | 'no-change' | 'not-judged';

/** PR vs base for one work metric of one scenario (optionally one endpoint). */
export interface WorkComparison {
  scenario: string;
  endpoint?: string;
  metric: WorkMetric;
  /** medians over pairs, per request */
  base: number;
  pr: number;
  /** median over pairs of PR − base, per request */
  change: number;
  /** change relative to the base's median, percent (Infinity when the base is 0) */
  changePct: number;
  /** fraction, or false when the metric is reported without being judged */
  tolerance: number | false;
  pairs: number;
  status: WorkStatus;
  message: string;
}

/** A statement shape that appeared, vanished, or changed its count per request. */
export interface ShapeChange {
  shape: string;
  kind: StatementKind;
  endpoint?: string;
  /** mean per request over the side's windows */
  base: number;
  pr: number;
  status: 'new' | 'vanished' | 'more' | 'fewer';
}

/** The decision for one metric from its per-pair values (see the top of this file). */
export function judgeWork(
  scenario: string,
  metric: WorkMetric,
  pairs: ReadonlyArray<{ base: number; pr: number }>,
  tolerance: number | false,
  endpoint?: string,
  /** smallest change per request that counts, above the metric's own floor */
  floor = 0,
  /** why a metric with a tolerance is reported without being judged */
  notJudged?: string,
): WorkComparison {
  const info = WORK_METRIC_INFO[metric];
  const base = median(pairs.map((p) => p.base));
  const pr = median(pairs.map((p) => p.pr));
  const change = median(pairs.map((p) => p.pr - p.base));
  const changePct = base > 0 ? (change / base) * 100 : change === 0 ? 0 : Infinity;
  const limit = tolerance === false ? Infinity : Math.max(tolerance * base, info.floor, floor);
  const status: WorkStatus =
    tolerance === false || notJudged !== undefined
      ? 'not-judged'
      : change > limit
        ? 'regression'
        : -change > limit
          ? 'improvement'
          : 'no-change';
  const where = endpoint === undefined ? '' : ` of ${endpoint}`;
  const figures = `${formatWork(base, metric)} → ${formatWork(pr, metric)} per request`;
  const pct = Number.isFinite(changePct)
    ? ` (${changePct >= 0 ? '+' : ''}${changePct.toFixed(1)} %)`
    : '';
  const toleranceText =
    tolerance === false
      ? 'not judged (tolerance off)'
      : notJudged !== undefined
        ? `not judged: ${notJudged}`
        : `tolerance ${(tolerance * 100).toFixed(0)} %`;
  const verdict =
    status === 'regression'
      ? 'more work beyond the'
      : status === 'improvement'
        ? 'less work beyond the'
        : status === 'no-change'
          ? 'within the'
          : '';
  return {
    scenario,
    ...(endpoint === undefined ? {} : { endpoint }),
    metric,
    base,
    pr,
    change,
    changePct,
    tolerance,
    pairs: pairs.length,
    status,
    message: `${info.label}${where}: ${figures}${pct}, ${pairs.length} pair(s); ${verdict ? `${verdict} ${toleranceText}` : toleranceText}.`,
  };
}

/** A per-request figure in its unit: `4`, `37.9`, `1.25 ms`, `48.2 KiB`. */
export function formatWork(value: number, metric: WorkMetric): string {
  const unit = WORK_METRIC_INFO[metric].unit;
  if (unit === 'B') {
    if (value >= 1024 * 1024) return `${(value / 1024 / 1024).toFixed(2)} MiB`;
    if (value >= 1024) return `${(value / 1024).toFixed(1)} KiB`;
    return `${value.toFixed(0)} B`;
  }
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  const text = Number.isInteger(value) ? String(value) : value.toFixed(digits);
  return unit ? `${text} ${unit}` : text;
}

/** What a scenario's result holds about work: the judged metrics and the shapes that moved. */
export interface ScenarioWork {
  comparisons: WorkComparison[];
  shapes: ShapeChange[];
  /** what the report should say next to the figures (the seeded request sequence, gaps) */
  notes?: string[];
}
