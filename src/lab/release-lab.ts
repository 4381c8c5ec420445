// Building blocks for commands that measure one app many times (capacity search, settings sweep):
// prepare once (Docker, k6, inspection, build, database with a snapshot), then boot the app on fresh
// data as often as needed, with extra environment or JVM options, and run any number of k6 windows
// at any rate on one boot. The same lab pieces as the gate (src/lab/: boot, warm-up, the k6 window
// with telemetry); only the sequencing and the judgement of a window differ.
import type { GateConfig, ScenarioConfig } from '../config/schema.js';
import type { StartedApp } from '../env/app.js';
import type { StartedDatabase } from '../env/database.js';
import type { ResourceScope } from '../env/scope.js';
import type { Finding, RunnerInfo, TelemetryRecord, WindowMeasurement } from '../model.js';
import type { EffectiveSettings } from '../spring/index.js';
import type { ResolvedProperty } from '../spring/types.js';
import { diagnoseWindow, generatorSaturation } from '../analysis/diagnosis/index.js';
import { bootConfiguredApp } from './boot.js';
import {
  appPaths,
  buildJar,
  checkTools,
  inspectSide,
  runnerInfo,
  startLabDatabase,
  type StageRunner,
} from './prepare.js';
import { COLD_RAMP, warmUpApp } from './warmup.js';
import { loadGeneratorFor, measureAt } from './window.js';

export interface PrepareOptions {
  config: GateConfig;
  scenario: ScenarioConfig;
  scope: ResourceScope;
  progress: (line: string) => void;
  stage: StageRunner;
}

/** Everything that is set up once and reused by every boot. */
export interface PreparedApp {
  config: GateConfig;
  scenario: ScenarioConfig;
  jar: string;
  buildMs: number;
  database: StartedDatabase;
  contextPath: string | undefined;
  healthPath: string;
  managementBasePath: string;
  runner: RunnerInfo;
  /** the app's own settings from its files, and their resolved properties */
  settings: EffectiveSettings;
  properties: Record<string, ResolvedProperty>;
  findings: Finding[];
}

const SNAPSHOT = 'release';

/** Docker, k6, inspection, build, database with init scripts and a snapshot for fresh data. */
export async function prepareApp(options: PrepareOptions): Promise<PreparedApp> {
  const { config, scenario, scope, progress, stage } = options;
  const runner = runnerInfo();
  const tools = await checkTools(config, [scenario], { stage, progress, scope });
  runner.dockerVersion = tools.dockerVersion;
  runner.k6Version = tools.k6Version;
  const detail = await stage('inspect', () => inspectSide(config, config.app.directory));
  const built = await stage('build', () =>
    buildJar(config, { directory: config.app.directory, label: 'app' }, { scope, progress }),
  );
  const database = await stage('database', () =>
    startLabDatabase(config, {
      initScripts: config.database.init,
      performanceSchema: false,
      scope,
      progress,
    }),
  );
  await stage('database-snapshot', () => database.snapshot(SNAPSHOT));
  return {
    config,
    scenario,
    jar: built.jar,
    buildMs: built.buildMs,
    database,
    ...appPaths(config, detail),
    runner,
    settings: detail.settings,
    properties: detail.properties,
    findings: detail.settings.findings,
  };
}

/** What one boot adds to the configured app: environment variables and JVM options. */
export interface BootOverrides {
  env?: Record<string, string>;
  jvmOptions?: string[];
  /** names the boot in progress lines and container labels */
  label: string;
  /** app instances for this boot, when not the config's app.instances (capacity --instances) */
  instances?: number;
}

/** One k6 window on a booted app. */
export interface WindowRequest {
  rate: number;
  durationMs: number;
  preAllocatedVus: number;
  maxVus: number;
  /** telemetry label round (step or repeat index) */
  round: number;
  label: string;
}

/** A measured window with its telemetry and what the telemetry says about it. */
export interface MeasuredWindow {
  window: WindowMeasurement;
  record: TelemetryRecord;
  /** most VUs busy at once (k6's `vus` max) */
  vusPeak: number | undefined;
  /**
   * The generator and the runner, judged by telemetry: `starved` when k6 was CPU-bound or the
   * runner's CPU was taken by other work (the measured latency is suspect); `undelivered` when k6
   * dropped iterations with VUs to spare (the app saw less load than offered). Iterations dropped
   * while every VU was busy are neither: the app was too slow, which is the measurement.
   */
  generator: { starved: string[]; undelivered: string[]; cpuPercent?: number };
  /** bottleneck and error findings of the window */
  findings: Finding[];
}

/** A booted app that takes k6 windows until stopped. */
export interface BootedApp {
  app: StartedApp;
  startupMs: number;
  warmUp(
    rate: number,
    durationMs: number,
    request: Omit<WindowRequest, 'rate' | 'durationMs' | 'round'>,
  ): Promise<void>;
  measure(request: WindowRequest): Promise<MeasuredWindow>;
  stop(): Promise<void>;
}

