#!/usr/bin/env node
// The host's steal as a covariate of each pair's latency change (bench/README.md, "The host's
// steal"): per recorded gate, each round's ln(PR / base) of the geometric-mean latency and the PR
// window's mean steal less the base window's (percentage points, `host.steal` telemetry). The
// slope of the first on the second, both centred on their gate's mean (an instance offset or a
// real change is not steal), is fitted on the gates not named by --judge and judged on those that
// are: the pairs' spread within each gate with and without the fitted share taken out. Also the
// mean steal difference by mode: a covariate the change under test moved would bias the verdict.
// No machine time. The runs are named (bash brace expansion): later ones, e.g. live1, were recorded
// with the adjustment on and are not part of this fit.
//
//   node bench/steal-fit.mjs --judge cal7,cal8,xeon-max180,xeon2,xeon3 bench/results/{alloc1,cal2,cal4,cal5,cal6,cal7,cal8,lowrate,oos,tcpu,warmup,xeon-max180,xeon2,xeon3}-raw/*.json.gz
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { loadModule } from './compare-module.mjs';
import { readResult } from './recorded-gates.mjs';

// The gate's own fit (src/analysis/stats.ts), the one fitStealFactor rounds and clamps.
const { withinGroupSlope } = await loadModule('src/analysis/stats.ts');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { judge: { type: 'string', default: '' } },
});
const judged = new Set(values.judge.split(',').filter(Boolean));
const mean = (a) => a.reduce((x, y) => x + y, 0) / a.length;
const sd = (a) => Math.sqrt(a.reduce((s, v) => s + (v - mean(a)) ** 2, 0) / (a.length - 1));
const median = (a) => {
  const s = [...a].sort((x, y) => x - y);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** One gate's pairs: latency log-ratio `d` and steal difference `x` (points), per round. */
function pairsOf(result) {
  const steal = new Map();
  for (const record of result.telemetry?.records ?? []) {
    const v = record.series?.['host.steal']?.values ?? [];
    if (v.length > 0 && record.label?.side)
      steal.set(`${record.label.round}|${record.label.side}`, mean(v));
  }
  const rounds = new Map();
  for (const w of result.scenarios?.[0]?.windows ?? [])
    if (w.http?.logLatency)
      rounds.set(w.round, { ...rounds.get(w.round), [w.side]: w.http.logLatency.mean });
  const pairs = [];
  for (const [round, p] of rounds) {
    const sb = steal.get(`${round}|base`);
    const sp = steal.get(`${round}|pr`);
    if (p.base !== undefined && p.pr !== undefined && sb !== undefined && sp !== undefined)
      pairs.push({ d: p.pr - p.base, x: sp - sb });
  }
  return pairs;
}

const gates = [];
for (const file of positionals) {
  const name = basename(file).replace(/\.json(\.gz)?$/, '');
  const [, label, mode] = /^(.+)-([a-z0-9]+)-\d+$/.exec(name) ?? [];
  const pairs = pairsOf(readResult(file));
  if (pairs.length >= 3) gates.push({ name, label, mode, pairs });
}

/** The pooled within-gate slope of d on x. */
const slope = (set) =>
  withinGroupSlope(set.map((g) => ({ y: g.pairs.map((p) => p.d), x: g.pairs.map((p) => p.x) })));

const fit = gates.filter((g) => !judged.has(g.label));
const judge = gates.filter((g) => judged.has(g.label));
const beta = slope(fit);
const pct = (v) => `${(100 * Math.expm1(v)).toFixed(1)} %`;
console.log(
  `fitted on ${fit.length} gates (${fit.reduce((s, g) => s + g.pairs.length, 0)} pairs): ${beta.toFixed(4)} per point of steal difference` +
    (judge.length > 0 ? `; the judged gates' own slope ${slope(judge).toFixed(4)}` : ''),
);
for (const [name, set] of [
  ['fit', fit],
  ['judged', judge],
]) {
  if (set.length === 0) continue;
  const before = set.map((g) => sd(g.pairs.map((p) => p.d)));
  const after = set.map((g) => sd(g.pairs.map((p) => p.d - beta * p.x)));
  console.log(
    `${name}: ${set.length} gates, median pairs' spread within a gate ${pct(median(before))} → ${pct(median(after))} with ${beta.toFixed(3)} × the steal difference out; narrower in ${after.filter((v, i) => v < before[i]).length} of ${set.length}`,
  );
}
const byMode = new Map();
for (const g of gates) {
  const mode = g.mode.startsWith('aa') ? 'aa' : g.mode;
  if (!byMode.has(mode)) byMode.set(mode, []);
  byMode.get(mode).push(mean(g.pairs.map((p) => p.x)));
}
for (const [mode, list] of byMode)
  console.log(
    `mode ${mode}: ${list.length} gates, mean PR − base steal ${mean(list).toFixed(3)} points (sd over gates ${list.length > 1 ? sd(list).toFixed(3) : 'n/a'})`,
  );
