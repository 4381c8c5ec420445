// perf-gate's work agent (src/work/agent.ts) in the stock JRE images, Java 17 (sum over threads)
// and Java 21 (the JVM's own total): a JVM told to allocate exactly N bytes moves the agent's
// count by N plus the little the request handling itself allocates; one told to use N ms of CPU
// on a thread moves the Java threads' CPU by N ms plus what reading the request costs. The agent
// also reports its own thread's CPU and bytes, left out of those: what the counters cost the app;
// and the milliseconds stop-the-world collections have taken.
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
import { appPerRequest } from '../../src/work/app-counters.js';
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

/** The answers the agent has given in the current test. */
let answers = 0;

/** The agent's counters so far, counting the answer. */
function readAgent(port: number) {
  answers += 1;
  return readAgentCounters(port);
}

/** The agent's bytes allocated so far. */
async function allocatedSoFar(port: number): Promise<number> {
  return (await readAgent(port)).allocatedBytes;
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
      answers = 0;
      try {
        // The agent's first answer: what it sets up once (the management beans) is in its CPU.
        const opening = await readAgent(agent.port);
        expect(opening.agentCpuNanos).toBeGreaterThan(0);
        expect(opening.agentAllocatedBytes).toBeGreaterThan(0);
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
        const own: string[] = [];
        for (const ms of [300, 100]) {
          const before = await readAgent(agent.port);
          await allocate(appPort, `cpu ${ms}`);
          const after = await readAgent(agent.port);
          cpu.push((after.threadCpuNanos! - before.threadCpuNanos!) / 1e6 - ms);
          // The agent's own CPU between the two reads (answering the second), as a window's.
          const work = appPerRequest(before, after, 1)!;
          own.push(
            `${work.agentCpuMs!.toFixed(3)} ms of ${work.threadCpuMsPerRequest!.toFixed(1)} ms` +
              ` (${(work.agentCpuShare! * 100).toFixed(3)} %)`,
          );
          // One answer: 0.51-0.83 ms of CPU seen on an AMD EPYC runner, 1.15-1.56 ms on a 2.0 GHz
          // Xeon, 5.4 ms on a CI runner (Java 17 and 21). How much it costs is a figure for
          // bench/README.md (agentCpuShare over real gates); here it must be counted (above 0) and
          // stay a small share of a 300 ms request (5 % = 15 ms; the JVM's first answer, with its
          // class loading and setup, cost 30-36 ms here: logged below).
          expect(work.agentCpuMs).toBeGreaterThan(0);
          expect(work.agentCpuMs).toBeLessThan(15);
          if (ms >= 300) expect(work.agentCpuShare).toBeLessThan(0.05);
          expect(work.agentCpuTotalMs).toBe(after.agentCpuNanos! / 1e6);
        }
        console.log(
          `${image}: Java threads' CPU beyond the asked ms: ${cpu.map((c) => c.toFixed(2)).join(', ')}`,
        );
        console.log(`${image}: the agent's own CPU vs the Java threads': ${own.join('; ')}`);
        for (const extra of cpu) {
          expect(extra).toBeGreaterThanOrEqual(0);
          expect(extra).toBeLessThan(20);
        }
        // What one answer costs the agent's thread, over 20 answers in a row, and its total since
        // the JVM started (every read of this test, the first's setup included).
        const first = await readAgent(agent.port);
        let last = first;
        for (let i = 0; i < 20; i++) last = await readAgent(agent.port);
        const perAnswerMs = (last.agentCpuNanos! - first.agentCpuNanos!) / 1e6 / 20;
        const perAnswerBytes = (last.agentAllocatedBytes! - first.agentAllocatedBytes!) / 20;
        console.log(
          `${image}: the agent's own cost per answer: ${perAnswerMs.toFixed(3)} ms of CPU, ` +
            `${perAnswerBytes.toFixed(0)} B; the first answer: ${(opening.agentCpuNanos! / 1e6).toFixed(1)} ms; ` +
            `in all (${answers} answers): ${(last.agentCpuNanos! / 1e6).toFixed(1)} ms, ${last.agentAllocatedBytes} B`,
        );
        // Seen on a 2.0 GHz Xeon: 1.03 ms with the rest of the suite running, 0.59-1.84 ms alone;
        // held to the bound a single answer above is.
        expect(perAnswerMs).toBeGreaterThan(0);
        expect(perAnswerMs).toBeLessThan(15);
        expect(perAnswerBytes).toBeGreaterThan(0);
        // Its bytes are not in the JVM's figure: 20 answers moved that by (almost) nothing.
        expect(last.allocatedBytes - first.allocatedBytes).toBeLessThan(1024);
        // JIT: the compilers' total time is reported and only grows (by now the spin loop and the
        // request handling have been compiled), which the warm-up waits on.
        const jit = [(await readAgent(agent.port)).compileMs];
        await allocate(appPort, 'cpu 100');
        jit.push((await readAgent(agent.port)).compileMs);
        console.log(`${image}: JIT milliseconds so far: ${jit.join(', ')}`);
        expect(jit[0]).toBeGreaterThan(0);
        expect(jit[1]).toBeGreaterThanOrEqual(jit[0]!);
        // GC: the stop-the-world collections' milliseconds so far; three full collections of the
        // ~11 MB this program keeps move it (each marks and compacts them).
        const gcBefore = (await readAgent(agent.port)).gcPauseMs;
        for (let i = 0; i < 3; i++) await allocate(appPort, 'gc');
        const gcAfter = (await readAgent(agent.port)).gcPauseMs;
        console.log(
          `${image}: GC pause milliseconds so far: ${gcBefore}, after 3 full GCs ${gcAfter}`,
        );
        expect(gcBefore).toBeGreaterThanOrEqual(0);
        expect(gcAfter! - gcBefore!).toBeGreaterThan(0);
      } finally {
        await stop();
      }
    });
  }
});
