// Integration tests run against real Docker, real images and real k6. When any is missing they fail
// with the fix — they never skip, so a CI without Docker goes red instead of silently green.
import { execFileSync } from 'node:child_process';
import { ImageName, getContainerRuntimeClient } from 'testcontainers';
import { ensureDocker, preferLoopbackDockerHost } from '../../src/env/docker.js';

const FIX =
  'Run `scripts/provision` (Docker engine, stand-in images, k6, Node 24) and `source ~/.cache/perf-gate/env`.';

/** Image names for tests: local stand-ins from scripts/provision, never the product defaults. */
export const testImages = {
  database: process.env.PERF_GATE_TEST_DB_IMAGE ?? '',
  jre: process.env.PERF_GATE_TEST_JRE_IMAGE ?? '',
  /** the build sandbox's JDK (the action builds in a container by default) */
  jdk: process.env.PERF_GATE_TEST_JDK_IMAGE ?? '',
  /** that JDK plus the Gradle scripts/provision assembles, standing in for gradle:8.10-jdk17 */
  gradle: process.env.PERF_GATE_TEST_GRADLE_IMAGE ?? '',
  /** k6's sandbox image (the action runs k6 in a container by default) */
  k6: process.env.PERF_GATE_TEST_K6_IMAGE ?? '',
  /** Nginx from Debian, standing in for nginx:stable (perf-gate.yml `proxy`) */
  nginx: process.env.PERF_GATE_TEST_NGINX_IMAGE ?? '',
  /** redis-server from Debian, standing in for redis:7 (perf-gate.yml `services.redis`) */
  redis: process.env.PERF_GATE_TEST_REDIS_IMAGE ?? '',
};

/** Throws with the provisioning fix unless Docker answers and the test images exist. */
export async function requireDocker(): Promise<void> {
  preferLoopbackDockerHost();
  try {
    await ensureDocker();
  } catch (error) {
    throw new Error(
      `Integration tests need a Docker engine and none is reachable (${(error as Error).message.split('\n')[0]}). ${FIX}`,
      { cause: error },
    );
  }
  for (const [role, image] of Object.entries(testImages)) {
    if (!image)
      throw new Error(
        `PERF_GATE_TEST_${role === 'database' ? 'DB' : role.toUpperCase()}_IMAGE is not set. ${FIX}`,
      );
    const client = await getContainerRuntimeClient();
    if (!(await client.image.exists(ImageName.fromString(image)))) {
      throw new Error(`Test image ${image} is missing. ${FIX}`);
    }
  }
}

/** Throws with the provisioning fix unless k6 runs; returns its path. */
export function requireK6(): string {
  const k6 = process.env.PERF_GATE_K6 ?? 'k6';
  try {
    execFileSync(k6, ['version'], { stdio: 'pipe' });
  } catch {
    throw new Error(`Integration tests need k6 and "${k6}" does not run. ${FIX}`);
  }
  return k6;
}

/**
 * Ids of containers, running or stopped, that perf-gate started; only those of `ownerPid` if given
 * (other test files may run containers at the same time). Asks the docker CLI: testcontainers'
 * listing shows running containers only.
 */
export function perfGateContainers(ownerPid?: number): Promise<string[]> {
  const label = ownerPid === undefined ? 'perf-gate.owner-pid' : `perf-gate.owner-pid=${ownerPid}`;
  const out = execFileSync('docker', ['ps', '-aq', '--no-trunc', '--filter', `label=${label}`], {
    encoding: 'utf8',
  });
  return Promise.resolve(out.split('\n').filter(Boolean));
}
