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

async function freezerCall(
  containerId: string,
  description: string,
  action: 'pause' | 'unpause',
): Promise<void> {
  preferLoopbackDockerHost();
  try {
    const client = await getContainerRuntimeClient();
    // runc gives up ("unable to freeze") when a process does not reach the frozen state in time,
    // e.g. in uninterruptible I/O on a busy machine; it thaws what it froze, so trying again is safe.
    for (let attempt = 1; ; attempt++) {
      try {
        await client.container.getById(containerId)[action]();
        break;
      } catch (error) {
        if (attempt >= 5 || !/unable to freeze/iu.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, attempt * 1_000));
      }
    }
  } catch (error) {
    throw new EnvironmentError(`docker ${action} of ${description} failed: ${firstLine(error)}`, {
      fix: 'The Docker engine must support the cgroup freezer (any Linux engine does); set compare.pause-idle: false to measure without pausing.',
    });
  }
}
