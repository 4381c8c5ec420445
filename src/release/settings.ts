// The settings a sweep varies, from its flags: `--set KEY=V1,V2` (a grid, every combination),
// `--case KEY=V,KEY=V` (a list, one combination per flag) and `--heap 512m,1g`. Each value reaches
// the app without editing it: a Spring property as its environment variable (relaxed binding:
// server.tomcat.threads.max -> SERVER_TOMCAT_THREADS_MAX), the heap as a JVM option (-Xmx), and
// `instances` as the number of app containers booted (app.instances for that boot). Before anything
// runs, instances × pool of every combination is checked against the database's max_connections.
// Pure.
import { parseMemoryMb } from '../config/units.js';
import { ConfigError } from '../errors.js';
import { canonicalKey, envNamesFor } from '../spring/names.js';
import type { SweepDimension } from './model.js';

export const THREADS_KEY = 'server.tomcat.threads.max';
export const POOL_KEY = 'spring.datasource.hikari.maximum-pool-size';
export const HEAP_KEY = 'heap';
/** The dimension that sets how many app instances a case boots (not a property of the app). */
export const INSTANCES_KEY = 'instances';
/** Most app instances a case may boot (app.instances' own limit). */
export const MAX_SWEEP_INSTANCES = 8;

/** Short names accepted in --set/--case for the settings sweeps vary most. */
export const SETTING_ALIASES: Readonly<Record<string, string>> = {
  threads: THREADS_KEY,
  pool: POOL_KEY,
  'min-idle': 'spring.datasource.hikari.minimum-idle',
  'max-connections': 'server.tomcat.max-connections',
  'accept-count': 'server.tomcat.accept-count',
};

/** Column names of well-known keys in tables. */
const LABELS: Readonly<Record<string, string>> = {
  [THREADS_KEY]: 'threads',
  [POOL_KEY]: 'pool',
  'spring.datasource.hikari.minimum-idle': 'min-idle',
  'server.tomcat.max-connections': 'max-connections',
  'server.tomcat.accept-count': 'accept-count',
};

/** Keys whose values must be whole numbers, with their smallest allowed value. */
const WHOLE_NUMBER_KEYS: Readonly<Record<string, number>> = {
  [THREADS_KEY]: 1,
  [POOL_KEY]: 1,
  'spring.datasource.hikari.minimum-idle': 0,
  'server.tomcat.threads.min-spare': 0,
  'server.tomcat.max-connections': 1,
  'server.tomcat.accept-count': 0,
};

/** Properties perf-gate sets on the app itself; a sweep changing them would break the measurement. */
const RESERVED_KEYS = [
  'server.port',
  'server.address',
  'spring.datasource.url',
  'spring.datasource.username',
  'spring.datasource.password',
  'management.server.port',
  'management.server.address',
  'management.endpoints.web.exposure.include',
  'spring.profiles.active',
];

/** Most combinations one sweep may have: each costs an app boot, a warm-up and a window per repeat. */
export const MAX_SWEEP_CASES = 64;

export interface SweepFlagsInput {
  /** --set KEY=V1,V2,... (grid) */
  set: string[];
  /** --case KEY=V,KEY=V (list) */
  cases: string[];
  /** --heap 512m,1g */
  heap?: string;
  /** the app container's memory limit, MB: a heap must fit in it */
  appMemoryMb: number;
}

/** One combination to measure: what it sets and how. */
export interface PlannedCase {
  id: string;
  label: string;
  settings: Record<string, string>;
  env: Record<string, string>;
  jvmOptions: string[];
  /** app instances to boot, when the sweep varies them and this case sets them */
  instances?: number;
}

export interface SweepPlan {
  dimensions: SweepDimension[];
  cases: PlannedCase[];
}

