// The perf-gate.yml schema. Keys are kebab-case like Spring's own properties; the parsed result is a
// typed GateConfig in camelCase with units resolved (milliseconds, fractions, megabytes).
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Budget, EndpointBudget } from '../model.js';
import { DEFAULT_APP_IMAGE } from '../build/java-version.js';
import { REQUESTS_ENV, REQUESTS_SCENARIO, requestSchema, toRequestSpecs } from './requests.js';
import { toWorkConfig, workConfigSchema } from './work.js';
import { variablesFromConfig } from './server-variables.js';
import type { Ulimits } from './types.js';
import {
  LIMITS,
  duration,
  fraction,
  memory,
  positive,
  positiveInt,
  rate,
  rounds,
  stringList,
  stringMap,
  vus,
} from './fields.js';
import { checkMaxRounds, spendingSchema, toSequentialConfig } from './sequential.js';
import { defaultWindows } from './windows.js';
import { runnersSchema, speedAdjustmentField, stealAdjustmentField, toRunners } from './runners.js';

export { LIMITS } from './fields.js';

const resources = z.strictObject({ cpus: positive.optional(), memory: memory.optional() });
/** Container ulimits as production sets them: `nofile: 1024`, or `nofile: { soft: 1024, hard: 4096 }`. */
const ulimit = z.union([
  z.number().int().positive(),
  z.strictObject({ soft: z.number().int().positive(), hard: z.number().int().positive() }),
]);
const ulimits = z.strictObject({ nofile: ulimit.optional(), nproc: ulimit.optional() });

const endpointBudget = z.strictObject({
  p95: duration.optional(),
  p99: duration.optional(),
  errors: fraction.optional(),
});

const budget = endpointBudget.extend({
  tps: positive.optional(),
  endpoints: z.record(z.string(), endpointBudget).optional(),
});

const scenario = z
  .strictObject({
    name: z
      .string({ error: 'must be a name' })
      .regex(
        /^[A-Za-z0-9][\w.-]*$/,
        'must be letters, digits, "-", "_" or "." (it names files and tags)',
      ),
    script: z
      .string({ error: 'must be a path to a k6 script or a bundled scenario name' })
      .optional(),
    /** the load as a list of requests (sent by the bundled scenarios/requests.js), instead of a script */
    requests: z.array(requestSchema).min(1, 'must list at least one request').optional(),
    rate,
    warmup: duration.optional(),
    duration: duration.optional(),
    'pre-allocated-vus': vus.optional(),
    'max-vus': vus.optional(),
    /** "gate": perf-gate sets a constant-arrival-rate executor; "script": the script's own scenarios */
    executor: z.enum(['gate', 'script']).optional(),
    /** weights of the script's own k6 scenarios (by name) under executor "gate" */
    mix: z
      .record(
        z.string(),
        z.number({ error: 'must be a number (a relative weight)' }).min(0, 'must be 0 or more'),
      )
      .optional(),
    env: stringMap.optional(),
    budget: budget.optional(),
  })
  .superRefine((value, ctx) => {
    if ((value.script === undefined) === (value.requests === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: value.script === undefined ? ['script'] : ['requests'],
        message:
          value.script === undefined
            ? 'is missing: give a k6 script, or list the requests to send under requests'
            : 'cannot be given with script: use one or the other',
      });
    }
    if (value.mix !== undefined && value.executor === 'script') {
      ctx.addIssue({
        code: 'custom',
        path: ['mix'],
        message:
          "applies only with executor: gate (with executor: script the script's own scenarios set their rates): remove mix or the executor line",
      });
    }
  });

const tolerance = z.strictObject({
  /** the geometric mean of all requests' latencies */
  latency: fraction.optional(),
  p95: fraction.optional(),
  p99: fraction.optional(),
  tps: fraction.optional(),
  errors: fraction.optional(),
});

