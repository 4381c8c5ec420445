/** Where a failure came from decides the exit code and how the report words it. */
export type ErrorKind = 'config' | 'environment' | 'gate';

/** Base of every error perf-gate raises on purpose: it carries the fix for the user. */
export class PerfGateError extends Error {
  readonly kind: ErrorKind;
  /** What the user should change, in one sentence; shown after the message. */
  readonly fix: string | undefined;

  constructor(kind: ErrorKind, message: string, options: { fix?: string; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.kind = kind;
    this.fix = options.fix;
  }

  /** Message and fix as one text, the way the CLI and the report print it. */
  describe(): string {
    return this.fix ? `${this.message}\nFix: ${this.fix}` : this.message;
  }
}

/** The user's configuration (perf-gate.yml, inputs, flags, the app's own files) is wrong. */
export class ConfigError extends PerfGateError {
  constructor(message: string, options: { fix?: string; cause?: unknown } = {}) {
    super('config', message, options);
  }
}

/** Something around the measurement failed: Docker, the build, the app's start, k6. */
export class EnvironmentError extends PerfGateError {
  constructor(message: string, options: { fix?: string; cause?: unknown } = {}) {
    super('environment', message, options);
  }
}

/** Exit codes: 0 pass (or inconclusive when allowed), 1 gate failed, 2 configuration or environment error. */
export const ExitCode = { pass: 0, fail: 1, error: 2 } as const;

/** Maps any thrown value to the exit code the CLI and the action use. */
export function exitCodeFor(error: unknown): number {
  if (error instanceof PerfGateError && error.kind === 'gate') return ExitCode.fail;
  return ExitCode.error;
}

/** A readable one-line-plus-fix description of anything thrown, never "[object Object]". */
export function describeError(error: unknown): string {
  if (error instanceof PerfGateError) return error.describe();
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : JSON.stringify(error);
}
