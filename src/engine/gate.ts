// The engine shared by the action and the CLI: a request in, a GateResult out. It is a scheduler
// over a GateLab (src/lab/gate-port.ts): preparation (tools, settings, builds, database) and the
// plan's steps all go through the lab, so the whole gate runs against a fake lab in unit tests.
// It never throws: every failure becomes `result.error` with verdict "error", and the caller
// writes the result file.
import { randomInt } from 'node:crypto';
import type { GateConfig, ScenarioConfig } from '../config/schema.js';
import { noiseModelLine, withMachineNoise } from '../config/runners.js';
import { exitCodeFor } from '../errors.js';
import { errorRecord, stageRecorder } from './edge.js';
import type { GateLab, SideSource } from '../lab/gate-port.js';
import { MAX_SEED } from '../lab/order.js';
import { planGate, type PlanSide } from '../lab/plan.js';
import { appPaths } from '../lab/prepare.js';
import { runPlan } from '../lab/schedule.js';
import { scenarioWindows, sequentialLooks } from './sequential-looks.js';
import { redactConfig } from './redact.js';
import { judgeGate, type DiagnosisInput } from './judge-gate.js';
import { windowStealPct } from '../analysis/steal.js';
import type {
  PolicyReport,
  GateProtocol,
  GateResult,
  TelemetryRecord,
  ScenarioResult,
  Side,
  Verdict,
} from '../model.js';
import { VERSION } from '../version.js';

export type { SideSource } from '../lab/gate-port.js';

export { templateEnv } from '../lab/env-template.js';

export { jreImageFor } from '../lab/jre.js';

export { runnerInfo } from '../lab/prepare.js';

/** perf-gate's version as recorded in result files (package.json's). */
export const TOOL_VERSION = VERSION;

/** What to gate, resolved before anything runs: the config, the policy's origin, the sides. */
export interface GateRequest {
  config: GateConfig;
  /** where the policy came from (the base branch's file); its removed scenarios fail the gate */
  policy?: PolicyReport;
  pr: SideSource;
  base?: SideSource;
}

export interface GateHooks {
  progress?: (line: string) => void;
  /** the result so far, kept current so a signal handler can write it */
  onPartialResult?: (result: GateResult) => void;
}

