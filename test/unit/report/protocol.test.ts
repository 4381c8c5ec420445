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
        'base not steady after 1 min of warm-up (cap) · idle app frozen during the other side’s windows · ' +
        'database resets: 1 of 5 (the rest: nothing had written)</sub>',
    );
  });

  it('is absent for results without a protocol (older result files)', () => {
    expect(protocolLine(undefined)).toBeUndefined();
  });
});
