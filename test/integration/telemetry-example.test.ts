// The sampler and the diagnosis against the real travel-content example: real MariaDB, the real
// Spring Boot app in a container, real k6 with its REST API and CSV output. Three windows the
// diagnosis must tell apart: a healthy one, a pool cut to one connection, and BCrypt logins on a
// one-core app. With PERF_GATE_RECORD_TELEMETRY=1 the records are written to
// test/fixtures/telemetry/ for the unit tests and the report tests.
import { execFileSync, spawn } from 'node:child_process';
import { connect, createServer, type Socket } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type StartedApp } from '../../src/env/app.js';
import type { StartedDatabase } from '../../src/env/database.js';
import type { Finding, TelemetryRecord } from '../../src/model.js';
import {
  BOTTLENECK_RULES,
  diagnoseWindow,
  generatorSaturation,
} from '../../src/analysis/diagnosis/index.js';
import {
  K6_CSV_ENV,
  readK6CsvSeries,
  startTelemetry,
  withClientSeries,
} from '../../src/telemetry/index.js';
import { requireK6, testImages } from '../support/environment.js';
import {
  ensureExampleJar,
  exampleJar,
  expectedVolumes,
  ownContainers,
  repoRoot,
  requireExampleTools,
  scenariosDir,
  startExampleDatabase,
} from '../support/example.js';

const scale = 0.1;
const volumes = expectedVolumes(scale);
const shapeEnv = { CONTENT_COUNT: volumes.content, MEMBER_COUNT: volumes.member, P95_MS: 60000 };
const record = process.env.PERF_GATE_RECORD_TELEMETRY === '1';
const fixtures = join(repoRoot, 'test/fixtures/telemetry');

interface K6Process {
  pid: number;
  apiUrl: string;
  finished: Promise<{ exitCode: number | null; output: string }>;
}

