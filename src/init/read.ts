// The I/O edge of `perf-gate init`: reads an app directory (build files, Spring config, sources, SQL
// files, and the repository's compose files, nginx.conf and my.cnf) into AppFacts. The decisions
// are in the pure modules next to this one.
import { existsSync } from 'node:fs';
import { glob, readFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { ConfigError } from '../errors.js';
import { readConfigFiles } from '../files/spring-files.js';
import { mysqlProfiles, writtenDatasource, writtenForMysql } from '../spring/datasource-check.js';
import type { ConfigFileContent } from '../spring/types.js';
import { readBuild, type BuildFiles } from './build-file.js';
import {
  externalSqlFiles,
  loadTestProfile,
  migrationTool,
  seedFiles,
  type AppFacts,
} from './facts.js';
import { readEndpoints } from './read-endpoints.js';
import { readTopology } from './read-topology.js';
import { readSpringFacts } from './spring-facts.js';

async function readIfExists(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    return undefined;
  }
}

async function buildFiles(directory: string): Promise<BuildFiles> {
  const files: BuildFiles = {
    mvnw: existsSync(join(directory, 'mvnw')),
    gradlew: existsSync(join(directory, 'gradlew')),
  };
  for (const name of [
    'pom.xml',
    'build.gradle',
    'build.gradle.kts',
    'gradle/libs.versions.toml',
  ] as const) {
    const text = await readIfExists(join(directory, name));
    if (text !== undefined) files[name] = text;
  }
  return files;
}

async function filesMatching(directory: string, pattern: string): Promise<string[]> {
  const found: string[] = [];
  for await (const entry of glob(pattern, {
    cwd: directory,
    exclude: (name) =>
      ['node_modules', '.git', 'target', 'build', '.gradle'].includes(basename(name)),
  })) {
    found.push(entry.split('\\').join('/'));
  }
  return found.sort();
}

/** Reads what `perf-gate init` needs from an app directory; endpoints come from its sources and OpenAPI documents. */
export async function readAppFacts(directory: string, profiles: string[] = []): Promise<AppFacts> {
  const dir = resolve(directory);
  if (!existsSync(dir)) {
    throw new ConfigError(`${directory} does not exist.`, {
      fix: 'Pass the folder of the Spring Boot app: perf-gate init path/to/app.',
    });
  }
  const build = readBuild(await buildFiles(dir), directory);
  const configFiles = await readConfigFiles(dir);
  // With no --profile, an app written for an embedded database by default is read (and booted)
  // under the profile that declares its MySQL datasource.
  const switched =
    profiles.length === 0 ? mysqlInstead(configFiles, build.dependencies.h2) : undefined;
  const spring = readSpringFacts(configFiles, switched?.profiles ?? profiles);
  // The app's own load-test profile replaces its active ones when it boots (app.profiles): whether
  // Hibernate creates the tables there is read under it.
  const loadProfile = profiles.length === 0 && !switched ? loadTestProfile(spring) : undefined;
  if (loadProfile) spring.ddlAuto = readSpringFacts(configFiles, [loadProfile]).ddlAuto;
  const found = await readEndpoints(dir, {
    contextPath: spring.contextPath?.value,
    servletPath: spring.servletPath?.value,
  });
  const name = spring.applicationName ?? basename(dir);
  const topology = await readTopology(dir, [...new Set([name, basename(dir)])]);
  return {
    name,
    build,
    spring,
    endpoints: found.endpoints,
    endpointsFrom: 'sources',
    ...(found.documents.length > 0 ? { apiDocuments: found.documents } : {}),
    ...(found.problems.length > 0 ? { endpointProblems: found.problems } : {}),
    ...(found.entities.length > 0 ? { entities: found.entities } : {}),
    sqlFiles: externalSqlFiles(seedFiles(await filesMatching(dir, '**/*.sql')), spring),
    migrations: migrationTool(build, spring),
    ...(profiles.length > 0 ? { profiles } : {}),
    ...(switched ? { mysqlProfiles: switched } : {}),
    ...(topology ? { topology } : {}),
  };
}

/**
 * The profiles that switch the default datasource to MySQL, when the app's own write another
 * database, or write none while H2 is on the classpath (Spring Boot then starts an embedded H2).
 */
function mysqlInstead(
  files: readonly ConfigFileContent[],
  h2OnClasspath: boolean,
): AppFacts['mysqlProfiles'] {
  const written = writtenDatasource(files, []);
  const embeddedByDefault =
    written.kind === 'unknown' && !written.url && !written.driver && h2OnClasspath;
  if (writtenForMysql(written) || written.kind === 'other') return undefined;
  if (written.kind === 'unknown' && !embeddedByDefault) return undefined;
  const found = mysqlProfiles(files, written.profiles);
  const where = (written.driver ?? written.url)?.source;
  const from = embeddedByDefault
    ? 'h2 (no datasource written: Spring Boot starts the H2 on the classpath)'
    : `${written.kind}${where ? ` (${where})` : ''}`;
  return found && { ...found, from };
}
