// A one-shot container for a pull request's code (its build): run a shell command to its end,
// keep its output, return its exit code. The container is the boundary: host networking (builds
// download dependencies; nothing listens yet), its own PID namespace (the host's processes and
// perf-gate's environment are not in its /proc), no Docker socket, no capabilities, no new
// privileges, a non-root user, only the mounts and variables given. Removing it ends every
// process it started (a `setsid` child included), so a deadline holds.
// testcontainers' GenericContainer waits for a service to come up; a command run to its exit with
// its status is the engine API's create/start/wait, reached here through testcontainers' client.
import { randomUUID } from 'node:crypto';
import { getContainerRuntimeClient } from 'testcontainers';
import type { Container } from 'dockerode';
import { ensureImage, ownerLabels, START_LABEL } from './docker.js';
import type { LogTail } from './log-tail.js';
import type { ResourceScope } from './scope.js';

export interface OneShotRun {
  image: string;
  /** run with `sh -c` */
  command: string;
  workdir: string;
  /** `host-path:container-path[:ro]` */
  binds: string[];
  env: Record<string, string>;
  /** `uid:gid`, never 0 */
  user: string;
  /** the container's role label, e.g. `build-pr` */
  role: string;
  timeoutMs: number;
  scope: ResourceScope;
  output: LogTail;
  cpus?: number;
  memoryMb?: number;
}

/** Runs the command in a fresh container; its exit code, or 'timeout' (the container removed). */
export async function runOneShot(run: OneShotRun): Promise<number | 'timeout'> {
  await ensureImage(run.role, run.image);
  const client = await getContainerRuntimeClient();
  const token = randomUUID();
  let container: Container | undefined;
  const remove = async (): Promise<void> => {
    const found =
      container ?? (await client.container.fetchByLabel(START_LABEL, token).catch(() => undefined));
    await found?.remove({ force: true, v: true }).catch(() => undefined);
  };
  // In the scope before Docker is asked: an interrupt at any point removes what was created.
  const entry = run.scope.add({
    description: `${run.role} container (${run.image})`,
    release: remove,
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    container = await client.container.create({
      Image: run.image,
      Entrypoint: ['sh', '-c'],
      Cmd: [run.command],
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
        ...(run.cpus ? { NanoCpus: Math.round(run.cpus * 1e9) } : {}),
        ...(run.memoryMb ? { Memory: run.memoryMb * 1024 * 1024 } : {}),
      },
    });
    const logs = await client.container.logs(container);
    logs.on('data', (chunk: string | Buffer) => run.output.push(chunk.toString()));
    logs.on('error', () => undefined);
    await client.container.start(container);
    const exited = (container.wait() as Promise<{ StatusCode: number }>).then((s) => s.StatusCode);
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), run.timeoutMs);
    });
    const outcome = await Promise.race([exited, timedOut]);
    // The last lines may still be in flight when wait() returns.
    if (outcome !== 'timeout') await new Promise((resolve) => setTimeout(resolve, 200));
    logs.destroy();
    return outcome;
  } finally {
    clearTimeout(timer);
    await remove();
    run.scope.remove(entry);
  }
}
