// The history kept in a local folder: one JSON-lines file per month (`YYYY-MM.jsonl`, the month of
// each record's time in UTC), one record per line (record.ts), and `calibrations.jsonl`, one
// calibration per line (calibration-record.ts). What `perf-gate history` reads and `perf-gate
// history append` writes (docs/history.md).
//
// An append rewrites the month's file whole: the new content goes to a temporary file in the same
// folder, which is then renamed over the old one, so a reader sees the old file or the new one,
// never half of one. Appends are not serialised between processes: the folder has one writer at a
// time. Reading validates every line against the record schema with the line parser both stores
// share (store-format.ts); a line that is not JSON, not a record or of another schema version is
// reported (file, line, why, the start of the line) and skipped, never fatal.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../errors.js';
import { formatBytes, readAtMost } from '../files/bounded-read.js';
import {
  CALIBRATIONS_FILE,
  calibrationRecordSchema,
  type CalibrationRecord,
} from './calibration-record.js';
import { historyRecordSchema, type HistoryRecord } from './record.js';
import {
  MAX_MONTH_BYTES,
  MONTH_FILE,
  monthFileOf,
  monthWithRecord,
  parseCalibrations,
  parseMonth,
  type StoreContents,
  type StoreProblem,
} from './store-format.js';

// The shared layout, where the folder store's users have always found it.
export {
  describeProblem,
  MAX_MONTH_BYTES,
  monthFileOf,
  parseMonth,
  type StoreContents,
  type StoreProblem,
} from './store-format.js';

/** Appends one record to its month's file (the folder is made when missing); returns that file. */
export function appendRecord(folder: string, record: HistoryRecord): string {
  const checked = historyRecordSchema.parse(record);
  return appendTo(folder, monthFileOf(checked), checked);
}

/** Appends one calibration to the folder's calibrations file (made when missing); returns it. */
export function appendCalibration(folder: string, record: CalibrationRecord): string {
  return appendTo(folder, CALIBRATIONS_FILE, calibrationRecordSchema.parse(record));
}

function appendTo(folder: string, name: string, record: HistoryRecord | CalibrationRecord): string {
  try {
    mkdirSync(folder, { recursive: true });
  } catch (error) {
    throw new ConfigError(
      `The history folder ${folder} cannot be made (${(error as NodeJS.ErrnoException).code ?? String(error)}).`,
      { fix: 'Pass --to a folder you can write to.' },
    );
  }
  const file = join(folder, name);
  let before = '';
  try {
    before = readAtMost(file, MAX_MONTH_BYTES, (size) => monthTooLarge(name, size.bytes));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const temporary = join(folder, `.${name}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    writeFileSync(temporary, monthWithRecord(before, record), { flush: true });
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  return file;
}

/**
 * The calibrations of the folder's calibrations file, oldest first, and every line skipped; none
 * when the folder holds no such file. A folder that does not exist is a ConfigError.
 */
export function readCalibrations(folder: string): {
  records: CalibrationRecord[];
  problems: StoreProblem[];
} {
  checkFolder(folder);
  let text: string;
  try {
    text = readAtMost(join(folder, CALIBRATIONS_FILE), MAX_MONTH_BYTES, (size) =>
      monthTooLarge(CALIBRATIONS_FILE, size.bytes),
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { records: [], problems: [] };
    const reason =
      error instanceof ConfigError
        ? error.message
        : `cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`;
    return { records: [], problems: [{ file: CALIBRATIONS_FILE, line: 0, reason }] };
  }
  return parseCalibrations(text);
}

/**
 * Every record of the folder's month files, oldest month first, and every line skipped. A folder
 * that does not exist is a ConfigError; files that are not month files are left alone.
 */
export function readRecords(folder: string): StoreContents {
  const names = checkFolder(folder).filter((name) => MONTH_FILE.test(name));
  const records: HistoryRecord[] = [];
  const problems: StoreProblem[] = [];
  for (const name of names.sort()) {
    let text: string;
    try {
      text = readAtMost(join(folder, name), MAX_MONTH_BYTES, (size) =>
        monthTooLarge(name, size.bytes),
      );
    } catch (error) {
      const reason =
        error instanceof ConfigError
          ? error.message
          : `cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`;
      problems.push({ file: name, line: 0, reason });
      continue;
    }
    const parsed = parseMonth(name, text);
    records.push(...parsed.records);
    problems.push(...parsed.problems);
  }
  return { records, problems };
}

/** The folder's file names; a ConfigError when it is not a folder that can be read. */
function checkFolder(folder: string): string[] {
  try {
    if (!statSync(folder).isDirectory()) throw Object.assign(new Error(), { code: 'ENOTDIR' });
    return readdirSync(folder);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new ConfigError(
      `The history folder ${folder} cannot be read (${code === 'ENOENT' ? 'it does not exist' : code === 'ENOTDIR' ? 'it is not a folder' : code}).`,
      {
        fix: 'Pass --from the folder `perf-gate history append --to` wrote, e.g. --from .perf-gate/history.',
      },
    );
  }
}

/** A month file (or the calibrations file) over MAX_MONTH_BYTES: skipped when read, refused when appended to. */
export function monthTooLarge(name: string, bytes: number): ConfigError {
  return new ConfigError(
    `${name} is ${formatBytes(bytes)}, more than the ${formatBytes(MAX_MONTH_BYTES)} a file of the history may be; it was skipped.`,
  );
}
