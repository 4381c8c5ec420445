// The build sandbox: a side's build command runs in a JDK container (src/env/one-shot.ts) on a
// copy of its sources, never on the host. The copy (what git tracks or would add; no .git) belongs
// to an unprivileged user
// and is removed with the run; the dependency cache (the container's HOME: ~/.m2, ~/.gradle, the
// wrappers' downloads) is a folder of that side's own, so a pull request's build cannot poison
// what the base's build reads, nor see perf-gate's files, the other side's checkout, the jar cache,
// the Docker socket or any variable outside the allow-list below.
import {
  chownSync,
  copyFileSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { enclosingWorkTree, realPath } from '../files/inside.js';
import { LogTail } from '../env/log-tail.js';
import { runOneShot, sandboxUser } from '../env/one-shot.js';
import type { ResourceScope } from '../env/scope.js';
import { PROXY_NAMES, askedNames } from './child-env.js';
import { GIT_LOCAL_TIMEOUT_MS, git } from './git.js';

/** Variables a build in the container may get from perf-gate's environment (no paths of the host). */
export const SANDBOX_PASSED_NAMES: readonly string[] = [
  'TZ',
  'LANG',
  'JAVA_OPTS',
  'JAVA_TOOL_OPTIONS',
  'MAVEN_OPTS',
  'MAVEN_ARGS',
  'GRADLE_OPTS',
  ...PROXY_NAMES,
  'CI',
];

/** The build container's environment: the allow-list, the names asked for, and its own HOME. */
export function sandboxEnvironment(
  source: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of [...SANDBOX_PASSED_NAMES, ...askedNames(source)]) {
    const value = source[name];
    if (value !== undefined) env[name] = value;
  }
  // Java takes user.home from the passwd entry of the uid, not from HOME: the build's uid has
  // none in the image, so Maven would keep its repository in `?/.m2` under the build folder and
  // download every dependency on every build (seen: 13-18 s a build instead of 6-7 s).
  const javaHome = '-Duser.home=/home/build';
  return {
    ...env,
    HOME: '/home/build',
    JAVA_TOOL_OPTIONS: env.JAVA_TOOL_OPTIONS ? `${javaHome} ${env.JAVA_TOOL_OPTIONS}` : javaHome,
    CI: env.CI ?? 'true',
  };
}

/** Where each side's dependency cache lives: PERF_GATE_BUILD_CACHE, else ~/.cache/perf-gate/build. */
export function buildCacheDir(label: string): string {
  const root = process.env.PERF_GATE_BUILD_CACHE ?? join(homedir(), '.cache', 'perf-gate', 'build');
  return join(root, label.replace(/[^\w.-]/g, '_'));
}

export interface SandboxBuild {
  /** the app folder (inside its checkout) */
  directory: string;
  command: string;
  image: string;
  label: string;
  timeoutMs: number;
  scope: ResourceScope;
}

/** Runs the build in a container on a copy of the checkout; the copy's app folder and the outcome. */
export async function buildInSandbox(
  build: SandboxBuild,
): Promise<{ directory: string; root: string; code: number | 'timeout'; output: LogTail }> {
  const root = enclosingWorkTree(build.directory) ?? realPath(build.directory) ?? build.directory;
  const appPath = relative(root, realPath(build.directory) ?? build.directory);
  const scratch = mkdtempSync(join(tmpdir(), `perf-gate-build-${build.label}-`));
  build.scope.add({
    description: `build folder of ${build.label}`,
    release: () => Promise.resolve(rmSync(scratch, { recursive: true, force: true })),
  });
  const copy = join(scratch, 'checkout');
  await copyCheckout(root, copy);
  const cache = buildCacheDir(build.label);
  mkdirSync(join(cache, 'home'), { recursive: true });
  const user = sandboxUser();
  if (process.getuid?.() === 0) {
    chownTree(scratch, user.uid, user.gid);
    // Files the container writes are its user's already: only a new cache needs the walk.
    if (statSync(join(cache, 'home')).uid !== user.uid) chownTree(cache, user.uid, user.gid);
  }
  const output = new LogTail(400);
  const code = await runOneShot({
    image: build.image,
    command: build.command,
    workdir: ['/workspace', ...appPath.split(sep).filter(Boolean)].join('/'),
    binds: [`${copy}:/workspace`, `${join(cache, 'home')}:/home/build`],
    env: sandboxEnvironment(),
    user: `${user.uid}:${user.gid}`,
    role: `build-${build.label}`,
    timeoutMs: build.timeoutMs,
    scope: build.scope,
    output,
  });
  return { directory: join(copy, appPath), root: copy, code, output };
}

/**
 * Copies the build's sources: in a git work tree the files git tracks plus the untracked ones it
 * does not ignore (not node_modules/, target/, .git), else the whole folder. Links are copied as
 * links, never followed: inside the container they point into its own file system.
 */
async function copyCheckout(root: string, copy: string): Promise<void> {
  if (!existsSync(join(root, '.git'))) {
    cpSync(root, copy, { recursive: true, verbatimSymlinks: true });
    return;
  }
  const listed = await git(['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    timeoutMs: GIT_LOCAL_TIMEOUT_MS,
    maxBuffer: 64 * 1024 * 1024,
    trim: false,
  });
  mkdirSync(copy, { recursive: true });
  for (const path of listed.split('\0').filter(Boolean)) {
    const source = join(root, path);
    const target = join(copy, path);
    const info = lstatSync(source, { throwIfNoEntry: false });
    if (!info || info.isDirectory()) continue; // deleted in the work tree, or a submodule
    mkdirSync(dirname(target), { recursive: true });
    if (info.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else copyFileSync(source, target); // keeps the mode bits (an executable mvnw stays one)
  }
}

/** chown -R without following links (a link in the copy may point anywhere on the host). */
function chownTree(path: string, uid: number, gid: number): void {
  chownSync(path, uid, gid);
  if (!lstatSync(path).isDirectory()) return;
  for (const name of readdirSync(path)) {
    const child = join(path, name);
    if (lstatSync(child).isSymbolicLink()) continue;
    chownTree(child, uid, gid);
  }
}