export const configFileSchema = z.strictObject({
  app: z
    .strictObject({
      directory: z.string().optional(),
      build: z.union([z.string(), z.null()]).optional(),
      jar: z.string().optional(),
      image: z.string().optional(),
      'build-image': z.string().optional(),
      profiles: stringList.optional(),
      'context-path': z.string().optional(),
      health: z.string().optional(),
      'management-base-path': z.string().optional(),
      'jvm-options': stringList.optional(),
      env: stringMap.optional(),
      resources: resources.optional(),
      ulimits: ulimits.optional(),
      instances: z.number().int().min(1).max(8).optional(),
      'startup-timeout': duration.optional(),
    })
    .optional(),
  database: z
    .strictObject({
      image: z.string().optional(),
      name: z.string().regex(/^\w+$/, 'must be letters, digits and "_"').optional(),
      user: z.string().optional(),
      password: z.string().optional(),
      init: stringList.optional(),
      'init-after-boot': stringList.optional(),
      variables: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      'server-args': stringList.optional(),
      server: z
        .union([z.string(), z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))])
        .optional(),
      resources: resources.optional(),
      ulimits: ulimits.optional(),
      'startup-timeout': duration.optional(),
      'init-timeout': duration.optional(),
    })
    .optional(),
  services: z
    .strictObject({
      redis: z.strictObject({ image: z.string().optional() }).optional(),
      // Named so the refusal can say they are not supported yet (src/files/config-file.ts).
      kafka: z.unknown().optional(),
      postgresql: z.unknown().optional(),
      mongodb: z.unknown().optional(),
    })
    .optional(),
  proxy: z
    .strictObject({
      config: z.string(),
      image: z.string().optional(),
      ulimits: ulimits.optional(),
    })
    .optional(),
  load: z
    .strictObject({
      k6: z.string().optional(),
      image: z.string().optional(),
      'pre-allocated-vus': vus.optional(),
      'max-vus': vus.optional(),
    })
    .optional(),
  scenarios: z.array(scenario).min(1, 'must list at least one scenario'),
  warmup: z
    .strictObject({
      steady: z.boolean().optional(),
      /** after a boot: drive at a raised rate this long, so the JIT compiles the hot paths */
      boot: duration.optional(),
      /** how many times the scenario's rate the boot warm-up reaches (ramped 1/4, 1/2, all) */
      'boot-rate': z
        .number({ error: 'must be a number: how many times the scenario rate, e.g. 4' })
        .min(1, 'must be at least 1 (1 = the scenario rate)')
        .max(20, 'must be at most 20')
        .optional(),
      step: duration.optional(),
      windows: positiveInt.optional(),
      tolerance: fraction.optional(),
      /** the largest share of a short window the JIT may spend compiling */
      jit: fraction.optional(),
      max: duration.optional(),
    })
    .optional(),
  compare: z
    .strictObject({
      base: z.string().optional(),
      rounds: rounds.optional(),
      /** sequential stopping: more rounds, up to this cap, while the comparison is undecided */
      'max-rounds': rounds.optional(),
      spending: spendingSchema.optional(),
      order: z.enum(['alternate', 'abba', 'random']).optional(),
      seed: z
        .number({ error: 'must be a whole number from 0 to 4294967295' })
        .int('must be a whole number from 0 to 4294967295')
        .min(0, 'must be a whole number from 0 to 4294967295')
        .max(0xffff_ffff, 'must be a whole number from 0 to 4294967295')
        .optional(),
      'reuse-app': z.boolean().optional(),
      'pause-idle': z.boolean().optional(),
      'instance-noise': fraction.optional(),
      /** share of k6's CPU-per-request change taken out of the latency change; 0: off */
      'speed-adjustment': speedAdjustmentField.optional(),
      /** share of a pair's PR − base host steal (points) taken out of its latency change; 0: off */
      'steal-adjustment': stealAdjustmentField.optional(),
      /** those values per runner class, matched on the CPU model (src/config/runners.ts) */
      runners: runnersSchema,
      /** the comparisons that decide the verdict; the others are diagnostics */
      primary: z
        .array(z.enum(['latency', 'p50', 'p95', 'p99', 'tps', 'errors']), {
          error: 'must be a list of latency, p50, p95, p99, tps, errors',
        })
        .min(1, 'must name at least one of latency, p50, p95, p99, tps, errors')
        .optional(),
      /** each endpoint's geometric-mean latency can fail the gate (src/analysis/family.ts) */
      endpoints: z.boolean().optional(),
      tolerance: tolerance.optional(),
      confidence: z.number().gt(0.5).lt(1).optional(),
      work: workConfigSchema.optional(),
    })
    .superRefine((compare, ctx) => checkMaxRounds(compare, ctx, DEFAULTS.rounds))
    .optional(),
  gate: z
    .strictObject({
      'fail-on-inconclusive': z.boolean().optional(),
      'fail-on-findings': z.boolean().optional(),
      'script-thresholds': z.enum(['fail', 'warn', 'ignore']).optional(),
      'comment-id': z.string().optional(),
    })
    .optional(),
});

