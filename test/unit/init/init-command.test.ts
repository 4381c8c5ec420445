// `perf-gate init` as a command: what it writes, that it never overwrites without --force, where the
// workflow goes in a repository, and its errors for folders that are not a Spring Boot app.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { initCommand } from '../../../src/commands/init.js';
import { ConfigError } from '../../../src/errors.js';
import {
  hibernateCreatesTables,
  notesFor,
  schemaFiles,
  seedFiles,
} from '../../../src/init/facts.js';
import { declaresJpaEntity } from '../../../src/init/java-text.js';
import { readAppFacts } from '../../../src/init/read.js';
import { loadConfig } from '../../../src/files/config-file.js';

const fixtures = resolve(import.meta.dirname, '../../fixtures/init');
const temporary: string[] = [];
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'perf-gate-init-'));
  temporary.push(dir);
  return dir;
}

async function run(
  dir: string,
  flags: { force?: boolean; profile?: string[] } = {},
  cwd?: string,
): Promise<string> {
  let out = '';
  await initCommand(dir, { profile: [], ...flags }, (text) => (out += text), cwd);
  return out;
}

describe('perf-gate init', () => {
  it('writes the profiles it was given to app.profiles: the app boots as it was read', async () => {
    const root = workspace();
    cpSync(join(fixtures, 'maven-app'), join(root, 'app'), { recursive: true });
    const out = await run('app', { profile: ['mysql', 'spring-data-jpa'] }, root);
    const config = readFileSync(join(root, 'app', 'perf-gate.yml'), 'utf8');
    expect(config).toMatch(/^ {2}profiles: \[mysql, spring-data-jpa\] # given to perf-gate init/m);
    expect(out).toContain('under the profiles given to init: mysql, spring-data-jpa');
  });

  it('boots an app written for H2 by default under the profile that declares MySQL', async () => {
    const root = workspace();
    const app = join(root, 'app');
    cpSync(join(fixtures, 'maven-app'), app, { recursive: true });
    const resources = join(app, 'src/main/resources');
    rmSync(join(resources, 'application-local.yml'));
    writeFileSync(
      join(resources, 'application.yml'),
      'spring:\n  profiles:\n    active: h2,jpa\n  datasource:\n    driver-class-name: org.h2.Driver\n    url: jdbc:h2:mem:shop\n',
    );
    writeFileSync(
      join(resources, 'application-mysql.properties'),
      'spring.datasource.url=jdbc:mysql://localhost/shop\nspring.datasource.driver-class-name=com.mysql.cj.jdbc.Driver\n',
    );
    const out = await run('app', {}, root);
    const config = readFileSync(join(app, 'perf-gate.yml'), 'utf8');
    expect(config).toContain(
      '  profiles: [h2, jpa, mysql] # the "mysql" profile declares MySQL (src/main/resources/application-mysql.properties:2)',
    );
    expect(out).toContain(
      "the app's own profiles write its datasource for h2 (src/main/resources/application.yml:5); perf-gate.yml runs it under h2, jpa, mysql (app.profiles)",
    );
  });

  it('treats an app that writes no datasource with H2 on its classpath as an H2 app', async () => {
    // spring-petclinic-rest: `spring.profiles.active=h2,spring-data-jpa`, no h2 file, H2 in the pom.
    const root = workspace();
    const app = join(root, 'app');
    cpSync(join(fixtures, 'maven-app'), app, { recursive: true });
    const resources = join(app, 'src/main/resources');
    rmSync(join(resources, 'application-local.yml'));
    writeFileSync(join(resources, 'application.yml'), 'spring:\n  profiles:\n    active: h2,jpa\n');
    writeFileSync(
      join(resources, 'application-mysql.properties'),
      'spring.datasource.url=jdbc:mysql://localhost/shop\n',
    );
    const pom = readFileSync(join(app, 'pom.xml'), 'utf8');
    writeFileSync(
      join(app, 'pom.xml'),
      pom.replace(
        '</dependencies>',
        '<dependency><groupId>com.h2database</groupId><artifactId>h2</artifactId></dependency>\n</dependencies>',
      ),
    );
    const out = await run('app', {}, root);
    const config = readFileSync(join(app, 'perf-gate.yml'), 'utf8');
    expect(config).toContain(
      '  profiles: [h2, jpa, mysql] # the "mysql" profile declares MySQL (src/main/resources/application-mysql.properties:1)',
    );
    expect(out).toContain('h2 (no datasource written: Spring Boot starts the H2 on the classpath)');
    // Without H2 on the classpath nothing is switched: the app's own profiles stay.
    writeFileSync(join(app, 'pom.xml'), pom);
    rmSync(join(app, 'perf-gate.yml'));
    await run('app', { force: true }, root);
    expect(readFileSync(join(app, 'perf-gate.yml'), 'utf8')).not.toContain(
      'profiles: [h2, jpa, mysql]',
    );
  });

  it('boots Redis beside an app that depends on Spring Data Redis', async () => {
    const root = workspace();
    const app = join(root, 'app');
    cpSync(join(fixtures, 'maven-app'), app, { recursive: true });
    const pom = readFileSync(join(app, 'pom.xml'), 'utf8').replace(
      '</dependencies>',
      '<dependency><groupId>org.springframework.boot</groupId><artifactId>spring-boot-starter-data-redis</artifactId></dependency>\n</dependencies>',
    );
    writeFileSync(join(app, 'pom.xml'), pom);
    const out = await run('app', {}, root);
    const config = readFileSync(join(app, 'perf-gate.yml'), 'utf8');
    expect(config).toContain('services: # pom.xml depends on Spring Data Redis\n  redis: {}');
    expect(out).toContain('pom.xml depends on Spring Data Redis: perf-gate.yml boots Redis');
    expect(loadConfig(join(app, 'perf-gate.yml')).services.redis).toEqual({ image: 'redis:7' });
  });

  it('writes the three files and refuses a second run, naming the file that exists', async () => {
    const root = workspace();
    const app = join(root, 'app');
    cpSync(join(fixtures, 'maven-app'), app, { recursive: true });
    const out = await run('app', {}, root);
    expect(out).toContain(
      'wrote:\n  app/perf-gate.yml\n  app/k6/perf-gate.js\n  app/.github/workflows/perf-gate.yml',
    );
    expect(out).toContain('1. perf-gate run -c app/perf-gate.yml');

    writeFileSync(join(app, 'perf-gate.yml'), 'mine\n');
    const refused = await run('app', {}, root).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ConfigError);
    expect((refused as ConfigError).message).toBe(
      'app/perf-gate.yml, app/k6/perf-gate.js, app/.github/workflows/perf-gate.yml already exist; perf-gate init does not overwrite.',
    );
    expect((refused as ConfigError).fix).toContain('--force');
    expect(readFileSync(join(app, 'perf-gate.yml'), 'utf8')).toBe('mine\n');

    await run('app', { force: true }, root);
    expect(readFileSync(join(app, 'perf-gate.yml'), 'utf8')).toContain(
      '# yaml-language-server: $schema=',
    );
  });

  it('refuses when only one of the files exists, and writes none of them', async () => {
    const app = join(workspace(), 'app');
    cpSync(join(fixtures, 'gradle-app'), app, { recursive: true });
    mkdirSync(join(app, 'k6'));
    writeFileSync(join(app, 'k6/perf-gate.js'), '// mine\n');
    await expect(run(app)).rejects.toThrow(
      /k6\/perf-gate.js already exists; perf-gate init does not overwrite/,
    );
    expect(existsSync(join(app, 'perf-gate.yml'))).toBe(false);
  });

  it('puts the workflow at the repository root and points it at the app folder', async () => {
    const repo = workspace();
    mkdirSync(join(repo, '.git'));
    cpSync(join(fixtures, 'gradle-app'), join(repo, 'services/notes'), { recursive: true });
    await run('services/notes', {}, repo);
    const workflow = readFileSync(join(repo, '.github/workflows/perf-gate.yml'), 'utf8');
    expect(workflow).toContain('config: services/notes/perf-gate.yml');
    expect(existsSync(join(repo, 'services/notes/.github'))).toBe(false);
  });

  it('explains a folder that is not a Spring Boot app', async () => {
    const dir = workspace();
    await expect(run(dir)).rejects.toThrow(/has no pom.xml, build.gradle or build.gradle.kts/);
    await expect(run(join(dir, 'missing'))).rejects.toThrow(/does not exist/);
    writeFileSync(join(dir, 'pom.xml'), '<project><artifactId>lib</artifactId></project>');
    await expect(run(dir)).rejects.toThrow(/does not mention Spring Boot/);
    expect(existsSync(join(dir, 'perf-gate.yml'))).toBe(false);
  });
});

