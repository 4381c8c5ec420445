// Child processes (builds, k6) run in their own process group so that teardown can kill the whole
// tree (a Maven wrapper's JVM, k6's workers) on every exit path, Ctrl-C and SIGTERM included.
import { spawn, type ChildProcess } from 'node:child_process';
import { LogTail } from '../env/log-tail.js';
import { childEnvironment } from './child-env.js';
import type { Releasable } from '../env/scope.js';

export interface RunningProcess extends Releasable {
  readonly child: ChildProcess;
  readonly output: LogTail;
  /** resolves with the exit code (or 128+signal) once the process ended */
  readonly exited: Promise<number>;
}

/** Spawns a command in its own process group, capturing the tail of its output. */
export function startProcess(
  command: string,
  args: string[],
  options: {
    cwd?: string;
    /** the whole environment of the child; default: the allow-listed one (child-env.ts) */
    env?: Record<string, string>;
    description: string;
    onLine?: (line: string) => void;
  },
): RunningProcess {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? childEnvironment(),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Complete lines only, each cut like the kept tail: a line split across chunks arrives whole.
  const onLine = options.onLine;
  const output = new LogTail(400, undefined, (line) => {
    if (onLine && line.trim()) onLine(line);
  });
  const onData = (chunk: Buffer): void => output.push(chunk.toString());
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<number>((resolve) => {
    child.on('error', (error) => {
      output.push(`${error.message}\n`);
      resolve(127);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 + signalNumber(signal) : 1)));
  });
  let done = false;
  void exited.then(() => {
    done = true;
  });
  return {
    child,
    output,
    exited,
    description: `${options.description} (pid ${child.pid ?? '?'})`,
    release: async () => {
      if (done || child.pid === undefined) return;
      killGroup(child.pid, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child.pid!, 'SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

function signalNumber(signal: NodeJS.Signals): number {
  return signal === 'SIGKILL' ? 9 : signal === 'SIGINT' ? 2 : 15;
}
