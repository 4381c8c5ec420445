// The one warm-up of every command (gate, capacity, sweep): an optional ramp for a cold JVM, then,
// when asked, short windows at the full rate until the app is steady (steady.ts).
//
// One budget, `warmup.max`, counted in short windows (`warmup.step`), holds both the raised-rate
// windows after a boot and the steady-state check: the raised rate may use all of it but the last
// `warmup.windows` windows, which the check always gets. Counting windows rather than wall time
// gives both sides of a gate the same warm-up whatever each window's overhead. Each phase once had
// its own cap (1 min): the gate's warm-up then took 238-315 s of a 336-488 s gate on the three
// apps of the live campaign, over the 6 min goal (bench/README.md, boost1); a 30 s cap per phase
// left 15 of 16 boots unsteady (cap30), mostly on the p95 rule's noise (steady.ts).
import type { GateConfig, ScenarioConfig } from '../config/schema.js';
import type { StartedApp } from '../env/app.js';
import type { ResourceScope } from '../env/scope.js';
import type { StartedDatabase } from '../env/database.js';
import type { K6WindowResult } from '../load/k6.js';
import type { LoadGenerator } from '../load/generator.js';
import { withRequestEndpoints, type EndpointBreakdown } from '../load/endpoints.js';
import { toWindowMeasurement } from '../load/summary.js';
import { AppReader } from '../telemetry/actuator.js';
import { readAgentCounters } from '../work/agent.js';
import { compiledEnough, warmUpUntilSteady, type SteadyWarmUp } from './steady.js';
import { k6Options, runWithTelemetry } from './window.js';

/**
 * Shares of the rate a cold app's ramp steps through, a third of the warm-up time each: a cold JVM
 * hit with the full rate at once compiles under overload, queues pile up and the next window
 * inherits them.
 */
export const COLD_RAMP = [0.25, 0.5, 1] as const;
/** No ramp: the whole warm-up at the full rate (an app that is already warm). */
export const FULL_RATE = [1] as const;

export interface WarmUpOptions {
  config: GateConfig;
  scenario: ScenarioConfig;
  generator: LoadGenerator;
  app: StartedApp;
  scope: ResourceScope;
  progress: (line: string) => void;
  /** names the warm-up in progress lines */
  label: string;
  rate: number;
  /** the ramp's (or the fixed warm-up's) total time */
  durationMs: number;
  ramp: readonly number[];
  /** VU limits when the rate differs from the scenario's own (capacity steps) */
  vus?: { preAllocatedVus: number; maxVus: number };
  /** then drive short windows at `steadyRate` (default `rate`) until steady (config.warmup) */
  untilSteady: boolean;
  /** the rate of the steady-state windows when the ramp reaches beyond it (the boot warm-up) */
  steadyRate?: number;
  /**
   * the gate's database: then every warm-up run at the full rate mirrors a measured window, with
   * the same telemetry sampling (Actuator scrapes, container stats) and k6 CSV output. Without it
   * the first measured window pays the first scrapes: on the example the app's CPU read 3.4-6.9 ms
   * per request in round 1 against 2.0-2.4 in later rounds, 1.5-2.4 once mirrored
   * (bench/results/warmup-raw/).
   */
  database?: StartedDatabase;
}

/** The JIT's compile time so far, from perf-gate's work agent when the app carries it. */
async function jitMsOf(app: StartedApp & { workAgentPort?: number }): Promise<number | undefined> {
  if (app.workAgentPort === undefined) return undefined;
  try {
    return (await readAgentCounters(app.workAgentPort)).compileMs;
  } catch {
    return undefined; // the latency rule alone then decides
  }
}

/** One k6 run; with the per-request breakdown when it mirrored a measured window. */
type Drive = (
  rate: number,
  durationMs: number,
  label: string,
) => Promise<K6WindowResult & { requests?: EndpointBreakdown }>;

/** Pause between two management reads while warming the sampler's paths (10 reads a second). */
export const SAMPLER_WARM_UP_PAUSE_MS = 100;

