// What no other test shows: perf-gate's E-divisive means finds the same change points as Apache
// Otava itself on the same series (within one position, as docs/history.md promises; they agree
// exactly today). Otava 0.8.0 runs from the venv scripts/provision installs
// (~/.cache/perf-gate/otava) through test/support/otava-change-points.py, once for every series
// here: Otava's own CSV example read by Otava's CSV importer, Otava's Tigerbeetle data set at
// several settings, seeded synthetic series (steps up and down of several sizes in noise, clean
// series, two steps, a deterministic work counter), every series of the two histories recorded
// for real by bench/history-bench.mjs (bench/results/hist1-*), and a history exported with
// `--format otava` and read back by Otava's importer. Without the venv every test fails, saying
// to run scripts/provision.
//
// A unit test rather than an integration one: it starts no container, and the integration
// project's global setup builds the example app's jar first.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededNormal } from '../../../src/analysis/stats.js';
import { eDivisive, type EDivisiveOptions } from '../../../src/history/e-divisive.js';
import { exportHistory } from '../../../src/history/export.js';
import { readRecords } from '../../../src/history/folder-store.js';
import { seriesOf } from '../../../src/history/record.js';
import { record } from './records.js';

const tools = process.env.PERF_GATE_TOOLS ?? join(homedir(), '.cache/perf-gate');
const python = join(tools, 'otava/bin/python');
const driver = fileURLToPath(new URL('../../support/otava-change-points.py', import.meta.url));
const fixture = (name: string) =>
  fileURLToPath(new URL(`../../fixtures/history/${name}`, import.meta.url));

interface OtavaPoint {
  index: number;
  pvalue: number;
  magnitude: number;
}
interface OtavaRun {
  series: Record<string, OtavaPoint[]>;
  csv: Record<
    string,
    {
      commits: string[];
      times: number[];
      values: Record<string, number[]>;
      change_points: Record<string, OtavaPoint[]>;
    }
  >;
}
interface Run {
  options?: Partial<EDivisiveOptions>;
  series?: Record<string, number[]>;
  csv?: { name: string; file: string; metrics: string[] }[];
}

/** Otava's option names. */
const otavaOptions = (o: Partial<EDivisiveOptions> = {}) => ({
  ...(o.windowLen === undefined ? {} : { window_len: o.windowLen }),
  ...(o.maxPValue === undefined ? {} : { max_pvalue: o.maxPValue }),
  ...(o.minMagnitude === undefined ? {} : { min_magnitude: o.minMagnitude }),
});

// ---- the series ---------------------------------------------------------------------------------

const csvRows = readFileSync(fixture('otava-local-sample.csv'), 'utf8').trim().split('\n').slice(1);
const csvColumn = (i: number) => csvRows.map((row) => Number(row.split(',')[i]));
const tigerbeetle = JSON.parse(readFileSync(fixture('otava-tigerbeetle.json'), 'utf8')) as number[];

/** n points around `level` with `noise` relative spread, times `factor` from each step on. */
function synthetic(
  seed: number,
  n: number,
  noise: number,
  steps: [at: number, factor: number][] = [],
): number[] {
  const normal = seededNormal(seed);
  return Array.from({ length: n }, (_, i) => {
    const level = steps.reduce((value, [at, factor]) => (i >= at ? value * factor : value), 200);
    return level * (1 + noise * normal());
  });
}

const SYNTHETIC: Record<string, number[]> = {
  'up 5 % at 30 of 60, 1 % noise': synthetic(1, 60, 0.01, [[30, 1.05]]),
  'up 10 % at 25 of 50, 3 % noise': synthetic(2, 50, 0.03, [[25, 1.1]]),
  'up 30 % at 12 of 30, 5 % noise': synthetic(3, 30, 0.05, [[12, 1.3]]),
  'down 8 % at 40 of 70, 2 % noise': synthetic(4, 70, 0.02, [[40, 0.92]]),
  'down 20 % at 10 of 40, 4 % noise': synthetic(5, 40, 0.04, [[10, 0.8]]),
  'up 2 % at 30 of 60, 3 % noise (under the noise)': synthetic(6, 60, 0.03, [[30, 1.02]]),
  'clean, 60 points, 3 % noise': synthetic(7, 60, 0.03),
  'clean, 120 points, 1 % noise': synthetic(8, 120, 0.01),
  'two steps: +15 % at 12, +6 % at 22 of 30': synthetic(9, 30, 0.02, [
    [12, 1.15],
    [22, 1.06],
  ]),
  'two steps: +12 % at 20, -10 % at 45 of 80': synthetic(10, 80, 0.03, [
    [20, 1.12],
    [45, 0.9],
  ]),
  'three steps over 150 points (windows slide)': synthetic(11, 150, 0.02, [
    [40, 1.1],
    [90, 0.85],
    [120, 1.2],
  ]),
  'statements per request 3 → 4 at 22 of 30': Array.from({ length: 30 }, (_, i) =>
    i < 22 ? 3 : 4,
  ),
  'error rate 0 then 0.2 %': Array.from({ length: 30 }, (_, i) => (i < 18 ? 0 : 0.002)),
};

