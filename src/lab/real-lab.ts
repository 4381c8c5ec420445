// The gate's environment on this machine: Docker (Testcontainers), the app's own build, MySQL and
// k6. Everything it starts goes into `scope`, which the command edge releases on every exit path.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sha256OfFile } from '../build/jar-hash.js';
import type { GateConfig } from '../config/schema.js';
import type { StartedDatabase } from '../env/database.js';
import type { ResourceScope } from '../env/scope.js';
import { counterTarget } from '../work/database-counters.js';
import { createWorkRecorder, type WorkRecorder } from '../work/recorder.js';
import { createGateLab } from './gate-lab.js';
import type { GateLab } from './gate-port.js';
import type { Builder } from '../build/builder.js';
import type { LoadGenerator } from '../load/generator.js';
import { builderFor, buildJar, checkTools, runnerInfo, startLabDatabase } from './prepare.js';
import { loadGeneratorFor } from './window.js';
import { inspectSides } from './sides.js';

/**
 * The real lab; `progress` receives its progress lines. Its two plug-in edges, the load generator
 * and the builder, default to those the config names (k6 and the build, each on the host or
 * sandboxed in a container).
 */
export function createRealGateLab(o: {
  scope: ResourceScope;
  progress: (line: string) => void;
  generator?: (config: GateConfig) => LoadGenerator;
  builder?: (config: GateConfig, directory: string) => Builder;
}): GateLab {
  const { scope, progress } = o;
  const generatorOf = o.generator ?? loadGeneratorFor;
  const builderOf = o.builder ?? builderFor;
  let database: StartedDatabase | undefined;
  return {
    runner: runnerInfo,
    checkTools: (config, stage) =>
      checkTools(config, config.scenarios, {
        stage,
        progress,
        scope,
        generator: generatorOf(config),
      }),
    inspect: inspectSides,
    build: async (config, source) => {
      const built = await buildJar(
        config,
        { ...source, label: source.side },
        { scope, progress, builder: builderOf(config, source.directory) },
      );
      return { ...built, jarSha256: await sha256OfFile(built.jar) };
    },
    dataKey: async (scripts) => {
      const hash = createHash('sha256');
      for (const script of scripts) hash.update(await readFile(script)).update('\0');
      return hash.digest('hex');
    },
    startDatabase: async (config, options) => {
      database = await startLabDatabase(config, { ...options, scope, progress });
    },
    rounds: (options) => {
      if (!database) throw new Error('the rounds need the database started first');
      return createGateLab({
        ...options,
        ...options.paths,
        generator: generatorOf(options.config),
        work: scope.add(workRecorderFor(options.config, database, progress)),
        database,
        scope,
        progress,
      });
    },
    held: () => scope.size,
    release: () => scope.release(),
  };
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
