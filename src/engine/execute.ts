// The gate at the command edge (src/engine/edge.ts) both entry points share: load the config, run
// the engine under a resource scope with signal teardown, and write the result file and reports on
// every exit path.
import type { ConfigOverrides } from '../files/config-file.js';
import { loadConfig } from '../files/config-file.js';
import type { GateConfig } from '../config/schema.js';
import type { ResourceScope } from '../env/scope.js';
import type { GateResult, PolicyReport } from '../model.js';
import { currentCommit, prepareBaseSide, prepareRefSide } from './base.js';
import { withBasePolicy } from './policy.js';
import { redactDeep, registerConfigSecrets } from './redact.js';
import { runGate } from './gate.js';
import type { GateLab } from '../lab/gate-port.js';
import { createRealGateLab } from '../lab/real-lab.js';
import type { MarkdownOptions } from '../report/markdown.js';
import { renderHtml, renderReport } from './report-file.js';
import { runAtEdge, writeOutputs } from './edge.js';
import { outputPathProblem, reportPathClash } from './output-path.js';
import {
  errorResult,
  interruptedResult,
  tryWriteResultFile,
  writeResultFile,
} from './result-file.js';

export interface ExecuteOptions {
  configPath: string;
  /** the checkout the config and its files must stay inside; default: the config's work tree */
  checkout?: string;
  overrides: ConfigOverrides;
  resultPath: string;
  reportPath?: string;
  progress: (line: string) => void;
  /** the PR side's checkout; default: app.directory of the config */
  prDirectory?: string;
  /**
   * The PR side at this git ref instead, checked out in a worktree and built like the base (a
   * bisect's tested commit); the config, its scripts and the load stay the checkout's.
   */
  prRef?: string;
  /** called with the config's secrets (passwords, secret-named env values) once it is loaded */
  onSecrets?: (secrets: string[]) => void;
  /**
   * Which base to compare with: "auto" (the pull request's base, when there is one), "none" or a
   * git ref; default: the config's compare.base (which a --base flag sets).
   */
  base?: string;
  /** the base commit of the pull request the gate runs for (the action on a PR) */
  pullRequestBase?: string;
  /**
   * On a pull request: budgets, tolerances, compare.* and gate.* come from the base commit's
   * perf-gate.yml unless `trustPrConfig` (src/engine/policy.ts).
   */
  policy?: { baseSha: string; trustPrConfig: boolean };
  /** links for the markdown report (the workflow run, the uploaded report artifact) */
  links?: Pick<MarkdownOptions, 'runUrl' | 'artifactUrl'>;
  /** the gate's environment over the run's scope; default: the real lab (Docker, the JVM, k6) */
  lab?: (scope: ResourceScope, progress: (line: string) => void) => GateLab;
  /** with `lab`: what a signal removes besides the scope (default: this process's containers) */
  removeStray?: () => Promise<number>;
}

export interface ExecuteOutcome {
  result: GateResult;
  markdown: string;
  config: GateConfig | undefined;
}

