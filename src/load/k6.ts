// The k6 edge: find k6, run one window (warm-up or measured) through the wrapper, read its summary.
import { mkdtemp, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import getPort from 'get-port';
import { k6Duration } from '../config/units.js';
import { ConfigError, EnvironmentError } from '../errors.js';
import { ResourceScope } from '../env/scope.js';
import { K6_CSV_ENV } from '../telemetry/k6-csv.js';
import { runK6, runtimeName, startK6, type K6Runtime } from './k6-process.js';
import { DEFAULTS } from '../config/schema.js';
import { checkK6Version } from './k6-version.js';
import {
  crossedThresholds,
  foreignUrlIn,
  isLoopbackUrl,
  k6LogMessage,
  scriptErrorIn,
  type K6Summary,
} from './summary.js';
import { renderWrapper } from './wrapper.js';

/** k6's documented exit codes that the gate words differently. */
export const K6_EXIT = {
  thresholdsCrossed: 99,
  invalidConfig: 104,
  scriptException: 107,
  scriptAborted: 108,
} as const;

/**
 * Checks that k6 runs and is a supported release (src/load/k6-version.ts); returns its version
 * line. The errors name the setup action, or the image.
 */
export async function resolveK6(
  runtime: K6Runtime,
  scope: ResourceScope = new ResourceScope(),
): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'perf-gate-k6-'));
  let line = '';
  let failure: string | undefined;
  try {
    const { code, output } = await runK6(
      runtime,
      { args: ['version'], env: K6_ENV, cwd: dir, scope, description: 'k6 version' },
      runtime.image === undefined ? 15_000 : 60_000,
    );
    line = output.find((text) => text.trim())?.trim() ?? '';
    if (code === 'timeout') failure = 'no answer in time';
    else if (code === 127 && runtime.image === undefined)
      failure = line; // spawn's own words
    else if (code !== 0) failure = `exit ${code}: ${line}`;
  } catch (error) {
    if (runtime.image !== undefined) throw error; // the image's own error names it and the fix
    failure = (error as Error).message.split('\n')[0];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  if (failure !== undefined) {
    throw new EnvironmentError(
      `k6 was not found or does not run ("${runtimeName(runtime)}": ${failure}).`,
      {
        fix:
          runtime.image === undefined
            ? 'Install k6 (on GitHub: add the step `uses: grafana/setup-k6-action@v1` before perf-gate; locally: scripts/provision or https://grafana.com/docs/k6/latest/set-up/install-k6/), or set load.k6 / the k6-path input to its path.'
            : `Give a k6 image whose entrypoint runs k6 (load.image / the k6-image input; default ${DEFAULTS.k6Image}).`,
      },
    );
  }
  return checkK6Version(line, runtimeName(runtime)).line;
}

/** k6's own variables: never report usage to the internet (only loopback traffic is allowed). */
const K6_ENV = { K6_NO_USAGE_REPORT: 'true' } as const;

/** The k6 a window runs: the image's when given (sandbox on), else the binary on the host. */
export function k6Runtime(options: { k6: string; k6Image?: string | undefined }): K6Runtime {
  return options.k6Image === undefined ? { binary: options.k6 } : { image: options.k6Image };
}

export interface K6WindowOptions {
  /** the k6 binary on the host (sandbox off) */
  k6: string;
  /** the image k6 runs in (sandbox on): the script is PR code */
  k6Image?: string | undefined;
  script: string;
  baseUrl: string;
  targetRate: number;
  durationMs: number;
  preAllocatedVus: number;
  maxVus: number;
  executor: 'gate' | 'script' | 'probe';
  /** weights of the script's own k6 scenarios (perf-gate.yml `mix`) */
  mix?: Record<string, number>;
  probeIterations?: number;
  endpoints: string[];
  env: Record<string, string>;
  scope: ResourceScope;
  label: string;
  /** called once k6 runs, with its pid and REST API address (for telemetry) */
  onStart?: (k6: { pid: number | undefined; apiUrl: string }) => void;
  /** also write k6's per-request CSV output here (client-side series for the report) */
  csvPath?: string;
  /** the CSV is cut back to this many bytes while k6 runs (default MAX_CSV_BYTES) */
  csvCapBytes?: number;
}

