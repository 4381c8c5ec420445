// Where a Spring Boot app serves and what it connects to, read from its application.yml /
// .properties under the active profiles with the same resolver `perf-gate inspect` uses. Pure.
import { parseConfigFile } from '../spring/files.js';
import { envNamesFor } from '../spring/names.js';
import { resolveInspection } from '../spring/resolve.js';
import type { ConfigFileContent, ResolvedProperty } from '../spring/types.js';

/** A value and where it came from (`application.yml:12`, `env` or `default`). */
export interface Sourced {
  value: string;
  source: string;
}

export type DatabaseKind =
  'mysql' | 'mariadb' | 'postgresql' | 'h2' | 'oracle' | 'sqlserver' | 'other' | 'unknown';

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
  managementBasePath: Sourced;
  healthPath: string;
  datasources: DatasourceFacts[];
  /** spring.jpa.hibernate.ddl-auto, when set */
  ddlAuto: Sourced | undefined;
  /** spring.sql.init.mode (always: the app runs its classpath schema.sql/data.sql itself) */
  sqlInitMode: Sourced | undefined;
  flywayEnabled: boolean | undefined;
  liquibaseEnabled: boolean | undefined;
}

const SERVING_KEYS = [
  'spring.application.name',
  'server.port',
  'management.endpoints.web.path-mapping.health',
  'spring.jpa.hibernate.ddl-auto',
  'spring.sql.init.mode',
  'spring.flyway.enabled',
  'spring.liquibase.enabled',
];

function urlKeys(prefix: string): string[] {
  return [`${prefix}.url`, `${prefix}.jdbc-url`, `${prefix}.hikari.jdbc-url`];
}

function driverKeys(prefix: string): string[] {
  return [`${prefix}.driver-class-name`, `${prefix}.hikari.driver-class-name`];
}

/** The database a JDBC URL or driver class names. */
export function databaseKind(url: string | undefined, driver: string | undefined): DatabaseKind {
  const text = `${url ?? ''} ${driver ?? ''}`.toLowerCase();
  if (!text.trim()) return 'unknown';
  if (/jdbc:mysql|com\.mysql/.test(text)) return 'mysql';
  if (/jdbc:mariadb|org\.mariadb/.test(text)) return 'mariadb';
  if (/jdbc:postgresql|org\.postgresql/.test(text)) return 'postgresql';
  if (/jdbc:h2|org\.h2/.test(text)) return 'h2';
  if (/jdbc:oracle|oracle\.jdbc/.test(text)) return 'oracle';
  if (/jdbc:sqlserver|microsoft\.sqlserver/.test(text)) return 'sqlserver';
  return 'other';
}

function profilesWritten(files: readonly ConfigFileContent[]): string[] {
  const names = new Set<string>();
  for (const document of files.flatMap(parseConfigFile)) {
    if (document.fileProfile) names.add(document.fileProfile);
    for (const name of document.onProfile?.match(/[\w.-]+/g) ?? []) names.add(name);
  }
  return [...names].sort();
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
    managementBasePath: base,
    healthPath: `${base.value === '/' ? '' : base.value}${withSlash(healthMapping)}`,
    datasources,
    ddlAuto: sourced(property('spring.jpa.hibernate.ddl-auto')),
    sqlInitMode: sourced(property('spring.sql.init.mode')),
    flywayEnabled: bool(property('spring.flyway.enabled')),
    liquibaseEnabled: bool(property('spring.liquibase.enabled')),
  };
}
