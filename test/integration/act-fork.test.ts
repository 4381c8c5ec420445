// The fork setup, both files unchanged, run by act the way GitHub runs them for a pull request from
// a fork: examples/workflows/perf-gate-fork-run.yml on `pull_request` (a real gate, short windows,
// with a read-only token) uploads the result; examples/workflows/perf-gate-fork-publish.yml on
// `workflow_run` (base branch, write token, an EMPTY workflow_run.pull_requests as GitHub sends for
// forks) downloads that run's artifact and runs `npx --yes perf-gate@0 publish`, which finds the PR
// by its head commit among the open ones. `perf-gate@0` comes from a local registry serving this
// checkout (`npm pack`); its dependencies come from the public registry, as for a user.
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
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
import { startLocalNpmRegistry, type LocalNpmRegistry } from '../support/npm-registry.js';
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
  let registry: LocalNpmRegistry;
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
        'compare:\n  rounds: 1\n  pause-idle: false\n  tolerance: { p95: 200%, tps: 50% }\n' +
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
    registry = await startLocalNpmRegistry(mkdtempSync(join(scratch, 'registry-')));
    action = publishedPerfGate(join(scratch, 'perf-gate'));
  });

  afterAll(async () => {
    await api?.close();
    await registry?.close();
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
      actions: {},
      apiUrl: api.url,
      token: BASE_TOKEN,
      scratch,
      env: {
        npm_config_registry: registry.url,
        // a fresh npm cache: npx installs this checkout's package, not one it kept from before
        npm_config_cache: join(scratch, 'npm-cache'),
      },
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
        actions: { 'perf-gate/perf-gate@v0': action },
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
      // the download-artifact stand-in's output, as the real action sets it
      expect(published.outputs['download-path']).toMatch(/\/perf-gate-result$/);
      // npx ran this checkout's package, fetched from the local registry.
      expect(registry.requests.map((r) => r.answer)).toEqual(
        expect.arrayContaining(['packument', 'tarball']),
      );
      expect(published.log).toContain(`published to pull request #${PR}`);

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
      expect(api.statuses.map((s) => [s.owner, s.repo, s.sha, s.state, s.context])).toEqual([
        ['acme', 'travel', repo.headSha, 'success', 'perf-gate'],
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
    'a poisoned artifact does not change what npx runs in the workflow_run job',
    async () => {
      expect(uploaded, 'the pull_request run above must have run').toBeDefined();
      // A fork PR can rewrite perf-gate-fork-run.yml (pull_request runs the PR's copy) and upload
      // more than the result under the same name: a node_modules/ with its own perf-gate@0 and an
      // .npmrc preloading a script into every node process. Either would run in the trusted job,
      // with its write token, if the artifact landed where `npx` runs.
      const marker = join(scratch, 'poisoned-code-ran');
      const evil = `require('node:fs').appendFileSync(${JSON.stringify(marker)}, 'ran with ' + process.env.GITHUB_TOKEN + '\\n');\n`;
      const runId = measured.runId + 100;
      const artifact = join(dirname(measured.artifacts), String(runId), 'perf-gate-result');
      mkdirSync(join(artifact, 'node_modules/perf-gate'), { recursive: true });
      mkdirSync(join(artifact, 'node_modules/.bin'), { recursive: true });
      cpSync(join(measured.artifacts, 'perf-gate-result'), artifact, { recursive: true });
      writeFileSync(join(artifact, '.npmrc'), 'node-options=--require ./evil.cjs\n');
      writeFileSync(join(artifact, 'evil.cjs'), evil);
      writeFileSync(
        join(artifact, 'node_modules/perf-gate/package.json'),
        JSON.stringify({ name: 'perf-gate', version: '0.99.0', bin: { 'perf-gate': 'cli.js' } }),
      );
      for (const bin of ['node_modules/perf-gate/cli.js', 'node_modules/.bin/perf-gate']) {
        writeFileSync(join(artifact, bin), `#!/usr/bin/env node\n${evil}`);
        chmodSync(join(artifact, bin), 0o755);
      }
      const calls = api.calls.length;

      const published = await runPublishWorkflow(runId);
      expect(published.code, published.log).toBe(0);
      expect(existsSync(marker), existsSync(marker) ? readFileSync(marker, 'utf8') : '').toBe(
        false,
      );
      // The real perf-gate published the same result: the comment stays as it was (same body, so
      // no edit), the status is set again.
      expect(published.log).toContain(`published to pull request #${PR}`);
      expect(api.comments).toHaveLength(1);
      expect(
        api.calls
          .slice(calls)
          .filter((c) => c.method !== 'GET')
          .map((c) => [c.method, c.path]),
      ).toEqual([['POST', `/repos/acme/travel/statuses/${repo.headSha}`]]);
      expect(api.statuses).toHaveLength(2);
    },
    WORKFLOW_TIMEOUT_MS,
  );
});
