// Turns the readings of a window into compact named series (the shape kept in the result JSON)
// plus the settings seen on the way (threadsMax, maximumPoolSize, heap max). Pure.
//
// Gauges become points as read; cumulative counters become per-interval rates between two
// consecutive readings of the same source. Series names are listed in SERIES_INFO.
import { round } from '../format/numbers.js';
import type { TelemetryNote, TelemetrySeries } from '../model.js';
import { isManagementUri, type AppSnapshot, type HttpMeterSnapshot } from './app-metrics.js';
import type { TelemetrySample } from './samples.js';

/** Unit and meaning of every series name (per-endpoint and per-pool variants add `[key]`). */
export const SERIES_INFO = {
  'app.rate': { unit: 'req/s', title: 'Server request rate (excluding the management endpoints)' },
  'app.meanMs': { unit: 'ms', title: 'Server mean latency per interval' },
  'app.p95Ms': { unit: 'ms', title: 'Server p95 latency per interval (percentile histograms)' },
  'app.5xxRate': { unit: 'req/s', title: 'Server 5xx responses per second' },
  'tomcat.busy': { unit: 'threads', title: 'Tomcat busy threads' },
  'tomcat.current': { unit: 'threads', title: 'Tomcat threads in the pool' },
  'hikari.active': { unit: 'connections', title: 'Hikari active connections' },
  'hikari.idle': { unit: 'connections', title: 'Hikari idle connections' },
  'hikari.pending': { unit: 'threads', title: 'Threads waiting for a Hikari connection' },
  'hikari.acquireMs': { unit: 'ms', title: 'Mean connection acquire time per interval' },
  'hikari.timeouts': { unit: 'count', title: 'Connection acquire timeouts per interval' },
  'jvm.cpu': { unit: '%', title: 'JVM process CPU (of the cores the JVM sees)' },
  'system.cpu': { unit: '%', title: 'System CPU as the JVM sees it' },
  'jvm.heapUsedMb': { unit: 'MB', title: 'Heap used' },
  'jvm.gcPauseShare': { unit: '%', title: 'Share of wall time in GC pauses' },
  'jvm.gcPauses': { unit: '/s', title: 'GC pauses per second' },
  'container.app.cpu': { unit: '% of a core', title: 'App container CPU' },
  'container.app.memoryMb': { unit: 'MB', title: 'App container memory' },
  'container.app.throttled': {
    unit: '% of periods',
    title: 'CFS periods in which the app used up its CPU quota',
  },
  'container.database.throttled': {
    unit: '% of periods',
    title: 'CFS periods in which the database used up its CPU quota',
  },
  'container.database.cpu': { unit: '% of a core', title: 'Database container CPU' },
  'container.database.memoryMb': { unit: 'MB', title: 'Database container memory' },
  'host.cpu': { unit: '%', title: 'Host CPU (all cores, steal included)' },
  'host.steal': { unit: '%', title: 'Host CPU stolen by the hypervisor' },
  'k6.cpu': { unit: '% of a core', title: 'k6 process CPU' },
  'k6.vus': { unit: 'VUs', title: 'k6 VUs in use' },
  'k6.rate': { unit: 'req/s', title: 'k6 request rate' },
  'k6.iterationRate': { unit: 'it/s', title: 'k6 iterations per second' },
  'k6.droppedRate': { unit: 'it/s', title: 'k6 dropped iterations per second' },
  'k6.failures': { unit: 'req/s', title: 'k6 failed requests per second' },
  'client.rate': { unit: 'req/s', title: 'Client request rate (k6 output)' },
  'client.p95Ms': { unit: 'ms', title: 'Client p95 latency per second (k6 output)' },
} as const satisfies Record<string, { unit: string; title: string }>;

export type SeriesName = keyof typeof SERIES_INFO;

/** Name of a per-key variant of a series, e.g. `app.p95Ms[GET /contents/{id}]`. */
export function keyedSeriesName(name: SeriesName, key: string): string {
  return `${name}[${key}]`;
}

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

