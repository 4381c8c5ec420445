// The app edge: a Spring Boot jar in a JRE container, host networking, its declared settings intact,
// only the port, profiles, datasource and management exposure supplied from outside.
import getPort from 'get-port';
import { unsupportedClassVersionError } from '../build/java-version.js';
import { ConfigError, EnvironmentError } from '../errors.js';
import { datasourceBootFailure } from '../spring/boot-failures.js';
import {
  LogTail,
  hostContainer,
  isRunning,
  preferLoopbackDockerHost,
  startContainer,
  whenReady,
} from './docker.js';
import type { StartedProxy } from './proxy.js';
import type { Releasable, ResourceScope } from './scope.js';

export interface AppOptions {
  /** JRE image that can run `java -jar`; default eclipse-temurin */
  image: string;
  /** the app's jar on this machine */
  jarPath: string;
  /** the jar's bytes, already read and checked (copied instead of jarPath) */
  jarContent?: Buffer;
  /** Spring profiles to activate (SPRING_PROFILES_ACTIVE) */
  profiles?: string[];
  /** JVM options, e.g. ["-Xmx512m"] */
  jvmOptions?: string[];
  /** extra files put into the container before it starts (e.g. a Java agent's jar) */
  files?: Array<{ content: Buffer; target: string }>;
  /** extra environment (already templated); wins over what perf-gate sets */
  env?: Record<string, string>;
  /** datasource for the default `spring.datasource` (set as SPRING_DATASOURCE_*) */
  datasource?: { url: string; username: string; password: string };
  /** servlet context path, when the app declares one (`server.servlet.context-path`) */
  contextPath?: string;
  /** health path; under the management port when it starts with the management base path */
  healthPath?: string;
  /** Actuator's base path (`management.endpoints.web.base-path`), default /actuator */
  managementBasePath?: string;
  /** serve Actuator on its own port (default true): polling never competes with the load */
  separateManagementPort?: boolean;
  cpus?: number;
  memoryMb?: number;
  /** container ulimits (app.ulimits) */
  ulimits?: Record<string, { soft: number; hard: number }>;
  startupTimeoutMs?: number;
  onProgress?: (line: string) => void;
  /** a label for messages and container labels, e.g. "pr" or "base" */
  label?: string;
  /** holds the container from its creation on (before the health wait); the started app replaces that entry */
  scope?: ResourceScope;
}

export interface StartedApp extends Releasable, AsyncDisposable {
  /** base URL of the app including its context path, e.g. http://127.0.0.1:18080/api */
  readonly baseUrl: string;
  /** base URL of Actuator, e.g. http://127.0.0.1:18081/actuator */
  readonly managementBaseUrl: string;
  readonly healthUrl: string;
  readonly port: number;
  readonly containerId: string;
  /** container start until the health endpoint answered UP */
  readonly startupMs: number;
  /** Spring's own "Started X in N seconds" figure, when logged */
  readonly springStartupMs: number | undefined;
  logs(lines?: number): string[];
  /** the number of log lines so far: a mark for `logsSince` */
  logMark(): number;
  /** the log lines after a `logMark()` (the kept tail of them) */
  logsSince(mark: number): string[];
  stop(): Promise<void>;
  /** Nginx in front (perf-gate.yml `proxy`): baseUrl is then the proxy's */
  readonly proxy?: StartedProxy;
  /**
   * app.instances above 1: every instance (the first one's addresses stand for the app above);
   * each carries its work agent's port when it has one
   */
  readonly instances?: ReadonlyArray<StartedApp & { workAgentPort?: number }>;
  /** the instances' base URLs when k6 calls them in turn (no proxy in front) */
  readonly instanceUrls?: readonly string[];
}

/** How many times a start that lost its port to another process is tried again on new ports. */
const PORT_RETRIES = 2;

/**
 * Whether a failed start lost its port: the port was free when picked (get-port binds and releases
 * it) but another process, or an outgoing connection's ephemeral port, took it before the JVM bound.
 */
export function lostItsPort(error: unknown): boolean {
  return (
    error instanceof EnvironmentError &&
    /Port \d+ was already in use|Address already in use|BindException/.test(error.message)
  );
}

/**
 * Starts the app container and waits until its health endpoint answers UP; a start that lost its
 * port to another process (nothing can reserve a port for a container that has not bound it yet) is
 * tried again on new ports.
 */
