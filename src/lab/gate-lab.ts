// The gate's real lab: the plan's steps carried out with Testcontainers (database, apps, the cgroup
// freezer) and k6. Every step is a timed stage of the result, under the stage names the result file
// has always used (database-init, database-snapshot, database-reset, app-start, warmup, measure).
import type { GateConfig, ScenarioConfig } from '../config/schema.js';
import type { StartedApp } from '../env/app.js';
import type { StartedDatabase } from '../env/database.js';
import type { LoadGenerator } from '../load/generator.js';
import { sequentialDesign } from '../config/sequential.js';
import { databaseWrites } from '../env/db-writes.js';
import { pauseContainer, resumeContainer } from '../env/freeze.js';
import type { Releasable, ResourceScope } from '../env/scope.js';
import type { Side, SideInfo, WindowMeasurement } from '../model.js';
import { PROBE_MAX_DURATION_MS, probeSize, type ProbeSize } from '../analysis/probe-size.js';
import { describeError } from '../errors.js';
import type { ProbeResult } from '../work/attribution.js';
import { workAgentBoot } from '../work/agent.js';
import { runWorkProbe } from '../work/probe.js';
import type { WorkedApp, WorkRecorder } from '../work/recorder.js';
import { bootConfiguredApp } from './boot.js';
import type { Lab } from './schedule.js';
import type { GateLabLog } from './gate-port.js';
import { COLD_RAMP, FULL_RATE, warmUpApp } from './warmup.js';
import { k6Options, measureWindow, type MeasuredWindow } from './window.js';

import type { SideStageRunner } from './prepare.js';

export interface GateLabOptions {
  config: GateConfig;
  jars: Map<Side, string>;
  /** each side's init scripts (the base checkout may have its own copy of the schema) */
  initScripts: Map<Side, string[]>;
  /** each side's SQL run after every boot of its app (seed data on the schema it migrated) */
  initAfterBoot: Map<Side, string[]>;
  /** each side's JRE image (`{java}` unresolved): the base boots in its own file's image */
  appImages?: Map<Side, string>;
  /** drives every warm-up, window and probe (src/load/generator.ts) */
  generator: LoadGenerator;
  /** work-per-request counters read around every measured window */
  work: WorkRecorder;
  /** run each scenario's per-endpoint work probe on a side's app before it stops */
  probe: boolean;
  database: StartedDatabase;
  contextPath: string | undefined;
  healthPath: string;
  managementBasePath: string;
  scope: ResourceScope;
  progress: (line: string) => void;
  stage: SideStageRunner;
  sideInfo: (side: Side) => SideInfo;
}

export type { GateLabLog } from './gate-port.js';

