#!/usr/bin/env node
// Calibrates perf-gate's base-vs-PR comparison on this machine with the travel-content example.
//
//   A/A gates         base and PR are the same commit: every p95 "regression" is a false alarm.
//   regression gates  the PR flips travel.regression.n-plus-one to true (an N+1 query on
//                     GET /contents/{id}/places, endpoint tag content-places): the gate should
//                     report a p95 regression on content-places.
//   cpu10 / cpu20     the PR raises travel.regression.cpu-cost (a fixed CPU cost on every /contents
//                     request) to --cpu10-units / --cpu20-units work units, sized to add about
//                     +10 % / +20 % to the example's p95 (bench/README.md): the gate should report
//                     a p95 regression overall. cpu20 measures detection, cpu10 power.
//   alloc10 / alloc20 the PR raises travel.regression.allocation-kib (a fixed block allocated on
//                     every /contents request) to --alloc10-kib / --alloc20-kib KiB, about +10 % /
//                     +20 % of the bytes a request allocates: the work comparison should see it.
//
// The gates run through the real CLI against a throwaway clone, so the repository is never touched.
// A/A and regression gates alternate so that a change in the machine's load (it is shared) hits
// both modes alike. Each gate's result JSON is kept in bench/results/raw/ (ignored by git); the
// compact summary bench/results/<label>.json is what gets committed.
//
// Usage:
//   node bench/calibrate.mjs [--gates 10] [--mode both|aa|regression|cpu10|cpu20|<list>] [--label name]
//                            [--cpu10-units 75] [--cpu20-units 155] [--alloc10-kib 13] [--alloc20-kib 26]
//                            [--rate 20] [--warmup 15s] [--duration 20s] [--rounds 3]
//                            [--deadline 2026-01-01T10:00:00Z] [--warmup-max 180s]
//   node bench/calibrate.mjs --summarize bench/results/raw/<label>-*.json --label name
// A profile flag left out keeps the example's perf-gate.yml value (rate 30, the default windows of
// 3 s + 150 iterations = 5 s, 5 rounds up to 10 with sequential stopping). --rounds 10 records every round, fixed, so that bench/replay.mjs can
// cut the gates under any design later (it cannot look past where a sequential gate stopped).
// Needs `source ~/.cache/perf-gate/env` (Node 24, k6, PERF_GATE_TEST_JRE_IMAGE / _DB_IMAGE).
import { execFileSync } from 'node:child_process';
import { loadCompare } from './compare-module.mjs';
import { runLogged, snapshotTool } from './gate-runner.mjs';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = join(REPO, 'bench', 'results');
const RAW = join(RESULTS, 'raw');
const EXAMPLE = 'examples/travel-content';
const APPLICATION_YML = `${EXAMPLE}/src/main/resources/application.yml`;
const SWITCH_OFF = 'n-plus-one: ${TRAVEL_REGRESSION_N_PLUS_ONE:false}';
const SWITCH_ON = 'n-plus-one: ${TRAVEL_REGRESSION_N_PLUS_ONE:true}';
const REGRESSED_ENDPOINT = 'content-places';
const CPU_OFF = 'cpu-cost: ${TRAVEL_REGRESSION_CPU_COST:0}';
const ALLOCATION_OFF = 'allocation-kib: ${TRAVEL_REGRESSION_ALLOCATION_KIB:0}';
/** The example's compare tolerances line, and the same with the work counters off after it. */
const WORK_DEFAULT = '  tolerance: { p95: 10%, p99: 15%, tps: 5% }\n';
const WORK_OFF = `${WORK_DEFAULT}  work: { enabled: false }\n`;
/**
 * Every mode: A/A, the N+1 switch, the CPU cost sized for +10 % and +20 % p95, and A/A with the
 * work counters off (`aaoff`: what the counters cost, read by aa-work.mjs; not a shipped default,
 * so out-of-sample.mjs leaves it out).
 */
