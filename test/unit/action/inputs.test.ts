import { describe, expect, it } from 'vitest';
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
});
