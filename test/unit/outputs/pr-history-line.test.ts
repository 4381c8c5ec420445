// The pull request comment's line per scenario about the base branch's history: the pull-request
// target (mode gate) and publish mode read the data branch of a bare repository standing in for the
// one on GitHub (file://) through the action's temporary repository, and post the comment to the
// local REST stand-in with the line under each scenario's heading; only the base branch's records
// count. A branch not made yet is one info line, an unreadable one one warning, and the comment is
// posted without the line either way; with the history off nothing is read. On an uncalibrated
// runner the comment also names the latest calibration of its class the branch holds.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publishSavedResult } from '../../../src/action-mode.js';
import { renderReport } from '../../../src/engine/report-file.js';
import { githubContextFrom, type GitHubRunContext } from '../../../src/github/context.js';
import { actionTargets } from '../../../src/outputs/registry.js';
import { deliverToTargets, type GateReport } from '../../../src/outputs/target.js';
import type { GateResult } from '../../../src/model.js';
import { startGitHubApiServer, type GitHubApiServer } from '../../support/github-api-server.js';
import { measuredWindow } from '../history/records.js';
import { steppedHistory, steppedRecord } from '../history/stepped.js';
import { gateResult, scenario } from '../report/results.js';
import { sequentialShift } from '../report/sequential-shift.js';
import { calibrationRecordFrom } from '../../../src/history/calibration-record.js';
import { calibrationJson } from '../history/calibrations.js';
import { makeOrigin, recordingLog, seedDataBranch } from './data-branch.js';

const TOKEN = 'ghs_pull_request_token';
const HEAD = 'e'.repeat(40);
let api: GitHubApiServer;
let root: string;
let origin: string;

beforeAll(async () => {
  api = await startGitHubApiServer({
    users: { [TOKEN]: { login: 'github-actions[bot]', type: 'Bot', userEndpointForbidden: true } },
  });
});
afterAll(() => api.close());

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'perf-gate-pr-history-'));
  origin = makeOrigin(root);
  api.comments.length = 0;
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Pull request #7 of acme/travel into main; its repository is the bare one under `serverRoot`. */
function pullRequestContext(serverRoot = root): GitHubRunContext {
  const repository = { full_name: 'acme/travel' };
  return githubContextFrom({
    eventName: 'pull_request',
    repository: 'acme/travel',
    sha: 'd'.repeat(40),
    apiUrl: api.url,
    serverUrl: `file://${serverRoot}`,
    payload: {
      pull_request: {
        number: 7,
        head: { sha: HEAD, ref: 'faster-browse', repo: repository },
        base: { sha: 'b'.repeat(40), ref: 'main', repo: repository },
      },
      repository: { ...repository, default_branch: 'main' },
    },
  });
}

/** A gate of the two scenarios the stepped history holds. */
function browseAndCheckout(): GateResult {
  const windows = [0, 1, 2].map((round) =>
    measuredWindow(round, { p95: 200, geoMean: 46, statements: 4 }),
  );
  return gateResult([scenario('browse', windows), scenario('checkout', windows)]);
}

function report(result: GateResult): GateReport {
  return {
    result,
    markdown: renderReport(result, { markerId: 'default' }),
    markdownWith: (extra) => renderReport(result, { markerId: 'default', ...extra }),
    failOnInconclusive: false,
  };
}

/** Delivers the report to the pull-request target as the action's gate mode builds it. */
async function gateMode(context: GitHubRunContext, history: 'branch' | 'off' = 'branch') {
  const targets = actionTargets({
    publishToPullRequest: true,
    context,
    token: TOKEN,
    comment: true,
    ...(history === 'off' ? {} : { commentHistoryBranch: 'perf-gate-data' }),
  });
  const { lines, log } = recordingLog();
  await deliverToTargets(
    targets.filter((t) => t.name === 'the pull request'),
    report(browseAndCheckout()),
    log,
  );
  expect(api.comments).toHaveLength(1);
  return { body: api.comments[0]!.body, lines };
}

const LINE =
  /^📈 (browse|checkout) [▁▂▃▄▅▆▇█]{20} latency \(geometric mean\), main's last 20 results/m;

