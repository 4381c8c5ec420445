// The plain data that flows between stages. Stages take these in and return them; only the edges
// (Docker, k6, GitHub, files) produce or consume them from the outside world.
//
import type { ScenarioWork } from './analysis/work-judge.js';
import type { Finding, Level, Side } from './model-core.js';
import type { EffectiveSettings, SettingChange } from './spring/types.js';
import type { WindowWork } from './work/counters.js';
import type { ProxyConnections } from './proxy/nginx-status.js';
import type { ProxyEvidence } from './proxy/nginx-log.js';
import type { ProxyLimit } from './proxy/nginx-conf.js';

export type { Finding, Level, Side } from './model-core.js';

// Vocabulary: a "transaction" is one scenario iteration (one user action, possibly several HTTP
// requests); TPS is achieved iterations per second, the quantity an arrival-rate executor targets.
// Request-level figures (requests/s, latency) come from k6's http_req_* metrics.

export type Verdict = 'pass' | 'fail' | 'inconclusive';

/** What a crossed threshold of the user's own k6 script does to the verdict (gate.script-thresholds). */
export type ScriptThresholds = 'fail' | 'warn' | 'ignore';

/** Latency distribution of a set of HTTP requests, in milliseconds. */
export interface LatencyMs {
  avg: number;
  min: number;
  p50: number;
  p90: number;
  p95: number;
  p99: number;
  max: number;
}

/** Request-level figures for all requests of a window, or those of one endpoint tag. */
export interface RequestMetrics {
  requests: number;
  failed: number;
  /** failed / requests, 0..1 */
  errorRate: number;
  /** requests per second over the window */
  ratePerSec: number;
  latency: LatencyMs;
  /** HTTP status code -> count, when known */
  statusCodes?: Record<string, number>;
  /** ln(latency in ms) over every request (from k6's per-request output), for the shift comparison */
  logLatency?: LogLatency;
}

/** Count, mean and spread of ln(latency in ms) of a window's requests (src/analysis/shift.ts). */
export interface LogLatency {
  n: number;
  mean: number;
  sd: number;
}

/** One measured window of one scenario on one side (warm-up excluded). */
/** One of a script's own k6 scenarios under the gate's executor, and its share of the iterations. */
export interface ScenarioShare {
  /** the k6 scenario's name */
  scenario: string;
  /** the function it runs */
  exec: string;
  /** 0..1 */
  share: number;
}

/** One app instance over a window (src/analysis/instances.ts); absent figures were not read. */
export interface InstanceWindow {
  /** `pr-2` */
  label: string;
  /** the container id's first 12 characters */
  container: string;
  /** requests it served per second (Micrometer, Actuator left out), mean over the window */
  requestsPerSec?: number;
  /** its container's CPU, % of a core, mean */
  cpuPercent?: number;
  busyThreadsPeak?: number;
  hikariActivePeak?: number;
  /** threads waiting for a connection, peak */
  hikariPendingPeak?: number;
  heapUsedMbPeak?: number;
  /** 5xx answers per second, mean */
  serverErrorsPerSec?: number;
}

export interface WindowMeasurement {
  scenario: string;
  side: Side;
  /** 0-based round index; 0 for a single run */
  round: number;
  /** target arrival rate, iterations per second */
  targetRate: number;
  durationSec: number;
  iterations: number;
  /** iterations in which the script threw an exception (absent: none) */
  iterationErrors?: number;
  /** one exception the script threw, as k6 logged it */
  scriptError?: string;
  /** requests that did not go to the app under test (absent: none), and one of their URLs */
  foreignRequests?: number;
  foreignUrl?: string;
  /** the script's own k6 scenarios the iterations were shared between (absent: one function) */
  mix?: ScenarioShare[];
  /**
   * requests the script's setup() and teardown() sent (absent: none): in `http` (k6's totals), left
   * out of the endpoints, the latency distribution and the work per request
   */
  setupRequests?: number;
  /** the script's own k6 thresholds k6 reported as crossed, as "metric: expression" (absent: none) */
  thresholdsCrossed?: string[];
  /** mean duration of an iteration, ms (its requests and the script's own time, sleep() included) */
  iterationMs?: number;
  /** the host's CPU stolen by the hypervisor, mean over the window, % (telemetry `host.steal`) */
  hostStealPct?: number;
  /** achieved iterations per second: the TPS */
  tps: number;
  droppedIterations: number;
  vusMax: number;
  http: RequestMetrics;
  /**
   * per endpoint: k6's `endpoint` tag, else its `name` tag, else method + path of untagged URLs
   * (src/load/endpoints.ts)
   */
  endpoints: Record<string, RequestMetrics>;
  /** how the endpoints were grouped or why some requests are not broken down */
  endpointNote?: string;
  /**
   * The database's connections: clients held at the window's end, its high-water mark since it
   * started, connections refused over max_connections and aborted during the window
   */
  database?: {
    threadsConnected: number;
    maxUsedConnections: number;
    refused: number;
    aborted: number;
    maxConnections: number;
    /** where max_connections was set (database.server), when it was */
    maxConnectionsSource?: string;
  };
  /** Redis beside the app (services.redis): the commands it ran and its hit ratio in the window */
  redis?: {
    commands: number;
    commandsPerSec: number;
    hits: number;
    misses: number;
    hitRatio?: number;
  };
  /** Nginx in front (`proxy`): what its error log said during the window, and its limits */
  proxy?: { evidence: ProxyEvidence; limits: ProxyLimit[]; connections?: ProxyConnections };
  /** app.instances above 1: what each instance did during the window, from its own telemetry */
  instances?: InstanceWindow[];
  /** the exception lines the app logged during the window (src/analysis/app-exceptions.ts) */
  appExceptions?: Array<{ line: string; count: number }>;
  checks: { passes: number; fails: number };
  /** k6's own health: a saturated generator makes any verdict inconclusive */
  generator: { saturated: boolean; reasons: string[]; cpuPercent?: number };
  /** k6 exit code of the measured run (99 = thresholds crossed) */
  k6ExitCode?: number;
  /** work per request (statements, rows, CPU, bytes), from counters read around the window */
  work?: WindowWork;
}

