// The per-endpoint table both reports show (PR side, median over rounds): its header and rows as
// plain text cells, escaped by each renderer. Pure.
import { formatCount, formatMs, formatRatio } from '../format/numbers.js';
import type { RequestMetrics, WindowMeasurement } from '../model.js';
import { median } from '../analysis/stats.js';
import { failedStatuses } from '../format/statuses.js';
import { mergeAppExceptions, type AppException } from '../analysis/app-exceptions.js';

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

/**
 * Where requests failed: one line per endpoint with failures (its failed count and statuses over
 * the windows together), and the exception lines the app logged in those windows.
 */
export function endpointFailures(
  windows: readonly WindowMeasurement[],
): { lines: string[]; exceptions: AppException[] } | undefined {
  const byName = new Map<
    string,
    { requests: number; failed: number; codes: Record<string, number> }
  >();
  for (const window of windows) {
    for (const [name, entry] of Object.entries(window.endpoints)) {
      const total = byName.get(name) ?? { requests: 0, failed: 0, codes: {} };
      total.requests += entry.requests;
      total.failed += entry.failed;
      for (const [code, count] of Object.entries(entry.statusCodes ?? {}))
        total.codes[code] = (total.codes[code] ?? 0) + count;
      byName.set(name, total);
    }
  }
  const lines = [...byName.entries()]
    .filter(([, total]) => total.failed > 0)
    .sort((a, b) => b[1].failed - a[1].failed || a[0].localeCompare(b[0]))
    .map(([name, total]) => {
      const statuses = failedStatuses(total.codes);
      return `${name}: ${formatCount(total.failed)} of ${formatCount(total.requests)} failed${statuses ? ` (${statuses})` : ''}`;
    });
  if (lines.length === 0) return undefined;
  return {
    lines,
    exceptions: mergeAppExceptions(windows.map((window) => window.appExceptions ?? [])),
  };
}
