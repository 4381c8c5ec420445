// Client-side rate and p95 per second, from k6's CSV output (`k6 run --out csv=FILE`, with
// K6_CSV_TIME_FORMAT=unix_milli for sub-second timestamps).
//
// Why the CSV output: k6's REST API only has p95 over the whole run so far, and server-side
// histograms miss the time a request waits before Tomcat accepts it. Measured on the 2-core runner
// at 300 requests/s for 10 s (3 runs each), `--out csv` raised k6's own CPU from 1.89 s to 1.97 s
// (+4 %, about 27 µs per request); gzip output (`csv=FILE.gz`) cost +45 %, so the file stays plain.
// The file takes about 1.4 kB per request (4.1 MB for those 3000 requests); it is read once after
// the run, streamed, and can be deleted afterwards.
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { LatencySample } from '../analysis/latency-sample.js';
import {
  EndpointCollector,
  endpointOf,
  statusKey,
  type EndpointBreakdown,
} from '../load/endpoints.js';
import type { TelemetryRecord, TelemetrySeries } from '../model.js';
import { keyedSeriesName, round } from './series.js';

/** Per-endpoint client series are kept for this many endpoints at most. */
export const MAX_SERIES_ENDPOINTS = 20;

/**
 * Durations kept exactly per second and series; a busier second becomes a quantile sketch
 * (src/analysis/latency-sample.ts), so memory does not grow with the rate.
 */
export const EXACT_PER_SECOND = 1_000;

/** Environment for `k6 run` so the CSV output carries millisecond timestamps. */
export const K6_CSV_ENV = { K6_CSV_TIME_FORMAT: 'unix_milli' } as const;

/** Accumulates http_req_duration / http_reqs lines per second of the window. */
export class K6CsvAccumulator {
  private columns: Map<string, number> | undefined;
  private readonly durations = new Map<string, Map<number, LatencySample>>();
  private readonly requests = new Map<string, Map<number, number>>();
  /** every request of the run, window or not: per-endpoint figures cover the whole k6 run */
  private readonly endpoints = new EndpointCollector();
  private readonly seriesEndpoints = new Set<string>();
  /** requests sent by the script's setup() and teardown() */
  private setupRequests = 0;

  /**
   * @param windowStartMs epoch ms of the window's t = 0 (the telemetry session's startedAt)
   * @param windowEndMs epoch ms after which lines are ignored
   */
  constructor(
    private readonly windowStartMs: number,
    private readonly windowEndMs = Infinity,
  ) {}

  /** Feeds one CSV line (the header first). */
  addLine(line: string): void {
    if (line === '') return;
    if (!this.columns) {
      this.columns = new Map(line.split(',').map((name, index) => [name.trim(), index]));
      return;
    }
    // Only the metrics of interest; checking the prefix first skips most lines cheaply.
    const metric = line.startsWith('http_req_duration,')
      ? 'http_req_duration'
      : line.startsWith('http_reqs,')
        ? 'http_reqs'
        : line.startsWith('http_req_failed,')
          ? 'http_req_failed'
          : undefined;
    if (!metric) return;
    const fields = splitCsvLine(line);
    const column = (name: string): string | undefined => {
      const index = this.columns?.get(name);
      return index === undefined ? undefined : fields[index];
    };
    // setup() and teardown() run once, outside the arrival rate (k6 groups their samples under
    // ::setup and ::teardown): counted apart, not in the endpoints, the latency or the series.
    const group = column('group') ?? '';
    if (group.startsWith('::setup') || group.startsWith('::teardown')) {
      if (metric === 'http_reqs') this.setupRequests += 1;
      return;
    }
    const endpoint = endpointTag(column('extra_tags') ?? '');
    const value = Number(column('metric_value'));
    const request = {
      method: column('method') ?? '',
      name: column('name') ?? column('url') ?? '',
      ...(endpoint ? { endpointTag: endpoint } : {}),
    };
    const status =
      metric === 'http_reqs' ? statusKey(column('status'), column('error_code')) : undefined;
    if (Number.isFinite(value))
      this.endpoints.add({ ...request, metric, value, ...(status ? { status } : {}) });
    if (metric === 'http_req_failed') return;
    const atMs = parseTimestampMs(column('timestamp') ?? '');
    if (atMs === undefined || atMs < this.windowStartMs || atMs > this.windowEndMs) return;
    const second = Math.floor((atMs - this.windowStartMs) / 1000);
    const keys = ['', ...this.seriesKey(request)];
    if (fields[0] === 'http_reqs') {
      for (const key of keys) increment(this.requests, key, second);
    } else {
      if (!Number.isFinite(value)) return;
      for (const key of keys) append(this.durations, key, second, value);
    }
  }

  /**
   * The endpoint a request's per-second series go under: its `endpoint` or `name` tag (as the
   * endpoint table groups it), for the first MAX_SERIES_ENDPOINTS endpoints; none for URLs k6
   * named by default (one series per URL would only bloat the result file).
   */
  private seriesKey(request: { method: string; name: string; endpointTag?: string }): string[] {
    const { label, fromUrl } = endpointOf(request);
    if (fromUrl || label === '') return [];
    if (!this.seriesEndpoints.has(label)) {
      if (this.seriesEndpoints.size >= MAX_SERIES_ENDPOINTS) return [];
      this.seriesEndpoints.add(label);
    }
    return [label];
  }

  /** client.rate and client.p95Ms (and per endpoint), t = end of each second. */
  build(): Record<string, TelemetrySeries> {
    const series: Record<string, TelemetrySeries> = {};
    for (const [key, perSecond] of this.requests) {
      const name = key ? keyedSeriesName('client.rate', key) : 'client.rate';
      series[name] = toSeries([...perSecond].map(([second, count]) => [second, count]));
    }
    for (const [key, perSecond] of this.durations) {
      const name = key ? keyedSeriesName('client.p95Ms', key) : 'client.p95Ms';
      series[name] = toSeries(
        [...perSecond].map(([second, sample]) => [second, sample.quantile(0.95)]),
      );
    }
    return series;
  }

