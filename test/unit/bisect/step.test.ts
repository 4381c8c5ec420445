// One bisect step (src/bisect/step.ts): what a gate's result decides for the search — the A/B
// comparison, never the budgets; more SQL statements or a new statement shape short-circuit to
// "regression" whatever the latency says; a tested commit that does not build is skipped — and
// the line the step prints.
import { describe, expect, it } from 'vitest';
import { judgeStep, signedChange, stepLine } from '../../../src/bisect/step.js';
import type { GateResult, MetricComparison, ScenarioResult } from '../../../src/model.js';
import type { ScenarioWork } from '../../../src/analysis/work-judge.js';

const GOOD = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
const TESTED = '9f8e7d6c5b4a39281706f5e4d3c2b1a098765432';

function latency(
  status: MetricComparison['status'],
  changePct: number,
  interval: [number, number],
  more: Partial<MetricComparison> = {},
): MetricComparison {
  return {
    scenario: 'browse',
    metric: 'latency',
    role: 'primary',
    higherIsWorse: true,
    base: 20,
    pr: 20 * (1 + changePct / 100),
    changePct,
    interval: { lowPct: interval[0], highPct: interval[1], confidence: 0.9, method: 't' },
    tolerancePct: 10,
    mdePct: 5,
    pairs: 4,
    status,
    ...more,
  };
}

function gate(
  verdict: GateResult['verdict'],
  comparisons: MetricComparison[],
  work?: ScenarioWork,
  more: Partial<GateResult> = {},
): GateResult {
  const scenario: ScenarioResult = {
    name: 'browse',
    script: 'load.js',
    targetRate: 10,
    warmupSec: 2,
    durationSec: 6,
    windows: [],
    rules: [],
    comparisons,
    findings: [],
    verdict: verdict === 'error' ? 'inconclusive' : verdict,
    ...(work ? { work } : {}),
  };
  return {
    verdict,
    exitCode: verdict === 'pass' ? 0 : verdict === 'fail' ? 1 : 2,
    stages: [],
    scenarios: verdict === 'error' ? [] : [scenario],
    ...more,
  } as GateResult;
}

const line = (result: GateResult, then?: string) =>
  stepLine({
    step: 3,
    total: 5,
    against: GOOD,
    tested: TESTED,
    judgement: judgeStep(result),
    ...(then ? { then } : {}),
  });

const newShape: ScenarioWork = {
  comparisons: [
    {
      scenario: 'browse',
      metric: 'statements',
      base: 4,
      pr: 5,
      change: 1,
      changePct: 25,
      tolerance: 0.05,
      pairs: 1,
      status: 'regression',
      message: '',
    },
  ],
  shapes: [
    {
      shape: 'select `h` . `id` from `hotel` `h` where `h` . `city` = ?',
      kind: 'select',
      base: 0,
      pr: 1,
      status: 'new',
    },
    { shape: 'select 1', kind: 'select', base: 1, pr: 0, status: 'vanished' },
  ],
};

