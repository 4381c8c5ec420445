import { describe, expect, it } from 'vitest';
import { probeSize, type SizingWindow } from '../../../src/analysis/probe-size.js';
import { PROBE_MAX_ITERATIONS } from '../../../src/config/work.js';
import { PROBE_MIN_REQUESTS } from '../../../src/config/work-metrics.js';

/** A window of `iterations` iterations with these requests per endpoint. */
function window(
  iterations: number,
  endpoints: Record<string, number>,
  extra: Partial<SizingWindow> = {},
): SizingWindow {
  return {
    iterations,
    endpoints: Object.fromEntries(Object.entries(endpoints).map(([e, n]) => [e, { requests: n }])),
    ...extra,
  };
}

describe('the work probe sized from the timed windows', () => {
  it('runs as configured when every endpoint already gets enough requests', () => {
    const windows = [window(150, { 'content-detail': 300, 'content-places': 300 })];
    expect(probeSize(windows, 20)).toEqual({ iterations: 20 });
  });

  it('runs more iterations so that the rarest endpoint reaches the minimum', () => {
    // The example: one request of each endpoint per iteration.
    const windows = [
      window(150, { 'content-detail': 150, 'content-places': 150 }),
      window(148, { 'content-detail': 148, 'content-places': 148 }),
    ];
    const size = probeSize(windows, 20);
    expect(size.iterations).toBe(PROBE_MIN_REQUESTS);
    expect(size.reason).toBe(
      `${PROBE_MIN_REQUESTS} iterations instead of compare.work.probe's 20, so that content-detail, the rarest endpoint of the timed windows (1 request(s) per iteration expected), gets ${PROBE_MIN_REQUESTS} requests`,
    );
  });

  it('sizes for an endpoint one iteration in five sends', () => {
    const windows = [window(300, { 'GET /api/books': 300, 'POST /api/loans': 60 })];
    expect(probeSize(windows, 20).iterations).toBe(PROBE_MIN_REQUESTS * 5);
  });

  it(`stops at ${PROBE_MAX_ITERATIONS} iterations and says what the rarest endpoint would need`, () => {
    const windows = [window(1000, { 'GET /api/books': 1000, 'POST /api/loans': 20 })];
    // 0.02 a window iteration: 1500 iterations for 30 requests.
    const size = probeSize(windows, 20);
    expect(size.iterations).toBe(PROBE_MAX_ITERATIONS);
    expect(size.reason).toContain(
      `the most it runs (${PROBE_MAX_ITERATIONS}, or about 30 s): POST /api/loans, the rarest endpoint of the timed windows (0.02 request(s) per iteration expected), would need 1500 to get ${PROBE_MIN_REQUESTS} requests`,
    );
  });

  it("keeps a sized probe within its time: an iteration's sleep() counts", () => {
    // 1 s a window iteration plus 16 ms for each of its 2 requests: 29 iterations in 30 s.
    const windows = [window(60, { a: 60, b: 60 }, { iterationMs: 1000 })];
    expect(probeSize(windows, 20).iterations).toBe(29);
    // Under the configured count the configured count stands.
    expect(probeSize([window(60, { a: 60, b: 60 }, { iterationMs: 3000 })], 20)).toEqual({
      iterations: 20,
    });
  });

  it("divides a mix's rates by its scenarios × the largest share: the probe takes them in turn", () => {
    // browse runs 75 % of the window's iterations (GET /rare in one of five), checkout 25 %; in
    // the probe each runs half of them, so GET /rare comes 0.1 times an iteration, not 0.15.
    const mix = [
      { scenario: 'browse', exec: 'browse', share: 0.75 },
      { scenario: 'checkout', exec: 'checkout', share: 0.25 },
    ];
    const windows = [
      window(100, { 'GET /items': 75, 'GET /rare': 15, 'POST /orders': 25 }, { mix }),
    ];
    expect(probeSize(windows, 20, 10).iterations).toBe(100);
    expect(probeSize([{ ...windows[0]!, mix: undefined }], 20, 10).iterations).toBe(67);
  });

  it('leaves the probe as configured without windows, with none configured, or above the cap', () => {
    expect(probeSize([], 20)).toEqual({ iterations: 20 });
    expect(probeSize([window(0, {})], 20)).toEqual({ iterations: 20 });
    expect(probeSize([window(100, { a: 1 })], 0)).toEqual({ iterations: 0 });
    expect(probeSize([window(100, { a: 1 })], 600)).toEqual({ iterations: 600 });
  });
});
