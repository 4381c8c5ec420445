// The latency-noise model of the simulated gates of bench/lib/endpoint-family.ts (described at its
// top), estimated from recorded A/A gates of the example (two endpoints). Pure: recorded gates in,
// the model out.
import type { WindowMeasurement } from '../../src/model.js';
import type { RecordedGate } from './rejudge.js';
import { covarianceOf, meanOf, variance } from './moments.js';

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