  /** Per-endpoint figures of every request in the file (see src/load/endpoints.ts). */
  buildEndpoints(durationSec: number): EndpointBreakdown {
    const breakdown = this.endpoints.build(durationSec);
    return this.setupRequests > 0 ? { ...breakdown, setupRequests: this.setupRequests } : breakdown;
  }
}

/** Reads a k6 CSV output file (plain or .gz) into client series for one window. */
export async function readK6CsvSeries(
  path: string,
  window: { startMs: number; endMs?: number },
): Promise<Record<string, TelemetrySeries>> {
  return (await readK6Csv(path, window, 0)).series;
}

/** Reads a k6 CSV output file once: client series for the window and per-endpoint figures. */
export async function readK6Csv(
  path: string,
  window: { startMs: number; endMs?: number },
  durationSec: number,
  /** read only the complete lines within the first `maxBytes` (a CSV cut back at its cap) */
  maxBytes?: number,
): Promise<{ series: Record<string, TelemetrySeries>; endpoints: EndpointBreakdown }> {
  const accumulator = new K6CsvAccumulator(window.startMs, window.endMs);
  const end = maxBytes === undefined ? undefined : await lastLineEnd(path, maxBytes);
  const file = createReadStream(path, end === undefined ? {} : { end });
  const input = path.endsWith('.gz') ? file.pipe(createGunzip()) : file;
  for await (const line of createInterface({ input, crlfDelay: Infinity })) {
    accumulator.addLine(line);
  }
  return { series: accumulator.build(), endpoints: accumulator.buildEndpoints(durationSec) };
}

/** The offset of the last newline within the first `maxBytes` of a file (-1: none). */
async function lastLineEnd(path: string, maxBytes: number): Promise<number> {
  const handle = await open(path, 'r');
  try {
    const size = Math.min(maxBytes, (await handle.stat()).size);
    const chunk = 64 * 1024;
    for (let position = size; position > 0; position -= chunk) {
      const start = Math.max(0, position - chunk);
      const buffer = Buffer.alloc(position - start);
      await handle.read(buffer, 0, buffer.length, start);
      const newline = buffer.lastIndexOf(10);
      if (newline >= 0) return start + newline;
    }
    return -1;
  } finally {
    await handle.close();
  }
}

/**
 * The breakdown of a CSV that reached its cap, with a note saying what it covers: the requests
 * before the cap, while the window's totals (k6's summary) cover all of it.
 */
export function withCsvCapNote(
  breakdown: EndpointBreakdown,
  capped: { bytes: number; afterMs: number },
  windowSec: number,
): EndpointBreakdown {
  const size =
    capped.bytes >= 1024 ** 2
      ? `${Math.round(capped.bytes / 1024 ** 2)} MiB`
      : `${Math.round(capped.bytes / 1024)} kB`;
  const note =
    `k6's per-request output reached its cap (${size}) after about ${Math.round(capped.afterMs / 1000)} s of the ${windowSec} s window: ` +
    'the per-endpoint figures and the per-second client series cover only the requests before it; the totals above (k6 summary) cover the whole window.';
  // Its totals cover part of the window: k6's summary keeps them.
  const rest = { ...breakdown };
  delete rest.http;
  return { ...rest, note: breakdown.note ? `${note} ${breakdown.note}` : note };
}

/** A copy of the record with client series added (replacing any of the same name). */
export function withClientSeries(
  record: TelemetryRecord,
  series: Record<string, TelemetrySeries>,
): TelemetryRecord {
  return { ...record, series: { ...record.series, ...series } };
}

/** Epoch ms from any k6 CSV time format (unix s/ms/µs/ns, or RFC 3339). */
export function parseTimestampMs(value: string): number | undefined {
  if (/^\d+(\.\d+)?$/.test(value)) {
    const number = Number(value);
    if (number >= 1e17) return number / 1e6;
    if (number >= 1e14) return number / 1e3;
    if (number >= 1e11) return number;
    return number * 1000;
  }
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? undefined : parsed;
}

/** The value of the `endpoint` tag in k6's extra_tags column ("endpoint=x&other=y"). */
function endpointTag(extraTags: string): string | undefined {
  for (const pair of extraTags.split('&')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator) === 'endpoint') {
      return decodeURIComponent(pair.slice(separator + 1));
    }
  }
  return undefined;
}

/** Splits one CSV line, honouring double quotes (URLs and error texts may contain commas). */
export function splitCsvLine(line: string): string[] {
  if (!line.includes('"')) return line.split(',');
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const char = line[index]!;
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

function toSeries(points: Array<[number, number]>): TelemetrySeries {
  points.sort((a, b) => a[0] - b[0]);
  return {
    t: points.map(([second]) => second + 1),
    values: points.map(([, value]) => round(value)),
  };
}

function increment(target: Map<string, Map<number, number>>, key: string, second: number): void {
  let perSecond = target.get(key);
  if (!perSecond) target.set(key, (perSecond = new Map<number, number>()));
  perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
}

function append(
  target: Map<string, Map<number, LatencySample>>,
  key: string,
  second: number,
  value: number,
): void {
  let perSecond = target.get(key);
  if (!perSecond) target.set(key, (perSecond = new Map<number, LatencySample>()));
  let sample = perSecond.get(second);
  if (!sample) perSecond.set(second, (sample = new LatencySample(EXACT_PER_SECOND)));
  sample.add(value);
}
