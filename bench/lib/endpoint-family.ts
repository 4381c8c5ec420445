// Simulated gates of a many-endpoint app, decided by the gate's own code: the sequential looks of
// src/engine/sequential-looks.ts and the verdict of src/engine/judge-gate.ts, at the config's
// defaults. What is simulated is only what the lab would measure: each window's mean, spread and
// count of ln(latency) per endpoint and over all requests. Pure and seeded; bench/endpoint-family.mjs
// prints the figures and test/unit/bench/endpoint-family.test.ts runs a smoke version.
//
// The noise model (ln scale), per window of one side:
//   mean ln latency of endpoint e = μ_e + ln(slow-down of e, PR side) + u_side + c_window
//                                   + ε_e,window + sampling (perRequestSd / √requests)
// u_side: the app instance's offset, one draw per side for the whole gate (compare.reuse-app);
// c_window: the runner's mood during the window, shared by every endpoint of it;
// ε: what moves one endpoint's window alone beyond its sampling error.
// estimateEndpointNoise fits the three from recorded A/A gates of the example (two endpoints).
import { rateBounds, seededNormal } from '../../src/analysis/stats.js';
import type { GateConfig } from '../../src/config/types.js';
import { judgeGate } from '../../src/engine/judge-gate.js';
import { sequentialLooks } from '../../src/engine/sequential-looks.js';
import type { RequestMetrics, Verdict, WindowMeasurement } from '../../src/model.js';
import type { RecordedGate } from './rejudge.js';

export interface EndpointNoise {
  /** spread of one request's ln latency */
  perRequestSd: number;
  /** spread of a window's mean shared by all its endpoints */
  windowSd: number;
  /** spread of one endpoint's window mean beyond sampling and the shared part */
  endpointWindowSd: number;
  /** spread of an app instance's offset, shared by every window of a side */
  instanceSd: number;
}

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
}

export interface SimulatedGate {
  verdict: Verdict;
  rounds: number;
  /** endpoints whose comparison failed the gate */
  failedEndpoints: string[];
  /** comparisons in the family that decided */
  family: number;
}

const SCENARIO = 'mix';
const WINDOW_SEC = 10;

export function endpointName(index: number): string {
  return `GET /items/${String(index).padStart(2, '0')}`;
}

/** Simulates `spec.gates` gates, each stopping where the gate's looks stop it. */
export function simulateGates(spec: SimulationSpec): SimulatedGate[] {
  const draw = seededNormal(spec.seed);
  const gates: SimulatedGate[] = [];
  for (let g = 0; g < spec.gates; g++) gates.push(simulateGate(spec, draw));
  return gates;
}

function simulateGate(spec: SimulationSpec, draw: () => number): SimulatedGate {
  const { noise } = spec;
  const config = spec.endpointsJudged === false ? withoutEndpoints(spec.config) : spec.config;
  const instance = { base: noise.instanceSd * draw(), pr: noise.instanceSd * draw() };
  const windows: WindowMeasurement[] = [];
  const looks = sequentialLooks(
    config,
    () => windows,
    () => {},
  );
  const maxRounds = config.compare.sequential?.maxRounds ?? config.compare.rounds;
  let stoppedAt: number | undefined;
  for (let round = 0; round < maxRounds; round++) {
    for (const side of ['base', 'pr'] as const) {
      windows.push(simulatedWindow(spec, side, round, instance[side], draw));
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
    probes: new Map(),
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
    targetRate: total / WINDOW_SEC,
    durationSec: WINDOW_SEC,
    iterations: total,
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
  };
}

/**
 * The noise model from recorded A/A gates (each with at least two endpoints): per gate and
 * endpoint the pairs' log-ratios of mean ln latency; the shared part from the covariance of two
 * endpoints' log-ratios within a gate, the endpoint's own part from what is left of its variance
 * beyond sampling, the instance part from how far the gates' means spread beyond their pairs.
 * A pair's log-ratio holds two windows (and two instances), hence the halving of variances.
 */
export function estimateEndpointNoise(
  gates: readonly RecordedGate[],
): EndpointNoise & { gates: number } {
  let covariance = 0;
  let covarianceTerms = 0;
  const residuals: number[] = [];
  const sampling: number[] = [];
  const perRequest: number[] = [];
  const gateMeans: number[] = [];
  const pairVariances: number[] = [];
  let used = 0;
  for (const gate of gates) {
    const windows = gate.scenarios[0]?.windows ?? [];
    const names = [...new Set(windows.flatMap((w) => Object.keys(w.endpoints)))].sort();
    if (names.length < 2) continue;
    const ratios = names.map((name) => logRatios(windows, name));
    const overall = logRatios(windows);
    if (ratios.some((r) => r.values.length < 3) || overall.values.length < 3) continue;
    used++;
    const [a, b] = ratios as [Ratios, Ratios];
    covariance += covarianceOf(a.values, b.values);
    covarianceTerms++;
    for (const r of ratios) {
      residuals.push(variance(r.values));
      sampling.push((2 * r.sd * r.sd) / r.n);
      perRequest.push(r.sd);
    }
    gateMeans.push(meanOf(overall.values));
    pairVariances.push(variance(overall.values) / overall.values.length);
  }
  const shared = Math.max(0, covariance / Math.max(1, covarianceTerms));
  const own = Math.max(0, meanOf(residuals) - shared - meanOf(sampling));
  const instance = Math.max(0, variance(gateMeans) - meanOf(pairVariances));
  return {
    gates: used,
    perRequestSd: meanOf(perRequest),
    windowSd: Math.sqrt(shared / 2),
    endpointWindowSd: Math.sqrt(own / 2),
    instanceSd: Math.sqrt(instance / 2),
  };
}

interface Ratios {
  values: number[];
  /** typical per-request spread and count of a window of this series */
  sd: number;
  n: number;
}

function logRatios(windows: readonly WindowMeasurement[], endpoint?: string): Ratios {
  const of = (w: WindowMeasurement) => (endpoint === undefined ? w.http : w.endpoints[endpoint]);
  const values: number[] = [];
  const sds: number[] = [];
  const ns: number[] = [];
  for (const base of windows.filter((w) => w.side === 'base')) {
    const pr = windows.find((w) => w.side === 'pr' && w.round === base.round);
    const b = of(base)?.logLatency;
    const p = pr ? of(pr)?.logLatency : undefined;
    if (!b || !p) continue;
    values.push(p.mean - b.mean);
    sds.push(b.sd, p.sd);
    ns.push(b.n, p.n);
  }
  return { values, sd: meanOf(sds), n: meanOf(ns) };
}

function meanOf(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}

function variance(values: readonly number[]): number {
  const m = meanOf(values);
  return values.length < 2 ? 0 : values.reduce((a, v) => a + (v - m) ** 2, 0) / (values.length - 1);
}

function covarianceOf(a: readonly number[], b: readonly number[]): number {
  const ma = meanOf(a);
  const mb = meanOf(b);
  let total = 0;
  for (let i = 0; i < a.length; i++) total += (a[i]! - ma) * (b[i]! - mb);
  return a.length < 2 ? 0 : total / (a.length - 1);
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
          ...(c.slow ? { slow: c.slow } : {}),
          ...(c.wholeApp ? { wholeApp: c.wholeApp } : {}),
        }),
        c.slow ? endpointName(c.slow.endpoint) : undefined,
      ),
    })),
  );
}