export type ConfigFile = z.input<typeof configFileSchema>;
type ParsedFile = z.output<typeof configFileSchema>;

export type { GateConfig, Resources, ScenarioConfig } from './types.js';
import type { GateConfig, Resources } from './types.js';

/** Product defaults: real public images, never the local test stand-ins. */
export const DEFAULTS = {
  /** `{java}`: the LTS release the jar's main class needs (17 or 21 …), src/build/java-version.ts */
  appImage: DEFAULT_APP_IMAGE,
  /** the build sandbox's image; {java} from the build file (src/build/build-image.ts) */
  buildImage: 'maven:3.9-eclipse-temurin-{java}',
  /** the image k6 runs in when sandboxed: Grafana's, at the release src/load/k6-version.ts names */
  k6Image: 'grafana/k6:1.8.1',
  databaseImage: 'mysql:8.4',
  proxyImage: 'nginx:stable',
  redisImage: 'redis:7',
  health: '/actuator/health',
  resources: { cpus: 2, memoryMb: 2048 },
  // A scenario's windows when perf-gate.yml sets none: src/config/windows.ts.
  // Steady-state warm-up (src/lab/steady.ts): chosen from the cold-start curves in
  // bench/README.md, not yet calibrated out of sample (see docs/configuration.md).
  // After a boot: about 20,000 requests for the example before the first window, the invocation
  // counts at which HotSpot's C2 compiles a request path (bench/README.md, "Warm-up").
  warmupBootMs: 20_000,
  warmupBootRate: 4,
  warmupStepMs: 5_000,
  warmupWindows: 3,
  warmupTolerance: 0.15,
  warmupJitShare: 0.1,
  warmupMaxMs: 45_000,
  rounds: 5,
  /**
   * σ_u of the geometric-mean latency on the project's runner. Fitted on the 31 A/A gates of cal5
   * and cal6 (bench/latency-noise.mjs, bench/README.md): 0 on each set, the gates' means spreading
   * no more than their pairs explain (2.9 % against 3.0 %); about 2 % is the one-sided 95 % upper
   * bound. 1.5 % kept every one of those 31 intervals around 0 (0 %: 27 of 31). With the runner's
   * speed taken out (speedAdjustment), `perf-gate noise` on cal5's 14 A/A gates alone suggests
   * 1.5 % again (80 % bound): both values then come from cal5 and are judged on cal6 and cal7.
   */
  instanceNoise: 0.015,
  /**
   * Off: k6's CPU per request moves with the regression under test (+1.9 % over 16 gates at +20 %,
   * +5.1 % in cal7), so taking 0.8 of it out of each pair took about 4 points off real
   * regressions. Without it, replayed on cal6 and cal7 with the family that decides (5 → 10 rounds,
   * σ_u 1.5 %): A/A 29 of 33 pass, 0 fail; +20 % 10 of 11 fail (bench/README.md, "The runner's
   * speed, off by default"). A team whose runner's speed is shown unbiased sets it per runner class.
   */
  speedAdjustment: 0,
  /**
   * On: ln(latency PR/base) loses 0.057 × the pair's PR − base mean host steal, in percentage
   * points (src/analysis/steal.ts). The within-gate slope over the 125 earlier of 180 recorded
   * gates (934 pairs); on the 55 later gates it took the median pairs' spread within a gate from
   * 11.3 % to 9.3 % (A/A re-judged: 31 of 37 pass, 0 fail; without it 26, 0). The steal does not move with a regression: −0.037 points PR − base over 26
   * gates at +20 %, −0.023 over 131 A/A gates (bench/README.md, "The host's steal").
   */
  stealAdjustment: 0.057,
  tolerance: { latency: 0.1, p95: 0.1, p99: 0.15, tps: 0.05, errors: 0.01 },
  confidence: 0.9,
  /** the error budget of a capacity step or sweep window when the scenario has none (--errors) */
  releaseErrorRate: 0.01,
  appStartupTimeoutMs: 180_000,
  databaseStartupTimeoutMs: 120_000,
  databaseInitTimeoutMs: 30 * 60_000,
} as const;