/** Every series of the two recorded histories (bench/results/hist1-stepped and -clean). */
function recordedSeries(): Record<string, number[]> {
  const all: Record<string, number[]> = {};
  for (const kind of ['stepped', 'clean']) {
    const folder = fileURLToPath(new URL(`../../../bench/results/hist1-${kind}`, import.meta.url));
    for (const [key, points] of seriesOf(readRecords(folder).records))
      all[`${kind} ${key}`] = points.map((p) => p.value);
  }
  return all;
}
const RECORDED = recordedSeries();

// ---- one Otava run for all of them --------------------------------------------------------------

const RUNS: Run[] = [
  {
    series: { ...SYNTHETIC, metric1: csvColumn(2), metric2: csvColumn(3) },
    csv: [
      {
        name: 'local_sample',
        file: fixture('otava-local-sample.csv'),
        metrics: ['metric1', 'metric2'],
      },
    ],
  },
  { options: { windowLen: 30, maxPValue: 0.01, minMagnitude: 0.05 }, series: { tigerbeetle } },
  { options: { windowLen: 30, maxPValue: 0.1, minMagnitude: 0.05 }, series: { tigerbeetle } },
  { options: { windowLen: 30, maxPValue: 0.001, minMagnitude: 0 }, series: { tigerbeetle } },
  { options: { windowLen: 10, maxPValue: 0.05, minMagnitude: 0.02 }, series: SYNTHETIC },
  // The recorded histories at Otava's defaults, and with the 5 % magnitude an issue needs.
  { series: RECORDED },
  { options: { minMagnitude: 0.05 }, series: RECORDED },
];

let folder: string;
let exported: { file: string; records: ReturnType<typeof record>[] };
let otava: Promise<{ otava: string; runs: OtavaRun[] }>;

/** Records of 30 commits whose p95 steps +15 % at 12 and statements 3 → 4 at 22, exported for Otava. */
function exportedHistory(): { file: string; records: ReturnType<typeof record>[] } {
  const noise = seededNormal(12);
  const records = Array.from({ length: 30 }, (_, i) =>
    record(i, {
      p95: (i < 12 ? 180 : 207) * (1 + 0.02 * noise()),
      tps: 100 * (1 + 0.003 * noise()),
      statements: i < 22 ? 3 : 4,
    }),
  );
  const file = join(folder, 'history-otava.csv');
  writeFileSync(file, exportHistory(records, 'otava'));
  return { file, records };
}

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'perf-gate-otava-'));
  exported = exportedHistory();
  otava = (async () => {
    if (!existsSync(python)) {
      throw new Error(
        `Apache Otava is not installed (no ${python}): run scripts/provision, which installs apache-otava 0.8.0 into that venv.`,
      );
    }
    const runs = [
      ...RUNS,
      {
        csv: [
          {
            name: 'perf-gate export',
            file: exported.file,
            metrics: [...seriesOf(exported.records).keys()],
          },
        ],
      },
    ].map((run) => ({ ...run, options: otavaOptions(run.options) }));
    const child = promisify(execFile)(python, [driver], { maxBuffer: 64 * 1024 * 1024 });
    child.child.stdin?.end(JSON.stringify({ runs }));
    const { stdout } = await child;
    return JSON.parse(stdout) as { otava: string; runs: OtavaRun[] };
  })();
  // Each test awaits it and fails with its error; nothing is left unhandled meanwhile.
  otava.catch(() => undefined);
});

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

// ---- the comparison -----------------------------------------------------------------------------

