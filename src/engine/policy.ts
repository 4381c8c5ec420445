// The I/O around src/config/policy.ts: reading the base commit's perf-gate.yml with git and
// applying its policy to the PR's config.
import { dirname, relative } from 'node:path';
import { GIT_FETCH_TIMEOUT_MS, GIT_LOCAL_TIMEOUT_MS, GitTimeoutError, git } from '../build/git.js';
import { repositoryRoot } from '../build/worktree.js';
import { parseConfig, type ConfigOverrides } from '../files/config-file.js';
import { applyBasePolicy } from '../config/policy.js';
import type { GateConfig } from '../config/schema.js';
import { ConfigError } from '../errors.js';
import type { PolicyReport } from '../model.js';
import { serverArguments, variablesFromMyCnf } from '../config/server-variables.js';

/** A failed git call answers `fallback` (no commit, no file); one stopped at its deadline throws. */
function fallbackUnlessTimeout<T>(fallback: T): (error: unknown) => T {
  return (error) => {
    if (error instanceof GitTimeoutError) throw error;
    return fallback;
  };
}

/**
 * The config file's text at `sha` (fetched from origin once when the clone lacks it), or undefined
 * when the file does not exist there. A commit that cannot be had is a ConfigError: judging by
 * the PR's own policy instead would let a shallow clone opt out.
 */
export async function configAtCommit(configPath: string, sha: string): Promise<string | undefined> {
  const repo = await repositoryRoot(dirname(configPath));
  const path = relative(repo, configPath);
  const ref = sha.slice(0, 12);
  const local = { cwd: repo, timeoutMs: GIT_LOCAL_TIMEOUT_MS, ref, maxBuffer: 4 * 1024 * 1024 };
  const hasCommit = () =>
    git(['cat-file', '-e', '--end-of-options', `${sha}^{commit}`], local).then(
      () => true,
      fallbackUnlessTimeout(false),
    );
  if (!(await hasCommit())) {
    await git(['fetch', '--no-tags', '--depth=1', '--end-of-options', 'origin', sha], {
      cwd: repo,
      timeoutMs: GIT_FETCH_TIMEOUT_MS,
      ref,
    }).catch(fallbackUnlessTimeout(undefined));
    if (!(await hasCommit())) {
      throw new ConfigError(
        `The base commit ${sha.slice(0, 12)} is not in the clone, so its perf-gate.yml (which sets the budgets this pull request is judged by) cannot be read.`,
        {
          fix: 'Check out with `fetch-depth: 0` (actions/checkout), or set the input trust-pr-config: true to judge PRs by their own perf-gate.yml.',
        },
      );
    }
  }
  return git(['show', '--end-of-options', `${sha}:${path}`], { ...local, trim: false }).catch(
    fallbackUnlessTimeout(undefined),
  );
}

/**
 * The PR's config judged by the base commit's policy. No config file at the base (perf-gate is
 * new in this PR): the PR's policy, said so in the report. A base file that does not parse is a
 * ConfigError: falling back to the PR's policy would let a PR opt out by breaking it.
 */
export async function withBasePolicy(
  pr: GateConfig,
  configPath: string,
  baseSha: string,
  overrides: ConfigOverrides,
): Promise<{ config: GateConfig; policy: PolicyReport; baseConfig?: GateConfig }> {
  const text = await configAtCommit(configPath, baseSha);
  if (text === undefined) {
    return {
      config: pr,
      policy: {
        source: 'pr',
        reason: `the base commit ${baseSha.slice(0, 12)} has no ${pr.source}: perf-gate is new in this pull request`,
        changes: [],
      },
    };
  }
  const { scenario, ...rest } = overrides;
  let base: GateConfig;
  try {
    base = parseConfig(text, configPath, rest, { checkFiles: false });
  } catch (error) {
    throw new ConfigError(
      `The base branch's ${pr.source} (commit ${baseSha.slice(0, 12)}), which sets the policy this PR is judged by, cannot be read: ${(error as Error).message}`,
      {
        fix: 'Fix perf-gate.yml on the base branch, or set the input trust-pr-config: true to judge PRs by their own perf-gate.yml.',
      },
    );
  }
  if (scenario) base.scenarios = base.scenarios.filter((s) => s.name === scenario);
  await withBaseFiles(base, baseSha);
  // The base side is also built by the base's own app.build and app.jar (src/engine/base.ts).
  return { ...applyBasePolicy(pr, base), baseConfig: base };
}

/**
 * The base's topology files as the base commit has them: its nginx.conf, and its my.cnf when
 * database.server names one (parseConfig read the checkout's, which the PR may have changed).
 * A file the base commit lacks is a ConfigError: the base's config names it.
 */
async function withBaseFiles(base: GateConfig, baseSha: string): Promise<void> {
  const at = async (path: string, key: string): Promise<string> => {
    const text = await configAtCommit(path, baseSha);
    if (text === undefined || text.length > MAX_TOPOLOGY_FILE_BYTES) {
      throw new ConfigError(
        `The base branch's ${base.source} (commit ${baseSha.slice(0, 12)}) names ${key} ${path}, which ${text === undefined ? 'that commit does not have' : 'is larger than 256 KiB there'}.`,
        {
          fix: `Fix ${key} on the base branch (the topology both sides run in is the base's), or set the input trust-pr-config: true.`,
        },
      );
    }
    return text;
  };
  if (base.proxy) base.proxy.text = await at(base.proxy.file, 'proxy.config');
  const server = base.database.server;
  if (server?.file) {
    const own = serverArguments(server);
    const read = variablesFromMyCnf(
      await at(server.file.path, 'database.server'),
      server.file.written,
    );
    base.database.server = { ...read, file: server.file };
    base.database.serverArgs = [
      ...base.database.serverArgs.filter((arg) => !own.includes(arg)),
      ...serverArguments(base.database.server),
    ];
  }
}

const MAX_TOPOLOGY_FILE_BYTES = 256 * 1024;