describe('what to check next', () => {
  it('warns about a PostgreSQL app without Actuator and a MySQL driver', async () => {
    const notes = notesFor(await readAppFacts(join(fixtures, 'gradle-app')));
    const warnings = notes.filter((n) => n.level === 'warning').map((n) => n.message);
    expect(warnings).toEqual([
      expect.stringContaining('no spring-boot-starter-actuator: readiness uses GET /api/notes'),
      expect.stringContaining(
        'the main datasource is postgresql (src/main/resources/application.properties:3)',
      ),
      expect.stringContaining('the audit datasource is postgresql'),
      expect.stringContaining('has no MySQL driver'),
    ]);
    expect(notes.map((n) => n.message)).toContainEqual(
      expect.stringContaining('the app has 2 datasources (main, audit)'),
    );
  });

  it('sends a Flyway app to its migrations and names its Java release', async () => {
    const messages = notesFor(await readAppFacts(join(fixtures, 'maven-app'))).map(
      (n) => n.message,
    );
    expect(messages).toContainEqual(
      expect.stringContaining(
        'the schema comes from Flyway migrations when the app boots; database.init-after-boot runs perf/seed.sql after them',
      ),
    );
    expect(messages).toContainEqual(
      'the app compiles for Java 21 (pom.xml:13 (java.version)): perf-gate runs the jar on the JRE its class files need.',
    );
    expect(messages.some((m) => m.includes('no MySQL driver'))).toBe(false);
  });
});

