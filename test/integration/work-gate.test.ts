// Work per request end to end through the real CLI: a PR that turns on the example's N+1 switch,
// one round only, short windows. Latency cannot decide on one pair; the statement counts do.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GateResult } from '../../src/model.js';
import { perfGateContainers, testImages } from '../support/environment.js';
import { exampleDir, repoRoot, requireExampleTools } from '../support/example.js';

const cli = join(repoRoot, 'bin/perf-gate.js');
const SWITCH_OFF = 'n-plus-one: ${TRAVEL_REGRESSION_N_PLUS_ONE:false}';
const SWITCH_ON = 'n-plus-one: ${TRAVEL_REGRESSION_N_PLUS_ONE:true}';

let repo: string;

/** A git repository holding the example: the base commit, then a PR commit with the N+1 on. */
function exampleRepo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'perf-gate-work-it-'));
  cpSync(exampleDir, dir, {
    recursive: true,
    filter: (source) => !source.includes(`${exampleDir}/target`),
  });
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: dir });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'base');
  const yml = join(dir, 'src/main/resources/application.yml');
  writeFileSync(yml, readFileSync(yml, 'utf8').replace(SWITCH_OFF, SWITCH_ON));
  git('commit', '-qam', 'PR: load places lazily');
  return dir;
}

function runGate(configFile: string, resultPath: string, reportPath: string) {
  return new Promise<{ code: number; stderr: string; pid: number }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        cli,
        'run',
        '--config',
        configFile,
        '--result',
        resultPath,
        '--report',
        reportPath,
        '--base',
        'HEAD~1',
        '--rounds',
        '1',
        '--app-image',
        testImages.jre,
        '--database-image',
        testImages.database,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stderr, pid: child.pid ?? -1 }));
  });
}

beforeAll(async () => {
  await requireExampleTools();
  repo = exampleRepo();
});

afterAll(() => {
  if (repo) rmSync(repo, { recursive: true, force: true });
});

describe('work per request in the gate', () => {
  it("fails the example's N+1 on one round and names the endpoint, 4 → 38 and the new statement", async () => {
    const out = mkdtempSync(join(tmpdir(), 'perf-gate-work-it-out-'));
    const configFile = join(out, 'perf-gate.yml');
    writeFileSync(
      configFile,
      `app:
  directory: ${repo}
  build: sh ./mvnw -B -q -DskipTests package
  jar: target/travel-content.jar
  resources: { cpus: 1.5, memory: 768m }
  startup-timeout: 300s # the shared test machine can be slow to boot a JVM
  # The machine is shared: a boot under heavy load can take longer than the example's 3 s.
  env: { SPRING_DATASOURCE_HIKARI_CONNECTIONTIMEOUT: "30000" }
database:
  init: [${join(repo, 'db/schema.sql')}, ${join(repo, 'db/seed.sql')}]
  variables: { scale: 0.05 }
# Only the boot ramp, no steady-state phases: the work counters are under test, not how warm the app is.
warmup: { boot: 4s, steady: false }
scenarios:
  - name: content-view
    script: ${join(repo, 'k6/read-heavy.js')}
    rate: 5
    warmup: 3s
    duration: 5s
    env: { CONTENT_COUNT: 150, MEMBER_COUNT: 150 }
    budget: { p95: 5s, errors: 1% }
compare:
  work: { probe: 10 }
`,
    );
    const resultPath = join(out, 'result.json');
    const reportPath = join(out, 'report.md');
    const run = await runGate(configFile, resultPath, reportPath);
    const result = JSON.parse(readFileSync(resultPath, 'utf8')) as GateResult;
    const report = readFileSync(reportPath, 'utf8');
    console.log(report);
    expect(run.code, run.stderr).toBe(1);
    expect(result.verdict).toBe('fail');

    const scenario = result.scenarios[0]!;
    expect(scenario.windows).toHaveLength(2);
    // The whole window: (4 + 5) / 2 → (38 + 5) / 2 statements per request, from the exact
    // counters (requests in flight at the window's edges move it a little).
    const windowStatements = scenario.work!.comparisons.find(
      (c) => c.metric === 'statements' && c.endpoint === undefined,
    )!;
    expect(windowStatements.status).toBe('regression');
    expect(windowStatements.pr - windowStatements.base).toBeGreaterThan(10);
    // Per endpoint, from the probe.
    const places = scenario.work!.comparisons.find(
      (c) => c.metric === 'statements' && c.endpoint === 'content-places',
    )!;
    // 37 on the PR: the content check, the member, the places, 17 categories, 17 saved states.
    // 4 on the base, exactly: its probe runs after a database reset, and MariaDB logs the first
    // execution of each prepared statement twice then (Execute, Prepare, Execute), which the
    // attribution leaves out (it read 4.7 and 5.5 before).
    expect(places.pr).toBe(37);
    expect(places.base).toBe(4);
    const detail = scenario.work!.comparisons.find(
      (c) => c.metric === 'statements' && c.endpoint === 'content-detail',
    )!;
    expect([detail.base, detail.pr, detail.status]).toEqual([5, 5, 'no-change']);
    expect(places.status).toBe('regression');
    const failed = scenario.rules.filter((r) => !r.passed && r.rule.startsWith('work.'));
    expect(failed.map((r) => r.endpoint)).toContain('content-places');
    const category = scenario.work!.shapes.find(
      (s) =>
        s.endpoint === 'content-places' && s.status === 'new' && s.shape.includes('place_category'),
    );
    expect(category?.pr).toBeGreaterThanOrEqual(10);

    expect(report).toContain('#### Work per request — ❌ more work than the base');
    expect(report).toMatch(/\| content-places \| SQL statements \| [\d.]+ \| 37 \|.*❌ more work/);
    expect(report).toMatch(/- 🆕 new statement on content-places: `SELECT … FROM place_category/);
    expect(report).toContain('seeded with 1 + the iteration number');
    expect(await perfGateContainers(run.pid)).toEqual([]);
    rmSync(out, { recursive: true, force: true });
  });
});
