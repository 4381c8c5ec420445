// k6's per-request CSV is capped on disk while k6 writes it: cut back every second, read only up to
// the cap, and the breakdown notes what it covers. Real k6 against a local HTTP server.
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResourceScope } from '../../src/env/scope.js';
import { runK6Window } from '../../src/load/k6.js';
import { readK6Csv, withCsvCapNote } from '../../src/telemetry/k6-csv.js';
import { requireK6 } from '../support/environment.js';

const dir = mkdtempSync(join(tmpdir(), 'perf-gate-csv-cap-'));
const server = createServer((_request, response) => response.end('ok'));
let baseUrl = '';

beforeAll(async () => {
  requireK6();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  writeFileSync(
    join(dir, 'load.js'),
    "import http from 'k6/http';\nexport default function () {\n  http.get(`${__ENV.BASE_URL}/`, { tags: { name: 'GET /' } });\n}\n",
  );
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

async function window(csvPath: string, csvCapBytes: number) {
  const scope = new ResourceScope();
  try {
    return await runK6Window({
      k6: 'k6',
      script: join(dir, 'load.js'),
      baseUrl,
      targetRate: 50,
      durationMs: 4_000,
      preAllocatedVus: 5,
      maxVus: 10,
      executor: 'gate',
      endpoints: [],
      env: {},
      scope,
      label: 'capped window',
      csvPath,
      csvCapBytes,
    });
  } finally {
    await scope.release();
  }
}

describe("k6's per-request CSV on disk", () => {
  it('is cut back to its cap, read up to it, and the breakdown says so', async () => {
    const cap = 32 * 1024;
    const csvPath = join(dir, 'capped.csv');
    const run = await window(csvPath, cap);
    const requests = run.summary.metrics.http_reqs?.values?.count ?? 0;
    expect(requests).toBeGreaterThan(150);
    expect(run.csvCapped?.bytes).toBe(cap);
    expect(run.csvCapped!.afterMs).toBeLessThan(run.wallMs);
    expect(statSync(csvPath).size).toBeLessThanOrEqual(cap);

    const csv = await readK6Csv(csvPath, { startMs: 0 }, 4, cap);
    const counted = csv.endpoints.endpoints['GET /']?.requests ?? 0;
    expect(counted).toBeGreaterThan(0);
    expect(counted).toBeLessThan(requests);
    const noted = withCsvCapNote(csv.endpoints, run.csvCapped!, 4);
    expect(noted.note).toMatch(
      /^k6's per-request output reached its cap \(32 kB\) after about \d+ s of the 4 s window/,
    );
  }, 60_000);

  it('below the cap: untouched, every request counted, no note', async () => {
    const csvPath = join(dir, 'whole.csv');
    const run = await window(csvPath, 1024 ** 3);
    expect(run.csvCapped).toBeUndefined();
    const csv = await readK6Csv(csvPath, { startMs: 0 }, 4);
    expect(csv.endpoints.endpoints['GET /']?.requests).toBe(
      run.summary.metrics.http_reqs?.values?.count,
    );
    expect(csv.endpoints.note).toBeUndefined();
  }, 60_000);
});
