// The queues of a window as the diagnosis rules read them: the connection pool, Tomcat's threads,
// the garbage collector and the load generator. Pure.
import { round } from '../../format/numbers.js';
import type { HostReading, WindowFacts, WindowReading } from './readings.js';
import { poolLogEvidence } from './errors.js';
import { fmt, integrate, max, mean, pct, shareOf, sum } from './summary.js';
import { THRESHOLDS, type Evidence } from './thresholds.js';

/** Threads waiting for a connection, the pool at its maximum, timeouts, the app log's complaints. */
export function poolFacts({ series, context, fact }: WindowReading): WindowFacts['pool'] {
  const pending = series['hikari.pending'];
  const active = series['hikari.active'];
  const maximumPoolSize = fact('maximumPoolSize');
  const pendingShare = shareOf(pending, (value) => value > 0);
  const activeAtMaxShare =
    maximumPoolSize === undefined ? 0 : shareOf(active, (value) => value >= maximumPoolSize);
  const timeouts = sum(series['hikari.timeouts']);
  const log = poolLogEvidence(context.appLog ?? '');
  const acquireMeanMs = mean(series['hikari.acquireMs']);
  const pendingMean = mean(pending) ?? 0;
  const pendingMax = max(pending) ?? 0;
  const poolBound =
    (pendingShare >= THRESHOLDS.MOST_OF_WINDOW &&
      (maximumPoolSize === undefined || activeAtMaxShare >= THRESHOLDS.MOST_OF_WINDOW)) ||
    timeouts > 0 ||
    log.matches > 0;
  const poolParts = [
    `threads waited for a connection in ${pct(pendingShare)} of the samples (${fmt(pendingMean)} on average, up to ${fmt(pendingMax)})`,
  ];
  if (maximumPoolSize !== undefined) {
    poolParts.push(`all ${maximumPoolSize} connections were in use in ${pct(activeAtMaxShare)}`);
  }
  if (acquireMeanMs !== undefined) poolParts.push(`mean acquire time ${fmt(acquireMeanMs)} ms`);
  if (timeouts > 0) poolParts.push(`${timeouts} acquire timeouts`);
  if (log.matches > 0) {
    poolParts.push(
      `"Connection is not available" ${log.matches}× in the app log${log.waitingMax !== undefined ? ` (up to ${log.waitingMax} waiting)` : ''}`,
    );
  }
  const poolEvidence: Evidence = {
    pendingMean: round(pendingMean),
    pendingMax: round(pendingMax),
    samplesWithPendingPercent: round(pendingShare * 100),
  };
  if (maximumPoolSize !== undefined) {
    poolEvidence.maximumPoolSize = maximumPoolSize;
    poolEvidence.samplesAllConnectionsActivePercent = round(activeAtMaxShare * 100);
  }
  if (acquireMeanMs !== undefined) poolEvidence.acquireMeanMs = round(acquireMeanMs);
  if (timeouts > 0) poolEvidence.acquireTimeouts = timeouts;
  if (log.matches > 0) poolEvidence.connectionNotAvailableInLog = log.matches;
  return {
    bound: poolBound,
    pendingShare,
    pendingMean,
    pendingMax,
    activeAtMaxShare,
    acquireMeanMs,
    timeouts,
    logMatches: log.matches,
    maximumPoolSize,
    description: poolParts.join(', '),
    evidence: poolEvidence,
  };
}

/** Busy Tomcat threads against threads.max. */
export function threadFacts({ series, fact }: WindowReading): WindowFacts['threads'] {
  const busy = series['tomcat.busy'];
  const threadsMax = fact('threadsMax');
  const busyMean = mean(busy);
  const atMaxShare =
    threadsMax === undefined
      ? 0
      : shareOf(busy, (value) => value >= THRESHOLDS.THREADS_AT_MAX * threadsMax);
  return {
    bound: atMaxShare >= THRESHOLDS.MOST_OF_WINDOW,
    atMaxShare,
    busyMean,
    threadsMax,
    description: `${fmt(busyMean ?? 0)} of ${threadsMax ?? '?'} threads were busy on average, all of them in ${pct(atMaxShare)} of the samples`,
    evidence: {
      busyMean: round(busyMean ?? 0),
      busyMax: round(max(busy) ?? 0),
      threadsMax: threadsMax ?? 'unknown',
      samplesAtThreadsMaxPercent: round(atMaxShare * 100),
    },
  };
}

