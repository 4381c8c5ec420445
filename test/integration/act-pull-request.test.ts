// What no unit test can show: examples/workflows/perf-gate.yml, unchanged, run by act as GitHub runs
// it for a same-repository pull request, with its two jobs: `measure` (the action in measure mode,
// a real gate of base and PR) makes no GitHub API call and uploads the result; `publish` (needs:
// measure, if: always(), no checkout) downloads it into the runner's temp folder and the action in
// publish mode posts one sticky comment and one status whose state follows the result's exit
// code. action.yml's inputs and defaults, step outputs, the job summary and the artifact hand-over
// between the jobs are the real ones. With a PR whose perf-gate.yml is broken, the measure job
// fails and the publish job still sets an error status. (A re-run updating the same comment:
// test/unit/github/github-comment.test.ts.)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusStateFor } from '../../src/github/status.js';
import type { GateResult } from '../../src/model.js';
import {
  hostFolderOf,
  publishedPerfGate,
  requireWorkflowTools,
  runWorkflow,
  type WorkflowRun,
} from '../support/act.js';
import { testImages } from '../support/environment.js';
import { repoRoot } from '../support/example.js';
import { startGitHubApiServer, type GitHubApiServer } from '../support/github-api-server.js';
import {
  createWorkflowRepository,
  perfGateYml,
  shortScenario,
  type WorkflowRepository,
} from '../support/workflow-repo.js';

const TOKEN = 'ghs_workflow_token';
// A quiet two-core runner takes a few minutes; a busy one boots Spring Boot several times slower.
const WORKFLOW_TIMEOUT_MS = 25 * 60_000;
const MARKER = '<!-- perf-gate:default -->';

