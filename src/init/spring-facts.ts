// Where a Spring Boot app serves and what it connects to, read from its application.yml /
// .properties under the active profiles with the same resolver `perf-gate inspect` uses. Pure.
import { databaseKind, profilesWritten, type DatabaseKind } from '../spring/datasource-check.js';
import { resolveInspection } from '../spring/resolve.js';
import { canonicalKey, envNamesFor } from '../spring/names.js';
import type { ConfigFileContent, ResolvedProperty } from '../spring/types.js';

export { databaseKind, type DatabaseKind } from '../spring/datasource-check.js';

/** A value and where it came from (`application.yml:12`, `env` or `default`). */
export interface Sourced {
  value: string;
  source: string;
}

export interface DatasourceFacts {
  /** `default` for spring.datasource, else the name of its prefix (`read`) */
  name: string;
  /** the property prefix, e.g. `spring.datasource` or `app.datasource.read` */
  prefix: string;
  url: Sourced | undefined;
  /** the property that holds (or would hold) the URL, e.g. `spring.datasource.read.jdbc-url` */
  urlKey: string;
  driver: Sourced | undefined;
  database: DatabaseKind;
  /** the environment variable that points this datasource at perf-gate's database */
  urlVariable: string;
}

export interface SpringFacts {
  /** spring.application.name, when set */
  applicationName: string | undefined;
  activeProfiles: string[];
  /** every profile some config file or document is written for */
  availableProfiles: string[];
  configFiles: string[];
  port: Sourced;
  /** undefined when the app serves at the root */
  contextPath: Sourced | undefined;
  /** spring.mvc.servlet.path: the dispatcher's mappings are served under it; undefined for `/` */
  servletPath?: Sourced | undefined;
  managementBasePath: Sourced;
  healthPath: string;
  datasources: DatasourceFacts[];
  /**
   * spring.jpa.hibernate.ddl-auto, else Hibernate's own hibernate.hbm2ddl.auto under
   * spring.jpa.properties (Spring Boot honours it when ddl-auto is not set), when set
   */
  ddlAuto: Sourced | undefined;
  /** spring.sql.init.mode (always: the app runs its classpath schema.sql/data.sql itself) */
  sqlInitMode: Sourced | undefined;
  /**
   * The app's SQL scripts are chosen by a property that names an embedded database
   * (`classpath*:db/${database}/schema.sql` with `database=h2`): the environment variable that
   * picks its MySQL scripts instead.
   */
  sqlScriptsFor?: {
    env: string;
    value: string;
    property: string;
    source: string;
    locations: Sourced;
  };
  flywayEnabled: boolean | undefined;
  liquibaseEnabled: boolean | undefined;
}

const SERVING_KEYS = [
  'spring.application.name',
  'server.port',
  'spring.mvc.servlet.path',
  'management.endpoints.web.path-mapping.health',
  'spring.jpa.hibernate.ddl-auto',
  'spring.jpa.properties.hibernate.hbm2ddl.auto',
  'spring.sql.init.mode',
  'spring.sql.init.schema-locations',
  'spring.sql.init.data-locations',
  'spring.flyway.enabled',
  'spring.liquibase.enabled',
];

function urlKeys(prefix: string): string[] {
  return [`${prefix}.url`, `${prefix}.jdbc-url`, `${prefix}.hikari.jdbc-url`];
}

function driverKeys(prefix: string): string[] {
  return [`${prefix}.driver-class-name`, `${prefix}.hikari.driver-class-name`];
}

function sourced(property: ResolvedProperty | undefined): Sourced | undefined {
  return property && property.value !== ''
    ? { value: property.value, source: property.source }
    : undefined;
}

function bool(property: ResolvedProperty | undefined): boolean | undefined {
  if (!property) return undefined;
  return property.value.trim().toLowerCase() !== 'false';
}

