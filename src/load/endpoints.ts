// Per-endpoint figures from every request of a k6 run, whatever the script exports. Pure.
//
// Which requests form one endpoint follows k6's own conventions, in this order:
//   1. the `endpoint` tag (perf-gate's bundled scenarios and older scripts);
//   2. k6's `name` tag, the documented way to group URLs (`tags: { name: 'GET /items/{id}' }`,
//      or http.url`…` templates, which k6 names `http://host/items/${}`);
//   3. otherwise k6 names a request by its full URL. Those are grouped by method and path, with
//      query strings dropped and id-like path segments (numbers, UUIDs, long hex) read as `{id}`;
//      past MAX_URL_GROUPS distinct paths they are left out of the breakdown with a note, because
//      one row per URL is noise, not an endpoint table.
import { LatencySample } from '../analysis/latency-sample.js';
import { LogLatencyAccumulator } from '../analysis/shift.js';
import type { RequestMetrics } from '../model.js';

/** More distinct untagged paths than this and they are not broken down (high cardinality). */
export const MAX_URL_GROUPS = 20;
/** More endpoints than this and only the busiest are kept (the rest stay in the totals). */
export const MAX_ENDPOINTS = 50;

/** One k6 request sample, as the CSV output or a JSON output line carries it. */
export interface RequestSample {
  metric: 'http_reqs' | 'http_req_duration' | 'http_req_failed';
  value: number;
  method: string;
  /** k6's `name` tag (the URL when the script set none) */
  name: string;
  /** the `endpoint` tag, when the request had one */
  endpointTag?: string;
  /**
   * on `http_reqs` samples: the HTTP status, or `k6 <error_code>` for a request that got no
   * response (k6's status 0: a timeout, a refused or reset connection)
   */
  status?: string;
}

/** The status key of a request: its HTTP status, or k6's error code when there was no response. */
export function statusKey(
  status: string | undefined,
  errorCode: string | undefined,
): string | undefined {
  if (status && status !== '0') return status;
  if (errorCode) return `k6 ${errorCode}`;
  return status === '0' ? '0' : undefined;
}

export interface EndpointBreakdown {
  endpoints: Record<string, RequestMetrics>;
  /** why some requests are not broken down, or how untagged URLs were grouped */
  note?: string;
  /** requests the script's setup() and teardown() sent: in k6's totals, not in the figures above */
  setupRequests?: number;
  /**
   * every request of the breakdown together, whatever its endpoint (the iterations' requests,
   * setup()'s left out), with the ln-latency moments of the whole distribution
   */
  http?: RequestMetrics;
}

interface Accumulated {
  requests: number;
  failed: number;
  /** exact up to 100,000 requests, a quantile sketch beyond (bounded memory) */
  durations: LatencySample;
  /** ln(latency) moments for the whole-distribution shift */
  log: LogLatencyAccumulator;
  /** requests per status key (statusKey) */
  statuses: Map<string, number>;
  fromUrl: boolean;
}

/** The endpoint a request belongs to, and whether the label was derived from a raw URL. */
export function endpointOf(sample: Omit<RequestSample, 'metric' | 'value'>): {
  label: string;
  fromUrl: boolean;
} {
  if (sample.endpointTag) return { label: sample.endpointTag, fromUrl: false };
  const url = parseAbsoluteUrl(sample.name);
  if (!url) return { label: sample.name, fromUrl: false };
  // http.url`…` templates keep their placeholders: the script grouped them on purpose.
  const path = decodeSafely(url.pathname);
  if (path.includes('${}')) return { label: `${sample.method} ${path}`, fromUrl: false };
  const grouped = path
    .split('/')
    .map((segment) => (isIdLike(segment) ? '{id}' : segment))
    .join('/');
  return { label: `${sample.method} ${grouped}`, fromUrl: true };
}

/** Accumulates request samples and builds per-endpoint RequestMetrics. */
export class EndpointCollector {
  private readonly byLabel = new Map<string, Accumulated>();
  /** every request, endpoints left out of the breakdown included */
  private readonly total = accumulated(false);

  add(sample: RequestSample): void {
    const { label, fromUrl } = endpointOf(sample);
    let entry = this.byLabel.get(label);
    if (!entry) {
      entry = accumulated(fromUrl);
      this.byLabel.set(label, entry);
    }
    for (const into of [entry, this.total]) {
      if (sample.metric === 'http_reqs') {
        into.requests += 1;
        if (sample.status !== undefined)
          into.statuses.set(sample.status, (into.statuses.get(sample.status) ?? 0) + 1);
      } else if (sample.metric === 'http_req_failed') into.failed += sample.value > 0 ? 1 : 0;
      else {
        into.durations.add(sample.value);
        into.log.add(sample.value);
      }
    }
  }

