#!/usr/bin/env node
// Per-endpoint decisions under one false-alarm budget, simulated through the gate's own decision
// code (bench/lib/endpoint-family.ts): an app of 10 equal endpoints, A/A, one endpoint ×2 and
// ×1.5, the whole app +20 %, each under the family design and under the design before it (the
// scenario's figures alone). The noise model is estimated from recorded A/A gates of the example
// (--estimate, default cal5 and cal6), never from the cases it judges.
//
//   node bench/endpoint-family.mjs                       # 400 gates per case, seed 1
//   node bench/endpoint-family.mjs --gates 1000 --requests 30
//
// Writes bench/results/endpoint-family.json and prints the table for bench/README.md.
import { readdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadModule } from './compare-module.mjs';
import { RESULTS, readRecordedGates } from './recorded-gates.mjs';

const { values } = parseArgs({
  options: {
    gates: { type: 'string', default: '400' },
    seed: { type: 'string', default: '1' },
    endpoints: { type: 'string', default: '10' },
    requests: { type: 'string', default: '40' },
    estimate: { type: 'string', default: 'cal5,cal6' },
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
const { parseConfig } = await loadModule('src/files/config-file.ts', { external: true });
const config = parseConfig(
  'scenarios:\n  - name: mix\n    script: mix.js\n    rate: 40\n',
  '/nonexistent/perf-gate.yml',
  {},
  { checkFiles: false },
);
const files = values.estimate.split(',').flatMap((label) => {
  const dir = join(RESULTS, `${label}-raw`);
  return readdirSync(dir)
    .filter((f) => f.includes('-aa-'))
    .map((f) => join(dir, f));
});
const estimated = family.estimateEndpointNoise(readRecordedGates(files));
// The gate assumes the default instance noise (compare.instance-noise, a pair's shared spread);
// the recorded gates put it at 0. Simulate at least what the gate assumes, per side.
const noise = {
  ...estimated,
  instanceSd: Math.max(estimated.instanceSd, Math.log1p(config.compare.instanceNoise) / Math.SQRT2),
};
const loadBefore = loadavg()[0];
const started = Date.now();
const rows = family.runFamilyBench({ gates, seed, endpoints, requestsPerEndpoint, noise, config });
const seconds = (Date.now() - started) / 1000;
const pct = (x) => `${(x * 100).toFixed(1)} %`;
console.log(
  `noise from ${values.estimate} (${estimated.gates} A/A gates): per request ${noise.perRequestSd.toFixed(3)}, ` +
    `window ${noise.windowSd.toFixed(3)}, endpoint ${noise.endpointWindowSd.toFixed(3)}, instance ${noise.instanceSd.toFixed(4)} (ln)`,
);
console.log(
  `${endpoints} endpoints × ${requestsPerEndpoint} requests a window, ${gates} gates a case, seed ${seed}\n`,
);
console.log(
  '| case | endpoints judged | fail | 95 % bounds | pass | inconclusive | slowed endpoint named | rounds (mean) | comparisons |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.case} | ${r.endpointsJudged ? 'yes' : 'no (before)'} | ${r.fail}/${r.gates} (${pct(r.failRate)}) | ${pct(r.failLow)} – ${pct(r.failHigh)} | ` +
      `${r.pass} | ${r.inconclusive} | ${r.named ?? '–'} | ${r.meanRounds.toFixed(2)} | ${r.family} |`,
  );
}
console.log(
  `\n${seconds.toFixed(0)} s on ${cpus().length} cores, load average ${loadBefore.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after`,
);
writeFileSync(
  join(RESULTS, 'endpoint-family.json'),
  `${JSON.stringify({ options: { gates, seed, endpoints, requestsPerEndpoint, estimate: values.estimate }, noise, estimated, rows, seconds, loadAverage: loadBefore }, null, 2)}\n`,
);
