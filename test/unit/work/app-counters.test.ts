import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { WORK_AGENT_PATH, parseAgentAnswer, workAgentBoot } from '../../../src/work/agent.js';
import { appPerRequest, busyRequestThreads } from '../../../src/work/app-counters.js';

describe('appPerRequest', () => {
  it('divides CPU nanoseconds and GC pause seconds by the requests', () => {
    const work = appPerRequest(
      { cpuNanos: 1e9, gcPauseSeconds: 0.5 },
      { cpuNanos: 3e9, gcPauseSeconds: 0.7 },
      1000,
    );
    expect(work?.cpuMsPerRequest).toBe(2);
    expect(work?.gcMsPerRequest).toBeCloseTo(0.2, 9);
  });

  it("divides the Java threads' CPU nanoseconds by the requests", () => {
    expect(appPerRequest({ threadCpuNanos: 1e9 }, { threadCpuNanos: 2.5e9 }, 500)).toEqual({
      threadCpuMsPerRequest: 3,
    });
  });

  it("reports the agent's own CPU per window, its share of the Java threads', and its total", () => {
    const work = appPerRequest(
      { threadCpuNanos: 1e9, agentCpuNanos: 40e6 },
      { threadCpuNanos: 5e9, agentCpuNanos: 42e6 },
      1000,
    );
    expect(work).toEqual({
      threadCpuMsPerRequest: 4,
      agentCpuMs: 2,
      agentCpuShare: 2e6 / 4e9,
      agentCpuTotalMs: 42,
    });
  });

  it("leaves out the agent's share without the threads' CPU, and its delta without a start", () => {
    expect(appPerRequest({ agentCpuNanos: 1e6 }, { agentCpuNanos: 1.5e6 }, 10)).toEqual({
      agentCpuMs: 0.5,
      agentCpuTotalMs: 1.5,
    });
    // The Java threads did not move: no share (rather than a division by zero).
    expect(
      appPerRequest(
        { threadCpuNanos: 7, agentCpuNanos: 1e6 },
        { threadCpuNanos: 7, agentCpuNanos: 2e6 },
        10,
      ),
    ).toEqual({ threadCpuMsPerRequest: 0, agentCpuMs: 1, agentCpuTotalMs: 2 });
    // An older agent at the window's start (or a failed read's field): the total only.
    expect(
      appPerRequest({ threadCpuNanos: 0 }, { threadCpuNanos: 1e6, agentCpuNanos: 3e6 }, 1),
    ).toEqual({ threadCpuMsPerRequest: 1, agentCpuTotalMs: 3 });
    // No agent figures at all: none of the agent's fields.
    expect(appPerRequest({ threadCpuNanos: 0 }, { threadCpuNanos: 1e6 }, 1)).toEqual({
      threadCpuMsPerRequest: 1,
    });
  });

  it("reports the JIT's milliseconds over the whole window, not per request", () => {
    expect(appPerRequest({ compileMs: 1200 }, { compileMs: 1530 }, 300)).toEqual({ jitMs: 330 });
    expect(appPerRequest({}, { compileMs: 1530 }, 300)).toBeUndefined();
  });

  it('leaves out what either reading lacks, and needs at least one request', () => {
    expect(appPerRequest({ cpuNanos: 0 }, { cpuNanos: 5e6, gcPauseSeconds: 1 }, 5)).toEqual({
      cpuMsPerRequest: 1,
    });
    expect(appPerRequest({}, {}, 5)).toBeUndefined();
    expect(appPerRequest({ cpuNanos: 0 }, { cpuNanos: 1 }, 0)).toBeUndefined();
  });
});

