// Git option injection: a base ref that git could read as an option (or as anything but one
// commit) is refused with a clear error before git sees it. Real git, a throw-away repository.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseRefProblem, checkBaseRef } from '../../src/build/worktree.js';
import { loadConfig } from '../../src/files/config-file.js';
import type { GateConfig } from '../../src/config/schema.js';
import { prepareBaseSide } from '../../src/engine/base.js';
import { executeGate } from '../../src/engine/execute.js';
import { ResourceScope } from '../../src/env/scope.js';
import type { GateResult } from '../../src/model.js';

let repo: string;
const marker = join(tmpdir(), `perf-gate-upload-pack-${process.pid}`);
const HOSTILE = [
  '-x',
  `--upload-pack=touch ${marker}`,
  '--output=/tmp/x',
  'main..HEAD',
  'main two',
  'origin:main',
  'a.lock',
  'bad\u0007bell',
  '',
];

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), 'perf-gate-ref-'));
  const git = (...args: string[]): string =>
    execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
  git('init', '-q', '-b', 'main');
  writeFileSync(
    join(repo, 'perf-gate.yml'),
    'scenarios:\n  - name: a\n    script: load.js\n    rate: 5\n',
  );
  writeFileSync(join(repo, 'load.js'), 'export default function () {}\n');
  git('add', '.');
  git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'one');
  git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '--allow-empty', '-m', 'two');
  git('tag', 'v1.0');
});

afterAll(() => {
  rmSync(repo, { recursive: true, force: true });
  rmSync(marker, { force: true });
});

describe('base refs', () => {
  it('refuses option-like, range, refspec and malformed refs', async () => {
    for (const ref of HOSTILE) {
      await expect(checkBaseRef(ref, repo), JSON.stringify(ref)).rejects.toThrow(
        `The base ref "${ref}" is not a valid git ref`,
      );
    }
    expect(baseRefProblem('-x')).toBe('it starts with "-", which git would read as an option');
  });

  it('accepts branches, tags, remote branches, shas and ancestry suffixes', async () => {
    const sha = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim();
    for (const ref of [
      'main',
      'v1.0',
      'origin/main',
      'HEAD~1',
      'main^',
      'HEAD~1^2',
      sha,
      sha.slice(0, 7),
    ])
      await expect(checkBaseRef(ref, repo), ref).resolves.toBeUndefined();
  });

  it('refuses --upload-pack before git runs it, as a config error in the result file', async () => {
    const scope = new ResourceScope();
    const config = { app: { directory: repo } } as GateConfig;
    await expect(
      prepareBaseSide(config, `--upload-pack=touch ${marker}`, scope, () => undefined),
    ).rejects.toThrow('starts with "-"');
    await scope.release();
    expect(existsSync(marker)).toBe(false);

    const resultPath = join(repo, 'out', 'result.json');
    const outcome = await executeGate({
      configPath: join(repo, 'perf-gate.yml'),
      overrides: {},
      resultPath,
      progress: () => undefined,
      base: `--upload-pack=touch ${marker}`,
    });
    const written = JSON.parse(readFileSync(resultPath, 'utf8')) as GateResult;
    expect(outcome.result.exitCode).toBe(2);
    expect(written.error).toMatchObject({ kind: 'config' });
    expect(written.error?.message).toContain('is not a valid git ref');
    expect(existsSync(marker)).toBe(false);
  });

  it("boots the base in its own file's image and builds it by its own file, not the PR's", async () => {
    await using scope = new ResourceScope();
    const pr = { ...loadConfig(join(repo, 'perf-gate.yml')) };
    pr.app = { ...pr.app, image: 'pr/jre:{java}', build: 'pr-build' };
    const side = await prepareBaseSide(pr, 'HEAD~1', scope, () => undefined, {
      image: 'base/jre:{java}',
      build: 'base-build',
      jar: undefined,
    });
    expect(side.appImage).toBe('base/jre:{java}');
    expect(side.build?.command).toBe('base-build');
  });

  it('removes the base worktree and its temp folder with the scope', async () => {
    const scope = new ResourceScope();
    const config = loadConfig(join(repo, 'perf-gate.yml'));
    const side = await prepareBaseSide(config, 'HEAD~1', scope, () => undefined);
    const root = dirname(side.directory);
    expect(existsSync(join(side.directory, 'perf-gate.yml'))).toBe(true);
    await scope.release();
    expect(existsSync(root)).toBe(false);
    const worktrees = execFileSync('git', ['worktree', 'list'], { cwd: repo, encoding: 'utf8' });
    expect(worktrees.trim().split('\n')).toHaveLength(1);
  });
});
