// resolveSettings on in-memory files: precedence edge cases, JVM ergonomics, and errors that name
// the file, the line and the fix.
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../src/errors.js';
import { resolveJvm, jvmOptionSets } from '../../../src/spring/jvm.js';
import { datasourceName, resolveInspection, resolveSettings } from '../../../src/spring/resolve.js';
import type { ConfigFileContent } from '../../../src/spring/types.js';

const yml = (content: string, path = 'src/main/resources/application.yml'): ConfigFileContent => ({
  path,
  location: 'classpath',
  content,
});
const properties = (
  content: string,
  path = 'src/main/resources/application.properties',
): ConfigFileContent => ({ path, location: 'classpath', content });

function configError(run: () => unknown): ConfigError {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('precedence', () => {
  it('lets a later document override an earlier one and a later profile override an earlier one', () => {
    const files = [
      yml('server.tomcat.threads.max: 1\n---\nserver.tomcat.threads.max: 2\n'),
      yml('server.tomcat.threads.max: 3\n', 'src/main/resources/application-a.yml'),
      yml('server.tomcat.threads.max: 4\n', 'src/main/resources/application-b.yml'),
    ];
    expect(resolveSettings(files).tomcat.threadsMax).toBe(2);
    expect(resolveSettings(files, { profiles: ['a'] }).tomcat.threadsMax).toBe(3);
    expect(resolveSettings(files, { profiles: ['b', 'a'] }).tomcat.threadsMax).toBe(3);
    const settings = resolveSettings(files, { profiles: ['a', 'b'] });
    expect(settings.tomcat.threadsMax).toBe(4);
    expect(settings.sources['server.tomcat.threads.max']).toBe(
      'src/main/resources/application-b.yml:1',
    );
  });

  it('puts classpath config/ above the classpath root and the working dir above both', () => {
    const files: ConfigFileContent[] = [
      {
        path: 'src/main/resources/config/application.yml',
        location: 'classpath-config',
        content: 'server.tomcat.accept-count: 2\nserver.tomcat.threads.max: 2\n',
      },
      yml(
        'server.tomcat.accept-count: 1\nserver.tomcat.threads.max: 1\nserver.tomcat.max-connections: 1\n',
      ),
      {
        path: 'application.properties',
        location: 'file',
        content: 'server.tomcat.threads.max=3\n',
      },
    ];
    const settings = resolveSettings(files);
    expect([
      settings.tomcat.acceptCount,
      settings.tomcat.threadsMax,
      settings.tomcat.maxConnections,
    ]).toEqual([2, 3, 1]);
    expect(settings.sources['server.tomcat.threads.max']).toBe('application.properties:1');
  });

  it('reads spring.profiles.active and include from list syntax and resolves placeholders in them', () => {
    const files = [
      yml('spring:\n  profiles:\n    active: ${PROFILE:a}\n    include:\n      - b\n'),
      yml('server.tomcat.threads.max: 7\n', 'src/main/resources/application-a.yml'),
      yml(
        'server.tomcat.threads.max: 8\nserver.tomcat.accept-count: 9\n',
        'src/main/resources/application-b.yml',
      ),
      yml('server.tomcat.threads.max: 11\n', 'src/main/resources/application-c.yml'),
    ];
    const detail = resolveInspection(files);
    expect(detail.activeProfiles).toEqual(['b', 'a']);
    expect(detail.settings.tomcat.threadsMax).toBe(7);
    expect(detail.settings.tomcat.acceptCount).toBe(9);
    expect(resolveInspection(files, { env: { PROFILE: 'c' } }).activeProfiles).toEqual(['b', 'c']);
  });

  it('applies application-default.* only when no profile is active', () => {
    const files = [
      yml('server.tomcat.threads.max: 1\n'),
      yml('server.tomcat.threads.max: 5\n', 'src/main/resources/application-default.yml'),
    ];
    expect(resolveSettings(files).tomcat.threadsMax).toBe(5);
    expect(resolveSettings(files, { profiles: ['x'] }).tomcat.threadsMax).toBe(1);
  });

  it('takes maximumPoolSize from minimumIdle when only minimumIdle is set, as HikariConfig does', () => {
    const settings = resolveSettings([yml('spring.datasource.hikari.minimum-idle: 15\n')]);
    expect(settings.datasources[0]?.hikari).toMatchObject({ maximumPoolSize: 15, minimumIdle: 15 });
    expect(settings.sources['spring.datasource.hikari.maximum-pool-size']).toBe('default');
  });

  it('treats a datasource URL from the environment like one in the files', () => {
    const settings = resolveSettings([], {
      env: { SPRING_DATASOURCE_URL: 'jdbc:mysql://127.0.0.1/app' },
    });
    expect(settings.datasources.map((ds) => ds.prefix)).toEqual(['spring.datasource.hikari']);
  });
});

describe('findings of the resolution', () => {
  it('flags profile properties inside profile-specific documents (Spring Boot refuses to start)', () => {
    const files = [
      yml('server.port: 8080\n'),
      yml('spring:\n  profiles:\n    active: other\n', 'src/main/resources/application-prod.yml'),
    ];
    const settings = resolveSettings(files, { profiles: ['prod'] });
    const finding = settings.findings.find(
      (f) => f.rule === 'spring-profile-property-in-profile-document',
    );
    expect(finding).toMatchObject({ level: 'error', keys: ['spring.profiles.active'] });
    expect(finding?.message).toContain('src/main/resources/application-prod.yml:3');
    expect(
      resolveSettings(files).findings.some(
        (f) => f.rule === 'spring-profile-property-in-profile-document',
      ),
    ).toBe(false);
  });

  it('flags properties Spring Boot 3 no longer binds, from files and from the environment', () => {
    const fromFile = resolveSettings([properties('server.tomcat.max-threads=50\n')]);
    expect(fromFile.tomcat.threadsMax).toBe(200);
    const finding = fromFile.findings.find((f) => f.rule === 'spring-removed-property');
    expect(finding?.message).toContain('src/main/resources/application.properties:1');
    expect(finding?.keys).toEqual(['server.tomcat.max-threads', 'server.tomcat.threads.max']);
    const fromEnv = resolveSettings([], { env: { SERVER_TOMCAT_MAX_THREADS: '50' } });
    expect(fromEnv.findings.find((f) => f.rule === 'spring-removed-property')?.message).toContain(
      'SERVER_TOMCAT_MAX_THREADS',
    );
    expect(
      resolveSettings([properties('server.tomcat.threads.max=50\n')]).findings.some(
        (f) => f.rule === 'spring-removed-property',
      ),
    ).toBe(false);
  });
});

describe('what the inspection cannot follow', () => {
  it('says when config is imported or relocated', () => {
    const settings = resolveSettings([
      yml('spring:\n  config:\n    import: "optional:configserver:"\n'),
    ]);
    const finding = settings.findings.find((f) => f.rule === 'spring-config-not-followed');
    expect(finding?.message).toContain(
      'src/main/resources/application.yml:3: spring.config.import is set',
    );
    const fromEnv = resolveSettings([], {
      env: { SPRING_CONFIG_ADDITIONAL_LOCATION: '/etc/app/' },
    });
    expect(fromEnv.findings.map((f) => f.keys)).toContainEqual([
      'spring.config.additional-location',
    ]);
    expect(
      resolveSettings([yml('a: 1\n')]).findings.some(
        (f) => f.rule === 'spring-config-not-followed',
      ),
    ).toBe(false);
  });

  it('says that threads.max does not apply with virtual threads', () => {
    const on = resolveSettings([yml('spring.threads.virtual.enabled: ${VIRTUAL:true}\n')]);
    expect(on.findings.map((f) => f.rule)).toContain('tomcat-virtual-threads');
    const off = resolveSettings([yml('spring.threads.virtual.enabled: ${VIRTUAL:true}\n')], {
      env: { VIRTUAL: 'false' },
    });
    expect(off.findings.map((f) => f.rule)).not.toContain('tomcat-virtual-threads');
  });
});

describe('errors name the file, line and fix', () => {
  it('unreadable YAML', () => {
    const error = configError(() =>
      resolveSettings([yml('server:\n  tomcat:\n    threads: {max: 1\n  port: 1\n')]),
    );
    expect(error.message).toMatch(/^src\/main\/resources\/application\.yml:\d+: not valid YAML/);
    expect(error.fix).toContain('src/main/resources/application.yml');
  });

  it('duplicate YAML keys', () => {
    const error = configError(() =>
      resolveSettings([yml('server:\n  port: 1\nserver:\n  port: 2\n')]),
    );
    expect(error.message).toContain('application.yml:3');
  });

  it('a placeholder without value or default', () => {
    const error = configError(() =>
      resolveSettings([
        yml('spring:\n  datasource:\n    hikari:\n      maximum-pool-size: ${DB_POOL}\n'),
      ]),
    );
    expect(error.message).toBe(
      'src/main/resources/application.yml:4: spring.datasource.hikari.maximum-pool-size = "${DB_POOL}": placeholder ${DB_POOL} has no value and no default',
    );
    expect(error.fix).toContain('--env DB_POOL=');
    expect(error.fix).toContain('${DB_POOL:20}');
  });

  it('a value of the wrong kind', () => {
    const tomcat = configError(() =>
      resolveSettings([properties('server.tomcat.threads.max=lots\n')]),
    );
    expect(tomcat.message).toBe(
      'src/main/resources/application.properties:1: server.tomcat.threads.max must be a whole number (got "lots")',
    );
    const hikari = configError(() =>
      resolveSettings([properties('x=1\nspring.datasource.hikari.connection-timeout=30s\n')]),
    );
    expect(hikari.message).toContain('application.properties:2');
    expect(hikari.message).toContain('whole number of milliseconds');
    const env = configError(() =>
      resolveSettings([], { env: { SERVER_TOMCAT_CONNECTION_TIMEOUT: 'soon' } }),
    );
    expect(env.message).toMatch(/^env: server\.tomcat\.connection-timeout must be a duration/);
  });

  it('a malformed profile expression', () => {
    const error = configError(() =>
      resolveSettings([
        yml('a: 1\n---\nspring.config.activate.on-profile: "prod & (cloud"\nb: 2\n'),
      ]),
    );
    expect(error.message).toContain('application.yml:3');
    expect(error.message).toContain('prod & (cloud');
  });

  it('a malformed JVM option', () => {
    const error = configError(() => resolveSettings([], { jvmOptions: '-Xmx1.5g' }));
    expect(error.message).toBe('--jvm-options: -Xmx has an invalid size "1.5g"');
    const env = configError(() =>
      resolveSettings([], { env: { JAVA_OPTS: '-XX:MaxRAMPercentage=150' } }),
    );
    expect(env.message).toContain('JAVA_OPTS');
  });
});

describe('JVM heap and collector', () => {
  // Measured with OpenJDK 17 (-XX:+PrintFlagsFinal) in containers: MaxHeapSize 100, 126 (alignment
  // of 124.8), 128, 256, 448, 512 MiB and InitialHeapSize 8, 8, 8, 16, 28, 32 MiB for 200 MiB,
  // 256 MiB, 512 MiB, 1 GiB, 1792 MiB, 2 GiB; G1 from 2 CPUs and 1792 MiB, Serial below.
  it.each([
    [200, 2, 100, 8, 'Serial'],
    [256, 2, 125, 8, 'Serial'],
    [512, 2, 128, 8, 'Serial'],
    [1024, 2, 256, 16, 'Serial'],
    [1791, 2, 448, 28, 'Serial'],
    [1792, 2, 448, 28, 'G1'],
    [2048, 2, 512, 32, 'G1'],
    [2048, 1, 512, 32, 'Serial'],
  ])('%d MiB, %d CPU(s): heap %d MiB, initial %d MiB, %s', (memoryMb, cpus, xmxMb, xmsMb, gc) => {
    expect(resolveJvm([], { cpus, memoryMb }).jvm).toEqual({
      xmsMb,
      xmxMb,
      maxRamPercentage: 25,
      gc,
    });
  });

  it('applies -XX:MaxRAMPercentage, -Xmx, -Xms and GC flags, later options winning', () => {
    const sets = jvmOptionSets(
      { JAVA_TOOL_OPTIONS: '-XX:MaxRAMPercentage=75.0 -XX:+UseSerialGC', JAVA_OPTS: '-Xms1g' },
      '-XX:+UseZGC',
    );
    const { jvm, sources } = resolveJvm(sets, { cpus: 2, memoryMb: 2048 });
    expect(jvm).toEqual({ xmsMb: 1024, xmxMb: 1536, maxRamPercentage: 75, gc: 'Z' });
    expect(sources).toEqual({
      'jvm.xms': 'env',
      'jvm.xmx': 'env',
      'jvm.max-ram-percentage': 'env',
      'jvm.gc': 'jvm-options',
    });
    expect(
      resolveJvm(jvmOptionSets({}, '-XX:MaxHeapSize=768m -XX:InitialHeapSize=256m'), {}).jvm,
    ).toMatchObject({
      xmxMb: 768,
      xmsMb: 256,
    });
    expect(
      resolveJvm(jvmOptionSets({}, '-XX:MaxRAMFraction=2'), { memoryMb: 1024 }).jvm.xmxMb,
    ).toBe(512);
  });
});

describe('datasource names', () => {
  it('keep the full prefix when two datasources share a last element', () => {
    const settings = resolveSettings([
      yml(
        'spring.datasource.read.hikari.maximum-pool-size: 4\napp.datasource.read.hikari.maximum-pool-size: 5\n',
      ),
    ]);
    expect(settings.datasources.map((ds) => ds.name)).toEqual([
      'spring.datasource.read',
      'app.datasource.read',
    ]);
  });

  it.each([
    ['spring.datasource.hikari', 'default'],
    ['spring.datasource.read.hikari', 'read'],
    ['app.datasource.orders.hikari', 'orders'],
    ['app.datasource.hikari', 'app.datasource'],
    ['reporting.hikari', 'reporting'],
  ])('%s -> %s', (prefix, name) => {
    expect(datasourceName(prefix)).toBe(name);
  });
});
