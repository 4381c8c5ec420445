// Every lint rule: a case that triggers it (with its level and keys) and a close case that does not.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintSettings } from '../../../src/spring/lint.js';
import { datasourceName, resolveSettings } from '../../../src/spring/resolve.js';
import type {
  DatasourceSettings,
  EffectiveSettings,
  LintResources,
} from '../../../src/spring/types.js';

const machine: LintResources = { cpus: 2, memoryMb: 2048 };

function datasource(
  prefix: string,
  hikari: Partial<DatasourceSettings['hikari']> = {},
): DatasourceSettings {
  return {
    name: datasourceName(prefix),
    prefix,
    hikari: {
      maximumPoolSize: 10,
      minimumIdle: 10,
      connectionTimeoutMs: 3000,
      idleTimeoutMs: 600_000,
      maxLifetimeMs: 1_800_000,
      ...hikari,
    },
  };
}

/** A configuration no rule objects to on 2 CPUs / 2 GiB; each case changes one thing. */
function settings(
  change: {
    tomcat?: Partial<EffectiveSettings['tomcat']>;
    datasources?: DatasourceSettings[];
    hikari?: Partial<DatasourceSettings['hikari']>;
    jvm?: Partial<EffectiveSettings['jvm']>;
    sources?: Record<string, string>;
  } = {},
): EffectiveSettings {
  return {
    tomcat: {
      threadsMax: 20,
      threadsMinSpare: 10,
      maxConnections: 8192,
      acceptCount: 100,
      connectionTimeoutMs: 20_000,
      keepAliveTimeoutMs: 20_000,
      ...change.tomcat,
    },
    datasources: change.datasources ?? [datasource('spring.datasource.hikari', change.hikari)],
    jvm: { xmsMb: 1024, xmxMb: 1536, maxRamPercentage: 25, gc: 'G1', ...change.jvm },
    sources: {
      'spring.datasource.hikari.idle-timeout': 'default',
      'jvm.xms': 'jvm-options',
      'jvm.xmx': 'jvm-options',
      'jvm.max-ram-percentage': 'default',
      'jvm.gc': 'jvm-options',
      ...change.sources,
    },
    findings: [],
  };
}

function rules(effective: EffectiveSettings, resources: Partial<LintResources> = machine) {
  return lintSettings(effective, resources);
}

interface RuleCase {
  rule: string;
  level: 'error' | 'warning' | 'notice';
  keys: string[];
  trigger: [EffectiveSettings, Partial<LintResources>?];
  clear: [EffectiveSettings, Partial<LintResources>?];
}

const POOL = 'spring.datasource.hikari.maximum-pool-size';
const MIN_IDLE = 'spring.datasource.hikari.minimum-idle';

