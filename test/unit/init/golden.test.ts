// perf-gate init's output on fixture apps (Maven + YAML + profiles + context path + Flyway; Gradle +
// Kotlin + properties + two datasources + SQL files; an OpenAPI-first app whose controller implements
// an interface in openapi-generator's style; an app whose docker-compose.yml runs Nginx, two
// instances and MySQL with a my.cnf; a JPA app that only ever ran on H2, with no schema of its own),
// as golden files, and the generated perf-gate.yml loaded by the real config loader.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { initCommand } from '../../../src/commands/init.js';
import { loadConfig } from '../../../src/files/config-file.js';
import { planFiles } from '../../../src/init/plan.js';
import { readAppFacts } from '../../../src/init/read.js';

const fixtures = resolve(import.meta.dirname, '../../fixtures/init');
const temporary: string[] = [];

afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of a fixture app in a temporary folder, as its own (non-git) checkout. */
function copyOf(app: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'perf-gate-init-'));
  temporary.push(dir);
  cpSync(join(fixtures, app), join(dir, app), { recursive: true });
  return join(dir, app);
}

describe.each(['maven-app', 'gradle-app', 'openapi-petclinic', 'compose-shop'])('%s', (app) => {
  it('writes the golden perf-gate.yml, k6 script and workflow', async () => {
    const dir = join(fixtures, app);
    const facts = await readAppFacts(dir);
    const [config, script, workflow] = planFiles(facts, dir, dir);
    expect(config!.path).toBe(join(dir, 'perf-gate.yml'));
    expect(script!.path).toBe(join(dir, 'k6/perf-gate.js'));
    expect(workflow!.path).toBe(join(dir, '.github/workflows/perf-gate.yml'));
    await expect(config!.content).toMatchFileSnapshot(
      `../../fixtures/init/${app}.perf-gate.golden.yml`,
    );
    await expect(script!.content).toMatchFileSnapshot(`../../fixtures/init/${app}.k6.golden.js`);
    await expect(workflow!.content).toMatchFileSnapshot(
      `../../fixtures/init/${app}.workflow.golden.yml`,
    );
  });

  it('writes a perf-gate.yml the config loader accepts, pointing at the written script', async () => {
    const dir = copyOf(app);
    const output: string[] = [];
    expect(await initCommand(dir, { profile: [] }, (text) => output.push(text))).toBe(0);
    const config = loadConfig(join(dir, 'perf-gate.yml'));
    expect(config.scenarios.map((s) => s.script)).toEqual([join(dir, 'k6/perf-gate.js')]);
    expect(config.app.directory).toBe(dir);
    expect(readFileSync(join(dir, 'k6/perf-gate.js'), 'utf8')).toContain(
      'tags: { name: request.name }',
    );
    expect(output.join('')).toContain('check next:');
  });
});

describe('openapi-petclinic with --writes: POST/PUT endpoints with bodies from openapi.yml', () => {
  it('writes the golden k6 script and perf-gate.yml of the write mix', async () => {
    const dir = join(fixtures, 'openapi-petclinic');
    const facts = { ...(await readAppFacts(dir)), writes: true };
    const [config, script] = planFiles(facts, dir, dir);
    await expect(config!.content).toMatchFileSnapshot(
      '../../fixtures/init/openapi-petclinic.writes.perf-gate.golden.yml',
    );
    await expect(script!.content).toMatchFileSnapshot(
      '../../fixtures/init/openapi-petclinic.writes.k6.golden.js',
    );
  });

  it('writes a perf-gate.yml the config loader accepts, with a budget for each write', async () => {
    const dir = copyOf('openapi-petclinic');
    const output: string[] = [];
    expect(await initCommand(dir, { profile: [], writes: true }, (text) => output.push(text))).toBe(
      0,
    );
    const config = loadConfig(join(dir, 'perf-gate.yml'));
    const budget = config.scenarios[0]!.budget;
    expect(Object.keys(budget.endpoints ?? {})).toEqual([
      'PUT /api/owners/{ownerId}',
      'POST /api/owners',
      'POST /api/owners/{ownerId}/pets',
    ]);
    expect(budget.endpoints!['POST /api/owners']).toEqual(
      budget.endpoints!['PUT /api/owners/{ownerId}'],
    );
    const script = readFileSync(join(dir, 'k6/perf-gate.js'), 'utf8');
    expect(script).toContain("name: 'POST /api/owners'");
    expect(output.join('')).toContain(
      'endpoints: 12 (openapi.yml: 12, sources: 7), 8 GET and 3 POST/PUT (--writes) called by the starter script',
    );
    expect(output.join('')).toContain('- with --writes, one iteration in 10 is a POST or PUT');
    expect(output.join('')).not.toContain('are listed in the k6 script but not called');
  });
});

