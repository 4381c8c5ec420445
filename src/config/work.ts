// `compare.work` of perf-gate.yml: the work-per-request metrics (statements, rows, CPU, bytes) and
// their tolerances. Each tolerance is a percentage of the base's value per request, or `false` to
// report the metric without judging it. The metrics, their default tolerances and the reasons for
// them are the entries of work-metrics.ts.
import { z } from 'zod';
import { unitField } from './fields.js';
import { parseDurationMs, parseFraction } from './units.js';
import { WORK_METRIC_REGISTRY, WORK_METRICS, type WorkMetric } from './work-metrics.js';

export { WORK_METRICS, type WorkMetric } from './work-metrics.js';

const toleranceOrOff = z.union([z.literal(false), z.string(), z.number()]).transform((v, ctx) => {
  if (v === false) return false as const;
  const fraction = parseFraction(v);
  if (fraction === undefined) {
    ctx.addIssue({ code: 'custom', message: 'must be a percentage like "5%", or false (off)' });
    return z.NEVER;
  }
  return fraction;
});

const idleDuration = unitField(parseDurationMs, 'must be a duration like "2s", or 0 (off)');

export const workConfigSchema = z.strictObject({
  /** false: no counters are read at all */
  enabled: z.boolean().optional(),
  /** how long each side's idle app is watched with no load, for its own background statements */
  idle: idleDuration.optional(),
  /**
   * iterations of the per-endpoint probe each side runs after the timed windows, at least (more
   * when an endpoint would get too few requests: src/analysis/probe-size.ts); 0: no probe
   */
  probe: z.number().int().min(0).optional(),
  /** the seed of k6's Math.random, the same for every window of both sides */
  seed: z.number().int().min(0).optional(),
  tolerance: z
    .strictObject(
      Object.fromEntries(WORK_METRICS.map((m) => [m, toleranceOrOff.optional()])) as Record<
        WorkMetric,
        z.ZodOptional<typeof toleranceOrOff>
      >,
    )
    .optional(),
});

/**
 * The most iterations a probe is sized up to when an endpoint would get too few requests at
 * `probe` (src/analysis/probe-size.ts, which also keeps it to about 30 s): enough for an endpoint
 * that one iteration in 6 sends to reach PROBE_MIN_REQUESTS (30), about 3 s on the example (its
 * 20 iterations of 2 requests took 0.3–0.7 s, bench/results/alloc1-raw). Rarer endpoints keep their
 * bytes reported, not judged: each probe runs on both sides after the windows, and 485 iterations
 * for library-loans' rarest endpoint (one iteration in 16) made the gate's probes the longest
 * stage after the windows. A larger `probe` still runs as set.
 */
export const PROBE_MAX_ITERATIONS = 200;

/** The validated `compare.work`. */
export interface WorkConfig {
  enabled: boolean;
  idleMs: number;
  probeIterations: number;
  seed: number;
  /** fraction of the base's per-request value, or false: reported, not judged */
  tolerance: Record<WorkMetric, number | false>;
}

/** The defaults; each metric's tolerance and its reason are in its entry of work-metrics.ts. */
export const WORK_DEFAULTS: WorkConfig = {
  enabled: true,
  idleMs: 2_000,
  probeIterations: 20,
  seed: 1,
  tolerance: Object.fromEntries(
    WORK_METRICS.map((m) => [m, WORK_METRIC_REGISTRY[m].tolerance]),
  ) as Record<WorkMetric, number | false>,
};

/** Fills the defaults. */
export function toWorkConfig(input: z.output<typeof workConfigSchema> | undefined): WorkConfig {
  const tolerance = { ...WORK_DEFAULTS.tolerance };
  for (const metric of WORK_METRICS) {
    const value = input?.tolerance?.[metric];
    if (value !== undefined) tolerance[metric] = value;
  }
  return {
    enabled: input?.enabled ?? WORK_DEFAULTS.enabled,
    idleMs: input?.idle ?? WORK_DEFAULTS.idleMs,
    probeIterations: input?.probe ?? WORK_DEFAULTS.probeIterations,
    seed: input?.seed ?? WORK_DEFAULTS.seed,
    tolerance,
  };
}
