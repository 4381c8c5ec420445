// `perf-gate init --discover`: builds the app, boots it next to a MySQL container (and Redis, when it
// depends on Spring Data Redis) exactly as the gate would, and asks it for its endpoints: Actuator's
// mappings first (every handler, with the paths the app really serves), then springdoc's OpenAPI
// document. With the data loaded, every endpoint the starter would call is tried once (a path
// variable after one of the app's lists with the first id the list holds; with --writes, the writes
// with their bodies after the reads, a body no document describes captured from the reads'
// answers); those that do not answer 2xx/3xx are left out of it (their status and the app's
// exception line go under "check next"). Everything started is removed on every path.
import { buildApp } from '../build/build.js';
import { readJarJava } from '../build/jar-java.js';
import { appImageFor } from '../build/java-version.js';
import { DEFAULTS } from '../config/schema.js';
import { EnvironmentError } from '../errors.js';
import { startApp, type StartedApp } from '../env/app.js';
import { startDatabase, type StartedDatabase } from '../env/database.js';
import { ensureDocker } from '../env/docker.js';
import { startRedis } from '../env/redis.js';
import { ResourceScope, installSignalTeardown } from '../env/scope.js';
import { fromActuatorMappings } from './actuator-mappings.js';
import type { Endpoint } from './endpoints.js';
import {
  healthPath,
  hibernateCreatesTables,
  HIBERNATE_DDL_AUTO,
  schemaFiles,
  type AppFacts,
} from './facts.js';
import { withFileDetails } from './merge-endpoints.js';
import { fromOpenApi } from './openapi.js';
import { progressOnOneLine, tryStarter } from './try-endpoints.js';

export interface DiscoverOptions {
  appImage?: string;
  databaseImage?: string;
  /** the Redis beside the app when it depends on Spring Data Redis, as perf-gate.yml's services.redis */
  redisImage?: string;
  profiles?: string[];
  /** how long the app may take to become healthy (default: the gate's) */
  startupTimeoutMs?: number;
  onProgress?: (line: string) => void;
}

export interface Discovered {
  endpoints: Endpoint[];
  from: AppFacts['endpointsFrom'];
}

async function getJson(url: string): Promise<unknown> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    return response.ok ? await response.json() : undefined;
  } catch {
    return undefined;
  }
}

/** The endpoints the booted app reports: Actuator's mappings, else springdoc's document. */
async function readServedEndpoints(
  app: StartedApp,
  facts: AppFacts,
  progress: (line: string) => void,
): Promise<Discovered | undefined> {
  const mappings = fromActuatorMappings(await getJson(`${app.managementBaseUrl}/mappings`));
  if (mappings.length > 0) return { endpoints: mappings, from: 'actuator' };
  // springdoc's server URL carries the context path; the endpoints are relative to it.
  const openApi = fromOpenApi(
    await getJson(`${app.baseUrl}/v3/api-docs`),
    facts.spring.contextPath?.value,
  );
  if (openApi.length > 0) return { endpoints: openApi, from: 'openapi' };
  progress('discover: the app has neither /actuator/mappings nor /v3/api-docs; using the sources');
  return undefined;
}

/**
 * The data the endpoints read, loaded once the app is up (the schema ran before it booted, or its
 * migrations at boot): the SQL files init found. A file that fails is reported, not fatal: the
 * tries then show what an empty table answers.
 */
async function seedAfterBoot(
  database: StartedDatabase,
  facts: AppFacts,
  directory: string,
  progress: (line: string) => void,
): Promise<void> {
  const schema = facts.migrations ? [] : schemaFiles(facts.sqlFiles);
  const data = facts.sqlFiles.filter((file) => !schema.includes(file));
  try {
    await database.runInit(data.map((file) => `${directory}/${file}`));
  } catch (error) {
    progress(
      `discover: seeding with ${data.join(', ')} failed (${(error as Error).message.split('\n')[0]}); endpoints are tried on what the database holds`,
    );
  }
}

