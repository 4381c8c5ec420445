// What Nginx's error log says about a window: requests its limits rejected or delayed, connections
// it could not take, upstream timeouts and file-descriptor exhaustion, counted per kind and zone.
// Pure.

/** Counts of one window's Nginx complaints. */
export interface ProxyEvidence {
  /** requests `limit_req` rejected, per zone */
  limitReqRejected: Record<string, number>;
  /** requests `limit_req` delayed (burst without nodelay), per zone */
  limitReqDelayed: Record<string, number>;
  /** connections `limit_conn` refused, per zone */
  limitConnRejected: Record<string, number>;
  /** "worker_connections are not enough" ([alert]): a connection Nginx had no slot for, closed */
  workerConnections: number;
  /**
   * "worker_connections are not enough, reusing connections" ([warn], at most once a second): the
   * seconds in which Nginx closed idle keep-alive connections to make room for new ones
   */
  workerConnectionsReused: number;
  /** "upstream timed out" */
  upstreamTimeouts: number;
  /** "Too many open files" (errno 24) */
  tooManyOpenFiles: number;
  /** "connect() failed … while connecting to upstream" (the app refused or reset) */
  upstreamConnectFailures: number;
}

export function emptyProxyEvidence(): ProxyEvidence {
  return {
    limitReqRejected: {},
    limitReqDelayed: {},
    limitConnRejected: {},
    workerConnections: 0,
    workerConnectionsReused: 0,
    upstreamTimeouts: 0,
    tooManyOpenFiles: 0,
    upstreamConnectFailures: 0,
  };
}

function bump(into: Record<string, number>, key: string): void {
  into[key] = (into[key] ?? 0) + 1;
}

/** Reads Nginx's error-log lines (`2026/11/28 10:00:00 [error] 7#7: *12 limiting requests, …`). */
export function proxyEvidence(lines: readonly string[]): ProxyEvidence {
  const out = emptyProxyEvidence();
  for (const line of lines) {
    const zone = /by zone "([^"]{1,64})"/.exec(line)?.[1] ?? '?';
    if (/limiting requests, excess/.test(line)) bump(out.limitReqRejected, zone);
    else if (/delaying request, excess/.test(line)) bump(out.limitReqDelayed, zone);
    else if (/limiting connections by zone/.test(line)) bump(out.limitConnRejected, zone);
    else if (/worker_connections are not enough, reusing connections/.test(line))
      out.workerConnectionsReused++;
    else if (/worker_connections are not enough/.test(line)) out.workerConnections++;
    else if (/\(24: Too many open files\)/.test(line)) out.tooManyOpenFiles++;
    else if (/upstream timed out/.test(line)) out.upstreamTimeouts++;
    else if (/connect\(\) failed .* while connecting to upstream/.test(line))
      out.upstreamConnectFailures++;
  }
  return out;
}

/** Whether a window's evidence holds anything. */
export function hasProxyEvidence(evidence: ProxyEvidence): boolean {
  return (
    Object.keys(evidence.limitReqRejected).length > 0 ||
    Object.keys(evidence.limitReqDelayed).length > 0 ||
    Object.keys(evidence.limitConnRejected).length > 0 ||
    evidence.workerConnections + evidence.upstreamTimeouts + evidence.tooManyOpenFiles > 0 ||
    evidence.workerConnectionsReused > 0 ||
    evidence.upstreamConnectFailures > 0
  );
}
