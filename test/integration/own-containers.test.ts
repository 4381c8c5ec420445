// A container still inside its readiness wait is not in the cleanup scope yet; on a signal the
// teardown also removes every container this process labelled as its own. Real Docker.
import { describe, expect, it } from 'vitest';
import {
  hostContainer,
  LogTail,
  removeOwnContainers,
  startContainer,
} from '../../src/env/docker.js';
import { perfGateContainers, requireDocker, testImages } from '../support/environment.js';

describe('removeOwnContainers', () => {
  it('removes a started container that no scope knows about', async () => {
    await requireDocker();
    const definition = hostContainer(testImages.jre, 'app', {}, new LogTail()).withCommand([
      'sleep',
      '300',
    ]);
    const { container } = await startContainer(definition, 'app', testImages.jre);
    expect(await perfGateContainers(process.pid)).toContain(container.getId());
    expect(await removeOwnContainers()).toBeGreaterThanOrEqual(1);
    expect(await perfGateContainers(process.pid)).toEqual([]);
  }, 180_000);
});
