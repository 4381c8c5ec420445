// Which latency statistic can the steady-state rule of the warm-up use? Over the measured windows
// of recorded gates (warm apps), counts the triples of successive windows of one side whose p95,
// median and geometric mean each meet the rule's spread (15 % of the lowest, or 1 ms). A statistic
// that fails on warm windows calls a steady app unsteady.
//   node bench/steady-statistic.mjs [labels...]     (default: every results/*-raw folder)
import { readdirSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

const results = new URL('results/', import.meta.url);
const folders = readdirSync(results).filter((name) => name.endsWith('-raw'));
const wanted = process.argv.slice(2);
const agree = (values) => {
  const low = Math.min(...values);
  return Math.max(...values) - low <= Math.max(0.15 * low, 1);
};

const totals = { triples: 0, p95: 0, median: 0, geomean: 0 };
const rows = [];
for (const folder of folders) {
  const label = folder.slice(0, -'-raw'.length);
  if (wanted.length > 0 && !wanted.includes(label)) continue;
  const count = { triples: 0, p95: 0, median: 0, geomean: 0 };
  for (const file of readdirSync(new URL(`${folder}/`, results))) {
    if (!file.endsWith('.json.gz')) continue;
    let result;
    try {
      result = JSON.parse(gunzipSync(readFileSync(new URL(`${folder}/${file}`, results))));
    } catch {
      continue; // not a gate's result file
    }
    for (const scenario of result.scenarios ?? []) {
      const bySide = new Map();
      for (const w of scenario.windows ?? []) {
        if ((w.round ?? 0) < 1) continue;
        bySide.set(w.side, [...(bySide.get(w.side) ?? []), w]);
      }
      for (const windows of bySide.values()) {
        windows.sort((a, b) => a.round - b.round);
        for (let i = 0; i + 3 <= windows.length; i++) {
          const t = windows.slice(i, i + 3);
          count.triples++;
          if (agree(t.map((w) => w.http.latency.p95))) count.p95++;
          if (agree(t.map((w) => w.http.latency.p50))) count.median++;
          const gm = t
            .filter((w) => w.http.logLatency)
            .map((w) => Math.exp(w.http.logLatency.mean));
          if (gm.length === 3 && agree(gm)) count.geomean++;
        }
      }
    }
  }
  if (count.triples === 0) continue;
  for (const key of Object.keys(totals)) totals[key] += count[key];
  rows.push([label, count]);
}
const share = (c, key) => `${((100 * c[key]) / c.triples).toFixed(0)} %`;
console.log('| gates | triples | p95 agree | median agree | geometric mean agree |');
console.log('| --- | --- | --- | --- | --- |');
for (const [label, c] of [...rows, ['all', totals]]) {
  console.log(
    `| ${label} | ${c.triples} | ${share(c, 'p95')} | ${share(c, 'median')} | ${share(c, 'geomean')} |`,
  );
}
