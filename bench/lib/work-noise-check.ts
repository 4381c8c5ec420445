// The work-noise model (work-noise.ts) checked on gates it was not fitted on: each metric of every
// held-out gate against simulated copies of that gate (its metrics, endpoints and requests), drawn
// from the model; what bench/endpoint-family.mjs prints as the model's out-of-sample check. Pure.
import { median, quantile } from '../../src/analysis/stats.js';
import {
  endpointFigureOf,
  WORK_METRIC_REGISTRY,
  WORK_METRICS,
  type WorkMetric,
} from '../../src/config/work-metrics.js';
import {
  endpointShift,
  probeNoiseOf,
  windowNoiseOf,
  workDraws,
  positive,
  type EndpointPair,
  type WorkNoise,
  type WorkPair,
  type WorkSample,
} from './work-noise.js';
import { meanOf } from './moments.js';

/** How the model's prediction of one metric compares with held-out gates. */
export interface NoiseCheck {
  metric: WorkMetric;
  where: 'window' | 'endpoint';
  /** the default tolerance it is judged with, or false (reported only) */
  tolerance: number | false;
  gates: number;
  /**
   * a gate's |change| in percent as the gate computes it (a window metric: the median over pairs
   * of PR − base over the base's median; an endpoint metric: its largest over the endpoints):
   * median and largest over the gates, and the gates beyond the tolerance (NaN: not judged)
   */
  observed: { median: number; max: number; beyond: number };
  /** the same, predicted for gates of the same shapes (the largest: its median over replicas) */
  predicted: { median: number; max: number; beyond: number };
  /** held-out gates above the model's 95th percentile for a gate of their shape (5 % expected) */
  aboveP95: number;
}

/** Each metric of held-out gates against `replicas` simulated copies of every one of them. */
export function checkWorkNoise(
  noise: WorkNoise,
  heldOut: readonly WorkSample[],
  seed: number,
  replicas = 200,
): NoiseCheck[] {
  const draws = workDraws(seed);
  const rows: NoiseCheck[] = [];
  for (const where of ['window', 'endpoint'] as const) {
    for (const metric of WORK_METRICS) {
      const figure = endpointFigureOf(metric);
      if (where === 'endpoint' && !figure) continue;
      const gates = heldOut
        .map(
          (s) =>
            ((where === 'window' ? s.windows[metric] : s.probe[metric]) ?? []) as EndpointPair[],
        )
        .map((pairs) => pairs.filter(positive))
        .filter((pairs) => pairs.length > 0);
      if (gates.length === 0) continue;
      const change = where === 'window' ? windowChange : endpointChange;
      const replica = (pairs: readonly EndpointPair[]): number => {
        if (where === 'window') {
          const { sideSd, windowSd } = windowNoiseOf(noise, metric);
          const [b, p] = [sideSd * draws.normal(), sideSd * draws.normal()];
          const at = (offset: number) => Math.exp(offset + windowSd * draws.normal());
          return windowChange(pairs.map(() => ({ base: at(b), pr: at(p) })));
        }
        const probe = probeNoiseOf(noise, metric);
        const shift = probe.sideSd * (draws.normal() - draws.normal());
        return endpointChange(
          pairs.map((e) => ({
            base: 1,
            pr: Math.exp(shift + endpointShift(probe, e.requests, draws)),
          })),
        );
      };
      const observed = gates.map(change);
      const simulated = gates.map((pairs) =>
        Array.from({ length: replicas }, () => replica(pairs)),
      );
      const tolerance =
        where === 'endpoint' && figure?.reportedOnly
          ? false
          : WORK_METRIC_REGISTRY[metric].tolerance;
      const beyond = (values: readonly number[]) =>
        tolerance === false ? NaN : values.filter((v) => v > tolerance * 100).length;
      const byReplica = Array.from({ length: replicas }, (_, r) => simulated.map((g) => g[r]!));
      rows.push({
        metric,
        where,
        tolerance,
        gates: gates.length,
        observed: {
          median: median(observed),
          max: Math.max(...observed),
          beyond: beyond(observed),
        },
        predicted: {
          median: median(simulated.flat()),
          max: median(byReplica.map((g) => Math.max(...g))),
          beyond: meanOf(byReplica.map(beyond)),
        },
        aboveP95: observed.filter((v, g) => v > quantile(simulated[g]!, 0.95)).length,
      });
    }
  }
  return rows;
}

/** |median over pairs of PR − base| over the base's median, percent (judgeWork's change). */
function windowChange(pairs: readonly WorkPair[]): number {
  const base = median(pairs.map((p) => p.base));
  return (Math.abs(median(pairs.map((p) => p.pr - p.base))) / base) * 100;
}

/** The largest |PR − base| / base over a gate's endpoints, percent. */
function endpointChange(endpoints: readonly WorkPair[]): number {
  return Math.max(...endpoints.map((e) => (Math.abs(e.pr - e.base) / e.base) * 100));
}
