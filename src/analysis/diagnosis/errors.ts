// Failed requests in a window, as the client (k6) and the server (5xx responses) saw them, and the
// pool's own complaints in the app log. Pure.
import type { Finding, Side, TelemetryRecord } from '../../model.js';
import { round } from '../../format/numbers.js';
import { failedStatuses } from '../../format/statuses.js';
import { fmtPct, integrate } from './summary.js';
import { THRESHOLDS, type DiagnosisContext } from './thresholds.js';

/** HikariCP's "Connection is not available" lines in the app log, with their waiting counts. */
export function poolLogEvidence(log: string): { matches: number; waitingMax?: number } {
  let matches = 0;
  let waitingMax: number | undefined;
  for (const match of log.matchAll(
    /Connection is not available, request timed out after \d+ ?ms(?:[^\n]*?waiting=(\d+))?/g,
  )) {
    matches++;
    if (match[1] !== undefined) waitingMax = Math.max(waitingMax ?? 0, Number(match[1]));
  }
  return { matches, waitingMax };
}

export function errorFindings(
  record: TelemetryRecord,
  context: DiagnosisContext,
  at: (text: string) => string,
  base: { scenario: string; side: Side },
): Finding[] {
  const findings: Finding[] = [];
  const window = context.window;
  if (window && window.http.failed > 0) {
    const statuses = failedStatuses(window.http.statusCodes);
    findings.push({
      ...base,
      rule: 'errors.client',
      level: window.http.errorRate >= THRESHOLDS.ERROR_SHARE ? 'warning' : 'notice',
      message: at(
        `${window.http.failed} of ${window.http.requests} requests failed (${fmtPct(window.http.errorRate)})${statuses ? `: ${statuses}` : ''}.`,
      ),
      keys: ['http_req_failed'],
      evidence: {
        failed: window.http.failed,
        requests: window.http.requests,
        errorRatePercent: round(window.http.errorRate * 100),
        ...Object.fromEntries(
          Object.entries(window.http.statusCodes ?? {}).map(([code, count]) => [
            `status${code.replace(/\W+/g, '_')}`,
            count,
          ]),
        ),
      },
    });
  }
  const openFiles = (context.appLog ?? '').match(/Too many open files/g)?.length ?? 0;
  if (openFiles > 0) {
    findings.push({
      ...base,
      rule: 'app.open-files',
      level: 'warning',
      message: at(
        `the app ran out of file descriptors: its log says "Too many open files" ${openFiles} time(s). Every client connection, pooled connection and open file holds one; a container's nofile limit (app.ulimits.nofile, 1,024 where production leaves the default) runs out past about a thousand connections. Raise it together with server.tomcat.max-connections, or keep max-connections below it.`,
      ),
      keys: ['app.ulimits.nofile', 'server.tomcat.max-connections'],
      evidence: { logLines: openFiles },
    });
  }
  const intervalSec = record.intervalMs / 1000;
  const serverErrors = integrate(record.series['app.5xxRate'], intervalSec);
  const served = integrate(record.series['app.rate'], intervalSec);
  if (serverErrors >= 1) {
    const share = served > 0 ? serverErrors / served : 1;
    findings.push({
      ...base,
      rule: 'errors.server',
      level: share >= THRESHOLDS.ERROR_SHARE ? 'warning' : 'notice',
      message: at(
        `the app answered ${Math.round(serverErrors)} requests with a 5xx status (${fmtPct(share)} of ${Math.round(served)}).`,
      ),
      keys: ['app.5xxRate'],
      evidence: {
        serverErrors: Math.round(serverErrors),
        requests: Math.round(served),
        sharePercent: round(share * 100),
      },
    });
  }
  return findings;
}
