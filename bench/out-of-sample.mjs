#!/usr/bin/env node
// Judges a calibration out of sample: the noise model (app-instance offset σ_u and the pairs'
// spread, per series) is fitted on one set of A/A gates and every other gate — the remaining A/A
// gates and all injected ones — is judged with it (bench/lib/out-of-sample.ts has the method).
//
//   node bench/out-of-sample.mjs --label oos                    # fit on the first half of the A/A gates
//   node bench/out-of-sample.mjs --label oos --split odd-even   # fit on the odd ones
//   node bench/out-of-sample.mjs --label oos --first-look 3     # also simulate sequential stopping
//
// Reads bench/results/raw/<label>-<mode>-<n>.json (and the wall times bench/results/<label>.json
// recorded), writes bench/results/<label>-oos[-odd-even].json and prints the tables for README.md.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadModule } from './compare-module.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const RESULTS = join(HERE, 'results');
const RAW = join(RESULTS, 'raw');
const { values } = parseArgs({
  options: {
    label: { type: 'string', default: 'oos' },
    split: { type: 'string', default: 'halves' },
    'first-look': { type: 'string' },
    spending: { type: 'string', default: 'obrien-fleming' },
  },
});
if (!['halves', 'odd-even'].includes(values.split))
  throw new Error(`--split must be halves or odd-even (got "${values.split}")`);

const analysis = await loadModule('bench/lib/out-of-sample.ts');
const summaryFile = join(RESULTS, `${values.label}.json`);
const recorded = existsSync(summaryFile)
  ? JSON.parse(readFileSync(summaryFile, 'utf8'))
  : undefined;
const files = readdirSync(RAW)
  .filter(
    (f) => f.startsWith(`${values.label}-`) && /-(aa|regression|cpu10|cpu20)-\d+\.json$/.test(f),
  )
  .sort((a, b) => gateIndex(a) - gateIndex(b) || a.localeCompare(b));
const gates = files.map((file) => {
  const result = JSON.parse(readFileSync(join(RAW, file), 'utf8'));
  const compare = result.config?.compare ?? {};
  const judgedAgain = new Set(['regression.p95', 'regression.p99']);
  return {
    file,
    mode: /-(aa|regression|cpu10|cpu20)-\d+\.json$/.exec(file)[1],
    windows: result.scenarios.flatMap((s) => s.windows),
    wallMs:
      recorded?.gates.find((g) => g.file === file)?.wallMs ??
      Date.parse(result.finishedAt) - Date.parse(result.startedAt),
    tolerances: {
      p95: (compare.tolerance?.p95 ?? 0.1) * 100,
      p99: (compare.tolerance?.p99 ?? 0.15) * 100,
    },
    confidence: compare.confidence ?? 0.9,
    // Budgets, work, TPS and error comparisons keep the gate's own judgement.
    otherRulesPassed:
      result.verdict !== 'error' &&
      result.rules.filter((r) => !judgedAgain.has(r.rule)).every((r) => r.passed),
  };
});
if (gates.filter((g) => g.mode === 'aa').length < 4)
  throw new Error(`need at least 4 A/A gates of "${values.label}" in ${RAW}`);

const sequential =
  values['first-look'] === undefined
    ? undefined
    : { firstLook: Number(values['first-look']), spending: values.spending };
const report = analysis.outOfSample(gates, values.split, sequential);
const out = join(
  RESULTS,
  `${values.label}-oos${values.split === 'halves' ? '' : `-${values.split}`}.json`,
);
writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);

const pct = (v) => (Number.isFinite(v) ? `${Math.round(v * 100)} %` : 'n/a');
const change = (v) => (Number.isFinite(v) ? `${v >= 0 ? '+' : ''}${v.toFixed(1)} %` : 'n/a');
const log = (v) => (Number.isFinite(v) ? `${(Math.expm1(v) * 100).toFixed(1)} %` : 'n/a');
console.log(
  `fitted on ${report.fitFiles.length} A/A gates (${values.split}): ${report.fitFiles.join(', ')}\n`,
);
console.log("| series | A/A gates | pairs | pairs' spread | σ_u (app instance) |");
console.log('|---|---|---|---|---|');
for (const [name, n] of Object.entries(report.noise)) {
  console.log(`| ${name} | ${n.gates} | ${n.pairs} | ${log(n.pairSpread)} | ${log(n.sigmaU)} |`);
}
const modeTable = (title, modes) => {
  console.log(`\n${title}\n`);
  console.log(
    '| mode | judged gates | median change p95 / shift | p95/p99 regression (A/A: false alarm; else: detected) | read pass | coverage of 0, p95 / shift | p95 / shift regression | median wall | median rounds |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const m of modes) {
    console.log(
      `| ${m.mode} | ${m.gates} | ${change(m.medianChangePct.p95)} / ${change(m.medianChangePct.shift)} | ${pct(m.regressionRate)} | ${pct(m.passRate)} | ${pct(m.coverageOfZero.p95)} / ${pct(m.coverageOfZero.shift)} | ${pct(m.regressionBySeries.p95)} / ${pct(m.regressionBySeries.shift)} | ${Math.round(m.medianWallSec)} s | ${m.medianRounds ?? '—'} |`,
    );
  }
};
modeTable('Judged out of sample (fixed rounds, as the gates ran):', report.modes);
if (report.sequential) {
  modeTable(
    `With sequential stopping simulated (first look ${sequential.firstLook}, ${sequential.spending}, cap = the rounds run):`,
    report.sequential,
  );
}
console.log('\nA/A p95 per round (all A/A gates; first-round outliers show here):\n');
console.log('| round | gates | median base p95 | median PR p95 | median abs ln(PR/base) |');
console.log('|---|---|---|---|---|');
for (const r of report.perRoundAa) {
  console.log(
    `| ${r.round} | ${r.gates} | ${r.baseP95Ms.toFixed(1)} ms | ${r.prP95Ms.toFixed(1)} ms | ${r.medianAbsLogRatio.toFixed(3)} |`,
  );
}
console.log(`\nwritten to ${out}`);

/** The gate number in <label>-<mode>-<n>.json: gates alternate modes, so this is run order. */
function gateIndex(file) {
  return Number(/-(\d+)\.json$/.exec(file)[1]);
}
