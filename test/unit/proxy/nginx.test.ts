// The repository's nginx.conf in front of the lab's app: what is rewritten (listen, upstreams),
// what is left out (host files, TLS, process settings), where its limits are written, and what the
// error log says about a window, as findings that name the line.
import { describe, expect, it } from 'vitest';
import { proxyFindings } from '../../../src/analysis/diagnosis/proxy.js';
import { ConfigError } from '../../../src/errors.js';
import type { WindowMeasurement } from '../../../src/model.js';
import { rewriteProxyConf } from '../../../src/proxy/nginx-conf.js';
import { proxyEvidence } from '../../../src/proxy/nginx-log.js';
import { parseStubStatus, proxyConnections } from '../../../src/proxy/nginx-status.js';
import { parseNginx } from '../../../src/proxy/nginx-parse.js';

// The shape of the seeds' VM: Nginx with a per-IP rate limit in front of two Spring instances.
const CONF = `user www-data;
worker_processes auto;
pid /run/nginx.pid;
include /etc/nginx/modules-enabled/*.conf;

events {
    worker_connections 768;
}

http {
    include /etc/nginx/mime.types;
    limit_req_zone $binary_remote_addr zone=api:10m rate=30r/s;
    upstream backend {
        server 10.0.0.11:8080 max_fails=3;
        server 10.0.0.12:8080;
        keepalive 32;
    }
    server {
        listen 80 default_server;
        listen 443 ssl http2;
        ssl_certificate /etc/ssl/certs/site.pem;
        location /api/ {
            limit_req zone=api burst=5 nodelay;
            proxy_pass http://backend;
            proxy_read_timeout 5s;
        }
        location /legacy/ {
            proxy_pass http://localhost:9000/old/;
        }
        error_log /var/log/nginx/api.error.log;
    }
    include /etc/nginx/sites-enabled/*;
}
`;