describe('cache-catalog (test/apps): what init writes for an app with Spring Data Redis', () => {
  // test/integration/redis-app.test.ts runs this app with services.redis to a verdict.
  it('writes the golden perf-gate.yml with Redis beside MySQL, and the k6 script', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'perf-gate-init-')), 'cache-catalog');
    temporary.push(dirname(dir));
    cpSync(resolve(fixtures, '../../apps/cache-catalog'), dir, {
      recursive: true,
      filter: (source) => !/\/(target|k6|perf-gate\.yml)$/.test(source),
    });
    const facts = await readAppFacts(dir);
    const [config, script] = planFiles(facts, dir, dir);
    await expect(config!.content).toMatchFileSnapshot(
      '../../fixtures/init/cache-catalog.perf-gate.golden.yml',
    );
    await expect(script!.content).toMatchFileSnapshot(
      '../../fixtures/init/cache-catalog.k6.golden.js',
    );
    expect(config!.content).toContain('services: # pom.xml depends on Spring Data Redis');
  });
});

describe('flyway-shop (test/apps): what init writes for an app that migrates at boot', () => {
  // test/integration/other-apps.test.ts runs this app with the same database keys to a verdict.
  it('seeds after the migrations, and names every request the script sends', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'perf-gate-init-')), 'flyway-shop');
    temporary.push(dirname(dir));
    cpSync(resolve(fixtures, '../../apps/flyway-shop'), dir, {
      recursive: true,
      filter: (source) => !/\/target$/.test(source),
    });
    const output: string[] = [];
    expect(await initCommand(dir, { profile: [] }, (text) => output.push(text))).toBe(0);
    expect(output.join('')).toContain('flyway migrations, SQL files: perf/seed.sql');
    const config = loadConfig(join(dir, 'perf-gate.yml'));
    expect(config.database.initAfterBoot).toEqual([join(dir, 'perf/seed.sql')]);
    expect(config.database.init).toEqual([]);
    const script = readFileSync(join(dir, 'k6/perf-gate.js'), 'utf8');
    for (const name of [
      'GET /api/categories',
      'GET /api/categories/{id}/products',
      'GET /api/orders/{id}',
      'GET /api/products/{id}',
    ]) {
      expect(script).toContain(`name: '${name}'`);
    }
  });
});

describe('openapi-petclinic: endpoints from openapi.yml and the interface its controller implements', () => {
  it('prints where the endpoints came from (golden) and calls the GET ones with the examples', async () => {
    const dir = copyOf('openapi-petclinic');
    const output: string[] = [];
    expect(
      await initCommand(basename(dir), { profile: [] }, (text) => output.push(text), dirname(dir)),
    ).toBe(0);
    await expect(output.join('')).toMatchFileSnapshot(
      '../../fixtures/init/openapi-petclinic.summary.golden.txt',
    );
    const facts = await readAppFacts(join(fixtures, 'openapi-petclinic'));
    expect(facts.apiDocuments).toEqual(['src/main/resources/openapi.yml']);
    const owner = facts.endpoints.find(
      (e) => e.method === 'GET' && e.path === '/api/owners/{ownerId}',
    );
    expect(owner).toMatchObject({
      // The controller's line (it implements the interface's mapping), the document's details.
      source:
        'src/main/java/org/springframework/samples/petclinic/rest/controller/OwnerRestController.java:42',
      origins: ['sources', 'src/main/resources/openapi.yml'],
      operationId: 'getOwner',
      tags: ['owner'],
      parameters: [{ name: 'ownerId', in: 'path', required: true, type: 'integer', sample: '1' }],
    });
  });
});

