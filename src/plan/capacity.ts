// How many app instances a target TPS needs (`perf-gate plan --capacity perf-gate-capacity.json`),
// from the capacity measured per topology by `perf-gate capacity --instances 1,2`. Pure: the
// command reads the files and hands their text here.
//
// The per-instance capacity is taken at the largest topology measured, from the low end of its
// interval ÷ its instances: scaling is sublinear (the instances share the database and the proxy),
// so the largest topology gives the least per instance, and the low end is what the searches
// support at the confidence reported. Instances needed = ⌈target ÷ per-instance capacity⌉; an answer
// beyond the largest topology measured assumes linear scaling from there on, and says so.
import { ConfigError } from '../errors.js';
import type { RunnerInfo } from '../model.js';
import { parseCapacityResult } from '../release/compare.js';
import type { CapacityResult, CapacitySummary } from '../release/model.js';
import { formatNumber } from './tps.js';

/** One topology of a capacity result as the plan uses it. */
export interface MeasuredTopology {
  instances: number;
  /** capacity, iterations (transactions) per second */
  capacity: number;
  /** its interval; the capacity itself when the result gives none */
  low: number;
  high: number;
  /** false when the searches of this topology disagree on one ceiling */
  agree: boolean;
  /** the file it comes from */
  file: string;
}

/** A capacity file's text and its path. */
export interface CapacityFile {
  file: string;
  text: string;
}

/** The instances a target needs, with the arithmetic and the measurements behind it. */
export interface InstancesPlan {
  targetTps: number;
  /** the per-instance capacity the answer divides by, TPS (2 decimals) */
  perInstanceTps: number;
  /** where it comes from: the topology, the figure taken (interval low end or capacity), and why */
  basis: { instances: number; tps: number; figure: 'interval low end' | 'capacity'; file: string };
  /** ⌈targetTps ÷ perInstanceTps⌉, at least 1 */
  instances: number;
  /** "Instances needed: ⌈target ÷ per-instance capacity⌉ = ⌈100 ÷ 120⌉ = 1" */
  formula: string;
  /** the arithmetic behind it, one line each */
  steps: string[];
  /** every topology measured, smallest first */
  measured: MeasuredTopology[];
  /** the scenario(s) and runner(s) the capacity was measured with */
  scenario?: string;
  runner?: string;
  warnings: string[];
}

/** Reads capacity results for the plan; a ConfigError names the file and the fix. */
export function parseCapacityFiles(files: readonly CapacityFile[]): Array<{
  file: string;
  result: CapacityResult;
  topologies: MeasuredTopology[];
}> {
  return files.map(({ file, text }) => {
    const result = parseCapacityResult(text, file);
    const topologies = measuredTopologies(result, file);
    if (topologies.length === 0) {
      throw new ConfigError(
        `${file}: has no capacity figure (${result.verdict === 'error' ? (result.error?.message ?? result.reason) : result.reason}).`,
        {
          fix: 'Pass a capacity result whose searches confirmed a figure: re-run `perf-gate capacity` (see the file for why it found none).',
        },
      );
    }
    return { file, result, topologies };
  });
}

/**
 * The topologies of a capacity result that have a figure, smallest first. A result written before
 * `--instances` has only a summary: one topology with the config's app.instances (else 1).
 */
export function measuredTopologies(result: CapacityResult, file: string): MeasuredTopology[] {
  const topologies =
    result.topologies && result.topologies.length > 0
      ? result.topologies.map((topology) => ({
          instances: topology.instances,
          summary: topology.summary,
        }))
      : result.summary
        ? [{ instances: configuredInstances(result), summary: result.summary }]
        : [];
  return topologies
    .filter((topology) => isFigure(topology.summary.capacity))
    .map(({ instances, summary }) => measured(instances, summary, file))
    .sort((a, b) => a.instances - b.instances);
}

