// A change point on main opens one GitHub issue: after the history target appends a record to the
// data branch (a bare repository standing in for the one on GitHub, served as file://), the
// change points of main's history are found and an issue is opened on the local REST stand-in; a
// second run updates that issue instead of opening another, noise opens none, an issue someone
// closed stays closed, and a token without `issues: write` is one line, the record kept.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordSavedResult } from '../../../src/action-mode.js';
import { githubContextFrom, type GitHubRunContext } from '../../../src/github/context.js';
import { analyzeHistory } from '../../../src/history/change-points.js';
import { recordFromResult } from '../../../src/history/record.js';
import { parseMonth } from '../../../src/history/store-format.js';
import type { GateResult } from '../../../src/model.js';
import { actionTargets } from '../../../src/outputs/registry.js';
import { deliverToTargets } from '../../../src/outputs/target.js';
import { startGitHubApiServer, type GitHubApiServer } from '../../support/github-api-server.js';
import { commit, measuredResult } from '../history/records.js';
import { makeOrigin, recordingLog, seedDataBranch } from './data-branch.js';

const TOKEN = 'ghs_record_token';
const NO_ISSUES = 'ghs_contents_only_token';
let api: GitHubApiServer;
let root: string;
let origin: string;

beforeAll(async () => {
  api = await startGitHubApiServer({
    users: {
      [TOKEN]: { login: 'github-actions[bot]', type: 'Bot', userEndpointForbidden: true },
      [NO_ISSUES]: {
        login: 'github-actions[bot]',
        type: 'Bot',
        userEndpointForbidden: true,
        issuesForbidden: true,
      },
    },
  });
});
afterAll(() => api.close());

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'perf-gate-change-issues-'));
  origin = makeOrigin(root);
  api.issues.length = 0;
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function pushContext(): GitHubRunContext {
  const ref = 'refs/heads/main';
  return githubContextFrom({
    eventName: 'push',
    repository: 'acme/travel',
    sha: commit(0xbeef),
    ref,
    apiUrl: api.url,
    serverUrl: `file://${root}`,
    payload: { ref, repository: { full_name: 'acme/travel', default_branch: 'main' } },
  });
}

/** The commit of result `n`: 40 hex digits that differ in their first twelve. */
const sha = (n: number): string => createHash('sha1').update(`main ${n}`).digest('hex');

/** The result of commit `n` on day `n` of February, its latency scaled by `scale`. */
function resultOf(n: number, scale: number): GateResult {
  const result = measuredResult(sha(n));
  return {
    ...result,
    startedAt: new Date(Date.UTC(2026, 1, 1) + n * 86_400_000).toISOString(),
    scenarios: result.scenarios.map((s) => ({
      ...s,
      windows: s.windows.map((w) => ({
        ...w,
        http: {
          ...w.http,
          logLatency: { ...w.http.logLatency!, mean: w.http.logLatency!.mean + Math.log(scale) },
        },
      })),
    })),
  };
}

/** ±1.5 % of run-to-run noise, the same every time. */
const noise = (n: number): number => 1 + 0.015 * Math.sin(n * 2.3);

/** Main's history on the data branch: `count` results of one level, with noise. */
function seedLevel(count: number): void {
  const records = Array.from({ length: count }, (_, n) =>
    recordFromResult(resultOf(n, noise(n)), { branch: 'main' }),
  );
  seedDataBranch(origin, records);
}

/** Records result `n` as the record job does (mode publish on a push). */
async function recordJob(n: number, scale: number, token = TOKEN) {
  const resultPath = join(root, `result-${n}.json`);
  writeFileSync(resultPath, JSON.stringify(resultOf(n, scale * noise(n))));
  const { lines, log } = recordingLog();
  const failure = await recordSavedResult(
    { resultPath, token, context: pushContext(), branch: 'perf-gate-data' },
    log,
  );
  expect(failure).toBeUndefined();
  return lines;
}

const recorded = (n: number) =>
  `info perf-gate: recorded ${sha(n).slice(0, 12)} in 2026-02.jsonl on perf-gate-data`;