describe('bytes allocated per request (the work agent)', () => {
  it('divides the growth of the allocated bytes by the requests', () => {
    expect(
      appPerRequest({ allocatedBytes: 1_000_000 }, { allocatedBytes: 5_096_000 }, 100),
    ).toEqual({ allocatedBytesPerRequest: 40_960 });
  });

  it("reads the agent's answer: a byte count, or why there is none", () => {
    expect(parseAgentAnswer('123456789012\n')).toEqual({ allocatedBytes: 123456789012 });
    expect(parseAgentAnswer('123456789012 4500000000\n')).toEqual({
      allocatedBytes: 123456789012,
      threadCpuNanos: 4_500_000_000,
    });
    expect(parseAgentAnswer('123 4500 1870\n')).toEqual({
      allocatedBytes: 123,
      threadCpuNanos: 4500,
      compileMs: 1870,
    });
    expect(parseAgentAnswer('123 -1 1870\n')).toEqual({ allocatedBytes: 123, compileMs: 1870 });
    // The agent's own CPU nanoseconds and bytes after the first three ("-1": not measured).
    expect(parseAgentAnswer('123 4500 1870 2500000 65536\n')).toEqual({
      allocatedBytes: 123,
      threadCpuNanos: 4500,
      compileMs: 1870,
      agentCpuNanos: 2_500_000,
      agentAllocatedBytes: 65_536,
    });
    expect(parseAgentAnswer('123 -1 -1 -1 -1\n')).toEqual({ allocatedBytes: 123 });
    expect(parseAgentAnswer('123 4500 -1 2500000 -1\n')).toEqual({
      allocatedBytes: 123,
      threadCpuNanos: 4500,
      agentCpuNanos: 2_500_000,
    });
    expect(() => parseAgentAnswer('123 4500 1870 2500000')).toThrow(/unexpected answer/);
    // The GC pauses' milliseconds last.
    expect(parseAgentAnswer('123 4500 1870 2500000 65536 42\n')).toEqual({
      allocatedBytes: 123,
      threadCpuNanos: 4500,
      compileMs: 1870,
      agentCpuNanos: 2_500_000,
      agentAllocatedBytes: 65_536,
      gcPauseMs: 42,
    });
    expect(parseAgentAnswer('123 4500 1870 2500000 65536 -1\n')).not.toHaveProperty('gcPauseMs');
    expect(parseAgentAnswer('123 4500 1870 2500000 65536 0\n').gcPauseMs).toBe(0);
    expect(() => parseAgentAnswer('123 4500 1870 25 65 7 8')).toThrow(/unexpected answer/);
    expect(() => parseAgentAnswer('123 4500 1870 25 65 -7')).toThrow(/unexpected answer/);
    expect(() => parseAgentAnswer('123 4500 1870 -2 65')).toThrow(/unexpected answer/);
    expect(() => parseAgentAnswer('unsupported 4500 1870 2500000 -1 3')).toThrow(
      /does not count allocated bytes/,
    );
    expect(() => parseAgentAnswer('unsupported 4500 1870 2500000 -1')).toThrow(
      /does not count allocated bytes/,
    );
    expect(() => parseAgentAnswer('12 -3')).toThrow(/unexpected answer/);
    expect(() => parseAgentAnswer('unsupported\n')).toThrow(/does not count allocated bytes/);
    expect(() => parseAgentAnswer('')).toThrow(/unexpected answer/);
    expect(() => parseAgentAnswer('-5')).toThrow(/unexpected answer/);
  });

  it('boots the agent from a jar carried in the bundle, on a port of its own', async () => {
    const boot = await workAgentBoot();
    expect(boot.jvmOptions).toEqual([`-javaagent:${WORK_AGENT_PATH}=${boot.port}`]);
    const jar = boot.files[0]!;
    expect(jar.target).toBe(WORK_AGENT_PATH);
    // A zip whose manifest names the agent class.
    expect(jar.content.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    expect(jar.content.toString('latin1')).toContain('perfgate/WorkAgent.class');
  });
});

describe('busyRequestThreads', () => {
  const serve = async (body: string) => {
    const server = createServer((_, response) => response.end(body));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { server, port: (server.address() as AddressInfo).port };
  };
  const metrics = (appBusy: number, managementBusy: number) =>
    [
      '# TYPE tomcat_threads_busy_threads gauge',
      `tomcat_threads_busy_threads{name="http-nio-127.0.0.1-8080"} ${appBusy}`,
      `tomcat_threads_busy_threads{name="http-nio-127.0.0.1-8081"} ${managementBusy}`,
    ].join('\n');

  it("counts the busy threads of the app's own connector only", async () => {
    const { server, port } = await serve(metrics(3, 1));
    try {
      const managementBaseUrl = `http://127.0.0.1:${port}/actuator`;
      expect(await busyRequestThreads({ managementBaseUrl, port: 8080 })).toBe(3);
      expect(await busyRequestThreads({ managementBaseUrl, port: 9999 })).toBeUndefined();
      expect(await busyRequestThreads({ managementBaseUrl })).toBeUndefined();
    } finally {
      server.close();
    }
  });

  it("leaves out the scrape's own thread when Actuator shares the app's port", async () => {
    // The connector is named after the port it listens on: here the scrape's own.
    const server = createServer((request, response) =>
      response.end(
        `tomcat_threads_busy_threads{name="http-nio-127.0.0.1-${request.socket.localPort}"} 1`,
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const managementBaseUrl = `http://127.0.0.1:${port}/actuator`;
      expect(await busyRequestThreads({ managementBaseUrl, port })).toBe(0);
    } finally {
      server.close();
    }
  });
});
