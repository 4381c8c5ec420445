import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  crossedThresholds,
  k6LogMessage,
  scriptErrorIn,
  toWindowMeasurement,
  type K6Summary,
} from '../../../src/load/summary.js';
import { renderWrapper } from '../../../src/load/wrapper.js';

// Real k6 v1.8.1 output: 20 iterations/s for 2 s against a server that refused 3 of 41 requests.
const refused = JSON.parse(
  readFileSync(
    new URL('../../fixtures/k6/summary-refused-connections.json', import.meta.url),
    'utf8',
  ),
) as K6Summary;

const context = {
  scenario: 'home',
  side: 'pr' as const,
  round: 0,
  targetRate: 20,
  durationSec: 2,
  maxVus: 10,
};

describe('k6 summary → window measurement', () => {
  it('reads achieved TPS, latency percentiles and the error rate from the summary', () => {
    const window = toWindowMeasurement(refused, { ...context, k6ExitCode: 99 });
    expect(window.iterations).toBe(41);
    expect(window.tps).toBeCloseTo(20.5, 5);
    expect(window.http.requests).toBe(41);
    expect(window.http.failed).toBe(3);
    expect(window.http.errorRate).toBeCloseTo(3 / 41, 6);
    expect(window.http.latency.p95).toBeCloseTo(1.46, 2);
    expect(window.http.latency.p99).toBeCloseTo(1.737, 3);
    expect(window.http.latency.p50).toBeCloseTo(1.186, 3);
    expect(window.droppedIterations).toBe(0);
    expect(window.generator.saturated).toBe(false);
    expect(window.k6ExitCode).toBe(99);
  });

  it('breaks figures down per endpoint tag from the submetrics', () => {
    const window = toWindowMeasurement(refused, context);
    expect(Object.keys(window.endpoints)).toEqual(['home']);
    expect(window.endpoints.home).toMatchObject({ requests: 41, failed: 3 });
    expect(window.endpoints.home?.latency.p95).toBeCloseTo(1.46, 2);
  });

  it('names the thresholds k6 reported as crossed', () => {
    expect(crossedThresholds(refused)).toEqual(['http_req_failed: rate<0.01']);
  });

  it('counts dropped iterations without calling the generator saturated (telemetry decides that)', () => {
    const dropped: K6Summary = {
      metrics: {
        ...refused.metrics,
        dropped_iterations: { type: 'counter', values: { count: 17, rate: 8.5 } },
        vus: { type: 'gauge', values: { value: 0, min: 0, max: 10 } },
      },
    };
    const window = toWindowMeasurement(dropped, context);
    expect(window.droppedIterations).toBe(17);
    // Every VU busy with k6 idle is an app too slow for the pool, not a saturated generator.
    expect(window.generator).toEqual({ saturated: false, reasons: [] });
  });
});

describe('k6 wrapper', () => {
  it('re-exports the script, adds per-endpoint thresholds and owns handleSummary', () => {
    const source = renderWrapper({
      script: '/work/app/load test.js',
      endpoints: ['login'],
      executor: 'gate',
      targetRate: 40,
      duration: '30s',
      preAllocatedVus: 20,
      maxVus: 80,
    });
    expect(source).toContain('import * as script from "file:///work/app/load%20test.js"');
    expect(source).toContain('export * from "file:///work/app/load%20test.js"');
    expect(source).toContain('"executor":"constant-arrival-rate","rate":40');
    expect(source).toContain('"maxVUs":80');
    // perf-gate owns the rate: the script's own load shape and its requests-per-second cap go.
    expect(source).toContain(
      'stages: undefined, vus: undefined, duration: undefined, iterations: undefined, rps: undefined',
    );
    expect(source).toContain('export function handleSummary');
    expect(source).toContain('["login"]');
  });

  it('keeps the script\'s own scenarios with executor "script"', () => {
    const source = renderWrapper({
      script: '/s.js',
      endpoints: [],
      executor: 'script',
      targetRate: 40,
      duration: '30s',
      preAllocatedVus: 20,
      maxVus: 80,
    });
    expect(source).toContain('const gateScenarios = null;');
  });
});

