// Every entry of docs/bad-input.md, produced for real: the exact message (first line; `<…>` in
// the catalogue stands for a value that varies) and the exit code. The catalogue and these cases
// must list the same ids, so a new entry without a test (or a test without an entry) fails.
import {
  chmodSync,
  mkdirSync,
  readFileSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseResultFile } from '../../src/analysis/results.js';
import { buildApp, findJar } from '../../src/build/build.js';
import { git } from '../../src/build/git.js';
import { checkBaseRef, repositoryRoot, resolveCommit } from '../../src/build/worktree.js';
import { gatesFlag, proposeCalibration } from '../../src/commands/calibrate.js';
import { noiseCommand } from '../../src/commands/noise.js';
import { readAaResultFiles } from '../../src/commands/read-result.js';
import { onOffFlag } from '../../src/commands/values.js';
import { publishResultFile } from '../../src/commands/publish.js';
import { loadConfig } from '../../src/files/config-file.js';
import { templateEnv } from '../../src/engine/gate.js';
import { outputPathProblem, reportPathClash } from '../../src/engine/output-path.js';
import { startDatabase, type StartedDatabase } from '../../src/env/database.js';
import { ensureImage } from '../../src/env/docker.js';
import { ResourceScope } from '../../src/env/scope.js';
import { exitCodeFor } from '../../src/errors.js';
import { githubContextFrom } from '../../src/github/context.js';
import { setCommitStatus } from '../../src/github/status.js';
import { checkK6Script, resolveK6, runK6Window } from '../../src/load/k6.js';
import { requireReadable } from '../../src/load/k6-process.js';
import { forkTargetRefusal, readInputs } from '../../src/main.js';
import { verifiedJar } from '../../src/lab/boot.js';
import { inspectSide } from '../../src/lab/prepare.js';
import { instancesFlag } from '../../src/commands/capacity.js';
import { planInputFromFlags } from '../../src/plan/flags.js';
import { testImages } from '../support/environment.js';
import { testTmpDir } from '../support/test-tmp.js';
import { aaResult } from '../unit/analysis/aa-results.js';
import { repoRoot } from '../support/example.js';
import { startGitHubApiServer } from '../support/github-api-server.js';

// Under this run's test folder, removed when the run ends (test/support/test-tmp.ts).
const dir = testTmpDir('perf-gate-bad-input-');
writeFileSync(join(dir, 'load.js'), 'export default function () {}\n');
writeFileSync(join(dir, 'broken.js'), 'export default function ( {\n');
writeFileSync(join(dir, 'no-function.js'), 'export function browse() {}\n');
writeFileSync(
  join(dir, 'hard-coded.js'),
  "import http from 'k6/http';\nexport default function () {\n  http.get('http://localhost:8080/api');\n}\n",
);
writeFileSync(join(dir, 'throws.js'), "export default function () {\n  JSON.parse('<html>');\n}\n");
writeFileSync(join(dir, 'slow.sql'), 'SELECT SLEEP(60);\n');

/** Writes perf-gate.yml text and loads it. */
function config(yaml: string): void {
  const file = join(dir, 'perf-gate.yml');
  writeFileSync(file, yaml);
  loadConfig(file);
}
const scenario = (extra: string) => `scenarios:\n  - name: a\n    script: load.js\n${extra}`;
const inputs = (values: Record<string, string>) => () => readInputs((name) => values[name] ?? '');
const k6Options = {
  k6: 'k6',
  script: join(dir, 'broken.js'),
  baseUrl: 'http://127.0.0.1:9',
  targetRate: 1,
  durationMs: 1000,
  preAllocatedVus: 1,
  maxVus: 1,
  executor: 'gate' as const,
  endpoints: [],
  env: {},
};

