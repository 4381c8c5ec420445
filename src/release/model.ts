// The result files of the release commands: `perf-gate capacity` (CapacityResult) and `perf-gate
// sweep` (SweepResult). Both are written on every exit path, failures and signals included, and
// share a header with the gate's GateResult (tool, runner, stages, error) so the same tooling can
// tell where and on what machine they were measured. Bump schemaVersion on any breaking change.
import type {
  Budget,
  Finding,
  RunnerInfo,
  SideInfo,
  StageTiming,
  TelemetryRecord,
  Verdict,
  WindowMeasurement,
} from '../model.js';

/** What both release results carry: where, when, on what, and how it ended. */
export interface ReleaseResultHeader {
  schemaVersion: 1;
  kind: 'capacity' | 'sweep';
  tool: { name: 'perf-gate'; version: string };
  startedAt: string;
  finishedAt: string;
  /** "error" when nothing could be measured (config or environment error, interrupted) */
  verdict: Verdict | 'error';
  exitCode: number;
  /** one sentence: why the verdict is what it is */
  reason: string;
  /** the effective, validated configuration (secrets removed) */
  config: unknown;
  runner: RunnerInfo;
  stages: StageTiming[];
  app?: SideInfo;
  scenario?: ReleaseScenario;
  /** warnings about the measurement as a whole (busy runner, a setting that did not apply) */
  notes: string[];
  error?: { kind: string; message: string; fix?: string; stage?: string };
}

/** The scenario a release command measured and the limits it judged against. */
export interface ReleaseScenario {
  name: string;
  script: string;
  /** the scenario's own arrival rate */
  targetRate: number;
  /** the rate the release must sustain: the scenario's budget.tps, else its rate */
  target: number;
  warmupSec: number;
  /** the budget every window was judged against (tps is set per window to its rate) */
  budget: Budget;
}

/** How a measured window counts: met the limits, broke them, or could not be judged. */
export type WindowOutcome = 'pass' | 'fail' | 'inconclusive';

/** What the telemetry concluded about the generator and the runner during a window. */
export interface GeneratorHealth {
  /** k6 CPU-bound or the runner busy with other work: the measured latency is suspect */
  starved: string[];
  /** k6 could not start iterations on time although VUs were left: less load than offered */
  undelivered: string[];
}

/** Server and generator figures of one window, from its telemetry; absent when not sampled. */
export interface WindowResources {
  /** mean CPU of the app container, % of one core */
  appCpuPercent?: number;
  /** mean CPU of the database container, % of one core */
  databaseCpuPercent?: number;
  /** mean CPU of the k6 process, % of one core */
  k6CpuPercent?: number;
  /** settings the app itself reported while measured (Micrometer) */
  threadsMax?: number;
  maximumPoolSize?: number;
  heapMaxMb?: number;
}

/** One measured step of a capacity search. */
export interface CapacityStep {
  /** 0-based index of the search (repeat) it belongs to */
  search: number;
  /** 0-based index within the search */
  index: number;
  purpose: 'ramp' | 'bisect' | 'confirm';
  /** the arrival rate offered, iterations per second */
  rate: number;
  durationSec: number;
  /** achieved iterations per second */
  tps: number;
  p95Ms: number;
  p99Ms: number;
  /** 0..1 */
  errorRate: number;
  requests: number;
  droppedIterations: number;
  /** most VUs busy at once, and the step's ceiling */
  vusPeak?: number;
  maxVus: number;
  resources: WindowResources;
  /** k6 and the runner during the step, as the judgement saw them */
  generator: GeneratorHealth;
  outcome: WindowOutcome;
  /** why it failed or could not be judged, one line each; empty for a pass */
  reasons: string[];
  /** what limited the app in this step (bottleneck findings of the telemetry diagnosis) */
  bottlenecks: Finding[];
  window: WindowMeasurement;
  /** the sampled series of the step (charts in the HTML report) */
  telemetry?: TelemetryRecord;
}

