import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);

// src/errors.ts
var PerfGateError = class extends Error {
  kind;
  /** What the user should change, in one sentence; shown after the message. */
  fix;
  constructor(kind, message, options = {}) {
    super(message, options.cause === void 0 ? void 0 : { cause: options.cause });
    this.name = new.target.name;
    this.kind = kind;
    this.fix = options.fix;
  }
  /** Message and fix as one text, the way the CLI and the report print it. */
  describe() {
    return this.fix ? `${this.message}
Fix: ${this.fix}` : this.message;
  }
};
var ConfigError = class extends PerfGateError {
  constructor(message, options = {}) {
    super("config", message, options);
  }
};
var EnvironmentError = class extends PerfGateError {
  constructor(message, options = {}) {
    super("environment", message, options);
  }
};
var ExitCode = { pass: 0, fail: 1, error: 2 };
function exitCodeFor(error) {
  if (error instanceof PerfGateError && error.kind === "gate") return ExitCode.fail;
  return ExitCode.error;
}
function describeError(error) {
  if (error instanceof PerfGateError) return error.describe();
  if (error instanceof Error) return error.message;
  return typeof error === "string" ? error : JSON.stringify(error);
}

export {
  PerfGateError,
  ConfigError,
  EnvironmentError,
  ExitCode,
  exitCodeFor,
  describeError
};
