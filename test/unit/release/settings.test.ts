// Sweep flags to settings: grid and list, relaxed-binding environment names, heap as -Xmx, and
// every bad value as an error naming the flag, the value and the fix.
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../src/errors.js';
import {
  instancesWithOwnPool,
  planSweep,
  settingKey,
  sweepConnectionProblem,
} from '../../../src/release/settings.js';
import { recommend } from '../../../src/release/recommend.js';

const memory = { appMemoryMb: 1024 };

function configError(run: () => unknown): ConfigError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('expected a ConfigError');
}

describe('sweep settings', () => {
  it('expands --set flags into every combination, applied as relaxed-binding environment variables', () => {
    const plan = planSweep({
      set: [
        'server.tomcat.threads.max=20,200',
        'spring.datasource.hikari.maximum-pool-size=2,10,30',
      ],
      cases: [],
      ...memory,
    });
    expect(plan.dimensions.map((d) => [d.label, d.env, d.values])).toEqual([
      ['threads', 'SERVER_TOMCAT_THREADS_MAX', ['20', '200']],
      ['pool', 'SPRING_DATASOURCE_HIKARI_MAXIMUMPOOLSIZE', ['2', '10', '30']],
    ]);
    expect(plan.cases.map((c) => c.label)).toEqual([
      'threads=20 pool=2',
      'threads=20 pool=10',
      'threads=20 pool=30',
      'threads=200 pool=2',
      'threads=200 pool=10',
      'threads=200 pool=30',
    ]);
    expect(plan.cases[4]).toMatchObject({
      env: { SERVER_TOMCAT_THREADS_MAX: '200', SPRING_DATASOURCE_HIKARI_MAXIMUMPOOLSIZE: '10' },
      jvmOptions: [],
    });
  });

  it('accepts short names and camelCase keys, and any other Spring property', () => {
    expect(settingKey('threads', '--set')).toBe('server.tomcat.threads.max');
    expect(settingKey('pool', '--set')).toBe('spring.datasource.hikari.maximum-pool-size');
    expect(settingKey('spring.datasource.hikari.maximumPoolSize', '--set')).toBe(
      'spring.datasource.hikari.maximum-pool-size',
    );
    const plan = planSweep({ set: ['server.tomcat.accept-count=10,100'], cases: [], ...memory });
    expect(plan.dimensions[0]).toMatchObject({
      label: 'accept-count',
      env: 'SERVER_TOMCAT_ACCEPTCOUNT',
    });
  });

  it('multiplies the grid by --heap, each heap a -Xmx option', () => {
    const plan = planSweep({ set: ['pool=5,10'], cases: [], heap: '256m,0.5g', ...memory });
    expect(plan.cases.map((c) => [c.label, c.jvmOptions])).toEqual([
      ['pool=5 heap=256m', ['-Xmx256m']],
      ['pool=5 heap=0.5g', ['-Xmx512m']],
      ['pool=10 heap=256m', ['-Xmx256m']],
      ['pool=10 heap=0.5g', ['-Xmx512m']],
    ]);
    expect(planSweep({ set: [], cases: [], heap: '256m,512m', ...memory }).cases).toHaveLength(2);
  });

  it('takes a list of combinations with --case', () => {
    const plan = planSweep({
      set: [],
      cases: ['threads=5,pool=5', 'threads=200,pool=10'],
      ...memory,
    });
    expect(plan.cases.map((c) => c.label)).toEqual(['threads=5 pool=5', 'threads=200 pool=10']);
    expect(plan.dimensions.map((d) => d.values)).toEqual([
      ['5', '200'],
      ['5', '10'],
    ]);
  });

  it.each([
    [{ set: ['threads'] }, '--set takes KEY=V1,V2', 'server.tomcat.threads.max=10,50,200'],
    [{ set: ['threads=10,,20'] }, 'a value is empty', 'single commas'],
    [{ set: ['threads=ten'] }, 'must be a whole number ≥ 1 (got "ten")', 'whole numbers'],
    [{ set: ['pool=0'] }, 'must be a whole number ≥ 1 (got "0")', 'whole numbers'],
    [{ set: ['threads=10', 'threads=20'] }, 'already varied', 'one flag'],
    [
      { set: ['server.port=8080'] },
      'server.port is set by perf-gate itself',
      'Sweep settings of the app',
    ],
    [{ set: ['not a key=1'] }, 'is not a Spring property name', 'server.tomcat.threads.max'],
    [{ set: ['threads=10'], cases: ['pool=5'] }, 'cannot be combined', '--case'],
    [{ cases: ['threads=5,threads=6'] }, 'appears twice', 'once per --case'],
    [{ cases: ['threads=5', 'threads=5'] }, 'twice', '--repeats'],
    [{ cases: ['threads'] }, '--case takes KEY=VALUE pairs', 'threads=20,pool=10'],
    [{ heap: '2g' }, '--heap 2g does not fit', '75%'],
    [{ heap: 'lots' }, '--heap must list sizes like 512m', '-Xmx'],
    [{}, 'at least one setting to vary', '--set'],
  ])('rejects %j with a message and a fix', (flags, message, fix) => {
    const error = configError(() =>
      planSweep({
        set: [],
        cases: [],
        ...memory,
        ...(flags as { set?: string[]; cases?: string[]; heap?: string }),
      }),
    );
    expect(error.message).toContain(message);
    expect(error.fix).toContain(fix);
  });

  it('refuses a grid larger than it can measure in reasonable time', () => {
    const values = Array.from({ length: 9 }, (_, i) => String(i + 1)).join(',');
    const error = configError(() =>
      planSweep({ set: [`threads=${values}`, `pool=${values}`], cases: [], ...memory }),
    );
    expect(error.message).toContain('81 combinations');
  });
});

