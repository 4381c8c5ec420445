// An app that does not expose /actuator/prometheus still gets telemetry from /actuator/metrics,
// and one that exposes neither still gets a record (and a verdict) with notes that say how to
// enable them. Real example app, its exposure cut down through the environment.
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StartedApp } from '../../src/env/app.js';
import type { StartedDatabase } from '../../src/env/database.js';
import { diagnoseWindow } from '../../src/analysis/diagnosis/index.js';
import { EXPOSE_FIX, startTelemetry } from '../../src/telemetry/index.js';
import { requireK6 } from '../support/environment.js';
import {
  ensureExampleJar,
  expectedVolumes,
  ownContainers,
  requireExampleTools,
  scenariosDir,
  startExampleApp,
  startExampleDatabase,
} from '../support/example.js';

const volumes = expectedVolumes(0.1);

function load(app: StartedApp, seconds: number): Promise<number | null> {
  const vars = {
    BASE_URL: app.baseUrl,
    RATE: 10,
    DURATION: `${seconds}s`,
    CONTENT_COUNT: volumes.content,
    MEMBER_COUNT: volumes.member,
    P95_MS: 60000,
  };
  const args = ['run', '--quiet', '--no-summary'];
  for (const [name, value] of Object.entries(vars)) args.push('-e', `${name}=${value}`);
  args.push(join(scenariosDir, 'read-heavy.js'));
  const child = spawn(requireK6(), args, {
    stdio: 'ignore',
    env: { ...process.env, K6_NO_USAGE_REPORT: 'true' },
  });
  return new Promise((resolve) => child.on('close', resolve));
}

describe('telemetry when the app exposes less', () => {
  let database: StartedDatabase;

  beforeAll(async () => {
    await requireExampleTools();
    await ensureExampleJar();
    database = await startExampleDatabase({ scale: 0.1 });
  });

  afterAll(async () => {
    await database?.stop();
    expect(await ownContainers()).toEqual([]);
  });

  it('falls back to /actuator/metrics when /actuator/prometheus is not exposed', async () => {
    const app = await startExampleApp(database, {
      MANAGEMENT_ENDPOINTS_WEB_EXPOSURE_INCLUDE: 'health,metrics',
    });
    try {
      await load(app, 5);
      const session = startTelemetry({
        managementBaseUrl: app.managementBaseUrl,
        label: { scenario: 'fallback', side: 'pr', round: 0 },
      });
      await load(app, 8);
      const record = await session.stop();
      expect(record.facts.appMetricsSource).toBe('metrics');
      expect(record.notes.some((note) => note.fix === EXPOSE_FIX)).toBe(true);
      for (const name of [
        'tomcat.busy',
        'hikari.active',
        'hikari.pending',
        'jvm.cpu',
        'app.rate',
      ]) {
        expect(record.series[name]?.t.length ?? 0, name).toBeGreaterThanOrEqual(5);
      }
      // Only the app's own endpoints: the sampler's requests to /actuator/metrics are left out.
      const rates = Object.keys(record.series).filter((name) => name.startsWith('app.rate['));
      expect(rates.length).toBeGreaterThan(0);
      expect(rates.some((name) => name.includes('actuator'))).toBe(false);
      expect(record.facts).toMatchObject({ threadsMax: 200, maximumPoolSize: 10 });
    } finally {
      await app.stop();
    }
  });

  it('returns a record with the fix when neither endpoint is exposed', async () => {
    const app = await startExampleApp(database, {
      MANAGEMENT_ENDPOINTS_WEB_EXPOSURE_INCLUDE: 'health',
    });
    try {
      const session = startTelemetry({
        managementBaseUrl: app.managementBaseUrl,
        containers: { app: app.containerId },
        label: { scenario: 'bare', side: 'pr', round: 0 },
      });
      await load(app, 5);
      const record = await session.stop();
      expect(record.facts.appMetricsSource).toBeUndefined();
      const note = record.notes.find((entry) => entry.message.includes('Neither'));
      expect(note?.fix).toContain('micrometer-registry-prometheus');
      expect(note?.fix).toContain(
        'management.endpoints.web.exposure.include=health,metrics,prometheus',
      );
      // The container is still measured, and the diagnosis works on what there is.
      expect(record.series['container.app.cpu']?.t.length ?? 0).toBeGreaterThanOrEqual(3);
      expect(Object.keys(record.series).some((name) => name.startsWith('app.'))).toBe(false);
      expect(() => diagnoseWindow(record)).not.toThrow();
    } finally {
      await app.stop();
    }
  });
});
