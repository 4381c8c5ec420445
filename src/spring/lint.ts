// Lint rules over effective settings: pure, each finding names its config keys and says why.
// Sources the rules lean on:
// - HikariCP "About Pool Sizing" (github.com/brettwooldridge/HikariCP/wiki/About-Pool-Sizing):
//   connections = (core_count x 2) + effective_spindle_count, "a small pool, saturated with threads
//   waiting for connections";
// - HikariCP's README on minimumIdle ("we recommend not setting this value and instead allowing
//   HikariCP to act as a fixed size connection pool"), maxLifetime ("several seconds shorter than any
//   database or infrastructure imposed connection time limit"), and HikariConfig 5.x's validation
//   (connectionTimeout < 250 ms rejected, maxLifetime < 30 s reset, idleTimeout unused on fixed pools);
// - field reports of hand tuning (2-core Spring Boot + MySQL services): pools of 50-100 on 2 cores cut
//   throughput, threads 200 vs pool 10 left 189
//   requests waiting 30 s for a connection (002), pool 25 on 2 vCPU against max_connections 40 (004),
//   -Xmx1024m on 2 GiB making GC eat the CPU (000).
//
// The pool rules are in lint-pool.ts.
import type { Finding } from '../model.js';
import { TOMCAT_KEYS } from './keys.js';
import { finding, hikariKey, poolRules } from './lint-pool.js';
import type { EffectiveSettings, LintResources } from './types.js';

export { MYSQL_DEFAULT_MAX_CONNECTIONS, MYSQL_DEFAULT_WAIT_TIMEOUT_SEC } from './lint-pool.js';

/** Threads per pooled connection above which threads mostly queue on the pool. */
const THREADS_PER_CONNECTION = 4;
/** Memory the JVM needs outside the heap (metaspace, thread stacks, code cache, direct buffers). */
const MIN_NON_HEAP_MB = 256;
const MIN_NON_HEAP_SHARE = 0.25;
/** Below this heap a Spring Boot + JPA service spends its CPU in GC under load. */
const SMALL_HEAP_MB = 512;

const TOMCAT = TOMCAT_KEYS;

function tomcatRules(settings: EffectiveSettings, resources: Partial<LintResources>): Finding[] {
  const findings: Finding[] = [];
  const { threadsMax, threadsMinSpare, maxConnections, acceptCount } = settings.tomcat;
  const pool = settings.datasources.reduce((sum, ds) => sum + ds.hikari.maximumPoolSize, 0);
  const poolKeys = settings.datasources.map((ds) => hikariKey(ds, 'maximumPoolSize'));
  if (pool > 0 && threadsMax > pool * THREADS_PER_CONNECTION) {
    findings.push(
      finding(
        'tomcat-threads-exceed-pool',
        'warning',
        `threads.max ${threadsMax} is more than ${THREADS_PER_CONNECTION}× the ${pool} pooled connection(s): on a database-bound service up to ${threadsMax - pool} request threads wait for a connection ` +
          '(for up to connectionTimeout each) while holding memory and adding context switches (with 200 threads on a pool of 10, an overloaded service logged 189 requests waiting; a 2-core service measured 10-20 threads faster than 200). ' +
          `Bring threads.max closer to the pool (tuned services set it to the sum of their pools, or the pool to 60-70 % of the threads).`,
        [TOMCAT.threadsMax, ...poolKeys],
        { threadsMax, pooledConnections: pool },
      ),
    );
  }
  if (pool > 0 && threadsMax < pool) {
    findings.push(
      finding(
        'tomcat-threads-below-pool',
        'notice',
        `threads.max ${threadsMax} is below the ${pool} pooled connection(s): request threads can use at most ${threadsMax} of them, the rest stay idle unless @Async executors or schedulers use them (one 2-vCPU service counted 21 such threads). ` +
          'Shrink the pool to what the threads can use, or keep it if those executors need it.',
        [TOMCAT.threadsMax, ...poolKeys],
      ),
    );
  }
  if (resources.cpus !== undefined && threadsMax < resources.cpus * 2) {
    findings.push(
      finding(
        'tomcat-threads-very-low',
        'warning',
        `threads.max ${threadsMax} is below 2 per CPU (${resources.cpus} CPUs): every request blocks on I/O (database, network) part of the time, so this few threads cannot keep the CPUs busy and requests queue in accept-count. ` +
          '(Seed 000: 5 threads gave a worse p95 (721 ms) than 10 (480 ms) on 2 cores.)',
        [TOMCAT.threadsMax],
      ),
    );
  }
  if (threadsMinSpare > threadsMax) {
    findings.push(
      finding(
        'tomcat-min-spare-above-max',
        'warning',
        `threads.min-spare ${threadsMinSpare} is above threads.max ${threadsMax}; Tomcat cannot keep more idle threads than its maximum. Lower min-spare or raise threads.max.`,
        [TOMCAT.threadsMinSpare, TOMCAT.threadsMax],
      ),
    );
  }
  if (maxConnections >= 0 && maxConnections < threadsMax) {
    findings.push(
      finding(
        'tomcat-max-connections-below-threads',
        'warning',
        `max-connections ${maxConnections} is below threads.max ${threadsMax}: Tomcat never accepts enough connections to use all its threads, so ${threadsMax - maxConnections} threads can never work and extra clients wait in the OS backlog. ` +
          'Keep max-connections ≥ threads.max (keep-alive connections hold a slot while idle).',
        [TOMCAT.maxConnections, TOMCAT.threadsMax],
      ),
    );
  }
  if (acceptCount <= 0) {
    findings.push(
      finding(
        'tomcat-accept-count-zero',
        'warning',
        `accept-count ${acceptCount} does not disable the queue: Java treats a listen backlog ≤ 0 as its own default (50), and the OS may cap or round it. ` +
          'Set the queue length you mean explicitly (a measured service saw no gain from 0).',
        [TOMCAT.acceptCount],
      ),
    );
  }
  return findings;
}