/** Notes for metrics the app did not expose, each with the setting that turns it on. */
export function missingMetricNotes(samples: TelemetrySample[]): TelemetryNote[] {
  const snapshots = samples.flatMap((sample) => (sample.app ? [sample.app.snapshot] : []));
  if (snapshots.length === 0) return [];
  const notes: TelemetryNote[] = [];
  if (snapshots.every((snapshot) => snapshot.tomcat.busy === undefined)) {
    notes.push({
      source: 'prometheus',
      message: 'Tomcat thread metrics (tomcat_threads_busy_threads) are missing.',
      fix: 'Set server.tomcat.mbeanregistry.enabled=true (env SERVER_TOMCAT_MBEANREGISTRY_ENABLED=true); perf-gate sets it for the app it starts.',
    });
  }
  if (snapshots.every((snapshot) => Object.keys(snapshot.pools).length === 0)) {
    notes.push({
      source: 'prometheus',
      message:
        'HikariCP pool metrics (hikaricp_connections_*) are missing: the app does not use HikariCP, or its pool was not created yet.',
      fix: 'Use HikariCP (Spring Boot default) with a DataSource bean; the metrics appear once the pool starts.',
    });
  }
  const meters = snapshots.flatMap((snapshot) => snapshot.http);
  if (meters.length > 0 && meters.every((meter) => meter.buckets === undefined)) {
    notes.push({
      source: 'prometheus',
      message:
        'http.server.requests has no histogram buckets, so the server-side series carry the mean latency per interval, not p95.',
      // Not as an environment variable: Spring cannot bind a map key containing dots from one.
      fix: 'Set management.metrics.distribution.percentiles-histogram.http.server.requests=true in application.yml or as --management.metrics.distribution.percentiles-histogram.http.server.requests=true on the command line (perf-gate passes it to the app it starts).',
    });
  }
  if (snapshots.every((snapshot) => snapshot.processCpu === undefined)) {
    notes.push({
      source: 'prometheus',
      message: 'process_cpu_usage is missing.',
      fix: 'Keep Spring Boot’s default JVM/system metrics enabled (management.metrics.enable.process=true).',
    });
  }
  return notes;
}

function meterKey(meter: HttpMeterSnapshot): string {
  return `${meter.method} ${meter.uri} ${meter.status}`;
}

/** Per-interval bucket counts: cumulative counts now minus the same bucket's count before. */
function bucketDelta(
  now: Array<[number, number]>,
  before: Array<[number, number]> | undefined,
): Array<[number, number]> {
  const earlier = new Map(before ?? []);
  return now.map(([upperBound, count]) => [upperBound, count - (earlier.get(upperBound) ?? 0)]);
}

/** Sums counts, time and histogram buckets of several meters over one interval. */
class IntervalAccumulator {
  count = 0;
  sumSec = 0;
  private readonly buckets = new Map<number, number>();
  private complete = true;

  add(count: number, sumSec: number, buckets: Array<[number, number]> | undefined): void {
    this.count += count;
    this.sumSec += sumSec;
    if (!buckets) {
      this.complete = false;
      return;
    }
    for (const [upperBound, bucketCount] of buckets) {
      this.buckets.set(upperBound, (this.buckets.get(upperBound) ?? 0) + bucketCount);
    }
  }

  /** The q-quantile in seconds, or undefined when some meter had no histogram. */
  quantile(q: number): number | undefined {
    if (!this.complete || this.buckets.size === 0 || this.count === 0) return undefined;
    return histogramQuantile(
      q,
      [...this.buckets].sort((a, b) => a[0] - b[0]),
    );
  }
}

/**
 * The q-quantile of cumulative buckets [upper bound, count], interpolating linearly inside the
 * bucket the rank falls in (the same estimate as Prometheus' histogram_quantile).
 */
export function histogramQuantile(q: number, buckets: Array<[number, number]>): number | undefined {
  const last = buckets.at(-1);
  if (!last || last[1] <= 0) return undefined;
  const total = last[1];
  const rank = q * total;
  let lowerBound = 0;
  let lowerCount = 0;
  for (const [upperBound, count] of buckets) {
    if (count >= rank) {
      if (upperBound === Infinity) return lowerBound;
      if (count === lowerCount) return upperBound;
      return lowerBound + ((upperBound - lowerBound) * (rank - lowerCount)) / (count - lowerCount);
    }
    lowerBound = upperBound;
    lowerCount = count;
  }
  return lowerBound;
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
