// examples/workflows/perf-gate.yml, unchanged, run by act on a pull_request payload: action.yml's
// inputs and defaults, the step outputs, the job summary, `if: always()` and the uploaded artifact,
// against a real gate (base and PR, short windows) and the local GitHub REST stand-in. Run twice:
// the second run updates the one sticky comment.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GateResult } from '../../src/model.js';
import {
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

const TOKEN = 'ghs_workflow_token';
// A quiet two-core runner takes a few minutes; a busy one boots Spring Boot several times slower.
const WORKFLOW_TIMEOUT_MS = 25 * 60_000;
const MARKER = '<!-- perf-gate:default -->';

describe('examples/workflows/perf-gate.yml under act on a pull_request', () => {
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
    // The workflow sets no rounds input: the base branch's compare.rounds (3, fixed) decides.
    repo = createWorkflowRepository(
      join(scratch, 'repo'),
      perfGateYml(
        shortScenario,
        'compare:\n  rounds: 3\n  tolerance: { p95: 200%, tps: 50% }\n' +
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

  const pullRequestEvent = () => ({
    action: 'synchronize',
    number: 7,
    pull_request: {
      number: 7,
      head: { sha: repo.headSha, ref: 'feature', repo: { full_name: 'acme/travel' } },
      base: { sha: repo.baseSha, ref: 'main', repo: { full_name: 'acme/travel' } },
    },
    repository: { full_name: 'acme/travel', name: 'travel', owner: { login: 'acme' } },
  });

  const runPullRequestWorkflow = (): Promise<WorkflowRun> =>
    runWorkflow({
      workflow: join(repoRoot, 'examples/workflows/perf-gate.yml'),
      event: 'pull_request',
      payload: pullRequestEvent(),
      repository: repo.directory,
      actions: { 'perf-gate/perf-gate@v0': action },
      apiUrl: api.url,
      token: TOKEN,
      scratch,
    });

  /** The uploaded artifact's result file, checked against the step outputs. */
  function uploadedResult(run: WorkflowRun): GateResult {
    const folder = join(run.artifacts, 'perf-gate-report');
    const result = JSON.parse(
      readFileSync(join(folder, 'perf-gate-result.json'), 'utf8'),
    ) as GateResult;
    expect(readFileSync(join(folder, 'perf-gate-result.html'), 'utf8')).toContain('content-view');
    return result;
  }

  it(
    'gates the PR against its base: comment, status, outputs, summary and artifact',
    async () => {
      const run = await runPullRequestWorkflow();
      expect(run.code, run.log).toBe(0);

      const result = uploadedResult(run);
      expect(['pass', 'inconclusive']).toContain(result.verdict);
      expect(result.sides.base?.sha).toBe(repo.baseSha);
      const rounds = new Set(result.scenarios[0]!.windows.map((w) => `${w.side}:${w.round}`));
      expect([...rounds].sort()).toEqual(['base:0', 'base:1', 'base:2', 'pr:0', 'pr:1', 'pr:2']);

      expect(run.outputs).toMatchObject({
        verdict: result.verdict,
        'result-path': expect.stringMatching(/\/perf-gate-result\.json$/) as string,
        'report-path': expect.stringMatching(/\/perf-gate-result\.md$/) as string,
        'html-report-path': expect.stringMatching(/\/perf-gate-result\.html$/) as string,
      });
      expect(Number(run.outputs.tps)).toBeGreaterThan(5);
      expect(Number(run.outputs.p95)).toBeGreaterThan(0);

      const comments = api.comments.filter((c) => c.issueNumber === 7);
      expect(comments).toHaveLength(1);
      expect(comments[0]).toMatchObject({
        owner: 'acme',
        repo: 'travel',
        login: 'github-actions[bot]',
      });
      expect(comments[0]!.body).toContain(MARKER);
      expect(comments[0]!.body).toContain('content-view');
      // pending while it measures, then the verdict
      expect(api.statuses.map((s) => [s.sha, s.state, s.context])).toEqual([
        [repo.headSha, 'pending', 'perf-gate'],
        [repo.headSha, 'success', 'perf-gate'],
      ]);
      // The job summary is the report the comment carries.
      expect(run.summaries).toHaveLength(1);
      expect(run.summaries[0]).toContain('content-view');
      expect(run.summaries[0]).toContain(result.verdict);
    },
    WORKFLOW_TIMEOUT_MS,
  );

  it(
    'updates the same comment on a re-run',
    async () => {
      const before = api.comments.filter((c) => c.issueNumber === 7).map((c) => c.updatedAt);
      const run = await runPullRequestWorkflow();
      expect(run.code, run.log).toBe(0);
      uploadedResult(run);

      const comments = api.comments.filter((c) => c.issueNumber === 7);
      expect(comments).toHaveLength(1);
      const creates = api.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/comments'));
      const updates = api.calls.filter((c) => c.method === 'PATCH');
      expect(creates).toHaveLength(1);
      expect(updates).toHaveLength(1);
      expect(comments[0]!.updatedAt).not.toBe(before[0]);
      expect(api.statuses.map((s) => s.state)).toEqual([
        'pending',
        'success',
        'pending',
        'success',
      ]);
      expect(api.statuses[3]).toMatchObject({ sha: repo.headSha, context: 'perf-gate' });
    },
    WORKFLOW_TIMEOUT_MS,
  );
});
