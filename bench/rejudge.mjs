#!/usr/bin/env node
// Judges the gate's noise model out of sample: the app-instance noise σ_u of the geometric-mean
// latency is fitted on one set of A/A gates and every other gate is re-judged with it, exactly as
// the gate decides today (bench/lib/rejudge.ts). First, as a self-check, every gate is re-judged
// with the σ_u it ran with: each verdict must come out as the gate printed it.
//
//   node bench/rejudge.mjs --label cal5 bench/results/raw/cal5-*.json                 # first half of the A/A gates fit
//   node bench/rejudge.mjs --label cal5 --split odd-even bench/results/raw/cal5-*.json
//   node bench/rejudge.mjs --label cal5 --fit-label cal4 bench/results/raw/cal[45]-*.json  # cal4's A/A fit, the rest judged
//   node bench/rejudge.mjs --label cal56 --sweep 0,1,1.5,2,3 bench/results/raw/cal[56]-*.json  # in sample: every gate at each σ_u (%)
//   node bench/rejudge.mjs --label cal67-speed --speed-adjustment 0.8 --sweep 1.5 bench/results/raw/cal[67]-*.json
//
// Result files may be gzipped (.json.gz). Wall times come from calibrate.mjs's summaries
// (bench/results/<label>.json). Writes bench/results/<label>-rejudge[-<split>].json.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadModule } from './compare-module.mjs';
import { RESULTS, labelOf, readRecordedGates } from './recorded-gates.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    label: { type: 'string', default: 'rejudge' },
    split: { type: 'string', default: 'halves' },
    'fit-label': { type: 'string' },
    sweep: { type: 'string' },
    // compare.speed-adjustment to judge with (src/analysis/speed.ts); the self-check keeps each
    // gate's own setting (absent in gates recorded before it existed: 0)
    'speed-adjustment': { type: 'string' },
  },
});
if (!['halves', 'odd-even'].includes(values.split))
  throw new Error(`bench/rejudge.mjs: --split must be halves or odd-even (got "${values.split}")`);
if (positionals.length === 0)
  throw new Error('bench/rejudge.mjs: give the result files, e.g. bench/results/raw/cal5-*.json');

const lib = await loadModule('bench/lib/rejudge.ts');
const gates = readRecordedGates(positionals);
const walls = new Map(gates.map((gate) => [gate.file, gate.wallMs]));

// 1. The self-check: the gate's own σ_u must reproduce its printed verdicts.
const own = gates.map((gate) => lib.rejudgeGate(gate));
const mismatches = own.filter((j) => j.verdict !== j.recorded);
console.log(
  `self-check: ${own.length - mismatches.length} of ${own.length} gates re-judged with their own σ_u read as printed` +
    (mismatches.length > 0
      ? `; differ: ${mismatches.map((j) => `${j.file} ${j.recorded}→${j.verdict}`).join(', ')}`
      : ''),
);

if (values['speed-adjustment'] !== undefined) {
  const factor = Number(values['speed-adjustment']);
  if (!(factor >= 0 && factor <= 3))
    throw new Error(
      `bench/rejudge.mjs: --speed-adjustment must be a number from 0 to 3 (got "${values['speed-adjustment']}")`,
    );
  for (const gate of gates) gate.compare = { ...gate.compare, speedAdjustment: factor };
  console.log(`judged below with speed-adjustment ${factor}`);
}