describe('the comment’s history line', () => {
  it('gate mode: a line under each scenario’s heading, from the base branch’s records only', async () => {
    // Another branch's later records must not count: they would be the latest results.
    const other = [40, 41, 42].map((n) =>
      steppedRecord(n, { branch: 'release/1.x', scenarios: steppedRecord(0).scenarios }),
    );
    seedDataBranch(origin, [...steppedHistory(), ...other]);
    const { body, lines } = await gateMode(pullRequestContext());
    expect(lines).toEqual([
      expect.stringMatching(
        /^info perf-gate: PR comment created \(http:\/\/127\.0\.0\.1:\d+\/acme\/travel\/pull\/7#issuecomment-\d+\)$/,
      ),
    ]);
    const browse = /^### browse — .*\n\n.*\n\n(📈 .*)$/m.exec(body)?.[1];
    const checkout = /^### checkout — .*\n\n.*\n\n(📈 .*)$/m.exec(body)?.[1];
    expect(browse).toMatch(LINE);
    expect(checkout).toMatch(LINE);
    // The latest result is main's 40th (46.8 ms), not another branch's.
    const latest = steppedRecord(39).scenarios.browse!.latency!;
    expect(browse).toContain(
      `, ${latest.toFixed(1)} ms now: no change point in the last 20 results`,
    );
    // The temporary repository that held the token is gone.
    expect(readdirSync(tmpdir()).filter((n) => n.startsWith('perf-gate-history-remote-'))).toEqual(
      [],
    );
  });

  it('publish mode: the saved result’s comment carries the line too', async () => {
    seedDataBranch(origin, steppedHistory(30));
    const resultPath = join(root, 'perf-gate-result.json');
    writeFileSync(resultPath, JSON.stringify(browseAndCheckout()));
    const { lines, log } = recordingLog();
    const failure = await publishSavedResult(
      {
        resultPath,
        token: TOKEN,
        context: pullRequestContext(),
        comment: true,
        historyBranch: 'perf-gate-data',
      },
      log,
    );
    expect(failure).toBeUndefined();
    expect(lines).toEqual(['info perf-gate: published to pull request #7']);
    const body = api.comments[0]!.body;
    expect(body.match(new RegExp(LINE.source, 'gm'))).toHaveLength(2);
    // 30 results: the step at the 13th is among the last 20, so a change point is named.
    expect(body).toMatch(
      /^📈 browse .* main is \d+\.\d% above its last change point \(commit [0-9a-f]{7}\.\.[0-9a-f]{7}, \+\d+\.\d%\)$/m,
    );
  });

  it('reads the latest 6 month files only', async () => {
    // One result a month for 8 months: the two oldest months are not read.
    const monthly = Array.from({ length: 8 }, (_, n) =>
      steppedRecord(n, { time: new Date(Date.UTC(2025, 6 + n, 15)).toISOString() }),
    );
    seedDataBranch(origin, monthly);
    const { body } = await gateMode(pullRequestContext());
    expect(body).toMatch(
      /^📈 browse [▁▂▃▄▅▆▇█]{6} latency \(geometric mean\), main's last 6 results/m,
    );
  });

  it('no branch yet: one info line, and the comment without the line', async () => {
    const { body, lines } = await gateMode(pullRequestContext());
    expect(body).not.toContain('📈');
    expect(lines[0]).toBe(
      'info perf-gate: no history on perf-gate-data yet (a push to the default branch records one), so the comment has no history line',
    );
    expect(lines).toHaveLength(2);
  });

  it('an unreadable branch: one warning, and the comment is posted without the line', async () => {
    // The repository's address names no repository at all.
    const { body, lines } = await gateMode(pullRequestContext(join(root, 'nowhere')));
    expect(body).not.toContain('📈');
    expect(body).toContain('### browse');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^warning perf-gate: the history on perf-gate-data could not be read, so the comment has no history line: origin could not be read: fatal: .*$/,
    );
    expect(lines[1]).toMatch(/^info perf-gate: PR comment created/);
  });

  it('history off: nothing is read, no line', async () => {
    seedDataBranch(origin, steppedHistory());
    const { body, lines } = await gateMode(pullRequestContext(), 'off');
    expect(body).not.toContain('📈');
    expect(lines).toHaveLength(1);
  });
});

describe('the comment on an uncalibrated runner whose class the history has calibrated', () => {
  /** A compared gate on a 2-core AMD EPYC with 24 GiB, judged by the defaults (no entry matched). */
  function uncalibratedGate(): GateResult {
    const result = sequentialShift();
    result.config = { compare: { instanceNoise: 0.015, stealAdjustment: 0.057, runners: [] } };
    result.runner = { ...result.runner, cpuModel: 'AMD EPYC', cores: 2, memoryMb: 24 * 1024 };
    return result;
  }

  async function comment(result: GateResult): Promise<string> {
    const targets = actionTargets({
      publishToPullRequest: true,
      context: pullRequestContext(),
      token: TOKEN,
      comment: true,
      commentHistoryBranch: 'perf-gate-data',
    });
    const { log } = recordingLog();
    await deliverToTargets(
      targets.filter((t) => t.name === 'the pull request'),
      report(result),
      log,
    );
    return api.comments.at(-1)!.body;
  }

  it('names the latest calibration of its class, and none of another class', async () => {
    const older = calibrationRecordFrom(
      'c.json',
      calibrationJson({ time: '2026-11-30T03:00:00Z', noise: 0.06 }),
    );
    const latest = calibrationRecordFrom('c.json', calibrationJson());
    const xeon = calibrationRecordFrom(
      'c.json',
      calibrationJson({ time: '2026-12-08T03:00:00Z', cpu: 'Intel(R) Xeon(R) Processor' }),
    );
    seedDataBranch(origin, steppedHistory(), 'perf-gate-data', [older, latest, xeon]);
    const body = await comment(uncalibratedGate());
    expect(body).toContain(
      'The history holds a calibration of this runner class (2026-12-07, perf-gate history calibrations --from-branch): { cpu: "AMD EPYC", cores: 2, instance-noise: 4.5%, steal-adjustment: 0.057 }',
    );
    expect(body).not.toContain('Xeon');

    // A runner a compare.runners entry judged: the comment says nothing of the history's calibrations.
    const calibrated = uncalibratedGate();
    calibrated.config = {
      compare: { instanceNoise: 0.045, runners: [{ cpu: 'AMD EPYC', cores: 2 }], runnerMatched: 0 },
    };
    expect(await comment(calibrated)).not.toContain('The history holds a calibration');
  });
});
