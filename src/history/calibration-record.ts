// One calibration in the history store (docs/history.md, docs/calibration.md): the compare.runners
// entry `perf-gate calibrate` proposed for a runner class, with the out-of-sample figures it was
// judged by, so a team sees how its runner's noise model moved from one calibration to the next.
// Not a gate result: calibrations live in their own file of the store (`calibrations.jsonl`, one
// record per line), which the readers of gate records never open. Pure: calibrationRecordFrom
// derives a record from calibration.json's content; the schema checks a line read back.
import { z } from 'zod';
import { ConfigError } from '../errors.js';
import { oneLine } from '../format/shown.js';
import { historyName } from './record.js';

/** The schema version of a calibration record; bump it on any breaking change. */
export const CALIBRATION_SCHEMA = 1;

/** The store's file of calibrations, beside the month files of gate records. */
export const CALIBRATIONS_FILE = 'calibrations.jsonl';

const count = z.number().int().min(0);
const fraction = z.number().min(0).max(1);

/** How a set of held-out A/A gates read with one noise model. */
const heldOutSchema = z.looseObject({
  instanceNoise: fraction,
  stealAdjustment: z.number().min(-10).max(10),
  pass: count,
  fail: count,
  inconclusive: count,
  /** 95 % Clopper–Pearson upper bound of the false-fail rate */
  falseFailHigh: fraction,
});

export const calibrationRecordSchema = z.looseObject({
  kind: z.literal('calibration'),
  schema: z.literal(CALIBRATION_SCHEMA),
  /** when the calibration was made, ISO 8601 */
  time: z.iso.datetime({ offset: true }),
  /** the commit every A/A gate measured, when they all measured one */
  commit: z
    .string()
    .regex(/^[0-9a-f]{7,64}$/, 'must be a git commit id (hex)')
    .optional(),
  /** the branch the workflow ran on, when known */
  branch: historyName.optional(),
  runner: z.looseObject({
    class: historyName,
    cpuModel: historyName,
    cores: z.number().int().positive(),
  }),
  perfGate: historyName,
  /** the proposed compare.runners entry, as calibration.json's `entry` */
  entry: z.looseObject({
    cpu: historyName,
    cores: z.number().int().positive(),
    instanceNoise: fraction,
    stealAdjustment: z.number().min(-10).max(10),
  }),
  /** A/A gates the noise model was fitted on, and judged on */
  fittedOn: count,
  judgedOn: count,
  /** the held-out gates judged with the entry, and with perf-gate's defaults */
  proposed: heldOutSchema,
  defaults: heldOutSchema,
});

export type CalibrationRecord = z.infer<typeof calibrationRecordSchema>;

/** What a record needs that calibration.json does not hold. */
export interface CalibrationContext {
  /** the branch the calibration ran on (e.g. from GITHUB_REF), when known */
  branch?: string;
  /** the time to record when the file names none (calibration.json before it held one) */
  now?: () => Date;
}

/** Whether parsed JSON is `perf-gate calibrate`'s calibration.json (rather than a gate result). */
export function isCalibrationFile(raw: unknown): boolean {
  return (raw as { command?: unknown } | null)?.command === 'calibrate';
}

/**
 * The record of calibration.json's content (`file` names it in errors). Refused (ConfigError)
 * when the calibration ended without a proposal, or the file is not one perf-gate wrote.
 */
export function calibrationRecordFrom(
  file: string,
  raw: unknown,
  context: CalibrationContext = {},
): CalibrationRecord {
  const outcome = (raw ?? {}) as Record<string, unknown>;
  const calibration = outcome.calibration as Record<string, unknown> | undefined;
  if (!isCalibrationFile(raw) || calibration === undefined || calibration === null) {
    const error = (outcome.error as { message?: unknown } | undefined)?.message;
    throw new ConfigError(
      isCalibrationFile(raw)
        ? `${file}: the calibration proposed no entry${typeof error === 'string' ? ` (${oneLine(error, 200)})` : ''}.`
        : `${file}: is not a calibration.json of perf-gate calibrate.`,
      {
        fix: 'Record the calibration.json of a `perf-gate calibrate` that proposed an entry (exit code 0).',
      },
    );
  }
  const summary = (of: unknown) => {
    const s = (of ?? {}) as Record<string, unknown>;
    return {
      instanceNoise: s.instanceNoise,
      stealAdjustment: s.stealAdjustment,
      pass: s.pass,
      fail: s.fail,
      inconclusive: s.inconclusive,
      falseFailHigh: s.falseFailHigh,
    };
  };
  const runner = (calibration.runner ?? {}) as Record<string, unknown>;
  const lengthOf = (list: unknown) => (Array.isArray(list) ? list.length : undefined);
  const time = typeof outcome.time === 'string' ? outcome.time : undefined;
  const record = {
    kind: 'calibration',
    schema: CALIBRATION_SCHEMA,
    time: time ?? (context.now?.() ?? new Date()).toISOString(),
    ...(typeof outcome.commit === 'string' ? { commit: outcome.commit.toLowerCase() } : {}),
    ...(context.branch ? { branch: context.branch } : {}),
    runner: { class: calibration.runnerClass, cpuModel: runner.cpuModel, cores: runner.cores },
    perfGate: (outcome.tool as { version?: unknown } | undefined)?.version,
    entry: calibration.entry,
    fittedOn: lengthOf(calibration.fittedOn),
    judgedOn: lengthOf(calibration.judgedOn),
    proposed: summary(calibration.proposed),
    defaults: summary(calibration.defaults),
  };
  const checked = calibrationRecordSchema.safeParse(record);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new ConfigError(
      `${file}: the calibration cannot be recorded: ${issue?.path.join('.') || '(record)'} ${oneLine(issue?.message ?? 'is invalid', 200)}.`,
      { fix: 'Record an unmodified calibration.json that `perf-gate calibrate` wrote.' },
    );
  }
  return checked.data;
}

/** The held-out figures of one noise model as one phrase: `4 pass, 0 fail, 1 inconclusive`. */
export function heldOutPhrase(summary: CalibrationRecord['proposed']): string {
  return `${summary.pass} pass, ${summary.fail} fail, ${summary.inconclusive} inconclusive`;
}
