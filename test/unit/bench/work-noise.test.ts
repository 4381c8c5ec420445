// The work-noise model of the simulated gates (bench/lib/work-noise.ts): its fit on inputs whose
// answer is known by hand, what it reads of a result file, and its check on held-out gates.
import { describe, expect, it } from 'vitest';
import { checkWorkNoise } from '../../../bench/lib/work-noise-check.js';
import {
  fitWorkNoise,
  unfitted,
  workSampleOf,
  type RecordedWorkResult,
  type WorkSample,
} from '../../../bench/lib/work-noise.js';
import type { WindowMeasurement } from '../../../src/model.js';

const at = (ratio: number) => ({ base: 1000, pr: 1000 * Math.exp(ratio) });

// Two gates of two pairs each: log-ratios a ± d and b ± d (a = 0.1, b = −0.1, d = 0.05); two
// gates of two endpoints of 50 requests each: c ± δ (c = ±0.1, δ = 0.02); statements unmoved.
const samples: WorkSample[] = [0.1, -0.1].map((shift, g) => ({
  gate: `aa-0${g + 1}`,
  windows: {
    'thread-cpu': [at(shift + 0.05), at(shift - 0.05)],
    statements: [
      { base: 4, pr: 4 },
      { base: 4, pr: 4 },
    ],
  },
  probe: {
    allocated: [
      { endpoint: 'GET /a', requests: 50, ...at(shift + 0.02) },
      { endpoint: 'GET /b', requests: 50, ...at(shift - 0.02) },
    ],
  },
}));

describe('fitWorkNoise', () => {
  const noise = fitWorkNoise(samples);

  it('splits the windows’ log-ratios into the window’s own spread and the side’s', () => {
    // within: 2·d² per pair = 2·windowSd²; across: var(a, b) − 2d²/2 = 2·sideSd²
    expect(noise.window['thread-cpu']?.windowSd).toBeCloseTo(0.05, 10);
    expect(noise.window['thread-cpu']?.sideSd).toBeCloseTo(Math.sqrt((0.02 - 0.0025) / 2), 10);
    expect(noise.window['thread-cpu']).toMatchObject({ gates: 2, pairs: 4 });
  });

  it('scales the endpoints’ residuals to one request, and leaves the side what they do not explain', () => {
    // residual ±δ·√(E/(E−1))·√(n/2) = ±δ·√50 per request: s² = 50·δ²
    const allocated = noise.probe.allocated!;
    expect(allocated.perRequestSd).toBeCloseTo(Math.sqrt(50 * 0.02 ** 2), 10);
    expect(allocated.residuals).toHaveLength(4);
    for (const r of allocated.residuals) expect(r).toBeCloseTo(0.02 * Math.sqrt(50), 10);
    // var(0.1, −0.1) = 0.02, less (1/E²)·Σ 2s²/n = 0.0004, halved
    expect(allocated.sideSd).toBeCloseTo(Math.sqrt((0.02 - 0.0004) / 2), 10);
  });

  it('models a count that never moved as exact', () => {
    expect(noise.window.statements).toMatchObject({ sideSd: 0, windowSd: 0 });
  });

  it('names the metrics it had no figure of, and what stands in for them', () => {
    const missing = unfitted(noise);
    expect(missing).toContainEqual({ metric: 'deletes', where: 'window', as: 'statements' });
    expect(missing).toContainEqual({ metric: 'allocated', where: 'window', as: 'exact' });
    expect(missing.some((m) => m.metric === 'allocated' && m.where === 'probe')).toBe(false);
  });
});

describe('workSampleOf', () => {
  const window = (side: 'base' | 'pr', round: number, bytes: number) =>
    ({
      side,
      round,
      http: { requests: 300 },
      endpoints: { 'GET /a': { requests: 200 }, 'GET /b': { requests: 100 } },
      work: {
        requests: 300,
        elapsedMs: 10_000,
        app: { allocatedBytesPerRequest: bytes },
        notes: [],
      },
    }) as unknown as WindowMeasurement;
  const comparison = (endpoint: string, base: number, pr: number, message: string) => ({
    scenario: 'mix',
    endpoint,
    metric: 'allocated' as const,
    base,
    pr,
    change: pr - base,
    changePct: 0,
    tolerance: 0.1,
    pairs: 1,
    status: 'no-change' as const,
    message,
  });
  const result: RecordedWorkResult = {
    scenarios: [
      {
        windows: [window('base', 0, 100), window('pr', 0, 101), window('base', 1, 102)],
        work: {
          comparisons: [
            comparison(
              'GET /a',
              10,
              11,
              'bytes allocated of GET /a: …; within the tolerance 10 %.',
            ),
            comparison(
              'GET /b',
              20,
              21,
              "bytes allocated of GET /b: …; not judged: 12 request(s) in the base's probe and 14 in the PR's, fewer than the 30 …",
            ),
          ],
          notes: ['Per endpoint: a probe of 30 iteration(s), 60 request(s) per side with one VU …'],
        },
      },
    ],
  };

  it('reads the pairs as the gate does, and each endpoint’s requests in the probe', () => {
    const sample = workSampleOf('aa-01', result);
    // round 1 has no PR window: one pair
    expect(sample.windows.allocated).toEqual([{ base: 100, pr: 101 }]);
    expect(sample.probe.allocated).toEqual([
      // no count in its message: the probe's 60 requests × its 2/3 of the windows' requests
      { endpoint: 'GET /a', base: 10, pr: 11, requests: 40 },
      // the fewer of the two sides its message names
      { endpoint: 'GET /b', base: 20, pr: 21, requests: 12 },
    ]);
  });
});

describe('checkWorkNoise', () => {
  it('predicts no change where the model and the held-out gates are exact, seeded', () => {
    const noise = fitWorkNoise(samples);
    const rows = checkWorkNoise(noise, samples, 3, 50);
    expect(checkWorkNoise(noise, samples, 3, 50)).toEqual(rows);
    const statements = rows.find((r) => r.metric === 'statements' && r.where === 'window')!;
    expect(statements).toMatchObject({ gates: 2, aboveP95: 0, tolerance: 0.05 });
    expect(statements.predicted).toEqual({ median: 0, max: 0, beyond: 0 });
    const bytes = rows.find((r) => r.metric === 'allocated' && r.where === 'endpoint')!;
    expect(bytes.observed.max).toBeCloseTo((Math.exp(0.12) - 1) * 100, 10);
    expect(bytes.predicted.max).toBeGreaterThan(0);
  });
});
