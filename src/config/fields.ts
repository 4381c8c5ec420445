// The value types perf-gate.yml's schema is built from: units read with units.ts's grammar (the
// same the flags use), positive numbers, lists and maps, and the caps that keep a typo from
// turning a gate into a denial of service of the runner.
import { z } from 'zod';
import { parseDurationMs, parseFraction, parseMemoryMb } from './units.js';

/** A value written with a unit (or a bare number), read by `parse`; `message` when it cannot be. */
export function unitField(parse: (value: unknown) => number | undefined, message: string) {
  return z.union([z.string(), z.number()]).transform((value, ctx) => {
    const parsed = parse(value);
    if (parsed === undefined) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return parsed;
  });
}

export const duration = unitField(
  parseDurationMs,
  'must be a duration like "30s", "2m" or "500ms"',
);

export const fraction = unitField(
  parseFraction,
  'must be a percentage like "1%" or a fraction from 0 to 1',
);

export const memory = unitField(parseMemoryMb, 'must be a memory size like "2g" or "512m"');

export const positive = z
  .number({ error: 'must be a positive number' })
  .positive('must be a positive number');
export const positiveInt = z
  .number({ error: 'must be a positive whole number' })
  .int('must be a positive whole number')
  .positive('must be a positive whole number');
export const stringList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : value));
export const stringMap = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean()]).transform((value) => String(value)),
);

// Upper bounds: a typo (rate: 100000, rounds: 500) must not turn a gate into a denial of service
// of the runner. One runner's k6 and app cannot honestly measure beyond these anyway.
export const LIMITS = { rate: 5_000, rounds: 50, vus: 5_000 } as const;
export const rate = positive.max(LIMITS.rate, `must be at most ${LIMITS.rate} requests/s`);
export const vus = positiveInt.max(LIMITS.vus, `must be at most ${LIMITS.vus}`);
export const rounds = positiveInt.max(LIMITS.rounds, `must be at most ${LIMITS.rounds}`);
