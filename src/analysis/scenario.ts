// One scenario from windows to rules, comparisons and verdict: the composition the action, the CLI
// and `perf-gate compare` share. Pure.
import type {
  Budget,
  Finding,
  MetricComparison,
  RuleRecord,
  ScriptThresholds,
  Verdict,
  WindowMeasurement,
} from '../model.js';
import { evaluateBudget } from './budget.js';
import { compareScenario, comparisonRules, type CompareOptions } from './compare.js';
import { compareShifts, type ShiftComparison } from './shift.js';
import { deriveVerdict, type FailOnFindings } from './verdict.js';
import { analyzeWork, type ScenarioWork, type WorkCompareOptions } from './work.js';

/** What a scenario is judged by. */
export interface ScenarioAnalysisOptions {
  budget?: Budget;
  compare?: CompareOptions;
  /** judge work per request (statements, rows, CPU, bytes) when both sides measured it */
  work?: WorkCompareOptions;
  tpsSlack?: number;
  findings?: readonly Finding[];
  failOnFindings?: FailOnFindings;
  /** what the script's own crossed thresholds do (gate.script-thresholds); default ignore */
  scriptThresholds?: ScriptThresholds;
}

/** Rules, comparisons and verdict of one scenario. */
export interface ScenarioAnalysis {
  rules: RuleRecord[];
  comparisons: MetricComparison[];
  /** whole-distribution latency shift, reported beside p95 and not judged */
  shifts: ShiftComparison[];
  verdict: Verdict;
  reason: string;
  work?: ScenarioWork;
}

/**
 * Budgets are judged on the PR side; the comparison runs when base windows exist.
 * The verdict comes from deriveVerdict over exactly these records.
 */
export function analyzeScenario(
  scenario: string,
  windows: readonly WindowMeasurement[],
  options: ScenarioAnalysisOptions = {},
): ScenarioAnalysis {
  const comparisons = compareScenario(scenario, windows, options.compare);
  const rules = [
    ...evaluateBudget({
      scenario,
      windows,
      side: 'pr',
      ...(options.budget === undefined ? {} : { budget: options.budget }),
      ...(options.tpsSlack === undefined ? {} : { tpsSlack: options.tpsSlack }),
      ...(options.scriptThresholds === undefined
        ? {}
        : { scriptThresholds: options.scriptThresholds }),
    }),
    ...comparisonRules(comparisons),
  ];
  const work = options.work ? analyzeWork(scenario, windows, options.work) : undefined;
  if (work) rules.push(...work.rules);
  const decision = deriveVerdict({
    rules,
    comparisons,
    ...(options.findings === undefined ? {} : { findings: options.findings }),
    ...(options.failOnFindings === undefined ? {} : { failOnFindings: options.failOnFindings }),
  });
  return {
    rules,
    comparisons,
    shifts: compareShifts(scenario, windows, options.compare),
    verdict: decision.verdict,
    reason: decision.reason,
    ...(work ? { work: work.work } : {}),
  };
}
