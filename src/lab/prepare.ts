// What every command sets up once before it boots apps (gate, capacity, sweep): Docker and k6
// checked, the app's paths from its own files, the jar built, the test database started. One
// implementation, so the commands cannot drift apart on any of them.
import { buildImageFor } from '../build/build-image.js';
import { cpus, release, totalmem, type } from 'node:os';
import { lstat, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildApp } from '../build/build.js';
import { containerBuilder, hostBuilder, type Builder } from '../build/builder.js';
import type { GateConfig, ScenarioConfig } from '../config/schema.js';
import { startDatabase, type StartedDatabase } from '../env/database.js';
import { startRedis } from '../env/redis.js';
import { ensureDocker, removeOrphanContainers } from '../env/docker.js';
import type { ResourceScope } from '../env/scope.js';
import type { LoadGenerator } from '../load/generator.js';
import type { RunnerInfo } from '../model.js';
import { inspectFiles, readConfigFiles } from '../files/spring-files.js';
import { ConfigError } from '../errors.js';
import { datasourceProblem, noMysqlProblem } from '../spring/datasource-check.js';
import { numericVariable } from '../config/server-variables.js';
import { PERFORMANCE_SCHEMA_ARGS } from '../work/database-counters.js';
import { configuredDatabase } from './boot.js';
import { k6Options, loadGeneratorFor } from './window.js';
import type { AppPaths, SideStageRunner, StageRunner } from './gate-port.js';

export type { AppPaths, SideStageRunner, StageRunner };

/** Docker up (orphans of a killed run removed), k6 found and every scenario's script checked. */
export async function checkTools(
  config: GateConfig,
  scenarios: readonly ScenarioConfig[],
  o: {
    stage: StageRunner;
    progress: (line: string) => void;
    scope: ResourceScope;
    /** default: the config's (loadGeneratorFor) */
    generator?: LoadGenerator;
  },
): Promise<{ dockerVersion: string; k6Version: string }> {
  const docker = await o.stage('docker', async () => {
    const info = await ensureDocker();
    const orphans = await removeOrphanContainers();
    if (orphans > 0) o.progress(`removed ${orphans} container(s) left by an earlier, killed run`);
    return info;
  });
  const k6Version = await o.stage('k6', async () => {
    const generator = o.generator ?? loadGeneratorFor(config);
    const version = await generator.version(o.scope);
    o.progress(version);
    for (const scenario of scenarios) {
      await generator.check({
        ...k6Options(config, scenario, 'http://127.0.0.1:1', scenario.targetRate),
        durationMs: scenario.durationMs,
        scope: o.scope,
      });
    }
    return version;
  });
  return { dockerVersion: docker.serverVersion, k6Version };
}

/** The app's paths from the config, falling back to what its files declare, then the defaults. */
export function appPaths(
  config: GateConfig,
  declared: { contextPath?: string | undefined; managementBasePath?: string | undefined },
): AppPaths {
  const contextPath = config.app.contextPath ?? declared.contextPath;
  const managementBasePath =
    config.app.managementBasePath ?? declared.managementBasePath ?? '/actuator';
  const healthPath = config.app.health ?? `${managementBasePath.replace(/\/$/, '')}/health`;
  return { contextPath, managementBasePath, healthPath };
}

/** The jar of one checkout: built with the configured command, or the one given (a cache). */
export async function buildJar(
  config: GateConfig,
  source: {
    directory: string;
    label: string;
    jar?: string;
    onBuilt?: (jar: string) => string;
    build?: { command: string | null | undefined; jar: string | undefined };
  },
  o: {
    scope: ResourceScope;
    progress: (line: string) => void;
    /** default: the config's (builderFor) */
    builder?: Builder;
  },
): Promise<{ jar: string; buildMs: number; buildImage?: string }> {
  if (source.jar) return { jar: source.jar, buildMs: 0 };
  const fresh = await buildApp({
    directory: source.directory,
    command: source.build ? source.build.command : config.app.build,
    jar: source.build ? source.build.jar : config.app.jar,
    builder: o.builder ?? builderFor(config, source.directory),
    label: source.label,
    scope: o.scope,
    onProgress: o.progress,
  });
  return source.onBuilt ? { ...fresh, jar: source.onBuilt(fresh.jar) } : fresh;
}

/** Where a checkout builds: in the sandbox's JDK image for its Java release, or on the host. */
export function builderFor(config: GateConfig, directory: string): Builder {
  return config.app.sandbox
    ? containerBuilder(buildImageFor(config.app.buildImage, directory))
    : hostBuilder;
}