/** Both lists of change points, after checking they agree within one position. */
function expectSame(name: string, mine: number[], theirs: number[]): void {
  const close =
    mine.length === theirs.length && mine.every((index, i) => Math.abs(index - theirs[i]!) <= 1);
  expect(close, `${name}: perf-gate ${JSON.stringify(mine)}, Otava ${JSON.stringify(theirs)}`).toBe(
    true,
  );
}

function compareRun(at: number, run: Run, result: OtavaRun): number {
  let compared = 0;
  for (const [name, values] of Object.entries(run.series ?? {})) {
    const mine = eDivisive(values, run.options);
    const theirs = result.series[name]!;
    expectSame(
      name,
      mine.map((p) => p.index),
      theirs.map((p) => p.index),
    );
    // Where the positions agree, so do the statistics.
    for (const [i, point] of mine.entries()) {
      if (point.index !== theirs[i]!.index) continue;
      expect(point.magnitude).toBeCloseTo(theirs[i]!.magnitude, 9);
      expect(point.pValue).toBeCloseTo(theirs[i]!.pvalue, 9);
    }
    compared++;
  }
  expect(compared, `run ${at}`).toBeGreaterThan(0);
  return compared;
}

// Importing numpy and scipy takes Otava seconds on a busy 2-core machine: the first test waits.
describe('perf-gate and Apache Otava 0.8.0 on the same series', { timeout: 120_000 }, () => {
  it('run Otava 0.8.0 from the provisioned venv', async () => {
    expect((await otava).otava).toBe('0.8.0');
  });

  it("agree on Otava's CSV example, which Otava reads with its own importer", async () => {
    const { runs } = await otava;
    const imported = runs[0]!.csv['local_sample']!;
    expect(imported.values['metric2']).toEqual(csvColumn(3));
    expect(imported.change_points['metric2']!.map((p) => p.index)).toEqual([6]);
    expect(imported.change_points['metric1']).toEqual([]);
    expectSame(
      'metric2',
      eDivisive(csvColumn(3)).map((p) => p.index),
      [6],
    );
    expectSame(
      'metric1',
      eDivisive(csvColumn(2)).map((p) => p.index),
      [],
    );
  });

  it("agree on Otava's Tigerbeetle data set at three settings", async () => {
    const { runs } = await otava;
    for (const at of [1, 2, 3]) compareRun(at, RUNS[at]!, runs[at]!);
  });

  it('agree on seeded steps up and down, clean series, two and three steps, counters', async () => {
    const { runs } = await otava;
    // At Otava's defaults, and with a short window, a 5 % p-value and a 2 % magnitude.
    expect(compareRun(0, RUNS[0]!, runs[0]!)).toBe(Object.keys(SYNTHETIC).length + 2);
    expect(compareRun(4, RUNS[4]!, runs[4]!)).toBe(Object.keys(SYNTHETIC).length);
    // The synthetic cases are what they claim: the clean ones have no change point.
    expect(runs[0]!.series['clean, 60 points, 3 % noise']).toEqual([]);
    expect(runs[0]!.series['up 10 % at 25 of 50, 3 % noise']!.map((p) => p.index)).toEqual([25]);
  });

  it('agree on every series of the two histories recorded for real', async () => {
    const { runs } = await otava;
    const count = Object.keys(RECORDED).length;
    expect(count).toBeGreaterThan(20);
    expect(compareRun(5, RUNS[5]!, runs[5]!)).toBe(count);
    expect(compareRun(6, RUNS[6]!, runs[6]!)).toBe(count);
  });

  it('agree on a history exported with --format otava, read by Otava’s CSV importer', async () => {
    const { runs } = await otava;
    const imported = runs.at(-1)!.csv['perf-gate export']!;
    const { records } = exported;
    const series = seriesOf(records);
    expect(imported.commits).toEqual(records.map((r) => r.commit));
    expect(imported.times).toEqual(records.map((r) => Date.parse(r.time) / 1000));
    for (const [key, points] of series) {
      expect(imported.values[key]).toEqual(points.map((p) => p.value));
      const mine = eDivisive(points.map((p) => p.value)).map((p) => p.index);
      expectSame(
        key,
        mine,
        imported.change_points[key]!.map((p) => p.index),
      );
    }
    expect(imported.change_points['scenario/browse/p95']!.map((p) => p.index)).toEqual([12]);
    expect(imported.change_points['scenario/browse/work/statements']!.map((p) => p.index)).toEqual([
      22,
    ]);
  });
});