/** `nofile: 1024` is a soft and hard limit of 1024, as `docker run --ulimit nofile=1024`. */
function toUlimits(written: z.output<typeof ulimits>): Ulimits {
  return Object.fromEntries(
    Object.entries(written)
      .filter((entry): entry is [string, NonNullable<(typeof entry)[1]>] => entry[1] !== undefined)
      .map(([name, value]) => [
        name,
        typeof value === 'number' ? { soft: value, hard: value } : value,
      ]),
  );
}

/** Fills defaults and converts to the typed config; `resolvePath` makes paths absolute. */
export function toGateConfig(
  parsed: ParsedFile,
  source: string,
  resolvePath: (path: string) => string,
  resolveScript: (script: string) => string,
): GateConfig {
  const app = parsed.app ?? {};
  const database = parsed.database ?? {};
  const load = parsed.load ?? {};
  const compare = parsed.compare ?? {};
  const warmup = parsed.warmup ?? {};
  const gate = parsed.gate ?? {};
  const appResources: Resources = {
    cpus: app.resources?.cpus ?? DEFAULTS.resources.cpus,
    memoryMb: app.resources?.memory ?? DEFAULTS.resources.memoryMb,
  };
  return {
    source,
    app: {
      directory: resolvePath(app.directory ?? '.'),
      build: app.build,
      jar: app.jar,
      image: app.image ?? DEFAULTS.appImage,
      buildImage: app['build-image'] ?? DEFAULTS.buildImage,
      sandbox: false,
      profiles: app.profiles ?? [],
      contextPath: app['context-path'],
      health: app.health,
      managementBasePath: app['management-base-path'],
      jvmOptions: app['jvm-options'] ?? [],
      env: app.env ?? {},
      resources: appResources,
      ...(app.ulimits ? { ulimits: toUlimits(app.ulimits) } : {}),
      instances: app.instances ?? 1,
      startupTimeoutMs: app['startup-timeout'] ?? DEFAULTS.appStartupTimeoutMs,
    },
    database: {
      image: database.image ?? DEFAULTS.databaseImage,
      name: database.name ?? 'app',
      user: database.user ?? 'app',
      // Random per run unless set: nothing outside the run knows it, and redaction cuts it out.
      password: database.password ?? randomBytes(18).toString('base64url'),
      init: (database.init ?? []).map(resolvePath),
      initAfterBoot: (database['init-after-boot'] ?? []).map(resolvePath),
      variables: database.variables ?? {},
      serverArgs: database['server-args'] ?? [],
      ...(typeof database.server === 'object'
        ? { server: variablesFromConfig(database.server, source) }
        : {}),
      resources: { cpus: database.resources?.cpus, memoryMb: database.resources?.memory },
      ...(database.ulimits ? { ulimits: toUlimits(database.ulimits) } : {}),
      startupTimeoutMs: database['startup-timeout'] ?? DEFAULTS.databaseStartupTimeoutMs,
      initTimeoutMs: database['init-timeout'] ?? DEFAULTS.databaseInitTimeoutMs,
    },
    services: {
      ...(parsed.services?.redis
        ? { redis: { image: parsed.services.redis.image ?? DEFAULTS.redisImage } }
        : {}),
    },
    ...(parsed.proxy
      ? {
          proxy: {
            file: resolvePath(parsed.proxy.config),
            written: parsed.proxy.config,
            image: parsed.proxy.image ?? DEFAULTS.proxyImage,
            text: '',
            ...(parsed.proxy.ulimits ? { ulimits: toUlimits(parsed.proxy.ulimits) } : {}),
          },
        }
      : {}),
    load: { k6: load.k6 ?? 'k6', image: load.image ?? DEFAULTS.k6Image },
    scenarios: parsed.scenarios.map((s) => {
      const preAllocatedVus =
        s['pre-allocated-vus'] ?? load['pre-allocated-vus'] ?? Math.max(10, Math.ceil(s.rate / 2));
      return {
        name: s.name,
        script: resolveScript(s.script ?? REQUESTS_SCENARIO),
        targetRate: s.rate,
        ...defaultWindows(s.rate, { warmupMs: s.warmup, durationMs: s.duration }),
        preAllocatedVus,
        maxVus: Math.max(
          s['max-vus'] ?? load['max-vus'] ?? Math.min(Math.max(50, s.rate * 4), LIMITS.vus),
          preAllocatedVus,
        ),
        executor: s.executor ?? 'gate',
        ...(s.mix ? { mix: s.mix } : {}),
        env: s.requests
          ? { ...s.env, [REQUESTS_ENV]: JSON.stringify(toRequestSpecs(s.requests)) }
          : (s.env ?? {}),
        budget: toBudget(s.budget),
      };
    }),
    warmup: {
      steady: warmup.steady ?? true,
      bootMs: warmup.boot ?? DEFAULTS.warmupBootMs,
      bootRate: warmup['boot-rate'] ?? DEFAULTS.warmupBootRate,
      stepMs: warmup.step ?? DEFAULTS.warmupStepMs,
      windows: warmup.windows ?? DEFAULTS.warmupWindows,
      tolerance: warmup.tolerance ?? DEFAULTS.warmupTolerance,
      jitShare: warmup.jit ?? DEFAULTS.warmupJitShare,
      maxMs: warmup.max ?? DEFAULTS.warmupMaxMs,
    },
    compare: {
      base: compare.base ?? 'auto',
      rounds: compare.rounds ?? DEFAULTS.rounds,
      sequential: toSequentialConfig(
        compare.rounds,
        compare['max-rounds'],
        compare.spending,
        DEFAULTS.rounds,
      ),
      order: compare.order ?? 'alternate',
      seed: compare.seed,
      pauseIdle: compare['pause-idle'] ?? true,
      reuseApp: compare['reuse-app'] ?? true,
      instanceNoise: compare['instance-noise'] ?? DEFAULTS.instanceNoise,
      speedAdjustment: compare['speed-adjustment'] ?? DEFAULTS.speedAdjustment,
      stealAdjustment: compare['steal-adjustment'] ?? DEFAULTS.stealAdjustment,
      runners: toRunners(compare.runners),
      primary: (compare.primary ?? ['latency', 'errors']).map((metric) =>
        metric === 'errors' ? 'errorRate' : metric,
      ),
      endpoints: compare.endpoints ?? true,
      tolerance: {
        latency: compare.tolerance?.latency ?? DEFAULTS.tolerance.latency,
        p95: compare.tolerance?.p95 ?? DEFAULTS.tolerance.p95,
        p99: compare.tolerance?.p99 ?? DEFAULTS.tolerance.p99,
        tps: compare.tolerance?.tps ?? DEFAULTS.tolerance.tps,
        errors: compare.tolerance?.errors ?? DEFAULTS.tolerance.errors,
      },
      confidence: compare.confidence ?? DEFAULTS.confidence,
      work: toWorkConfig(compare.work),
    },
    gate: {
      failOnInconclusive: gate['fail-on-inconclusive'] ?? false,
      failOnFindings: gate['fail-on-findings'] ?? false,
      scriptThresholds: gate['script-thresholds'] ?? 'warn',
      commentId: gate['comment-id'] ?? 'default',
    },
  };
}

function toEndpointBudget(input: { p95?: number; p99?: number; errors?: number }): EndpointBudget {
  const out: EndpointBudget = {};
  if (input.p95 !== undefined) out.p95Ms = input.p95;
  if (input.p99 !== undefined) out.p99Ms = input.p99;
  if (input.errors !== undefined) out.errorRate = input.errors;
  return out;
}

function toBudget(input: ParsedFile['scenarios'][number]['budget']): Budget {
  if (!input) return {};
  const out: Budget = toEndpointBudget(input);
  if (input.tps !== undefined) out.tps = input.tps;
  if (input.endpoints) {
    out.endpoints = Object.fromEntries(
      Object.entries(input.endpoints).map(([name, b]) => [name, toEndpointBudget(b)]),
    );
  }
  return out;
}