const CASES: Record<string, () => unknown> = {
  'config-missing': () => loadConfig('/nonexistent/perf-gate.yml'),
  'config-yaml': () => config('scenarios: [\n'),
  'config-unknown-key': () => config(scenario('    rate: 5\n    durration: 30s\n')),
  'config-rate-type': () => config(scenario('    rate: fast\n')),
  'config-duration': () => config(scenario('    rate: 5\n    warmup: soon\n')),
  'config-memory': () =>
    config(`app:\n  resources: { memory: lots }\n${scenario('    rate: 5\n')}`),
  'config-script-missing': () =>
    config('scenarios:\n  - name: a\n    script: nowhere.js\n    rate: 5\n'),
  'config-no-script': () => config('scenarios:\n  - name: a\n    rate: 5\n'),
  'config-outside-checkout': () => loadConfig(join(checkout, 'environ.yml')),
  'script-outside-checkout': () =>
    checkoutConfig('scenarios:\n  - name: a\n    script: environ.js\n    rate: 5\n'),
  'sql-outside-checkout': () =>
    checkoutConfig(`database:\n  init: [environ.sql]\n${scenario('    rate: 5\n')}`),
  'jar-outside-checkout': () => findJar(checkout, 'target/*.jar', 'pr'),
  'jar-changed': () => verifiedJar(join(dir, 'load.js'), 'base', 'f'.repeat(64)),
  'datasource-driver': () => {
    const app = join(dir, 'h2-app');
    mkdirSync(join(app, 'src/main/resources'), { recursive: true });
    writeFileSync(
      join(app, 'src/main/resources/application.properties'),
      'spring.datasource.url=jdbc:h2:mem:app\nspring.datasource.driver-class-name=org.h2.Driver\n',
    );
    writeFileSync(join(app, 'load.js'), 'export default function () {}\n');
    writeFileSync(join(app, 'perf-gate.yml'), scenario('    rate: 5\n'));
    return inspectSide(loadConfig(join(app, 'perf-gate.yml')), app, 'the pr side');
  },
  'no-mysql-datasource': () => {
    const app = join(dir, 'postgres-app');
    mkdirSync(join(app, 'src/main/resources'), { recursive: true });
    writeFileSync(
      join(app, 'src/main/resources/application.properties'),
      'spring.datasource.url=jdbc:postgresql://db/app\n',
    );
    writeFileSync(
      join(app, 'pom.xml'),
      '<project><dependencies><dependency><artifactId>postgresql</artifactId></dependency></dependencies></project>\n',
    );
    writeFileSync(join(app, 'load.js'), 'export default function () {}\n');
    writeFileSync(join(app, 'perf-gate.yml'), scenario('    rate: 5\n'));
    return inspectSide(loadConfig(join(app, 'perf-gate.yml')), app, 'the pr side');
  },
  'pool-over-max-connections': () => {
    const app = join(dir, 'two-pools-app');
    mkdirSync(join(app, 'src/main/resources'), { recursive: true });
    writeFileSync(
      join(app, 'src/main/resources/application.yml'),
      'spring:\n  datasource:\n    hikari:\n      maximum-pool-size: 40\n',
    );
    writeFileSync(join(app, 'load.js'), 'export default function () {}\n');
    writeFileSync(
      join(app, 'perf-gate.yml'),
      `app:\n  instances: 2\ndatabase:\n  server: { max_connections: 60 }\n${scenario('    rate: 5\n')}`,
    );
    return inspectSide(loadConfig(join(app, 'perf-gate.yml')), app, 'base');
  },
  'scenario-not-found': () => loadConfig(join(dir, 'ok.yml'), { scenario: 'nope' }),
  'rounds-override': () => loadConfig(join(dir, 'ok.yml'), { rounds: 0 }),
  'rounds-cap': () => loadConfig(join(dir, 'ok.yml'), { rounds: 500 }),
  'rate-override-cap': () => loadConfig(join(dir, 'ok.yml'), { rate: 100_000 }),
  'config-rate-cap': () => config(scenario('    rate: 100000\n')),
  'service-unsupported': () =>
    config(`services:\n  kafka: { image: apache/kafka }\n${scenario('    rate: 5\n')}`),
  'config-vus-cap': () => config(scenario('    rate: 5\n    max-vus: 1000000\n')),
  'config-rounds-cap': () => config(`${scenario('    rate: 5\n')}compare:\n  rounds: 500\n`),
  'config-max-rounds': () =>
    config(`${scenario('    rate: 5\n')}compare:\n  rounds: 5\n  max-rounds: 3\n`),
  'env-placeholder': () =>
    templateEnv({ DB: '{{db.nope}}' }, {
      jdbcUrl: 'jdbc:mysql://127.0.0.1:1/app',
      host: '127.0.0.1',
      port: 1,
      database: 'app',
      user: 'app',
      password: 'x',
    } as StartedDatabase),
  'input-rounds': inputs({ rounds: 'many' }),
  'input-boolean': inputs({ comment: 'maybe' }),
  'sandbox-flag': () => onOffFlag('--sandbox', 'later'),
  'input-base-option': inputs({ base: '--upload-pack=evil' }),
  'input-mode': inputs({ mode: 'publish-only' }),
  'base-ref-option': () => checkBaseRef('-x', repoRoot),
  'base-ref-range': () => checkBaseRef('main..HEAD', repoRoot),
  'base-ref-refspec': () => checkBaseRef('origin:main', repoRoot),
  'base-ref-space': () => checkBaseRef('main two', repoRoot),
  'base-ref-format': () => checkBaseRef('a.lock', repoRoot),
  'base-ref-missing': () => resolveCommit(repoRoot, 'no-such-branch-xyz'),
  'not-a-repository': () => repositoryRoot('/'),
  'git-timeout': async () => {
    // A git that hangs (a dead remote): a fake one on PATH, and the fetch's deadline made short.
    const fakeGit = join(dir, 'hanging-git');
    mkdirSync(fakeGit, { recursive: true });
    writeFileSync(join(fakeGit, 'git'), '#!/bin/sh\nexec sleep 10\n', { mode: 0o755 });
    const path = process.env.PATH ?? '';
    process.env.PATH = `${fakeGit}:${path}`;
    try {
      await git(['fetch', '--no-tags', '--depth=1', '--end-of-options', 'origin', 'main'], {
        cwd: dir,
        timeoutMs: 500,
        ref: 'main',
      });
    } finally {
      process.env.PATH = path;
    }
  },
  'fork-target': () => {
    const refusal = forkTargetRefusal(
      githubContextFrom({
        eventName: 'pull_request_target',
        payload: {
          pull_request: {
            number: 1,
            head: { sha: 'f'.repeat(40), repo: { full_name: 'someone/app' } },
            base: { sha: 'b'.repeat(40), repo: { full_name: 'acme/app' } },
          },
        },
        repository: 'acme/app',
        sha: 'c'.repeat(40),
      }),
    );
    if (refusal) throw refusal;
  },
  'build-undetectable': () =>
    buildApp({
      directory: '/nonexistent-app',
      command: undefined,
      jar: undefined,
      label: 'PR',
      scope: new ResourceScope(),
    }),
  'build-fails': () =>
    buildApp({
      directory: dir,
      command: 'exit 3',
      jar: undefined,
      label: 'PR',
      scope: new ResourceScope(),
    }),
  'build-timeout': () =>
    buildApp({
      directory: dir,
      command: 'sleep 30',
      jar: undefined,
      label: 'PR',
      scope: new ResourceScope(),
      timeoutMs: 1_000,
    }),
  'jar-missing': () => findJar(dir, 'nothing/*.jar', 'PR'),
  'k6-missing': () => resolveK6({ binary: '/nonexistent/k6' }),
  'k6-script-unreadable': () => {
    const folder = join(dir, 'private');
    mkdirSync(join(folder, 'k6'), { recursive: true });
    writeFileSync(join(folder, 'k6', 'load.js'), 'export default function () {}\n');
    chmodSync(folder, 0o700);
    requireReadable(folder, join(folder, 'k6', 'load.js'), 1000);
  },
  'k6-script-broken': () => checkK6Script(k6Options),
  'k6-script-no-function': () =>
    checkK6Script({ ...k6Options, script: join(dir, 'no-function.js') }),
  'k6-script-foreign': async () => {
    await using scope = new ResourceScope();
    await runK6Window({
      ...k6Options,
      script: join(dir, 'hard-coded.js'),
      scope,
      label: 'a window',
    });
  },
  'k6-script-no-requests': async () => {
    await using scope = new ResourceScope();
    await runK6Window({ ...k6Options, script: join(dir, 'throws.js'), scope, label: 'a window' });
  },
  'result-not-json': () => parseResultFile('{', 'result.json'),
  'result-version': () => parseResultFile('{"schemaVersion": 2}', 'result.json'),
  'result-schema': () => parseResultFile('{"schemaVersion": 1, "verdict": "pass"}', 'result.json'),
  'result-forged-name': () => {
    const forged = aaResult([0.01]);
    forged.scenarios[0]!.name = 'content-view\n```\n# forged';
    return parseResultFile(JSON.stringify(forged), 'result.json');
  },
  'result-too-large': () => {
    // Sparse: 80 MiB by its size, refused before a byte is read.
    const file = join(dir, 'huge-result.json');
    writeFileSync(file, '');
    truncateSync(file, 80 * 1024 * 1024);
    return publishResultFile({
      resultPath: file,
      token: 'x',
      context: githubContextFrom({ eventName: 'workflow_run', payload: {}, sha: 'c'.repeat(40) }),
    });
  },
  'noise-missing-file': () => noiseCommand(['/nonexistent/aa-1.json']),
  'noise-too-few': () => {
    const file = join(dir, 'aa-1.json');
    writeFileSync(file, JSON.stringify(aaResult([0.01, -0.02, 0.03])));
    return noiseCommand([file]);
  },
  'calibrate-gates': () => gatesFlag('--gates', '3'),
  'calibrate-too-few': () => {
    const file = join(dir, 'aa-cal-1.json');
    writeFileSync(file, JSON.stringify(aaResult([0.01, -0.02, 0.03])));
    return proposeCalibration(readAaResultFiles([file]));
  },
  'publish-missing-file': () =>
    publishResultFile({
      resultPath: '/nonexistent/result.json',
      token: 'x',
      context: githubContextFrom({ eventName: 'workflow_run', payload: {}, sha: 'c'.repeat(40) }),
    }),
  'config-too-large': () => {
    const file = join(dir, 'huge.yml');
    writeFileSync(file, `${scenario('    rate: 5\n')}# ${'x'.repeat(1024 * 1024)}\n`);
    loadConfig(file);
  },
  'result-path-unwritable': () => {
    // Under /proc Node's recursive mkdir used to spin a core forever.
    const problem = outputPathProblem('/proc/perf-gate/result.json');
    if (problem) throw problem;
  },
  'report-path-clash': () => {
    const problem = reportPathClash('out/result.json', 'out/result.html');
    if (problem) throw problem;
  },
  'image-pull': () => ensureImage('database', 'perf-gate-local/no-such-image:1'),
  'init-timeout': () =>
    startDatabase({
      image: testImages.database,
      database: 'app',
      user: 'app',
      password: 'app-password',
      initScripts: [join(dir, 'slow.sql')],
      initTimeoutMs: 2_000,
    }),
  'github-timeout': async () => {
    await using github = await startGitHubApiServer({
      users: { t: { login: 'bot' } },
      delayMs: 3_000,
    });
    await setCommitStatus({
      token: 't',
      apiUrl: github.url,
      timeoutMs: 500,
      owner: 'acme',
      repo: 'app',
      sha: 'c'.repeat(40),
      state: 'pending',
      description: 'measuring',
    });
  },
  'plan-number': () => planInputFromFlags({ dau: 'lots', interval: '3s' }),
  'plan-duration': () => planInputFromFlags({ dau: '300', interval: 'often' }),
  'capacity-instances': () => instancesFlag('--instances', '1,9'),
};
writeFileSync(join(dir, 'ok.yml'), scenario('    rate: 5\n'));