// In sample: every gate re-judged at each given σ_u (no fit, nothing held out), to see what a
// candidate default would have printed on these gates; a choice made here is judged on later ones.
if (values.sweep !== undefined) {
  const sigmas = values.sweep.split(',').map(Number);
  if (sigmas.some((v) => !Number.isFinite(v) || v < 0 || v >= 100))
    throw new Error(
      `bench/rejudge.mjs: --sweep takes percentages from 0 to 100 (got "${values.sweep}")`,
    );
  const rows = sigmas.flatMap((pct) =>
    lib
      .summarizeModes(
        gates.map((gate) => lib.rejudgeGate(gate, { sigmaU: pct / 100 })),
        (file) => walls.get(file),
      )
      .map((m) => ({ sigmaUPct: pct, ...m })),
  );
  const out = join(RESULTS, `${values.label}-sweep.json`);
  writeFileSync(out, `${JSON.stringify({ label: values.label, rows }, null, 1)}\n`);
  console.log(
    '| σ_u | mode | gates | pass | fail | inconclusive | latency change, median | half-width, median | smallest detectable, median | interval covers 0 | speed taken out |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const m of rows)
    console.log(
      `| ${m.sigmaUPct} % | ${m.mode} | ${m.gates} | ${m.pass} | ${m.fail} | ${m.inconclusive} | ${(m.medianChangePct ?? Number.NaN).toFixed(1)} % | ${(m.medianHalfWidthPct ?? Number.NaN).toFixed(1)} % | ${(m.medianMdePct ?? Number.NaN).toFixed(1)} % | ${Math.round(m.coversZero * m.gates)} of ${m.gates} | ${m.speedAdjusted} of ${m.gates} |`,
    );
  console.log(`\nwritten: ${out}`);
  process.exit(0);
}

// 2. Fit and judge.
const { fit, judged } =
  values['fit-label'] === undefined
    ? lib.splitGates(gates, values.split)
    : {
        fit: gates.filter((g) => g.mode === 'aa' && labelOf(g.file) === values['fit-label']),
        judged: gates.filter((g) => labelOf(g.file) !== values['fit-label']),
      };
if (fit.length < 3)
  throw new Error(`bench/rejudge.mjs: ${fit.length} A/A gate(s) to fit on; need 3 or more`);
const fitted = lib.fitLatencyNoise(fit);
const noise = { sigmaU: Math.expm1(fitted.sigmaU), degreesOfFreedom: fit.length - 1 };
const shipped = judged.map((gate) => lib.rejudgeGate(gate));
const outOfSample = judged.map((gate) => lib.rejudgeGate(gate, noise));
const wallOf = (file) => walls.get(file);
const report = {
  label: values.label,
  split: values['fit-label'] === undefined ? values.split : `fit on ${values['fit-label']}`,
  selfCheck: { gates: own.length, mismatches: mismatches.map((j) => j.file) },
  fitFiles: fit.map((g) => g.file),
  fitted: {
    gates: fitted.gates,
    pairs: fitted.pairs,
    pairSpreadPct: Math.expm1(fitted.pairSpread) * 100,
    sigmaUPct: noise.sigmaU * 100,
  },
  asShipped: lib.summarizeModes(shipped, wallOf),
  withFitted: lib.summarizeModes(outOfSample, wallOf),
  judged: outOfSample,
};
const suffix =
  values['fit-label'] !== undefined
    ? `-fit-${values['fit-label']}`
    : values.split === 'halves'
      ? ''
      : `-${values.split}`;
const out = join(RESULTS, `${values.label}-rejudge${suffix}.json`);
writeFileSync(out, `${JSON.stringify(report, null, 1)}\n`);

const fmt = (v, digits = 1) => (Number.isFinite(v) ? v.toFixed(digits) : 'n/a');
console.log(
  `fitted on ${fit.length} A/A gates (${report.split}): σ_u ${fmt(report.fitted.sigmaUPct)} %, pairs' spread ${fmt(report.fitted.pairSpreadPct)} % (${fitted.pairs} pairs)`,
);
for (const [title, rows] of [
  ['with the σ_u each gate ran with', report.asShipped],
  [
    `with the fitted σ_u (${fmt(report.fitted.sigmaUPct)} %, ${noise.degreesOfFreedom} df)`,
    report.withFitted,
  ],
]) {
  console.log(`\n${title}, the ${judged.length} gates not fitted on:\n`);
  console.log(
    '| mode | gates | pass | fail | inconclusive | latency change, median | half-width, median | interval covers 0 | wall, median |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const m of rows) {
    console.log(
      `| ${m.mode} | ${m.gates} | ${m.pass} | ${m.fail} | ${m.inconclusive} | ${fmt(m.medianChangePct)} % | ${fmt(m.medianHalfWidthPct)} % | ${m.gates === 0 ? 'n/a' : `${Math.round(m.coversZero * m.gates)} of ${m.gates}`} | ${fmt(m.medianWallSec, 0)} s |`,
    );
  }
}
console.log(`\nwritten: ${out}`);
