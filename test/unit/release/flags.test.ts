// Flags of the release commands: each bad value is an error naming the flag, the value and a fix.
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../src/errors.js';
import {
  commonOverrides,
  durationFlag,
  fractionFlag,
  numberFlag,
  pairsFlag,
} from '../../../src/release/flags.js';

describe('release flags', () => {
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
    let caught: unknown;
    try {
      parse();
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as ConfigError).message).toContain(message);
    expect((caught as ConfigError).fix).toMatch(/^Pass e\.g\. --/);
  });

  it('maps the common flags onto config overrides', () => {
    expect(
      commonOverrides({
        config: 'perf-gate.yml',
        result: 'r.json',
        scenario: 'content-view',
        warmup: '5s',
        appImage: 'jre:17',
        env: ['X=1'],
        dbVar: ['scale=0.05'],
        failOnInconclusive: true,
      }),
    ).toEqual({
      scenario: 'content-view',
      warmupMs: 5000,
      appImage: 'jre:17',
      failOnInconclusive: true,
      appEnv: { X: '1' },
      databaseVariables: { scale: '0.05' },
    });
  });
});
