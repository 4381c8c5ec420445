// Fixture apps under test/fixtures/spring: every effective value and its source (file:line, env,
// default). Expected lines are found by searching the fixture text, independently of the parser.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inspectApp, inspectAppDetail } from '../../../src/files/spring-files.js';
import type { EffectiveSettings } from '../../../src/spring/index.js';

const fixtures = resolve(import.meta.dirname, '../../fixtures/spring');
const machine = { cpus: 2, memoryMb: 2048 };

/** `file:line` of the first line of `file` (relative to the app) containing `needle` after `after`. */
function at(app: string, file: string, needle: string, after?: string): string {
  const lines = readFileSync(join(fixtures, app, file), 'utf8').split('\n');
  const start = after === undefined ? 0 : lines.findIndex((line) => line.includes(after));
  const index = lines.findIndex((line, position) => position >= start && line.includes(needle));
  if (index < 0) throw new Error(`${needle} not in ${file}`);
  return `${file}:${index + 1}`;
}

const DEFAULT_JVM = { xmsMb: 32, xmxMb: 512, maxRamPercentage: 25, gc: 'G1' };
const DEFAULT_JVM_SOURCES = {
  'jvm.xms': 'default',
  'jvm.xmx': 'default',
  'jvm.max-ram-percentage': 'default',
  'jvm.gc': 'default',
};

function hikariSources(
  prefix: string,
  sources: Partial<Record<string, string>>,
): Record<string, string> {
  const keys = [
    'maximum-pool-size',
    'minimum-idle',
    'connection-timeout',
    'idle-timeout',
    'max-lifetime',
  ];
  return Object.fromEntries(keys.map((key) => [`${prefix}.${key}`, sources[key] ?? 'default']));
}

function shape(settings: EffectiveSettings): Omit<EffectiveSettings, 'findings'> {
  return {
    tomcat: settings.tomcat,
    datasources: settings.datasources,
    jvm: settings.jvm,
    sources: settings.sources,
  };
}

describe('YAML app', () => {
  const app = 'yaml-app';
  const yml = 'src/main/resources/application.yml';
  it('reads every value with its file:line, in camelCase, kebab-case and underscore form', async () => {
    const settings = await inspectApp(join(fixtures, app), { resources: machine });
    expect(shape(settings)).toEqual({
      tomcat: {
        threadsMax: 100,
        threadsMinSpare: 20,
        maxConnections: 4096,
        acceptCount: 50,
        connectionTimeoutMs: 20_000,
        keepAliveTimeoutMs: 30_000,
      },
      datasources: [
        {
          name: 'default',
          prefix: 'spring.datasource.hikari',
          hikari: {
            maximumPoolSize: 20,
            minimumIdle: 20,
            connectionTimeoutMs: 3000,
            idleTimeoutMs: 600_000,
            maxLifetimeMs: 1_500_000,
          },
        },
      ],
      jvm: DEFAULT_JVM,
      sources: {
        'server.tomcat.threads.max': at(app, yml, 'max: 100'),
        'server.tomcat.threads.min-spare': at(app, yml, 'min-spare: 20'),
        'server.tomcat.max-connections': at(app, yml, 'max-connections: 4096'),
        'server.tomcat.accept-count': at(app, yml, 'accept-count: 50'),
        'server.tomcat.connection-timeout': at(app, yml, 'connection-timeout: 20s'),
        'server.tomcat.keep-alive-timeout': at(app, yml, 'keep-alive-timeout: PT30S'),
        ...hikariSources('spring.datasource.hikari', {
          'maximum-pool-size': at(app, yml, 'maximumPoolSize: 20'),
          'minimum-idle': at(app, yml, 'minimum-idle: 20'),
          'connection-timeout': at(app, yml, 'connection-timeout: 3000'),
          'max-lifetime': at(app, yml, 'max_lifetime: 1500000'),
        }),
        ...DEFAULT_JVM_SOURCES,
      },
    });
  });
});

