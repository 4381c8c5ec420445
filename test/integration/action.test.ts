// The bundled action (dist/index.js) run the way a GitHub runner runs it — inputs as INPUT_*
// variables, the event payload file, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files — against the
// example app and a local stand-in of GitHub's REST API. Run twice: one sticky comment.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GateResult } from '../../src/model.js';
import { startGitHubApiServer, type GitHubApiServer } from '../support/github-api-server.js';
import {
  perfGateContainers,
  requireDocker,
  requireK6,
  testImages,
} from '../support/environment.js';
import { ensureExampleJar, exampleDir, repoRoot, schemaSql, seedSql } from '../support/example.js';

const TOKEN = 'ghs_workflow_token';
const HEAD_SHA = 'a'.repeat(40);

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
    dir = mkdtempSync(join(tmpdir(), 'perf-gate-action-'));
    writeFileSync(
      join(dir, 'perf-gate.yml'),
      `app:
  directory: ${exampleDir}
  build: null
  jar: target/travel-content.jar
  resources: { cpus: 1.5, memory: 768m }
database:
  init: [${schemaSql}, ${seedSql}]
  variables: { scale: 0.05 }
scenarios:
  - name: content-view
    script: ${exampleDir}/k6/read-heavy.js
    rate: 10
    warmup: 3s
    duration: 5s
    env: { CONTENT_COUNT: 150, MEMBER_COUNT: 150 }
    budget: { tps: 10, p95: 2s, errors: 1% }
`,
    );
    const event = join(dir, 'event.json');
    writeFileSync(
      event,
      JSON.stringify({
        number: 7,
        pull_request: {
          number: 7,
          head: { sha: HEAD_SHA, ref: 'feature', repo: { full_name: 'acme/travel' } },
          base: { sha: 'b'.repeat(40), ref: 'main', repo: { full_name: 'acme/travel' } },
        },
        repository: { full_name: 'acme/travel', owner: { login: 'acme' }, name: 'travel' },
      }),
    );
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
    };
  });

  afterAll(async () => {
    await api?.close();
  });

  it('posts one sticky comment and a status, and updates the same comment on a re-run', async () => {
    for (const attempt of [1, 2]) {
      const output = join(dir, `output-${attempt}.txt`);
      const summary = join(dir, `summary-${attempt}.md`);
      writeFileSync(output, '');
      writeFileSync(summary, '');
      const run = await runAction({ ...env, GITHUB_OUTPUT: output, GITHUB_STEP_SUMMARY: summary });
      expect(run.code, run.log).toBe(0);
      expect(readFileSync(output, 'utf8')).toMatch(/verdict<<.*\n?pass/s);
      expect(readFileSync(summary, 'utf8')).toContain('content-view');
      expect(await perfGateContainers(run.pid)).toEqual([]);
    }
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
    // The second run either rewrote the body (new timings) or found it identical.
    expect(updates.length).toBeLessThanOrEqual(1);
    // Pending while each run measures, then the verdict; all on the PR's head commit.
    expect(api.statuses.map((s) => [s.sha, s.state, s.context])).toEqual([
      [HEAD_SHA, 'pending', 'perf-gate'],
      [HEAD_SHA, 'success', 'perf-gate'],
      [HEAD_SHA, 'pending', 'perf-gate'],
      [HEAD_SHA, 'success', 'perf-gate'],
    ]);
    // The comment links the run and its artifacts (the HTML report the workflow uploads).
    expect(ours[0]!.body).toContain(
      '[Workflow run](http://127.0.0.1:9/acme/travel/actions/runs/42)',
    );
    expect(ours[0]!.body).toContain('(http://127.0.0.1:9/acme/travel/actions/runs/42#artifacts)');
    const result = JSON.parse(
      readFileSync(join(dir, 'perf-gate-result.json'), 'utf8'),
    ) as GateResult;
    expect(result.verdict).toBe('pass');
  });
});
