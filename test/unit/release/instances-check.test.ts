// The pool check of `capacity --instances` and of a sweep over `instances`: instances × pool against
// the database's max_connections, refused before anything is built or booted. The preparation's
// Docker, build and database are stood in for (ReleaseContext.prepare); its inspection (the pool
// lint) is the real one.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GateConfig } from '../../../src/config/schema.js';
import { ConfigError } from '../../../src/errors.js';
import { loadConfig } from '../../../src/files/config-file.js';
import { inspectSide } from '../../../src/lab/prepare.js';
import type { PrepareOptions, PreparedApp } from '../../../src/lab/release-lab.js';
import { initialCapacityResult, runCapacity } from '../../../src/release/capacity.js';
import type { ReleaseContext } from '../../../src/release/execute.js';
import { initialSweepResult, runSweep, type SweepOptions } from '../../../src/release/sweep.js';

const prepared: Array<{ instances: number }> = [];

/** The inspection as prepareApp runs it, then a stop: nothing is built or booted here. */
async function prepare(options: PrepareOptions): Promise<PreparedApp> {
  prepared.push({ instances: options.config.app.instances });
  await inspectSide(options.config, options.config.app.directory);
  throw new Error('prepared (stub)');
}

const temporary: string[] = [];
beforeEach(() => {
  prepared.length = 0;
});
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** An app with a Hikari pool of 20 and a database that takes 50 connections. */
function config(instances = 1): GateConfig {
  const dir = mkdtempSync(join(tmpdir(), 'perf-gate-instances-'));
  temporary.push(dir);
  mkdirSync(join(dir, '.git'));
  mkdirSync(join(dir, 'src/main/resources'), { recursive: true });
  writeFileSync(
    join(dir, 'src/main/resources/application.yml'),
    'spring:\n  datasource:\n    url: jdbc:mysql://db/app\n    hikari:\n      maximum-pool-size: 20\n',
  );
  writeFileSync(join(dir, 'load.js'), 'export default function () {}\n');
  writeFileSync(
    join(dir, 'perf-gate.yml'),
    `app:\n  instances: ${instances}\ndatabase:\n  server: { max_connections: 50 }\n` +
      'scenarios:\n  - name: a\n    script: load.js\n    rate: 5\n    budget: { p95: 200ms }\n',
  );
  return loadConfig(join(dir, 'perf-gate.yml'));
}

function context(gateConfig: GateConfig): ReleaseContext {
  return {
    config: gateConfig,
    scenario: gateConfig.scenarios[0]!,
    scope: {} as ReleaseContext['scope'],
    progress: () => {},
    stage: (_name, work) => work(),
    prepare,
  };
}

const CAPACITY = {
  startRate: 10,
  maxRate: 1000,
  factor: 2,
  resolution: 0.1,
  maxSteps: 20,
  retries: 2,
  stepDurationMs: 20_000,
  repeats: 1,
  failOnInconclusive: false,
  confidence: 0.9,
};

describe('capacity --instances against max_connections', () => {
  it('refuses the largest count whose pools exceed max_connections, naming it and the flag', async () => {
    const options = { ...CAPACITY, instances: [1, 3] };
    const refused = await runCapacity(
      initialCapacityResult(options),
      context(config()),
      options,
    ).catch((error: unknown) => error);
    expect(prepared).toEqual([{ instances: 3 }]);
    expect(refused).toBeInstanceOf(ConfigError);
    expect((refused as ConfigError).message).toBe(
      "--instances 1,3: 3 instance(s) × (default 20) = 60 pooled connections exceed the database's max_connections of 50 (max_connections = 50, perf-gate.yml (database.server.max_connections)).",
    );
    expect((refused as ConfigError).fix).toMatch(/^Leave 3 instances out of --instances, or: /);
  });

  it('prepares for the largest count that fits, and records the topologies and the verdict one', async () => {
    const options = { ...CAPACITY, instances: [2, 1] };
    const result = initialCapacityResult(options);
    await expect(runCapacity(result, context(config()), options)).rejects.toThrow(
      'prepared (stub)',
    );
    expect(prepared).toEqual([{ instances: 2 }]);
    expect(result.instances).toEqual([2, 1]);
    expect(result.verdictTopology).toEqual({
      instances: 1,
      reason: 'app.instances in perf-gate.yml',
    });
  });

  it("stands on the last listed count when the config's own is not listed", async () => {
    const options = { ...CAPACITY, instances: [1, 2] };
    const result = initialCapacityResult(options);
    await expect(runCapacity(result, context(config(3)), options)).rejects.toThrow(
      'prepared (stub)',
    );
    expect(result.verdictTopology?.instances).toBe(2);
    expect(result.verdictTopology?.reason).toContain('app.instances in perf-gate.yml, 3, was not');
  });
});

describe('sweep over instances against max_connections', () => {
  const sweep = (set: string[], cases: string[] = []): SweepOptions => ({
    set,
    cases,
    repeats: 1,
    failOnInconclusive: false,
    confidence: 0.9,
  });

  it('refuses instances × a swept pool above max_connections before the preparation', async () => {
    const options = sweep(['instances=1,2,3', 'pool=10,20']);
    const refused = await runSweep(initialSweepResult(options), context(config()), options).catch(
      (error: unknown) => error,
    );
    expect(prepared).toEqual([]);
    expect((refused as ConfigError).message).toContain(
      'sweep instances=3 pool=20: 3 instance(s) × pool 20 = 60 pooled connections',
    );
  });

  it("checks the app's own pools at the largest instance count of the cases that keep them", async () => {
    const options = sweep(['instances=1,3', 'threads=20,200']);
    const refused = await runSweep(initialSweepResult(options), context(config()), options).catch(
      (error: unknown) => error,
    );
    expect(prepared).toEqual([{ instances: 3 }]);
    expect((refused as ConfigError).message).toMatch(
      /^--set instances=1,3: 3 instance\(s\) × \(default 20\) = 60 pooled connections exceed/,
    );
  });

  it('goes on to the preparation when every combination fits', async () => {
    const options = sweep([], ['instances=2,pool=20', 'instances=3,pool=10']);
    await expect(runSweep(initialSweepResult(options), context(config()), options)).rejects.toThrow(
      'prepared (stub)',
    );
    // Every case sets the pool: the preparation checks the config's own count.
    expect(prepared).toEqual([{ instances: 1 }]);
  });
});