describe('a bisect step', () => {
  it('is a regression when the latency comparison regressed, printed as one line', () => {
    const result = gate('fail', [latency('regression', 18.2, [12.1, 24.9])]);
    expect(judgeStep(result)).toMatchObject({ decision: 'regression', decidedBy: 'comparison' });
    expect(line(result)).toBe(
      'step 3/5: a1b2c3d vs 9f8e7d6: fail, latency +18.2 % (+12.1 % to +24.9 %)',
    );
  });

  it('is no regression when the comparison shows none', () => {
    const result = gate('pass', [latency('no-change', -0.4, [-2.1, 1.3])]);
    expect(judgeStep(result).decision).toBe('no-regression');
    expect(line(result)).toBe(
      'step 3/5: a1b2c3d vs 9f8e7d6: pass, latency -0.4 % (-2.1 % to +1.3 %)',
    );
  });

  it('is undecided when the comparison is, and says what the search does next', () => {
    const result = gate('inconclusive', [latency('inconclusive', 6, [-1, 13])]);
    expect(judgeStep(result)).toMatchObject({ decision: 'undecided', pairs: 4 });
    expect(line(result, 'undecided, again with 8 rounds')).toBe(
      'step 3/5: a1b2c3d vs 9f8e7d6: inconclusive, latency +6.0 % (-1.0 % to +13.0 %); undecided, again with 8 rounds',
    );
  });

  it('short-circuits on more statements per request: a regression whatever the latency says', () => {
    const result = gate('inconclusive', [latency('inconclusive', 1.5, [-4, 7])], newShape);
    const judgement = judgeStep(result);
    expect(judgement).toMatchObject({ decision: 'regression', decidedBy: 'work' });
    // The statement that changed is printed; one that vanished does not decide anything.
    expect(judgement.workChanges).toEqual([
      'SQL statements 4 → 5 per request',
      'new statement "select `h` . `id` from `hotel` `h` where `h` . `city` = ?" 0 → 1 per request',
    ]);
    expect(line(result)).toBe(
      'step 3/5: a1b2c3d vs 9f8e7d6: inconclusive, latency +1.5 % (-4.0 % to +7.0 %); regression by work: SQL statements 4 → 5 per request; new statement "select `h` . `id` from `hotel` `h` where `h` . `city` = ?" 0 → 1 per request',
    );
  });

  it('does not short-circuit on fewer statements or statement counts within the tolerance', () => {
    const fewer: ScenarioWork = {
      comparisons: [{ ...newShape.comparisons[0]!, base: 5, pr: 4, status: 'improvement' }],
      shapes: [{ shape: 'select 1', kind: 'select', base: 1, pr: 0, status: 'vanished' }],
    };
    const result = gate('pass', [latency('no-change', 0.2, [-1, 1.4])], fewer);
    expect(judgeStep(result)).toMatchObject({ decision: 'no-regression', workChanges: [] });
  });

  it('searching by work: unchanged statements decide "no regression" in one round', () => {
    const same: ScenarioWork = {
      comparisons: [{ ...newShape.comparisons[0]!, pr: 4, change: 0, status: 'no-change' }],
      shapes: [],
    };
    const result = gate('inconclusive', [latency('inconclusive', 3, [-9, 16])], same);
    expect(judgeStep(result).decision).toBe('undecided');
    expect(judgeStep(result, { byWork: true })).toMatchObject({
      decision: 'no-regression',
      decidedBy: 'work',
    });
    expect(
      stepLine({
        step: 2,
        total: 3,
        against: GOOD,
        tested: TESTED,
        judgement: judgeStep(result, { byWork: true }),
      }),
    ).toBe(
      'step 2/3: a1b2c3d vs 9f8e7d6: inconclusive, latency +3.0 % (-9.0 % to +16.0 %); no regression by work: the statements per request did not go up',
    );
    // Without statement counts (the counters could not be read) the latency decides again.
    const unread = gate('inconclusive', [latency('inconclusive', 3, [-9, 16])]);
    expect(judgeStep(unread, { byWork: true }).decision).toBe('undecided');
  });

  it('counts another work metric that regressed (rows examined) as a regression', () => {
    const rows: ScenarioWork = {
      comparisons: [
        { ...newShape.comparisons[0]!, metric: 'rows-examined', base: 10, pr: 30, changePct: 200 },
      ],
      shapes: [],
    };
    const result = gate('fail', [latency('no-change', 0.2, [-1, 1.4])], rows);
    expect(judgeStep(result)).toMatchObject({
      decision: 'regression',
      decidedBy: 'comparison',
      note: 'more rows examined',
    });
  });

  it('is not decided by budgets: a gate failing only on its budget is no regression', () => {
    const result = gate('fail', [latency('no-change', 0.8, [-1.1, 2.7])]);
    const judgement = judgeStep(result);
    expect(judgement.decision).toBe('no-regression');
    expect(line(result)).toMatch(/: fail, latency \+0\.8 % .*; no regression: only budgets failed/);
  });

  it('names the scenario and prefers the regressed one when the gate has several', () => {
    const result = gate('fail', []);
    const other = { ...result.scenarios[0]!, name: 'search' };
    result.scenarios[0]!.comparisons = [latency('no-change', 1, [0, 2])];
    other.comparisons = [latency('regression', 30, [25, 35], { scenario: 'search' })];
    result.scenarios.push(other);
    expect(line(result)).toBe(
      'step 3/5: a1b2c3d vs 9f8e7d6: fail, latency +30.0 % (+25.0 % to +35.0 %) in search',
    );
  });

  it('skips a tested commit that does not build; any other failure stops the bisect', () => {
    const build = gate('error', [], undefined, {
      stages: [
        { stage: 'build', side: 'base', startedAt: '', durationMs: 1, ok: true },
        { stage: 'build', side: 'pr', startedAt: '', durationMs: 1, ok: false },
      ],
      error: { kind: 'environment', message: 'pr: the build `mvn` failed', stage: 'build' },
    });
    expect(judgeStep(build)).toMatchObject({
      decision: 'unusable',
      error: { fatal: false, stage: 'build' },
    });
    expect(line(build, 'cannot be measured, skipping it')).toBe(
      'step 3/5: a1b2c3d vs 9f8e7d6: error in build: pr: the build `mvn` failed; cannot be measured, skipping it',
    );
    const database = gate('error', [], undefined, {
      stages: [{ stage: 'database', startedAt: '', durationMs: 1, ok: false }],
      error: { kind: 'environment', message: 'Docker is not running', stage: 'database' },
    });
    expect(judgeStep(database).error?.fatal).toBe(true);
    const baseBuild = gate('error', [], undefined, {
      stages: [{ stage: 'build', side: 'base', startedAt: '', durationMs: 1, ok: false }],
      error: { kind: 'environment', message: 'base: the build failed', stage: 'build' },
    });
    expect(judgeStep(baseBuild).error?.fatal).toBe(true);
  });

  it('formats changes with their sign and unit', () => {
    expect(signedChange(18.24)).toBe('+18.2 %');
    expect(signedChange(-0.04)).toBe('0.0 %');
    expect(signedChange(-1.25, 'percentage-points')).toBe('-1.3 pp');
  });
});
