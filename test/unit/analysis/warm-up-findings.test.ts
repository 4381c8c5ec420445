import { describe, expect, it } from 'vitest';
import { warmUpFindings } from '../../../src/analysis/warm-up-findings.js';
import type { SteadyWarmUpRecord } from '../../../src/model.js';

const warmup = { maxMs: 60_000, stepMs: 5_000, jitShare: 0.1, windows: 3 };

// A boot of the example on the slower runner (bench/results/raw/cal8-aa-01.log, PR side).
const capped: SteadyWarmUpRecord = {
  side: 'pr',
  scenario: 'content-view',
  steady: false,
  durationMs: 151_000,
  p95Ms: [20.2, 15.8, 12.5, 12.2, 13.1, 13.2, 9.6, 11.9, 11.7, 14.5, 18.8, 10.0],
  jitMs: [5147, 5250, 5089, 4773, 3993, 2998, 2182, 3598, 1170, 396, 1554],
};

describe('warmUpFindings', () => {
  it('says nothing when every warm-up settled', () => {
    expect(warmUpFindings([{ ...capped, steady: true }], warmup)).toEqual([]);
  });

  it('warns per boot that stopped at the cap, with the JIT figure and the key to raise', () => {
    const findings = warmUpFindings([capped, { ...capped, side: 'base', steady: true }], warmup);
    expect(findings).toHaveLength(1);
    const [finding] = findings;
    expect(finding).toMatchObject({
      rule: 'warmup.not-steady',
      level: 'warning',
      scenario: 'content-view',
      side: 'pr',
      keys: ['warmup.max'],
      evidence: { warmUpMs: 151_000, capMs: 60_000, lastJitMs: 1554, lastP95Ms: 10 },
    });
    expect(finding!.message).toContain('content-view (PR)');
    expect(finding!.message).toContain('after 2 min 31 s (warmup.max 1 min)');
    expect(finding!.message).toContain('p95 of its last 3 short windows still differed');
    expect(finding!.message).toContain('JIT still compiled 1554 ms in the last 5 s window');
    expect(finding!.message).toContain('Raise warmup.max (e.g. to 3 min');
  });

  it('names the disagreeing p95s when the JIT had settled', () => {
    const [finding] = warmUpFindings([{ ...capped, jitMs: [900, 40, 30] }], warmup);
    expect(finding!.message).toContain('the p95 of its last 3 short windows still differed');
    expect(finding!.message).toContain('(14.5, 18.8, 10.0 ms)');
  });

  it('works without a JIT figure (no work agent); suggests twice the cap when over 180 s', () => {
    const noJit: SteadyWarmUpRecord = { ...capped };
    delete noJit.jitMs;
    const [finding] = warmUpFindings([noJit], { ...warmup, maxMs: 120_000 });
    expect(finding!.evidence).not.toHaveProperty('lastJitMs');
    expect(finding!.message).toContain('still differed');
    expect(finding!.message).toContain('e.g. to 4 min');
  });

  it('compares medians when the record has them, and warns when they had not settled', () => {
    const [finding] = warmUpFindings(
      [{ ...capped, p50Ms: [2, 2, 2, 2, 2, 2, 2, 2, 2, 3.1, 4.4, 2.9], latencySettled: false }],
      warmup,
    );
    expect(finding).toMatchObject({ rule: 'warmup.not-steady', level: 'warning' });
    expect(finding!.message).toContain('the median of its last 3 short windows still differed');
    expect(finding!.message).toContain('(3.1, 4.4, 2.9 ms)');
    expect(finding!.evidence).toMatchObject({ lastP50Ms: 2.9 });
  });

  it('only notes a boot whose latency settled while its JIT still compiled', () => {
    // flyway-shop's base side at the end of a cap30 warm-up: medians flat, JIT 355 ms and above
    const settled: SteadyWarmUpRecord = {
      ...capped,
      p50Ms: [3.2, 3.1, 3.3],
      jitMs: [981, 707, 611],
      latencySettled: true,
    };
    const [finding] = warmUpFindings([settled], warmup);
    expect(finding).toMatchObject({
      rule: 'warmup.still-compiling',
      level: 'notice',
      keys: ['warmup.max'],
      evidence: { lastJitMs: 611, lastP50Ms: 3.3 },
    });
    expect(finding!.message).toContain('median of the last 3 short windows 3.2, 3.1, 3.3 ms');
    expect(finding!.message).toContain('JIT still compiling 611 ms in the last 5 s window (500 ms');
  });
});