describe('the nginx.conf perf-gate runs', () => {
  const rewritten = rewriteProxyConf(CONF, 'deploy/nginx.conf', {
    listenPort: 38121,
    apps: ['127.0.0.1:18080'],
  });

  it('points listen and the upstream at the lab, and keeps every limit as written', () => {
    expect(rewritten.changes).toEqual([
      'deploy/nginx.conf:14 server 10.0.0.11:8080 max_fails=3 -> server 127.0.0.1:18080 max_fails=3',
      "deploy/nginx.conf:15 server 10.0.0.12:8080 -> (left out: the lab's instances replace it)",
      'deploy/nginx.conf:19 listen 80 default_server -> listen 127.0.0.1:38121 default_server',
      'deploy/nginx.conf:20 listen 443 ssl http2 -> listen 127.0.0.1:38121',
      'deploy/nginx.conf:28 proxy_pass http://localhost:9000/old/ -> proxy_pass http://127.0.0.1:18080/old/',
    ]);
    expect(rewritten.text).toContain('limit_req zone=api burst=5 nodelay;');
    expect(rewritten.text).toContain('worker_connections 768;');
    expect(rewritten.text).toContain('proxy_read_timeout 5s;');
    expect(rewritten.text).toContain('keepalive 32;');
    // Nothing listens anywhere but the loopback port.
    expect(rewritten.text.match(/^ *listen [^;]+;/gm)?.map((line) => line.trim())).toEqual([
      'listen 127.0.0.1:38121 default_server;',
      'listen 127.0.0.1:38121;',
    ]);
  });

  it("leaves out the production host's files, TLS and process settings, saying which", () => {
    expect(rewritten.dropped.map((line) => line.split(' (')[0])).toEqual([
      'deploy/nginx.conf:1 user www-data',
      'deploy/nginx.conf:3 pid /run/nginx.pid',
      'deploy/nginx.conf:4 include /etc/nginx/modules-enabled/*.conf',
      'deploy/nginx.conf:21 ssl_certificate /etc/ssl/certs/site.pem',
      'deploy/nginx.conf:30 error_log /var/log/nginx/api.error.log',
      'deploy/nginx.conf:32 include /etc/nginx/sites-enabled/*',
    ]);
    expect(rewritten.text).toMatch(
      /^# Written by perf-gate[^\n]*\npid \/tmp\/nginx\.pid;\nerror_log stderr warn;\n/,
    );
    expect(rewritten.text).toContain('include /etc/nginx/mime.types;');
  });

  it('names where each limit is written, with its zone', () => {
    expect(rewritten.limits).toEqual([
      { kind: 'worker_connections', source: 'deploy/nginx.conf:7', text: 'worker_connections 768' },
      {
        kind: 'limit_req',
        source: 'deploy/nginx.conf:23',
        text: 'limit_req zone=api burst=5 nodelay',
        zone: 'api',
        definition: {
          source: 'deploy/nginx.conf:12',
          text: 'limit_req_zone $binary_remote_addr zone=api:10m rate=30r/s',
        },
      },
    ]);
  });

  it('lists every app instance in the upstream, and adds one for a direct proxy_pass', () => {
    const two = rewriteProxyConf(CONF, 'deploy/nginx.conf', {
      listenPort: 38121,
      apps: ['127.0.0.1:18080', '127.0.0.1:18090'],
    });
    expect(two.changes[0]).toBe(
      'deploy/nginx.conf:14 server 10.0.0.11:8080 max_fails=3 -> server 127.0.0.1:18080 max_fails=3; server 127.0.0.1:18090 max_fails=3',
    );
    expect(two.text).toContain(
      'upstream backend {\n    server 127.0.0.1:18080 max_fails=3;\n    server 127.0.0.1:18090 max_fails=3;\n    keepalive 32;',
    );
    expect(two.text).toContain(
      'upstream perf_gate_app {\n    server 127.0.0.1:18080;\n    server 127.0.0.1:18090;\n  }',
    );
    expect(two.text).toContain('proxy_pass http://perf_gate_app/old/;');
    const one = rewriteProxyConf(CONF, 'deploy/nginx.conf', {
      listenPort: 38121,
      apps: ['127.0.0.1:18080'],
    });
    expect(one.text).not.toContain('perf_gate_app');
  });

  it('wraps a file of server blocks (a site) in http, with events', () => {
    const site = rewriteProxyConf(
      'server {\n  listen 8080;\n  location / { proxy_pass http://app:8080; }\n}\n',
      'site.conf',
      { listenPort: 40000, apps: ['127.0.0.1:18080'] },
    );
    expect(site.text).toContain(
      'events {\n}\nhttp {\n  include /etc/nginx/mime.types;\n  server {',
    );
    expect(site.text).toContain('proxy_pass http://127.0.0.1:18080;');
  });

  it('refuses a file nginx could not read, naming the line', () => {
    expect(() => parseNginx('http {\n  server {\n    listen 80\n  }\n}\n', 'nginx.conf')).toThrow(
      ConfigError,
    );
    expect(() => parseNginx('events {}\n}\n', 'nginx.conf')).toThrow(
      'nginx.conf:2: "}" closes no block.',
    );
  });
});

