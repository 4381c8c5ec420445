// The action's inputs as one table, the counterpart of the CLI's option table (options.ts): each
// entry is an input of action.yml, its default (as action.yml writes it), how its text is read and
// the config override it sets. An input that means what a flag means is built from that flag's
// entry, so both read the same way and set the same override (input rounds is --rounds). A bad
// value is a ConfigError naming the input, the value and the fix. test/unit/action/action-yml.test.ts
// checks the table against action.yml. Pure.
import { parseMode } from '../action-mode.js';
import type { ConfigOverrides } from '../files/config-file.js';
import {
  badHistoryBranch,
  DEFAULT_HISTORY_BRANCH,
  HISTORY_MODES,
  historyBranchProblem,
} from '../history/store-format.js';
import { comparisonFlags, configFlag, environmentFlags, scenarioFlag } from './flags.js';
import type { FlagSpec, OptionEntry, ParsedValues } from './options.js';
import { choiceFlag, inputName, onOffFlag } from './values.js';

/** One input; `Given` is true when it always has a value (a default in action.yml). */
export interface InputSpec<V, Given extends boolean = boolean> extends OptionEntry<
  V,
  Given,
  [label: string, text: string]
> {
  /** the input's name in action.yml; `read` gets how messages name it ("input rounds") */
  name: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table mixes value types
export type InputTable = Record<string, InputSpec<any>>;

/** The parsed values of a table: present for inputs with a default. */
export type InputValues<T extends InputTable> = ParsedValues<T>;

interface InputExtra {
  default?: string;
  /** the override the value sets; `false` on an input built from a flag: none */
  override?: keyof ConfigOverrides | false;
}

type Spec<V, E extends InputExtra> = InputSpec<V, E extends { default: string } ? true : false>;

function specOf<V, E extends InputExtra>(
  name: string,
  read: InputSpec<V>['read'],
  override: keyof ConfigOverrides | false | undefined,
  extra: E | undefined,
): Spec<V, E> {
  return {
    name,
    read,
    ...(extra?.default === undefined ? {} : { default: extra.default }),
    ...(override ? { override } : {}),
  };
}

/** An input of its own: its text as given, or read by `read`. */
export function input<V = string, E extends InputExtra = InputExtra>(
  name: string,
  read?: (label: string, text: string) => V,
  extra?: E,
): Spec<V, E> {
  return specOf(name, read ?? ((_label, text) => text as V), extra?.override, extra);
}

/** An input that means what a flag means: the flag's reader and override (its default is the input's own). */
export function fromFlag<V, E extends InputExtra = InputExtra>(
  name: string,
  flag: FlagSpec<V>,
  extra?: E,
): Spec<V, E> {
  if (flag.kind !== 'value') throw new Error(`input ${name}: ${flag.flags} takes no text`);
  return specOf(
    name,
    (label, text) => flag.read(label, text),
    extra?.override ?? flag.override,
    extra,
  );
}

/** The inputs of action.yml, in its order. */
export const ACTION_INPUTS = {
  mode: input('mode', (_label, text) => parseMode(text), { default: 'gate' }),
  config: fromFlag('config', configFlag, { default: 'perf-gate.yml' }),
  workingDirectory: input('working-directory', undefined, { default: '.' }),
  scenario: fromFlag('scenario', scenarioFlag('run only this scenario')),
  // The action hands the base to the gate itself: "auto" leaves compare.base of perf-gate.yml in force.
  base: fromFlag('base', comparisonFlags.base, { default: 'auto', override: false }),
  rounds: fromFlag('rounds', comparisonFlags.rounds),
  // Empty (the default) leaves gate.fail-on-inconclusive of perf-gate.yml in force; false sets it.
  failOnInconclusive: input('fail-on-inconclusive', onOffFlag, { override: 'failOnInconclusive' }),
  comment: input('comment', onOffFlag, { default: 'true' }),
  // Its default is the job's token (an expression the runner fills in).
  githubToken: input('github-token'),
  resultPath: input('result-path', undefined, { default: 'perf-gate-result.json' }),
  appImage: fromFlag('app-image', environmentFlags.appImage),
  databaseImage: fromFlag('database-image', environmentFlags.databaseImage),
  trustPrConfig: input('trust-pr-config', onOffFlag, { default: 'false' }),
  passEnv: input('pass-env'),
  k6: fromFlag('k6-path', environmentFlags.k6),
  // PR code (build, k6 script) runs in containers unless the workflow opts out (trusted authors).
  sandbox: fromFlag('sandbox', environmentFlags.sandbox, { default: 'on' }),
  buildImage: fromFlag('build-image', environmentFlags.buildImage),
  commentId: input('comment-id', (_label, text) => text.trim()),
  k6Image: fromFlag('k6-image', environmentFlags.k6Image),
  // Recording happens on a push to the default branch and on schedule only (docs/history.md).
  history: input('history', choiceFlag(HISTORY_MODES), { default: 'branch' }),
  historyBranch: input('history-branch', historyBranchInput, { default: DEFAULT_HISTORY_BRANCH }),
};

/** The data branch's name; git's own check (check-ref-format) comes when it is used. */
function historyBranchInput(label: string, text: string): string {
  const name = text.trim();
  const problem = historyBranchProblem(name);
  if (problem) throw badHistoryBranch(name, problem, label);
  return name;
}

/** Reads every input of `table` through `get` (empty: its default); the first bad one throws. */
export function parseInputs<T extends InputTable>(
  table: T,
  get: (name: string) => string,
): InputValues<T> {
  const out: Record<string, unknown> = {};
  for (const [key, spec] of entriesOf(table)) {
    const text = get(spec.name);
    const given = text.trim() === '' ? (spec.default ?? '') : text;
    const parsed = given === '' ? undefined : spec.read(inputName(spec.name), given);
    if (parsed !== undefined) out[key] = parsed;
  }
  return out as InputValues<T>;
}

/** The config overrides the parsed inputs set (false included: an input set to false is given). */
export function inputOverrides<T extends InputTable>(
  table: T,
  values: InputValues<T>,
): ConfigOverrides {
  const overrides: Record<string, unknown> = {};
  for (const [key, spec] of entriesOf(table)) {
    const parsed = (values as Record<string, unknown>)[key];
    if (spec.override && parsed !== undefined) overrides[spec.override] = parsed;
  }
  return overrides;
}

function entriesOf(table: InputTable): [string, InputSpec<unknown>][] {
  return Object.entries(table) as [string, InputSpec<unknown>][];
}
