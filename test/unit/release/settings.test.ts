// Sweep flags to settings: grid and list, relaxed-binding environment names, heap as -Xmx, and
// every bad value as an error naming the flag, the value and the fix.
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../src/errors.js';
import { planSweep, settingKey } from '../../../src/release/settings.js';

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
