// Value formats Spring Boot and the JVM accept. Spring's Duration conversion has two styles (simple
// `20s` with ns/us/ms/s/m/h/d and ISO-8601 `PT20S`, see DurationStyle); the JVM's sizes are
// `-Xmx1g`-style. Both are a few lines of regular expression, so they are written here rather than
// pulled in from libraries that each cover one style with different unit sets.

const SIMPLE_DURATION_UNITS_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
};

/**
 * Parses a Spring Boot Duration into milliseconds; a bare number is in `defaultUnit` (Spring's
 * default is milliseconds). Returns undefined when the text is not a duration.
 */
export function parseSpringDurationMs(text: string, defaultUnit = 'ms'): number | undefined {
  const trimmed = text.trim();
  const simple = /^([-+]?\d+)([a-zA-Z]{0,2})$/.exec(trimmed);
  if (simple) {
    const unit = (simple[2] || defaultUnit).toLowerCase();
    const factor = SIMPLE_DURATION_UNITS_MS[unit];
    return factor === undefined ? undefined : Number(simple[1]) * factor;
  }
  return parseIsoDurationMs(trimmed);
}

/** ISO-8601 durations as java.time.Duration.parse reads them: PnDTnHnMn.nS. */
function parseIsoDurationMs(text: string): number | undefined {
  const iso =
    /^([-+]?)P(?:([-+]?\d+)D)?(?:T(?:([-+]?\d+)H)?(?:([-+]?\d+)M)?(?:([-+]?\d+(?:[.,]\d{0,9})?)S)?)?$/i.exec(
      text,
    );
  if (!iso || !/\d/.test(text)) return undefined;
  const [, sign, days, hours, minutes, seconds] = iso;
  const ms =
    Number(days ?? 0) * 86_400_000 +
    Number(hours ?? 0) * 3_600_000 +
    Number(minutes ?? 0) * 60_000 +
    Number((seconds ?? '0').replace(',', '.')) * 1000;
  return sign === '-' ? -ms : ms;
}

/** A whole number as Spring's String-to-Integer conversion accepts it (surrounding blanks ignored). */
export function parseWholeNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^[-+]?\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? value : undefined;
}

const JVM_SIZE_UNITS_MB: Record<string, number> = {
  '': 1 / (1024 * 1024),
  k: 1 / 1024,
  m: 1,
  g: 1024,
  t: 1024 * 1024,
};

/** A JVM memory size (`512m`, `1g`, `1048576k`, bytes when bare) in MiB; undefined when malformed. */
export function parseJvmSizeMb(text: string): number | undefined {
  const size = /^(\d+)([kKmMgGtT]?)$/.exec(text.trim());
  if (!size) return undefined;
  return Number(size[1]) * (JVM_SIZE_UNITS_MB[(size[2] ?? '').toLowerCase()] ?? 1);
}

/** A memory amount as people write it for containers (`2g`, `1536m`, `2GiB`, `512MB`, `2048`) in MiB. */
export function parseMemoryMb(text: string): number | undefined {
  const memory = /^(\d+(?:\.\d+)?)\s*([kmgt]?)(?:i?b)?$/i.exec(text.trim());
  if (!memory) return undefined;
  const unit = (memory[2] ?? '').toLowerCase();
  // A bare number is taken as MiB: nobody sizes a container in bytes.
  const factor = unit === '' ? 1 : (JVM_SIZE_UNITS_MB[unit] ?? 1);
  return Number(memory[1]) * factor;
}

/** Milliseconds as a short human text: 60000 -> "60s", 1800000 -> "30m", 250 -> "250ms". */
export function formatMs(ms: number): string {
  if (ms < 0) return `${ms} (no timeout)`;
  if (ms === 0) return '0';
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000}h`;
  if (ms % 60_000 === 0) return `${ms / 60_000}m`;
  if (ms % 1000 === 0) return `${ms / 1000}s`;
  return `${ms}ms`;
}
