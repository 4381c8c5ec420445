// The edge both release commands share: load the config, pick the scenario, run under a resource
// scope with signal teardown, and write the result JSON, the HTML report next to it and the markdown
// (if asked) on every exit path — success, error, Ctrl-C or SIGTERM. Never throws.
import { loadConfig, type ConfigOverrides } from '../files/config-file.js';
import type { PrepareOptions, PreparedApp } from '../lab/release-lab.js';
import type { GateConfig, ScenarioConfig } from '../config/schema.js';
import {
  errorRecord,
  interruptedRecord,
  renderGuarded,
  runAtEdge,
  stageRecorder,
  writeOutputs,
  type ErrorRecord,
  type StageRunner,
} from '../engine/edge.js';
import { TOOL_VERSION, runnerInfo } from '../engine/gate.js';
import { outputPathProblem } from '../engine/output-path.js';
import { redactConfig, redactText, registerConfigSecrets } from '../engine/redact.js';
import type { ResourceScope } from '../env/scope.js';
import { ConfigError, ExitCode, describeError, exitCodeFor } from '../errors.js';
import type { ReleaseResultHeader } from './model.js';

/** What a release command's engine gets: the loaded config, its scenario, and the edges. */
export interface ReleaseContext {
  config: GateConfig;
  scenario: ScenarioConfig;
  scope: ResourceScope;
  progress: (line: string) => void;
  stage: StageRunner;
  /** the lab's preparation (src/lab/release-lab.ts prepareApp); a stand-in in unit tests */
  prepare?: (options: PrepareOptions) => Promise<PreparedApp>;
}

export interface ReleaseExecution<R extends ReleaseResultHeader> {
  configPath: string;
  overrides: ConfigOverrides;
  resultPath: string;
  /** also write the markdown here */
  reportPath?: string;
  progress: (line: string) => void;
  /** checks the command's own flags first (a ConfigError is recorded like any other) */
  preflight?: () => void;
  /** the empty result (verdict "error") the engine fills in place, so a signal can write it */
  initial: R;
  /** measures and fills `result`; may throw (the error is recorded) */
  run: (result: R, context: ReleaseContext) => Promise<void>;
  /** derives summary, verdict and exit code from what was measured; also runs after an interrupt */
  finalize: (result: R) => void;
  markdown: (result: R) => string;
  html: (result: R) => string;
}

/** Runs a release command end to end and returns its result with the markdown. */
export async function executeRelease<R extends ReleaseResultHeader>(
  options: ReleaseExecution<R>,
): Promise<{ result: R; markdown: string }> {
  const result = options.initial;
  const stages = stageRecorder(result.stages, 'config');
  let finalized = false;
  // Notes are appended by finalize: run it once, whichever path gets there first. A half-measured
  // result may not summarise: then the error below is what the reports show.
  const finalize = (): void => {
    if (finalized) return;
    finalized = true;
    options.finalize(result);
  };
  const finalizeQuietly = (): void => {
    try {
      finalize();
    } catch {
      // Nothing measured yet, or too little to summarise.
    }
  };
  const fail = (error: ErrorRecord, exitCode: number, reason: string): void => {
    finalizeQuietly();
    result.verdict = 'error';
    result.exitCode = exitCode;
    result.reason = reason;
    result.error = error;
  };
  const write = (): string => {
    result.finishedAt = new Date().toISOString();
    return writeOutputs({
      resultPath: options.resultPath,
      reportPath: options.reportPath,
      result,
      markdown: () => options.markdown(result),
      html: () => options.html(result),
      onRenderFailure: (reason) => result.notes.push(reason),
    });
  };
  await runAtEdge<void>({
    resultPath: options.resultPath,
    onInterrupt: (signal) => {
      fail(
        interruptedRecord(signal, stages.current(), {
          what: 'the command',
          kept: 'The steps measured so far are in this file.',
        }),
        ExitCode.error,
        `Interrupted by ${signal}.`,
      );
      write();
    },
    onError: (error) =>
      fail(
        errorRecord(error, stages.current()),
        exitCodeFor(error),
        describeError(error).split('\n')[0] ?? 'error',
      ),
    run: async (scope) => {
      // A result path that cannot be written fails now, not after the whole run.
      const pathProblem =
        outputPathProblem(options.resultPath) ??
        (options.reportPath ? outputPathProblem(options.reportPath, 'report') : undefined);
      if (pathProblem) throw pathProblem;
      options.preflight?.();
      const config = loadConfig(options.configPath, options.overrides);
      registerConfigSecrets(config);
      result.config = redactConfig(config);
      const scenario = pickScenario(config, options.overrides.scenario);
      options.progress(
        `config ${options.configPath}: scenario ${scenario.name} (rate ${scenario.targetRate}/s)`,
      );
      stages.enter('setup');
      const stage: StageRunner = (name, work) => stages.stage(name, undefined, work);
      await options.run(result, { config, scenario, scope, progress: options.progress, stage });
      finalize();
    },
  });
  try {
    return { result, markdown: write() };
  } catch (error) {
    // Nothing could be written (an unwritable path, a full disk): the terminal still gets the report.
    fail(
      errorRecord(error, 'report'),
      exitCodeFor(error),
      describeError(error).split('\n')[0] ?? 'error',
    );
    return { result, markdown: redactText(renderGuarded(() => options.markdown(result))) };
  }
}

/** The header every release result starts from: an error until the engine says otherwise. */
export function emptyHeader<K extends ReleaseResultHeader['kind']>(
  kind: K,
): ReleaseResultHeader & { kind: K } {
  const now = new Date().toISOString();
  return {
    schemaVersion: 1,
    kind,
    tool: { name: 'perf-gate', version: TOOL_VERSION },
    startedAt: now,
    finishedAt: now,
    verdict: 'error',
    exitCode: 2,
    reason: 'Nothing was measured.',
    config: null,
    runner: runnerInfo(),
    stages: [],
    notes: [],
  };
}

/** The one scenario a release command measures: --scenario, or the only one in the file. */
export function pickScenario(config: GateConfig, name: string | undefined): ScenarioConfig {
  if (name) return config.scenarios.find((scenario) => scenario.name === name)!;
  if (config.scenarios.length > 1) {
    throw new ConfigError(
      `${config.source} has ${config.scenarios.length} scenarios (${config.scenarios.map((s) => s.name).join(', ')}); this command measures one.`,
      { fix: 'Pass --scenario NAME with one of the names listed.' },
    );
  }
  return config.scenarios[0]!;
}
