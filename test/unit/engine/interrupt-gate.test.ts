// A signal at every stage of a gate, through the command edge (src/engine/edge.ts) with a fake lab:
// the result file is written first and names the stage, the lab is released, the exit code is 2.
// test/integration/interrupt-stages.test.ts shows the same for real containers and processes.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { executeGate } from '../../../src/engine/execute.js';
import type { GateResult } from '../../../src/model.js';
import { fakeGateLab } from '../../support/fake-gate-lab.js';

const dir = mkdtempSync(join(tmpdir(), 'perf-gate-interrupt-'));
writeFileSync(join(dir, 'load.js'), 'export default function () {}\n');
writeFileSync(
  join(dir, 'perf-gate.yml'),
  'scenarios:\n  - name: browse\n    script: load.js\n    rate: 10\n    warmup: 2s\n    duration: 6s\n' +
    'compare: { rounds: 2, seed: 3 }\n',
);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('an interrupt during a gate', () => {
  it.each(['docker', 'k6', 'inspect', 'build', 'database', 'app-start', 'warmup', 'measure'])(
    'in %s: the result file names the stage, the lab is released, exit 2',
    async (stage) => {
      const resultPath = join(dir, `result-${stage}.json`);
      const exited = new Promise<unknown>((resolve) => {
        vi.spyOn(process, 'exit').mockImplementation(((code: unknown) => {
          resolve(code);
        }) as never);
      });
      vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
      const ours = (signal: NodeJS.Signals) => {
        const before = process.listeners(signal);
        return () => process.listeners(signal).filter((listener) => !before.includes(listener));
      };
      const added = { SIGTERM: ours('SIGTERM'), SIGINT: ours('SIGINT') };
      const lab = fakeGateLab({
        hangAt: stage,
        onStage: (name) => {
          if (name === stage) setImmediate(() => process.emit('SIGTERM', 'SIGTERM'));
        },
      });
      void executeGate({
        configPath: join(dir, 'perf-gate.yml'),
        overrides: {},
        resultPath,
        prDirectory: dir,
        progress: () => undefined,
        // The real lab's containers and processes are in the run's scope: so is the fake.
        lab: (scope) => {
          scope.add({ description: 'the fake lab', release: () => lab.release() });
          return lab;
        },
        removeStray: () => Promise.resolve(0),
      });
      expect(await exited).toBe(2);
      const result = JSON.parse(readFileSync(resultPath, 'utf8')) as GateResult;
      expect(result.verdict).toBe('error');
      expect(result.exitCode).toBe(2);
      expect(result.error).toMatchObject({ kind: 'environment', stage });
      expect(result.error?.message).toMatch(/^Interrupted by SIGTERM; containers and processes/);
      expect(result.stages.at(-1)?.stage).toBe(stage);
      expect(lab.released).toBeGreaterThan(0);
      // The handlers stay installed after an interrupt (a second signal must not cut the
      // teardown short); this process is not exiting, so they go now (the test runner's stay).
      for (const signal of ['SIGTERM', 'SIGINT'] as const) {
        for (const listener of added[signal]()) process.off(signal, listener);
      }
    },
  );
});