// A checkout (a git work tree) whose files lead out of it by symlink.
const checkout = join(dir, 'checkout');
mkdirSync(join(checkout, '.git'), { recursive: true });
mkdirSync(join(checkout, 'target'));
writeFileSync(join(checkout, 'load.js'), 'export default function () {}\n');
symlinkSync('/proc/self/environ', join(checkout, 'environ.yml'));
symlinkSync('/proc/self/environ', join(checkout, 'environ.js'));
symlinkSync('/proc/self/environ', join(checkout, 'environ.sql'));
symlinkSync(join(dir, 'slow.sql'), join(checkout, 'target', 'app.jar'));
/** Writes perf-gate.yml into the checkout and loads it. */
function checkoutConfig(yaml: string): void {
  writeFileSync(join(checkout, 'perf-gate.yml'), yaml);
  loadConfig(join(checkout, 'perf-gate.yml'));
}

interface Entry {
  id: string;
  message: string;
  exit: number;
}

/** The catalogue's rows: | `id` | what | `message` (any fence length) | exit |, padded or not. */
function catalogue(): Entry[] {
  const text = readFileSync(join(repoRoot, 'docs/bad-input.md'), 'utf8');
  const row = /^\|\s*`([\w-]+)`\s*\|[^|]*\|\s*(`+) ?(.*?) ?\2\s*\|\s*(\d)\s*\|$/gm;
  return [...text.matchAll(row)].map((m) => ({ id: m[1]!, message: m[3]!, exit: Number(m[4]) }));
}

/** A catalogue message as a pattern: `<…>` stands for any value. */
function pattern(message: string): RegExp {
  const parts = message.split(/<[^>]+>/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`);
}

describe('the bad-input catalogue (docs/bad-input.md)', () => {
  const entries = catalogue();

  it('lists the same classes this test produces, at least 30', () => {
    expect(entries.map((entry) => entry.id).sort()).toEqual(Object.keys(CASES).sort());
    expect(entries.length).toBeGreaterThanOrEqual(30);
  });

  for (const entry of entries) {
    it(`${entry.id}: exit ${entry.exit}, "${entry.message}"`, { timeout: 120_000 }, async () => {
      const produce = CASES[entry.id];
      expect(produce, `no case for ${entry.id}`).toBeDefined();
      let thrown: unknown;
      try {
        await produce!();
      } catch (error) {
        thrown = error;
      }
      expect(thrown, `${entry.id} did not fail`).toBeInstanceOf(Error);
      const firstLine = (thrown as Error).message.split('\n')[0]!;
      expect(firstLine).toMatch(pattern(entry.message));
      expect(exitCodeFor(thrown)).toBe(entry.exit);
    });
  }
});