const cases: RuleCase[] = [
  {
    rule: 'hikari-pool-exceeds-db-connections',
    level: 'warning',
    keys: [
      'spring.datasource.read.hikari.maximum-pool-size',
      'spring.datasource.write.hikari.maximum-pool-size',
    ],
    // 3 instances × (20 + 10) = 90 > 99 - 10 reserved; with 100 it just fits
    trigger: [
      settings({
        datasources: [
          datasource('spring.datasource.read.hikari', { maximumPoolSize: 20 }),
          datasource('spring.datasource.write.hikari'),
        ],
      }),
      { ...machine, instances: 3, dbMaxConnections: 99, dbCpus: 32 },
    ],
    clear: [
      settings({
        datasources: [
          datasource('spring.datasource.read.hikari', { maximumPoolSize: 20 }),
          datasource('spring.datasource.write.hikari'),
        ],
      }),
      { ...machine, instances: 3, dbMaxConnections: 100, dbCpus: 32 },
    ],
  },
  {
    rule: 'hikari-pool-exceeds-db-connections',
    level: 'error',
    keys: [POOL],
    // seed 004's numbers: pool 25, max_connections 40, two instances
    trigger: [
      settings({ hikari: { maximumPoolSize: 25 } }),
      { ...machine, instances: 2, dbMaxConnections: 40, dbCpus: 16 },
    ],
    clear: [
      settings({ hikari: { maximumPoolSize: 25 } }),
      { ...machine, instances: 1, dbMaxConnections: 40, dbCpus: 16 },
    ],
  },
  {
    rule: 'hikari-pool-size-invalid',
    level: 'error',
    keys: [POOL, MIN_IDLE],
    trigger: [settings({ hikari: { maximumPoolSize: 0, minimumIdle: 0 } })],
    clear: [settings({ hikari: { maximumPoolSize: 1, minimumIdle: 1 } })],
  },
  {
    rule: 'hikari-pool-above-core-guidance',
    level: 'warning',
    keys: [POOL],
    // 2 cores: (2 × 2) + 1 = 5; far above = more than 10
    trigger: [
      settings({ hikari: { maximumPoolSize: 11, minimumIdle: 11 }, tomcat: { threadsMax: 11 } }),
    ],
    clear: [
      settings({ hikari: { maximumPoolSize: 10, minimumIdle: 10 }, tomcat: { threadsMax: 11 } }),
    ],
  },
  {
    rule: 'hikari-min-idle-above-max',
    level: 'warning',
    keys: [MIN_IDLE, POOL],
    trigger: [settings({ hikari: { minimumIdle: 11 } })],
    clear: [settings({ hikari: { minimumIdle: 10 } })],
  },
  {
    rule: 'hikari-min-idle-below-max',
    level: 'notice',
    keys: [MIN_IDLE, POOL],
    trigger: [settings({ hikari: { minimumIdle: 9 } })],
    clear: [settings({ hikari: { minimumIdle: 10 } })],
  },
  {
    rule: 'hikari-idle-timeout-ignored',
    level: 'notice',
    keys: ['spring.datasource.hikari.idle-timeout', MIN_IDLE],
    trigger: [
      settings({ sources: { 'spring.datasource.hikari.idle-timeout': 'application.yml:7' } }),
    ],
    clear: [
      settings({
        sources: { 'spring.datasource.hikari.idle-timeout': 'application.yml:7' },
        hikari: { minimumIdle: 5 },
      }),
    ],
  },
  {
    rule: 'hikari-connection-timeout-infinite',
    level: 'warning',
    keys: ['spring.datasource.hikari.connection-timeout'],
    trigger: [settings({ hikari: { connectionTimeoutMs: 0 } })],
    clear: [settings({ hikari: { connectionTimeoutMs: 250 } })],
  },
  {
    rule: 'hikari-connection-timeout-too-short',
    level: 'error',
    keys: ['spring.datasource.hikari.connection-timeout'],
    trigger: [settings({ hikari: { connectionTimeoutMs: 249 } })],
    clear: [settings({ hikari: { connectionTimeoutMs: 250 } })],
  },
  {
    rule: 'hikari-connection-timeout-exceeds-budget',
    level: 'warning',
    keys: ['spring.datasource.hikari.connection-timeout'],
    trigger: [
      settings({ hikari: { connectionTimeoutMs: 30_000 } }),
      { ...machine, requestBudgetMs: 500 },
    ],
    clear: [
      settings({ hikari: { connectionTimeoutMs: 500 } }),
      { ...machine, requestBudgetMs: 500 },
    ],
  },
  {
    rule: 'hikari-max-lifetime-exceeds-wait-timeout',
    level: 'warning',
    keys: ['spring.datasource.hikari.max-lifetime'],
    // seed 004 set wait_timeout = 600 s; the default maxLifetime is 30 min
    trigger: [settings(), { ...machine, dbWaitTimeoutSec: 600 }],
    clear: [
      settings({ hikari: { maxLifetimeMs: 590_000 } }),
      { ...machine, dbWaitTimeoutSec: 600 },
    ],
  },
  {
    rule: 'hikari-max-lifetime-too-short',
    level: 'notice',
    keys: ['spring.datasource.hikari.max-lifetime'],
    trigger: [settings({ hikari: { maxLifetimeMs: 29_999 } })],
    clear: [settings({ hikari: { maxLifetimeMs: 30_000 } })],
  },
  {
    rule: 'tomcat-threads-exceed-pool',
    level: 'warning',
    keys: ['server.tomcat.threads.max', POOL],
    // Spring Boot's defaults: 200 threads on a pool of 10 (seed 002)
    trigger: [settings({ tomcat: { threadsMax: 200 } })],
    clear: [settings({ tomcat: { threadsMax: 40 } })],
  },
  {
    rule: 'tomcat-threads-below-pool',
    level: 'notice',
    keys: ['server.tomcat.threads.max', POOL],
    trigger: [settings({ tomcat: { threadsMax: 9, threadsMinSpare: 5 } })],
    clear: [settings({ tomcat: { threadsMax: 10, threadsMinSpare: 5 } })],
  },
  {
    rule: 'tomcat-threads-very-low',
    level: 'warning',
    keys: ['server.tomcat.threads.max'],
    trigger: [
      settings({
        tomcat: { threadsMax: 3, threadsMinSpare: 1 },
        hikari: { maximumPoolSize: 3, minimumIdle: 3 },
      }),
    ],
    clear: [
      settings({
        tomcat: { threadsMax: 4, threadsMinSpare: 1 },
        hikari: { maximumPoolSize: 3, minimumIdle: 3 },
      }),
    ],
  },
  {
    rule: 'tomcat-min-spare-above-max',
    level: 'warning',
    keys: ['server.tomcat.threads.min-spare', 'server.tomcat.threads.max'],
    trigger: [settings({ tomcat: { threadsMinSpare: 21 } })],
    clear: [settings({ tomcat: { threadsMinSpare: 20 } })],
  },
  {
    rule: 'tomcat-max-connections-below-threads',
    level: 'warning',
    keys: ['server.tomcat.max-connections', 'server.tomcat.threads.max'],
    trigger: [settings({ tomcat: { maxConnections: 19 } })],
    clear: [settings({ tomcat: { maxConnections: -1 } })],
  },
  {
    rule: 'tomcat-accept-count-zero',
    level: 'warning',
    keys: ['server.tomcat.accept-count'],
    trigger: [settings({ tomcat: { acceptCount: 0 } })],
    clear: [settings({ tomcat: { acceptCount: 1 } })],
  },
  {
    rule: 'jvm-xms-above-xmx',
    level: 'error',
    keys: ['jvm.xms', 'jvm.xmx'],
    trigger: [settings({ jvm: { xmsMb: 1537 } })],
    clear: [settings({ jvm: { xmsMb: 1536 } })],
  },
  {
    rule: 'jvm-heap-exceeds-container',
    level: 'warning',
    keys: ['jvm.xmx'],
    // 2 GiB: keep max(25 %, 256 MiB) = 512 MiB outside the heap
    trigger: [settings({ jvm: { xmxMb: 1537 } })],
    clear: [settings({ jvm: { xmxMb: 1536 } })],
  },
  {
    rule: 'jvm-heap-exceeds-container',
    level: 'error',
    keys: ['jvm.xmx'],
    trigger: [settings({ jvm: { xmsMb: 1024, xmxMb: 2048 } })],
    clear: [settings({ jvm: { xmsMb: 1024, xmxMb: 2048 } }), { ...machine, memoryMb: 4096 }],
  },
  {
    rule: 'jvm-heap-too-small',
    level: 'warning',
    keys: ['jvm.xmx', 'jvm.max-ram-percentage'],
    trigger: [settings({ jvm: { xmsMb: 256, xmxMb: 511 } })],
    clear: [settings({ jvm: { xmsMb: 256, xmxMb: 512 } })],
  },
  {
    rule: 'jvm-heap-default-percentage',
    level: 'notice',
    keys: ['jvm.xmx', 'jvm.max-ram-percentage'],
    trigger: [
      settings({ jvm: { xmsMb: 64, xmxMb: 1024 }, sources: { 'jvm.xmx': 'default' } }),
      { ...machine, memoryMb: 4096 },
    ],
    clear: [
      settings({
        jvm: { xmsMb: 64, xmxMb: 1024 },
        sources: { 'jvm.xmx': 'jvm-options', 'jvm.max-ram-percentage': 'jvm-options' },
      }),
      { ...machine, memoryMb: 4096 },
    ],
  },
  {
    rule: 'jvm-serial-gc-by-default',
    level: 'notice',
    keys: ['jvm.gc'],
    trigger: [settings({ jvm: { gc: 'Serial' }, sources: { 'jvm.gc': 'default' } })],
    clear: [settings({ jvm: { gc: 'Serial' }, sources: { 'jvm.gc': 'jvm-options' } })],
  },
];

