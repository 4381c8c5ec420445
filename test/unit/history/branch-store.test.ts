// The history on a data branch, with real git and no network, so it stays in the unit project: a
// bare repository in a temporary folder is "origin", two clones of it append and read. The branch
// is made as an orphan with its README on the first append; writers overtaken between their fetch
// and their push (the race staged exactly, and two clones appending at once) fetch again and keep
// every record; a corrupt line on the branch is reported and skipped; a bad branch name, a
// repository without the branch and a refused push are errors naming the value and the fix; the
// clones' own checkouts are never touched.
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, EnvironmentError } from '../../../src/errors.js';
import {
  appendCalibrationToBranch,
  appendRecordToBranch,
  readCalibrationsFromBranch,
  readRecordsFromBranch,
  type BranchAppendOptions,
} from '../../../src/history/branch-store.js';
import { calibrationRecordFrom } from '../../../src/history/calibration-record.js';
import { calibrationJson } from './calibrations.js';
import { describeProblem } from '../../../src/history/store-format.js';
import { record } from './records.js';

const BRANCH = 'perf-gate-data';
/** Records each of two concurrent writers appends: about 100 ms each on an idle machine. */
const PER_WRITER = 8;
let root: string;
let origin: string;
let cloneA: string;
let cloneB: string;

/** git as the test runs it, with an identity of its own (the code under test brings its own). */
function sh(cwd: string, ...args: string[]): string {
  return execFileSync(
    'git',
    ['-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args],
    { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  ).trim();
}

let template: string;

// One origin with main and its two clones, made once and copied for each test.
beforeAll(() => {
  template = mkdtempSync(join(tmpdir(), 'perf-gate-branch-store-template-'));
  const origin = join(template, 'origin.git');
  sh(template, 'init', '--quiet', '--bare', '--initial-branch=main', origin);
  sh(template, 'clone', '--quiet', origin, join(template, 'a'));
  sh(join(template, 'a'), 'checkout', '--quiet', '-b', 'main');
  writeFileSync(join(template, 'a', 'App.java'), 'class App {}\n');
  sh(join(template, 'a'), 'add', 'App.java');
  sh(join(template, 'a'), 'commit', '--quiet', '-m', 'the app');
  sh(join(template, 'a'), 'push', '--quiet', 'origin', 'main');
  sh(template, 'clone', '--quiet', origin, join(template, 'b'));
});

afterAll(() => {
  rmSync(template, { recursive: true, force: true });
});

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'perf-gate-branch-store-'));
  cpSync(template, root, { recursive: true });
  origin = join(root, 'origin.git');
  cloneA = join(root, 'a');
  cloneB = join(root, 'b');
  // The copies' origin is the copied bare repository.
  for (const clone of [cloneA, cloneB]) {
    const config = join(clone, '.git', 'config');
    writeFileSync(config, readFileSync(config, 'utf8').replaceAll(template, root));
  }
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const at = (repo: string, extra: Partial<BranchAppendOptions> = {}): BranchAppendOptions => ({
  repo,
  branch: BRANCH,
  backoffMs: 5,
  ...extra,
});

async function failure(promise: Promise<unknown>): Promise<Error> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(Error);
  return outcome as Error;
}