/** Turns the sweep flags into dimensions and the combinations to measure, validating every value. */
export function planSweep(input: SweepFlagsInput): SweepPlan {
  if (input.set.length > 0 && input.cases.length > 0) {
    throw new ConfigError('--set and --case cannot be combined.', {
      fix: 'Use --set KEY=V1,V2 (repeatable) for a grid of every combination, or --case KEY=V,KEY=V (repeatable) for a list of combinations.',
    });
  }
  const heapValues = input.heap === undefined ? [] : parseHeap(input.heap, input.appMemoryMb);
  const combinations: Array<Record<string, string>> = [];
  const dimensions: SweepDimension[] = [];

  if (input.cases.length > 0) {
    const keys: string[] = [];
    const valuesOf = new Map<string, string[]>();
    for (const flag of input.cases) {
      const combination = parseCase(flag);
      for (const [key, value] of Object.entries(combination)) {
        if (!keys.includes(key)) keys.push(key);
        const values = valuesOf.get(key) ?? [];
        if (!values.includes(value)) values.push(value);
        valuesOf.set(key, values);
      }
      combinations.push(combination);
    }
    for (const key of keys) dimensions.push(propertyDimension(key, valuesOf.get(key)!));
  } else {
    for (const flag of input.set) {
      const { key, values } = parseSet(flag);
      if (dimensions.some((dimension) => dimension.key === key)) {
        throw new ConfigError(`--set ${flag}: ${key} is already varied by another --set.`, {
          fix: `Give all of ${key}'s values in one flag: --set ${key}=V1,V2,V3.`,
        });
      }
      dimensions.push(propertyDimension(key, values));
    }
    combinations.push(
      ...cartesian(dimensions.map((d) => d.values.map((v) => [d.key, v] as const))),
    );
  }
  if (heapValues.length > 0) {
    dimensions.push({ key: HEAP_KEY, label: 'heap', values: heapValues });
    const withHeap = (combinations.length > 0 ? combinations : [{}]).flatMap((combination) =>
      heapValues.map((heap) => ({ ...combination, [HEAP_KEY]: heap })),
    );
    combinations.splice(0, combinations.length, ...withHeap);
  }
  if (combinations.length === 0 || dimensions.length === 0) {
    throw new ConfigError('sweep needs at least one setting to vary.', {
      fix: 'Pass e.g. --set server.tomcat.threads.max=20,200 --set spring.datasource.hikari.maximum-pool-size=2,10,30 (or --heap 512m,1g).',
    });
  }
  if (combinations.length > MAX_SWEEP_CASES) {
    throw new ConfigError(
      `the sweep has ${combinations.length} combinations, more than ${MAX_SWEEP_CASES}.`,
      {
        fix: 'Each combination costs an app boot, a warm-up and a window per repeat: vary fewer values, or run a coarse grid first and a finer one around its recommendation.',
      },
    );
  }
  const seen = new Set<string>();
  const cases: PlannedCase[] = [];
  for (const combination of combinations) {
    const label = caseLabel(combination, dimensions);
    if (seen.has(label)) {
      throw new ConfigError(`--case lists the combination "${label}" twice.`, {
        fix: 'List each combination once; use --repeats to measure it more often.',
      });
    }
    seen.add(label);
    cases.push({
      id: label,
      label,
      settings: combination,
      ...overridesFor(combination, dimensions),
    });
  }
  return { dimensions, cases };
}

/** Environment variables, JVM options and the instance count that apply a combination. */
function overridesFor(
  combination: Record<string, string>,
  dimensions: SweepDimension[],
): { env: Record<string, string>; jvmOptions: string[]; instances?: number } {
  const env: Record<string, string> = {};
  const jvmOptions: string[] = [];
  let instances: number | undefined;
  for (const [key, value] of Object.entries(combination)) {
    if (key === HEAP_KEY) {
      jvmOptions.push(`-Xmx${Math.round(parseMemoryMb(value)!)}m`);
      continue;
    }
    if (key === INSTANCES_KEY) {
      instances = Number(value);
      continue;
    }
    const name = dimensions.find((dimension) => dimension.key === key)?.env;
    if (name) env[name] = value;
  }
  return { env, jvmOptions, ...(instances === undefined ? {} : { instances }) };
}

/** "threads=20 pool=10 heap=512m", in dimension order. */
export function caseLabel(
  combination: Record<string, string>,
  dimensions: readonly SweepDimension[],
): string {
  return dimensions
    .filter((dimension) => combination[dimension.key] !== undefined)
    .map((dimension) => `${dimension.label}=${combination[dimension.key]}`)
    .join(' ');
}