/** Runs the gate end to end; never throws; the result file exists afterwards whatever happened. */
export async function executeGate(options: ExecuteOptions): Promise<ExecuteOutcome> {
  // A result path that cannot be written fails now, not after the whole run (nothing to write to).
  const resultProblem = outputPathProblem(options.resultPath);
  const clash =
    options.reportPath && !resultProblem
      ? reportPathClash(options.resultPath, options.reportPath)
      : undefined;
  if (clash) {
    // The result file can be written: it says what was wrong, as on every other exit path.
    const result = errorResult(clash, 'inputs');
    tryWriteResultFile(options.resultPath, result);
    return { result, markdown: renderReport(result, options.links ?? {}), config: undefined };
  }
  const pathProblem =
    resultProblem ??
    (options.reportPath ? outputPathProblem(options.reportPath, 'report') : undefined);
  if (pathProblem) {
    // Nothing can be written; the report still goes to the terminal, the comment and the summary.
    const result = errorResult(pathProblem, 'inputs');
    return { result, markdown: renderReport(result, options.links ?? {}), config: undefined };
  }
  let partial: GateResult | undefined;
  let config: GateConfig | undefined;
  let policy: PolicyReport | undefined;
  let baseConfig: GateConfig | undefined;
  let result = await runAtEdge<GateResult>({
    resultPath: options.resultPath,
    ...(options.removeStray ? { removeStray: options.removeStray } : {}),
    onInterrupt: (signal) =>
      writeResultFile(
        options.resultPath,
        partial
          ? interruptedResult(partial, signal)
          : errorResult(new Error(`Interrupted by ${signal}`), 'setup'),
      ),
    onError: (error) => errorResult(error, config ? 'setup' : 'config', config),
    run: async (scope) => {
      config = loadConfig(
        options.configPath,
        options.overrides,
        options.checkout ? { checkout: options.checkout } : {},
      );
      if (options.policy) {
        const adjusted = await policyFor(
          config,
          options.configPath,
          options.overrides,
          options.policy,
        );
        config = adjusted.config;
        policy = adjusted.policy;
        baseConfig = adjusted.baseConfig;
      }
      const secrets = registerConfigSecrets(config);
      options.onSecrets?.(secrets);
      options.progress(
        `config ${options.configPath}: ${config.scenarios.map((s) => `${s.name} @ ${s.targetRate}/s`).join(', ')}`,
      );
      const ref = baseRefFor(options.base ?? config.compare.base, options.pullRequestBase);
      if (!ref) options.progress('no base to compare with (not a pull request, or base: none)');
      const base = ref
        ? await prepareBaseSide(config, ref, scope, options.progress, baseConfig?.app)
        : undefined;
      const prDirectory = options.prDirectory ?? config.app.directory;
      const pr = options.prRef
        ? await prepareRefSide('pr', config, options.prRef, scope, options.progress)
        : { side: 'pr' as const, directory: prDirectory, ...(await currentCommit(prDirectory)) };
      const lab = (options.lab ?? ((s, progress) => createRealGateLab({ scope: s, progress })))(
        scope,
        options.progress,
      );
      return runGate(
        {
          config,
          pr,
          ...(base ? { base } : {}),
          ...(policy ? { policy } : {}),
        },
        lab,
        {
          progress: options.progress,
          onPartialResult: (r) => {
            partial = r;
          },
        },
      );
    },
  });
  if (policy) result.policy = policy;
  // From here on the result only leaves the process: the comment and summary are redacted too.
  result = redactDeep(result);
  const marker = config ? { markerId: config.gate.commentId } : {};
  try {
    const markdown = writeOutputs({
      resultPath: options.resultPath,
      reportPath: options.reportPath,
      result,
      markdown: () => renderReport(result, { ...options.links, ...marker }),
      html: () => renderHtml(result),
    });
    return { result, markdown, config };
  } catch (error) {
    // The folder was writable at the start (a full disk, a removed folder): say so, never throw.
    const failed = errorResult(error, 'report', config);
    return {
      result: failed,
      markdown: renderReport(failed, { ...options.links, ...marker }),
      config,
    };
  }
}

export { htmlPathFor } from './edge.js';

/**
 * The base to compare with, the same in the action and the CLI: "none" is none, "auto" is the
 * pull request's base commit (none outside a pull request: a push records a result, the CLI
 * compares only with a ref it is given), anything else is a git ref.
 */
export function baseRefFor(base: string, pullRequestBase: string | undefined): string | undefined {
  if (base === 'none') return undefined;
  if (base === 'auto') return pullRequestBase;
  return base;
}

/** The PR's config under the base commit's policy, or its own when trusted (or no base file). */
async function policyFor(
  loaded: GateConfig,
  configPath: string,
  overrides: ConfigOverrides,
  o: { baseSha: string; trustPrConfig: boolean },
): Promise<{ config: GateConfig; policy?: PolicyReport; baseConfig?: GateConfig }> {
  if (o.trustPrConfig) {
    return {
      config: loaded,
      policy: { source: 'pr', reason: 'the trust-pr-config input is true', changes: [] },
    };
  }
  return withBasePolicy(loaded, configPath, o.baseSha, overrides);
}
