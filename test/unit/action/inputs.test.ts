import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTION_INPUTS } from '../../../src/commands/action-inputs.js';
import { overridesOf, parseFlags } from '../../../src/commands/options.js';
import { RUN_FLAGS } from '../../../src/commands/run.js';
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

describe('action inputs through the table', () => {
  it('reads an input that means what a flag means with the flag’s reader and override', () => {
    /** What `read` makes of `text`: the value, or the message of its error. */
    const outcome = (read: (label: string, text: string) => unknown, text: string): unknown => {
      try {
        return read('x', text);
      } catch (error) {
        return (error as Error).message;
      }
    };
    for (const [input, flag] of [
      ['scenario', 'scenario'],
      ['base', 'base'],
      ['rounds', 'rounds'],
      ['app-image', 'appImage'],
      ['database-image', 'databaseImage'],
      ['k6-path', 'k6'],
      ['sandbox', 'sandbox'],
      ['build-image', 'buildImage'],
      ['k6-image', 'k6Image'],
    ] as const) {
      const spec = Object.values(ACTION_INPUTS).find((entry) => entry.name === input)!;
      for (const text of ['3', '0', 'main', '-x', 'off', 'on'])
        expect(outcome(spec.read, text), `${input} ${text}`).toEqual(
          outcome(RUN_FLAGS[flag].read, text),
        );
      // base is handed to the gate itself ("auto" leaves compare.base in force), not overridden.
      if (input !== 'base') expect(spec.override, input).toBe(RUN_FLAGS[flag].override);
    }
    expect(readInputs(inputs({ rounds: '3' })).overrides.rounds).toBe(3);
    expect(overridesOf(RUN_FLAGS, parseFlags(RUN_FLAGS, { rounds: '3' })).rounds).toBe(3);
  });

  it('maps every input onto its override, and empty inputs onto none', () => {
    expect(readInputs(inputs({})).overrides).toEqual({ sandbox: true });
    expect(
      readInputs(
        inputs({
          scenario: 'content-view',
          rounds: '5',
          'fail-on-inconclusive': 'false',
          'app-image': 'jre:21',
          'database-image': 'mariadb:11',
          'k6-path': '/opt/k6',
          sandbox: 'off',
          'build-image': 'jdk:21',
          'k6-image': 'k6:1',
        }),
      ).overrides,
    ).toEqual({
      scenario: 'content-view',
      rounds: 5,
      failOnInconclusive: false,
      appImage: 'jre:21',
      databaseImage: 'mariadb:11',
      k6: '/opt/k6',
      sandbox: false,
      buildImage: 'jdk:21',
      k6Image: 'k6:1',
    });
  });

  it('fills the defaults action.yml declares', () => {
    const read = readInputs(inputs({ 'comment-id': '  api  ' }));
    expect(read).toMatchObject({
      mode: 'gate',
      base: 'auto',
      comment: true,
      trustPrConfig: false,
      githubToken: '',
      passEnv: '',
      commentId: 'api',
    });
    expect(read.config).toBe(join(resolve('.'), 'perf-gate.yml'));
    expect(read.resultPath).toBe(resolve('perf-gate-result.json'));
  });

  it.each([
    [
      { rounds: 'many' },
      'input rounds must be a whole number from 1 to 50 (got "many").',
      "Set `rounds: 3` in the step's `with:` block, or leave it empty to use compare.rounds.",
    ],
    [
      { rounds: '51' },
      'input rounds must be a whole number from 1 to 50 (got "51").',
      '`rounds: 3`',
    ],
    [
      { comment: 'maybe' },
      'input comment must be true or false (got "maybe").',
      'Set `comment: true` or `comment: false`.',
    ],
    [
      { 'trust-pr-config': 'sometimes' },
      'input trust-pr-config must be true or false (got "sometimes").',
      '`trust-pr-config: false`',
    ],
    [
      { base: 'main..HEAD' },
      'input base "main..HEAD" is not a valid git ref: it is a range (".."), not one commit.',
      'Set `base:` to auto, none, or a branch',
    ],
  ])('refuses %j naming the input, the value and the fix', (values, message, fix) => {
    let error: unknown;
    try {
      readInputs(inputs(values));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toBe(message);
    expect((error as ConfigError).fix).toContain(fix);
  });
});