const MODES = ['aa', 'regression', 'cpu10', 'cpu20', 'alloc10', 'alloc20', 'aaoff'];
/** The modes whose base is the PR's own commit. */
const SAME_COMMIT = new Set(['aa', 'aaoff']);
/** The p95 series a mode's change shows in: the N+1 on its endpoint, the CPU cost on all requests. */
const DETECTED_ON = { regression: REGRESSED_ENDPOINT, cpu10: 'overall', cpu20: 'overall' };
/** 1-minute load average (mean, max) of the machine during each gate, by result file. */
const loadDuring = new Map();

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    gates: { type: 'string', default: '10' },
    mode: { type: 'string', default: 'both' },
    // Work units of travel.regression.cpu-cost for the injected sizes (measured: bench/README.md).
    // 250 / 500 units moved the geometric-mean latency +44 % / +70 % (results/oos.json); 110 units
    // +9.8 to +17.7 %, mean +14.1 % over 4 gates (cal2, cal4), so +20 % is about 155 units.
    'cpu10-units': { type: 'string', default: '75' },
    'cpu20-units': { type: 'string', default: '155' },
    // KiB of travel.regression.allocation-kib: the example allocates about 128 KiB per request.
    'alloc10-kib': { type: 'string', default: '13' },
    'alloc20-kib': { type: 'string', default: '26' },
    label: { type: 'string', default: 'calibration' },
    rate: { type: 'string' },
    warmup: { type: 'string' },
    duration: { type: 'string' },
    rounds: { type: 'string' },
    // The cap of each warm-up phase (perf-gate.yml `warmup.max`), written into each clone's
    // perf-gate.yml: for a runner whose JIT takes longer than the shipped cap to settle.
    'warmup-max': { type: 'string' },
    summarize: { type: 'boolean', default: false },
    'keep-clone': { type: 'boolean', default: false },
    // ISO time after which no new round of gates starts (the machine is shared; keep runs bounded).
    deadline: { type: 'string' },
  },
});

// The gate compares overall p95/p99/TPS/errors but not p95 per endpoint, where an N+1 on one route
// shows first. The calibration recomputes the per-endpoint p95 comparison from the result's own
// windows with perf-gate's compare code (src/analysis/compare.ts, bundled here because the
// CLI bundle does not export it), with the tolerance and confidence the gate used.
const compareModule = await loadCompare();

if (values.summarize) {
  // A summary written by the run itself knows what the result files do not: the wall time seen
  // by the caller and the machine's load. Keep those when recomputing.
  const earlier = join(RESULTS, `${values.label}.json`);
  const known = existsSync(earlier) ? JSON.parse(readFileSync(earlier, 'utf8')) : undefined;
  const gates = positionals.map((file) => {
    const before = known?.gates.find((g) => g.file === basename(file));
    if (before?.loadAverage) loadDuring.set(file, before.loadAverage);
    return gateRecord(file, modeOfFile(file), before?.wallMs);
  });
  finish(values.label, gates, known?.profileFlags);
} else {
  await calibrate();
}

/** Runs the gates of every chosen mode, alternating, then writes and prints the summary. */
async function calibrate() {
  const gateCount = Number(values.gates);
  if (!Number.isInteger(gateCount) || gateCount < 1)
    throw new Error(
      `bench/calibrate.mjs: --gates must be a positive integer (got "${values.gates}")`,
    );
  // A list repeats per round of gates in its order, e.g. aa,cpu20,aa,cpu10 (2 A/A per injected gate).
  const modes = values.mode === 'both' ? ['aa', 'regression'] : values.mode.split(',');
  if (modes.length === 0 || modes.some((mode) => !MODES.includes(mode)))
    throw new Error(
      `bench/calibrate.mjs: --mode must be both or a comma-separated list of ${MODES.join(', ')} (got "${values.mode}")`,
    );
  for (const name of ['PERF_GATE_TEST_JRE_IMAGE', 'PERF_GATE_TEST_DB_IMAGE']) {
    if (!process.env[name])
      throw new Error(
        `bench/calibrate.mjs: ${name} is not set. Fix: source ~/.cache/perf-gate/env`,
      );
  }
  const workspace = mkdtempSync(join(tmpdir(), 'perf-gate-bench-'));
  const cleanup = () => {
    if (!values['keep-clone']) rmSync(workspace, { recursive: true, force: true });
  };
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ]) {
    process.on(signal, () => {
      cleanup();
      process.exit(code);
    });
  }
  try {
    const tool = snapshotTool(REPO, workspace);
    const clones = prepareClones(workspace, [...new Set(modes)]);
    mkdirSync(RAW, { recursive: true });
    const gates = [];
    const deadline = values.deadline === undefined ? Infinity : Date.parse(values.deadline);
    if (Number.isNaN(deadline))
      throw new Error(
        `bench/calibrate.mjs: --deadline must be an ISO time such as 2026-01-01T10:00:00Z (got "${values.deadline}")`,
      );
    // A mode may be listed twice (aa,cpu20,aa,cpu10): each mode numbers its own gates.
    const done = {};
    rounds: for (let i = 1; i <= gateCount; i++) {
      for (const mode of modes) {
        if (Date.now() > deadline) {
          console.log(`deadline ${values.deadline} passed: stopping after ${gates.length} gate(s)`);
          break rounds;
        }
        done[mode] = (done[mode] ?? 0) + 1;
        const file = join(
          RAW,
          `${values.label}-${mode}-${String(done[mode]).padStart(2, '0')}.json`,
        );
        const wallMs = await runGate(tool, clones[mode], mode, file);
        const gate = gateRecord(file, mode, wallMs);
        gates.push(gate);
        console.log(progressLine(gate, i, gateCount));
        // Rewritten after every gate so an interrupted run still leaves its figures.
        writeSummary(values.label, gates, profileFlags());
      }
    }
    finish(values.label, gates, profileFlags());
  } finally {
    cleanup();
  }
}

