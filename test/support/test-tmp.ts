// Where the integration tests' own temporary folders go (configs, repositories, SQL they write):
// under one folder of this run (PERF_GATE_TEST_TMP, set by test/support/integration-tmp.ts and
// removed when the run ends), so repeated runs leave nothing in the machine's temp folder. The
// perf-gate processes the tests start keep the machine's TMPDIR: what they leave behind there
// is what the leak checks look for.
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A new folder named `prefix…` under this run's test folder, readable by others like a `git clone`
 * (mkdtemp makes it 0700): a sandboxed k6 of a test running as root reads it as uid 1000.
 */
export function testTmpDir(prefix: string): string {
  const dir = mkdtempSync(join(process.env.PERF_GATE_TEST_TMP ?? tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}