describe('a JPA app with no schema of its own: Hibernate creates the tables in MySQL', () => {
  const ADD_SQL =
    'no migrations and no SQL files were found: add the SQL that creates the schema and the test data to database.init.';
  const DDL_AUTO = 'SPRING_JPA_HIBERNATE_DDL_AUTO: update';

  /** A copy of test/fixtures/init/jpa-no-schema with `files` (path -> content) written over it. */
  function app(files: Record<string, string> = {}): string {
    const dir = join(workspace(), 'library');
    cpSync(join(fixtures, 'jpa-no-schema'), dir, { recursive: true });
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), content);
    }
    return dir;
  }

  async function init(
    dir: string,
    profile: string[] = [],
  ): Promise<{ config: string; out: string; messages: string[] }> {
    const out = await run(dir, { profile });
    const messages = notesFor(await readAppFacts(dir, profile)).map((note) => note.message);
    return { config: readFileSync(join(dir, 'perf-gate.yml'), 'utf8'), out, messages };
  }

  it('sets ddl-auto=update in app.env when the app sets none in the profiles it boots under', async () => {
    // application-prod.properties sets ddl-auto=validate: perf-gate does not boot under prod.
    const { config, out, messages } = await init(app());
    expect(config).toContain(
      "    # Hibernate creates the tables of the app's 1 @Entity class at boot, as Spring Boot does on the\n    # embedded H2 the app otherwise uses.",
    );
    expect(config).toContain(`    ${DDL_AUTO} # check: no schema SQL or migrations were found`);
    expect(out).toContain(
      'database: none declared (H2 on the classpath; Hibernate will create the tables of 1 @Entity class in MySQL)',
    );
    expect(messages).not.toContain(ADD_SQL);
    expect(messages).toContainEqual(
      expect.stringContaining(
        'perf-gate.yml sets SPRING_JPA_HIBERNATE_DDL_AUTO=update (app.env), so Hibernate creates the tables',
      ),
    );
  });

  it('keeps a ddl-auto the app sets (validate, none) and asks for the schema SQL', async () => {
    const cases: Array<Record<string, string>> = [
      { 'src/main/resources/application.properties': 'spring.jpa.hibernate.ddl-auto=validate\n' },
      {
        'src/main/resources/application.yml':
          'spring:\n  jpa:\n    hibernate:\n      ddl-auto: none\n',
      },
      {
        'src/main/resources/application.properties':
          'spring.jpa.properties.hibernate.hbm2ddl.auto=validate\n',
      },
    ];
    for (const files of cases) {
      const dir = app(files);
      const { config, out, messages } = await init(dir);
      expect(config).not.toContain('SPRING_JPA_HIBERNATE_DDL_AUTO');
      expect(config).not.toMatch(/^ {2}env:/m);
      expect(config).toContain('  # init: [db/schema.sql, db/seed.sql] # check: the schema');
      expect(out).toContain('  database: none declared\n');
      expect(messages).toContain(ADD_SQL);
    }
  });

  it("keeps the ddl-auto of the profiles given to init, and of the app's own load-test profile", async () => {
    const given = await init(app(), ['prod']);
    expect(given.config).not.toContain('SPRING_JPA_HIBERNATE_DDL_AUTO');
    expect(given.messages).toContain(ADD_SQL);

    const load = await init(
      app({
        'src/main/resources/application-perf.properties':
          'spring.jpa.hibernate.ddl-auto=validate\n',
      }),
    );
    expect(load.config).toContain("  profiles: [perf] # check: the app's own load-test profile");
    expect(load.config).not.toContain('SPRING_JPA_HIBERNATE_DDL_AUTO');
    expect(load.messages).toContain(ADD_SQL);
  });

  it('leaves the schema to the app when it creates one itself or brings SQL', async () => {
    const cases: Array<Record<string, string>> = [
      // Hibernate creates the tables already.
      { 'src/main/resources/application.properties': 'spring.jpa.hibernate.ddl-auto=update\n' },
      // The app runs its own schema.sql.
      {
        'src/main/resources/application.properties': 'spring.sql.init.mode=always\n',
        'src/main/resources/schema.sql': 'CREATE TABLE book (id BIGINT PRIMARY KEY);\n',
      },
      // SQL files for database.init.
      { 'db/schema.sql': 'CREATE TABLE book (id BIGINT PRIMARY KEY, title VARCHAR(200));\n' },
      // No @Entity in the sources: nothing for Hibernate to create.
      {
        'src/main/java/com/example/library/Book.java':
          'package com.example.library;\n\n// @Entity\npublic record Book(Long id, String title) {}\n',
      },
    ];
    for (const files of cases) {
      const dir = app(files);
      const facts = await readAppFacts(dir);
      expect(hibernateCreatesTables(facts)).toBe(false);
      const { config, out } = await init(dir);
      expect(config).not.toContain('SPRING_JPA_HIBERNATE_DDL_AUTO');
      expect(out).not.toContain('Hibernate will create the tables');
    }
  });

  it('names another datasource, and says nothing of H2 without it on the classpath', async () => {
    const pom = readFileSync(join(fixtures, 'jpa-no-schema/pom.xml'), 'utf8');
    const { config, out } = await init(
      app({
        'pom.xml': pom.replace(/<dependency>\s*<groupId>com\.h2database[\s\S]*?<\/dependency>/, ''),
        'src/main/resources/application.properties':
          'spring.datasource.url=jdbc:mysql://localhost:3306/library\n',
      }),
    );
    expect(config).toContain(
      "    # Hibernate creates the tables of the app's 1 @Entity class at boot (Spring Boot's default on",
    );
    expect(out).toContain(
      '  database: mysql (src/main/resources/application.properties:1); Hibernate will create the tables of 1 @Entity class in MySQL\n',
    );
  });

  it('counts the sources that declare a JPA entity, Java or Kotlin, jakarta or javax', () => {
    expect(declaresJpaEntity('import jakarta.persistence.*;\n@Entity\nclass Book {}')).toBe(true);
    expect(declaresJpaEntity('@javax.persistence.Entity(name = "books")\nclass Book {}')).toBe(
      true,
    );
    expect(
      declaresJpaEntity('import jakarta.persistence.Entity\n@Entity\nclass Book(@Id val id: Long)'),
    ).toBe(true);
    // In a comment or a string, another annotation, or an @Entity of no JPA package: none.
    expect(declaresJpaEntity('import jakarta.persistence.Id;\n// @Entity\nclass Book {}')).toBe(
      false,
    );
    expect(declaresJpaEntity('import jakarta.persistence.*;\nString s = "@Entity";')).toBe(false);
    expect(
      declaresJpaEntity('import jakarta.persistence.*;\n@EntityListeners(X.class)\nclass A {}'),
    ).toBe(false);
    expect(declaresJpaEntity('import org.example.Entity;\n@Entity\nclass Book {}')).toBe(false);
  });
});

describe('SQL files', () => {
  it('runs schema-like files first, leaves migrations and build output to the app', () => {
    expect(
      seedFiles([
        'db/seed.sql',
        'db/schema.sql',
        'src/main/resources/db/migration/V1__init.sql',
        'target/classes/schema.sql',
        'src/test/resources/data.sql',
        'sql/create-tables.sql',
      ]),
    ).toEqual(['db/schema.sql', 'sql/create-tables.sql', 'db/seed.sql']);
  });

  it('boots --discover on the schema files only, or on all when none is named so', () => {
    expect(schemaFiles(['db/schema.sql', 'db/seed.sql'])).toEqual(['db/schema.sql']);
    expect(schemaFiles(['db/01.sql', 'db/02.sql'])).toEqual(['db/01.sql', 'db/02.sql']);
  });
});