/** One clone per mode, all at the same commit; each injected mode gets its own switch commit. */
function prepareClones(workspace, modes) {
  const first = join(workspace, 'aa');
  git(workspace, 'clone', '-q', REPO, first);
  const clones = { aa: first };
  for (const mode of modes.filter((m) => m !== 'aa')) {
    const clone = join(workspace, mode);
    git(workspace, 'clone', '-q', first, clone);
    const file = mode === 'aaoff' ? `${EXAMPLE}/perf-gate.yml` : APPLICATION_YML;
    const path = join(clone, file);
    const text = readFileSync(path, 'utf8');
    const [from, to, message] =
      mode === 'aaoff'
        ? [WORK_DEFAULT, WORK_OFF, 'Turn the work counters off']
        : mode === 'regression'
          ? [SWITCH_OFF, SWITCH_ON, 'Turn on the N+1 query']
          : mode.startsWith('alloc')
            ? [
                ALLOCATION_OFF,
                ALLOCATION_OFF.replace(':0}', `:${allocationKib(mode)}}`),
                `Allocate ${allocationKib(mode)} KiB more per request`,
              ]
            : [
                CPU_OFF,
                CPU_OFF.replace(':0}', `:${cpuUnits(mode)}}`),
                `Add ${cpuUnits(mode)} units of CPU work per request`,
              ];
    if (!text.includes(from))
      throw new Error(`bench/calibrate.mjs: ${file} no longer holds "${from}"`);
    writeFileSync(path, text.replace(from, to));
    // Fixed identity and dates: the same parent always gives the same regression commit.
    const env = {
      ...process.env,
      GIT_AUTHOR_NAME: 'perf-gate bench',
      GIT_AUTHOR_EMAIL: 'bench@perf-gate.invalid',
      GIT_COMMITTER_NAME: 'perf-gate bench',
      GIT_COMMITTER_EMAIL: 'bench@perf-gate.invalid',
      GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z',
      GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z',
    };
    execFileSync('git', ['commit', '-q', '-m', message, '--', file], {
      cwd: clone,
      env,
    });
    clones[mode] = clone;
  }
  if (values['warmup-max'] !== undefined) {
    if (!/^\d+(ms|s|m)$/.test(values['warmup-max']))
      throw new Error(
        `bench/calibrate.mjs: --warmup-max must be a duration such as 180s (got "${values['warmup-max']}")`,
      );
    for (const clone of Object.values(clones)) {
      const path = join(clone, EXAMPLE, 'perf-gate.yml');
      writeFileSync(
        path,
        `${readFileSync(path, 'utf8')}\nwarmup: { max: ${values['warmup-max']} }\n`,
      );
    }
  }
  const head = git(first, 'rev-parse', 'HEAD').trim();
  console.log(`clones at ${head.slice(0, 12)} in ${workspace}`);
  return clones;
}

/** Work units of travel.regression.cpu-cost for a CPU mode. */
function cpuUnits(mode) {
  const units = Number(values[`${mode}-units`]);
  if (!Number.isInteger(units) || units < 1)
    throw new Error(`bench/calibrate.mjs: --${mode}-units must be a positive integer`);
  return units;
}

