// Reading perf-gate.yml: YAML with line numbers, schema validation, overrides from flags and inputs.
// Precedence (lowest to highest): built-in defaults < perf-gate.yml < action inputs / CLI flags.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LineCounter, parseDocument, type Node } from 'yaml';
import type { z } from 'zod';
import { ConfigError } from '../errors.js';
import { readAtMost } from './bounded-read.js';
import { shownValue } from '../format/shown.js';
import { enclosingWorkTree, requireInside } from './inside.js';
import { REQUESTS_SCENARIO } from '../config/requests.js';
import { configFileSchema, LIMITS, toGateConfig, type GateConfig } from '../config/schema.js';
import { serverArguments } from '../config/server-variables.js';
import { readMyCnf, readNamedFile } from './named-file.js';

type ParsedConfig = z.output<typeof configFileSchema>;

/** Values from action inputs or CLI flags; each wins over perf-gate.yml when set. */
export interface ConfigOverrides {
  scenario?: string;
  base?: string;
  rounds?: number;
  appImage?: string;
  /** build and run k6 in containers (true) or on the host (false); default false */
  sandbox?: boolean;
  buildImage?: string;
  databaseImage?: string;
  k6?: string;
  k6Image?: string;
  rate?: number;
  warmupMs?: number;
  durationMs?: number;
  failOnInconclusive?: boolean;
  appEnv?: Record<string, string>;
  databaseVariables?: Record<string, string | number>;
}

/** Scripts shipped in scenarios/: the generic one that sends `scenarios[].requests`. */
const BUNDLED_SCENARIOS = [REQUESTS_SCENARIO];
/** The travel example's scripts, once bundled: a clear error says where they went. */
const EXAMPLE_SCENARIOS = ['read-heavy', 'mixed', 'spike', 'ramp'];

/** The largest perf-gate.yml read (a real one is a few kB; a huge one is a mistake or an attack). */
export const MAX_CONFIG_BYTES = 1024 * 1024;

function configTooLarge(name: string): ConfigError {
  return new ConfigError(
    `The config file ${name} is larger than 1 MiB, the most perf-gate reads.`,
    {
      fix: 'Keep perf-gate.yml to settings: move data into database.init SQL files and request lists into the k6 script.',
    },
  );
}

/** Where the files a config names must be: the checkout (a folder), or anywhere (undefined). */
export interface CheckoutOptions {
  /**
   * The checkout the config and every file it names must stay inside (after symlinks). Default:
   * the git work tree that holds the config; a config outside any work tree is not confined.
   */
  checkout?: string;
}

/** Reads, validates and resolves perf-gate.yml; every problem becomes one ConfigError listing all issues. */
export function loadConfig(
  path: string,
  overrides: ConfigOverrides = {},
  options: CheckoutOptions = {},
): GateConfig {
  const file = resolve(path);
  const checkout = options.checkout ?? enclosingWorkTree(dirname(file));
  const name = file.split('/').pop() ?? file;
  requireInside(checkout, file, 'the config file', name);
  let text: string;
  try {
    text = readAtMost(file, MAX_CONFIG_BYTES, () => configTooLarge(path));
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(
      `Cannot read the config file ${path} (${(error as NodeJS.ErrnoException).code ?? String(error)}).`,
      {
        fix: 'Create perf-gate.yml in the app checkout, or pass its path with --config (CLI) / config (action input).',
      },
    );
  }
  return parseConfig(text, file, overrides, { ...(checkout ? { checkout } : {}) });
}

