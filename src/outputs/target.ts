// Where a finished gate's report goes besides its files. The result file, the Markdown and the
// HTML report are written at the command edge on every exit path, signals included
// (src/engine/edge.ts); every other destination is an OutputTarget: it may mark the start of a
// gate (a pending status) and receives the finished report. One target failing is a warning:
// the verdict, the files and the exit code stand without it.
import { describeError } from '../errors.js';
import type { GateResult } from '../model.js';

/** What a target receives once the gate has finished (its result file already written). */
export interface GateReport {
  result: GateResult;
  /** the rendered report, redacted: the same text as the Markdown file */
  markdown: string;
  /**
   * the same report rendered again with a line about the base branch's history under each
   * scenario's heading and, on an uncalibrated runner, the history's calibration of its class (the
   * pull request comment; absent: the comment is `markdown` as it is)
   */
  markdownWith?: (extra: HistoryExtras) => string;
  /** the gate's gate.comment-id (undefined when the config could not be loaded) */
  commentId?: string;
  /** the effective gate.fail-on-inconclusive */
  failOnInconclusive: boolean;
}

/** What the base branch's history adds to the pull request comment (github-pr/history-lines.ts). */
export interface HistoryExtras {
  /** per scenario, its line (already escaped markdown) */
  historyLines?: Readonly<Record<string, string>>;
  /** the latest calibration of an uncalibrated runner's class, in words (plain text) */
  recordedCalibration?: string;
}

/** Where a target's lines go (the action passes @actions/core's functions). */
export interface OutputLog {
  info(line: string): void;
  notice(line: string): void;
  warning(line: string): void;
}

export interface OutputTarget {
  /** names the target in a warning */
  name: string;
  /** before the measurement starts (e.g. a pending commit status) */
  started?(gate: { commentId?: string }, log: OutputLog): Promise<void>;
  /** the finished report */
  deliver(report: GateReport, log: OutputLog): Promise<void>;
}

/** Tells every target that the gate starts; a failure is a warning. */
export async function startTargets(
  targets: readonly OutputTarget[],
  gate: { commentId?: string },
  log: OutputLog,
): Promise<void> {
  for (const target of targets) {
    if (!target.started) continue;
    try {
      await target.started(gate, log);
    } catch (error) {
      log.warning(`perf-gate: ${target.name}: could not mark the start: ${describeError(error)}`);
    }
  }
}

/** Delivers the report to every target in turn; a failure is a warning. */
export async function deliverToTargets(
  targets: readonly OutputTarget[],
  report: GateReport,
  log: OutputLog,
): Promise<void> {
  for (const target of targets) {
    try {
      await target.deliver(report, log);
    } catch (error) {
      log.warning(`perf-gate: could not publish to ${target.name}: ${describeError(error)}`);
    }
  }
}