// A second of git per test on an idle machine; more when the unit project runs beside it.
describe('the data branch store', { timeout: 30_000 }, () => {
  it('makes an orphan branch on the first append, then appends to it from either clone', async () => {
    const january = record(1, { p95: 100 });
    const alsoJanuary = record(2, { p95: 110 });
    const february = { ...record(3, { p95: 120 }), time: '2026-02-03T10:00:00.000Z' };
    const first = await appendRecordToBranch(at(cloneA), january);
    expect(first).toMatchObject({ file: '2026-01.jsonl', tries: 1, created: true });
    expect(await appendRecordToBranch(at(cloneB), alsoJanuary)).toMatchObject({
      tries: 1,
      created: false,
    });
    await appendRecordToBranch(at(cloneB), february);

    const read = await readRecordsFromBranch(at(cloneA));
    expect(read.records).toEqual([january, alsoJanuary, february]);
    expect(read.problems).toEqual([]);
    expect(read.commit).toBe(sh(origin, 'rev-parse', BRANCH));
    expect(sh(origin, 'ls-tree', '--name-only', BRANCH).split('\n')).toEqual([
      '2026-01.jsonl',
      '2026-02.jsonl',
      'README.md',
    ]);
    expect(sh(origin, 'show', `${BRANCH}:2026-01.jsonl`).split('\n')).toEqual([
      JSON.stringify(january),
      JSON.stringify(alsoJanuary),
    ]);
    expect(sh(origin, 'show', `${BRANCH}:README.md`)).toContain('perf-gate history');
    // An orphan: one root commit, nothing in common with main; one data commit per record.
    expect(sh(origin, 'rev-list', '--max-parents=0', BRANCH)).toBe(first.commit);
    expect(() => sh(origin, 'merge-base', 'main', BRANCH)).toThrow();
    expect(sh(origin, 'rev-list', '--count', BRANCH)).toBe('3');
    expect(sh(origin, 'log', '-1', '--format=%an', BRANCH)).toBe('perf-gate');

    // The clones' checkouts are as they were: main checked out, clean, no local data branch.
    for (const clone of [cloneA, cloneB]) {
      expect(sh(clone, 'symbolic-ref', '--short', 'HEAD')).toBe('main');
      expect(sh(clone, 'status', '--porcelain')).toBe('');
      expect(sh(clone, 'branch', '--list', '--format=%(refname:short)')).toBe('main');
    }
  });

  it('keeps calibrations in their own file, beside the month files, only on a branch that exists unless told to make it', async () => {
    const calibration = calibrationRecordFrom('calibration.json', calibrationJson());
    // create: false (the action's scheduled calibration) leaves a remote without the branch alone.
    expect(
      await appendCalibrationToBranch({ ...at(cloneA), create: false }, calibration),
    ).toBeUndefined();
    expect(sh(origin, 'branch', '--list', BRANCH)).toBe('');
    const january = record(1, { p95: 100 });
    await appendRecordToBranch(at(cloneA), january);
    expect(await readCalibrationsFromBranch(at(cloneB))).toMatchObject({
      records: [],
      problems: [],
    });
    const appended = await appendCalibrationToBranch({ ...at(cloneB), create: false }, calibration);
    expect(appended).toMatchObject({ file: 'calibrations.jsonl', tries: 1, created: false });
    expect(sh(origin, 'ls-tree', '--name-only', BRANCH).split('\n')).toEqual([
      '2026-01.jsonl',
      'README.md',
      'calibrations.jsonl',
    ]);
    expect(sh(origin, 'log', '-1', '--format=%s', BRANCH)).toBe(
      'perf-gate calibration: 2 cores, AMD EPYC, 24 GiB (2026-12-07T03:41:09.512Z)',
    );
    expect((await readCalibrationsFromBranch(at(cloneA))).records).toEqual([calibration]);
    // The gate records' readers do not see it.
    expect(await readRecordsFromBranch(at(cloneA))).toMatchObject({
      records: [january],
      problems: [],
    });
  });

  it('a writer overtaken between its fetch and its push fetches again and keeps both records', async () => {
    const first = record(1, { p95: 100 });
    await appendRecordToBranch(at(cloneA), first);
    const fromA = record(2, { p95: 110 });
    const fromB = record(3, { p95: 120 });
    const lines: string[] = [];
    const outcome = await appendRecordToBranch(
      at(cloneA, {
        log: (line) => lines.push(line),
        // A has fetched and written its commit; B appends and pushes before A pushes.
        beforePush: async (attempt) => {
          if (attempt === 1) await appendRecordToBranch(at(cloneB), fromB);
        },
      }),
      fromA,
    );
    expect(outcome.tries).toBe(2);
    expect(lines).toEqual([
      expect.stringMatching(
        /^perf-gate: perf-gate-data moved on origin while appending \(another writer\); retrying in \d+ ms \(try 2 of 5\)$/,
      ),
    ]);
    expect((await readRecordsFromBranch(at(cloneB))).records).toEqual([first, fromB, fromA]);
    expect(sh(origin, 'rev-list', '--count', BRANCH)).toBe('3');
  });

  it('two writers making the branch at once: the second appends to the first one’s branch', async () => {
    const fromA = record(1, { p95: 100 });
    const fromB = record(2, { p95: 110 });
    const outcome = await appendRecordToBranch(
      at(cloneA, {
        beforePush: async (attempt) => {
          if (attempt === 1) await appendRecordToBranch(at(cloneB), fromB);
        },
      }),
      fromA,
    );
    expect(outcome).toMatchObject({ tries: 2, created: false });
    expect((await readRecordsFromBranch(at(cloneA))).records).toEqual([fromB, fromA]);
    expect(sh(origin, 'rev-list', '--max-parents=0', BRANCH).split('\n')).toHaveLength(1);
  });

  it('two clones appending at the same time lose no record', async () => {
    // Each writer appends its records one after the other, both writers at once; a push
    // overtaken by the other writer's is retried (the staged race above shows one for certain).
    const writer = async (clone: string, first: number) => {
      for (let n = first; n < first + PER_WRITER; n++)
        await appendRecordToBranch(at(clone, { tries: 50, backoffMs: 20 }), record(n, { p95: n }));
    };
    await Promise.all([writer(cloneA, 0), writer(cloneB, 100)]);
    const { records, problems } = await readRecordsFromBranch(at(cloneA));
    expect(problems).toEqual([]);
    const written = records.map((r) => r.scenarios['browse']?.p95 ?? -1);
    const fromA = Array.from({ length: PER_WRITER }, (_, n) => n);
    const fromB = fromA.map((n) => n + 100);
    // Every record once, and each writer's in the order it wrote them.
    expect(written.filter((p) => p < 100)).toEqual(fromA);
    expect(written.filter((p) => p >= 100)).toEqual(fromB);
    expect(sh(origin, 'rev-list', '--count', BRANCH)).toBe(String(2 * PER_WRITER));
  });

  it('gives up after its tries, with an error saying why', async () => {
    await appendRecordToBranch(at(cloneA), record(1, { p95: 100 }));
    let n = 10;
    const error = await failure(
      appendRecordToBranch(
        at(cloneA, {
          tries: 2,
          beforePush: async () => {
            await appendRecordToBranch(at(cloneB), record(n++, { p95: 1 }));
          },
        }),
        record(2, { p95: 110 }),
      ),
    );
    expect(error).toBeInstanceOf(EnvironmentError);
    expect(error.message).toBe(
      "The record could not be appended to perf-gate-data on origin: 2 pushes were each overtaken by another writer's.",
    );
  });

  it('reports a corrupt or foreign line on the branch and skips it; appending goes on after it', async () => {
    const january = record(1, { p95: 100 });
    await appendRecordToBranch(at(cloneA), january);
    // Someone edits the month file by hand in a checkout of the branch and pushes it.
    sh(cloneB, 'fetch', '--quiet', 'origin', BRANCH);
    sh(cloneB, 'checkout', '--quiet', '-b', BRANCH, `origin/${BRANCH}`);
    const truncated = JSON.stringify(record(2, { p95: 110 })).slice(0, 120);
    const file = join(cloneB, '2026-01.jsonl');
    writeFileSync(file, `${readFileSync(file, 'utf8')}${truncated}\n{"tool":"other"}\n`);
    sh(cloneB, 'commit', '--quiet', '-am', 'a hand edit');
    sh(cloneB, 'push', '--quiet', 'origin', BRANCH);

    const later = record(3, { p95: 120 });
    await appendRecordToBranch(at(cloneA), later);
    const { records, problems } = await readRecordsFromBranch(at(cloneA));
    expect(records).toEqual([january, later]);
    expect(problems.map(describeProblem)).toEqual([
      `2026-01.jsonl:2: not JSON (a truncated or hand-edited line?): ${JSON.stringify(`${truncated.slice(0, 79)}…`)}`,
      '2026-01.jsonl:3: not a perf-gate history record (no schema field): "{\\"tool\\":\\"other\\"}"',
    ]);
  });

  it('refuses a bad branch name before anything is fetched or pushed, naming it and the fix', async () => {
    const refused = [
      ['--upload-pack=touch /tmp/owned', 'it starts with "-", which git would read as an option'],
      ['two words', 'it contains whitespace or a control character'],
      ['a..b', 'it contains a character git refuses in a branch name'],
      ['refs/heads/data', 'it is a full ref; give the branch name alone'],
      ['data.lock', 'git check-ref-format refuses it'],
      ['data/.hidden', 'git check-ref-format refuses it'],
      ['', 'it is empty'],
    ];
    for (const [branch, reason] of refused) {
      for (const attempt of [
        () =>
          appendRecordToBranch(
            { ...at(cloneA), branch: branch!, setting: '--to-branch' },
            record(1, { p95: 1 }),
          ),
        () => readRecordsFromBranch({ ...at(cloneA), branch: branch!, setting: '--to-branch' }),
      ]) {
        const error = await failure(attempt());
        expect(error, branch).toBeInstanceOf(ConfigError);
        expect(error.message).toBe(
          `--to-branch "${branch}" is not a valid branch name: ${reason}.`,
        );
        expect((error as ConfigError).fix).toMatch(
          /^Pass --to-branch a plain branch name such as perf-gate-data/,
        );
      }
    }
    expect(sh(origin, 'for-each-ref', '--format=%(refname)')).toBe('refs/heads/main');
  });

  it('reading a branch origin does not have, or outside a clone, is a ConfigError with the fix', async () => {
    const missing = await failure(readRecordsFromBranch(at(cloneA)));
    expect(missing).toBeInstanceOf(ConfigError);
    expect(missing.message).toBe(
      'origin has no branch perf-gate-data: no result was recorded on it yet.',
    );
    const outside = await failure(readRecordsFromBranch(at(root)));
    expect(outside).toBeInstanceOf(ConfigError);
    expect(outside.message).toBe(
      `${root} is not inside a git repository, so it has no data branch.`,
    );
    const noRemote = await failure(readRecordsFromBranch({ ...at(cloneA), remote: 'upstream' }));
    expect(noRemote.message).toBe(
      'The repository has no remote upstream, where the data branch is kept.',
    );
  });

  it('a push the remote refuses (no write permission) fails at once, naming git’s reason', async () => {
    const hook = join(origin, 'hooks', 'pre-receive');
    writeFileSync(hook, '#!/bin/sh\necho "error: this token cannot write" >&2\nexit 1\n');
    chmodSync(hook, 0o755);
    const lines: string[] = [];
    const error = await failure(
      appendRecordToBranch(at(cloneA, { log: (l) => lines.push(l) }), record(1, { p95: 1 })),
    );
    expect(error).toBeInstanceOf(EnvironmentError);
    expect(error.message).toBe(
      'The push of perf-gate-data to origin was refused: remote: error: this token cannot write.',
    );
    expect((error as EnvironmentError).fix).toContain('contents: write');
    expect(lines).toEqual([]);
  });
});