/** Time in GC pauses and heap pressure. */
export function gcFacts({ series, fact }: WindowReading): WindowFacts['gc'] {
  const gcShare = series['jvm.gcPauseShare'];
  const gcShareMean = mean(gcShare) ?? 0;
  const heapMaxMb = fact('heapMaxMb');
  const heap = series['jvm.heapUsedMb'];
  const heapNearMaxShare =
    heapMaxMb === undefined
      ? 0
      : shareOf(heap, (value) => value >= THRESHOLDS.HEAP_NEAR_MAX * heapMaxMb);
  const gcBound =
    gcShareMean >= THRESHOLDS.GC_SHARE_PERCENT ||
    (heapNearMaxShare >= THRESHOLDS.MOST_OF_WINDOW &&
      gcShareMean >= THRESHOLDS.GC_SHARE_PERCENT / 2);
  const gcEvidence: Evidence = {
    gcPauseShareMeanPercent: round(gcShareMean),
    gcPausesPerSecond: round(mean(series['jvm.gcPauses']) ?? 0),
  };
  if (heapMaxMb !== undefined) {
    gcEvidence.heapMaxMb = heapMaxMb;
    gcEvidence.heapUsedMaxMb = round(max(heap) ?? 0);
    gcEvidence.samplesHeapNearMaxPercent = round(heapNearMaxShare * 100);
  }
  return {
    bound: gcBound,
    shareMean: gcShareMean,
    description:
      `the JVM was paused for GC ${fmt(gcShareMean)} % of the time (${fmt(mean(series['jvm.gcPauses']) ?? 0)} pauses/s)` +
      (heapMaxMb !== undefined
        ? `, heap up to ${fmt(max(heap) ?? 0)} of ${fmt(heapMaxMb)} MB (≥ ${pct(THRESHOLDS.HEAP_NEAR_MAX)} in ${pct(heapNearMaxShare)} of the samples)`
        : ''),
    evidence: gcEvidence,
  };
}

/** k6 out of CPU, or dropping iterations while nothing on the server side was full. */
export function generatorFacts(
  { record, series, context, fact, hostCores }: WindowReading,
  { host, hostMean, breakdown, largestConsumer }: HostReading,
  serverBound: boolean,
): WindowFacts['generator'] {
  const k6Cpu = series['k6.cpu'];
  const k6CpuMean = mean(k6Cpu);
  const k6CpuShare = shareOf(k6Cpu, (value) => value >= THRESHOLDS.CPU_SATURATED * hostCores * 100);
  const droppedFromSeries = integrate(series['k6.droppedRate'], record.intervalMs / 1000);
  const dropped = context.window?.droppedIterations ?? Math.round(droppedFromSeries);
  const vus = series['k6.vus'];
  const vusMax = fact('k6VusMax') ?? context.window?.vusMax;
  const vusBelowMaxWhileDropping =
    vusMax !== undefined && dropped > 0 && (max(vus) ?? vusMax) < vusMax;
  const reasons: string[] = [];
  const k6CpuBound =
    k6CpuShare >= THRESHOLDS.MOST_OF_WINDOW || (host.saturated && largestConsumer === 'k6');
  if (k6CpuShare >= THRESHOLDS.MOST_OF_WINDOW) {
    reasons.push(
      `k6 used ${fmt(k6CpuMean ?? 0)} % of a core, ≥ ${pct(THRESHOLDS.CPU_SATURATED)} of the runner's ${hostCores} cores in ${pct(k6CpuShare)} of the samples`,
    );
  }
  if (host.saturated && largestConsumer === 'k6') {
    reasons.push(
      `the runner's cores were saturated (${fmt(hostMean)} %) and k6 used the largest part (${breakdown})`,
    );
  }
  if (vusBelowMaxWhileDropping) {
    reasons.push(
      `k6 dropped ${dropped} iterations with VUs to spare (at most ${fmt(max(vus) ?? 0)} of ${vusMax} in use): it could not start them on time`,
    );
  } else if (dropped > 0 && !serverBound && !host.busyElsewhere) {
    reasons.push(
      `k6 dropped ${dropped} iterations although no server resource was saturated: maxVUs${vusMax !== undefined ? ` (${vusMax})` : ''} is too small for this rate and latency`,
    );
  }
  const generatorEvidence: Evidence = { droppedIterations: dropped };
  if (k6CpuMean !== undefined) generatorEvidence.k6CpuMeanPercentOfCore = round(k6CpuMean);
  if (vusMax !== undefined) generatorEvidence.vusMax = vusMax;
  if (vus) generatorEvidence.vusInUseMax = round(max(vus) ?? 0);
  return {
    saturated: reasons.length > 0,
    reasons,
    cpuBound: k6CpuBound,
    cpuMean: k6CpuMean,
    evidence: generatorEvidence,
  };
}