describe('.properties app', () => {
  const app = 'properties-app';
  const file = 'src/main/resources/application.properties';
  it('reads =, : and blank separators, relaxed names, and bare durations as milliseconds', async () => {
    const settings = await inspectApp(join(fixtures, app), { resources: machine });
    expect(shape(settings)).toEqual({
      tomcat: {
        threadsMax: 80,
        threadsMinSpare: 10,
        maxConnections: 8192,
        acceptCount: 150,
        connectionTimeoutMs: 5000,
        // keep-alive falls back to the connection timeout when not set
        keepAliveTimeoutMs: 5000,
      },
      datasources: [
        {
          name: 'default',
          prefix: 'spring.datasource.hikari',
          hikari: {
            maximumPoolSize: 15,
            minimumIdle: 8,
            connectionTimeoutMs: 10_000,
            idleTimeoutMs: 300_000,
            maxLifetimeMs: 1_800_000,
          },
        },
      ],
      jvm: DEFAULT_JVM,
      sources: {
        'server.tomcat.threads.max': at(app, file, 'threads.max: 80'),
        'server.tomcat.threads.min-spare': at(app, file, 'minSpare 10'),
        'server.tomcat.max-connections': 'default',
        'server.tomcat.accept-count': at(app, file, 'accept-count=150'),
        'server.tomcat.connection-timeout': at(app, file, 'tomcat.connection-timeout=5000'),
        'server.tomcat.keep-alive-timeout': 'default',
        ...hikariSources('spring.datasource.hikari', {
          'maximum-pool-size': at(app, file, 'maximum-pool-size=15'),
          'minimum-idle': at(app, file, 'minimumIdle=8'),
          'connection-timeout': at(app, file, 'connection_timeout=10000'),
          'idle-timeout': at(app, file, 'idle-timeout = 300000'),
        }),
        ...DEFAULT_JVM_SOURCES,
      },
    });
  });
});

describe('profiles app', () => {
  const app = 'profiles-app';
  const yml = 'src/main/resources/application.yml';
  const properties = 'src/main/resources/application.properties';

  it('applies spring.profiles.active and its group, profile files over the base, .properties over .yml, and config/ outside the jar over everything packaged', async () => {
    const detail = await inspectAppDetail(join(fixtures, app), { resources: machine });
    expect(detail.activeProfiles).toEqual(['prod', 'proddb']);
    expect(detail.inactiveFiles).toEqual(['src/main/resources/application-dev.yml']);
    expect(shape(detail.settings)).toEqual({
      tomcat: {
        threadsMax: 50,
        threadsMinSpare: 5,
        maxConnections: 2000,
        acceptCount: 120,
        connectionTimeoutMs: 60_000,
        keepAliveTimeoutMs: 60_000,
      },
      datasources: [
        {
          name: 'default',
          prefix: 'spring.datasource.hikari',
          hikari: {
            maximumPoolSize: 12,
            minimumIdle: 12,
            connectionTimeoutMs: 30_000,
            idleTimeoutMs: 600_000,
            maxLifetimeMs: 1_800_000,
          },
        },
      ],
      jvm: DEFAULT_JVM,
      sources: {
        'server.tomcat.threads.max': at(app, 'src/main/resources/application-prod.yml', 'max: 50'),
        'server.tomcat.threads.min-spare': at(app, yml, 'min-spare: 5'),
        'server.tomcat.max-connections': at(app, 'config/application.yml', 'max-connections: 2000'),
        'server.tomcat.accept-count': at(app, properties, 'accept-count=120'),
        'server.tomcat.connection-timeout': 'default',
        'server.tomcat.keep-alive-timeout': 'default',
        ...hikariSources('spring.datasource.hikari', {
          'maximum-pool-size': at(
            app,
            'src/main/resources/application-proddb.properties',
            'maximum-pool-size=12',
          ),
        }),
        ...DEFAULT_JVM_SOURCES,
      },
    });
  });

  it('lets --profile replace the files own spring.profiles.active', async () => {
    const settings = await inspectApp(join(fixtures, app), {
      profiles: ['dev'],
      resources: machine,
    });
    expect(settings.tomcat.threadsMax).toBe(10);
    expect(settings.sources['server.tomcat.threads.max']).toBe(
      at(app, 'src/main/resources/application-dev.yml', 'max: 10'),
    );
    // prod's group member is not active, so its pool size is not applied
    expect(settings.datasources[0]?.hikari.maximumPoolSize).toBe(10);
    expect(settings.sources['spring.datasource.hikari.maximum-pool-size']).toBe('default');
  });

  it('takes SPRING_PROFILES_ACTIVE from the environment over the files', async () => {
    const detail = await inspectAppDetail(join(fixtures, app), {
      env: { SPRING_PROFILES_ACTIVE: 'dev,prod' },
      resources: machine,
    });
    expect(detail.activeProfiles).toEqual(['dev', 'prod', 'proddb']);
    // prod comes after dev, so prod's value wins
    expect(detail.settings.tomcat.threadsMax).toBe(50);
  });
});

