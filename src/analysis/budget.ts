// Absolute budgets ("100 TPS at p95 <= 500 ms, errors < 1 %") evaluated into rule records. Pure.
//
// Several rounds of one side: latency and TPS are judged on the median over rounds, so a single
// disturbed round (a GC storm, a noisy neighbour) neither fails nor rescues the budget, and the
// figure stays a real measured value rather than an average of percentiles. The error rate is pooled
// (all failed requests / all requests) instead: errors are rare events and a median of per-round
// rates would hide a round that failed badly behind error-free ones.
//
// Measurement validity is checked before any budget can pass: a saturated load generator or
// dropped iterations mean the app never saw the intended arrival rate, so such records are marked
// inconclusive (never passed).
import type {
  Budget,
  EndpointBudget,
  RuleRecord,
  ScriptThresholds,
  Side,
  WindowMeasurement,
} from '../model.js';
import { formatMs, formatRatio, formatTps } from '../format/numbers.js';
import {
  foreignRequestRecords,
  scriptErrorRecords,
  scriptHeldVus,
  scriptThresholdRecords,
} from './script-rules.js';
import { median, sum } from './stats.js';

/** Default tolerance of the TPS rule: achieved may fall 2 % short of the target (timer jitter at the window's edges). */
export const DEFAULT_TPS_SLACK = 0.02;

/** What to evaluate: one scenario's windows of one side against its budget. */
export interface BudgetInput {
  scenario: string;
  /** windows of any side; only those of `side` are used */
  windows: readonly WindowMeasurement[];
  budget?: Budget;
  /** default 'pr' */
  side?: Side;
  /** fraction of the TPS target that may be missed, default DEFAULT_TPS_SLACK */
  tpsSlack?: number;
  /** what the script's own crossed k6 thresholds do (gate.script-thresholds); default 'ignore' */
  scriptThresholds?: ScriptThresholds;
}

/**
 * Evaluates the generator health and every budget limit of one scenario into rule records.
 * Always returns the generator records; budget records only for limits that are set.
 */
export function evaluateBudget(input: BudgetInput): RuleRecord[] {
  const { scenario, budget = {}, side = 'pr', tpsSlack = DEFAULT_TPS_SLACK } = input;
  const scriptThresholds = input.scriptThresholds ?? 'ignore';
  const windows = input.windows.filter((window) => window.side === side);
  if (windows.length === 0) {
    return [
      {
        rule: 'measurement.windows',
        metric: 'windows',
        scenario,
        expected: 'at least 1 measured window',
        actual: '0',
        passed: false,
        level: 'error',
        message: `${scenario}: no measured window for the ${side} side, so no budget can be checked.`,
      },
    ];
  }
  const rounds = windows.length;
  const ofRounds = rounds > 1 ? ` (median of ${rounds} rounds)` : '';
  const records: RuleRecord[] = [...generatorRecords(scenario, windows, scriptThresholds)];
  const dropped = sum(windows.map((window) => window.droppedIterations));

  if (budget.tps !== undefined)
    records.push(tpsRecord(scenario, windows, budget.tps, tpsSlack, dropped));

  records.push(...limitRecords(scenario, windows, budget, undefined, ofRounds));

  for (const [endpoint, endpointBudget] of Object.entries(budget.endpoints ?? {})) {
    const seen = windows.some((window) => endpoint in window.endpoints);
    if (!seen) {
      const available = [
        ...new Set(windows.flatMap((window) => Object.keys(window.endpoints))),
      ].sort();
      records.push({
        rule: 'budget.endpoint',
        metric: 'endpoint',
        scenario,
        endpoint,
        expected: `requests tagged name="${endpoint}"`,
        actual:
          available.length > 0 ? `endpoints seen: ${available.join(', ')}` : 'no endpoints seen',
        passed: false,
        level: 'error',
        message:
          `${scenario}: the budget names endpoint "${endpoint}" but no request was grouped under that name. ` +
          `Fix the name in budget.endpoints or tag the request in the k6 script ({ tags: { name: '${endpoint}' } }).`,
      });
      continue;
    }
    records.push(...limitRecords(scenario, windows, endpointBudget, endpoint, ofRounds));
  }
  return records;
}

