// Turns the readings of a window into compact named series (the shape kept in the result JSON)
// plus the settings seen on the way (threadsMax, maximumPoolSize, heap max). Pure.
//
// Gauges become points as read; cumulative counters become per-interval rates between two
// consecutive readings of the same source. Series names are listed in SERIES_INFO.
import { round } from '../format/numbers.js';
import type { TelemetryNote, TelemetrySeries } from '../model.js';
import { isManagementUri, type AppSnapshot } from './app-metrics.js';
import type { TelemetrySample } from './samples.js';
import { IntervalAccumulator, bucketDelta, meterKey } from './histogram.js';
import { missingMetricNotes } from './metric-notes.js';
import { keyedSeriesName } from './series-names.js';

export { histogramQuantile } from './histogram.js';

export { SERIES_INFO, keyedSeriesName, type SeriesName } from './series-names.js';

export interface BuildSeriesOptions {
  /** path prefix of the management endpoints, whose requests are left out of app.* series */
  managementPath?: string;
}

export interface BuiltSeries {
  series: Record<string, TelemetrySeries>;
  facts: Record<string, number | string>;
  notes: TelemetryNote[];
}

/** Builds the named series, facts and "metric missing" notes from a window's readings. */
export function buildSeries(
  samples: TelemetrySample[],
  options: BuildSeriesOptions = {},
): BuiltSeries {
  const out = new SeriesSink();
  const facts: Record<string, number | string> = {};
  const managementPath = options.managementPath ?? '/actuator';

  let previousApp: { atMs: number; snapshot: AppSnapshot } | undefined;
  let previousAppContainer = undefined as TelemetrySample['appContainer'];
  let previousDatabase = undefined as TelemetrySample['databaseContainer'];
  let previousK6Process = undefined as TelemetrySample['k6Process'];
  let previousK6 = undefined as TelemetrySample['k6'];
  let previousHost = undefined as TelemetrySample['host'];

  for (const sample of samples) {
    if (sample.app) {
      const { atMs, snapshot } = sample.app;
      appGauges(out, atMs, snapshot, facts);
      if (previousApp) appCounters(out, previousApp, sample.app, managementPath);
      previousApp = sample.app;
    }
    if (sample.appContainer) {
      containerSeries(out, 'app', previousAppContainer, sample.appContainer);
      previousAppContainer = sample.appContainer;
    }
    if (sample.databaseContainer) {
      containerSeries(out, 'database', previousDatabase, sample.databaseContainer);
      previousDatabase = sample.databaseContainer;
    }
    if (sample.k6Process) {
      const reading = sample.k6Process;
      if (previousK6Process) {
        const seconds = (reading.atMs - previousK6Process.atMs) / 1000;
        if (seconds > 0) {
          const cpu = ((reading.cpuSeconds - previousK6Process.cpuSeconds) / seconds) * 100;
          out.push('k6.cpu', reading.atMs, cpu);
        }
      }
      previousK6Process = reading;
    }
    if (sample.k6) {
      k6Series(out, previousK6, sample.k6);
      const vusMax = sample.k6.vusMax;
      if (vusMax !== undefined) facts.k6VusMax = Math.max(Number(facts.k6VusMax ?? 0), vusMax);
      previousK6 = sample.k6;
    }
    if (sample.host) {
      const reading = sample.host;
      if (previousHost) {
        const total = reading.totalTicks - previousHost.totalTicks;
        if (total > 0) {
          const busy = reading.busyTicks - previousHost.busyTicks;
          out.push('host.cpu', reading.atMs, (busy / total) * 100);
          if (reading.stealTicks !== undefined && previousHost.stealTicks !== undefined) {
            const steal = reading.stealTicks - previousHost.stealTicks;
            out.push('host.steal', reading.atMs, (steal / total) * 100);
          }
        }
      }
      previousHost = reading;
    }
  }
  return { series: out.build(), facts, notes: missingMetricNotes(samples) };
}

