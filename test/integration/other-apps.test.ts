// perf-gate on Spring Boot apps that are not the example (test/apps/), the way their users would
// set it up: their own Maven build, their own k6 script with k6's `name` tags and no perf-gate
// exports, seed data after Flyway's migrations. Short windows: this checks the plumbing reaches a
// real verdict with per-endpoint rows, not the app's capacity (budgets are loose: the runner is
// shared, and a latency budget there would test the neighbours). notes21 (Java 21, a context path)
// run to a verdict: init-other-apps.test.ts; here only its refusal on a Java 17 image.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GateResult } from '../../src/model.js';
import { runGateCli } from '../support/cli.js';
import {
  perfGateContainers,
  requireDocker,
  requireK6,
  testImages,
} from '../support/environment.js';
import { repoRoot } from '../support/example.js';

const apps = join(repoRoot, 'test/apps');

/** JRE stand-ins by Java release (perf-gate-local/jre:17, :21): the gate picks one per jar. */
const jreByJava = testImages.jre.replace(/:[^:/]+$/, ':{java}');

/**
 * Pass, or inconclusive only because of the load generator or the shared runner (the gate's own
 * generator rules say so): every budget rule was evaluated, none failed outright.
 */
function expectRealVerdict(result: GateResult): void {
  expect(result.error).toBeUndefined();
  expect(['pass', 'inconclusive']).toContain(result.verdict);
  for (const rule of result.rules.filter((r) => !r.passed)) {
    expect(rule.rule, rule.message).toMatch(/^generator\./);
  }
  expect(result.rules.filter((rule) => rule.rule.startsWith('budget.')).length).toBeGreaterThan(0);
}

/** A JDK 21 or newer on this machine, to build notes21 (Debian bookworm's default is 17). */
function jdk21Home(): string {
  const candidates = [
    process.env.PERF_GATE_TEST_JDK21_HOME,
    ...(existsSync('/usr/lib/jvm')
      ? readdirSync('/usr/lib/jvm').map((name) => join('/usr/lib/jvm', name))
      : []),
  ].filter((dir): dir is string => Boolean(dir));
  for (const dir of candidates) {
    const release = join(dir, 'release');
    if (!existsSync(join(dir, 'bin/javac')) || !existsSync(release)) continue;
    const version = /JAVA_VERSION="(\d+)/.exec(readFileSync(release, 'utf8'))?.[1];
    if (Number(version) >= 21) return dir;
  }
  throw new Error(
    'notes21 needs a JDK 21 or newer to build and none is in /usr/lib/jvm. Install one (e.g. Temurin 21) and/or set PERF_GATE_TEST_JDK21_HOME.',
  );
}

