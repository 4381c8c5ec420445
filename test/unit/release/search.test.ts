// The capacity search on synthetic response curves: a function from offered rate to the step's
// outcome stands in for the app, and the search is driven to its end exactly as the command does.
import { describe, expect, it } from 'vitest';
import { seededNormal } from '../../../src/analysis/stats.js';
import type { WindowOutcome } from '../../../src/release/model.js';
import {
  nextCapacityMove,
  summarizeCapacity,
  type SearchMove,
  type SearchOptions,
  type SearchStepOutcome,
} from '../../../src/release/search.js';

const OPTIONS: SearchOptions = {
  startRate: 10,
  maxRate: 1000,
  factor: 2,
  resolution: 0.1,
  maxSteps: 20,
  retries: 2,
};

type Curve = (rate: number, step: number) => WindowOutcome;

/** Drives a search against `curve` until it is done; returns the steps and the final move. */
function drive(curve: Curve, options: Partial<SearchOptions> = {}) {
  const merged = { ...OPTIONS, ...options };
  const steps: SearchStepOutcome[] = [];
  for (let guard = 0; guard < 100; guard++) {
    const move = nextCapacityMove(steps, merged);
    if (move.kind === 'done') return { steps, done: move };
    steps.push({ rate: move.rate, purpose: move.purpose, outcome: curve(move.rate, steps.length) });
  }
  throw new Error('the search did not end');
}

function done(move: SearchMove): Extract<SearchMove, { kind: 'done' }> {
  if (move.kind !== 'done') throw new Error(`expected done, got ${JSON.stringify(move)}`);
  return move;
}

/** A server with a sharp ceiling: every rate up to `capacity` meets the budget. */
const ceiling =
  (capacity: number): Curve =>
  (rate) =>
    rate <= capacity ? 'pass' : 'fail';

