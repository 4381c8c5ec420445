#!/usr/bin/env node
// A/A calibration of the work-per-request metrics (docs/work.md) on the travel-content example at
// its shipped defaults (examples/travel-content/perf-gate.yml): base and PR are the same commit,
// so every work "regression" is a false alarm, and the PR − base difference of each pair is the
// metric's spread. Also measures what the counters cost: gates with compare.work.enabled: false
// ("off") interleaved with the others ("on"), comparing the app's (and the database's) CPU per
// request from the telemetry, which is sampled the same way in both.
//
//   node bench/aa-work.mjs [--gates 20] [--off 5] [--label aa-work] [--deadline ISO-time]
//                          [--keep-clone]
//   node bench/aa-work.mjs --summarize --label aa-work bench/results/raw/aa-work-*.json
//
// Writes bench/results/<label>.json (every figure) and bench/results/<label>.md (the table for
// bench/README.md); each gate's result and log go to bench/results/raw/ (ignored by git).
// Needs `source ~/.cache/perf-gate/env` and a built bundle (`npm run build`). Run it on a quiet
// machine: the spreads are what the tolerances in src/config/work.ts are derived from.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parse, stringify } from 'yaml';
import { loadModule } from './compare-module.mjs';
import { runLogged, snapshotTool } from './gate-runner.mjs';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = join(REPO, 'bench', 'results');
const RAW = join(RESULTS, 'raw');
const CONFIG = 'examples/travel-content/perf-gate.yml';
const METRICS = [
  ['statements', (w) => w.database?.statementsPerRequest],
  ['selects', (w) => w.database?.kindsPerRequest.select],
  ['inserts', (w) => w.database?.kindsPerRequest.insert],
  ['updates', (w) => w.database?.kindsPerRequest.update],
  ['deletes', (w) => w.database?.kindsPerRequest.delete],
  ['rows-examined', (w) => w.database?.rowsExaminedPerRequest],
  ['cpu', (w) => w.app?.cpuMsPerRequest],
  ['thread-cpu', (w) => w.app?.threadCpuMsPerRequest],
  ['allocated', (w) => w.app?.allocatedBytesPerRequest],
  ['gc', (w) => w.app?.gcMsPerRequest],
];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    gates: { type: 'string', default: '20' },
    off: { type: 'string', default: '5' },
    label: { type: 'string', default: 'aa-work' },
    deadline: { type: 'string' },
    summarize: { type: 'boolean', default: false },
    'keep-clone': { type: 'boolean', default: false },
  },
});

const { mean, sampleStdDev, tQuantile } = await loadModule('src/analysis/stats.ts');

if (values.summarize) {
  finish(positionals.map((file) => gateRecord(file, undefined)));
} else {
  await run();
}

async function run() {
  mkdirSync(RAW, { recursive: true });
  const workspace = mkdtempSync(join(tmpdir(), 'perf-gate-aa-work-'));
  try {
    const cli = snapshotTool(REPO, workspace);
    const clone = join(workspace, 'repo');
    execFileSync('git', ['clone', '-q', REPO, clone]);
    const on = join(clone, CONFIG);
    // The same configuration with the counters off: no performance_schema flags, no agent, no
    // probe. Written next to the original so its relative paths still hold.
    const off = join(dirname(on), 'perf-gate.work-off.yml');
    const config = parse(readFileSync(on, 'utf8'));
    config.compare = { ...config.compare, work: { enabled: false } };
    writeFileSync(off, stringify(config));
    const plan = gatePlan(Number(values.gates), Number(values.off));
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const gates = [];
    for (const [i, mode] of plan.entries()) {
      if (values.deadline && Date.now() > Date.parse(values.deadline)) {
        console.log(`deadline ${values.deadline} passed: stopping after ${i} gate(s)`);
        break;
      }
      const file = join(
        RAW,
        `${values.label}-${stamp}-${String(i + 1).padStart(2, '0')}-${mode}.json`,
      );
      const run = await runGate(cli, clone, mode === 'on' ? on : off, file);
      const gate = gateRecord(file, run);
      gates.push(gate);
      console.log(
        `gate ${i + 1}/${plan.length} (${mode}): ${gate.verdict}, ${(gate.wallMs / 1000).toFixed(0)} s, ` +
          `work regressions ${gate.workRegressions.length}, load ${gate.load?.mean ?? '?'}`,
      );
    }
    finish(gates);
  } finally {
    if (!values['keep-clone']) rmSync(workspace, { recursive: true, force: true });
  }
}

