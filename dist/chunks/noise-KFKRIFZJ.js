import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  readAaResultFiles
} from "./chunk-ITV3KCV4.js";
import {
  MIN_NOISE_GATES,
  fitNoiseReport,
  stealFitWords
} from "./chunk-4AY6EIAZ.js";
import "./chunk-EWBYGUDV.js";
import "./chunk-U2IOZD34.js";
import "./chunk-H5S5CXRU.js";
import {
  ConfigError,
  parseFlags,
  registerFlags,
  toggle
} from "./chunk-STJUJNGS.js";
import "./chunk-6CMWHVWB.js";

// src/commands/noise.ts
var FEW_GATES = 20;
var NOISE_FLAGS = {
  json: toggle("--json", "print the fit as JSON")
};
function register(program) {
  registerFlags(
    program.command("noise").description(
      "Fit compare.instance-noise and the speed and steal adjustments for this runner from A/A gates' result files (perf-gate run --base HEAD)"
    ).argument(
      "<results...>",
      "perf-gate-result.json files of A/A gates (base and PR one commit)"
    ),
    NOISE_FLAGS
  ).action(async (files, raw) => {
    const flags = parseFlags(NOISE_FLAGS, raw);
    const report = await noiseCommand(files);
    for (const { file, reason } of report.skipped)
      process.stderr.write(`perf-gate: skipped ${file}: ${reason}
`);
    process.stdout.write(
      flags.json ? `${JSON.stringify(report, null, 2)}
` : `${renderNoiseReport(report)}
`
    );
  });
}
function noiseCommand(files) {
  return new Promise((resolve) => resolve(fitFiles(files)));
}
function fitFiles(files) {
  const report = fitNoiseReport(readAaResultFiles(files));
  if (report.fits.length === 0) {
    const reasons = report.skipped.map(({ file, reason }) => `  ${file}: ${reason}`).join("\n");
    throw new ConfigError(
      `No runner class has ${MIN_NOISE_GATES} or more A/A gates among the ${files.length} result file(s) given:
${reasons}`,
      {
        fix: `Run \`perf-gate run --base HEAD\` on a clean checkout ${FEW_GATES} times or more on one runner class (docs/calibration.md) and pass every result file.`
      }
    );
  }
  return report;
}
var pct = (fraction) => `${(fraction * 100).toFixed(1)} %`;
var setting = (fraction) => `${Number((fraction * 100).toFixed(1))}%`;
function renderFit(fit) {
  return [
    `runner: ${fit.runnerClass} \xB7 scenario: ${fit.scenario}`,
    `  A/A gates, pairs              ${fit.gates}, ${fit.pairs}`,
    `  runner's speed (k6 CPU)       speed-adjustment ${fit.speedAdjustment} (pairs' spread without it: ${pct(fit.unadjustedPairSpread)})`,
    `  host's steal                  ${stealFitWords(fit.steal)}` + (fit.steal.source === "fitted" ? ` (without it: pairs' spread ${pct(fit.withoutSteal.pairSpread)}, \u03C3_u ${pct(fit.withoutSteal.sigmaU)})` : ""),
    `  pairs' spread within a gate   ${pct(fit.pairSpread)}`,
    `  gates' mean change, rms       ${pct(fit.gateSpread)} (the pairs alone: ${pct(fit.gateSpreadFromPairs)})`,
    `  \u03C3_u                           ${pct(fit.sigmaU)} (upper bound ${pct(fit.upper80)} at 80 %, ${pct(fit.upper95)} at 95 %)`,
    `  suggested                     instance-noise: ${setting(fit.suggested)}`,
    ...fit.gates < FEW_GATES ? [
      `  (${fit.gates} gates: the bounds are wide; ${FEW_GATES} or more narrow them, and the suggestion follows the 80 % bound)`
    ] : []
  ];
}
function renderNoiseReport(report) {
  const lines = [
    "perf-gate noise: the app-instance noise of the geometric-mean latency (\u03C3_u), per runner class",
    ""
  ];
  for (const fit of report.fits) lines.push(...renderFit(fit), "");
  const classes = [...new Set(report.fits.map((f) => f.runnerClass))].map((runnerClass) => {
    const ofClass = report.fits.filter((f) => f.runnerClass === runnerClass);
    return {
      runnerClass,
      runner: ofClass[0].runner,
      value: Math.max(...ofClass.map((f) => f.suggested)),
      // One factor per class: the runner's speed is the machine's, whichever scenario read it.
      speed: Math.min(...ofClass.map((f) => f.speedAdjustment)),
      // fitted once per class (src/analysis/steal-fit.ts): the same in each scenario's fit
      steal: ofClass[0].steal.factor
    };
  });
  for (const [index, c] of classes.entries()) {
    lines.push(
      ...index > 0 ? [""] : [],
      `For ${c.runnerClass}, set in perf-gate.yml on the base branch:`,
      "  compare:",
      `    instance-noise: ${setting(c.value)}`,
      `    speed-adjustment: ${c.speed}`,
      `    steal-adjustment: ${c.steal}`
    );
  }
  lines.push(
    "",
    classes.length > 1 ? "Pull requests run on more than one of these classes: list each under compare.runners instead:" : "If pull requests also run on other classes, list each under compare.runners:",
    "  compare:",
    "    runners:",
    ...classes.map(
      (c) => `      - { cpu: ${JSON.stringify(c.runner.cpuModel)}, cores: ${c.runner.cores}, instance-noise: ${setting(c.value)}, speed-adjustment: ${c.speed}, steal-adjustment: ${c.steal} }`
    )
  );
  if (report.skipped.length > 0)
    lines.push("", `${report.skipped.length} file(s) skipped (listed on stderr).`);
  return lines.join("\n");
}
export {
  NOISE_FLAGS,
  noiseCommand,
  register,
  renderNoiseReport
};
