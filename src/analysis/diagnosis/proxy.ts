// Nginx in front of the app: what its limits did to a window, named by the line of nginx.conf that
// set them, so "the app is slow" is not read where the proxy refused the requests. Pure.
import type { Finding, Side, WindowMeasurement } from '../../model.js';
import { formatCount } from '../../format/numbers.js';
import { failedStatuses } from '../../format/statuses.js';
import type { ProxyLimit } from '../../proxy/nginx-conf.js';
import { fmtPct } from './summary.js';
import { THRESHOLDS } from './thresholds.js';

function limitFor(limits: readonly ProxyLimit[], kind: ProxyLimit['kind'], zone?: string) {
  return limits.find((l) => l.kind === kind && (zone === undefined || l.zone === zone));
}

function where(limit: ProxyLimit | undefined): string {
  if (!limit) return 'a limit of nginx.conf';
  const zone = limit.definition
    ? ` (zone: ${limit.definition.source} ${limit.definition.text})`
    : '';
  return `${limit.source} ${limit.text}${zone}`;
}

/** A per-client key meets a generator that sends everything from one loopback address. */
function singleClientNote(limit: ProxyLimit | undefined): string {
  if (!limit?.definition || !/\$(?:binary_)?remote_addr/.test(limit.definition.text)) return '';
  return ' The zone counts per client address, and every request of the load generator comes from 127.0.0.1: all its virtual users are one client to this limit, where production spreads the same rate over many. Set the rate one real client may send, or a key that tells users apart, before reading this as the app.';
}

/** The findings of one window's Nginx evidence. */
export function proxyFindings(
  window: WindowMeasurement,
  at: (text: string) => string,
  base: { scenario: string; side: Side },
): Finding[] {
  const proxy = window.proxy;
  if (!proxy) return [];
  const { evidence, limits } = proxy;
  const requests = window.http.requests;
  const statuses = failedStatuses(window.http.statusCodes);
  const findings: Finding[] = [];
  const share = (count: number): number => (requests > 0 ? count / requests : 0);
  const push = (rule: string, count: number, message: string, keys: string[]): void => {
    findings.push({
      ...base,
      rule,
      level: share(count) >= THRESHOLDS.ERROR_SHARE ? 'warning' : 'notice',
      message: at(message),
      keys,
      evidence: { count, requests },
    });
  };
  for (const [zone, count] of Object.entries(evidence.limitReqRejected)) {
    const limit = limitFor(limits, 'limit_req', zone) ?? limitFor(limits, 'limit_req');
    push(
      'proxy.limit-req',
      count,
      `Nginx rejected ${formatCount(count)} of ${formatCount(requests)} requests (${fmtPct(share(count))}) at ${where(limit)}${statuses ? `; the failed requests were answered ${statuses}` : ''}.${singleClientNote(limit)}`,
      ['limit_req'],
    );
  }
  for (const [zone, count] of Object.entries(evidence.limitReqDelayed)) {
    const limit = limitFor(limits, 'limit_req', zone) ?? limitFor(limits, 'limit_req');
    push(
      'proxy.limit-req-delay',
      count,
      `Nginx delayed ${formatCount(count)} requests (burst without nodelay) at ${where(limit)}: their latency includes the wait.${singleClientNote(limit)}`,
      ['limit_req'],
    );
  }
  for (const [zone, count] of Object.entries(evidence.limitConnRejected)) {
    const limit = limitFor(limits, 'limit_conn', zone) ?? limitFor(limits, 'limit_conn');
    push(
      'proxy.limit-conn',
      count,
      `Nginx refused ${formatCount(count)} requests over its connection limit at ${where(limit)}.${singleClientNote(limit)}`,
      ['limit_conn'],
    );
  }
  const workerLimit = where(limitFor(limits, 'worker_connections'));
  if (evidence.workerConnections > 0) {
    push(
      'proxy.worker-connections',
      evidence.workerConnections,
      `Nginx ran out of connections ${formatCount(evidence.workerConnections)} times ("worker_connections are not enough") and closed the connections it had no room for, at ${workerLimit}: each proxied request holds two (client and upstream).`,
      ['worker_connections'],
    );
  } else if (evidence.workerConnectionsReused > 0) {
    // Nginx's warning, logged at most once a second: no request refused, keep-alive cut short.
    findings.push({
      ...base,
      rule: 'proxy.worker-connections',
      level: 'notice',
      message: at(
        `Nginx was nearly out of connections in ${formatCount(evidence.workerConnectionsReused)} second(s) of the window ("worker_connections are not enough, reusing connections") at ${workerLimit}: it closed idle keep-alive connections to make room, so clients reconnected. Each proxied request holds two (client and upstream), and every keep-alive client one more.`,
      ),
      keys: ['worker_connections'],
      evidence: { count: evidence.workerConnectionsReused, requests },
    });
  }
  if (evidence.tooManyOpenFiles > 0) {
    push(
      'proxy.open-files',
      evidence.tooManyOpenFiles,
      `Nginx hit its file-descriptor limit ${formatCount(evidence.tooManyOpenFiles)} times ("Too many open files"): raise worker_rlimit_nofile and the container's nofile limit together with worker_connections.`,
      ['worker_rlimit_nofile'],
    );
  }
  if (evidence.upstreamTimeouts > 0) {
    push(
      'proxy.upstream-timeout',
      evidence.upstreamTimeouts,
      `Nginx gave up on the app ${formatCount(evidence.upstreamTimeouts)} times ("upstream timed out"): the app held those requests longer than proxy_read_timeout.`,
      ['proxy_read_timeout'],
    );
  }
  if (evidence.upstreamConnectFailures > 0) {
    push(
      'proxy.upstream-connect',
      evidence.upstreamConnectFailures,
      `Nginx could not connect to the app ${formatCount(evidence.upstreamConnectFailures)} times (connect() failed): Tomcat's accept queue (server.tomcat.accept-count) or max-connections was full.`,
      ['server.tomcat.accept-count', 'server.tomcat.max-connections'],
    );
  }
  return findings;
}
