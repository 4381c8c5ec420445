// `perf-gate noise <result.json…>`: fits `compare.speed-adjustment`, `compare.steal-adjustment` and
// `compare.instance-noise` for the runner class the given A/A gates ran on (docs/calibration.md).
// Reads the files, prints the fit per runner class and scenario and the lines to set; exit 0, or 2
// when no runner class has enough A/A gates.
import type { Command } from 'commander';
import {
  fitNoiseReport,
  MIN_NOISE_GATES,
  type NoiseFit,
  type NoiseReport,
} from '../analysis/instance-noise.js';
import { ConfigError } from '../errors.js';
import { stealFitWords } from '../report/calibration.js';
import { parseFlags, registerFlags, toggle } from './options.js';
import { readAaResultFiles } from './read-result.js';

/** Gates below which the printed bound is still wide (χ² on 20 df: the 95 % bound of E[m²] is 1.8× mean m²). */
const FEW_GATES = 20;

/** The options of `perf-gate noise`. */
export const NOISE_FLAGS = {
  json: toggle('--json', 'print the fit as JSON'),
};

/** Registers `perf-gate noise`. */
export function register(program: Command): void {
  registerFlags(
    program
      .command('noise')
      .description(
        "Fit compare.instance-noise and the speed and steal adjustments for this runner from A/A gates' result files (perf-gate run --base HEAD)",
      )
      .argument(
        '<results...>',
        'perf-gate-result.json files of A/A gates (base and PR one commit)',
      ),
    NOISE_FLAGS,
  ).action(async (files: string[], raw: Record<string, unknown>) => {
    const flags = parseFlags(NOISE_FLAGS, raw);
    const report = await noiseCommand(files);
    for (const { file, reason } of report.skipped)
      process.stderr.write(`perf-gate: skipped ${file}: ${reason}\n`);
    process.stdout.write(
      flags.json ? `${JSON.stringify(report, null, 2)}\n` : `${renderNoiseReport(report)}\n`,
    );
  });
}

/** Reads the files and fits; rejects with a ConfigError when nothing could be fitted. */
export function noiseCommand(files: readonly string[]): Promise<NoiseReport> {
  // Bad input rejects the promise rather than throwing, as the command's action awaits it.
  return new Promise((resolve) => resolve(fitFiles(files)));
}

function fitFiles(files: readonly string[]): NoiseReport {
  const report = fitNoiseReport(readAaResultFiles(files));
  if (report.fits.length === 0) {
    const reasons = report.skipped.map(({ file, reason }) => `  ${file}: ${reason}`).join('\n');
    throw new ConfigError(
      `No runner class has ${MIN_NOISE_GATES} or more A/A gates among the ${files.length} result file(s) given:\n${reasons}`,
      {
        fix: `Run \`perf-gate run --base HEAD\` on a clean checkout ${FEW_GATES} times or more on one runner class (docs/calibration.md) and pass every result file.`,
      },
    );
  }
  return report;
}

const pct = (fraction: number): string => `${(fraction * 100).toFixed(1)} %`;
const setting = (fraction: number): string => `${Number((fraction * 100).toFixed(1))}%`;

function renderFit(fit: NoiseFit): string[] {
  return [
    `runner: ${fit.runnerClass} · scenario: ${fit.scenario}`,
    `  A/A gates, pairs              ${fit.gates}, ${fit.pairs}`,
    `  runner's speed (k6 CPU)       speed-adjustment ${fit.speedAdjustment} (pairs' spread without it: ${pct(fit.unadjustedPairSpread)})`,
    `  host's steal                  ${stealFitWords(fit.steal)}` +
      (fit.steal.source === 'fitted'
        ? ` (without it: pairs' spread ${pct(fit.withoutSteal.pairSpread)}, σ_u ${pct(fit.withoutSteal.sigmaU)})`
        : ''),
    `  pairs' spread within a gate   ${pct(fit.pairSpread)}`,
    `  gates' mean change, rms       ${pct(fit.gateSpread)} (the pairs alone: ${pct(fit.gateSpreadFromPairs)})`,
    `  σ_u                           ${pct(fit.sigmaU)} (upper bound ${pct(fit.upper80)} at 80 %, ${pct(fit.upper95)} at 95 %)`,
    `  suggested                     instance-noise: ${setting(fit.suggested)}`,
    ...(fit.gates < FEW_GATES
      ? [
          `  (${fit.gates} gates: the bounds are wide; ${FEW_GATES} or more narrow them, and the suggestion follows the 80 % bound)`,
        ]
      : []),
  ];
}

/** The report as the terminal shows it: per runner class the value to set (largest over scenarios). */
export function renderNoiseReport(report: NoiseReport): string {
  const lines = [
    'perf-gate noise: the app-instance noise of the geometric-mean latency (σ_u), per runner class',
    '',
  ];
  for (const fit of report.fits) lines.push(...renderFit(fit), '');
  const classes = [...new Set(report.fits.map((f) => f.runnerClass))].map((runnerClass) => {
    const ofClass = report.fits.filter((f) => f.runnerClass === runnerClass);
    return {
      runnerClass,
      runner: ofClass[0]!.runner,
      value: Math.max(...ofClass.map((f) => f.suggested)),
      // One factor per class: the runner's speed is the machine's, whichever scenario read it.
      speed: Math.min(...ofClass.map((f) => f.speedAdjustment)),
      // fitted once per class (src/analysis/steal-fit.ts): the same in each scenario's fit
      steal: ofClass[0]!.steal.factor,
    };
  });
  for (const [index, c] of classes.entries()) {
    lines.push(
      ...(index > 0 ? [''] : []),
      `For ${c.runnerClass}, set in perf-gate.yml on the base branch:`,
      '  compare:',
      `    instance-noise: ${setting(c.value)}`,
      `    speed-adjustment: ${c.speed}`,
      `    steal-adjustment: ${c.steal}`,
    );
  }
  // Pull requests that land on several classes (a hosted runner label does): one entry each,
  // matched on the CPU model when the gate starts (src/config/runners.ts).
  lines.push(
    '',
    classes.length > 1
      ? 'Pull requests run on more than one of these classes: list each under compare.runners instead:'
      : 'If pull requests also run on other classes, list each under compare.runners:',
    '  compare:',
    '    runners:',
    ...classes.map(
      (c) =>
        `      - { cpu: ${JSON.stringify(c.runner.cpuModel)}, cores: ${c.runner.cores}, instance-noise: ${setting(c.value)}, speed-adjustment: ${c.speed}, steal-adjustment: ${c.steal} }`,
    ),
  );
  if (report.skipped.length > 0)
    lines.push('', `${report.skipped.length} file(s) skipped (listed on stderr).`);
  return lines.join('\n');
}