/** `on` gates with the `off` ones spread evenly among them (the machine's load drifts). */
function gatePlan(on, off) {
  const plan = Array.from({ length: on }, () => 'on');
  for (let k = 0; k < off; k++) {
    plan.splice(Math.round(((k + 1) * plan.length) / (off + 1)), 0, 'off');
  }
  return plan;
}

/** One A/A gate (base = the PR's own commit) through the CLI. */
function runGate(cli, clone, configFile, resultFile) {
  const args = [
    cli,
    'run',
    '--config',
    configFile,
    '--base',
    'HEAD',
    '--app-image',
    process.env.PERF_GATE_TEST_JRE_IMAGE,
    '--database-image',
    process.env.PERF_GATE_TEST_DB_IMAGE,
    '--result',
    resultFile,
  ];
  return runLogged(args, clone, resultFile.replace(/\.json$/, '.log'));
}

/** What the summary needs from one gate's result file. */
function gateRecord(file, run) {
  const result = JSON.parse(readFileSync(file, 'utf8'));
  // aa-work's own gates end in -on/-off; calibrate.mjs's A/A gates with the counters off in -aaoff-<n>.
  const mode = /-off\.json$|-aaoff-\d+\.json$/.test(file) ? 'off' : 'on';
  const pairs = [];
  const cpu = [];
  const endpoints = [];
  for (const scenario of result.scenarios ?? []) {
    for (const window of scenario.windows) {
      const record = result.telemetry?.records.find(
        (r) =>
          r.label.scenario === scenario.name &&
          r.label.side === window.side &&
          r.label.round === window.round,
      );
      cpu.push({
        side: window.side,
        app: cpuPerRequest(record, 'app', window),
        database: cpuPerRequest(record, 'database', window),
        work: window.work?.app?.cpuMsPerRequest,
      });
      if (window.side !== 'pr') continue;
      const base = scenario.windows.find((w) => w.side === 'base' && w.round === window.round);
      if (!base?.work || !window.work) continue;
      const pair = { scenario: scenario.name, round: window.round };
      for (const [metric, of] of METRICS) {
        const b = of(base.work);
        const p = of(window.work);
        if (b !== undefined && p !== undefined) pair[metric] = { base: b, pr: p };
      }
      pairs.push(pair);
    }
    for (const c of scenario.work?.comparisons ?? []) {
      if (c.endpoint !== undefined) {
        endpoints.push({ endpoint: c.endpoint, metric: c.metric, base: c.base, pr: c.pr });
      }
    }
  }
  const workRegressions = (result.rules ?? [])
    .filter((r) => !r.passed && r.rule.startsWith('work.'))
    .map((r) => r.message);
  const started = Date.parse(result.startedAt ?? '');
  const finished = Date.parse(result.finishedAt ?? '');
  return {
    file: basename(file),
    mode,
    verdict: result.verdict,
    wallMs: run?.wallMs ?? (Number.isFinite(finished - started) ? finished - started : undefined),
    ...(run?.load ? { load: run.load } : {}),
    workRegressions,
    pairs,
    endpoints,
    cpu,
  };
}

/** Milliseconds of a container's CPU per completed request, from the window's telemetry. */
function cpuPerRequest(record, role, window) {
  const series = record?.series[`container.${role}.cpu`];
  if (!series || series.values.length === 0 || !(window.http.requests > 0)) return undefined;
  const meanPercent = series.values.reduce((a, b) => a + b, 0) / series.values.length;
  return round(((meanPercent / 100) * window.durationSec * 1000) / window.http.requests, 4);
}

/** The spread of every metric over the A/A pairs, the counters' cost, and the two output files. */
function finish(gates) {
  const on = gates.filter((g) => g.mode === 'on');
  const spread = {};
  for (const [metric] of METRICS) {
    const diffs = on.flatMap((g) => g.pairs.map((p) => p[metric]).filter(Boolean));
    if (diffs.length > 0) spread[metric] = spreadOf(diffs);
  }
  const endpointSpread = {};
  for (const gate of on) {
    for (const e of gate.endpoints) {
      (endpointSpread[`${e.endpoint} ${e.metric}`] ??= []).push({ base: e.base, pr: e.pr });
    }
  }
  // The counters' cost: gate means (windows of one gate share its apps and moment, so the gate is
  // the unit), on − off, with a 90 % Welch interval relative to off.
  const cost = {};
  for (const role of ['app', 'database']) {
    const gateMeans = (mode) =>
      gates
        .filter((g) => g.mode === mode)
        .map((g) => g.cpu.map((c) => c[role]).filter((v) => v !== undefined))
        .filter((list) => list.length > 0)
        .map((list) => mean(list));
    const withCounters = gateMeans('on');
    const without = gateMeans('off');
    cost[role] = {
      onMsPerRequest: withCounters.length > 0 ? round(mean(withCounters), 4) : undefined,
      offMsPerRequest: without.length > 0 ? round(mean(without), 4) : undefined,
      ...welch(withCounters, without),
    };
  }
  const summary = {
    label: values.label,
    config: CONFIG,
    gates: gates.length,
    onGates: on.length,
    offGates: gates.length - on.length,
    workRegressions: on.reduce((n, g) => n + g.workRegressions.length, 0),
    wallSec: gates.map((g) => (g.wallMs === undefined ? undefined : round(g.wallMs / 1000))),
    spread,
    endpoints: Object.fromEntries(
      Object.entries(endpointSpread).map(([key, list]) => [key, spreadOf(list)]),
    ),
    counterCost: cost,
    perGate: gates,
  };
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(join(RESULTS, `${values.label}.json`), `${JSON.stringify(summary, null, 2)}\n`);
  writeFileSync(join(RESULTS, `${values.label}.md`), markdown(summary));
  console.log(markdown(summary));
}

