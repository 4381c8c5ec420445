// Simulated gates of a many-endpoint app, decided by the gate's own code: the sequential looks of
// src/engine/sequential-looks.ts and the verdict of src/engine/judge-gate.ts, at the config's
// defaults. What is simulated is only what the lab would measure: each window's mean, spread and
// count of ln(latency) per endpoint and over all requests and, with a work-noise model
// (bench/lib/work-noise.ts), each window's work per request and each side's work probe per endpoint
// (bench/lib/simulated-work.ts), sized by the gate's own probeSize. Pure and seeded (the work draws
// from a stream of their own: the latency draws are those of a latency-only run);
// bench/endpoint-family.mjs prints the figures and test/unit/bench/endpoint-family.test.ts runs a
// smoke version.
//
// The noise model (ln scale), per window of one side:
//   mean ln latency of endpoint e = μ_e + ln(slow-down of e, PR side) + u_side + c_window
//                                   + ε_e,window + sampling (perRequestSd / √requests)
// u_side: the app instance's offset, one draw per side for the whole gate (compare.reuse-app);
// c_window: the runner's mood during the window, shared by every endpoint of it;
// ε: what moves one endpoint's window alone beyond its sampling error.
// estimateEndpointNoise (bench/lib/endpoint-noise.ts) fits the three from recorded A/A gates of the
// example (two endpoints).
import { probeSize } from '../../src/analysis/probe-size.js';
import { rateBounds, seededNormal } from '../../src/analysis/stats.js';
import type { GateConfig } from '../../src/config/types.js';
import { judgeGate } from '../../src/engine/judge-gate.js';
import { sequentialLooks } from '../../src/engine/sequential-looks.js';
import type { RequestMetrics, Verdict, WindowMeasurement } from '../../src/model.js';
import type { EndpointNoise } from './endpoint-noise.js';
import {
  appWork,
  judgedWork,
  sideOffsets,
  simulatedProbe,
  simulatedWindowWork,
} from './simulated-work.js';
import { workDraws, type WorkDraws, type WorkNoise } from './work-noise.js';

export { estimateEndpointNoise, type EndpointNoise } from './endpoint-noise.js';

export interface SimulationSpec {
  endpoints: number;
  /** requests of each endpoint in each window */
  requestsPerEndpoint: number;
  /** one endpoint (index) slowed by `factor` on the PR side */
  slow?: { endpoint: number; factor: number };
  /** every request slowed by this factor on the PR side */
  wholeApp?: number;
  gates: number;
  seed: number;
  noise: EndpointNoise;
  /** the gate's config (its compare section decides): the defaults unless a run says otherwise */
  config: GateConfig;
  /** judge the endpoints (the family) or only the scenario's figures, as before */
  endpointsJudged?: boolean;
  /** simulate the work per request too (windows and probes), from this model */
  work?: WorkNoise;
}

export interface SimulatedGate {
  verdict: Verdict;
  rounds: number;
  /** endpoints whose comparison failed the gate */
  failedEndpoints: string[];
  /** comparisons in the family that decided */
  family: number;
  /** whether a latency comparison failed the gate */
  latencyFailed: boolean;
  /** work comparisons that failed the gate: `metric` (window) or `metric of endpoint` */
  workFailed: string[];
  /** work comparisons judged (not reported only): the window's, and each endpoint's */
  workJudged: { window: number; endpoints: Record<string, number> };
  /** each endpoint's requests in each side's probe, and why more than configured */
  probe?: { requests: number; sizing: string | undefined };
  /** work comparisons reported without being judged, and why: `metric (where): reason` */
  workUnjudged: string[];
}

const SCENARIO = 'mix';
const WINDOW_SEC = 10;

export function endpointName(index: number): string {
  return `GET /items/${String(index).padStart(2, '0')}`;
}

/** Simulates `spec.gates` gates, each stopping where the gate's looks stop it. */
export function simulateGates(spec: SimulationSpec): SimulatedGate[] {
  const draw = seededNormal(spec.seed);
  const draws = workDraws(spec.seed + WORK_STREAM);
  const gates: SimulatedGate[] = [];
  for (let g = 0; g < spec.gates; g++) gates.push(simulateGate(spec, draw, draws));
  return gates;
}

/** Where the work's stream of draws starts, away from any case's latency seed. */
const WORK_STREAM = 1_000_003;

