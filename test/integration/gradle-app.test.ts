// A Gradle-built Spring Boot app (test/apps/gradle-notes: Groovy DSL, JPA, MySQL) run to a verdict
// with the perf-gate.yml it ships. What no unit test through the fake lab can show: perf-gate runs a
// real Gradle build of a Spring Boot app (the build command, the allow-listed environment, the
// jar found in build/libs/ of a git checkout), and the jar Gradle's Spring Boot plugin packaged
// boots on the JRE image, reaches MySQL and is measured. The Gradle is the one scripts/provision
// assembles from Maven Central (PERF_GATE_TEST_GRADLE; no registry serves a Gradle distribution):
// Groovy DSL only, in-process, no daemon. Its first build on a machine downloads the app's
// dependencies into PERF_GATE_TEST_GRADLE_USER_HOME (about a minute). The second test builds the
// app as the action does, in the build sandbox, with the shipped `gradle` command resolved in the
// sandbox image (PERF_GATE_TEST_GRADLE_IMAGE: the JDK image plus that Gradle) and none of the
// host's: only a real container shows that the image's Gradle, the side's own dependency cache
// and the copy of the checkout make a bootable jar.
import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/build/build.js';
import { containerBuilder } from '../../src/build/builder.js';
import { ResourceScope } from '../../src/env/scope.js';
import {
  perfGateContainers,
  requireDocker,
  requireK6,
  testImages,
} from '../support/environment.js';
import { repoRoot } from '../support/example.js';
import { runCli, SHORT_WARMUP } from '../support/gate-cli.js';
import { testTmpDir } from '../support/test-tmp.js';

const appDir = join(repoRoot, 'test/apps/gradle-notes');
/** The build line of the app's perf-gate.yml, as a team with Gradle on its PATH writes it. */
const SHIPPED_BUILD = 'build: gradle -q bootJar -x test';

/** The provisioned Gradle, or an error saying how to get it: this file fails, it never skips. */
function provisionedGradle(): string {
  const gradle = process.env.PERF_GATE_TEST_GRADLE;
  if (!gradle || !existsSync(gradle)) {
    throw new Error(
      `${gradle ? `PERF_GATE_TEST_GRADLE is ${gradle}, which does not exist` : 'PERF_GATE_TEST_GRADLE is not set'}: the Gradle app test needs the Gradle that scripts/provision assembles from Maven Central. Run \`scripts/provision\` and \`source ~/.cache/perf-gate/env\`.`,
    );
  }
  return gradle;
}

/**
 * The app as its team's repository (one commit), its perf-gate.yml building with `gradle`: the
 * provisioned one, and only the boot ramp of the warm-up, as in every test gate.
 */
function notesRepo(gradle: string): { repo: string; sha: string; command: string } {
  const repo = join(testTmpDir('perf-gate-gradle-'), 'gradle-notes');
  cpSync(appDir, repo, {
    recursive: true,
    filter: (source) => !/\/(build|\.gradle)$/.test(source),
  });
  const config = join(repo, 'perf-gate.yml');
  const shipped = readFileSync(config, 'utf8');
  expect(shipped).toContain(SHIPPED_BUILD);
  const command = `${gradle} -q bootJar -x test`;
  writeFileSync(config, shipped.replace(SHIPPED_BUILD, `build: ${command}`));
  appendFileSync(config, SHORT_WARMUP);
  const git = (...args: string[]): string =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {
      cwd: repo,
      encoding: 'utf8',
    }).trim();
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'gradle-notes 1.4.0');
  return { repo, sha: git('rev-parse', 'HEAD'), command };
}

/** Pids of the assembled Gradle's JVMs whose working folder is in `dir`. */
function gradleProcessesIn(dir: string): number[] {
  const root = realpathSync(dir);
  const pids: number[] = [];
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8');
      if (!cmdline.includes('perfgate.gradle.GradleMain')) continue;
      if (readlinkSync(`/proc/${name}/cwd`).startsWith(root)) pids.push(Number(name));
    } catch {
      // ended meanwhile
    }
  }
  return pids;
}

