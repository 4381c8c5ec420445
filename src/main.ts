// The action: the only place that reads @actions/* context and sequences the GitHub edges.
import { join, resolve } from 'node:path';
import * as core from '@actions/core';
import {
  planFor,
  publishSavedResult,
  readCalibrationJson,
  recordSavedCalibration,
  recordSavedResult,
  type ActionMode,
} from './action-mode.js';
import { PASS_ENV_VARIABLE } from './build/child-env.js';
import { ACTION_INPUTS, inputOverrides, parseInputs } from './commands/action-inputs.js';
import { loadConfig, type ConfigOverrides } from './files/config-file.js';
import { ConfigError, describeError } from './errors.js';
import { executeGate, htmlPathFor } from './engine/execute.js';
import { redactText, registerRunnerSecrets, registerSecret } from './engine/redact.js';
import { renderReport } from './engine/report-file.js';
import { headlineOutputs } from './engine/outputs.js';
import { errorResult, tryWriteResultFile } from './engine/result-file.js';
import { currentGitHubContext, type GitHubRunContext } from './github/context.js';
import type { HistoryMode } from './history/store-format.js';
import type { GateResult } from './model.js';
import { recordsHistory } from './outputs/history-branch/index.js';
import { actionTargets } from './outputs/registry.js';
import { deliverToTargets, startTargets } from './outputs/target.js';

/** Action inputs as typed values; a malformed one is a ConfigError naming the input. */
export interface ActionInputs {
  /** gate (measure and publish), measure (no API call) or publish (a saved result file) */
  mode: ActionMode;
  config: string;
  workingDirectory: string;
  /** the checkout every file the config names must stay inside: the workspace */
  checkout: string;
  resultPath: string;
  overrides: ConfigOverrides;
  comment: boolean;
  githubToken: string;
  /** "auto", "none" or a git ref */
  base: string;
  /** judge a PR by its own perf-gate.yml policy instead of the base branch's */
  trustPrConfig: boolean;
  /** extra environment variable names the build and k6 may see (never the action's tokens) */
  passEnv: string;
  /** publish mode: the gate's gate.comment-id, for the error status of an unreadable result */
  commentId: string;
  /** on a push to the default branch or a schedule: record the result on the data branch, or not */
  history: HistoryMode;
  /** the data branch (checked by git when it is used) */
  historyBranch: string;
}

/** Reads and validates the inputs declared in action.yml, through their table (action-inputs.ts). */
export function readInputs(
  get: (name: string) => string = (name) => core.getInput(name),
): ActionInputs {
  const inputs = parseInputs(ACTION_INPUTS, get);
  const workingDirectory = resolve(inputs.workingDirectory);
  return {
    mode: inputs.mode,
    config: join(workingDirectory, inputs.config),
    workingDirectory,
    checkout: resolve(process.env.GITHUB_WORKSPACE || workingDirectory),
    resultPath: resolve(inputs.resultPath),
    overrides: inputOverrides(ACTION_INPUTS, inputs),
    comment: inputs.comment,
    githubToken: inputs.githubToken ?? '',
    base: inputs.base,
    passEnv: inputs.passEnv ?? '',
    commentId: inputs.commentId ?? '',
    trustPrConfig: inputs.trustPrConfig,
    history: inputs.history,
    historyBranch: inputs.historyBranch,
  };
}