describe('a change point on main', () => {
  it('opens one issue; the next run updates it instead of opening another', async () => {
    seedLevel(12);
    const first = await recordJob(12, 1.15);
    expect(first).toEqual([
      recorded(12),
      expect.stringMatching(
        new RegExp(
          `^info perf-gate: change point in scenario/content-detail/latency at ${sha(12).slice(0, 12)}: issue #1 created \\(http://127\\.0\\.0\\.1:\\d+/acme/travel/issues/1\\)$`,
        ),
      ),
    ]);
    expect(api.issues).toHaveLength(1);
    const issue = api.issues[0]!;
    expect(issue).toMatchObject({ state: 'open', login: 'github-actions[bot]' });
    expect(issue.title).toMatch(
      new RegExp(
        `^perf-gate: content-detail latency \\(geometric mean\\) \\+1\\d\\.\\d% on main \\(${sha(11).slice(0, 7)}\\.\\.${sha(12).slice(0, 7)}\\)$`,
      ),
    );
    const body = issue.body;
    expect(body).toContain('<!-- perf-gate:change-point -->');
    expect(body).toContain(
      '<!-- perf-gate:change-point series=scenario%2Fcontent-detail%2Flatency -->',
    );
    expect(body).toContain(`<!-- perf-gate:change-point at=${sha(12)} -->`);
    expect(body).toContain(
      `| commits | [${sha(11).slice(0, 12)}](file://${root}/acme/travel/commit/${sha(11)}) (the last at the old level) .. [${sha(12).slice(0, 12)}](file://${root}/acme/travel/commit/${sha(12)}) (the first at the new one) · [the commits between](file://${root}/acme/travel/compare/${sha(11)}...${sha(12)}) |`,
    );
    expect(body).toMatch(/^\| magnitude \| 1\d\.\d% \|$/m);
    expect(body).toMatch(/^\| p-value \| (&lt; 0\.0001|0\.000\d) \|$/m);
    expect(body).toContain(
      `perf-gate bisect --good ${sha(11)} --bad ${sha(12)} --scenario content-detail`,
    );
    // The text chart: 13 results, the last one high, the change marked under it.
    expect(body).toMatch(
      new RegExp(`\\n[▁▂▃▄▅▆▇█]{12}█\\n {12}\\^ ${sha(12).slice(0, 7)}\\n13 results, `),
    );

    const second = await recordJob(13, 1.15);
    expect(second).toEqual([recorded(13), expect.stringMatching(/: issue #1 updated \(/)]);
    expect(api.issues).toHaveLength(1);
    expect(api.issues[0]!.body).toMatch(/\n14 results, /);
    const created = api.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/issues'));
    expect(created).toHaveLength(1);
  });

  it('noise opens none', async () => {
    seedLevel(12);
    expect(await recordJob(12, 1)).toEqual([recorded(12)]);
    expect(await recordJob(13, 1.02)).toEqual([recorded(13)]);
    expect(api.issues).toEqual([]);
  });

  it('a step smaller than the minimum magnitude (5 %) opens none, though it is a change point', async () => {
    seedLevel(12);
    for (const n of [12, 13, 14, 15]) expect(await recordJob(n, 1.03)).toEqual([recorded(n)]);
    expect(api.issues).toEqual([]);
    // Without the minimum, E-divisive names the 3 % step.
    const records = parseMonth(
      '2026-02.jsonl',
      execFileSync('git', ['show', 'perf-gate-data:2026-02.jsonl'], {
        cwd: origin,
        encoding: 'utf8',
      }),
    ).records;
    const key = 'scenario/content-detail/latency';
    const [latency] = analyzeHistory(records, {}, (k) => k === key).series;
    expect(latency!.changePoints.map((cp) => cp.index)).toContain(12);
  });

  it('an issue someone closed stays closed for the same change point', async () => {
    seedLevel(12);
    await recordJob(12, 1.15);
    api.issues[0]!.state = 'closed';
    const lines = await recordJob(13, 1.15);
    expect(lines[1]).toMatch(/: its issue #1 was closed, so it is left closed \(/);
    expect(api.issues).toHaveLength(1);
  });

  it('a token without issues: write is one line, and the record stands (gate mode)', async () => {
    seedLevel(12);
    const [, history] = actionTargets({
      publishToPullRequest: false,
      context: pushContext(),
      token: NO_ISSUES,
      comment: true,
      historyBranch: 'perf-gate-data',
    });
    const { lines, log } = recordingLog();
    await deliverToTargets(
      [history!],
      { result: resultOf(12, 1.15), markdown: '', failOnInconclusive: false },
      log,
    );
    expect(lines).toEqual([
      recorded(12),
      expect.stringMatching(
        /^info perf-gate: a change point in scenario\/content-detail\/latency opened no issue: the token may not open issues on acme\/travel \(HTTP 403: Resource not accessible by integration.*\); give the job `permissions: issues: write` to have a change point open one$/,
      ),
    ]);
    expect(api.issues).toEqual([]);
    const onBranch = execFileSync('git', ['show', 'perf-gate-data:2026-02.jsonl'], {
      cwd: origin,
      encoding: 'utf8',
    });
    expect(onBranch.trim().split('\n')).toHaveLength(13);
  });
});
