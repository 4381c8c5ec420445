// The CLI's options as one typed table: each entry is a flag, its help, its default (written once,
// in the flag's own grammar, and shown by --help), how its text is read (src/commands/values.ts)
// and the config override it sets. Commands register a table on commander and get back typed
// values and the overrides; a bad value is a ConfigError naming the flag. Pure apart from commander.
import { resolve } from 'node:path';
import { Option, type Command } from 'commander';
import type { ConfigOverrides } from '../files/config-file.js';
import { pairsFlag } from './values.js';

/** What commander hands over for one option. */
type Raw = string | string[] | boolean | undefined;

/**
 * What every entry of an option table says besides its name (a flag here, an action input in
 * action-inputs.ts): its default, how its text is read, the config override it sets. `Given` is
 * true when it always has a value.
 */
export interface OptionEntry<V, Given extends boolean, Args extends unknown[]> {
  /** the value when absent, in the option's own grammar (shown by --help, written in action.yml) */
  default?: string;
  read: (...args: Args) => V | undefined;
  /** the config override the value sets, when given */
  override?: keyof ConfigOverrides;
  /** phantom: whether the parsed value is always present */
  readonly given?: Given;
}

/** The parsed values of a table of entries: present where an entry always has a value. */
export type ParsedValues<T> = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any reader's arguments
  [K in keyof T]: T[K] extends OptionEntry<infer V, infer G, any>
    ? G extends true
      ? V
      : V | undefined
    : never;
};

/** One option; `Given` is true when it always has a value (a default, a list or a switch). */
export interface FlagSpec<V, Given extends boolean = boolean> extends OptionEntry<
  V,
  Given,
  [flag: string, raw: Raw]
> {
  flags: string;
  help: string;
  kind: 'value' | 'list' | 'switch';
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table mixes value types
export type FlagTable = Record<string, FlagSpec<any>>;

/** The parsed values of a table: present for defaulted, list and switch options. */
export type FlagValues<T extends FlagTable> = ParsedValues<T>;

interface Extra {
  default?: string;
  override?: keyof ConfigOverrides;
}

/** An option with a value read by `read` (text as given when omitted). */
export function value<V = string, E extends Extra = Extra>(
  flags: string,
  help: string,
  read?: (flag: string, text: string) => V,
  extra?: E,
): FlagSpec<V, E extends { default: string } ? true : false> {
  return {
    flags,
    help,
    kind: 'value',
    read: (flag, raw) => {
      if (typeof raw !== 'string' || raw === '') return undefined;
      return read ? read(flag, raw) : (raw as V);
    },
    ...(extra ?? {}),
  };
}

/** A repeatable option: every occurrence, in order. */
export function list(flags: string, help: string): FlagSpec<string[], true> {
  return { flags, help, kind: 'list', read: (_flag, raw) => (Array.isArray(raw) ? raw : []) };
}

/** A repeatable KEY=VALUE option, setting a map override when it has one (absent when not given). */
export function pairs(
  flags: string,
  help: string,
  override?: 'appEnv' | 'databaseVariables',
): FlagSpec<Record<string, string>, false> {
  return {
    flags,
    help,
    kind: 'list',
    read: (flag, raw) => (Array.isArray(raw) && raw.length > 0 ? pairsFlag(flag, raw) : undefined),
    ...(override ? { override } : {}),
  };
}

/** A switch: true when given. */
export function toggle(
  flags: string,
  help: string,
  override?: keyof ConfigOverrides,
): FlagSpec<boolean, true> {
  return {
    flags,
    help,
    kind: 'switch',
    read: (_flag, raw) => raw === true,
    ...(override ? { override } : {}),
  };
}

/** A `--no-…` switch: true unless given (commander keys it by the positive name, e.g. `comment`). */
export function negated(flags: string, help: string): FlagSpec<boolean, true> {
  if (!/^--no-/.test(flags)) throw new Error(`a negated switch is spelled --no-…: ${flags}`);
  return { flags, help, kind: 'switch', read: (_flag, raw) => raw !== false };
}

function optionOf(spec: FlagSpec<unknown>): Option {
  const option = new Option(spec.flags, spec.help);
  if (spec.kind === 'list') {
    return option.argParser((item: string, previous: string[]) => [...previous, item]).default([]);
  }
  return spec.default === undefined ? option : option.default(spec.default);
}

/** Registers every option of `table` on `command`, in table order. */
export function registerFlags(command: Command, table: FlagTable): Command {
  for (const [key, spec] of entriesOf(table)) {
    const option = optionOf(spec);
    // The table's keys are what commander hands back: a mismatch would silently drop a flag.
    if (option.attributeName() !== key) {
      throw new Error(`option table key ${key} does not match ${spec.flags}`);
    }
    command.addOption(option);
  }
  return command;
}

/** The long name a message calls a flag by, e.g. `--step-duration`. */
function flagName(spec: FlagSpec<unknown>): string {
  return new Option(spec.flags).long ?? spec.flags;
}

/** Reads every option of `table` from commander's values (or defaults); the first bad one throws. */
export function parseFlags<T extends FlagTable>(
  table: T,
  raw: Record<string, unknown> = {},
): FlagValues<T> {
  const out: Record<string, unknown> = {};
  for (const [key, spec] of entriesOf(table)) {
    // An empty value is an absent one: the default stands (a defaulted value is always present).
    const given = (raw[key] === undefined || raw[key] === '' ? spec.default : raw[key]) as Raw;
    const parsed: unknown = spec.read(flagName(spec), given);
    if (parsed !== undefined) out[key] = parsed;
  }
  return out as FlagValues<T>;
}

/** The config overrides the parsed values set. */
export function overridesOf<T extends FlagTable>(table: T, values: FlagValues<T>): ConfigOverrides {
  const overrides: Record<string, unknown> = {};
  for (const [key, spec] of entriesOf(table)) {
    const parsed = (values as Record<string, unknown>)[key];
    // A switch sets its override only when given (false leaves the config's own value).
    if (spec.override && parsed !== undefined && parsed !== false)
      overrides[spec.override] = parsed;
  }
  return overrides;
}

/** Where the result file goes: the --result given, else the table's default. */
export function resultPathOf(table: FlagTable, raw: Record<string, unknown>): string {
  const given = raw['result'];
  return resolve(
    typeof given === 'string' ? given : (table['result']?.default ?? 'perf-gate-result.json'),
  );
}

function entriesOf(table: FlagTable): [string, FlagSpec<unknown>][] {
  return Object.entries(table) as [string, FlagSpec<unknown>][];
}
