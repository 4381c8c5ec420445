// The boot warm-up's one budget: the raised-rate JIT windows and the steady-state check share
// `warmup.max`, counted in windows, through a fake load generator and a loopback work agent.
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { GateConfig, ScenarioConfig } from '../../../src/config/schema.js';
import type { StartedApp } from '../../../src/env/app.js';
import { ResourceScope } from '../../../src/env/scope.js';
import type { LoadGenerator, LoadRun } from '../../../src/load/generator.js';
import type { K6Summary } from '../../../src/load/summary.js';
import { budgetWindows, COLD_RAMP, warmUpApp } from '../../../src/lab/warmup.js';

const warmup = {
  steady: true,
  bootMs: 3_000,
  bootRate: 4,
  stepMs: 5_000,
  windows: 3,
  tolerance: 0.15,
  jitShare: 0.1,
  maxMs: 45_000,
};

/** A k6 summary of `iterations` requests at `p50`/`p95` milliseconds. */
function summary(iterations: number, p50: number, p95: number): K6Summary {
  const trend = { avg: p50, min: p50 / 2, med: p50, max: p95 * 2, 'p(90)': p95, 'p(95)': p95 };
  return {
    metrics: {
      iterations: { values: { count: iterations, rate: iterations / 5 } },
      http_reqs: { values: { count: iterations, rate: iterations / 5 } },
      http_req_duration: { values: { ...trend, 'p(99)': p95 * 1.5 } },
      iteration_duration: { values: trend },
      http_req_failed: { values: { rate: 0, passes: 0, fails: iterations } },
      vus_max: { values: { value: 4 } },
    },
  };
}

/** The work agent: each read after the first adds `perWindow(read)` to its compile milliseconds. */
async function agent(
  perWindow: (call: number) => number,
): Promise<{ port: number; server: Server }> {
  let calls = 0;
  let compileMs = 0;
  const server = createServer((socket) => {
    compileMs += calls === 0 ? 0 : perWindow(calls);
    calls++;
    socket.end(`100 200 ${compileMs}\n`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { port: address.port, server };
}

let server: Server | undefined;
afterEach(() => server?.close());

async function warmUp(jitPerWindow: (read: number) => number, p50 = (_label: string) => 3) {
  const started = await agent(jitPerWindow);
  server = started.server;
  const runs: LoadRun[] = [];
  const generator: LoadGenerator = {
    name: 'fake k6',
    version: () => Promise.resolve('k6 fake'),
    check: () => Promise.resolve(),
    run: (window) => {
      runs.push(window);
      return Promise.resolve({
        summary: summary(100, p50(window.label), 9),
        exitCode: 0,
        thresholdsCrossed: [],
        wallMs: window.durationMs,
      });
    },
  };
  const app = {
    baseUrl: 'http://127.0.0.1:1/',
    managementBaseUrl: 'http://127.0.0.1:1/actuator',
    instanceUrls: undefined,
    workAgentPort: started.port,
  } as unknown as StartedApp;
  const scenario = {
    name: 'view',
    script: 'view.js',
    env: {},
    preAllocatedVus: 2,
    maxVus: 4,
    executor: 'gate',
    budget: {},
  } as unknown as ScenarioConfig;
  const config = {
    warmup,
    compare: { work: { seed: 7 } },
  } as unknown as GateConfig;
  await using scope = new ResourceScope();
  const result = await warmUpApp({
    config,
    scenario,
    generator,
    app,
    scope,
    progress: () => undefined,
    label: 'pr',
    rate: 80,
    durationMs: warmup.bootMs,
    ramp: COLD_RAMP,
    untilSteady: true,
    steadyRate: 20,
  });
  // the ramp's first step (¼ of 80/s) runs at the scenario's rate too, for a third of warmup.boot
  return { result: result!, labels: runs.map((run) => `${run.targetRate}/s ${run.durationMs}`) };
}

describe('the boot warm-up budget', () => {
  it('holds warmup.max in windows, at least the steady check’s', () => {
    expect(budgetWindows(warmup)).toBe(9);
    expect(budgetWindows({ ...warmup, maxMs: 10_000 })).toBe(3);
    expect(budgetWindows({ ...warmup, maxMs: 180_000 })).toBe(36);
  });

  it('gives a JIT that never quiets the raised rate for all but the check’s three windows', async () => {
    // storefront and flyway-shop: 1-2.5 s of JIT per 5 s window at 4 × their rate for minutes
    const { result, labels } = await warmUp(() => 1_500);
    expect(labels.filter((l) => l === '80/s 5000')).toHaveLength(6);
    expect(labels.filter((l) => l === '20/s 5000')).toHaveLength(3);
    expect(result.boostJitMs).toEqual([1500, 1500, 1500, 1500, 1500, 1500]);
    expect(result).toMatchObject({ steady: false, latencySettled: true });
  });

  it('hands the windows the raised rate did not need to the steady check', async () => {
    // quiet in the third raised window; the check then has six windows to settle in, and needs them
    let medians = [9, 6, 4.5, 3.1, 3, 3.1];
    const { result, labels } = await warmUp(
      (call) => (call <= 2 ? 2_000 : 100),
      (label) => (label.endsWith('steady-state check') ? (medians.shift() ?? 3) : 20),
    );
    expect(result.boostJitMs).toEqual([2000, 2000, 100]);
    expect(labels.filter((l) => l === '20/s 5000')).toHaveLength(6);
    expect(result).toMatchObject({ steady: true, p50Ms: [9, 6, 4.5, 3.1, 3, 3.1] });
    medians = [];
  });
});
