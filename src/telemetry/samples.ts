// What one sampling tick reads, before it becomes series. Every reading carries its own time
// (ms since the window began) because the sources are read concurrently and answer at different
// moments; rates are computed between two readings of the same source.
import type { AppSnapshot } from './app-metrics.js';

/** Cumulative CPU time and current memory of one container's cgroup. */
export interface ContainerReading {
  atMs: number;
  /** CPU time used since the container started, nanoseconds */
  cpuNanos: number;
  /** memory in use, page cache that can be dropped excluded (as `docker stats` shows it) */
  memoryBytes?: number;
  /** CFS scheduler periods so far, and those in which the CPU quota ran out (with a CPU limit) */
  periods?: number;
  throttledPeriods?: number;
}

/** Cumulative CPU time of one host process (k6), from /proc/<pid>/stat. */
export interface ProcessReading {
  atMs: number;
  cpuSeconds: number;
}

/** Whole-host CPU counters from /proc/stat. */
export interface HostReading {
  atMs: number;
  busyTicks: number;
  totalTicks: number;
  /** ticks the hypervisor gave to other machines (part of busyTicks) */
  stealTicks?: number;
}

/** k6's live counters from its REST API (GET /v1/metrics, GET /v1/status). */
export interface K6Reading {
  atMs: number;
  vus?: number;
  vusMax?: number;
  iterations?: number;
  droppedIterations?: number;
  httpReqs?: number;
  /** cumulative share of failed requests, 0..1 */
  httpReqFailedShare?: number;
}

/** Everything one tick read. A missing field means that source did not answer this tick. */
export interface TelemetrySample {
  app?: { atMs: number; snapshot: AppSnapshot };
  appContainer?: ContainerReading;
  databaseContainer?: ContainerReading;
  k6Process?: ProcessReading;
  k6?: K6Reading;
  host?: HostReading;
}