function simulateGate(spec: SimulationSpec, draw: () => number, draws: WorkDraws): SimulatedGate {
  const { noise } = spec;
  const config = spec.endpointsJudged === false ? withoutEndpoints(spec.config) : spec.config;
  const instance = { base: noise.instanceSd * draw(), pr: noise.instanceSd * draw() };
  const maxRounds = config.compare.sequential?.maxRounds ?? config.compare.rounds;
  const app = appWork(spec.endpoints);
  // Every window's work is drawn up front, whatever round the looks stop at: a gate's work is the
  // same under either design.
  const sideWork = (model: WorkNoise) => {
    const offsets = sideOffsets(model, draws);
    const at = { requests: spec.requestsPerEndpoint * spec.endpoints, elapsedMs: WINDOW_SEC * 1e3 };
    const windows = Array.from({ length: maxRounds }, () =>
      simulatedWindowWork(app, at, model, offsets, draws),
    );
    return { offsets, windows };
  };
  const work = spec.work && {
    noise: spec.work,
    base: sideWork(spec.work),
    pr: sideWork(spec.work),
  };
  const windows: WindowMeasurement[] = [];
  const looks = sequentialLooks(
    config,
    () => windows,
    () => {},
  );
  let stoppedAt: number | undefined;
  for (let round = 0; round < maxRounds; round++) {
    for (const side of ['base', 'pr'] as const) {
      const window = simulatedWindow(spec, side, round, instance[side], draw);
      if (work) window.work = work[side].windows[round];
      windows.push(window);
    }
    const pairs = round + 1;
    if (pairs >= config.compare.rounds && pairs < maxRounds) {
      if (looks.look({ scenario: SCENARIO, pairs })) {
        stoppedAt = pairs;
        break;
      }
    }
  }
  const stopped = stoppedAt === undefined ? undefined : { [SCENARIO]: stoppedAt };
  looks.closeAtCap(SCENARIO, stopped);
  // The probe runs after the windows, sized from them as the gate sizes it.
  const names = app.map((_, e) => endpointName(e));
  const size = probeSize(windows, config.compare.work.probeIterations);
  const probes = work
    ? (['base', 'pr'] as const).map((side) =>
        simulatedProbe(
          {
            side,
            names,
            requests: size.iterations,
            ...(size.reason ? { sizing: size.reason } : {}),
          },
          app,
          work.noise,
          work[side].offsets,
          draws,
        ),
      )
    : [];
  const judged = judgeGate({
    config,
    compared: true,
    scenarios: [
      {
        name: SCENARIO,
        targetRate: 100,
        windows,
        rules: [],
        comparisons: [],
        findings: [],
        verdict: 'pass',
      } as never,
    ],
    diagnosis: new Map(),
    warmUps: [],
    probes: new Map([[SCENARIO, probes]]),
    confidence: (name) => looks.confidence(name, stopped),
    findings: [],
  });
  const comparisons = judged.scenarios[0]?.comparisons ?? [];
  return {
    verdict: judged.verdict,
    rounds: stoppedAt ?? maxRounds,
    failedEndpoints: comparisons
      .filter((c) => c.role === 'endpoint' && c.status === 'regression')
      .map((c) => c.endpoint as string),
    family: comparisons.filter((c) => c.familyWeight !== undefined).length,
    latencyFailed: comparisons.some((c) => c.status === 'regression'),
    ...judgedWork(judged.scenarios[0]?.work?.comparisons ?? [], names),
    ...(work ? { probe: { requests: size.iterations, sizing: size.reason } } : {}),
  };
}

// The design before endpoints were judged: the scenario's figures alone decide.
function withoutEndpoints(config: GateConfig): GateConfig {
  return { ...config, compare: { ...config.compare, endpoints: false } };
}

function simulatedWindow(
  spec: SimulationSpec,
  side: 'base' | 'pr',
  round: number,
  instance: number,
  draw: () => number,
): WindowMeasurement {
  const { noise } = spec;
  const shared = noise.windowSd * draw();
  const n = spec.requestsPerEndpoint;
  const endpoints: Record<string, RequestMetrics> = {};
  const means: number[] = [];
  for (let e = 0; e < spec.endpoints; e++) {
    const slowed =
      side === 'pr'
        ? Math.log(spec.wholeApp ?? 1) +
          (spec.slow?.endpoint === e ? Math.log(spec.slow.factor) : 0)
        : 0;
    const mean =
      Math.log(20 + 3 * e) +
      slowed +
      instance +
      shared +
      noise.endpointWindowSd * draw() +
      (noise.perRequestSd / Math.sqrt(n)) * draw();
    means.push(mean);
    endpoints[endpointName(e)] = metrics(n, mean, noise.perRequestSd);
  }
  const total = n * spec.endpoints;
  const overall = means.reduce((a, b) => a + b, 0) / means.length;
  const between = means.reduce((a, m) => a + (m - overall) ** 2, 0) / means.length;
  const http = metrics(total, overall, Math.sqrt(noise.perRequestSd ** 2 + between));
  return {
    scenario: SCENARIO,
    side,
    round,
    // An iteration requests every endpoint once, as the probe does.
    targetRate: n / WINDOW_SEC,
    durationSec: WINDOW_SEC,
    iterations: n,
    tps: total / WINDOW_SEC,
    droppedIterations: 0,
    vusMax: 10,
    http,
    endpoints,
    checks: { passes: total, fails: 0 },
    generator: { saturated: false, reasons: [] },
  };
}