/**
 * The per-request CSV on disk is cut back to this size (about 750,000 requests at 1.4 kB each):
 * a long window at a high rate would otherwise fill the runner's disk.
 */
export const MAX_CSV_BYTES = 1024 ** 3;

export interface K6WindowResult {
  summary: K6Summary;
  exitCode: number;
  thresholdsCrossed: string[];
  wallMs: number;
  /** the CSV reached its cap: its first `bytes` hold the requests of the first `afterMs` */
  csvCapped?: { bytes: number; afterMs: number };
}

/**
 * Keeps a file k6 is writing at most `capBytes` long: checked every second and cut back (k6
 * writes on past the cut, which stays a hole; only the first `capBytes` are read afterwards).
 */
function capFile(path: string, capBytes: number, started: number) {
  let capped: { bytes: number; afterMs: number } | undefined;
  const check = async (): Promise<void> => {
    const size = await stat(path).then(
      (info) => info.size,
      () => 0,
    );
    if (size <= capBytes) return;
    capped ??= { bytes: capBytes, afterMs: Date.now() - started };
    await truncate(path, capBytes).catch(() => undefined);
  };
  let running = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(check);
  }, 1_000);
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
      await check();
      return capped;
    },
  };
}

/**
 * Writes the wrapper for a window into `dir` and returns its path, k6's process environment and
 * the `-e` flags that make the script's whole `__ENV`. k6 runs with --include-system-env-vars=false:
 * a script sees only what perf-gate passes (the scenario's env and the window's parameters), never
 * the runner's environment and its tokens; the process itself gets the allow-listed environment.
 */
async function prepare(
  options: Omit<K6WindowOptions, 'scope' | 'label' | 'onStart'>,
  dir: string,
): Promise<{ wrapper: string; summaryPath: string; env: Record<string, string>; args: string[] }> {
  const duration = k6Duration(options.durationMs);
  const wrapper = join(dir, 'wrapper.js');
  const summaryPath = join(dir, 'summary.json');
  await writeFile(
    wrapper,
    renderWrapper({
      script: options.script,
      endpoints: options.endpoints,
      executor: options.executor,
      targetRate: options.targetRate,
      duration,
      preAllocatedVus: options.preAllocatedVus,
      maxVus: options.maxVus,
      ...(options.mix ? { mix: options.mix } : {}),
      ...(options.probeIterations === undefined
        ? {}
        : { probeIterations: options.probeIterations }),
    }),
  );
  const scriptEnv = scriptEnvironment(options, duration, summaryPath);
  return { wrapper, summaryPath, env: { ...K6_ENV }, args: scriptEnvArgs(scriptEnv) };
}

/**
 * The script's whole `__ENV`: the scenario's env, then the window's parameters (they win), but for
 * BASE_URL, which the scenario's env may set (e.g. `{{app.origin}}` for a script that adds the
 * context path itself); PERF_GATE_APP_URL is the app under test whatever BASE_URL says.
 */
export function scriptEnvironment(
  options: Pick<K6WindowOptions, 'env' | 'baseUrl' | 'targetRate' | 'preAllocatedVus' | 'maxVus'>,
  duration: string,
  summaryPath: string,
): Record<string, string> {
  return {
    ...options.env,
    BASE_URL: options.env.BASE_URL ?? options.baseUrl,
    PERF_GATE_APP_URL: options.baseUrl,
    RATE: String(options.targetRate),
    DURATION: duration,
    PRE_ALLOCATED_VUS: String(options.preAllocatedVus),
    MAX_VUS: String(options.maxVus),
    PERF_GATE_SUMMARY: summaryPath,
  };
}

