// The k6 edge with real binaries: the provisioned k6 1.x is accepted and its version line
// returned; a k6 that reports another major release is refused before anything is built.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveK6 } from '../../src/load/k6.js';
import { EnvironmentError } from '../../src/errors.js';
import { requireK6 } from '../support/environment.js';

const dir = mkdtempSync(join(tmpdir(), 'perf-gate-k6-version-'));

/** An executable that answers `version` like a k6 release would. */
function fakeK6(versionLine: string): string {
  const path = join(dir, `k6-${versionLine.replace(/\W+/g, '-')}`);
  writeFileSync(path, `#!/bin/sh\necho '${versionLine}'\n`);
  chmodSync(path, 0o755);
  return path;
}

describe('resolveK6', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('accepts the installed k6 1.x and returns its version line', async () => {
    const line = await resolveK6({ binary: requireK6() });
    expect(line).toMatch(/^k6 v1\.\d+\.\d+/);
  });

  it('refuses a k6 2.x binary with the fix', async () => {
    const k6 = fakeK6('k6 v2.3.0 (go1.27.1, linux/amd64)');
    const error = await resolveK6({ binary: k6 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EnvironmentError);
    expect((error as EnvironmentError).message).toContain('k6 2.3.0');
    expect((error as EnvironmentError).fix).toContain('setup-k6-action');
  });
});
