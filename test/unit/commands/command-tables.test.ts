// compare, inspect, init, noise and publish on the one option table: their defaults come from the
// table, compare's tolerances read as perf-gate.yml's compare.tolerance does, and a bad value is a
// ConfigError naming the flag, the value and the fix.
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TOLERANCES } from '../../../src/analysis/compare.js';
import {
  COMPARE_FLAGS,
  compareOptions,
  register as registerCompare,
} from '../../../src/commands/compare.js';
import { INIT_FLAGS, register as registerInit } from '../../../src/commands/init.js';
import { INSPECT_FLAGS, register as registerInspect } from '../../../src/commands/inspect.js';
import { NOISE_FLAGS, register as registerNoise } from '../../../src/commands/noise.js';
import { parseFlags, type FlagTable } from '../../../src/commands/options.js';
import { PUBLISH_FLAGS, register as registerPublish } from '../../../src/commands/publish.js';
import { parseConfig } from '../../../src/files/config-file.js';
import { DEFAULTS } from '../../../src/config/schema.js';
import { ConfigError } from '../../../src/errors.js';

function errorOf(parse: () => unknown): ConfigError {
  let caught: unknown;
  try {
    parse();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(ConfigError);
  return caught as ConfigError;
}

/** perf-gate.yml's compare section read by the config (the scenario's files not checked). */
const configWith = (compare: string) =>
  parseConfig(
    `scenarios:\n  - { name: a, script: a.js, rate: 5 }\ncompare:\n  ${compare}\n`,
    '/nowhere/perf-gate.yml',
    {},
    { checkFiles: false },
  ).compare;

const tolerances = (raw: Record<string, unknown>) =>
  compareOptions(parseFlags(COMPARE_FLAGS, raw)).tolerances;

describe('perf-gate compare options', () => {
  it('defaults to the comparison’s own defaults, from the table', () => {
    expect(compareOptions(parseFlags(COMPARE_FLAGS))).toEqual({
      tolerances: DEFAULT_TOLERANCES,
      confidence: 0.9,
      method: 't',
      seed: 1,
    });
    expect(COMPARE_FLAGS.toleranceP99.default).toBe('15%');
    expect(COMPARE_FLAGS.toleranceErrorRate.default).toBe('1%');
  });

  it('reads a tolerance as perf-gate.yml reads compare.tolerance: 10% or 0.1', () => {
    expect(tolerances({ toleranceP95: '12%' })?.p95).toBe(12);
    expect(tolerances({ toleranceP95: '0.12' })?.p95).toBe(12);
    expect(tolerances({ toleranceP99: '15 %' })?.p99).toBe(15);
    // The error rate in percentage points: 2% is two points, as compare.tolerance.errors: 2%.
    expect(tolerances({ toleranceErrorRate: '2%' })?.errorRate).toBe(2);
    const config = configWith('tolerance: { p95: 0.12, errors: 2% }');
    expect(config.tolerance.p95 * 100).toBeCloseTo(12);
    expect(config.tolerance.errors * 100).toBeCloseTo(2);
  });

  it('refuses a bare number above 1, as the config does, with the fix', () => {
    const error = errorOf(() => parseFlags(COMPARE_FLAGS, { toleranceP95: '10' }));
    expect(error.message).toBe(
      '--tolerance-p95 must be a percentage like 1% or a fraction from 0 to 1 (got "10").',
    );
    expect(error.fix).toBe(
      'Pass e.g. --tolerance-p95 10% (a bare number above 1 is ambiguous: 0.1 is 10%).',
    );
    expect(() => configWith('tolerance: { p95: 10 }')).toThrow(/compare\.tolerance\.p95/);
  });

  it.each([
    [{ confidence: '90' }, 0.9],
    [{ confidence: '95%' }, 0.95],
    [{ confidence: '0.8' }, 0.8],
  ])('reads the confidence %j', (raw, confidence) => {
    expect(compareOptions(parseFlags(COMPARE_FLAGS, raw)).confidence).toBeCloseTo(confidence);
  });

  it.each([
    [
      { toleranceTps: 'fast' },
      '--tolerance-tps must be a percentage like 1%',
      '--tolerance-tps 1%',
    ],
    [{ confidence: '100%' }, '--confidence must be between 50% and 100% (got "100%").', '90%'],
    [{ method: 'z' }, '--method must be "t" or "bootstrap" (got "z").', '--method t'],
    [{ seed: '1.5' }, '--seed must be an integer (got "1.5").', '--seed 7'],
  ])('refuses %j', (raw, message, fix) => {
    const error = errorOf(() => parseFlags(COMPARE_FLAGS, raw));
    expect(error.message).toContain(message);
    expect(error.fix).toContain(fix);
  });
});

describe('inspect, init, noise and publish options', () => {
  it('carry their defaults in the table', () => {
    expect(parseFlags(INSPECT_FLAGS)).toEqual({
      profile: [],
      instances: 1,
      dbMaxConnections: 151,
      dbWaitTimeout: 28_800,
      json: false,
    });
    expect(parseFlags(INIT_FLAGS)).toEqual({
      force: false,
      discover: false,
      writes: false,
      profile: [],
      appImage: DEFAULTS.appImage,
      databaseImage: DEFAULTS.databaseImage,
      redisImage: DEFAULTS.redisImage,
      startupTimeout: 180_000,
      quiet: false,
    });
    expect(parseFlags(NOISE_FLAGS)).toEqual({ json: false });
    expect(parseFlags(PUBLISH_FLAGS)).toEqual({ comment: true, failOnInconclusive: false });
  });

  it.each([
    [INIT_FLAGS, { startupTimeout: 'soon' }, '--startup-timeout must be a duration', '5m'],
    [INSPECT_FLAGS, { dbWaitTimeout: '-1' }, '--db-wait-timeout must be a positive whole number'],
    [INSPECT_FLAGS, { requestBudget: '0ms' }, '--request-budget must be a duration (got "0ms").'],
  ] as [FlagTable, Record<string, unknown>, string, string?][])(
    'refuses a bad value: %#',
    (table, raw, message, fix) => {
      const error = errorOf(() => parseFlags(table, raw));
      expect(error.message).toContain(message);
      expect(error.fix).toMatch(/^Pass e\.g\. --/);
      if (fix) expect(error.fix).toContain(fix);
    },
  );

  it('registers each command from its table, defaults shown in --help', async () => {
    const program = new Command().exitOverride();
    for (const register of [
      registerCompare,
      registerInspect,
      registerInit,
      registerNoise,
      registerPublish,
    ])
      register(program);
    const tables: Record<string, FlagTable> = {
      compare: COMPARE_FLAGS,
      inspect: INSPECT_FLAGS,
      init: INIT_FLAGS,
      noise: NOISE_FLAGS,
      publish: PUBLISH_FLAGS,
    };
    for (const [name, table] of Object.entries(tables)) {
      const command = program.commands.find((c) => c.name() === name)!;
      expect(command.options.map((option) => option.attributeName())).toEqual(Object.keys(table));
    }
    const compare = program.commands.find((c) => c.name() === 'compare')!.helpInformation();
    expect(compare).toMatch(/--tolerance-p99 <pct>[^]*?\(default:\s+"15%"\)/);
    expect(compare).toMatch(/--method <method>[^]*?\(default:\s+"t"\)/);
    const init = program.commands.find((c) => c.name() === 'init')!.helpInformation();
    expect(init).toMatch(/--database-image <image>[^]*?\(default:\s+"mysql:8\.4"\)/);
    // publish --no-comment: commander hands over comment: false, the table reads it.
    const publish = program.commands.find((c) => c.name() === 'publish')!;
    let raw: Record<string, unknown> = {};
    publish.action((_file: string, options: Record<string, unknown>) => {
      raw = options;
    });
    await program.parseAsync(['publish', 'r.json', '--no-comment'], { from: 'user' });
    expect(parseFlags(PUBLISH_FLAGS, raw).comment).toBe(false);
  });
});