describe('compose-shop: the production topology from docker-compose.yml, nginx.conf and my.cnf', () => {
  it('prints what it took from where (golden), and the config loader reads the proxy and my.cnf', async () => {
    const dir = copyOf('compose-shop');
    const output: string[] = [];
    expect(
      await initCommand(basename(dir), { profile: [] }, (text) => output.push(text), dirname(dir)),
    ).toBe(0);
    await expect(output.join('')).toMatchFileSnapshot(
      '../../fixtures/init/compose-shop.summary.golden.txt',
    );
    const config = loadConfig(join(dir, 'perf-gate.yml'));
    expect(config.proxy?.file).toBe(join(dir, 'nginx/nginx.conf'));
    expect(config.proxy?.text).toContain('rate=30r/s');
    expect(config.proxy?.image).toBe('nginx:1.27-alpine');
    expect(config.proxy?.ulimits).toEqual({ nofile: { soft: 1024, hard: 1024 } });
    expect(config.app.instances).toBe(2);
    expect(config.app.resources).toEqual({ cpus: 1, memoryMb: 3072 });
    expect(config.app.ulimits).toEqual({ nofile: { soft: 1024, hard: 1024 } });
    expect(config.database.server?.variables.max_connections).toEqual({
      value: '40',
      source: 'mysql/my.cnf:2',
    });
    expect(config.database.resources.memoryMb).toBe(4096);
  });
});

describe('gradle-notes (test/apps): what init reads from a Groovy-DSL build.gradle', () => {
  // test/integration/gradle-app.test.ts builds it with a real Gradle and runs it to a verdict.
  it('writes the golden perf-gate.yml: the Gradle build, Java 17 from the toolchain, its SQL files', async () => {
    const dir = resolve(fixtures, '../../apps/gradle-notes');
    const [config, script] = planFiles(await readAppFacts(dir), dir, dir);
    await expect(config!.content).toMatchFileSnapshot(
      '../../fixtures/init/gradle-notes.perf-gate.golden.yml',
    );
    for (const name of ['GET /api/notes/{id}', 'GET /api/notes', 'GET /api/tags']) {
      expect(script!.content).toContain(`name: '${name}'`);
    }
  });
});

describe('jpa-no-schema: a JPA app that runs on H2 and brings no schema (no migrations, no SQL)', () => {
  it('writes the golden perf-gate.yml, k6 script and summary: Hibernate creates the tables', async () => {
    const dir = join(fixtures, 'jpa-no-schema');
    const facts = await readAppFacts(dir);
    expect(facts.entities).toEqual(['src/main/java/com/example/library/Book.java']);
    const [config, script] = planFiles(facts, dir, dir);
    await expect(config!.content).toMatchFileSnapshot(
      '../../fixtures/init/jpa-no-schema.perf-gate.golden.yml',
    );
    await expect(script!.content).toMatchFileSnapshot(
      '../../fixtures/init/jpa-no-schema.k6.golden.js',
    );
    const copy = copyOf('jpa-no-schema');
    const output: string[] = [];
    expect(
      await initCommand(
        basename(copy),
        { profile: [] },
        (text) => output.push(text),
        dirname(copy),
      ),
    ).toBe(0);
    await expect(output.join('')).toMatchFileSnapshot(
      '../../fixtures/init/jpa-no-schema.summary.golden.txt',
    );
  });

  it('writes a perf-gate.yml whose app.env the config loader hands to the app', async () => {
    const dir = copyOf('jpa-no-schema');
    expect(await initCommand(dir, { profile: [] }, () => undefined)).toBe(0);
    const config = loadConfig(join(dir, 'perf-gate.yml'));
    expect(config.app.env).toEqual({ SPRING_JPA_HIBERNATE_DDL_AUTO: 'update' });
    expect(config.database.init).toEqual([]);
    expect(config.database.initAfterBoot).toEqual([]);
  });
});
