#!/usr/bin/env node
// Per-endpoint decisions under one false-alarm budget, simulated through the gate's own decision
// code (bench/lib/endpoint-family.ts): an app of 10 endpoints, A/A, one endpoint ×2 and ×1.5, the
// whole app +20 %, each under the family design and under the design before it (the scenario's
// latency alone; work is judged under both). The latency-noise model is estimated from recorded A/A
// gates of the example (--estimate, default cal5 and cal6), never from the cases it judges. The
// work-noise model (bench/lib/work-noise.ts) is fitted on the odd-numbered recorded A/A gates of
// each app of --work (default camp1: example, flyway-shop, storefront) and checked on the
// even-numbered ones, which choose nothing; `--work none` simulates latency alone, as before.
// The slowed cases slow latency only: their work is as in A/A.
//
//   node bench/endpoint-family.mjs                       # 400 gates per case, seed 1
//   node bench/endpoint-family.mjs --gates 1000 --requests 30
//   node bench/endpoint-family.mjs --gates 40 --seed 5 --out /tmp/endpoint-family.json
//
// Writes bench/results/endpoint-family.json (or --out) and prints the tables for bench/README.md.
import { readdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadModule } from './compare-module.mjs';
import { RESULTS, readRecordedGates, readResult } from './recorded-gates.mjs';

const { values } = parseArgs({
  options: {
    gates: { type: 'string', default: '400' },
    seed: { type: 'string', default: '1' },
    endpoints: { type: 'string', default: '10' },
    requests: { type: 'string', default: '40' },
    estimate: { type: 'string', default: 'cal5,cal6' },
    work: { type: 'string', default: 'camp1' },
    // every other recorded A/A set: the model's form was settled on the held-out half of --work
    untouched: { type: 'string', default: 'others' },
    out: { type: 'string', default: join(RESULTS, 'endpoint-family.json') },
  },
});
const whole = (name, min) => {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < min)
    throw new Error(
      `bench/endpoint-family.mjs: --${name} must be a whole number from ${min} (got "${values[name]}")`,
    );
  return value;
};
const gates = whole('gates', 1);
const seed = whole('seed', 0);
const endpoints = whole('endpoints', 2);
const requestsPerEndpoint = whole('requests', 1);

const family = await loadModule('bench/lib/endpoint-family.ts');
const workNoise = await loadModule('bench/lib/work-noise.ts');
const { checkWorkNoise } = await loadModule('bench/lib/work-noise-check.ts');
const { parseConfig } = await loadModule('src/files/config-file.ts', { external: true });
const config = parseConfig(
  'scenarios:\n  - name: mix\n    script: mix.js\n    rate: 40\n',
  '/nonexistent/perf-gate.yml',
  {},
  { checkFiles: false },
);
const aaFiles = (label) => {
  const dir = join(RESULTS, `${label}-raw`);
  return readdirSync(dir)
    .filter((f) => /-aa-\d+\.json(\.gz)?$/.test(f))
    .sort()
    .map((f) => join(dir, f));
};
const files = values.estimate.split(',').flatMap(aaFiles);
const estimated = family.estimateEndpointNoise(readRecordedGates(files));
// The gate assumes the default instance noise (compare.instance-noise, a pair's shared spread);
// the recorded gates put it at 0. Simulate at least what the gate assumes, per side.
const noise = {
  ...estimated,
  instanceSd: Math.max(estimated.instanceSd, Math.log1p(config.compare.instanceNoise) / Math.SQRT2),
};
const pct = (x, digits = 1) => `${(x * 100).toFixed(digits)} %`;
console.log(
  `latency noise from ${values.estimate} (${estimated.gates} A/A gates): per request ${noise.perRequestSd.toFixed(3)}, ` +
    `window ${noise.windowSd.toFixed(3)}, endpoint ${noise.endpointWindowSd.toFixed(3)}, instance ${noise.instanceSd.toFixed(4)} (ln)`,
);

