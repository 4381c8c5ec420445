// Booting the configured app next to the test database: one implementation for the gate's sides
// and the release commands' boots (which add environment variables or JVM options per boot).
import { readFile } from 'node:fs/promises';
import { sha256Of } from '../build/jar-hash.js';
import type { GateConfig } from '../config/schema.js';
import { EnvironmentError } from '../errors.js';
import { startApp, type StartedApp } from '../env/app.js';
import { startProxy } from '../env/proxy.js';
import type { DatabaseOptions, StartedDatabase } from '../env/database.js';
import type { ResourceScope } from '../env/scope.js';
import { templateEnv } from './env-template.js';
import { jreImageFor } from './jre.js';

/** Where an app boots: its jar, the database and the paths the app declares. */
export interface AppTarget {
  config: GateConfig;
  jar: string;
  database: StartedDatabase;
  contextPath: string | undefined;
  healthPath: string;
  managementBasePath: string;
}

/** Starts the app with its declared configuration plus `extra`; in the scope from its creation on. */
export async function bootConfiguredApp(
  target: AppTarget,
  extra: {
    label: string;
    /** the JRE image (`{java}` unresolved), when not config.app.image */
    image?: string;
    env?: Record<string, string>;
    jvmOptions?: string[];
    /** extra files for the app's container (a Java agent's jar) */
    files?: Array<{ content: Buffer; target: string }>;
    scope: ResourceScope;
    progress: (line: string) => void;
    /** where the Java version and the image picked for the jar are recorded (a gate's side) */
    sideInfo?: { java?: number; appImage?: string; jarSha256?: string };
  },
): Promise<StartedApp> {
  const { config, database } = target;
  const jarContent = await verifiedJar(target.jar, extra.label, extra.sideInfo?.jarSha256);
  const image = await jreImageFor(
    extra.image ?? config.app.image,
    target.jar,
    extra.sideInfo,
    extra.progress,
  );
  // In the scope from the container's creation on, before the health wait.
  const app = await startApp({
    image,
    jarPath: target.jar,
    ...(jarContent ? { jarContent } : {}),
    profiles: config.app.profiles,
    jvmOptions: [...config.app.jvmOptions, ...(extra.jvmOptions ?? [])],
    ...(extra.files ? { files: extra.files } : {}),
    env: {
      ...(database.redis?.env ?? {}),
      ...templateEnv(config.app.env, database),
      ...(extra.env ?? {}),
    },
    datasource: { url: database.jdbcUrl, username: database.user, password: database.password },
    ...(target.contextPath ? { contextPath: target.contextPath } : {}),
    healthPath: target.healthPath,
    managementBasePath: target.managementBasePath,
    cpus: config.app.resources.cpus,
    memoryMb: config.app.resources.memoryMb,
    ...(config.app.ulimits ? { ulimits: config.app.ulimits } : {}),
    startupTimeoutMs: config.app.startupTimeoutMs,
    label: extra.label,
    onProgress: extra.progress,
    scope: extra.scope,
  });
  return config.proxy ? behindProxy(app, config.proxy, target.contextPath, extra) : app;
}

/**
 * The app with Nginx in front: k6 calls the proxy (baseUrl), telemetry and Actuator stay on the
 * app. One scope entry stops both, the proxy first.
 */
async function behindProxy(
  app: StartedApp,
  proxy: NonNullable<GateConfig['proxy']>,
  contextPath: string | undefined,
  extra: { label: string; scope: ResourceScope; progress: (line: string) => void },
): Promise<StartedApp> {
  const started = await startProxy({
    image: proxy.image,
    conf: { text: proxy.text, file: proxy.written },
    app: `127.0.0.1:${app.port}`,
    contextPath: contextPath ?? '',
    label: extra.label,
    ...(proxy.ulimits ? { ulimits: proxy.ulimits } : {}),
    scope: extra.scope,
    onProgress: extra.progress,
  });
  const stop = async (): Promise<void> => {
    await started.stop();
    await app.stop();
  };
  extra.scope.remove(started);
  return extra.scope.replace(app, {
    ...app,
    baseUrl: started.baseUrl,
    proxy: started,
    description: `${app.description} behind ${started.description}`,
    stop,
    release: stop,
    [Symbol.asyncDispose]: stop,
  });
}

/**
 * The jar's bytes when a hash was recorded at build time, checked against it: the container gets
 * these very bytes, so nothing can swap the file between the check and the copy.
 */
export async function verifiedJar(
  jar: string,
  label: string,
  recorded: string | undefined,
): Promise<Buffer | undefined> {
  if (recorded === undefined) return undefined;
  const content = await readFile(jar);
  const now = sha256Of(content);
  if (now !== recorded) {
    throw new EnvironmentError(
      `${label}: the jar ${jar} changed after it was built (sha256 ${recorded.slice(0, 16)}… when built, ${now.slice(0, 16)}… now), so it is not booted.`,
      {
        fix: "Something rewrote the built jar (another side's build or a process it left behind); run the gate again, and check the build does not write outside its checkout.",
      },
    );
  }
  return content;
}

/** The database perf-gate.yml declares (image, credentials, limits, deadlines) for startDatabase. */
export function configuredDatabase(
  config: GateConfig,
): Omit<DatabaseOptions, 'initScripts' | 'onProgress' | 'scope'> {
  return {
    image: config.database.image,
    database: config.database.name,
    user: config.database.user,
    password: config.database.password,
    variables: config.database.variables,
    serverArgs: config.database.serverArgs,
    cpus: config.database.resources.cpus,
    memoryMb: config.database.resources.memoryMb,
    ...(config.database.ulimits ? { ulimits: config.database.ulimits } : {}),
    startupTimeoutMs: config.database.startupTimeoutMs,
    initTimeoutMs: config.database.initTimeoutMs,
  };
}
