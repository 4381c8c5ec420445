// diffSettings between two sides, the readable output, and `perf-gate inspect` end to end on the
// fixtures and the bundled example.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inspectCommand, inspectOptionsFromFlags } from '../../../src/commands/inspect.js';
import type { InspectFlags } from '../../../src/commands/inspect.js';
import { ConfigError } from '../../../src/errors.js';
import { inspectAppDetail } from '../../../src/files/spring-files.js';
import { diffSettings, renderInspection, resolveSettings } from '../../../src/spring/index.js';
import type { ConfigFileContent, EffectiveSettings } from '../../../src/spring/index.js';

const repo = resolve(import.meta.dirname, '../../..');
const fixtures = join(repo, 'test/fixtures/spring');
const example = join(repo, 'examples/travel-content');

const file = (content: string): ConfigFileContent => ({
  path: 'src/main/resources/application.yml',
  location: 'classpath',
  content,
});

describe('diffSettings', () => {
  const base = resolveSettings(
    [file('spring.datasource.url: x\nserver.tomcat.threads.max: 200\n')],
    { resources: { cpus: 2, memoryMb: 2048 } },
  );

  it('lists only changed settings, keyed like sources, with the PR side source', () => {
    const pr = resolveSettings(
      [
        file(
          'spring.datasource.url: x\nserver.tomcat.threads.max: 20\nspring.datasource.hikari.maximum-pool-size: 5\n',
        ),
      ],
      { resources: { cpus: 2, memoryMb: 2048 }, jvmOptions: '-Xmx1g' },
    );
    expect(diffSettings(base, pr)).toEqual([
      {
        key: 'server.tomcat.threads.max',
        before: 200,
        after: 20,
        source: 'src/main/resources/application.yml:2',
      },
      {
        key: 'spring.datasource.hikari.maximum-pool-size',
        before: 10,
        after: 5,
        source: 'src/main/resources/application.yml:3',
      },
      // minimumIdle follows maximumPoolSize when not set
      { key: 'spring.datasource.hikari.minimum-idle', before: 10, after: 5, source: 'default' },
      { key: 'jvm.xmx', before: 512, after: 1024, source: 'jvm-options' },
    ]);
    expect(diffSettings(base, base)).toEqual([]);
  });

  it('reports added and removed datasources', () => {
    const pr = resolveSettings(
      [file('server.tomcat.threads.max: 200\napp.datasource.orders.hikari.maximum-pool-size: 4\n')],
      {
        resources: { cpus: 2, memoryMb: 2048 },
      },
    );
    const changes = diffSettings(base, pr);
    expect(changes).toContainEqual({
      key: 'app.datasource.orders.hikari.maximum-pool-size',
      before: null,
      after: 4,
      source: 'src/main/resources/application.yml:2',
    });
    expect(changes).toContainEqual({
      key: 'spring.datasource.hikari.maximum-pool-size',
      before: 10,
      after: null,
      source: 'removed',
    });
    expect(changes).toHaveLength(10);
  });
});

describe('readable output', () => {
  it('prints every value with its source, the text as written, and the findings', async () => {
    const detail = await inspectAppDetail(join(fixtures, 'placeholders-app'), {
      env: { DB_POOL: '40' },
      resources: { cpus: 2, memoryMb: 2048 },
    });
    const text = renderInspection(detail, 'placeholders-app');
    const row = (key: string): string =>
      text.split('\n').find((line) => line.startsWith(`| ${key} `)) ?? '';
    expect(row('spring.datasource.hikari.maximum-pool-size')).toMatch(
      /\| +40 \| src\/main\/resources\/application\.yml:14 \(\$\{DB_POOL:20\}\) +\|$/,
    );
    expect(row('server.tomcat.connection-timeout')).toContain('15000 ms');
    expect(row('server.tomcat.max-connections')).toMatch(/\| +8192 \| default +\|$/);
    expect(text).toContain('Active profiles: default');
    expect(text).toContain('hikari-pool-above-core-guidance');
  });
});

function flags(change: Partial<InspectFlags> = {}): InspectFlags {
  return { profile: [], env: [], ...change };
}

