// The layout both history stores share (docs/history.md): one JSON-lines file per month
// (`YYYY-MM.jsonl`, the month of each record's time in UTC), one record per line (record.ts), and
// `calibrations.jsonl`, one calibration per line (calibration-record.ts), kept
// in a local folder (folder-store.ts) or on a data branch of the repository (branch-store.ts).
// Here: the month file's name, the text of a month after an append, the line parser that reports
// a line that is not JSON, not a record or of another schema version (file, line, why, the start
// of the line) and skips it, and the rules for the data branch's name. Pure.
import { ConfigError } from '../errors.js';
import { oneLine, shownValue, SHOWN_VALUE_CHARS } from '../format/shown.js';
import type { z } from 'zod';
import {
  CALIBRATION_SCHEMA,
  CALIBRATIONS_FILE,
  calibrationRecordSchema,
  type CalibrationRecord,
} from './calibration-record.js';
import { HISTORY_SCHEMA, historyRecordSchema, type HistoryRecord } from './record.js';

/** A month's file name. */
export const MONTH_FILE = /^\d{4}-(0[1-9]|1[0-2])\.jsonl$/;

/**
 * The largest month file read. A record of a gate with 5 scenarios of 20 endpoints each is about
 * 17 kB: 64 MB holds some 3,900 of them, one every 11 minutes for a whole month.
 */
export const MAX_MONTH_BYTES = 64 * 1024 * 1024;

/** The data branch the action records main's history on unless told otherwise. */
export const DEFAULT_HISTORY_BRANCH = 'perf-gate-data';

/** The README of a data branch, the one file besides the month files and the calibrations. */
export const DATA_BRANCH_README = `# perf-gate history

Written by perf-gate: one JSON-lines file per month (\`YYYY-MM.jsonl\`), one record per result of
the default branch, and \`calibrations.jsonl\`, one line per \`perf-gate calibrate\` recorded. Read
them with \`perf-gate history --from-branch\` and \`perf-gate history calibrations --from-branch\`;
see perf-gate's docs/history.md. Do not merge this branch into another one.
`;

/** A line that was skipped, and why. */
export interface StoreProblem {
  /** the month file's (or the calibrations file's) name */
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

/**
 * A month's (or the calibrations file's) text with one more record: its lines as they were (a last
 * line without its newline kept whole, an invalid line kept as it is), then the record as one JSON
 * line.
 */
export function monthWithRecord(before: string, record: HistoryRecord | CalibrationRecord): string {
  const separator = before === '' || before.endsWith('\n') ? '' : '\n';
  return `${before}${separator}${JSON.stringify(record)}\n`;
}

/** The records of one month file's text, and the lines skipped. */
export function parseMonth(file: string, text: string): StoreContents {
  const parsed = parseLines(file, text, (raw) => {
    const schema = (raw as { schema?: unknown } | null)?.schema;
    if (schema !== HISTORY_SCHEMA) {
      return schema === undefined
        ? 'not a perf-gate history record (no schema field)'
        : `schema ${shownValue(schema)}, this perf-gate reads schema ${HISTORY_SCHEMA}`;
    }
    return historyRecordSchema;
  });
  return { records: parsed.records, problems: parsed.problems };
}

/** The calibrations of the store's calibrations file, and the lines skipped. */
export function parseCalibrations(text: string): {
  records: CalibrationRecord[];
  problems: StoreProblem[];
} {
  return parseLines(CALIBRATIONS_FILE, text, (raw) => {
    const { kind, schema } = (raw ?? {}) as { kind?: unknown; schema?: unknown };
    if (kind !== 'calibration')
      return 'not a perf-gate calibration record (kind is not "calibration")';
    if (schema !== CALIBRATION_SCHEMA)
      return `schema ${shownValue(schema)}, this perf-gate reads calibration schema ${CALIBRATION_SCHEMA}`;
    return calibrationRecordSchema;
  });
}

/**
 * One JSON record per line; `check` names the schema a parsed line must meet, or why it is not
 * one of the file's records. A line that fails is reported (file, line, why, its start) and skipped.
 */
function parseLines<T>(
  file: string,
  text: string,
  check: (raw: unknown) => string | z.ZodType<T>,
): { records: T[]; problems: StoreProblem[] } {
  const records: T[] = [];
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
    const schema = check(raw);
    if (typeof schema === 'string') {
      problem(schema);
      continue;
    }
    const checked = schema.safeParse(raw);
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

/**
 * Why a data branch name cannot go to git as given (the pure pre-check; `git check-ref-format`
 * decides the rest), or undefined when it may.
 */
export function historyBranchProblem(name: string): string | undefined {
  if (name === '') return 'it is empty';
  // A leading "-" makes git read the name as an option (`--upload-pack=...` runs a command).
  if (name.startsWith('-')) return 'it starts with "-", which git would read as an option';
  if (/\s|\p{Cc}/u.test(name)) return 'it contains whitespace or a control character';
  if (name.startsWith('refs/')) return 'it is a full ref; give the branch name alone';
  if (/[:^~?*[\\]|\.\.|@\{/.test(name))
    return 'it contains a character git refuses in a branch name';
  return undefined;
}

/**
 * The ConfigError for a data branch name git would not take as a branch; `label` is how the
 * caller names the setting: `input history-branch`, `--to-branch` (default: the history branch).
 */
export function badHistoryBranch(name: string, reason: string, label?: string): ConfigError {
  const input = /^input ([\w-]+)$/.exec(label ?? '')?.[1];
  const example = `a plain branch name such as ${DEFAULT_HISTORY_BRANCH} (letters, digits, "-", "_", "." and "/", not starting with "-")`;
  return new ConfigError(
    `${label ?? 'The history branch'} "${name}" is not a valid branch name: ${reason}.`,
    {
      fix: input
        ? `Set \`${input}:\` to ${example}.`
        : label
          ? `Pass ${label} ${example}.`
          : `Name ${example}.`,
    },
  );
}

/** How the action keeps main's history: on the data branch, or not at all (the history input). */
export const HISTORY_MODES = ['branch', 'off'] as const;
export type HistoryMode = (typeof HISTORY_MODES)[number];