/** One budget or comparison rule, evaluated. The verdict is derived from these, never by hand. */
export interface RuleRecord {
  rule: string;
  metric: string;
  scenario?: string;
  endpoint?: string;
  expected: string;
  actual: string;
  passed: boolean;
  level: Level;
  message: string;
  /**
   * true when the rule could not be decided (saturated generator, dropped iterations, noise wider
   * than the tolerance): the verdict becomes inconclusive unless another rule failed outright.
   */
  inconclusive?: boolean;
}

export type ComparisonStatus = 'regression' | 'improvement' | 'no-change' | 'inconclusive';

/** PR vs base for one metric of one scenario (optionally one endpoint), over interleaved pairs. */
export interface MetricComparison {
  scenario: string;
  endpoint?: string;
  /** `latency`: the geometric mean of every request's latency (src/analysis/shift.ts) */
  metric: 'latency' | 'p50' | 'p95' | 'p99' | 'tps' | 'errorRate' | 'startupMs' | 'memoryMb';
  /**
   * "primary" (default when absent): decides the verdict; "endpoint": one endpoint's geometric-mean
   * latency, which can fail the gate but never makes it inconclusive (src/analysis/family.ts);
   * "diagnostic": reported beside it, never fails the gate nor makes it inconclusive
   * (src/analysis/primary.ts).
   */
  role?: 'primary' | 'endpoint' | 'diagnostic';
  /**
   * Its share of the gate's one-sided false-alarm rate when it is in the family that decides
   * (src/analysis/family.ts); absent for diagnostics and for comparisons that cannot move.
   */
  familyWeight?: number;
  /**
   * The gate's one-sided false-alarm rate that the family shares, (1 − compare.confidence)/2: 0.05
   * by default. A sequential gate's looks spend it (src/analysis/sequential.ts).
   */
  familyAlpha?: number;
  /** true when a larger value is worse (latency), false when larger is better (tps) */
  higherIsWorse: boolean;
  /** median over rounds */
  base: number;
  pr: number;
  /** point estimate of PR/base - 1, in percent */
  changePct: number;
  /** interval of PR/base - 1 over pairs, in percent */
  interval: { lowPct: number; highPct: number; confidence: number; method: string };
  tolerancePct: number;
  /** the smallest change this run could have detected, in percent */
  mdePct: number;
  pairs: number;
  status: ComparisonStatus;
  /**
   * "percent" (default): changePct, interval and tolerancePct are PR/base - 1 in percent.
   * "percentage-points": they are PR - base in percentage points (error rate, where base is often 0).
   */
  changeUnit?: 'percent' | 'percentage-points';
  /** why the status was reached, or what to do about it (e.g. "add rounds") */
  message?: string;
  /** one-sided p-value of "worse by more than the tolerance" (t intervals), before Holm */
  pRegression?: number;
  /** the runner's speed taken out of the geometric-mean latency (src/analysis/speed.ts) */
  speedAdjustment?: SpeedAdjustmentRecord;
  /** the host's steal taken out of the geometric-mean latency (src/analysis/steal.ts) */
  stealAdjustment?: StealAdjustmentRecord;
}

/** The machine the numbers were measured on; results from different runners are not compared. */
export interface RunnerInfo {
  cpuModel: string;
  cores: number;
  memoryMb: number;
  os: string;
  nodeVersion: string;
  k6Version?: string;
  dockerVersion?: string;
}

