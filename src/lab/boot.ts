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

/** What one boot adds to the declared configuration. */
export interface BootExtra {
  label: string;
  /** the JRE image (`{java}` unresolved), when not config.app.image */
  image?: string;
  env?: Record<string, string>;
  jvmOptions?: string[];
  /** extra files for the app's container (a Java agent's jar) */
  files?: Array<{ content: Buffer; target: string }>;
  /**
   * what each instance adds on its own (a Java agent listening on its own port), asked once per
   * instance before it boots
   */
  perInstance?: () => Promise<{
    jvmOptions?: string[];
    files?: Array<{ content: Buffer; target: string }>;
    workAgentPort?: number;
  }>;
  scope: ResourceScope;
  progress: (line: string) => void;
  /** where the Java version and the image picked for the jar are recorded (a gate's side) */
  sideInfo?: { java?: number; appImage?: string; jarSha256?: string };
}

/**
 * Starts the app with its declared configuration plus `extra`: app.instances containers of the
 * jar, behind the proxy when there is one. Each container is in the scope from its creation on.
 */
export async function bootConfiguredApp(target: AppTarget, extra: BootExtra): Promise<StartedApp> {
  const { config } = target;
  const jarContent = await verifiedJar(target.jar, extra.label, extra.sideInfo?.jarSha256);
  const image = await jreImageFor(
    extra.image ?? config.app.image,
    target.jar,
    extra.sideInfo,
    extra.progress,
  );
  const count = config.app.instances;
  const instances: Array<StartedApp & { workAgentPort?: number }> = [];
  // One after another: two JVMs starting at once on a small runner double each one's startup.
  // A failed boot leaves the started ones in the scope, which stops them with the rest of the run.
  for (let i = 0; i < count; i++) {
    const own = (await extra.perInstance?.()) ?? {};
    const label = count > 1 ? `${extra.label}-${i + 1}` : extra.label;
    const app = await bootInstance(target, extra, { image, jarContent, label, own });
    instances.push(
      own.workAgentPort === undefined
        ? app
        : Object.assign(app, { workAgentPort: own.workAgentPort }),
    );
  }
  const one = count === 1 ? instances[0]! : together(instances, extra.scope);
  return config.proxy ? behindProxy(one, config.proxy, target.contextPath, extra) : one;
}

async function bootInstance(
  target: AppTarget,
  extra: BootExtra,
  o: {
    image: string;
    jarContent: Buffer | undefined;
    label: string;
    own: { jvmOptions?: string[]; files?: Array<{ content: Buffer; target: string }> };
  },
): Promise<StartedApp> {
  const { config, database } = target;
  const files = [...(extra.files ?? []), ...(o.own.files ?? [])];
  return startApp({
    image: o.image,
    jarPath: target.jar,
    ...(o.jarContent ? { jarContent: o.jarContent } : {}),
    profiles: config.app.profiles,
    jvmOptions: [
      ...config.app.jvmOptions,
      ...(extra.jvmOptions ?? []),
      ...(o.own.jvmOptions ?? []),
    ],
    ...(files.length > 0 ? { files } : {}),
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
    label: o.label,
    onProgress: extra.progress,
    scope: extra.scope,
  });
}

/**
 * Several instances as one app: the first one's addresses (Actuator, port, container) stand for
 * the app where one is needed, `instances` lists them all, the logs are theirs together, and one
 * scope entry stops them all. Without a proxy k6 sends each request to the next instance in turn
 * (`instanceUrls`, the wrapper's round-robin).
 */
function together(instances: StartedApp[], scope: ResourceScope): StartedApp {
  const first = instances[0]!;
  const marks: number[][] = [];
  const stop = async (): Promise<void> => {
    const failures: unknown[] = [];
    for (const app of instances) await app.stop().catch((error: unknown) => failures.push(error));
    if (failures.length > 0) throw failures[0];
  };
  for (const app of instances.slice(1)) scope.remove(app);
  return scope.replace(first, {
    ...first,
    instances,
    instanceUrls: instances.map((app) => app.baseUrl),
    startupMs: Math.max(...instances.map((app) => app.startupMs)),
    description: `${instances.length} app containers (${instances.map((app) => app.containerId.slice(0, 12)).join(', ')})`,
    logs: (lines?: number) => instances.flatMap((app) => app.logs(lines)),
    logMark: () => marks.push(instances.map((app) => app.logMark())) - 1,
    logsSince: (mark: number) =>
      instances.flatMap((app, i) => app.logsSince(marks[mark]?.[i] ?? 0)),
    stop,
    release: stop,
    [Symbol.asyncDispose]: stop,
  });
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
  const members = app.instances ?? [app];
  const started = await startProxy({
    image: proxy.image,
    conf: { text: proxy.text, file: proxy.written },
    apps: members.map((member) => `127.0.0.1:${member.port}`),
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
  // k6 calls the proxy only: the instances' own addresses are Nginx's upstream now.
  const rest: StartedApp = { ...app };
  delete (rest as { instanceUrls?: readonly string[] }).instanceUrls;
  return extra.scope.replace(app, {
    ...rest,
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
