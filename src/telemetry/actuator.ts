// Reads the app's Micrometer meters over HTTP: /actuator/prometheus when exposed (one request per
// tick), otherwise /actuator/metrics/{name} (one request per meter, more load on the app).
import type { TelemetryNote } from '../model.js';
import {
  ACTUATOR_METRIC_NAMES,
  isManagementUri,
  snapshotFromActuatorMetrics,
  snapshotFromPrometheus,
  type ActuatorMetricBody,
  type AppSnapshot,
} from './app-metrics.js';
import { parsePrometheusText } from './prometheus.js';

/** How to expose what the sampler needs; quoted in notes when an endpoint is missing. */
export const EXPOSE_FIX =
  'Add the dependency io.micrometer:micrometer-registry-prometheus and set ' +
  'management.endpoints.web.exposure.include=health,metrics,prometheus ' +
  '(env MANAGEMENT_ENDPOINTS_WEB_EXPOSURE_INCLUDE=health,metrics,prometheus).';

/**
 * The metric families the sampler reads, for /actuator/prometheus?includedNames=. Asking only for
 * these cut the scrape of the example app from 91 kB to a fraction and its CPU cost accordingly
 * (figures in docs/telemetry.md). Each family is listed with its sample suffixes too, because the
 * Prometheus client versions behind Spring Boot 3.x match either the family or the sample name.
 */
export const PROMETHEUS_NAMES = [
  'tomcat_threads_busy_threads',
  'tomcat_threads_current_threads',
  'tomcat_threads_config_max_threads',
  'hikaricp_connections_active',
  'hikaricp_connections_idle',
  'hikaricp_connections_pending',
  'hikaricp_connections_max',
  'hikaricp_connections_acquire_seconds',
  'hikaricp_connections_acquire_seconds_count',
  'hikaricp_connections_acquire_seconds_sum',
  'hikaricp_connections_timeout',
  'hikaricp_connections_timeout_total',
  'process_cpu_usage',
  'system_cpu_usage',
  'system_cpu_count',
  'jvm_memory_used_bytes',
  'jvm_memory_max_bytes',
  'jvm_gc_pause_seconds',
  'jvm_gc_pause_seconds_count',
  'jvm_gc_pause_seconds_sum',
  'http_server_requests_seconds',
  'http_server_requests_seconds_count',
  'http_server_requests_seconds_sum',
  'http_server_requests_seconds_bucket',
] as const;

/** At most this many endpoints are followed one by one in the /actuator/metrics fallback. */
const MAX_FALLBACK_URIS = 20;

/** The management path prefix seen in the uri tag (the last segment of the base URL's path). */
export function managementPathOf(managementBaseUrl: string): string {
  let pathname = '';
  try {
    pathname = new URL(managementBaseUrl).pathname;
  } catch {
    // An invalid URL fails on the first request, where it becomes a note; here it must not throw.
  }
  const segments = pathname.split('/').filter(Boolean);
  return `/${segments.at(-1) ?? 'actuator'}`;
}

type Mode = 'prometheus' | 'metrics';

/** Reads app snapshots; finds out on first use which endpoint answers and keeps to it. */
export class AppReader {
  private mode: Mode | undefined;
  private readonly base: string;
  private readonly managementPath: string;
  private readonly notedProblems = new Set<string>();
  /** ask for the sampler's metric families only, until the endpoint shows it cannot filter */
  private filterNames: boolean;
  readonly notes: TelemetryNote[] = [];

  constructor(
    managementBaseUrl: string,
    private readonly timeoutMs: number,
    options: { filterNames?: boolean } = {},
  ) {
    this.filterNames = options.filterNames ?? true;
    this.base = managementBaseUrl.replace(/\/+$/, '');
    this.managementPath = managementPathOf(managementBaseUrl);
  }

  /** Which endpoint the snapshots come from, once known. */
  get source(): Mode | undefined {
    return this.mode;
  }

  /** One snapshot, or undefined when the app did not answer (the reason becomes a note). */
  async read(): Promise<AppSnapshot | undefined> {
    try {
      this.mode ??= await this.discover();
      if (this.mode === undefined) return undefined;
      return this.mode === 'prometheus' ? await this.readPrometheus() : await this.readMetrics();
    } catch (error) {
      this.note(
        `The app's management endpoint ${this.base} did not answer (${firstLine(error)}).`,
        undefined,
      );
      return undefined;
    }
  }