export interface StageTiming {
  stage: string;
  side?: Side;
  startedAt: string;
  durationMs: number;
  ok: boolean;
}

/** Where a side's code came from. */
export interface SideInfo {
  side: Side;
  ref?: string;
  sha?: string;
  checkout: string;
  jar?: string;
  /** the jar's sha256 when built (or taken from the cache), checked before every boot */
  jarSha256?: string;
  /** the JDK image of the build sandbox, when the side was built in it */
  buildImage?: string;
  buildMs?: number;
  /** app start until healthy, per boot */
  startupMs?: number[];
  /** the Java release the jar's main class was compiled for (class-file version − 44) */
  java?: number;
  /** the JRE image the app ran in */
  appImage?: string;
}

/** All windows of one scenario, and what the gate concluded from them. */
export interface ScenarioResult {
  name: string;
  script: string;
  targetRate: number;
  warmupSec: number;
  durationSec: number;
  /** every measured window, both sides, all rounds, in the order they ran */
  windows: WindowMeasurement[];
  /** budget and comparison rules for this scenario */
  rules: RuleRecord[];
  comparisons: MetricComparison[];
  /** work per request compared base vs PR (statements, rows, CPU, bytes, statement shapes) */
  work?: ScenarioWork;
  /** whole-distribution latency shift base vs PR, reported beside p95, not judged (analysis/shift.ts) */
  shifts?: ShiftComparison[];
  findings: Finding[];
  verdict: Verdict;
}

/** One warm-up to steady state after a boot: whether the app settled, how long it took. */
/** How a warm-up to steady state went (src/lab/steady.ts). */
export interface SteadyWarmUp {
  steady: boolean;
  /** wall time of the warm-up, all windows */
  durationMs: number;
  /** p95 of each short window, in order */
  p95Ms: number[];
  /** median of each short window, in order: what the steady rule compares (absent in old results) */
  p50Ms?: number[];
  /**
   * when not steady: whether the last windows' latency had settled (medians agreed, nothing
   * dropped), so that only the JIT's compiling kept the app from steady (absent in old results)
   */
  latencySettled?: boolean;
  /** JIT compile milliseconds of each short window, when perf-gate's work agent could tell */
  jitMs?: number[];
  /** the same for the windows at the raised boot rate before the steady check (warmup.boot-rate) */
  boostJitMs?: number[];
  /** reads of the app's management endpoint during the ramp, warming the sampler's paths */
  managementReads?: number;
}

/** One side's warm-up after a boot, as the result file records it. */
export interface SteadyWarmUpRecord extends SteadyWarmUp {
  side: Side;
  scenario: string;
}

/** How a gate sequenced its windows: enough to replay the order and to judge its balance. */
export interface GateProtocol {
  order: 'alternate' | 'abba' | 'random';
  /** draws the boot order (and the window order when random); compare.seed replays it */
  seed: number;
  /** sides in the order their apps booted */
  bootOrder: Side[];
  reuseApp: boolean;
  /** whether the idle side's app was frozen during the other side's windows */
  pauseIdle: boolean;
  /** database resets carried out, and those skipped because nothing had written since */
  resets: number;
  resetsSkipped: number;
  /** snapshots not taken because nothing had written since the previous one */
  snapshotsSkipped: number;
  /** milliseconds each side's app spent frozen */
  pausedMs?: Partial<Record<Side, number>>;
  /** warm-ups to steady state after each boot (config.warmup.steady) */
  warmUps?: SteadyWarmUpRecord[];
  /** sequential stopping (compare.max-rounds): every look and what it decided */
  sequential?: SequentialRecord;
}

/** Sequential stopping as it ran: the design and each look (src/analysis/sequential.ts). */
export interface SequentialRecord {
  firstLook: number;
  maxRounds: number;
  spending: 'obrien-fleming' | 'pocock';
  looks: {
    scenario: string;
    pairs: number;
    /** two-sided confidence of the repeated interval judged at this look */
    confidence: number;
    stop: boolean;
    reason: string;
  }[];
}

/**
 * The result file (perf-gate-result.json). Written on every exit path, failures included.
 * Bump schemaVersion on any breaking change of this shape.
 */
