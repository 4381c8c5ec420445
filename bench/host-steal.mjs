#!/usr/bin/env node
// How a crowded host shows in recorded gates: per gate, the hypervisor's steal in the measured
// windows (the `host.steal` telemetry series, % of the host's CPU, one sample a second) and the
// pairs' spread of the geometric-mean latency (ln PR/base per round, standard deviation); then the
// gates split at a steal peak. Reads result JSON files, gzipped or not; no machine time.
//
//   node bench/host-steal.mjs --peak 3 bench/results/*-raw/*.json.gz
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { peak: { type: 'string', default: '3' } },
});
const peak = Number(values.peak);
const mean = (a) => a.reduce((x, y) => x + y, 0) / a.length;
const sd = (a) => Math.sqrt(a.reduce((x, y) => x + (y - mean(a)) ** 2, 0) / (a.length - 1));
const median = (a) => {
  const s = [...a].sort((x, y) => x - y);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const pct = (v) => `${v.toFixed(1)} %`;

const gates = [];
for (const file of positionals) {
  const bytes = readFileSync(file);
  const result = JSON.parse((file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8'));
  const steal = (result.telemetry?.records ?? []).flatMap(
    (record) => record.series?.['host.steal']?.values ?? [],
  );
  const byRound = new Map();
  for (const w of result.scenarios?.[0]?.windows ?? [])
    if (w.http?.logLatency)
      byRound.set(w.round, { ...byRound.get(w.round), [w.side]: w.http.logLatency.mean });
  const d = [...byRound.values()].filter((p) => 'base' in p && 'pr' in p).map((p) => p.pr - p.base);
  if (steal.length === 0 || d.length < 3) continue;
  gates.push({
    gate: basename(file).replace(/\.json(\.gz)?$/, ''),
    cpu: result.runner?.cpuModel ?? '?',
    stealMean: mean(steal),
    stealPeak: Math.max(...steal),
    spread: Math.expm1(sd(d)) * 100,
  });
}

for (const [name, group] of [
  [`steal peak ≥ ${peak} %`, gates.filter((g) => g.stealPeak >= peak)],
  [`steal peak < ${peak} %`, gates.filter((g) => g.stealPeak < peak)],
]) {
  if (group.length === 0) continue;
  const spreads = group.map((g) => g.spread);
  console.log(
    `${name}: ${group.length} gates (${[...new Set(group.map((g) => g.cpu))].join(', ')}), ` +
      `pairs' spread median ${pct(median(spreads))}, under 12 % in ${spreads.filter((s) => s < 12).length}`,
  );
}
