// The work-noise model of the simulated gates (bench/lib/endpoint-family.ts): how far the work per
// request that the gate judges (docs/work.md) moves between the two sides of an A/A gate, fitted on
// recorded A/A gates and checked on others. Pure: parsed result files in, plain figures out;
// bench/endpoint-family.mjs reads the files (bench/results/camp1-raw) and prints the fit and check.
//
// The gate reads work in two places, and so does the model. Each measured window carries the work
// per request of all its requests (statements and their kinds, rows examined, the container's CPU,
// the Java threads' CPU, bytes allocated, GC pauses), compared per pair; the work probe that runs
// once per side after the windows gives each endpoint's figures, compared once. Per metric, ln:
//   window w of side s:      ln figure = ln level   + o_s + ω_w     o_s ~ N(0, sideSd²), ω_w ~ N(0, windowSd²)
//   endpoint e, probe of s:  ln figure = ln level_e + q_s + ε_e,s   q_s ~ N(0, sideSd²)
// o_s: what one side's app does differently over a whole gate (its JIT's choices, its heap); ω_w:
// one window's own (a collection or a compilation falling in it, the requests at its edges); q_s:
// the same for a side's probe, shared by its endpoints; ε_e,s: the error of an endpoint's mean over
// its requests in the probe. An endpoint's PR − base, ε_e,pr − ε_e,base, is drawn from the fitted
// gates' own residuals, scaled to one request (× √(requests / 2)), with a random sign, and scaled
// back to the simulated endpoint's requests: the recorded bytes per endpoint moved by ±0.5 % most of
// the time and by 3 to 7 % now and then, a tail that a normal of the same variance misses (tried
// first, it put 9 of the 30 held-out gates above its 95th percentile). Scaling by √requests shrinks
// such a jump as sampling error would; a single odd request would shrink faster (1 / requests).
// Metrics draw independently of each other and of latency. A count that never moved in the fitted
// gates (the probe's statements and rows: the code path of the same seeded requests) comes out
// exact, both spreads 0, and is simulated so. The kinds of statement without a figure in the fitted
// gates take the statements' spreads.
//
// The fit is the method of moments on the log-ratios PR/base (one holds two sides, hence the
// halving): within a gate the pairs' spread gives windowSd, across gates the spread of the gates'
// means beyond what their pairs explain gives sideSd; in the probe, the endpoints' residuals from
// their gate's mean are ε's draws, and the spread of the gates' means beyond them the probe's
// sideSd. Pairs or endpoints with a 0 on either side have no log-ratio and are left out (GC pauses:
// a window without a collection).
import { pairWindows } from '../../src/analysis/pairs.js';
import { seededUniform } from '../../src/analysis/stats.js';
import type { WorkComparison } from '../../src/analysis/work-judge.js';
import {
  endpointFigureOf,
  WORK_METRIC_REGISTRY,
  WORK_METRICS,
  workMetricOf,
  type WorkMetric,
} from '../../src/config/work-metrics.js';
import type { WindowMeasurement } from '../../src/model.js';
import { meanOf, variance } from './moments.js';

export interface WindowNoise {
  sideSd: number;
  windowSd: number;
  /** gates and pairs the fit used */
  gates: number;
  pairs: number;
}

export interface ProbeNoise {
  sideSd: number;
  /** root mean square of the residuals */
  perRequestSd: number;
  /**
   * |ε| of every fitted endpoint, scaled to one request (ascending): an endpoint's PR − base in
   * ln is drawn from them, with a random sign, times √(2 / requests)
   */
  residuals: number[];
  /** gates the fit used */
  gates: number;
}

export interface WorkNoise {
  window: Partial<Record<WorkMetric, WindowNoise>>;
  probe: Partial<Record<WorkMetric, ProbeNoise>>;
  gates: number;
}

export interface WorkPair {
  base: number;
  pr: number;
}

export interface EndpointPair extends WorkPair {
  endpoint: string;
  /** the endpoint's requests in each side's probe */
  requests: number;
}

/** One recorded gate's work as plain figures, per metric: its windows' pairs, its endpoints. */
export interface WorkSample {
  gate: string;
  windows: Partial<Record<WorkMetric, WorkPair[]>>;
  probe: Partial<Record<WorkMetric, EndpointPair[]>>;
}