// The work-noise model: fitted on one half of the recorded A/A gates, checked on the other.
let work;
let workReport;
if (values.work !== 'none') {
  const samples = values.work
    .split(',')
    .flatMap(aaFiles)
    .map((file) => {
      const name = file.replace(/^.*\//, '').replace(/\.json(\.gz)?$/, '');
      const number = Number(/-(\d+)$/.exec(name)[1]);
      return { number, sample: workNoise.workSampleOf(name, readResult(file)) };
    });
  const fitHalf = samples.filter((g) => g.number % 2 === 1).map((g) => g.sample);
  const heldOut = samples.filter((g) => g.number % 2 === 0).map((g) => g.sample);
  work = workNoise.fitWorkNoise(fitHalf);
  const other = workNoise.fitWorkNoise(heldOut);
  const checks = checkWorkNoise(work, heldOut, seed);
  // The probe's residual form was chosen after a normal one failed on the held-out half, so that
  // half is not wholly out of sample: the model is also checked on every other recorded A/A set,
  // which neither fitted nor shaped it.
  const labels = untouchedLabels(values.work.split(','));
  const untouched = labels
    .flatMap(aaFiles)
    .map((file) => workNoise.workSampleOf(file.replace(/^.*\//, ''), readResult(file)))
    .filter((g) => Object.keys(g.windows).length > 0 || Object.keys(g.probe).length > 0);
  const untouchedChecks = checkWorkNoise(work, untouched, seed + 1);
  workReport = {
    fitGates: fitHalf.length,
    heldOutGates: heldOut.length,
    fit: work,
    heldOutFit: other,
    checks,
    untouched: { labels, gates: untouched.length, checks: untouchedChecks },
  };
  printWorkModel(work, other, checks, fitHalf.length, heldOut.length);
  console.log(
    `\nalso checked on ${untouched.length} A/A gates of the earlier recorded sets (${labels.join(', ')}), which neither fitted the model nor shaped its form:`,
  );
  printChecks(untouchedChecks);
}

const loadBefore = loadavg()[0];
const started = Date.now();
const rows = family.runFamilyBench({
  gates,
  seed,
  endpoints,
  requestsPerEndpoint,
  noise,
  config,
  ...(work ? { work } : {}),
});
const seconds = (Date.now() - started) / 1000;
console.log(
  `\n${endpoints} endpoints × ${requestsPerEndpoint} requests a window (an iteration requests each once), ${gates} gates a case, seed ${seed}`,
);
const aa = rows.find((r) => r.case === 'A/A' && r.endpointsJudged);
if (work && aa) {
  console.log(
    `work probe: ${aa.probe?.requests} requests of each endpoint on each side (compare.work.probe ${config.compare.work.probeIterations}, sized by the gate's probeSize${aa.probe?.sizing ? `: ${aa.probe.sizing}` : ''})`,
  );
  console.log(
    `work comparisons judged per gate: ${aa.workJudged.min}${aa.workJudged.max === aa.workJudged.min ? '' : `–${aa.workJudged.max}`} ` +
      `(${aa.workJudged.window} of the windows, at least ${aa.workJudged.perEndpoint} of every endpoint); reported, not judged by design:`,
  );
  for (const line of aa.workUnjudged) console.log(`  - ${line}`);
}
console.log(
  '\n| case | endpoints judged | fail | 95 % bounds | pass | inconclusive | fails from latency / work / both | slowed endpoint named | rounds (mean) | comparisons judged a gate (latency family + work) |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  const judged = work
    ? `${r.family + r.workJudged.min}${r.workJudged.max === r.workJudged.min ? '' : `–${r.family + r.workJudged.max}`} (${r.family} + ${r.workJudged.min}${r.workJudged.max === r.workJudged.min ? '' : `–${r.workJudged.max}`})`
    : `${r.family}`;
  console.log(
    `| ${r.case} | ${r.endpointsJudged ? 'yes' : 'no (before)'} | ${r.fail}/${r.gates} (${pct(r.failRate)}) | ${pct(r.failLow)} – ${pct(r.failHigh)} | ` +
      `${r.pass} | ${r.inconclusive} | ${r.failLatency} / ${r.failWork} / ${r.failBoth} | ${r.named ?? '–'} | ${r.meanRounds.toFixed(2)} | ${judged} |`,
  );
}
const workFails = [...new Set(rows.flatMap((r) => r.workFailed))];
if (workFails.length > 0)
  console.log(`\nwork comparisons that failed a gate: ${workFails.join(', ')}`);
console.log(
  `\n${seconds.toFixed(0)} s on ${cpus().length} cores, load average ${loadBefore.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after`,
);
writeFileSync(
  values.out,
  `${JSON.stringify({ options: { gates, seed, endpoints, requestsPerEndpoint, estimate: values.estimate, work: values.work }, noise, estimated, ...(workReport ? { work: workReport } : {}), rows, seconds, loadAverage: loadBefore }, null, 2)}\n`,
);

/** The work-noise model of both halves and its check on the held-out half. */
function printWorkModel(fit, other, checks, fitGates, heldOutGates) {
  const sd = (x) => (x === undefined ? '–' : pct(x, x > 0 && x < 0.001 ? 3 : 2));
  const exact = (m) => m.sideSd === 0 && (m.windowSd ?? m.perRequestSd) === 0;
  console.log(
    `\nwork noise fitted on the ${fitGates} odd-numbered A/A gates of ${values.work} (each app's 01, 03, …), checked on the ${heldOutGates} even-numbered; ln spreads, the held-out half's own fit in brackets`,
  );
  console.log(
    '| metric | where | side | window / per request | residual per request p50 / p95 / max | gates |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const where of ['window', 'probe']) {
    for (const [metric, m] of Object.entries(fit[where])) {
      const o = other[where][metric];
      const inner = where === 'window' ? 'windowSd' : 'perRequestSd';
      const r = m.residuals;
      const q = (p) => r[Math.min(r.length - 1, Math.floor(p * r.length))];
      console.log(
        `| ${metric} | ${where === 'window' ? 'window' : 'endpoint (probe)'} | ${sd(m.sideSd)} (${sd(o?.sideSd)}) | ` +
          `${sd(m[inner])} (${sd(o?.[inner])})${exact(m) ? ', exact' : ''} | ` +
          `${r ? `${sd(q(0.5))} / ${sd(q(0.95))} / ${sd(r.at(-1))}` : '–'} | ${m.gates} |`,
      );
    }
  }
  for (const u of workNoise.unfitted(fit)) {
    console.log(
      `${u.metric} (${u.where === 'window' ? 'window' : 'endpoint'}): no fitted gate had a figure to fit (${u.where === 'window' ? 'no window with one on both sides' : 'no gate with two endpoints sending one'}); simulated ${u.as === 'statements' ? "with the statements' spreads" : 'exact'}`,
    );
  }
  console.log(
    `\nout of sample: each held-out gate's |change| (a window metric: median over pairs of PR − base over the base's median; an endpoint metric: the largest over its endpoints) against 200 simulated copies of it`,
  );
  printChecks(checks);
}

/** The labels of every recorded A/A set but `fitted` (--untouched others), or those given. */
function untouchedLabels(fitted) {
  if (values.untouched !== 'others') return values.untouched.split(',').filter(Boolean);
  return readdirSync(RESULTS)
    .filter((name) => name.endsWith('-raw'))
    .map((name) => name.slice(0, -'-raw'.length))
    .filter((label) => !fitted.includes(label) && aaFiles(label).length > 0)
    .sort();
}

function printChecks(checks) {
  console.log(
    '| metric | where | tolerance | gates | held out: median / largest | model: median / largest | beyond tolerance: held out / model | above the model’s 95th percentile |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const c of checks) {
    const p = (x) => `${x.toFixed(2)} %`;
    const beyond =
      c.tolerance === false
        ? 'reported only'
        : `${c.observed.beyond} / ${c.predicted.beyond.toFixed(2)}`;
    console.log(
      `| ${c.metric} | ${c.where} | ${c.tolerance === false ? '–' : pct(c.tolerance, 0)} | ${c.gates} | ${p(c.observed.median)} / ${p(c.observed.max)} | ` +
        `${p(c.predicted.median)} / ${p(c.predicted.max)} | ${beyond} | ${c.aboveP95} of ${c.gates} |`,
    );
  }
}
