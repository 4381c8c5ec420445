// Reads calibration result files (plain or gzipped) into the recorded gates bench/lib/rejudge.ts
// and bench/lib/replay.ts judge: mode from the file name (<label>-<mode>-<n>.json), wall time from
// calibrate.mjs's summary (bench/results/<label>.json), round ends from the result's stages.
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

export const RESULTS = join(dirname(fileURLToPath(import.meta.url)), 'results');
export const nameOf = (file) => basename(file).replace(/\.gz$/, '');
export const labelOf = (file) => nameOf(file).replace(/-[a-z0-9]+-\d+\.json$/, '');

/** A result file, plain or gzipped, parsed. */
export function readResult(file) {
  const bytes = readFileSync(file);
  return JSON.parse((file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8'));
}

/** The median of finite numbers; NaN for none. */
export function median(values) {
  const s = values.filter(Number.isFinite).sort((a, b) => a - b);
  return s.length === 0 ? NaN : (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2;
}

/** Wall time per result file name, from each label's calibrate.mjs summary. */
function wallTimes(files) {
  const walls = new Map();
  for (const label of new Set(files.map(labelOf))) {
    const path = join(RESULTS, `${label}.json`);
    if (!existsSync(path)) continue;
    for (const gate of JSON.parse(readFileSync(path, 'utf8')).gates ?? [])
      walls.set(gate.file, gate.wallMs);
  }
  return walls;
}

/**
 * Ms from the start to the end of each round's last measured window: the measure stages in order,
 * one per side per round. Only for a single scenario, whose stages are its rounds'.
 */
function roundEnds(result) {
  if ((result.scenarios ?? []).length !== 1) return undefined;
  const start = Date.parse(result.startedAt);
  const measures = (result.stages ?? []).filter((s) => s.stage === 'measure');
  const ends = [];
  for (let i = 1; i < measures.length; i += 2)
    ends.push(Date.parse(measures[i].startedAt) + measures[i].durationMs - start);
  return ends;
}

/**
 * Each measured window's mean host steal (%), from the telemetry record of the same scenario, side
 * and round, on windows recorded before the gate kept it on the window itself (hostStealPct).
 */
function withHostSteal(result) {
  const steal = new Map();
  for (const record of result.telemetry?.records ?? []) {
    const values = record.series?.['host.steal']?.values ?? [];
    const { scenario, side, round } = record.label ?? {};
    if (values.length > 0 && side)
      steal.set(`${scenario}|${side}|${round}`, values.reduce((a, b) => a + b, 0) / values.length);
  }
  return (window) => {
    if (window.hostStealPct !== undefined) return window;
    const pct = steal.get(`${window.scenario}|${window.side}|${window.round}`);
    return pct === undefined ? window : { ...window, hostStealPct: pct };
  };
}

/** The recorded gates of the given files. */
export function readRecordedGates(files) {
  const walls = wallTimes(files);
  return files.map((file) => {
    const result = readResult(file);
    const name = nameOf(file);
    const ends = roundEnds(result);
    const steal = withHostSteal(result);
    return {
      file: name,
      mode: /-([a-z0-9]+)-\d+\.json$/.exec(name)?.[1] ?? 'unknown',
      verdict: result.verdict,
      wallMs: walls.get(name),
      ...(ends ? { roundEndsMs: ends } : {}),
      compare: result.config?.compare ?? { tolerance: {} },
      scenarios: (result.scenarios ?? []).map((s) => ({
        name: s.name,
        windows: s.windows.map(steal),
        rules: s.rules,
      })),
    };
  });
}
