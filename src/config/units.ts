// Parsers for the units people write in perf-gate.yml: durations, percentages, memory sizes.
// Each returns undefined for input it cannot read, so the schema can word the error itself.

const MS_PER_UNIT: Record<string, number> = {
  ms: 1,
  s: 1000,
  m: 60_000,
  min: 60_000,
  h: 3_600_000,
  d: 86_400_000,
};

/**
 * The one duration grammar of perf-gate.yml and every flag: "30s", "2m", "1m30s", "500ms", "1h",
 * "1d", "2 min", or a bare number of seconds → milliseconds.
 */
export function parseDurationMs(value: unknown): number | undefined {
  if (typeof value === 'number')
    return Number.isFinite(value) && value >= 0 ? value * 1000 : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text) * 1000;
  const pattern = /(\d+(?:\.\d+)?)\s*(ms|min|s|m|h|d)\s*/g;
  let total = 0;
  let consumed = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index !== consumed) return undefined;
    total += Number(match[1]) * MS_PER_UNIT[match[2]!]!;
    consumed += match[0].length;
  }
  return consumed === text.length && consumed > 0 ? total : undefined;
}

/** "10%" or 0.1 → 0.1 (a fraction); numbers above 1 without "%" are refused as ambiguous. */
export function parseFraction(value: unknown): number | undefined {
  if (typeof value === 'number')
    return Number.isFinite(value) && value >= 0 && value <= 1 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const match = /^\s*(\d+(?:\.\d+)?)\s*%\s*$/.exec(value);
  if (match) return Number(match[1]) / 100;
  const bare = /^\s*(\d*\.\d+|0|1)\s*$/.exec(value);
  return bare ? Number(bare[1]) : undefined;
}

/** "2g", "512m", "1.5GiB", "2048MB" or a bare number of megabytes → megabytes. */
export function parseMemoryMb(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(k|kb|kib|m|mb|mib|g|gb|gib)?\s*$/i.exec(value);
  if (!match) return undefined;
  const unit = (match[2] ?? 'm').toLowerCase()[0];
  const factor = unit === 'k' ? 1 / 1024 : unit === 'g' ? 1024 : 1;
  return Number(match[1]) * factor;
}

/** Milliseconds as k6 wants a duration ("90s", "1500ms"). */
export function k6Duration(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000}s` : `${Math.round(ms)}ms`;
}