function appGauges(
  out: SeriesSink,
  atMs: number,
  snapshot: AppSnapshot,
  facts: Record<string, number | string>,
): void {
  const { tomcat, pools } = snapshot;
  out.push('tomcat.busy', atMs, tomcat.busy);
  out.push('tomcat.current', atMs, tomcat.current);
  if (tomcat.max !== undefined) facts.threadsMax = tomcat.max;

  const poolNames = Object.keys(pools).sort();
  if (poolNames.length > 0) {
    const total = (field: 'active' | 'idle' | 'pending'): number | undefined => {
      const values = poolNames.map((name) => pools[name]![field]);
      return values.every((value) => value === undefined)
        ? undefined
        : values.reduce<number>((sum, value) => sum + (value ?? 0), 0);
    };
    out.push('hikari.active', atMs, total('active'));
    out.push('hikari.idle', atMs, total('idle'));
    out.push('hikari.pending', atMs, total('pending'));
    let maximumPoolSize = 0;
    for (const name of poolNames) {
      const pool = pools[name]!;
      if (pool.max !== undefined) {
        maximumPoolSize += pool.max;
        if (poolNames.length > 1) facts[`maximumPoolSize[${name}]`] = pool.max;
      }
      if (poolNames.length > 1) {
        out.push(keyedSeriesName('hikari.active', name), atMs, pool.active);
        out.push(keyedSeriesName('hikari.pending', name), atMs, pool.pending);
      }
    }
    if (maximumPoolSize > 0) facts.maximumPoolSize = maximumPoolSize;
    facts.pools = poolNames.join(', ');
  }
  if (snapshot.processCpu !== undefined) out.push('jvm.cpu', atMs, snapshot.processCpu * 100);
  if (snapshot.systemCpu !== undefined) out.push('system.cpu', atMs, snapshot.systemCpu * 100);
  if (snapshot.cpuCount !== undefined) facts.jvmCpuCount = snapshot.cpuCount;
  if (snapshot.heapUsedBytes !== undefined) {
    out.push('jvm.heapUsedMb', atMs, snapshot.heapUsedBytes / 1048576);
  }
  if (snapshot.heapMaxBytes !== undefined) facts.heapMaxMb = round(snapshot.heapMaxBytes / 1048576);
}

function appCounters(
  out: SeriesSink,
  previous: { atMs: number; snapshot: AppSnapshot },
  current: { atMs: number; snapshot: AppSnapshot },
  managementPath: string,
): void {
  const seconds = (current.atMs - previous.atMs) / 1000;
  if (seconds <= 0) return;
  const atMs = current.atMs;
  const before = previous.snapshot;
  const now = current.snapshot;

  // http.server.requests: all traffic, and per endpoint (method + uri), management excluded.
  const previousMeters = new Map(before.http.map((meter) => [meterKey(meter), meter]));
  const all = new IntervalAccumulator();
  const byEndpoint = new Map<string, IntervalAccumulator>();
  let serverErrors = 0;
  let restarted = false;
  for (const meter of now.http) {
    if (isManagementUri(meter.uri, managementPath)) continue;
    const earlier = previousMeters.get(meterKey(meter));
    const count = meter.count - (earlier?.count ?? 0);
    if (count < 0) restarted = true;
    if (count <= 0) continue;
    const sumSec = meter.sumSec - (earlier?.sumSec ?? 0);
    const buckets = meter.buckets ? bucketDelta(meter.buckets, earlier?.buckets) : undefined;
    all.add(count, sumSec, buckets);
    const endpoint = meter.method ? `${meter.method} ${meter.uri}` : meter.uri;
    let accumulator = byEndpoint.get(endpoint);
    if (!accumulator) byEndpoint.set(endpoint, (accumulator = new IntervalAccumulator()));
    accumulator.add(count, sumSec, buckets);
    if (meter.status.startsWith('5')) serverErrors += count;
  }
  if (!restarted) {
    const hasHttp = now.http.some((meter) => !isManagementUri(meter.uri, managementPath));
    if (hasHttp) {
      out.push('app.rate', atMs, all.count / seconds);
      out.push('app.5xxRate', atMs, serverErrors / seconds);
    }
    if (all.count > 0) out.push('app.meanMs', atMs, (all.sumSec / all.count) * 1000);
    const p95 = all.quantile(0.95);
    if (p95 !== undefined) out.push('app.p95Ms', atMs, p95 * 1000);
    for (const [endpoint, accumulator] of byEndpoint) {
      out.push(keyedSeriesName('app.rate', endpoint), atMs, accumulator.count / seconds);
      out.push(
        keyedSeriesName('app.meanMs', endpoint),
        atMs,
        (accumulator.sumSec / accumulator.count) * 1000,
      );
      const endpointP95 = accumulator.quantile(0.95);
      if (endpointP95 !== undefined) {
        out.push(keyedSeriesName('app.p95Ms', endpoint), atMs, endpointP95 * 1000);
      }
    }
  }

  // Hikari acquire time and timeouts, summed over pools.
  let acquireCount = 0;
  let acquireSum = 0;
  let timeouts = 0;
  let sawAcquire = false;
  let sawTimeouts = false;
  for (const [name, pool] of Object.entries(now.pools)) {
    const earlier = before.pools[name];
    if (pool.acquireCount !== undefined && earlier?.acquireCount !== undefined) {
      sawAcquire = true;
      acquireCount += pool.acquireCount - earlier.acquireCount;
      acquireSum += (pool.acquireSumSec ?? 0) - (earlier.acquireSumSec ?? 0);
    }
    if (pool.timeouts !== undefined && earlier?.timeouts !== undefined) {
      sawTimeouts = true;
      timeouts += pool.timeouts - earlier.timeouts;
    }
  }
  if (sawAcquire && acquireCount > 0) {
    out.push('hikari.acquireMs', atMs, (acquireSum / acquireCount) * 1000);
  }
  if (sawTimeouts && timeouts >= 0) out.push('hikari.timeouts', atMs, timeouts);

  // GC pauses: the share of wall time the JVM was stopped, and how often.
  if (now.gcPauseSumSec !== undefined && before.gcPauseSumSec !== undefined) {
    const paused = now.gcPauseSumSec - before.gcPauseSumSec;
    if (paused >= 0) out.push('jvm.gcPauseShare', atMs, (paused / seconds) * 100);
  }
  if (now.gcPauseCount !== undefined && before.gcPauseCount !== undefined) {
    const pauses = now.gcPauseCount - before.gcPauseCount;
    if (pauses >= 0) out.push('jvm.gcPauses', atMs, pauses / seconds);
  }
}

