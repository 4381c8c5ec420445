// The work agent in the app's JVM: bytes allocated, exact per window. Micrometer's
// `jvm_gc_memory_allocated_bytes_total` moves only at a GC, and the JRE images have no jcmd or
// jstat, so perf-gate loads a tiny Java agent of its own (src/work/agent/WorkAgent.java, built into
// agent-jar.ts by scripts/work-agent) with `-javaagent`: the app's code and image stay untouched.
// The agent answers each connection to its loopback port with the bytes the JVM's threads have
// allocated so far (HotSpot's per-thread counters, exact to the byte).
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

/** The agent's answer: bytes allocated so far, or why there is none. Pure. */
export function parseAgentAnswer(text: string): number {
  const line = text.trim();
  if (line === 'unsupported') {
    throw new Error('this JVM does not count allocated bytes per thread');
  }
  if (!/^\d+$/u.test(line)) throw new Error(`unexpected answer from the work agent: ${line}`);
  return Number(line);
}

/** Reads the bytes allocated so far from the agent on `port` (loopback). */
export function readAllocatedBytes(port: number, timeoutMs = 2_000): Promise<number> {
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
