import { describe, expect, it } from 'vitest';
import { protocolLine } from '../../../src/report/protocol.js';

describe('the protocol line of the report', () => {
  it('names the order, seed, boot order, warm-ups, pauses and resets', () => {
    const line = protocolLine({
      order: 'abba',
      seed: 42,
      bootOrder: ['pr', 'base'],
      reuseApp: true,
      pauseIdle: true,
      resets: 1,
      resetsSkipped: 4,
      snapshotsSkipped: 2,
      pausedMs: { base: 30_000, pr: 31_000 },
      warmUps: [
        { side: 'pr', scenario: 'view', steady: true, durationMs: 25_000, p95Ms: [40, 12, 11, 12] },
        { side: 'base', scenario: 'view', steady: false, durationMs: 60_000, p95Ms: [90, 50] },
      ],
    });
    expect(line).toBe(
      '<sub>order: abba, seed 42 · boot order: pr, base · pr steady after 25 s of warm-up · ' +
        'base not steady after 1 min of warm-up (budget) · idle app frozen during the other side’s windows · ' +
        'database resets: 1 of 5 (the rest: nothing had written)</sub>',
    );
  });

  it('tells a boot whose latency settled while its JIT compiled from one that did not settle', () => {
    const line = protocolLine({
      order: 'alternate',
      seed: 7,
      bootOrder: ['base'],
      reuseApp: true,
      pauseIdle: false,
      resets: 0,
      resetsSkipped: 0,
      snapshotsSkipped: 0,
      warmUps: [
        {
          side: 'base',
          scenario: 'view',
          steady: false,
          latencySettled: true,
          durationMs: 68_000,
          p95Ms: [6.8, 7.7, 5.9],
          p50Ms: [3.0, 2.8, 2.8],
        },
      ],
    });
    expect(line).toBe(
      '<sub>order: alternate, seed 7 · base latency settled, JIT still compiling after 1 min 8 s of warm-up (budget)</sub>',
    );
  });

  it('is absent for results without a protocol (older result files)', () => {
    expect(protocolLine(undefined)).toBeUndefined();
  });
});
