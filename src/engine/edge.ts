// The edge every measuring command shares (the gate, capacity, sweep): a resource scope torn down
// on a signal with the result written first, a recorder of timed stages, the error record, the
// one redaction and atomic write of everything that leaves the process, and rendering that cannot
// cost the result file. The commands differ only in what they measure and how they render it.
import { removeOwnContainers } from '../env/docker.js';
import { ResourceScope, installSignalTeardown } from '../env/scope.js';
import { PerfGateError, describeError } from '../errors.js';
import type { GateResult, StageTiming } from '../model.js';
import { htmlPathFor, writeOutputFile } from './output-path.js';

export { htmlPathFor };
import { redactDeep, redactText } from './redact.js';

export type { SideStageRunner, StageRunner } from '../lab/prepare.js';
import type { SideStageRunner } from '../lab/prepare.js';

/** How a failure is recorded in every result file. */
export type ErrorRecord = NonNullable<GateResult['error']>;

/** Records timed stages into `stages`; `current()` is the stage an error or signal stopped in. */
export interface StageRecorder {
  stage: SideStageRunner;
  current(): string;
  /** names the stage without timing it (e.g. "setup" once the config is read) */
  enter(name: string): void;
}

/** A recorder appending to `stages`; `onChange` runs after every stage (to keep a partial result). */
export function stageRecorder(
  stages: StageTiming[],
  first: string,
  onChange?: () => void,
): StageRecorder {
  let current = first;
  return {
    current: () => current,
    enter: (name) => {
      current = name;
    },
    stage: async (name, side, work) => {
      current = name;
      const at = Date.now();
      const timing: StageTiming = {
        stage: name,
        startedAt: new Date(at).toISOString(),
        durationMs: 0,
        ok: false,
      };
      if (side) timing.side = side;
      stages.push(timing);
      try {
        const value = await work();
        timing.ok = true;
        return value;
      } finally {
        timing.durationMs = Date.now() - at;
        onChange?.();
      }
    },
  };
}

/** The error record of a failure in `stage`: its kind, message and fix. */
export function errorRecord(error: unknown, stage: string): ErrorRecord {
  const record: ErrorRecord = {
    kind: error instanceof PerfGateError ? error.kind : 'environment',
    message: error instanceof Error ? error.message : describeError(error),
    stage,
  };
  if (error instanceof PerfGateError && error.fix) record.fix = error.fix;
  return record;
}

/**
 * The record of a run stopped by a signal: `what` is re-run ("the gate", "the command"), `kept`
 * says what the file still holds.
 */
export function interruptedRecord(
  signal: string,
  stage: string,
  o: { what: string; kept?: string },
): ErrorRecord {
  return {
    kind: 'environment',
    message: `Interrupted by ${signal}; containers and processes were removed.${o.kept ? ` ${o.kept}` : ''}`,
    fix: `Re-run ${o.what}; on CI, raise the job timeout if it was cancelled for time.`,
    stage,
  };
}

/**
 * Writes `text` atomically (temp file + rename, so a reader never sees half a file) and
 * synchronously (a signal handler writes during teardown), with every registered secret cut out.
 */
export function writeTextFile(path: string, text: string, what = 'report'): void {
  // A path that cannot be written is a ConfigError naming it (no recursive mkdir: see output-path).
  writeOutputFile(path, redactText(text), what);
}

/** Writes a result as JSON; every string passes the redaction (error messages can quote a secret). */
export function writeJsonFile(path: string, value: unknown): void {
  writeTextFile(path, `${JSON.stringify(redactDeep(value), null, 2)}\n`, 'result file');
}

/**
 * A report that fails to render must not cost the result file or the exit code: its place says so
 * and `onFailure` gets the reason (a note in the result).
 */
export function renderGuarded(render: () => string, onFailure?: (reason: string) => void): string {
  try {
    return render();
  } catch (error) {
    onFailure?.(`The report could not be rendered: ${describeError(error)}`);
    return `perf-gate: the report could not be rendered (${describeError(error)}); see the result JSON.`;
  }
}

/** The result file and the reports of one run, written together on every exit path. */
export function writeOutputs(o: {
  resultPath: string;
  reportPath?: string | undefined;
  result: unknown;
  markdown: () => string;
  html: () => string;
  onRenderFailure?: (reason: string) => void;
}): string {
  const markdown = renderGuarded(o.markdown, o.onRenderFailure);
  const html = renderGuarded(o.html, o.onRenderFailure);
  // The result first: it is what the exit code and every later step read.
  writeJsonFile(o.resultPath, o.result);
  writeTextFile(htmlPathFor(o.resultPath), `${html}\n`);
  if (o.reportPath) writeTextFile(o.reportPath, `${markdown}\n`);
  // The same text goes to the terminal, the job summary and the PR comment.
  return redactText(markdown);
}

export interface EdgeRun<T> {
  resultPath: string;
  /** writes the interrupted result (synchronously) before the teardown starts */
  onInterrupt: (signal: string) => void;
  /** the command; its resources go into `scope` */
  run: (scope: ResourceScope) => Promise<T>;
  /** what a failure of `run` becomes (a result with its error record) */
  onError: (error: unknown) => T;
  /** on a signal, removes what is not in the scope yet; default: this process's containers */
  removeStray?: () => Promise<number>;
}

/**
 * Runs a command under a resource scope with signal teardown: on SIGINT/SIGTERM the interrupted
 * result is written first, then the scope and any labelled container are removed and the process
 * exits; the returned promise then never settles, so the main path cannot overwrite that result.
 */
export async function runAtEdge<T>(o: EdgeRun<T>): Promise<T> {
  const scope = new ResourceScope();
  let interrupted = false;
  const uninstall = installSignalTeardown(async (signal) => {
    interrupted = true;
    // The result file first: teardown may take long, and a kill may follow.
    try {
      o.onInterrupt(signal);
      process.stderr.write(`perf-gate: result written to ${o.resultPath}\n`);
    } catch (error) {
      // An unwritable result must not keep the teardown from running.
      process.stderr.write(`perf-gate: ${describeError(error)}\n`);
    }
    // The scope, and any container still in its readiness wait (not in the scope yet).
    await Promise.all([scope.release(), (o.removeStray ?? removeOwnContainers)().catch(() => 0)]);
  });
  let value: T | undefined;
  try {
    value = await o.run(scope);
  } catch (error) {
    // Interrupted: this error is the teardown killing a step; the handler's result stands.
    if (!interrupted) value = o.onError(error);
  } finally {
    await scope.release();
    // Interrupted: keep the handlers (a second signal must not kill the teardown).
    if (!interrupted) uninstall();
  }
  if (interrupted) return new Promise<never>(() => undefined);
  return value as T;
}