/** What the fit reads of a result file (a GateResult). */
export interface RecordedWorkResult {
  scenarios?: ReadonlyArray<{
    windows: readonly WindowMeasurement[];
    work?: { comparisons: readonly WorkComparison[]; notes?: readonly string[] };
  }>;
}

const COUNTED =
  /(\d+) request\(s\) in (?:each side's probe|the base's probe and (\d+) in the PR's)/u;
const PROBED = /a probe of (?:\d+ iteration\(s\), )?(\d+) request\(s\) per side/u;

/**
 * The work of a recorded gate's first scenario: every pair's figures as the gate reads them
 * (workMetricOf), and every endpoint's figures of the probe as its comparisons recorded them (the
 * result keeps no probe of its own). An endpoint's requests in the probe are those its comparison
 * names when it had too few, else the probe's requests times the endpoint's share of the windows'.
 */
export function workSampleOf(gate: string, result: RecordedWorkResult): WorkSample {
  const sample: WorkSample = { gate, windows: {}, probe: {} };
  const scenario = result.scenarios?.[0];
  if (!scenario) return sample;
  const { pairs } = pairWindows(scenario.windows);
  for (const metric of WORK_METRICS) {
    const figures = pairs.flatMap((p) => {
      const base = workMetricOf(p.base.work, metric);
      const pr = workMetricOf(p.pr.work, metric);
      return base === undefined || pr === undefined ? [] : [{ base, pr }];
    });
    if (figures.length > 0) sample.windows[metric] = figures;
  }
  const comparisons = (scenario.work?.comparisons ?? []).filter((c) => c.endpoint !== undefined);
  const counted = new Map<string, number>();
  for (const c of comparisons) {
    const m = COUNTED.exec(c.message);
    if (m) counted.set(c.endpoint!, Math.min(Number(m[1]), Number(m[2] ?? m[1])));
  }
  const probed = Number(PROBED.exec((scenario.work?.notes ?? []).join('\n'))?.[1] ?? NaN);
  const all = scenario.windows.reduce((sum, w) => sum + w.http.requests, 0);
  const requestsOf = (endpoint: string): number | undefined => {
    const own = scenario.windows.reduce(
      (sum, w) => sum + (w.endpoints[endpoint]?.requests ?? 0),
      0,
    );
    const share = all > 0 ? own / all : 0;
    return (
      counted.get(endpoint) ?? (share > 0 && probed > 0 ? Math.round(probed * share) : undefined)
    );
  };
  for (const c of comparisons) {
    const requests = requestsOf(c.endpoint!);
    if (requests === undefined || requests < 1) continue;
    (sample.probe[c.metric] ??= []).push({
      endpoint: c.endpoint!,
      base: c.base,
      pr: c.pr,
      requests,
    });
  }
  return sample;
}

export const positive = (p: WorkPair) => p.base > 0 && p.pr > 0;
const logRatio = (p: WorkPair) => Math.log(p.pr / p.base);

/** The model, per metric, from recorded A/A gates (see the top of this file). */
export function fitWorkNoise(samples: readonly WorkSample[]): WorkNoise {
  const noise: WorkNoise = { window: {}, probe: {}, gates: samples.length };
  for (const metric of WORK_METRICS) {
    const window = fitWindow(
      samples.map((s) => (s.windows[metric] ?? []).filter(positive).map(logRatio)),
    );
    if (window) noise.window[metric] = window;
    const probe = fitProbe(
      samples.map((s) =>
        (s.probe[metric] ?? [])
          .filter(positive)
          .map((e) => ({ ratio: logRatio(e), requests: e.requests })),
      ),
    );
    if (probe) noise.probe[metric] = probe;
  }
  return noise;
}

function fitWindow(gates: ReadonlyArray<readonly number[]>): WindowNoise | undefined {
  const used = gates.filter((r) => r.length >= 2);
  if (used.length === 0) return undefined;
  let within = 0;
  let degrees = 0;
  for (const ratios of used) {
    const m = meanOf(ratios);
    within += ratios.reduce((a, r) => a + (r - m) ** 2, 0);
    degrees += ratios.length - 1;
  }
  const pairVariance = within / degrees;
  const side = variance(used.map(meanOf)) - meanOf(used.map((r) => pairVariance / r.length));
  return {
    sideSd: Math.sqrt(Math.max(0, side) / 2),
    windowSd: Math.sqrt(pairVariance / 2),
    gates: used.length,
    pairs: used.reduce((a, r) => a + r.length, 0),
  };
}

function fitProbe(
  gates: ReadonlyArray<ReadonlyArray<{ ratio: number; requests: number }>>,
): ProbeNoise | undefined {
  const used = gates.filter((g) => g.length >= 2);
  if (used.length === 0) return undefined;
  // Var(d_e − d̄) = (1 − 1/E) · 2s²/n_e: each residual, scaled so, is one draw of a request's s.
  const residuals = used.flatMap((gate) => {
    const m = meanOf(gate.map((e) => e.ratio));
    const k = Math.sqrt(gate.length / (gate.length - 1));
    return gate.map((e) => (e.ratio - m) * k * Math.sqrt(e.requests / 2));
  });
  const perRequest = meanOf(residuals.map((r) => r * r));
  const explained = used.map(
    (g) => g.reduce((a, e) => a + (2 * perRequest) / e.requests, 0) / g.length ** 2,
  );
  const side = variance(used.map((g) => meanOf(g.map((e) => e.ratio)))) - meanOf(explained);
  return {
    sideSd: Math.sqrt(Math.max(0, side) / 2),
    perRequestSd: Math.sqrt(perRequest),
    residuals: residuals.map(Math.abs).sort((a, b) => a - b),
    gates: used.length,
  };
}

const EXACT_WINDOW: WindowNoise = { sideSd: 0, windowSd: 0, gates: 0, pairs: 0 };
const EXACT_PROBE: ProbeNoise = { sideSd: 0, perRequestSd: 0, residuals: [], gates: 0 };
const isKind = (metric: WorkMetric) => WORK_METRIC_REGISTRY[metric].kind !== undefined;

/** A metric's window spreads: its own fit, the statements' for a kind without one, else exact. */
export function windowNoiseOf(noise: WorkNoise, metric: WorkMetric): WindowNoise {
  return (
    noise.window[metric] ?? (isKind(metric) ? noise.window.statements : undefined) ?? EXACT_WINDOW
  );
}

/** A metric's probe spreads, with the same fall-backs. */
export function probeNoiseOf(noise: WorkNoise, metric: WorkMetric): ProbeNoise {
  return (
    noise.probe[metric] ?? (isKind(metric) ? noise.probe.statements : undefined) ?? EXACT_PROBE
  );
}

/** The metrics the fit had no figure of, and what they are simulated with instead. */
export function unfitted(noise: WorkNoise) {
  const missing = (where: 'window' | 'probe', metric: WorkMetric) =>
    noise[where][metric] === undefined
      ? [{ metric, where, as: isKind(metric) && noise[where].statements ? 'statements' : 'exact' }]
      : [];
  return [
    ...WORK_METRICS.flatMap((m) => missing('window', m)),
    ...WORK_METRICS.filter((m) => endpointFigureOf(m)).flatMap((m) => missing('probe', m)),
  ];
}

/** The random sources of the work's draws: one seeded stream, standard normals and uniforms. */
export interface WorkDraws {
  normal: () => number;
  uniform: () => number;
}

export function workDraws(seed: number): WorkDraws {
  const uniform = seededUniform(seed);
  // Box–Muller, as seededNormal; 1 − u keeps the logarithm away from 0.
  const normal = () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
  return { normal, uniform };
}

/** An endpoint's PR − base in the probe beyond the sides' offsets (ln): a fitted residual. */
export function endpointShift(noise: ProbeNoise, requests: number, draws: WorkDraws): number {
  const { residuals } = noise;
  if (residuals.length === 0) return 0;
  const residual = residuals[Math.floor(draws.uniform() * residuals.length)]!;
  return (draws.uniform() < 0.5 ? -residual : residual) * Math.sqrt(2 / requests);
}