/** KiB of travel.regression.allocation-kib for an allocation mode. */
function allocationKib(mode) {
  const kib = Number(values[`${mode}-kib`]);
  if (!Number.isInteger(kib) || kib < 1)
    throw new Error(`bench/calibrate.mjs: --${mode}-kib must be a positive integer`);
  return kib;
}

/** The profile flags given on the command line (absent ones keep the perf-gate.yml values). */
function profileFlags() {
  const flags = {};
  for (const key of ['rate', 'warmup', 'duration', 'rounds', 'warmup-max']) {
    if (values[key] !== undefined) flags[key] = values[key];
  }
  return flags;
}

/** Runs one gate through the CLI and returns its wall time; the log goes next to the result. */
async function runGate(cli, clone, mode, resultFile) {
  const args = [
    cli,
    'run',
    '--config',
    join(clone, EXAMPLE, 'perf-gate.yml'),
    // A/A (and aaoff): base = the PR's own commit. Otherwise: base = the commit before the switch.
    '--base',
    SAME_COMMIT.has(mode) ? 'HEAD' : 'HEAD~1',
    '--app-image',
    process.env.PERF_GATE_TEST_JRE_IMAGE,
    '--database-image',
    process.env.PERF_GATE_TEST_DB_IMAGE,
    '--result',
    resultFile,
  ];
  for (const [key, value] of Object.entries(profileFlags())) {
    if (key !== 'warmup-max') args.push(`--${key}`, value); // in perf-gate.yml, not a CLI flag
  }
  const { wallMs, load } = await runLogged(args, clone, resultFile.replace(/\.json$/, '.log'));
  loadDuring.set(resultFile, load);
  return wallMs;
}

/** A compact record of one gate: the p95 comparisons, counts and times that the table needs. */
function gateRecord(file, mode, wallMs) {
  const result = JSON.parse(readFileSync(file, 'utf8'));
  const comparisons = result.scenarios.flatMap((scenario) => scenario.comparisons);
  const tolerance = result.config?.compare?.tolerance ?? {};
  const recomputed = result.scenarios.flatMap((scenario) =>
    compareModule
      .compareScenario(scenario.name, scenario.windows, {
        metrics: [],
        endpoints: true,
        ...(tolerance.p95 === undefined ? {} : { tolerances: { p95: tolerance.p95 * 100 } }),
        ...(result.config?.compare?.confidence === undefined
          ? {}
          : { confidence: result.config.compare.confidence }),
      })
      .filter(
        (c) => !comparisons.some((own) => own.metric === 'p95' && own.endpoint === c.endpoint),
      ),
  );
  const p95 = [...comparisons, ...recomputed]
    .filter((c) => c.metric === 'p95')
    .map((c) => ({
      endpoint: c.endpoint ?? 'overall',
      changePct: round(c.changePct),
      lowPct: round(c.interval?.lowPct),
      highPct: round(c.interval?.highPct),
      mdePct: round(c.mdePct),
      status: c.status,
      ...(recomputed.includes(c) ? { recomputed: true } : {}),
    }));
  const stageMs = (name) =>
    result.stages.filter((s) => s.stage === name).reduce((sum, s) => sum + s.durationMs, 0);
  const gateMs = Date.parse(result.finishedAt) - Date.parse(result.startedAt);
  const windows = result.scenarios.flatMap((scenario) => scenario.windows);
  const { pairs } = compareModule.pairWindows(windows);
  // ln(PR p95 / base p95) of each pair: in A/A gates their spread is the noise the interval faces.
  const logRatios = (endpoint) =>
    pairs
      .map(({ base, pr }) =>
        Math.log(
          compareModule.metricOf(pr, 'p95', endpoint) /
            compareModule.metricOf(base, 'p95', endpoint),
        ),
      )
      .filter(Number.isFinite)
      .map((v) => Math.round(v * 1000) / 1000);
  return {
    file: basename(file),
    mode,
    verdict: result.verdict,
    error: result.error?.message,
    baseSha: result.sides.base?.sha?.slice(0, 12),
    prSha: result.sides.pr?.sha?.slice(0, 12),
    profile: result.scenarios.map((s) => ({
      targetRate: s.targetRate,
      warmupSec: s.warmupSec,
      durationSec: s.durationSec,
    }))[0],
    windows: windows.length,
    p95LogRatios: {
      overall: logRatios(undefined),
      [REGRESSED_ENDPOINT]: logRatios(REGRESSED_ENDPOINT),
    },
    p95,
    // The gate's other comparisons (p99, TPS, error rate): a regression there fails a gate too.
    others: comparisons
      .filter((c) => c.metric !== 'p95')
      .map((c) => ({
        metric: c.metric,
        ...(c.endpoint === undefined ? {} : { endpoint: c.endpoint }),
        changePct: round(c.changePct),
        lowPct: round(c.interval?.lowPct),
        highPct: round(c.interval?.highPct),
        status: c.status,
      })),
    startedAt: result.startedAt,
    wallMs: wallMs ?? gateMs,
    gateMs,
    stagesMs: Object.fromEntries(
      [...new Set(result.stages.map((s) => s.stage))].map((name) => [name, stageMs(name)]),
    ),
    // What the gate spends beyond the load itself: build, database, boots, teardown.
    overheadMs: gateMs - stageMs('warmup') - stageMs('measure'),
    startupMs: result.sides.pr?.startupMs,
    loadAverage: loadDuring.get(file),
    runner: result.runner,
  };
}

