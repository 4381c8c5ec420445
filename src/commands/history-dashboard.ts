// `perf-gate history dashboard --from <folder> --out <file> [--repository owner/name]`: main's
// history as one HTML page (src/history/dashboard.ts, docs/history.md); its flags are registered
// in history.ts, beside the other history subcommands. The output path is checked
// before the history is read, as the gate checks its result path (engine/output-path.ts): a path
// that is the history folder, a folder, a month file of the history or not writable is refused with
// exit 2.
import { existsSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { outputPathProblem, writeOutputFile } from '../engine/output-path.js';
import { ConfigError, PerfGateError } from '../errors.js';
import { seriesFilter } from '../history/change-points.js';
import { renderDashboard } from '../history/dashboard.js';
import { repositoryUrlOf } from '../history/dashboard-series.js';
import { readRecords, type StoreContents } from '../history/folder-store.js';
import { exampleFix } from './values.js';

const OUT_FIX = 'Pass --out a file in a folder you can write to, e.g. --out dashboard.html.';

/** The options of `perf-gate history dashboard`, parsed (the flag table is in history.ts). */
export interface DashboardValues {
  from?: string;
  out?: string;
  repository?: string;
  series?: string;
  points: number;
  maxSeries: number;
  window: number;
  maxPvalue: number;
  minMagnitude: number;
}

/** Checks --out, reads the history and writes the page; returns the line to print and the lines skipped. */
export function writeDashboard(flags: DashboardValues): {
  line: string;
  problems: StoreContents['problems'];
} {
  const folder = needed(flags.from, '--from', '.perf-gate/history');
  const out = needed(flags.out, '--out', 'dashboard.html');
  if (flags.repository !== undefined && repositoryUrlOf(flags.repository) === undefined) {
    throw new ConfigError(
      `--repository must be owner/name or the repository's https address (got "${flags.repository}").`,
      { fix: exampleFix('--repository', 'octo-org/orders-service') },
    );
  }
  refuseOut(out, folder);
  const problem = outputPathProblem(out, 'dashboard');
  if (problem) throw new ConfigError(problem.message, { fix: OUT_FIX, cause: problem });
  const { records, problems } = readRecords(folder);
  const html = renderDashboard(records, {
    points: flags.points,
    series: flags.maxSeries,
    keep: seriesFilter(flags.series),
    analysis: {
      windowLen: flags.window,
      maxPValue: flags.maxPvalue,
      minMagnitude: flags.minMagnitude,
    },
    ...(flags.repository === undefined ? {} : { repository: flags.repository }),
    ...(problems.length > 0 ? { skipped: problems.length } : {}),
    source: folder,
  });
  try {
    writeOutputFile(out, html, 'dashboard');
  } catch (error) {
    if (!(error instanceof PerfGateError)) throw error;
    throw new ConfigError(error.message, { fix: OUT_FIX, cause: error });
  }
  return {
    line: `perf-gate history: wrote the dashboard of ${records.length} record(s) to ${out}`,
    problems,
  };
}

function needed<T>(given: T | undefined, flag: string, example: string): T {
  if (given === undefined) {
    throw new ConfigError(`${flag} is required.`, { fix: exampleFix(flag, example) });
  }
  return given;
}

/** --out must be a file of its own: not the history folder, not a folder, not a month file. */
function refuseOut(out: string, folder: string): void {
  const real = (path: string): string => (existsSync(path) ? realpathSync(path) : resolve(path));
  const isFolder = existsSync(out) && statSync(out).isDirectory();
  if (isFolder || real(out) === real(folder)) {
    const what = real(out) === real(folder) ? 'the history folder --from reads' : 'a folder';
    throw new ConfigError(`--out ${out} is ${what}: the dashboard is one file.`, { fix: OUT_FIX });
  }
  if (real(dirname(out)) === real(folder) && basename(out).endsWith('.jsonl')) {
    throw new ConfigError(
      `--out ${out} is a file of the history folder ${folder}: writing it would replace records.`,
      { fix: OUT_FIX },
    );
  }
}