function generatorRecords(
  scenario: string,
  windows: readonly WindowMeasurement[],
  scriptThresholds: ScriptThresholds,
): RuleRecord[] {
  const saturated = windows.filter((window) => window.generator.saturated);
  const reasons = [...new Set(saturated.flatMap((window) => window.generator.reasons))];
  const saturation: RuleRecord = {
    rule: 'generator.saturated',
    metric: 'generator',
    scenario,
    expected: 'load generator not saturated',
    actual:
      saturated.length === 0
        ? 'healthy'
        : `saturated in ${saturated.length} of ${windows.length} window(s)`,
    passed: saturated.length === 0,
    level: saturated.length === 0 ? 'notice' : 'warning',
    message:
      saturated.length === 0
        ? `${scenario}: k6 kept up with the target rate.`
        : `${scenario}: the load generator was the limit (${reasons.join('; ') || 'no reason given'}), so the app never saw the intended load. Use a bigger or quieter runner, or a lower rate.`,
  };
  const dropped = sum(windows.map((window) => window.droppedIterations));
  const iterations = sum(windows.map((window) => window.iterations));
  // Drops in windows whose generator was healthy: k6 had CPU to spare and every VU was waiting on
  // the app, so the app was too slow for the pool at this rate (not a runner problem).
  const appBound = windows.filter((w) => w.droppedIterations > 0 && !w.generator.saturated);
  const k6Cpu = appBound.flatMap((w) =>
    w.generator.cpuPercent === undefined ? [] : [w.generator.cpuPercent],
  );
  // Busy VUs that were mostly sleeping in the script, not waiting on the app.
  const held = appBound.length > 0 ? scriptHeldVus(scenario, appBound) : undefined;
  const droppedRecord: RuleRecord = {
    rule: 'generator.dropped-iterations',
    metric: 'droppedIterations',
    scenario,
    expected: '0',
    actual: String(dropped),
    passed: dropped === 0,
    level: dropped === 0 ? 'notice' : 'warning',
    message:
      dropped === 0
        ? `${scenario}: every scheduled iteration started.`
        : held !== undefined
          ? `${scenario}: k6 dropped ${dropped} of ${dropped + iterations} scheduled iterations because every VU was busy${held}`
          : appBound.length > 0 &&
              appBound.length === windows.filter((w) => w.droppedIterations > 0).length
            ? `${scenario}: k6 dropped ${dropped} of ${dropped + iterations} scheduled iterations because every VU was waiting on the app${k6Cpu.length > 0 ? ` (k6 itself used at most ${Math.round(Math.max(...k6Cpu))} % of a core: the generator was not the limit)` : ''}: the app is too slow for the VU pool at this rate. Look at the latency and the bottleneck findings; more VUs would only queue more requests.`
            : `${scenario}: k6 dropped ${dropped} of ${dropped + iterations} scheduled iterations: the load generator could not start them on time (see generator.saturated). Use a bigger or quieter runner, or a lower rate.`,
  };
  if (!saturation.passed) saturation.inconclusive = true;
  if (!droppedRecord.passed) droppedRecord.inconclusive = true;
  return [
    saturation,
    droppedRecord,
    ...scriptErrorRecords(scenario, windows),
    ...foreignRequestRecords(scenario, windows),
    ...scriptThresholdRecords(scenario, windows, scriptThresholds),
  ];
}

