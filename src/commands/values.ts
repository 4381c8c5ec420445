// The values flags and action inputs take, read with the one grammar of src/config/units.ts: every
// bad value becomes a ConfigError naming the flag (or the input), the value and the fix. Pure.
import { baseRefProblem } from '../build/worktree.js';
import { LIMITS } from '../config/fields.js';
import { parseDurationMs, parseFraction } from '../config/units.js';
import { ConfigError } from '../errors.js';

/** How messages name an action input ("input rounds"); a reader words its fix for `with:`. */
export function inputName(name: string): string {
  return `input ${name}`;
}

/** The input's name when `flag` names an action input, e.g. "input rounds" → "rounds". */
function inputOf(flag: string): string | undefined {
  return /^input ([\w-]+)$/.exec(flag)?.[1];
}

/**
 * The fix that shows a good value: `Pass e.g. --rounds 3.`, or for an action input
 * ``Set `rounds: 3` in the step's `with:` block.``; `unset` says what an absent value leaves.
 */
export function exampleFix(flag: string, example: string, unset?: string): string {
  const input = inputOf(flag);
  if (input) {
    const empty = unset ? `, or leave it empty to use ${unset}` : '';
    return `Set \`${input}: ${example}\` in the step's \`with:\` block${empty}.`;
  }
  return `Pass e.g. ${flag} ${example}${unset ? `, or leave it out to use ${unset}` : ''}.`;
}

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
      fix: exampleFix(flag, String(options.whole ? Math.max(2, options.min ?? 2) : 2)),
    });
  }
  return parsed;
}

/** on or off; the action's inputs read true/false the same way (and on/off, yes/no, 1/0). */
export function onOffFlag(flag: string, value: string): boolean {
  const text = value.trim().toLowerCase();
  if (['on', 'true', 'yes', '1'].includes(text)) return true;
  if (['off', 'false', 'no', '0'].includes(text)) return false;
  const input = inputOf(flag);
  if (input) {
    throw new ConfigError(`${flag} must be true or false (got "${value.slice(0, 80)}").`, {
      fix: `Set \`${input}: true\` or \`${input}: false\`.`,
    });
  }
  throw new ConfigError(`${flag} must be on or off (got "${value.slice(0, 80)}").`, {
    fix: `Pass ${flag} on (the default for pull requests) or ${flag} off (a trusted local run).`,
  });
}

/** A positive number whose range the config checks (rate). */
export function positiveFlag(flag: string, value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) {
    throw new ConfigError(`${flag} must be a positive number (got "${value}").`, {
      fix: exampleFix(flag, '3'),
    });
  }
  return n;
}

/** A positive whole number (a count). */
export function countFlag(flag: string, value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) {
    throw new ConfigError(`${flag} must be a positive whole number (got "${value}").`, {
      fix: exampleFix(flag, '2'),
    });
  }
  return n;
}

/** Any whole number (a seed). */
export function integerFlag(flag: string, value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isInteger(n)) {
    throw new ConfigError(`${flag} must be an integer (got "${value}").`, {
      fix: exampleFix(flag, '7'),
    });
  }
  return n;
}

/** Interleaved base/PR rounds: a whole number up to the config's cap (compare.rounds). */
export function roundsFlag(flag: string, value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > LIMITS.rounds) {
    throw new ConfigError(
      `${flag} must be a whole number from 1 to ${LIMITS.rounds} (got "${value}").`,
      { fix: exampleFix(flag, '3', 'compare.rounds') },
    );
  }
  return n;
}

