// The engine shared by the action and the CLI: config in, GateResult out. It never throws: every
// failure becomes `result.error` with verdict "error", and the caller writes the result file.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { cpus, release, tmpdir, totalmem, type } from 'node:os';
import { join } from 'node:path';
import { analyzeScenario } from '../analysis/scenario.js';
import { buildApp } from '../build/build.js';
import type { GateConfig, ScenarioConfig } from '../config/schema.js';
import { ConfigError, PerfGateError, describeError, exitCodeFor } from '../errors.js';
import { startApp, type StartedApp } from '../env/app.js';
import { startDatabase, type StartedDatabase } from '../env/database.js';
import { ensureDocker, removeOrphanContainers } from '../env/docker.js';
import type { ResourceScope } from '../env/scope.js';
import { PERFORMANCE_SCHEMA_ARGS } from '../work/database-counters.js';
import type { ProbeResult } from '../work/attribution.js';
import { runWorkProbe } from '../work/probe.js';
import { createWorkRecorder, type WorkRecorder } from '../work/recorder.js';
import { checkK6Script, resolveK6, runK6Window } from '../load/k6.js';
import { toWindowMeasurement } from '../load/summary.js';
import { diffSettings, inspectAppDetail } from '../spring/index.js';
import type { EffectiveSettings, SettingChange } from '../spring/index.js';
import {
  diagnoseScenario,
  generatorSaturation,
  readK6CsvSeries,
  startTelemetry,
  withClientSeries,
  type TelemetrySession,
} from '../telemetry/index.js';
import type {
  Finding,
  GateResult,
  TelemetryRecord,
  RunnerInfo,
  ScenarioResult,
  Side,
  SideInfo,
  StageTiming,
  Verdict,
  WindowMeasurement,
} from '../model.js';
import { exitCodeForVerdict, deriveVerdict } from '../analysis/verdict.js';

export const TOOL_VERSION = '0.1.0';

/** One side's code: the PR checkout, or the base checkout in a comparison. */
export interface SideSource {
  side: Side;
  directory: string;
  ref?: string;
  sha?: string;
  /** a jar built earlier (cache): skip the build */
  jar?: string;
  /** called with the freshly built jar (to cache it before the checkout goes away) */
  onBuilt?: (jar: string) => string;
  /** this side's own init SQL (the base checkout's copy of the schema), default config.database.init */
  initScripts?: string[];
}

export interface GateRunOptions {
  config: GateConfig;
  pr: SideSource;
  base?: SideSource;
  scope: ResourceScope;
  progress?: (line: string) => void;
  /** the result so far, kept current so a signal handler can write it */
  onPartialResult?: (result: GateResult) => void;
}

