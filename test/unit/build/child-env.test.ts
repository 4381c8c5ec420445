import { describe, expect, it } from 'vitest';
import { childEnvironment, isCredentialName } from '../../../src/build/child-env.js';
import { scriptEnvArgs, scriptEnvironment } from '../../../src/load/k6.js';

const runnerEnv = {
  PATH: '/usr/bin:/bin',
  HOME: '/home/runner',
  JAVA_HOME: '/opt/java',
  MAVEN_OPTS: '-Xmx1g',
  LC_ALL: 'C.UTF-8',
  HTTPS_PROXY: 'http://proxy:3128',
  'INPUT_GITHUB-TOKEN': 'ghs_input',
  GITHUB_TOKEN: 'ghs_env',
  ACTIONS_RUNTIME_TOKEN: 'runtime',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc',
  AWS_SECRET_ACCESS_KEY: 'aws',
  NEXUS_PASSWORD: 'nexus',
};

describe('childEnvironment', () => {
  it('passes what a JVM build needs and nothing else', () => {
    expect(childEnvironment({}, runnerEnv)).toEqual({
      PATH: '/usr/bin:/bin',
      HOME: '/home/runner',
      JAVA_HOME: '/opt/java',
      MAVEN_OPTS: '-Xmx1g',
      LC_ALL: 'C.UTF-8',
      HTTPS_PROXY: 'http://proxy:3128',
    });
  });

  it('adds the names PERF_GATE_PASS_ENV asks for, but never the action credentials', () => {
    const env = childEnvironment(
      { K6_NO_USAGE_REPORT: 'true' },
      {
        ...runnerEnv,
        PERF_GATE_PASS_ENV: 'NEXUS_PASSWORD, GITHUB_TOKEN,INPUT_GITHUB-TOKEN,ACTIONS_RUNTIME_TOKEN',
      },
    );
    expect(env.NEXUS_PASSWORD).toBe('nexus');
    expect(env.K6_NO_USAGE_REPORT).toBe('true');
    expect(env).not.toHaveProperty('GITHUB_TOKEN');
    expect(env).not.toHaveProperty('INPUT_GITHUB-TOKEN');
    expect(env).not.toHaveProperty('ACTIONS_RUNTIME_TOKEN');
    expect(env).not.toHaveProperty('AWS_SECRET_ACCESS_KEY');
  });

  it('names the action credentials', () => {
    for (const name of [
      'INPUT_GITHUB-TOKEN',
      'github_token',
      'GH_TOKEN',
      'ACTIONS_ID_TOKEN_REQUEST_URL',
    ])
      expect(isCredentialName(name), name).toBe(true);
    expect(isCredentialName('NEXUS_PASSWORD')).toBe(false);
  });
});

describe('scriptEnvArgs', () => {
  it('turns the system environment off and passes each value with -e', () => {
    expect(scriptEnvArgs({ BASE_URL: 'http://127.0.0.1:1', NOTE: 'a=b c' })).toEqual([
      '--include-system-env-vars=false',
      '-e',
      'BASE_URL=http://127.0.0.1:1',
      '-e',
      'NOTE=a=b c',
    ]);
  });
});

describe('scriptEnvironment', () => {
  const window = {
    baseUrl: 'http://127.0.0.1:4100/shop',
    targetRate: 20,
    preAllocatedVus: 10,
    maxVus: 50,
  };

  it("gives the script the app's URL and the window's parameters, over the scenario's env", () => {
    const env = scriptEnvironment(
      { ...window, env: { RATE: '1', TOKEN: 't' } },
      '5s',
      '/tmp/s.json',
    );
    expect(env).toMatchObject({
      BASE_URL: 'http://127.0.0.1:4100/shop',
      PERF_GATE_APP_URL: 'http://127.0.0.1:4100/shop',
      RATE: '20',
      DURATION: '5s',
      TOKEN: 't',
    });
  });

  it("lets the scenario's env set BASE_URL, keeping the app under test in PERF_GATE_APP_URL", () => {
    const env = scriptEnvironment(
      { ...window, env: { BASE_URL: 'http://127.0.0.1:4100' } },
      '5s',
      '/tmp/s.json',
    );
    expect(env.BASE_URL).toBe('http://127.0.0.1:4100');
    expect(env.PERF_GATE_APP_URL).toBe('http://127.0.0.1:4100/shop');
  });
});
