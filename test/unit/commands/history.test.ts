// `perf-gate history` on real temporary folders: append records a result file, show prints the
// change points per series (or JSON), export writes a format to stdout or --out; a missing folder,
// a missing or unknown --format and a bad analysis option are ConfigErrors naming the value and
// the fix; a skipped line is reported, not fatal.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  appendCommand,
  exportCommand,
  historyCommand,
  register,
} from '../../../src/commands/history.js';
import { ConfigError } from '../../../src/errors.js';
import { appendRecord } from '../../../src/history/folder-store.js';
import { commit, measuredResult, record } from '../history/records.js';

let folder: string;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'perf-gate-history-cli-'));
});

afterEach(() => {
  vi.restoreAllMocks();
  rmSync(folder, { recursive: true, force: true });
});

async function refusal(run: () => unknown): Promise<ConfigError> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('expected a ConfigError');
}

/** 24 records whose p95 steps from 100 to 130 at record 12. */
function writeHistory(): string {
  const history = join(folder, 'history');
  for (let i = 0; i < 24; i++) appendRecord(history, record(i, { p95: i < 12 ? 100 : 130 }));
  return history;
}

describe('perf-gate history', () => {
  it('append: records a result file in its month file', async () => {
    const file = join(folder, 'perf-gate-result.json');
    writeFileSync(file, JSON.stringify(measuredResult(commit(0xbeef))));
    const line = await appendCommand(file, {
      to: join(folder, 'h'),
      branch: 'main',
      pullRequest: '17',
    });
    expect(line).toBe(
      `perf-gate history: recorded ${commit(0xbeef).slice(0, 12)} (2026-03-01T09:30:00.000Z, 1 scenario(s)) in ${join(folder, 'h', '2026-03.jsonl')}`,
    );
    const stored = JSON.parse(readFileSync(join(folder, 'h', '2026-03.jsonl'), 'utf8')) as unknown;
    expect(stored).toMatchObject({ commit: commit(0xbeef), branch: 'main', pullRequest: 17 });
  });

  it('append: needs --to, and refuses a result that cannot be read', async () => {
    expect((await refusal(() => appendCommand('r.json', {}))).describe()).toBe(
      "--to or --to-branch is required.\nFix: Pass --to <folder> (e.g. --to .perf-gate/history), or --to-branch for the repository's perf-gate-data branch on origin.",
    );
    expect(
      (await refusal(() => appendCommand(join(folder, 'none.json'), { to: folder }))).message,
    ).toBe(`${join(folder, 'none.json')}: cannot be read (ENOENT).`);
  });

  it('show: prints the series with a change point, its commits, change and p-value', async () => {
    const { text, problems } = await historyCommand({
      from: writeHistory(),
      series: 'scenario/browse/p95',
    });
    expect(problems).toEqual([]);
    expect(text).toBe(
      [
        `perf-gate history: 24 record(s) in ${join(folder, 'history')}, 1 series; E-divisive means (window 50, p ≤ 0.001, magnitude ≥ 0%)`,
        '',
        `scenario/browse/p95: 24 points, last 130 (${commit(23).slice(0, 12)})`,
        `  at point 12: ${commit(11).slice(0, 12)}..${commit(12).slice(0, 12)}  +30.0% (100 → 130), magnitude 30.0%, p < 0.0001, worse`,
        '',
      ].join('\n'),
    );
  });

  it('show: counts the series without a change point, and prints JSON on --json', async () => {
    const history = writeHistory();
    const { text } = await historyCommand({ from: history, series: 'scenario/browse/tps' });
    expect(text.split('\n').slice(1)).toEqual(['', '1 series without a change point.', '']);
    const json = JSON.parse((await historyCommand({ from: history, json: true })).text) as {
      records: number;
      series: { key: string; changePoints: { index: number }[] }[];
      problems: unknown[];
    };
    expect(json.records).toBe(24);
    expect(json.series.map((s) => [s.key, s.changePoints.map((cp) => cp.index)])).toEqual([
      ['scenario/browse/endpoint/GET /x/p95', [12]],
      ['scenario/browse/p95', [12]],
      ['scenario/browse/tps', []],
    ]);
    expect(json.problems).toEqual([]);
  });

  it('show: reports a corrupt line and goes on', async () => {
    const history = writeHistory();
    writeFileSync(join(history, '2026-01.jsonl'), '{"schema":1,"commit":\n', { flag: 'a' });
    const { problems } = await historyCommand({ from: history });
    expect(problems).toMatchObject([{ file: '2026-01.jsonl', line: 25 }]);
  });

  it("show: reads Otava's options and refuses bad ones", async () => {
    const history = writeHistory();
    const strict = await historyCommand({
      from: history,
      series: 'scenario/browse/p95',
      minMagnitude: '40%',
    });
    expect(strict.text).toMatch(/magnitude ≥ 40%\)\n\n1 series without a change point/);
    expect((await refusal(() => historyCommand({ from: history, window: '1' }))).message).toBe(
      '--window must be a whole number ≥ 2 (got "1").',
    );
    expect(
      (await refusal(() => historyCommand({ from: history, maxPvalue: '5%' }))).describe(),
    ).toBe(
      '--max-pvalue must be a number above 0 and below 1 (got "5%").\nFix: Pass e.g. --max-pvalue 0.001.',
    );
  });

  it('show and export: a missing folder names it and the fix', async () => {
    const missing = join(folder, 'missing');
    const error = await refusal(() => historyCommand({ from: missing }));
    expect(error.describe()).toBe(
      `The history folder ${missing} cannot be read (it does not exist).\n` +
        'Fix: Pass --from the folder `perf-gate history append --to` wrote, e.g. --from .perf-gate/history.',
    );
    expect((await refusal(() => historyCommand({}))).message).toBe(
      '--from or --from-branch is required.',
    );
    expect((await refusal(() => exportCommand({ from: missing, format: 'csv' }))).message).toMatch(
      /does not exist/,
    );
  });

  it('export: needs a known --format, naming the value given', async () => {
    const history = writeHistory();
    expect((await refusal(() => exportCommand({ from: history, format: 'xlsx' }))).describe()).toBe(
      '--format must be "otava", "bencher" or "csv" (got "xlsx").\nFix: Pass e.g. --format otava.',
    );
    expect((await refusal(() => exportCommand({ from: history }))).message).toBe(
      '--format is required.',
    );
  });

  it('export: prints the format, or writes it to --out', async () => {
    const history = writeHistory();
    const printed = await exportCommand({
      from: history,
      format: 'csv',
      series: 'scenario/browse/tps',
    });
    expect(printed.text?.split('\n')).toHaveLength(26);
    const out = join(folder, 'otava.csv');
    expect((await exportCommand({ from: history, format: 'otava', out })).text).toBeUndefined();
    expect(readFileSync(out, 'utf8').split('\n')[0]).toBe(
      'time,commit,scenario/browse/endpoint/GET /x/p95,scenario/browse/p95,scenario/browse/tps',
    );
    expect(
      (
        await refusal(() =>
          exportCommand({ from: history, format: 'csv', out: join(folder, 'no/x.csv') }),
        )
      ).message,
    ).toBe(`--out ${join(folder, 'no/x.csv')} cannot be written (ENOENT).`);
  });

  it('registers show as the default subcommand, beside append, export, dashboard and calibrations', async () => {
    const program = new Command().exitOverride();
    register(program);
    const history = program.commands.find((c) => c.name() === 'history')!;
    expect(history.commands.map((c) => c.name())).toEqual([
      'show',
      'append',
      'export',
      'dashboard',
      'calibrations',
    ]);
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    await program.parseAsync(
      ['history', '--from', writeHistory(), '--series', 'scenario/browse/p95'],
      {
        from: 'user',
      },
    );
    expect(String(stdout.mock.calls[0]?.[0])).toMatch(/^perf-gate history: 24 record\(s\)/);
    expect(history.commands[0]!.helpInformation()).toMatch(
      /--window <n>[\s\S]*?\(default:\s+"50"\)/,
    );
  });
});