/** Boots the app and reads its endpoints; undefined when it has neither mappings nor OpenAPI. */
export async function discoverEndpoints(
  facts: AppFacts,
  directory: string,
  options: DiscoverOptions = {},
): Promise<Discovered | undefined> {
  const progress = options.onProgress ?? (() => undefined);
  // What discovery itself prints repeats the app's paths, ids and field names: one line each.
  const say = progressOnOneLine(progress);
  await ensureDocker();
  const scope = new ResourceScope();
  const uninstall = installSignalTeardown(() => scope.release());
  try {
    const built = await buildApp({
      directory,
      command: facts.build.command,
      jar: facts.build.jar,
      label: 'app',
      scope,
      onProgress: progress,
    });
    const database = await startDatabase({
      image: options.databaseImage ?? DEFAULTS.databaseImage,
      database: 'app',
      user: 'app',
      password: 'perf-gate',
      // Migrations run at boot; without them the app needs the schema (not the data) to start.
      initScripts: facts.migrations
        ? []
        : schemaFiles(facts.sqlFiles).map((file) => `${directory}/${file}`),
      onProgress: progress,
      scope,
    });
    // As perf-gate.yml will boot it (services.redis): an app that caches in Redis is not healthy
    // without one.
    const redis = facts.build.dependencies.redis
      ? await startRedis({
          image: options.redisImage ?? DEFAULTS.redisImage,
          scope,
          onProgress: progress,
        })
      : undefined;
    const health = healthPath(facts);
    const app = await startApp({
      // As the gate does: the JRE of the Java release the jar's main class was compiled for.
      image: appImageFor(options.appImage ?? DEFAULTS.appImage, {
        path: built.jar,
        java: await readJarJava(built.jar),
      }),
      jarPath: built.jar,
      profiles: options.profiles ?? [],
      datasource: {
        url: database.jdbcUrl,
        username: database.user,
        password: database.password,
      },
      env: {
        // The mappings endpoint is what discovery reads; the gate itself never exposes it.
        MANAGEMENT_ENDPOINTS_WEB_EXPOSURE_INCLUDE: 'health,mappings',
        ...redis?.env,
        // As perf-gate.yml will boot it: the app's MySQL scripts picked by their property.
        ...(facts.spring.sqlScriptsFor
          ? { [facts.spring.sqlScriptsFor.env]: facts.spring.sqlScriptsFor.value }
          : {}),
        // As perf-gate.yml will boot it: Hibernate creates the tables from the app's entities.
        ...(hibernateCreatesTables(facts)
          ? { [HIBERNATE_DDL_AUTO.env]: HIBERNATE_DDL_AUTO.value }
          : {}),
        ...Object.fromEntries(
          facts.spring.datasources
            .filter((d) => d.prefix !== 'spring.datasource')
            .map((d) => [d.urlVariable, database.jdbcUrl]),
        ),
      },
      ...(facts.spring.contextPath ? { contextPath: facts.spring.contextPath.value } : {}),
      healthPath: health.path,
      managementBasePath: facts.spring.managementBasePath.value,
      startupTimeoutMs: options.startupTimeoutMs ?? DEFAULTS.appStartupTimeoutMs,
      onProgress: progress,
      label: 'discover',
      scope,
    });
    await seedAfterBoot(database, facts, directory, say);
    const found = await readServedEndpoints(app, facts, say);
    // Actuator's mappings know no request schema and no @RequestParam: the documents' bodies stay
    // with the writes, and the query parameters read from the files with their endpoints.
    const endpoints = found ? withFileDetails(found.endpoints, facts.endpoints) : facts.endpoints;
    const served = { ...facts, endpoints };
    await tryStarter(app, served, say);
    return { endpoints, from: found?.from ?? facts.endpointsFrom };
  } catch (error) {
    if (error instanceof EnvironmentError) {
      // A failure perf-gate recognised keeps its own fix (a datasource, a script for H2).
      const generic = !error.fix || /Read the log lines above/.test(error.fix);
      throw new EnvironmentError(`perf-gate init --discover: ${error.message}`, {
        fix: generic
          ? 'Raise --startup-timeout for a slow-starting app, or leave out --discover: init then reads the endpoints from the sources.'
          : `${error.fix} (set it for --discover too, or leave out --discover: init then reads the endpoints from the sources).`,
        cause: error,
      });
    }
    throw error;
  } finally {
    await scope.release();
    uninstall();
  }
}
