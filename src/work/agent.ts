// The work agent in the app's JVM: bytes allocated and Java threads' CPU, exact per window. Micrometer's
// `jvm_gc_memory_allocated_bytes_total` moves only at a GC, and the JRE images have no jcmd or
// jstat, so perf-gate loads a tiny Java agent of its own (src/work/agent/WorkAgent.java, built into
// agent-jar.ts by scripts/work-agent) with `-javaagent`: the app's code and image stay untouched.
// The agent answers each connection to its loopback port with the bytes the JVM's threads have
// allocated so far (HotSpot's per-thread counters, exact to the byte) and, after a space, the CPU
// nanoseconds its Java threads have used so far (JIT compiler and GC threads are not among them)
// and the milliseconds its JIT compilers have spent (the warm-up waits for them to fall quiet).
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
}

/** The agent's answer: bytes allocated so far (and Java threads' CPU), or why there is none. Pure. */
export function parseAgentAnswer(text: string): AgentCounters {
  const line = text.trim();
  if (/^unsupported( \d+)?$/u.test(line)) {
    throw new Error('this JVM does not count allocated bytes per thread');
  }
  // bytes, then optionally CPU ("-1": not measured) and JIT milliseconds
  const match = /^(\d+)(?: (-1|\d+))?(?: (\d+))?$/u.exec(line);
  if (!match) throw new Error(`unexpected answer from the work agent: ${line}`);
  const counters: AgentCounters = { allocatedBytes: Number(match[1]) };
  if (match[2] !== undefined && match[2] !== '-1') counters.threadCpuNanos = Number(match[2]);
  if (match[3] !== undefined) counters.compileMs = Number(match[3]);
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
