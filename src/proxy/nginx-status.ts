// Nginx's own connection counts during a window, from its stub_status page (the module ships in
// nginx:stable and Debian's nginx): connections open, and how many were reading a request, writing
// a response or idle between keep-alive requests. Parsing and the window's summary. Pure.

/** One reading of stub_status. */
export interface StubStatus {
  active: number;
  reading: number;
  writing: number;
  waiting: number;
}

/** A window's connection figures: peaks and the mean of the open connections. */
export interface ProxyConnections {
  samples: number;
  activePeak: number;
  activeMean: number;
  waitingPeak: number;
  writingPeak: number;
}

/**
 * Parses stub_status's text:
 *   Active connections: 3
 *   server accepts handled requests
 *    10 10 25
 *   Reading: 0 Writing: 1 Waiting: 2
 * Undefined when the text is not that page.
 */
export function parseStubStatus(text: string): StubStatus | undefined {
  const active = /Active connections:\s*(\d+)/.exec(text);
  const states = /Reading:\s*(\d+)\s+Writing:\s*(\d+)\s+Waiting:\s*(\d+)/.exec(text);
  if (!active || !states) return undefined;
  return {
    active: Number(active[1]),
    reading: Number(states[1]),
    writing: Number(states[2]),
    waiting: Number(states[3]),
  };
}

/**
 * The window's figures from its readings; undefined without any. Each reading's own request is one
 * open connection, writing: left out.
 */
export function proxyConnections(readings: readonly StubStatus[]): ProxyConnections | undefined {
  if (readings.length === 0) return undefined;
  const own = (n: number): number => Math.max(0, n - 1);
  const active = readings.map((r) => own(r.active));
  return {
    samples: readings.length,
    activePeak: Math.max(...active),
    activeMean: Math.round((active.reduce((a, b) => a + b, 0) / active.length) * 10) / 10,
    waitingPeak: Math.max(...readings.map((r) => r.waiting)),
    writingPeak: Math.max(...readings.map((r) => own(r.writing))),
  };
}
