// `perf-gate bisect` for real, on an app that is not the example (test/apps/library-loans): its
// users' own entities, k6 script with `name` tags and Maven build. What no fake-lab unit test
// shows: two real gates between commits checked out in worktrees, each decided in one round by the
// statements the real app sends. The history: the base, a commit that changes nothing the app
// runs, then a real code change (pr/show-available-copies.patch): the book page also counts the
// copies on loan, one more query on GET /api/books/{id} only. The first step (that change against
// the base) is also the work-per-request gate on a second app: the work figures decide where
// latency cannot.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/report/markdown.js';
import type { BisectResult } from '../../src/bisect/result.js';
import type { GateResult } from '../../src/model.js';
import { cli } from '../support/cli.js';
import { testTmpDir } from '../support/test-tmp.js';
import {
  perfGateContainers,
  requireDocker,
  requireK6,
  testImages,
} from '../support/environment.js';
import { repoRoot } from '../support/example.js';

const appDir = join(repoRoot, 'test/apps/library-loans');
const BOOK = 'GET /api/books/{id}';
const OTHERS = ['GET /api/authors/{id}/books', 'GET /api/members/{id}/loans', 'POST /api/loans'];

let repo: string;
let sha: string[] = [];

/** The app as its repository: the base, a commit that changes no code, the patch's commit. */
function libraryRepo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'perf-gate-library-'));
  cpSync(appDir, dir, { recursive: true, filter: (source) => !source.includes('/target') });
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: dir });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'base');
  writeFileSync(join(dir, 'NOTES.md'), 'Opening hours: 9-17.\n');
  git('add', 'NOTES.md');
  git('commit', '-qm', 'Notes: opening hours');
  git('apply', 'pr/show-available-copies.patch');
  git('commit', '-qam', 'Book page: show how many copies are on the shelf');
  sha = git('log', '--format=%H', '--reverse').toString().trim().split('\n');
  return dir;
}

beforeAll(async () => {
  await requireDocker();
  requireK6();
  repo = libraryRepo();
});

/** The CLI as a user runs it: its exit code, its output and its process id. */
function runCli(
  args: string[],
): Promise<{ pid: number; code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({ pid: child.pid ?? -1, code: code ?? -1, stdout, stderr }),
    );
  });
}

afterAll(() => {
  if (repo) rmSync(repo, { recursive: true, force: true });
});

