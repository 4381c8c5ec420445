// The app's side of the production topology. Several instances (app.instances): what no unit test
// through the fake lab can show is that two real JVMs of one jar boot side by side, that real Nginx
// spreads the load over both from the repository's upstream (and k6 in turn when no proxy is in
// front), that each one's own telemetry reaches the result, and that the database's connection
// peak covers both pools. And a container nofile limit (app.ulimits) that a real JVM runs into
// under 300 client connections, found in its log and named.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  perfGateContainers,
  requireDocker,
  requireK6,
  testImages,
} from '../support/environment.js';
import { ensureExampleJar } from '../support/example.js';
import { exampleConfig, gate, readHeavy } from '../support/gate-cli.js';
import { testTmpDir } from '../support/test-tmp.js';

function nginxConf(): string {
  const file = join(testTmpDir('perf-gate-nginx-'), 'nginx.conf');
  writeFileSync(
    file,
    `events { worker_connections 512; }
http {
    upstream travel {
        server 10.0.0.5:8080;
        server 10.0.0.6:8080;
        keepalive 16;
    }
    server {
        listen 80;
        location / {
            proxy_pass http://travel;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
        }
    }
}
`,
  );
  return file;
}

/** The example with two instances of 40 pooled connections each, and MySQL's max_connections. */
function twoInstances(proxy: boolean): string {
  return exampleConfig(
    readHeavy(30, '{ p95: 5s, errors: 5% }'),
    '  instances: 2\n  env: { SPRING_DATASOURCE_HIKARI_MAXIMUM_POOL_SIZE: "40", SPRING_DATASOURCE_HIKARI_MINIMUM_IDLE: "40" }',
  )
    .replace('\ndatabase:\n', '\ndatabase:\n  server: { max_connections: 100 }\n')
    .replace(
      '\nscenarios:\n',
      proxy
        ? `\nproxy:\n  config: ${nginxConf()}\n  image: ${testImages.nginx}\nscenarios:\n`
        : '\nscenarios:\n',
    );
}

describe('two instances of the app (app.instances)', () => {
  beforeAll(async () => {
    await requireDocker();
    requireK6();
    await ensureExampleJar();
    expect(testImages.nginx, 'run scripts/provision: it builds the local Nginx image').not.toBe('');
  });

  it.each([
    ['behind Nginx', true],
    ['called in turn by k6', false],
  ])(
    '%s: both serve, each with its own telemetry, and the database holds both pools',
    async (_, proxy) => {
      const run = await gate(twoInstances(proxy));
      expect(run.code, run.stdout + run.stderr).toBeLessThanOrEqual(1);
      expect(['pass', 'inconclusive']).toContain(run.result.verdict);
      const window = run.result.scenarios[0]!.windows[0]!;
      expect(window.http.failed).toBe(0);
      const instances = window.instances!;
      expect(instances.map((one) => one.label)).toEqual(['pr-1', 'pr-2']);
      expect(new Set(instances.map((one) => one.container)).size).toBe(2);
      // Each served its share of the 30/s (in turn: about 15/s each).
      for (const one of instances) {
        expect(one.requestsPerSec, one.label).toBeGreaterThan(5);
        expect(one.cpuPercent, one.label).toBeGreaterThan(0);
        expect(one.hikariActivePeak, one.label).toBeDefined();
      }
      // Two fixed pools of 20 are open at once on the one server.
      expect(window.database).toMatchObject({ maxConnections: 100, refused: 0 });
      expect(window.database!.maxUsedConnections).toBeGreaterThanOrEqual(40);
      expect(run.stdout).toContain('Instances (2), database and services');
      if (proxy) expect(run.stderr).toMatch(/in front of 127\.0\.0\.1:\d+, 127\.0\.0\.1:\d+/);
      expect(await perfGateContainers(run.pid)).toEqual([]);
    },
  );
});

describe("the app's file limit (app.ulimits)", () => {
  beforeAll(async () => {
    await requireDocker();
    requireK6();
    await ensureExampleJar();
  });

  it('finds "Too many open files" in the app\'s log and names the limit', async () => {
    // 300 VUs each keep a connection to Tomcat: past the 256 descriptors the JVM may hold.
    const config = exampleConfig(
      readHeavy(60, '{ p95: 5s, errors: 5% }', '    pre-allocated-vus: 300\n    max-vus: 400\n'),
      '  ulimits: { nofile: 256 }',
    );
    const run = await gate(config);
    expect(run.code, run.stderr).toBeLessThanOrEqual(1);
    const window = run.result.scenarios[0]!.windows[0]!;
    expect(window.appExceptions?.map((e) => e.line)).toContain(
      'java.io.IOException: Too many open files',
    );
    const finding = run.result.scenarios[0]!.findings.find((f) => f.rule === 'app.open-files');
    expect(finding?.message).toMatch(
      /the app ran out of file descriptors: its log says "Too many open files" \d+ time\(s\).*app\.ulimits\.nofile/,
    );
    expect(await perfGateContainers(run.pid)).toEqual([]);
  });
});
