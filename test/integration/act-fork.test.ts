// What no unit test can show: the fork setup, both files unchanged, run by act the way GitHub runs
// them for a pull request from a fork, still posts exactly one comment and one status.
// examples/workflows/perf-gate-fork-run.yml on `pull_request` (a real gate, short windows, a
// read-only token, the action in measure mode: no API call) uploads the result;
// examples/workflows/perf-gate-fork-publish.yml on `workflow_run` (base branch, write token, an
// EMPTY workflow_run.pull_requests as GitHub sends for forks) downloads that run's artifact into the
// runner's temp folder and runs the action in publish mode, which finds the PR by its head commit
// among the open ones. No package is installed: the publishing job runs only the pinned action.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
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
import { repoRoot } from '../support/example.js';
import { startGitHubApiServer, type GitHubApiServer } from '../support/github-api-server.js';
import {
  createWorkflowRepository,
  perfGateYml,
  shortScenario,
  type WorkflowRepository,
} from '../support/workflow-repo.js';

/** the pull_request run's token: a fork PR's GITHUB_TOKEN, refused every write */
const FORK_TOKEN = 'ghs_fork_pull_request_token';
/** the workflow_run's token: the base repository's, allowed to comment and set statuses */
const BASE_TOKEN = 'ghs_base_repository_token';
const WORKFLOW_TIMEOUT_MS = 25 * 60_000;
const MARKER = '<!-- perf-gate:default -->';
const PR = 7;

