import { describe, expect, it } from 'vitest';
import {
  cgroupFileCandidates,
  limitsFromHostConfig,
  parseProcCgroup,
  statValue,
} from '../../../src/telemetry/containers.js';
import { parseK6Api } from '../../../src/telemetry/k6-api.js';
import { parseHostStat, parseProcessStatTicks } from '../../../src/telemetry/procfs.js';
import { managementPathOf } from '../../../src/telemetry/actuator.js';

describe('parseProcessStatTicks', () => {
  it('adds utime and stime, even when the command name has spaces and parentheses', () => {
    const stat =
      '4242 (k6 (worker) x) S 1 4242 4242 0 -1 4194560 1200 0 0 0 350 75 0 0 20 0 12 0 998 0 0';
    expect(parseProcessStatTicks(stat)).toBe(425);
  });

  it('returns undefined for a truncated line', () => {
    expect(parseProcessStatTicks('1 (x) S 1')).toBeUndefined();
  });
});

describe('parseHostStat', () => {
  it('counts idle and iowait as idle, the rest as busy', () => {
    const stat = 'cpu  100 5 50 800 20 3 2 10 0 0\ncpu0 50 2 25 400 10 1 1 5 0 0\nintr 1\n';
    expect(parseHostStat(stat)).toEqual({ busyTicks: 170, totalTicks: 990, stealTicks: 10 });
  });

  it('returns undefined without the aggregate cpu line', () => {
    expect(parseHostStat('intr 1\n')).toBeUndefined();
  });
});

describe('cgroup discovery', () => {
  const id = 'f'.repeat(64);

  it('reads v1 controller paths and the v2 unified path', () => {
    const v1 = parseProcCgroup(
      `12:memory:/docker/${id}\n4:cpu,cpuacct:/docker/${id}\n0::/docker/${id}\n`,
    );
    expect(v1).toEqual({
      memory: `/docker/${id}`,
      cpuacct: `/docker/${id}`,
      cpu: `/docker/${id}`,
      unified: `/docker/${id}`,
    });
    const v2 = parseProcCgroup(`0::/system.slice/docker-${id}.scope\n`);
    expect(v2).toEqual({ unified: `/system.slice/docker-${id}.scope` });
  });

  it('lists the v2 files first, then both v1 mount layouts', () => {
    const candidates = cgroupFileCandidates({ unified: `/system.slice/docker-${id}.scope` }, id);
    expect(candidates[0]).toEqual({
      version: 2,
      cpu: `/sys/fs/cgroup/system.slice/docker-${id}.scope/cpu.stat`,
      cpuStat: `/sys/fs/cgroup/system.slice/docker-${id}.scope/cpu.stat`,
      memory: `/sys/fs/cgroup/system.slice/docker-${id}.scope/memory.current`,
      memoryStat: `/sys/fs/cgroup/system.slice/docker-${id}.scope/memory.stat`,
    });
    const v1 = candidates.filter((candidate) => candidate.version === 1).map((c) => c.cpu);
    expect(v1).toEqual([
      `/sys/fs/cgroup/cpuacct/docker/${id}/cpuacct.usage`,
      `/sys/fs/cgroup/cpu,cpuacct/docker/${id}/cpuacct.usage`,
    ]);
    const throttling = candidates.filter((c) => c.version === 1).map((c) => c.cpuStat);
    expect(throttling).toEqual([
      `/sys/fs/cgroup/cpu/docker/${id}/cpu.stat`,
      `/sys/fs/cgroup/cpu,cpuacct/docker/${id}/cpu.stat`,
    ]);
  });

  it('reads keyed values from cpu.stat and memory.stat', () => {
    const cpuStat = 'usage_usec 123456\nuser_usec 100000\nsystem_usec 23456\n';
    expect(statValue(cpuStat, 'usage_usec')).toBe(123456);
    expect(statValue(cpuStat, 'nr_throttled')).toBeUndefined();
  });

  it('derives CPU and memory limits from docker inspect', () => {
    expect(limitsFromHostConfig({ NanoCpus: 1.5e9, Memory: 1073741824 })).toEqual({
      cpuLimitCores: 1.5,
      memoryLimitBytes: 1073741824,
    });
    expect(limitsFromHostConfig({ CpuQuota: 50000, CpuPeriod: 100000 })).toEqual({
      cpuLimitCores: 0.5,
    });
    expect(limitsFromHostConfig({ NanoCpus: 0, CpuQuota: -1, Memory: 0 })).toEqual({});
  });
});

describe('parseK6Api', () => {
  it('takes counters from /v1/metrics and live VUs from /v1/status', () => {
    const metrics = {
      data: [
        { id: 'http_reqs', attributes: { sample: { count: 140, rate: 49.1 } } },
        { id: 'iterations', attributes: { sample: { count: 70, rate: 24.5 } } },
        { id: 'dropped_iterations', attributes: { sample: { count: 3, rate: 1 } } },
        { id: 'http_req_failed', attributes: { sample: { rate: 0.0071 } } },
        { id: 'vus', attributes: { sample: { value: 0 } } },
        { id: 'vus_max', attributes: { sample: { value: 5 } } },
      ],
    };
    const status = { data: { attributes: { vus: 4, 'vus-max': 20, running: true } } };
    expect(parseK6Api(metrics, status)).toEqual({
      vus: 4,
      vusMax: 20,
      iterations: 70,
      droppedIterations: 3,
      httpReqs: 140,
      httpReqFailedShare: 0.0071,
    });
  });

  it('leaves unknown counters undefined (no dropped iterations yet)', () => {
    const reading = parseK6Api({ data: [] }, undefined);
    expect(reading.droppedIterations).toBeUndefined();
    expect(reading.vus).toBeUndefined();
  });
});

describe('managementPathOf', () => {
  it('keeps the last path segment, which is what the uri tag shows', () => {
    expect(managementPathOf('http://127.0.0.1:18080/actuator')).toBe('/actuator');
    expect(managementPathOf('http://127.0.0.1:18080/api/manage/')).toBe('/manage');
  });
});
