// Nginx in front of the example app, with a repository's nginx.conf: what no unit test through the
// fake lab can show is that the rewritten config runs in real Nginx in front of the real app, that
// its `limit_req` refuses k6's requests (all from 127.0.0.1) until the gate fails on errors, and that
// the diagnosis names the nginx.conf line; with the limit raised the same gate passes, with the
// database's own max_connections (database.server) and its connection counters in the result; and
// that what real Nginx logs when k6's keep-alive clients outnumber worker_connections is named.
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

/** An nginx.conf as a team keeps it in its repository: a per-IP rate limit on the API. */
function nginxConf(rate: string, burst = 5, workerConnections = 512): string {
  const file = join(testTmpDir('perf-gate-nginx-'), 'nginx.conf');
  writeFileSync(
    file,
    `user www-data;
events {
    worker_connections ${workerConnections};
}
http {
    limit_req_zone $binary_remote_addr zone=api:1m rate=${rate};
    upstream travel {
        server 10.0.0.5:8080;
        keepalive 16;
    }
    server {
        listen 80;
        location / {
            limit_req zone=api burst=${burst} nodelay;
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

const behindNginx = (conf: string, rate = 30, vus = ''): string =>
  exampleConfig(readHeavy(rate, '{ p95: 5s, errors: 1% }', vus)).replace(
    '\nscenarios:\n',
    `\nproxy:\n  config: ${conf}\n  image: ${testImages.nginx}\nscenarios:\n`,
  );

describe('Nginx in front (proxy)', () => {
  beforeAll(async () => {
    await requireDocker();
    requireK6();
    await ensureExampleJar();
    expect(testImages.nginx, 'run scripts/provision: it builds the local Nginx image').not.toBe('');
  });

  it('fails on the requests its limit_req refused, naming the nginx.conf line', async () => {
    const run = await gate(behindNginx(nginxConf('10r/s')));
    expect(run.code, run.stderr).toBe(1);
    expect(run.result.verdict).toBe('fail');
    const window = run.result.scenarios[0]!.windows[0]!;
    expect(window.http.statusCodes?.['503']).toBeGreaterThan(window.http.requests * 0.2);
    expect(window.proxy?.evidence.limitReqRejected.api).toBeGreaterThan(0);
    const finding = run.result.scenarios[0]!.findings.find((f) => f.rule === 'proxy.limit-req');
    expect(finding?.message).toMatch(
      /Nginx rejected [\d,]+ of [\d,]+ requests \([\d.]+ ?%\) at \S*nginx\.conf:14 limit_req zone=api burst=5 nodelay \(zone: \S*nginx\.conf:6 limit_req_zone \$binary_remote_addr zone=api:1m rate=10r\/s\); the failed requests were answered 503 ×/,
    );
    expect(finding?.message).toContain('comes from 127.0.0.1');
    expect(run.stderr).toMatch(/starting Nginx on 127\.0\.0\.1:\d+ in front of 127\.0\.0\.1:\d+/);
    expect(run.stderr).toMatch(/nginx: left out \S*nginx\.conf:1 user www-data/);
    expect(await perfGateContainers(run.pid)).toEqual([]);
  });

  it('passes the same run with the limit raised; the database reports its limit and peak', async () => {
    const config = behindNginx(nginxConf('1000r/s', 1000)).replace(
      '\ndatabase:\n',
      '\ndatabase:\n  server: { max_connections: 40 }\n',
    );
    const run = await gate(config);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    // A runner busy with other test files may leave the generator's rules undecided: nothing else.
    if (run.result.verdict !== 'pass') {
      expect(run.result.verdict).toBe('inconclusive');
      const undecided = run.result.rules.filter((r) => r.inconclusive).map((r) => r.rule);
      expect(
        undecided.every((rule) => rule.startsWith('generator.')),
        undecided.join(', '),
      ).toBe(true);
    }
    const window = run.result.scenarios[0]!.windows[0]!;
    expect(window.http.failed).toBe(0);
    expect(window.proxy?.evidence.limitReqRejected).toEqual({});
    // Nginx's stub_status, read twice a second through the window: k6's client connections.
    expect(window.proxy?.connections?.samples).toBeGreaterThan(5);
    expect(window.proxy?.connections?.activePeak).toBeGreaterThan(0);
    // database.server reached the server, and its counters the result: Hikari's 10 connections.
    expect(window.database).toMatchObject({
      maxConnections: 40,
      refused: 0,
      maxConnectionsSource: 'perf-gate.yml (database.server.max_connections)',
    });
    expect(window.database!.maxUsedConnections).toBeGreaterThanOrEqual(10);
  });

  it('names worker_connections when the clients keep more connections open than it allows', async () => {
    // 150 VUs each keep their own connection to Nginx, and each proxied request holds a second:
    // alone on the machine some 40 stay open, more than 32 slots allow. Nginx then closes idle ones
    // (a warning, once a second) or, when none is idle, the new one (an alert, the request fails):
    // either is named with the line, and which one depends on the runner's timing.
    const run = await gate(
      behindNginx(
        nginxConf('1000r/s', 1000, 32),
        60,
        '    pre-allocated-vus: 150\n    max-vus: 200\n',
      ),
    );
    expect(run.result.error, run.stderr).toBeUndefined();
    expect([0, 1]).toContain(run.code);
    const window = run.result.scenarios[0]!.windows[0]!;
    const { workerConnections, workerConnectionsReused } = window.proxy!.evidence;
    expect(workerConnections + workerConnectionsReused).toBeGreaterThan(0);
    expect(window.proxy?.connections?.activePeak).toBeGreaterThan(10);
    expect(run.stdout).toMatch(/Nginx: at most \d+ client connections open at once/);
    const finding = run.result.scenarios[0]!.findings.find(
      (f) => f.rule === 'proxy.worker-connections',
    );
    expect(finding?.message).toMatch(
      workerConnections > 0
        ? /Nginx ran out of connections [\d,]+ times \("worker_connections are not enough"\) and closed the connections it had no room for, at \S*nginx\.conf:3 worker_connections 32/
        : /Nginx was nearly out of connections in [\d,]+ second\(s\) of the window \("worker_connections are not enough, reusing connections"\) at \S*nginx\.conf:3 worker_connections 32/,
    );
    expect(await perfGateContainers(run.pid)).toEqual([]);
  });
});