function metrics(requests: number, mean: number, sd: number): RequestMetrics {
  const at = (z: number) => Math.exp(mean + z * sd);
  return {
    requests,
    failed: 0,
    errorRate: 0,
    ratePerSec: requests / WINDOW_SEC,
    latency: {
      avg: Math.exp(mean + (sd * sd) / 2),
      min: at(-2.5),
      p50: at(0),
      p90: at(1.2816),
      p95: at(1.6449),
      p99: at(2.3263),
      max: at(3.2),
    },
    logLatency: { n: requests, mean, sd },
  };
}

/** Fail, pass and inconclusive counts with the fail rate's 95 % Clopper–Pearson bounds. */
export function summarizeGates(gates: readonly SimulatedGate[], named?: string) {
  const count = (v: Verdict) => gates.filter((g) => g.verdict === v).length;
  const fail = count('fail');
  const failed = gates.filter((g) => g.verdict === 'fail');
  const bounds = rateBounds(fail, gates.length);
  const namedCount = named
    ? gates.filter((g) => g.verdict === 'fail' && g.failedEndpoints.includes(named)).length
    : undefined;
  return {
    gates: gates.length,
    fail,
    pass: count('pass'),
    inconclusive: count('inconclusive'),
    failRate: fail / gates.length,
    failLow: bounds.low,
    failHigh: bounds.high,
    ...(namedCount === undefined ? {} : { named: namedCount }),
    meanRounds: gates.reduce((a, g) => a + g.rounds, 0) / Math.max(1, gates.length),
    family: Math.max(0, ...gates.map((g) => g.family)),
    // Where the fails came from: a latency comparison, a work comparison, or both.
    failLatency: failed.filter((g) => g.latencyFailed).length,
    failWork: failed.filter((g) => g.workFailed.length > 0).length,
    failBoth: failed.filter((g) => g.latencyFailed && g.workFailed.length > 0).length,
    workFailed: [...new Set(failed.flatMap((g) => g.workFailed))],
    workJudged: workJudgedOf(gates),
    probe: gates[0]?.probe,
    workUnjudged: [...new Set(gates.flatMap((g) => g.workUnjudged))],
  };
}

/** Work comparisons judged per gate: in all (fewest, most), the window's, each endpoint's fewest. */
function workJudgedOf(gates: readonly SimulatedGate[]) {
  const totals = gates.map(
    (g) => g.workJudged.window + Object.values(g.workJudged.endpoints).reduce((a, b) => a + b, 0),
  );
  return {
    min: Math.min(...totals),
    max: Math.max(...totals),
    window: Math.min(...gates.map((g) => g.workJudged.window)),
    perEndpoint: Math.min(...gates.flatMap((g) => Object.values(g.workJudged.endpoints))),
  };
}

/** The cases the figures ask for: A/A, one endpoint ×2 and ×1.5, the whole app +20 %. */
export const FAMILY_CASES: ReadonlyArray<{
  label: string;
  slow?: { endpoint: number; factor: number };
  wholeApp?: number;
}> = [
  { label: 'A/A' },
  { label: 'one endpoint ×2', slow: { endpoint: 3, factor: 2 } },
  { label: 'one endpoint ×1.5', slow: { endpoint: 3, factor: 1.5 } },
  { label: 'whole app +20 %', wholeApp: 1.2 },
];

export interface FamilyBenchOptions {
  gates: number;
  seed: number;
  endpoints: number;
  requestsPerEndpoint: number;
  noise: EndpointNoise;
  config: GateConfig;
  work?: WorkNoise;
}

/** Every case under the family design and under the design before it (endpoints not judged). */
export function runFamilyBench(o: FamilyBenchOptions) {
  return FAMILY_CASES.flatMap((c, index) =>
    [true, false].map((endpointsJudged) => ({
      case: c.label,
      endpointsJudged,
      ...summarizeGates(
        simulateGates({
          endpoints: o.endpoints,
          requestsPerEndpoint: o.requestsPerEndpoint,
          gates: o.gates,
          // the same draws for both designs of a case: a paired comparison of the designs
          seed: o.seed + index,
          noise: o.noise,
          config: o.config,
          endpointsJudged,
          ...(o.work ? { work: o.work } : {}),
          ...(c.slow ? { slow: c.slow } : {}),
          ...(c.wholeApp ? { wholeApp: c.wholeApp } : {}),
        }),
        c.slow ? endpointName(c.slow.endpoint) : undefined,
      ),
    })),
  );
}