export async function startApp(options: AppOptions): Promise<StartedApp> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await startAppOnce(options);
    } catch (error) {
      if (attempt >= PORT_RETRIES || !lostItsPort(error)) throw error;
      (options.onProgress ?? (() => undefined))(
        `${options.label ?? 'app'}: its port was taken before the app bound it; starting again on new ports`,
      );
    }
  }
}

async function startAppOnce(options: AppOptions): Promise<StartedApp> {
  preferLoopbackDockerHost();
  const progress = options.onProgress ?? (() => undefined);
  const label = options.label ?? 'app';
  const healthPath = normalizePath(options.healthPath ?? '/actuator/health', 'app.health');
  const contextPath = options.contextPath
    ? normalizePath(options.contextPath, 'app.context-path')
    : '';
  const actuatorBase = normalizePath(
    options.managementBasePath ?? '/actuator',
    'app.management-base-path',
  );
  const separateManagement =
    (options.separateManagementPort ?? true) && healthPath.startsWith(actuatorBase);
  const port = await getPort({ host: '127.0.0.1' });
  const managementPort = separateManagement
    ? await getPort({ host: '127.0.0.1', exclude: [port] })
    : port;

  const env: Record<string, string> = {
    SERVER_PORT: String(port),
    SERVER_ADDRESS: '127.0.0.1',
    // Tomcat's thread metrics need the MBean registry.
    SERVER_TOMCAT_MBEANREGISTRY_ENABLED: 'true',
    MANAGEMENT_ENDPOINTS_WEB_EXPOSURE_INCLUDE: 'health,metrics,prometheus',
  };
  // Map-keyed properties cannot be written as environment variables without ambiguity (Spring
  // binds ..._HISTOGRAM_HTTP_SERVER_REQUESTS into `percentiles`), so they go on the command line.
  const appArgs = [
    '--management.metrics.distribution.percentiles-histogram.http.server.requests=true',
  ];
  if (separateManagement) {
    env.MANAGEMENT_SERVER_PORT = String(managementPort);
    env.MANAGEMENT_SERVER_ADDRESS = '127.0.0.1';
  }
  if (options.profiles && options.profiles.length > 0) {
    env.SPRING_PROFILES_ACTIVE = options.profiles.join(',');
  }
  if (options.datasource) {
    env.SPRING_DATASOURCE_URL = options.datasource.url;
    env.SPRING_DATASOURCE_USERNAME = options.datasource.username;
    env.SPRING_DATASOURCE_PASSWORD = options.datasource.password;
  }
  Object.assign(env, options.env ?? {});

  const appBase = `http://127.0.0.1:${port}${contextPath}`;
  const managementBaseUrl = separateManagement
    ? `http://127.0.0.1:${managementPort}${actuatorBase}`
    : `${appBase}${actuatorBase}`;
  const healthUrl = separateManagement
    ? `http://127.0.0.1:${managementPort}${healthPath}`
    : `${appBase}${healthPath}`;

  const logs = new LogTail();
  const definition = hostContainer(options.image, `app-${label}`, options, logs)
    .withCopyFilesToContainer(
      options.jarContent ? [] : [{ source: options.jarPath, target: '/perf-gate/app.jar' }],
    )
    .withCopyContentToContainer([
      ...(options.jarContent
        ? [{ content: options.jarContent, target: '/perf-gate/app.jar' }]
        : []),
      ...(options.files ?? []),
    ])
    .withEnvironment(env)
    .withEntrypoint(['java'])
    .withCommand([...(options.jvmOptions ?? []), '-jar', '/perf-gate/app.jar', ...appArgs]);

  progress(`${label}: starting app on 127.0.0.1:${port} (${options.image})`);
  const startedAt = Date.now();
  const handle = await startContainer(definition, 'app', options.image, options.scope);
  const { container, stop } = handle;
  progress(`${label}: waiting for ${healthUrl} to answer UP`);
  return whenReady(handle, options.scope, async () => {
    await waitForHealth(container.getId(), healthUrl, options, logs, label);
    const startupMs = Date.now() - startedAt;
    const springStartupMs = parseSpringStartup(logs.tail());
    progress(`${label}: healthy in ${(startupMs / 1000).toFixed(1)} s at ${appBase}`);

    const started: StartedApp = {
      baseUrl: appBase,
      managementBaseUrl,
      healthUrl,
      port,
      containerId: container.getId(),
      startupMs,
      springStartupMs,
      description: `app container ${container.getId().slice(0, 12)} (${label})`,
      logs: (lines?: number) => logs.tail(lines),
      logMark: () => logs.count,
      logsSince: (mark: number) => logs.since(mark),
      stop,
      release: stop,
      [Symbol.asyncDispose]: stop,
    };
    return started;
  });
}

