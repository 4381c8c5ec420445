// Where a checkout's build command runs, as one interface: on the host (a trusted local run,
// --sandbox off) or in a one-shot JDK container that sees a copy of the checkout and nothing of the
// runner (src/build/sandbox-build.ts). buildApp (build.ts) runs the command through a Builder and
// finds the jar in the folder the builder names; a remote builder would be a third implementation.
import type { LogTail } from '../env/log-tail.js';
import type { ResourceScope } from '../env/scope.js';
import { startProcess } from './process.js';
import { buildInSandbox } from './sandbox-build.js';

/** One build command to run. */
export interface BuildRun {
  /** the app folder (inside its checkout) */
  directory: string;
  command: string;
  /** names the side in messages and resources */
  label: string;
  timeoutMs: number;
  scope: ResourceScope;
}

/** How a build command ended, and where its output (the jar) is. */
export interface BuildOutcome {
  code: number | 'timeout';
  output: LogTail;
  /** the app folder the jar is looked up in (a sandbox's copy, or the checkout itself) */
  directory: string;
  /** the folder the jar must be inside (a sandbox's copy); undefined: the git work tree */
  root?: string;
}

export interface Builder {
  /** the image the build runs in; undefined on the host */
  readonly image: string | undefined;
  run(build: BuildRun): Promise<BuildOutcome>;
}

/** The build as a child process of perf-gate (a trusted local run: --sandbox off). */
export const hostBuilder: Builder = {
  image: undefined,
  async run(build) {
    const proc = build.scope.add(
      startProcess('sh', ['-c', build.command], {
        cwd: build.directory,
        description: `build of ${build.label}`,
      }),
    );
    let deadline: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      deadline = setTimeout(() => resolve('timeout'), build.timeoutMs);
    });
    const code = await Promise.race([proc.exited, timedOut]).finally(() => clearTimeout(deadline));
    if (code === 'timeout') await proc.release();
    build.scope.remove(proc);
    return { code, output: proc.output, directory: build.directory };
  },
};

/** The build in a one-shot container of `image` on a copy of the checkout (the sandbox). */
export function containerBuilder(image: string): Builder {
  return {
    image,
    run: (build) => buildInSandbox({ ...build, image }),
  };
}