/** Runs the whole gate and returns its result; the verdict is derived from rule records only. */
export async function runGate(options: GateRunOptions): Promise<GateResult> {
  const { config, scope } = options;
  const progress = options.progress ?? (() => undefined);
  const started = new Date();
  const result: GateResult = {
    schemaVersion: 1,
    tool: { name: 'perf-gate', version: TOOL_VERSION },
    startedAt: started.toISOString(),
    finishedAt: started.toISOString(),
    verdict: 'error',
    exitCode: 2,
    config: redactConfig(config),
    runner: runnerInfo(),
    stages: [],
    sides: {
      pr: { side: 'pr', checkout: options.pr.directory, ref: options.pr.ref, sha: options.pr.sha },
    },
    scenarios: [],
    rules: [],
    findings: [],
  };
  if (options.base) {
    result.sides.base = {
      side: 'base',
      checkout: options.base.directory,
      ref: options.base.ref,
      sha: options.base.sha,
    };
  }
  options.onPartialResult?.(result);
  let currentStage = 'setup';

  const stage = async <T>(
    name: string,
    side: Side | undefined,
    work: () => Promise<T>,
  ): Promise<T> => {
    currentStage = name;
    const at = Date.now();
    const timing: StageTiming = {
      stage: name,
      startedAt: new Date(at).toISOString(),
      durationMs: 0,
      ok: false,
    };
    if (side) timing.side = side;
    result.stages.push(timing);
    try {
      const value = await work();
      timing.ok = true;
      return value;
    } finally {
      timing.durationMs = Date.now() - at;
      options.onPartialResult?.(result);
    }
  };

  try {
    const docker = await stage('docker', undefined, async () => {
      const info = await ensureDocker();
      const orphans = await removeOrphanContainers();
      if (orphans > 0) progress(`removed ${orphans} container(s) left by an earlier, killed run`);
      return info;
    });
    result.runner.dockerVersion = docker.serverVersion;
    result.runner.k6Version = await stage('k6', undefined, async () => {
      const version = await resolveK6(config.load.k6);
      for (const scenario of config.scenarios) {
        await checkK6Script({
          ...k6Options(config, scenario, 'http://127.0.0.1:1'),
          durationMs: scenario.durationMs,
        });
      }
      return version;
    });

    const sides: SideSource[] = options.base ? [options.base, options.pr] : [options.pr];
    const settings = await stage('inspect', undefined, () => inspectSides(config, sides));
    result.settings = settings.report;
    result.findings.push(...settings.findings);
    const contextPath = config.app.contextPath ?? settings.contextPath;
    const managementBasePath =
      config.app.managementBasePath ?? settings.managementBasePath ?? '/actuator';
    const healthPath = config.app.health ?? `${managementBasePath.replace(/\/$/, '')}/health`;
    const jars = new Map<Side, string>();
    for (const source of sides) {
      const info = source.side === 'pr' ? result.sides.pr : result.sides.base!;
      const built = await stage('build', source.side, async () => {
        if (source.jar) return { jar: source.jar, buildMs: 0 };
        const fresh = await buildApp({
          directory: source.directory,
          command: config.app.build,
          jar: config.app.jar,
          label: source.side,
          scope,
          onProgress: progress,
        });
        return source.onBuilt ? { ...fresh, jar: source.onBuilt(fresh.jar) } : fresh;
      });
      info.jar = built.jar;
      info.buildMs = built.buildMs;
      jars.set(source.side, built.jar);
    }

    const database = await stage('database', undefined, async () =>
      scope.add(
        await startDatabase({
          image: config.database.image,
          database: config.database.name,
          user: config.database.user,
          password: config.database.password,
          // With two sides each loads its own init scripts below; one side loads them right away.
          initScripts: sides.length > 1 ? [] : config.database.init,
          variables: config.database.variables,
          // Work per request reads the server's statement counters (on by default in mysql:8.4).
          serverArgs: [
            ...(config.compare.work.enabled ? PERFORMANCE_SCHEMA_ARGS : []),
            ...config.database.serverArgs,
          ],
          cpus: config.database.resources.cpus,
          memoryMb: config.database.resources.memoryMb,
          startupTimeoutMs: config.database.startupTimeoutMs,
          onProgress: progress,
        }),
      ),
    );
    // Rounds exist only with a base side; a single window of a single scenario sees fresh data
    // anyway, so it skips the snapshot (3 s at the example's default scale).
    const windowsNeedReset = sides.length > 1 || config.scenarios.length > 1;
    // One snapshot per distinct set of init scripts: a PR that changes the schema or the seed gets
    // its own data; identical scripts share one snapshot.
    const snapshotOf = new Map<Side, string>();
    // The snapshot whose data the database holds untouched right now (no restore needed for it).
    let loaded: string | undefined;
    if (sides.length > 1) {
      const seen = new Map<string, string>();
      for (const source of sides) {
        const scripts = source.initScripts ?? config.database.init;
        const key = await scriptsKey(scripts);
        const existing = seen.get(key);
        if (existing) {
          snapshotOf.set(source.side, existing);
          continue;
        }
        await stage('database-init', source.side, async () => {
          await database.dropTables();
          await database.runInit(scripts);
          await database.snapshot(source.side);
        });
        loaded = source.side;
        seen.set(key, source.side);
        snapshotOf.set(source.side, source.side);
      }
    } else if (windowsNeedReset && !config.compare.reuseApp) {
      await stage('database-snapshot', undefined, () => database.snapshot('pr'));
      snapshotOf.set('pr', 'pr');
    }

    const work = scope.add(workRecorderFor(config, database, progress));
    const windowOptionsOf = (side: Side): BootOptions => ({
      config,
      jar: jars.get(side)!,
      database,
      contextPath,
      healthPath,
      managementBasePath,
      scope,
      progress,
      stage,
      sideInfo: side === 'pr' ? result.sides.pr : result.sides.base!,
    });

    // Apps kept across rounds (compare.reuse-app, the default): each side boots once, so every
    // window after the first measures a JIT-warm JVM instead of one still compiling, and a window
    // no longer pays a boot (12-25 s on 2 cores). The database is snapshotted after each side's
    // boot, so schema migrations the app runs at startup (Flyway, ddl-auto) are part of the state
    // every one of its windows is restored to.
    const liveApps = new Map<Side, StartedApp>();
    if (config.compare.reuseApp) {
      const order = roundOrder(
        config.compare.order,
        0,
        sides.map((s) => s.side),
      );
      for (const side of order) {
        const initial = snapshotOf.get(side);
        if (initial !== undefined && initial !== loaded) {
          await stage('database-reset', side, () => database.restore(initial));
        }
        liveApps.set(side, await bootApp(windowOptionsOf(side), side));
        loaded = undefined; // the app may have written at startup
        if (windowsNeedReset) {
          const booted = `${side}-booted`;
          await stage('database-snapshot', side, () => database.snapshot(booted));
          snapshotOf.set(side, booted);
        }
      }
    }

    const records: TelemetryRecord[] = [];
    result.telemetry = { records };
    for (const scenario of config.scenarios) {
      const scenarioResult: ScenarioResult = {
        name: scenario.name,
        script: scenario.script,
        targetRate: scenario.targetRate,
        warmupSec: scenario.warmupMs / 1000,
        durationSec: scenario.durationMs / 1000,
        windows: [],
        rules: [],
        comparisons: [],
        findings: [],
        verdict: 'inconclusive',
      };
      result.scenarios.push(scenarioResult);
      const rounds = options.base ? config.compare.rounds : 1;
      const diagnosisInputs: Parameters<typeof diagnoseScenario>[0] = [];
      for (let round = 0; round < rounds; round++) {
        for (const side of roundOrder(
          config.compare.order,
          round,
          sides.map((s) => s.side),
        )) {
          const measured = await measureWindow({
            ...windowOptionsOf(side),
            scenario,
            side,
            round,
            rounds,
            snapshot: windowsNeedReset ? snapshotOf.get(side) : undefined,
            app: liveApps.get(side),
            work,
          });
          scenarioResult.windows.push(measured.window);
          records.push(measured.record);
          diagnosisInputs.push({
            record: measured.record,
            context: {
              window: measured.window,
              appLog: measured.appLog,
              appCpuLimitCores: config.app.resources.cpus,
              ...(config.database.resources.cpus === undefined
                ? {}
                : { databaseCpuLimitCores: config.database.resources.cpus }),
            },
          });
          options.onPartialResult?.(result);
        }
      }
      // --- work per request: per-endpoint probe of each side after the timed windows ---
      const probes = await probeSides(config, scenario, liveApps, database, scope, stage);
      // Diagnoses stay with their scenario; result.findings holds the gate-level ones (lint).
      scenarioResult.findings = diagnoseScenario(diagnosisInputs);
      const analysis = analyzeScenario(scenario.name, scenarioResult.windows, {
        budget: scenario.budget,
        ...(options.base
          ? {
              compare: {
                tolerances: {
                  p95: config.compare.tolerance.p95 * 100,
                  p99: config.compare.tolerance.p99 * 100,
                  tps: config.compare.tolerance.tps * 100,
                  errorRate: config.compare.tolerance.errors * 100,
                },
                confidence: config.compare.confidence,
                // One app instance per side for the whole gate: its offset is shared by all pairs.
                instanceNoise: config.compare.reuseApp
                  ? Math.log1p(config.compare.instanceNoise)
                  : 0,
                endpoints: true,
              },
              // Work per request: judged per pair, decides on one round (src/analysis/work.ts).
              work: {
                tolerance: config.compare.work.tolerance,
                probes,
                seed: config.compare.work.seed,
              },
            }
          : {}),
        failOnFindings: config.gate.failOnFindings,
      });
      scenarioResult.rules = analysis.rules;
      scenarioResult.comparisons = analysis.comparisons;
      if (analysis.work) scenarioResult.work = analysis.work;
      scenarioResult.verdict = analysis.verdict;
      progress(`${scenario.name}: ${analysis.verdict} — ${analysis.reason}`);
    }

    result.rules = result.scenarios.flatMap((s) => s.rules);
    const decision = deriveVerdict({
      rules: result.rules,
      comparisons: result.scenarios.flatMap((s) => s.comparisons),
      findings: result.findings,
      failOnFindings: config.gate.failOnFindings,
    });
    result.verdict = decision.verdict;
    result.exitCode = exitCodeForVerdict(decision.verdict, {
      failOnInconclusive: config.gate.failOnInconclusive,
    });
  } catch (error) {
    recordError(result, error, currentStage);
  } finally {
    await scope.release();
    result.finishedAt = new Date().toISOString();
  }
  return result;
}

