// The CLI's option table: each bad value is an error naming the flag, the value and a fix; the
// table registers every command, carries the defaults once and maps flags onto config overrides.
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { CAPACITY_FLAGS, capacityOptions } from '../../../src/commands/capacity.js';
import { overridesOf, parseFlags } from '../../../src/commands/options.js';
import { PLAN_FLAGS, register as registerPlan } from '../../../src/commands/plan.js';
import { RUN_FLAGS, register as registerRun } from '../../../src/commands/run.js';
import {
  SWEEP_FLAGS,
  register as registerSweep,
  sweepOptions,
} from '../../../src/commands/sweep.js';
import { register as registerCapacity } from '../../../src/commands/capacity.js';
import { durationFlag, fractionFlag, numberFlag, pairsFlag } from '../../../src/commands/values.js';
import { ConfigError } from '../../../src/errors.js';

/** The ConfigError `parse` throws. */
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

describe('flag values', () => {
  it('parses numbers, durations, percentages and pairs', () => {
    expect(numberFlag('--start', '25', { whole: true, min: 1 })).toBe(25);
    expect(numberFlag('--retries', '0', { whole: true, min: 0 })).toBe(0);
    expect(durationFlag('--step-duration', '1m30s')).toBe(90_000);
    expect(durationFlag('--warmup', '0s', { allowZero: true })).toBe(0);
    expect(fractionFlag('--errors', '0.5%')).toBe(0.005);
    expect(pairsFlag('--env', ['A=1', 'B=x=y'])).toEqual({ A: '1', B: 'x=y' });
  });

  it.each([
    [
      () => numberFlag('--start', 'fast', { whole: true, min: 1 }),
      '--start must be a whole number ≥ 1 (got "fast")',
    ],
    [
      () => numberFlag('--repeats', '1.5', { whole: true, min: 1 }),
      '--repeats must be a whole number ≥ 1 (got "1.5")',
    ],
    [() => numberFlag('--factor', '-2'), '--factor must be a number > 0 (got "-2")'],
    [() => durationFlag('--step-duration', '0s'), '--step-duration must be a duration like 20s'],
    [
      () => durationFlag('--p95', 'soon'),
      '--p95 must be a duration like 20s, 2m or 500ms (got "soon")',
    ],
    [() => fractionFlag('--errors', '150'), '--errors must be a percentage like 1%'],
    [() => pairsFlag('--env', ['NOVALUE']), '--env takes KEY=VALUE (got "NOVALUE")'],
  ])('rejects a bad value: %#', (parse, message) => {
    const error = errorOf(parse);
    expect(error.message).toContain(message);
    expect(error.fix).toMatch(/^Pass e\.g\. --/);
  });
});

describe('option table', () => {
  it('maps the common flags onto config overrides', () => {
    const flags = parseFlags(CAPACITY_FLAGS, {
      config: 'perf-gate.yml',
      result: 'r.json',
      scenario: 'content-view',
      warmup: '5s',
      appImage: 'jre:17',
      env: ['X=1'],
      dbVar: ['scale=0.05'],
      failOnInconclusive: true,
    });
    expect(overridesOf(CAPACITY_FLAGS, flags)).toEqual({
      scenario: 'content-view',
      warmupMs: 5000,
      appImage: 'jre:17',
      failOnInconclusive: true,
      appEnv: { X: '1' },
      databaseVariables: { scale: '0.05' },
    });
    expect(
      overridesOf(
        RUN_FLAGS,
        parseFlags(RUN_FLAGS, { base: 'main', rounds: '3', rate: '20', duration: '1m30s' }),
      ),
    ).toEqual({ base: 'main', rounds: 3, rate: 20, durationMs: 90_000 });
    // Nothing given: no overrides, the config's own values stand.
    expect(overridesOf(SWEEP_FLAGS, parseFlags(SWEEP_FLAGS, {}))).toEqual({});
  });

  it('names the first bad flag of a command, in its own words', () => {
    expect(errorOf(() => parseFlags(RUN_FLAGS, { rounds: 'many' })).message).toBe(
      '--rounds must be a whole number from 1 to 50 (got "many").',
    );
    expect(errorOf(() => parseFlags(SWEEP_FLAGS, { duration: '0s' })).message).toBe(
      '--duration must be a duration like 20s, 2m or 500ms (got "0s").',
    );
    expect(errorOf(() => parseFlags(RUN_FLAGS, { env: ['NOVALUE'] })).message).toBe(
      '--env takes KEY=VALUE (got "NOVALUE").',
    );
  });

  it('carries the defaults once: the capacity search and the sweep without flags', async () => {
    const capacity = await capacityOptions(parseFlags(CAPACITY_FLAGS));
    expect(capacity).toMatchObject({ startRate: 10, maxRate: 1000, factor: 2, resolution: 0.1 });
    expect(capacity).toMatchObject({
      maxSteps: 20,
      retries: 2,
      stepDurationMs: 20_000,
      repeats: 3,
    });
    expect(capacity.failOnInconclusive).toBe(false);
    expect(sweepOptions(parseFlags(SWEEP_FLAGS))).toEqual({
      set: [],
      cases: [],
      repeats: 2,
      failOnInconclusive: false,
      confidence: 0.9,
    });
    await expect(
      capacityOptions(parseFlags(CAPACITY_FLAGS, { start: '50', max: '10' })),
    ).rejects.toThrow('--max (10) must not be below --start (50).');
  });

  it('registers every command with commander, defaults shown in --help', () => {
    const program = new Command();
    for (const register of [registerRun, registerCapacity, registerSweep, registerPlan])
      register(program);
    const capacity = program.commands.find((command) => command.name() === 'capacity')!;
    const help = capacity.helpInformation();
    expect(help).toContain('--step-duration <duration>');
    expect(help).toContain('(default: "20s")');
    expect(help).toMatch(/--resolution <pct>.*\n?.*\(default: "10%"\)/);
    const plan = program.commands.find((command) => command.name() === 'plan')!;
    expect(plan.options.map((option) => option.long)).toEqual(
      Object.values(PLAN_FLAGS).map((spec) => spec.flags.match(/--[a-z-]+/)![0]),
    );
  });
});
