// Relaxed names, env-variable names, value formats, placeholders and profile expressions.
import { describe, expect, it } from 'vitest';
import {
  canonicalKey,
  envNameToUniformKey,
  envNamesFor,
  lookupEnv,
  uniformKey,
} from '../../../src/spring/names.js';
import { PlaceholderProblem, resolvePlaceholders } from '../../../src/spring/placeholders.js';
import {
  expandProfiles,
  profileExpressionMatches,
  profileExpressionProblem,
} from '../../../src/spring/profiles.js';
import {
  formatMs,
  parseJvmSizeMb,
  parseMemoryMb,
  parseSpringDurationMs,
  parseWholeNumber,
} from '../../../src/spring/values.js';

describe('relaxed names', () => {
  it('gives camelCase, kebab-case and underscore spellings one uniform form', () => {
    const forms = [
      'spring.datasource.hikari.maximumPoolSize',
      'spring.datasource.hikari.maximum-pool-size',
      'spring.datasource.hikari.maximum_pool_size',
      'SPRING.datasource.Hikari.MAXIMUMPOOLSIZE',
    ].map(uniformKey);
    expect(new Set(forms)).toEqual(new Set(['spring.datasource.hikari.maximumpoolsize']));
  });

  it('writes the canonical kebab-case form, keeping list indexes', () => {
    expect(canonicalKey('server.tomcat.threads.minSpare')).toBe('server.tomcat.threads.min-spare');
    expect(canonicalKey('app.datasource.ordersDb.hikari.max_lifetime')).toBe(
      'app.datasource.orders-db.hikari.max-lifetime',
    );
    expect(canonicalKey('spring.profiles.include[1]')).toBe('spring.profiles.include[1]');
  });

  it('maps a property to the env names Spring Boot binds, current form first then legacy', () => {
    expect(envNamesFor('spring.datasource.hikari.maximum-pool-size')).toEqual([
      'SPRING_DATASOURCE_HIKARI_MAXIMUMPOOLSIZE',
      'SPRING_DATASOURCE_HIKARI_MAXIMUM_POOL_SIZE',
    ]);
    expect(envNamesFor('server.tomcat.threads.max')).toEqual(['SERVER_TOMCAT_THREADS_MAX']);
  });

  it('looks env variables up in either form and in lower case', () => {
    expect(lookupEnv({ SERVER_TOMCAT_ACCEPTCOUNT: '5' }, 'server.tomcat.accept-count')).toEqual({
      name: 'SERVER_TOMCAT_ACCEPTCOUNT',
      value: '5',
    });
    expect(
      lookupEnv({ server_tomcat_accept_count: '6' }, 'server.tomcat.accept-count')?.value,
    ).toBe('6');
    expect(lookupEnv({ SERVER_TOMCAT_ACCEPT: '6' }, 'server.tomcat.accept-count')).toBeUndefined();
  });

  it('reads an env name back as a dotted key with numeric elements as indexes', () => {
    expect(envNameToUniformKey('SPRING_DATASOURCE_READ_HIKARI_MAXIMUMPOOLSIZE')).toBe(
      'spring.datasource.read.hikari.maximumpoolsize',
    );
    expect(envNameToUniformKey('SPRING_PROFILES_INCLUDE_0')).toBe('spring.profiles.include[0]');
  });
});