/** A lab over one database and up to one running app per side. */
export function createGateLab(o: GateLabOptions): Lab<MeasuredWindow> & { log: GateLabLog } {
  const { config, database } = o;
  const apps = new Map<Side, StartedApp & WorkedApp>();
  const pausedAt = new Map<Side, number>();
  const thaws = new Map<Side, Releasable>();
  const log: GateLabLog = { pausedMs: {}, warmUps: [], probes: new Map() };
  // Each scenario's measured windows, which size its work probe (src/analysis/probe-size.ts).
  const windows = new Map<string, WindowMeasurement[]>();
  const probeSizes = new Map<string, ProbeSize>();
  const scenarioNamed = (name: string): ScenarioConfig =>
    config.scenarios.find((s) => s.name === name)!;
  const appOf = (side: Side): StartedApp & WorkedApp => {
    const app = apps.get(side);
    if (!app) throw new Error(`the plan measures ${side} before booting it`);
    return app;
  };
  // With sequential stopping the plan holds every round up to the cap, and looks may end it early.
  const of = sequentialDesign(config.compare) === undefined ? '/' : ' of up to ';
  const tagOf = (scenario: string, side: Side, round?: number, rounds?: number): string =>
    `${scenario} ${side}${rounds !== undefined && rounds > 1 ? ` round ${round! + 1}${of}${rounds}` : ''}`;
  const resume = async (side: Side): Promise<void> => {
    const since = pausedAt.get(side);
    if (since === undefined) return;
    const app = appOf(side);
    for (const one of app.instances ?? [app])
      await resumeContainer(one.containerId, one.description);
    pausedAt.delete(side);
    const thaw = thaws.get(side);
    if (thaw) o.scope.remove(thaw);
    thaws.delete(side);
    log.pausedMs[side] = (log.pausedMs[side] ?? 0) + (Date.now() - since);
  };

  const pause = async (side: Side): Promise<void> => {
    if (pausedAt.has(side)) return;
    const app = appOf(side);
    // Requests an overloaded window left queued (k6 gave up on them, Tomcat has not) finish
    // before the freeze: frozen, they would run after the thaw, inside the side's work probe.
    await o.work.quiesce(app);
    for (const one of app.instances ?? [app])
      await pauseContainer(one.containerId, one.description);
    pausedAt.set(side, Date.now());
    // On any exit path the app is thawed before it is stopped (the scope releases newest first):
    // a frozen process cannot act on the stop signal.
    thaws.set(
      side,
      o.scope.add({
        description: `frozen ${app.description}`,
        release: async () => {
          for (const one of app.instances ?? [app])
            await resumeContainer(one.containerId, one.description).catch(() => undefined);
        },
      }),
    );
  };

  return {
    log,
    loadData: (step) =>
      o.stage('database-init', step.side, async () => {
        await database.dropTables();
        await database.runInit(o.initScripts.get(step.side) ?? config.database.init);
        await database.snapshot(step.snapshot);
      }),
    snapshot: async (step) => {
      await o.stage('database-snapshot', step.side, () => database.snapshot(step.snapshot));
    },
    restore: async (step) => {
      await o.stage('database-reset', step.side, () => database.restore(step.snapshot));
    },
    databaseWrites: () => databaseWrites(database),
    boot: async (side) => {
      // Bytes allocated per request come from perf-gate's work agent in each instance's JVM.
      const agentPorts: number[] = [];
      const perInstance = async () => {
        const agent = await workAgentBoot(agentPorts);
        agentPorts.push(agent.port);
        return { jvmOptions: agent.jvmOptions, files: agent.files, workAgentPort: agent.port };
      };
      const app: StartedApp & WorkedApp = await o.stage('app-start', side, () =>
        bootConfiguredApp(
          { ...o, jar: o.jars.get(side)! },
          {
            label: side,
            scope: o.scope,
            progress: o.progress,
            sideInfo: o.sideInfo(side),
            ...(o.appImages?.has(side) ? { image: o.appImages.get(side)! } : {}),
            ...(config.compare.work.enabled ? { perInstance } : {}),
          },
        ),
      );
      (o.sideInfo(side).startupMs ??= []).push(app.startupMs);
      apps.set(side, app);
      const seed = o.initAfterBoot.get(side) ?? config.database.initAfterBoot;
      if (seed.length > 0) {
        // After every boot: the app has just created or migrated its schema (on a database
        // restored to its pre-boot state), so the seed runs on it before any snapshot or window.
        await o.stage('database-init-after-boot', side, () => database.runInit(seed));
      }
    },
    pause,
    resume,
    warmUp: async (step) => {
      const scenario = scenarioNamed(step.scenario);
      // A freshly booted app ramps up and then runs until steady (config.warmup); an app that was
      // steady before only needs its caches and the thawed JVM primed: the fixed warm-up.
      const untilSteady = step.afterBoot && config.warmup.steady;
      // --- work per request: the fresh app's own background statements, with no load (once) ---
      if (step.afterBoot) await o.work.idle(appOf(step.side));
      if (scenario.warmupMs <= 0 && !untilSteady) return;
      const tag = tagOf(scenario.name, step.side, step.round, step.rounds);
      const steady = await o.stage('warmup', step.side, () =>
        warmUpApp({
          config,
          scenario,
          generator: o.generator,
          app: appOf(step.side),
          scope: o.scope,
          progress: o.progress,
          label: tag,
          // After a boot the JIT needs invocations, not time: at the scenario's rate a request
          // path reaches C2's thresholds only after minutes (the example: 60 requests/s, p95
          // still falling 8 % a round in round 5), so the boot warm-up ramps to a multiple of it.
          ...(step.afterBoot && config.warmup.bootMs > 0
            ? {
                rate: scenario.targetRate * config.warmup.bootRate,
                durationMs: Math.max(config.warmup.bootMs, scenario.warmupMs),
                ramp: COLD_RAMP,
                steadyRate: scenario.targetRate,
              }
            : {
                rate: scenario.targetRate,
                durationMs: scenario.warmupMs,
                ramp: step.afterBoot ? COLD_RAMP : FULL_RATE,
              }),
          untilSteady,
          database,
        }),
      );
      if (steady) {
        log.warmUps.push({ side: step.side, scenario: scenario.name, ...steady });
      }
    },
    measure: async (step) => {
      const measured = await measureWindow({
        config,
        scenario: scenarioNamed(step.scenario),
        generator: o.generator,
        side: step.side,
        round: step.round,
        tag: tagOf(step.scenario, step.side, step.round, step.rounds),
        app: appOf(step.side),
        database,
        work: o.work,
        scope: o.scope,
        progress: o.progress,
        stage: (name, work) => o.stage(name, step.side, work),
      });
      windows.set(step.scenario, [...(windows.get(step.scenario) ?? []), measured.window]);
      return measured;
    },
    stop: async (side) => {
      const app = apps.get(side);
      if (!app) return;
      await resume(side);
      if (o.probe) {
        // The probe attributes every statement the database logs between two marks to the
        // request in between, so no other app may talk to the database meanwhile: the other
        // side's app is frozen (it is thawed again by its own stop).
        for (const other of apps.keys()) if (other !== side) await pause(other);
        for (const scenario of config.scenarios) {
          const probes = log.probes.get(scenario.name) ?? [];
          // Sized once, at the scenario's first probe: both sides run the same iterations.
          const size =
            probeSizes.get(scenario.name) ??
            probeSize(windows.get(scenario.name) ?? [], config.compare.work.probeIterations);
          probeSizes.set(scenario.name, size);
          probes.push(await probeSide(o, scenario, side, app, size));
          log.probes.set(scenario.name, probes);
        }
      }
      apps.delete(side);
      await app.stop();
      o.scope.remove(app);
    },
  };
}

