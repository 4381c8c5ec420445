// The database counters behind "statements per request", against the real example app and the
// local MariaDB stand-in: exact per request, blind to perf-gate's own statements, and the idle
// app's own traffic measured.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StartedApp } from '../../src/env/app.js';
import { startDatabase, type StartedDatabase } from '../../src/env/database.js';
import { databaseWrites } from '../../src/env/db-writes.js';
import { parsePrometheusText } from '../../src/telemetry/prometheus.js';
import { readAgentCounters, workAgentBoot } from '../../src/work/agent.js';
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
let app: StartedApp & { workAgentPort: number };
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
  const agent = await workAgentBoot();
  app = Object.assign(await startExampleApp(database, {}, agent), { workAgentPort: agent.port });
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
    // Without the work agent: GC pauses from Micrometer through the Actuator.
    const reader = await openAppCounters({ ...app, workAgentPort: undefined });
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

  it("takes GC pauses from the work agent, the same milliseconds Micrometer's pause timer sums", async () => {
    const micrometer = async () => {
      const text = await (
        await fetch(`${app.managementBaseUrl}/prometheus?includedNames=jvm_gc_pause_seconds`)
      ).text();
      const samples = parsePrometheusText(text);
      const sum = (name: string) =>
        samples.filter((s) => s.name === name).reduce((total, s) => total + s.value, 0);
      return {
        ms: sum('jvm_gc_pause_seconds_sum') * 1000,
        count: sum('jvm_gc_pause_seconds_count'),
      };
    };
    const reader = await openAppCounters(app);
    const notes: string[] = [];
    const before = {
      agent: await readAgentCounters(app.workAgentPort),
      micrometer: await micrometer(),
    };
    const read = await reader.read(notes);
    // Requests until a few collections have run (the example allocates ~130 KB per request).
    let sent = 0;
    while (sent < 6_000 && (await micrometer()).count < before.micrometer.count + 3) {
      await Promise.all(Array.from({ length: 50 }, () => get('/contents/9/places')));
      sent += 50;
    }
    const after = {
      agent: await readAgentCounters(app.workAgentPort),
      micrometer: await micrometer(),
    };
    const pauses = after.micrometer.count - before.micrometer.count;
    const agentMs = after.agent.gcPauseMs! - before.agent.gcPauseMs!;
    const micrometerMs = after.micrometer.ms - before.micrometer.ms;
    console.log(
      `GC over ${sent} requests: ${pauses} pauses, agent ${agentMs} ms, Micrometer ${micrometerMs.toFixed(1)} ms`,
    );
    expect(notes).toEqual([]);
    expect(read.gcPauseSeconds).toBe(before.agent.gcPauseMs! / 1000);
    expect(pauses).toBeGreaterThanOrEqual(3);
    // Both sum whole milliseconds per pause (the agent's clock may round once more per pause).
    expect(Math.abs(agentMs - micrometerMs)).toBeLessThanOrEqual(pauses + 1);
  });
});
