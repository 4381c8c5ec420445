// Global setup of the integration tests: one folder for this run's own temporary folders
// (test/support/test-tmp.ts), removed when the run ends. The workers inherit the variable.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'perf-gate-tests-'));
  process.env.PERF_GATE_TEST_TMP = dir;
  return () => {
    delete process.env.PERF_GATE_TEST_TMP;
    rmSync(dir, { recursive: true, force: true });
  };
}
