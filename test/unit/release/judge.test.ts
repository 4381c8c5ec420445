// Who gets the blame for a missed window: the app (fail) or the generator/runner (inconclusive).
import { describe, expect, it } from 'vitest';
import { budgetAtRate, judgeWindow } from '../../../src/release/judge.js';
import { makeWindow } from '../analysis/windows.js';

const limits = { p95Ms: 250, errorRate: 0.01 };
const healthy = { starved: [], undelivered: [] };
const busyRunner = {
  starved: [
    "the runner's CPU was saturated (99 % of 2 cores) while app, database and k6 used only 30 % of it",
  ],
  undelivered: [],
};
const vusToSpare = {
  starved: [],
  undelivered: ['k6 dropped 12 iterations with VUs to spare (at most 293 of 322 in use)'],
};

describe('judging a window', () => {
  it('passes a window within p95, errors and the offered rate', () => {
    const window = makeWindow({ targetRate: 80, tps: 79.8, p95: 120 });
    expect(judgeWindow(window, budgetAtRate(limits, 80), healthy)).toEqual({
      outcome: 'pass',
      reasons: [],
    });
  });

  it('fails a window whose p95 is over the budget on a healthy generator, naming the rule', () => {
    const judged = judgeWindow(
      makeWindow({ targetRate: 80, p95: 400 }),
      budgetAtRate(limits, 80),
      healthy,
    );
    expect(judged.outcome).toBe('fail');
    expect(judged.reasons.join(' ')).toContain('400 ms exceeds the 250 ms budget');
  });

  it('fails a window that did not sustain the rate, and one with too many errors', () => {
    const slow = judgeWindow(
      makeWindow({ targetRate: 80, tps: 70, p95: 100 }),
      budgetAtRate(limits, 80),
      healthy,
    );
    expect(slow.outcome).toBe('fail');
    expect(slow.reasons.join(' ')).toContain('below the 80.00/s target');
    const errors = judgeWindow(
      makeWindow({ targetRate: 80, p95: 100, requests: 1000, failed: 50 }),
      budgetAtRate(limits, 80),
      healthy,
    );
    expect(errors.outcome).toBe('fail');
    expect(errors.reasons.join(' ')).toContain('error rate 5%');
  });

  it('passes a window that met the budget on a busy runner: evidence the app can do at least that', () => {
    const window = makeWindow({ targetRate: 80, p95: 120, saturated: true });
    expect(judgeWindow(window, budgetAtRate(limits, 80), busyRunner).outcome).toBe('pass');
  });

  it('does not blame the app for a miss while the runner or the generator was limited', () => {
    const window = makeWindow({ targetRate: 80, p95: 400, saturated: true });
    const judged = judgeWindow(window, budgetAtRate(limits, 80), busyRunner);
    expect(judged.outcome).toBe('inconclusive');
    expect(judged.reasons[0]).toContain("runner's CPU was saturated");
    expect(judged.reasons.at(-1)).toContain('may not be the app');
  });

  it('fails a window whose iterations were dropped with every VU busy (the app was too slow)', () => {
    // Achieved the rate within slack, but dropped iterations: the generator was healthy, so the
    // drops mean every VU was waiting on the app.
    const window = makeWindow({ targetRate: 80, tps: 79.5, p95: 200, dropped: 12 });
    const judged = judgeWindow(window, budgetAtRate(limits, 80), healthy);
    expect(judged.outcome).toBe('fail');
    expect(judged.reasons[0]).toContain('dropped 12 iterations with every VU busy');
  });

  it('calls a rate shortfall with VUs to spare inconclusive: k6 did not offer the rate', () => {
    const window = makeWindow({ targetRate: 80, tps: 70, p95: 200, dropped: 300 });
    const judged = judgeWindow(window, budgetAtRate(limits, 80), vusToSpare);
    expect(judged.outcome).toBe('inconclusive');
    expect(judged.reasons.at(-1)).toContain('the rate was not tested');
  });

  it('fails latency over budget even when k6 delivered less than offered: it would only be worse', () => {
    const window = makeWindow({ targetRate: 640, tps: 587, p95: 744, dropped: 861 });
    const judged = judgeWindow(window, budgetAtRate(limits, 640), vusToSpare);
    expect(judged.outcome).toBe('fail');
    expect(judged.reasons[0]).toContain('744 ms exceeds the 250 ms budget');
    expect(judged.reasons.at(-1)).toContain('under less load than offered');
  });

  it('keeps a latency miss inconclusive when k6 was also short of CPU', () => {
    const window = makeWindow({ targetRate: 640, tps: 587, p95: 744, dropped: 861 });
    const starved = { starved: ['k6 used 190 % of a core'], undelivered: vusToSpare.undelivered };
    expect(judgeWindow(window, budgetAtRate(limits, 640), starved).outcome).toBe('inconclusive');
  });

  it('judges the rate of the window, not the scenario budget', () => {
    expect(budgetAtRate({ p95Ms: 250, tps: 30 }, 160)).toEqual({ p95Ms: 250, tps: 160 });
  });
});