describe('value formats', () => {
  it.each([
    ['20s', 20_000],
    ['20000', 20_000],
    ['500ms', 500],
    ['1m', 60_000],
    ['2h', 7_200_000],
    ['1d', 86_400_000],
    ['PT20S', 20_000],
    ['pt1.5s', 1500],
    ['PT1M30S', 90_000],
    ['P1DT1H', 90_000_000],
    ['-1', -1],
  ])('Spring duration %s = %d ms', (text, ms) => {
    expect(parseSpringDurationMs(text)).toBe(ms);
  });

  it('uses the default unit for bare numbers and rejects what Spring rejects', () => {
    expect(parseSpringDurationMs('3', 's')).toBe(3000);
    for (const bad of ['20 s', '1.5s', '20sec', 'P', 'PT', 'fast', '']) {
      expect(parseSpringDurationMs(bad), bad).toBeUndefined();
    }
  });

  it('reads whole numbers only', () => {
    expect(parseWholeNumber(' 200 ')).toBe(200);
    expect(parseWholeNumber('-1')).toBe(-1);
    expect(parseWholeNumber('2.5')).toBeUndefined();
    expect(parseWholeNumber('30s')).toBeUndefined();
  });

  it('reads JVM and container sizes in MiB', () => {
    expect(parseJvmSizeMb('1g')).toBe(1024);
    expect(parseJvmSizeMb('1536m')).toBe(1536);
    expect(parseJvmSizeMb('1048576k')).toBe(1024);
    expect(parseJvmSizeMb('1073741824')).toBe(1024);
    expect(parseJvmSizeMb('1.5g')).toBeUndefined();
    expect(parseMemoryMb('2g')).toBe(2048);
    expect(parseMemoryMb('2GiB')).toBe(2048);
    expect(parseMemoryMb('512MB')).toBe(512);
    expect(parseMemoryMb('1.5g')).toBe(1536);
    expect(parseMemoryMb('2048')).toBe(2048);
    expect(parseMemoryMb('lots')).toBeUndefined();
  });

  it('formats milliseconds shortly', () => {
    expect([formatMs(60_000), formatMs(1_800_000), formatMs(250), formatMs(7_200_000)]).toEqual([
      '1m',
      '30m',
      '250ms',
      '2h',
    ]);
  });
});

describe('placeholders', () => {
  const values: Record<string, string> = { A: '1', B: '${A}', LOOP: '${LOOP}', NAME: 'A' };
  const lookup = (name: string): string | undefined => values[name];

  it('resolves values, defaults, nested defaults and placeholders inside names and values', () => {
    expect(resolvePlaceholders('${A}', lookup)).toBe('1');
    expect(resolvePlaceholders('${MISSING:20}', lookup)).toBe('20');
    expect(resolvePlaceholders('${MISSING:${A:5}}', lookup)).toBe('1');
    expect(resolvePlaceholders('${MISSING:${ALSO_MISSING:5}}', lookup)).toBe('5');
    expect(resolvePlaceholders('${B}', lookup)).toBe('1');
    expect(resolvePlaceholders('${${NAME}}', lookup)).toBe('1');
    expect(resolvePlaceholders('jdbc:mysql://${HOST:127.0.0.1}:${PORT:3306}/app', lookup)).toBe(
      'jdbc:mysql://127.0.0.1:3306/app',
    );
    expect(resolvePlaceholders('${EMPTY:}', lookup)).toBe('');
  });

  it('keeps escaped and unclosed placeholders literal', () => {
    expect(resolvePlaceholders('\\${A}', lookup)).toBe('${A}');
    expect(resolvePlaceholders('${A', lookup)).toBe('${A');
  });

  it('fails on a missing name without default and on a cycle, naming the placeholder', () => {
    expect(() => resolvePlaceholders('${MISSING}', lookup)).toThrow(PlaceholderProblem);
    expect(() => resolvePlaceholders('${MISSING}', lookup)).toThrow(/\$\{MISSING\} has no value/);
    expect(() => resolvePlaceholders('${LOOP}', lookup)).toThrow(/refers to itself/);
  });
});

describe('profile expressions', () => {
  it.each([
    ['prod', ['prod'], true],
    ['prod', ['dev'], false],
    ['!prod', ['dev'], true],
    ['prod & cloud', ['prod'], false],
    ['prod & cloud', ['prod', 'cloud'], true],
    ['prod | cloud', ['cloud'], true],
    ['(prod | staging) & !cloud', ['staging'], true],
    ['(prod | staging) & !cloud', ['staging', 'cloud'], false],
    ['dev, prod', ['prod'], true],
  ])('%s with %j active is %s', (expression, active, expected) => {
    expect(profileExpressionMatches(expression, active)).toBe(expected);
  });

  it('reports malformed expressions', () => {
    expect(profileExpressionProblem('prod & (cloud')).toBeDefined();
    expect(profileExpressionProblem('prod &')).toBeDefined();
    expect(profileExpressionProblem('prod & cloud')).toBeUndefined();
  });

  it('expands include, active and groups in order without repeats', () => {
    expect(
      expandProfiles(['common'], ['prod'], { prod: ['proddb', 'prodmq'], proddb: ['common'] }),
    ).toEqual(['common', 'prod', 'proddb', 'prodmq']);
    expect(expandProfiles([], ['a'], { a: ['b'], b: ['a'] })).toEqual(['a', 'b']);
  });
});
