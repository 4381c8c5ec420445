// k6's live counters from its REST API: `k6 run --address 127.0.0.1:PORT` serves
// GET /v1/metrics (every metric's value so far) and GET /v1/status (VUs in use). Counters are
// cumulative; the series builder turns them into per-interval rates.
import type { K6Reading } from './samples.js';

interface K6MetricsBody {
  data?: Array<{ id?: string; attributes?: { sample?: Record<string, number> } }>;
}

interface K6StatusBody {
  data?: { attributes?: { vus?: number; 'vus-max'?: number } };
}

/** Extracts the generator's counters from the bodies of /v1/metrics and /v1/status. */
export function parseK6Api(metricsBody: unknown, statusBody: unknown): Omit<K6Reading, 'atMs'> {
  const metrics = new Map<string, Record<string, number>>();
  for (const metric of (metricsBody as K6MetricsBody | undefined)?.data ?? []) {
    if (metric.id && metric.attributes?.sample) metrics.set(metric.id, metric.attributes.sample);
  }
  const status = (statusBody as K6StatusBody | undefined)?.data?.attributes;
  return {
    // /v1/status counts the VUs currently active; the vus gauge in /v1/metrics lags behind it.
    vus: status?.vus ?? metrics.get('vus')?.value,
    vusMax: status?.['vus-max'] ?? metrics.get('vus_max')?.value,
    iterations: metrics.get('iterations')?.count,
    droppedIterations: metrics.get('dropped_iterations')?.count,
    httpReqs: metrics.get('http_reqs')?.count,
    httpReqFailedShare: metrics.get('http_req_failed')?.rate,
  };
}

/** Reads k6's REST API at apiUrl (e.g. http://127.0.0.1:6565); throws when it does not answer. */
export async function readK6Api(
  apiUrl: string,
  timeoutMs: number,
): Promise<Omit<K6Reading, 'atMs'>> {
  const base = apiUrl.replace(/\/+$/, '');
  const get = async (path: string): Promise<unknown> => {
    const response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`GET ${base}${path} answered ${response.status}`);
    return response.json();
  };
  const [metrics, status] = await Promise.all([get('/v1/metrics'), get('/v1/status')]);
  return parseK6Api(metrics, status);
}
