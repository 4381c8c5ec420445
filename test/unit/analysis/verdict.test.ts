import { describe, expect, it } from 'vitest';
import { analyzeScenario } from '../../../src/analysis/scenario.js';
import { deriveVerdict, exitCodeForVerdict } from '../../../src/analysis/verdict.js';
import { seededNormal } from '../../../src/analysis/stats.js';
import type { Finding, RuleRecord } from '../../../src/model.js';
import { makeWindow, pairedWindows } from './windows.js';

function record(overrides: Partial<RuleRecord>): RuleRecord {
  return {
    rule: 'budget.p95',
    metric: 'p95',
    scenario: 's',
    expected: '≤ 500 ms',
    actual: '100 ms',
    passed: true,
    level: 'notice',
    message: 'ok',
    ...overrides,
  };
}

describe('deriveVerdict', () => {
  it('passes when every record passed', () => {
    const decision = deriveVerdict({ rules: [record({}), record({ rule: 'budget.p99' })] });
    expect(decision.verdict).toBe('pass');
    expect(decision.reason).toBe('All 2 rule(s) passed.');
  });

  it('passes with warnings and says which, rather than "all passed"', () => {
    const warning = record({ rule: 'script.iteration-errors', passed: false, level: 'warning' });
    const decision = deriveVerdict({ rules: [record({}), warning, { ...warning }] });
    expect(decision.verdict).toBe('pass');
    expect(decision.reason).toBe('Passed, with 2 warning(s): script.iteration-errors.');
  });

  it('fails on a failed error-level record, even when something else is inconclusive', () => {
    const failing = record({
      passed: false,
      level: 'error',
      message: 's: p95 612 ms exceeds the 500 ms budget.',
    });
    const undecided = record({
      rule: 'generator.saturated',
      passed: false,
      level: 'warning',
      inconclusive: true,
    });
    const decision = deriveVerdict({ rules: [undecided, failing] });
    expect(decision.verdict).toBe('fail');
    expect(decision.failing).toEqual([failing]);
    expect(decision.reason).toBe('s: p95 612 ms exceeds the 500 ms budget.');
  });

  it('is inconclusive when a record could not be decided and nothing failed', () => {
    const undecided = record({
      rule: 'generator.saturated',
      passed: false,
      level: 'error',
      inconclusive: true,
      message: 'k6 saturated',
    });
    const decision = deriveVerdict({ rules: [record({}), undecided] });
    expect(decision.verdict).toBe('inconclusive');
    expect(decision.reason).toBe('k6 saturated');
  });

  it('ignores failed warnings that are not inconclusive', () => {
    expect(deriveVerdict({ rules: [record({ passed: false, level: 'warning' })] }).verdict).toBe(
      'pass',
    );
  });

  it('counts comparisons that were not turned into records', () => {
    const normal = seededNormal(3);
    const windows = pairedWindows({
      pairs: 5,
      baseP95: 100,
      ratio: 1.4,
      noise: () => 0.01 * normal(),
    });
    const comparisons = analyzeScenario('s', windows).comparisons;
    const decision = deriveVerdict({ rules: [], comparisons });
    expect(decision.verdict).toBe('fail');
    // Windows without log latencies: p95 decides in the latency comparison's place, p99 is a
    // diagnostic (its regression is a warning, not a failing record).
    expect(decision.failing.map((failed) => failed.rule)).toEqual(['regression.p95']);
  });

  it('does not count a comparison twice when its record is present', () => {
    const normal = seededNormal(3);
    const windows = pairedWindows({
      pairs: 5,
      baseP95: 100,
      ratio: 1.4,
      noise: () => 0.01 * normal(),
    });
    const analysis = analyzeScenario('s', windows);
    const decision = deriveVerdict({ rules: analysis.rules, comparisons: analysis.comparisons });
    expect(decision.failing.filter((failed) => failed.rule === 'regression.p95')).toHaveLength(1);
  });

  it('fails on findings only when configured', () => {
    const findings: Finding[] = [
      {
        rule: 'hikari-pool-exceeds-db',
        level: 'warning',
        message: 'maximumPoolSize 100 exceeds max_connections 50',
      },
    ];
    expect(deriveVerdict({ rules: [], findings }).verdict).toBe('pass');
    expect(deriveVerdict({ rules: [], findings, failOnFindings: 'error' }).verdict).toBe('pass');
    const strict = deriveVerdict({ rules: [], findings, failOnFindings: true });
    expect(strict.verdict).toBe('fail');
    expect(strict.reason).toBe('maximumPoolSize 100 exceeds max_connections 50');
  });

  it('says when nothing was checked', () => {
    expect(deriveVerdict({ rules: [] }).reason).toMatch(/nothing was checked/);
  });
});

describe('analyzeScenario', () => {
  it('combines budgets on the PR side with the comparison', () => {
    const normal = seededNormal(4);
    const windows = pairedWindows({
      pairs: 5,
      baseP95: 100,
      ratio: 1,
      noise: () => 0.01 * normal(),
    });
    const analysis = analyzeScenario('s', windows, { budget: { p95Ms: 500 } });
    expect(analysis.verdict).toBe('pass');
    expect(analysis.rules.some((rule) => rule.rule === 'budget.p95' && rule.passed)).toBe(true);
    expect(analysis.rules.filter((rule) => rule.rule.startsWith('regression.'))).toHaveLength(4);
  });

  it('is inconclusive for a single pair with no budget broken', () => {
    const windows = [makeWindow({ side: 'base' }), makeWindow({ side: 'pr' })];
    expect(analyzeScenario('s', windows, { budget: { p95Ms: 500 } }).verdict).toBe('inconclusive');
  });
});

describe('exitCodeForVerdict', () => {
  it('maps verdicts to exit codes', () => {
    expect(exitCodeForVerdict('pass')).toBe(0);
    expect(exitCodeForVerdict('fail')).toBe(1);
    expect(exitCodeForVerdict('inconclusive')).toBe(0);
    expect(exitCodeForVerdict('inconclusive', { failOnInconclusive: true })).toBe(1);
    expect(exitCodeForVerdict('error')).toBe(2);
  });
});
