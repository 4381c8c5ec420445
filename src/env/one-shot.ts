// A one-shot container for a pull request's code (its build, its k6 script): run a command to its
// end, keep its output, return its exit code. The container is the boundary: host networking
// (builds download dependencies; k6 reaches the app on loopback), its own PID namespace (the
// host's processes and perf-gate's environment are not in its /proc), no Docker socket, no
// capabilities, no new privileges, a non-root user, only the mounts and variables given.
// Removing it ends every process it started (a `setsid` child included), so a deadline holds.
// testcontainers' GenericContainer waits for a service to come up; a command run to its exit with
// its status is the engine API's create/start/wait, reached here through testcontainers' client.
import { randomUUID } from 'node:crypto';
import { chownSync } from 'node:fs';
import { getContainerRuntimeClient } from 'testcontainers';
import type { Container } from 'dockerode';
import { ensureImage, ownerLabels, START_LABEL } from './docker.js';
import type { LogTail } from './log-tail.js';
import type { Releasable, ResourceScope } from './scope.js';

/** The user PR code runs as when perf-gate runs as root (PR code never runs as root). */
export const SANDBOX_UID = 1000;

/**
 * The user a container of PR code runs as: perf-gate's own, or SANDBOX_UID when perf-gate is
 * root; `own` hands a fresh folder the container writes to that user.
 */
export function sandboxUser(): { uid: number; gid: number; own: (dir: string) => void } {
  const uid = process.getuid?.() ?? SANDBOX_UID;
  if (uid !== 0) {
    return { uid, gid: process.getgid?.() ?? uid, own: () => undefined };
  }
  return {
    uid: SANDBOX_UID,
    gid: SANDBOX_UID,
    own: (dir) => chownSync(dir, SANDBOX_UID, SANDBOX_UID),
  };
}

export interface OneShotRun {
  image: string;
  /** a string runs with `sh -c`; an array is the whole command line (exec form, no shell) */
  command: string | string[];
  workdir: string;
  /** `host-path:container-path[:ro]` */
  binds: string[];
  env: Record<string, string>;
  /** `uid:gid`, never 0 */
  user: string;
  /** the container's role label, e.g. `build-pr` */
  role: string;
  scope: ResourceScope;
  output: LogTail;
  cpus?: number;
  memoryMb?: number;
  /** the image's own files read-only; `tmpfs` gives the folders that stay writable */
  readOnlyRoot?: boolean;
  tmpfs?: Record<string, string>;
}

/** A started one-shot container: its init process's pid on the host, and its end. */
export interface OneShotProcess extends Releasable {
  /** the host pid of the container's first process (for CPU sampling) */
  readonly pid: number | undefined;
  /** the exit code, once the container stopped and its last output arrived */
  readonly exited: Promise<number>;
  readonly output: LogTail;
}

/**
 * Starts the command in a fresh container, in the scope from before its creation on; the handle
 * returned is that scope entry. `release` (or the scope) removes the container with everything it
 * started: the caller calls it once `exited` resolved, then removes the handle from the scope.
 */
export async function startOneShot(run: OneShotRun): Promise<OneShotProcess> {
  await ensureImage(run.role, run.image);
  const client = await getContainerRuntimeClient();
  const token = randomUUID();
  let container: Container | undefined;
  let removed: Promise<void> | undefined;
  const remove = (): Promise<void> =>
    (removed ??= (async () => {
      const found =
        container ??
        (await client.container.fetchByLabel(START_LABEL, token).catch(() => undefined));
      await found?.remove({ force: true, v: true }).catch(() => undefined);
    })());
  const description = `${run.role} container (${run.image})`;
  // In the scope before Docker is asked: an interrupt at any point removes what was created.
  const entry = run.scope.add({ description, release: remove });
  try {
    const argv = typeof run.command === 'string' ? ['sh', '-c', run.command] : run.command;
    container = await client.container.create({
      Image: run.image,
      Entrypoint: argv.slice(0, 1),
      Cmd: argv.slice(1),
      WorkingDir: run.workdir,
      User: run.user,
      Env: Object.entries(run.env).map(([name, value]) => `${name}=${value}`),
      Labels: { ...ownerLabels(run.role), [START_LABEL]: token },
      HostConfig: {
        NetworkMode: 'host',
        Binds: run.binds,
        CapDrop: ['ALL'],
        SecurityOpt: ['no-new-privileges'],
        PidsLimit: 4096,
        ...(run.readOnlyRoot ? { ReadonlyRootfs: true } : {}),
        ...(run.tmpfs ? { Tmpfs: run.tmpfs } : {}),
        ...(run.cpus ? { NanoCpus: Math.round(run.cpus * 1e9) } : {}),
        ...(run.memoryMb ? { Memory: run.memoryMb * 1024 * 1024 } : {}),
      },
    });
    await client.container.start(container);
    // Asked after the start: a created container's log stream ends at once. From the first line
    // on (since 0), and it ends when the container stops, however quickly that was.
    const logs = await client.container.logs(container);
    const drained = new Promise<void>((resolve) => {
      logs.on('end', resolve);
      logs.on('close', resolve);
      logs.on('error', () => resolve());
    });
    logs.on('data', (chunk: string | Buffer) => run.output.push(chunk.toString()));
    const info = await container.inspect().catch(() => undefined);
    const exited = (container.wait() as Promise<{ StatusCode: number }>).then(async (status) => {
      // The last lines may still be in flight when wait() returns.
      await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, 2_000))]);
      logs.destroy();
      return status.StatusCode;
    });
    return run.scope.replace(entry, {
      pid: info?.State.Pid || undefined,
      exited,
      output: run.output,
      description,
      release: async () => {
        logs.destroy();
        await remove();
      },
    });
  } catch (error) {
    await remove();
    run.scope.remove(entry);
    throw error;
  }
}

/** Runs the command in a fresh container; its exit code, or 'timeout' (the container removed). */
export async function runOneShot(
  run: OneShotRun & { timeoutMs: number },
): Promise<number | 'timeout'> {
  return untilExit(await startOneShot(run), run.scope, run.timeoutMs);
}

/**
 * Waits for a started process (in `scope`) to exit within `timeoutMs`: its exit code, or
 * 'timeout'; either way it is released (a container removed) and taken out of the scope.
 */
export async function untilExit(
  started: Releasable & { exited: Promise<number> },
  scope: ResourceScope,
  timeoutMs: number,
): Promise<number | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    return await Promise.race([started.exited, timedOut]);
  } finally {
    clearTimeout(timer);
    await started.release();
    scope.remove(started);
  }
}
