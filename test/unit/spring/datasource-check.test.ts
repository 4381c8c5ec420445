// The datasource an app writes under its profiles, the profile that switches it to MySQL, and the
// driver mismatch perf-gate refuses before booting (the app would stop: "Driver org.h2.Driver
// claims to not accept jdbcUrl, jdbc:mysql://…").
import { describe, expect, it } from 'vitest';
import {
  databaseKind,
  datasourceProblem,
  mysqlProfiles,
  noMysqlProblem,
  writtenDatasource,
} from '../../../src/spring/datasource-check.js';
import { datasourceBootFailure } from '../../../src/spring/boot-failures.js';
import type { ConfigFileContent } from '../../../src/spring/types.js';

const file = (path: string, content: string): ConfigFileContent => ({
  path: `src/main/resources/${path}`,
  location: 'classpath',
  content,
});

// The layout of an OpenAPI-first REST sample: H2 by default, MySQL and PostgreSQL in profiles.
const petclinic = [
  file('application.properties', 'spring.profiles.active=h2,spring-data-jpa\nserver.port=9966\n'),
  file(
    'application-h2.properties',
    'spring.datasource.url=jdbc:h2:mem:petclinic\nspring.datasource.driver-class-name=org.h2.Driver\n',
  ),
  file(
    'application-mysql.properties',
    'spring.sql.init.mode=always\nspring.datasource.url=jdbc:mysql://localhost:3306/petclinic\nspring.datasource.username=pc\n',
  ),
  file(
    'application-postgres.properties',
    'spring.datasource.url=jdbc:postgresql://localhost:5432/petclinic\n',
  ),
  file('application-spring-data-jpa.properties', 'spring.jpa.open-in-view=false\n'),
];

describe('the datasource an app writes', () => {
  it('names embedded and server databases from the URL or the driver', () => {
    expect(databaseKind('jdbc:hsqldb:mem:x', undefined)).toBe('hsqldb');
    expect(databaseKind(undefined, 'org.apache.derby.jdbc.EmbeddedDriver')).toBe('derby');
    expect(databaseKind(undefined, 'com.mysql.cj.jdbc.Driver')).toBe('mysql');
  });

  it('reads the URL and driver under the active profiles, with where each is written', () => {
    const written = writtenDatasource(petclinic, []);
    expect(written.profiles).toEqual(['h2', 'spring-data-jpa']);
    expect(written.kind).toBe('h2');
    expect(written.driver?.value).toBe('org.h2.Driver');
    expect(written.driver?.source).toBe('src/main/resources/application-h2.properties:2');
  });

  it('finds the profile that declares MySQL and puts it in place of the embedded one', () => {
    expect(mysqlProfiles(petclinic, ['h2', 'spring-data-jpa'])).toEqual({
      profiles: ['spring-data-jpa', 'mysql'],
      profile: 'mysql',
      source: 'src/main/resources/application-mysql.properties:2',
    });
  });

  it('finds none when no profile declares MySQL', () => {
    const noMysql = petclinic.filter((f) => !f.path.endsWith('mysql.properties'));
    expect(mysqlProfiles(noMysql, ['h2', 'spring-data-jpa'])).toBeUndefined();
  });

  it('takes a profile of a multi-document YAML file too', () => {
    const yaml = [
      file(
        'application.yml',
        [
          'spring:',
          '  datasource:',
          '    url: jdbc:hsqldb:mem:app',
          '---',
          'spring:',
          '  config.activate.on-profile: prod',
          '  datasource:',
          '    url: jdbc:mysql://db/app',
          '',
        ].join('\n'),
      ),
    ];
    expect(mysqlProfiles(yaml, ['default'])).toEqual({
      profiles: ['prod'],
      profile: 'prod',
      source: 'src/main/resources/application.yml:8',
    });
  });
});

describe('the driver mismatch refused before booting', () => {
  it('names the driver, where it is written and the profiles to set', () => {
    const problem = datasourceProblem(petclinic, []);
    expect(problem?.message).toBe(
      'the app boots under its own active profiles [h2, spring-data-jpa] with spring.datasource driver-class-name = org.h2.Driver (src/main/resources/application-h2.properties:2), a driver for H2: it refuses the MySQL URL perf-gate supplies, and the app would stop at boot.',
    );
    expect(problem?.fix).toBe(
      'Set app.profiles in perf-gate.yml to [spring-data-jpa, mysql]: the "mysql" profile declares a MySQL datasource (src/main/resources/application-mysql.properties:2).',
    );
  });

  it('says how to add one when no profile declares MySQL', () => {
    const noMysql = petclinic.filter((f) => !f.path.endsWith('mysql.properties'));
    expect(datasourceProblem(noMysql, ['h2'])?.fix).toMatch(
      /^Add a profile with a MySQL datasource .* app\.env\.SPRING_DATASOURCE_DRIVER_CLASS_NAME/,
    );
  });

  it('lets the app boot under the MySQL profile, an H2 URL alone, or a driver set in app.env', () => {
    expect(datasourceProblem(petclinic, ['mysql', 'spring-data-jpa'])).toBeUndefined();
    // perf-gate's URL replaces the H2 one and Spring picks the driver from it.
    const urlOnly = [file('application.properties', 'spring.datasource.url=jdbc:h2:mem:x\n')];
    expect(datasourceProblem(urlOnly, [])).toBeUndefined();
    expect(
      datasourceProblem(petclinic, [], {
        SPRING_DATASOURCE_DRIVER_CLASS_NAME: 'com.mysql.cj.jdbc.Driver',
      }),
    ).toBeUndefined();
  });
});

