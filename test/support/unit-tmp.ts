// Global setup of the unit tests: every temporary folder they make (config files, redacted
// copies, init output) goes under one folder of this run, removed when the run ends, so repeated
// runs leave nothing in the machine's temp folder. os.tmpdir() reads TMPDIR, and the test
// workers inherit it from here.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'perf-gate-unit-'));
  const before = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  return () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    rmSync(dir, { recursive: true, force: true });
  };
}
