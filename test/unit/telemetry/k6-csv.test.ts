import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  K6CsvAccumulator,
  parseTimestampMs,
  readK6CsvSeries,
  splitCsvLine,
  withClientSeries,
} from '../../../src/telemetry/k6-csv.js';
import type { TelemetryRecord } from '../../../src/model.js';
import { withRequestEndpoints } from '../../../src/load/endpoints.js';
import { quantile } from '../../../src/analysis/stats.js';

const HEADER =
  'metric_name,timestamp,metric_value,check,error,error_code,expected_response,group,method,name,proto,scenario,service,status,subproto,tls_version,url,extra_tags,metadata';

function line(metric: string, atMs: number, value: number, endpoint: string): string {
  return `${metric},${atMs},${value.toFixed(6)},,,,true,,GET,http://127.0.0.1:1/x,HTTP/1.1,a,,200,,,http://127.0.0.1:1/x,endpoint=${endpoint},`;
}

/** 2 s of traffic starting at `start`: 20 requests in the first second, 10 in the second. */
function csv(start: number): string {
  const lines = [HEADER];
  for (let index = 0; index < 20; index++) {
    lines.push(line('http_reqs', start + index * 50, 1, 'detail'));
    lines.push(line('http_req_duration', start + index * 50, index + 1, 'detail'));
    lines.push(line('http_req_blocked', start + index * 50, 0.01, 'detail'));
  }
  for (let index = 0; index < 10; index++) {
    lines.push(line('http_reqs', start + 1000 + index * 100, 1, 'login'));
    lines.push(line('http_req_duration', start + 1000 + index * 100, 100, 'login'));
  }
  // Before the window: ignored.
  lines.push(line('http_reqs', start - 10, 1, 'detail'));
  return lines.join('\n') + '\n';
}

describe('K6CsvAccumulator', () => {
  it('buckets requests per second of the window into rate and p95, overall and per endpoint', () => {
    const start = 1_795_319_070_000;
    const accumulator = new K6CsvAccumulator(start);
    for (const text of csv(start).split('\n')) accumulator.addLine(text);
    const series = accumulator.build();
    expect(series['client.rate']).toEqual({ t: [1, 2], values: [20, 10] });
    expect(series['client.rate[login]']).toEqual({ t: [2], values: [10] });
    // 1..20 ms: p95 interpolates between 19 and 20.
    expect(series['client.p95Ms']?.values[0]).toBeCloseTo(19.05, 5);
    expect(series['client.p95Ms[login]']?.values).toEqual([100]);
  });

  it('ignores lines after the window end', () => {
    const start = 1_000_000_000_000;
    const accumulator = new K6CsvAccumulator(start, start + 999);
    for (const text of csv(start).split('\n')) accumulator.addLine(text);
    expect(accumulator.build()['client.rate']).toEqual({ t: [1], values: [20] });
  });
});

describe("the script's setup() and teardown()", () => {
  it('are counted apart and left out of the endpoints, the totals, the latency and the series', () => {
    const start = 1_795_319_070_000;
    const text = csv(start).split('\n');
    // A login per user in setup() (slow, 400 ms) and a logout in teardown(), grouped by k6.
    const grouped = (group: string, metric: string, value: number) =>
      line(metric, start + 5, value, 'login').replace(',true,,GET,', `,true,${group},GET,`);
    for (let user = 0; user < 30; user++) {
      text.push(grouped('::setup', 'http_reqs', 1), grouped('::setup', 'http_req_duration', 400));
    }
    text.push(grouped('::setup::tokens', 'http_reqs', 1));
    text.push(grouped('::teardown', 'http_reqs', 1));
    const accumulator = new K6CsvAccumulator(start);
    for (const entry of text) accumulator.addLine(entry);
    const breakdown = accumulator.buildEndpoints(2);
    expect(breakdown.setupRequests).toBe(32);
    expect(breakdown.endpoints.login?.requests).toBe(10);
    // 30 in the window and one just before it (the breakdown covers the whole k6 run).
    expect(breakdown.http).toMatchObject({ requests: 31, failed: 0 });
    // Without the 400 ms logins: 20 requests of 1..20 ms and 10 of 100 ms.
    expect(breakdown.http?.latency.max).toBe(100);
    expect(accumulator.build()['client.rate']).toEqual({ t: [1, 2], values: [20, 10] });
  });

  it("replace k6's totals in the window only when they sent requests", () => {
    const start = 1_795_319_070_000;
    const accumulator = new K6CsvAccumulator(start);
    for (const entry of csv(start).split('\n')) accumulator.addLine(entry);
    const summary = { requests: 99, failed: 0, errorRate: 0, ratePerSec: 1, latency: { p95: 1 } };
    const window: Parameters<typeof withRequestEndpoints>[0] = {
      http: summary as never,
      endpoints: {},
    };
    withRequestEndpoints(window, accumulator.buildEndpoints(2));
    expect(window.http).toBe(summary);
    withRequestEndpoints(window, { ...accumulator.buildEndpoints(2), setupRequests: 3 });
    expect(window).toMatchObject({ setupRequests: 3, http: { requests: 31 } });
    expect(window.endpointNote).toMatch(
      /^3 request\(s\) sent by the script.s setup\(\) and teardown\(\) are left out/,
    );
  });
});

