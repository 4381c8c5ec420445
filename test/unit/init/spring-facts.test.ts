// Serving and datasource facts of the Spring fixture apps (shared with the inspect tests).
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfigFiles } from '../../../src/files/spring-files.js';
import { databaseKind, readSpringFacts } from '../../../src/init/spring-facts.js';

const fixtures = resolve(import.meta.dirname, '../../fixtures/spring');
const facts = async (app: string, profiles: string[] = []) =>
  readSpringFacts(await readConfigFiles(join(fixtures, app)), profiles);

describe('spring facts', () => {
  it("finds the property that picks the app's SQL scripts for an embedded database", () => {
    const properties = {
      path: 'src/main/resources/application.properties',
      location: 'classpath' as const,
      content:
        'database=h2\nspring.sql.init.mode=always\nspring.sql.init.schema-locations=classpath*:db/${database}/schema.sql\n',
    };
    expect(readSpringFacts([properties]).sqlScriptsFor).toEqual({
      env: 'DATABASE',
      value: 'mysql',
      property: 'database=h2',
      source: 'src/main/resources/application.properties:1',
      locations: {
        value: 'classpath*:db/h2/schema.sql',
        source: 'src/main/resources/application.properties:3',
      },
    });
    // A MySQL folder, or a path with no placeholder, needs nothing.
    for (const content of [
      'database=mysql\nspring.sql.init.schema-locations=classpath*:db/${database}/schema.sql\n',
      'spring.sql.init.schema-locations=classpath*:db/h2/schema.sql\n',
    ])
      expect(readSpringFacts([{ ...properties, content }]).sqlScriptsFor).toBeUndefined();
  });

  it("reads ddl-auto under the profiles asked for, else Hibernate's own hbm2ddl.auto", () => {
    const file = (path: string, content: string) => ({
      path: `src/main/resources/${path}`,
      location: 'classpath' as const,
      content,
    });
    const files = [
      file('application.properties', 'spring.application.name=library\n'),
      file('application-prod.properties', 'spring.jpa.hibernate.ddl-auto=validate\n'),
      file('application-legacy.properties', 'spring.jpa.properties.hibernate.hbm2ddl.auto=none\n'),
    ];
    expect(readSpringFacts(files).ddlAuto).toBeUndefined();
    expect(readSpringFacts(files, ['prod']).ddlAuto).toEqual({
      value: 'validate',
      source: 'src/main/resources/application-prod.properties:1',
    });
    expect(readSpringFacts(files, ['legacy']).ddlAuto).toEqual({
      value: 'none',
      source: 'src/main/resources/application-legacy.properties:1',
    });
    // Spring Boot's own property wins over Hibernate's.
    expect(readSpringFacts(files, ['legacy', 'prod']).ddlAuto?.value).toBe('validate');
  });

  it('reads the port, context path and management base path with their lines', async () => {
    const found = await facts('context-path-app');
    const yml = 'src/main/resources/application.yml';
    expect(found.port).toEqual({ value: '9090', source: `${yml}:2` });
    expect(found.contextPath).toEqual({ value: '/travel', source: `${yml}:4` });
    expect(found.managementBasePath).toEqual({ value: '/manage', source: `${yml}:8` });
    expect(found.healthPath).toBe('/manage/health');
    expect(found.datasources).toEqual([]);
  });

  it("follows the app's own active profile and its group, and lists the profiles it is written for", async () => {
    const found = await facts('profiles-app');
    expect(found.activeProfiles).toEqual(['prod', 'proddb']);
    expect(found.availableProfiles).toEqual(['dev', 'prod', 'proddb']);
    expect(found.applicationName).toBe('profiles-app');
    expect(found.port).toEqual({ value: '8080', source: 'default' });
    expect(found.contextPath).toBeUndefined();
  });

  it('lets a requested profile replace the active one', async () => {
    const found = await facts('profiles-app', ['dev']);
    expect(found.activeProfiles).toEqual(['dev']);
  });

  it('names each datasource, its URL property and the variable that points it elsewhere', async () => {
    const found = await facts('two-datasources-app');
    expect(
      found.datasources.map((d) => [d.name, d.urlKey, d.url?.value, d.database, d.urlVariable]),
    ).toEqual([
      [
        'read',
        'spring.datasource.read.jdbc-url',
        'jdbc:mysql://127.0.0.1:3306/app',
        'mysql',
        'SPRING_DATASOURCE_READ_JDBCURL',
      ],
      [
        'write',
        'spring.datasource.write.jdbc-url',
        'jdbc:mysql://127.0.0.1:3306/app',
        'mysql',
        'SPRING_DATASOURCE_WRITE_JDBCURL',
      ],
      [
        'orders',
        'app.datasource.orders.jdbc-url',
        undefined,
        'unknown',
        'APP_DATASOURCE_ORDERS_JDBCURL',
      ],
    ]);
  });

  it('reads the default datasource of a properties app', async () => {
    const found = await facts('properties-app');
    expect(found.datasources).toMatchObject([
      {
        name: 'default',
        prefix: 'spring.datasource',
        urlKey: 'spring.datasource.url',
        database: 'mysql',
        urlVariable: 'SPRING_DATASOURCE_URL',
      },
    ]);
  });
});

it('tells databases apart by URL or driver', () => {
  expect(databaseKind('jdbc:postgresql://x/db', undefined)).toBe('postgresql');
  expect(databaseKind(undefined, 'org.mariadb.jdbc.Driver')).toBe('mariadb');
  expect(databaseKind('jdbc:h2:mem:test', undefined)).toBe('h2');
  expect(databaseKind('jdbc:db2://x', undefined)).toBe('other');
  expect(databaseKind(undefined, undefined)).toBe('unknown');
});
