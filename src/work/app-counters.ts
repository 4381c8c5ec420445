// The app's cumulative work counters, read right before and after a window:
//   - CPU: the app container's cgroup usage (cpu.stat usage_usec / cpuacct.usage), cumulative and
//     exact to the microsecond, read through the same cgroup reader the telemetry uses;
//   - GC pause time: the work agent's sum of the JVM's stop-the-world collection times (its
//     GarbageCollectorMXBeans, to the millisecond; a pause in progress at a read counts in the next
//     window). Without the agent, Micrometer's `jvm_gc_pause_seconds_sum` from the Prometheus
//     endpoint, the same sum; that scrape cost the app 12-18 ms of CPU per window's pair of reads
//     (bench/counter-cost.mjs), which is why the agent answers it.
//   - bytes allocated: perf-gate's work agent in the app's JVM (./agent.ts), exact to the byte;
//     Micrometer's `jvm_gc_memory_allocated_bytes_total` moves only at a GC, so it is not used;
//   - Java threads' CPU: the same agent, the sum of the JVM's per-thread CPU clocks without its JIT
//     compiler and GC threads: the app's own code, steadier than the cgroup total, which moves
//     with whatever the JIT happens to compile during a window;
//   - the agent's own CPU: its serving thread's clock, left out of the figure above and reported
//     on its own, so that each window says what answering the counters cost the app.
import { parsePrometheusText } from '../telemetry/prometheus.js';
import { openContainerStats, type ContainerStatsReader } from '../telemetry/containers.js';
import { readAgentCounters } from './agent.js';
import type { AppWork } from './counters.js';

/** The app's cumulative counters at one instant; absent fields could not be read. */
export interface AppCounters {
  cpuNanos?: number;
  gcPauseSeconds?: number;
  allocatedBytes?: number;
  threadCpuNanos?: number;
  /** CPU the work agent's own thread has used so far, the answer to this read included */
  agentCpuNanos?: number;
  /** milliseconds the JIT compilers have spent so far */
  compileMs?: number;
}

/** Reads one app's counters; notes say what could not be read. */
export interface AppCounterReader {
  read(notes: string[]): Promise<AppCounters>;
}

/** Opens the readers for one app (container id, management URL, the work agent's port). */
export async function openAppCounters(app: {
  containerId: string;
  managementBaseUrl: string;
  workAgentPort?: number;
}): Promise<AppCounterReader> {
  const opened = await openContainerStats(app.containerId, 'app');
  const cpu: ContainerStatsReader | undefined =
    opened.reader?.method === 'cgroup' ? opened.reader : undefined;
  const prometheusUrl = `${app.managementBaseUrl.replace(/\/+$/, '')}/prometheus?includedNames=jvm_gc_pause_seconds`;
  return {
    async read(notes) {
      const counters: AppCounters = {};
      if (cpu) {
        try {
          counters.cpuNanos = (await cpu.read()).cpuNanos;
        } catch (error) {
          notes.push(`app CPU: ${(error as Error).message}`);
        }
      } else {
        notes.push(
          "app CPU: the app container's cgroup files are not readable here (a remote Docker engine)",
        );
      }
      if (app.workAgentPort !== undefined) {
        try {
          const agent = await readAgentCounters(app.workAgentPort);
          counters.allocatedBytes = agent.allocatedBytes;
          if (agent.threadCpuNanos !== undefined) counters.threadCpuNanos = agent.threadCpuNanos;
          if (agent.agentCpuNanos !== undefined) counters.agentCpuNanos = agent.agentCpuNanos;
          if (agent.gcPauseMs !== undefined) counters.gcPauseSeconds = agent.gcPauseMs / 1000;
          if (agent.compileMs !== undefined) counters.compileMs = agent.compileMs;
        } catch (error) {
          notes.push(`bytes allocated: ${(error as Error).message}`);
        }
      }
      if (counters.gcPauseSeconds === undefined) {
        try {
          const response = await fetch(prometheusUrl, { signal: AbortSignal.timeout(5_000) });
          if (response.ok) {
            const pauses = parsePrometheusText(await response.text()).filter(
              (sample) => sample.name === 'jvm_gc_pause_seconds_sum',
            );
            // Micrometer registers the timer at the first pause: none yet is 0 s.
            counters.gcPauseSeconds = pauses.reduce((sum, sample) => sum + sample.value, 0);
          }
        } catch (error) {
          notes.push(`GC pauses: ${(error as Error).message}`);
        }
      }
      return counters;
    },
  };
}

