// The bundled action (dist/index.js) run the way a GitHub runner runs it — inputs as INPUT_*
// variables, the event payload file, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files — against the
// example app and a local stand-in of GitHub's REST API: what no unit test shows is the bundle's
// own reading of a runner's environment, its outputs and job summary, around a real gate.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusStateFor } from '../../src/github/status.js';
import type { GateResult } from '../../src/model.js';
import { startGitHubApiServer, type GitHubApiServer } from '../support/github-api-server.js';
import {
  perfGateContainers,
  requireDocker,
  requireK6,
  testImages,
} from '../support/environment.js';
import { ensureExampleJar, exampleDir, exampleJar, repoRoot } from '../support/example.js';
import { testTmpDir } from '../support/test-tmp.js';

const TOKEN = 'ghs_workflow_token';
const HEAD_SHA = 'a'.repeat(40);

/** Makes `dir` a git repository whose one commit (the PR's base) holds `files`; returns its sha. */
function commitBase(dir: string, files: Record<string, string>): string {
  const git = (...args: string[]): string =>
    execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
  git('init', '-q', '-b', 'main');
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  git('add', '.');
  git('-c', 'user.name=base', '-c', 'user.email=base@example.invalid', 'commit', '-qm', 'base');
  return git('rev-parse', 'HEAD');
}

function pullRequestEvent(dir: string, number: number, baseSha: string): string {
  const event = join(dir, 'event.json');
  writeFileSync(
    event,
    JSON.stringify({
      number,
      pull_request: {
        number,
        head: { sha: HEAD_SHA, ref: 'feature', repo: { full_name: 'acme/travel' } },
        base: { sha: baseSha, ref: 'main', repo: { full_name: 'acme/travel' } },
      },
      repository: { full_name: 'acme/travel', owner: { login: 'acme' }, name: 'travel' },
    }),
  );
  return event;
}

/**
 * A workspace as the runner checks it out: the example app (with its prebuilt jar, ignored by git)
 * in `app/`. Every file perf-gate.yml names must be inside the workspace.
 */
function workspace(prefix: string): string {
  const dir = testTmpDir(prefix);
  cpSync(exampleDir, join(dir, 'app'), {
    recursive: true,
    filter: (source) => !/\/target\/./.test(source) || source === exampleJar,
  });
  writeFileSync(join(dir, '.gitignore'), 'app/target/\n');
  return dir;
}

/** The example's perf-gate.yml (relative to the workspace) with its budget (and extra keys) swapped in. */
function exampleConfig(budget: string, extra = ''): string {
  return `app:
  directory: app
  build: null
  jar: target/travel-content.jar
  resources: { cpus: 1.5, memory: 768m }
  startup-timeout: 600s # a shared, busy test machine can take minutes to boot Spring
database:
  init: [app/db/schema.sql, app/db/seed.sql]
  variables: { scale: 0.05 }
# Only the boot ramp, no steady-state phases: the action's wiring is under test, not how warm the app is.
warmup: { boot: 4s, steady: false }
scenarios:
  - name: content-view
    script: app/k6/read-heavy.js
    rate: 10
    warmup: 3s
    duration: 5s
    env: { CONTENT_COUNT: 150, MEMBER_COUNT: 150 }
    budget: ${budget}
${extra}`;
}

function runAction(env: NodeJS.ProcessEnv): Promise<{ code: number; pid: number; log: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(repoRoot, 'dist/index.js')], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (c: Buffer) => (log += c.toString()));
    child.stderr.on('data', (c: Buffer) => (log += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, pid: child.pid ?? -1, log }));
  });
}