describe('datasource failures read from the boot log', () => {
  it('names a driver for another database, with the profiles and app.env fix', () => {
    const failure = datasourceBootFailure([
      '2026-11-28T10:00:01 ERROR 1 --- [main] o.s.boot.SpringApplication : Application run failed',
      'Caused by: java.lang.RuntimeException: Driver org.h2.Driver claims to not accept jdbcUrl, jdbc:mysql://127.0.0.1:33061/app',
    ]);
    expect(failure?.reason).toBe(
      "the datasource's driver class org.h2.Driver refused perf-gate's jdbc:mysql URL: the app's profiles write spring.datasource.driver-class-name for another database.",
    );
    expect(failure?.fix).toContain('app.env.SPRING_DATASOURCE_DRIVER_CLASS_NAME');
  });

  it('names a jar without the MySQL driver', () => {
    for (const line of [
      'Caused by: java.lang.IllegalStateException: Cannot load driver class: com.mysql.cj.jdbc.Driver',
      'Failed to load driver class com.mysql.cj.jdbc.Driver in either of HikariConfig class loader or Thread context classloader',
      'java.sql.SQLException: No suitable driver found for jdbc:mysql://127.0.0.1:3306/app',
    ]) {
      expect(datasourceBootFailure([line])?.fix).toMatch(/^Add com\.mysql:mysql-connector-j/);
    }
  });

  it('names a datasource that got no URL', () => {
    const failure = datasourceBootFailure([
      "Failed to configure a DataSource: 'url' attribute is not specified and no embedded datasource could be configured.",
      'Reason: Failed to determine a suitable driver class',
    ]);
    expect(failure?.fix).toMatch(/^perf-gate inspect lists the datasources/);
  });

  it('leaves other failures to the log', () => {
    expect(
      datasourceBootFailure(['Web server failed to start. Port 8080 was already in use.']),
    ).toBeUndefined();
  });

  it("names the embedded database's script the app ran against MySQL (spring-petclinic-rest)", () => {
    const failure = datasourceBootFailure([
      'Caused by: org.springframework.jdbc.datasource.init.ScriptStatementFailedException: Failed to execute SQL script statement #1 of URL [jar:nested:/perf-gate/app.jar/!BOOT-INF/classes/!/db/h2/schema.sql]: CREATE TABLE IF NOT EXISTS vets ( id INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY )',
      "Caused by: java.sql.SQLSyntaxErrorException: You have an error in your SQL syntax; check the manual that corresponds to your MySQL server version for the right syntax to use near 'IDENTITY PRIMARY KEY'",
    ]);
    expect(failure?.reason).toBe(
      "the app ran its H2 script db/h2/schema.sql against perf-gate's MySQL, which refused its syntax.",
    );
    expect(failure?.fix).toContain('app.env: { DATABASE: mysql }');
    // A MySQL script with a syntax error of its own is the app's to fix.
    expect(
      datasourceBootFailure([
        'ScriptStatementFailedException: Failed to execute SQL script statement #3 of URL [file:/app/db/mysql/schema.sql]: x',
        'java.sql.SQLSyntaxErrorException: You have an error in your SQL syntax',
      ]),
    ).toBeUndefined();
  });

  it('refuses an app with no MySQL datasource in any profile and no MySQL driver', () => {
    const postgres = file(
      'application.properties',
      'spring.datasource.url=jdbc:postgresql://db/app\n',
    );
    const pom = { file: 'pom.xml', text: '<artifactId>postgresql</artifactId>' };
    expect(noMysqlProblem([postgres], [], {}, pom)?.message).toBe(
      'the app declares no MySQL datasource in any profile: its datasource is written for PostgreSQL (src/main/resources/application.properties:1) and pom.xml has no MySQL driver, so the app cannot use the MySQL database perf-gate runs it against.',
    );
    // A MySQL driver in the build, a MySQL profile, or no build file: not refused here.
    const withDriver = { file: 'pom.xml', text: '<artifactId>mysql-connector-j</artifactId>' };
    expect(noMysqlProblem([postgres], [], {}, withDriver)).toBeUndefined();
    const mysqlProfile = file(
      'application-mysql.properties',
      'spring.datasource.url=jdbc:mysql://db/app\n',
    );
    expect(noMysqlProblem([postgres, mysqlProfile], [], {}, pom)).toBeUndefined();
    expect(noMysqlProblem([postgres], [], {}, undefined)).toBeUndefined();
  });
});