describe('the fork workflows under act: pull_request measures, workflow_run publishes', () => {
  let api: GitHubApiServer;
  let scratch: string;
  let repo: WorkflowRepository;
  let action: string;
  let measured: WorkflowRun;
  let uploaded: GateResult;

  beforeAll(async () => {
    await requireWorkflowTools();
    scratch = mkdtempSync(join(tmpdir(), 'perf-gate-act-fork-'));
    // One round and no freezing of the idle side: the two workflows' wiring is under test; the
    // statistics and the freezer are the gate tests' (on a busy shared machine `docker pause` has
    // failed with "unable to freeze", which would fail this test for a reason it does not test).
    repo = createWorkflowRepository(
      join(scratch, 'repo'),
      perfGateYml(
        shortScenario,
        'compare:\n  rounds: 1\n  pause-idle: false\n  tolerance: { latency: 300%, p95: 200%, tps: 50% }\n' +
          '  work: { tolerance: { cpu: false, thread-cpu: false, allocated: false, gc: false } }\n',
      ),
    );
    // Open PRs of acme/travel: the fork's is the third; the others must not be touched.
    const pull = (number: number, headSha: string, headLabel: string) => ({
      owner: 'acme',
      repo: 'travel',
      number,
      headSha,
      headLabel,
      baseSha: repo.baseSha,
      baseRef: 'main',
    });
    api = await startGitHubApiServer({
      users: {
        [FORK_TOKEN]: {
          login: 'github-actions[bot]',
          type: 'Bot',
          readOnly: true,
          userEndpointForbidden: true,
        },
        [BASE_TOKEN]: { login: 'github-actions[bot]', type: 'Bot', userEndpointForbidden: true },
      },
      pulls: [
        pull(5, 'a'.repeat(40), 'acme:refactor'),
        pull(6, repo.baseSha, 'other:main'),
        pull(PR, repo.headSha, 'someone:feature'),
        pull(8, 'c'.repeat(40), 'someone:other'),
      ],
    });
    action = publishedPerfGate(join(scratch, 'perf-gate'));
  });

  afterAll(async () => {
    await api?.close();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  /** perf-gate-fork-publish.yml on the workflow_run event of the pull_request run `runId`. */
  const runPublishWorkflow = (runId: number): Promise<WorkflowRun> =>
    runWorkflow({
      workflow: join(repoRoot, 'examples/workflows/perf-gate-fork-publish.yml'),
      event: 'workflow_run',
      payload: {
        action: 'completed',
        workflow: { name: 'perf-gate', path: '.github/workflows/perf-gate-fork-run.yml' },
        workflow_run: {
          id: runId,
          name: 'perf-gate',
          event: 'pull_request',
          status: 'completed',
          conclusion: 'success',
          head_sha: repo.headSha,
          head_branch: 'feature',
          head_repository: { full_name: 'someone/travel' },
          repository: { full_name: 'acme/travel' },
          // what GitHub sends when the PR comes from a fork
          pull_requests: [],
        },
        repository: { full_name: 'acme/travel', name: 'travel', owner: { login: 'acme' } },
      },
      repository: repo.directory,
      perfGate: action,
      apiUrl: api.url,
      token: BASE_TOKEN,
      scratch,
    });

  it(
    'perf-gate-fork-run.yml measures with the read-only token and uploads the result',
    async () => {
      measured = await runWorkflow({
        workflow: join(repoRoot, 'examples/workflows/perf-gate-fork-run.yml'),
        event: 'pull_request',
        payload: {
          action: 'synchronize',
          number: PR,
          pull_request: {
            number: PR,
            head: { sha: repo.headSha, ref: 'feature', repo: { full_name: 'someone/travel' } },
            base: { sha: repo.baseSha, ref: 'main', repo: { full_name: 'acme/travel' } },
          },
          repository: { full_name: 'acme/travel', name: 'travel', owner: { login: 'acme' } },
        },
        repository: repo.directory,
        perfGate: action,
        apiUrl: api.url,
        token: FORK_TOKEN,
        scratch,
      });
      expect(measured.code, measured.log).toBe(0);
      const folder = join(measured.artifacts, 'perf-gate-result');
      expect(readdirSync(folder).sort()).toEqual([
        'perf-gate-result.html',
        'perf-gate-result.json',
      ]);
      uploaded = JSON.parse(
        readFileSync(join(folder, 'perf-gate-result.json'), 'utf8'),
      ) as GateResult;
      expect(['pass', 'inconclusive'], JSON.stringify(uploaded.error ?? uploaded.rules)).toContain(
        uploaded.verdict,
      );
      expect(uploaded.sides.base?.sha).toBe(repo.baseSha);
      expect(uploaded.sides.pr?.sha).toBe(repo.headSha);
      expect(readFileSync(join(folder, 'perf-gate-result.html'), 'utf8')).toContain('content-view');
      expect(measured.outputs.verdict).toBe(uploaded.verdict);
      // A fork's token cannot write: nothing was even tried.
      expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
      expect(api.comments).toEqual([]);
      expect(api.statuses).toEqual([]);
    },
    WORKFLOW_TIMEOUT_MS,
  );

  it(
    'perf-gate-fork-publish.yml finds the PR by head commit and publishes that run’s result',
    async () => {
      expect(measured, 'the pull_request run above must have run').toBeDefined();
      // workflow_run runs the default branch's copy of the workflow.
      execFileSync('git', ['checkout', '-q', 'main'], { cwd: repo.directory });
      const published = await runPublishWorkflow(measured.runId);
      expect(published.code, published.log).toBe(0);
      expect(published.runId).not.toBe(measured.runId);
      // the download-artifact stand-in's output, as the real action sets it: the runner's temp
      // folder, outside the workspace
      expect(published.outputs['download-path']).toMatch(/\/perf-gate-result$/);
      expect(hostFolderOf(published, published.outputs['download-path']!)).toBe('temp');
      expect(published.log).toContain(`published to pull request #${PR}`);
      expect(published.log).not.toMatch(/\bnpx\b|npm (exec|install)/);

      // The PR was looked up among the open ones by head commit: pull_requests was empty.
      expect(
        api.calls.some((c) => c.method === 'GET' && c.path === '/repos/acme/travel/pulls'),
      ).toBe(true);
      expect(api.comments).toHaveLength(1);
      expect(api.comments[0]).toMatchObject({
        owner: 'acme',
        repo: 'travel',
        issueNumber: PR,
        login: 'github-actions[bot]',
      });
      expect(api.comments[0]!.body).toContain(MARKER);
      expect(api.comments[0]!.body).toContain('content-view');
      expect(api.comments[0]!.body).toContain(`perf-gate: ${uploaded.verdict}`);
      // the state the result's own exit code says
      const state = statusStateFor(uploaded.verdict, { exitCode: uploaded.exitCode });
      expect(api.statuses.map((s) => [s.owner, s.repo, s.sha, s.state, s.context])).toEqual([
        ['acme', 'travel', repo.headSha, state, 'perf-gate'],
      ]);
      expect(api.statuses[0]!.description).toMatch(new RegExp(`^${uploaded.verdict}: `));
      // Every write came from the workflow_run job's token.
      const writes = api.calls.filter((c) => c.method !== 'GET');
      expect(writes.map((c) => [c.method, c.path, c.status])).toEqual([
        ['POST', `/repos/acme/travel/issues/${PR}/comments`, 201],
        ['POST', `/repos/acme/travel/statuses/${repo.headSha}`, 201],
      ]);
    },
    WORKFLOW_TIMEOUT_MS,
  );

  it(
    'a forged artifact lands outside the workspace and its hostile text is published inert',
    async () => {
      expect(uploaded, 'the pull_request run above must have run').toBeDefined();
      // A fork PR can rewrite perf-gate-fork-run.yml (pull_request runs the PR's copy) and upload
      // anything under the artifact's name: here a result file whose scenario name carries HTML,
      // a team mention and a link. (With no package manager in the publishing
      // job, a node_modules/ or .npmrc in the artifact has nothing to change; the action reads
      // only the result file.)
      const hostile =
        'content-view <img src=x onerror=alert(1)> @acme/security [click](https://evil.example)';
      const runId = measured.runId + 100;
      const artifact = join(dirname(measured.artifacts), String(runId), 'perf-gate-result');
      mkdirSync(artifact, { recursive: true });
      const original = readFileSync(
        join(measured.artifacts, 'perf-gate-result/perf-gate-result.json'),
        'utf8',
      );
      const forged = original.split('content-view').join(JSON.stringify(hostile).slice(1, -1));
      writeFileSync(join(artifact, 'perf-gate-result.json'), forged);
      const calls = api.calls.length;

      const published = await runPublishWorkflow(runId);
      expect(published.code, published.log).toBe(0);
      expect(published.log).toContain(`published to pull request #${PR}`);
      // The download went to the job's temp folder, not its workspace, and that is what was read.
      const downloaded = published.outputs['download-path']!;
      expect(hostFolderOf(published, downloaded), downloaded).toBe('temp');
      const [read] = [...published.log.matchAll(/::set-output:: result-path=(.*)$/gm)].map(
        (m) => m[1]!,
      );
      expect(read).toBe(join(downloaded, 'perf-gate-result.json'));

      // The one comment now shows the forged file, with its text escaped or in code spans.
      expect(api.comments).toHaveLength(1);
      const body = api.comments[0]!.body;
      expect(body).toContain('onerror');
      const outsideCode = body
        .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1/gm, '')
        .replace(/(`+)[\s\S]*?\1/g, '');
      for (const live of ['<img', '@acme/security', 'https://evil.example', '[click](']) {
        expect(outsideCode, live).not.toContain(live);
      }
      expect(
        api.calls
          .slice(calls)
          .filter((c) => c.method !== 'GET')
          .map((c) => [c.method, c.path]),
      ).toEqual([
        ['PATCH', `/repos/acme/travel/issues/comments/${api.comments[0]!.id}`],
        ['POST', `/repos/acme/travel/statuses/${repo.headSha}`],
      ]);
      expect(api.statuses).toHaveLength(2);
    },
    WORKFLOW_TIMEOUT_MS,
  );
});