interface WindowOptions {
  config: GateConfig;
  scenario: ScenarioConfig;
  side: Side;
  round: number;
  rounds: number;
  jar: string;
  database: StartedDatabase;
  contextPath: string | undefined;
  healthPath: string;
  managementBasePath: string;
  /** restore this snapshot before the window (undefined: the data is fresh already) */
  snapshot: string | undefined;
  /** this side's running app, kept across windows (undefined: boot a fresh one for the window) */
  app: StartedApp | undefined;
  work: WorkRecorder;
  scope: ResourceScope;
  progress: (line: string) => void;
  stage: <T>(name: string, side: Side | undefined, work: () => Promise<T>) => Promise<T>;
  sideInfo: SideInfo;
}

interface MeasuredWindow {
  window: WindowMeasurement;
  record: TelemetryRecord;
  appLog: string;
}

/**
 * One window: fresh data, the side's app (kept running across rounds, or booted fresh for the
 * window), warm-up at the target rate, then the measured run.
 */
async function measureWindow(o: WindowOptions): Promise<MeasuredWindow> {
  const { config, scenario, side, round } = o;
  const tag = `${scenario.name} ${side}${o.rounds > 1 ? ` round ${round + 1}/${o.rounds}` : ''}`;
  const snapshot = o.snapshot;
  if (snapshot) await o.stage('database-reset', side, () => o.database.restore(snapshot));
  const app = o.app ?? (await bootApp(o, side));
  try {
    const k6Base = { ...k6Options(config, scenario, app.baseUrl), scope: o.scope };
    if (scenario.warmupMs > 0) {
      await o.stage('warmup', side, async () => {
        o.progress(`${tag}: warm-up ${scenario.warmupMs / 1000} s at ${scenario.targetRate}/s`);
        await runK6Window({ ...k6Base, durationMs: scenario.warmupMs, label: `${tag} warm-up` });
      });
    }
    const logMark = app.logMark();
    const csvDir = await mkdtemp(join(tmpdir(), 'perf-gate-csv-'));
    const csvPath = join(csvDir, 'k6.csv');
    let session: TelemetrySession | undefined;
    // --- work per request: counters read right before the window (src/work/) ---
    const workMark = await o.work.before(app);
    const { measured, record } = await o.stage('measure', side, async () => {
      o.progress(`${tag}: measuring ${scenario.durationMs / 1000} s at ${scenario.targetRate}/s`);
      try {
        const run = await runK6Window({
          ...k6Base,
          durationMs: scenario.durationMs,
          label: `${tag} measured window`,
          csvPath,
          onStart: (k6) => {
            session = startTelemetry({
              managementBaseUrl: app.managementBaseUrl,
              containers: { app: app.containerId, database: o.database.containerId },
              k6: { ...(k6.pid === undefined ? {} : { pid: k6.pid }), apiUrl: k6.apiUrl },
              label: { scenario: scenario.name, side, round },
            });
          },
        });
        let telemetry = await session!.stop();
        try {
          const client = await readK6CsvSeries(csvPath, {
            startMs: Date.parse(telemetry.startedAt),
          });
          telemetry = withClientSeries(telemetry, client);
        } catch {
          // Client series are a chart nicety; the verdict does not depend on them.
        }
        return { measured: run, record: telemetry };
      } finally {
        await session?.stop();
        await rm(csvDir, { recursive: true, force: true });
      }
    });
    const window = toWindowMeasurement(measured.summary, {
      scenario: scenario.name,
      side,
      round,
      targetRate: scenario.targetRate,
      durationSec: scenario.durationMs / 1000,
      maxVus: scenario.maxVus,
      k6ExitCode: measured.exitCode,
    });
    // --- work per request: counters read right after the window, per completed request ---
    window.work = await o.work.after(workMark, window.http.requests);
    const appLog = app.logsSince(logMark).join('\n');
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
  } finally {
    if (!o.app) {
      await app.stop();
      o.scope.remove(app);
    }
  }
}