/**
 * The lines of a failed start that say why: Spring Boot's failure analysis ("APPLICATION FAILED TO
 * START" with Description and Action) when it printed one, else the first ERROR line and the
 * innermost "Caused by:" lines (the root cause), else the last lines. Stack frames are dropped.
 */
export function startupFailureSummary(lines: string[]): string {
  const analysis = lines.findIndex((line) => line.includes('APPLICATION FAILED TO START'));
  if (analysis >= 0) {
    return lines
      .slice(analysis, analysis + 30)
      .filter((line) => line.trim() !== '' && !/^\*+$/.test(line.trim()))
      .join('\n');
  }
  const clip = (line: string): string => (line.length > 400 ? `${line.slice(0, 400)}…` : line);
  const error = lines.find((line) => /\bERROR\b/.test(line));
  const causes = [...new Set(lines.filter((line) => line.startsWith('Caused by:')))].slice(-4);
  if (error || causes.length > 0) {
    return [...(error ? [clip(error)] : []), ...causes.map(clip)].join('\n');
  }
  return lines
    .filter((line) => !/^\s+(at |\.\.\. \d+ (common )?frames)/.test(line))
    .slice(-25)
    .join('\n');
}

/** Reads Spring Boot's "Started App in 3.2 seconds" line, in milliseconds. */
export function parseSpringStartup(lines: string[]): number | undefined {
  for (const line of lines) {
    const match = /Started \S+ in ([\d.]+) seconds/.exec(line);
    if (match?.[1]) return Math.round(Number(match[1]) * 1000);
  }
  return undefined;
}

function normalizePath(path: string, key: string): string {
  if (!path.startsWith('/')) {
    throw new ConfigError(`perf-gate.yml: ${key} must start with "/" (got "${path}").`, {
      fix: `Write it as an absolute path, e.g. "/${path}".`,
    });
  }
  return path.replace(/\/+$/, '');
}

async function waitForHealth(
  containerId: string,
  healthUrl: string,
  options: AppOptions,
  logs: LogTail,
  label: string,
): Promise<void> {
  const timeoutMs = options.startupTimeoutMs ?? 180_000;
  const deadline = Date.now() + timeoutMs;
  let lastStatus = 'no answer';
  let notFoundSince: number | undefined;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(healthUrl, { signal: AbortSignal.timeout(2_000) });
      const body = await response.text();
      if (response.ok && !/"status"\s*:\s*"(DOWN|OUT_OF_SERVICE)"/.test(body)) return;
      lastStatus = `HTTP ${response.status} ${body.slice(0, 200)}`;
      if (response.status === 404) {
        notFoundSince ??= Date.now();
        // The server is up but nothing lives at the path: fail fast instead of waiting minutes.
        if (Date.now() - notFoundSince > 10_000) {
          throw new ConfigError(
            `${label}: the app is up but GET ${healthUrl} answers 404 (app.health = "${options.healthPath ?? '/actuator/health'}").`,
            {
              fix: 'Set app.health to an endpoint that answers 200 when the app is ready, e.g. /actuator/health (needs spring-boot-starter-actuator) or a path of your own.',
            },
          );
        }
      }
    } catch (error) {
      if (error instanceof ConfigError) throw error;
      lastStatus = (error as Error).message;
    }
    if (!(await isRunning(containerId))) {
      const tooOld = unsupportedClassVersionError(logs.tail(), options.image);
      if (tooOld) throw tooOld;
      const datasource = datasourceBootFailure(logs.tail());
      throw new EnvironmentError(
        `${label}: the app exited during startup${datasource ? `: ${datasource.reason}\nFrom its log` : ''}:\n${startupFailureSummary(logs.tail())}`,
        {
          fix:
            datasource?.fix ??
            'Read the log lines above: they say why Spring Boot stopped (a missing property, the database, the port).',
        },
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new EnvironmentError(
    `${label}: the app did not become healthy at ${healthUrl} within ${timeoutMs / 1000} s (last: ${lastStatus}). From its log:\n${startupFailureSummary(logs.tail())}`,
    { fix: 'Check app.health, or raise app.startup-timeout for a slow-starting app.' },
  );
}
