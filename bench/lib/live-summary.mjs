// The compact record of live gates (bench/live-gates.mjs): what each gate decided, read from its
// result file as the gate wrote it (nothing is re-judged), and the counts per app and mode with
// their 95 % Clopper–Pearson bounds, the wall time and its stages.
import { readFileSync, existsSync } from 'node:fs';
import { basename } from 'node:path';
import betaQuantile from '@stdlib/stats-base-dists-beta-quantile';

const FILE = /^([a-z0-9-]+)-(aa|slow15|whole20)-(\d+)\.json$/;

/** 95 % Clopper–Pearson bounds of a rate (as src/analysis/stats.ts rateBounds). */
export function bounds(events, trials) {
  if (!(trials > 0)) return { low: 0, high: 1 };
  return {
    low: events <= 0 ? 0 : betaQuantile(0.025, events, trials - events + 1),
    high: events >= trials ? 1 : betaQuantile(0.975, events + 1, trials - events),
  };
}

const round = (value, digits = 1) =>
  Number.isFinite(value) ? Number(value.toFixed(digits)) : undefined;
const median = (list) => {
  const sorted = list.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One gate's record: its verdict, what failed it, its overall latency, wall time and stages. */
export function gateRecord(label, file, endpoints) {
  const [, app, mode, number] = FILE.exec(basename(file).slice(label.length + 1)) ?? [];
  const runFile = file.replace(/\.json$/, '.run.json');
  const run = existsSync(runFile) ? JSON.parse(readFileSync(runFile, 'utf8')) : {};
  const result = JSON.parse(readFileSync(file, 'utf8'));
  const comparisons = (result.scenarios ?? []).flatMap((s) => s.comparisons ?? []);
  const overall = comparisons.find((c) => c.metric === 'latency' && !c.endpoint);
  const slowed = endpoints[`${app}:${mode}`];
  const named = slowed
    ? comparisons.find((c) => c.role === 'endpoint' && c.endpoint === slowed)
    : undefined;
  const stagesSec = {};
  for (const s of result.stages ?? [])
    stagesSec[s.stage] = round((stagesSec[s.stage] ?? 0) + s.durationMs / 1000);
  return {
    file: basename(file),
    app,
    mode,
    number: Number(number),
    verdict: result.verdict,
    ...(result.error ? { error: String(result.error.message).slice(0, 300) } : {}),
    rounds: new Set((result.scenarios?.[0]?.windows ?? []).map((w) => w.round)).size,
    judged: comparisons.filter((c) => c.familyWeight !== undefined).length,
    overall: overall && {
      changePct: round(overall.changePct),
      lowPct: round(overall.interval?.lowPct),
      highPct: round(overall.interval?.highPct),
      status: overall.status,
    },
    // The rules that failed the gate beside the comparisons (work per request, budgets), with the
    // endpoint they name: a slowed endpoint is named by a work rule as much as by its latency.
    failedRules: (result.scenarios ?? [])
      .flatMap((s) => s.rules ?? [])
      .filter((r) => r.passed === false && r.level === 'error' && !r.rule.startsWith('compare.'))
      .map((r) => ({ rule: r.rule, ...(r.endpoint ? { endpoint: r.endpoint } : {}) })),
    failedOn: comparisons
      .filter((c) => c.status === 'regression' || c.status === 'fail')
      .map((c) => ({
        metric: c.metric,
        ...(c.endpoint ? { endpoint: c.endpoint } : {}),
        ...(c.role ? { role: c.role } : {}),
        changePct: round(c.changePct),
      })),
    ...(named
      ? {
          slowed: {
            endpoint: slowed,
            status: named.status,
            changePct: round(named.changePct),
            lowPct: round(named.interval?.lowPct),
            highPct: round(named.interval?.highPct),
          },
        }
      : {}),
    measured: measuredWork(result.scenarios?.[0]?.windows ?? []),
    work: judgedWork(result.scenarios ?? []),
    startedAt: result.startedAt,
    wallSec: round(
      (run.wallMs ?? Date.parse(result.finishedAt) - Date.parse(result.startedAt)) / 1000,
    ),
    stagesSec,
    ...(run.load ? { loadAverage: run.load } : {}),
  };
}

/**
 * The work comparisons the gate judged (window and per endpoint; not those reported only or with
 * too few requests), their count and the largest |change| of each metric with its tolerance: how
 * near an A/A gate came to a work false alarm.
 */
function judgedWork(scenarios) {
  const judged = scenarios
    .flatMap((s) => s.work?.comparisons ?? [])
    .filter((c) => c.status !== 'not-judged' && Number.isFinite(c.changePct));
  const largestPct = {};
  for (const c of judged) {
    const key = c.endpoint ? `${c.metric} (endpoint)` : c.metric;
    const abs = Math.abs(c.changePct);
    if (!(largestPct[key]?.pct >= abs))
      largestPct[key] = { pct: round(abs, 2), tolerancePct: round(100 * c.tolerance) };
  }
  return { judged: judged.length, largestPct };
}

/**
 * Per side, over the measured windows (round 0 is the warm-up's): the JIT's milliseconds per window
 * (a JIT still compiling while measured reads slower) and the Java threads' CPU per request.
 */
function measuredWork(windows) {
  const out = {};
  for (const side of ['base', 'pr']) {
    const mine = windows.filter((w) => w.side === side && w.round > 0 && w.work?.app);
    const jit = mine.map((w) => w.work.app.jitMs).filter((v) => v !== undefined);
    const threads = mine
      .map((w) => w.work.app.threadCpuMsPerRequest)
      .filter((v) => v !== undefined);
    out[side] = {
      ...(jit.length ? { medianJitMs: round(median(jit)), maxJitMs: round(Math.max(...jit)) } : {}),
      ...(threads.length ? { medianThreadCpuMs: round(median(threads), 3) } : {}),
    };
  }
  return out;
}

/** Counts per app and mode, with the bounds the issue's targets are judged on. */
function aggregate(gates) {
  const groups = new Map();
  for (const g of gates) {
    const key = `${g.app}:${g.mode}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(g);
  }
  return [...groups.entries()].map(([key, list]) => {
    const valid = list.filter((g) => g.verdict !== 'error');
    const n = valid.length;
    const count = (predicate) => valid.filter(predicate).length;
    const pass = count((g) => g.verdict === 'pass');
    const fail = count((g) => g.verdict === 'fail');
    const namedBy = (what) =>
      count(
        (g) =>
          g.verdict === 'fail' && g.slowed && what(g).some((c) => c.endpoint === g.slowed.endpoint),
      );
    const namedByLatency = namedBy((g) => g.failedOn);
    const named = namedBy((g) => [...g.failedOn, ...(g.failedRules ?? [])]);
    const rate = (events) => ({
      events,
      of: n,
      ...mapValues(bounds(events, n), (v) => round(100 * v)),
    });
    return {
      key,
      gates: list.length,
      errors: list.length - n,
      pass: rate(pass),
      fail: rate(fail),
      inconclusive: n - pass - fail,
      ...(list[0].slowed || list.some((g) => g.slowed)
        ? {
            failNamingEndpoint: rate(named),
            failNamingEndpointByLatency: rate(namedByLatency),
            // What the switch did to the slowed endpoint's latency (its work is what it multiplies).
            medianSlowedChangePct: round(median(valid.map((g) => g.slowed?.changePct))),
          }
        : {}),
      medianOverallChangePct: round(median(valid.map((g) => g.overall?.changePct))),
      // The work comparisons judged per gate and, over the gates, each metric's largest |change|.
      ...(valid.some((g) => g.work) ? { work: groupWork(valid.filter((g) => g.work)) } : {}),
      medianRounds: median(valid.map((g) => g.rounds)),
      medianWallSec: round(median(list.map((g) => g.wallSec))),
      medianStagesSec: mapValues(
        Object.fromEntries(
          [...new Set(valid.flatMap((g) => Object.keys(g.stagesSec)))].map((s) => [
            s,
            valid.map((g) => g.stagesSec[s] ?? 0),
          ]),
        ),
        (xs) => round(median(xs)),
      ),
      loadAverageMax: round(
        Math.max(...list.map((g) => g.loadAverage?.max ?? Number.NaN).filter(Number.isFinite)),
        2,
      ),
      loadAverageMedian: round(median(list.map((g) => g.loadAverage?.mean)), 2),
    };
  });
}

function groupWork(list) {
  const largestPct = {};
  for (const g of list)
    for (const [key, v] of Object.entries(g.work.largestPct))
      if (!(largestPct[key]?.pct >= v.pct)) largestPct[key] = v;
  return {
    gates: list.length,
    judgedPerGate: {
      min: Math.min(...list.map((g) => g.work.judged)),
      max: Math.max(...list.map((g) => g.work.judged)),
    },
    workFails: list.filter((g) => (g.failedRules ?? []).some((r) => r.rule.startsWith('work.')))
      .length,
    largestPct,
  };
}

function mapValues(object, fn) {
  return Object.fromEntries(Object.entries(object).map(([k, v]) => [k, fn(v)]));
}

const pct = (r) => `${r.events}/${r.of} (${r.low}–${r.high} %)`;

/** The summary JSON, a markdown table and a progress line per gate. */
export function summarizeLive({ label, files, known, toolSha, endpoints }) {
  const read = files.map((file) => gateRecord(label, file, endpoints));
  // A gate recorded earlier whose raw file is gone (a machine replaced before it was archived)
  // keeps the record written when it ran, marked so; nothing of it is re-read or re-judged.
  const present = new Set(read.map((g) => g.file));
  const kept = (known?.label === label ? (known.gates ?? []) : [])
    .filter((g) => !present.has(g.file))
    .map((g) => ({ ...g, rawLost: true }));
  const gates = [...read, ...kept].sort((a, b) => a.file.localeCompare(b.file));
  const groups = aggregate(gates);
  const aa = groups.filter((g) => g.key.endsWith(':aa'));
  const aaTotal = aa.reduce((s, g) => s + g.pass.of, 0);
  const aaFail = aa.reduce((s, g) => s + g.fail.events, 0);
  const aaPass = aa.reduce((s, g) => s + g.pass.events, 0);
  const json = {
    label,
    toolSha: toolSha ?? known?.toolSha,
    writtenAt: new Date().toISOString(),
    aaAllApps: {
      gates: aaTotal,
      falseFails: {
        events: aaFail,
        of: aaTotal,
        highPct: round(100 * bounds(aaFail, aaTotal).high),
      },
      pass: { events: aaPass, of: aaTotal, lowPct: round(100 * bounds(aaPass, aaTotal).low) },
    },
    groups,
    gates,
  };
  const lines = [
    '| app:mode | gates | pass | fail | inconclusive | fail naming the endpoint (of them by its latency) | overall change, median | rounds, median | wall, median | load avg, median / max |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...groups.map(
      (g) =>
        `| ${g.key} | ${g.gates}${g.errors ? ` (${g.errors} errors)` : ''} | ${pct(g.pass)} | ${pct(g.fail)} | ${g.inconclusive} | ${g.failNamingEndpoint ? `${pct(g.failNamingEndpoint)} (${g.failNamingEndpointByLatency.events})` : '—'} | ${g.medianOverallChangePct} % | ${g.medianRounds} | ${g.medianWallSec} s | ${g.loadAverageMedian} / ${g.loadAverageMax} |`,
    ),
    '',
    `A/A over all apps: ${aaFail} false fails of ${aaTotal} (≤ ${json.aaAllApps.falseFails.highPct} %), ${aaPass} pass (≥ ${json.aaAllApps.pass.lowPct} %)`,
    '',
    'A/A work comparisons judged (gates with a raw file): per gate, gates failed on work, and the largest |change| of each metric against its tolerance',
    ...aa
      .filter((g) => g.work)
      .map(
        (g) =>
          `- ${g.key}: ${g.work.judgedPerGate.min}–${g.work.judgedPerGate.max} a gate over ${g.work.gates} gates, ${g.work.workFails} failed on work; ${Object.entries(
            g.work.largestPct,
          )
            .map(([m, v]) => `${m} ${v.pct} % (${v.tolerancePct} %)`)
            .join(', ')}`,
      ),
  ];
  const lastLine = (file) => {
    const g = gates.find((x) => x.file === basename(file));
    if (!g) return `${basename(file)}: no result`;
    const o = g.overall;
    return `${g.app} ${g.mode} #${g.number}: ${g.verdict}${g.error ? ` (${g.error})` : ''}, overall ${o ? `${o.changePct} % [${o.lowPct}, ${o.highPct}]` : 'n/a'}, ${g.rounds} rounds, failed on ${[...g.failedOn.map((c) => `${c.metric}${c.endpoint ? ` ${c.endpoint}` : ''} ${c.changePct} %`), ...(g.failedRules ?? []).map((r) => `${r.rule}${r.endpoint ? ` ${r.endpoint}` : ''}`)].join('; ') || '—'}${g.slowed ? `; slowed ${g.slowed.status} ${g.slowed.changePct} %` : ''}; wall ${g.wallSec} s, load ${g.loadAverage?.mean}`;
  };
  return { json, table: lines.join('\n'), lastLine };
}