type BootOptions = Pick<
  WindowOptions,
  | 'config'
  | 'jar'
  | 'database'
  | 'contextPath'
  | 'healthPath'
  | 'managementBasePath'
  | 'scope'
  | 'progress'
  | 'stage'
  | 'sideInfo'
>;

/** Boots one side's app with its declared configuration and records its startup time. */
async function bootApp(o: BootOptions, side: Side): Promise<StartedApp> {
  const { config } = o;
  const app = await o.stage('app-start', side, async () =>
    o.scope.add(
      await startApp({
        image: config.app.image,
        jarPath: o.jar,
        profiles: config.app.profiles,
        jvmOptions: config.app.jvmOptions,
        env: templateEnv(config.app.env, o.database),
        datasource: {
          url: o.database.jdbcUrl,
          username: o.database.user,
          password: o.database.password,
        },
        ...(o.contextPath ? { contextPath: o.contextPath } : {}),
        healthPath: o.healthPath,
        managementBasePath: o.managementBasePath,
        cpus: config.app.resources.cpus,
        memoryMb: config.app.resources.memoryMb,
        startupTimeoutMs: config.app.startupTimeoutMs,
        label: side,
        onProgress: o.progress,
      }),
    ),
  );
  (o.sideInfo.startupMs ??= []).push(app.startupMs);
  return app;
}