describe('perf-gate bisect on library-loans', () => {
  it('names the commit that added a query in two one-round steps; its step fails on the book page, naming the statement', async () => {
    const dir = testTmpDir('perf-gate-bisect-');
    const config = join(dir, 'perf-gate.yml');
    writeFileSync(
      config,
      `app:
  directory: ${repo}
  build: mvn -B -q -DskipTests package
  jar: target/library-loans.jar
  resources: { cpus: 1.5, memory: 768m }
  startup-timeout: 300s # the shared test machine can be slow to boot a JVM
database:
  name: library
  init: [${join(repo, 'db/schema.sql')}, ${join(repo, 'perf/seed.sql')}]
# Only the boot ramp, no steady-state phases: the work counters are under test, not how warm the app is.
warmup: { boot: 4s, steady: false }
scenarios:
  - name: opening-hours
    script: ${join(repo, 'perf/library.js')}
    rate: 8
    warmup: 3s
    duration: 6s
    budget: { p95: 10s, errors: 1% }
# The statements are under test. The threads' CPU and the bytes per endpoint come from a probe of a
# few iterations, about 2 requests per endpoint: reported here, not judged. Judged, they read a
# false regression on POST /api/loans beside another test file's load (per-endpoint decisions on
# so few requests are issue "Verdicts that hold on every app and every runner").
compare:
  work: { tolerance: { thread-cpu: false, allocated: false } }
`,
    );
    const bisectPath = join(dir, 'bisect.json');
    const started = Date.now();
    const run = await runCli([
      'bisect',
      '--config',
      config,
      '--good',
      sha[0]!,
      '--bad',
      sha[2]!,
      '--rounds',
      '1',
      '--result',
      bisectPath,
      '--database-image',
      testImages.database,
      '--app-image',
      testImages.jre,
    ]);
    console.log(run.stdout, `bisect took ${((Date.now() - started) / 1000).toFixed(0)} s`);
    expect(run.code, run.stderr).toBe(0);
    const bisect = JSON.parse(readFileSync(bisectPath, 'utf8')) as BisectResult;
    expect(bisect.outcome).toBe('culprit');
    expect(bisect.culprit?.sha).toBe(sha[2]);
    expect(bisect.byWork).toBe(true);
    // Bad against good, then the middle commit: each decided by the statements in one round.
    expect(bisect.steps.map((s) => [s.tested, s.decision, s.decidedBy])).toEqual([
      [sha[2], 'regression', 'work'],
      [sha[1], 'no-regression', 'work'],
    ]);
    expect(run.stdout).toMatch(
      new RegExp(`first bad commit: ${sha[2]!.slice(0, 7)}\\w* Book page: show how many copies`),
    );
    const step = (n: number) =>
      JSON.parse(readFileSync(bisect.steps[n - 1]!.resultFile, 'utf8')) as GateResult;
    for (const n of [1, 2]) {
      const windows = step(n).scenarios[0]!.windows;
      expect(new Set(windows.map((w) => w.round)).size, `step ${n} rounds`).toBe(1);
    }
    expect(step(2).scenarios[0]!.work!.shapes.filter((s) => s.status === 'new')).toEqual([]);

    // The first step is the PR's gate against its base.
    const result = step(1);
    const report = renderMarkdown(result);
    console.log(report);
    expect(result.verdict).toBe('fail');
    const work = result.scenarios[0]!.work!;
    const statements = (endpoint: string | undefined) =>
      work.comparisons.find((c) => c.metric === 'statements' && c.endpoint === endpoint);

    // The book page: 1 statement per request (book joined with its author) → 2 (+ the count).
    const book = statements(BOOK)!;
    expect(book.base).toBe(1);
    expect(book.pr).toBe(2);
    expect(book.status).toBe('regression');
    // The other endpoints do the same work on both sides.
    for (const endpoint of OTHERS) {
      const other = statements(endpoint);
      expect(other, endpoint).toBeDefined();
      expect(other!.status, endpoint).toBe('no-change');
      expect(other!.pr, endpoint).toBe(other!.base);
    }
    // Rows examined per endpoint, from the probe's statement history: the others read the same.
    const rows = (endpoint: string) =>
      work.comparisons.find((c) => c.metric === 'rows-examined' && c.endpoint === endpoint);
    expect(rows(BOOK)!.base).toBeGreaterThanOrEqual(1);
    expect(rows(BOOK)!.pr).toBeGreaterThanOrEqual(rows(BOOK)!.base);
    for (const endpoint of OTHERS) expect(rows(endpoint)?.status, endpoint).not.toBe('regression');
    // Bytes allocated per request, from the work agent, on every window; reported, not judged
    // (tolerance off above; 6 s at 8 iterations/s is also under the 200 requests a window needs).
    for (const window of result.scenarios[0]!.windows) {
      expect(window.work?.app?.allocatedBytesPerRequest, window.side).toBeGreaterThan(10_000);
      expect(window.work!.requests, window.side).toBeLessThan(200);
    }
    const allocated = work.comparisons.find((c) => c.metric === 'allocated' && !c.endpoint)!;
    expect(allocated.status).toBe('not-judged');
    // Bytes allocated and the Java threads' CPU per endpoint, from the agent read at the probe's
    // marks: every endpoint has both, on both sides.
    for (const endpoint of [BOOK, ...OTHERS]) {
      const of = (metric: string) =>
        work.comparisons.find((c) => c.metric === metric && c.endpoint === endpoint);
      expect(of('allocated')?.base, endpoint).toBeGreaterThan(1024);
      expect(of('allocated')?.pr, endpoint).toBeGreaterThan(1024);
      expect(of('thread-cpu')?.base, endpoint).toBeGreaterThan(0);
      expect(of('thread-cpu')?.pr, endpoint).toBeGreaterThan(0);
    }
    // The whole window: about half the requests are book pages, so about +0.5 per request.
    const window = statements(undefined)!;
    expect(window.status).toBe('regression');
    expect(window.change).toBeGreaterThan(0.3);
    expect(window.change).toBeLessThan(0.7);

    // What fails is work on the book page (and the window as a whole); latency cannot decide on
    // one pair (inconclusive, a warning), nor can a generator saturated by the shared machine.
    const failed = result.scenarios[0]!.rules.filter((r) => r.level === 'error');
    expect(failed.length).toBeGreaterThan(0);
    for (const rule of failed) {
      expect(rule.rule).toMatch(/^work\./);
      if (rule.endpoint !== undefined) expect(rule.endpoint).toBe(BOOK);
    }
    // The new statement, named on the endpoint that sends it.
    const added = work.shapes.find((s) => s.endpoint === BOOK && s.status === 'new');
    // Spring Data's countByBookIdAndReturnedOnIsNull, as Hibernate writes it.
    expect(added?.shape).toMatch(/^SELECT COUNT\(\w+\.id\) FROM loan \w+ JOIN book /);
    expect(added?.shape).toContain('returned_on IS NULL');
    expect(added?.pr).toBe(1);
    expect(work.shapes.filter((s) => s.endpoint !== undefined && s.endpoint !== BOOK)).toEqual([]);

    expect(report).toContain('#### Work per request — ❌ more work than the base');
    expect(report).toMatch(/\| GET \/api\/books\/\{id\} \| SQL statements \| 1 \| 2 \|.*❌/);
    expect(report).toMatch(/new statement on GET \/api\/books\/\{id\}: `SELECT COUNT\(/);
    expect(await perfGateContainers(run.pid)).toEqual([]);
  });
});
