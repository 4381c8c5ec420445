// The command edge every measuring command shares: stages, error records, guarded rendering and the
// redacted, atomic outputs.
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  errorRecord,
  htmlPathFor,
  interruptedRecord,
  renderGuarded,
  runAtEdge,
  stageRecorder,
  writeOutputs,
} from '../../../src/engine/edge.js';
import { clearSecrets, registerSecret } from '../../../src/engine/redact.js';
import { ConfigError } from '../../../src/errors.js';
import type { StageTiming } from '../../../src/model.js';

afterEach(() => clearSecrets());

describe('command edge', () => {
  it('times stages, marks failed ones and knows the stage an error stopped in', async () => {
    const stages: StageTiming[] = [];
    let changes = 0;
    const recorder = stageRecorder(stages, 'config', () => changes++);
    expect(recorder.current()).toBe('config');
    expect(await recorder.stage('build', 'base', () => Promise.resolve(7))).toBe(7);
    await expect(
      recorder.stage('measure', undefined, () => Promise.reject(new Error('k6 died'))),
    ).rejects.toThrow('k6 died');
    expect(stages.map((s) => [s.stage, s.side, s.ok])).toEqual([
      ['build', 'base', true],
      ['measure', undefined, false],
    ]);
    expect(recorder.current()).toBe('measure');
    expect(changes).toBe(2);
  });

  it('records an error with its kind and fix, and an interruption with what to do', () => {
    expect(errorRecord(new ConfigError('bad flag', { fix: 'Pass e.g. --x 1.' }), 'config')).toEqual(
      { kind: 'config', message: 'bad flag', stage: 'config', fix: 'Pass e.g. --x 1.' },
    );
    expect(errorRecord('plain', 'setup')).toMatchObject({ kind: 'environment', stage: 'setup' });
    const interrupted = interruptedRecord('SIGTERM', 'measure', { what: 'the gate' });
    expect(interrupted.message).toBe(
      'Interrupted by SIGTERM; containers and processes were removed.',
    );
    expect(interrupted.fix).toMatch(/^Re-run the gate;/);
  });

  it('keeps the result file when a report fails to render, and says so', () => {
    const notes: string[] = [];
    const text = renderGuarded(
      () => {
        throw new Error('no table');
      },
      (note) => notes.push(note),
    );
    expect(text).toContain('the report could not be rendered (no table)');
    expect(notes).toEqual(['The report could not be rendered: no table']);

    const dir = mkdtempSync(join(tmpdir(), 'perf-gate-edge-'));
    const resultPath = join(dir, 'out', 'result.json');
    registerSecret('hunter22');
    const markdown = writeOutputs({
      resultPath,
      reportPath: join(dir, 'report.md'),
      result: { message: 'password hunter22' },
      markdown: () => 'token hunter22',
      html: () => {
        throw new Error('broken chart');
      },
    });
    expect(markdown).toBe('token ***');
    expect(JSON.parse(readFileSync(resultPath, 'utf8'))).toEqual({ message: 'password ***' });
    expect(readFileSync(htmlPathFor(resultPath), 'utf8')).toContain('broken chart');
    expect(readFileSync(join(dir, 'report.md'), 'utf8')).toBe('token ***\n');
    // Atomic writes leave no temp files behind.
    expect(readdirSync(join(dir, 'out')).sort()).toEqual(['result.html', 'result.json']);
  });

  it('turns a failure into the command result and releases the scope', async () => {
    const released: string[] = [];
    const outcome = await runAtEdge({
      resultPath: '/unused.json',
      onInterrupt: () => undefined,
      onError: (error) => `failed: ${(error as Error).message}`,
      run: (scope) => {
        scope.add({
          description: 'app',
          release: () => Promise.resolve(void released.push('app')),
        });
        return Promise.reject(new Error('boot failed'));
      },
    });
    expect(outcome).toBe('failed: boot failed');
    expect(released).toEqual(['app']);
  });
});