/** Runs the whole gate against `lab` and returns its result; the lab is released before it returns. */
export async function runGate(
  request: GateRequest,
  lab: GateLab,
  hooks: GateHooks = {},
): Promise<GateResult> {
  const progress = hooks.progress ?? (() => undefined);
  const partial = (): void => hooks.onPartialResult?.(result);
  const started = new Date();
  const runner = lab.runner();
  const config = withMachineNoise(request.config, runner);
  const noiseLine = noiseModelLine(config, runner);
  if (noiseLine) progress(noiseLine);
  const sideInfoOf = (source: SideSource) => ({
    side: source.side,
    checkout: source.directory,
    ref: source.ref,
    sha: source.sha,
  });
  const result: GateResult = {
    schemaVersion: 1,
    tool: { name: 'perf-gate', version: TOOL_VERSION },
    startedAt: started.toISOString(),
    finishedAt: started.toISOString(),
    verdict: 'error',
    exitCode: 2,
    config: redactConfig(config),
    runner,
    stages: [],
    sides: {
      pr: sideInfoOf(request.pr),
      ...(request.base ? { base: sideInfoOf(request.base) } : {}),
    },
    scenarios: [],
    rules: [],
    findings: [],
    ...(request.policy ? { policy: request.policy } : {}),
  };
  partial();
  const stages = stageRecorder(result.stages, 'setup', partial);
  const { stage } = stages;
  const infoOf = (side: Side) => (side === 'pr' ? result.sides.pr : result.sides.base!);

  try {
    const tools = await lab.checkTools(config, (name, work) => stage(name, undefined, work));
    result.runner.dockerVersion = tools.dockerVersion;
    result.runner.k6Version = tools.k6Version;

    const sides: SideSource[] = request.base ? [request.base, request.pr] : [request.pr];
    const settings = await stage('inspect', undefined, () => lab.inspect(config, sides));
    result.settings = settings.report;
    result.findings.push(...settings.findings);
    const jars = new Map<Side, string>();
    for (const source of sides) {
      const built = await stage('build', source.side, () => lab.build(config, source));
      const info = infoOf(source.side);
      info.jar = built.jar;
      info.jarSha256 = built.jarSha256;
      info.buildMs = built.buildMs;
      if (built.buildImage) info.buildImage = built.buildImage;
      jars.set(source.side, built.jar);
    }

    await stage('database', undefined, () =>
      lab.startDatabase(config, {
        // With two sides each loads its own init scripts below; one side loads them right away.
        initScripts: sides.length > 1 ? [] : config.database.init,
        // Work per request reads the server's statement counters (on by default in mysql:8.4).
        performanceSchema: config.compare.work.enabled,
      }),
    );
    // Each side's data is named by its init scripts' content: identical scripts share one
    // snapshot, a PR that changes the schema or the seed gets its own.
    const initScripts = new Map<Side, string[]>();
    const initAfterBoot = new Map<Side, string[]>();
    const appImages = new Map<Side, string>();
    const planSides: PlanSide[] = [];
    for (const source of sides) {
      const scripts = source.initScripts ?? config.database.init;
      initScripts.set(source.side, scripts);
      initAfterBoot.set(source.side, source.initAfterBootScripts ?? config.database.initAfterBoot);
      appImages.set(source.side, source.appImage ?? config.app.image);
      planSides.push({
        side: source.side,
        data: sides.length > 1 ? await lab.dataKey(scripts) : 'pr',
      });
    }
    // A fresh seed per gate counterbalances the boot order across gates; compare.seed replays one.
    const seed = config.compare.seed ?? randomInt(0, MAX_SEED + 1);
    const plan = planGate(config, planSides, seed);
    const protocol: GateProtocol = {
      order: plan.order,
      seed: plan.seed,
      bootOrder: plan.bootOrder,
      reuseApp: plan.reuseApp,
      pauseIdle: plan.pauseIdle,
      resets: 0,
      resetsSkipped: 0,
      snapshotsSkipped: 0,
    };
    result.protocol = protocol;
    const looks = sequentialLooks(config, (name) => scenarioWindows(result, name), progress);
    const rounds = lab.rounds({
      config,
      jars,
      initScripts,
      initAfterBoot,
      appImages,
      // Per-endpoint work probes run on kept apps of a comparison, before they stop.
      probe: sides.length > 1 && config.compare.reuseApp,
      paths: appPaths(config, settings),
      stage,
      sideInfo: infoOf,
    });

    const records: TelemetryRecord[] = [];
    result.telemetry = { records };
    const diagnosis = new Map<string, DiagnosisInput[]>();
    const scenarioResultOf = (scenario: ScenarioConfig): ScenarioResult => {
      const existing = result.scenarios.find((s) => s.name === scenario.name);
      if (existing) return existing;
      const fresh: ScenarioResult = {
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
      result.scenarios.push(fresh);
      diagnosis.set(scenario.name, []);
      return fresh;
    };
    const schedule = await runPlan(
      plan,
      { ...rounds, look: (step) => looks.look(step) },
      (step, measured) => {
        const scenario = config.scenarios.find((s) => s.name === step.scenario)!;
        // the host's steal of the window, which the latency comparison takes out (steal.ts)
        const steal = windowStealPct(measured.record);
        if (steal !== undefined) measured.window.hostStealPct = steal;
        scenarioResultOf(scenario).windows.push(measured.window);
        records.push(measured.record);
        diagnosis.get(scenario.name)!.push({
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
        partial();
      },
    );
    for (const scenario of config.scenarios) looks.closeAtCap(scenario.name, schedule.stoppedAt);
    if (looks.record) protocol.sequential = looks.record;
    protocol.resets = schedule.resets;
    protocol.resetsSkipped = schedule.resetsSkipped;
    protocol.snapshotsSkipped = schedule.snapshotsSkipped;
    const log = rounds.log;
    if (Object.keys(log.pausedMs).length > 0) protocol.pausedMs = log.pausedMs;
    if (log.warmUps.length > 0) protocol.warmUps = log.warmUps;

    const judged = judgeGate({
      config,
      policy: request.policy,
      compared: request.base !== undefined,
      scenarios: config.scenarios.map(scenarioResultOf),
      diagnosis,
      warmUps: log.warmUps,
      probes: log.probes,
      confidence: (name) => looks.confidence(name, schedule.stoppedAt),
      findings: result.findings,
    });
    result.scenarios = judged.scenarios;
    for (const line of judged.lines) progress(line);
    result.rules = judged.rules;
    result.verdict = judged.verdict;
    result.exitCode = judged.exitCode;
  } catch (error) {
    result.verdict = 'error';
    result.exitCode = exitCodeFor(error);
    result.error = errorRecord(error, stages.current());
  } finally {
    const held = lab.held();
    if (held > 0) progress(`teardown: releasing ${held} resource(s)`);
    await lab.release();
    result.finishedAt = new Date().toISOString();
  }
  return result;
}

export type { Verdict };