function containerSeries(
  out: SeriesSink,
  role: 'app' | 'database',
  previous: TelemetrySample['appContainer'],
  current: NonNullable<TelemetrySample['appContainer']>,
): void {
  if (previous) {
    const elapsedNanos = (current.atMs - previous.atMs) * 1e6;
    const used = current.cpuNanos - previous.cpuNanos;
    if (elapsedNanos > 0 && used >= 0) {
      out.push(`container.${role}.cpu`, current.atMs, (used / elapsedNanos) * 100);
    }
    const periods = (current.periods ?? 0) - (previous.periods ?? 0);
    const throttled = (current.throttledPeriods ?? 0) - (previous.throttledPeriods ?? 0);
    // Without a CPU limit there are no CFS periods and nothing to report.
    if (current.periods !== undefined && previous.periods !== undefined && periods > 0) {
      out.push(
        `container.${role}.throttled`,
        current.atMs,
        (Math.max(0, throttled) / periods) * 100,
      );
    }
  }
  if (current.memoryBytes !== undefined) {
    out.push(`container.${role}.memoryMb`, current.atMs, current.memoryBytes / 1048576);
  }
}

function k6Series(
  out: SeriesSink,
  previous: TelemetrySample['k6'],
  current: NonNullable<TelemetrySample['k6']>,
): void {
  out.push('k6.vus', current.atMs, current.vus);
  if (!previous) return;
  const seconds = (current.atMs - previous.atMs) / 1000;
  if (seconds <= 0) return;
  const perSecond = (now: number | undefined, before: number | undefined): number | undefined =>
    now === undefined || now < (before ?? 0) ? undefined : (now - (before ?? 0)) / seconds;
  out.push('k6.rate', current.atMs, perSecond(current.httpReqs, previous.httpReqs));
  out.push('k6.iterationRate', current.atMs, perSecond(current.iterations, previous.iterations));
  // dropped_iterations only appears in k6's metrics once the first iteration is dropped.
  if (current.droppedIterations !== undefined) {
    out.push(
      'k6.droppedRate',
      current.atMs,
      perSecond(current.droppedIterations, previous.droppedIterations ?? 0),
    );
  }
  const failed = (reading: NonNullable<TelemetrySample['k6']>): number | undefined =>
    reading.httpReqs === undefined || reading.httpReqFailedShare === undefined
      ? undefined
      : reading.httpReqs * reading.httpReqFailedShare;
  const failures = perSecond(failed(current), failed(previous));
  if (failures !== undefined) out.push('k6.failures', current.atMs, Math.max(0, failures));
}

/** Collects points per series name, rounding to keep the result JSON small. */
class SeriesSink {
  private readonly series = new Map<string, TelemetrySeries>();

  push(name: string, atMs: number, value: number | undefined): void {
    if (value === undefined || !Number.isFinite(value)) return;
    let target = this.series.get(name);
    if (!target) this.series.set(name, (target = { t: [], values: [] }));
    target.t.push(Math.round(atMs) / 1000);
    target.values.push(round(value));
  }

  build(): Record<string, TelemetrySeries> {
    return Object.fromEntries([...this.series].sort(([a], [b]) => a.localeCompare(b)));
  }
}

/** Four significant digits (src/format/numbers.ts), re-exported for the telemetry readers. */
export { round };
