// The values flags take, read with the one grammar of src/config/units.ts: every bad value becomes
// a ConfigError naming the flag, the value and the fix. Pure.
import { parseDurationMs, parseFraction } from '../config/units.js';
import { ConfigError } from '../errors.js';

/** A positive number; `whole` also requires an integer. */
export function numberFlag(
  flag: string,
  value: string,
  options: { whole?: boolean; min?: number } = {},
): number {
  const parsed = Number(value);
  const min = options.min ?? Number.MIN_VALUE;
  if (!Number.isFinite(parsed) || parsed < min || (options.whole && !Number.isInteger(parsed))) {
    const kind = options.whole ? 'a whole number' : 'a number';
    const bound = options.min === undefined ? '> 0' : `≥ ${options.min}`;
    throw new ConfigError(`${flag} must be ${kind} ${bound} (got "${value}").`, {
      fix: `Pass e.g. ${flag} ${options.whole ? Math.max(2, options.min ?? 2) : 2}.`,
    });
  }
  return parsed;
}

/** on or off (the action's inputs read true/false the same way). */
export function onOffFlag(flag: string, value: string): boolean {
  const text = value.trim().toLowerCase();
  if (['on', 'true', 'yes', '1'].includes(text)) return true;
  if (['off', 'false', 'no', '0'].includes(text)) return false;
  throw new ConfigError(`${flag} must be on or off (got "${value.slice(0, 80)}").`, {
    fix: `Pass ${flag} on (the default for pull requests) or ${flag} off (a trusted local run).`,
  });
}

/** A positive number whose range the config checks (rounds, rate). */
export function positiveFlag(flag: string, value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) {
    throw new ConfigError(`${flag} must be a positive number (got "${value}").`, {
      fix: `Pass e.g. ${flag} 3.`,
    });
  }
  return n;
}

/** A duration like 20s, 1m30s or 500ms, in milliseconds. */
export function durationFlag(
  flag: string,
  value: string,
  options: { allowZero?: boolean } = {},
): number {
  const ms = parseDurationMs(value);
  if (ms === undefined || (!options.allowZero && ms <= 0)) {
    throw new ConfigError(`${flag} must be a duration like 20s, 2m or 500ms (got "${value}").`, {
      fix: `Pass e.g. ${flag} 20s.`,
    });
  }
  return ms;
}

/** A percentage like 1% (or a fraction 0..1), as a fraction. */
export function fractionFlag(flag: string, value: string): number {
  const fraction = parseFraction(value);
  if (fraction === undefined) {
    throw new ConfigError(
      `${flag} must be a percentage like 1% or a fraction from 0 to 1 (got "${value}").`,
      {
        fix: `Pass e.g. ${flag} 1%.`,
      },
    );
  }
  return fraction;
}

/** KEY=VALUE pairs. */
export function pairsFlag(flag: string, values: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const value of values) {
    const at = value.indexOf('=');
    if (at <= 0) {
      throw new ConfigError(`${flag} takes KEY=VALUE (got "${value}").`, {
        fix: `Pass e.g. ${flag} NAME=value.`,
      });
    }
    out[value.slice(0, at)] = value.slice(at + 1);
  }
  return out;
}