describe('perf-gate inspect', () => {
  it('turns flags into options, taking the machine for what is not given', () => {
    expect(
      inspectOptionsFromFlags(
        flags({
          profile: ['perf'],
          env: ['A=1', 'B=x=y'],
          jvmOptions: '-Xmx1g',
          memory: '1g',
          instances: '2',
          dbMaxConnections: '40',
          requestBudget: '500ms',
        }),
        { cpus: 8, memoryMb: 16_000 },
      ),
    ).toEqual({
      profiles: ['perf'],
      env: { A: '1', B: 'x=y' },
      jvmOptions: '-Xmx1g',
      resources: {
        cpus: 8,
        memoryMb: 1024,
        instances: 2,
        dbMaxConnections: 40,
        // the table's default, as commander used to fill it in
        dbWaitTimeoutSec: 28_800,
        requestBudgetMs: 500,
      },
    });
  });

  it.each([
    [{ env: ['NOVALUE'] }, '--env takes KEY=VALUE (got "NOVALUE")'],
    [{ memory: 'big' }, '--memory must be a memory size (got "big")'],
    [{ cpus: '0' }, '--cpus must be a positive number (got "0")'],
    [{ instances: '1.5' }, '--instances must be a positive whole number (got "1.5")'],
    [{ requestBudget: 'soon' }, '--request-budget must be a duration (got "soon")'],
  ])('rejects %j', (change, message) => {
    expect(() => inspectOptionsFromFlags(flags(change), { cpus: 2, memoryMb: 2048 })).toThrow(
      ConfigError,
    );
    expect(() => inspectOptionsFromFlags(flags(change), { cpus: 2, memoryMb: 2048 })).toThrow(
      message,
    );
  });

  it('prints JSON in the agreed shape', async () => {
    let output = '';
    const code = await inspectCommand(
      join(fixtures, 'two-datasources-app'),
      flags({ json: true, cpus: '2', memory: '2g' }),
      (text) => (output += text),
    );
    expect(code).toBe(0);
    const parsed = JSON.parse(output) as EffectiveSettings;
    expect(Object.keys(parsed)).toEqual(['tomcat', 'datasources', 'jvm', 'sources', 'findings']);
    expect(Object.keys(parsed.tomcat)).toEqual([
      'threadsMax',
      'threadsMinSpare',
      'maxConnections',
      'acceptCount',
      'connectionTimeoutMs',
      'keepAliveTimeoutMs',
    ]);
    expect(parsed.datasources.map((ds) => ds.name)).toEqual(['read', 'write', 'orders']);
    expect(Object.keys(parsed.datasources[0]?.hikari ?? {})).toEqual([
      'maximumPoolSize',
      'minimumIdle',
      'connectionTimeoutMs',
      'idleTimeoutMs',
      'maxLifetimeMs',
    ]);
    expect(Object.keys(parsed.jvm)).toEqual(['xmsMb', 'xmxMb', 'maxRamPercentage', 'gc']);
    for (const finding of parsed.findings) {
      expect(Object.keys(finding)).toEqual(
        expect.arrayContaining(['rule', 'level', 'message', 'keys']),
      );
    }
  });

  it('shows the example app’s declared values with file:line sources', async () => {
    let output = '';
    await inspectCommand(
      example,
      flags({ cpus: '2', memory: '1g', jvmOptions: '-XX:MaxRAMPercentage=60' }),
      (text) => {
        output += text;
      },
    );
    const yml = readFileSync(join(example, 'src/main/resources/application.yml'), 'utf8').split(
      '\n',
    );
    const line = (needle: string): number =>
      yml.findIndex((text) => text.trim().startsWith(needle)) + 1;
    const row = (key: string): string =>
      output.split('\n').find((text) => text.startsWith(`| ${key} `)) ?? '';
    expect(row('server.tomcat.threads.max')).toContain(
      `src/main/resources/application.yml:${line('max: ')}`,
    );
    expect(row('spring.datasource.hikari.maximum-pool-size')).toContain(
      `src/main/resources/application.yml:${line('maximum-pool-size:')}`,
    );
    expect(row('spring.datasource.hikari.connection-timeout')).toContain(
      `src/main/resources/application.yml:${line('connection-timeout: 3000')}`,
    );
    expect(row('jvm.xmx')).toMatch(/\| +614 MiB \| jvm-options +\|$/);
    expect(output).toContain('Judged for 2 CPU(s), 1024 MiB');
  });
});
