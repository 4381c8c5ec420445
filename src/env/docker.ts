// The Docker edge shared by the database and the app: reachability, labels, orphan cleanup, logs.
import { randomUUID } from 'node:crypto';
import { readlinkSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { hostname } from 'node:os';
import {
  GenericContainer,
  ImageName,
  getContainerRuntimeClient,
  type StartedTestContainer,
} from 'testcontainers';
import { EnvironmentError } from '../errors.js';
import type { LogTail } from './log-tail.js';
import type { Releasable, ResourceScope } from './scope.js';

export { LogTail } from './log-tail.js';

/** How long an image pull may take before the run stops with an error naming the image. */
export const PULL_TIMEOUT_MS = 10 * 60_000;

/** Label put on every container perf-gate starts; the value is the owning process id. */
export const OWNER_LABEL = 'perf-gate.owner-pid';
/**
 * Where the owner's pid means something: its host name and PID namespace. A perf-gate in another
 * container on the same engine (a containerised runner, act) has pids of its own, which this
 * process cannot see: its containers are never orphans to us.
 */
export const OWNER_NAMESPACE_LABEL = 'perf-gate.owner-namespace';
export const ROLE_LABEL = 'perf-gate.role';
/** One value per container start: finds a container created but not yet reported (see startContainer). */
export const START_LABEL = 'perf-gate.start';

const PROVISION_FIX =
  'Start a Docker engine and make it reachable (DOCKER_HOST or /var/run/docker.sock). ' +
  'On a fresh Debian machine run `scripts/provision`; on GitHub-hosted Ubuntu runners Docker is already there.';

/**
 * Every container perf-gate starts uses host networking, so the containers' host is this machine's
 * loopback. Telling testcontainers so also spares it the bridge-network lookup, which fails on
 * engines started with --bridge=none (the loopback-only setup of scripts/provision).
 */
export function preferLoopbackDockerHost(): void {
  const dockerHost = process.env.DOCKER_HOST ?? '';
  if (
    !process.env.TESTCONTAINERS_HOST_OVERRIDE &&
    (dockerHost === '' || dockerHost.startsWith('unix://'))
  ) {
    process.env.TESTCONTAINERS_HOST_OVERRIDE = '127.0.0.1';
  }
}

/**
 * Pings the engine DOCKER_HOST names. testcontainers would quietly fall back to the default socket
 * when DOCKER_HOST does not answer; a user who set it means that engine, so it must answer.
 */
async function pingDockerHost(dockerHost: string): Promise<void> {
  const url = new URL(dockerHost);
  await new Promise<void>((resolve, reject) => {
    const options =
      url.protocol === 'unix:'
        ? { socketPath: url.pathname, path: '/_ping' }
        : { host: url.hostname, port: Number(url.port || 2375), path: '/_ping' };
    const request = httpRequest({ ...options, method: 'GET', timeout: 5_000 }, (response) => {
      response.resume();
      if (response.statusCode === 200) resolve();
      else reject(new Error(`/_ping answered HTTP ${response.statusCode ?? '?'}`));
    });
    request.on('timeout', () => request.destroy(new Error('no answer within 5 s')));
    request.on('error', reject);
    request.end();
  });
}

/** Fails with an EnvironmentError that says how to get Docker when no engine answers. */
export async function ensureDocker(): Promise<{ serverVersion: string }> {
  preferLoopbackDockerHost();
  const dockerHost = process.env.DOCKER_HOST;
  if (dockerHost && /^(unix|tcp|http):/.test(dockerHost)) {
    try {
      await pingDockerHost(dockerHost);
    } catch (error) {
      throw new EnvironmentError(
        `No Docker engine is reachable at DOCKER_HOST=${dockerHost} (${firstLine(error)}).`,
        { fix: `Start that engine or unset DOCKER_HOST. ${PROVISION_FIX}`, cause: error },
      );
    }
  }
  try {
    const client = await getContainerRuntimeClient();
    return { serverVersion: String(client.info.containerRuntime.serverVersion ?? 'unknown') };
  } catch (error) {
    throw new EnvironmentError(`No Docker engine is reachable (${firstLine(error)}).`, {
      fix: PROVISION_FIX,
      cause: error,
    });
  }
}

/** Labels identifying a container as ours, for cleanup after a hard kill. */
export function ownerLabels(role: string): Record<string, string> {
  return {
    [OWNER_LABEL]: String(process.pid),
    [OWNER_NAMESPACE_LABEL]: ownerNamespace(),
    [ROLE_LABEL]: role,
  };
}

/** This process's host name and PID namespace (`pid:[4026531836]` on Linux). */
export function ownerNamespace(): string {
  let namespace = '';
  try {
    namespace = readlinkSync('/proc/self/ns/pid');
  } catch {
    // not Linux: the host name alone
  }
  return `${hostname()} ${namespace}`.trim();
}

/**
 * Removes every container this process started, registered in a scope or not: on a signal, a
 * container still inside its readiness wait (a 180 s health wait) is not in the scope yet.
 */
export async function removeOwnContainers(): Promise<number> {
  preferLoopbackDockerHost();
  const own = await containersLabelled([
    `${OWNER_LABEL}=${process.pid}`,
    `${OWNER_NAMESPACE_LABEL}=${ownerNamespace()}`,
  ]);
  await Promise.all(own.map((id) => removeContainer(id)));
  return own.length;
}

/**
 * Ids of the containers carrying every `label=value`, created-only ones included (testcontainers'
 * `container.list()` lists running containers only).
 */
async function containersLabelled(labels: string[]): Promise<string[]> {
  const client = await getContainerRuntimeClient();
  const infos = await client.container.dockerode.listContainers({
    all: true,
    filters: { label: labels },
  });
  return infos.map((info) => info.Id);
}

/** Removes containers left by perf-gate processes that no longer exist (killed with SIGKILL). */
export async function removeOrphanContainers(): Promise<number> {
  preferLoopbackDockerHost();
  const client = await getContainerRuntimeClient();
  const containers = await client.container.list();
  let removed = 0;
  for (const info of containers) {
    const owner = info.Labels?.[OWNER_LABEL];
    if (!owner || isAlive(Number(owner))) continue;
    // A pid from another namespace says nothing here (a container without the label predates it).
    const namespace = info.Labels?.[OWNER_NAMESPACE_LABEL];
    if (namespace !== undefined && namespace !== ownerNamespace()) continue;
    const container = client.container.getById(info.Id);
    await container.remove({ force: true, v: true }).catch(() => undefined);
    removed++;
  }
  return removed;
}

/** Whether a container is still running (false when it exited or is gone). */
export async function isRunning(containerId: string): Promise<boolean> {
  try {
    preferLoopbackDockerHost();
    const client = await getContainerRuntimeClient();
    const info = await client.container.inspect(client.container.getById(containerId));
    return info.State.Running;
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Makes sure the image is on this machine, pulling it within `timeoutMs`. The engine answered
 * already (ensureDocker), so any failure here is about the image: the error names it and the fix.
 */
export async function ensureImage(
  role: string,
  image: string,
  timeoutMs = PULL_TIMEOUT_MS,
): Promise<void> {
  preferLoopbackDockerHost();
  const client = await getContainerRuntimeClient();
  const name = ImageName.fromString(image);
  if (await client.image.exists(name)) return;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the pull did not finish within ${formatSeconds(timeoutMs)}`)),
      timeoutMs,
    );
  });
  try {
    await Promise.race([client.image.pull(name), deadline]);
    // testcontainers ends a pull quietly when the registry answers an error in the stream.
    if (!(await client.image.exists(name))) throw new Error('the registry did not provide it');
  } catch (error) {
    throw new EnvironmentError(`Could not pull the ${role} image "${image}": ${firstLine(error)}`, {
      fix: `Check the image name and that this machine can reach its registry, or pull or build "${image}" before the run (registry-less machines: scripts/provision builds local stand-ins).`,
      cause: error,
    });
  } finally {
    clearTimeout(timer);
  }
}

function formatSeconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}

/** Turns a failed container create or start into an error that names the image and the fix. */
export function containerStartError(role: string, image: string, error: unknown): EnvironmentError {
  const text = firstLine(error);
  if (/pull|not found|manifest|No such image|repository|registry/i.test(text)) {
    return new EnvironmentError(`Could not get the ${role} image "${image}": ${text}`, {
      fix: `Check the image name, or pull/build it first (registry-less machines: scripts/provision builds local stand-ins).`,
      cause: error,
    });
  }
  // ensureDocker ran first: only a lost connection is about the engine itself.
  const engineGone = /ECONNREFUSED|ECONNRESET|EPIPE|docker\.sock|socket hang up/i.test(text);
  return new EnvironmentError(`Could not start the ${role} container (${image}): ${text}`, {
    fix: engineGone
      ? PROVISION_FIX
      : 'The Docker engine answered but did not start the container: the message above says why (a file to copy that is missing, a resource limit or an option the engine refuses).',
    cause: error,
  });
}

export function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0] ?? text;
}

/**
 * A container that reports its id the moment Docker created it, before it starts and before any
 * readiness wait: testcontainers' `containerCreated` hook, so a cleanup scope can hold it from then on.
 */
class TrackedContainer extends GenericContainer {
  onCreated: ((containerId: string) => void) | undefined;

  protected override containerCreated(containerId: string): Promise<void> {
    this.onCreated?.(containerId);
    return Promise.resolve();
  }
}

/** A container on the host network, labelled as ours, with CPU/memory limits and its output kept. */
export function hostContainer(
  image: string,
  role: string,
  limits: {
    cpus?: number | undefined;
    memoryMb?: number | undefined;
    /** container ulimits (`nofile`, `nproc`), as production sets them */
    ulimits?: Record<string, { soft: number; hard: number }> | undefined;
  },
  logs: LogTail,
): GenericContainer {
  const container = new TrackedContainer(image);
  if (limits.ulimits && Object.keys(limits.ulimits).length > 0)
    container.withUlimits(limits.ulimits);
  return container
    .withNetworkMode('host')
    .withLabels(ownerLabels(role))
    .withResourcesQuota({
      cpu: limits.cpus,
      memory: limits.memoryMb === undefined ? undefined : limits.memoryMb / 1024,
    })
    .withLogConsumer((stream) => stream.on('data', (chunk: Buffer) => logs.push(chunk.toString())));
}

/** Resolves after `ms` without keeping the process alive. */
function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/** Removes a container by id (running or not) with its volumes; never throws. */
async function removeContainer(containerId: string): Promise<void> {
  try {
    const client = await getContainerRuntimeClient();
    await client.container.getById(containerId).remove({ force: true, v: true });
  } catch {
    // already gone
  }
}

/** A started container, its removal, and its entry in the scope (when one was given). */
export interface ContainerHandle {
  container: StartedTestContainer;
  stop: () => Promise<void>;
  /** the scope entry holding the container since its creation; replace it with the final object */
  entry: Releasable | undefined;
}

/**
 * What a started container becomes once it is ready: `ready` waits for it and builds the object
 * (an app, a database) that replaces the container's scope entry. When `ready` fails, the container
 * is stopped and leaves the scope before the error goes on.
 */
export async function whenReady<T extends Releasable>(
  handle: ContainerHandle,
  scope: ResourceScope | undefined,
  ready: () => Promise<T>,
): Promise<T> {
  let started: T;
  try {
    started = await ready();
  } catch (error) {
    await handle.stop();
    if (handle.entry) scope?.remove(handle.entry);
    throw error;
  }
  if (handle.entry) scope?.replace(handle.entry, started);
  return started;
}

/**
 * Pulls the image (with a deadline) and starts a container; the error names the role and image;
 * `stop` removes it and never throws. With a scope, the container is in it from before its creation
 * (testcontainers' `containerCreated` hook gives its id before the start and any wait), so an
 * interrupt during the start or a readiness wait that follows removes it.
 */
export async function startContainer(
  definition: GenericContainer,
  role: string,
  image: string,
  scope?: ResourceScope,
): Promise<ContainerHandle> {
  await ensureImage(role, image);
  let id: string | undefined;
  if (definition instanceof TrackedContainer) {
    definition.onCreated = (containerId) => {
      id = containerId;
    };
  }
  // testcontainers reports the id only after copying the files in (the jar): a copy that fails
  // (a missing file, an interrupt) leaves a created container behind, found by this label.
  const token = randomUUID();
  definition.withLabels({ [START_LABEL]: token });
  const removeCreated = async (): Promise<void> => {
    const ids = id ? [id] : await containersLabelled([`${START_LABEL}=${token}`]).catch(() => []);
    await Promise.all(ids.map((containerId) => removeContainer(containerId)));
  };
  const starting = definition.start();
  // In the scope before Docker is even asked: an interrupt during the create and start waits for
  // them (seconds; at most 30 s) and removes the container they produced.
  let entry: Releasable | undefined = scope?.add({
    description: `${role} container (${image})`,
    release: async () => {
      await Promise.race([starting.catch(() => undefined), delay(30_000)]);
      await removeCreated();
    },
  });
  let container: StartedTestContainer;
  try {
    container = await starting;
  } catch (error) {
    await removeCreated();
    if (entry) scope?.remove(entry);
    throw containerStartError(role, image, error);
  }
  const stop = async (): Promise<void> => {
    await container
      .stop({ remove: true, removeVolumes: true, timeout: 5_000 })
      .catch(() => removeContainer(container.getId()));
  };
  if (entry && scope) {
    const started: Releasable = { description: entry.description, release: stop };
    scope.replace(entry, started);
    entry = started;
  }
  return { container, stop, entry };
}
