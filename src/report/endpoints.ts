// The per-endpoint table both reports show (PR side, median over rounds): its header and rows as
// plain text cells, escaped by each renderer. Pure.
import { formatCount, formatMs, formatRatio } from '../format/numbers.js';
import type { RequestMetrics, WindowMeasurement } from '../model.js';
import { median } from '../analysis/stats.js';

export const ENDPOINT_HEADER = ['Endpoint', 'Requests', 'Error rate', 'p50', 'p95', 'p99'];

/** One row per endpoint seen in the windows; undefined when none has endpoints. */
export function endpointRows(windows: readonly WindowMeasurement[]): string[][] | undefined {
  const names = [...new Set(windows.flatMap((window) => Object.keys(window.endpoints)))].sort();
  if (names.length === 0) return undefined;
  return names.map((name) => {
    const metrics = windows.flatMap((window) => {
      const entry = window.endpoints[name];
      return entry ? [entry] : [];
    });
    const pick = (select: (entry: RequestMetrics) => number) => median(metrics.map(select));
    const requests = metrics.reduce((total, entry) => total + entry.requests, 0);
    const failed = metrics.reduce((total, entry) => total + entry.failed, 0);
    return [
      name,
      formatCount(requests),
      formatRatio(requests > 0 ? failed / requests : Number.NaN),
      formatMs(pick((entry) => entry.latency.p50)),
      formatMs(pick((entry) => entry.latency.p95)),
      formatMs(pick((entry) => entry.latency.p99)),
    ];
  });
}

/** The note under the table: how endpoints were grouped, or what was left out. */
export function endpointNoteOf(windows: readonly WindowMeasurement[]): string | undefined {
  return windows.find((window) => window.endpointNote)?.endpointNote;
}