/** k6 flags that pass exactly `env` to the script and nothing of the system environment. */
export function scriptEnvArgs(env: Record<string, string>): string[] {
  return [
    '--include-system-env-vars=false',
    ...Object.entries(env).flatMap(([name, value]) => ['-e', `${name}=${value}`]),
  ];
}

/** The wrapper's own refusal (src/load/wrapper.ts: "Error: perf-gate: …") in k6's output, if any. */
function wrapperRefusal(output: string): ConfigError | undefined {
  const message = /Error: perf-gate: (.*)/.exec(output)?.[1];
  return message === undefined
    ? undefined
    : new ConfigError(message, {
        fix: "Fix the script or the scenario's mix in perf-gate.yml as the message says, then re-run.",
      });
}

/**
 * Loads the script the way the measured run will (through the wrapper) without sending a request,
 * so a syntax error or a bad option fails the gate before anything is built or booted.
 */
export async function checkK6Script(
  options: Omit<K6WindowOptions, 'label' | 'onStart' | 'scope'> & { scope?: ResourceScope },
): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'perf-gate-k6-'));
  let outcome: { code: number | 'timeout'; output: string[] };
  try {
    const { wrapper, env, args } = await prepare(options, dir);
    outcome = await runK6(
      k6Runtime(options),
      {
        args: ['inspect', ...args, wrapper],
        env,
        cwd: dir,
        script: options.script,
        scope: options.scope ?? new ResourceScope(),
        description: `k6 inspect ${options.script}`,
      },
      60_000,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  if (outcome.code === 0) return;
  const output = outcome.output.map(k6LogMessage).join('\n').trim();
  const refusal = wrapperRefusal(output);
  if (refusal) throw refusal;
  if (outcome.code === 127 && options.k6Image === undefined) {
    throw new EnvironmentError(`k6 could not be started ("${options.k6}"): ${output}`, {
      fix: 'Install k6 (GitHub: grafana/setup-k6-action) or set load.k6 to its path.',
    });
  }
  throw new ConfigError(
    `k6 cannot load the script ${options.script}${outcome.code === 'timeout' ? ' within 60 s' : ''}. k6 said:\n${output || `exit ${outcome.code}`}`,
    { fix: 'Fix the script (check it with `k6 inspect <script>`), then re-run.' },
  );
}

/** Runs k6 for one window and returns its summary; exit 99 (thresholds) is a result, not an error. */
export async function runK6Window(options: K6WindowOptions): Promise<K6WindowResult> {
  const dir = await mkdtemp(join(tmpdir(), 'perf-gate-k6-'));
  // In the scope too: an interrupt exits before the finally below runs.
  const folder = options.scope.add({
    description: `k6 folder ${dir}`,
    release: () => rm(dir, { recursive: true, force: true }),
  });
  try {
    const { wrapper, summaryPath, env, args } = await prepare(options, dir);
    const apiPort = await getPort({ host: '127.0.0.1' });
    const started = Date.now();
    const proc = await startK6(k6Runtime(options), {
      args: [
        'run',
        '--quiet',
        '--no-color',
        '--address',
        `127.0.0.1:${apiPort}`,
        ...(options.csvPath ? ['--out', `csv=${options.csvPath}`] : []),
        ...args,
        wrapper,
      ],
      env: options.csvPath ? { ...env, ...K6_CSV_ENV } : env,
      cwd: dir,
      ...(options.csvPath ? { writable: [dirname(options.csvPath)] } : {}),
      script: options.script,
      scope: options.scope,
      description: `k6 ${options.label}`,
    });
    options.onStart?.({ pid: proc.pid, apiUrl: `http://127.0.0.1:${apiPort}` });
    const cap = options.csvPath
      ? capFile(options.csvPath, options.csvCapBytes ?? MAX_CSV_BYTES, started)
      : undefined;
    const exitCode = await proc.exited;
    const csvCapped = await cap?.stop();
    await proc.release();
    options.scope.remove(proc);
    const wallMs = Date.now() - started;
    const output = proc.output.tail(25).map(k6LogMessage).join('\n');

    if (exitCode !== 0 && exitCode !== K6_EXIT.thresholdsCrossed) {
      if (exitCode === 127 && options.k6Image === undefined) {
        throw new EnvironmentError(`k6 could not be started ("${options.k6}"): ${output}`, {
          fix: 'Install k6 (GitHub: grafana/setup-k6-action) or set load.k6 to its path.',
        });
      }
      if (
        exitCode === K6_EXIT.scriptException ||
        exitCode === K6_EXIT.invalidConfig ||
        exitCode === K6_EXIT.scriptAborted
      ) {
        const refusal = wrapperRefusal(output);
        if (refusal) throw refusal;
        throw new ConfigError(
          `k6 rejected the script ${options.script} (exit ${exitCode}${exitCode === K6_EXIT.invalidConfig ? ': invalid options' : ': script error'}). k6 said:\n${output}`,
          { fix: 'Fix the script (run `k6 inspect <script>` to check it), then re-run.' },
        );
      }
      if (exitCode >= 128) {
        throw new EnvironmentError(
          `k6 was stopped by a signal (exit ${exitCode}) during ${options.label}.`,
        );
      }
      throw new EnvironmentError(
        `k6 failed with exit code ${exitCode} during ${options.label}. k6 said:\n${output}`,
        {
          fix: "Read k6's lines above; run the same script with `k6 run` to reproduce.",
        },
      );
    }
    let summary: K6Summary;
    try {
      summary = JSON.parse(await readFile(summaryPath, 'utf8')) as K6Summary;
    } catch {
      throw new EnvironmentError(
        `k6 finished (exit ${exitCode}) but wrote no summary for ${options.label}. k6 said:\n${output}`,
        {
          fix: 'Make sure the script does not call exec.test.abort() early and that k6 is v0.30 or newer.',
        },
      );
    }
    const log = proc.output.tail(400);
    const scriptError = scriptErrorIn(log);
    const foreignUrl = foreignUrlIn(log);
    summary.perfGate = {
      ...summary.perfGate,
      ...(scriptError ? { scriptError } : {}),
      ...(foreignUrl ? { foreignUrl } : {}),
    };
    const iterations = summary.metrics.iterations?.values?.count ?? 0;
    const threw = summary.metrics.perf_gate_iteration_errors?.values?.count ?? 0;
    const requests = summary.metrics.http_reqs?.values?.count ?? 0;
    const foreign = summary.metrics.perf_gate_foreign_requests?.values?.count ?? 0;
    if (foreign > 0 && foreign >= requests) {
      throw new ConfigError(
        `None of the ${requests} request(s) k6 sent during ${options.label} went to the app under test at ${options.baseUrl}` +
          (foreignUrl ? `: they went to ${foreignUrl}` : '') +
          (isLoopbackUrl(foreignUrl) ? '.' : ' (refused: perf-gate sends load only to loopback).'),
        {
          fix: `Build every URL of ${options.script} from __ENV.BASE_URL, which perf-gate sets to the app it booted (context path included), e.g. http.get(\`\${__ENV.BASE_URL}/api/items\`).`,
        },
      );
    }
    if (iterations > 0 && requests === 0) {
      throw new ConfigError(
        `k6 ran ${iterations} iteration(s) of ${options.script} during ${options.label} and none sent a request` +
          (threw > 0
            ? `: ${threw === iterations ? 'every one' : `${threw} of them`} threw${scriptError ? ` (${scriptError})` : ''}.`
            : '.'),
        {
          fix:
            threw > 0
              ? 'Fix the script: run it with `k6 run -e BASE_URL=<your app>` against the app to see the exception.'
              : 'The script must send its requests with k6/http (http.get, http.post, http.request, …) from the function each iteration runs.',
        },
      );
    }
    return {
      summary,
      exitCode,
      thresholdsCrossed: crossedThresholds(summary),
      wallMs,
      ...(csvCapped ? { csvCapped } : {}),
    };
  } finally {
    options.scope.remove(folder);
    await rm(dir, { recursive: true, force: true });
  }
}
