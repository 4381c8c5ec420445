// The lab's own I/O against a real database container: the write counters that let the scheduler
// skip resets, the scheduler's skips on real snapshots, and the cgroup freezer.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getContainerRuntimeClient } from 'testcontainers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GateConfig } from '../../src/config/schema.js';
import { startDatabase, type StartedDatabase } from '../../src/env/database.js';
import { databaseWrites } from '../../src/env/db-writes.js';
import { pauseContainer, resumeContainer } from '../../src/env/freeze.js';
import { gateOrder } from '../../src/lab/order.js';
import { planGate } from '../../src/lab/plan.js';
import { runPlan, type Lab } from '../../src/lab/schedule.js';
import { requireDocker, testImages } from '../support/environment.js';
import { testTmpDir } from '../support/test-tmp.js';

describe('the lab on a real database', () => {
  let database: StartedDatabase;

  beforeAll(async () => {
    await requireDocker();
    const dir = testTmpDir('perf-gate-lab-');
    const seed = join(dir, 'seed.sql');
    await writeFile(
      seed,
      'CREATE TABLE visit (id INT PRIMARY KEY, hits INT NOT NULL);\n' +
        'INSERT INTO visit VALUES (1, 0), (2, 0);\n',
    );
    database = await startDatabase({
      image: testImages.database,
      database: 'lab',
      user: 'lab',
      password: 'lab-pass',
      initScripts: [seed],
    });
  });

  afterAll(async () => {
    await database?.stop();
  });

  it('counts statements that change data and not reads', async () => {
    const before = await databaseWrites(database);
    await database.query('SELECT * FROM visit');
    await database.query('SELECT COUNT(*) FROM visit WHERE hits > 0');
    expect(await databaseWrites(database)).toBe(before);
    await database.query('UPDATE visit SET hits = hits + 1 WHERE id = 1');
    const updated = await databaseWrites(database);
    expect(updated).toBeGreaterThan(before);
    // A table the app creates at boot (Hibernate's ddl-auto, Flyway) counts too: the snapshot
    // after that boot must be taken, or every reset would drop the table (the plan's side of it:
    // test/unit/lab/plan.test.ts, an app that writes at boot).
    await database.query('CREATE TABLE favorite (id INT PRIMARY KEY)');
    expect(await databaseWrites(database)).toBeGreaterThan(updated);
  });

  it('skips resets after read-only windows and restores after writing ones', async () => {
    const config = {
      scenarios: [{ name: 'view' }],
      compare: { rounds: 2, order: 'alternate', reuseApp: true, pauseIdle: false },
    } as unknown as GateConfig;
    // A seed whose round 1 opens with the base: AB, BA, so two windows follow a PR window.
    const seed = [...Array(64).keys()].find(
      (s) => gateOrder('alternate', 2, ['base', 'pr'], s).rounds[0]![0] === 'base',
    )!;
    const plan = planGate(
      config,
      [
        { side: 'base', data: 'same' },
        { side: 'pr', data: 'same' },
      ],
      seed,
    );
    const hitsSeen: number[] = [];
    const stages: string[] = [];
    // Real data steps; the "app" is the test itself: the PR's windows write, the base's only read.
    const lab: Lab<number> = {
      loadData: async (step) => {
        stages.push('load');
        await database.snapshot(step.snapshot);
      },
      snapshot: async (step) => {
        stages.push('snapshot');
        await database.snapshot(step.snapshot);
      },
      restore: async (step) => {
        stages.push('reset');
        await database.restore(step.snapshot);
      },
      databaseWrites: () => databaseWrites(database),
      boot: () => Promise.resolve(),
      pause: () => Promise.resolve(),
      resume: () => Promise.resolve(),
      warmUp: () => Promise.resolve(),
      measure: async (step) => {
        const rows = await database.query<Array<{ hits: number }>>(
          'SELECT hits FROM visit WHERE id = 1',
        );
        if (step.side === 'pr') await database.query('UPDATE visit SET hits = hits + 1');
        return rows[0]!.hits;
      },
      stop: () => Promise.resolve(),
    };
    await database.query('UPDATE visit SET hits = 0');
    const report = await runPlan(plan, lab, (_, hits) => hitsSeen.push(hits));
    // Every window saw the loaded data, although the PR's windows wrote.
    expect(hitsSeen).toEqual([0, 0, 0, 0]);
    // Resets only after a PR window: the base's read-only windows and the boots wrote nothing.
    const order = plan.steps.filter((s) => s.step === 'measure').map((s) => s.side);
    const afterPr = order.slice(0, -1).filter((side) => side === 'pr').length;
    expect(afterPr).toBe(2);
    expect(report.resets).toBe(afterPr);
    expect(report.resetsSkipped).toBe(5 - afterPr);
    expect(report.snapshotsSkipped).toBe(2);
    expect(stages.filter((s) => s === 'reset')).toHaveLength(afterPr);
  });

  it('freezes a container and thaws it (docker pause / unpause)', async () => {
    const client = await getContainerRuntimeClient();
    const state = async () =>
      (await client.container.inspect(client.container.getById(database.containerId))).State;
    await pauseContainer(database.containerId, 'the lab database');
    try {
      expect((await state()).Paused).toBe(true);
    } finally {
      await resumeContainer(database.containerId, 'the lab database');
    }
    expect((await state()).Paused).toBe(false);
    const rows = await database.query<Array<{ answer: number }>>('SELECT 6 * 7 AS answer');
    expect(rows[0]!.answer).toBe(42);
  });
});
