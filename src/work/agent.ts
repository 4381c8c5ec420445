// The work agent in the app's JVM: bytes allocated and Java threads' CPU, exact per window. Micrometer's
// `jvm_gc_memory_allocated_bytes_total` moves only at a GC, and the JRE images have no jcmd or
// jstat, so perf-gate loads a tiny Java agent of its own (src/work/agent/WorkAgent.java, built into
// agent-jar.ts by scripts/work-agent) with `-javaagent`: the app's code and image stay untouched.
// The agent answers each connection to its loopback port with the bytes the JVM's threads have
// allocated so far (HotSpot's per-thread counters, exact to the byte) and, after a space, the CPU
// nanoseconds its Java threads have used so far (JIT compiler and GC threads are not among them)
// and the milliseconds its JIT compilers have spent (the warm-up waits for them to fall quiet);
// then the agent's own serving thread's CPU nanoseconds and allocated bytes so far, left out of the
// figures before them, which say what the counters themselves cost the app; and last the
// milliseconds the JVM's stop-the-world collections have taken so far (its GarbageCollectorMXBeans,
// concurrent cycles left out), which spares each window an HTTP scrape of the app's Actuator.
import { connect } from 'node:net';
import getPort from 'get-port';
import { WORK_AGENT_JAR_BASE64 } from './agent-jar.js';

/** Where the agent jar goes in the app's container. */
export const WORK_AGENT_PATH = '/perf-gate/work-agent.jar';

/** What an app boot needs to carry the agent: its JVM option, its jar, and the port it answers on. */
export interface WorkAgentBoot {
  port: number;
  jvmOptions: string[];
  files: Array<{ content: Buffer; target: string }>;
}

/** A free loopback port for one app's agent, and the option that loads the agent on it. */
export async function workAgentBoot(exclude: number[] = []): Promise<WorkAgentBoot> {
  const port = await getPort({ host: '127.0.0.1', exclude });
  return {
    port,
    jvmOptions: [`-javaagent:${WORK_AGENT_PATH}=${port}`],
    files: [{ content: Buffer.from(WORK_AGENT_JAR_BASE64, 'base64'), target: WORK_AGENT_PATH }],
  };
}

/** What the agent counted so far. */
export interface AgentCounters {
  allocatedBytes: number;
  /** CPU of the JVM's Java threads (not its JIT compiler or GC threads); absent when unmeasured */
  threadCpuNanos?: number;
  /** milliseconds the JIT compilers have spent so far; absent without a timed JIT */
  compileMs?: number;
  /**
   * CPU nanoseconds the agent's own thread has used so far, this answer included; absent when
   * unmeasured or from an older agent
   */
  agentCpuNanos?: number;
  /** bytes the agent's own thread has allocated so far; absent when unmeasured or older agent */
  agentAllocatedBytes?: number;
  /** milliseconds of stop-the-world collections so far; absent when unmeasured or older agent */
  gcPauseMs?: number;
}

/** A field of the answer: "-1" (or none) is absent. */
const field = (text: string | undefined): number | undefined =>
  text === undefined || text === '-1' ? undefined : Number(text);

/**
 * The agent's answer: bytes allocated so far, then optionally the Java threads' CPU, the JIT's
 * milliseconds, the agent's own CPU and its own bytes, and the GC pauses' milliseconds ("-1": not
 * measured); or why there is none. Older agents answered with the first one, two, three or five
 * fields. Pure.
 */
export function parseAgentAnswer(text: string): AgentCounters {
  const line = text.trim();
  if (/^unsupported(?: -?\d+){0,5}$/u.test(line)) {
    throw new Error('this JVM does not count allocated bytes per thread');
  }
  // Each field needs the ones before it: 1, 2, 3, 5 or 6 fields.
  const match = /^(\d+)(?: (-1|\d+)(?: (-1|\d+)(?: (-1|\d+) (-1|\d+)(?: (-1|\d+))?)?)?)?$/u.exec(
    line,
  );
  if (!match) throw new Error(`unexpected answer from the work agent: ${line}`);
  const counters: AgentCounters = { allocatedBytes: Number(match[1]) };
  const threadCpuNanos = field(match[2]);
  const compileMs = field(match[3]);
  const agentCpuNanos = field(match[4]);
  const agentAllocatedBytes = field(match[5]);
  const gcPauseMs = field(match[6]);
  if (threadCpuNanos !== undefined) counters.threadCpuNanos = threadCpuNanos;
  if (compileMs !== undefined) counters.compileMs = compileMs;
  if (agentCpuNanos !== undefined) counters.agentCpuNanos = agentCpuNanos;
  if (agentAllocatedBytes !== undefined) counters.agentAllocatedBytes = agentAllocatedBytes;
  if (gcPauseMs !== undefined) counters.gcPauseMs = gcPauseMs;
  return counters;
}

/** Reads the agent's counters on `port` (loopback). */
export function readAgentCounters(port: number, timeoutMs = 2_000): Promise<AgentCounters> {
  return new Promise((resolve, reject) => {
    let text = '';
    const socket = connect({ host: '127.0.0.1', port });
    socket.setTimeout(timeoutMs, () =>
      socket.destroy(new Error(`the work agent on port ${port} did not answer`)),
    );
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('ascii')));
    socket.on('error', (error) =>
      reject(new Error(`the work agent on port ${port}: ${error.message}`)),
    );
    socket.on('end', () => {
      try {
        resolve(parseAgentAnswer(text));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}