  private async discover(): Promise<Mode | undefined> {
    const prometheus = await this.fetch(`${this.base}/prometheus`, 'text/plain;version=0.0.4');
    if (prometheus.ok) return 'prometheus';
    const metrics = await this.fetch(`${this.base}/metrics`, 'application/json');
    if (metrics.ok) {
      this.note(
        `${this.base}/prometheus answered ${prometheus.status}; sampling ${this.base}/metrics instead (about 20 requests per tick, one pool total, no percentiles).`,
        EXPOSE_FIX,
      );
      return 'metrics';
    }
    this.note(
      `Neither ${this.base}/prometheus (${prometheus.status}) nor ${this.base}/metrics (${metrics.status}) answered: no thread, pool, CPU, heap or GC series for this window; the verdict still stands on the load test's own figures.`,
      EXPOSE_FIX,
    );
    return undefined;
  }

  private async readPrometheus(): Promise<AppSnapshot> {
    if (this.filterNames) {
      const url = `${this.base}/prometheus?includedNames=${PROMETHEUS_NAMES.join(',')}`;
      const response = await this.fetch(url, 'text/plain;version=0.0.4');
      if (response.ok) {
        const samples = parsePrometheusText(await response.text());
        if (samples.length > 0) return snapshotFromPrometheus(samples);
      }
      // An endpoint that rejects or ignores the filter in a way that empties the answer.
      this.filterNames = false;
    }
    const response = await this.fetch(`${this.base}/prometheus`, 'text/plain;version=0.0.4');
    if (!response.ok) throw new Error(`GET ${this.base}/prometheus answered ${response.status}`);
    return snapshotFromPrometheus(parsePrometheusText(await response.text()));
  }

  private async readMetrics(): Promise<AppSnapshot> {
    const metricEntries = await Promise.all(
      ACTUATOR_METRIC_NAMES.map(async (name) => [name, await this.metric(name)] as const),
    );
    const [heapUsed, heapMax, requests] = await Promise.all([
      this.metric('jvm.memory.used', ['area:heap']),
      this.metric('jvm.memory.max', ['area:heap']),
      this.metric('http.server.requests'),
    ]);
    const uris = (requests?.availableTags?.find((tag) => tag.tag === 'uri')?.values ?? [])
      .filter((uri) => !isManagementUri(uri, this.managementPath))
      .sort()
      .slice(0, MAX_FALLBACK_URIS);
    const http = await Promise.all(
      uris.map(async (uri) => {
        const [body, serverErrors] = await Promise.all([
          this.metric('http.server.requests', [`uri:${uri}`]),
          this.metric('http.server.requests', [`uri:${uri}`, 'outcome:SERVER_ERROR']),
        ]);
        return body ? [{ uri, body, serverErrors }] : [];
      }),
    );
    return snapshotFromActuatorMetrics({
      metrics: Object.fromEntries(metricEntries),
      heapUsed,
      heapMax,
      http: http.flat(),
    });
  }

  private async metric(name: string, tags: string[] = []): Promise<ActuatorMetricBody | undefined> {
    const query = tags.map((tag) => `tag=${encodeURIComponent(tag)}`).join('&');
    const url = `${this.base}/metrics/${name}${query ? `?${query}` : ''}`;
    const response = await this.fetch(url, 'application/json');
    // 404 means "no such meter (yet)", e.g. no request has failed so far.
    if (response.status === 404) return undefined;
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    return (await response.json()) as ActuatorMetricBody;
  }

  private fetch(url: string, accept: string): Promise<Response> {
    return fetch(url, { headers: { accept }, signal: AbortSignal.timeout(this.timeoutMs) });
  }

  private note(message: string, fix: string | undefined): void {
    // One note per distinct problem, however many ticks hit it.
    const key = message.replace(/\d+/g, '#');
    if (this.notedProblems.has(key)) return;
    this.notedProblems.add(key);
    this.notes.push({ source: this.mode === 'metrics' ? 'actuator' : 'prometheus', message, fix });
  }
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const cause =
    error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${message}${cause}`.split('\n')[0] ?? '';
}
