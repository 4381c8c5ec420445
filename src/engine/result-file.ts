// The gate's result file: written through the command edge (atomic, redacted), and the results
// for a failure before the engine ran and for a run stopped by a signal.
import { TOOL_VERSION, runnerInfo } from './gate.js';
import type { GateConfig } from '../config/schema.js';
import type { GateResult } from '../model.js';
import { redactConfig } from './redact.js';
import { ExitCode, exitCodeFor, PerfGateError } from '../errors.js';
import { errorRecord, interruptedRecord, writeJsonFile } from './edge.js';

/** Writes the result JSON atomically; a path that cannot be written is a ConfigError naming it. */
export function writeResultFile(path: string, result: GateResult): void {
  writeJsonFile(path, result);
}

/** Writes the result JSON; returns the error (naming the path) instead of throwing it. */
export function tryWriteResultFile(path: string, result: GateResult): PerfGateError | undefined {
  try {
    writeResultFile(path, result);
    return undefined;
  } catch (error) {
    return error as PerfGateError;
  }
}

/** A result for a failure before the engine ran (bad config, bad flags). */
export function errorResult(error: unknown, stage: string, config?: GateConfig): GateResult {
  const now = new Date().toISOString();
  return {
    schemaVersion: 1,
    tool: { name: 'perf-gate', version: TOOL_VERSION },
    startedAt: now,
    finishedAt: now,
    verdict: 'error',
    exitCode: exitCodeFor(error),
    config: config ? redactConfig(config) : null,
    runner: runnerInfo(),
    stages: [],
    sides: { pr: { side: 'pr', checkout: process.cwd() } },
    scenarios: [],
    rules: [],
    findings: [],
    error: errorRecord(error, stage),
  };
}

/** Marks a partial result as interrupted by a signal. */
export function interruptedResult(partial: GateResult, signal: string): GateResult {
  return {
    ...partial,
    verdict: 'error',
    exitCode: ExitCode.error,
    finishedAt: new Date().toISOString(),
    error: interruptedRecord(signal, partial.stages.at(-1)?.stage ?? 'setup', {
      what: 'the gate',
    }),
  };
}
