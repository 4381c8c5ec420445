// The names of the telemetry series kept in the result JSON, with their units and meanings.
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