/** The base to compare with: auto, none or a git ref that git reads as one commit. */
export function baseRefFlag(flag: string, value: string): string {
  const problem = ['auto', 'none'].includes(value) ? undefined : baseRefProblem(value);
  if (problem) {
    const input = inputOf(flag);
    throw new ConfigError(`${flag} "${value}" is not a valid git ref: ${problem}.`, {
      fix: `${input ? `Set \`${input}:\` to` : `Pass ${flag}`} auto, none, or a branch, tag or commit sha (e.g. main, origin/main).`,
    });
  }
  return value;
}

/** One of a few words, e.g. the interval method t or bootstrap. */
export function choiceFlag<C extends string>(choices: readonly C[]) {
  return (flag: string, value: string): C => {
    if ((choices as readonly string[]).includes(value)) return value as C;
    const words = choices.map((choice) => `"${choice}"`);
    throw new ConfigError(
      `${flag} must be ${words.slice(0, -1).join(', ')} or ${words.at(-1)} (got "${value}").`,
      { fix: exampleFix(flag, choices[0]!) },
    );
  };
}

/**
 * A value in a grammar of its own (the app's Spring durations and sizes), read by `parse`;
 * `what` names it in the message ("a memory size") and `example` is a good value.
 */
export function unitFlag(
  parse: (text: string) => number | undefined,
  what: string,
  example: string,
) {
  return (flag: string, value: string): number => {
    const parsed = parse(value);
    if (parsed === undefined || !(parsed > 0)) {
      throw new ConfigError(`${flag} must be ${what} (got "${value}").`, {
        fix: exampleFix(flag, example),
      });
    }
    return parsed;
  };
}

/** A duration like 20s, 1m30s or 500ms, in milliseconds. */
export function durationFlag(
  flag: string,
  value: string,
  options: { allowZero?: boolean; example?: string } = {},
): number {
  const ms = parseDurationMs(value);
  if (ms === undefined || (!options.allowZero && ms <= 0)) {
    throw new ConfigError(`${flag} must be a duration like 20s, 2m or 500ms (got "${value}").`, {
      fix: exampleFix(flag, options.example ?? '20s'),
    });
  }
  return ms;
}

/**
 * A percentage like 1% (or a fraction 0..1), as a fraction: perf-gate.yml's grammar, where a bare
 * number above 1 is refused as ambiguous (10 could be 10 % or 1000 %).
 */
export function fractionFlag(flag: string, value: string): number {
  const fraction = parseFraction(value);
  if (fraction === undefined) {
    const bare = /^\s*(\d+(?:\.\d+)?)\s*$/.exec(value)?.[1];
    throw new ConfigError(
      `${flag} must be a percentage like 1% or a fraction from 0 to 1 (got "${value}").`,
      {
        fix: bare
          ? `${exampleFix(flag, `${bare}%`).slice(0, -1)} (a bare number above 1 is ambiguous: 0.1 is 10%).`
          : exampleFix(flag, '1%'),
      },
    );
  }
  return fraction;
}

/** A percentage in perf-gate.yml's grammar (10% or 0.1), in percent (10): compare's tolerances. */
export function percentFlag(flag: string, value: string): number {
  // Rounded so that 15% is 15, not the 15.000000000000002 of 0.15 × 100.
  return Number((fractionFlag(flag, value) * 100).toPrecision(12));
}

/** A two-sided confidence above 50 % and below 100 %: 90%, 90 or 0.9. */
export function confidenceFlag(flag: string, value: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(%?)\s*$/.exec(value);
  const number = match ? Number(match[1]) : Number.NaN;
  // 0.9 is the config's fraction; 90 and 90% are percentages (the ranges cannot overlap).
  const confidence = match?.[2] === '' && number < 1 ? number : number / 100;
  if (!(confidence > 0.5 && confidence < 1)) {
    throw new ConfigError(`${flag} must be between 50% and 100% (got "${value}").`, {
      fix: exampleFix(flag, '90%'),
    });
  }
  return confidence;
}

/** KEY=VALUE pairs. */
export function pairsFlag(flag: string, values: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const value of values) {
    const at = value.indexOf('=');
    if (at <= 0) {
      throw new ConfigError(`${flag} takes KEY=VALUE (got "${value}").`, {
        fix: exampleFix(flag, 'NAME=value'),
      });
    }
    out[value.slice(0, at)] = value.slice(at + 1);
  }
  return out;
}
