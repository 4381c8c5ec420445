// The proxy edge: Nginx in a container in front of a booted app, host networking, listening on a
// free loopback port with the repository's nginx.conf rewritten to point at the app.
import getPort from 'get-port';
import { EnvironmentError } from '../errors.js';
import { STATUS_PATH, rewriteProxyConf, type RewrittenProxyConf } from '../proxy/nginx-conf.js';
import {
  parseStubStatus,
  proxyConnections,
  type ProxyConnections,
  type StubStatus,
} from '../proxy/nginx-status.js';
import { LogTail, hostContainer, isRunning, startContainer, whenReady } from './docker.js';
import type { Releasable, ResourceScope } from './scope.js';

export interface ProxyOptions {
  image: string;
  /** the repository's nginx.conf text and its name for messages */
  conf: { text: string; file: string };
  /** where the app's instances answer: `127.0.0.1:18080` each */
  apps: readonly string[];
  /** the app's context path, kept on the proxy's base URL */
  contextPath: string;
  label: string;
  /** container ulimits (proxy.ulimits) */
  ulimits?: Record<string, { soft: number; hard: number }>;
  scope?: ResourceScope;
  onProgress?: (line: string) => void;
  startupTimeoutMs?: number;
}

export interface StartedProxy extends Releasable {
  /** the proxy's base URL with the app's context path: k6 calls this */
  readonly baseUrl: string;
  readonly port: number;
  readonly containerId: string;
  readonly conf: RewrittenProxyConf;
  logMark(): number;
  logsSince(mark: number): string[];
  /** samples Nginx's stub_status until the returned function is called, which sums them up */
  watchConnections(): () => ProxyConnections | undefined;
  stop(): Promise<void>;
}

/** Starts Nginx with the rewritten config and waits until its port answers HTTP. */
export async function startProxy(options: ProxyOptions): Promise<StartedProxy> {
  const progress = options.onProgress ?? (() => undefined);
  const port = await getPort({ host: '127.0.0.1' });
  const statusPort = await getPort({ host: '127.0.0.1', exclude: [port] });
  const conf = rewriteProxyConf(options.conf.text, options.conf.file, {
    listenPort: port,
    apps: options.apps,
    statusPort,
  });
  const statusUrl = `http://127.0.0.1:${statusPort}${STATUS_PATH}`;
  for (const line of conf.dropped) progress(`${options.label}: nginx: left out ${line}`);
  const logs = new LogTail();
  const definition = hostContainer(
    options.image,
    `proxy-${options.label}`,
    options.ulimits ? { ulimits: options.ulimits } : {},
    logs,
  )
    .withCopyContentToContainer([{ content: conf.text, target: '/etc/nginx/nginx.conf' }])
    .withCommand(['nginx', '-g', 'daemon off;']);
  progress(
    `${options.label}: starting Nginx on 127.0.0.1:${port} in front of ${options.apps.join(', ')}`,
  );
  const handle = await startContainer(definition, 'proxy', options.image, options.scope);
  const { container, stop } = handle;
  const baseUrl = `http://127.0.0.1:${port}${options.contextPath}`;
  return whenReady(handle, options.scope, async () => {
    const deadline = Date.now() + (options.startupTimeoutMs ?? 30_000);
    for (;;) {
      try {
        // Any HTTP answer means Nginx listens (the app's root may well be a 404).
        await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2_000) });
        break;
      } catch {
        if (!(await isRunning(container.getId())) || Date.now() > deadline) {
          throw new EnvironmentError(
            `${options.label}: Nginx did not start with ${options.conf.file}:\n${logs.tail(15).join('\n')}`,
            {
              fix: `Fix the line Nginx names in ${options.conf.file} (nginx -t shows the same), or point proxy.config at the file production runs.`,
            },
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    const description = `proxy container ${container.getId().slice(0, 12)} (${options.label})`;
    return {
      baseUrl,
      port,
      containerId: container.getId(),
      conf,
      description,
      logMark: () => logs.count,
      logsSince: (mark: number) => logs.since(mark),
      watchConnections: () => watchStatus(statusUrl),
      stop,
      release: stop,
    };
  });
}

/**
 * Reads stub_status twice a second until stopped (a reading still out is not awaited); the
 * readings that answered make the window's figures. Never throws.
 */
function watchStatus(url: string): () => ProxyConnections | undefined {
  const readings: StubStatus[] = [];
  let busy = false;
  const read = (): void => {
    if (busy) return;
    busy = true;
    fetch(url, { signal: AbortSignal.timeout(2_000) })
      .then((response) => response.text())
      .then((text) => {
        const reading = parseStubStatus(text);
        if (reading) readings.push(reading);
      })
      .catch(() => undefined)
      .finally(() => {
        busy = false;
      });
  };
  read();
  const timer = setInterval(read, 500);
  timer.unref(); // a window that throws before stopping it must not keep the process alive
  return () => {
    clearInterval(timer);
    return proxyConnections(readings);
  };
}
