// A measurement, not a test of behaviour (bench/README.md; run alone on the machine with
// PERF_GATE_BENCH=1 npx vitest run --project bench bench/telemetry-overhead.test.ts).
// What sampling costs the app it measures, on the real travel-content example:
// 1. per scrape: app container CPU for 100 back-to-back /actuator/prometheus reads (histograms on,
//    both endpoints' meters populated), minus the idle app's own CPU over the same time;
// 2. under load: app container CPU at the same arrival rate with and without a telemetry session,
//    in interleaved pairs.
// The figures are printed and bounded; docs/telemetry.md quotes them.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StartedApp } from '../src/env/app.js';
import type { StartedDatabase } from '../src/env/database.js';
import { AppReader, PROMETHEUS_NAMES } from '../src/telemetry/actuator.js';
import { openContainerStats, type ContainerStatsReader } from '../src/telemetry/containers.js';
import { startTelemetry } from '../src/telemetry/index.js';
import { requireK6 } from '../test/support/environment.js';
import {
  ensureExampleJar,
  expectedVolumes,
  ownContainers,
  requireExampleTools,
  scenariosDir,
  startExampleApp,
  startExampleDatabase,
} from '../test/support/example.js';

const volumes = expectedVolumes(0.1);

/** Runs read-heavy.js at `rate` views/s for `seconds` and resolves when k6 exits. */
function load(app: StartedApp, rate: number, seconds: number): Promise<number | null> {
  const vars = {
    BASE_URL: app.baseUrl,
    RATE: rate,
    DURATION: `${seconds}s`,
    CONTENT_COUNT: volumes.content,
    MEMBER_COUNT: volumes.member,
    P95_MS: 60000,
  };
  const args = ['run', '--quiet', '--no-summary'];
  for (const [name, value] of Object.entries(vars)) args.push('-e', `${name}=${value}`);
  args.push(join(scenariosDir, 'read-heavy.js'));
  const child = spawn(requireK6(), args, {
    stdio: 'ignore',
    env: { ...process.env, K6_NO_USAGE_REPORT: 'true' },
  });
  return new Promise((resolve) => child.on('close', resolve));
}

