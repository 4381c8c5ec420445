import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);

// src/commands/terminal.ts
function progressPrinter(quiet) {
  const started = Date.now();
  return (line) => {
    if (quiet) return;
    const seconds = Math.round((Date.now() - started) / 1e3);
    const clock = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
    process.stderr.write(`[perf-gate ${clock}] ${line}
`);
  };
}
function printOutcome(outcome, o) {
  const { result, markdown } = outcome;
  if (markdown) process.stdout.write(`${markdown}
`);
  if (result.error) {
    process.stderr.write(
      `perf-gate: ${result.error.message}${result.error.fix ? `
Fix: ${result.error.fix}` : ""}
`
    );
  }
  o.progress(`${o.what} ${result.verdict}; result ${o.resultPath}`);
  return result.exitCode;
}

export {
  progressPrinter,
  printOutcome
};
