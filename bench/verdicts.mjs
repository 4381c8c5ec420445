#!/usr/bin/env node
// What the gate itself decided, per calibration mode: the figures issue-level targets are stated in
// (A/A gates that read pass, false alarms, injected slow-downs detected, wall time, first-round
// outliers). It reads the result files calibrate.mjs wrote and judges nothing itself: every verdict
// and interval is the one the gate printed, at the defaults it ran with.
//
//   node bench/verdicts.mjs [--label name] bench/results/raw/<label>-*.json
//
// The mode comes from the file name (<label>-<mode>-NN.json); the wall time and the machine's load
// average from calibrate.mjs's summary bench/results/<label>.json when present. Writes
// bench/results/<label>-verdicts.json and prints a markdown table.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const RESULTS = join(resolve(dirname(fileURLToPath(import.meta.url))), 'results');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { label: { type: 'string', default: 'verdicts' } },
});
if (positionals.length === 0) {
  console.error('bench/verdicts.mjs: give the result files, e.g. bench/results/raw/cal-*.json');
  process.exit(2);
}

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (value, digits = 1) =>
  value === undefined ? undefined : Number(value.toFixed(digits));

/** Wall time and load average per result file, from calibrate.mjs's own summaries. */
function runInfo() {
  const info = new Map();
  for (const file of new Set(
    positionals.map((f) => basename(f).replace(/-[a-z0-9]+-\d+\.json$/, '')),
  )) {
    const path = join(RESULTS, `${file}.json`);
    if (!existsSync(path)) continue;
    for (const gate of JSON.parse(readFileSync(path, 'utf8')).gates ?? [])
      info.set(gate.file, gate);
  }
  return info;
}

function gateOf(file, info) {
  const result = JSON.parse(readFileSync(file, 'utf8'));
  const mode = /-([a-z0-9]+)-\d+\.json$/.exec(basename(file))?.[1] ?? 'unknown';
  const scenario = result.scenarios?.[0];
  const latency = scenario?.comparisons.find((c) => c.metric === 'latency' && !c.endpoint);
  const p95 = scenario?.comparisons.find((c) => c.metric === 'p95' && !c.endpoint);
  const rounds = {};
  for (const w of scenario?.windows ?? []) {
    (rounds[w.round] ??= {})[w.side] = w.http.logLatency
      ? Math.exp(w.http.logLatency.mean)
      : undefined;
  }
  const known = info.get(basename(file));
  return {
    file: basename(file),
    mode,
    verdict: result.verdict,
    latency: latency && {
      changePct: round(latency.changePct),
      lowPct: round(latency.interval.lowPct),
      highPct: round(latency.interval.highPct),
      status: latency.status,
      pairs: latency.pairs,
    },
    p95: p95 && { changePct: round(p95.changePct), status: p95.status },
    geometricMeanMs: Object.values(rounds).map((r) => [round(r.base, 2), round(r.pr, 2)]),
    warmUpSec: (result.protocol?.warmUps ?? []).map((w) => round(w.durationMs / 1000, 0)),
    wallSec: round(
      (known?.wallMs ?? Date.parse(result.finishedAt) - Date.parse(result.startedAt)) / 1000,
      0,
    ),
    ...(known?.loadAverage ? { loadAverage: known.loadAverage } : {}),
  };
}

const info = runInfo();
const gates = positionals.map((file) => gateOf(file, info));
const modes = [...new Set(gates.map((g) => g.mode))].map((mode) => {
  const of = gates.filter((g) => g.mode === mode && g.verdict !== 'error');
  const count = (verdict) => of.filter((g) => g.verdict === verdict).length;
  const roundsMax = Math.max(0, ...of.map((g) => g.geometricMeanMs.length));
  const perRound = Array.from({ length: roundsMax }, (_, r) => ({
    round: r + 1,
    base: round(median(of.map((g) => g.geometricMeanMs[r]?.[0])), 2),
    pr: round(median(of.map((g) => g.geometricMeanMs[r]?.[1])), 2),
  }));
  return {
    mode,
    gates: of.length,
    errors: gates.filter((g) => g.mode === mode).length - of.length,
    pass: count('pass'),
    fail: count('fail'),
    inconclusive: count('inconclusive'),
    latencyIntervalCoversZero: of.filter(
      (g) => g.latency && g.latency.lowPct <= 0 && g.latency.highPct >= 0,
    ).length,
    medianLatencyChangePct: round(median(of.map((g) => g.latency?.changePct))),
    medianP95ChangePct: round(median(of.map((g) => g.p95?.changePct))),
    medianHalfWidthPct: round(
      median(of.map((g) => g.latency && (g.latency.highPct - g.latency.lowPct) / 2)),
    ),
    medianWallSec: median(of.map((g) => g.wallSec)),
    medianWarmUpSec: median(of.flatMap((g) => g.warmUpSec)),
    loadAverageMax: round(
      Math.max(...of.map((g) => g.loadAverage?.max ?? Number.NaN).filter(Number.isFinite)),
      2,
    ),
    perRoundGeometricMeanMs: perRound,
  };
});

writeFileSync(
  join(RESULTS, `${values.label}-verdicts.json`),
  `${JSON.stringify({ label: values.label, writtenAt: new Date().toISOString(), modes, gates }, null, 2)}\n`,
);
const pct = (part, whole) =>
  whole === 0 ? '—' : `${part}/${whole} (${Math.round((100 * part) / whole)} %)`;
console.log(
  '| mode | gates | pass | fail | inconclusive | latency change, median | half-width, median | p95 change, median | interval covers 0 | wall, median | warm-up per boot, median | load max |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const m of modes) {
  console.log(
    `| ${m.mode} | ${m.gates}${m.errors ? ` (+${m.errors} errors)` : ''} | ${pct(m.pass, m.gates)} | ${pct(m.fail, m.gates)} | ${pct(m.inconclusive, m.gates)} | ${m.medianLatencyChangePct} % | ${m.medianHalfWidthPct} % | ${m.medianP95ChangePct} % | ${pct(m.latencyIntervalCoversZero, m.gates)} | ${m.medianWallSec} s | ${m.medianWarmUpSec} s | ${Number.isFinite(m.loadAverageMax) ? m.loadAverageMax : '—'} |`,
  );
}
for (const m of modes) {
  console.log(
    `\n${m.mode}: median geometric-mean latency per round, base / PR (ms): ` +
      m.perRoundGeometricMeanMs.map((r) => `${r.round}: ${r.base} / ${r.pr}`).join(' · '),
  );
}
