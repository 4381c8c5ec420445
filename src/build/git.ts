// Every git command perf-gate runs goes through git(): the allow-listed environment (child-env.ts),
// a deadline per kind of call, and an error that names the command when the deadline passes.
import { execFile } from 'node:child_process';
import { EnvironmentError } from '../errors.js';
import { childEnvironment } from './child-env.js';

/** How long one `git fetch` of a base commit from origin may take. */
export const GIT_FETCH_TIMEOUT_MS = 120_000;

/**
 * How long a local git call may take: rev-parse, status, cat-file, show, merge-base,
 * check-ref-format, worktree add/remove/prune. Seconds even on a large repository.
 */
export const GIT_LOCAL_TIMEOUT_MS = 60_000;

/**
 * git stops on SIGTERM after removing its lock files (.git/index.lock, a worktree's lock) and
 * stopping its helpers (ssh, git-remote-https); SIGKILL would leave them behind. SIGKILL follows
 * only when git is still there this long after.
 */
const KILL_GRACE_MS = 5_000;

export interface GitOptions {
  cwd: string;
  /** GIT_FETCH_TIMEOUT_MS or GIT_LOCAL_TIMEOUT_MS (tests: shorter) */
  timeoutMs: number;
  /** the ref the call is about, named in the timeout error (never the other arguments) */
  ref?: string | undefined;
  maxBuffer?: number;
  /** false: stdout as git wrote it (a file's text); default: trimmed */
  trim?: boolean;
  /** written to git's stdin (hash-object --stdin, mktree); default: nothing */
  input?: string;
}

/** A git call stopped at its deadline: names the subcommand (and ref), the deadline and the fix. */
export class GitTimeoutError extends EnvironmentError {
  constructor(
    /** `git <subcommand>`, without the other arguments */
    readonly command: string,
    readonly ref: string | undefined,
    readonly timeoutMs: number,
  ) {
    const what = ref === undefined ? `\`${command}\`` : `\`${command}\` for ${ref}`;
    super(`${what} did not finish within ${formatDeadline(timeoutMs)} and was stopped.`, {
      fix:
        command === 'git fetch'
          ? 'Check that this machine reaches origin without a credential prompt, or check out with `fetch-depth: 0` (actions/checkout) so that the base commit is in the clone.'
          : command === 'git push' || command === 'git ls-remote'
            ? 'Check that this machine reaches the remote without a credential prompt.'
            : 'A local git command takes seconds: look for another git process holding a lock (.git/index.lock) and for a slow or hung disk under the repository.',
    });
  }
}

/**
 * Runs git with `args` in `options.cwd` and returns its stdout (trimmed unless `trim: false`). A
 * call still running at `options.timeoutMs` is stopped and rejects with a GitTimeoutError; any
 * other failure rejects with execFile's error (its message has git's stderr).
 */
export function git(args: string[], options: GitOptions): Promise<string> {
  const command = gitSubcommand(args);
  return new Promise((resolve, reject) => {
    const child = execFile(
      'git',
      args,
      {
        cwd: options.cwd,
        env: childEnvironment(),
        maxBuffer: options.maxBuffer ?? 16 * 1024 * 1024,
        timeout: options.timeoutMs,
        killSignal: 'SIGTERM',
        encoding: 'utf8',
      },
      (error, stdout) => {
        clearTimeout(backstop);
        if (!error) {
          resolve(options.trim === false ? stdout : stdout.trim());
          return;
        }
        // Only the deadline kills git here (`killed`: this process sent the signal; an output
        // over maxBuffer is an error without it).
        const failure: Error = error.killed
          ? new GitTimeoutError(command, options.ref, options.timeoutMs)
          : error;
        reject(failure);
      },
    );
    if (options.input !== undefined) {
      // git may exit before reading all of it (a bad object name): that is its error, not this one.
      child.stdin?.on('error', () => undefined);
      child.stdin?.end(options.input);
    }
    // At the deadline execFile closes git's output (a helper that outlives git cannot hold the
    // call open) and sends SIGTERM; the call ends when git has exited.
    const backstop = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs + KILL_GRACE_MS);
    backstop.unref();
  });
}

/**
 * `git <subcommand>` of a call (`git worktree add`), none of its other arguments; leading
 * `-c <name>=<value>` settings are skipped.
 */
export function gitSubcommand(args: string[]): string {
  let start = 0;
  while (args[start] === '-c') start += 2;
  const [first = '', second] = args.slice(start);
  return first === 'worktree' && second ? `git worktree ${second}` : `git ${first}`;
}

function formatDeadline(ms: number): string {
  if (ms >= 60_000 && ms % 60_000 === 0) return `${ms / 60_000} min`;
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}
