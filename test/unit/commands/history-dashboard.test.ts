// `perf-gate history dashboard` on real temporary folders: writes the page (its folder made when
// missing) and says where; refuses an --out that is the history folder, another folder, a month
// file of the history or cannot be written, and a --repository that is not one, each with the fix.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardCommand, register } from '../../../src/commands/history.js';
import { ConfigError } from '../../../src/errors.js';
import { appendRecord } from '../../../src/history/folder-store.js';
import { REPORT_CSP_META } from '../../../src/report/html/document.js';
import { steppedCommit, steppedHistory } from '../history/stepped.js';

let folder: string;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'perf-gate-dashboard-cli-'));
});

afterEach(() => {
  vi.restoreAllMocks();
  rmSync(folder, { recursive: true, force: true });
});

function refusal(run: () => unknown): ConfigError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('expected a ConfigError');
}

function writeHistory(): string {
  const history = join(folder, 'history');
  for (const record of steppedHistory()) appendRecord(history, record);
  return history;
}

const OUT_FIX = 'Fix: Pass --out a file in a folder you can write to, e.g. --out dashboard.html.';

describe('perf-gate history dashboard', () => {
  it('writes the page, its folder made when missing, linked to the repository', () => {
    const out = join(folder, 'site', 'dashboard.html');
    const { line, problems } = dashboardCommand({
      from: writeHistory(),
      out,
      repository: 'octo/shop',
      points: '30',
      maxSeries: '4',
    });
    expect(line).toBe(`perf-gate history: wrote the dashboard of 40 record(s) to ${out}`);
    expect(problems).toEqual([]);
    const html = readFileSync(out, 'utf8');
    expect(html).toContain(REPORT_CSP_META);
    expect(html.match(/<svg [^>]*class="chart"/g)).toHaveLength(4);
    expect(html).toContain('data-points="30"');
    expect(html).toContain(`https://github.com/octo/shop/commit/${steppedCommit(39)}`);
  });

  it('counts the skipped lines on the page and returns them', () => {
    const history = writeHistory();
    writeFileSync(join(history, '2026-02.jsonl'), '{"schema":1,"commit":\n', { flag: 'a' });
    const out = join(folder, 'dashboard.html');
    const { problems } = dashboardCommand({ from: history, out });
    expect(problems).toMatchObject([{ file: '2026-02.jsonl' }]);
    expect(readFileSync(out, 'utf8')).toContain('1 line(s) of the store were skipped');
  });

  it('refuses an --out that is the history folder, a folder or a month file of the history', () => {
    const history = writeHistory();
    expect(refusal(() => dashboardCommand({ from: history, out: history })).describe()).toBe(
      `--out ${history} is the history folder --from reads: the dashboard is one file.\n${OUT_FIX}`,
    );
    mkdirSync(join(folder, 'site'));
    expect(
      refusal(() => dashboardCommand({ from: history, out: join(folder, 'site') })).message,
    ).toBe(`--out ${join(folder, 'site')} is a folder: the dashboard is one file.`);
    const month = join(history, '2026-02.jsonl');
    expect(refusal(() => dashboardCommand({ from: history, out: month })).message).toBe(
      `--out ${month} is a file of the history folder ${history}: writing it would replace records.`,
    );
    expect(readFileSync(month, 'utf8').split('\n')).toHaveLength(29);
  });

  it('refuses an --out that cannot be written before reading the history', () => {
    const file = join(folder, 'a-file');
    writeFileSync(file, '');
    const out = join(file, 'dashboard.html');
    const error = refusal(() => dashboardCommand({ from: join(folder, 'missing'), out }));
    expect(error.describe()).toBe(`Cannot write the dashboard ${out} (ENOTDIR).\n${OUT_FIX}`);
  });

  it('needs --from and --out, and refuses a --repository that is not one', () => {
    expect(refusal(() => dashboardCommand({ out: 'x.html' })).message).toBe('--from is required.');
    expect(refusal(() => dashboardCommand({ from: folder })).describe()).toBe(
      '--out is required.\nFix: Pass e.g. --out dashboard.html.',
    );
    expect(
      refusal(() =>
        dashboardCommand({ from: folder, out: 'x.html', repository: 'javascript:alert(1)' }),
      ).describe(),
    ).toBe(
      `--repository must be owner/name or the repository's https address (got "javascript:alert(1)").\n` +
        'Fix: Pass e.g. --repository octo-org/orders-service.',
    );
    expect(
      refusal(() => dashboardCommand({ from: folder, out: 'x.html', points: '1' })).message,
    ).toBe('--points must be a whole number ≥ 2 (got "1").');
  });

  it('is registered under perf-gate history and prints where it wrote', async () => {
    const program = new Command().exitOverride();
    register(program);
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const out = join(folder, 'd.html');
    await program.parseAsync(['history', 'dashboard', '--from', writeHistory(), '--out', out], {
      from: 'user',
    });
    expect(String(stdout.mock.calls[0]?.[0])).toBe(
      `perf-gate history: wrote the dashboard of 40 record(s) to ${out}\n`,
    );
  });
});
