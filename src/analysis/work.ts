// PR vs base on work per request (statements, rows examined, CPU, bytes). Pure.
//
// Unlike latency, these figures barely move between two windows of the same code when both sides
// receive the same seeded requests: a statement count is a property of the code path, not of the
// machine's mood. So a single pair decides, and no interval over pairs is needed: the change is
// the median over pairs of PR − base per request, and it is a regression when it exceeds both the
// tolerance (a fraction of the base's value) and a small absolute floor per metric that keeps a
// base of zero (no inserts at all) from turning one stray background statement into +∞ %.
// The tolerances come from A/A calibrations of the example (bench/README.md, "Work per request");
// each metric's floor, default tolerance and readers are its entry in config/work-metrics.ts.
//
// The app's figures (CPU, Java threads' CPU, bytes allocated, GC) also carry what the app does on
// its own during a window — timers, pool housekeeping, the telemetry's Actuator scrapes — divided
// by the window's requests. With few requests that share is large and varies from one window to
// the next, so those metrics are judged only when every window of the pairs completed at least
// APP_METRIC_MIN_REQUESTS requests; under it they are reported with the reason.
import {
  APP_METRIC_MIN_REQUESTS,
  WORK_METRIC_REGISTRY,
  WORK_METRICS,
  workMetricOf,
  type WorkMetric,
} from '../config/work-metrics.js';
import type { RuleRecord, WindowMeasurement } from '../model.js';
import type { ProbeResult } from '../work/attribution.js';
import { pairWindows } from './compare.js';
import { compareEndpoints } from './work-endpoints.js';
import {
  formatWork,
  judgeWork,
  WORK_METRIC_INFO,
  type ScenarioWork,
  type WorkComparison,
} from './work-judge.js';
import { shapeChanges } from './work-shapes.js';

export { APP_METRIC_MIN_REQUESTS, workMetricOf };
export {
  formatWork,
  judgeWork,
  WORK_METRIC_INFO,
  type ScenarioWork,
  type ShapeChange,
  type WorkComparison,
  type WorkStatus,
} from './work-judge.js';

/** Metrics whose per-request figure includes the app's own background work over the window. */
export const APP_METRICS: ReadonlySet<WorkMetric> = new Set(
  WORK_METRICS.filter((m) => WORK_METRIC_REGISTRY[m].app),
);

export interface WorkCompareOptions {
  tolerance: Record<WorkMetric, number | false>;
  /** each side's work probe, for the per-endpoint figures */
  probes?: readonly ProbeResult[];
  /** the seed of the request sequence both sides received */
  seed?: number;
}

/** Compares every measured work metric of one scenario's windows; [] without a base side. */
export function compareWork(
  scenario: string,
  windows: readonly WindowMeasurement[],
  options: WorkCompareOptions,
): WorkComparison[] {
  const { pairs } = pairWindows(windows);
  const out: WorkComparison[] = [];
  for (const metric of WORK_METRICS) {
    const usable = pairs
      .map((p) => ({
        base: workMetricOf(p.base.work, metric),
        pr: workMetricOf(p.pr.work, metric),
        requests: Math.min(p.base.work?.requests ?? 0, p.pr.work?.requests ?? 0),
      }))
      .filter(
        (p): p is { base: number; pr: number; requests: number } =>
          p.base !== undefined && p.pr !== undefined,
      );
    if (usable.length === 0) continue;
    const fewest = Math.min(...usable.map((p) => p.requests));
    const tooFew =
      APP_METRICS.has(metric) &&
      options.tolerance[metric] !== false &&
      fewest < APP_METRIC_MIN_REQUESTS
        ? `a window had ${fewest} requests, under the ${APP_METRIC_MIN_REQUESTS} this metric needs (the app's background work weighs too much)`
        : undefined;
    out.push(judgeWork(scenario, metric, usable, options.tolerance[metric], undefined, 0, tooFew));
  }
  return out;
}

/** One rule record per judged work comparison: a regression fails the gate on its own. */
export function workRules(comparisons: readonly WorkComparison[]): RuleRecord[] {
  return comparisons
    .filter((c) => c.status !== 'not-judged')
    .map((c) => ({
      rule: `work.${c.metric}`,
      metric: c.metric,
      scenario: c.scenario,
      ...(c.endpoint === undefined ? {} : { endpoint: c.endpoint }),
      expected: `change ≤ ${((c.tolerance as number) * 100).toFixed(0)} % per request`,
      actual: `${formatWork(c.base, c.metric)} → ${formatWork(c.pr, c.metric)} per request`,
      passed: c.status !== 'regression',
      level: c.status === 'regression' ? ('error' as const) : ('notice' as const),
      message: c.message,
    }));
}

/** Comparisons, shape changes and rules of one scenario; undefined without work on both sides. */
export function analyzeWork(
  scenario: string,
  windows: readonly WindowMeasurement[],
  options: WorkCompareOptions,
): { work: ScenarioWork; rules: RuleRecord[] } | undefined {
  const comparisons = compareWork(scenario, windows, options);
  if (comparisons.length === 0) return undefined;
  const shapeTolerance =
    options.tolerance.statements === false ? 0.05 : options.tolerance.statements;
  const shapes = shapeChanges(windows, shapeTolerance);
  const notes: string[] = [];
  const unjudged = comparisons.filter(
    (c) => c.endpoint === undefined && c.status === 'not-judged' && c.tolerance !== false,
  );
  if (unjudged.length > 0) {
    const labels = unjudged.map((c) => WORK_METRIC_INFO[c.metric].label).join(', ');
    notes.push(
      `Not judged: ${labels}. A window completed fewer than ${APP_METRIC_MIN_REQUESTS} requests, and per request these carry the app's own background work; a longer window or a higher rate judges them.`,
    );
  }
  if (options.seed !== undefined) {
    notes.push(
      `Both sides received the same request sequence: k6's Math.random was seeded with ${options.seed} + the iteration number.`,
    );
  }
  const base = options.probes?.find((p) => p.side === 'base');
  const pr = options.probes?.find((p) => p.side === 'pr');
  if (base && pr && base.requests > 0 && pr.requests > 0) {
    const endpoints = compareEndpoints(scenario, base, pr, options.tolerance);
    comparisons.push(...endpoints.comparisons);
    shapes.unshift(...endpoints.shapes);
    const iterations = pr.iterations === undefined ? '' : `${pr.iterations} iteration(s), `;
    notes.push(
      `Per endpoint: a probe of ${iterations}${pr.requests} request(s) per side with one VU after the timed windows, statements attributed from the database's general log${probeSources(base, pr)}.${pr.sizing === undefined ? '' : ` The probe ran ${pr.sizing}.`}`,
      ...endpoints.notes,
    );
  }
  for (const probe of options.probes ?? []) {
    notes.push(...probe.notes.map((note) => `${probe.side} probe: ${note}`));
  }
  return {
    work: { comparisons, shapes, ...(notes.length > 0 ? { notes } : {}) },
    rules: workRules(comparisons),
  };
}

/** Where the probe's figures beyond the statements came from, when both sides have them. */
function probeSources(base: ProbeResult, pr: ProbeResult): string {
  const both = (has: (e: ProbeResult['endpoints'][number]) => boolean) =>
    base.endpoints.some(has) && pr.endpoints.some(has);
  const rows = both((e) => e.rowsExaminedPerRequest !== undefined)
    ? ', rows examined from its statement history'
    : '';
  const app = both((e) => e.allocatedBytesPerRequest !== undefined)
    ? ", bytes and CPU from perf-gate's work agent read at each request's marks (the CPU is reported, not judged)"
    : '';
  return `${rows}${app}`;
}
