// The git wrapper's deadline, with a fake `git` on PATH: a call that outlives its deadline is
// stopped and named (subcommand, ref, deadline), never with its other arguments.
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GitTimeoutError, git, gitSubcommand } from '../../../src/build/git.js';

const FAKE_GIT = `#!/bin/sh
case "$1" in
  rev-parse) echo "  0123456789abcdef  " ;;
  token) echo "token=\${GITHUB_TOKEN:-none}" ;;
  fail) echo "fatal: not a git repository" >&2; exit 128 ;;
  hash-object) cat ;;
  fetch) exec sleep 5 ;;
  # a helper that outlives git and holds its output open (ssh during a fetch)
  worktree) sleep 3 & exec sleep 5 ;;
esac
`;

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fake-git-'));
  writeFileSync(join(dir, 'git'), FAKE_GIT);
  chmodSync(join(dir, 'git'), 0o755);
  vi.stubEnv('PATH', `${dir}:${process.env.PATH ?? ''}`);
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('git', () => {
  it('returns the trimmed output, with the allow-listed environment only', async () => {
    vi.stubEnv('GITHUB_TOKEN', 'ghs_secret');
    await expect(git(['rev-parse', 'HEAD'], { cwd: dir, timeoutMs: 5_000 })).resolves.toBe(
      '0123456789abcdef',
    );
    await expect(git(['token'], { cwd: dir, timeoutMs: 5_000 })).resolves.toBe('token=none');
  });

  it('writes the input to git’s stdin, and keeps the output untrimmed when asked', async () => {
    await expect(
      git(['hash-object', '--stdin'], {
        cwd: dir,
        timeoutMs: 5_000,
        input: ' a\nb\n',
        trim: false,
      }),
    ).resolves.toBe(' a\nb\n');
  });

  it('passes a failure on as it is, not as a timeout', async () => {
    const failure = await git(['fail'], { cwd: dir, timeoutMs: 5_000 }).catch((e: unknown) => e);
    expect(failure).not.toBeInstanceOf(GitTimeoutError);
    expect(String(failure)).toContain('not a git repository');
  });

  it('stops a fetch at its deadline with an error naming the subcommand, ref and deadline', async () => {
    const started = Date.now();
    const error = await git(
      ['fetch', '--no-tags', '--end-of-options', 'https://user:hunter2@example.com/r.git', 'main'],
      { cwd: dir, timeoutMs: 200, ref: 'main' },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitTimeoutError);
    const timeout = error as GitTimeoutError;
    expect(timeout.message).toBe(
      '`git fetch` for main did not finish within 0.2 s and was stopped.',
    );
    expect(timeout.fix).toContain('fetch-depth: 0');
    expect(timeout.kind).toBe('environment');
    expect(timeout.describe()).not.toContain('hunter2');
    // stopped, not waited for (the fake sleeps 5 s)
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('does not wait for a helper that outlives a stopped git', async () => {
    const started = Date.now();
    const error = await git(['worktree', 'add', '--detach', '/tmp/x', 'abc'], {
      cwd: dir,
      timeoutMs: 200,
    }).catch((e: unknown) => e);
    expect((error as Error).message).toBe(
      '`git worktree add` did not finish within 0.2 s and was stopped.',
    );
    expect((error as GitTimeoutError).fix).toContain('.git/index.lock');
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it('names a call by its subcommand only', () => {
    expect(gitSubcommand(['rev-parse', '--verify', 'main'])).toBe('git rev-parse');
    expect(gitSubcommand(['worktree', 'remove', '--force', '/tmp/w'])).toBe('git worktree remove');
    expect(gitSubcommand(['-c', 'user.name=perf-gate', '-c', 'user.email=x', 'commit-tree'])).toBe(
      'git commit-tree',
    );
  });
});
