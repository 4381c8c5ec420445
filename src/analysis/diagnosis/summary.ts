// Small statistics over telemetry series and the wording of numbers in findings. Pure.
import type { TelemetrySeries } from '../../model.js';

/** Mean of the values; undefined without samples. */
export function mean(series: TelemetrySeries | undefined): number | undefined {
  if (!series || series.values.length === 0) return undefined;
  return series.values.reduce((total, value) => total + value, 0) / series.values.length;
}

/** Largest value; undefined without samples. */
export function max(series: TelemetrySeries | undefined): number | undefined {
  if (!series || series.values.length === 0) return undefined;
  return Math.max(...series.values);
}

/** Sum of the values (0 without samples). */
export function sum(series: TelemetrySeries | undefined): number {
  return series ? series.values.reduce((total, value) => total + value, 0) : 0;
}

/** Share of samples for which the predicate holds (0 when there are no samples). */
export function shareOf(
  series: TelemetrySeries | undefined,
  predicate: (value: number) => boolean,
): number {
  if (!series || series.values.length === 0) return 0;
  return series.values.filter(predicate).length / series.values.length;
}

/** Total of a per-second rate series over the window (rate × interval length). */
export function integrate(series: TelemetrySeries | undefined, intervalSec = 1): number {
  if (!series) return 0;
  let total = 0;
  let previousT: number | undefined;
  for (let index = 0; index < series.t.length; index++) {
    const t = series.t[index]!;
    // A rate point covers the interval since the previous reading; for the first point that
    // reading is not in the series, so one sampling interval is assumed.
    const seconds = previousT === undefined ? intervalSec : t - previousT;
    total += series.values[index]! * seconds;
    previousT = t;
  }
  return total;
}

/** Median of the defined values. */
export function median(values: Array<number | undefined>): number | undefined {
  const defined = values
    .filter((value): value is number => value !== undefined)
    .sort((a, b) => a - b);
  if (defined.length === 0) return undefined;
  const middle = Math.floor(defined.length / 2);
  return defined.length % 2 === 1 ? defined[middle] : (defined[middle - 1]! + defined[middle]!) / 2;
}

/** A number as the findings print it: "0.05", "12.3", "432". */
export function fmt(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (Math.abs(value) >= 100) return String(Math.round(value));
  if (Math.abs(value) >= 10) return value.toFixed(1).replace(/\.0$/, '');
  return value.toFixed(2).replace(/\.?0+$/, '') || '0';
}

/** A 0..1 share as a whole percentage: "45 %". */
export function pct(share: number): string {
  return `${Math.round(share * 100)} %`;
}

/** A 0..1 share as a percentage with fmt's precision: "1.25 %". */
export function fmtPct(share: number): string {
  return `${fmt(share * 100)} %`;
}
