// Which database an app's default datasource is written for under a set of profiles, and whether
// it can boot against perf-gate's MySQL: a driver class written for another database refuses the
// MySQL URL perf-gate supplies ("Driver org.h2.Driver claims to not accept jdbcUrl"). When another
// profile declares a MySQL datasource, the profiles to boot under instead. Pure.
import { parseConfigFile } from './files.js';
import { resolveInspection } from './resolve.js';
import type { ConfigFileContent, ResolvedProperty } from './types.js';

export type DatabaseKind =
  | 'mysql'
  | 'mariadb'
  | 'postgresql'
  | 'h2'
  | 'hsqldb'
  | 'derby'
  | 'oracle'
  | 'sqlserver'
  | 'other'
  | 'unknown';

/** The database a JDBC URL or driver class names. */
export function databaseKind(url: string | undefined, driver: string | undefined): DatabaseKind {
  const text = `${url ?? ''} ${driver ?? ''}`.toLowerCase();
  if (!text.trim()) return 'unknown';
  if (/jdbc:mysql|com\.mysql/.test(text)) return 'mysql';
  if (/jdbc:mariadb|org\.mariadb/.test(text)) return 'mariadb';
  if (/jdbc:postgresql|org\.postgresql/.test(text)) return 'postgresql';
  if (/jdbc:h2|org\.h2/.test(text)) return 'h2';
  if (/jdbc:hsqldb|org\.hsqldb/.test(text)) return 'hsqldb';
  if (/jdbc:derby|org\.apache\.derby/.test(text)) return 'derby';
  if (/jdbc:oracle|oracle\.jdbc/.test(text)) return 'oracle';
  if (/jdbc:sqlserver|microsoft\.sqlserver/.test(text)) return 'sqlserver';
  return 'other';
}

const KIND_NAMES: Record<DatabaseKind, string> = {
  mysql: 'MySQL',
  mariadb: 'MariaDB',
  postgresql: 'PostgreSQL',
  h2: 'H2',
  hsqldb: 'HSQLDB',
  derby: 'Derby',
  oracle: 'Oracle',
  sqlserver: 'SQL Server',
  other: 'another database',
  unknown: 'an unknown database',
};

/** Databases that run inside the app's JVM. */
export function isEmbedded(kind: DatabaseKind): boolean {
  return kind === 'h2' || kind === 'hsqldb' || kind === 'derby';
}

/** Whether perf-gate's database (MySQL, or MariaDB speaking its protocol) is what a kind names. */
export function isMysqlKind(kind: DatabaseKind): boolean {
  return kind === 'mysql' || kind === 'mariadb';
}

const URL_KEYS = ['spring.datasource.url', 'spring.datasource.hikari.jdbc-url'];
const DRIVER_KEYS = [
  'spring.datasource.driver-class-name',
  'spring.datasource.hikari.driver-class-name',
];

/** The default datasource as written under some profiles (before perf-gate supplies its URL). */
export interface WrittenDatasource {
  profiles: string[];
  url: ResolvedProperty | undefined;
  driver: ResolvedProperty | undefined;
  kind: DatabaseKind;
}

function firstSet(
  properties: Record<string, ResolvedProperty | undefined>,
  keys: readonly string[],
): ResolvedProperty | undefined {
  return keys.map((key) => properties[key]).find((p) => p !== undefined && p.value !== '');
}

/** The default datasource's URL and driver under `profiles` (none: the files' own active ones). */
export function writtenDatasource(
  files: readonly ConfigFileContent[],
  profiles: readonly string[],
  env: Record<string, string> = {},
): WrittenDatasource {
  const detail = resolveInspection(files, {
    ...(profiles.length > 0 ? { profiles: [...profiles] } : {}),
    env,
    properties: [...URL_KEYS, ...DRIVER_KEYS],
  });
  const url = firstSet(detail.properties, URL_KEYS);
  const driver = firstSet(detail.properties, DRIVER_KEYS);
  return {
    profiles: detail.activeProfiles,
    url,
    driver,
    kind: databaseKind(url?.value, driver?.value),
  };
}

/** A datasource whose URL and driver class, each where set, are MySQL's (at least one set). */
export function writtenForMysql(written: WrittenDatasource): boolean {
  const { url, driver } = written;
  if (!url && !driver) return false;
  return (
    (!driver || isMysqlKind(databaseKind(undefined, driver.value))) &&
    (!url || isMysqlKind(databaseKind(url.value, undefined)))
  );
}

/** Every profile a config file or document is written for, sorted. */
export function profilesWritten(files: readonly ConfigFileContent[]): string[] {
  const names = new Set<string>();
  for (const document of files.flatMap(parseConfigFile)) {
    if (document.fileProfile) names.add(document.fileProfile);
    for (const name of document.onProfile?.match(/[\w.-]+/g) ?? []) names.add(name);
  }
  return [...names].sort();
}

/** Profiles that switch the app from an embedded (or other) database to a MySQL datasource. */
export interface MysqlProfiles {
  /** the profiles to boot under: the active ones with the MySQL profile in place of the other's */
  profiles: string[];
  /** the profile that declares the MySQL datasource */
  profile: string;
  /** where its URL or driver is written, e.g. `src/main/resources/application-mysql.properties:3` */
  source: string;
}