describe('multi-document app', () => {
  const app = 'multi-document-app';
  const yml = 'src/main/resources/application.yml';
  const properties = 'src/main/resources/application.properties';

  it('applies documents whose on-profile expression matches, in file order, and #--- documents of .properties', async () => {
    const settings = await inspectApp(join(fixtures, app), {
      profiles: ['perf'],
      resources: machine,
    });
    expect(shape(settings)).toEqual({
      tomcat: {
        threadsMax: 40,
        threadsMinSpare: 10,
        maxConnections: 600,
        acceptCount: 10,
        connectionTimeoutMs: 60_000,
        keepAliveTimeoutMs: 60_000,
      },
      datasources: [
        {
          name: 'default',
          prefix: 'spring.datasource.hikari',
          hikari: {
            maximumPoolSize: 8,
            minimumIdle: 8,
            connectionTimeoutMs: 2000,
            idleTimeoutMs: 600_000,
            maxLifetimeMs: 1_800_000,
          },
        },
      ],
      jvm: DEFAULT_JVM,
      sources: {
        'server.tomcat.threads.max': at(app, yml, 'max: 40'),
        'server.tomcat.threads.min-spare': 'default',
        'server.tomcat.max-connections': at(app, properties, 'max-connections=600'),
        'server.tomcat.accept-count': at(app, yml, 'accept-count: 10'),
        'server.tomcat.connection-timeout': 'default',
        'server.tomcat.keep-alive-timeout': 'default',
        ...hikariSources('spring.datasource.hikari', {
          'maximum-pool-size': at(app, yml, 'maximum-pool-size: 8'),
          // from the document conditioned with the legacy `spring.profiles: perf`
          'connection-timeout': at(app, yml, 'connection-timeout: 2000'),
        }),
        ...DEFAULT_JVM_SOURCES,
      },
    });
    expect(settings.findings.map((finding) => finding.rule)).toContain(
      'spring-legacy-profiles-key',
    );
    const legacy = settings.findings.find(
      (finding) => finding.rule === 'spring-legacy-profiles-key',
    );
    expect(legacy?.message).toContain(at(app, yml, 'profiles: perf'));
  });

  it('skips documents whose expression does not match ("perf & !cloud" with cloud active)', async () => {
    const settings = await inspectApp(join(fixtures, app), {
      profiles: ['perf', 'cloud'],
      resources: machine,
    });
    expect(settings.tomcat.threadsMax).toBe(999);
    expect(settings.sources['server.tomcat.threads.max']).toBe(at(app, yml, 'max: 999'));
    expect(settings.tomcat.acceptCount).toBe(100);
    expect(settings.sources['server.tomcat.accept-count']).toBe('default');
  });

  it('without profiles uses only the unconditioned documents', async () => {
    const settings = await inspectApp(join(fixtures, app), { resources: machine });
    expect(settings.tomcat.threadsMax).toBe(200);
    expect(settings.sources['server.tomcat.threads.max']).toBe(at(app, yml, 'max: 200'));
    expect(settings.tomcat.maxConnections).toBe(5000);
    expect(settings.sources['server.tomcat.max-connections']).toBe(
      at(app, properties, 'max-connections=5000'),
    );
    expect(settings.datasources[0]?.hikari.maximumPoolSize).toBe(10);
  });
});