/**
 * One side's per-endpoint work probe (src/work/probe.ts) after its timed windows. A probe that
 * fails is left out with a message: the timed windows' figures stand without it.
 */
async function probeSide(
  o: GateLabOptions,
  scenario: ScenarioConfig,
  side: Side,
  app: StartedApp & WorkedApp,
  size: ProbeSize,
): Promise<ProbeResult> {
  const work = o.config.compare.work;
  const nothing = (notes: string[]): ProbeResult => ({
    side,
    requests: 0,
    endpoints: [],
    unattributedStatements: 0,
    seed: work.seed,
    notes,
  });
  if (!work.enabled || size.iterations === 0) return nothing([]);
  try {
    // Requests still queued from an overloaded window would be attributed to the probe's own.
    if (!(await o.work.quiesce(app))) {
      throw new Error(
        'the app kept sending statements (or working on requests) for 20 s after its last window',
      );
    }
    // Every probe request goes to one instance: its work agent's counters bracket each request.
    const target = app.instances?.[0] ?? app;
    const probe = await o.stage('work-probe', side, () =>
      runWorkProbe({
        side,
        generator: o.generator,
        k6: k6Options(o.config, scenario, target.baseUrl, scenario.targetRate),
        iterations: size.iterations,
        maxDurationMs: PROBE_MAX_DURATION_MS,
        seed: work.seed,
        database: { port: o.database.port, rootPassword: o.database.rootPassword },
        scope: o.scope,
        managementBaseUrl: target.managementBaseUrl,
        ...(target.workAgentPort === undefined ? {} : { workAgentPort: target.workAgentPort }),
      }),
    );
    return size.reason === undefined ? probe : { ...probe, sizing: size.reason };
  } catch (error) {
    return nothing([`the probe failed: ${describeError(error)}`]);
  }
}