describe('readK6CsvSeries', () => {
  it('streams plain and gzipped files alike', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'k6csv-'));
    const start = 1_795_319_070_000;
    writeFileSync(join(directory, 'out.csv'), csv(start));
    writeFileSync(join(directory, 'out.csv.gz'), gzipSync(csv(start)));
    const plain = await readK6CsvSeries(join(directory, 'out.csv'), { startMs: start });
    const gzipped = await readK6CsvSeries(join(directory, 'out.csv.gz'), { startMs: start });
    expect(plain['client.rate']?.values).toEqual([20, 10]);
    expect(gzipped).toEqual(plain);
  });
});

describe('helpers', () => {
  it('parses every k6 CSV time format into epoch ms', () => {
    expect(parseTimestampMs('1795319070')).toBe(1795319070000);
    expect(parseTimestampMs('1795319070123')).toBe(1795319070123);
    expect(parseTimestampMs('1795319070123456')).toBe(1795319070123.456);
    expect(parseTimestampMs('1795319070123456789')).toBeCloseTo(1795319070123.4568, 2);
    expect(parseTimestampMs('2026-11-22T03:44:40.5Z')).toBe(Date.parse('2026-11-22T03:44:40.5Z'));
    expect(parseTimestampMs('soon')).toBeUndefined();
  });

  it('splits quoted CSV fields', () => {
    expect(splitCsvLine('a,"b,c","d ""e""",')).toEqual(['a', 'b,c', 'd "e"', '']);
  });

  it('computes quantiles like k6 (interpolating between ranks)', () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([5], 0.95)).toBe(5);
  });

  it('adds client series to a record without touching the original', () => {
    const record = {
      series: { 'app.rate': { t: [1], values: [2] } },
    } as unknown as TelemetryRecord;
    const merged = withClientSeries(record, { 'client.rate': { t: [1], values: [3] } });
    expect(Object.keys(merged.series)).toEqual(['app.rate', 'client.rate']);
    expect(Object.keys(record.series)).toEqual(['app.rate']);
  });
});

describe('status codes per endpoint', () => {
  it("counts each endpoint's requests per HTTP status, and k6's error code where none came back", () => {
    const start = 1_795_319_070_000;
    const text = csv(start).split('\n');
    const failing = (status: string, errorCode: string) =>
      line('http_reqs', start + 5, 1, 'login')
        .replace(',,,,true,', `,,,${errorCode},false,`)
        .replace(',200,', `,${status},`);
    for (let index = 0; index < 3; index++) text.push(failing('500', ''));
    text.push(failing('0', '1050'));
    const accumulator = new K6CsvAccumulator(start);
    for (const entry of text) accumulator.addLine(entry);
    const breakdown = accumulator.buildEndpoints(2);
    expect(breakdown.endpoints.login?.statusCodes).toEqual({ 200: 10, 500: 3, 'k6 1050': 1 });
    expect(breakdown.endpoints.detail?.statusCodes).toEqual({ 200: 21 });
    expect(breakdown.http?.statusCodes).toEqual({ 200: 31, 500: 3, 'k6 1050': 1 });
  });
});
