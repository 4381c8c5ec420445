import { describe, expect, it } from 'vitest';
import type { AppSnapshot } from '../../../src/telemetry/app-metrics.js';
import type { TelemetrySample } from '../../../src/telemetry/samples.js';
import { buildSeries, histogramQuantile, round } from '../../../src/telemetry/series.js';

function snapshot(overrides: Partial<AppSnapshot> = {}): AppSnapshot {
  return { tomcat: {}, pools: {}, http: [], ...overrides };
}

describe('histogramQuantile', () => {
  it('interpolates inside the bucket the rank falls in', () => {
    // 100 requests: 50 under 10 ms, 40 between 10 and 20 ms, 10 between 20 and 40 ms.
    const buckets: Array<[number, number]> = [
      [0.01, 50],
      [0.02, 90],
      [0.04, 100],
      [Infinity, 100],
    ];
    expect(histogramQuantile(0.5, buckets)).toBeCloseTo(0.01, 10);
    expect(histogramQuantile(0.95, buckets)).toBeCloseTo(0.03, 10);
    expect(histogramQuantile(0.7, buckets)).toBeCloseTo(0.015, 10);
  });

  it('returns the last finite bound when the rank lands in +Inf, and nothing for no requests', () => {
    expect(
      histogramQuantile(0.99, [
        [0.1, 90],
        [Infinity, 100],
      ]),
    ).toBe(0.1);
    expect(histogramQuantile(0.95, [[Infinity, 0]])).toBeUndefined();
    expect(histogramQuantile(0.95, [])).toBeUndefined();
  });
});

describe('round', () => {
  it('keeps four significant digits without float noise', () => {
    expect(round(123456)).toBe(123500);
    expect(round(12.34567)).toBe(12.35);
    expect(round(0.000123456)).toBe(0.0001235);
    expect(round(0)).toBe(0);
  });
});