function jvmRules(settings: EffectiveSettings, resources: Partial<LintResources>): Finding[] {
  const findings: Finding[] = [];
  const { xmsMb, xmxMb, gc, maxRamPercentage } = settings.jvm;
  const memoryMb = resources.memoryMb;
  if (xmsMb !== null && xmxMb !== null && xmsMb > xmxMb) {
    findings.push(
      finding(
        'jvm-xms-above-xmx',
        'error',
        `-Xms ${xmsMb} MiB is above -Xmx ${xmxMb} MiB: the JVM refuses to start ("Initial heap size set to a larger value than the maximum heap size").`,
        ['jvm.xms', 'jvm.xmx'],
      ),
    );
  }
  if (xmxMb !== null && memoryMb !== undefined) {
    const nonHeap = Math.max(MIN_NON_HEAP_MB, memoryMb * MIN_NON_HEAP_SHARE);
    if (xmxMb >= memoryMb) {
      findings.push(
        finding(
          'jvm-heap-exceeds-container',
          'error',
          `max heap ${xmxMb} MiB is not below the container's ${memoryMb} MiB: the heap plus metaspace, thread stacks and code cache outgrow the limit and the kernel kills the container (OOMKilled) before the GC reacts. ` +
            `Keep the heap ≤ ${Math.floor(memoryMb - nonHeap)} MiB.`,
          ['jvm.xmx'],
          { xmxMb, memoryMb },
        ),
      );
    } else if (xmxMb > memoryMb - nonHeap) {
      findings.push(
        finding(
          'jvm-heap-exceeds-container',
          'warning',
          `max heap ${xmxMb} MiB leaves only ${memoryMb - xmxMb} MiB of the container's ${memoryMb} MiB for metaspace, thread stacks (${settings.tomcat.threadsMax} Tomcat threads), code cache and direct buffers; ` +
            `leave at least max(25 %, ${MIN_NON_HEAP_MB} MiB) = ${Math.round(nonHeap)} MiB, or the container risks being OOM-killed under load.`,
          ['jvm.xmx'],
          { xmxMb, memoryMb, nonHeapMb: Math.round(nonHeap) },
        ),
      );
    }
  }
  if (xmxMb !== null && xmxMb < SMALL_HEAP_MB) {
    findings.push(
      finding(
        'jvm-heap-too-small',
        'warning',
        `max heap ${xmxMb} MiB${settings.sources['jvm.xmx'] === 'default' ? ` (the JVM's default: ${maxRamPercentage} % of ${memoryMb ?? '?'} MiB)` : ''} is small for a Spring Boot service under load: young collections run back to back and GC takes CPU from requests ` +
          '(a 2 GiB server raising -Xms512m -Xmx1024m to -Xms1024m -Xmx1536m on a 2 GiB server took TPS from 105 to 133 and p95 from 1290 ms to 666 ms). ' +
          `Give the heap ≥ ${SMALL_HEAP_MB} MiB (-Xmx or -XX:MaxRAMPercentage=60-75) if the container allows.`,
        ['jvm.xmx', 'jvm.max-ram-percentage'],
        { xmxMb },
      ),
    );
  } else if (
    xmxMb !== null &&
    memoryMb !== undefined &&
    settings.sources['jvm.xmx'] === 'default' &&
    settings.sources['jvm.max-ram-percentage'] === 'default'
  ) {
    findings.push(
      finding(
        'jvm-heap-default-percentage',
        'notice',
        `no -Xmx or -XX:MaxRAMPercentage: the JVM takes ${xmxMb} MiB, a quarter of the container's ${memoryMb} MiB, for the heap and leaves the rest unused. ` +
          'In a container that runs only this JVM, -XX:MaxRAMPercentage=60-75 is the usual choice.',
        ['jvm.xmx', 'jvm.max-ram-percentage'],
      ),
    );
  }
  if (gc === 'Serial' && settings.sources['jvm.gc'] === 'default') {
    findings.push(
      finding(
        'jvm-serial-gc-by-default',
        'notice',
        `the JVM picks SerialGC because the container has ${resources.cpus ?? '?'} CPU(s) and ${memoryMb ?? '?'} MiB (a "server class" machine needs ≥ 2 CPUs and ≥ 1792 MiB for G1): ` +
          'every collection stops all request threads. Choose a collector explicitly (-XX:+UseG1GC or -XX:+UseParallelGC) so the choice does not change with the limits.',
        ['jvm.gc'],
      ),
    );
  }
  return findings;
}

/** Lints effective settings against the machine and database they run on; pure. */
export function lintSettings(
  settings: EffectiveSettings,
  resources: Partial<LintResources>,
): Finding[] {
  return [
    ...poolRules(settings, resources),
    ...tomcatRules(settings, resources),
    ...jvmRules(settings, resources),
  ];
}