function withSlash(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

/** Reads the serving and datasource facts of an app's config files under `profiles` (none: its own). */
export function readSpringFacts(
  files: readonly ConfigFileContent[],
  profiles: readonly string[] = [],
): SpringFacts {
  // First pass: which datasources exist; second: their URLs and drivers with everything else.
  const first = resolveInspection(files, { profiles: [...profiles] });
  const prefixes = first.settings.datasources.map((d) => d.prefix.replace(/\.hikari$/, ''));
  const detail = resolveInspection(files, {
    profiles: [...profiles],
    properties: [...SERVING_KEYS, ...prefixes.flatMap((p) => [...urlKeys(p), ...driverKeys(p)])],
  });
  const property = (key: string): ResolvedProperty | undefined => detail.properties[key];
  const firstOf = (keys: string[]): { key: string; found: Sourced } | undefined => {
    for (const key of keys) {
      const found = sourced(property(key));
      if (found) return { key, found };
    }
    return undefined;
  };

  const datasources: DatasourceFacts[] = detail.settings.datasources.map((datasource) => {
    const prefix = datasource.prefix.replace(/\.hikari$/, '');
    const url = firstOf(urlKeys(prefix));
    const driver = firstOf(driverKeys(prefix));
    // Spring Boot's own spring.datasource takes `url`; a hand-built Hikari pool takes `jdbc-url`.
    const urlKey =
      url?.key ?? (prefix === 'spring.datasource' ? `${prefix}.url` : `${prefix}.jdbc-url`);
    return {
      name: datasource.name,
      prefix,
      url: url?.found,
      urlKey,
      driver: driver?.found,
      database: databaseKind(url?.found.value, driver?.found.value),
      urlVariable: envNamesFor(urlKey)[0]!,
    };
  });

  const context = sourced(property('server.servlet.context-path'));
  const servlet = sourced(property('spring.mvc.servlet.path'));
  const base = sourced(property('management.endpoints.web.base-path')) ?? {
    value: '/actuator',
    source: 'default',
  };
  base.value = withSlash(base.value).replace(/\/$/, '') || '/';
  const healthMapping = property('management.endpoints.web.path-mapping.health')?.value ?? 'health';
  return {
    applicationName: sourced(property('spring.application.name'))?.value,
    activeProfiles: detail.activeProfiles,
    availableProfiles: profilesWritten(files),
    configFiles: detail.files,
    port: sourced(property('server.port')) ?? { value: '8080', source: 'default' },
    contextPath:
      context && context.value !== '/'
        ? { value: withSlash(context.value).replace(/\/$/, ''), source: context.source }
        : undefined,
    ...(servlet && servlet.value !== '/'
      ? {
          servletPath: {
            value: withSlash(servlet.value).replace(/\/$/, ''),
            source: servlet.source,
          },
        }
      : {}),
    managementBasePath: base,
    healthPath: `${base.value === '/' ? '' : base.value}${withSlash(healthMapping)}`,
    datasources,
    ddlAuto:
      sourced(property('spring.jpa.hibernate.ddl-auto')) ??
      sourced(property('spring.jpa.properties.hibernate.hbm2ddl.auto')),
    sqlInitMode: sourced(property('spring.sql.init.mode')),
    ...sqlScriptsSwitch(files, profiles, property),
    flywayEnabled: bool(property('spring.flyway.enabled')),
    liquibaseEnabled: bool(property('spring.liquibase.enabled')),
  };
}

const EMBEDDED_FOLDER = /^(?:h2|hsqldb|hsql|derby)$/i;

/**
 * spring-petclinic's layout: `spring.sql.init.schema-locations=classpath*:db/${database}/schema.sql`
 * with `database=h2`. Booted against MySQL, the app would run its H2 scripts there; the variable
 * that names the property (DATABASE=mysql) picks its MySQL scripts.
 */
function sqlScriptsSwitch(
  files: readonly ConfigFileContent[],
  profiles: readonly string[],
  property: (key: string) => ResolvedProperty | undefined,
): { sqlScriptsFor?: NonNullable<SpringFacts['sqlScriptsFor']> } {
  for (const key of ['spring.sql.init.schema-locations', 'spring.sql.init.data-locations']) {
    const locations = property(key);
    const name = /\$\{([\w.-]+)(?::[^}]*)?\}/.exec(locations?.raw ?? '')?.[1];
    if (!locations || !name) continue;
    const chosen = resolveInspection(files, {
      profiles: [...profiles],
      properties: [canonicalKey(name)],
    }).properties[canonicalKey(name)];
    if (!chosen || !EMBEDDED_FOLDER.test(chosen.value.trim())) continue;
    const source = sourced(chosen)!.source;
    return {
      sqlScriptsFor: {
        env: envNamesFor(canonicalKey(name))[0]!,
        value: 'mysql',
        property: `${name}=${chosen.value.trim()}`,
        source,
        locations: sourced(locations)!,
      },
    };
  }
  return {};
}
