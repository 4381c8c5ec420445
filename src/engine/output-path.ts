// Files perf-gate writes for the user (the result JSON, the reports): their folder is created one
// level at a time, and a path that cannot be written is a ConfigError naming it. Node's recursive
// mkdir loops forever on some paths (under /proc it spins a core), so it is not used here.
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ConfigError } from '../errors.js';

/** Creates `dir` and its missing parents, each with a plain mkdir. */
export function makeDirectory(dir: string): void {
  const missing: string[] = [];
  let current = resolve(dir);
  while (!existsSync(current)) {
    missing.push(current);
    const parent = dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const folder of missing.reverse()) mkdirSync(folder);
}

function unwritable(what: string, path: string, error: unknown): ConfigError {
  const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
  return new ConfigError(`Cannot write the ${what} ${path} (${code}).`, {
    fix: 'Give a path in a folder this user can write (CLI: --result / --report; action: the result-path input).',
    cause: error,
  });
}

/**
 * Checks, before any work, that `path` can be written: creates its folder and a probe file next to
 * it. Returns the error naming the path, or undefined.
 */
export function outputPathProblem(path: string, what = 'result file'): ConfigError | undefined {
  const probe = `${path}.probe-${process.pid}`;
  try {
    makeDirectory(dirname(path));
    closeSync(openSync(probe, 'wx'));
    rmSync(probe, { force: true });
    return undefined;
  } catch (error) {
    return unwritable(what, path, error);
  }
}

/** Writes `text` to `path` atomically (temp file + rename); a failure names the path. */
export function writeOutputFile(path: string, text: string, what = 'result file'): void {
  const temp = `${path}.tmp-${process.pid}`;
  try {
    makeDirectory(dirname(path));
    writeFileSync(temp, text);
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw unwritable(what, path, error);
  }
}

/** Where the HTML report of a result file goes: perf-gate-result.json → perf-gate-result.html. */
export function htmlPathFor(resultPath: string): string {
  return resultPath.endsWith('.json') ? `${resultPath.slice(0, -5)}.html` : `${resultPath}.html`;
}

/**
 * The markdown report (--report) must not be the file the result or its HTML report goes to: the
 * later write would replace the earlier one, silently.
 */
export function reportPathClash(resultPath: string, reportPath: string): ConfigError | undefined {
  const report = resolve(reportPath);
  const taken =
    report === resolve(resultPath)
      ? 'the result file'
      : report === resolve(htmlPathFor(resultPath))
        ? `the HTML report of --result ${resultPath}`
        : undefined;
  if (!taken) return undefined;
  return new ConfigError(`--report ${reportPath} is where perf-gate writes ${taken}.`, {
    fix: `Give the markdown report a file of its own, e.g. --report ${report.replace(/\.[^./]*$/, '')}.md.`,
  });
}
