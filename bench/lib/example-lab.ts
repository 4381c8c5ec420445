// What the bench's experiments on the example share (bench/lib/together-lab.ts,
// counter-cost-lab.ts): its config with the local images, tools checked, jar built, the test
// database started, apps booted with the work agent and warmed up as a gate's boot warm-up does,
// the gate's work recorder, and one scope that releases it all.
import { loadConfig } from '../../src/files/config-file.js';
import type { GateConfig, ScenarioConfig } from '../../src/config/schema.js';
import type { StartedApp } from '../../src/env/app.js';
import type { StartedDatabase } from '../../src/env/database.js';
import { ResourceScope, installSignalTeardown } from '../../src/env/scope.js';
import { bootConfiguredApp } from '../../src/lab/boot.js';
import {
  appPaths,
  buildJar,
  checkTools,
  inspectSide,
  startLabDatabase,
} from '../../src/lab/prepare.js';
import { COLD_RAMP, warmUpApp } from '../../src/lab/warmup.js';
import { loadGeneratorFor } from '../../src/lab/window.js';
import { workAgentBoot } from '../../src/work/agent.js';
import { counterTarget } from '../../src/work/database-counters.js';
import { createWorkRecorder, type WorkRecorder } from '../../src/work/recorder.js';

export type AgentApp = StartedApp & { workAgentPort: number };

export interface ExampleLab {
  config: GateConfig;
  scenario: ScenarioConfig;
  scope: ResourceScope;
  database: StartedDatabase;
  /** boots the example's jar with the work agent, as a gate with compare.work on does */
  boot(label: 'base' | 'pr'): Promise<AgentApp>;
  /** a gate's boot warm-up: a ramp to the boot rate, then until steady */
  warmUp(app: AgentApp, label: string): Promise<void>;
  /** the gate's work recorder on this database, closed with the scope */
  recorder(): WorkRecorder;
}

/** Runs `work` in a lab on the example (the local images when set); everything released after. */
export async function withExampleLab<T>(
  o: { configPath: string; directory: string; progress: (line: string) => void },
  work: (lab: ExampleLab) => Promise<T>,
): Promise<T> {
  const config = loadConfig(o.configPath, {
    ...(process.env.PERF_GATE_TEST_JRE_IMAGE
      ? { appImage: process.env.PERF_GATE_TEST_JRE_IMAGE }
      : {}),
    ...(process.env.PERF_GATE_TEST_DB_IMAGE
      ? { databaseImage: process.env.PERF_GATE_TEST_DB_IMAGE }
      : {}),
  });
  const scenario = config.scenarios[0]!;
  const scope = new ResourceScope();
  const uninstall = installSignalTeardown(() => scope.release());
  const stage = <R>(_name: string, run: () => Promise<R>) => run();
  try {
    await checkTools(config, [scenario], { stage, progress: o.progress, scope });
    const paths = appPaths(config, await inspectSide(config, o.directory));
    const { jar } = await buildJar(
      config,
      { directory: o.directory, label: 'app' },
      { scope, progress: o.progress },
    );
    const database = await startLabDatabase(config, {
      initScripts: config.database.init,
      performanceSchema: true,
      scope,
      progress: o.progress,
    });
    return await work({
      config,
      scenario,
      scope,
      database,
      boot: async (label) => {
        const agent = await workAgentBoot();
        const app = await bootConfiguredApp(
          { config, jar, database, ...paths },
          { label, scope, progress: o.progress, jvmOptions: agent.jvmOptions, files: agent.files },
        );
        return Object.assign(app, { workAgentPort: agent.port });
      },
      warmUp: async (app, label) => {
        await warmUpApp({
          config,
          scenario,
          generator: loadGeneratorFor(config),
          app,
          scope,
          progress: o.progress,
          label,
          rate: scenario.targetRate * config.warmup.bootRate,
          durationMs: Math.max(config.warmup.bootMs, scenario.warmupMs),
          ramp: COLD_RAMP,
          steadyRate: scenario.targetRate,
          untilSteady: true,
          database,
        });
      },
      recorder: () => {
        const recorder = createWorkRecorder({
          config: config.compare.work,
          database: counterTarget(database),
        });
        scope.add({ description: 'work counters', release: () => recorder.close() });
        return recorder;
      },
    });
  } finally {
    await scope.release();
    uninstall();
  }
}