/**
 * Each side's work probe (src/work/probe.ts), on the apps kept across rounds; none without a base,
 * with fresh apps per window, or with the probe off. A probe that fails is left out with a
 * message: the timed windows' figures stand without it.
 */
async function probeSides(
  config: GateConfig,
  scenario: ScenarioConfig,
  apps: Map<Side, StartedApp>,
  database: StartedDatabase,
  scope: ResourceScope,
  stage: WindowOptions['stage'],
): Promise<ProbeResult[]> {
  const work = config.compare.work;
  if (!work.enabled || work.probeIterations === 0 || apps.size < 2) return [];
  const probes: ProbeResult[] = [];
  for (const [side, app] of apps) {
    try {
      probes.push(
        await stage('work-probe', side, () =>
          runWorkProbe({
            side,
            k6: k6Options(config, scenario, app.baseUrl),
            iterations: work.probeIterations,
            maxDurationMs: 60_000,
            seed: work.seed,
            database: { port: database.port, rootPassword: database.rootPassword },
            scope,
          }),
        ),
      );
    } catch (error) {
      probes.push({
        side,
        requests: 0,
        endpoints: [],
        unattributedStatements: 0,
        seed: work.seed,
        notes: [`the probe failed: ${describeError(error)}`],
      });
    }
  }
  return probes;
}

/** The work recorder of a gate, released with the gate's other resources. */
function workRecorderFor(
  config: GateConfig,
  database: StartedDatabase,
  progress: (line: string) => void,
): WorkRecorder & { description: string; release(): Promise<void> } {
  const recorder = createWorkRecorder({
    config: config.compare.work,
    database: {
      port: database.port,
      rootPassword: database.rootPassword,
      appUser: database.user,
      schema: database.database,
      image: database.image,
    },
    progress,
  });
  return { ...recorder, description: 'work counters', release: () => recorder.close() };
}

function k6Options(config: GateConfig, scenario: ScenarioConfig, baseUrl: string) {
  return {
    k6: config.load.k6,
    script: scenario.script,
    baseUrl,
    targetRate: scenario.targetRate,
    preAllocatedVus: scenario.preAllocatedVus,
    maxVus: scenario.maxVus,
    executor: scenario.executor,
    endpoints: Object.keys(scenario.budget.endpoints ?? {}),
    // Seeded per iteration by the wrapper: every window of both sides gets the same requests.
    env: { ...scenario.env, PERF_GATE_SEED: String(config.compare.work.seed) },
  };
}

