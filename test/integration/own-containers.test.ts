// A container still inside its readiness wait is not in the cleanup scope yet; on a signal the
// teardown also removes every container this process labelled as its own. Real Docker.
import { describe, expect, it } from 'vitest';
import { ResourceScope } from '../../src/env/scope.js';
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

describe('a container whose files cannot be copied in', () => {
  // testcontainers creates the container, then copies the files, then reports its id: a copy that
  // fails used to leave a created container behind.
  const definition = () =>
    hostContainer(testImages.jre, 'app', {}, new LogTail())
      .withCopyFilesToContainer([{ source: '/nonexistent/app.jar', target: '/perf-gate/app.jar' }])
      .withCommand(['sleep', '300']);

  it('is removed when the start fails', async () => {
    await requireDocker();
    await expect(startContainer(definition(), 'app', testImages.jre)).rejects.toThrow(
      /\/nonexistent\/app\.jar/,
    );
    expect(await perfGateContainers(process.pid)).toEqual([]);
  }, 180_000);

  it('is removed when the scope is released during the start', async () => {
    await requireDocker();
    const scope = new ResourceScope();
    const starting = startContainer(definition(), 'app', testImages.jre, scope).catch(
      (error: unknown) => error,
    );
    await scope.release();
    expect(await starting).toBeInstanceOf(Error);
    expect(await perfGateContainers(process.pid)).toEqual([]);
  }, 180_000);
});