/** Parses config text as if read from `file` (paths resolve against its folder). */
export function parseConfig(
  text: string,
  file: string,
  overrides: ConfigOverrides = {},
  options: { checkFiles?: boolean } & CheckoutOptions = {},
): GateConfig {
  const name = file.split('/').pop() ?? file;
  if (text.length > MAX_CONFIG_BYTES) throw configTooLarge(name);
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false });
  if (document.errors.length > 0) {
    const first = document.errors[0]!;
    const position = lineCounter.linePos(first.pos[0]);
    throw new ConfigError(
      `${name}:${position.line}: is not valid YAML (${first.message.split('\n')[0]!.slice(0, 200)}).`,
      {
        fix: 'Fix the YAML syntax at that line (indentation, a missing ":" or an unclosed quote).',
      },
    );
  }
  const raw: unknown = document.toJS();
  const parsed = configFileSchema.safeParse(raw ?? {});
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) =>
      formatIssue(issue, name, raw, (p) => {
        const node = document.getIn(p, true) as Node | undefined;
        return node?.range ? lineCounter.linePos(node.range[0]).line : undefined;
      }),
    );
    throw new ConfigError(lines.join('\n'), {
      fix: 'Correct the keys above; see docs/configuration.md for every key, its unit and its default.',
    });
  }
  const baseDir = dirname(file);
  const resolvePath = (p: string): string => (isAbsolute(p) ? p : join(baseDir, p));
  const resolveScript = (script: string): string => {
    if (BUNDLED_SCENARIOS.includes(script)) return join(packageRoot(), 'scenarios', `${script}.js`);
    if (EXAMPLE_SCENARIOS.includes(script)) {
      throw new ConfigError(
        `${name}: script "${script}" was the travel-content example's own scenario; it calls that example's endpoints only and now lives in examples/travel-content/k6/${script}.js.`,
        {
          fix:
            'For your app, write a k6 script tagged with `name` (give its path), or list the requests to send under scenarios[].requests (docs/configuration.md); for the example, give the path examples/travel-content/k6/' +
            `${script}.js.`,
        },
      );
    }
    return resolvePath(script);
  };
  refuseUnsupportedServices(parsed.data, name);
  const config = toGateConfig(withFlags(parsed.data, overrides), name, resolvePath, resolveScript);
  const myCnf = parsed.data.database?.server;
  if (typeof myCnf === 'string') {
    config.database.server = readMyCnf(resolvePath(myCnf), myCnf, name, options.checkout);
  }
  config.database.serverArgs.push(...serverArguments(config.database.server));
  if (config.proxy) {
    config.proxy.text = readNamedFile(
      {
        path: config.proxy.file,
        written: config.proxy.written,
        key: 'proxy.config',
        source: name,
        checkout: options.checkout,
      },
      `Give the path of the nginx.conf production runs, relative to ${name}.`,
    );
  }
  applyOverrides(config, overrides);
  // A base branch's config is read for its policy only: its scripts may be gone in the PR.
  if (options.checkFiles !== false) checkFiles(config, options.checkout);
  return config;
}

/** Services perf-gate does not boot yet: refused by name, not as an unknown key. */
function refuseUnsupportedServices(data: ParsedConfig, source: string): void {
  const named = (['kafka', 'postgresql', 'mongodb'] as const).filter(
    (service) => data.services?.[service] !== undefined,
  );
  if (named.length === 0) return;
  throw new ConfigError(
    `${source}: services.${named[0]} is not supported yet: perf-gate boots MySQL and Redis beside the app.`,
    {
      fix: `Leave services.${named[0]} out and give the app a profile that runs without it (an embedded broker or a stub), or point it at one through app.env.`,
    },
  );
}

/**
 * Flags that read as if perf-gate.yml said so, before defaults are filled: a --rounds flag (or the
 * rounds input) is compare.rounds, a fixed count unless the file also set a larger max-rounds
 * (src/config/sequential.ts); --rate, --warmup and --duration are each scenario's, so a default
 * window follows the rate given (src/config/windows.ts).
 */
function withFlags(data: ParsedConfig, o: ConfigOverrides): ParsedConfig {
  if (o.rate !== undefined && !(o.rate > 0 && o.rate <= LIMITS.rate)) {
    throw new ConfigError(
      `rate must be a number from above 0 to ${LIMITS.rate} requests/s (got ${String(o.rate)}).`,
      { fix: `Pass --rate with a target rate of at most ${LIMITS.rate}.` },
    );
  }
  return {
    ...data,
    ...(o.rounds === undefined
      ? {}
      : { compare: { ...data.compare, rounds: checkedRounds(o.rounds) } }),
    scenarios: data.scenarios.map((s) => ({
      ...s,
      ...(o.rate === undefined ? {} : { rate: o.rate }),
      ...(o.warmupMs === undefined ? {} : { warmup: o.warmupMs }),
      ...(o.durationMs === undefined ? {} : { duration: o.durationMs }),
    })),
  };
}

/** The --rounds flag's value, checked like compare.rounds. */
function checkedRounds(rounds: number): number {
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > LIMITS.rounds) {
    throw new ConfigError(
      `rounds must be a whole number from 1 to ${LIMITS.rounds} (got ${String(rounds)}).`,
      {
        fix: `Pass --rounds 3 (or the rounds input) with a whole number from 1 to ${LIMITS.rounds}.`,
      },
    );
  }
  return rounds;
}

function applyOverrides(config: GateConfig, o: ConfigOverrides): void {
  if (o.scenario) {
    const chosen = config.scenarios.filter((s) => s.name === o.scenario);
    if (chosen.length === 0) {
      throw new ConfigError(
        `scenario "${o.scenario}" is not in ${config.source} (it has: ${config.scenarios.map((s) => s.name).join(', ')}).`,
        {
          fix: 'Pass one of the scenario names listed, or leave the scenario input empty to run all.',
        },
      );
    }
    config.scenarios = chosen;
  }
  if (o.base) config.compare.base = o.base;
  if (o.appImage) config.app.image = o.appImage;
  if (o.buildImage) config.app.buildImage = o.buildImage;
  if (o.sandbox !== undefined) config.app.sandbox = o.sandbox;
  if (o.databaseImage) config.database.image = o.databaseImage;
  if (o.k6) config.load.k6 = o.k6;
  if (o.k6Image) config.load.image = o.k6Image;
  if (o.failOnInconclusive !== undefined) config.gate.failOnInconclusive = o.failOnInconclusive;
  if (o.appEnv) Object.assign(config.app.env, o.appEnv);
  if (o.databaseVariables) Object.assign(config.database.variables, o.databaseVariables);
}

