// The noise model per runner class (`compare.runners`). GitHub's hosted runners of one label land
// on more than one CPU model, and each class has its own instance noise and runner-speed share
// (docs/calibration.md), so one perf-gate.yml lists them and the gate takes the entry that matches
// the machine it runs on. Pure: schema, conversion and the match.
import { z } from 'zod';
import { fraction, positiveInt } from './fields.js';
import type { GateConfig, RunnerNoise } from './types.js';

export type { RunnerNoise } from './types.js';

export const speedAdjustmentField = z
  .number({ error: 'must be a number from 0 (off) to 3, e.g. 0.8' })
  .min(0, 'must be a number from 0 (off) to 3, e.g. 0.8')
  .max(3, 'must be a number from 0 (off) to 3, e.g. 0.8');

export const stealAdjustmentField = z
  .number({ error: 'must be a number from 0 (off) to 0.5, e.g. 0.057' })
  .min(0, 'must be a number from 0 (off) to 0.5, e.g. 0.057')
  .max(0.5, 'must be a number from 0 (off) to 0.5, e.g. 0.057');

export const runnersSchema = z
  .array(
    z
      .strictObject({
        /** a part of the CPU model (the result's runner.cpuModel), case-insensitive */
        cpu: z.string({ error: 'must be a part of the CPU model, e.g. "EPYC" or "Xeon"' }).min(1),
        cores: positiveInt.optional(),
        'instance-noise': fraction.optional(),
        'speed-adjustment': speedAdjustmentField.optional(),
        'steal-adjustment': stealAdjustmentField.optional(),
      })
      .refine(
        (r) =>
          r['instance-noise'] !== undefined ||
          r['speed-adjustment'] !== undefined ||
          r['steal-adjustment'] !== undefined,
        {
          message:
            'must set instance-noise, speed-adjustment or steal-adjustment (or several): the values `perf-gate noise` printed for that runner class, or a steal factor fitted on its gates',
        },
      ),
    { error: 'must be a list of runner classes: - { cpu: EPYC, instance-noise: 1.5% }' },
  )
  .optional();

type RunnersInput = z.output<typeof runnersSchema>;

export function toRunners(input: RunnersInput): RunnerNoise[] {
  return (input ?? []).map((r) => ({
    cpu: r.cpu,
    ...(r.cores === undefined ? {} : { cores: r.cores }),
    ...(r['instance-noise'] === undefined ? {} : { instanceNoise: r['instance-noise'] }),
    ...(r['speed-adjustment'] === undefined ? {} : { speedAdjustment: r['speed-adjustment'] }),
    ...(r['steal-adjustment'] === undefined ? {} : { stealAdjustment: r['steal-adjustment'] }),
  }));
}

/**
 * Which compare.runners entry a config resolved by withMachineNoise took its noise model from,
 * e.g. `compare.runners[1], cpu "Xeon"`; undefined when none matched.
 */
export function noiseSource(config: GateConfig): string | undefined {
  const matched = matchedRunner(config);
  return matched ? `compare.runners[${matched.index}], cpu "${matched.entry.cpu}"` : undefined;
}

/** The compare.runners entry withMachineNoise recorded as matched, with its index. */
function matchedRunner(config: GateConfig): { index: number; entry: RunnerNoise } | undefined {
  const index = config.compare.runnerMatched;
  const entry = index === undefined ? undefined : config.compare.runners?.[index];
  return index === undefined || !entry ? undefined : { index, entry };
}

/**
 * The progress line saying which noise model a config resolved by withMachineNoise uses;
 * undefined when it lists no runner classes.
 */
export function noiseModelLine(
  config: GateConfig,
  machine: { cpuModel: string; cores: number },
): string | undefined {
  const on = `${machine.cpuModel} (${machine.cores} cores)`;
  const matched = matchedRunner(config);
  if (!matched) {
    return (config.compare.runners ?? []).length === 0
      ? undefined
      : `noise model: no compare.runners entry matches ${on}; compare.instance-noise, speed-adjustment and steal-adjustment apply`;
  }
  const { index, entry } = matched;
  const cores = entry.cores === undefined ? '' : `, ${entry.cores} cores`;
  const noise = Number((config.compare.instanceNoise * 100).toFixed(1));
  return (
    `noise model for ${on}: compare.runners[${index}] (cpu "${entry.cpu}"${cores}), ` +
    `instance-noise ${noise} %, speed-adjustment ${config.compare.speedAdjustment ?? 0}, ` +
    `steal-adjustment ${config.compare.stealAdjustment ?? 0}`
  );
}

/**
 * The config with the machine's noise model in compare.instance-noise / speed-adjustment /
 * steal-adjustment: the first compare.runners entry whose `cpu` is part of the CPU model
 * (case-insensitive) and whose `cores`, when set, equal the machine's. A value the entry leaves
 * out, and all of them when none matches, stay the top-level ones.
 */
export function withMachineNoise(
  config: GateConfig,
  machine: { cpuModel: string; cores: number },
): GateConfig {
  const runners = config.compare.runners ?? [];
  const model = machine.cpuModel.toLowerCase();
  const index = runners.findIndex(
    (r) =>
      model.includes(r.cpu.toLowerCase()) && (r.cores === undefined || r.cores === machine.cores),
  );
  const entry = runners[index];
  if (!entry) return config;
  return {
    ...config,
    compare: {
      ...config.compare,
      instanceNoise: entry.instanceNoise ?? config.compare.instanceNoise,
      speedAdjustment: entry.speedAdjustment ?? config.compare.speedAdjustment,
      stealAdjustment: entry.stealAdjustment ?? config.compare.stealAdjustment,
      runnerMatched: index,
    },
  };
}
