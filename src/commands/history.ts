// `perf-gate history`: main's history kept in a local folder or on the repository's data branch
// (docs/history.md); `--from-branch` / `--to-branch [name]` stand for `--from` / `--to <folder>`.
//   perf-gate history [show] --from <folder> [--series <pattern>] [--json]   change points per series
//   perf-gate history append <result.json> --to <folder>                      records one result
//   perf-gate history append <calibration.json> --to <folder>                 records one calibration
//   perf-gate history calibrations --from <folder> [--json]                   the calibrations recorded
//   perf-gate history export --from <folder> --format otava|bencher|csv       the series for other tools
//   perf-gate history dashboard --from <folder> --out <file.html>             one HTML page of charts
// Skipped lines of the store are listed on stderr; bad input is a ConfigError (exit 2).
import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { ConfigError } from '../errors.js';
import { formatSignedPct, round } from '../format/numbers.js';
import {
  analyzeHistory,
  seriesFilter,
  type HistoryAnalysis,
  type HistoryChangePoint,
} from '../history/change-points.js';
import { OTAVA_DEFAULTS } from '../history/e-divisive.js';
import { EXPORT_FORMATS, exportHistory } from '../history/export.js';
import { describeProblem, type StoreContents } from '../history/folder-store.js';
import { DASHBOARD_LIMITS } from '../history/dashboard-series.js';
import { recordFromResult } from '../history/record.js';
import {
  appendCalibrationToHistory,
  appendToHistory,
  branchFlag,
  checkAppendTarget,
  fromBranchFlag,
  fromFlag,
  readHistory,
} from './history-source.js';
import { parseFlags, registerFlags, toggle, value } from './options.js';
import { readSavedFile } from './read-result.js';
import { pct } from '../report/calibration.js';
import { registerCalibrations } from './history-calibrations.js';
import { writeDashboard } from './history-dashboard.js';
import { choiceFlag, countFlag, exampleFix, fractionFlag, numberFlag } from './values.js';

const seriesFlag = value(
  '--series <pattern>',
  'only the series whose key starts with this, or matches it with * (any characters) and ?',
);

/** A p-value: above 0 and below 1. */
function pValueFlag(flag: string, text: string): number {
  const p = Number(text);
  if (text.trim() === '' || !(p > 0 && p < 1)) {
    throw new ConfigError(`${flag} must be a number above 0 and below 1 (got "${text}").`, {
      fix: exampleFix(flag, '0.001'),
    });
  }
  return p;
}

/** The options of `perf-gate history [show]`; the analysis options are Otava's. */
export const HISTORY_FLAGS = {
  from: fromFlag,
  fromBranch: fromBranchFlag,
  series: seriesFlag,
  window: value(
    '--window <n>',
    "points analysed at once (Otava's --window)",
    (flag, text) => numberFlag(flag, text, { whole: true, min: 2 }),
    { default: String(OTAVA_DEFAULTS.windowLen) },
  ),
  maxPvalue: value(
    '--max-pvalue <p>',
    "largest p-value of a change point (Otava's --pvalue)",
    pValueFlag,
    { default: String(OTAVA_DEFAULTS.maxPValue) },
  ),
  minMagnitude: value(
    '--min-magnitude <pct>',
    "smallest relative change of a change point, e.g. 2% (Otava's --magnitude)",
    fractionFlag,
    { default: `${OTAVA_DEFAULTS.minMagnitude * 100}%` },
  ),
  json: toggle('--json', 'print the series and their change points as JSON'),
};

/** The options of `perf-gate history append`. */
export const APPEND_FLAGS = {
  to: value('--to <folder>', 'the history folder (made when missing)'),
  toBranch: branchFlag(
    '--to-branch [name]',
    "the repository's data branch on origin (made when missing), instead of --to",
  ),
  branch: value('--branch <name>', 'the branch the commit was measured on'),
  pullRequest: value('--pull-request <n>', 'the pull request the commit came from', countFlag),
};

/** The options of `perf-gate history export`. */
export const EXPORT_FLAGS = {
  from: fromFlag,
  fromBranch: fromBranchFlag,
  format: value('--format <format>', 'otava, bencher or csv', choiceFlag(EXPORT_FORMATS)),
  series: seriesFlag,
  out: value('--out <file>', 'write here instead of stdout'),
};