describe('perf-gate run on apps that are not the example', () => {
  beforeAll(async () => {
    await requireDocker();
    requireK6();
  });

  it('flyway-shop: Flyway migrates at boot, the seed runs after it; a script with name tags and a scenario without a script', async () => {
    // One gate, two scenarios on one boot: `shop` runs the app's own k6 script (name tags give the
    // endpoint rows), `browse` has no script and the bundled one sends the requests listed here.
    const app = join(apps, 'flyway-shop');
    const run = await runGateCli(
      `app:
  directory: ${app}
  build: mvn -B -q -DskipTests package
  jar: target/flyway-shop-*.jar
  resources: { cpus: 1.5, memory: 768m }
  startup-timeout: 300s # the shared test machine can be slow to boot a JVM
database:
  name: shop
  init-after-boot: [${join(app, 'perf/seed.sql')}]
# Only the boot ramp: booting and driving other apps is under test, not their JIT.
warmup: { boot: 4s, steady: false }
scenarios:
  - name: shop
    script: ${join(app, 'perf/shop.js')}
    rate: 8
    warmup: 3s
    duration: 6s
    budget:
      p95: 10s
      errors: 1%
      endpoints:
        'GET /api/products/{id}': { p95: 10s, errors: 1% }
  - name: browse
    rate: 8
    warmup: 2s
    duration: 6s
    requests:
      - path: /api/products/{id}
        weight: 3
        params: { id: 1..2000 }
      - name: order
        method: POST
        path: /api/orders
        body: { email: perf@shop.test, lines: [{ productId: '{id}', quantity: 1 }] }
        params: { id: [5, 6, 7] }
        status: 201
    budget:
      p95: 10s
      errors: 1%
      endpoints:
        order: { errors: 1% }
`,
      ['--app-image', jreByJava],
    );
    expect(run.code, run.stderr).toBe(0);
    const r = run.result;
    expectRealVerdict(r);
    const stages = r.stages.map((s) => s.stage);
    // The seed ran after the app booted (Flyway created the tables), before any window.
    expect(stages.indexOf('database-init-after-boot')).toBeGreaterThan(stages.indexOf('app-start'));
    expect(stages.indexOf('database-init-after-boot')).toBeLessThan(stages.indexOf('warmup'));
    const [shop, browse] = r.scenarios;
    const window = shop!.windows[0]!;
    // 404s would be errors: every product id the script asks for exists only because of the seed.
    expect(window.http.errorRate).toBe(0);
    expect(Object.keys(window.endpoints)).toEqual(
      expect.arrayContaining(['GET /api/products/{id}', 'GET /api/categories/{id}/products']),
    );
    const detail = window.endpoints['GET /api/products/{id}']!;
    expect(detail.requests).toBeGreaterThan(20);
    expect(detail.latency.p95).toBeGreaterThan(0);
    const endpointRule = r.rules.find(
      (rule) => rule.scenario === 'shop' && rule.endpoint === 'GET /api/products/{id}',
    );
    expect(endpointRule?.passed).toBe(true);
    expect(run.report).toContain('| GET /api/products/{id} |');
    // The JRE follows the jar: Java 17 bytecode, the Java 17 stand-in.
    expect(r.sides.pr.java).toBe(17);
    expect(r.sides.pr.appImage).toBe(jreByJava.replace('{java}', '17'));

    expect(browse!.script).toMatch(/scenarios\/requests\.js$/);
    const listed = browse!.windows[0]!;
    // A 400 (productId sent as a string) or 404 would count as failed: the body kept the number.
    expect(listed.http.errorRate).toBe(0);
    expect(Object.keys(listed.endpoints).sort()).toEqual(['GET /api/products/{id}', 'order']);
    expect(listed.endpoints.order!.requests).toBeGreaterThan(0);
    expect(await perfGateContainers(run.pid)).toEqual([]);
  });

  const notes21 = join(apps, 'notes21');
  const notesConfig = `app:
  directory: ${notes21}
  build: mvn -B -q -DskipTests package
  jar: target/notes21.jar
  profiles: [loadtest]
  resources: { cpus: 1.5, memory: 768m }
  startup-timeout: 300s # the shared test machine can be slow to boot a JVM
database:
  name: notes
# Only the boot ramp: booting and driving other apps is under test, not their JIT.
warmup: { boot: 4s, steady: false }
scenarios:
  - name: notes
    script: ${join(notes21, 'load/notes.js')}
    rate: 8
    warmup: 3s
    duration: 6s
    budget:
      p95: 10s
      errors: 1%
      endpoints:
        note: { p95: 10s }
`;

  it('notes21 on a Java 17 image: a configuration error naming both versions, before any boot', async () => {
    const run = await runGateCli(notesConfig, ['--app-image', testImages.jre], {
      JAVA_HOME: jdk21Home(),
    });
    expect(run.code, run.stderr).toBe(2);
    expect(run.result.error?.kind).toBe('config');
    expect(run.result.error?.message).toContain('runs Java 17, but');
    expect(run.result.error?.message).toContain('needs Java 21');
    expect(run.result.error?.fix).toContain(':21-jre');
    expect(run.result.stages.map((s) => s.stage)).not.toContain('warmup');
    expect(await perfGateContainers(run.pid)).toEqual([]);
  });
});
