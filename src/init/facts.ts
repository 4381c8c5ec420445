// Everything `perf-gate init` learned about an app, and the decisions taken from it (which endpoints
// the starter script calls, which SQL files seed the database, what the user must check). Pure.
import { isEmbedded, type DatabaseKind, type MysqlProfiles } from '../spring/datasource-check.js';
import type { BuildFacts } from './build-file.js';
import { endpointNotes } from './endpoint-notes.js';
import type { Endpoint } from './endpoints.js';
import type { SpringFacts } from './spring-facts.js';
import { topologyNotes, type Topology } from './topology.js';

export interface AppFacts {
  /** spring.application.name or the folder's name */
  name: string;
  build: BuildFacts;
  spring: SpringFacts;
  endpoints: Endpoint[];
  endpointsFrom: 'actuator' | 'openapi' | 'sources';
  /** the OpenAPI documents the endpoints were read from with the sources, relative to the app */
  apiDocuments?: string[];
  /** files skipped and documents not (fully) read while finding the endpoints */
  endpointProblems?: string[];
  /** SQL files outside migration folders, relative to the app directory, in the order to run them */
  sqlFiles: string[];
  /** Flyway or Liquibase migrations run when the app boots */
  migrations: 'flyway' | 'liquibase' | undefined;
  /** the sources that declare a JPA @Entity, relative to the app directory */
  entities?: string[];
  /** the profiles given to init (--profile): the app was read under them and boots under them */
  profiles?: string[];
  /**
   * With no --profile: the app's own active profiles write its datasource for another database
   * (H2, …) and another profile declares MySQL, so the app is read and booted under these.
   */
  mysqlProfiles?: MysqlProfiles & { from: string };
  /** what the repository's docker-compose.yml, nginx.conf and my.cnf say production runs */
  topology?: Topology;
  /** `init --writes`: the starter mix adds POST/PUT endpoints with bodies (mix.ts) */
  writes?: boolean;
}

/** Profiles whose name says they are for load tests: init runs the app under the first one. */
const LOAD_PROFILE =
  /^(?:load|loadtest|load-test|perf|performance|perftest|benchmark|bench|stress)$/i;

/** The app's own load-test profile, when it has one and does not activate another itself. */
export function loadTestProfile(spring: SpringFacts): string | undefined {
  return spring.availableProfiles.find((name) => LOAD_PROFILE.test(name));
}

/**
 * The profiles perf-gate.yml boots the app under (app.profiles): those given to init, else the
 * app's own load-test profile; undefined for the app's own active profiles.
 */
export function bootProfiles(
  facts: Pick<AppFacts, 'spring' | 'profiles' | 'mysqlProfiles'>,
): { names: string[]; given: boolean } | undefined {
  if (facts.profiles && facts.profiles.length > 0) return { names: facts.profiles, given: true };
  if (facts.mysqlProfiles) return { names: facts.mysqlProfiles.profiles, given: false };
  const profile = loadTestProfile(facts.spring);
  return profile === undefined ? undefined : { names: [profile], given: false };
}

/** SQL files the app runs itself (spring.sql.init.mode=always runs its classpath schema/data). */
export function appRunsOwnSql(spring: SpringFacts): boolean {
  return spring.sqlInitMode?.value.trim().toLowerCase() === 'always';
}

/** Leaves out the app's classpath SQL when the app runs it itself. */
export function externalSqlFiles(sqlFiles: readonly string[], spring: SpringFacts): string[] {
  return appRunsOwnSql(spring)
    ? sqlFiles.filter((file) => !file.startsWith('src/main/resources/'))
    : [...sqlFiles];
}

/** The ddl-auto values with which Hibernate creates the tables itself when the app boots. */
const CREATES_TABLES = ['create', 'create-drop', 'update'];

/** What perf-gate.yml sets (app.env) for a JPA app that brings no schema of its own. */
export const HIBERNATE_DDL_AUTO = {
  env: 'SPRING_JPA_HIBERNATE_DDL_AUTO',
  value: 'update',
} as const;

/**
 * Whether perf-gate.yml lets Hibernate create the tables from the app's @Entity classes
 * (HIBERNATE_DDL_AUTO in app.env): a JPA app with entities and nothing else that creates its schema
 * (no migrations, no SQL files, no spring.sql.init.mode=always) and no ddl-auto set under the
 * profiles it boots under. Spring Boot's default ddl-auto is create-drop on an embedded database and
 * none on any other, so such an app works on its H2 and finds no table in perf-gate's MySQL. A
 * ddl-auto the app sets (validate, none) is its own choice and is kept.
 */
