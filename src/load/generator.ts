// The load generator as one interface. The labs (gate, capacity, sweep) ask it for its version, to
// check a scenario's script, and for one window at a time; they never start k6 themselves. Two
// implementations today, both k6 (src/load/k6.ts): the binary on the host (a trusted local run,
// --sandbox off) and k6 in a one-shot container that sees the script's tree read-only and nothing
// of the runner (--sandbox on: the script is PR code). A scaled-out engine would be a third.
import type { ResourceScope } from '../env/scope.js';
import {
  checkK6Script,
  resolveK6,
  runK6Window,
  type K6WindowOptions,
  type K6WindowResult,
} from './k6.js';
import { runtimeName, type K6Runtime } from './k6-process.js';

/** One window's load: the script, the rate, the VUs, the environment; not where it runs. */
export type LoadRun = Omit<K6WindowOptions, 'k6' | 'k6Image'>;

/** A script loaded the way a window will load it, without sending a request. */
export type ScriptCheck = Omit<LoadRun, 'label' | 'onStart' | 'scope'> & { scope?: ResourceScope };

export interface LoadGenerator {
  /** names it in messages: k6's path, or its image */
  readonly name: string;
  /** checks that it runs and is a supported release; its version line */
  version(scope: ResourceScope): Promise<string>;
  /** refuses a script that cannot load (a ConfigError naming it) before anything boots */
  check(script: ScriptCheck): Promise<void>;
  /** one window; k6's threshold exit is a result, other failures throw */
  run(window: LoadRun): Promise<K6WindowResult>;
}

/** k6 as the load generator: the binary on the host, or in a container of the runtime's image. */
export function k6Generator(runtime: K6Runtime): LoadGenerator {
  const where =
    runtime.image === undefined ? { k6: runtime.binary } : { k6: 'k6', k6Image: runtime.image };
  return {
    name: runtimeName(runtime),
    version: (scope) => resolveK6(runtime, scope),
    check: (script) => checkK6Script({ ...script, ...where }),
    run: (window) => runK6Window({ ...window, ...where }),
  };
}
