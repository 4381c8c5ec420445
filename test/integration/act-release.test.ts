// What no unit test can show: examples/workflows/release.yml, unchanged, runs under act on a
// workflow_dispatch payload with its inputs and makes no GitHub API call (its permissions are
// read-only: test/unit/workflows/permissions.test.ts): `npm ci` installs perf-gate from the
// repository's lock file, `npx perf-gate capacity` and `sweep` run with the inputs, and the
// `!cancelled()` / `always()` steps still run after capacity fails. The budget (p95 ≤ 1 ms) cannot
// be met, so every capacity search ends at its first rate and the one sweep setting after a window:
// the workflow is under test, not the app's ceiling.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CapacityResult, SweepResult } from '../../src/release/model.js';
import { publishedPerfGate, requireWorkflowTools, runWorkflow } from '../support/act.js';
import { repoRoot } from '../support/example.js';
import { startGitHubApiServer, type GitHubApiServer } from '../support/github-api-server.js';
import { createWorkflowRepository, perfGateYml } from '../support/workflow-repo.js';

const TOKEN = 'ghs_workflow_token';
// A quiet two-core runner takes a few minutes; a busy one boots Spring Boot several times slower.
const WORKFLOW_TIMEOUT_MS = 25 * 60_000;

describe('examples/workflows/release.yml under act on a workflow_dispatch', () => {
  let api: GitHubApiServer;
  let scratch: string;
  let repository: string;

  beforeAll(async () => {
    await requireWorkflowTools();
    api = await startGitHubApiServer({
      users: {
        [TOKEN]: { login: 'github-actions[bot]', type: 'Bot', userEndpointForbidden: true },
      },
    });
    scratch = mkdtempSync(join(tmpdir(), 'perf-gate-act-release-'));
    // The repository depends on perf-gate like the workflow's header says (`npm install
    // --save-dev github:perf-gate/perf-gate#<commit>`). That package is stood in for by a copy of the files it
    // ships, inside the repository (a lock entry outside it would not survive act's copy), without
    // its dependency list: the bundle in dist/ carries them, and resolving them would need the
    // registry.
    const directory = join(scratch, 'repo');
    const vendored = publishedPerfGate(join(directory, 'vendor/perf-gate'));
    const manifest = JSON.parse(readFileSync(join(vendored, 'package.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    delete manifest.dependencies;
    delete manifest.devDependencies;
    writeFileSync(join(vendored, 'package.json'), JSON.stringify(manifest, null, 2));
    const scenario = `scenarios:
  - name: content-view
    script: k6/read-heavy.js
    rate: 10
    warmup: 2s
    duration: 3s
    env: { CONTENT_COUNT: 150, MEMBER_COUNT: 150 }
    budget: { p95: 1ms, errors: 1% }
`;
    createWorkflowRepository(directory, perfGateYml(scenario), {
      'package.json': JSON.stringify(
        {
          name: 'travel',
          private: true,
          devDependencies: { 'perf-gate': 'file:vendor/perf-gate' },
        },
        null,
        2,
      ),
    });
    execFileSync(
      'npm',
      ['install', '--package-lock-only', '--offline', '--no-audit', '--no-fund'],
      {
        cwd: directory,
        stdio: 'pipe',
      },
    );
    execFileSync('git', ['add', 'package-lock.json'], { cwd: directory });
    execFileSync('git', ['commit', '-q', '-m', 'lock perf-gate'], {
      cwd: directory,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'Dev',
        GIT_AUTHOR_EMAIL: 'dev@example.com',
        GIT_COMMITTER_NAME: 'Dev',
        GIT_COMMITTER_EMAIL: 'dev@example.com',
      },
    });
    repository = directory;
  });

  afterAll(async () => {
    await api?.close();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it(
    'measures with the dispatch inputs; the sweep, summary and upload run whatever capacity says',
    async () => {
      const run = await runWorkflow({
        workflow: join(repoRoot, 'examples/workflows/release.yml'),
        event: 'workflow_dispatch',
        payload: {
          inputs: {
            scenario: 'content-view',
            duration: '2s',
            // two keys, one value each: one combination, two --set flags
            grid: 'server.tomcat.threads.max=20 spring.datasource.hikari.maximum-pool-size=5',
          },
          ref: 'refs/heads/main',
          repository: { full_name: 'acme/travel', name: 'travel', owner: { login: 'acme' } },
        },
        repository,
        apiUrl: api.url,
        token: TOKEN,
        scratch,
      });
      const folder = join(run.artifacts, 'perf-gate-release');
      const capacity = JSON.parse(
        readFileSync(join(folder, 'capacity.json'), 'utf8'),
      ) as CapacityResult;
      expect(capacity.kind).toBe('capacity');
      // p95 ≤ 1 ms cannot be met: fail, or inconclusive when a busy runner spoiled the steps.
      expect(
        ['fail', 'inconclusive'],
        `${capacity.reason} ${JSON.stringify(capacity.error)}`,
      ).toContain(capacity.verdict);
      expect(capacity.scenario?.name).toBe('content-view');
      expect(capacity.search).toMatchObject({ stepDurationSec: 2, repeats: 3 });
      expect(capacity.searches).toHaveLength(3);
      if (capacity.exitCode !== 0) {
        // The failed capacity step did not stop the sweep (`if: !cancelled()`) nor what follows.
        expect(run.log).toMatch(/Failure - Main Capacity at the latency budget/);
      }

      const sweep = JSON.parse(readFileSync(join(folder, 'sweep.json'), 'utf8')) as SweepResult;
      expect(sweep.kind).toBe('sweep');
      expect(['fail', 'inconclusive'], `${sweep.reason} ${JSON.stringify(sweep.error)}`).toContain(
        sweep.verdict,
      );
      // The job fails exactly when one of the two commands did.
      expect(run.code === 0, run.log).toBe(capacity.exitCode === 0 && sweep.exitCode === 0);
      expect(sweep.durationSec).toBe(2);
      expect(sweep.cases.map((c) => c.settings)).toEqual([
        {
          'server.tomcat.threads.max': '20',
          'spring.datasource.hikari.maximum-pool-size': '5',
        },
      ]);
      for (const file of ['capacity.md', 'sweep.md', 'capacity.html', 'sweep.html']) {
        expect(existsSync(join(folder, file)), file).toBe(true);
      }

      // The "Job summary" step (if: always()) appended both reports.
      const capacityReport = readFileSync(join(folder, 'capacity.md'), 'utf8');
      const sweepReport = readFileSync(join(folder, 'sweep.md'), 'utf8');
      expect(run.summaries.some((s) => s.includes(capacityReport) && s.includes(sweepReport))).toBe(
        true,
      );
      // A release check writes nothing to GitHub.
      expect(api.calls).toEqual([]);
    },
    WORKFLOW_TIMEOUT_MS,
  );
});
