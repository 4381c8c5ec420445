// `perf-gate history` on the repository's data branch, with real git and no network (a bare
// repository in a temporary folder is origin): append --to-branch makes the branch and records on
// it, show and export --from-branch read it; --from-branch / --to-branch without a name mean
// perf-gate-data; exactly one of a folder and a branch must be given, and a bad branch name is
// refused naming the flag and the fix.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  APPEND_FLAGS,
  appendCommand,
  exportCommand,
  HISTORY_FLAGS,
  historyCommand,
} from '../../../src/commands/history.js';
import { parseFlags, registerFlags, type FlagTable } from '../../../src/commands/options.js';
import { ConfigError } from '../../../src/errors.js';
import { commit, measuredResult } from '../history/records.js';

let root: string;
let clone: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'perf-gate-history-branch-cli-'));
  execFileSync('git', ['init', '--quiet', '--bare', join(root, 'origin.git')]);
  execFileSync('git', ['clone', '--quiet', join(root, 'origin.git'), join(root, 'clone')], {
    stdio: 'ignore',
  });
  clone = join(root, 'clone');
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

function resultFile(n: number): string {
  const file = join(root, `result-${n}.json`);
  writeFileSync(file, JSON.stringify(measuredResult(commit(n))));
  return file;
}

async function refusal(run: () => Promise<unknown>): Promise<ConfigError> {
  const error = await run().then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ConfigError);
  return error as ConfigError;
}

describe('perf-gate history on the data branch', { timeout: 30_000 }, () => {
  it('append --to-branch records on origin; show and export --from-branch read it back', async () => {
    expect(await appendCommand(resultFile(1), { toBranch: true, branch: 'main' }, clone)).toBe(
      `perf-gate history: recorded ${commit(1).slice(0, 12)} (2026-03-01T09:30:00.000Z, 1 scenario(s)) in 2026-03.jsonl on origin/perf-gate-data (the branch was made)`,
    );
    expect(await appendCommand(resultFile(2), { toBranch: 'perf-gate-data' }, clone)).toMatch(
      /in 2026-03\.jsonl on origin\/perf-gate-data$/,
    );
    const shown = await historyCommand({ fromBranch: true }, clone);
    expect(shown.problems).toEqual([]);
    expect(shown.text).toMatch(/^perf-gate history: 2 record\(s\) in origin\/perf-gate-data, /);
    const exported = await exportCommand(
      { fromBranch: 'perf-gate-data', format: 'csv', series: 'scenario/content-detail/p95' },
      clone,
    );
    expect(exported.text?.trim().split('\n')).toEqual([
      'time,commit,series,value',
      `2026-03-01T09:30:00.000Z,${commit(1)},scenario/content-detail/p95,190`,
      `2026-03-01T09:30:00.000Z,${commit(2)},scenario/content-detail/p95,190`,
    ]);
    // The clone's checkout has no data branch of its own: the history lives on origin.
    expect(execFileSync('git', ['branch', '--list'], { cwd: clone, encoding: 'utf8' }).trim()).toBe(
      '',
    );
  });

  it('takes exactly one history: a folder or the branch', async () => {
    const both = await refusal(() =>
      historyCommand({ from: join(root, 'h'), fromBranch: true }, clone),
    );
    expect(both.describe()).toBe(
      `--from ${join(root, 'h')} and --from-branch perf-gate-data name two histories; give one.\n` +
        "Fix: Pass --from <folder> for a history folder, or --from-branch for the repository's data branch.",
    );
    const neither = await refusal(() => exportCommand({ format: 'csv' }, clone));
    expect(neither.describe()).toBe(
      '--from or --from-branch is required.\n' +
        "Fix: Pass --from <folder> (e.g. --from .perf-gate/history), or --from-branch for the repository's perf-gate-data branch on origin.",
    );
    // Refused before the result file is read (it does not exist).
    const twoTargets = await refusal(() =>
      appendCommand(join(root, 'none.json'), { to: join(root, 'h'), toBranch: true }, clone),
    );
    expect(twoTargets.message).toBe(
      `--to ${join(root, 'h')} and --to-branch perf-gate-data name two histories; give one.`,
    );
  });

  it('reading a branch origin does not have names it and how to make it', async () => {
    const missing = await refusal(() => historyCommand({ fromBranch: 'perf/history' }, clone));
    expect(missing.describe()).toBe(
      'origin has no branch perf/history: no result was recorded on it yet.\n' +
        'Fix: Record one first (`perf-gate history append <result> --to-branch perf/history`, or the action on a push to the default branch), or name the branch that holds the history.',
    );
  });

  it('reads --from-branch / --to-branch without a name as perf-gate-data, and refuses a bad name', async () => {
    /** What commander hands over for `args`, read through the table. */
    const parsed = <T extends FlagTable>(table: T, args: string[]) => {
      let raw: Record<string, unknown> = {};
      const command = registerFlags(new Command('x').exitOverride(), table).action(
        (options: Record<string, unknown>) => {
          raw = options;
        },
      );
      command.parse(args, { from: 'user' });
      return parseFlags(table, raw);
    };
    expect(parsed(HISTORY_FLAGS, ['--from-branch']).fromBranch).toBe('perf-gate-data');
    expect(parsed(HISTORY_FLAGS, ['--from-branch', 'perf/main']).fromBranch).toBe('perf/main');
    expect(parsed(APPEND_FLAGS, ['--to-branch']).toBranch).toBe('perf-gate-data');
    expect(parsed(HISTORY_FLAGS, []).fromBranch).toBeUndefined();
    const bad = await refusal(() => historyCommand({ fromBranch: 'a..b' }, clone));
    expect(bad.describe()).toBe(
      '--from-branch "a..b" is not a valid branch name: it contains a character git refuses in a branch name.\n' +
        'Fix: Pass --from-branch a plain branch name such as perf-gate-data (letters, digits, "-", "_", "." and "/", not starting with "-").',
    );
    const refused = await refusal(() =>
      appendCommand(resultFile(3), { toBranch: 'data.lock' }, clone),
    );
    expect(refused.message).toBe(
      '--to-branch "data.lock" is not a valid branch name: git check-ref-format refuses it.',
    );
  });
});
