import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  EndpointCollector,
  MAX_URL_GROUPS,
  endpointOf,
  mergeEndpoints,
  withRequestEndpoints,
  type RequestSample,
} from '../../../src/load/endpoints.js';
import { K6CsvAccumulator, readK6Csv } from '../../../src/telemetry/k6-csv.js';
import type { RequestMetrics } from '../../../src/model.js';

function request(
  collector: EndpointCollector,
  name: string,
  ms: number,
  options: { failed?: boolean; method?: string; endpointTag?: string } = {},
): void {
  const base: Omit<RequestSample, 'metric' | 'value'> = {
    method: options.method ?? 'GET',
    name,
    ...(options.endpointTag ? { endpointTag: options.endpointTag } : {}),
  };
  collector.add({ ...base, metric: 'http_reqs', value: 1 });
  collector.add({ ...base, metric: 'http_req_duration', value: ms });
  collector.add({ ...base, metric: 'http_req_failed', value: options.failed ? 1 : 0 });
}

describe('endpointOf', () => {
  it('prefers the endpoint tag, then the name tag', () => {
    expect(endpointOf({ method: 'GET', name: 'note', endpointTag: 'detail' })).toEqual({
      label: 'detail',
      fromUrl: false,
    });
    expect(endpointOf({ method: 'GET', name: 'GET /api/products/{id}' })).toEqual({
      label: 'GET /api/products/{id}',
      fromUrl: false,
    });
  });

  it("groups k6's default name (the URL) by method and path, ids read as {id}", () => {
    expect(
      endpointOf({ method: 'GET', name: 'http://127.0.0.1:8080/api/products/17?fields=all' }),
    ).toEqual({ label: 'GET /api/products/{id}', fromUrl: true });
    expect(
      endpointOf({
        method: 'DELETE',
        name: 'http://127.0.0.1:8080/carts/3f2b8c1e-9d7a-4e55-8a61-0c2b9f4d1a77/items/9',
      }),
    ).toEqual({ label: 'DELETE /carts/{id}/items/{id}', fromUrl: true });
  });

  it('keeps http.url template names as the script grouped them', () => {
    expect(endpointOf({ method: 'GET', name: 'http://127.0.0.1:8080/notes/${}' })).toEqual({
      label: 'GET /notes/${}',
      fromUrl: false,
    });
  });
});

describe('EndpointCollector', () => {
  it('counts requests, failures and exact percentiles per name tag', () => {
    const collector = new EndpointCollector();
    for (let ms = 1; ms <= 100; ms++) request(collector, 'note', ms, { failed: ms <= 2 });
    request(collector, 'create-note', 50, { method: 'POST' });
    const { endpoints, note } = collector.build(10);
    expect(note).toBeUndefined();
    expect(Object.keys(endpoints)).toEqual(['create-note', 'note']);
    expect(endpoints.note).toMatchObject({ requests: 100, failed: 2, errorRate: 0.02 });
    expect(endpoints.note?.ratePerSec).toBe(10);
    // k6 interpolates between the nearest ranks: p95 of 1..100 is 95.05.
    expect(endpoints.note?.latency).toMatchObject({ min: 1, max: 100, p50: 50.5, p95: 95.05 });
  });

  it('notes URL-derived groups and drops them past the cardinality guard', () => {
    const few = new EndpointCollector();
    request(few, 'http://127.0.0.1:1/a/1', 5);
    request(few, 'http://127.0.0.1:1/a/2', 7);
    const grouped = few.build(1);
    expect(grouped.endpoints['GET /a/{id}']?.requests).toBe(2);
    expect(grouped.note).toContain('grouped from URLs without a `name` tag');

    const many = new EndpointCollector();
    request(many, 'named', 3);
    for (let index = 0; index <= MAX_URL_GROUPS; index++) {
      request(many, `http://127.0.0.1:1/search/term-${index}`, 5);
    }
    const guarded = many.build(1);
    expect(Object.keys(guarded.endpoints)).toEqual(['named']);
    expect(guarded.note).toContain(`${MAX_URL_GROUPS + 1} requests to ${MAX_URL_GROUPS + 1}`);
    expect(guarded.note).toContain("tags: { name: 'GET /items/{id}' }");
  });
});

