// The steady-state rule on recorded latency sequences (ms per 5 s window at the target rate).
import { describe, expect, it } from 'vitest';
import {
  compiledEnough,
  DEFAULT_STEADY_RULE,
  isSteady,
  latencySettled,
  warmUpUntilSteady,
  type WarmUpWindow,
} from '../../../src/lab/steady.js';

/** Windows whose median (what the rule compares) and p95 are the same figure. */
const windows = (latencies: number[], dropped: number[] = []): WarmUpWindow[] =>
  latencies.map((ms, i) => ({ p50Ms: ms, p95Ms: ms, droppedIterations: dropped[i] ?? 0 }));

/** Replays a recorded sequence through warmUpUntilSteady, 5 s per window. */
async function replay(p95s: number[], maxMs = 120_000, dropped: number[] = []) {
  const recorded = windows(p95s, dropped);
  let clock = 0;
  let next = 0;
  return warmUpUntilSteady(
    () => {
      clock += 5_000;
      return Promise.resolve(recorded[next++] ?? recorded[recorded.length - 1]!);
    },
    { rule: DEFAULT_STEADY_RULE, maxMs, now: () => clock },
  );
}

describe('steady-state warm-up', () => {
  it('waits out a cold JVM: 342 ms falling to 12 ms is steady once three windows agree', async () => {
    const result = await replay([342, 120, 35, 16, 12, 11.5, 12.2, 11.8]);
    expect(result.steady).toBe(true);
    expect(result.p95Ms).toEqual([342, 120, 35, 16, 12, 11.5, 12.2]);
    expect(result.durationMs).toBe(35_000);
  });

  it('stops after the minimum three windows for an app that is warm from the start', async () => {
    const result = await replay([9, 8.5, 8.8]);
    expect(result).toEqual({
      steady: true,
      durationMs: 15_000,
      p95Ms: [9, 8.5, 8.8],
      p50Ms: [9, 8.5, 8.8],
    });
  });

  it('does not call a still-falling latency steady, even when the last two agree', () => {
    expect(isSteady(windows([40, 20, 19.5]), DEFAULT_STEADY_RULE)).toBe(false);
    expect(isSteady(windows([20, 19.5, 19.8]), DEFAULT_STEADY_RULE)).toBe(true);
  });

  it('never counts a window that dropped iterations: the app did not keep up with the rate', () => {
    expect(isSteady(windows([50, 50, 50], [0, 12, 0]), DEFAULT_STEADY_RULE)).toBe(false);
  });

  it('allows a 1 ms spread at millisecond latencies, where jitter alone moves them that much', () => {
    expect(isSteady(windows([2.1, 2.9, 2.4]), DEFAULT_STEADY_RULE)).toBe(true);
    expect(isSteady(windows([2.1, 3.4, 2.4]), DEFAULT_STEADY_RULE)).toBe(false);
  });

  it('waits for the JIT to fall quiet even when the p95s already agree', () => {
    const compiling = (jit: number[]) =>
      windows([4.0, 4.4, 4.0]).map((w, i) => ({ ...w, jitMs: jit[i]! }));
    // the example after its boot warm-up: 4 ms p95 while C2 still compiles for ~2 s a window
    expect(isSteady(compiling([2400, 900, 600]), DEFAULT_STEADY_RULE)).toBe(false);
    expect(isSteady(compiling([60, 20, 500]), DEFAULT_STEADY_RULE)).toBe(true);
    expect(isSteady(compiling([60, 20, 501]), DEFAULT_STEADY_RULE)).toBe(false);
  });

  it('ends the raised rate at the same JIT share as a steady window, whatever the rate ratio', () => {
    // storefront at 4 × 31/s: 1566 ms once ended the raised rate (4 × 10 % of 5 s); now it goes on
    expect(compiledEnough(1566, DEFAULT_STEADY_RULE)).toBe(false);
    expect(compiledEnough(500, DEFAULT_STEADY_RULE)).toBe(true);
    expect(compiledEnough(390, { jitShare: 0.02, stepMs: 5_000 })).toBe(false);
  });

  it('records the JIT time of every window when the agent told it', async () => {
    let clock = 0;
    const jit = [900, 480, 50, 40];
    let next = 0;
    const result = await warmUpUntilSteady(
      () => {
        clock += 5_000;
        return Promise.resolve({ p50Ms: 3, p95Ms: 4, droppedIterations: 0, jitMs: jit[next++]! });
      },
      { rule: DEFAULT_STEADY_RULE, maxMs: 60_000, now: () => clock },
    );
    expect(result).toEqual({
      steady: true,
      durationMs: 20_000,
      p95Ms: [4, 4, 4, 4],
      p50Ms: [3, 3, 3, 3],
      jitMs: jit,
    });
  });

  it('gives up at the cap and says so', async () => {
    const result = await replay([300, 200, 300, 200, 300, 200, 300], 25_000);
    expect(result.steady).toBe(false);
    expect(result.p95Ms).toHaveLength(5);
    expect(result.durationMs).toBe(25_000);
    expect(result.latencySettled).toBe(false);
  });

  it('compares medians, not the p95s of 100-request windows', () => {
    // storefront's PR side at the end of a cap30 warm-up: p95 6.8 → 17.3 → 19.6 ms is one slow
    // request in a hundred; the medians around it barely move
    const recorded = [
      { p50Ms: 2.4, p95Ms: 6.8, droppedIterations: 0 },
      { p50Ms: 2.5, p95Ms: 17.3, droppedIterations: 0 },
      { p50Ms: 2.3, p95Ms: 19.6, droppedIterations: 0 },
    ];
    expect(isSteady(recorded, DEFAULT_STEADY_RULE)).toBe(true);
    expect(
      isSteady(
        recorded.map((w) => ({ ...w, p50Ms: w.p95Ms })),
        DEFAULT_STEADY_RULE,
      ),
    ).toBe(false);
  });

  it('tells a settled latency with a compiling JIT from an unsettled one', async () => {
    let clock = 0;
    const compiling = await warmUpUntilSteady(
      () => {
        clock += 5_000;
        return Promise.resolve({ p50Ms: 3, p95Ms: 9, droppedIterations: 0, jitMs: 800 });
      },
      { rule: DEFAULT_STEADY_RULE, maxMs: 15_000, now: () => clock },
    );
    expect(compiling).toMatchObject({ steady: false, latencySettled: true });
    expect(latencySettled(windows([3, 3, 3], [0, 1, 0]), DEFAULT_STEADY_RULE)).toBe(false);
  });

  it('runs at least the windows the rule needs when the cap is shorter', async () => {
    const result = await replay([10, 10, 10], 5_000);
    expect(result.steady).toBe(true);
    expect(result.p95Ms).toHaveLength(3);
  });
});
