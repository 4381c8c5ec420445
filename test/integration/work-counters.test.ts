// The database counters behind "statements per request", against the real example app and the
// local MariaDB stand-in: exact per request, blind to perf-gate's own statements, and the idle
// app's own traffic measured.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StartedApp } from '../../src/env/app.js';
import { startDatabase, type StartedDatabase } from '../../src/env/database.js';
import { databaseWrites } from '../../src/env/db-writes.js';
import { appPerRequest, openAppCounters } from '../../src/work/app-counters.js';
import { databaseDelta, databasePerRequest, idleRate } from '../../src/work/counters.js';
import {
  PERFORMANCE_SCHEMA_ARGS,
  counterTarget,
  openDatabaseCounters,
  type DatabaseCounterReader,
} from '../../src/work/database-counters.js';
import { testImages } from '../support/environment.js';
import {
  ensureExampleJar,
  requireExampleTools,
  schemaSql,
  seedSql,
  startExampleApp,
} from '../support/example.js';

let database: StartedDatabase;
let app: StartedApp;
let counters: DatabaseCounterReader;
let writesBeforeOpen: number;
let writesAfterOpen: number;

beforeAll(async () => {
  await requireExampleTools();
  await ensureExampleJar();
  database = await startDatabase({
    image: testImages.database,
    database: 'travel',
    user: 'travel',
    password: 'travel-pass',
    initScripts: [schemaSql, seedSql],
    variables: { scale: 0.05 },
    serverArgs: PERFORMANCE_SCHEMA_ARGS,
  });
  app = await startExampleApp(database);
  writesBeforeOpen = await databaseWrites(database);
  counters = await openDatabaseCounters(counterTarget(database));
  writesAfterOpen = await databaseWrites(database);
});

afterAll(async () => {
  await counters?.close();
  await app?.stop();
  await database?.stop();
});

const get = async (path: string) => {
  const response = await fetch(`${app.baseUrl}${path}`, { headers: { 'device-fid': 'device-3' } });
  expect(response.status).toBe(200);
  await response.arrayBuffer();
};

describe('database counters per request (MariaDB stand-in, the example app)', () => {
  it('writes nothing when it opens on a server that counts digests already', () => {
    // A write here would make every side switch of a gate restore the database.
    expect(writesAfterOpen).toBe(writesBeforeOpen);
  });

  it('counts the same statements for every request of an endpoint, and none of its own', async () => {
    await get('/contents/7/places'); // first use: prepares the statements
    const before = await counters.read();
    // perf-gate's own reads and a snapshot between the reads must not count.
    await counters.read();
    // (Snapshots and restores run as root in the app's schema, but only outside windows.)
    for (let i = 0; i < 10; i++) await get('/contents/7/places');
    const after = await counters.read();
    const work = databasePerRequest(databaseDelta(before, after), 10)!;
    console.log(
      `content-places on ${database.image}: ${JSON.stringify(work, null, 1)}\ndigest texts: ${JSON.stringify(
        Object.values(after.digests).map((d) => d.text),
        null,
        1,
      )}`,
    );
    // The example sends 4 statements per request here (content exists, member, places with their
    // category, saved places) plus its transaction's own statements; whole numbers per request.
    expect(work.statementsPerRequest).toBeGreaterThanOrEqual(4);
    expect(Number.isInteger(work.statementsPerRequest)).toBe(true);
    expect(work.rowsExaminedPerRequest).toBeGreaterThan(17);
    if (after.digestsIncludePrepared) {
      expect(work.shapes.some((s) => s.shape.includes('FROM place'))).toBe(true);
    } else {
      // MariaDB keeps no digest of server-side prepared statements (the app uses them): counted
      // from the per-user execution counter, without their text.
      expect(work.unshapedPerRequest).toBeGreaterThanOrEqual(4);
    }
  });

  it('the idle app sends next to nothing on its own', async () => {
    const before = await counters.read();
    await new Promise((r) => setTimeout(r, 3_000));
    const idle = databaseDelta(before, await counters.read());
    console.log(`idle app: ${idle.statements} statements in ${idle.elapsedMs} ms`);
    expect(idleRate(idle)).toBeLessThan(0.5);
  });

  it("reads the app container's CPU time per request from its cgroup, and GC pauses", async () => {
    const reader = await openAppCounters(app);
    const notes: string[] = [];
    const before = await reader.read(notes);
    for (let i = 0; i < 20; i++) await get('/contents/9/places');
    const after = await reader.read(notes);
    const work = appPerRequest(before, after, 20);
    console.log(`app work per request: ${JSON.stringify(work)} notes: ${notes.join('; ')}`);
    expect(notes).toEqual([]);
    expect(after.cpuNanos! - before.cpuNanos!).toBeGreaterThan(0);
    expect(work?.cpuMsPerRequest).toBeGreaterThan(0.05);
    // Micrometer's pause sum is there (no GC may have happened in 20 requests: >= 0).
    expect(after.gcPauseSeconds).toBeGreaterThanOrEqual(before.gcPauseSeconds!);
  });
});
