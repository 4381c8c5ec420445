// Writing the result file. Atomic (temp file + rename) so a reader never sees half a file, and
// synchronous so the signal handler can write it during teardown.
import { TOOL_VERSION, runnerInfo } from './gate.js';
import type { GateConfig } from '../config/schema.js';
import type { GateResult } from '../model.js';
import { redactConfig, redactDeep } from './redact.js';
import { ExitCode, exitCodeFor, PerfGateError } from '../errors.js';
import { writeOutputFile } from './output-path.js';

/** Writes the result JSON atomically; a path that cannot be written is a ConfigError naming it. */
export function writeResultFile(path: string, result: GateResult): void {
  // Every string passes the one redaction: error messages and log tails can quote a secret.
  writeOutputFile(path, `${JSON.stringify(redactDeep(result), null, 2)}\n`);
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
  const result: GateResult = {
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
    error: {
      kind: error instanceof PerfGateError ? error.kind : 'environment',
      message: error instanceof Error ? error.message : String(error),
      stage,
    },
  };
  if (error instanceof PerfGateError && error.fix) result.error!.fix = error.fix;
  return result;
}

/** Marks a partial result as interrupted by a signal. */
export function interruptedResult(partial: GateResult, signal: string): GateResult {
  return {
    ...partial,
    verdict: 'error',
    exitCode: ExitCode.error,
    finishedAt: new Date().toISOString(),
    error: {
      kind: 'environment',
      message: `Interrupted by ${signal}; containers and processes were removed.`,
      fix: 'Re-run the gate; on CI, raise the job timeout if it was cancelled for time.',
      stage: partial.stages.at(-1)?.stage ?? 'setup',
    },
  };
}