/** Runs the action; never throws: failures become core.setFailed with the fix. */
export async function run(): Promise<void> {
  let inputs: ActionInputs;
  try {
    inputs = readInputs();
  } catch (error) {
    const result = errorResult(error, 'inputs');
    const path = resolve(core.getInput('result-path') || 'perf-gate-result.json');
    const unwritten = tryWriteResultFile(path, result);
    if (unwritten) core.warning(unwritten.message);
    core.setOutput('verdict', 'error');
    core.setOutput('result-path', path);
    core.setFailed(`${result.error?.message ?? 'invalid inputs'}\nFix: ${result.error?.fix ?? ''}`);
    return;
  }
  // The runner masks these in every later log line; redaction cuts them from every file written.
  if (inputs.githubToken) {
    registerSecret(inputs.githubToken);
    core.setSecret(inputs.githubToken);
  }
  registerRunnerSecrets();
  if (inputs.passEnv) process.env[PASS_ENV_VARIABLE] = inputs.passEnv;
  const github = currentGitHubContext();
  const plan = planFor(inputs.mode, {
    token: inputs.githubToken !== '',
    pullRequest: github.prNumber !== undefined,
  });
  if (!plan.measure) return publishMode(inputs, github);
  const refusal = forkTargetRefusal(github);
  if (refusal) {
    const result = errorResult(refusal, 'inputs');
    const unwritten = tryWriteResultFile(inputs.resultPath, result);
    if (unwritten) core.warning(unwritten.message);
    core.setOutput('verdict', 'error');
    core.setOutput('result-path', inputs.resultPath);
    core.setFailed(refusal.describe());
    return;
  }
  const reportPath = inputs.resultPath.replace(/\.json$/, '') + '.md';
  const recording = recordsHistory(github, inputs.history);
  if (recording && inputs.mode === 'measure') {
    core.info(
      'perf-gate: mode measure makes no GitHub API call; a job with mode publish and `contents: write` records this result in the history (docs/history.md).',
    );
  }
  const targets = actionTargets({
    publishToPullRequest: plan.publishMeasured,
    context: github,
    token: inputs.githubToken,
    comment: inputs.comment,
    historyBranch: recording && inputs.mode === 'gate' ? inputs.historyBranch : undefined,
    commentHistoryBranch: inputs.history === 'off' ? undefined : inputs.historyBranch,
  });
  const log = { info: core.info, notice: core.notice, warning: core.warning };
  if (plan.pending) {
    const commentId = configuredCommentId(inputs);
    // A config that cannot be loaded: the gate reports the error itself, with the final status.
    if (commentId !== null) await startTargets(targets, { commentId }, log);
  }
  const { result, markdown, config } = await executeGate({
    configPath: inputs.config,
    checkout: inputs.checkout,
    overrides: inputs.overrides,
    resultPath: inputs.resultPath,
    reportPath,
    links: reportLinks(github),
    progress: (line) => core.info(line),
    onSecrets: (secrets) => secrets.forEach((secret) => core.setSecret(secret)),
    // "auto" (the input's default) leaves compare.base of perf-gate.yml in force.
    ...(inputs.base === 'auto' ? {} : { base: inputs.base }),
    ...(github.baseSha === undefined ? {} : { pullRequestBase: github.baseSha }),
    ...(github.baseSha === undefined
      ? {}
      : { policy: { baseSha: github.baseSha, trustPrConfig: inputs.trustPrConfig } }),
  });
  setOutputs(result, inputs.resultPath, reportPath);
  // Publishing is a courtesy: the verdict, the files and the exit code stand without it.
  await deliverToTargets(
    targets,
    {
      result,
      markdown,
      // The comment's lines about the base's history: the same report, rendered with them.
      markdownWith: (extra) =>
        redactText(
          renderReport(result, {
            ...reportLinks(github),
            ...(config ? { markerId: config.gate.commentId } : {}),
            ...extra,
          }),
        ),
      ...(config ? { commentId: config.gate.commentId } : {}),
      failOnInconclusive: config?.gate.failOnInconclusive ?? false,
    },
    log,
  );
  finish(result);
}

/**
 * Mode publish: the saved result file's comment and status, or on a push to the default branch
 * (or a schedule) its record in the history; a saved calibration.json goes to the history's
 * calibrations. No PR code runs in this job.
 */
