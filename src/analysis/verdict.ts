// The verdict, derived from rule records and comparisons only, never assembled by hand. Pure.
import type { Finding, Level, MetricComparison, RuleRecord, Verdict } from '../model.js';
import { comparisonRules } from './compare.js';

/** Which findings fail the gate: none (default), only error-level ones, or warnings too. */
export type FailOnFindings = boolean | 'none' | 'error' | 'warning';

/** Everything the verdict may depend on. */
export interface VerdictInput {
  rules: readonly RuleRecord[];
  comparisons?: readonly MetricComparison[];
  findings?: readonly Finding[];
  failOnFindings?: FailOnFindings;
}

/** The verdict with the records that decided it and a one-line reason for the report. */
export interface VerdictDecision {
  verdict: Verdict;
  reason: string;
  /** failed error-level records (the cause of a fail) */
  failing: RuleRecord[];
  /** undecided records (the cause of an inconclusive) */
  inconclusive: RuleRecord[];
  /** every record considered, comparisons and promoted findings included */
  considered: RuleRecord[];
}

/**
 * Derives pass | fail | inconclusive. Precedence, highest first:
 *   1. fail: any record with passed=false, level "error" and not marked inconclusive (a broken
 *      budget, a missing endpoint, a regression), or any comparison with status "regression";
 *      findings count only when failOnFindings says so ("error": error-level findings, "warning"
 *      or true: warnings too).
 *   2. inconclusive: otherwise, any record marked inconclusive (saturated generator, dropped
 *      iterations) or any comparison with status "inconclusive".
 *   3. pass: otherwise. Failed warning/notice records that are not inconclusive do not change it.
 * A fail outranks inconclusive because a broken budget measured under too little load would only
 * get worse under the real load.
 */
export function deriveVerdict(input: VerdictInput): VerdictDecision {
  const considered = [
    ...input.rules,
    ...comparisonRules(missingComparisons(input.rules, input.comparisons ?? [])),
    ...findingRules(input.findings ?? [], input.failOnFindings ?? false),
  ];
  const failing = considered.filter(
    (record) => !record.passed && record.level === 'error' && record.inconclusive !== true,
  );
  const inconclusive = considered.filter(
    (record) => !record.passed && record.inconclusive === true,
  );
  if (failing.length > 0) {
    return {
      verdict: 'fail',
      reason: summarize(failing, 'failed'),
      failing,
      inconclusive,
      considered,
    };
  }
  if (inconclusive.length > 0) {
    return {
      verdict: 'inconclusive',
      reason: summarize(inconclusive, 'could not be decided'),
      failing,
      inconclusive,
      considered,
    };
  }
  const warned = considered.filter((record) => !record.passed && record.level === 'warning');
  const reason =
    considered.length === 0
      ? 'No budget or comparison was configured, so nothing was checked.'
      : warned.length > 0
        ? `Passed, with ${warned.length} warning(s): ${[...new Set(warned.map((record) => record.rule))].join(', ')}.`
        : `All ${considered.length} rule(s) passed.`;
  return { verdict: 'pass', reason, failing, inconclusive, considered };
}

/** Exit code for a verdict: 0 pass, 1 fail; inconclusive is 0 unless failOnInconclusive. */
export function exitCodeForVerdict(
  verdict: Verdict | 'error',
  options: { failOnInconclusive?: boolean } = {},
): number {
  if (verdict === 'pass') return 0;
  if (verdict === 'fail') return 1;
  if (verdict === 'inconclusive') return options.failOnInconclusive ? 1 : 0;
  return 2;
}

// Comparisons already turned into records by the caller must not be counted twice.
function missingComparisons(
  rules: readonly RuleRecord[],
  comparisons: readonly MetricComparison[],
): MetricComparison[] {
  const recorded = new Set(
    rules
      .filter((record) => record.rule.startsWith('regression.'))
      .map((record) => comparisonKey(record.rule, record.scenario, record.endpoint)),
  );
  return comparisons.filter(
    (comparison) =>
      !recorded.has(
        comparisonKey(`regression.${comparison.metric}`, comparison.scenario, comparison.endpoint),
      ),
  );
}

function comparisonKey(rule: string, scenario?: string, endpoint?: string): string {
  return JSON.stringify([rule, scenario ?? '', endpoint ?? '']);
}

function findingRules(findings: readonly Finding[], failOnFindings: FailOnFindings): RuleRecord[] {
  const threshold: Level | undefined =
    failOnFindings === true || failOnFindings === 'warning'
      ? 'warning'
      : failOnFindings === 'error'
        ? 'error'
        : undefined;
  if (threshold === undefined) return [];
  const counts = (level: Level) =>
    level === 'error' || (threshold === 'warning' && level === 'warning');
  return findings
    .filter((finding) => counts(finding.level))
    .map((finding) => ({
      rule: `finding.${finding.rule}`,
      metric: 'finding',
      ...(finding.scenario === undefined ? {} : { scenario: finding.scenario }),
      expected: 'no finding (failOnFindings)',
      actual: finding.level,
      passed: false,
      level: 'error' as const,
      message: finding.message,
    }));
}

function summarize(records: readonly RuleRecord[], what: string): string {
  const first = records[0] as RuleRecord;
  const more = records.length > 1 ? ` (+${records.length - 1} more ${what})` : '';
  return `${first.message}${more}`;
}
