// The sampling session on its own edges: nothing listening, an invalid address, a k6 that does not
// exist, a container id Docker does not know. It must never throw and must say what it missed.
import { createServer, type Server } from 'node:http';
import getPort from 'get-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTelemetry } from '../../src/telemetry/index.js';
import { requireDocker } from '../support/environment.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('telemetry session edges', () => {
  beforeAll(async () => {
    await requireDocker();
  });

  it('returns a record with notes when no source answers', async () => {
    const closedPort = await getPort({ host: '127.0.0.1' });
    const session = startTelemetry({
      managementBaseUrl: `http://127.0.0.1:${closedPort}/actuator`,
      containers: { app: 'f'.repeat(64) },
      k6: { pid: 2 ** 22 + 17, apiUrl: `http://127.0.0.1:${closedPort}` },
      intervalMs: 250,
      label: { scenario: 'nothing', side: 'base', round: 2 },
    });
    await sleep(1500);
    const record = await session.stop();
    expect(record.label).toEqual({ scenario: 'nothing', side: 'base', round: 2 });
    expect(record.samples).toBeGreaterThanOrEqual(3);
    expect(record.durationSec).toBeGreaterThan(1.4);
    const text = record.notes.map((note) => `${note.source}: ${note.message}`).join('\n');
    expect(text).toContain(`127.0.0.1:${closedPort}/actuator did not answer`);
    expect(text).toContain('could not be inspected');
    expect(text).toContain('/stat is not readable');
    expect(text).toContain("k6's REST API");
    // Each problem once, however many ticks hit it.
    expect(new Set(record.notes.map((note) => note.message)).size).toBe(record.notes.length);
    // The runner is still measured.
    expect(record.series['host.cpu']?.t.length ?? 0).toBeGreaterThanOrEqual(2);
  });

  it('does not throw on an invalid management URL', async () => {
    const session = startTelemetry({
      managementBaseUrl: 'not a url',
      intervalMs: 200,
      label: { scenario: 'invalid', side: 'pr', round: 0 },
    });
    await sleep(500);
    const record = await session.stop();
    expect(record.notes.some((note) => note.message.includes('not a url'))).toBe(true);
  });

  describe('a slow management endpoint', () => {
    let server: Server;
    let port: number;
    let concurrent = 0;
    let maxConcurrent = 0;

    beforeAll(async () => {
      port = await getPort({ host: '127.0.0.1' });
      // Answers after 700 ms: slower than the 250 ms interval, never asked twice at once.
      server = createServer((request, response) => {
        concurrent++;
        maxConcurrent = Math.max(maxConcurrent, concurrent);
        setTimeout(() => {
          concurrent--;
          response.setHeader('content-type', 'text/plain;version=0.0.4');
          response.end('tomcat_threads_busy_threads{name="http-nio"} 3\nprocess_cpu_usage 0.25\n');
        }, 700);
      });
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    });

    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
    });

    it('keeps one request in flight and still uses the late answers', async () => {
      const session = startTelemetry({
        managementBaseUrl: `http://127.0.0.1:${port}/actuator`,
        intervalMs: 250,
        label: { scenario: 'slow', side: 'pr', round: 0 },
      });
      await sleep(2600);
      const record = await session.stop();
      expect(maxConcurrent).toBe(1);
      expect(record.series['tomcat.busy']?.values.length ?? 0).toBeGreaterThanOrEqual(2);
      expect(record.series['jvm.cpu']?.values[0]).toBe(25);
      expect(record.facts.appMetricsSource).toBe('prometheus');
    });
  });
});
