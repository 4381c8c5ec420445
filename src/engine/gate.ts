// The engine shared by the action and the CLI: config in, GateResult out. It never throws: every
// failure becomes `result.error` with verdict "error", and the caller writes the result file.
import { createHash, randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { analyzeScenario } from '../analysis/scenario.js';
import { sha256OfFile } from '../build/jar-hash.js';
import type { GateConfig, ScenarioConfig } from '../config/schema.js';
import { noiseModelLine, withMachineNoise } from '../config/runners.js';
import { exitCodeFor } from '../errors.js';
import { errorRecord, stageRecorder } from './edge.js';
import type { ResourceScope } from '../env/scope.js';
import { createGateLab } from '../lab/gate-lab.js';
import { inspectSides, type SideSource } from './sides.js';

export type { SideSource } from './sides.js';
import { MAX_SEED } from '../lab/order.js';
import { planGate, type PlanSide } from '../lab/plan.js';
import { runPlan } from '../lab/schedule.js';
import { comparisonOptions, scenarioWindows, sequentialLooks } from './sequential-looks.js';
import { appPaths, buildJar, checkTools, runnerInfo, startLabDatabase } from '../lab/prepare.js';
import { counterTarget } from '../work/database-counters.js';
import { createWorkRecorder, type WorkRecorder } from '../work/recorder.js';
import type { StartedDatabase } from '../env/database.js';
import { redactConfig } from './redact.js';
import { diagnoseScenario } from '../analysis/diagnosis/index.js';
import { warmUpFindings } from '../analysis/warm-up-findings.js';
import { policyRules } from '../config/policy.js';
import type {
  PolicyReport,
  GateProtocol,
  GateResult,
  TelemetryRecord,
  ScenarioResult,
  Side,
  Verdict,
} from '../model.js';
import { exitCodeForVerdict, deriveVerdict } from '../analysis/verdict.js';
import { VERSION } from '../version.js';

export { templateEnv } from '../lab/env-template.js';

export { jreImageFor } from '../lab/jre.js';

export { runnerInfo } from '../lab/prepare.js';

/** perf-gate's version as recorded in result files (package.json's). */
export const TOOL_VERSION = VERSION;

export interface GateRunOptions {
  config: GateConfig;
  /** where the policy came from (the base branch's file); its removed scenarios fail the gate */
  policy?: PolicyReport;
  pr: SideSource;
  base?: SideSource;
  scope: ResourceScope;
  progress?: (line: string) => void;
  /** the result so far, kept current so a signal handler can write it */
  onPartialResult?: (result: GateResult) => void;
}

/** Runs the whole gate and returns its result; the verdict is derived from rule records only. */
export async function runGate(options: GateRunOptions): Promise<GateResult> {
  const { scope } = options;
  const progress = options.progress ?? (() => undefined);
  const started = new Date();
  const runner = runnerInfo();
  const config = withMachineNoise(options.config, runner);
  const noiseLine = noiseModelLine(config, runner);
  if (noiseLine) progress(noiseLine);
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
      pr: { side: 'pr', checkout: options.pr.directory, ref: options.pr.ref, sha: options.pr.sha },
    },
    scenarios: [],
    rules: [],
    findings: [],
    ...(options.policy ? { policy: options.policy } : {}),
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
  const stages = stageRecorder(result.stages, 'setup', () => options.onPartialResult?.(result));
  const { stage } = stages;

  try {
    const sideStage = <T>(name: string, work: () => Promise<T>) => stage(name, undefined, work);
    const tools = await checkTools(config, config.scenarios, {
      stage: sideStage,
      progress,
      scope: options.scope,
    });
    result.runner.dockerVersion = tools.dockerVersion;
    result.runner.k6Version = tools.k6Version;

    const sides: SideSource[] = options.base ? [options.base, options.pr] : [options.pr];
    const settings = await stage('inspect', undefined, () => inspectSides(config, sides));
    result.settings = settings.report;
    result.findings.push(...settings.findings);
    const paths = appPaths(config, settings);
    const jars = new Map<Side, string>();
    for (const source of sides) {
      const info = source.side === 'pr' ? result.sides.pr : result.sides.base!;
      const built = await stage('build', source.side, () =>
        buildJar(config, { ...source, label: source.side }, { scope, progress }),
      );
      info.jar = built.jar;
      info.jarSha256 = await sha256OfFile(built.jar);
      info.buildMs = built.buildMs;
      if (built.buildImage) info.buildImage = built.buildImage;
      jars.set(source.side, built.jar);
    }

    const database = await sideStage('database', () =>
      startLabDatabase(config, {
        // With two sides each loads its own init scripts below; one side loads them right away.
        initScripts: sides.length > 1 ? [] : config.database.init,
        // Work per request reads the server's statement counters (on by default in mysql:8.4).
        performanceSchema: config.compare.work.enabled,
        scope,
        progress,
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
        data: sides.length > 1 ? await scriptsKey(scripts) : 'pr',
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
    const work = scope.add(workRecorderFor(config, database, progress));
    const lab = createGateLab({
      config,
      jars,
      initScripts,
      initAfterBoot,
      appImages,
      work,
      // Per-endpoint work probes run on kept apps of a comparison, before they stop.
      probe: sides.length > 1 && config.compare.reuseApp,
      database,
      ...paths,
      scope,
      progress,
      stage,
      sideInfo: (side) => (side === 'pr' ? result.sides.pr : result.sides.base!),
    });

    const records: TelemetryRecord[] = [];
    result.telemetry = { records };
    const diagnosisInputs = new Map<string, Parameters<typeof diagnoseScenario>[0]>();
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
      diagnosisInputs.set(scenario.name, []);
      return fresh;
    };
    const looks = sequentialLooks(config, (name) => scenarioWindows(result, name), progress);
    lab.look = (step) => looks.look(step);
    const schedule = await runPlan(plan, lab, (step, measured) => {
      const scenario = config.scenarios.find((s) => s.name === step.scenario)!;
      scenarioResultOf(scenario).windows.push(measured.window);
      records.push(measured.record);
      diagnosisInputs.get(scenario.name)!.push({
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
    });
    for (const scenario of config.scenarios) looks.closeAtCap(scenario.name, schedule.stoppedAt);
    if (looks.record) protocol.sequential = looks.record;
    protocol.resets = schedule.resets;
    protocol.resetsSkipped = schedule.resetsSkipped;
    protocol.snapshotsSkipped = schedule.snapshotsSkipped;
    if (Object.keys(lab.log.pausedMs).length > 0) protocol.pausedMs = lab.log.pausedMs;
    if (lab.log.warmUps.length > 0) protocol.warmUps = lab.log.warmUps;

    for (const scenario of config.scenarios) {
      const scenarioResult = scenarioResultOf(scenario);
      // Diagnoses stay with their scenario; result.findings holds the gate-level ones (lint).
      scenarioResult.findings = [
        ...diagnoseScenario(diagnosisInputs.get(scenario.name)!),
        ...warmUpFindings(
          lab.log.warmUps.filter((w) => w.scenario === scenario.name),
          config.warmup,
        ),
      ];
      const analysis = analyzeScenario(scenario.name, scenarioResult.windows, {
        budget: scenario.budget,
        ...(options.base
          ? {
              compare: {
                ...comparisonOptions(config),
                // With sequential stopping: the repeated interval of the look the scenario ended at.
                confidence: looks.confidence(scenario.name, schedule.stoppedAt),
              },
              // Work per request: judged per pair, decides on one round (src/analysis/work.ts).
              work: {
                tolerance: config.compare.work.tolerance,
                probes: lab.log.probes.get(scenario.name) ?? [],
                seed: config.compare.work.seed,
              },
            }
          : {}),
        failOnFindings: config.gate.failOnFindings,
        scriptThresholds: config.gate.scriptThresholds,
      });
      scenarioResult.rules = analysis.rules;
      scenarioResult.comparisons = analysis.comparisons;
      if (analysis.shifts.length > 0) scenarioResult.shifts = analysis.shifts;
      if (analysis.work) scenarioResult.work = analysis.work;
      scenarioResult.verdict = analysis.verdict;
      progress(`${scenario.name}: ${analysis.verdict} — ${analysis.reason}`);
    }

    result.rules = [...result.scenarios.flatMap((s) => s.rules), ...policyRules(options.policy)];
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
    result.verdict = 'error';
    result.exitCode = exitCodeFor(error);
    result.error = errorRecord(error, stages.current());
  } finally {
    if (scope.size > 0) progress(`teardown: releasing ${scope.size} resource(s)`);
    await scope.release();
    result.finishedAt = new Date().toISOString();
  }
  return result;
}

async function scriptsKey(scripts: string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const script of scripts) hash.update(await readFile(script)).update('\0');
  return hash.digest('hex');
}

/** The work recorder of a gate, released with the gate's other resources. */
function workRecorderFor(
  config: GateConfig,
  database: StartedDatabase,
  progress: (line: string) => void,
): WorkRecorder & { description: string; release(): Promise<void> } {
  const recorder = createWorkRecorder({
    config: config.compare.work,
    database: counterTarget(database),
    progress,
  });
  return { ...recorder, description: 'work counters', release: () => recorder.close() };
}

export type { Verdict };