function isFigure(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

function measured(instances: number, summary: CapacitySummary, file: string): MeasuredTopology {
  const capacity = summary.capacity!;
  const interval = summary.interval;
  return {
    instances,
    capacity,
    low: interval && Number.isFinite(interval.low) ? interval.low : capacity,
    high: interval && Number.isFinite(interval.high) ? interval.high : capacity,
    agree: summary.agree !== false,
    file,
  };
}

/** The app.instances of the result's (redacted) config; 1 before the key existed. */
function configuredInstances(result: CapacityResult): number {
  const searched = result.searches?.find((search) => search.instances !== undefined)?.instances;
  if (searched !== undefined) return searched;
  const config = result.config as { app?: { instances?: unknown } } | null | undefined;
  const value = config?.app?.instances;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 1;
}

/** "1 instance", "2 instances". */
function instancesText(count: number): string {
  return count === 1 ? '1 instance' : `${count} instances`;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

function runnerText(runner: RunnerInfo | undefined): string | undefined {
  if (!runner) return undefined;
  return `${runner.cpuModel}, ${runner.cores} cores`;
}

/** The instances `targetTps` needs, from one or more capacity results (already parsed). */
export function planInstances(
  targetTps: number,
  files: ReadonlyArray<{ file: string; result: CapacityResult; topologies: MeasuredTopology[] }>,
): InstancesPlan {
  const warnings: string[] = [];
  // One topology per count: the first file that measured it.
  const byCount = new Map<number, MeasuredTopology>();
  for (const { topologies } of files) {
    for (const topology of topologies) {
      const earlier = byCount.get(topology.instances);
      if (earlier) {
        warnings.push(
          `${instancesText(topology.instances)} was measured in both ${earlier.file} and ${topology.file}: ${earlier.file}'s figure is used.`,
        );
        continue;
      }
      byCount.set(topology.instances, topology);
    }
  }
  const measuredAll = [...byCount.values()].sort((a, b) => a.instances - b.instances);
  const largest = measuredAll.at(-1)!;
  const figure = largest.low > 0 ? ('interval low end' as const) : ('capacity' as const);
  const basisTps = figure === 'interval low end' ? largest.low : largest.capacity;
  const perInstanceTps = round2(basisTps / largest.instances);
  const ratio = targetTps / perInstanceTps;
  const instances = Math.max(1, Math.ceil(ratio - 1e-9));
  const formula = `Instances needed: ⌈target ÷ per-instance capacity⌉ = ⌈${formatNumber(targetTps)} ÷ ${formatNumber(perInstanceTps)}⌉ = ${instances}`;
  const steps = [
    `per-instance capacity = ${figure} of the capacity at ${instancesText(largest.instances)} ÷ ${largest.instances} = ${formatNumber(basisTps)} ÷ ${largest.instances} = ${formatNumber(perInstanceTps)} TPS`,
    `target ÷ per-instance capacity = ${formatNumber(targetTps)} ÷ ${formatNumber(perInstanceTps)} = ${formatNumber(ratio)}, rounded up: ${instances}`,
  ];
  if (figure === 'capacity') {
    warnings.push(
      `The interval of ${instancesText(largest.instances)} starts at 0 (its searches are far apart): the median capacity is used, which is not conservative.`,
    );
  }
  if (instances > largest.instances) {
    warnings.push(
      `${instancesText(instances)} is more than the largest topology measured (${largest.instances}): linear scaling is assumed beyond it, and scaling is usually sublinear. ${
        instances <= LAB_MAX_INSTANCES
          ? `Measure it with \`perf-gate capacity --instances ${largest.instances},${instances}\`.`
          : `The lab boots at most ${LAB_MAX_INSTANCES} instances on one runner (\`perf-gate capacity --instances ${largest.instances},${LAB_MAX_INSTANCES}\` shows how the scaling bends); beyond that, larger instances (app.resources) may need fewer.`
      }`,
    );
  }
  const directly = measuredAll.find(
    (topology) => topology.instances < instances && topology.low >= targetTps,
  );
  if (directly) {
    warnings.push(
      `${instancesText(directly.instances)} already sustained at least ${formatNumber(directly.low)} TPS (its interval's low end), at or above the target: the formula is conservative there.`,
    );
  }
  for (const topology of measuredAll.filter((entry) => !entry.agree)) {
    warnings.push(
      `The searches with ${instancesText(topology.instances)} disagree on one ceiling (${topology.file}): its interval is less certain than it looks.`,
    );
  }
  const scenarios = [...new Set(files.map(({ result }) => result.scenario?.name ?? '?'))];
  if (scenarios.length > 1) {
    warnings.push(
      `The capacity results measured different scenarios (${files.map(({ file, result }) => `${file}: ${result.scenario?.name ?? '?'}`).join(', ')}): their topologies are not comparable.`,
    );
  }
  const runners = [...new Set(files.map(({ result }) => runnerText(result.runner) ?? '?'))];
  if (runners.length > 1) {
    warnings.push(
      `The capacity results were measured on different runners (${files.map(({ file, result }) => `${file}: ${runnerText(result.runner) ?? '?'}`).join('; ')}): capacity depends on the machine.`,
    );
  }
  return {
    targetTps,
    perInstanceTps,
    basis: { instances: largest.instances, tps: basisTps, figure, file: largest.file },
    instances,
    formula,
    steps,
    measured: measuredAll,
    ...(scenarios.length === 1 ? { scenario: scenarios[0]! } : {}),
    ...(runners.length === 1 ? { runner: runners[0]! } : {}),
    warnings,
  };
}

/** The measured topologies as one line: "1 instance: 140 TPS [130–150], 2 instances: …". */
export function measuredText(measured: readonly MeasuredTopology[]): string {
  return measured
    .map(
      (topology) =>
        `${instancesText(topology.instances)}: ${formatNumber(topology.capacity)} TPS [${formatNumber(topology.low)}–${formatNumber(topology.high)}]`,
    )
    .join(', ');
}

/** The instances section of `perf-gate plan`'s text output. */
export function renderInstances(plan: InstancesPlan): string[] {
  const files = [...new Set(plan.measured.map((topology) => topology.file))];
  const source = [
    files.join(', '),
    plan.scenario ? `scenario ${plan.scenario}` : undefined,
    plan.runner,
  ].filter(Boolean);
  return [
    plan.formula,
    ...plan.steps.map((step, index) => `  ${index + 1}. ${step}`),
    `  Measured (${source.join(', ')}): ${measuredText(plan.measured)}`,
    ...plan.warnings.map((warning) => `  ⚠ ${warning}`),
  ];
}

/** app.instances' upper bound (src/config/schema.ts): the most one capacity topology boots. */
const LAB_MAX_INSTANCES = 8;
