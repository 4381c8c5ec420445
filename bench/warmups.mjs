#!/usr/bin/env node
// How the boot warm-ups of recorded gates went (result.protocol.warmUps), per label: the warm-up
// per boot, its raised-rate and steady-state windows, the JIT of the first steady-state window,
// and how many steady-state windows compiled more than the warm-up's JIT share allows.
//
//   node bench/warmups.mjs bench/results/cal5-raw/*.json.gz bench/results/raw/cal6-*.json
//
// Files may be gzipped. Prints a Markdown table; nothing is written.
import { labelOf, median, readResult } from './recorded-gates.mjs';

const files = process.argv.slice(2);
if (files.length === 0)
  throw new Error('bench/warmups.mjs: give the result files, e.g. bench/results/raw/cal6-*.json');
const byLabel = new Map();
for (const file of files) {
  const result = readResult(file);
  const warmup = result.config?.warmup ?? {};
  const allowedMs = (warmup.jitShare ?? 0.1) * (warmup.stepMs ?? 5000);
  const rows = byLabel.get(labelOf(file)) ?? [];
  for (const w of result.protocol?.warmUps ?? []) {
    rows.push({
      seconds: w.durationMs / 1000,
      steady: w.steady,
      boost: (w.boostJitMs ?? []).length,
      windows: w.p95Ms.length,
      firstJit: w.jitMs?.[0],
      overJit: (w.jitMs ?? []).filter((ms) => ms > allowedMs).length,
      reads: w.managementReads ?? 0,
    });
  }
  byLabel.set(labelOf(file), rows);
}
const fmt = (v, digits = 0) => (Number.isFinite(v) ? v.toFixed(digits) : 'n/a');
console.log(
  '| label | boots | settled | warm-up per boot, median (range) | raised-rate windows, median | steady-state windows, median | first steady window JIT, median | windows over the JIT share, median | management reads, median |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const [label, rows] of byLabel) {
  const of = (key) => rows.map((r) => r[key]).filter((v) => v !== undefined);
  const seconds = of('seconds');
  console.log(
    `| ${label} | ${rows.length} | ${rows.filter((r) => r.steady).length} | ${fmt(median(seconds), 1)} s (${fmt(Math.min(...seconds))}–${fmt(Math.max(...seconds))}) | ${fmt(median(of('boost')))} | ${fmt(median(of('windows')))} | ${fmt(median(of('firstJit')))} ms | ${fmt(median(of('overJit')))} | ${fmt(median(of('reads')))} |`,
  );
}
