// `compare.work` of perf-gate.yml: the work-per-request metrics (statements, rows, CPU, bytes) and
// their tolerances. Each tolerance is a percentage of the base's value per request, or `false` to
// report the metric without judging it.
import { z } from 'zod';
import { unitField } from './fields.js';
import { parseDurationMs, parseFraction } from './units.js';

/** The work metrics perf-gate judges, in the user's words. */
export const WORK_METRICS = [
  'statements',
  'selects',
  'inserts',
  'updates',
  'deletes',
  'rows-examined',
  'cpu',
  'thread-cpu',
  'allocated',
  'gc',
] as const;
export type WorkMetric = (typeof WORK_METRICS)[number];

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
  /** iterations of the per-endpoint probe each side runs after the timed windows; 0: no probe */
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

/** The validated `compare.work`. */
export interface WorkConfig {
  enabled: boolean;
  idleMs: number;
  probeIterations: number;
  seed: number;
  /** fraction of the base's per-request value, or false: reported, not judged */
  tolerance: Record<WorkMetric, number | false>;
}

/**
 * Defaults from the example's A/A calibrations (bench/README.md, "Work per request"): statement
 * counts are deterministic for a seeded request sequence, so 5 % is far above their A/A spread
 * (0 %) and far below an added query on any endpoint with 5 % of the traffic or more; rows
 * examined move with the data a request hits (10 %). The Java threads' CPU and the bytes allocated
 * were fitted out of sample: twice the largest A/A change of 35 gates on two runner classes
 * (7.8 % and 4.9 %), rounded up to 5 %, then judged on 25 other A/A gates (0 false alarms) and 28
 * gates with a CPU cost injected. The container's CPU (the JIT compiles in one window and not the
 * next) and GC pauses (a pause or two per window) spread too far to judge by default.
 */
export const WORK_DEFAULTS: WorkConfig = {
  enabled: true,
  idleMs: 2_000,
  probeIterations: 20,
  seed: 1,
  tolerance: {
    statements: 0.05,
    selects: 0.05,
    inserts: 0.05,
    updates: 0.05,
    deletes: 0.05,
    'rows-examined': 0.1,
    // A/A pairs moved up to 25 % (container CPU) and 78 % (GC) per gate: reported, not judged.
    cpu: false,
    'thread-cpu': 0.2,
    allocated: 0.1,
    gc: false,
  },
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
