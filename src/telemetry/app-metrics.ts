// Normalises what the Spring Boot app exposes (Micrometer meters, read either from
// /actuator/prometheus or from /actuator/metrics/{name}) into one snapshot shape, so the series
// builder and the diagnosis never care which endpoint answered. Pure.
import type { PromSample } from './prometheus.js';

/** Cumulative figures of one http.server.requests meter (method + uri + status). */
export interface HttpMeterSnapshot {
  method: string;
  uri: string;
  status: string;
  count: number;
  sumSec: number;
  /** cumulative histogram buckets [upper bound in seconds, count], ascending; when histograms are on */
  buckets?: Array<[number, number]>;
}

/** One HikariCP pool; gauges are instantaneous, acquire/timeouts are cumulative counters. */
export interface PoolSnapshot {
  active?: number;
  idle?: number;
  pending?: number;
  max?: number;
  acquireCount?: number;
  acquireSumSec?: number;
  timeouts?: number;
}

/** Everything read from the app in one tick. Absent fields were not exposed. */
export interface AppSnapshot {
  tomcat: { busy?: number; current?: number; max?: number };
  pools: Record<string, PoolSnapshot>;
  /** JVM process CPU, 0..1 of the cores the JVM sees */
  processCpu?: number;
  /** whole-system CPU as the JVM sees it, 0..1 */
  systemCpu?: number;
  cpuCount?: number;
  heapUsedBytes?: number;
  heapMaxBytes?: number;
  gcPauseCount?: number;
  gcPauseSumSec?: number;
  http: HttpMeterSnapshot[];
}

/** Builds a snapshot from parsed Prometheus samples (Micrometer's naming, Spring Boot 3.x). */
export function snapshotFromPrometheus(samples: PromSample[]): AppSnapshot {
  const snapshot: AppSnapshot = { tomcat: {}, pools: {}, http: [] };
  const http = new Map<string, HttpMeterSnapshot>();
  let heapMax = 0;
  let heapMaxSeen = false;

  const meterOf = (labels: Record<string, string>): HttpMeterSnapshot => {
    const method = labels.method ?? '';
    const uri = labels.uri ?? '';
    const status = labels.status ?? '';
    const key = `${method} ${uri} ${status}`;
    let meter = http.get(key);
    if (!meter) {
      meter = { method, uri, status, count: 0, sumSec: 0 };
      http.set(key, meter);
    }
    return meter;
  };
  const poolOf = (labels: Record<string, string>): PoolSnapshot => {
    const name = labels.pool ?? 'default';
    return (snapshot.pools[name] ??= {});
  };

  for (const { name, labels, value } of samples) {
    switch (name) {
      case 'tomcat_threads_busy_threads':
        snapshot.tomcat.busy = (snapshot.tomcat.busy ?? 0) + value;
        break;
      case 'tomcat_threads_current_threads':
        snapshot.tomcat.current = (snapshot.tomcat.current ?? 0) + value;
        break;
      case 'tomcat_threads_config_max_threads':
        snapshot.tomcat.max = (snapshot.tomcat.max ?? 0) + value;
        break;
      case 'hikaricp_connections_active':
        poolOf(labels).active = value;
        break;
      case 'hikaricp_connections_idle':
        poolOf(labels).idle = value;
        break;
      case 'hikaricp_connections_pending':
        poolOf(labels).pending = value;
        break;
      case 'hikaricp_connections_max':
        poolOf(labels).max = value;
        break;
      case 'hikaricp_connections_acquire_seconds_count':
        poolOf(labels).acquireCount = value;
        break;
      case 'hikaricp_connections_acquire_seconds_sum':
        poolOf(labels).acquireSumSec = value;
        break;
      case 'hikaricp_connections_timeout_total':
        poolOf(labels).timeouts = value;
        break;
      case 'process_cpu_usage':
        snapshot.processCpu = value;
        break;
      case 'system_cpu_usage':
        snapshot.systemCpu = value;
        break;
      case 'system_cpu_count':
        snapshot.cpuCount = value;
        break;
      case 'jvm_memory_used_bytes':
        if (labels.area === 'heap') snapshot.heapUsedBytes = (snapshot.heapUsedBytes ?? 0) + value;
        break;
      case 'jvm_memory_max_bytes':
        // -1 means "no limit for this space"; the heap limit is the sum of the defined ones.
        if (labels.area === 'heap' && value > 0) {
          heapMax += value;
          heapMaxSeen = true;
        }
        break;
      case 'jvm_gc_pause_seconds_count':
        snapshot.gcPauseCount = (snapshot.gcPauseCount ?? 0) + value;
        break;
      case 'jvm_gc_pause_seconds_sum':
        snapshot.gcPauseSumSec = (snapshot.gcPauseSumSec ?? 0) + value;
        break;
      case 'http_server_requests_seconds_count':
        meterOf(labels).count += value;
        break;
      case 'http_server_requests_seconds_sum':
        meterOf(labels).sumSec += value;
        break;
      case 'http_server_requests_seconds_bucket': {
        const upperBound = labels.le === '+Inf' ? Infinity : Number(labels.le);
        if (Number.isNaN(upperBound)) break;
        (meterOf(labels).buckets ??= []).push([upperBound, value]);
        break;
      }
    }
  }
  if (heapMaxSeen) snapshot.heapMaxBytes = heapMax;
  for (const meter of http.values()) {
    meter.buckets?.sort((a, b) => a[0] - b[0]);
    snapshot.http.push(meter);
  }
  return snapshot;
}

