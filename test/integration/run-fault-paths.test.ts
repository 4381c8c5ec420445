// Fault paths of `perf-gate run` (and capacity/sweep) through the real CLI. A result path that cannot be written: the
// CLI says so, naming the path, exits 2 at once (before building or booting anything), with no
// unhandled rejection and no busy loop — under /proc, Node's recursive mkdir used to spin a core
// forever. An image that cannot be pulled is named as such, not blamed on the Docker engine; the
// same early end checks the noise model a gate picks from compare.runners before its first stage.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GateResult } from '../../src/model.js';
import { bundleCliFromSource } from '../support/cli.js';
import { requireDocker } from '../support/environment.js';

const dir = mkdtempSync(join(tmpdir(), 'perf-gate-result-path-'));
let cli = '';

beforeAll(async () => {
  cli = await bundleCliFromSource('perf-gate-result-path-cli');
  writeFileSync(join(dir, 'load.js'), 'export default function () {}\n');
  writeFileSync(
    join(dir, 'perf-gate.yml'),
    'scenarios:\n  - name: a\n    script: load.js\n    rate: 5\n',
  );
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(...args: string[]) {
  const started = Date.now();
  const child = spawnSync(
    process.execPath,
    [cli, 'run', '--config', join(dir, 'perf-gate.yml'), ...args],
    { encoding: 'utf8', timeout: 30_000 },
  );
  return { code: child.status, stderr: child.stderr, ms: Date.now() - started };
}

describe('an unwritable result path', () => {
  it('under /proc: exit 2 at once, naming the path', () => {
    const result = run('--result', '/proc/perf-gate/result.json');
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toContain(
      'Cannot write the result file /proc/perf-gate/result.json (ENOENT).',
    );
    expect(result.stderr).toContain('Fix: Give a path in a folder this user can write');
    expect(result.stderr).not.toMatch(/unhandled|UnhandledPromiseRejection/i);
    // Nothing was started: no Docker check, no build.
    expect(result.stderr).not.toContain('building');
    expect(result.ms).toBeLessThan(20_000);
  });

  it('a report path below a file: exit 2, naming the path', () => {
    const file = join(dir, 'perf-gate.yml');
    const result = run('--result', join(dir, 'result.json'), '--report', `${file}/report.md`);
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toContain(`Cannot write the report ${file}/report.md (ENOTDIR).`);
  });

  it('with a bad flag too: the flag error is not written, the path error is said', () => {
    const result = run('--rounds', '0', '--result', '/proc/perf-gate/result.json');
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toContain('Cannot write the result file /proc/perf-gate/result.json');
    expect(result.stderr).not.toMatch(/unhandled/i);
  });
});

describe('an unwritable result path for the release commands', () => {
  it.each(['capacity', 'sweep'])('%s: exit 2 at once, naming the path', (command) => {
    const started = Date.now();
    const child = spawnSync(
      process.execPath,
      [
        cli,
        command,
        '--config',
        join(dir, 'perf-gate.yml'),
        '--result',
        '/proc/perf-gate/result.json',
      ],
      { encoding: 'utf8', timeout: 30_000 },
    );
    expect(child.status, child.stderr).toBe(2);
    expect(child.stderr).toContain(
      'Cannot write the result file /proc/perf-gate/result.json (ENOENT).',
    );
    expect(child.stderr).not.toMatch(/unhandled|UnhandledPromiseRejection/i);
    expect(child.stderr).not.toContain('building');
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});

/**
 * `perf-gate run` with `config` (in dir, a jar that only has to exist) and a database image that
 * cannot be pulled: the gate ends at its database stage.
 */
function runWithoutDatabase(config: string, resultPath: string) {
  writeFileSync(join(dir, 'app.jar'), '');
  return spawnSync(
    process.execPath,
    [
      cli,
      'run',
      '--config',
      join(dir, config),
      '--result',
      resultPath,
      '--database-image',
      'perf-gate-local/no-such-image:1',
    ],
    { encoding: 'utf8', timeout: 50_000 },
  );
}

describe('an image that cannot be pulled', () => {
  it(
    'is named with the fix, not reported as a missing Docker engine',
    { timeout: 60_000 },
    async () => {
      await requireDocker();
      writeFileSync(
        join(dir, 'pull.yml'),
        'app:\n  build: null\n  jar: app.jar\nscenarios:\n  - name: a\n    script: load.js\n    rate: 5\n',
      );
      const resultPath = join(dir, 'pull-result.json');
      const child = runWithoutDatabase('pull.yml', resultPath);
      expect(child.status, child.stderr).toBe(2);
      expect(child.stderr).toContain(
        'Could not pull the database image "perf-gate-local/no-such-image:1"',
      );
      expect(child.stderr).not.toContain('Start a Docker engine');
      const result = JSON.parse(readFileSync(resultPath, 'utf8')) as GateResult;
      expect(result.error?.stage).toBe('database');
      expect(result.error?.fix).toContain('perf-gate-local/no-such-image:1');
    },
  );
});

describe('compare.runners', () => {
  it(
    "takes this machine's entry when the gate starts, says so and records the values it judges with",
    { timeout: 60_000 },
    async () => {
      await requireDocker();
      // The machine's own CPU model, as the result's runner records it; a first entry for
      // another model must be passed over.
      const model = cpus()[0]!.model.trim();
      writeFileSync(
        join(dir, 'runners.yml'),
        'app:\n  build: null\n  jar: app.jar\nscenarios:\n  - name: a\n    script: load.js\n    rate: 5\n' +
          'compare:\n  instance-noise: 1.5%\n  runners:\n    - { cpu: no-such-cpu, instance-noise: 9% }\n' +
          `    - { cpu: ${JSON.stringify(model.slice(0, 12))}, instance-noise: 4%, speed-adjustment: 1.5 }\n`,
      );
      const resultPath = join(dir, 'runners-result.json');
      // The database image cannot be pulled: the gate ends right after it has chosen.
      const child = runWithoutDatabase('runners.yml', resultPath);
      expect(child.status, child.stderr).toBe(2);
      expect(child.stderr).toContain(
        `noise model for ${model} (${cpus().length} cores): compare.runners[1] (cpu ${JSON.stringify(model.slice(0, 12))}), instance-noise 4 %, speed-adjustment 1.5`,
      );
      const result = JSON.parse(readFileSync(resultPath, 'utf8')) as GateResult;
      expect(result.runner.cpuModel).toBe(model);
      expect(result.config).toMatchObject({
        compare: { instanceNoise: 0.04, speedAdjustment: 1.5, runnerMatched: 1 },
      });
    },
  );
});