/**
 * Requests the app is still working on: Tomcat's busy threads of the app's own connector (its
 * name ends in the port), from the Prometheus endpoint; undefined when the app does not publish
 * them. A scrape through the app's own port is itself one busy thread, which is not counted.
 */
export async function busyRequestThreads(app: {
  managementBaseUrl: string;
  port?: number;
}): Promise<number | undefined> {
  if (app.port === undefined) return undefined;
  const url = `${app.managementBaseUrl.replace(/\/+$/, '')}/prometheus?includedNames=tomcat_threads_busy_threads`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) return undefined;
    const own = parsePrometheusText(await response.text()).filter(
      (s) =>
        s.name === 'tomcat_threads_busy_threads' && (s.labels.name ?? '').endsWith(`-${app.port}`),
    );
    if (own.length === 0) return undefined;
    const busy = own.reduce((sum, s) => sum + s.value, 0);
    const scrapedThroughApp = new URL(app.managementBaseUrl).port === String(app.port);
    return Math.max(0, busy - (scrapedThroughApp ? 1 : 0));
  } catch {
    return undefined;
  }
}

/**
 * HTTP requests the app has served so far outside Actuator (Micrometer's
 * `http_server_requests_seconds_count`), or undefined when it does not publish them.
 */
export async function servedRequests(managementBaseUrl: string): Promise<number | undefined> {
  const url = `${managementBaseUrl.replace(/\/+$/, '')}/prometheus?includedNames=http_server_requests_seconds_count,http_server_requests_seconds`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) return undefined;
    const served = parsePrometheusText(await response.text()).filter(
      (s) =>
        s.name === 'http_server_requests_seconds_count' &&
        !(s.labels.uri ?? '').startsWith('/actuator'),
    );
    return served.length === 0 ? undefined : served.reduce((sum, s) => sum + s.value, 0);
  } catch {
    return undefined;
  }
}

/**
 * Per request between two readings; a figure is left out when either reading lacks it. The work
 * agent's own CPU is per window, not per request: what answering the closing read cost (the
 * opening read's answer is in `before`), and its share of the Java threads' CPU.
 */
export function appPerRequest(
  before: AppCounters,
  after: AppCounters,
  requests: number,
): AppWork | undefined {
  if (!(requests > 0)) return undefined;
  const work: AppWork = {};
  if (before.cpuNanos !== undefined && after.cpuNanos !== undefined) {
    work.cpuMsPerRequest = (after.cpuNanos - before.cpuNanos) / 1e6 / requests;
  }
  if (before.threadCpuNanos !== undefined && after.threadCpuNanos !== undefined) {
    work.threadCpuMsPerRequest = (after.threadCpuNanos - before.threadCpuNanos) / 1e6 / requests;
  }
  if (after.agentCpuNanos !== undefined) {
    work.agentCpuTotalMs = after.agentCpuNanos / 1e6;
    if (before.agentCpuNanos !== undefined) {
      work.agentCpuMs = (after.agentCpuNanos - before.agentCpuNanos) / 1e6;
      const threadCpuNanos =
        before.threadCpuNanos !== undefined && after.threadCpuNanos !== undefined
          ? after.threadCpuNanos - before.threadCpuNanos
          : undefined;
      if (threadCpuNanos !== undefined && threadCpuNanos > 0) {
        work.agentCpuShare = (after.agentCpuNanos - before.agentCpuNanos) / threadCpuNanos;
      }
    }
  }
  if (before.gcPauseSeconds !== undefined && after.gcPauseSeconds !== undefined) {
    work.gcMsPerRequest = ((after.gcPauseSeconds - before.gcPauseSeconds) * 1000) / requests;
  }
  if (before.compileMs !== undefined && after.compileMs !== undefined) {
    work.jitMs = after.compileMs - before.compileMs;
  }
  if (before.allocatedBytes !== undefined && after.allocatedBytes !== undefined) {
    work.allocatedBytesPerRequest = (after.allocatedBytes - before.allocatedBytes) / requests;
  }
  return Object.keys(work).length > 0 ? work : undefined;
}
