import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../src/errors.js';
import { readInputs } from '../../../src/main.js';

const inputs = (values: Record<string, string>) => (name: string) => values[name] ?? '';

describe('action inputs', () => {
  it('refuses a base that git would read as an option before anything runs', () => {
    expect(() => readInputs(inputs({ base: '--upload-pack=touch /tmp/x' }))).toThrow(
      'input base "--upload-pack=touch /tmp/x" is not a valid git ref: it starts with "-", which git would read as an option.',
    );
  });

  it('keeps auto, none and ordinary refs', () => {
    for (const base of ['auto', 'none', 'main', 'origin/main', 'HEAD~1'])
      expect(readInputs(inputs({ base })).base).toBe(base);
  });

  it('leaves gate.fail-on-inconclusive to perf-gate.yml unless the input is set', () => {
    expect(readInputs(inputs({})).overrides.failOnInconclusive).toBeUndefined();
    expect(
      readInputs(inputs({ 'fail-on-inconclusive': 'true' })).overrides.failOnInconclusive,
    ).toBe(true);
    expect(
      readInputs(inputs({ 'fail-on-inconclusive': 'false' })).overrides.failOnInconclusive,
    ).toBe(false);
  });

  it('reads the mode: gate by default, measure and publish when asked', () => {
    expect(readInputs(inputs({})).mode).toBe('gate');
    for (const mode of ['gate', 'measure', 'publish'] as const)
      expect(readInputs(inputs({ mode })).mode).toBe(mode);
    expect(readInputs(inputs({ mode: ' Measure ' })).mode).toBe('measure');
  });

  it('refuses an unknown mode, naming the input, the value and the fix', () => {
    let error: unknown;
    try {
      readInputs(inputs({ mode: 'publish-only' }));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toBe(
      'input mode must be gate, measure or publish (got "publish-only").',
    );
    expect((error as ConfigError).fix).toContain('`mode: measure`');
  });
});
