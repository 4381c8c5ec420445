#!/usr/bin/env node
// How long a freshly booted example app takes to settle, and how steady it is afterwards, at
// several warm-up boot rates (perf-gate.yml `warmup.boot-rate`): one side, no base, one measured
// window after the warm-up. The runs alternate between the rates, so a drift of the runner's
// speed spreads over all of them.
//
//   source ~/.cache/perf-gate/env
//   node bench/boot-warmup.mjs --boot-rates 4,2,1 --runs 3 --warmup-max 180s --label bw
//
// Raw results go to bench/results/raw/<label>-br<rate>-<n>.json (with the run's log next to
// each); the summary to bench/results/<label>.json. Commit first: the runs use a clone of HEAD.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runLogged, snapshotTool } from './gate-runner.mjs';
import { median } from './recorded-gates.mjs';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = join(REPO, 'bench', 'results');
const EXAMPLE = 'examples/travel-content';

const { values } = parseArgs({
  options: {
    'boot-rates': { type: 'string', default: '4,2,1' },
    runs: { type: 'string', default: '3' },
    'warmup-max': { type: 'string', default: '180s' },
    duration: { type: 'string', default: '20s' },
    label: { type: 'string', default: 'bw' },
    // ISO time after which no new run starts
    deadline: { type: 'string' },
  },
});

const fail = (message) => {
  console.error(`bench/boot-warmup.mjs: ${message}`);
  process.exit(2);
};
const rates = values['boot-rates'].split(',').map(Number);
if (rates.some((rate) => !(rate >= 1)))
  fail(`--boot-rates must be numbers ≥ 1, e.g. 4,2,1 (got "${values['boot-rates']}")`);
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) fail(`--runs must be a positive integer`);
if (!/^\d+(ms|s|m)$/.test(values['warmup-max']))
  fail(`--warmup-max must be a duration such as 180s (got "${values['warmup-max']}")`);
const deadline = values.deadline === undefined ? Infinity : Date.parse(values.deadline);
if (Number.isNaN(deadline)) fail(`--deadline must be an ISO time (got "${values.deadline}")`);
for (const name of ['PERF_GATE_TEST_JRE_IMAGE', 'PERF_GATE_TEST_DB_IMAGE'])
  if (!process.env[name]) fail(`${name} is not set. Fix: source ~/.cache/perf-gate/env`);

const workspace = mkdtempSync(join(tmpdir(), 'perf-gate-bench-'));
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    rmSync(workspace, { recursive: true, force: true });
    process.exit(code);
  });
}

const records = [];
try {
  const tool = snapshotTool(REPO, workspace);
  const clone = join(workspace, 'repo');
  execFileSync('git', ['clone', '-q', REPO, clone]);
  const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: clone }).toString().trim();
  const base = readFileSync(join(clone, EXAMPLE, 'perf-gate.yml'), 'utf8');
  for (const rate of rates) {
    writeFileSync(
      join(clone, EXAMPLE, `perf-gate.br${rate}.yml`),
      `${base}\nwarmup: { max: ${values['warmup-max']}, boot-rate: ${rate} }\n`,
    );
  }
  mkdirSync(join(RESULTS, 'raw'), { recursive: true });
  console.log(`${cpus()[0]?.model}; clone at ${head.slice(0, 12)}`);
  outer: for (let run = 1; run <= runs; run++) {
    for (const rate of rates) {
      if (Date.now() > deadline) {
        console.log(`deadline passed: stopping after ${records.length} run(s)`);
        break outer;
      }
      const name = `${values.label}-br${rate}-${String(run).padStart(2, '0')}.json`;
      const result = join(RESULTS, 'raw', name);
      const { wallMs, load } = await runLogged(
        [
          tool,
          'run',
          '--config',
          join(clone, EXAMPLE, `perf-gate.br${rate}.yml`),
          '--app-image',
          process.env.PERF_GATE_TEST_JRE_IMAGE,
          '--database-image',
          process.env.PERF_GATE_TEST_DB_IMAGE,
          '--duration',
          values.duration,
          '--result',
          result,
        ],
        clone,
        result.replace(/\.json$/, '.log'),
      );
      const record = { file: name, bootRate: rate, wallMs, loadAverage: load, ...readRun(result) };
      records.push(record);
      console.log(JSON.stringify(record));
    }
  }
  const summary = {
    label: values.label,
    commit: head,
    runner: cpus()[0]?.model,
    warmupMax: values['warmup-max'],
    duration: values.duration,
    perBootRate: rates.map((rate) =>
      summarize(
        rate,
        records.filter((r) => r.bootRate === rate),
      ),
    ),
    runs: records,
  };
  writeFileSync(join(RESULTS, `${values.label}.json`), `${JSON.stringify(summary, null, 2)}\n`);
  console.log(
    '| boot rate | runs | settled | warm-up, median (range) | raised-rate windows | steady windows | JIT of the last steady window | app CPU per request | geometric-mean latency | wall | load average, mean |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const s of summary.perBootRate) {
    console.log(
      `| ${s.bootRate}× | ${s.runs} | ${s.settled} | ${s.warmUpSec} s (${s.warmUpRangeSec}) | ${s.raisedWindows} | ${s.steadyWindows} | ${s.lastJitMs} ms | ${s.cpuMsPerRequest} ms | ${s.latencyMs} ms | ${s.wallSec} s | ${s.load} |`,
    );
  }
} finally {
  rmSync(workspace, { recursive: true, force: true });
}

/** What one run's result says about its warm-up and its measured window. */
function readRun(file) {
  try {
    const result = JSON.parse(readFileSync(file, 'utf8'));
    const warmUp = result.protocol?.warmUps?.[0];
    const window = result.scenarios?.[0]?.windows?.[0];
    const stage = (name) => result.stages?.find((s) => s.stage === name)?.durationMs;
    return {
      verdict: result.verdict,
      appStartMs: stage('app-start'),
      warmUpMs: warmUp?.durationMs,
      steady: warmUp?.steady,
      boostJitMs: warmUp?.boostJitMs ?? [],
      jitMs: warmUp?.jitMs ?? [],
      p95Ms: warmUp?.p95Ms ?? [],
      cpuMsPerRequest: window?.work?.app?.cpuMsPerRequest,
      latencyMs: window?.http?.logLatency ? Math.exp(window.http.logLatency.mean) : undefined,
    };
  } catch (error) {
    return { error: String(error) };
  }
}

/** Medians over one boot rate's runs. */
function summarize(bootRate, rows) {
  const of = (pick) => rows.map(pick).filter(Number.isFinite);
  const r2 = (v) => (Number.isFinite(v) ? Number(v.toFixed(2)) : null);
  const warm = of((r) => r.warmUpMs / 1000);
  return {
    bootRate,
    runs: rows.length,
    settled: rows.filter((r) => r.steady).length,
    warmUpSec: r2(median(warm)),
    warmUpRangeSec: warm.length
      ? `${Math.min(...warm).toFixed(0)}–${Math.max(...warm).toFixed(0)}`
      : 'n/a',
    raisedWindows: median(of((r) => r.boostJitMs?.length)),
    steadyWindows: median(of((r) => r.jitMs?.length)),
    lastJitMs: median(of((r) => r.jitMs?.at(-1))),
    cpuMsPerRequest: r2(median(of((r) => r.cpuMsPerRequest))),
    latencyMs: r2(median(of((r) => r.latencyMs))),
    wallSec: r2(median(of((r) => r.wallMs / 1000))),
    load: r2(median(of((r) => r.loadAverage?.mean))),
  };
}