  /** Per-endpoint figures over `durationSec`, with the cardinality guards applied. */
  build(durationSec: number): EndpointBreakdown {
    const notes: string[] = [];
    let entries = [...this.byLabel.entries()].filter(([, entry]) => entry.requests > 0);
    const fromUrl = entries.filter(([, entry]) => entry.fromUrl);
    if (fromUrl.length > MAX_URL_GROUPS) {
      const requests = fromUrl.reduce((total, [, entry]) => total + entry.requests, 0);
      entries = entries.filter(([, entry]) => !entry.fromUrl);
      notes.push(
        `${requests} requests to ${fromUrl.length} distinct paths had no \`name\` tag (k6 then names each request by its URL), so they are counted in the totals but not broken down per endpoint. Group them in the script with \`tags: { name: 'GET /items/{id}' }\` or k6's http.url\`…\` template.`,
      );
    } else if (fromUrl.length > 0) {
      notes.push(
        `${fromUrl.length} endpoint(s) were grouped from URLs without a \`name\` tag (method + path, ids read as {id}); tag the requests with \`name\` to choose the groups yourself.`,
      );
    }
    if (entries.length > MAX_ENDPOINTS) {
      entries.sort((a, b) => b[1].requests - a[1].requests);
      notes.push(
        `${entries.length} endpoints: only the ${MAX_ENDPOINTS} busiest are broken down; the rest are counted in the totals.`,
      );
      entries = entries.slice(0, MAX_ENDPOINTS);
    }
    const endpoints: Record<string, RequestMetrics> = {};
    for (const [label, entry] of entries.sort((a, b) => a[0].localeCompare(b[0])))
      endpoints[label] = metricsOf(entry, durationSec);
    return {
      endpoints,
      ...(notes.length > 0 ? { note: notes.join(' ') } : {}),
      ...(this.total.requests > 0 ? { http: metricsOf(this.total, durationSec) } : {}),
    };
  }
}

function accumulated(fromUrl: boolean): Accumulated {
  return {
    requests: 0,
    failed: 0,
    durations: new LatencySample(),
    log: new LogLatencyAccumulator(),
    statuses: new Map(),
    fromUrl,
  };
}

function metricsOf(entry: Accumulated, durationSec: number): RequestMetrics {
  const log = entry.log.result();
  return {
    requests: entry.requests,
    failed: entry.failed,
    errorRate: entry.failed / entry.requests,
    ratePerSec: durationSec > 0 ? entry.requests / durationSec : 0,
    latency: entry.durations.summary(),
    ...(log ? { logLatency: log } : {}),
    ...(entry.statuses.size > 0
      ? {
          statusCodes: Object.fromEntries(
            [...entry.statuses].sort((a, b) => a[0].localeCompare(b[0], 'en', { numeric: true })),
          ),
        }
      : {}),
  };
}

/**
 * The summary's per-endpoint figures (from `endpoint` tag thresholds) where they have requests,
 * completed by the per-request breakdown for every other endpoint.
 */
export function mergeEndpoints(
  fromSummary: Record<string, RequestMetrics>,
  fromRequests: Record<string, RequestMetrics>,
): Record<string, RequestMetrics> {
  const merged: Record<string, RequestMetrics> = { ...fromRequests };
  for (const [label, metrics] of Object.entries(fromSummary)) {
    const counted = merged[label];
    if (metrics.requests > 0 || !counted) {
      // The summary has no per-request detail: the shift's moments and the status counts stay.
      merged[label] = {
        ...metrics,
        ...(counted?.logLatency && !metrics.logLatency ? { logLatency: counted.logLatency } : {}),
        ...(counted?.statusCodes && !metrics.statusCodes
          ? { statusCodes: counted.statusCodes }
          : {}),
      };
    }
  }
  return Object.fromEntries(Object.entries(merged).sort((a, b) => a[0].localeCompare(b[0])));
}

function parseAbsoluteUrl(name: string): URL | undefined {
  if (!/^https?:\/\//i.test(name)) return undefined;
  try {
    return new URL(name);
  } catch {
    return undefined;
  }
}

function decodeSafely(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isIdLike(segment: string): boolean {
  return /^\d+$/.test(segment) || UUID.test(segment) || /^[0-9a-f]{16,}$/i.test(segment);
}

/** Completes a window's endpoints with the per-request breakdown (when the CSV was read). */
export function withRequestEndpoints(
  window: {
    http?: RequestMetrics;
    endpoints: Record<string, RequestMetrics>;
    endpointNote?: string;
    setupRequests?: number;
  },
  breakdown: EndpointBreakdown | undefined,
): void {
  if (!breakdown) return;
  window.endpoints = mergeEndpoints(window.endpoints, breakdown.endpoints);
  const all = breakdown.http?.logLatency;
  if (all && window.http) window.http.logLatency = all;
  const statuses = breakdown.http?.statusCodes;
  if (statuses && window.http) window.http.statusCodes = statuses;
  if (breakdown.note) window.endpointNote = breakdown.note;
  if (breakdown.setupRequests) {
    // k6's totals count setup()'s and teardown()'s requests (a login a user each, run once): the
    // iterations' own requests, from the per-request output, stand in for them.
    window.setupRequests = breakdown.setupRequests;
    if (breakdown.http && window.http) window.http = breakdown.http;
    const note = `${breakdown.setupRequests} request(s) sent by the script's setup() and teardown() are left out of these figures and of the work per request (they run once, outside the arrival rate).`;
    window.endpointNote = window.endpointNote ? `${window.endpointNote} ${note}` : note;
  }
}