describe("Nginx's error log over a window", () => {
  const log = [
    '2026/11/28 10:00:01 [error] 7#7: *101 limiting requests, excess: 5.960 by zone "api", client: 127.0.0.1, server: , request: "GET /api/contents/1 HTTP/1.1", host: "127.0.0.1:38121"',
    '2026/11/28 10:00:01 [error] 7#7: *102 limiting requests, excess: 5.990 by zone "api", client: 127.0.0.1, server: , request: "GET /api/contents/2 HTTP/1.1", host: "127.0.0.1:38121"',
    '2026/11/28 10:00:02 [warn] 7#7: 768 worker_connections are not enough, reusing connections',
    '2026/11/28 10:00:02 [alert] 7#7: 768 worker_connections are not enough',
    '2026/11/28 10:00:03 [error] 7#7: *130 upstream timed out (110: Connection timed out) while reading response header from upstream',
  ];

  it('counts rejections per zone, connection shortages and upstream timeouts', () => {
    expect(proxyEvidence(log)).toMatchObject({
      limitReqRejected: { api: 2 },
      workerConnections: 1,
      workerConnectionsReused: 1,
      upstreamTimeouts: 1,
      tooManyOpenFiles: 0,
    });
  });

  it('names the limit_req line and its zone, the share of 503s, and the single-client generator', () => {
    const rewritten = rewriteProxyConf(CONF, 'deploy/nginx.conf', {
      listenPort: 1,
      apps: ['127.0.0.1:2'],
    });
    const window = {
      http: { requests: 600, failed: 246, statusCodes: { 200: 354, 503: 246 } },
      proxy: {
        evidence: { ...proxyEvidence(log), limitReqRejected: { api: 246 } },
        limits: rewritten.limits,
      },
    } as unknown as WindowMeasurement;
    const findings = proxyFindings(window, (text) => text, { scenario: 's', side: 'pr' });
    expect(findings.map((f) => f.rule)).toEqual([
      'proxy.limit-req',
      'proxy.worker-connections',
      'proxy.upstream-timeout',
    ]);
    expect(findings[0]!.level).toBe('warning');
    expect(findings[0]!.message).toMatch(
      /^Nginx rejected 246 of 600 requests \(41 %\) at deploy\/nginx\.conf:23 limit_req zone=api burst=5 nodelay \(zone: deploy\/nginx\.conf:12 limit_req_zone \$binary_remote_addr zone=api:10m rate=30r\/s\); the failed requests were answered 503 ×246\. The zone counts per client address/,
    );
    expect(findings[1]!.message).toContain(
      'ran out of connections 1 times ("worker_connections are not enough") and closed the connections it had no room for, at deploy/nginx.conf:7 worker_connections 768',
    );
  });

  it('tells idle keep-alive connections closed to make room from connections refused', () => {
    const rewritten = rewriteProxyConf(CONF, 'deploy/nginx.conf', {
      listenPort: 1,
      apps: ['127.0.0.1:2'],
    });
    const reused =
      '2026/11/28 10:00:0%d [warn] 7#7: 768 worker_connections are not enough, reusing connections';
    const evidence = proxyEvidence([1, 2, 3].map((s) => reused.replace('%d', String(s))));
    expect(evidence).toMatchObject({ workerConnections: 0, workerConnectionsReused: 3 });
    const window = {
      http: { requests: 600, failed: 0, statusCodes: { 200: 600 } },
      proxy: { evidence, limits: rewritten.limits },
    } as unknown as WindowMeasurement;
    const [finding, ...rest] = proxyFindings(window, (text) => text, { scenario: 's', side: 'pr' });
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ rule: 'proxy.worker-connections', level: 'notice' });
    expect(finding!.message).toMatch(
      /^Nginx was nearly out of connections in 3 second\(s\) of the window \("worker_connections are not enough, reusing connections"\) at deploy\/nginx\.conf:7 worker_connections 768: it closed idle keep-alive connections/,
    );
  });
});

describe("Nginx's connections over a window (stub_status)", () => {
  const page = (active: number, writing: number, waiting: number) =>
    `Active connections: ${active} \nserver accepts handled requests\n 10 10 25 \nReading: 0 Writing: ${writing} Waiting: ${waiting} \n`;

  it('reads the page, leaving out the status read itself', () => {
    expect(parseStubStatus(page(3, 1, 2))).toEqual({
      active: 3,
      reading: 0,
      writing: 1,
      waiting: 2,
    });
    expect(parseStubStatus('<html>404</html>')).toBeUndefined();
    expect(
      proxyConnections([parseStubStatus(page(1, 1, 0))!, parseStubStatus(page(65, 20, 44))!]),
    ).toEqual({ samples: 2, activePeak: 64, activeMean: 32, waitingPeak: 44, writingPeak: 19 });
    expect(proxyConnections([])).toBeUndefined();
  });

  it('is served by a server block of its own, on its own loopback port', () => {
    const rewritten = rewriteProxyConf(CONF, 'deploy/nginx.conf', {
      listenPort: 38121,
      apps: ['127.0.0.1:18080'],
      statusPort: 38122,
    });
    expect(rewritten.text).toContain(
      'server {\n    listen 127.0.0.1:38122;\n    access_log off;\n    location = /perf-gate-nginx-status {\n      stub_status;\n    }\n  }',
    );
  });
});
