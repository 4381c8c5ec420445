// Number formatting shared by the rule records (analysis), the diagnosis, the release results and
// the rendered reports: a neutral module below all of them. Pure.
// Finite checks everywhere: a comparison read back from JSON may carry null where NaN was written.

const notAvailable = 'n/a';

/** True for a real, finite number (NaN, Infinity and null read back from JSON are not). */
export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Milliseconds with precision that suits the magnitude: "0.84 ms", "12.3 ms", "432 ms", "1.25 s". */
export function formatMs(ms: unknown): string {
  if (!isFiniteNumber(ms)) return notAvailable;
  if (ms >= 1000) return `${trimZeros((ms / 1000).toFixed(2))} s`;
  if (ms >= 100) return `${Math.round(ms)} ms`;
  if (ms >= 10) return `${ms.toFixed(1)} ms`;
  return `${ms.toFixed(2)} ms`;
}

/** Iterations per second: "99.8/s". */
export function formatTps(tps: unknown): string {
  if (!isFiniteNumber(tps)) return notAvailable;
  return `${tps >= 100 ? tps.toFixed(1) : tps.toFixed(2)}/s`;
}

/** A 0..1 ratio as a percentage: 0.0123 -> "1.23%". */
export function formatRatio(ratio: unknown): string {
  if (!isFiniteNumber(ratio)) return notAvailable;
  const pct = ratio * 100;
  if (pct === 0) return '0%';
  return `${trimZeros(pct < 0.1 ? pct.toFixed(3) : pct.toFixed(2))}%`;
}

/** A change already in percent, with its sign: "+12.3%", "-4.0%", "0.0%". */
export function formatSignedPct(
  pct: unknown,
  unit: 'percent' | 'percentage-points' = 'percent',
): string {
  if (!isFiniteNumber(pct)) return notAvailable;
  const suffix = unit === 'percent' ? '%' : ' pp';
  const rounded = Number(pct.toFixed(1));
  if (rounded === 0) return `0.0${suffix}`;
  return `${rounded > 0 ? '+' : ''}${rounded.toFixed(1)}${suffix}`;
}

/** A plain percentage without sign: "10%", "2.5%". */
export function formatPct(pct: unknown, unit: 'percent' | 'percentage-points' = 'percent'): string {
  if (!isFiniteNumber(pct)) return notAvailable;
  return `${trimZeros(pct.toFixed(1))}${unit === 'percent' ? '%' : ' pp'}`;
}

/** An integer count with thousands separators: 12345 -> "12,345". */
export function formatCount(count: unknown): string {
  if (!isFiniteNumber(count)) return notAvailable;
  return Math.round(count).toLocaleString('en-US');
}

/** Megabytes as "2048 MB" or "15.6 GB". */
export function formatMb(mb: unknown): string {
  if (!isFiniteNumber(mb)) return notAvailable;
  return mb >= 1024 ? `${trimZeros((mb / 1024).toFixed(1))} GB` : `${Math.round(mb)} MB`;
}

/** A duration in seconds as "45 s", "2 min", "1 min 30 s". */
export function formatSeconds(seconds: unknown): string {
  if (!isFiniteNumber(seconds)) return notAvailable;
  if (seconds < 60) return `${trimZeros(seconds.toFixed(1))} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds - minutes * 60);
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

function trimZeros(fixed: string): string {
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

/** Four significant digits, enough for a chart and a threshold, and short in JSON. */
export function round(value: number): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  const magnitude = Math.floor(Math.log10(Math.abs(value)));
  // Scale by exact powers of ten on the side that keeps the arithmetic in integers.
  if (magnitude >= 3) {
    const step = 10 ** (magnitude - 3);
    return Math.round(value / step) * step;
  }
  const factor = 10 ** (3 - magnitude);
  return Math.round(value * factor) / factor;
}

/**
 * A confidence level with the digits it has: 95%, 99.9%, 99.97% (an early sequential look spends
 * little of its α and asks for 99.97 %, which rounding to a whole percent printed as "100%").
 * The tail (100 − level) keeps two significant digits.
 */
export function formatConfidence(confidence: number): string {
  const percent = confidence * 100;
  const tail = 100 - percent;
  if (!(tail > 0)) return `${Number(percent.toFixed(0))}%`;
  const digits = Math.min(6, Math.max(0, Math.ceil(-Math.log10(tail)) + 1));
  const scale = 10 ** digits;
  // Never rounded up to 100: a level below it reads below it.
  const shown = Math.round(percent * scale) / scale;
  return `${shown >= 100 ? Math.floor(percent * scale) / scale : shown}%`;
}
