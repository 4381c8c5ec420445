// Lint rules over the JVM's heap against the container's memory: pure, like lint.ts.
import type { Finding } from '../model.js';
import { finding } from './lint.js';
import type { EffectiveSettings, LintResources } from './types.js';

/** Memory the JVM needs outside the heap (metaspace, thread stacks, code cache, direct buffers). */
const MIN_NON_HEAP_MB = 256;
const MIN_NON_HEAP_SHARE = 0.25;
/** Below this heap a Spring Boot + JPA service spends its CPU in GC under load. */
const SMALL_HEAP_MB = 512;

export function jvmRules(
  settings: EffectiveSettings,
  resources: Partial<LintResources>,
): Finding[] {
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