/** The test database, registered in the scope; `performanceSchema` for the work counters. */
export async function startLabDatabase(
  config: GateConfig,
  o: {
    initScripts: string[];
    performanceSchema: boolean;
    scope: ResourceScope;
    progress: (line: string) => void;
  },
): Promise<StartedDatabase> {
  // In the scope from the container's creation on, before the connection wait.
  const database = await startDatabase({
    ...configuredDatabase(config),
    initScripts: o.initScripts,
    serverArgs: [
      ...(o.performanceSchema ? PERFORMANCE_SCHEMA_ARGS : []),
      ...config.database.serverArgs,
    ],
    onProgress: o.progress,
    scope: o.scope,
  });
  const redisConfig = config.services.redis;
  if (!redisConfig) return database;
  const redis = await startRedis({
    image: redisConfig.image,
    scope: o.scope,
    onProgress: o.progress,
  });
  // Redis is the database's companion: emptied whenever the data is restored, so every window
  // (either side) starts from the same data and a cold cache.
  return {
    ...database,
    redis,
    restore: async (name?: string) => {
      const restored = await database.restore(name);
      await redis.flushAll();
      return restored;
    },
  };
}

/** The machine the numbers come from. */
export function runnerInfo(): RunnerInfo {
  const cpuList = cpus();
  return {
    cpuModel: cpuList[0]?.model.trim() ?? 'unknown',
    cores: cpuList.length,
    memoryMb: Math.round(totalmem() / 1024 / 1024),
    os: `${type()} ${release()}`,
    nodeVersion: process.version,
  };
}

/**
 * One checkout's effective settings and resolved properties, and the paths its files declare.
 * Refuses a checkout whose datasource driver cannot take perf-gate's MySQL URL: the app would stop
 * at boot, after the build and a minute or two of startup.
 */
export async function inspectSide(
  config: GateConfig,
  directory: string,
  label?: string,
): Promise<
  ReturnType<typeof inspectFiles> & {
    contextPath: string | undefined;
    managementBasePath: string | undefined;
  }
> {
  const files = await readConfigFiles(directory);
  const problem =
    datasourceProblem(files, config.app.profiles, config.app.env) ??
    noMysqlProblem(files, config.app.profiles, config.app.env, await buildFileText(directory));
  if (problem) {
    throw new ConfigError(`${label ? `${label}: ` : ''}${problem.message}`, { fix: problem.fix });
  }
  const server = config.database.server;
  const maxConnections = numericVariable(server, 'max_connections');
  const waitTimeout = numericVariable(server, 'wait_timeout');
  const detail = inspectFiles(files, directory, {
    profiles: config.app.profiles,
    env: config.app.env,
    jvmOptions: config.app.jvmOptions.join(' '),
    resources: {
      cpus: config.app.resources.cpus,
      memoryMb: config.app.resources.memoryMb,
      instances: config.app.instances,
      ...(maxConnections !== undefined ? { dbMaxConnections: maxConnections } : {}),
      ...(waitTimeout !== undefined ? { dbWaitTimeoutSec: waitTimeout } : {}),
    },
  });
  // With max_connections declared, pools that exceed it fail every window on "Too many
  // connections": refused here, with the arithmetic, before anything is built.
  const overCap = detail.settings.findings.find(
    (f) => f.rule === 'hikari-pool-exceeds-db-connections' && f.level === 'error',
  );
  if (overCap && maxConnections !== undefined) {
    throw new ConfigError(
      `${label ? `${label}: ` : ''}${overCap.message.split(': once')[0]} (max_connections = ${maxConnections}, ${server!.variables.max_connections!.source}).`,
      {
        fix: `Size the pools so that instances × pool stays below max_connections, or raise max_connections in database.server as production will (${(overCap.keys ?? []).join(', ')}).`,
      },
    );
  }
  const contextPath = detail.properties['server.servlet.context-path']?.value;
  const basePath = detail.properties['management.endpoints.web.base-path']?.value;
  return {
    ...detail,
    contextPath: contextPath && contextPath !== '/' ? contextPath : undefined,
    managementBasePath: basePath
      ? basePath.startsWith('/')
        ? basePath
        : `/${basePath}`
      : undefined,
  };
}

/**
 * The checkout's Maven or Gradle build file, for the MySQL driver check: a regular file of at most
 * 256 KiB (the checkout is the PR's: a link, a pipe or a device is not read).
 */
async function buildFileText(
  directory: string,
): Promise<{ file: string; text: string } | undefined> {
  for (const file of ['pom.xml', 'build.gradle', 'build.gradle.kts']) {
    const stats = await lstat(join(directory, file)).catch(() => undefined);
    if (!stats?.isFile() || stats.size > 256 * 1024) continue;
    return { file, text: await readFile(join(directory, file), 'utf8') };
  }
  return undefined;
}
