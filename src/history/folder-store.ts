// The history kept in a local folder: one JSON-lines file per month (`YYYY-MM.jsonl`, the month of
// each record's time in UTC), one record per line (record.ts). What `perf-gate history` reads and
// `perf-gate history append` writes (docs/history.md).
//
// An append rewrites the month's file whole: the new content goes to a temporary file in the same
// folder, which is then renamed over the old one, so a reader sees the old file or the new one,
// never half of one. Appends are not serialised between processes: the folder has one writer at a
// time. Reading validates every line against the record schema; a line that is not JSON, not a
// record or of another schema version is reported (file, line, why, the start of the line) and
// skipped, never fatal.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../errors.js';
import { formatBytes, readAtMost } from '../files/bounded-read.js';
import { oneLine, shownValue, SHOWN_VALUE_CHARS } from '../format/shown.js';
import { HISTORY_SCHEMA, historyRecordSchema, type HistoryRecord } from './record.js';

/** A month's file name. */
const MONTH_FILE = /^\d{4}-(0[1-9]|1[0-2])\.jsonl$/;

/**
 * The largest month file read. A record of a gate with 5 scenarios of 20 endpoints each is about
 * 17 kB: 64 MB holds some 3,900 of them, one every 11 minutes for a whole month.
 */
export const MAX_MONTH_BYTES = 64 * 1024 * 1024;

/** A line that was skipped, and why. */
export interface StoreProblem {
  /** the month file's name */
  file: string;
  /** 1-based; 0 when the whole file was skipped */
  line: number;
  reason: string;
  /** the start of the line, on one line, at most about 80 characters */
  value?: string;
}

/** What a read found: the records in file and line order, and what was skipped. */
export interface StoreContents {
  records: HistoryRecord[];
  problems: StoreProblem[];
}

/** The month file a record belongs in, e.g. `2026-03.jsonl`. */
export function monthFileOf(record: Pick<HistoryRecord, 'time'>): string {
  const at = new Date(record.time);
  if (Number.isNaN(at.getTime())) throw new RangeError(`not a time: ${record.time}`);
  return `${at.toISOString().slice(0, 7)}.jsonl`;
}

/** Appends one record to its month's file (the folder is made when missing); returns that file. */
export function appendRecord(folder: string, record: HistoryRecord): string {
  const checked = historyRecordSchema.parse(record);
  const name = monthFileOf(checked);
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
    before = readAtMost(file, MAX_MONTH_BYTES, (size) => tooLarge(name, size.bytes));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const separator = before === '' || before.endsWith('\n') ? '' : '\n';
  const temporary = join(folder, `.${name}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    writeFileSync(temporary, `${before}${separator}${JSON.stringify(checked)}\n`, { flush: true });
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  return file;
}

/**
 * Every record of the folder's month files, oldest month first, and every line skipped. A folder
 * that does not exist is a ConfigError; files that are not month files are left alone.
 */
export function readRecords(folder: string): StoreContents {
  let names: string[];
  try {
    if (!statSync(folder).isDirectory()) throw Object.assign(new Error(), { code: 'ENOTDIR' });
    names = readdirSync(folder).filter((name) => MONTH_FILE.test(name));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new ConfigError(
      `The history folder ${folder} cannot be read (${code === 'ENOENT' ? 'it does not exist' : code === 'ENOTDIR' ? 'it is not a folder' : code}).`,
      {
        fix: 'Pass --from the folder `perf-gate history append --to` wrote, e.g. --from .perf-gate/history.',
      },
    );
  }
  const records: HistoryRecord[] = [];
  const problems: StoreProblem[] = [];
  for (const name of names.sort()) {
    let text: string;
    try {
      text = readAtMost(join(folder, name), MAX_MONTH_BYTES, (size) => tooLarge(name, size.bytes));
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

/** The records of one month file's text, and the lines skipped. */
export function parseMonth(file: string, text: string): StoreContents {
  const records: HistoryRecord[] = [];
  const problems: StoreProblem[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '') continue;
    const problem = (reason: string): void => {
      problems.push({ file, line: index + 1, reason, value: shownLine(line) });
    };
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch {
      problem('not JSON (a truncated or hand-edited line?)');
      continue;
    }
    const schema = (raw as { schema?: unknown } | null)?.schema;
    if (schema !== HISTORY_SCHEMA) {
      problem(
        schema === undefined
          ? 'not a perf-gate history record (no schema field)'
          : `schema ${shownValue(schema)}, this perf-gate reads schema ${HISTORY_SCHEMA}`,
      );
      continue;
    }
    const checked = historyRecordSchema.safeParse(raw);
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      problem(`${issue.path.join('.') || '(record)'}: ${oneLine(issue.message, 200)}`);
      continue;
    }
    records.push(checked.data);
  }
  return { records, problems };
}

/** A problem as one line: `2026-03.jsonl:12: not JSON …: "{"schema":1,…"`. */
export function describeProblem(problem: StoreProblem): string {
  const where = problem.line > 0 ? `${problem.file}:${problem.line}` : problem.file;
  return `${where}: ${problem.reason}${problem.value === undefined ? '' : `: ${problem.value}`}`;
}

function shownLine(line: string): string {
  return JSON.stringify(oneLine(line, SHOWN_VALUE_CHARS));
}

function tooLarge(name: string, bytes: number): ConfigError {
  return new ConfigError(
    `${name} is ${formatBytes(bytes)}, more than the ${formatBytes(MAX_MONTH_BYTES)} a month file may be; it was skipped.`,
  );
}