/** The canonical property key of a --set/--case key, aliases resolved; ConfigError if unusable. */
export function settingKey(raw: string, flag: string): string {
  const trimmed = raw.trim();
  const aliased = SETTING_ALIASES[trimmed.toLowerCase()] ?? trimmed;
  if (!/^[A-Za-z][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)+$/.test(aliased)) {
    throw new ConfigError(`${flag}: "${raw}" is not a Spring property name (got "${raw}").`, {
      fix: `Use a dotted property like server.tomcat.threads.max, or one of the short names ${Object.keys(SETTING_ALIASES).join(', ')}.`,
    });
  }
  const key = canonicalKey(aliased);
  if (RESERVED_KEYS.includes(key)) {
    throw new ConfigError(`${flag}: ${key} is set by perf-gate itself and cannot be swept.`, {
      fix: 'Sweep settings of the app (Tomcat, HikariCP, JPA, …); the port, address and datasource URL belong to the measurement.',
    });
  }
  return key;
}

/** The dimension key of a --set/--case key: `instances`, or a Spring property (settingKey). */
function dimensionKey(raw: string, flag: string): string {
  return raw.trim().toLowerCase() === INSTANCES_KEY ? INSTANCES_KEY : settingKey(raw, flag);
}

function propertyDimension(key: string, values: string[]): SweepDimension {
  if (key === INSTANCES_KEY) return { key, label: 'instances', values };
  return { key, label: LABELS[key] ?? key, env: envNamesFor(key)[0]!, values };
}

function parseSet(flag: string): { key: string; values: string[] } {
  const at = flag.indexOf('=');
  if (at <= 0) {
    throw new ConfigError(`--set takes KEY=V1,V2,... (got "${flag}").`, {
      fix: 'Pass e.g. --set server.tomcat.threads.max=10,50,200.',
    });
  }
  const key = dimensionKey(flag.slice(0, at), '--set');
  const values = flag
    .slice(at + 1)
    .split(',')
    .map((value) => value.trim());
  if (values.some((value) => value === '')) {
    throw new ConfigError(`--set ${flag}: a value is empty.`, {
      fix: `Separate values with single commas: --set ${key}=10,50,200.`,
    });
  }
  const unique = [...new Set(values)];
  for (const value of unique) checkValue(key, value, `--set ${flag}`);
  return { key, values: unique };
}

function parseCase(flag: string): Record<string, string> {
  const combination: Record<string, string> = {};
  for (const part of flag.split(',')) {
    const at = part.indexOf('=');
    const value = part.slice(at + 1).trim();
    if (at <= 0 || value === '') {
      throw new ConfigError(`--case takes KEY=VALUE pairs separated by commas (got "${flag}").`, {
        fix: 'Pass e.g. --case threads=20,pool=10 (one combination per --case flag).',
      });
    }
    const key = dimensionKey(part.slice(0, at), '--case');
    if (key in combination) {
      throw new ConfigError(`--case ${flag}: ${key} appears twice.`, {
        fix: 'Give each setting once per --case; list another combination with another --case.',
      });
    }
    checkValue(key, value, `--case ${flag}`);
    combination[key] = value;
  }
  return combination;
}

function checkValue(key: string, value: string, where: string): void {
  if (key === INSTANCES_KEY) {
    if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > MAX_SWEEP_INSTANCES) {
      throw new ConfigError(
        `${where}: instances must be a whole number from 1 to ${MAX_SWEEP_INSTANCES} (got "${value}").`,
        {
          fix: `Pass app instance counts, e.g. instances=1,2 (each boots that many app containers, behind the proxy when one is configured).`,
        },
      );
    }
    return;
  }
  const minimum = WHOLE_NUMBER_KEYS[key];
  if (minimum === undefined) return;
  if (!/^\d+$/.test(value) || Number(value) < minimum) {
    throw new ConfigError(
      `${where}: ${key} must be a whole number ≥ ${minimum} (got "${value}").`,
      { fix: `Pass whole numbers, e.g. ${key}=${Math.max(minimum, 2)},10,30.` },
    );
  }
}

