// The build edge: run the declared (or detected) build command in a checkout and find the jar.
import { existsSync, statSync } from 'node:fs';
import { glob } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { enclosingWorkTree, requireInside } from '../files/inside.js';
import { ConfigError, EnvironmentError } from '../errors.js';
import type { ResourceScope } from '../env/scope.js';
import { hostBuilder, type Builder } from './builder.js';

export interface BuildOptions {
  /** the app checkout */
  directory: string;
  /** command to run in `directory`; null: no build; undefined: detect Maven/Gradle */
  command: string | null | undefined;
  /** glob of the jar relative to `directory`; undefined: look in target/ and build/libs/ */
  jar: string | undefined;
  label: string;
  scope: ResourceScope;
  onProgress?: (line: string) => void;
  /** deadline of the build command; default BUILD_TIMEOUT_MS */
  timeoutMs?: number;
  /** where the command runs (builder.ts); default the host */
  builder?: Builder;
}

/** A build that has not finished after 30 minutes is stuck (a prompt, a lock, a hung download). */
export const BUILD_TIMEOUT_MS = 30 * 60_000;

export interface BuildResult {
  jar: string;
  command: string | null;
  buildMs: number;
  /** the image the build ran in (the sandbox), undefined when it ran on the host or not at all */
  buildImage?: string;
}

/** Detects how a checkout builds: the wrapper first, then a plain Maven or Gradle project. */
export function detectBuildCommand(directory: string): string | undefined {
  const has = (file: string): boolean => existsSync(join(directory, file));
  if (has('mvnw')) return 'sh ./mvnw -B -q -DskipTests package';
  if (has('pom.xml')) return 'mvn -B -q -DskipTests package';
  if (has('gradlew')) return 'sh ./gradlew -q bootJar -x test';
  if (has('build.gradle') || has('build.gradle.kts')) return 'gradle -q bootJar -x test';
  return undefined;
}

/** Builds a side and returns its jar; failures carry the last lines of the build output. */
export async function buildApp(options: BuildOptions): Promise<BuildResult> {
  const progress = options.onProgress ?? (() => undefined);
  const command =
    options.command === undefined ? detectBuildCommand(options.directory) : options.command;
  if (command === undefined) {
    throw new ConfigError(
      `${options.label}: cannot tell how to build ${options.directory} (no mvnw, pom.xml, gradlew or build.gradle).`,
      {
        fix: 'Set app.build to the build command, or app.build: null with app.jar pointing to a jar.',
      },
    );
  }
  const started = Date.now();
  let jarDirectory = options.directory;
  let jarRoot: string | undefined;
  const builder = options.builder ?? hostBuilder;
  if (command) {
    progress(
      `${options.label}: building with \`${command}\`${builder.image ? ` in ${builder.image}` : ''}`,
    );
    const ticker = setInterval(
      () =>
        progress(
          `${options.label}: still building (${Math.round((Date.now() - started) / 1000)} s)`,
        ),
      30_000,
    );
    const timeoutMs = options.timeoutMs ?? BUILD_TIMEOUT_MS;
    const run = builder.run({
      directory: options.directory,
      command,
      label: options.label,
      timeoutMs,
      scope: options.scope,
    });
    const { code, output, directory, root } = await run.finally(() => clearInterval(ticker));
    jarDirectory = directory;
    jarRoot = root;
    if (code === 'timeout') {
      throw new EnvironmentError(
        `${options.label}: the build \`${command}\` did not finish within ${formatDeadline(timeoutMs)} and was stopped. Last lines:\n${output.tail(30).join('\n')}`,
        {
          fix: 'Run the same command in the checkout to see where it hangs (a prompt, a lock, a download).',
        },
      );
    }
    if (code !== 0) {
      throw new EnvironmentError(
        `${options.label}: the build \`${command}\` failed with exit code ${code} in ${options.directory}. Last lines:\n${output.tail(30).join('\n')}`,
        {
          fix: 'Fix the build (run the same command in the checkout to reproduce), or correct app.build.',
        },
      );
    }
  }
  const jar = await findJar(jarDirectory, options.jar, options.label, jarRoot);
  const buildMs = Date.now() - started;
  progress(
    `${options.label}: jar ${relative(jarDirectory, jar)} (${(buildMs / 1000).toFixed(1)} s)`,
  );
  return {
    jar,
    command: command || null,
    buildMs,
    ...(command && builder.image ? { buildImage: builder.image } : {}),
  };
}

function formatDeadline(ms: number): string {
  return ms >= 60_000 ? `${Math.round(ms / 60_000)} min` : `${Math.round(ms / 1000)} s`;
}

/** Finds the one runnable jar: plain/sources/javadoc jars and Maven's *.original are skipped. */
export async function findJar(
  directory: string,
  pattern: string | undefined,
  label: string,
  /** the folder the jar must be in (a sandboxed build's copy); default: the git work tree */
  root?: string,
): Promise<string> {
  const patterns = pattern ? [pattern] : ['target/*.jar', 'build/libs/*.jar'];
  const found: string[] = [];
  for (const p of patterns) {
    // resolve, not join: an absolute app.jar yields absolute entries.
    for await (const entry of glob(p, { cwd: directory })) found.push(resolve(directory, entry));
  }
  const jars = found.filter((file) => !/-(plain|sources|javadoc|tests)\.jar$/.test(file));
  if (jars.length === 0) {
    throw new ConfigError(
      `${label}: no jar matches ${patterns.join(' or ')} in ${directory}${found.length ? ` (skipped: ${found.map((f) => relative(directory, f)).join(', ')})` : ''}.`,
      {
        fix: 'Set app.jar to the glob of the executable (Spring Boot repackaged) jar, e.g. target/*.jar.',
      },
    );
  }
  if (jars.length > 1) {
    // Several candidates (e.g. a multi-module build): the newest is the one just built.
    jars.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  }
  // The build's output is the PR's: a jar that is a link to another side's or the runner's files
  // (the base's cached jar, ~/.m2) must not be booted as this side's. A folder outside any git
  // work tree (a trusted local build) is not confined, as its config is not (src/files/config-file.ts).
  requireInside(root ?? enclosingWorkTree(directory), jars[0]!, 'app.jar', label);
  return jars[0]!;
}
