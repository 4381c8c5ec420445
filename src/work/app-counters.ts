// The app's cumulative work counters, read right before and after a window:
//   - CPU: the app container's cgroup usage (cpu.stat usage_usec / cpuacct.usage), cumulative and
//     exact to the microsecond, read through the same cgroup reader the telemetry uses;
//   - GC pause time: Micrometer's `jvm_gc_pause_seconds_sum` from the Prometheus endpoint, a sum
//     over every pause that ended (exact at pause granularity; a pause in progress at a read
//     counts in the next window).
//   - bytes allocated: perf-gate's work agent in the app's JVM (./agent.ts), exact to the byte;
//     Micrometer's `jvm_gc_memory_allocated_bytes_total` moves only at a GC, so it is not used.
import { parsePrometheusText } from '../telemetry/prometheus.js';
import { openContainerStats, type ContainerStatsReader } from '../telemetry/containers.js';
import { readAllocatedBytes } from './agent.js';
import type { AppWork } from './counters.js';

/** The app's cumulative counters at one instant; absent fields could not be read. */
export interface AppCounters {
  cpuNanos?: number;
  gcPauseSeconds?: number;
  allocatedBytes?: number;
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
      if (app.workAgentPort !== undefined) {
        try {
          counters.allocatedBytes = await readAllocatedBytes(app.workAgentPort);
        } catch (error) {
          notes.push(`bytes allocated: ${(error as Error).message}`);
        }
      }
      return counters;
    },
  };
}

/** Per request between two readings; a figure is left out when either reading lacks it. */
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
  if (before.gcPauseSeconds !== undefined && after.gcPauseSeconds !== undefined) {
    work.gcMsPerRequest = ((after.gcPauseSeconds - before.gcPauseSeconds) * 1000) / requests;
  }
  if (before.allocatedBytes !== undefined && after.allocatedBytes !== undefined) {
    work.allocatedBytesPerRequest = (after.allocatedBytes - before.allocatedBytes) / requests;
  }
  return Object.keys(work).length > 0 ? work : undefined;
}
