#!/usr/bin/env node
// The app-instance noise σ_u of the geometric-mean latency (the `latency` comparison), fitted on A/A
// gates: per gate, d = mean ln(latency) of the PR window − that of the base window, per pair; then
//   σ_u² = (spread of the gates' mean d)² − mean over gates of (spread of d within a gate)² / n
// (method of moments, as bench/instance-noise.mjs does for p95). `--from-round` leaves out the first
// rounds, e.g. those a warm-up that stopped too early still drifted in.
//
// It also prints how far apart two windows of opposite sides lie (rms of their ln geometric means,
// each side's own mean removed) by how many windows separate them in time: the runner's drift.
//
//   node bench/latency-noise.mjs --from-round 3 bench/results/raw/oos-aa-*.json bench/results/raw/oos-aaoff-*.json
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'from-round': { type: 'string', default: '1' } },
});
const first = Number(values['from-round']) - 1;
const mean = (a) => a.reduce((x, y) => x + y, 0) / a.length;
const variance = (a) => a.reduce((x, y) => x + (y - mean(a)) ** 2, 0) / (a.length - 1);

const gates = positionals.map((file) => {
  const windows = JSON.parse(readFileSync(file, 'utf8')).scenarios[0].windows;
  const byRound = new Map();
  for (const w of windows) byRound.set(w.round, { ...byRound.get(w.round), [w.side]: w });
  return [...byRound.keys()]
    .sort((a, b) => a - b)
    .slice(first)
    .map((round) => byRound.get(round))
    .filter((pair) => pair.base?.http.logLatency && pair.pr?.http.logLatency)
    .map((pair) => pair.pr.http.logLatency.mean - pair.base.http.logLatency.mean);
});
const n = mean(gates.map((d) => d.length));
const within = mean(gates.map(variance));
const between = variance(gates.map(mean));
const sigmaU2 = between - within / n;
const pct = (v) => `${(Math.expm1(v) * 100).toFixed(1)} %`;
console.log(
  `${gates.length} A/A gates, ${n.toFixed(1)} pairs each (from round ${first + 1}): ` +
    `pairs' spread within a gate ${pct(Math.sqrt(within))}, spread of the gates' means ${pct(Math.sqrt(between))} ` +
    `(expected from the pairs alone ${pct(Math.sqrt(within / n))}), ` +
    `σ_u ${sigmaU2 > 0 ? pct(Math.sqrt(sigmaU2)) : '0 (no spread beyond the pairs)'}`,
);

// Drift: windows in the order they ran (rounds from --from-round on), opposite sides only.
const byLag = new Map();
for (const file of positionals) {
  const windows = JSON.parse(readFileSync(file, 'utf8')).scenarios[0].windows.filter(
    (w) => w.round >= first && w.http.logLatency,
  );
  const sideMean = (side) =>
    mean(windows.filter((w) => w.side === side).map((w) => w.http.logLatency.mean));
  const level = { base: sideMean('base'), pr: sideMean('pr') };
  const x = windows.map((w) => ({ side: w.side, v: w.http.logLatency.mean - level[w.side] }));
  for (let i = 0; i < x.length; i++)
    for (let j = i + 1; j < x.length; j++)
      if (x[i].side !== x[j].side)
        byLag.set(j - i, [...(byLag.get(j - i) ?? []), (x[i].v - x[j].v) ** 2]);
}
console.log(
  'opposite-side windows, rms difference of ln geometric mean by distance in windows: ' +
    [...byLag.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([lag, squares]) => `${lag}: ${Math.sqrt(mean(squares)).toFixed(3)} (${squares.length})`)
      .join(', '),
);
