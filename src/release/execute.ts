// The edge both release commands share: load the config, pick the scenario, run under a resource
// scope with signal teardown, and write the result JSON, the HTML report next to it and the markdown
// (if asked) on every exit path — success, error, Ctrl-C or SIGTERM. Never throws.
import { loadConfig, type ConfigOverrides } from '../config/load.js';
import type { GateConfig, ScenarioConfig } from '../config/schema.js';
import { htmlPathFor } from '../engine/execute.js';
import { TOOL_VERSION, runnerInfo } from '../engine/gate.js';
import { writeOutputFile } from '../engine/output-path.js';
import { redactConfig, redactText, registerConfigSecrets } from '../engine/redact.js';
import type { StageRunner } from '../engine/session.js';
import { removeOwnContainers } from '../env/docker.js';
import { ResourceScope, installSignalTeardown } from '../env/scope.js';
import { ConfigError, ExitCode, PerfGateError, describeError, exitCodeFor } from '../errors.js';
import type { StageTiming } from '../model.js';
import type { ReleaseResultHeader } from './model.js';

/** What a release command's engine gets: the loaded config, its scenario, and the edges. */
export interface ReleaseContext {
  config: GateConfig;
  scenario: ScenarioConfig;
  scope: ResourceScope;
  progress: (line: string) => void;
  stage: StageRunner;
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
  const scope = new ResourceScope();
  let finalized = false;
  // Notes are appended by finalize: run it once, whichever path gets there first.
  const finalize = (): void => {
    if (finalized) return;
    finalized = true;
    options.finalize(result);
  };
  let currentStage = 'config';
  const write = (): string => {
    result.finishedAt = new Date().toISOString();
    const markdown = safeRender(() => options.markdown(result), result);
    writeAtomically(options.resultPath, `${JSON.stringify(result, null, 2)}\n`);
    writeAtomically(
      htmlPathFor(options.resultPath),
      `${safeRender(() => options.html(result), result)}\n`,
    );
    if (options.reportPath) writeAtomically(options.reportPath, `${markdown}\n`);
    return markdown;
  };
  // Once a signal wrote the interrupted result, the main path must not overwrite it.
  let interrupted = false;
  const uninstall = installSignalTeardown(async (signal) => {
    interrupted = true;
    try {
      finalize();
    } catch {
      // A half-measured result may not summarise; the interruption below is what matters.
    }
    result.verdict = 'error';
    result.exitCode = ExitCode.error;
    result.reason = `Interrupted by ${signal}.`;
    result.error = {
      kind: 'environment',
      message: `Interrupted by ${signal}; containers and processes were removed. The steps measured so far are in this file.`,
      fix: 'Re-run the command; on CI, raise the job timeout if it was cancelled for time.',
      stage: currentStage,
    };
    // The result file first: teardown may take long, and a kill may follow.
    write();
    process.stderr.write(`perf-gate: result written to ${options.resultPath}\n`);
    // The scope, and any container still in its readiness wait (not in the scope yet).
    await Promise.all([scope.release(), removeOwnContainers().catch(() => 0)]);
  });

  const stage: StageRunner = async (name, work) => {
    currentStage = name;
    const at = Date.now();
    const timing: StageTiming = {
      stage: name,
      startedAt: new Date(at).toISOString(),
      durationMs: 0,
      ok: false,
    };
    result.stages.push(timing);
    try {
      const value = await work();
      timing.ok = true;
      return value;
    } finally {
      timing.durationMs = Date.now() - at;
    }
  };

  try {
    options.preflight?.();
    const config = loadConfig(options.configPath, options.overrides);
    registerConfigSecrets(config);
    result.config = redactConfig(config);
    const scenario = pickScenario(config, options.overrides.scenario);
    options.progress(
      `config ${options.configPath}: scenario ${scenario.name} (rate ${scenario.targetRate}/s)`,
    );
    currentStage = 'setup';
    await options.run(result, { config, scenario, scope, progress: options.progress, stage });
    finalize();
  } catch (error) {
    // Interrupted: this error is the teardown killing a step; the handler's result stands.
    if (interrupted) return new Promise<never>(() => undefined);
    try {
      // Summarise what was measured before the error, for the reports; the verdict stays "error".
      finalize();
    } catch {
      // Nothing measured yet, or too little to summarise.
    }
    result.verdict = 'error';
    result.exitCode = exitCodeFor(error);
    result.reason = describeError(error).split('\n')[0] ?? 'error';
    result.error = {
      kind: error instanceof PerfGateError ? error.kind : 'environment',
      message: error instanceof Error ? error.message : describeError(error),
      stage: currentStage,
      ...(error instanceof PerfGateError && error.fix ? { fix: error.fix } : {}),
    };
  } finally {
    await scope.release();
    if (!interrupted) uninstall();
  }
  // Interrupted: the signal handler has written the result and exits once its teardown is done.
  if (interrupted) return new Promise<never>(() => undefined);
  const markdown = write();
  return { result, markdown };
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

function writeAtomically(path: string, text: string): void {
  // No recursive mkdir (it spins under /proc); a path that cannot be written is a ConfigError.
  writeOutputFile(path, redactText(text));
}

// A report that fails to render must not cost the result file: say so in its place.
function safeRender(render: () => string, result: ReleaseResultHeader): string {
  try {
    return render();
  } catch (error) {
    result.notes.push(`The report could not be rendered: ${describeError(error)}`);
    return `perf-gate: the report could not be rendered (${describeError(error)}); see the result JSON.`;
  }
}