/** How one search ended. */
export type SearchStatus =
  /** bracketed and confirmed: capacity is `lower`, the next rate tried (`upper`) failed */
  | 'found'
  /** every rate up to --max passed: capacity is at least `lower` */
  | 'above-max'
  /** the first rate already failed: capacity is below `upper` (= --start) */
  | 'below-start'
  /** the generator or the runner spoiled a step that failed: no ceiling could be claimed */
  | 'inconclusive'
  /** the step limit ran out before the bracket was narrow enough or confirmed */
  | 'step-limit';

/** One search (one fresh app): its steps and the bracket it ended with. */
export interface CapacitySearch {
  /** 0-based, across every topology measured */
  index: number;
  /** app instances the search ran with (absent in results of versions before `--instances`) */
  instances?: number;
  status: SearchStatus;
  /** the highest rate that passed and was confirmed (or the best passing one, see status) */
  lower?: number;
  /** the lowest rate that failed */
  upper?: number;
  confirmed: boolean;
  note: string;
  steps: CapacityStep[];
  /** app start until healthy */
  startupMs?: number;
}

/** The capacity figure across searches and how far it can be trusted. */
export interface CapacitySummary {
  /** median of the searches' confirmed rates; absent when no search found one */
  capacity?: number;
  /** the interval reported with it (see method) */
  interval?: {
    low: number;
    high: number;
    method: 't' | 'bisection' | 'envelope';
    confidence?: number;
  };
  /** the rates every search is consistent with: highest lower bound to lowest upper bound */
  consensus?: { low: number; high?: number };
  /** true when one ceiling fits every search (its bracket overlaps all the others) */
  agree: boolean;
  /** each search's figure, in order (undefined where it found none) */
  figures: Array<number | undefined>;
  /** the release target (the scenario's budget.tps, else its rate) and whether capacity reaches it */
  target: number;
  meetsTarget?: boolean;
  statement: string;
}

/** How the capacity grew from the smallest topology measured to a larger one. */
export interface CapacityScaling {
  /** the smallest instance count with a capacity figure, the one compared with */
  fromInstances: number;
  /** capacity here ÷ capacity there, 2 decimals */
  ratio: number;
  /** what linear scaling would give: instances here ÷ instances there */
  linear: number;
  /** ratio ÷ linear, 2 decimals: 1 is linear, below 1 sublinear */
  efficiency: number;
  /** true when the two capacity intervals overlap: no gain can be claimed */
  overlaps: boolean;
  /** set when the scaling is far from linear, or no gain can be claimed: why it matters */
  note?: string;
}

/** The capacity of one topology (an instance count) across its searches (`--instances`). */
export interface CapacityTopology {
  instances: number;
  /** searches run with this count that finished */
  searches: number;
  summary: CapacitySummary;
  /** the capacity and its interval divided by the instance count */
  perInstance?: { capacity: number; interval?: { low: number; high: number } };
  /** against the smallest topology with a figure; absent for that one */
  scaling?: CapacityScaling;
}

/** Capacity now vs a previous capacity result (--compare-with). */
export interface CapacityComparison {
  file: string;
  previous?: number;
  previousInterval?: { low: number; high: number };
  current?: number;
  /** current / previous - 1, percent */
  changePct?: number;
  status: 'higher' | 'lower' | 'no-change' | 'not-comparable';
  message: string;
}