/** Starts k6 on a bundled scenario with its REST API on a free port and, optionally, CSV output. */
async function startK6(
  script: string,
  vars: Record<string, string | number>,
  csvPath?: string,
): Promise<K6Process> {
  const port = await getPort({ host: '127.0.0.1' });
  const args = ['run', '--quiet', '--no-color', '--no-summary', '--address', `127.0.0.1:${port}`];
  if (csvPath) args.push('--out', `csv=${csvPath}`);
  for (const [name, value] of Object.entries({ ...shapeEnv, ...vars })) {
    args.push('-e', `${name}=${value}`);
  }
  args.push(join(scenariosDir, script));
  const child = spawn(requireK6(), args, {
    env: { ...process.env, ...K6_CSV_ENV, K6_NO_USAGE_REPORT: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const finished = new Promise<{ exitCode: number | null; output: string }>((resolve) => {
    child.on('close', (exitCode) => resolve({ exitCode, output }));
  });
  if (child.pid === undefined) throw new Error(`k6 did not start: ${output}`);
  return { pid: child.pid, apiUrl: `http://127.0.0.1:${port}`, finished };
}

/** A warm-up run, then a measured run sampled by the telemetry session, client series added. */
async function measure(
  app: StartedApp,
  database: StartedDatabase,
  fixture: string,
  scenario: string,
  script: string,
  vars: Record<string, string | number>,
): Promise<{ record: TelemetryRecord; log: string }> {
  const warmup = await startK6(script, { ...vars, BASE_URL: app.baseUrl, DURATION: '15s' });
  await warmup.finished;
  const directory = await mkdtemp(join(tmpdir(), 'perf-gate-telemetry-'));
  try {
    const csvPath = join(directory, 'k6.csv');
    const logLinesBefore = app.logs().length;
    const k6 = await startK6(script, { ...vars, BASE_URL: app.baseUrl, DURATION: '15s' }, csvPath);
    const session = startTelemetry({
      managementBaseUrl: app.managementBaseUrl,
      containers: { app: app.containerId, database: database.containerId },
      k6: { pid: k6.pid, apiUrl: k6.apiUrl },
      label: { scenario, side: 'pr', round: 0 },
    });
    const run = await k6.finished;
    const sampled = await session.stop();
    expect(run.exitCode, run.output).not.toBeNull();
    const client = await readK6CsvSeries(csvPath, { startMs: Date.parse(sampled.startedAt) });
    const withClient = withClientSeries(sampled, client);
    if (record) {
      await writeFile(join(fixtures, `${fixture}.json`), `${JSON.stringify(withClient)}\n`);
    }
    return { record: withClient, log: app.logs().slice(logLinesBefore).join('\n') };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/**
 * A TCP relay that delays every chunk by `delayMs` in each direction: the database as if it ran on
 * another host (a production database is typically 0.5-2 ms away). On loopback a query returns in
 * microseconds, so connections are held only briefly and a pool of one would keep up with any
 * moderate rate — not what a pool-bound service looks like in production.
 */
async function startLatencyRelay(
  targetPort: number,
  delayMs: number,
): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const relay = (from: Socket, to: Socket): void => {
    // Equal delays fire in the order they were set, so the byte stream keeps its order.
    from.on('data', (chunk) => setTimeout(() => to.writable && to.write(chunk), delayMs));
    from.on('end', () => setTimeout(() => to.end(), delayMs));
    from.on('error', () => to.destroy());
  };
  const server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    relay(client, upstream);
    relay(upstream, client);
  });
  const port = await getPort({ host: '127.0.0.1' });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function startExample(
  database: StartedDatabase,
  options: { env?: Record<string, string>; cpus?: number; databasePort?: number } = {},
): Promise<StartedApp> {
  const url = options.databasePort
    ? database.jdbcUrl.replace(`:${database.port}/`, `:${options.databasePort}/`)
    : database.jdbcUrl;
  return startApp({
    image: testImages.jre,
    jarPath: exampleJar,
    jvmOptions: ['-Xms256m', '-Xmx512m'],
    datasource: { url, username: database.user, password: database.password },
    env: options.env ?? {},
    cpus: options.cpus,
    label: 'telemetry',
  });
}

const bottlenecks = (findings: Finding[]): string[] =>
  findings
    .map((finding) => finding.rule)
    .filter((rule) => (BOTTLENECK_RULES as readonly string[]).includes(rule));

const describeFindings = (findings: Finding[]): string =>
  findings.map((finding) => `${finding.rule}: ${finding.message}`).join('\n');

describe('telemetry against the travel-content example', () => {
  let database: StartedDatabase;
  /** the app of the healthy window, then of the CPU-bound one (the pool test boots its own) */
  let shared: StartedApp;

  beforeAll(async () => {
    await requireExampleTools();
    await ensureExampleJar();
    database = await startExampleDatabase({ scale });
    shared = await startExample(database);
  });

  afterAll(async () => {
    await shared?.stop();
    await database?.stop();
    expect(await ownContainers()).toEqual([]);
  });

  it('samples every source of a healthy window and finds no bottleneck', async () => {
    const app = shared;
    const { record } = await measure(app, database, 'healthy', 'content-view', 'read-heavy.js', {
      RATE: 20,
    });
    const series = record.series;
    // About one reading per second of a 15 s window, from each source.
    expect(record.samples).toBeGreaterThanOrEqual(13);
    for (const name of [
      'app.rate',
      'app.p95Ms',
      'tomcat.busy',
      'hikari.active',
      'hikari.pending',
      'jvm.cpu',
      'jvm.heapUsedMb',
      'container.app.cpu',
      'container.app.memoryMb',
      'container.database.cpu',
      'k6.cpu',
      'k6.vus',
      'k6.rate',
      'host.cpu',
      'client.rate',
      'client.p95Ms',
    ]) {
      expect(
        series[name]?.t.length ?? 0,
        `${name} in ${Object.keys(series).join(', ')}`,
      ).toBeGreaterThanOrEqual(10);
    }
    // 20 views/s = 40 requests/s, counted alike by the server, k6's API and k6's output (a
    // busy runner may deliver less, but all three must agree on what was delivered).
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const server = median(series['app.rate']!.values);
    expect(server).toBeGreaterThan(5);
    expect(server).toBeLessThan(50);
    expect(Math.abs(median(series['client.rate']!.values) - server)).toBeLessThan(server * 0.3);
    expect(Math.abs(median(series['k6.rate']!.values) - server)).toBeLessThan(server * 0.3);
    expect(series['app.rate[GET /contents/{id}]']).toBeDefined();
    expect(record.facts).toMatchObject({
      threadsMax: 200,
      maximumPoolSize: 10,
      appMetricsSource: 'prometheus',
      appContainerStats: 'cgroup',
    });
    expect(record.notes).toEqual([]);
    const findings = diagnoseWindow(record, { appLog: app.logs().join('\n') });
    if (findings.some((finding) => finding.rule === 'runner.cpu' && finding.level === 'warning')) {
      // Other work saturated this runner: the window is declared inconclusive, which is all a
      // diagnosis can honestly say about it.
      expect(generatorSaturation(record).saturated, describeFindings(findings)).toBe(true);
    } else {
      expect(bottlenecks(findings), describeFindings(findings)).toEqual([]);
      expect(generatorSaturation(record).reasons).toEqual([]);
    }
  });

  it('names the pool when it is cut to one connection', async () => {
    // 1 ms each way; with the N+1 switch a places request makes ~20 round trips (~40 ms holding
    // its connection), so at 25 views/s one connection is busy more than all the time.
    const relay = await startLatencyRelay(database.port, 1);
    const app = await startExample(database, {
      databasePort: relay.port,
      env: {
        SPRING_DATASOURCE_HIKARI_MAXIMUMPOOLSIZE: '1',
        SPRING_DATASOURCE_HIKARI_MINIMUMIDLE: '1',
        TRAVEL_REGRESSION_N_PLUS_ONE: 'true',
      },
    });
    try {
      const { record, log } = await measure(
        app,
        database,
        'pool-bound',
        'content-view',
        'read-heavy.js',
        {
          RATE: 25,
        },
      );
      const findings = diagnoseWindow(record, { appLog: log });
      expect(bottlenecks(findings), describeFindings(findings)).toContain('bottleneck.pool');
      expect(bottlenecks(findings)).not.toContain('bottleneck.cpu');
      const pool = findings.find((finding) => finding.rule === 'bottleneck.pool')!;
      expect(pool.evidence?.maximumPoolSize).toBe(1);
      expect(Number(pool.evidence?.samplesWithPendingPercent)).toBeGreaterThanOrEqual(50);
    } finally {
      await app.stop();
      await relay.close();
    }
  });

  it('names the CPU when an app limited to half a core hashes BCrypt logins', async () => {
    // BCrypt (cost 10) takes tens of milliseconds of CPU per login: 15 logins/s is about twice
    // what half a core can hash, while the pool and the database stay idle. The healthy window's
    // app, its quota cut to half a core in place: booting on half a core took a minute.
    const app = shared;
    execFileSync('docker', ['update', '--cpus', '0.5', app.containerId]);
    const weights = {
      WEIGHT_VIEW: 0,
      WEIGHT_BROWSE: 0,
      WEIGHT_SAVE: 0,
      WEIGHT_UNSAVE: 0,
      WEIGHT_LOGIN: 100,
    };
    const { record, log } = await measure(app, database, 'cpu-bound', 'login-burst', 'mixed.js', {
      RATE: 15,
      ...weights,
    });
    expect(record.facts.appCpuLimitCores).toBe(0.5);
    const findings = diagnoseWindow(record, { appLog: log });
    // The quota binds (the kernel throttles the app), even if other work keeps the runner busy.
    expect(bottlenecks(findings), describeFindings(findings)).toContain('bottleneck.cpu');
    // Queueing for the CPU must never be read as a pool or thread shortage.
    expect(bottlenecks(findings)).not.toContain('bottleneck.pool');
    expect(bottlenecks(findings)).not.toContain('bottleneck.threads');
  });
});