/** Registers `perf-gate history` and its subcommands. */
export function register(program: Command): void {
  const history = program
    .command('history')
    .description("Main's history: change points per series, recording a result, export");
  registerFlags(
    history
      .command('show', { isDefault: true })
      .description('Print each series of the history with its change points (the default)'),
    HISTORY_FLAGS,
  ).action(async (raw: Record<string, unknown>) => {
    const { text, problems } = await historyCommand(raw);
    reportProblems(problems);
    process.stdout.write(text);
  });
  registerFlags(
    history
      .command('append')
      .description(
        "Record a result's figures, or a calibration, in the history folder or on the data branch",
      )
      .argument(
        '<result>',
        'perf-gate-result.json of the commit to record, or calibration.json of perf-gate calibrate',
      ),
    APPEND_FLAGS,
  ).action(async (file: string, raw: Record<string, unknown>) => {
    process.stdout.write(`${await appendCommand(file, raw)}\n`);
  });
  registerFlags(
    history
      .command('export')
      .description("Write the history's series for Apache Otava, Bencher or a spreadsheet"),
    EXPORT_FLAGS,
  ).action(async (raw: Record<string, unknown>) => {
    const { text, problems } = await exportCommand(raw);
    reportProblems(problems);
    if (text !== undefined) process.stdout.write(text);
  });
  registerDashboard(history);
  registerCalibrations(history, reportProblems);
}

function needed<T>(given: T | undefined, flag: string, example: string): T {
  if (given === undefined) {
    throw new ConfigError(`${flag} is required.`, { fix: exampleFix(flag, example) });
  }
  return given;
}

/** `perf-gate history [show]`: the text (or JSON) to print and the lines skipped. */
export async function historyCommand(
  raw: Record<string, unknown>,
  cwd = process.cwd(),
): Promise<{
  text: string;
  problems: StoreContents['problems'];
}> {
  const flags = parseFlags(HISTORY_FLAGS, raw);
  const { records, problems, where } = await readHistory(flags, cwd);
  const analysis = analyzeHistory(
    records,
    { windowLen: flags.window, maxPValue: flags.maxPvalue, minMagnitude: flags.minMagnitude },
    seriesFilter(flags.series),
  );
  const text = flags.json
    ? `${JSON.stringify({ ...analysis, problems }, null, 2)}\n`
    : renderHistory(analysis, where);
  return { text, problems };
}

/**
 * `perf-gate history append`: records the result, or the calibration of a calibration.json;
 * returns the line to print.
 */
export async function appendCommand(
  file: string,
  raw: Record<string, unknown>,
  cwd = process.cwd(),
): Promise<string> {
  const flags = parseFlags(APPEND_FLAGS, raw);
  checkAppendTarget(flags);
  const saved = readSavedFile(
    file,
    (code) =>
      new ConfigError(`${file}: cannot be read (${code}).`, {
        fix: 'Pass the perf-gate-result.json a `perf-gate run` wrote, or the calibration.json of `perf-gate calibrate`.',
      }),
    flags.branch === undefined ? {} : { branch: flags.branch },
  );
  if (saved.kind === 'calibration') {
    if (flags.pullRequest !== undefined) {
      throw new ConfigError(
        `--pull-request ${flags.pullRequest}: ${file} is a calibration, not a gate's result.`,
        {
          fix: 'Leave --pull-request out when recording a calibration.json.',
        },
      );
    }
    const { record } = saved;
    const where = await appendCalibrationToHistory(flags, record, cwd);
    return `perf-gate history: recorded the calibration of ${record.runner.class} (${record.time}, instance-noise ${pct(record.entry.instanceNoise)}) in ${where}`;
  }
  const record = recordFromResult(saved.result, {
    ...(flags.branch === undefined ? {} : { branch: flags.branch }),
    ...(flags.pullRequest === undefined ? {} : { pullRequest: flags.pullRequest }),
  });
  const scenarios = Object.keys(record.scenarios).length;
  const where = await appendToHistory(flags, record, cwd);
  return `perf-gate history: recorded ${record.commit.slice(0, 12)} (${record.time}, ${scenarios} scenario(s)) in ${where}`;
}

