// A data branch for the output tests: a bare repository standing in for the one on GitHub (served
// as file://<root>/<owner>/<repo>.git, the address the action's temporary repository fetches
// from), with records already on its history branch, written by git in a scratch clone. Also the
// run contexts and the log the targets are given. Git only, no network.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CALIBRATIONS_FILE,
  type CalibrationRecord,
} from '../../../src/history/calibration-record.js';
import type { HistoryRecord } from '../../../src/history/record.js';
import { monthFileOf, monthWithRecord } from '../../../src/history/store-format.js';

/** The bare repository of acme/travel under `root`, made empty. */
export function makeOrigin(root: string): string {
  const origin = join(root, 'acme', 'travel.git');
  mkdirSync(origin, { recursive: true });
  execFileSync('git', ['init', '--quiet', '--bare', origin]);
  return origin;
}

/** Puts `records` on `branch` of `origin`, one file per month, and `calibrations`, in one commit. */
export function seedDataBranch(
  origin: string,
  records: readonly HistoryRecord[],
  branch = 'perf-gate-data',
  calibrations: readonly CalibrationRecord[] = [],
): void {
  const work = mkdtempSync(join(tmpdir(), 'perf-gate-seed-'));
  try {
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args], {
        cwd: work,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    git('init', '--quiet');
    git('checkout', '--quiet', '--orphan', branch);
    const months = new Map<string, string>();
    for (const record of records) {
      const file = monthFileOf(record);
      months.set(file, monthWithRecord(months.get(file) ?? '', record));
    }
    for (const [file, text] of months) writeFileSync(join(work, file), text);
    if (calibrations.length > 0) {
      const text = calibrations.reduce((all, c) => monthWithRecord(all, c), '');
      writeFileSync(join(work, CALIBRATIONS_FILE), text);
    }
    git('add', '.');
    git('commit', '--quiet', '-m', 'history');
    git('push', '--quiet', origin, `HEAD:refs/heads/${branch}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The lines a target logged, each prefixed with its level. */
export function recordingLog() {
  const lines: string[] = [];
  return {
    lines,
    log: {
      info: (l: string) => lines.push(`info ${l}`),
      notice: (l: string) => lines.push(`notice ${l}`),
      warning: (l: string) => lines.push(`warning ${l}`),
    },
  };
}
