// A measurement, not a test of the suite (bench/README.md, "Per-endpoint decisions on a real app";
// run alone on the machine with
// PERF_GATE_BENCH=1 npx vitest run --project bench bench/endpoint-family-storefront.test.ts).
// One slowed endpoint among eleven, on an app that is not the example (test/apps/storefront), with
// real builds, MySQL-wire database, JVMs and k6: what the simulation of bench/endpoint-family.mjs
// and the unit tests of the family (src/analysis/family.ts) cannot show is that a real app's
// per-endpoint windows carry enough requests and log latencies for each endpoint to be judged, and
// that the gate then fails on the endpoint whose own latency rose while the app's overall figure
// barely moves. The PR flips the app's own switch in application.yml (storefront.slow.endpoint:
// product-reviews, factor 10: its two queries and response run ten times; the request's own
// overhead, Tomcat's and k6's, stays). Work per request is off here: the repeated queries would
// fail the gate on their own. Beside another test file's two JVMs (the suite runs two at a time)
// the reviews endpoint's pairs spread so widely (+352 % to +2,656 %) that its p of 0.003 missed its
// 1/55 share of α: hence a measurement on a quiet machine, not a suite test.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runGateCli } from '../test/support/cli.js';
import { requireDocker, requireK6, testImages } from '../test/support/environment.js';
import { repoRoot } from '../test/support/example.js';

const appDir = join(repoRoot, 'test/apps/storefront');
const REVIEWS = 'GET /api/products/{id}/reviews';

let repo: string;

/** The app as its repository: the base commit, then the PR that slows one endpoint ×2. */
function storefrontRepo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'perf-gate-storefront-'));
  cpSync(appDir, dir, { recursive: true, filter: (source) => !source.includes('/target') });
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: dir });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'base');
  const yml = join(dir, 'src/main/resources/application.yml');
  writeFileSync(
    yml,
    readFileSync(yml, 'utf8')
      .replace("endpoint: ''", 'endpoint: product-reviews')
      .replace('factor: 1.0', 'factor: 10'),
  );
  git('commit', '-qam', 'Reviews: load them ten times');
  return dir;
}

beforeAll(async () => {
  await requireDocker();
  requireK6();
  repo = storefrontRepo();
});

afterAll(() => {
  if (repo) rmSync(repo, { recursive: true, force: true });
});

describe('per-endpoint decisions on storefront', () => {
  it('fails on the one endpoint that slowed, under the family that decides, naming it', async () => {
    const run = await runGateCli(
      `app:
  directory: ${repo}
  build: mvn -B -q -DskipTests package
  jar: target/storefront.jar
  resources: { cpus: 1.5, memory: 768m }
  startup-timeout: 300s # the shared test machine can be slow to boot a JVM
database:
  name: storefront
  init: [${join(repo, 'db/schema.sql')}, ${join(repo, 'perf/seed.sql')}]
warmup: { boot: 15s, boot-rate: 2, steady: false }
scenarios:
  - name: browsing
    script: ${join(repo, 'perf/storefront.js')}
    rate: 80 # 11 endpoints, about 58 requests each in an 8 s window (25 to 50 per VU's turn), over 30
    warmup: 3s
    duration: 8s
    budget: { p95: 10s, errors: 1% }
compare:
  work: { enabled: false }
`,
      ['--base', 'HEAD~1', '--rounds', '5', '--app-image', testImages.jre],
    );
    console.log(run.report);
    expect(run.code, run.stderr).toBe(1);
    const result = run.result;
    expect(result.verdict).toBe('fail');
    const comparisons = result.scenarios[0]!.comparisons;
    const endpoints = comparisons.filter((c) => c.role === 'endpoint');
    // every endpoint was judged: 11 at 80/s over 8 s
    expect(endpoints).toHaveLength(11);
    const reviews = endpoints.find((c) => c.endpoint === REVIEWS)!;
    expect(reviews.status).toBe('regression');
    expect(reviews.changePct).toBeGreaterThan(60);
    for (const other of endpoints.filter((c) => c.endpoint !== REVIEWS))
      expect(other.status, other.endpoint).not.toBe('regression');
    // the app's overall figure does not fail it: the one endpoint is an eleventh of the traffic
    const overall = comparisons.find((c) => c.metric === 'latency' && !c.endpoint)!;
    expect(overall.status).not.toBe('regression');
    expect(overall.changePct).toBeLessThan(reviews.changePct / 3);
    // the family: the overall latency and 11 endpoints (no errors: the error rate left it)
    expect(comparisons.filter((c) => c.familyWeight !== undefined)).toHaveLength(12);
    expect(run.report).toContain(`latency (geometric mean) of ${REVIEWS} changed +`);
    expect(run.report).toContain("12 comparisons share the gate's 5 % false-alarm budget");
  });
});
