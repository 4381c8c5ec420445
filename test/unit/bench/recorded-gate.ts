// A recorded calibration gate for the bench's pure analyses (rejudge, replay).
import type { RecordedGate } from '../../../bench/lib/rejudge.js';
import type { RuleRecord, WindowMeasurement } from '../../../src/model.js';
import { makeWindow } from '../analysis/windows.js';

/** Ten rounds: the PR's geometric-mean latency is the base's × ratio × a little jitter. */
export function recorded(
  file: string,
  ratio: number,
  options: { verdict?: RecordedGate['verdict']; rules?: RuleRecord[]; spread?: number } = {},
): RecordedGate {
  const windows: WindowMeasurement[] = [];
  const spread = options.spread ?? 0.02;
  for (let round = 0; round < 10; round++) {
    const jitter = Math.exp(spread * (round % 2 === 0 ? 1 : -1) * (1 + (round % 3) / 2));
    for (const side of ['base', 'pr'] as const) {
      const window = makeWindow({ side, round, scenario: 'content-view' });
      const geometricMean = side === 'base' ? 2 : 2 * ratio * jitter;
      window.http.logLatency = { n: 300, mean: Math.log(geometricMean), sd: 0.4 };
      windows.push(window);
    }
  }
  return {
    file,
    mode: file.replace(/-\d+$/, ''),
    verdict: options.verdict ?? 'pass',
    wallMs: 330_000,
    // boot and warm-up until 150 s, then 18 s a round
    roundEndsMs: Array.from({ length: 10 }, (_, round) => 150_000 + 18_000 * (round + 1)),
    compare: {
      tolerance: { latency: 0.1, p95: 0.1, p99: 0.15, tps: 0.05, errors: 0.01 },
      confidence: 0.9,
      primary: ['latency', 'errorRate'],
      instanceNoise: 0.03,
      reuseApp: true,
    } as RecordedGate['compare'],
    scenarios: [{ name: 'content-view', windows, rules: options.rules ?? [] }],
  };
}
