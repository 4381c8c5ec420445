// HTTP statuses and k6's error codes (status 0: no response) as the reports and findings print
// them. Pure.
import { formatCount } from './numbers.js';

/** A status key as the reports print it: the HTTP status, or what k6's error code says. */
export function statusLabel(key: string): string {
  if (key === '0') return 'no response';
  const k6 = /^k6 (\d+)$/.exec(key);
  if (!k6) return key;
  const code = Number(k6[1]);
  const kind =
    code === 1050
      ? 'timeout'
      : code >= 1100 && code < 1200
        ? 'DNS error'
        : code >= 1200 && code < 1300
          ? 'TCP error'
          : code >= 1300 && code < 1400
            ? 'TLS error'
            : 'no response';
  return `${kind} (k6 ${code})`;
}

/** Whether a status key counts as a failure (4xx, 5xx, or no response). */
function failing(key: string): boolean {
  return !/^\d+$/.test(key) || key === '0' || Number(key) >= 400;
}

/** The failing statuses of some status counts, most first: `500 ×188, timeout (k6 1050) ×3`. */
export function failedStatuses(counts: Record<string, number> | undefined): string | undefined {
  const entries = Object.entries(counts ?? {})
    .filter(([key]) => failing(key))
    .sort((a, b) => b[1] - a[1]);
  return entries.length > 0
    ? entries.map(([key, count]) => `${statusLabel(key)} ×${formatCount(count)}`).join(', ')
    : undefined;
}
