// The terminal edge of the measuring commands: progress lines on stderr with the elapsed time, the
// report on stdout, the error and its fix on stderr.

/** Progress lines on stderr with the elapsed time, unless quiet. */
export function progressPrinter(quiet: boolean | undefined): (line: string) => void {
  const started = Date.now();
  return (line) => {
    if (quiet) return;
    const seconds = Math.round((Date.now() - started) / 1000);
    const clock = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
    process.stderr.write(`[perf-gate ${clock}] ${line}\n`);
  };
}

/** Prints a command's outcome and returns its exit code. */
export function printOutcome(
  outcome: {
    markdown: string;
    result: {
      verdict: string;
      exitCode: number;
      error?: { message: string; fix?: string } | undefined;
    };
  },
  o: { progress: (line: string) => void; what: string; resultPath: string },
): number {
  const { result, markdown } = outcome;
  if (markdown) process.stdout.write(`${markdown}\n`);
  if (result.error) {
    process.stderr.write(
      `perf-gate: ${result.error.message}${result.error.fix ? `\nFix: ${result.error.fix}` : ''}\n`,
    );
  }
  o.progress(`${o.what} ${result.verdict}; result ${o.resultPath}`);
  return result.exitCode;
}