/** The body of GET /actuator/metrics/{name}. */
export interface ActuatorMetricBody {
  name: string;
  measurements: Array<{ statistic: string; value: number }>;
  availableTags?: Array<{ tag: string; values: string[] }>;
}

/** The metric names the /actuator/metrics fallback asks for, one request each. */
export const ACTUATOR_METRIC_NAMES = [
  'tomcat.threads.busy',
  'tomcat.threads.current',
  'tomcat.threads.config.max',
  'hikaricp.connections.active',
  'hikaricp.connections.idle',
  'hikaricp.connections.pending',
  'hikaricp.connections.max',
  'hikaricp.connections.acquire',
  'hikaricp.connections.timeout',
  'process.cpu.usage',
  'system.cpu.usage',
  'system.cpu.count',
  'jvm.gc.pause',
] as const;

/**
 * Builds a snapshot from /actuator/metrics answers: `metrics` by metric name, `heap` from
 * jvm.memory.used/max?tag=area:heap, `http` per uri from http.server.requests?tag=uri:X.
 * The endpoint sums gauges over tags, so all pools appear as one pool named "all".
 */
export function snapshotFromActuatorMetrics(answers: {
  metrics: Record<string, ActuatorMetricBody | undefined>;
  heapUsed?: ActuatorMetricBody;
  heapMax?: ActuatorMetricBody;
  http: Array<{ uri: string; body: ActuatorMetricBody; serverErrors?: ActuatorMetricBody }>;
}): AppSnapshot {
  const statistic = (body: ActuatorMetricBody | undefined, name: string): number | undefined =>
    body?.measurements.find((measurement) => measurement.statistic === name)?.value;
  const metric = (name: string, stat = 'VALUE'): number | undefined =>
    statistic(answers.metrics[name], stat);

  const snapshot: AppSnapshot = {
    tomcat: {
      busy: metric('tomcat.threads.busy'),
      current: metric('tomcat.threads.current'),
      max: metric('tomcat.threads.config.max'),
    },
    pools: {},
    processCpu: metric('process.cpu.usage'),
    systemCpu: metric('system.cpu.usage'),
    cpuCount: metric('system.cpu.count'),
    heapUsedBytes: statistic(answers.heapUsed, 'VALUE'),
    gcPauseCount: metric('jvm.gc.pause', 'COUNT'),
    gcPauseSumSec: metric('jvm.gc.pause', 'TOTAL_TIME'),
    http: [],
  };
  const heapMax = statistic(answers.heapMax, 'VALUE');
  if (heapMax !== undefined && heapMax > 0) snapshot.heapMaxBytes = heapMax;
  if (answers.metrics['hikaricp.connections.active']) {
    snapshot.pools.all = {
      active: metric('hikaricp.connections.active'),
      idle: metric('hikaricp.connections.idle'),
      pending: metric('hikaricp.connections.pending'),
      max: metric('hikaricp.connections.max'),
      acquireCount: metric('hikaricp.connections.acquire', 'COUNT'),
      acquireSumSec: metric('hikaricp.connections.acquire', 'TOTAL_TIME'),
      timeouts: metric('hikaricp.connections.timeout', 'COUNT'),
    };
  }
  for (const { uri, body, serverErrors } of answers.http) {
    const count = statistic(body, 'COUNT') ?? 0;
    const sumSec = statistic(body, 'TOTAL_TIME') ?? 0;
    const errorCount = statistic(serverErrors, 'COUNT') ?? 0;
    const errorSum = statistic(serverErrors, 'TOTAL_TIME') ?? 0;
    // Per-status detail would cost one request per status; only 5xx is split out.
    snapshot.http.push({
      method: '',
      uri,
      status: '2xx-4xx',
      count: count - errorCount,
      sumSec: sumSec - errorSum,
    });
    if (serverErrors) {
      snapshot.http.push({ method: '', uri, status: '5xx', count: errorCount, sumSec: errorSum });
    }
  }
  return snapshot;
}

/** True for the app's own management traffic (the sampler's scrapes), which the series leave out. */
export function isManagementUri(uri: string, managementPath = '/actuator'): boolean {
  return uri === managementPath || uri.startsWith(`${managementPath}/`);
}
