// CPU and memory of the app and database containers.
//
// Measured on this project's 2-core runner: `docker stats --no-stream` takes ~2.2 s per call and
// the Engine API's one-shot stats ~0.9 s (dockerd itself samples), too slow and too costly for a 1 s
// interval, while reading the container's cgroup files takes a few microseconds. So the reader
// finds the container's cgroup once (docker inspect -> main pid -> /proc/<pid>/cgroup) and reads
// its counters directly; only when those files are not visible (a remote Docker engine) does it
// fall back to the Engine API, polled without overlap.
import { access, readFile } from 'node:fs/promises';
import { getContainerRuntimeClient } from 'testcontainers';
import { preferLoopbackDockerHost } from '../env/docker.js';
import type { TelemetryNote } from '../model.js';
import type { ContainerReading } from './samples.js';

/** Where a container's cgroup lives, per controller, from /proc/<pid>/cgroup. */
export interface CgroupPaths {
  /** the cgroup v2 (unified) path, line "0::/path" */
  unified?: string;
  cpuacct?: string;
  /** the cpu controller (CFS quota and its throttling counters) */
  cpu?: string;
  memory?: string;
}

/** Parses /proc/<pid>/cgroup (v1 "N:controllers:/path" lines and the v2 "0::/path" line). */
export function parseProcCgroup(text: string): CgroupPaths {
  const paths: CgroupPaths = {};
  for (const line of text.split('\n')) {
    const match = /^(\d+):([^:]*):(.*)$/.exec(line.trim());
    if (!match) continue;
    const controllers = match[2]!.split(',');
    const path = match[3]!;
    if (match[1] === '0' && match[2] === '') paths.unified = path;
    if (controllers.includes('cpuacct')) paths.cpuacct = path;
    if (controllers.includes('cpu')) paths.cpu = path;
    if (controllers.includes('memory')) paths.memory = path;
  }
  return paths;
}

/** Value of one key of a "key value" per line file (cpu.stat, memory.stat). */
export function statValue(text: string, key: string): number | undefined {
  for (const line of text.split('\n')) {
    const [name, value] = line.trim().split(/\s+/);
    if (name === key) {
      const parsed = Number(value);
      return Number.isFinite(parsed) ? parsed : undefined;
    }
  }
  return undefined;
}

/** Files to read for one container, for cgroup v2 or v1. */
export interface CgroupFiles {
  version: 1 | 2;
  cpu: string;
  /** CFS counters (nr_periods, nr_throttled); on v2 the same file as `cpu` */
  cpuStat?: string;
  memory?: string;
  memoryStat?: string;
}

/** Candidate file sets for a container, most likely first; the first readable one wins. */
export function cgroupFileCandidates(
  paths: CgroupPaths,
  containerId: string,
  root = '/sys/fs/cgroup',
): CgroupFiles[] {
  const candidates: CgroupFiles[] = [];
  const v2Dirs = [
    paths.unified,
    `/system.slice/docker-${containerId}.scope`,
    `/docker/${containerId}`,
  ].filter((dir): dir is string => dir !== undefined && dir !== '/');
  for (const dir of v2Dirs) {
    candidates.push({
      version: 2,
      cpu: `${root}${dir}/cpu.stat`,
      cpuStat: `${root}${dir}/cpu.stat`,
      memory: `${root}${dir}/memory.current`,
      memoryStat: `${root}${dir}/memory.stat`,
    });
  }
  const cpuDir = paths.cpuacct ?? `/docker/${containerId}`;
  const quotaDir = paths.cpu ?? cpuDir;
  const memoryDir = paths.memory ?? `/docker/${containerId}`;
  for (const [controllerDir, quotaControllerDir] of [
    ['cpuacct', 'cpu'],
    ['cpu,cpuacct', 'cpu,cpuacct'],
  ] as const) {
    candidates.push({
      version: 1,
      cpu: `${root}/${controllerDir}${cpuDir}/cpuacct.usage`,
      cpuStat: `${root}/${quotaControllerDir}${quotaDir}/cpu.stat`,
      memory: `${root}/memory${memoryDir}/memory.usage_in_bytes`,
      memoryStat: `${root}/memory${memoryDir}/memory.stat`,
    });
  }
  return candidates;
}