/** (mean a − mean b) / mean b in %, with its 90 % Welch interval; {} with fewer than 2 of either. */
function welch(a, b) {
  if (a.length < 2 || b.length < 2) return {};
  const va = sampleStdDev(a) ** 2 / a.length;
  const vb = sampleStdDev(b) ** 2 / b.length;
  const df = (va + vb) ** 2 / (va ** 2 / (a.length - 1) + vb ** 2 / (b.length - 1));
  const base = mean(b);
  const diff = mean(a) - base;
  const half = tQuantile(0.95, df) * Math.sqrt(va + vb);
  return {
    changePct: round((diff / base) * 100),
    lowPct: round(((diff - half) / base) * 100),
    highPct: round(((diff + half) / base) * 100),
    gates: [a.length, b.length],
  };
}

/** Mean per request and the PR − base spread, relative to the base, over A/A pairs. */
function spreadOf(pairs) {
  const rel = pairs.map((p) => (p.base > 0 ? (p.pr - p.base) / p.base : p.pr === 0 ? 0 : Infinity));
  const abs = rel.map(Math.abs).sort((a, b) => a - b);
  const at = (q) => abs[Math.min(abs.length - 1, Math.ceil(q * abs.length) - 1)];
  return {
    pairs: pairs.length,
    meanBase: round(pairs.reduce((s, p) => s + p.base, 0) / pairs.length, 4),
    medianAbsPct: round(at(0.5) * 100, 3),
    p95AbsPct: round(at(0.95) * 100, 3),
    maxAbsPct: round(abs[abs.length - 1] * 100, 3),
  };
}

function markdown(summary) {
  const lines = [
    `### A/A work spread — \`results/${summary.label}.json\``,
    '',
    `${summary.onGates} A/A gate(s) with the counters on, ${summary.offGates} with them off, at ` +
      `the defaults of \`${summary.config}\`; work regressions (false alarms): ${summary.workRegressions}.`,
    '',
    '| metric | pairs | mean per request (base) | median \\|PR − base\\| | p95 | max |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  const row = (name, s) =>
    `| ${name} | ${s.pairs} | ${s.meanBase} | ${s.medianAbsPct} % | ${s.p95AbsPct} % | ${s.maxAbsPct} % |`;
  for (const [metric, s] of Object.entries(summary.spread)) lines.push(row(metric, s));
  for (const [key, s] of Object.entries(summary.endpoints)) lines.push(row(`${key} (probe)`, s));
  lines.push(
    '',
    "| counters' cost (gate means) | on (ms CPU per request) | off | change | 90 % interval | gates on / off |",
    '| --- | --- | --- | --- | --- | --- |',
  );
  for (const [role, c] of Object.entries(summary.counterCost)) {
    lines.push(
      `| ${role} container | ${c.onMsPerRequest ?? '–'} | ${c.offMsPerRequest ?? '–'} | ${signed(c.changePct)} | ${
        c.lowPct === undefined ? '–' : `${signed(c.lowPct)} to ${signed(c.highPct)}`
      } | ${c.gates?.join(' / ') ?? '–'} |`,
    );
  }
  lines.push('', `Wall time per gate (s): ${summary.wallSec.join(', ')}.`, '');
  return lines.join('\n');
}

function signed(pct) {
  return pct === undefined ? '–' : `${pct > 0 ? '+' : ''}${pct} %`;
}

function round(value, digits = 2) {
  return Number.isFinite(value) ? Number(value.toFixed(digits)) : value;
}