export function hibernateCreatesTables(
  facts: Pick<AppFacts, 'build' | 'spring' | 'migrations' | 'sqlFiles' | 'entities'>,
): boolean {
  return (
    facts.build.dependencies.jpa &&
    (facts.entities?.length ?? 0) > 0 &&
    !facts.migrations &&
    facts.sqlFiles.length === 0 &&
    !appRunsOwnSql(facts.spring) &&
    facts.spring.ddlAuto === undefined
  );
}

const EMBEDDED_NAMES: Partial<Record<DatabaseKind, string>> = {
  h2: 'H2',
  hsqldb: 'HSQLDB',
  derby: 'Derby',
};

/**
 * The embedded database the app uses on its own, when init can tell: its default datasource's (under
 * its own profiles, when perf-gate.yml boots it under a MySQL one), or H2 on the classpath when it
 * writes none (Spring Boot then starts that H2).
 */
export function embeddedDatabase(
  facts: Pick<AppFacts, 'build' | 'spring' | 'mysqlProfiles'>,
): string | undefined {
  if (facts.mysqlProfiles) {
    const kind = facts.mysqlProfiles.from.split(' ')[0] as DatabaseKind;
    return isEmbedded(kind) ? EMBEDDED_NAMES[kind] : undefined;
  }
  const main = facts.spring.datasources.find((d) => d.prefix === 'spring.datasource');
  if (main?.url || main?.driver) return EMBEDDED_NAMES[main.database];
  return facts.build.dependencies.h2 ? 'H2' : undefined;
}

/** `1 @Entity class`, `3 @Entity classes`. */
export function entityCount(facts: Pick<AppFacts, 'entities'>): string {
  const count = facts.entities?.length ?? 0;
  return `${count} @Entity class${count === 1 ? '' : 'es'}`;
}

/** A line of "what to check next": `warning` when the gate will likely not work as written. */
export interface Note {
  level: 'warning' | 'check';
  message: string;
}

const MIGRATION_PATH =
  /(?:^|\/)db\/(?:migration|changelog)\/|(?:^|\/)V\d[\w.]*__|liquibase|changelog/i;
const IGNORED_PATH = /(?:^|\/)(?:target|build|node_modules|\.git|\.gradle|src\/test)\//;

const SCHEMA_LIKE = /schema|ddl|create|tables/i;

