import { describe, expect, it } from 'vitest';
import { defaultWindows } from '../../../src/config/windows.js';

describe('default windows', () => {
  it('gives the gate the calibrated 3 s + 5 s at 30 iterations/s (150 iterations)', () => {
    expect(defaultWindows(30, {})).toMatchObject({ warmupMs: 3_000, durationMs: 5_000 });
    // faster: never under 5 s
    expect(defaultWindows(400, {}).durationMs).toBe(5_000);
  });

  it('lengthens the window of a slower scenario to hold 150 iterations, in whole seconds', () => {
    expect(defaultWindows(20, {}).durationMs).toBe(8_000); // 7.5 s
    expect(defaultWindows(5, {}).durationMs).toBe(30_000);
    // below 5/s the window stops at 30 s, so that a slow scenario's gate stays bounded
    expect(defaultWindows(0.5, {}).durationMs).toBe(30_000);
  });

  it('keeps 10 s + 20 s for capacity and sweep, whose fresh apps have no steady-state warm-up', () => {
    expect(defaultWindows(30, {}).release).toEqual({ warmupMs: 10_000, durationMs: 20_000 });
  });

  it('lets a written value win for the gate and the release commands alike', () => {
    expect(defaultWindows(30, { warmupMs: 7_000, durationMs: 12_000 })).toEqual({
      warmupMs: 7_000,
      durationMs: 12_000,
      release: { warmupMs: 7_000, durationMs: 12_000 },
    });
    expect(defaultWindows(5, { warmupMs: 1_000 })).toMatchObject({
      warmupMs: 1_000,
      durationMs: 30_000,
      release: { warmupMs: 1_000, durationMs: 20_000 },
    });
  });
});
