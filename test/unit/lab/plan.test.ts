// The gate's whole sequencing, run against a fake lab: boot order, window order, resets,
// snapshots, kept apps and paused idle apps, without a container.
import { describe, expect, it } from 'vitest';
import { planGate } from '../../../src/lab/plan.js';
import { runPlan } from '../../../src/lab/schedule.js';
import { fakeLab } from './fake-lab.js';
import { config, run, sameData, seedBooting } from './plan-fixtures.js';

describe('planGate and runPlan', () => {
  it('keeps one app per side, snapshots after each boot and restores before each window', async () => {
    const plan = planGate(config(), sameData, seedBooting('pr'));
    const { lab, windows, report } = await run(plan, { countsWrites: false });
    expect(lab.calls).toEqual([
      'load base as base',
      'boot pr',
      'snapshot pr-booted',
      'reset base',
      'boot base',
      'snapshot base-booted',
      'reset base-booted',
      'warm-up base after boot',
      'measure base0',
      'reset pr-booted',
      'warm-up pr after boot',
      'measure pr0',
      'reset pr-booted',
      'warm-up pr',
      'measure pr1',
      'reset base-booted',
      'warm-up base',
      'measure base1',
      'stop pr',
      'stop base',
    ]);
    expect(windows).toEqual([
      'view base0 on init-base',
      'view pr0 on init-base',
      'view pr1 on init-base',
      'view base1 on init-base',
    ]);
    expect(report).toEqual({ resets: 5, resetsSkipped: 0, snapshotsSkipped: 0 });
    expect(lab.running.size).toBe(0);
  });

  it('boots the side the seed draws first, and records the seed', () => {
    const seed = seedBooting('base');
    const plan = planGate(config(), sameData, seed);
    expect(plan.seed).toBe(seed);
    expect(plan.bootOrder).toEqual(['base', 'pr']);
    expect(plan.steps.filter((s) => s.step === 'boot').map((s) => s.side)).toEqual(['base', 'pr']);
    expect(planGate(config(), sameData, seedBooting('pr')).bootOrder).toEqual(['pr', 'base']);
  });

  it('measures in ABBA blocks with order abba', async () => {
    const plan = planGate(config({ order: 'abba', rounds: 4 }), sameData, 3);
    const { lab } = await run(plan);
    expect(lab.calls.filter((c) => c.startsWith('measure')).map((c) => c.slice(8))).toEqual([
      'base0',
      'pr0',
      'pr1',
      'base1',
      'pr2',
      'base2',
      'base3',
      'pr3',
    ]);
  });

  it('skips resets and snapshots when nothing wrote, and keeps resets after a writing window', async () => {
    const plan = planGate(config(), sameData, seedBooting('base'));
    const clean = await run(plan);
    expect(clean.report).toEqual({ resets: 0, resetsSkipped: 5, snapshotsSkipped: 2 });
    expect(clean.lab.calls.filter((c) => /reset|snapshot/.test(c))).toEqual([]);
    const writing = await run(plan, { windowsWrite: true });
    // The first window needs no reset; each later one follows a window that wrote.
    expect(writing.report).toEqual({ resets: 3, resetsSkipped: 2, snapshotsSkipped: 2 });
    expect(writing.lab.calls.filter((c) => c.startsWith('reset'))).toEqual([
      'reset base',
      'reset base',
      'reset base',
    ]);
    // Every window starts from unwritten data all the same.
    expect(writing.windows.every((w) => !w.includes('*'))).toBe(true);
  });

  it('restores the data an app migrated at startup before each of its windows', async () => {
    const plan = planGate(config(), sameData, seedBooting('base'));
    const { windows, report } = await run(plan, { bootWrites: true, windowsWrite: true });
    expect(windows).toEqual([
      'view base0 on init-base+base-migrations',
      'view pr0 on init-base+pr-migrations',
      'view pr1 on init-base+pr-migrations',
      'view base1 on init-base+base-migrations',
    ]);
    expect(report.resets).toBe(5);
  });

  it('gives each side its own data when their init scripts differ', async () => {
    const plan = planGate(
      config(),
      [
        { side: 'base', data: 'schema-1' },
        { side: 'pr', data: 'schema-2' },
      ],
      seedBooting('base'),
    );
    const { lab, windows } = await run(plan, { windowsWrite: true });
    expect(lab.calls.slice(0, 3)).toEqual(['load base as base', 'load pr as pr', 'reset base']);
    expect(windows).toEqual([
      'view base0 on init-base',
      'view pr0 on init-pr',
      'view pr1 on init-pr',
      'view base1 on init-base',
    ]);
  });

  it('boots and stops a fresh app around every window without reuse-app', async () => {
    const plan = planGate(
      config({ reuseApp: false, pauseIdle: true }),
      sameData,
      seedBooting('base'),
    );
    expect(plan.pauseIdle).toBe(false); // nothing idle to pause: one app at a time
    const { lab } = await run(plan, { countsWrites: false });
    expect(lab.calls.filter((c) => c.startsWith('boot'))).toHaveLength(4);
    expect(
      lab.calls.filter((c) => c.startsWith('warm-up')).every((c) => c.endsWith('after boot')),
    ).toBe(true);
    expect(lab.calls.slice(-4)).toEqual(
      ['reset base', 'boot base', 'warm-up base after boot', 'measure base1', 'stop base'].slice(
        -4,
      ),
    );
  });

  it('freezes the idle app during the other side’s warm-up and window, and thaws it before its own', async () => {
    const plan = planGate(config({ pauseIdle: true, rounds: 3 }), sameData, seedBooting('base'));
    const lab = fakeLab();
    const pausedDuring: string[] = [];
    await runPlan(plan, lab, (step) => {
      pausedDuring.push(`${step.side}${step.round}: ${[...lab.paused].join(',')}`);
    });
    expect(pausedDuring).toEqual([
      'base0: pr',
      'pr0: base',
      'pr1: base',
      'base1: pr',
      'base2: pr',
      'pr2: base',
    ]);
    // The first app is frozen while the second boots; both are thawed before they stop.
    expect(lab.calls.slice(0, 4)).toEqual([
      'load base as base',
      'boot base',
      'pause base',
      'boot pr',
    ]);
    expect(lab.paused.size).toBe(0);
    expect(lab.running.size).toBe(0);
  });

  it('runs a single side once per scenario, restoring between scenarios only', async () => {
    const one = planGate(config(), [{ side: 'pr', data: 'pr' }], 9);
    expect((await run(one)).lab.calls).toEqual([
      'boot pr',
      'warm-up pr after boot',
      'measure pr0',
      'stop pr',
    ]);
    const two = planGate(config({}, ['view', 'search']), [{ side: 'pr', data: 'pr' }], 9);
    const { lab, windows } = await run(two, { windowsWrite: true, countsWrites: false });
    expect(lab.calls).toEqual([
      'boot pr',
      'snapshot pr-booted',
      'reset pr-booted',
      'warm-up pr after boot',
      'measure pr0',
      'reset pr-booted',
      'warm-up pr',
      'measure pr0',
      'stop pr',
    ]);
    expect(windows).toEqual(['view pr0 on empty', 'search pr0 on empty']);
  });
});
