// The validated configuration every stage reads (camelCase, units resolved, paths absolute).
import type { Budget, ScriptThresholds } from '../model.js';
import type { WorkConfig } from './work.js';
import type { ServerVariables } from './server-variables.js';
import type { SequentialConfig } from './sequential.js';

/** Container ulimits by name (`nofile`, `nproc`), each a soft and a hard limit. */
export type Ulimits = Record<string, { soft: number; hard: number }>;

export interface Resources {
  cpus: number;
  memoryMb: number;
}

export interface ScenarioConfig {
  name: string;
  /** absolute path of the k6 script */
  script: string;
  targetRate: number;
  /** the gate's warm-up before each window of a kept app (src/config/windows.ts) */
  warmupMs: number;
  /** the gate's measured window */
  durationMs: number;
  /** capacity's and sweep's windows: each boots a fresh app (src/config/windows.ts) */
  release: { warmupMs: number; durationMs: number };
  preAllocatedVus: number;
  maxVus: number;
  executor: 'gate' | 'script';
  /** weights of the script's own k6 scenarios by name (executor gate); default from the script */
  mix?: Record<string, number>;
  env: Record<string, string>;
  budget: Budget;
}

/** The validated configuration every stage reads. Paths are absolute. */
export interface GateConfig {
  /** the file it came from, for messages */
  source: string;
  app: {
    directory: string;
    /** the build command; null: do not build (use `jar` as it is); undefined: detect from the checkout */
    build: string | null | undefined;
    /** glob relative to the app directory, or undefined to detect */
    jar: string | undefined;
    image: string;
    /** the JDK image the build runs in when sandboxed; `{java}` from the build file */
    buildImage: string;
    /**
     * PR code in containers: the build (buildImage) and k6 (load.image) instead of on the host;
     * set by --sandbox / the input
     */
    sandbox: boolean;
    profiles: string[];
    contextPath: string | undefined;
    /** undefined: `<management base path>/health` */
    health: string | undefined;
    /** undefined: the app's management.endpoints.web.base-path, else /actuator */
    managementBasePath: string | undefined;
    jvmOptions: string[];
    env: Record<string, string>;
    resources: Resources;
    /** container ulimits (app.ulimits), as production sets them */
    ulimits?: Ulimits;
    /**
     * app.instances: containers of the same jar, each with app.resources, behind the proxy (or
     * in turn from k6 when there is none); 1 by default
     */
    instances: number;
    startupTimeoutMs: number;
  };
  database: {
    image: string;
    name: string;
    user: string;
    password: string;
    init: string[];
    /**
     * SQL files run once the app has booted (its Flyway/Liquibase/JPA schema applied) and before
     * the data snapshot every window starts from: seed data for apps that own their schema
     */
    initAfterBoot: string[];
    variables: Record<string, string | number>;
    serverArgs: string[];
    /**
     * MySQL server variables (database.server, written there or read from the repository's
     * my.cnf), passed to the server as options; the pool lint and the report read them
     */
    server?: ServerVariables;
    resources: Partial<Resources>;
    ulimits?: Ulimits;
    startupTimeoutMs: number;
    /** how long each init script may run before it is stopped */
    initTimeoutMs: number;
  };
  /** services the app needs beside MySQL, each in a container of its own (Redis) */
  services: { redis?: { image: string } };
  /**
   * Nginx in front of the app, with the repository's own nginx.conf (its upstreams and listen
   * rewritten to the lab, src/proxy/nginx-conf.ts); absent: k6 calls the app directly
   */
  proxy?: {
    /** the config file on this machine, and as perf-gate.yml writes it */
    file: string;
    written: string;
    /** its text, read at load time (inside the checkout, at most 256 KiB) */
    text: string;
    image: string;
    ulimits?: Ulimits;
  };
  load: {
    /** the k6 binary on the host (sandbox off) */
    k6: string;
    /** the image k6 runs in when sandboxed (the k6 script is PR code) */
    image: string;
  };
  scenarios: ScenarioConfig[];
  /** warm-up to steady state after each boot (src/lab/steady.ts has the rule and its reasons) */
  warmup: {
    /** false: only the scenario's fixed warm-up */
    steady: boolean;
    /** after a boot: time driven at a raised rate before the steady-state check (0: none) */
    bootMs: number;
    /** the raised rate, as a multiple of the scenario's rate */
    bootRate: number;
    /** length of one short window */
    stepMs: number;
    /** how many successive windows must agree */
    windows: number;
    /** how far their p95s may differ (fraction of the lowest) */
    tolerance: number;
    /** the largest share of a window the JIT may spend compiling (work agent only) */
    jitShare: number;
    /** cap of the steady-state part */
    maxMs: number;
  };
  compare: {
    /** "auto", "none" or a git ref */
    base: string;
    rounds: number;
    /** sequential stopping (compare.max-rounds, src/config/sequential.ts); undefined: off */
    sequential?: SequentialConfig | undefined;
    order: 'alternate' | 'abba' | 'random';
    /** draws the boot order (and a random window order); undefined: a fresh seed per gate */
    seed: number | undefined;
    /** freeze the idle side's kept app (docker pause) while the other side is measured */
    pauseIdle: boolean;
    /** boot each side's app once and keep it across rounds (false: a fresh app per window) */
    reuseApp: boolean;
    /**
     * with reuseApp: the typical p95 difference between two app instances of the same jar, as a
     * fraction (0.03 = 3 %), added to the latency intervals (see bench/README.md)
     */
    instanceNoise: number;
    /**
     * the share of k6's CPU-per-request change between a pair's windows taken out of the
     * geometric-mean latency's change (src/analysis/speed.ts); 0: off. Absent in results written
     * before it existed, which were judged without it.
     */
    speedAdjustment?: number;
    /**
     * the share of a pair's PR − base mean host steal (percentage points) taken out of each
     * geometric-mean latency's ln PR/base (src/analysis/steal.ts); 0: off. Absent in results
     * written before it existed, which were judged without it.
     */
    stealAdjustment?: number;
    /**
     * instance noise, speed and steal adjustment per runner class (src/config/runners.ts); the gate
     * puts the matching entry's values in the three fields above before it starts
     */
    runners?: RunnerNoise[];
    /** the index of the runners entry the gate took its values from; absent: none matched */
    runnerMatched?: number;
    /** the comparisons that decide the verdict (src/analysis/primary.ts) */
    primary: ('latency' | 'p50' | 'p95' | 'p99' | 'tps' | 'errorRate')[];
    /** each endpoint's geometric-mean latency can fail the gate (src/analysis/family.ts) */
    endpoints: boolean;
    tolerance: { latency: number; p95: number; p99: number; tps: number; errors: number };
    confidence: number;
    /** work per request: statements, rows, CPU, bytes (src/config/work.ts) */
    work: WorkConfig;
  };
  gate: {
    failOnInconclusive: boolean;
    failOnFindings: boolean;
    /** what a crossed threshold of the script's own does (src/analysis/script-rules.ts) */
    scriptThresholds: ScriptThresholds;
    commentId: string;
  };
}

/** A runner class's own noise and speed figures (compare.runners), matched by CPU model. */
export interface RunnerNoise {
  /** a part of the CPU model, matched case-insensitively */
  cpu: string;
  cores?: number;
  instanceNoise?: number;
  speedAdjustment?: number;
  stealAdjustment?: number;
}
