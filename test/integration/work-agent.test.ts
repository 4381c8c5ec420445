// perf-gate's work agent (src/work/agent.ts) in the stock JRE images, Java 17 (sum over threads)
// and Java 21 (the JVM's own total): a JVM told to allocate exactly N bytes moves the agent's
// count by N plus the little the request handling itself allocates; one told to use N ms of CPU
// on a thread moves the Java threads' CPU by N ms plus what reading the request costs.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';
import { Wait } from 'testcontainers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogTail, hostContainer, startContainer } from '../../src/env/docker.js';
import { readAgentCounters, workAgentBoot } from '../../src/work/agent.js';
import { requireDocker, testImages } from '../support/environment.js';
import { repoRoot } from '../support/example.js';

/** The Java 21 stand-in next to the Java 17 one (perf-gate-local/jre:17, :21). */
const jre21 = testImages.jre.replace(/:[^:/]+$/, ':21');

let classes: string;

beforeAll(async () => {
  await requireDocker();
  classes = mkdtempSync(join(tmpdir(), 'perf-gate-allocate-'));
  execFileSync('javac', [
    '--release',
    '17',
    '-d',
    classes,
    join(repoRoot, 'test/fixtures/work/Allocate.java'),
  ]);
});

afterAll(() => {
  if (classes) rmSync(classes, { recursive: true, force: true });
});

/** Asks the Allocate program on `port` to allocate `bytes`, or to use `cpu N` ms of CPU. */
function allocate(port: number, bytes: number | string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port }, () => socket.write(`${bytes}\n`));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('end', () => (answer.trim() === 'ok' ? resolve() : reject(new Error(answer))));
    socket.on('error', reject);
  });
}

/** The agent's bytes allocated so far. */
async function allocatedSoFar(port: number): Promise<number> {
  return (await readAgentCounters(port)).allocatedBytes;
}

describe("the work agent counts the bytes a JVM allocates and its Java threads' CPU, exactly", () => {
  for (const image of [testImages.jre, jre21]) {
    it(`in ${image}`, async () => {
      const agent = await workAgentBoot();
      const appPort = await getPort({ host: '127.0.0.1', exclude: [agent.port] });
      const { stop } = await startContainer(
        hostContainer(image, 'work-agent-test', { cpus: 1, memoryMb: 512 }, new LogTail())
          .withCopyContentToContainer([
            ...agent.files,
            {
              content: readFileSync(join(classes, 'Allocate.class')),
              target: '/perf-gate/classes/Allocate.class',
            },
          ])
          .withEntrypoint(['java'])
          .withCommand([
            ...agent.jvmOptions,
            '-Xmx256m',
            '-cp',
            '/perf-gate/classes',
            'Allocate',
            String(appPort),
          ])
          .withWaitStrategy(Wait.forLogMessage('ready')),
        'app',
        image,
      );
      try {
        await allocate(appPort, 1_000); // first use: classes loaded, buffers created
        const rounds: number[] = [];
        for (const size of [10_000_000, 1_000_000, 50_000]) {
          const before = await allocatedSoFar(agent.port);
          await allocate(appPort, size);
          const after = await allocatedSoFar(agent.port);
          rounds.push(after - before - size);
        }
        console.log(
          `${image}: bytes allocated beyond the array, per request: ${rounds.join(', ')}`,
        );
        // The array (plus its 16-byte header) and what the program allocates to read the request
        // (its BufferedReader's 16 KiB of chars, the decoder's 8 KiB of bytes, the socket): the
        // same for every request to within well under 1 KiB, whatever the array's size.
        for (const extra of rounds) {
          expect(extra).toBeGreaterThanOrEqual(16);
          expect(extra).toBeLessThan(64 * 1024);
        }
        // Other JVM threads (reference handling, the agent's listener) allocate a little on their
        // own: 0 B between requests on most runs, 312 B once on Java 21. A window's error is that,
        // not a share of what its requests allocate (the example: about 134 KB per request).
        expect(Math.abs(rounds[1]! - rounds[2]!)).toBeLessThan(1024);
        expect(Math.abs(rounds[0]! - rounds[1]!)).toBeLessThan(1024);
        // The agent's own answers are left out: reading twice in a row counts (almost) nothing.
        const a = await allocatedSoFar(agent.port);
        const b = await allocatedSoFar(agent.port);
        expect(b - a).toBeLessThan(1024);

        // CPU: the thread's own clock says when it has used N ms; the agent's sum over the Java
        // threads moves by that plus reading the request (well under a millisecond) and the other
        // Java threads' little background work. JIT compiler and GC threads are not counted.
        await allocate(appPort, 'cpu 50'); // the spin loop compiled
        const cpu: number[] = [];
        for (const ms of [300, 100]) {
          const before = await readAgentCounters(agent.port);
          await allocate(appPort, `cpu ${ms}`);
          const after = await readAgentCounters(agent.port);
          cpu.push((after.threadCpuNanos! - before.threadCpuNanos!) / 1e6 - ms);
        }
        console.log(
          `${image}: Java threads' CPU beyond the asked ms: ${cpu.map((c) => c.toFixed(2)).join(', ')}`,
        );
        for (const extra of cpu) {
          expect(extra).toBeGreaterThanOrEqual(0);
          expect(extra).toBeLessThan(20);
        }
        // JIT: the compilers' total time is reported and only grows (by now the spin loop and the
        // request handling have been compiled), which the warm-up waits on.
        const jit = [(await readAgentCounters(agent.port)).compileMs];
        await allocate(appPort, 'cpu 100');
        jit.push((await readAgentCounters(agent.port)).compileMs);
        console.log(`${image}: JIT milliseconds so far: ${jit.join(', ')}`);
        expect(jit[0]).toBeGreaterThan(0);
        expect(jit[1]).toBeGreaterThanOrEqual(jit[0]!);
      } finally {
        await stop();
      }
    });
  }
});
