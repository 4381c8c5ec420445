// One measured k6 window on a running app, with the telemetry sampled while it ran. Shared by the
// gate's lab; everything that must happen right before or right after the measured k6 run (e.g.
// reading server-side counters) belongs next to the generator's run in `measureWindow`.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GateConfig, ScenarioConfig } from '../config/schema.js';
import type { StartedApp } from '../env/app.js';
import type { StartedDatabase } from '../env/database.js';
import type { ResourceScope } from '../env/scope.js';
import { k6Runtime, type K6WindowResult } from '../load/k6.js';
import { k6Generator, type LoadGenerator, type LoadRun } from '../load/generator.js';
import { withRequestEndpoints, type EndpointBreakdown } from '../load/endpoints.js';
import { toWindowMeasurement } from '../load/summary.js';
import { listenForPhases } from '../work/phases.js';
import type { WorkRecorder } from '../work/recorder.js';
import type { InstanceWindow, Side, TelemetryRecord, WindowMeasurement } from '../model.js';
import { generatorSaturation } from '../analysis/diagnosis/index.js';
import { appExceptions } from '../analysis/app-exceptions.js';
import { instanceWindow } from '../analysis/instances.js';
import { proxyEvidence } from '../proxy/nginx-log.js';
import { readConnections, windowConnections } from '../env/db-connections.js';
import { redisWindow } from '../env/redis.js';
import { scenarioEnv } from './env-template.js';
import {
  readK6Csv,
  withCsvCapNote,
  startTelemetry,
  withClientSeries,
  type TelemetrySession,
} from '../telemetry/index.js';

/** A gate window: the measurement, its telemetry and the app's log lines during it. */
import type { MeasuredWindow } from './gate-port.js';

export type { MeasuredWindow };

export interface WindowOptions {
  config: GateConfig;
  scenario: ScenarioConfig;
  generator: LoadGenerator;
  side: Side;
  round: number;
  /** names the window in progress lines */
  tag: string;
  app: StartedApp;
  database: StartedDatabase;
  /** work-per-request counters, read right before and right after the measured run */
  work: WorkRecorder;
  scope: ResourceScope;
  progress: (line: string) => void;
  /** runs the work as a timed stage of the result */
  stage: <T>(name: string, work: () => Promise<T>) => Promise<T>;
}

/** The load generator of a config: k6 on the host, or in its image when PR code is sandboxed. */
export function loadGeneratorFor(config: GateConfig): LoadGenerator {
  return k6Generator(
    k6Runtime({ k6: config.load.k6, k6Image: config.app.sandbox ? config.load.image : undefined }),
  );
}

/** k6 options of a scenario against `baseUrl` at `rate` iterations per second. */
export function k6Options(
  config: GateConfig,
  scenario: ScenarioConfig,
  baseUrl: string,
  rate: number,
  /** app instances k6 calls in turn (several, no proxy in front) */
  instanceUrls?: readonly string[],
) {
  return {
    script: scenario.script,
    baseUrl,
    targetRate: rate,
    preAllocatedVus: scenario.preAllocatedVus,
    maxVus: scenario.maxVus,
    executor: scenario.executor,
    ...(scenario.mix ? { mix: scenario.mix } : {}),
    endpoints: Object.keys(scenario.budget.endpoints ?? {}),
    // Seeded per iteration by the wrapper: every window of both sides gets the same requests.
    env: {
      ...scenarioEnv(scenario, baseUrl),
      PERF_GATE_SEED: String(config.compare.work.seed),
      ...(instanceUrls && instanceUrls.length > 1
        ? { PERF_GATE_APP_URLS: instanceUrls.join(' ') }
        : {}),
    },
  };
}

/**
 * One k6 run with the server-side telemetry sampled while it runs and the client-side series from
 * k6's CSV output: the measured part of every window, gate and release commands alike. Anything
 * that must bracket the measured load exactly (e.g. reading server-side counters) goes right
 * before and after `runK6Window` here.
 */
