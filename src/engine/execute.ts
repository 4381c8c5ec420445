// The edge both entry points share: load the config, run the engine under a resource scope with
// signal teardown, and write the result file (and report) on every exit path.
import type { ConfigOverrides } from '../config/load.js';
import { loadConfig } from '../config/load.js';
import type { GateConfig } from '../config/schema.js';
import { removeOwnContainers } from '../env/docker.js';
import { ResourceScope, installSignalTeardown } from '../env/scope.js';
import type { GateResult, PolicyReport } from '../model.js';
import { currentCommit } from './base.js';
import { redactDeep, registerConfigSecrets } from './redact.js';
import { runGate, type SideSource } from './gate.js';
import type { MarkdownOptions } from '../report/markdown.js';
import { renderHtml, renderReport, writeReportFile } from './report-file.js';
import { outputPathProblem } from './output-path.js';
import {
  errorResult,
  interruptedResult,
  tryWriteResultFile,
  writeResultFile,
} from './result-file.js';

export interface ExecuteOptions {
  configPath: string;
  overrides: ConfigOverrides;
  resultPath: string;
  reportPath?: string;
  progress: (line: string) => void;
  /** the PR side's checkout; default: app.directory of the config */
  prDirectory?: string;
  /** called with the config's secrets (passwords, secret-named env values) once it is loaded */
  onSecrets?: (secrets: string[]) => void;
  /** replaces the loaded config (the base branch's policy) and says where its policy came from */
  adjustConfig?: (config: GateConfig) => Promise<{ config: GateConfig; policy?: PolicyReport }>;
  /** links for the markdown report (the workflow run, the uploaded report artifact) */
  links?: Pick<MarkdownOptions, 'runUrl' | 'artifactUrl'>;
  /** prepares the base side once the config is known (comparison mode), or returns undefined */
  prepareBase?: (config: GateConfig, scope: ResourceScope) => Promise<SideSource | undefined>;
}

export interface ExecuteOutcome {
  result: GateResult;
  markdown: string;
  config: GateConfig | undefined;
}

/** Runs the gate end to end; never throws; the result file exists afterwards whatever happened. */
export async function executeGate(options: ExecuteOptions): Promise<ExecuteOutcome> {
  // A result path that cannot be written fails now, not after the whole run (nothing to write to).
  const pathProblem =
    outputPathProblem(options.resultPath) ??
    (options.reportPath ? outputPathProblem(options.reportPath, 'report') : undefined);
  if (pathProblem) {
    // Nothing can be written; the report still goes to the terminal, the comment and the summary.
    const result = errorResult(pathProblem, 'inputs');
    return { result, markdown: renderReport(result, options.links ?? {}), config: undefined };
  }
  const scope = new ResourceScope();
  let partial: GateResult | undefined;
  let config: GateConfig | undefined;
  let policy: PolicyReport | undefined;
  // Once a signal wrote the interrupted result, the main path (whose stage fails as its processes
  // are killed) must not overwrite it with that failure.
  let interrupted = false;
  const uninstall = installSignalTeardown(async (signal) => {
    interrupted = true;
    // The result file first: teardown may take long, and a kill may follow.
    const interruptedRun = partial
      ? interruptedResult(partial, signal)
      : errorResult(new Error(`Interrupted by ${signal}`), 'setup');
    const unwritten = tryWriteResultFile(options.resultPath, interruptedRun);
    process.stderr.write(
      `perf-gate: ${unwritten ? unwritten.message : `result written to ${options.resultPath}`}\n`,
    );
    // The scope, and any container labelled as this process's that is not in it (a safety net).
    await Promise.all([scope.release(), removeOwnContainers().catch(() => 0)]);
  });
  let result: GateResult;
  try {
    config = loadConfig(options.configPath, options.overrides);
    if (options.adjustConfig) {
      const adjusted = await options.adjustConfig(config);
      config = adjusted.config;
      policy = adjusted.policy;
    }
    const secrets = registerConfigSecrets(config);
    options.onSecrets?.(secrets);
    options.progress(
      `config ${options.configPath}: ${config.scenarios.map((s) => `${s.name} @ ${s.targetRate}/s`).join(', ')}`,
    );
    const base = await options.prepareBase?.(config, scope);
    const prDirectory = options.prDirectory ?? config.app.directory;
    result = await runGate({
      config,
      pr: { side: 'pr', directory: prDirectory, ...(await currentCommit(prDirectory)) },
      ...(base ? { base } : {}),
      scope,
      progress: options.progress,
      onPartialResult: (r) => {
        partial = r;
      },
    });
  } catch (error) {
    result = errorResult(error, config ? 'setup' : 'config', config);
  } finally {
    await scope.release();
    // Interrupted: keep the handlers (a second signal must not kill the teardown) and leave the
    // result file and the exit to the signal handler.
    if (!interrupted) uninstall();
  }
  if (interrupted) return new Promise<never>(() => undefined);
  if (policy) result.policy = policy;
  // From here on the result only leaves the process: the comment and summary are redacted too.
  result = redactDeep(result);
  const markdown = renderReport(result, {
    ...options.links,
    ...(config ? { markerId: config.gate.commentId } : {}),
  });
  try {
    writeResultFile(options.resultPath, result);
    if (options.reportPath) writeReportFile(options.reportPath, markdown);
    // The HTML report sits next to the result file: perf-gate-result.json → perf-gate-result.html.
    writeReportFile(htmlPathFor(options.resultPath), renderHtml(result));
  } catch (error) {
    // The folder was writable at the start (a full disk, a removed folder): say so, never throw.
    return { result: errorResult(error, 'report', config), markdown, config };
  }
  return { result, markdown, config };
}

/** Where the HTML report of a result file goes. */
export function htmlPathFor(resultPath: string): string {
  return resultPath.endsWith('.json') ? `${resultPath.slice(0, -5)}.html` : `${resultPath}.html`;
}