function parseHeap(flag: string, appMemoryMb: number): string[] {
  const values = [...new Set(flag.split(',').map((value) => value.trim()))];
  for (const value of values) {
    const mb = parseMemoryMb(value);
    if (mb === undefined || mb < 16) {
      throw new ConfigError(`--heap must list sizes like 512m or 1g (got "${value}").`, {
        fix: 'Pass e.g. --heap 256m,512m (each becomes -Xmx for one set of runs).',
      });
    }
    if (mb >= appMemoryMb) {
      throw new ConfigError(
        `--heap ${value} does not fit the app container's memory limit of ${Math.round(appMemoryMb)} MB (app.resources.memory).`,
        {
          fix: 'The JVM needs room beyond the heap (metaspace, threads, buffers): keep each heap at most about 75% of app.resources.memory, or raise the limit.',
        },
      );
    }
  }
  return values;
}

function cartesian(
  lists: ReadonlyArray<ReadonlyArray<readonly [string, string]>>,
): Array<Record<string, string>> {
  let out: Array<Record<string, string>> = [{}];
  for (const list of lists) {
    out = out.flatMap((partial) => list.map(([key, value]) => ({ ...partial, [key]: value })));
  }
  return lists.length === 0 ? [] : out;
}

/**
 * The largest instance count among the cases that keep the app's own pool size (they do not set
 * the pool): the preparation's pool lint checks the app's pools at that count. Undefined when every
 * case sets the pool.
 */
export function instancesWithOwnPool(plan: SweepPlan, appInstances: number): number | undefined {
  const counts = plan.cases
    .filter((entry) => entry.settings[POOL_KEY] === undefined)
    .map((entry) => entry.instances ?? appInstances);
  return counts.length > 0 ? Math.max(...counts) : undefined;
}

/**
 * Refuses a sweep whose cases set the pool to more connections than the database takes: per case
 * that sets `pool`, its instances (or app.instances) × the pool against max_connections (from
 * database.server, `source` says where). The swept pool is the default datasource's; cases that
 * keep the app's own pools are checked by the preparation (see instancesWithOwnPool).
 */
export function sweepConnectionProblem(
  plan: SweepPlan,
  database: { maxConnections: number; source: string; appInstances: number },
): ConfigError | undefined {
  const connections = plan.cases
    .filter((entry) => entry.settings[POOL_KEY] !== undefined)
    .map((entry) => {
      const instances = entry.instances ?? database.appInstances;
      const pool = Number(entry.settings[POOL_KEY]);
      return { entry, instances, pool, total: instances * pool };
    });
  const over = connections
    .filter((item) => item.total > database.maxConnections)
    .sort((a, b) => b.total - a.total);
  if (over.length === 0) return undefined;
  const worst = over[0]!;
  const fitting = connections
    .filter((item) => item.total <= database.maxConnections)
    .sort((a, b) => b.total - a.total)[0];
  const others =
    over.length > 1
      ? `; ${over.length - 1} more combination(s) exceed it too (${over
          .slice(1)
          .map((item) => `${item.entry.label}: ${item.total}`)
          .join(', ')})`
      : '';
  const example = fitting
    ? ` (e.g. --case ${caseFlag(fitting.entry.settings, plan.dimensions)}, ${fitting.total} connections)`
    : '';
  return new ConfigError(
    `sweep ${worst.entry.label}: ${worst.instances} instance(s) × pool ${worst.pool} = ${worst.total} pooled connections exceed the database's max_connections of ${database.maxConnections} (${database.source})${others}. Once the pools fill up, MySQL refuses the rest with "Too many connections".`,
    {
      fix: `List only the combinations within ${database.maxConnections} connections with --case${example}, lower the instances or the pool, or raise max_connections in database.server as production will.`,
    },
  );
}

/** A combination as one --case flag value: "instances=2,pool=10". */
function caseFlag(
  combination: Record<string, string>,
  dimensions: readonly SweepDimension[],
): string {
  // The heap is not a --case key: --heap goes with the --case flags as it is.
  return dimensions
    .filter((dimension) => dimension.key !== HEAP_KEY && combination[dimension.key] !== undefined)
    .map((dimension) => `${dimension.label}=${combination[dimension.key]}`)
    .join(',');
}

/** The value's rank for "least resources": numbers and sizes ascending, others in given order. */
export function numericValue(key: string, value: string): number | undefined {
  if (key === HEAP_KEY) return parseMemoryMb(value);
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}
