// The base side's git worktree is in the resource scope before git starts, so an interrupt during
// `git worktree add` removes it too; a checkout git refuses leaves no temp folder. Real git, a
// throw-away repository, a private TMPDIR so that other runs' folders do not count.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutBase } from '../../src/build/worktree.js';
import { ResourceScope } from '../../src/env/scope.js';

let repo: string;
let privateTmp: string;
let sha: string;
const savedTmp = process.env.TMPDIR;
const git = (...args: string[]): string =>
  execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
const baseFolders = (): string[] =>
  readdirSync(privateTmp).filter((name) => name.startsWith('perf-gate-base-'));

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), 'perf-gate-checkout-repo-'));
  privateTmp = mkdtempSync(join(tmpdir(), 'perf-gate-checkout-tmp-'));
  git('init', '-q', '-b', 'main');
  writeFileSync(join(repo, 'README'), 'base\n');
  git('add', '.');
  git('-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-q', '-m', 'base');
  sha = git('rev-parse', 'HEAD');
  process.env.TMPDIR = privateTmp;
});

afterAll(() => {
  if (savedTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = savedTmp;
  rmSync(repo, { recursive: true, force: true });
  rmSync(privateTmp, { recursive: true, force: true });
});

describe('the base checkout', () => {
  it('is in the scope before git runs, and releasing the scope removes folder and worktree', async () => {
    const scope = new ResourceScope();
    const pending = checkoutBase(repo, repo, 'main', sha, scope);
    // Registered synchronously, before `git worktree add` has even started.
    expect(scope.size).toBe(1);
    const checkout = await pending;
    expect(existsSync(join(checkout.directory, 'README'))).toBe(true);
    expect(git('worktree', 'list')).toContain('perf-gate-base-');
    await scope.release();
    expect(baseFolders()).toEqual([]);
    expect(git('worktree', 'list')).not.toContain('perf-gate-base-');
  });

  it('released while git is still adding it leaves nothing behind', async () => {
    const scope = new ResourceScope();
    // Settles either way: released mid-add, git either fails or its work is removed after it.
    const settled = checkoutBase(repo, repo, 'main', sha, scope).then(
      (checkout) => checkout.release(),
      (error: unknown) => error,
    );
    // What the signal handler does: release the scope while the step is under way.
    await scope.release();
    await settled;
    await scope.release();
    expect(baseFolders()).toEqual([]);
    git('worktree', 'prune');
    expect(git('worktree', 'list')).not.toContain('perf-gate-base-');
  });

  it('refused by git: a clear error, out of the scope, and no temp folder', async () => {
    const scope = new ResourceScope();
    await expect(
      checkoutBase(repo, repo, 'gone', '0123456789abcdef0123456789abcdef01234567', scope),
    ).rejects.toThrow('git could not check out the base gone (0123456789ab)');
    expect(scope.size).toBe(0);
    expect(baseFolders()).toEqual([]);
  });
});