/** `{{db.jdbcUrl}}`-style placeholders in app.env, for apps with several or custom datasources. */
export function templateEnv(
  env: Record<string, string>,
  db: StartedDatabase,
): Record<string, string> {
  const values: Record<string, string> = {
    'db.jdbcUrl': db.jdbcUrl,
    'db.host': db.host,
    'db.port': String(db.port),
    'db.name': db.database,
    'db.user': db.user,
    'db.password': db.password,
  };
  return Object.fromEntries(
    Object.entries(env).map(([key, value]) => [
      key,
      value.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
        const replacement = values[name];
        if (replacement === undefined) {
          throw new ConfigError(`app.env.${key}: unknown placeholder ${whole}.`, {
            fix: `Use one of ${Object.keys(values)
              .map((v) => `{{${v}}}`)
              .join(', ')}.`,
          });
        }
        return replacement;
      }),
    ]),
  );
}

interface SideSettings {
  report: { pr?: EffectiveSettings; base?: EffectiveSettings; diff?: SettingChange[] };
  findings: Finding[];
  contextPath: string | undefined;
  managementBasePath: string | undefined;
}

/**
 * Each side's effective Tomcat/Hikari/JVM settings as its own files declare them, the PR's lint
 * findings (warnings unless gate.fail-on-findings), and the diff base → PR for the report.
 */
async function inspectSides(config: GateConfig, sides: SideSource[]): Promise<SideSettings> {
  const out: SideSettings = {
    report: {},
    findings: [],
    contextPath: undefined,
    managementBasePath: undefined,
  };
  for (const source of sides) {
    const detail = await inspectAppDetail(source.directory, {
      profiles: config.app.profiles,
      env: config.app.env,
      jvmOptions: config.app.jvmOptions.join(' '),
      resources: { cpus: config.app.resources.cpus, memoryMb: config.app.resources.memoryMb },
    });
    out.report[source.side] = detail.settings;
    if (source.side === 'pr') {
      out.findings.push(...detail.settings.findings.map((f) => ({ ...f, side: 'pr' as const })));
      const contextPath = detail.properties['server.servlet.context-path']?.value;
      if (contextPath && contextPath !== '/') out.contextPath = contextPath;
      const basePath = detail.properties['management.endpoints.web.base-path']?.value;
      if (basePath) out.managementBasePath = basePath.startsWith('/') ? basePath : `/${basePath}`;
    }
  }
  if (out.report.base && out.report.pr)
    out.report.diff = diffSettings(out.report.base, out.report.pr);
  return out;
}

async function scriptsKey(scripts: string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const script of scripts) hash.update(await readFile(script)).update('\0');
  return hash.digest('hex');
}

/** Side order within a round: alternate (AB, BA, …), ABBA blocks, or a seeded shuffle. */
export function roundOrder(
  order: 'alternate' | 'abba' | 'random',
  round: number,
  sides: Side[],
): Side[] {
  if (sides.length < 2) return sides;
  const [first, second] = sides as [Side, Side];
  if (order === 'random') {
    // Deterministic per round (a fixed LCG step) so a re-run measures in the same order.
    return ((round * 1103515245 + 12345) >>> 16) % 2 === 0 ? [first, second] : [second, first];
  }
  if (order === 'abba') return round % 2 === 0 ? [first, second] : [second, first];
  return round % 2 === 0 ? [first, second] : [second, first];
}

function recordError(result: GateResult, error: unknown, stage: string): void {
  result.verdict = 'error';
  result.exitCode = exitCodeFor(error);
  const kind = error instanceof PerfGateError ? error.kind : 'environment';
  result.error = {
    kind,
    message: error instanceof Error ? error.message : describeError(error),
    stage,
  };
  if (error instanceof PerfGateError && error.fix) result.error.fix = error.fix;
}

/** The machine the numbers come from. */
export function runnerInfo(): RunnerInfo {
  const cpuList = cpus();
  return {
    cpuModel: cpuList[0]?.model.trim() ?? 'unknown',
    cores: cpuList.length,
    memoryMb: Math.round(totalmem() / 1024 / 1024),
    os: `${type()} ${release()}`,
    nodeVersion: process.version,
  };
}

function redactConfig(config: GateConfig): unknown {
  return {
    ...config,
    database: { ...config.database, password: '***' },
    app: {
      ...config.app,
      env: Object.fromEntries(
        Object.entries(config.app.env).map(([k, v]) => [
          k,
          /pass|secret|token|key/i.test(k) ? '***' : v,
        ]),
      ),
    },
  };
}

export type { Verdict };
