// Sequential stopping in the gate's sequencing (compare.max-rounds): looks after the first
// `rounds` rounds, skipped rounds, and apps left frozen or running as the plan expects.
import { describe, expect, it } from 'vitest';
import { planGate } from '../../../src/lab/plan.js';
import { runPlan } from '../../../src/lab/schedule.js';
import { fakeLab } from './fake-lab.js';
import { config, run, sameData, seedBooting } from './plan-fixtures.js';

const sequential = { rounds: 2, sequential: { maxRounds: 4, spending: 'obrien-fleming' as const } };

describe('sequential stopping in the plan', () => {
  it('plans every round up to the cap with a look after each round from the first look on', () => {
    const plan = planGate(config(sequential), sameData, seedBooting('base'));
    const marks = plan.steps
      .filter((s) => s.step === 'look' || s.step === 'rounds-end' || s.step === 'measure')
      .map((s) =>
        s.step === 'look'
          ? `look ${s.pairs}`
          : s.step === 'measure'
            ? `${s.side}${s.round}/${s.rounds}`
            : 'end',
      );
    expect(marks).toEqual([
      'base0/4',
      'pr0/4',
      'pr1/4',
      'base1/4',
      'look 2',
      'base2/4',
      'pr2/4',
      'look 3',
      'pr3/4',
      'base3/4',
      'end',
    ]);
  });

  it('plans no look without max-rounds, and none for a single side', () => {
    const fixed = planGate(config({ rounds: 4 }), sameData, 1);
    expect(fixed.steps.some((s) => s.step === 'look' || s.step === 'rounds-end')).toBe(false);
    const single = planGate(config(sequential), [{ side: 'pr', data: 'pr' }], 1);
    expect(single.steps.filter((s) => s.step === 'measure')).toHaveLength(1);
    expect(single.steps.some((s) => s.step === 'look')).toBe(false);
  });

  it('stops at the first look that decides and skips the remaining rounds', async () => {
    const plan = planGate(config(sequential), sameData, seedBooting('base'));
    const looks: number[] = [];
    const { lab, windows, report } = await run(
      plan,
      { windowsWrite: true },
      (step) => (looks.push(step.pairs), step.pairs === 3),
    );
    expect(looks).toEqual([2, 3]);
    expect(windows.map((w) => w.split(' ')[1])).toEqual([
      'base0',
      'pr0',
      'pr1',
      'base1',
      'base2',
      'pr2',
    ]);
    expect(report.stoppedAt).toEqual({ view: 3 });
    expect(lab.calls.slice(-2)).toEqual(['stop base', 'stop pr']);
    expect(lab.running.size).toBe(0);
  });

  it('runs to the cap while every look is undecided', async () => {
    const plan = planGate(config(sequential), sameData, seedBooting('pr'));
    const { windows, report } = await run(plan, {}, () => false);
    expect(windows).toHaveLength(8);
    expect(report.stoppedAt).toBeUndefined();
  });

  it('leaves the idle app frozen as planned when later rounds are skipped', async () => {
    // Two scenarios, frozen idle apps: the first scenario stops at its first look, the second
    // must still see the other side frozen during each window (the fake lab refuses a pause of a
    // paused app, a resume of a running one and a stop of a frozen one).
    const plan = planGate(
      config({ ...sequential, pauseIdle: true }, ['view', 'search']),
      sameData,
      seedBooting('base'),
    );
    const frozen: string[] = [];
    const lab = fakeLab();
    lab.look = (step) => step.scenario === 'view';
    const report = await runPlan(plan, lab, (step) =>
      frozen.push(`${step.scenario} ${step.side}${step.round}: ${[...lab.paused].join()}`),
    );
    expect(report.stoppedAt).toEqual({ view: 2 });
    expect(frozen).toEqual([
      'view base0: pr',
      'view pr0: base',
      'view pr1: base',
      'view base1: pr',
      'search base0: pr',
      'search pr0: base',
      'search pr1: base',
      'search base1: pr',
      'search base2: pr',
      'search pr2: base',
      'search pr3: base',
      'search base3: pr',
    ]);
    expect(lab.paused.size).toBe(0);
    expect(lab.running.size).toBe(0);
  });

  it('skips the boots and stops of the skipped rounds without reuse-app', async () => {
    const plan = planGate(config({ ...sequential, reuseApp: false }), sameData, 5);
    const { lab, windows } = await run(plan, { countsWrites: false }, () => true);
    expect(windows).toHaveLength(4);
    expect(lab.calls.filter((c) => c.startsWith('boot'))).toHaveLength(4);
    expect(lab.calls.filter((c) => c.startsWith('stop'))).toHaveLength(4);
    expect(lab.running.size).toBe(0);
  });
});
