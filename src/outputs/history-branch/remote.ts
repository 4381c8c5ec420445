// The temporary bare repository through which the action reads and writes the data branch
// (docs/history.md): its origin is the run's repository on GitHub, the job's token sits in its
// config file as the header actions/checkout sets, never on a command line, and the repository is
// removed afterwards, so the workspace's checkout is neither needed nor touched. The history
// target appends through it; the pull request comment reads its history lines through it.
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GIT_LOCAL_TIMEOUT_MS, git } from '../../build/git.js';
import { ConfigError } from '../../errors.js';
import type { GitHubRunContext } from '../../github/context.js';

/** How the action names the branch setting in a message. */
export const SETTING = 'input history-branch';

/** The month files of the data branch read for the comment and the change points: half a year. */
export const MONTHS_READ = 6;

/**
 * Runs `use` in a temporary bare repository whose origin is the run's repository (its server's
 * address: a `file://` one in the tests), the token in its config as the header actions/checkout
 * sets; the repository is removed afterwards. The data branch is read and written through it.
 */
export async function withRepositoryRemote<T>(
  o: { context: GitHubRunContext; token: string },
  use: (repo: string) => Promise<T>,
): Promise<T> {
  const { serverUrl, owner, repo } = o.context;
  const url = `${serverUrl}/${owner}/${repo}.git`;
  if (!owner || !repo || /["\\\s]/.test(url)) {
    throw new ConfigError(`The repository of this run cannot be named as a git remote: "${url}".`, {
      fix: 'Run the action in a GitHub Actions workflow (GITHUB_REPOSITORY and GITHUB_SERVER_URL set), or set `history: off`.',
    });
  }
  const root = mkdtempSync(join(tmpdir(), 'perf-gate-history-remote-'));
  try {
    await git(['init', '--quiet', '--bare', root], { cwd: root, timeoutMs: GIT_LOCAL_TIMEOUT_MS });
    const basic = Buffer.from(`x-access-token:${o.token}`).toString('base64');
    appendFileSync(
      join(root, 'config'),
      `[remote "origin"]\n\turl = ${url}\n[http "${serverUrl}/"]\n\textraheader = AUTHORIZATION: basic ${basic}\n`,
      { mode: 0o600 },
    );
    return await use(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
