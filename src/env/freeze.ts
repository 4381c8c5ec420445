// Freezing an idle app: `docker pause` puts the container's processes in the cgroup freezer, so a
// JVM that waits for its next window neither compiles, collects garbage nor runs timers while the
// other side is measured on the same cores.
import { getContainerRuntimeClient } from 'testcontainers';
import { EnvironmentError } from '../errors.js';
import { firstLine, preferLoopbackDockerHost } from './docker.js';

/** Freezes every process of the container (docker pause). */
export async function pauseContainer(containerId: string, description: string): Promise<void> {
  await freezerCall(containerId, description, 'pause');
}

/** Thaws a container frozen by pauseContainer (docker unpause). */
export async function resumeContainer(containerId: string, description: string): Promise<void> {
  await freezerCall(containerId, description, 'unpause');
}

/**
 * Waits before each new freeze attempt. runc gives up with "unable to freeze" when the cgroup's
 * tasks do not all stop within its own retry loop — seen on a 2-core runner at a load average of
 * 20-27, once in a gate — and leaves the container thawed, so trying again is safe.
 */
export const FREEZE_RETRY_WAITS_MS = [1_000, 2_000, 3_000, 4_000];

/** Runs `call`, and again after each of `waitsMs` while `retryIf` accepts its error. */
export async function withRetries<T>(
  call: () => Promise<T>,
  waitsMs: readonly number[],
  retryIf: (error: unknown) => boolean,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const wait = waitsMs[attempt];
      if (wait === undefined || !retryIf(error)) throw error;
      await sleep(wait);
    }
  }
}

async function freezerCall(
  containerId: string,
  description: string,
  action: 'pause' | 'unpause',
): Promise<void> {
  preferLoopbackDockerHost();
  try {
    const client = await getContainerRuntimeClient();
    await withRetries(
      () => client.container.getById(containerId)[action](),
      action === 'pause' ? FREEZE_RETRY_WAITS_MS : [],
      (error) => /unable to freeze/i.test(firstLine(error)),
    );
  } catch (error) {
    throw new EnvironmentError(`docker ${action} of ${description} failed: ${firstLine(error)}`, {
      fix: 'The Docker engine must support the cgroup freezer (any Linux engine does); set compare.pause-idle: false to measure without pausing.',
    });
  }
}