/** `perf-gate history export`: the text (undefined when written to --out) and the lines skipped. */
export async function exportCommand(
  raw: Record<string, unknown>,
  cwd = process.cwd(),
): Promise<{
  text: string | undefined;
  problems: StoreContents['problems'];
}> {
  const flags = parseFlags(EXPORT_FLAGS, raw);
  const format = needed(flags.format, '--format', 'otava');
  const { records, problems } = await readHistory(flags, cwd);
  const text = exportHistory(records, format, seriesFilter(flags.series));
  if (flags.out === undefined) return { text, problems };
  try {
    writeFileSync(flags.out, text);
  } catch (error) {
    throw new ConfigError(
      `--out ${flags.out} cannot be written (${(error as NodeJS.ErrnoException).code ?? String(error)}).`,
      { fix: 'Pass --out a file in a folder that exists and you can write to.' },
    );
  }
  return { text: undefined, problems };
}

function reportProblems(problems: StoreContents['problems']): void {
  for (const problem of problems)
    process.stderr.write(`perf-gate: skipped ${describeProblem(problem)}\n`);
}

/** Four significant digits. */
const figure = (n: number): string => String(round(n));
const pValue = (p: number): string => (p < 0.0001 ? '< 0.0001' : p.toFixed(4));

function renderChangePoint(cp: HistoryChangePoint): string {
  const commits = `${cp.fromCommit.slice(0, 12)}..${cp.toCommit.slice(0, 12)}`;
  const also = cp.alsoChanged.length > 0 ? ` (${cp.alsoChanged.join(', ')} changed too)` : '';
  return (
    `  at point ${cp.index}: ${commits}  ${formatSignedPct(cp.changePct)} (${figure(cp.meanBefore)} → ` +
    `${figure(cp.meanAfter)}), magnitude ${cp.magnitudePct.toFixed(1)}%, p ${pValue(cp.pValue)}, ` +
    `${cp.worse ? 'worse' : 'better'}${also}`
  );
}

/** The analysis as the terminal shows it: the series with change points, then a count of the rest. */
export function renderHistory(analysis: HistoryAnalysis, where: string): string {
  const { windowLen, maxPValue, minMagnitude } = analysis.options;
  const lines = [
    `perf-gate history: ${analysis.records} record(s) in ${where}, ${analysis.series.length} series; ` +
      `E-divisive means (window ${windowLen}, p ≤ ${maxPValue}, magnitude ≥ ${round(minMagnitude * 100)}%)`,
  ];
  const changed = analysis.series.filter((series) => series.changePoints.length > 0);
  for (const series of changed) {
    const last = series.points[series.points.length - 1]!;
    lines.push(
      '',
      `${series.key}: ${series.points.length} points, last ${figure(last.value)} (${last.commit.slice(0, 12)})`,
      ...series.changePoints.map(renderChangePoint),
    );
  }
  const quiet = analysis.series.length - changed.length;
  if (quiet > 0 || changed.length === 0) {
    lines.push('', `${quiet} series without a change point.`);
  }
  return `${lines.join('\n')}\n`;
}

// `perf-gate history dashboard`: the flags here, the work in history-dashboard.ts.

/** The options of `perf-gate history dashboard`; the analysis options are those of `show`. */
export const DASHBOARD_FLAGS = {
  from: fromFlag,
  out: value('--out <file>', 'the HTML file to write, e.g. dashboard.html'),
  repository: value(
    '--repository <owner/name>',
    "link each result to its commit and pull request: owner/name on github.com, or the repository's https address",
  ),
  series: seriesFlag,
  points: value(
    '--points <n>',
    'the latest results drawn per series',
    (flag, text) => numberFlag(flag, text, { whole: true, min: 2 }),
    { default: String(DASHBOARD_LIMITS.points) },
  ),
  maxSeries: value(
    '--max-series <n>',
    'the most series drawn (the page names the rest)',
    (flag, text) => numberFlag(flag, text, { whole: true, min: 1 }),
    { default: String(DASHBOARD_LIMITS.series) },
  ),
  window: HISTORY_FLAGS.window,
  maxPvalue: HISTORY_FLAGS.maxPvalue,
  minMagnitude: HISTORY_FLAGS.minMagnitude,
};

/** `perf-gate history dashboard`: writes the page; the line to print and the lines skipped. */
export function dashboardCommand(raw: Record<string, unknown>): ReturnType<typeof writeDashboard> {
  return writeDashboard(parseFlags(DASHBOARD_FLAGS, raw));
}

function registerDashboard(history: Command): void {
  registerFlags(
    history
      .command('dashboard')
      .description('Write the history as one HTML page: a chart per series, change points marked'),
    DASHBOARD_FLAGS,
  ).action((raw: Record<string, unknown>) => {
    const { line, problems } = dashboardCommand(raw);
    reportProblems(problems);
    process.stdout.write(`${line}\n`);
  });
}