describe('the GitHub Action on a pull_request event', () => {
  let api: GitHubApiServer;
  let dir: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    await requireDocker();
    requireK6();
    await ensureExampleJar();
    api = await startGitHubApiServer({
      users: {
        [TOKEN]: { login: 'github-actions[bot]', type: 'Bot', userEndpointForbidden: true },
      },
    });
    dir = workspace('perf-gate-action-');
    // The base branch holds the same perf-gate.yml: its policy applies, nothing to report.
    const baseSha = commitBase(dir, {
      'perf-gate.yml': exampleConfig('{ tps: 10, p95: 2s, errors: 1% }'),
    });
    const event = pullRequestEvent(dir, 7, baseSha);
    env = {
      ...process.env,
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: event,
      GITHUB_REPOSITORY: 'acme/travel',
      GITHUB_SHA: 'c'.repeat(40),
      GITHUB_API_URL: api.url,
      GITHUB_SERVER_URL: 'http://127.0.0.1:9',
      GITHUB_RUN_ID: '42',
      GITHUB_WORKSPACE: dir,
      INPUT_CONFIG: 'perf-gate.yml',
      'INPUT_WORKING-DIRECTORY': dir,
      INPUT_BASE: 'none',
      INPUT_COMMENT: 'true',
      'INPUT_GITHUB-TOKEN': TOKEN,
      'INPUT_RESULT-PATH': join(dir, 'perf-gate-result.json'),
      'INPUT_APP-IMAGE': testImages.jre,
      'INPUT_DATABASE-IMAGE': testImages.database,
      'INPUT_K6-IMAGE': testImages.k6,
    };
  });

  afterAll(async () => {
    await api?.close();
  });

  it('posts one sticky comment and a status, pending while it measures', async () => {
    // A re-run updating the same comment: test/unit/github/github-comment.test.ts (the same code,
    // against the same stand-in); the workflow's publish job: act-pull-request.test.ts.
    const output = join(dir, 'output.txt');
    const summary = join(dir, 'summary.md');
    writeFileSync(output, '');
    writeFileSync(summary, '');
    const run = await runAction({ ...env, GITHUB_OUTPUT: output, GITHUB_STEP_SUMMARY: summary });
    expect(run.code, run.log).toBe(0);
    const result = JSON.parse(
      readFileSync(join(dir, 'perf-gate-result.json'), 'utf8'),
    ) as GateResult;
    // Pass, or inconclusive only because the shared runner was busy (the generator's own rules
    // say so; another test file may be measuring beside this one): every budget rule passed.
    expect(['pass', 'inconclusive']).toContain(result.verdict);
    for (const rule of result.rules.filter((r) => !r.passed)) {
      expect(rule.rule, rule.message).toMatch(/^generator\./);
    }
    expect(readFileSync(output, 'utf8')).toMatch(
      new RegExp(`verdict<<.*\\n?${result.verdict}`, 's'),
    );
    expect(readFileSync(summary, 'utf8')).toContain('content-view');
    expect(await perfGateContainers(run.pid)).toEqual([]);
    const ours = api.comments.filter((c) => c.issueNumber === 7);
    expect(ours).toHaveLength(1);
    expect(ours[0]!.login).toBe('github-actions[bot]');
    expect(ours[0]!.body).toContain('<!-- perf-gate:default -->');
    const creates = api.calls.filter(
      (c) => c.method === 'POST' && c.path.endsWith('/issues/7/comments'),
    );
    const updates = api.calls.filter(
      (c) => c.method === 'PATCH' && c.path.includes('/issues/comments/'),
    );
    expect(creates).toHaveLength(1);
    expect(updates).toHaveLength(0);
    // Pending while it measures, then the verdict; both on the PR's head commit.
    expect(api.statuses.map((s) => [s.sha, s.state, s.context])).toEqual([
      [HEAD_SHA, 'pending', 'perf-gate'],
      [HEAD_SHA, statusStateFor(result.verdict, { exitCode: result.exitCode }), 'perf-gate'],
    ]);
    // The comment links the run and its artifacts (the HTML report the workflow uploads).
    expect(ours[0]!.body).toContain(
      '[Workflow run](http://127.0.0.1:9/acme/travel/actions/runs/42)',
    );
    expect(ours[0]!.body).toContain('(http://127.0.0.1:9/acme/travel/actions/runs/42#artifacts)');
  });
});

describe('the GitHub Action judging a pull request that loosens its own policy', () => {
  let api: GitHubApiServer;

  beforeAll(async () => {
    await requireDocker();
    requireK6();
    await ensureExampleJar();
    api = await startGitHubApiServer({
      users: { [TOKEN]: { login: 'github-actions[bot]', type: 'Bot' } },
    });
  });

  afterAll(async () => {
    await api?.close();
  });

  it('keeps the base budget and compare.base, and lists the PR changes in the comment', async () => {
    const dir = workspace('perf-gate-policy-');
    // Base: a p95 budget no app meets, and no comparison.
    const baseSha = commitBase(dir, {
      'perf-gate.yml': exampleConfig('{ p95: 1ms }', 'compare: { base: none }\n'),
    });
    // The PR loosens the budget and asks for a comparison with HEAD instead.
    writeFileSync(
      join(dir, 'perf-gate.yml'),
      exampleConfig('{ p95: 30s }', 'compare: { base: HEAD, rounds: 1 }\n'),
    );
    const output = join(dir, 'output.txt');
    writeFileSync(output, '');
    // No GITHUB_STEP_SUMMARY file: the summary is skipped with a warning, the comment still goes.
    const run = await runAction({
      ...process.env,
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: pullRequestEvent(dir, 8, baseSha),
      GITHUB_REPOSITORY: 'acme/travel',
      GITHUB_SHA: 'c'.repeat(40),
      GITHUB_API_URL: api.url,
      GITHUB_SERVER_URL: 'http://127.0.0.1:9',
      GITHUB_RUN_ID: '43',
      GITHUB_WORKSPACE: dir,
      GITHUB_OUTPUT: output,
      GITHUB_STEP_SUMMARY: join(dir, 'missing', 'summary.md'),
      INPUT_CONFIG: 'perf-gate.yml',
      'INPUT_WORKING-DIRECTORY': dir,
      INPUT_COMMENT: 'true',
      'INPUT_GITHUB-TOKEN': TOKEN,
      'INPUT_RESULT-PATH': join(dir, 'perf-gate-result.json'),
      'INPUT_APP-IMAGE': testImages.jre,
      'INPUT_DATABASE-IMAGE': testImages.database,
      'INPUT_K6-IMAGE': testImages.k6,
    });
    expect(run.code, run.log).toBe(1);
    expect(run.log).toContain('could not publish to the job summary');
    expect(await perfGateContainers(run.pid)).toEqual([]);
    const result = JSON.parse(
      readFileSync(join(dir, 'perf-gate-result.json'), 'utf8'),
    ) as GateResult;
    expect(result.verdict).toBe('fail');
    // compare.base from the PR had no effect: nothing was compared.
    expect(result.sides.base).toBeUndefined();
    expect(result.rules.find((r) => r.rule === 'budget.p95' && !r.passed)).toBeDefined();
    expect(result.policy?.source).toBe('base');
    expect(result.policy?.changes).toEqual(
      expect.arrayContaining([
        { key: 'compare.base', base: 'none', pr: 'HEAD' },
        { key: 'compare.rounds', base: '5', pr: '1' },
        { key: 'scenarios[content-view].budget.p95Ms', base: '1', pr: '30000' },
      ]),
    );
    const comment = api.comments.find((c) => c.issueNumber === 8);
    expect(comment?.body).toContain('### Policy changes in this pull request (not applied)');
    expect(comment?.body).toContain('| compare.base | none | HEAD |');
    expect(api.statuses.at(-1)).toMatchObject({ sha: HEAD_SHA, state: 'failure' });
  });
});