describe('k6 wrapper: seed and work probe', () => {
  const options = {
    script: '/s.js',
    endpoints: [],
    targetRate: 40,
    duration: '30s',
    preAllocatedVus: 20,
    maxVus: 80,
  };

  it('seeds Math.random per iteration so every side gets the same request sequence', () => {
    const source = renderWrapper({ ...options, executor: 'gate' });
    expect(source).toContain("import { randomSeed } from 'k6';");
    expect(source).toContain('const n = exec.scenario.iterationInTest;');
    expect(source).toContain('randomSeed(seed + n);');
    expect(source).toContain('result = script[entry.fn](data);');
  });

  it('runs a probe with one VU and brackets each k6/http call with marks', () => {
    const source = renderWrapper({ ...options, executor: 'probe', probeIterations: 7 });
    expect(source).toContain(
      '"probe":{"executor":"shared-iterations","vus":1,"iterations":7,"maxDuration":"30s","exec":"default"}',
    );
    expect(source).toContain("mark('begin', arguments[paramsAt], arguments[urlAt]);");
    expect(source).toContain("http.request = wrap('request', 1, 3);");
  });
});

describe("k6's log lines", () => {
  // As k6 v1.8.1 writes them to stderr.
  const thrown =
    'time="2026-11-26T18:41:34Z" level=error msg="Error: boom\\n\\tat buy (file:///app/k6/shop.js:12:125(25))\\n\\tat default (file:///tmp/perf-gate-k6-x/wrapper.js:71:30(44))\\n" executor=constant-arrival-rate scenario=measure source=stacktrace';
  const rejected =
    'time="2026-11-26T18:43:30Z" level=error msg="Error: perf-gate: mix names scenario \\"checkout\\", which /app/k6/shop.js does not declare.\\n\\tat file:///tmp/perf-gate-k6-x/wrapper.js:49:13(92)\\n" hint="script exception"';

  it('reads the message unescaped, on one line, without the wrapper frames', () => {
    expect(k6LogMessage(thrown)).toBe('Error: boom at buy (file:///app/k6/shop.js:12:125(25))');
    expect(k6LogMessage(rejected)).toBe(
      'Error: perf-gate: mix names scenario "checkout", which /app/k6/shop.js does not declare.',
    );
    expect(k6LogMessage('running (2.0s), 0/5 VUs')).toBe('running (2.0s), 0/5 VUs');
  });

  it('finds an exception the script threw, and nothing when there was none', () => {
    expect(scriptErrorIn(['running', rejected, thrown])).toBe(
      'Error: boom at buy (file:///app/k6/shop.js:12:125(25))',
    );
    expect(scriptErrorIn(['running', rejected])).toBeUndefined();
  });

  it('counts the iterations that threw and keeps the mix of several scenarios', () => {
    const summary: K6Summary = {
      ...refused,
      metrics: {
        ...refused.metrics,
        perf_gate_iteration_errors: { type: 'counter', values: { count: 4, rate: 2 } },
      },
      perfGate: {
        mix: [
          { scenario: 'browse', exec: 'browse', share: 0.75 },
          { scenario: 'buy', exec: 'buy', share: 0.25 },
        ],
        scriptError: 'Error: boom',
      },
    };
    const window = toWindowMeasurement(summary, context);
    expect(window).toMatchObject({ iterationErrors: 4, scriptError: 'Error: boom' });
    expect(window.mix?.map((entry) => entry.share)).toEqual([0.75, 0.25]);
    const plain = toWindowMeasurement(refused, context);
    expect('iterationErrors' in plain || 'mix' in plain || 'scriptError' in plain).toBe(false);
  });
});