describe('capacity search', () => {
  it('starts at --start and ramps by the factor while steps pass', () => {
    const { steps } = drive(ceiling(100));
    expect(steps.slice(0, 5).map((s) => [s.rate, s.purpose])).toEqual([
      [10, 'ramp'],
      [20, 'ramp'],
      [40, 'ramp'],
      [80, 'ramp'],
      [160, 'ramp'],
    ]);
  });

  it.each([37, 100, 143, 512, 777])(
    'brackets a sharp ceiling at %i/s within the resolution and confirms the lower bound',
    (capacity) => {
      const { steps, done: end } = drive(ceiling(capacity));
      expect(end.status).toBe('found');
      expect(end.confirmed).toBe(true);
      expect(end.lower).toBeLessThanOrEqual(capacity);
      expect(end.upper).toBeGreaterThan(capacity);
      const width = (end.upper! - end.lower!) / end.lower!;
      expect(end.upper! - end.lower! <= 1 || width <= OPTIONS.resolution).toBe(true);
      // The last step is the confirmation, at the lower bound.
      expect(steps.at(-1)).toMatchObject({ purpose: 'confirm', rate: end.lower, outcome: 'pass' });
      // Bisection never measures outside the current bracket.
      for (const step of steps.filter((s) => s.purpose === 'bisect')) {
        expect(step.rate).toBeGreaterThan(end.lower! / 2);
        expect(step.rate).toBeLessThan(end.upper! * 2);
      }
    },
  );

  it('finds the rate at which an M/M/1-like p95 curve crosses the budget, with measurement noise', () => {
    // p95(rate) = base / (1 - rate/mu): a queue saturating at mu. The budget is crossed at
    // rate* = mu (1 - base/budget) = 300 (1 - 40/250) = 252.
    const mu = 300;
    const base = 40;
    const budget = 250;
    const exact = mu * (1 - base / budget);
    const noise = seededNormal(7);
    const curve: Curve = (rate) => {
      if (rate >= mu) return 'fail';
      const p95 = (base / (1 - rate / mu)) * Math.exp(0.05 * noise());
      return p95 <= budget ? 'pass' : 'fail';
    };
    const { done: end } = drive(curve);
    expect(end.status).toBe('found');
    // 5 % noise on p95 moves the crossing by a few percent of the rate, not more.
    expect(end.lower!).toBeGreaterThan(exact * 0.85);
    expect(end.lower!).toBeLessThan(exact * 1.05);
  });

  it('reports "above-max" with a confirmation when every rate up to --max passes', () => {
    const { steps, done: end } = drive(ceiling(10_000), { maxRate: 100 });
    expect(end).toMatchObject({ status: 'above-max', lower: 100, confirmed: true });
    expect(end.upper).toBeUndefined();
    expect(steps.map((s) => s.rate)).toEqual([10, 20, 40, 80, 100, 100]);
    expect(end.note).toContain('raise --max');
  });

  it('reports "below-start" when the first rate already fails', () => {
    const { steps, done: end } = drive(ceiling(5));
    expect(steps).toHaveLength(1);
    expect(end).toMatchObject({ status: 'below-start', upper: 10, confirmed: false });
    expect(end.note).toContain('lower --start');
  });

  it('moves the bracket down when the confirmation fails, and confirms a lower rate', () => {
    // Noise at the edge: 90/s passes while bisecting but fails when confirmed.
    let confirmations = 0;
    const curve: Curve = (rate) => {
      if (rate <= 85) return 'pass';
      if (rate === 90 && confirmations === 0) return 'pass';
      return 'fail';
    };
    const steps: SearchStepOutcome[] = [];
    let move = nextCapacityMove(steps, OPTIONS);
    while (move.kind === 'measure') {
      if (move.purpose === 'confirm' && move.rate === 90) {
        steps.push({ rate: 90, purpose: 'confirm', outcome: 'fail' });
        confirmations++;
      } else {
        steps.push({
          rate: move.rate,
          purpose: move.purpose,
          outcome: curve(move.rate, steps.length),
        });
      }
      move = nextCapacityMove(steps, OPTIONS);
    }
    const end = done(move);
    expect(confirmations).toBeGreaterThan(0);
    expect(end.status).toBe('found');
    expect(end.upper).toBeLessThanOrEqual(90);
    expect(end.lower).toBeLessThan(90);
    expect(end.confirmed).toBe(true);
  });

  it('re-measures a spoiled step at the same rate, and ends inconclusive when spoiling persists', () => {
    // A busy runner spoils the step at 40/s once: it is measured again and the search goes on.
    let spoiled = 0;
    const once: Curve = (rate) => {
      if (rate === 40 && spoiled === 0) {
        spoiled++;
        return 'inconclusive';
      }
      return rate <= 100 ? 'pass' : 'fail';
    };
    const recovered = drive(once);
    const at40 = recovered.steps.filter((s) => s.rate === 40);
    expect(at40.map((s) => s.outcome)).toEqual(['inconclusive', 'pass']);
    expect(recovered.done.status).toBe('found');

    // A generator that cannot go beyond 80/s: no false ceiling, an inconclusive end instead.
    const saturated: Curve = (rate) => (rate > 80 ? 'inconclusive' : 'pass');
    const { steps, done: end } = drive(saturated, { retries: 2 });
    expect(end.status).toBe('inconclusive');
    expect(end.upper).toBeUndefined();
    expect(end.lower).toBe(80);
    expect(steps.filter((s) => s.outcome === 'inconclusive')).toHaveLength(3);
    expect(end.note).toContain('could not be judged');
  });

  it('stops at the step limit with the bracket so far', () => {
    const { steps, done: end } = drive(ceiling(777), { maxSteps: 6 });
    expect(steps).toHaveLength(6);
    expect(end.status).toBe('step-limit');
    expect(end.note).toContain('step limit (6)');
    expect(end.lower).toBeDefined();
  });

  it('rounds rates to whole iterations per second', () => {
    const { steps } = drive(ceiling(50), { startRate: 3, factor: 1.5 });
    expect(steps.every((s) => Number.isInteger(s.rate))).toBe(true);
    expect(steps.map((s) => s.rate).slice(0, 4)).toEqual([3, 5, 8, 12]);
    // A factor too small to move a small rate still moves it by one.
    const slow = drive(ceiling(4), { startRate: 1, factor: 1.2 });
    expect(slow.steps.map((s) => s.rate).slice(0, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(slow.done).toMatchObject({ status: 'found', lower: 4, upper: 5 });
  });
});

describe('capacity across searches', () => {
  const found = (lower: number, upper: number) => ({
    status: 'found' as const,
    lower,
    upper,
    confirmed: true,
  });

  it('uses the bisection bracket of a single search as its interval', () => {
    const summary = summarizeCapacity([found(140, 150)], { target: 100, confidence: 0.9 });
    expect(summary).toMatchObject({
      capacity: 140,
      interval: { low: 140, high: 150, method: 'bisection' },
      meetsTarget: true,
      agree: true,
    });
    expect(summary.statement).toContain('140/s');
  });

  it('takes the median of three searches with a t interval, and tells whether they agree', () => {
    const agreeing = summarizeCapacity([found(140, 150), found(145, 155), found(138, 149)], {
      target: 100,
      confidence: 0.9,
    });
    expect(agreeing.capacity).toBe(140);
    expect(agreeing.interval?.method).toBe('t');
    expect(agreeing.interval!.low).toBeLessThan(140);
    expect(agreeing.interval!.high).toBeGreaterThan(140);
    expect(agreeing.consensus).toEqual({ low: 145, high: 149 });
    expect(agreeing.agree).toBe(true);
    expect(agreeing.figures).toEqual([140, 145, 138]);

    const disagreeing = summarizeCapacity([found(80, 90), found(140, 150), found(145, 160)], {
      target: 100,
      confidence: 0.9,
    });
    expect(disagreeing.agree).toBe(false);
    expect(disagreeing.statement).toContain('disagree');
    // A wider spread gives a wider interval.
    const width = (s: typeof agreeing) => s.interval!.high - s.interval!.low;
    expect(width(disagreeing)).toBeGreaterThan(width(agreeing));
  });

  it('counts searches cut short in the agreement, and names them in the statement', () => {
    // Measured on the example: one search confirmed 600/s (640 failed); two ran out of steps after
    // failed confirmations, with brackets 640–685/s and 520–560/s.
    const summary = summarizeCapacity(
      [
        found(600, 640),
        { status: 'step-limit', lower: 640, upper: 685, confirmed: false },
        { status: 'step-limit', lower: 520, upper: 560, confirmed: false },
      ],
      { target: 30, confidence: 0.9 },
    );
    expect(summary.capacity).toBe(600);
    expect(summary.figures).toEqual([600, undefined, undefined]);
    expect(summary.consensus).toEqual({ low: 640, high: 560 });
    expect(summary.agree).toBe(false);
    expect(summary.statement).toContain('2 of 3 searches confirmed no figure');
    expect(summary.statement).toContain('step-limit, between 520/s and 560/s');
    expect(summary.statement).toContain('disagree');
  });

  it('fails the target when the median capacity is below it', () => {
    const summary = summarizeCapacity([found(60, 66), found(62, 68)], {
      target: 100,
      confidence: 0.9,
    });
    expect(summary.meetsTarget).toBe(false);
    expect(summary.interval).toMatchObject({ low: 60, high: 68, method: 'envelope' });
    expect(summary.statement).toContain('is below the target of 100/s');
  });

  it('leaves out searches without a confirmed figure, and has no figure when none has one', () => {
    const partial = summarizeCapacity(
      [found(140, 150), { status: 'inconclusive', lower: 80, confirmed: false }],
      { target: 100, confidence: 0.9 },
    );
    expect(partial.capacity).toBe(140);
    expect(partial.figures).toEqual([140, undefined]);

    const none = summarizeCapacity([{ status: 'inconclusive', lower: 80, confirmed: false }], {
      target: 100,
      confidence: 0.9,
    });
    expect(none.capacity).toBeUndefined();
    expect(none.meetsTarget).toBeUndefined();
    expect(none.statement).toContain('inconclusive');
  });

  it('says capacity is below the start when every search failed at once', () => {
    const summary = summarizeCapacity([{ status: 'below-start', upper: 10, confirmed: false }], {
      target: 30,
      confidence: 0.9,
    });
    expect(summary.capacity).toBeUndefined();
    expect(summary.meetsTarget).toBe(false);
    expect(summary.statement).toContain('below 10/s');
  });
});