/** Reads cumulative CPU nanoseconds and working-set memory from a container's cgroup files. */
export async function readCgroup(files: CgroupFiles): Promise<Omit<ContainerReading, 'atMs'>> {
  const cpuText = await readFile(files.cpu, 'utf8');
  const cpuNanos =
    files.version === 2 ? (statValue(cpuText, 'usage_usec') ?? NaN) * 1000 : Number(cpuText.trim());
  if (!Number.isFinite(cpuNanos)) throw new Error(`unreadable CPU counter in ${files.cpu}`);
  // CFS throttling: how often the container had used up its quota before the period ended.
  let periods: number | undefined;
  let throttledPeriods: number | undefined;
  if (files.cpuStat) {
    const statText =
      files.cpuStat === files.cpu ? cpuText : await readFile(files.cpuStat, 'utf8').catch(() => '');
    periods = statValue(statText, 'nr_periods');
    throttledPeriods = statValue(statText, 'nr_throttled');
  }
  let memoryBytes: number | undefined;
  if (files.memory) {
    try {
      const usage = Number((await readFile(files.memory, 'utf8')).trim());
      // Like `docker stats`: page cache the kernel can drop at will is not "used".
      const stat = files.memoryStat ? await readFile(files.memoryStat, 'utf8') : '';
      const inactiveFile =
        files.version === 2
          ? statValue(stat, 'inactive_file')
          : statValue(stat, 'total_inactive_file');
      if (Number.isFinite(usage)) memoryBytes = Math.max(0, usage - (inactiveFile ?? 0));
    } catch {
      memoryBytes = undefined;
    }
  }
  return { cpuNanos, memoryBytes, periods, throttledPeriods };
}

/** Limits Docker was given for a container (absent when unlimited). */
export interface ContainerLimits {
  cpuLimitCores?: number;
  memoryLimitBytes?: number;
}

/** Limits from `docker inspect`'s HostConfig (NanoCpus from --cpus, or CpuQuota/CpuPeriod). */
export function limitsFromHostConfig(hostConfig: {
  NanoCpus?: number;
  CpuQuota?: number;
  CpuPeriod?: number;
  Memory?: number;
}): ContainerLimits {
  const limits: ContainerLimits = {};
  if (hostConfig.NanoCpus && hostConfig.NanoCpus > 0) {
    limits.cpuLimitCores = hostConfig.NanoCpus / 1e9;
  } else if (hostConfig.CpuQuota && hostConfig.CpuQuota > 0) {
    limits.cpuLimitCores = hostConfig.CpuQuota / (hostConfig.CpuPeriod || 100_000);
  }
  if (hostConfig.Memory && hostConfig.Memory > 0) limits.memoryLimitBytes = hostConfig.Memory;
  return limits;
}

/** A way to read one container's counters, chosen once when sampling starts. */
export interface ContainerStatsReader {
  method: 'cgroup' | 'engine-api';
  limits: ContainerLimits;
  read(): Promise<Omit<ContainerReading, 'atMs'>>;
}

/** Finds the cheapest way to read a container's counters; notes say what failed and why. */
export async function openContainerStats(
  containerId: string,
  role: 'app' | 'database',
): Promise<{ reader?: ContainerStatsReader; notes: TelemetryNote[] }> {
  const notes: TelemetryNote[] = [];
  let container;
  let inspect;
  try {
    preferLoopbackDockerHost();
    const client = await getContainerRuntimeClient();
    container = client.container.getById(containerId);
    inspect = await container.inspect();
  } catch (error) {
    notes.push({
      source: 'container',
      message: `The ${role} container ${containerId.slice(0, 12)} could not be inspected (${firstLine(error)}); its CPU and memory are not sampled.`,
      fix: 'Pass the id of a running container started on the local Docker engine.',
    });
    return { notes };
  }
  const limits = limitsFromHostConfig(inspect.HostConfig);
  const pid = inspect.State.Pid;
  if (pid > 0) {
    try {
      const paths = parseProcCgroup(await readFile(`/proc/${pid}/cgroup`, 'utf8'));
      for (const files of cgroupFileCandidates(paths, inspect.Id)) {
        if (!(await exists(files.cpu))) continue;
        await readCgroup(files);
        return { reader: { method: 'cgroup', limits, read: () => readCgroup(files) }, notes };
      }
    } catch {
      // Not on the engine's host (or no /proc): the Engine API below still works.
    }
  }
  notes.push({
    source: 'container',
    message: `The ${role} container's cgroup files are not readable from here; its stats come from the Docker Engine API, about one reading per second or slower.`,
  });
  return {
    reader: {
      method: 'engine-api',
      limits,
      read: async () => {
        const stats = await container.stats({ stream: false, 'one-shot': true });
        const inactive =
          (stats.memory_stats.stats as Record<string, number> | undefined)?.inactive_file ??
          (stats.memory_stats.stats as Record<string, number> | undefined)?.total_inactive_file ??
          0;
        return {
          cpuNanos: stats.cpu_stats.cpu_usage.total_usage,
          periods: stats.cpu_stats.throttling_data?.periods,
          throttledPeriods: stats.cpu_stats.throttling_data?.throttled_periods,
          memoryBytes:
            stats.memory_stats.usage === undefined
              ? undefined
              : Math.max(0, stats.memory_stats.usage - inactive),
        };
      },
    },
    notes,
  };
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}
