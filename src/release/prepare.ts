// The preparation of a release command that boots other app instance counts than perf-gate.yml's
// app.instances (`capacity --instances 1,2`, a sweep over `instances`): it runs with the largest
// count, so the pool lint of the preparation (instances × Hikari pool against the database's
// max_connections, src/lab/prepare.ts) refuses a count that cannot work before anything is built
// or booted. Each boot still names its own count (BootOverrides.instances).
import type { GateConfig } from '../config/schema.js';
import { ConfigError } from '../errors.js';
import { prepareApp, type PrepareOptions, type PreparedApp } from '../lab/release-lab.js';

/** The config with app.instances set to `instances` (itself when it already is). */
export function withInstances(config: GateConfig, instances: number): GateConfig {
  if (config.app.instances === instances) return config;
  return { ...config, app: { ...config.app, instances } };
}

/**
 * Prepares the app with its pools checked for `instances` instances; `from` names the flag and the
 * value that count comes from, for the refusal (e.g. `--instances` `1,3`).
 */
export async function prepareForInstances(
  options: PrepareOptions & { prepare?: (options: PrepareOptions) => Promise<PreparedApp> },
  instances: number,
  from: { flag: string; value: string },
): Promise<PreparedApp> {
  const config = withInstances(options.config, instances);
  try {
    return await (options.prepare ?? prepareApp)({ ...options, config });
  } catch (error) {
    if (
      config !== options.config &&
      error instanceof ConfigError &&
      /pooled connections exceed/.test(error.message)
    ) {
      throw new ConfigError(`${from.flag} ${from.value}: ${error.message}`, {
        fix: `Leave ${instances} instances out of ${from.flag}, or: ${error.fix ?? 'size the pools so that instances × pool stays below max_connections.'}`,
        cause: error,
      });
    }
    throw error;
  }
}