export async function runWithTelemetry(o: {
  generator: LoadGenerator;
  k6: Omit<LoadRun, 'onStart' | 'csvPath'>;
  app: StartedApp;
  database: StartedDatabase;
  label: { scenario: string; side: Side; round: number };
}): Promise<{
  run: K6WindowResult;
  record: TelemetryRecord;
  requests: EndpointBreakdown | undefined;
  /** app.instances above 1: each instance's figures (the first from `record`) */
  instances?: InstanceWindow[];
}> {
  const { app } = o;
  // Several instances: the others are sampled on their own (their Actuator and container).
  let others: TelemetrySession[] = [];
  const csvDir = await mkdtemp(join(tmpdir(), 'perf-gate-csv-'));
  // In the scope too: an interrupt exits before the finally below runs.
  const folder = o.k6.scope.add({
    description: `k6 CSV folder ${csvDir}`,
    release: () => rm(csvDir, { recursive: true, force: true }),
  });
  const csvPath = join(csvDir, 'k6.csv');
  let session: TelemetrySession | undefined;
  try {
    const run = await o.generator.run({
      ...o.k6,
      csvPath,
      onStart: (k6) => {
        session = startTelemetry({
          managementBaseUrl: app.managementBaseUrl,
          containers: { app: app.containerId, database: o.database.containerId },
          k6: { ...(k6.pid === undefined ? {} : { pid: k6.pid }), apiUrl: k6.apiUrl },
          label: o.label,
        });
        others = (app.instances ?? []).slice(1).map((one) =>
          startTelemetry({
            managementBaseUrl: one.managementBaseUrl,
            containers: { app: one.containerId },
            label: o.label,
          }),
        );
      },
    });
    let record = await session!.stop();
    const instances = app.instances && [
      instanceWindow(`${o.label.side}-1`, app.instances[0]!.containerId, record),
      ...(await Promise.all(others.map((other) => other.stop()))).map((own, i) =>
        instanceWindow(`${o.label.side}-${i + 2}`, app.instances![i + 1]!.containerId, own),
      ),
    ];
    let requests: EndpointBreakdown | undefined;
    try {
      const capped = run.csvCapped;
      const windowSec = o.k6.durationMs / 1000;
      const csv = await readK6Csv(
        csvPath,
        { startMs: Date.parse(record.startedAt) },
        capped ? Math.min(windowSec, capped.afterMs / 1000) : windowSec,
        capped?.bytes,
      );
      record = withClientSeries(record, csv.series);
      requests = capped ? withCsvCapNote(csv.endpoints, capped, windowSec) : csv.endpoints;
    } catch {
      // Without the CSV only the summary's `endpoint`-tagged figures remain; totals are intact.
    }
    return { run, record, requests, ...(instances ? { instances } : {}) };
  } finally {
    await session?.stop();
    await Promise.all(others.map((other) => other.stop()));
    o.k6.scope.remove(folder);
    await rm(csvDir, { recursive: true, force: true });
  }
}

/** One measured k6 run at `rate` for `durationMs`: the window's figures, endpoints and telemetry. */
export async function measureAt(o: {
  config: GateConfig;
  scenario: ScenarioConfig;
  generator: LoadGenerator;
  app: StartedApp;
  database: StartedDatabase;
  scope: ResourceScope;
  side: Side;
  round: number;
  rate: number;
  durationMs: number;
  /** VU limits when the rate differs from the scenario's own (capacity steps) */
  vus?: { preAllocatedVus: number; maxVus: number };
  label: string;
  /** added to the script's environment (PERF_GATE_PHASE_URL) */
  env?: Record<string, string>;
}): Promise<{ run: K6WindowResult; window: WindowMeasurement; record: TelemetryRecord }> {
  const { scenario } = o;
  const vus = o.vus ?? { preAllocatedVus: scenario.preAllocatedVus, maxVus: scenario.maxVus };
  const options = k6Options(o.config, scenario, o.app.baseUrl, o.rate, o.app.instanceUrls);
  const { run, record, requests, instances } = await runWithTelemetry({
    generator: o.generator,
    k6: {
      ...options,
      env: { ...options.env, ...o.env },
      ...vus,
      durationMs: o.durationMs,
      scope: o.scope,
      label: o.label,
    },
    app: o.app,
    database: o.database,
    label: { scenario: scenario.name, side: o.side, round: o.round },
  });
  const window = toWindowMeasurement(run.summary, {
    scenario: scenario.name,
    side: o.side,
    round: o.round,
    targetRate: o.rate,
    durationSec: o.durationMs / 1000,
    maxVus: vus.maxVus,
    k6ExitCode: run.exitCode,
  });
  withRequestEndpoints(window, requests);
  if (instances) window.instances = instances;
  return { run, window, record };
}