describe('environment overrides', () => {
  const app = 'env-app';
  const yml = 'src/main/resources/application.yml';
  it('binds SERVER_* / SPRING_* variables over the files (current and legacy forms) and reads JVM options from the environment and the command line', async () => {
    const settings = await inspectApp(join(fixtures, app), {
      env: {
        SERVER_TOMCAT_THREADS_MAX: '64',
        SPRING_DATASOURCE_HIKARI_MAXIMUMPOOLSIZE: '7',
        SPRING_DATASOURCE_HIKARI_MINIMUM_IDLE: '3',
        SERVER_TOMCAT_CONNECTIONTIMEOUT: '5s',
        SPRING_PROFILES_ACTIVE: 'docker',
        JAVA_TOOL_OPTIONS: '-Xmx768m -XX:+UseParallelGC',
      },
      jvmOptions: '-Xms256m -XX:+UseG1GC',
      resources: machine,
    });
    expect(shape(settings)).toEqual({
      tomcat: {
        threadsMax: 64,
        threadsMinSpare: 10,
        maxConnections: 300,
        acceptCount: 100,
        connectionTimeoutMs: 5000,
        keepAliveTimeoutMs: 5000,
      },
      datasources: [
        {
          name: 'default',
          prefix: 'spring.datasource.hikari',
          hikari: {
            maximumPoolSize: 7,
            minimumIdle: 3,
            connectionTimeoutMs: 30_000,
            idleTimeoutMs: 600_000,
            maxLifetimeMs: 1_800_000,
          },
        },
      ],
      jvm: { xmsMb: 256, xmxMb: 768, maxRamPercentage: 25, gc: 'G1' },
      sources: {
        'server.tomcat.threads.max': 'env',
        'server.tomcat.threads.min-spare': 'default',
        'server.tomcat.max-connections': at(
          app,
          'src/main/resources/application-docker.yml',
          'max-connections: 300',
        ),
        'server.tomcat.accept-count': at(app, yml, 'accept-count: 100'),
        'server.tomcat.connection-timeout': 'env',
        'server.tomcat.keep-alive-timeout': 'default',
        ...hikariSources('spring.datasource.hikari', {
          'maximum-pool-size': 'env',
          'minimum-idle': 'env',
        }),
        'jvm.xms': 'jvm-options',
        'jvm.xmx': 'env',
        'jvm.max-ram-percentage': 'default',
        'jvm.gc': 'jvm-options',
      },
    });
  });

  it('names the variable behind an env value in the detail', async () => {
    const detail = await inspectAppDetail(join(fixtures, app), {
      env: { server_tomcat_threads_max: '12' },
      resources: machine,
    });
    expect(detail.settings.tomcat.threadsMax).toBe(12);
    expect(detail.properties['server.tomcat.threads.max']?.envName).toBe(
      'server_tomcat_threads_max',
    );
  });
});