async function publishMode(inputs: ActionInputs, github: GitHubRunContext): Promise<void> {
  core.setOutput('result-path', inputs.resultPath);
  const log = { info: core.info, notice: core.notice, warning: core.warning };
  const calibration = readCalibrationJson(inputs.resultPath);
  if (calibration !== undefined) {
    // The calibrate workflow's record job: the calibration goes to the history, nothing is posted.
    const failure = await recordSavedCalibration(
      {
        resultPath: inputs.resultPath,
        token: inputs.githubToken,
        context: github,
        branch: inputs.historyBranch,
        history: inputs.history,
        calibration,
      },
      log,
    );
    if (failure) core.setFailed(describeError(failure));
    return;
  }
  if (recordsHistory(github, inputs.history)) {
    const failure = await recordSavedResult(
      {
        resultPath: inputs.resultPath,
        token: inputs.githubToken,
        context: github,
        branch: inputs.historyBranch,
      },
      log,
    );
    if (failure) core.setFailed(describeError(failure));
    return;
  }
  const failure = await publishSavedResult(
    {
      resultPath: inputs.resultPath,
      token: inputs.githubToken,
      context: github,
      comment: inputs.comment,
      ...(inputs.history === 'off' ? {} : { historyBranch: inputs.historyBranch }),
      ...(inputs.overrides.failOnInconclusive ? { failOnInconclusive: true } : {}),
      ...(inputs.commentId ? { commentId: inputs.commentId } : {}),
    },
    { info: (l) => core.info(l), notice: (l) => core.notice(l), warning: (l) => core.warning(l) },
  );
  if (failure) core.setFailed(describeError(failure));
}

/**
 * pull_request_target runs with the base repository's write token and secrets: building a fork's
 * head there hands both to code nobody reviewed. Refused; forks go through `perf-gate publish`.
 */
export function forkTargetRefusal(
  github: Pick<GitHubRunContext, 'eventName' | 'isFork'>,
): ConfigError | undefined {
  if (github.eventName !== 'pull_request_target' || !github.isFork) return undefined;
  return new ConfigError(
    "perf-gate refuses to build a fork pull request under pull_request_target: that event runs with the base repository's write token and secrets.",
    {
      fix: 'Run perf-gate with `mode: measure` on `pull_request` (read-only token) and publish from a `workflow_run` workflow with `mode: publish` (see examples/workflows/perf-gate-fork-*.yml).',
    },
  );
}

/**
 * The run page, and its Artifacts section for the HTML report and result JSON: the workflow uploads
 * them after this step (examples/workflows/perf-gate.yml), so the link is to where they will be.
 */
export function reportLinks(github: Pick<GitHubRunContext, 'runUrl'>): {
  runUrl?: string;
  artifactUrl?: string;
} {
  if (!github.runUrl) return {};
  return { runUrl: github.runUrl, artifactUrl: `${github.runUrl}#artifacts` };
}

/** The config's gate.comment-id (undefined: the default), or null when the config does not load. */
function configuredCommentId(inputs: ActionInputs): string | undefined | null {
  try {
    return loadConfig(inputs.config, inputs.overrides, { checkout: inputs.checkout }).gate
      .commentId;
  } catch {
    return null;
  }
}

function setOutputs(result: GateResult, resultPath: string, reportPath: string): void {
  // The same median as the report's (stats.ts): the mean of the two middle values for an even count.
  const headline = headlineOutputs(result);
  core.setOutput('verdict', headline.verdict);
  core.setOutput('tps', headline.tps);
  core.setOutput('p95', headline.p95);
  core.setOutput('result-path', resultPath);
  core.setOutput('report-path', reportPath);
  core.setOutput('html-report-path', htmlPathFor(resultPath));
}

function finish(result: GateResult): void {
  if (result.error) {
    core.setFailed(
      `${result.error.message}${result.error.fix ? `\nFix: ${result.error.fix}` : ''}`,
    );
  } else if (result.exitCode !== 0) {
    const failing = result.rules
      .filter((r) => !r.passed && r.level === 'error')
      .map((r) => r.message);
    core.setFailed(`perf-gate: ${result.verdict}. ${failing.slice(0, 5).join(' ')}`);
  } else if (result.verdict === 'inconclusive') {
    core.warning('perf-gate: inconclusive — see the job summary for what to change.');
  }
}