/** App container CPU, in % of a core, while `during` runs. */
async function cpuDuring(
  reader: ContainerStatsReader,
  during: () => Promise<unknown>,
): Promise<{ percent: number; seconds: number }> {
  const before = await reader.read();
  const started = performance.now();
  await during();
  const seconds = (performance.now() - started) / 1000;
  const after = await reader.read();
  return { percent: ((after.cpuNanos - before.cpuNanos) / 1e9 / seconds) * 100, seconds };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('telemetry overhead on the example app', () => {
  let database: StartedDatabase;
  let app: StartedApp;
  let reader: ContainerStatsReader;

  beforeAll(async () => {
    await requireExampleTools();
    await ensureExampleJar();
    database = await startExampleDatabase({ scale: 0.1 });
    app = await startExampleApp(database);
    const opened = await openContainerStats(app.containerId, 'app');
    if (!opened.reader) throw new Error(opened.notes.map((note) => note.message).join('\n'));
    reader = opened.reader;
    // Warm the JIT and populate both endpoints' meters (and their histogram buckets).
    await load(app, 20, 20);
  });

  afterAll(async () => {
    await app?.stop();
    await database?.stop();
    expect(await ownContainers()).toEqual([]);
  });

  /** App CPU per scrape (ms) over 100 back-to-back reads, the idle app's own CPU subtracted. */
  async function scrapeCost(appReader: AppReader): Promise<{ cpuMs: number; wallMs: number }> {
    const scrapes = 100;
    await sleep(2000);
    const idle = await cpuDuring(reader, () => sleep(8_000));
    let read = 0;
    const busy = await cpuDuring(reader, async () => {
      for (let index = 0; index < scrapes; index++) {
        if (await appReader.read()) read++;
      }
    });
    expect(read).toBe(scrapes);
    return {
      cpuMs: (((busy.percent - idle.percent) / 100) * busy.seconds * 1000) / scrapes,
      wallMs: (busy.seconds * 1000) / scrapes,
    };
  }

  it('reads the same figures from a filtered scrape, at a fraction of the cost', async () => {
    const full = new AppReader(app.managementBaseUrl, 5000, { filterNames: false });
    const filtered = new AppReader(app.managementBaseUrl, 5000);
    const [fullSnapshot, filteredSnapshot] = [await full.read(), await filtered.read()];
    // Gauges move between two reads; the shape (which figures exist) must not.
    const shape = (snapshot: typeof fullSnapshot) => ({
      tomcat: Object.keys(snapshot?.tomcat ?? {}).sort(),
      pools: Object.fromEntries(
        Object.entries(snapshot?.pools ?? {}).map(([name, pool]) => [
          name,
          Object.keys(pool).sort(),
        ]),
      ),
      cpu: [
        snapshot?.processCpu !== undefined,
        snapshot?.systemCpu !== undefined,
        snapshot?.cpuCount,
      ],
      heap: [snapshot?.heapUsedBytes !== undefined, snapshot?.heapMaxBytes],
      gc: [snapshot?.gcPauseCount !== undefined, snapshot?.gcPauseSumSec !== undefined],
      http: (snapshot?.http ?? [])
        .map(
          (meter) => `${meter.method} ${meter.uri} ${meter.status} ${meter.buckets?.length ?? 0}`,
        )
        .sort(),
    });
    expect(shape(filteredSnapshot)).toEqual(shape(fullSnapshot));
    expect(shape(fullSnapshot).tomcat).toEqual(['busy', 'current', 'max']);

    const sizeOf = async (query: string) =>
      (await (await fetch(`${app.managementBaseUrl}/prometheus${query}`)).text()).length;
    const fullSize = await sizeOf('');
    const filteredSize = await sizeOf(`?includedNames=${PROMETHEUS_NAMES.join(',')}`);
    const fullCost = await scrapeCost(full);
    const filteredCost = await scrapeCost(filtered);
    console.log(
      `prometheus scrape, full: ${(fullSize / 1024).toFixed(1)} kB, ${fullCost.wallMs.toFixed(1)} ms wall, ` +
        `${fullCost.cpuMs.toFixed(2)} ms of app CPU; filtered: ${(filteredSize / 1024).toFixed(1)} kB, ` +
        `${filteredCost.wallMs.toFixed(1)} ms wall, ${filteredCost.cpuMs.toFixed(2)} ms of app CPU ` +
        `=> ${(filteredCost.cpuMs / 10).toFixed(2)} % of a core at one scrape per second`,
    );
    expect(filteredSize).toBeLessThan(fullSize);
    // One filtered scrape per second must stay under 2 % of one core.
    expect(filteredCost.cpuMs).toBeLessThan(20);
  });

  it('leaves the app CPU under load within noise', async () => {
    const pairs: Array<{ off: number; on: number }> = [];
    const sampled = async (round: number) =>
      cpuDuring(reader, async () => {
        const session = startTelemetry({
          managementBaseUrl: app.managementBaseUrl,
          containers: { app: app.containerId, database: database.containerId },
          label: { scenario: 'overhead', side: 'pr', round },
        });
        await load(app, 20, 12);
        const record = await session.stop();
        expect(record.series['app.rate']?.t.length ?? 0).toBeGreaterThan(8);
      });
    const unsampled = () => cpuDuring(reader, () => load(app, 20, 12));
    // Alternating order (off-on, on-off, ...) so the JIT's warm-up trend does not favour a side.
    for (let pair = 0; pair < 4; pair++) {
      if (pair % 2 === 0) {
        const off = await unsampled();
        const on = await sampled(pair);
        pairs.push({ off: off.percent, on: on.percent });
      } else {
        const on = await sampled(pair);
        const off = await unsampled();
        pairs.push({ off: off.percent, on: on.percent });
      }
    }
    const differences = pairs.map((pair) => pair.on - pair.off);
    const meanOff = pairs.reduce((sum, pair) => sum + pair.off, 0) / pairs.length;
    const meanDifference = differences.reduce((sum, value) => sum + value, 0) / pairs.length;
    console.log(
      `app CPU at 20 views/s (40 req/s), % of a core, off/on per pair: ${pairs
        .map((pair) => `${pair.off.toFixed(1)}/${pair.on.toFixed(1)}`)
        .join(
          ', ',
        )}; mean difference ${meanDifference.toFixed(2)} points (${((meanDifference / meanOff) * 100).toFixed(1)} % of the app's CPU)`,
    );
    // The figure is noisy on a shared runner; it must at least not be a large, systematic cost.
    expect(meanDifference).toBeLessThan(Math.max(10, meanOff * 0.2));
  });
});
