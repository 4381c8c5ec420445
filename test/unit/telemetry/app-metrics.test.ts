import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  isManagementUri,
  snapshotFromActuatorMetrics,
  snapshotFromPrometheus,
  type ActuatorMetricBody,
} from '../../../src/telemetry/app-metrics.js';
import { parsePrometheusText } from '../../../src/telemetry/prometheus.js';

const excerpt = readFileSync(
  new URL('../../fixtures/telemetry/spring-boot-prometheus-excerpt.txt', import.meta.url),
  'utf8',
);

describe('snapshotFromPrometheus', () => {
  const snapshot = snapshotFromPrometheus(parsePrometheusText(excerpt));

  it('reads Tomcat threads and the Hikari pool by name', () => {
    expect(snapshot.tomcat).toEqual({ busy: 7, current: 10, max: 200 });
    expect(snapshot.pools).toEqual({
      'HikariPool-1': {
        active: 2,
        idle: 0,
        pending: 5,
        max: 2,
        acquireCount: 1520,
        acquireSumSec: 3.04,
        timeouts: 3,
      },
    });
  });

  it('sums heap spaces, ignoring undefined (-1) maxima and non-heap', () => {
    expect(snapshot.heapUsedBytes).toBe(41943040 + 62914560 + 2097152);
    expect(snapshot.heapMaxBytes).toBe(536870912);
  });

  it('sums GC pauses over collectors and reads CPU gauges', () => {
    expect(snapshot.gcPauseCount).toBe(41);
    expect(snapshot.gcPauseSumSec).toBeCloseTo(0.5, 10);
    expect(snapshot.processCpu).toBe(0.62);
    expect(snapshot.systemCpu).toBe(0.9);
    expect(snapshot.cpuCount).toBe(2);
  });

  it('keeps one http meter per method, uri and status with sorted buckets', () => {
    const detail = snapshot.http.find((meter) => meter.uri === '/contents/{contentId}');
    expect(detail).toMatchObject({ method: 'GET', status: '200', count: 1000, sumSec: 20.5 });
    expect(detail?.buckets).toEqual([
      [0.001, 0],
      [0.01, 400],
      [0.1, 950],
      [Infinity, 1000],
    ]);
    expect(snapshot.http).toHaveLength(2);
  });

  it('leaves fields absent when the app does not expose them', () => {
    const bare = snapshotFromPrometheus(parsePrometheusText('jvm_threads_live_threads 20\n'));
    expect(bare.tomcat).toEqual({});
    expect(bare.pools).toEqual({});
    expect(bare.heapMaxBytes).toBeUndefined();
    expect(bare.processCpu).toBeUndefined();
  });
});

describe('snapshotFromActuatorMetrics', () => {
  const body = (name: string, measurements: Record<string, number>): ActuatorMetricBody => ({
    name,
    measurements: Object.entries(measurements).map(([statistic, value]) => ({ statistic, value })),
  });

  it('maps /actuator/metrics answers into the same snapshot shape', () => {
    const snapshot = snapshotFromActuatorMetrics({
      metrics: {
        'tomcat.threads.busy': body('tomcat.threads.busy', { VALUE: 4 }),
        'tomcat.threads.config.max': body('tomcat.threads.config.max', { VALUE: 50 }),
        'hikaricp.connections.active': body('hikaricp.connections.active', { VALUE: 3 }),
        'hikaricp.connections.pending': body('hikaricp.connections.pending', { VALUE: 1 }),
        'hikaricp.connections.max': body('hikaricp.connections.max', { VALUE: 10 }),
        'hikaricp.connections.acquire': body('hikaricp.connections.acquire', {
          COUNT: 10,
          TOTAL_TIME: 0.05,
          MAX: 0.01,
        }),
        'process.cpu.usage': body('process.cpu.usage', { VALUE: 0.3 }),
        'jvm.gc.pause': body('jvm.gc.pause', { COUNT: 5, TOTAL_TIME: 0.02, MAX: 0.01 }),
      },
      heapUsed: body('jvm.memory.used', { VALUE: 1000 }),
      heapMax: body('jvm.memory.max', { VALUE: 4000 }),
      http: [
        {
          uri: '/login',
          body: body('http.server.requests', { COUNT: 100, TOTAL_TIME: 5, MAX: 0.2 }),
          serverErrors: body('http.server.requests', { COUNT: 4, TOTAL_TIME: 1, MAX: 0.2 }),
        },
      ],
    });
    expect(snapshot.tomcat).toEqual({ busy: 4, current: undefined, max: 50 });
    expect(snapshot.pools.all).toMatchObject({ active: 3, pending: 1, max: 10, acquireCount: 10 });
    expect(snapshot.heapMaxBytes).toBe(4000);
    expect(snapshot.gcPauseSumSec).toBe(0.02);
    expect(snapshot.http).toEqual([
      { method: '', uri: '/login', status: '2xx-4xx', count: 96, sumSec: 4 },
      { method: '', uri: '/login', status: '5xx', count: 4, sumSec: 1 },
    ]);
  });

  it('has no pools when Hikari metrics are absent', () => {
    const snapshot = snapshotFromActuatorMetrics({ metrics: {}, http: [] });
    expect(snapshot.pools).toEqual({});
  });
});

describe('isManagementUri', () => {
  it('matches the management path and what lies under it only', () => {
    expect(isManagementUri('/actuator/prometheus')).toBe(true);
    expect(isManagementUri('/actuator')).toBe(true);
    expect(isManagementUri('/actuators')).toBe(false);
    expect(isManagementUri('/contents/{id}')).toBe(false);
    expect(isManagementUri('/manage/health', '/manage')).toBe(true);
  });
});
