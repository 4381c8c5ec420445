// Where the integration tests' own temporary folders go (configs, repositories, SQL they write):
// under one folder of this run (PERF_GATE_TEST_TMP, set by test/support/integration-tmp.ts and
// removed when the run ends), so repeated runs leave nothing in the machine's temp folder. The
// perf-gate processes the tests start keep the machine's TMPDIR: what they leave behind there
// is what the leak checks look for.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A new folder named `prefix…` under this run's test folder. */
export function testTmpDir(prefix: string): string {
  return mkdtempSync(join(process.env.PERF_GATE_TEST_TMP ?? tmpdir(), prefix));
}