/** The figures of one mode over its gates. */
function aggregate(gates, mode) {
  const mine = gates.filter((g) => g.mode === mode);
  const valid = mine.filter((g) => g.verdict !== 'error');
  const p95Of = (g, endpoint) => g.p95.find((c) => c.endpoint === endpoint);
  const anyP95Regression = (g) => g.p95.some((c) => c.status === 'regression');
  const placesStatus = (g) => p95Of(g, REGRESSED_ENDPOINT)?.status;
  const count = (predicate) => valid.filter(predicate).length;
  const mdes = (endpoint) =>
    valid.map((g) => p95Of(g, endpoint)?.mdePct).filter((v) => Number.isFinite(v));
  const out = {
    mode,
    gates: mine.length,
    errored: mine.length - valid.length,
    verdicts: countBy(valid.map((g) => g.verdict)),
    anyP95Regression: count(anyP95Regression),
    placesP95: countBy(valid.map(placesStatus)),
    overallP95: countBy(valid.map((g) => p95Of(g, 'overall')?.status)),
    anyP95Inconclusive: count((g) => g.p95.some((c) => c.status === 'inconclusive')),
    // Gates where any comparison the gate made (p95, p99, TPS, error rate) said regression.
    anyComparisonRegression: count((g) =>
      [...g.p95.filter((c) => !c.recomputed), ...(g.others ?? [])].some(
        (c) => c.status === 'regression',
      ),
    ),
    othersRegressions: countBy(
      valid.flatMap((g) =>
        (g.others ?? []).filter((c) => c.status === 'regression').map((c) => c.metric),
      ),
    ),
    medianMdePct: {
      overall: round(median(mdes('overall'))),
      [REGRESSED_ENDPOINT]: round(median(mdes(REGRESSED_ENDPOINT))),
    },
    medianPlacesChangePct: round(
      median(valid.map((g) => p95Of(g, REGRESSED_ENDPOINT)?.changePct).filter(Number.isFinite)),
    ),
    medianWallSec: round(median(mine.map((g) => g.wallMs / 1000))),
    medianOverheadSec: round(median(valid.map((g) => g.overheadMs / 1000))),
    medianLoadAverage: round(median(mine.map((g) => g.loadAverage?.mean).filter(Number.isFinite))),
  };
  if (mode === 'aa') {
    out.falseAlarmRate = rate(out.anyP95Regression, valid.length);
    // Pairs needed for an MDE of 10 % (90 % two-sided, 80 % power, normal approximation) at the
    // noise these A/A pairs showed: the true log-ratio is 0, so the spread is their RMS.
    out.noise = {};
    for (const endpoint of ['overall', REGRESSED_ENDPOINT]) {
      const ratios = valid.flatMap((g) => g.p95LogRatios?.[endpoint] ?? []);
      if (ratios.length === 0) continue;
      const sd = Math.sqrt(ratios.reduce((sum, v) => sum + v * v, 0) / ratios.length);
      out.noise[endpoint] = {
        pairs: ratios.length,
        logRatioSd: Math.round(sd * 1000) / 1000,
        pairsFor10PctMde: Math.ceil((((1.645 + 0.842) * sd) / Math.log(1.1)) ** 2),
      };
    }
  }
  if (DETECTED_ON[mode]) {
    out.detectedOn = DETECTED_ON[mode];
    out.detectionRate = rate(
      count((g) => p95Of(g, DETECTED_ON[mode])?.status === 'regression'),
      valid.length,
    );
  }
  return out;
}

