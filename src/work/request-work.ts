// Bytes allocated and Java threads' CPU per endpoint, from the work probe: perf-gate reads the work
// agent's counters when the wrapper marks a request's beginning and again at its end, and one VU
// sends one request at a time, so what the counters grew between the two marks is that request's
// (plus whatever the app's own timers did in those few milliseconds). Pure.

/** The work agent's counters read at one mark. */
export interface MarkCounters {
  allocatedBytes: number;
  threadCpuNanos?: number;
}

/** A mark of the probe with the counters read when it arrived (absent: no agent, or it failed). */
export interface CountedMark {
  what: 'begin' | 'end';
  endpoint: string;
  counters?: MarkCounters;
}

/** One endpoint's app work per request, over the requests both of whose marks were counted. */
export interface EndpointAppWork {
  requests: number;
  allocatedBytesPerRequest: number;
  threadCpuMsPerRequest?: number;
}

/**
 * Per endpoint: the mean over its requests of what the counters grew from a request's begin mark
 * to its end mark. Marks are numbered in the order they arrived; a begin followed by the end of
 * the same endpoint is one request. A request whose counters are missing on either mark is left
 * out; the threads' CPU only when every counted request has it.
 */
export function attributeAppWork(
  marks: ReadonlyMap<number, CountedMark>,
): Map<string, EndpointAppWork> {
  const totals = new Map<
    string,
    { requests: number; bytes: number; cpuNanos: number; cpuRequests: number }
  >();
  const ids = [...marks.keys()].sort((a, b) => a - b);
  for (const [index, id] of ids.entries()) {
    const begin = marks.get(id)!;
    const end = marks.get(ids[index + 1] ?? NaN);
    if (begin.what !== 'begin' || end?.what !== 'end' || end.endpoint !== begin.endpoint) continue;
    if (!begin.counters || !end.counters) continue;
    const total = totals.get(begin.endpoint) ?? {
      requests: 0,
      bytes: 0,
      cpuNanos: 0,
      cpuRequests: 0,
    };
    total.requests++;
    total.bytes += end.counters.allocatedBytes - begin.counters.allocatedBytes;
    if (begin.counters.threadCpuNanos !== undefined && end.counters.threadCpuNanos !== undefined) {
      total.cpuNanos += end.counters.threadCpuNanos - begin.counters.threadCpuNanos;
      total.cpuRequests++;
    }
    totals.set(begin.endpoint, total);
  }
  const out = new Map<string, EndpointAppWork>();
  for (const [endpoint, total] of totals) {
    out.set(endpoint, {
      requests: total.requests,
      allocatedBytesPerRequest: total.bytes / total.requests,
      ...(total.cpuRequests === total.requests
        ? { threadCpuMsPerRequest: total.cpuNanos / 1e6 / total.requests }
        : {}),
    });
  }
  return out;
}