/** SQL files that seed the database, schema-like names first; migration files are left to the app. */
export function seedFiles(sqlFiles: readonly string[]): string[] {
  const rank = (file: string): number => (SCHEMA_LIKE.test(file) ? 0 : 1);
  return sqlFiles
    .filter((file) => !MIGRATION_PATH.test(file) && !IGNORED_PATH.test(file))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** The files that create the schema, enough for the app to boot (all of them when none is named so). */
export function schemaFiles(sqlFiles: readonly string[]): string[] {
  const schema = sqlFiles.filter((file) => SCHEMA_LIKE.test(file));
  return schema.length > 0 ? schema : [...sqlFiles];
}

/** Which migration tool runs at boot: its dependency is there and the app does not turn it off. */
export function migrationTool(build: BuildFacts, spring: SpringFacts): AppFacts['migrations'] {
  if (build.dependencies.flyway && spring.flywayEnabled !== false) return 'flyway';
  if (build.dependencies.liquibase && spring.liquibaseEnabled !== false) return 'liquibase';
  return undefined;
}

/** Failed tries named one by one under "check next"; the rest are counted. */
const MAX_FAILED_NOTES = 8;

/** Whether a tried endpoint answered 2xx/3xx (one not tried counts as answering). */
export function answered(endpoint: Endpoint): boolean {
  const status = endpoint.tried?.status;
  return status === undefined || (typeof status === 'number' && status >= 200 && status < 400);
}

/** The GET endpoints the app serves itself: neither Actuator nor error pages. */
export function readEndpoints(facts: AppFacts): Endpoint[] {
  const actuator = facts.spring.managementBasePath.value;
  return facts.endpoints.filter(
    (endpoint) =>
      endpoint.method === 'GET' &&
      endpoint.path !== '/error' &&
      !(actuator !== '/' && endpoint.path.startsWith(`${actuator}/`)),
  );
}

/** The GET endpoints the starter script calls: the app's own that answered when tried. */
export function calledEndpoints(facts: AppFacts): Endpoint[] {
  return readEndpoints(facts).filter(answered);
}

/** The GET endpoints `init --discover` tried and left out: they did not answer 2xx/3xx. */
export function failedEndpoints(facts: AppFacts): Endpoint[] {
  return readEndpoints(facts).filter((endpoint) => !answered(endpoint));
}

/** The readiness path: Actuator's health when the app has Actuator, else a plain GET endpoint. */
export function healthPath(facts: AppFacts): { path: string; actuator: boolean } {
  if (facts.build.dependencies.actuator) return { path: facts.spring.healthPath, actuator: true };
  const plain = calledEndpoints(facts).find((endpoint) => !endpoint.path.includes('{'));
  return { path: plain?.path ?? '/', actuator: false };
}

/** What the user should check before the first run, warnings first. */
export function notesFor(facts: AppFacts): Note[] {
  const notes: Note[] = [];
  const warn = (message: string): number => notes.push({ level: 'warning', message });
  const check = (message: string): number => notes.push({ level: 'check', message });
  const { build, spring } = facts;
  const deps = build.dependencies;

  if (!deps.web && !deps.webflux) {
    warn(
      `${build.buildFile} has no spring-boot-starter-web or -webflux: perf-gate load-tests HTTP endpoints.`,
    );
  }
  if (!deps.actuator) {
    warn(
      `${build.buildFile} has no spring-boot-starter-actuator: readiness uses GET ${healthPath(facts).path} and the report has no server-side evidence (threads, pool, GC). Add the actuator (and micrometer-registry-prometheus) dependency.`,
    );
  }
  const others = spring.datasources.filter(
    (d) => !['mysql', 'mariadb', 'unknown'].includes(d.database),
  );
  for (const datasource of others) {
    warn(
      `the ${datasource.name} datasource is ${datasource.database} (${datasource.url?.source ?? datasource.driver?.source}): perf-gate runs the app against MySQL, so the app needs a MySQL driver and SQL that runs on MySQL.`,
    );
  }
  if ((deps.jpa || deps.jdbc || spring.datasources.length > 0) && !deps.mysql && !deps.mariadb) {
    warn(
      `${build.buildFile} has no MySQL driver: add com.mysql:mysql-connector-j (runtime scope) so the app can reach perf-gate's MySQL.`,
    );
  }
  if (deps.redis) {
    check(
      `${build.buildFile} depends on Spring Data Redis: perf-gate.yml boots Redis beside the app (services.redis) and points it there with SPRING_DATA_REDIS_HOST/PORT.`,
    );
  }
  if (spring.datasources.length > 1) {
    check(
      `the app has ${spring.datasources.length} datasources (${spring.datasources.map((d) => d.name).join(', ')}): perf-gate.yml points every one at the same database through app.env.`,
    );
  }
  if (appRunsOwnSql(spring)) {
    check(
      `the app runs its own schema and data SQL at boot (spring.sql.init.mode=always, ${spring.sqlInitMode!.source}).`,
    );
  }
  const profiles = bootProfiles(facts);
  const switched = facts.mysqlProfiles;
  if (profiles?.given) {
    check(
      `perf-gate.yml runs the app under the profiles given to init: ${profiles.names.join(', ')} (app.profiles).`,
    );
  } else if (switched) {
    check(
      `the app's own profiles write its datasource for ${switched.from}; perf-gate.yml runs it under ${switched.profiles.join(', ')} (app.profiles), where the "${switched.profile}" profile declares MySQL (${switched.source}).`,
    );
  } else if (profiles) {
    check(`perf-gate.yml runs the app under its "${profiles.names[0]}" profile (app.profiles).`);
  }
  if (facts.migrations) {
    check(
      `the schema comes from ${facts.migrations === 'flyway' ? 'Flyway' : 'Liquibase'} migrations when the app boots${facts.sqlFiles.length > 0 ? `; database.init-after-boot runs ${facts.sqlFiles.join(', ')} after them: keep the data the endpoints read` : '; add the data the endpoints read to database.init-after-boot'}.`,
    );
  } else if (facts.sqlFiles.length > 0) {
    check(
      `database.init runs ${facts.sqlFiles.join(', ')} in that order before the app boots: keep the ones that create the schema and the data the endpoints read.`,
    );
  } else if (hibernateCreatesTables(facts)) {
    const embedded = embeddedDatabase(facts);
    check(
      `no migrations and no SQL files were found: perf-gate.yml sets ${HIBERNATE_DDL_AUTO.env}=${HIBERNATE_DDL_AUTO.value} (app.env), so Hibernate creates the tables of the app's ${entityCount(facts)} at boot${embedded ? `, as Spring Boot does on the embedded ${embedded} the app otherwise uses` : ''}; for production-like tables, put the app's schema SQL in database.init (or add migrations) instead.`,
    );
  } else if (!appRunsOwnSql(spring) && !CREATES_TABLES.includes(spring.ddlAuto?.value ?? '')) {
    check(
      'no migrations and no SQL files were found: add the SQL that creates the schema and the test data to database.init.',
    );
  }
  const called = calledEndpoints(facts);
  if (facts.endpoints.length === 0) {
    warn(
      `no endpoints were found${facts.endpointsFrom === 'sources' ? ' in the sources (try --discover, which asks the booted app)' : ''}: write the requests of the k6 script yourself.`,
    );
  } else if (called.length === 0 && failedEndpoints(facts).length === 0) {
    warn(
      'the app has no GET endpoints: the k6 script needs requests with bodies (see its comments).',
    );
  }
  const failed = failedEndpoints(facts);
  for (const endpoint of failed.slice(0, MAX_FAILED_NOTES)) {
    const tried = endpoint.tried!;
    warn(
      `${endpoint.method} ${endpoint.path} answered ${tried.status === 'no answer' ? 'nothing in 10 s' : tried.status} when tried once${tried.exception ? ` (the app logged: ${tried.exception})` : ''}: it is left out of the k6 script; seed the data it reads or fix it, then add it back.`,
    );
  }
  if (failed.length > MAX_FAILED_NOTES) {
    warn(
      `${failed.length - MAX_FAILED_NOTES} more GET endpoints did not answer 2xx/3xx when tried and are left out (listed in the k6 script's comments).`,
    );
  }
  notes.push(...endpointNotes(facts.endpoints, called, facts.endpointProblems ?? []));
  // init --writes: the POST and PUT endpoints with a JSON body built from a schema (mix.ts).
  const writable = facts.endpoints.some(
    (endpoint) =>
      ['POST', 'PUT'].includes(endpoint.method) &&
      endpoint.bodySample !== undefined &&
      'value' in endpoint.bodySample,
  );
  // A body type the sources name: --discover captures a body for it from a GET answer.
  const typed = facts.endpoints.some((endpoint) => endpoint.bodyType && !endpoint.bodySample);
  const discovered = facts.endpoints.some((endpoint) => endpoint.tried);
  const captured = facts.endpoints.some(
    (endpoint) => endpoint.bodySample && 'captured' in endpoint.bodySample,
  );
  if (facts.writes && !writable) {
    warn(
      `--writes: no POST or PUT endpoint has a JSON request schema in an OpenAPI document${typed && !discovered ? ' (with --discover, init captures a body from the GET answers for those whose handler takes a @RequestBody)' : typed ? ', and no GET answer held the fields of their @RequestBody types' : ''}, so the mix has no writes; the k6 script lists them with the reason.`,
    );
  } else if (facts.writes) {
    check(
      `with --writes, one iteration in 10 is a POST or PUT whose JSON body is built from the OpenAPI request schema${captured ? ' or captured from the answer to a GET (--discover)' : ''}: check the bodies in the k6 script, and the writes it lists as left out.`,
    );
  } else if (facts.endpoints.some((endpoint) => endpoint.method !== 'GET')) {
    check(
      'endpoints that change data (POST, PUT, DELETE, PATCH) are listed in the k6 script but not called: add them with a body where they matter.',
    );
  }
  if (build.java) {
    check(
      `the app compiles for Java ${build.java.version} (${build.java.source}): perf-gate runs the jar on the JRE its class files need.`,
    );
  }
  notes.push(...topologyNotes(facts.topology));
  check(
    'rate, budget and resources in perf-gate.yml are a starting point: set the rate your production sees and the latency you promise.',
  );
  return notes;
}