/** perf-gate-capacity.json */
export interface CapacityResult extends ReleaseResultHeader {
  kind: 'capacity';
  limits: { p95Ms: number; errorRate: number; tpsSlack: number };
  search: {
    startRate: number;
    maxRate: number;
    factor: number;
    /** bisection stops when (upper - lower) / lower is at most this */
    resolution: number;
    stepDurationSec: number;
    confirmDurationSec: number;
    repeats: number;
    maxSteps: number;
    /** steps spoiled by the runner or the generator that are measured again, per search */
    retries: number;
  };
  searches: CapacitySearch[];
  /** the instance counts asked for (`--instances`), in the order measured */
  instances?: number[];
  /** the capacity per instance count, smallest first (every count that finished a search) */
  topologies?: CapacityTopology[];
  /**
   * the topology the summary, the verdict and the comparison stand on: the config's
   * app.instances when it was measured, else the last count of `--instances`
   */
  verdictTopology?: { instances: number; reason: string };
  summary?: CapacitySummary;
  comparison?: CapacityComparison;
}

/**
 * One varied setting of a sweep: a Spring property (via its environment variable), the heap (a
 * JVM option) or the number of app instances booted (`instances`).
 */
export interface SweepDimension {
  /** canonical property key, "heap" or "instances" */
  key: string;
  /** short column name: threads, pool, heap, instances, or the key */
  label: string;
  /** environment variable set on the app (absent for the heap and the instances) */
  env?: string;
  values: string[];
}

/** A setting's measured windows, judged together. */
export interface SweepCaseSummary {
  windows: number;
  /** median achieved TPS over windows */
  tps: number;
  /** median p95 over windows, ms */
  p95Ms: number;
  /** interval of the p95 over windows (t on log scale); absent with a single window */
  p95Interval?: { low: number; high: number; confidence: number };
  /** pooled over windows, 0..1 */
  errorRate: number;
  appCpuPercent?: number;
  outcome: WindowOutcome;
  reasons: string[];
}

/** One combination of settings of a sweep. */
export interface SweepCase {
  id: string;
  label: string;
  /** dimension key -> value */
  settings: Record<string, string>;
  /** environment and JVM options it was booted with */
  env: Record<string, string>;
  jvmOptions: string[];
  /** app instances it was booted with, when the sweep varies them (else app.instances) */
  instances?: number;
  status: 'pass' | 'fail' | 'stopped-early' | 'inconclusive' | 'not-run';
  windows: Array<{
    repeat: number;
    window: WindowMeasurement;
    resources: WindowResources;
    generator: GeneratorHealth;
    outcome: WindowOutcome;
    reasons: string[];
    startupMs?: number;
    telemetry?: TelemetryRecord;
  }>;
  summary?: SweepCaseSummary;
  /** the app reported a different value than requested (the override did not apply) */
  notApplied: string[];
  /** why the app could not be measured with these settings (it did not start) */
  error?: string;
  findings: Finding[];
}

/** Which setting to use, and how sure the sweep is. */
export interface Recommendation {
  /** the recommended case id; absent when no eligible case met the budget */
  caseId?: string;
  /**
   * clear: its p95 interval does not overlap any worse eligible case's;
   * indistinguishable: others could not be told apart on p95 (listed), the least resources won;
   * single-window: no interval (one repeat), the figure alone decided;
   * none: nothing to recommend.
   */
  confidence: 'clear' | 'indistinguishable' | 'single-window' | 'none';
  /** cases that met the budget and are eligible, best p95 first */
  ranking: string[];
  /** eligible cases whose p95 cannot be told apart from the recommended one */
  indistinguishable: string[];
  /** cases that met the budget but may not be recommended, with the rule that excludes them */
  excluded: Array<{ caseId: string; rule: string; reason: string }>;
  statement: string;
  evidence: string[];
}

/** perf-gate-sweep.json */
export interface SweepResult extends ReleaseResultHeader {
  kind: 'sweep';
  /** arrival rate every window ran at */
  rate: number;
  warmupSec: number;
  durationSec: number;
  repeats: number;
  dimensions: SweepDimension[];
  /** the app's own values of the varied settings (from its files), for reference */
  baseline: Record<string, string>;
  cases: SweepCase[];
  recommendation?: Recommendation;
  /** wall time of the whole sweep, seconds */
  wallSec?: number;
}

export type ReleaseResult = CapacityResult | SweepResult;