describe('sweeping the app instances', () => {
  it('takes instances as a dimension that sets the instance count of the boot, not the environment', () => {
    const plan = planSweep({ set: ['instances=1,2', 'pool=10,20'], cases: [], ...memory });
    expect(plan.dimensions[0]).toEqual({
      key: 'instances',
      label: 'instances',
      values: ['1', '2'],
    });
    expect(plan.cases.map((c) => [c.label, c.instances, c.env])).toEqual([
      ['instances=1 pool=10', 1, { SPRING_DATASOURCE_HIKARI_MAXIMUMPOOLSIZE: '10' }],
      ['instances=1 pool=20', 1, { SPRING_DATASOURCE_HIKARI_MAXIMUMPOOLSIZE: '20' }],
      ['instances=2 pool=10', 2, { SPRING_DATASOURCE_HIKARI_MAXIMUMPOOLSIZE: '10' }],
      ['instances=2 pool=20', 2, { SPRING_DATASOURCE_HIKARI_MAXIMUMPOOLSIZE: '20' }],
    ]);
    const listed = planSweep({
      set: [],
      cases: ['instances=2,threads=50', 'threads=200'],
      ...memory,
    });
    expect(listed.cases.map((c) => c.instances)).toEqual([2, undefined]);
    expect(listed.cases[0]!.jvmOptions).toEqual([]);
  });

  it('ranks fewer instances as fewer resources', () => {
    const plan = planSweep({ set: ['Instances=2,1'], cases: [], ...memory });
    const cases = plan.cases.map((planned) => ({
      ...planned,
      status: 'pass' as const,
      windows: [],
      summary: {
        windows: 1,
        tps: 50,
        p95Ms: 100,
        errorRate: 0,
        outcome: 'pass' as const,
        reasons: [],
      },
      notApplied: [],
      findings: [],
    }));
    expect(recommend(cases, plan.dimensions).caseId).toBe('instances=1');
  });

  it.each([['instances=0'], ['instances=9'], ['instances=two'], ['instances=1.5']])(
    'refuses %s, naming the value and the fix',
    (flag) => {
      const error = configError(() => planSweep({ set: [flag], cases: [], ...memory }));
      expect(error.message).toContain(
        `instances must be a whole number from 1 to 8 (got "${flag.slice(10)}")`,
      );
      expect(error.fix).toContain('instances=1,2');
    },
  );

  const database = {
    maxConnections: 50,
    source: 'perf-gate.yml (database.server.max_connections)',
    appInstances: 1,
  };

  it('refuses combinations whose instances × pool exceed max_connections, before anything runs', () => {
    const plan = planSweep({ set: ['instances=1,2,3', 'pool=10,20'], cases: [], ...memory });
    const error = sweepConnectionProblem(plan, database)!;
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).toBe(
      'sweep instances=3 pool=20: 3 instance(s) × pool 20 = 60 pooled connections exceed the ' +
        "database's max_connections of 50 (perf-gate.yml (database.server.max_connections)). " +
        'Once the pools fill up, MySQL refuses the rest with "Too many connections".',
    );
    expect(error.fix).toBe(
      'List only the combinations within 50 connections with --case (e.g. --case instances=2,pool=20, 40 connections), ' +
        'lower the instances or the pool, or raise max_connections in database.server as production will.',
    );
    const worse = sweepConnectionProblem(plan, { ...database, maxConnections: 25 })!;
    expect(worse.message).toContain(
      '; 2 more combination(s) exceed it too (instances=2 pool=20: 40, instances=3 pool=10: 30)',
    );
  });

  it("checks a swept pool at the config's app.instances, and passes sweeps that fit", () => {
    const poolOnly = planSweep({ set: ['pool=10,30'], cases: [], ...memory });
    expect(sweepConnectionProblem(poolOnly, database)).toBeUndefined();
    expect(sweepConnectionProblem(poolOnly, { ...database, appInstances: 2 })?.message).toContain(
      'sweep pool=30: 2 instance(s) × pool 30 = 60 pooled connections',
    );
    const fits = planSweep({ set: ['instances=1,2', 'pool=10,25'], cases: [], ...memory });
    expect(sweepConnectionProblem(fits, database)).toBeUndefined();
  });

  it("leaves the cases with the app's own pool to the preparation, at their largest instance count", () => {
    const grid = planSweep({ set: ['instances=1,4', 'threads=20,200'], cases: [], ...memory });
    expect(sweepConnectionProblem(grid, database)).toBeUndefined();
    expect(instancesWithOwnPool(grid, 1)).toBe(4);
    const listed = planSweep({
      set: [],
      cases: ['instances=4,pool=5', 'instances=2,threads=20', 'threads=200'],
      ...memory,
    });
    expect(instancesWithOwnPool(listed, 3)).toBe(3);
    expect(instancesWithOwnPool(listed, 1)).toBe(2);
    const allPools = planSweep({ set: ['instances=1,4', 'pool=5'], cases: [], ...memory });
    expect(instancesWithOwnPool(allPools, 1)).toBeUndefined();
  });
});