/**
 * Reads the app's management endpoint as the telemetry sampler does, over and over until stopped:
 * the sampler reads once a second in every measured window, so without this its code paths in the
 * app (Micrometer's scrape, Actuator's endpoint) are compiled during the steady-state check, whose
 * first window then showed 0.4-2.8 s of JIT per 5 s window (cal5's 46 boots, bench/README.md).
 * Read ten times a second during the ramp, most of them are compiled before it (0.9 s at the
 * median in cal6).
 */
function warmSamplerPaths(app: StartedApp): { stop: () => Promise<number> } {
  const reader = new AppReader(app.managementBaseUrl, 5_000);
  let running = true;
  let reads = 0;
  const loop = (async () => {
    while (running) {
      if ((await reader.read()) === undefined) return; // no endpoint: nothing to warm
      reads++;
      await new Promise((resolve) => setTimeout(resolve, SAMPLER_WARM_UP_PAUSE_MS));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return reads;
    },
  };
}

/** Warms the app up; returns how the steady-state part went when it ran. */
export async function warmUpApp(o: WarmUpOptions): Promise<SteadyWarmUp | undefined> {
  const { config, scenario, app } = o;
  const started = Date.now();
  const k6 = (rate: number, durationMs: number, label: string) => ({
    ...k6Options(config, scenario, app.baseUrl, rate, app.instanceUrls),
    ...(o.vus ?? {}),
    scope: o.scope,
    durationMs,
    label,
  });
  const database = o.database;
  // At the scenario's rate the run mirrors a measured window (see `database` above).
  const drive: Drive = async (rate, durationMs, label) => {
    if (!database || rate !== (o.steadyRate ?? o.rate))
      return o.generator.run(k6(rate, durationMs, label));
    const { run, requests } = await runWithTelemetry({
      generator: o.generator,
      k6: k6(rate, durationMs, label),
      app,
      database,
      label: { scenario: scenario.name, side: 'pr', round: 0 },
    });
    return requests ? { ...run, requests } : run;
  };
  // Only where the windows are sampled (the gate's), their sampler's paths are worth warming.
  const sampler = database && o.untilSteady ? warmSamplerPaths(app) : undefined;
  let boostJitMs: number[] | undefined;
  let managementReads: number | undefined;
  try {
    boostJitMs = await rampAndBoost(o, drive);
  } finally {
    managementReads = await sampler?.stop();
  }
  if (!o.untilSteady) return undefined;
  const { warmup } = config;
  const checkWindows = budgetWindows(warmup) - (boostJitMs?.length ?? 0);
  const steadyRate = o.steadyRate ?? o.rate;
  const steady = await warmUpUntilSteady(
    async () => {
      const jitBefore = await jitMsOf(app);
      const run = await drive(steadyRate, warmup.stepMs, `${o.label} steady-state check`);
      const window = toWindowMeasurement(run.summary, {
        scenario: scenario.name,
        side: 'pr',
        round: 0,
        targetRate: steadyRate,
        durationSec: warmup.stepMs / 1000,
        maxVus: o.vus?.maxVus ?? scenario.maxVus,
        k6ExitCode: run.exitCode,
      });
      // The iterations' requests, as a measured window has them (a setup()'s logins left out).
      withRequestEndpoints(window, run.requests);
      const jitAfter = await jitMsOf(app);
      const jitMs =
        jitBefore !== undefined && jitAfter !== undefined ? jitAfter - jitBefore : undefined;
      return {
        p50Ms: window.http.latency.p50,
        p95Ms: window.http.latency.p95,
        droppedIterations: window.droppedIterations,
        ...(jitMs === undefined ? {} : { jitMs }),
      };
    },
    {
      rule: {
        windows: warmup.windows,
        tolerance: warmup.tolerance,
        floorMs: 1,
        jitShare: warmup.jitShare,
        stepMs: warmup.stepMs,
      },
      maxMs: checkWindows * warmup.stepMs,
    },
  );
  const medians = (steady.p50Ms ?? []).map((p50) => p50.toFixed(1)).join(' → ');
  const jit = steady.jitMs ? `; JIT ${steady.jitMs.join(' → ')} ms per window` : '';
  const reads = managementReads ? `; ${managementReads} management reads before` : '';
  o.progress(
    `${o.label}: ${steady.steady ? 'steady' : `not steady within the ${warmup.maxMs / 1000} s budget`} ` +
      `in ${(steady.durationMs / 1000).toFixed(0)} s (median ${medians} ms${jit}${reads})`,
  );
  // The record counts the whole warm-up, ramp included: what the gate spent before measuring.
  return {
    ...steady,
    durationMs: Date.now() - started,
    ...(boostJitMs && boostJitMs.length > 0 ? { boostJitMs } : {}),
    ...(managementReads ? { managementReads } : {}),
  };
}

/** Short windows `warmup.max` holds (at least the steady check's `warmup.windows`). */
export function budgetWindows(warmup: { maxMs: number; stepMs: number; windows: number }): number {
  return Math.max(warmup.windows, Math.floor(warmup.maxMs / warmup.stepMs));
}

/** The ramp, then (a steady-state warm-up at a lower rate) the raised-rate JIT windows. */
async function rampAndBoost(o: WarmUpOptions, drive: Drive): Promise<number[] | undefined> {
  if (o.durationMs > 0) {
    const ramped = o.ramp.length > 1;
    o.progress(
      `${o.label}: warm-up ${o.durationMs / 1000} s ${ramped ? 'up to' : 'at'} ${o.rate}/s`,
    );
    const stepMs = Math.max(1000, Math.round(o.durationMs / o.ramp.length / 1000) * 1000);
    for (const share of o.ramp) {
      const rate = Math.max(1, Math.round(o.rate * share));
      await drive(rate, ramped ? stepMs : o.durationMs, `${o.label} warm-up at ${rate}/s`);
    }
  }
  const steadyRate = o.steadyRate ?? o.rate;
  if (!o.untilSteady || steadyRate >= o.rate) return undefined;
  return compileAtRaisedRate(o, drive);
}

/**
 * After the boot ramp, while the JIT still compiles, keeps the raised rate in short windows: it
 * crosses the compile thresholds of the remaining paths that many times sooner than the
 * scenario's rate would (at 60 requests/s the example's JIT still compiled 0.1-1.1 s per 5 s
 * window after 90 s, bench/results/warmup-raw/wu2-aa-01). Stops at the first window whose compile
 * time is within `warmup.jit` of the window, the same bound the steady phase holds each window to,
 * or when only the steady check's windows are left of `warmup.max`; returns each window's JIT
 * milliseconds ([] without the work agent).
 *
 * The bound once grew with the rate ratio (4 × 10 %: 2 s of a 5 s window). On storefront that
 * ended the raised rate after 1-4 windows, the JIT then compiled 8-22 % of every window at the
 * scenario's rate, into the measured rounds, and 2 of 3 A/A gates read inconclusive with the PR
 * side's threads doing more per request (bench/results/live1-raw); with the raised rate kept
 * until 8 % (11-15 windows) 3 of 3 passed (wexp-raw). That choice was made on those six gates.
 */
async function compileAtRaisedRate(o: WarmUpOptions, drive: Drive): Promise<number[]> {
  const { warmup } = o.config;
  const jitMs: number[] = [];
  const most = budgetWindows(warmup) - warmup.windows;
  let before = await jitMsOf(o.app);
  while (before !== undefined && jitMs.length < most) {
    await drive(o.rate, warmup.stepMs, `${o.label} JIT check at ${o.rate}/s`);
    const after = await jitMsOf(o.app);
    if (after === undefined) break;
    jitMs.push(after - before);
    before = after;
    if (compiledEnough(jitMs.at(-1)!, warmup)) break;
  }
  if (jitMs.length > 0) {
    o.progress(
      `${o.label}: JIT at ${o.rate}/s ${jitMs.join(' → ')} ms per ${warmup.stepMs / 1000} s window`,
    );
  }
  return jitMs;
}