/** Restores the data snapshot and boots the app with the overrides; registered in the scope. */
export async function bootApp(
  prepared: PreparedApp,
  overrides: BootOverrides,
  options: { scope: ResourceScope; progress: (line: string) => void; stage: StageRunner },
): Promise<BootedApp> {
  const { config, scenario, database } = prepared;
  // one load generator drives the app's warm-ups and windows
  const generator = loadGeneratorFor(config);
  const { scope, progress, stage } = options;
  await stage('database-reset', () => database.restore(SNAPSHOT));
  const target =
    overrides.instances === undefined
      ? prepared
      : {
          ...prepared,
          config: { ...config, app: { ...config.app, instances: overrides.instances } },
        };
  const app = await stage('app-start', () =>
    bootConfiguredApp(target, {
      label: overrides.label,
      ...(overrides.env ? { env: overrides.env } : {}),
      ...(overrides.jvmOptions ? { jvmOptions: overrides.jvmOptions } : {}),
      scope,
      progress,
    }),
  );
  if (config.database.initAfterBoot.length > 0) {
    // The snapshot holds the pre-boot state: the app's migrations ran just now, the seed follows.
    await stage('database-init-after-boot', () => database.runInit(config.database.initAfterBoot));
  }
  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    await app.stop();
    scope.remove(app);
  };

  return {
    app,
    startupMs: app.startupMs,
    stop,
    warmUp: async (rate, durationMs, request) => {
      if (durationMs <= 0) return;
      // The gate's warm-up with the cold ramp. Not until steady: a sweep case or capacity step
      // above what the app can take never settles and would wait for the cap on every boot.
      await stage('warmup', () =>
        warmUpApp({
          config,
          scenario,
          generator,
          app,
          scope,
          progress,
          label: request.label,
          rate,
          durationMs,
          ramp: COLD_RAMP,
          vus: { preAllocatedVus: request.preAllocatedVus, maxVus: request.maxVus },
          untilSteady: false,
        }),
      );
    },
    measure: (request) =>
      stage('measure', async () => {
        const logLinesBefore = app.logs().length;
        const { run, window, record } = await measureAt({
          config,
          scenario,
          generator,
          app,
          database,
          scope,
          side: 'pr',
          round: request.round,
          rate: request.rate,
          durationMs: request.durationMs,
          vus: { preAllocatedVus: request.preAllocatedVus, maxVus: request.maxVus },
          label: request.label,
        });
        const vusPeak = run.summary.metrics.vus?.values?.max;
        // `vus` is sampled: a peak within 5 % of the limit is the limit.
        const everyVuBusy = vusPeak !== undefined && vusPeak >= request.maxVus * 0.95;
        const context = {
          appCpuLimitCores: config.app.resources.cpus,
          ...(config.database.resources.cpus === undefined
            ? {}
            : { databaseCpuLimitCores: config.database.resources.cpus }),
        };
        // Without dropped iterations the telemetry can only name CPU: k6's or the runner's.
        const cpu = generatorSaturation(record, {
          ...context,
          window: { ...window, droppedIterations: 0 },
        });
        const health = everyVuBusy ? cpu : generatorSaturation(record, { ...context, window });
        if (health.cpuPercent !== undefined) window.generator.cpuPercent = health.cpuPercent;
        for (const reason of health.reasons) {
          if (!window.generator.reasons.includes(reason)) window.generator.reasons.push(reason);
        }
        window.generator.saturated = window.generator.reasons.length > 0;
        const findings = diagnoseWindow(record, {
          ...context,
          window,
          appLog: app.logs().slice(logLinesBefore).join('\n'),
        });
        return {
          window,
          record,
          vusPeak,
          generator: {
            starved: cpu.reasons,
            undelivered: health.reasons.filter((reason) => !cpu.reasons.includes(reason)),
            ...(health.cpuPercent === undefined ? {} : { cpuPercent: health.cpuPercent }),
          },
          findings,
        };
      }),
  };
}

/** Default headroom per iteration/s, as perf-gate.yml's defaults: VUs ready, and the most allowed. */
const PRE_ALLOCATED_VUS_PER_RATE = 0.5;
const MAX_VUS_PER_RATE = 4;

/**
 * VU limits for a window at `rate`: the scenario's VUs per iteration/s, never less than the
 * defaults (half a VU ready and four allowed per iteration/s, i.e. iterations may take 4 s). The
 * scenario's own limits were sized for its rate; a window far above it (a capacity step, --rate)
 * would otherwise run out of VUs at a latency well within the budget.
 */
export function vusForRate(
  scenario: ScenarioConfig,
  rate: number,
): { preAllocatedVus: number; maxVus: number } {
  const perRate = (vus: number, floor: number): number =>
    Math.ceil(Math.max(vus / scenario.targetRate, floor) * rate);
  const preAllocatedVus = Math.max(
    5,
    perRate(scenario.preAllocatedVus, PRE_ALLOCATED_VUS_PER_RATE),
  );
  return {
    preAllocatedVus,
    maxVus: Math.max(preAllocatedVus, 20, perRate(scenario.maxVus, MAX_VUS_PER_RATE)),
  };
}
