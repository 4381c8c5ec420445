// A user's repository for the workflow tests: the example's database scripts, its k6 scenario and a perf-gate.yml
// at the root (where the example workflows expect it), with two commits: the base on `main` and a
// pull request on `feature`. The app's "build" copies the example jar (built once by
// ensureExampleJar, committed as prebuilt/) so each side builds in seconds: the workflow, not
// Maven, is under test. The build runs in the action's build sandbox, which sees only the side's
// own checkout: the jar has to be in it.
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exampleDir, exampleJar } from './example.js';
import { testImages } from './environment.js';

export interface WorkflowRepository {
  directory: string;
  baseSha: string;
  headSha: string;
}

/** The scenario block of perf-gate.yml: short windows on a small data set. */
export const shortScenario = `scenarios:
  - name: content-view
    script: k6/read-heavy.js
    rate: 10
    warmup: 2s
    duration: 3s
    env: { CONTENT_COUNT: 150, MEMBER_COUNT: 150 }
    # Loose: the workflow's wiring is under test, not this machine's speed.
    budget: { p95: 60s, errors: 5% }
`;

/** perf-gate.yml of the test repository; `extra` is appended (compare:, more budgets, ...). */
export function perfGateYml(scenarios: string, extra = ''): string {
  return `app:
  build: mkdir -p target && cp prebuilt/travel-content.jar target/travel-content.jar
  build-image: ${testImages.jdk}
  jar: target/travel-content.jar
  image: ${testImages.jre}
  resources: { cpus: 1.5, memory: 768m }
  # A busy two-core runner can take minutes to boot Spring Boot; the default (180 s) is for users.
  startup-timeout: 10m
load:
  image: ${testImages.k6}
database:
  image: ${testImages.database}
  init: [db/schema.sql, db/seed.sql]
  variables: { scale: 0.05 }
# Only the boot ramp, no steady-state phases (up to a minute each by default): the workflows'
# wiring is under test, not how warm the app is.
warmup: { boot: 4s, steady: false }
${scenarios}${extra}`;
}

/** Creates the repository in `directory`; extra files (package.json, ...) go into both commits. */
export function createWorkflowRepository(
  directory: string,
  config: string,
  files: Record<string, string> = {},
): WorkflowRepository {
  mkdirSync(join(directory, 'db'), { recursive: true });
  for (const script of ['schema.sql', 'seed.sql']) {
    copyFileSync(join(exampleDir, 'db', script), join(directory, 'db', script));
  }
  cpSync(join(exampleDir, 'k6'), join(directory, 'k6'), { recursive: true });
  mkdirSync(join(directory, 'prebuilt'));
  copyFileSync(exampleJar, join(directory, 'prebuilt', 'travel-content.jar'));
  writeFileSync(join(directory, 'perf-gate.yml'), config);
  writeFileSync(join(directory, '.gitignore'), 'target/\nnode_modules/\n');
  for (const [name, text] of Object.entries(files)) writeFileSync(join(directory, name), text);
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: directory,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'Dev',
        GIT_AUTHOR_EMAIL: 'dev@example.com',
        GIT_COMMITTER_NAME: 'Dev',
        GIT_COMMITTER_EMAIL: 'dev@example.com',
      },
    }).trim();
  git('init', '-q', '-b', 'main');
  // act names the repository (GITHUB_REPOSITORY) after the origin remote, as GitHub would.
  git('remote', 'add', 'origin', 'https://github.com/acme/travel.git');
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
  const baseSha = git('rev-parse', 'HEAD');
  git('checkout', '-q', '-b', 'feature');
  writeFileSync(join(directory, 'README.md'), '# travel-content\n');
  git('add', '-A');
  git('commit', '-q', '-m', 'pull request');
  return { directory, baseSha, headSha: git('rev-parse', 'HEAD') };
}