export interface GateResult {
  schemaVersion: 1;
  tool: { name: 'perf-gate'; version: string };
  startedAt: string;
  finishedAt: string;
  /** "error" when the gate could not produce a measurement (config or environment error) */
  verdict: Verdict | 'error';
  exitCode: number;
  /** the effective, validated configuration (secrets removed) */
  config: unknown;
  runner: RunnerInfo;
  stages: StageTiming[];
  sides: { pr: SideInfo; base?: SideInfo };
  scenarios: ScenarioResult[];
  /** all rule records across scenarios plus gate-level ones */
  rules: RuleRecord[];
  findings: Finding[];
  /** effective Spring settings per side and their diff, when inspected */
  settings?: GateSettings;
  /** sampled server-side series, when collected */
  telemetry?: GateTelemetry;
  /** the order, seed, resets and pauses of the measured windows */
  protocol?: GateProtocol;
  error?: { kind: string; message: string; fix?: string; stage?: string };
  /** where the budgets, tolerances and gate options came from, and what the PR would change */
  policy?: PolicyReport;
}

/** What GateResult.settings holds: each side's effective settings and the diff base → PR. */
export interface GateSettings {
  pr?: EffectiveSettings;
  base?: EffectiveSettings;
  /** present when both sides were inspected */
  diff?: SettingChange[];
}

/** One policy value (budget, rate, compare.*, gate.*) the PR changes: reported, not applied. */
export interface PolicyChange {
  /** e.g. `scenarios[content-view].budget.p95Ms`, `compare.base` */
  key: string;
  /** the base branch's value (applied), or "(none)" */
  base: string;
  /** the PR's value (applied only once merged), or "(none)" */
  pr: string;
}

/** Where the policy of a run came from. */
export interface PolicyReport {
  /** "base": the base branch's policy applied; "pr": the PR's own (trusted, or no base file) */
  source: 'base' | 'pr';
  /** why the PR's own policy was used, when it was */
  reason?: string;
  changes: PolicyChange[];
  /** base scenarios the PR's file no longer has (removed or renamed): each fails the gate */
  removedScenarios?: string[];
}

/** Absolute limits for one endpoint tag. */
export interface EndpointBudget {
  p95Ms?: number;
  p99Ms?: number;
  /** 0..1 */
  errorRate?: number;
}

/** Absolute limits for one scenario ("100 TPS at p95 <= 500 ms, errors < 1%"). */
export interface Budget extends EndpointBudget {
  /** target TPS that must be sustained (achieved iterations per second, no dropped iterations) */
  tps?: number;
  /** per endpoint tag */
  endpoints?: Record<string, EndpointBudget>;
}

/** A sampled time series in a compact shape: t in seconds since the measured window began. */
export interface TelemetrySeries {
  t: number[];
  values: number[];
}

/** Something the sampler could not collect, and how to make it available. */
export interface TelemetryNote {
  source: 'prometheus' | 'actuator' | 'container' | 'k6' | 'host' | 'client';
  message: string;
  fix?: string;
}

/** Server, container and generator series sampled during one measured window. */
export interface TelemetryRecord {
  label: { scenario: string; side: Side; round: number };
  startedAt: string;
  durationSec: number;
  intervalMs: number;
  /** ticks taken during the window */
  samples: number;
  /** series name -> points; names are documented in docs/telemetry.md */
  series: Record<string, TelemetrySeries>;
  /** settings seen while sampling: threadsMax, maximumPoolSize, heapMaxBytes, cpuLimitCores... */
  facts: Record<string, number | string>;
  /** what could not be collected; a record with notes still gets a verdict */
  notes: TelemetryNote[];
}

/** What GateResult.telemetry holds: one record per measured window. */
export interface GateTelemetry {
  records: TelemetryRecord[];
}

/** The shift of one request series (all requests, or one endpoint's) between PR and base. */
export interface ShiftComparison {
  scenario: string;
  endpoint?: string;
  pairs: number;
  /** geometric-mean latency change, percent */
  changePct: number;
  interval: { lowPct: number; highPct: number; confidence: number; method: string };
  /** judged against the latency tolerance, for information: the verdict reads compare.ts's */
  tolerancePct: number;
  status: 'regression' | 'improvement' | 'no-change' | 'inconclusive';
}

/** What the adjustment did to one comparison, as the result records it. */
export interface SpeedAdjustmentRecord {
  factor: number;
  applied: boolean;
  /** mean over pairs of k6's CPU per request, PR over base − 1, percent */
  generatorChangePct: number;
  /** the latency change without the adjustment, percent (when applied) */
  unadjustedChangePct?: number;
  /** why it was not applied */
  reason?: string;
}

/** What the host's steal adjustment did to one latency comparison (src/analysis/steal.ts). */
export interface StealAdjustmentRecord {
  factor: number;
  applied: boolean;
  /** mean over pairs of the PR window's mean steal − the base window's, percentage points */
  stealDiffMeanPoints: number;
  /** the largest such difference of one pair, in absolute value; 0: no steal moved (bare metal) */
  stealDiffMaxPoints: number;
  /** the latency change without it (with the runner's speed out, when that is on), percent */
  unadjustedChangePct?: number;
  /** why it was not applied */
  reason?: string;
}