describe('mergeEndpoints', () => {
  const metrics = (requests: number): RequestMetrics => ({
    requests,
    failed: 0,
    errorRate: 0,
    ratePerSec: requests,
    latency: { avg: 1, min: 1, p50: 1, p90: 1, p95: 1, p99: 1, max: 1 },
  });

  it("keeps the summary's figures when they have requests and fills the rest", () => {
    const merged = mergeEndpoints(
      { detail: metrics(5), 'GET /x': metrics(0) },
      { detail: metrics(6), 'GET /x': metrics(3), other: metrics(1) },
    );
    expect(merged.detail?.requests).toBe(5);
    expect(merged['GET /x']?.requests).toBe(3);
    expect(Object.keys(merged)).toEqual(['detail', 'GET /x', 'other']);
    const window = { endpoints: { detail: metrics(5) } as Record<string, RequestMetrics> };
    withRequestEndpoints(window, { endpoints: { other: metrics(1) }, note: 'n' });
    expect(window).toMatchObject({ endpointNote: 'n' });
    expect(Object.keys(window.endpoints)).toEqual(['detail', 'other']);
  });
});

describe('readK6Csv', () => {
  it('breaks a real k6 CSV down by name tag, including requests outside the telemetry window', async () => {
    // Lines as k6 1.8.1 writes them with --out csv (K6_CSV_TIME_FORMAT=unix_milli): with a name
    // tag, k6 also sets the url column to the name.
    const header =
      'metric_name,timestamp,metric_value,check,error,error_code,expected_response,group,method,name,proto,scenario,service,status,subproto,tls_version,url,extra_tags,metadata';
    const row = (metric: string, at: number, value: number, name: string, status = 200) =>
      `${metric},${at},${value.toFixed(6)},,,,${status < 400},,GET,${name},HTTP/1.1,measure,,${status},,,${name},,`;
    const start = 1_795_485_075_000;
    const lines = [header];
    for (let index = 0; index < 10; index++) {
      const at = start - 500 + index * 200;
      const status = index === 0 ? 500 : 200;
      lines.push(row('http_reqs', at, 1, 'note', status));
      lines.push(row('http_req_duration', at, 10 + index, 'note', status));
      lines.push(row('http_req_failed', at, status >= 400 ? 1 : 0, 'note', status));
      lines.push(row('http_req_waiting', at, 9, 'note', status));
    }
    const dir = mkdtempSync(join(tmpdir(), 'perf-gate-endpoints-'));
    const path = join(dir, 'k6.csv');
    writeFileSync(path, lines.join('\n') + '\n');
    const { series, endpoints } = await readK6Csv(path, { startMs: start }, 2);
    // The name tag also keys the per-second client series (charts per endpoint).
    expect(series['client.rate[note]']?.values.reduce((a, b) => a + b, 0)).toBe(7);
    expect(endpoints.endpoints.note).toMatchObject({ requests: 10, failed: 1, ratePerSec: 5 });
    expect(endpoints.endpoints.note?.latency.max).toBe(19);
    // The per-second series stay within the telemetry window (3 requests fell before it).
    const total = (series['client.rate']?.values ?? []).reduce((a, b) => a + b, 0);
    expect(total).toBe(7);
  });
});

describe('client series per endpoint', () => {
  it('keys series by name tag, never by a default URL name', () => {
    const header =
      'metric_name,timestamp,metric_value,check,error,error_code,expected_response,group,method,name,proto,scenario,service,status,subproto,tls_version,url,extra_tags,metadata';
    const start = 1_795_485_075_000;
    const accumulator = new K6CsvAccumulator(start);
    accumulator.addLine(header);
    for (const name of [
      'note',
      'http://127.0.0.1:8080/notes/17',
      'http://127.0.0.1:8080/notes/18',
    ]) {
      accumulator.addLine(
        `http_reqs,${start + 100},1.000000,,,,true,,GET,${name},HTTP/1.1,measure,,200,,,${name},,`,
      );
    }
    const names = Object.keys(accumulator.build()).sort();
    expect(names).toEqual(['client.rate', 'client.rate[note]']);
  });
});
