// Reading a saved result file (`perf-gate publish`, `compare`, `noise`): a file over the cap is
// refused before it is held in memory, naming the file, its size, the cap and the fix; the files
// the gate wrote on the bench still parse.
import { readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseResultFile } from '../../../src/analysis/results.js';
import { compareCommand } from '../../../src/commands/compare.js';
import { noiseCommand } from '../../../src/commands/noise.js';
import { publishResultFile } from '../../../src/commands/publish.js';
import { MAX_RESULT_BYTES, readResultFile } from '../../../src/commands/read-result.js';
import { formatBytes, readAtMost } from '../../../src/files/bounded-read.js';
import { ConfigError, exitCodeFor } from '../../../src/errors.js';
import { githubContextFrom } from '../../../src/github/context.js';
import { testTmpDir } from '../../support/test-tmp.js';
import { passSingleRun } from '../report/results.js';

const dir = testTmpDir('perf-gate-read-result-');
const cannotRead = (code: string) => new ConfigError(`cannot read (${code})`);

/** A sparse file of `bytes` bytes: as big as it says, without the disk or the time. */
function sparse(name: string, bytes: number): string {
  const file = join(dir, name);
  writeFileSync(file, '');
  truncateSync(file, bytes);
  return file;
}

async function errorOf(run: () => unknown): Promise<Error> {
  try {
    await run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('did not fail');
}

describe('reading a result file', () => {
  const huge = sparse('huge.json', 80 * 1024 * 1024);
  const message = `${huge}: is 80 MiB (83,886,080 bytes), more than the 64 MiB a result file may be; it was not read.`;

  it('refuses a file over 64 MiB by its size, before reading it', () => {
    expect(MAX_RESULT_BYTES).toBe(64 * 1024 * 1024);
    let error: unknown;
    try {
      readResultFile(huge, cannotRead);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toBe(message);
    expect((error as ConfigError).fix).toContain('split its scenarios over several gates');
    expect(exitCodeFor(error)).toBe(2);
  });

  it('refuses it in publish, compare and noise alike', async () => {
    const context = githubContextFrom({
      eventName: 'workflow_run',
      payload: {},
      sha: 'c'.repeat(40),
    });
    const small = join(dir, 'small.json');
    writeFileSync(small, JSON.stringify(passSingleRun()));
    for (const run of [
      () => publishResultFile({ resultPath: huge, token: 'x', context }),
      () => compareCommand(small, huge, {}),
      () => noiseCommand([small, huge]),
    ]) {
      expect((await errorOf(run)).message).toBe(message);
    }
  });

  it('stops reading a file without a size (a device, a pipe) at the cap', () => {
    const tooLarge = (size: { bytes: number; atLeast: boolean }) =>
      new ConfigError(`${size.atLeast ? 'more than' : 'exactly'} ${size.bytes}`);
    expect(() => readAtMost('/dev/zero', 100_000, tooLarge)).toThrow('more than 100001');
    expect(readAtMost(sparse('at-cap.json', 100_000), 100_000, tooLarge)).toHaveLength(100_000);
    expect(() => readAtMost(sparse('over.json', 100_001), 100_000, tooLarge)).toThrow(
      'exactly 100001',
    );
    expect(() => readResultFile(join(dir, 'missing.json'), cannotRead)).toThrow(
      'cannot read (ENOENT)',
    );
    expect([812, 3.4 * 1024 ** 2, MAX_RESULT_BYTES].map(formatBytes)).toEqual([
      '812 B',
      '3.4 MiB',
      '64 MiB',
    ]);
  });

  it('reads the results the gate wrote on the bench', () => {
    // The largest recorded gate (20 windows with telemetry, 0.4 MB) and a +10 % CPU one.
    for (const name of ['xeon2-raw/xeon2-aa-04.json.gz', 'xeon3-raw/xeon3-cpu10-04.json.gz']) {
      const text = gunzipSync(readFileSync(join('bench/results', name))).toString('utf8');
      expect(parseResultFile(text, name).scenarios[0]?.windows.length).toBeGreaterThan(0);
    }
  });
});