describe('placeholders', () => {
  const app = 'placeholders-app';
  const yml = 'src/main/resources/application.yml';
  const sources = {
    'server.tomcat.threads.max': at(app, yml, 'max: ${app.threads}'),
    'server.tomcat.threads.min-spare': 'default',
    'server.tomcat.max-connections': 'default',
    'server.tomcat.accept-count': at(app, yml, 'accept-count:'),
    'server.tomcat.connection-timeout': at(app, yml, 'connection-timeout:'),
    'server.tomcat.keep-alive-timeout': 'default',
    ...hikariSources('spring.datasource.hikari', {
      'maximum-pool-size': at(app, yml, 'maximum-pool-size:'),
      'minimum-idle': at(app, yml, 'minimum-idle:'),
    }),
    ...DEFAULT_JVM_SOURCES,
  };

  it('uses the defaults of ${NAME:default}, nested defaults and references to other properties', async () => {
    const settings = await inspectApp(join(fixtures, app), { resources: machine });
    expect(shape(settings)).toEqual({
      tomcat: {
        threadsMax: 64,
        threadsMinSpare: 10,
        maxConnections: 8192,
        acceptCount: 12,
        connectionTimeoutMs: 15_000,
        keepAliveTimeoutMs: 15_000,
      },
      datasources: [
        {
          name: 'default',
          prefix: 'spring.datasource.hikari',
          hikari: {
            maximumPoolSize: 20,
            minimumIdle: 20,
            connectionTimeoutMs: 30_000,
            idleTimeoutMs: 600_000,
            maxLifetimeMs: 1_800_000,
          },
        },
      ],
      jvm: DEFAULT_JVM,
      sources,
    });
  });

  it('resolves the placeholders from the given environment', async () => {
    const detail = await inspectAppDetail(join(fixtures, app), {
      env: { DB_POOL: '6', APP_THREADS: '30', ACCEPT: '7', TOMCAT_TIMEOUT: 'PT2S' },
      resources: machine,
    });
    const { settings } = detail;
    expect(settings.tomcat).toEqual({
      threadsMax: 30,
      threadsMinSpare: 10,
      maxConnections: 8192,
      acceptCount: 7,
      connectionTimeoutMs: 2000,
      keepAliveTimeoutMs: 2000,
    });
    expect(settings.datasources[0]?.hikari.maximumPoolSize).toBe(6);
    expect(settings.datasources[0]?.hikari.minimumIdle).toBe(6);
    // the source stays the line that holds the placeholder: that is where to change it
    expect(shape(settings).sources).toEqual(sources);
    expect(detail.properties['spring.datasource.hikari.maximum-pool-size']).toMatchObject({
      raw: '${DB_POOL:20}',
      value: '6',
    });
  });
});

describe('several datasources', () => {
  const app = 'two-datasources-app';
  const yml = 'src/main/resources/application.yml';
  it('finds every <prefix>.hikari, names it from the prefix, and discovers env-only ones', async () => {
    const settings = await inspectApp(join(fixtures, app), {
      env: {
        SPRING_DATASOURCE_READ_HIKARI_MAXIMUMPOOLSIZE: '12',
        SPRING_DATASOURCE_AUDIT_HIKARI_MAXIMUM_POOL_SIZE: '3',
      },
      resources: machine,
    });
    const pool = (
      maximumPoolSize: number,
      minimumIdle: number,
      rest: Partial<Record<string, number>> = {},
    ) => ({
      maximumPoolSize,
      minimumIdle,
      connectionTimeoutMs: rest.connectionTimeoutMs ?? 30_000,
      idleTimeoutMs: 600_000,
      maxLifetimeMs: rest.maxLifetimeMs ?? 1_800_000,
    });
    expect(settings.datasources).toEqual([
      {
        name: 'read',
        prefix: 'spring.datasource.read.hikari',
        hikari: pool(12, 12, { connectionTimeoutMs: 2000 }),
      },
      { name: 'write', prefix: 'spring.datasource.write.hikari', hikari: pool(5, 2) },
      {
        name: 'orders',
        prefix: 'app.datasource.orders.hikari',
        hikari: pool(4, 4, { maxLifetimeMs: 580_000 }),
      },
      { name: 'audit', prefix: 'spring.datasource.audit.hikari', hikari: pool(3, 3) },
    ]);
    expect(settings.sources).toEqual({
      'server.tomcat.threads.max': 'default',
      'server.tomcat.threads.min-spare': 'default',
      'server.tomcat.max-connections': 'default',
      'server.tomcat.accept-count': 'default',
      'server.tomcat.connection-timeout': 'default',
      'server.tomcat.keep-alive-timeout': 'default',
      ...hikariSources('spring.datasource.read.hikari', {
        'maximum-pool-size': 'env',
        'connection-timeout': at(app, yml, 'connection-timeout: 2000'),
      }),
      ...hikariSources('spring.datasource.write.hikari', {
        'maximum-pool-size': at(app, yml, 'maximumPoolSize: 5'),
        'minimum-idle': at(app, yml, 'minimumIdle: 2'),
      }),
      ...hikariSources('app.datasource.orders.hikari', {
        'maximum-pool-size': at(app, yml, 'maximum-pool-size: 4'),
        'max-lifetime': at(app, yml, 'max-lifetime: 580000'),
      }),
      ...hikariSources('spring.datasource.audit.hikari', { 'maximum-pool-size': 'env' }),
      ...DEFAULT_JVM_SOURCES,
    });
  });
});

