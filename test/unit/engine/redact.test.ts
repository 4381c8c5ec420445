import { afterEach, describe, expect, it } from 'vitest';
import type { GateConfig } from '../../../src/config/schema.js';
import {
  clearSecrets,
  redactConfig,
  redactDeep,
  redactText,
  registerConfigSecrets,
  registerRunnerSecrets,
  registerSecret,
  secretsOfConfig,
} from '../../../src/engine/redact.js';

const config = {
  app: { env: { SPRING_PROFILES_ACTIVE: 'perf', API_TOKEN: 'tok-123456', OPEN: 'false' } },
  database: { password: 'db-pass-xyz', variables: { scale: 1, SECRET_SALT: 'salt-9999' } },
  scenarios: [{ name: 'read', env: { USER_PASSWORD: 'hunter22', PAGE: '3' } }],
} as unknown as GateConfig;

afterEach(() => clearSecrets());

describe('redaction', () => {
  it('finds the secrets of a config by where they sit', () => {
    expect(secretsOfConfig(config).sort()).toEqual(
      ['db-pass-xyz', 'root-db-pass-xyz', 'tok-123456', 'salt-9999', 'hunter22'].sort(),
    );
  });

  it('records the config with passwords and secret-named values replaced', () => {
    const recorded = JSON.stringify(redactConfig(config));
    for (const secret of secretsOfConfig(config)) expect(recorded).not.toContain(secret);
    expect(recorded).toContain('"SPRING_PROFILES_ACTIVE":"perf"');
    expect(recorded).toContain('"PAGE":"3"');
  });

  it("cuts the runner's tokens out of every output, even ones PR code read around the allow-list", () => {
    const found = registerRunnerSecrets({
      ACTIONS_RUNTIME_TOKEN: 'runtime-token-value-1',
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'id-token-value-2',
      ACTIONS_RUNTIME_URL: 'https://pipelines.example/',
      'INPUT_GITHUB-TOKEN': 'ghs_input-token-3',
      INPUT_CONFIG: 'perf-gate.yml',
    });
    expect(found.sort()).toEqual([
      'ghs_input-token-3',
      'id-token-value-2',
      'runtime-token-value-1',
    ]);
    const tag = 'GET /x runtime-token-value-1 id-token-value-2 ghs_input-token-3';
    expect(redactDeep({ endpoints: { [tag]: tag } })).toEqual({
      endpoints: { 'GET /x *** *** ***': 'GET /x *** *** ***' },
    });
  });

  it('cuts registered secrets out of any text, longest first', () => {
    registerConfigSecrets(config);
    expect(redactText('jdbc password=db-pass-xyz root=root-db-pass-xyz')).toBe(
      'jdbc password=*** root=***',
    );
  });

  it('cuts them out of every string of a nested value, numbers kept', () => {
    registerSecret('ghs_token_value');
    registerSecret('ab'); // too short to cut out of text
    const out = redactDeep({
      error: { message: 'auth failed with ghs_token_value' },
      tails: ['ab ok', 'x ghs_token_value y'],
      n: 3,
      none: null,
    });
    expect(out).toEqual({
      error: { message: 'auth failed with ***' },
      tails: ['ab ok', 'x *** y'],
      n: 3,
      none: null,
    });
  });
});
