import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  EnvironmentError,
  PerfGateError,
  describeError,
  exitCodeFor,
} from '../../src/errors.js';

describe('typed errors', () => {
  it('maps configuration and environment errors to exit code 2 and gate failures to 1', () => {
    expect(exitCodeFor(new ConfigError('bad'))).toBe(2);
    expect(exitCodeFor(new EnvironmentError('no docker'))).toBe(2);
    expect(exitCodeFor(new PerfGateError('gate', 'p95 over budget'))).toBe(1);
    expect(exitCodeFor(new Error('unexpected'))).toBe(2);
  });

  it('describes an error with its fix, and never prints [object Object]', () => {
    const error = new ConfigError(
      'perf-gate.yml: scenarios[0].rate must be a positive number (got "fast")',
      {
        fix: 'Set rate to the target iterations per second, e.g. 100.',
      },
    );
    expect(describeError(error)).toBe(
      'perf-gate.yml: scenarios[0].rate must be a positive number (got "fast")\nFix: Set rate to the target iterations per second, e.g. 100.',
    );
    expect(error.name).toBe('ConfigError');
    expect(describeError({ code: 7 })).toBe('{"code":7}');
    expect(describeError('plain')).toBe('plain');
  });
});
