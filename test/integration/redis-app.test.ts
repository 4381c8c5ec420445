// An app under test/apps that caches its reads in Redis (cache-catalog: Spring Data Redis, @Cacheable)
// run to a verdict with services.redis. What no unit test can show: the real Spring Boot app reaches
// the Redis container through the environment perf-gate sets (without it every cached read fails),
// the cache is used (hits counted by Redis itself), and the window records it.
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  perfGateContainers,
  requireDocker,
  requireK6,
  testImages,
} from '../support/environment.js';
import { repoRoot } from '../support/example.js';
import { gate, SHORT_WARMUP } from '../support/gate-cli.js';

const app = join(repoRoot, 'test/apps/cache-catalog');

describe('an app with Redis (services.redis)', () => {
  beforeAll(async () => {
    await requireDocker();
    requireK6();
    expect(testImages.redis, 'run scripts/provision: it builds the local Redis image').not.toBe('');
  });

  it('boots Redis beside MySQL, the app caches in it, and the window reports its hits', async () => {
    const run = await gate(`app:
  directory: ${app}
  build: mvn -B -q -DskipTests package
  jar: target/cache-catalog.jar
  resources: { cpus: 1.5, memory: 768m }
database:
  init: [${app}/db/schema.sql, ${app}/perf/seed.sql]
services:
  redis: { image: ${testImages.redis} }
${SHORT_WARMUP}
scenarios:
  - name: catalog
    script: ${app}/perf/catalog.js
    rate: 20
    duration: 10s
    budget: { p95: 2s, errors: 1% }
`);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stderr).toMatch(/starting Redis on 127\.0\.0\.1:\d+/);
    const window = run.result.scenarios[0]!.windows[0]!;
    expect(window.http.failed).toBe(0);
    expect(window.endpoints['GET /api/products/{id}']?.requests).toBeGreaterThan(100);
    // 50 hot products read ~200 times: after the warm-up's misses, nearly every read is a hit.
    expect(window.redis?.commands).toBeGreaterThan(100);
    expect(window.redis?.hitRatio).toBeGreaterThan(0.5);
    expect(await perfGateContainers(run.pid)).toEqual([]);
  });
});