/** Writes the summary JSON (every gate's compact record plus the per-mode figures). */
function writeSummary(label, gates, flags) {
  const modes = [...new Set(gates.map((g) => g.mode))];
  const summary = {
    label,
    writtenAt: new Date().toISOString(),
    profileFlags: flags,
    runner: gates.find((g) => g.runner)?.runner,
    modes: modes.map((mode) => aggregate(gates, mode)),
    gates: gates.map(({ runner: _runner, ...rest }) => rest),
  };
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(join(RESULTS, `${label}.json`), `${JSON.stringify(summary, null, 2)}\n`);
  return summary;
}

/** Writes the summary and prints the table. */
function finish(label, gates, flags) {
  const summary = writeSummary(label, gates, flags);
  console.log(`\n${label}: ${JSON.stringify(gates[0]?.profile ?? {})}`);
  console.log(
    '| mode | gates | errors | false alarms | detected | places p95 inconclusive | any p95 inconclusive | median MDE overall / places | median wall | median overhead |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const m of summary.modes) {
    const alarms =
      m.mode === 'aa'
        ? `${m.anyP95Regression}/${m.gates - m.errored} (${pct(m.falseAlarmRate)})`
        : '—';
    const detected =
      m.detectionRate !== undefined
        ? `${Math.round(m.detectionRate * (m.gates - m.errored))}/${m.gates - m.errored} (${pct(m.detectionRate)}, ${m.detectedOn})`
        : '—';
    console.log(
      `| ${m.mode} | ${m.gates} | ${m.errored} | ${alarms} | ${detected} | ${m.placesP95.inconclusive ?? 0} | ${m.anyP95Inconclusive} | ${m.medianMdePct.overall} % / ${m.medianMdePct[REGRESSED_ENDPOINT]} % | ${m.medianWallSec} s | ${m.medianOverheadSec} s |`,
    );
  }
  for (const m of summary.modes) {
    for (const [endpoint, noise] of Object.entries(m.noise ?? {})) {
      console.log(
        `A/A p95 noise, ${endpoint}: sd of ln(PR/base) ${noise.logRatioSd} over ${noise.pairs} pairs; about ${noise.pairsFor10PctMde} pairs for a 10 % MDE`,
      );
    }
  }
  console.log(`summary: ${join(RESULTS, `${label}.json`)}`);
}

/** One line per finished gate, so a background run can be followed in its log. */
function progressLine(gate, i, n) {
  const places = gate.p95.find((c) => c.endpoint === REGRESSED_ENDPOINT);
  const overall = gate.p95.find((c) => c.endpoint === 'overall');
  const fmt = (c) =>
    c ? `${c.status} ${c.changePct} % [${c.lowPct}, ${c.highPct}] mde ${c.mdePct} %` : 'n/a';
  return `${new Date().toISOString()} ${gate.mode} ${i}/${n}: ${gate.verdict}${gate.error ? ` (${gate.error})` : ''}, p95 overall ${fmt(overall)}; ${REGRESSED_ENDPOINT} ${fmt(places)}; wall ${Math.round(gate.wallMs / 1000)} s`;
}

/** The mode a raw result file belongs to, from its name (<label>-<mode>-<n>.json). */
function modeOfFile(file) {
  const match = /-(aa|regression|cpu10|cpu20|alloc10|alloc20|aaoff)-\d+\.json$/.exec(file);
  if (!match) throw new Error(`bench/calibrate.mjs: cannot tell the mode of ${file}`);
  return match[1];
}

function git(cwd, ...args) {
  return execFileSync('git', args, { cwd, encoding: 'utf8' });
}

function countBy(items) {
  const counts = {};
  for (const item of items) counts[item ?? 'missing'] = (counts[item ?? 'missing'] ?? 0) + 1;
  return counts;
}

function median(list) {
  if (list.length === 0) return undefined;
  const sorted = [...list].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function rate(hits, total) {
  return total === 0 ? undefined : hits / total;
}

function pct(value) {
  return value === undefined ? 'n/a' : `${Math.round(value * 100)} %`;
}

function round(value) {
  return Number.isFinite(value) ? Math.round(value * 10) / 10 : undefined;
}