function checkFiles(config: GateConfig, checkout: string | undefined): void {
  const bundled = join(packageRoot(), 'scenarios');
  config.scenarios.forEach((scenario, index) => {
    if (dirname(scenario.script) !== bundled) {
      requireInside(checkout, scenario.script, `scenarios[${index}].script`, config.source);
    }
    if (!existsSync(scenario.script)) {
      throw new ConfigError(
        `${config.source}: scenarios[${index}].script points to ${scenario.script}, which does not exist.`,
        {
          fix: `Give a path relative to ${config.source}, or one of the bundled scenarios: ${BUNDLED_SCENARIOS.join(', ')}.`,
        },
      );
    }
  });
  const sqlFiles = [
    ...config.database.init.map((file, index) => ({ key: `database.init[${index}]`, file })),
    ...config.database.initAfterBoot.map((file, index) => ({
      key: `database.init-after-boot[${index}]`,
      file,
    })),
  ];
  for (const { key, file } of sqlFiles) {
    requireInside(checkout, file, key, config.source);
    if (!existsSync(file)) {
      throw new ConfigError(`${config.source}: ${key} points to ${file}, which does not exist.`, {
        fix: `Give SQL file paths relative to ${config.source}.`,
      });
    }
  }
  requireInside(checkout, config.app.directory, 'app.directory', config.source);
  if (!existsSync(config.app.directory)) {
    throw new ConfigError(
      `${config.source}: app.directory ${config.app.directory} does not exist.`,
      {
        fix: `Give the app's folder relative to ${config.source} (default ".").`,
      },
    );
  }
}

function formatIssue(
  issue: z.core.$ZodIssue,
  file: string,
  raw: unknown,
  lineOf: (path: PropertyKey[]) => number | undefined,
): string {
  const path = issue.path;
  const key = formatPath(path);
  if (issue.code === 'unrecognized_keys') {
    const known = knownKeysAt(path);
    return issue.keys
      .map((unknownKey) => {
        const line = lineOf([...path, unknownKey]);
        const where = `${file}${line ? `:${line}` : ''}`;
        const suggestion = closest(unknownKey, known);
        const full = key ? `${key}.${unknownKey}` : unknownKey;
        return `${where}: ${full} is not a known key${suggestion ? ` (did you mean "${suggestion}"?)` : ''}.`;
      })
      .join('\n');
  }
  const line = lineOf(path);
  const where = `${file}${line ? `:${line}` : ''}`;
  const value = valueAt(raw, path);
  // The value is the PR's (or a symlinked file's) text: capped, one line, never a whole file.
  const got = value === undefined ? 'it is missing' : `got ${shownValue(value)}`;
  const message =
    issue.code === 'invalid_type' && value === undefined ? 'is required' : issue.message;
  return `${where}: ${key || '(top level)'} ${message} (${got}).`;
}

function formatPath(path: PropertyKey[]): string {
  return path
    .map((part, i) =>
      typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}

function valueAt(raw: unknown, path: PropertyKey[]): unknown {
  let current: unknown = raw;
  for (const part of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[part];
  }
  return current;
}

function knownKeysAt(path: PropertyKey[]): string[] {
  let schema: unknown = configFileSchema;
  for (const part of path) {
    schema = unwrap(schema);
    if (typeof part === 'number') schema = (schema as { element?: unknown }).element;
    else schema = (schema as { shape?: Record<string, unknown> }).shape?.[String(part)];
  }
  const shape = (unwrap(schema) as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

function unwrap(schema: unknown): unknown {
  let current = schema as { unwrap?: () => unknown; def?: { type?: string } } | undefined;
  while (
    current?.unwrap &&
    (current.def?.type === 'optional' || current.def?.type === 'nullable')
  ) {
    current = current.unwrap() as typeof current;
  }
  return current;
}

function closest(word: string, candidates: string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = levenshtein(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
}

function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

/** perf-gate's own folder (holds scenarios/), from src/ in tests or dist/ when bundled. */
export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && readFileSync(manifest, 'utf8').includes('"name": "perf-gate"'))
      return dir;
    dir = dirname(dir);
  }
  throw new Error('perf-gate: cannot find its own package folder');
}