describe('an app that sets nothing', () => {
  it('reports Spring Boot, Tomcat and JVM defaults and no datasource when there is no datasource URL', async () => {
    const settings = await inspectApp(join(fixtures, 'defaults-app'), { resources: machine });
    expect(shape(settings)).toEqual({
      tomcat: {
        threadsMax: 200,
        threadsMinSpare: 10,
        maxConnections: 8192,
        acceptCount: 100,
        connectionTimeoutMs: 60_000,
        keepAliveTimeoutMs: 60_000,
      },
      datasources: [],
      jvm: DEFAULT_JVM,
      sources: {
        'server.tomcat.threads.max': 'default',
        'server.tomcat.threads.min-spare': 'default',
        'server.tomcat.max-connections': 'default',
        'server.tomcat.accept-count': 'default',
        'server.tomcat.connection-timeout': 'default',
        'server.tomcat.keep-alive-timeout': 'default',
        ...DEFAULT_JVM_SOURCES,
      },
    });
  });

  it('reports the default spring.datasource pool when only the URL is set', async () => {
    const settings = await inspectApp(join(fixtures, 'url-only-app'), { resources: machine });
    expect(settings.datasources).toEqual([
      {
        name: 'default',
        prefix: 'spring.datasource.hikari',
        hikari: {
          maximumPoolSize: 10,
          minimumIdle: 10,
          connectionTimeoutMs: 30_000,
          idleTimeoutMs: 600_000,
          maxLifetimeMs: 1_800_000,
        },
      },
    ]);
    expect(settings.sources).toMatchObject(hikariSources('spring.datasource.hikari', {}));
  });

  it('without container memory reports the heap as unknown', async () => {
    const settings = await inspectApp(join(fixtures, 'defaults-app'));
    expect(settings.jvm).toEqual({ xmsMb: null, xmxMb: null, maxRamPercentage: 25, gc: 'G1' });
  });
});

describe('app directory layouts', () => {
  it('accepts a directory that is itself a resources folder', async () => {
    const settings = await inspectApp(join(fixtures, 'resources-dir'), { resources: machine });
    expect(settings.tomcat.threadsMax).toBe(32);
    expect(settings.sources['server.tomcat.threads.max']).toBe(
      at('resources-dir', 'application.yml', 'max: 32'),
    );
  });

  it('notes when no config file exists at all', async () => {
    const settings = await inspectApp(
      join(fixtures, 'defaults-app', 'src', 'main', 'java-missing'),
      {
        resources: machine,
      },
    ).catch((error: unknown) => error);
    expect(settings).toBeInstanceOf(Error);
    const empty = await inspectApp(join(fixtures, 'defaults-app', 'src', 'main'), {
      resources: machine,
    });
    expect(empty.findings.map((finding) => finding.rule)).toContain('spring-no-config-files');
  });
});