/** The measured run of one window at the scenario's target rate, with telemetry sampled during it. */
export async function measureWindow(o: WindowOptions): Promise<MeasuredWindow> {
  const { config, scenario, side, round, app, tag } = o;
  const logMark = app.logMark();
  const proxyMark = app.proxy?.logMark();
  const connectionsBefore = await readConnections(o.database);
  const redisBefore = await o.database.redis?.counters().catch(() => undefined);
  // --- work per request: counters read right before the window (src/work/) ---
  const workMark = await o.work.before(app);
  // A script's setup() and teardown() are told apart by the wrapper: the counters are read again
  // when setup() has returned and when teardown() begins (src/work/phases.ts).
  const phases = await listenForPhases(() => o.work.before(app));
  let measured: Awaited<ReturnType<typeof measureAt>>;
  // Nginx's open connections, sampled while the window runs (stopped on every path below).
  const watchingProxy = app.proxy?.watchConnections();
  let connections: ReturnType<NonNullable<typeof watchingProxy>>;
  try {
    measured = await o.stage('measure', () => {
      o.progress(`${tag}: measuring ${scenario.durationMs / 1000} s at ${scenario.targetRate}/s`);
      return measureAt({
        config,
        scenario,
        generator: o.generator,
        app,
        database: o.database,
        scope: o.scope,
        side,
        round,
        rate: scenario.targetRate,
        durationMs: scenario.durationMs,
        label: `${tag} measured window`,
        env: { PERF_GATE_PHASE_URL: phases.url },
      });
    });
  } finally {
    connections = watchingProxy?.();
    await phases.close();
  }
  const { window, record } = measured;
  // --- work per request: counters read right after the window, per completed request ---
  const read = await phases.readings();
  window.work = await o.work.after(
    read.run ?? workMark,
    window.http.requests, // setup()'s and teardown()'s left out (withRequestEndpoints)
    read.teardown,
  );
  const appLog = app.logsSince(logMark).join('\n');
  const exceptions = appExceptions(appLog);
  if (exceptions.length > 0) window.appExceptions = exceptions;
  const connectionsAfter = connectionsBefore && (await readConnections(o.database));
  const redisAfter = redisBefore && (await o.database.redis?.counters().catch(() => undefined));
  if (redisBefore && redisAfter)
    window.redis = redisWindow(redisBefore, redisAfter, window.durationSec);
  if (connectionsBefore && connectionsAfter) {
    const source = config.database.server?.variables.max_connections?.source;
    window.database = {
      ...windowConnections(connectionsBefore, connectionsAfter),
      ...(source ? { maxConnectionsSource: source } : {}),
    };
  }
  if (app.proxy && proxyMark !== undefined) {
    window.proxy = {
      evidence: proxyEvidence(app.proxy.logsSince(proxyMark)),
      limits: app.proxy.conf.limits,
      ...(connections ? { connections } : {}),
    };
  }
  const health = generatorSaturation(record, {
    window,
    appCpuLimitCores: config.app.resources.cpus,
  });
  if (health.saturated) {
    window.generator.saturated = true;
    window.generator.reasons.push(
      ...health.reasons.filter((r) => !window.generator.reasons.includes(r)),
    );
  }
  if (health.cpuPercent !== undefined) window.generator.cpuPercent = health.cpuPercent;
  o.progress(
    `${tag}: ${window.tps.toFixed(1)} TPS, p95 ${window.http.latency.p95.toFixed(1)} ms, ` +
      `errors ${(window.http.errorRate * 100).toFixed(2)} %${window.droppedIterations ? `, dropped ${window.droppedIterations}` : ''}`,
  );
  return { window, record, appLog };
}
