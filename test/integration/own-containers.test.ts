// A container still inside its readiness wait is not in the cleanup scope yet; on a signal the
// teardown also removes every container this process labelled as its own. Real Docker: what no
// unit test shows is the engine's own label filters and listing.
import { describe, expect, it } from 'vitest';
import { ResourceScope } from '../../src/env/scope.js';
import {
  hostContainer,
  LogTail,
  OWNER_LABEL,
  OWNER_NAMESPACE_LABEL,
  ownerNamespace,
  removeOrphanContainers,
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

describe('removeOrphanContainers', () => {
  it("removes a dead owner's container from this namespace, never one whose owner runs elsewhere", async () => {
    await requireDocker();
    // A pid above Linux's limit (2^22) is alive nowhere: both owners look dead from here.
    const dead = '4194305';
    const start = (namespace: string) =>
      startContainer(
        hostContainer(testImages.jre, 'app', {}, new LogTail())
          .withCommand(['sleep', '300'])
          .withLabels({ [OWNER_LABEL]: dead, [OWNER_NAMESPACE_LABEL]: namespace }),
        'app',
        testImages.jre,
      );
    const here = await start(ownerNamespace());
    // e.g. perf-gate inside act's runner container, on the same engine: its pids are its own
    const elsewhere = await start('runner-container pid:[4026532999]');
    try {
      expect(await removeOrphanContainers()).toBeGreaterThanOrEqual(1);
      const left = await perfGateContainers(Number(dead));
      expect(left).toContain(elsewhere.container.getId());
      expect(left).not.toContain(here.container.getId());
    } finally {
      await elsewhere.container.stop({ remove: true, timeout: 0 }).catch(() => undefined);
      await here.container.stop({ remove: true, timeout: 0 }).catch(() => undefined);
    }
  }, 180_000);
});