describe('a Gradle app (test/apps/gradle-notes) built by perf-gate', () => {
  let gradle: string;

  beforeAll(async () => {
    gradle = provisionedGradle();
    await requireDocker();
    requireK6();
  });

  it('builds it with Gradle, boots the jar of build/libs/ and measures it to a verdict', async () => {
    const { repo, sha, command } = notesRepo(gradle);
    const results = testTmpDir('perf-gate-gradle-result-');
    const userHome = process.env.PERF_GATE_TEST_GRADLE_USER_HOME;
    const run = await runCli(
      [
        '--config',
        join(repo, 'perf-gate.yml'),
        '--result',
        join(results, 'result.json'),
        '--app-image',
        testImages.jre,
        '--database-image',
        testImages.database,
      ],
      // GRADLE_USER_HOME is on the build's allow-list (src/build/child-env.ts): the cache is kept.
      userHome ? { GRADLE_USER_HOME: userHome } : {},
    );
    const r = run.result;
    expect(r.error, run.stderr).toBeUndefined();
    // A shared runner can saturate (the gate then says so): any verdict but "error" is real.
    expect(['pass', 'fail', 'inconclusive']).toContain(r.verdict);
    expect(run.code, run.stderr).toBe(r.verdict === 'fail' ? 1 : 0);

    // The build: Gradle on the host (perf-gate run builds outside the sandbox by default), in the
    // checkout, and the jar its bootJar task wrote, from the commit it was built at.
    expect(run.stderr).toContain(`building with \`${command}\``);
    expect(run.stderr).toContain('jar build/libs/gradle-notes.jar (');
    const build = r.stages.find((stage) => stage.stage === 'build');
    expect(build).toMatchObject({ side: 'pr', ok: true });
    const pr = r.sides.pr;
    expect(pr.jar).toMatch(/\/build\/libs\/gradle-notes\.jar$/);
    expect(realpathSync(pr.jar!)).toBe(realpathSync(join(repo, 'build/libs/gradle-notes.jar')));
    expect(pr.buildMs).toBeGreaterThan(0);
    expect(pr.buildImage).toBeUndefined();
    expect(pr.sha).toBe(sha);
    // The jar's classes are Java 17 (build.gradle's toolchain): the Java 17 JRE ran them.
    expect(pr.java).toBe(17);
    expect(pr.appImage).toBe(testImages.jre);
    expect(pr.startupMs?.[0]).toBeGreaterThan(0);

    // Measured: the app read the seeded notes from MySQL through JPA on every endpoint.
    const window = r.scenarios[0]!.windows[0]!;
    expect(window.http.errorRate).toBe(0);
    expect(Object.keys(window.endpoints).sort()).toEqual([
      'GET /api/notes',
      'GET /api/notes/{id}',
      'GET /api/tags',
    ]);
    expect(window.endpoints['GET /api/notes/{id}']!.requests).toBeGreaterThan(10);

    // Nothing left running: no container of this run, no Gradle JVM in the checkout.
    expect(await perfGateContainers(run.pid)).toEqual([]);
    expect(gradleProcessesIn(repo)).toEqual([]);
  });

  it('builds it in the build sandbox with the Gradle of the image, the shipped command as is', async () => {
    const { repo } = notesRepo(gradle);
    const command = SHIPPED_BUILD.slice('build: '.length);
    let jar: string;
    {
      await using scope = new ResourceScope();
      const built = await buildApp({
        directory: repo,
        command,
        jar: undefined,
        label: 'pr',
        scope,
        builder: containerBuilder(testImages.gradle),
      });
      jar = built.jar;
      expect(built.buildImage).toBe(testImages.gradle);
      // Built from the side's copy of the checkout: the team's folder has no build/ of its own.
      expect(jar).toMatch(/\/build\/libs\/gradle-notes\.jar$/);
      expect(realpathSync(jar).startsWith(realpathSync(repo))).toBe(false);
      expect(existsSync(join(repo, 'build'))).toBe(false);
      // The Spring Boot plugin's executable jar: its launcher and the app's classes.
      const manifest = execFileSync('unzip', ['-p', jar, 'META-INF/MANIFEST.MF'], {
        encoding: 'utf8',
      });
      expect(manifest).toMatch(
        /^Main-Class: org\.springframework\.boot\.loader\.launch\.JarLauncher/m,
      );
      expect(manifest).toMatch(/^Start-Class: \S+/m);
    }
    // The copy is gone with the run, and nothing of the build is left running.
    expect(existsSync(jar)).toBe(false);
    expect(await perfGateContainers(process.pid)).toEqual([]);
    expect(gradleProcessesIn(repo)).toEqual([]);
  });
});