describe('lint rules', () => {
  it('finds nothing in a configuration sized for its machine', () => {
    expect(rules(settings())).toEqual([]);
  });

  it.each(cases.map((c) => [`${c.rule} (${c.level})`, c] as const))('%s', (_name, c) => {
    const triggered = rules(c.trigger[0], c.trigger[1] ?? machine).filter((f) => f.rule === c.rule);
    expect(triggered).toHaveLength(1);
    expect(triggered[0]).toMatchObject({ level: c.level, keys: c.keys });
    expect(triggered[0]?.message.length).toBeGreaterThan(60);
    const cleared = rules(c.clear[0], c.clear[1] ?? machine).filter(
      (f) => f.rule === c.rule && f.level === c.level,
    );
    expect(cleared).toEqual([]);
  });

  it('has a case for every rule id the linter can emit', () => {
    // The rules live in lint.ts and lint-jvm.ts.
    const source = ['lint.ts', 'lint-jvm.ts']
      .map((file) =>
        readFileSync(resolve(import.meta.dirname, '../../../src/spring', file), 'utf8'),
      )
      .join('\n');
    const ids = new Set(
      [...source.matchAll(/finding\(\s*'([a-z0-9-]+)'/g)].map((match) => match[1]),
    );
    expect(ids.size).toBeGreaterThan(15);
    expect(new Set(cases.map((c) => c.rule))).toEqual(ids);
  });

  it('explains its arithmetic in the message', () => {
    const [finding] = rules(settings({ hikari: { maximumPoolSize: 25 } }), {
      ...machine,
      instances: 2,
      dbMaxConnections: 40,
      dbCpus: 16,
    }).filter((f) => f.rule === 'hikari-pool-exceeds-db-connections');
    expect(finding?.message).toContain('2 instance(s) × (default 25) = 50');
    expect(finding?.message).toContain('max_connections of 40');
    expect(finding?.evidence).toEqual({
      totalConnections: 50,
      dbMaxConnections: 40,
      reserve: 5,
      instances: 2,
    });
  });

  it('runs through resolveSettings with the resources given', () => {
    const files = [
      {
        path: 'application.properties',
        location: 'classpath' as const,
        content:
          'spring.datasource.hikari.connection-timeout=100\nspring.datasource.hikari.maximum-pool-size=60\n',
      },
    ];
    const found = resolveSettings(files, { resources: { cpus: 2, memoryMb: 1024 } }).findings.map(
      (f) => f.rule,
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'hikari-connection-timeout-too-short',
        'hikari-pool-above-core-guidance',
        'jvm-heap-too-small',
        'jvm-serial-gc-by-default',
      ]),
    );
    expect(found).not.toContain('tomcat-threads-exceed-pool');
  });
});
