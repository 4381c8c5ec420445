// Synthetic telemetry records for the diagnosis tests, shaped like what the sampler produces: one
// point per second for 30 s. Recorded windows from the example app sit in test/fixtures/telemetry.
import type { Side, TelemetryRecord } from '../../../src/model.js';

export type SeriesShape = Record<string, (second: number) => number>;

/** A record whose series follow the given per-second functions. */
export function syntheticRecord(
  shape: SeriesShape,
  facts: Record<string, number | string> = {},
  label: { side?: Side; round?: number } = {},
  seconds = 30,
): TelemetryRecord {
  const series: TelemetryRecord['series'] = {};
  for (const [name, valueAt] of Object.entries(shape)) {
    const t: number[] = [];
    const values: number[] = [];
    for (let second = 1; second <= seconds; second++) {
      t.push(second);
      values.push(valueAt(second));
    }
    series[name] = { t, values };
  }
  return {
    label: { scenario: 'content-detail', side: label.side ?? 'pr', round: label.round ?? 0 },
    startedAt: '2026-11-22T04:00:00.000Z',
    durationSec: seconds,
    intervalMs: 1000,
    samples: seconds,
    series,
    facts: { hostCores: 2, threadsMax: 200, maximumPoolSize: 10, heapMaxMb: 512, ...facts },
    notes: [],
  };
}

/** A small deterministic wobble so series are not flat lines. */
export const wobble = (second: number, amplitude: number): number =>
  amplitude * Math.sin(second * 1.7);

/** A healthy app at 100 req/s: plenty of CPU, a few busy threads, no pending connections. */
export const healthy: SeriesShape = {
  'app.rate': (s) => 100 + wobble(s, 3),
  'app.p95Ms': (s) => 12 + wobble(s, 2),
  'tomcat.busy': (s) => 3 + Math.round(wobble(s, 2) + 2),
  'hikari.active': (s) => 1 + Math.round(wobble(s, 1) + 1),
  'hikari.pending': () => 0,
  'hikari.acquireMs': (s) => 0.05 + wobble(s, 0.02),
  'container.app.cpu': (s) => 35 + wobble(s, 5),
  'container.database.cpu': (s) => 8 + wobble(s, 2),
  'k6.cpu': (s) => 12 + wobble(s, 2),
  'host.cpu': (s) => 30 + wobble(s, 4),
  'jvm.gcPauseShare': (s) => 0.3 + wobble(s, 0.2),
  'jvm.heapUsedMb': (s) => 120 + 40 * ((s % 10) / 10),
  'k6.vus': (s) => 3 + Math.round(wobble(s, 1) + 1),
};