describe('buildSeries', () => {
  it('turns request counters into per-interval rate, mean and p95, leaving out /actuator', () => {
    const meter = (count: number, sumSec: number, fast: number) => ({
      method: 'GET',
      uri: '/contents/{contentId}',
      status: '200',
      count,
      sumSec,
      buckets: [
        [0.01, fast] as [number, number],
        [0.1, count] as [number, number],
        [Infinity, count] as [number, number],
      ],
    });
    const scrape = (count: number) => ({
      method: 'GET',
      uri: '/actuator/prometheus',
      status: '200',
      count,
      sumSec: count * 0.004,
    });
    const samples: TelemetrySample[] = [
      { app: { atMs: 0, snapshot: snapshot({ http: [meter(1000, 10, 900), scrape(5)] }) } },
      // +100 requests in 2 s, 2 s of total time (mean 20 ms); 80 of them under 10 ms.
      { app: { atMs: 2000, snapshot: snapshot({ http: [meter(1100, 12, 980), scrape(7)] }) } },
    ];
    const { series } = buildSeries(samples);
    expect(series['app.rate']).toEqual({ t: [2], values: [50] });
    expect(series['app.meanMs']).toEqual({ t: [2], values: [20] });
    // rank 95 of 100: 80 in the first bucket, 15 of the 20 in (10, 100] ms -> 10 + 90 * 15/20.
    expect(series['app.p95Ms']?.values[0]).toBeCloseTo(77.5, 5);
    expect(series['app.rate[GET /contents/{contentId}]']).toEqual({ t: [2], values: [50] });
    expect(Object.keys(series).some((name) => name.includes('actuator'))).toBe(false);
  });

  it('counts 5xx responses, including meters that appear mid-window', () => {
    const ok = { method: 'POST', uri: '/login', status: '200', count: 10, sumSec: 1 };
    const samples: TelemetrySample[] = [
      { app: { atMs: 0, snapshot: snapshot({ http: [ok] }) } },
      {
        app: {
          atMs: 1000,
          snapshot: snapshot({
            http: [
              { ...ok, count: 20, sumSec: 2 },
              { method: 'POST', uri: '/login', status: '503', count: 5, sumSec: 5 },
            ],
          }),
        },
      },
    ];
    const { series } = buildSeries(samples);
    expect(series['app.rate']?.values).toEqual([15]);
    expect(series['app.5xxRate']?.values).toEqual([5]);
    expect(series['app.meanMs']?.values).toEqual([400]);
    expect(series['app.p95Ms']).toBeUndefined();
  });

  it('skips an interval whose counters went backwards (the app restarted)', () => {
    const meter = (count: number) => ({
      method: 'GET',
      uri: '/a',
      status: '200',
      count,
      sumSec: count / 100,
    });
    const { series } = buildSeries([
      { app: { atMs: 0, snapshot: snapshot({ http: [meter(500)] }) } },
      { app: { atMs: 1000, snapshot: snapshot({ http: [meter(3)] }) } },
      { app: { atMs: 2000, snapshot: snapshot({ http: [meter(13)] }) } },
    ]);
    expect(series['app.rate']).toEqual({ t: [2], values: [10] });
  });

  it('records thread and pool gauges, acquire time, timeouts and the settings as facts', () => {
    const pool = (
      active: number,
      pending: number,
      acquireCount: number,
      acquireSumSec: number,
      timeouts: number,
    ) => ({
      active,
      idle: 2 - active,
      pending,
      max: 2,
      acquireCount,
      acquireSumSec,
      timeouts,
    });
    const { series, facts } = buildSeries([
      {
        app: {
          atMs: 0,
          snapshot: snapshot({
            tomcat: { busy: 3, current: 10, max: 200 },
            pools: { p: pool(1, 0, 100, 0.1, 0) },
          }),
        },
      },
      {
        app: {
          atMs: 1000,
          snapshot: snapshot({
            tomcat: { busy: 40, current: 50, max: 200 },
            pools: { p: pool(2, 7, 150, 5.1, 2) },
          }),
        },
      },
    ]);
    expect(series['tomcat.busy']).toEqual({ t: [0, 1], values: [3, 40] });
    expect(series['hikari.pending']).toEqual({ t: [0, 1], values: [0, 7] });
    expect(series['hikari.active']?.values).toEqual([1, 2]);
    expect(series['hikari.acquireMs']).toEqual({ t: [1], values: [100] });
    expect(series['hikari.timeouts']).toEqual({ t: [1], values: [2] });
    expect(facts).toMatchObject({ threadsMax: 200, maximumPoolSize: 2, pools: 'p' });
  });

  it('sums several pools and also keeps each pool apart', () => {
    const { series, facts } = buildSeries([
      {
        app: {
          atMs: 0,
          snapshot: snapshot({
            pools: {
              read: { active: 3, pending: 1, max: 10 },
              write: { active: 1, pending: 0, max: 5 },
            },
          }),
        },
      },
    ]);
    expect(series['hikari.active']?.values).toEqual([4]);
    expect(series['hikari.pending[read]']?.values).toEqual([1]);
    expect(facts.maximumPoolSize).toBe(15);
    expect(facts['maximumPoolSize[write]']).toBe(5);
  });

  it('derives GC pause share, CPU percentages and heap in MB', () => {
    const { series, facts } = buildSeries([
      {
        app: {
          atMs: 0,
          snapshot: snapshot({
            gcPauseCount: 10,
            gcPauseSumSec: 1,
            processCpu: 0.5,
            heapUsedBytes: 104857600,
            heapMaxBytes: 536870912,
          }),
        },
      },
      {
        app: {
          atMs: 2000,
          snapshot: snapshot({
            gcPauseCount: 14,
            gcPauseSumSec: 1.3,
            processCpu: 0.97,
            heapUsedBytes: 209715200,
            heapMaxBytes: 536870912,
          }),
        },
      },
    ]);
    expect(series['jvm.gcPauseShare']).toEqual({ t: [2], values: [15] });
    expect(series['jvm.gcPauses']).toEqual({ t: [2], values: [2] });
    expect(series['jvm.cpu']?.values).toEqual([50, 97]);
    expect(series['jvm.heapUsedMb']?.values).toEqual([100, 200]);
    expect(facts.heapMaxMb).toBe(512);
  });

  it('turns container, k6 process and host counters into CPU percentages', () => {
    const { series } = buildSeries([
      { appContainer: { atMs: 0, cpuNanos: 0, memoryBytes: 300 * 1048576 } },
      { databaseContainer: { atMs: 0, cpuNanos: 5e9 } },
      { k6Process: { atMs: 0, cpuSeconds: 10 } },
      { host: { atMs: 0, busyTicks: 1000, totalTicks: 4000 } },
      // 1.5 cores for 2 s; 0.2 core; 0.9 core; host 150 of 200 ticks busy.
      { appContainer: { atMs: 2000, cpuNanos: 3e9, memoryBytes: 310 * 1048576 } },
      { databaseContainer: { atMs: 2000, cpuNanos: 5.4e9 } },
      { k6Process: { atMs: 2000, cpuSeconds: 11.8 } },
      { host: { atMs: 2000, busyTicks: 1150, totalTicks: 4200 } },
    ]);
    expect(series['container.app.cpu']).toEqual({ t: [2], values: [150] });
    expect(series['container.app.throttled']).toBeUndefined();
    expect(series['container.app.memoryMb']?.values).toEqual([300, 310]);
    expect(series['container.database.cpu']?.values).toEqual([20]);
    expect(series['k6.cpu']?.values).toEqual([90]);
    expect(series['host.cpu']?.values).toEqual([75]);
  });

  it('reports the share of CFS periods in which a limited container ran out of quota', () => {
    const { series } = buildSeries([
      { appContainer: { atMs: 0, cpuNanos: 0, periods: 100, throttledPeriods: 40 } },
      { appContainer: { atMs: 1000, cpuNanos: 5e8, periods: 110, throttledPeriods: 46 } },
      { appContainer: { atMs: 2000, cpuNanos: 1e9, periods: 120, throttledPeriods: 46 } },
    ]);
    expect(series['container.app.throttled']).toEqual({ t: [1, 2], values: [60, 0] });
  });

  it('derives k6 rates, dropped iterations and failures from its cumulative counters', () => {
    const { series } = buildSeries([
      { k6: { atMs: 0, vus: 5, iterations: 100, httpReqs: 200, httpReqFailedShare: 0 } },
      { k6: { atMs: 1000, vus: 9, iterations: 150, httpReqs: 300, httpReqFailedShare: 0.1 } },
      {
        k6: {
          atMs: 2000,
          vus: 20,
          iterations: 190,
          droppedIterations: 12,
          httpReqs: 380,
          httpReqFailedShare: 0.1,
        },
      },
    ]);
    expect(series['k6.vus']?.values).toEqual([5, 9, 20]);
    expect(series['k6.iterationRate']?.values).toEqual([50, 40]);
    expect(series['k6.rate']?.values).toEqual([100, 80]);
    expect(series['k6.droppedRate']).toEqual({ t: [2], values: [12] });
    expect(series['k6.failures']?.values).toEqual([30, 8]);
  });

  it('notes the settings that would expose missing metrics', () => {
    const { notes } = buildSeries([
      {
        app: {
          atMs: 0,
          snapshot: snapshot({
            http: [{ method: 'GET', uri: '/a', status: '200', count: 1, sumSec: 0.1 }],
          }),
        },
      },
    ]);
    const text = notes.map((note) => `${note.message} ${note.fix ?? ''}`).join('\n');
    expect(text).toContain('SERVER_TOMCAT_MBEANREGISTRY_ENABLED=true');
    expect(text).toContain(
      '--management.metrics.distribution.percentiles-histogram.http.server.requests=true',
    );
    expect(text).toContain('hikaricp_connections');
  });

  it('has no notes and no series for a window without app readings', () => {
    expect(buildSeries([])).toEqual({ series: {}, facts: {}, notes: [] });
  });
});
