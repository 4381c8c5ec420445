#!/usr/bin/env node
// Estimates the app-instance noise of a calibration and re-judges its gates with it.
//
// With compare.reuse-app each side runs one app for the whole gate, so every pair of a gate shares
// the offset between those two JVMs. The spread of the pairs inside a gate does not show it; the
// spread of the gates' mean log-ratios across A/A gates does. Method of moments:
//   σ_u² = mean over A/A gates of (mean ln(PR/base))²  −  mean over A/A gates of s²/n
// with s the spread of a gate's pairs and n its pairs; squares are taken around 0 (the true A/A
// change), so a bias between the sides counts as noise too. Per p95 series (overall and the
// endpoint), and the figure used is the largest of them.
//
// Then every gate's windows are compared again with perf-gate's own code (src/analysis/compare.ts)
// and that σ_u as `instanceNoise`. An A/A gate is judged with σ_u estimated from the *other* A/A
// gates (leave one out), so its own result cannot tune the figure it is judged with.
//
//   node bench/instance-noise.mjs --label reuse            # reads bench/results/raw/reuse-*.json
//   node bench/instance-noise.mjs --label reuse --noise 8% # judge with a fixed figure instead
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadCompare } from './compare-module.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const RAW = join(HERE, 'results', 'raw');
const { values } = parseArgs({
  options: {
    label: { type: 'string', default: 'reuse' },
    noise: { type: 'string' },
    endpoint: { type: 'string', default: 'content-places' },
  },
});

const compare = await loadCompare();
const files = readdirSync(RAW)
  .filter((f) => f.startsWith(`${values.label}-`) && /-(aa|regression)-\d+\.json$/.test(f))
  .sort();
const gates = files.map((file) => {
  const result = JSON.parse(readFileSync(join(RAW, file), 'utf8'));
  return {
    file,
    mode: file.includes('-aa-') ? 'aa' : 'regression',
    result,
    windows: result.scenarios.flatMap((s) => s.windows),
  };
});
const aa = gates.filter((g) => g.mode === 'aa');
if (aa.length < 3) throw new Error(`need at least 3 A/A gates of "${values.label}" in ${RAW}`);

/** per-pair ln(PR p95 / base p95) of a gate, overall (endpoint undefined) or of one endpoint */
function logRatios(gate, endpoint) {
  const { pairs } = compare.pairWindows(gate.windows);
  return pairs
    .map(({ base, pr }) =>
      Math.log(compare.metricOf(pr, 'p95', endpoint) / compare.metricOf(base, 'p95', endpoint)),
    )
    .filter(Number.isFinite);
}

const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const variance = (xs) => {
  const m = mean(xs);
  return xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1);
};

/** σ_u per series from the given A/A gates; the largest over the series */
function estimate(from) {
  const perSeries = {};
  for (const endpoint of [undefined, values.endpoint]) {
    const means = [];
    const withinVar = [];
    for (const gate of from) {
      const r = logRatios(gate, endpoint);
      if (r.length < 2) continue;
      means.push(mean(r));
      withinVar.push(variance(r) / r.length);
    }
    const between = mean(means.map((m) => m * m));
    const within = mean(withinVar);
    perSeries[endpoint ?? 'overall'] = {
      gates: means.length,
      meanOfGateMeans: mean(means),
      rmsOfGateMeans: between ** 0.5,
      meanWithinSe: within ** 0.5,
      sigma: Math.max(0, between - within) ** 0.5,
    };
  }
  return { perSeries, sigma: Math.max(...Object.values(perSeries).map((s) => s.sigma)) };
}

const fixed = values.noise === undefined ? undefined : Math.log1p(parseFloat(values.noise) / 100);
const all = estimate(aa);

function judge(gate, sigma) {
  const c = gate.result.config.compare;
  const comparisons = compare.compareScenario('s', gate.windows, {
    metrics: ['p95'],
    endpoints: true,
    tolerances: { p95: c.tolerance.p95 * 100 },
    confidence: c.confidence,
    instanceNoise: sigma,
  });
  const pick = (endpoint) => comparisons.find((x) => x.endpoint === endpoint);
  const fmt = (x) =>
    `${x.status} ${x.changePct.toFixed(1)} % [${x.interval.lowPct.toFixed(1)}, ${x.interval.highPct.toFixed(1)}] mde ${x.mdePct.toFixed(1)} %`;
  return {
    file: gate.file,
    mode: gate.mode,
    instanceNoisePct: +(Math.expm1(sigma) * 100).toFixed(1),
    overall: fmt(pick(undefined)),
    endpoint: fmt(pick(values.endpoint)),
    anyP95Regression: comparisons.some((x) => x.status === 'regression'),
    endpointRegression: pick(values.endpoint)?.status === 'regression',
    statuses: comparisons.map((x) => x.status),
  };
}

const judged = gates.map((gate) => {
  if (fixed !== undefined) return judge(gate, fixed);
  const sigma = gate.mode === 'aa' ? estimate(aa.filter((g) => g !== gate)).sigma : all.sigma;
  return judge(gate, sigma);
});
const count = (mode, key) => judged.filter((j) => j.mode === mode && j[key]).length;
const total = (mode) => judged.filter((j) => j.mode === mode).length;
const summary = {
  label: values.label,
  method: fixed === undefined ? 'estimated (A/A gates judged leave-one-out)' : 'fixed',
  instanceNoisePct: +(Math.expm1(fixed ?? all.sigma) * 100).toFixed(1),
  estimate: Object.fromEntries(
    Object.entries(all.perSeries).map(([k, v]) => [
      k,
      Object.fromEntries(Object.entries(v).map(([a, b]) => [a, +b.toFixed(4)])),
    ]),
  ),
  falseAlarms: `${count('aa', 'anyP95Regression')} / ${total('aa')}`,
  detection: `${count('regression', 'endpointRegression')} / ${total('regression')}`,
  aaStatuses: countStatuses(judged.filter((j) => j.mode === 'aa')),
  gates: judged,
};
const out = join(
  HERE,
  'results',
  `${values.label}-instance${fixed === undefined ? '' : '-fixed'}.json`,
);
writeFileSync(out, `${JSON.stringify(summary, null, 2)}\n`);
for (const j of judged) {
  console.log(
    `${j.file}: σ_u ${j.instanceNoisePct} %; overall ${j.overall}; ${values.endpoint} ${j.endpoint}`,
  );
}
console.log(
  `instance noise ${summary.instanceNoisePct} % (${summary.method}); false alarms ${summary.falseAlarms}; ` +
    `detection on ${values.endpoint} ${summary.detection}; written to ${out}`,
);

function countStatuses(list) {
  const counts = {};
  for (const j of list) for (const s of j.statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}
