// Where k6 runs. The k6 script is the pull request's code: in the action (sandbox on) k6 runs in a
// one-shot container (src/env/one-shot.ts) that sees the script's tree read-only, the folders k6
// writes (its wrapper and summary, the CSV output) and nothing else: no `.git` (actions/checkout
// keeps the job's token in .git/config), no Docker socket, no jar cache, no ~/.m2, no variable of
// the runner, its own PID namespace, a non-root user. Every folder is mounted at its own path, so
// k6's arguments are the same in a container as on the host. A trusted local run (--sandbox off)
// starts the k6 binary on the host instead. Both give one handle: the host pid (CPU sampling),
// the exit code, the output tail, release.
import { lstatSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { childEnvironment } from '../build/child-env.js';
import { startProcess } from '../build/process.js';
import { enclosingWorkTree, realPath } from '../files/inside.js';
import { EnvironmentError } from '../errors.js';
import { LogTail } from '../env/log-tail.js';
import { sandboxUser, startOneShot, untilExit } from '../env/one-shot.js';
import type { Releasable, ResourceScope } from '../env/scope.js';

/** k6 on the host (`binary`) or in a container of `image`. */
export type K6Runtime =
  { binary: string; image?: undefined } | { image: string; binary?: undefined };

/** Names the runtime in messages: the binary's path or the image. */
export function runtimeName(runtime: K6Runtime): string {
  return runtime.image === undefined ? runtime.binary : `${runtime.image} (container)`;
}

export interface K6Launch {
  /** k6's arguments (after `k6`) */
  args: string[];
  /** k6's own variables (K6_*); a host run adds the allow-listed environment (child-env.ts) */
  env: Record<string, string>;
  /** the folder k6 runs in and writes to (its wrapper and summary) */
  cwd: string;
  /** other folders k6 writes to (the CSV output's) */
  writable?: string[];
  /** the user's script: in a container, the tree that holds it is mounted read-only */
  script?: string;
  scope: ResourceScope;
  description: string;
}

/** A running k6, in the scope until the caller removes it. */
export interface K6Process extends Releasable {
  readonly pid: number | undefined;
  readonly exited: Promise<number>;
  readonly output: LogTail;
}

/**
 * The mounts of a k6 container, each at its own path: the script's tree read-only with its `.git`
 * hidden (an empty folder over a directory, /dev/null over a worktree's `.git` file), the written
 * folders read-write. Pure.
 */
export function k6ContainerBinds(o: {
  scriptRoot: string | undefined;
  git: 'directory' | 'file' | undefined;
  /** an empty folder to lay over a `.git` directory */
  emptyDir: string;
  writable: string[];
}): string[] {
  const writable = o.writable.map((dir) => `${dir}:${dir}`);
  if (o.scriptRoot === undefined) return writable;
  const gitPath = join(o.scriptRoot, '.git');
  return [
    `${o.scriptRoot}:${o.scriptRoot}:ro`,
    ...(o.git === 'directory' ? [`${o.emptyDir}:${gitPath}:ro`] : []),
    ...(o.git === 'file' ? [`/dev/null:${gitPath}:ro`] : []),
    ...writable,
  ];
}

/** The tree a script's imports may reach: its git work tree, else its folder. */
export function scriptRootOf(script: string): string {
  const real = realPath(script) ?? script;
  return enclosingWorkTree(dirname(real)) ?? dirname(real);
}

/**
 * Refuses, with the fix, a script the container's user (`uid`, not perf-gate's own) could not
 * read: perf-gate running as root hands k6 an unprivileged user, which reads only what others may.
 */
export function requireReadable(root: string, script: string, uid: number): void {
  const real = realPath(script) ?? script;
  const steps = relative(root, real).split(sep).filter(Boolean);
  const folders = [root, ...steps.slice(0, -1).map((_, i) => join(root, ...steps.slice(0, i + 1)))];
  for (const folder of folders) {
    if ((statSync(folder).mode & 0o005) !== 0o005) {
      throw new EnvironmentError(
        `k6 runs in a container as user ${uid} and cannot read the script's folder ${folder} (mode ${(statSync(folder).mode & 0o777).toString(8)}).`,
        {
          fix: `Run perf-gate as the user that owns the checkout (not root), or let others read it: chmod o+rx ${folder}.`,
        },
      );
    }
  }
  if ((statSync(real).mode & 0o004) === 0) {
    throw new EnvironmentError(
      `k6 runs in a container as user ${uid} and cannot read the script ${real}.`,
      { fix: `Run perf-gate as the user that owns the checkout (not root), or chmod o+r ${real}.` },
    );
  }
}

/** Starts k6 with `launch` (in the scope); the caller removes it once `exited` resolved. */
export async function startK6(runtime: K6Runtime, launch: K6Launch): Promise<K6Process> {
  if (runtime.image === undefined) {
    const proc = startProcess(runtime.binary, launch.args, {
      env: childEnvironment(launch.env),
      cwd: launch.cwd,
      description: launch.description,
    });
    return launch.scope.add({
      pid: proc.child.pid,
      exited: proc.exited,
      output: proc.output,
      description: proc.description,
      release: () => proc.release(),
    });
  }
  const user = sandboxUser();
  const scriptRoot = launch.script === undefined ? undefined : scriptRootOf(launch.script);
  if (scriptRoot !== undefined && user.uid !== process.getuid?.()) {
    requireReadable(scriptRoot, launch.script!, user.uid);
  }
  const gitInfo =
    scriptRoot === undefined
      ? undefined
      : lstatSync(join(scriptRoot, '.git'), { throwIfNoEntry: false });
  const emptyDir = join(launch.cwd, '.empty');
  if (gitInfo?.isDirectory()) mkdirSync(emptyDir, { recursive: true });
  const writable = [launch.cwd, ...(launch.writable ?? [])];
  for (const dir of writable) user.own(dir);
  return startOneShot({
    image: runtime.image,
    command: ['k6', ...launch.args],
    workdir: launch.cwd,
    binds: k6ContainerBinds({
      scriptRoot,
      git: gitInfo ? (gitInfo.isDirectory() ? 'directory' : 'file') : undefined,
      emptyDir,
      writable,
    }),
    // No PATH, HOME or token of the host: k6's own variables and a HOME it may write.
    env: { ...launch.env, HOME: '/tmp' },
    user: `${user.uid}:${user.gid}`,
    role: 'k6',
    scope: launch.scope,
    output: new LogTail(400),
    readOnlyRoot: true,
    tmpfs: { '/tmp': 'rw,size=64m' },
  });
}

/**
 * Runs k6 to its end within `timeoutMs` (version, inspect): its exit code ('timeout' when cut
 * off) and output lines. A binary that cannot be started gives exit code 127.
 */
export async function runK6(
  runtime: K6Runtime,
  launch: K6Launch,
  timeoutMs: number,
): Promise<{ code: number | 'timeout'; output: string[] }> {
  const proc = await startK6(runtime, launch);
  const code = await untilExit(proc, launch.scope, timeoutMs);
  return { code, output: proc.output.tail() };
}