function tpsRecord(
  scenario: string,
  windows: readonly WindowMeasurement[],
  targetTps: number,
  tpsSlack: number,
  dropped: number,
): RuleRecord {
  const achieved = median(windows.map((window) => window.tps));
  const scheduledRate = median(windows.map((window) => window.targetRate));
  const required = targetTps * (1 - tpsSlack);
  const base = {
    rule: 'budget.tps',
    metric: 'tps',
    scenario,
    expected: `≥ ${formatTps(targetTps)} sustained, 0 dropped`,
    actual: `${formatTps(achieved)}${windows.length > 1 ? ` (median of ${windows.length} rounds)` : ''}, ${dropped} dropped`,
  };
  if (scheduledRate < required) {
    return {
      ...base,
      passed: false,
      level: 'error',
      message:
        `${scenario}: the budget asks for ${formatTps(targetTps)} but the scenario only schedules ${formatTps(scheduledRate)}; ` +
        `an arrival-rate test cannot exceed its rate. Raise the scenario's rate to at least ${targetTps}.`,
    };
  }
  if (!(achieved >= required)) {
    return {
      ...base,
      passed: false,
      level: 'error',
      message: `${scenario}: achieved ${formatTps(achieved)}, below the ${formatTps(targetTps)} target (${Math.round(tpsSlack * 100)}% slack).`,
    };
  }
  if (dropped > 0) {
    return {
      ...base,
      passed: false,
      level: 'warning',
      inconclusive: true,
      message: `${scenario}: achieved ${formatTps(achieved)} but k6 dropped ${dropped} iterations, so the target was not sustained as scheduled.`,
    };
  }
  return {
    ...base,
    passed: true,
    level: 'notice',
    message: `${scenario}: sustained ${formatTps(achieved)} (target ${formatTps(targetTps)}).`,
  };
}

function limitRecords(
  scenario: string,
  windows: readonly WindowMeasurement[],
  limits: EndpointBudget,
  endpoint: string | undefined,
  ofRounds: string,
): RuleRecord[] {
  const requestsOf = (window: WindowMeasurement) =>
    endpoint === undefined ? window.http : window.endpoints[endpoint];
  const measured = windows.flatMap((window) => {
    const requests = requestsOf(window);
    return requests ? [requests] : [];
  });
  const where = endpoint === undefined ? scenario : `${scenario} ${endpoint}`;
  const scope = endpoint === undefined ? {} : { endpoint };
  const records: RuleRecord[] = [];

  const latencyRule = (metric: 'p95' | 'p99', limitMs: number | undefined) => {
    if (limitMs === undefined) return;
    const actual = median(measured.map((requests) => requests.latency[metric]));
    const passed = actual <= limitMs;
    records.push({
      rule: `budget.${metric}`,
      metric,
      scenario,
      ...scope,
      expected: `≤ ${formatMs(limitMs)}`,
      actual: `${formatMs(actual)}${ofRounds}`,
      passed,
      level: passed ? 'notice' : 'error',
      message: passed
        ? `${where}: ${metric} ${formatMs(actual)} within ${formatMs(limitMs)}.`
        : `${where}: ${metric} ${formatMs(actual)} exceeds the ${formatMs(limitMs)} budget.`,
    });
  };
  latencyRule('p95', limits.p95Ms);
  latencyRule('p99', limits.p99Ms);

  if (limits.errorRate !== undefined) {
    const requests = sum(measured.map((entry) => entry.requests));
    const failed = sum(measured.map((entry) => entry.failed));
    const errorRate = requests > 0 ? failed / requests : Number.NaN;
    const passed = errorRate <= limits.errorRate;
    records.push({
      rule: 'budget.errorRate',
      metric: 'errorRate',
      scenario,
      ...scope,
      expected: `≤ ${formatRatio(limits.errorRate)}`,
      actual: `${formatRatio(errorRate)} (${failed} of ${requests} requests)`,
      passed,
      level: passed ? 'notice' : 'error',
      message:
        requests === 0
          ? `${where}: no requests were measured, so the error budget cannot be checked.`
          : passed
            ? `${where}: error rate ${formatRatio(errorRate)} within ${formatRatio(limits.errorRate)}.`
            : `${where}: error rate ${formatRatio(errorRate)} exceeds the ${formatRatio(limits.errorRate)} budget.`,
    });
  }
  return records;
}
