#!/usr/bin/env node
// The tolerances of the work metrics that are not counts (Java threads' CPU, bytes allocated, the
// container's CPU, GC pauses), chosen out of sample from recorded gates: fitted on the A/A gates of
// the runs named by --fit (twice the largest A/A change, rounded up to 5 %) and every recorded gate
// re-judged with it as `judgeWork` decides (bench/lib/work-tolerance.ts).
//
//   node bench/work-tolerance.mjs --fit cal5,cal6,cal8 bench/results/raw/*.json
//
// Files are named <run>-<mode>-<n>.json (calibrate.mjs); the raw results of the runs are gzipped
// in bench/results/<run>-raw/. Prints a table per metric and writes bench/results/<--label>.json.
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadModule } from './compare-module.mjs';

const RESULTS = join(dirname(fileURLToPath(import.meta.url)), 'results');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    fit: { type: 'string' },
    metrics: { type: 'string', default: 'thread-cpu,allocated,cpu,gc' },
    multiple: { type: 'string', default: '2' },
    label: { type: 'string', default: 'work-tolerance' },
  },
});
if (!values.fit)
  throw new Error('--fit <run,run,…> names the runs whose A/A gates fit the tolerance');
if (positionals.length === 0) throw new Error('give the result files to judge');

const { outOfSample } = await loadModule('bench/lib/work-tolerance.ts');

const records = [];
for (const file of positionals) {
  const match = /^(.+)-([a-z0-9]+)-(\d+)\.json$/u.exec(basename(file));
  if (!match) continue;
  const [, run, mode] = match;
  const result = JSON.parse(readFileSync(file, 'utf8'));
  for (const scenario of result.scenarios ?? []) {
    const windows = (scenario.windows ?? []).map((w) => w.http?.requests ?? w.iterations ?? 0);
    const requestsPerWindow =
      [...windows].sort((a, b) => a - b)[Math.floor(windows.length / 2)] ?? 0;
    for (const c of scenario.work?.comparisons ?? []) {
      if (c.endpoint !== undefined) continue;
      records.push({
        run,
        mode,
        gate: basename(file, '.json'),
        metric: c.metric,
        base: c.base,
        change: c.change,
        pairs: c.pairs,
        requestsPerWindow,
      });
    }
  }
}

const fitRuns = values.fit.split(',');
const out = {};
const pct = (x) => (Number.isFinite(x) ? `${x >= 0 ? '+' : ''}${x.toFixed(1)} %` : 'n/a (base 0)');
for (const metric of values.metrics.split(',')) {
  const result = outOfSample(records, metric, fitRuns, Number(values.multiple));
  out[metric] = result;
  console.log(
    `\n${metric}: fitted on ${result.fitGates} A/A gates of ${fitRuns.join(', ')} (largest |change| ${result.fitLargestPct.toFixed(1)} %): tolerance ${result.tolerancePct} %\n`,
  );
  console.log(
    '| run | mode | fit | gates | regression | improvement | change, median (range) | largest \\|change\\| | requests per window |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const g of result.groups.sort(
    (a, b) => a.run.localeCompare(b.run) || a.mode.localeCompare(b.mode),
  )) {
    const fit = g.mode === 'aa' && fitRuns.includes(g.run) ? 'yes' : '';
    console.log(
      `| ${g.run} | ${g.mode} | ${fit} | ${g.gates} | ${g.regressions} | ${g.improvements} | ${pct(g.medianPct)} (${pct(g.minPct)} to ${pct(g.maxPct)}) | ${g.largestAbsPct.toFixed(1)} % | ${g.requestsPerWindow} |`,
    );
  }
}
writeFileSync(
  join(RESULTS, `${values.label}.json`),
  `${JSON.stringify({ fit: fitRuns, records: records.length, metrics: out }, null, 2)}\n`,
);