/**
 * The profiles under which the default datasource is written for MySQL, when some profile of the
 * app's declares one: the active profiles with that profile added, the one it replaces (an active
 * profile that declared the other database) left out. Undefined when no profile does.
 */
export function mysqlProfiles(
  files: readonly ConfigFileContent[],
  active: readonly string[],
  env: Record<string, string> = {},
): MysqlProfiles | undefined {
  const candidates = profilesWritten(files)
    .filter((name) => !active.includes(name))
    // MySQL-named profiles first: a "prod" profile may also declare one, with more besides.
    .sort((a, b) => Number(!/mysql|maria/i.test(a)) - Number(!/mysql|maria/i.test(b)));
  const realActive = active.filter((name) => name !== 'default');
  for (const profile of candidates) {
    // Add to the active profiles, else replace one of them (the one that declared the other database).
    const tries = [realActive, ...realActive.map((left) => realActive.filter((n) => n !== left))];
    for (const base of tries) {
      const profiles = [...base, profile];
      const written = writtenDatasource(files, profiles, env);
      // The MySQL URL or driver must come from the profile's own document, not from elsewhere.
      if (writtenForMysql(written) && !writtenForMysql(writtenDatasource(files, base, env)))
        return { profiles, profile, source: (written.driver ?? written.url)!.source };
    }
  }
  return undefined;
}

/** Why the app cannot boot against perf-gate's MySQL as configured, and what to set instead. */
export interface DatasourceProblem {
  message: string;
  fix: string;
}

/**
 * The driver-class mismatch perf-gate can see before booting: the default datasource's driver
 * class is written for another database, so it refuses the MySQL URL perf-gate supplies.
 * `env` is the app's environment as perf-gate sets it (app.env included).
 */
export function datasourceProblem(
  files: readonly ConfigFileContent[],
  profiles: readonly string[],
  env: Record<string, string> = {},
): DatasourceProblem | undefined {
  const written = writtenDatasource(files, profiles, env);
  const driver = written.driver;
  if (!driver) return undefined;
  const kind = databaseKind(undefined, driver.value);
  if (isMysqlKind(kind) || kind === 'other' || kind === 'unknown') return undefined;
  const own = written.profiles.filter((name) => name !== 'default');
  const how =
    profiles.length > 0
      ? `under app.profiles [${profiles.join(', ')}]`
      : own.length > 0
        ? `under its own active profiles [${own.join(', ')}]`
        : 'with no profile active';
  const message = `the app boots ${how} with spring.datasource driver-class-name = ${driver.value} (${driver.source}), a driver for ${KIND_NAMES[kind]}: it refuses the MySQL URL perf-gate supplies, and the app would stop at boot.`;
  const other = mysqlProfiles(files, written.profiles, env);
  const fix = other
    ? `Set app.profiles in perf-gate.yml to [${other.profiles.join(', ')}]: the "${other.profile}" profile declares a MySQL datasource (${other.source}).`
    : 'Add a profile with a MySQL datasource (spring.datasource.url=jdbc:mysql://…, the com.mysql:mysql-connector-j dependency) and list it in app.profiles, or set app.env.SPRING_DATASOURCE_DRIVER_CLASS_NAME to com.mysql.cj.jdbc.Driver.';
  return { message, fix };
}

/** A MySQL or MariaDB JDBC driver among a build file's dependencies. */
const MYSQL_DRIVER_DEPENDENCY = /mysql-connector|com\.mysql|org\.mariadb|mariadb-java-client/;

/**
 * No way to MySQL at all: the default datasource is written for another database under the boot
 * profiles, no profile declares a MySQL one, and the build (`buildText`: pom.xml or build.gradle,
 * undefined when there is none) has no MySQL driver. perf-gate's MySQL URL would meet a jar with
 * no driver for it.
 */
export function noMysqlProblem(
  files: readonly ConfigFileContent[],
  profiles: readonly string[],
  env: Record<string, string>,
  build: { file: string; text: string } | undefined,
): DatasourceProblem | undefined {
  const written = writtenDatasource(files, profiles, env);
  const kind = written.kind;
  if (!build || isMysqlKind(kind) || kind === 'unknown' || kind === 'other') return undefined;
  if (MYSQL_DRIVER_DEPENDENCY.test(build.text)) return undefined;
  if (mysqlProfiles(files, written.profiles, env)) return undefined;
  const where = (written.url ?? written.driver)!;
  return {
    message: `the app declares no MySQL datasource in any profile: its datasource is written for ${KIND_NAMES[kind]} (${where.source}) and ${build.file} has no MySQL driver, so the app cannot use the MySQL database perf-gate runs it against.`,
    fix: 'perf-gate gates Spring Boot apps on MySQL: add a profile with a MySQL datasource (spring.datasource.url=jdbc:mysql://…) and the com.mysql:mysql-connector-j dependency, and list the profile in app.profiles.',
  };
}
