// The history in a local folder, on real temporary folders: one JSON-lines file per month, appends
// that leave no temporary file behind and never a half-written month, and a read that reports a
// truncated, foreign or invalid line (file, line, why, its start cut to ~80 characters) and skips
// it, never failing on it.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../../src/errors.js';
import {
  appendRecord,
  describeProblem,
  monthFileOf,
  readRecords,
} from '../../../src/history/folder-store.js';
import { record } from './records.js';

let folder: string;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'perf-gate-history-'));
});

afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

const january = record(1, { p95: 100 });
const alsoJanuary = record(2, { p95: 110 });
const february = { ...record(3, { p95: 120 }), time: '2026-02-03T10:00:00+01:00' };

describe('the folder store', () => {
  it('appends each record to the file of its month in UTC, one JSON line each', () => {
    expect(appendRecord(folder, january)).toBe(join(folder, '2026-01.jsonl'));
    appendRecord(folder, alsoJanuary);
    appendRecord(folder, february);
    expect(readdirSync(folder).sort()).toEqual(['2026-01.jsonl', '2026-02.jsonl']);
    const lines = readFileSync(join(folder, '2026-01.jsonl'), 'utf8').split('\n');
    expect(lines).toEqual([JSON.stringify(january), JSON.stringify(alsoJanuary), '']);
    expect(readRecords(folder)).toEqual({
      records: [january, alsoJanuary, february],
      problems: [],
    });
  });

  it('names the month by UTC: 00:30 on 1 March in Paris is still February', () => {
    expect(monthFileOf({ time: '2026-03-01T00:30:00+01:00' })).toBe('2026-02.jsonl');
    expect(monthFileOf({ time: '2026-12-31T23:59:59Z' })).toBe('2026-12.jsonl');
  });

  it('makes a missing folder, and leaves no temporary file behind', () => {
    const nested = join(folder, 'a', 'history');
    appendRecord(nested, january);
    appendRecord(nested, alsoJanuary);
    expect(readdirSync(nested)).toEqual(['2026-01.jsonl']);
  });

  it('keeps a last line that lacks its newline whole', () => {
    writeFileSync(join(folder, '2026-01.jsonl'), JSON.stringify(january));
    appendRecord(folder, alsoJanuary);
    expect(readRecords(folder).records).toEqual([january, alsoJanuary]);
  });

  it('refuses to write a record that is not one', () => {
    expect(() => appendRecord(folder, { ...january, commit: 'not-a-sha' })).toThrow(/commit/);
    expect(readdirSync(folder)).toEqual([]);
  });

  it('reports and skips a truncated, foreign, future or invalid line, keeping the rest', () => {
    const good = JSON.stringify(january);
    const truncated = good.slice(0, 150);
    const lines = [
      good,
      truncated,
      '{"name":"another tool","values":[1,2,3]}',
      JSON.stringify({ ...alsoJanuary, schema: 2 }),
      JSON.stringify({ ...alsoJanuary, time: 'yesterday' }),
      '',
      JSON.stringify(alsoJanuary),
    ];
    writeFileSync(join(folder, '2026-01.jsonl'), `${lines.join('\n')}\n`);
    writeFileSync(join(folder, 'notes.txt'), 'not a month file\n');
    const { records, problems } = readRecords(folder);
    expect(records).toEqual([january, alsoJanuary]);
    expect(problems.map(describeProblem)).toEqual([
      `2026-01.jsonl:2: not JSON (a truncated or hand-edited line?): ${JSON.stringify(`${truncated.slice(0, 79)}…`)}`,
      '2026-01.jsonl:3: not a perf-gate history record (no schema field): "{\\"name\\":\\"another tool\\",\\"values\\":[1,2,3]}"',
      `2026-01.jsonl:4: schema 2, this perf-gate reads schema 1: ${JSON.stringify(`${lines[3]!.slice(0, 79)}…`)}`,
      `2026-01.jsonl:5: time: Invalid ISO datetime: ${JSON.stringify(`${lines[4]!.slice(0, 79)}…`)}`,
    ]);
    // The start of the line, as a JSON string: 80 characters at most before escaping.
    for (const problem of problems)
      expect((JSON.parse(problem.value!) as string).length).toBeLessThanOrEqual(80);
  });

  it('shows a line with control characters on one line', () => {
    writeFileSync(join(folder, '2026-01.jsonl'), 'bad\u001b[31m line\r\n');
    expect(readRecords(folder).problems).toEqual([
      {
        file: '2026-01.jsonl',
        line: 1,
        reason: 'not JSON (a truncated or hand-edited line?)',
        value: '"bad [31m line "',
      },
    ]);
  });

  it('refuses a folder that does not exist, naming it and the fix', () => {
    const missing = join(folder, 'nowhere');
    let caught: unknown;
    try {
      readRecords(missing);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as ConfigError).message).toBe(
      `The history folder ${missing} cannot be read (it does not exist).`,
    );
    expect((caught as ConfigError).fix).toMatch(/--from/);
    writeFileSync(join(folder, 'file'), '');
    expect(() => readRecords(join(folder, 'file'))).toThrow(/it is not a folder/);
  });

  it('reads an empty folder as an empty history', () => {
    expect(readRecords(folder)).toEqual({ records: [], problems: [] });
  });
});