describe('examples/workflows/perf-gate.yml under act on a pull_request: measure, then publish', () => {
  let api: GitHubApiServer;
  let scratch: string;
  let repo: WorkflowRepository;
  let action: string;

  beforeAll(async () => {
    await requireWorkflowTools();
    api = await startGitHubApiServer({
      users: {
        [TOKEN]: { login: 'github-actions[bot]', type: 'Bot', userEndpointForbidden: true },
      },
    });
    scratch = mkdtempSync(join(tmpdir(), 'perf-gate-act-pr-'));
    // The workflow sets no rounds input: the base branch's compare.rounds (3, fixed) decides. The
    // same code on both sides, judged loosely: this file shows the workflow's plumbing, and a
    // neighbouring file's JVMs once moved its 3-round latency comparison by +35.7 % (a false fail).
    repo = createWorkflowRepository(
      join(scratch, 'repo'),
      perfGateYml(
        shortScenario,
        'compare:\n  rounds: 3\n  tolerance: { latency: 300%, p95: 200%, tps: 50% }\n' +
          // Same code on both sides: CPU, allocation and GC per request are runner noise here.
          '  work: { tolerance: { cpu: false, thread-cpu: false, allocated: false, gc: false } }\n',
      ),
    );
    action = publishedPerfGate(join(scratch, 'perf-gate'));
  });

  afterAll(async () => {
    await api?.close();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  const pullRequestEvent = (headSha: string) => ({
    action: 'synchronize',
    number: 7,
    pull_request: {
      number: 7,
      head: { sha: headSha, ref: 'feature', repo: { full_name: 'acme/travel' } },
      base: { sha: repo.baseSha, ref: 'main', repo: { full_name: 'acme/travel' } },
    },
    repository: { full_name: 'acme/travel', name: 'travel', owner: { login: 'acme' } },
  });

  const runPullRequestWorkflow = (headSha = repo.headSha): Promise<WorkflowRun> =>
    runWorkflow({
      workflow: join(repoRoot, 'examples/workflows/perf-gate.yml'),
      event: 'pull_request',
      payload: pullRequestEvent(headSha),
      repository: repo.directory,
      perfGate: action,
      apiUrl: api.url,
      token: TOKEN,
      scratch,
    });

  /** The uploaded artifact's result file. */
  function uploadedResult(run: WorkflowRun): GateResult {
    const folder = join(run.artifacts, 'perf-gate-result');
    return JSON.parse(readFileSync(join(folder, 'perf-gate-result.json'), 'utf8')) as GateResult;
  }

  /** Every value a step of the run set for `name`, in order (both jobs' perf-gate steps set some). */
  const outputsNamed = (run: WorkflowRun, name: string) =>
    [...run.log.matchAll(new RegExp(`::set-output:: ${name}=(.*)$`, 'gm'))].map((m) => m[1]!);

  it(
    'measures the PR against its base without an API call, then publishes one comment and status',
    async () => {
      const run = await runPullRequestWorkflow();
      expect(run.code, run.log).toBe(0);
      // Both jobs ran, in order.
      const measured = run.log.indexOf('[perf-gate/measure');
      expect(measured, run.log).toBeGreaterThanOrEqual(0);
      expect(run.log.indexOf('[perf-gate/publish'), run.log).toBeGreaterThan(measured);

      const result = uploadedResult(run);
      expect(['pass', 'inconclusive']).toContain(result.verdict);
      expect(result.sides.base?.sha).toBe(repo.baseSha);
      // The PR was built in the sandbox, the action's default (the base's jar may be cached).
      expect(result.sides.pr.buildImage).toBe(testImages.jdk);
      const rounds = new Set(result.scenarios[0]!.windows.map((w) => `${w.side}:${w.round}`));
      expect([...rounds].sort()).toEqual(['base:0', 'base:1', 'base:2', 'pr:0', 'pr:1', 'pr:2']);
      const html = readFileSync(
        join(run.artifacts, 'perf-gate-result/perf-gate-result.html'),
        'utf8',
      );
      expect(html).toContain('content-view');

      expect(run.outputs).toMatchObject({
        verdict: result.verdict,
        'report-path': expect.stringMatching(/\/perf-gate-result\.md$/) as string,
        'html-report-path': expect.stringMatching(/\/perf-gate-result\.html$/) as string,
      });
      expect(Number(run.outputs.tps)).toBeGreaterThan(5);
      expect(Number(run.outputs.p95)).toBeGreaterThan(0);
      // measure wrote the file in the workspace; publish read the download in the runner's temp
      // folder, outside the workspace
      const [written, published] = outputsNamed(run, 'result-path');
      expect(hostFolderOf(run, written!), written).toBe('workspace');
      expect(published).toMatch(/\/perf-gate-result\/perf-gate-result\.json$/);
      expect(hostFolderOf(run, published!), published).toBe('temp');
      expect(hostFolderOf(run, run.outputs['download-path']!)).toBe('temp');

      // No pending status: measure mode calls nothing; publish made exactly these writes.
      const writes = api.calls.filter((c) => c.method !== 'GET');
      expect(writes.map((c) => [c.method, c.path, c.status])).toEqual([
        ['POST', '/repos/acme/travel/issues/7/comments', 201],
        ['POST', `/repos/acme/travel/statuses/${repo.headSha}`, 201],
      ]);
      const comments = api.comments.filter((c) => c.issueNumber === 7);
      expect(comments).toHaveLength(1);
      expect(comments[0]).toMatchObject({
        owner: 'acme',
        repo: 'travel',
        login: 'github-actions[bot]',
      });
      expect(comments[0]!.body).toContain(MARKER);
      expect(comments[0]!.body).toContain('content-view');
      expect(comments[0]!.body).toContain(`perf-gate: ${result.verdict}`);
      // the state the result's own exit code says
      expect(api.statuses.map((s) => [s.sha, s.state, s.context])).toEqual([
        [repo.headSha, statusStateFor(result.verdict, { exitCode: result.exitCode }), 'perf-gate'],
      ]);
      expect(api.statuses[0]!.description).toMatch(new RegExp(`^${result.verdict}: `));
      // The job summary is the measure job's report.
      expect(run.summaries).toHaveLength(1);
      expect(run.summaries[0]).toContain('content-view');
      expect(run.summaries[0]).toContain(result.verdict);
    },
    WORKFLOW_TIMEOUT_MS,
  );

  it(
    'a measurement that fails still gets its status: publish runs after a failed measure job',
    async () => {
      // A PR that breaks perf-gate.yml: the gate stops at the configuration (exit 2) and writes
      // an error result, which the publish job posts as an `error` status.
      const git = (...args: string[]) =>
        execFileSync('git', args, {
          cwd: repo.directory,
          encoding: 'utf8',
          env: {
            ...process.env,
            GIT_AUTHOR_NAME: 'Dev',
            GIT_AUTHOR_EMAIL: 'dev@example.com',
            GIT_COMMITTER_NAME: 'Dev',
            GIT_COMMITTER_EMAIL: 'dev@example.com',
          },
        }).trim();
      git('checkout', '-q', '-b', 'broken', repo.headSha);
      writeFileSync(join(repo.directory, 'perf-gate.yml'), 'app: [not, a, map]\n');
      git('commit', '-q', '-am', 'break perf-gate.yml');
      const brokenSha = git('rev-parse', 'HEAD');
      const before = api.statuses.length;
      const run = await runPullRequestWorkflow(brokenSha);
      git('checkout', '-q', 'feature');

      expect(run.code, run.log).not.toBe(0); // the measure job failed the run
      expect(run.log).toContain('perf-gate: published to pull request #7');
      const result = uploadedResult(run);
      expect(result.verdict).toBe('error');
      expect(result.exitCode).toBe(2);
      expect(api.statuses.slice(before).map((s) => [s.sha, s.state, s.context])).toEqual([
        [brokenSha, 'error', 'perf-gate'],
      ]);
      expect(api.comments.filter((c) => c.issueNumber === 7)).toHaveLength(1);
    },
    WORKFLOW_TIMEOUT_MS,
  );
});
