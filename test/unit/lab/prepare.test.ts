// The app's paths every command boots with: the config's, else what the app's files declare.
import { describe, expect, it } from 'vitest';
import type { GateConfig } from '../../../src/config/schema.js';
import { appPaths } from '../../../src/lab/prepare.js';

const config = (app: Partial<GateConfig['app']>) => ({ app }) as GateConfig;

describe('appPaths', () => {
  it('takes the declared paths when the config names none, and derives the health path', () => {
    expect(appPaths(config({}), { contextPath: '/notes', managementBasePath: '/manage/' })).toEqual(
      {
        contextPath: '/notes',
        managementBasePath: '/manage/',
        healthPath: '/manage/health',
      },
    );
  });

  it('falls back to /actuator, and the config wins over the files', () => {
    expect(appPaths(config({}), {})).toEqual({
      contextPath: undefined,
      managementBasePath: '/actuator',
      healthPath: '/actuator/health',
    });
    expect(
      appPaths(config({ contextPath: '/api', health: '/ready', managementBasePath: '/ops' }), {
        contextPath: '/notes',
        managementBasePath: '/manage',
      }),
    ).toEqual({ contextPath: '/api', managementBasePath: '/ops', healthPath: '/ready' });
  });
});
