// Bottleneck diagnosis: reads a window's telemetry and says which resource limited it, with the
// numbers that show it. Pure.
//
// The order of the rules is the point. Symptoms propagate upwards: a saturated CPU makes every
// request hold its thread and its connection longer, so threads pile up and connections go
// pending even though neither is short. A slow database does the same to the pool. So a pool or
// thread finding is only made when the CPU and the database are not saturated; otherwise the
// queueing shows up as evidence in the CPU or database finding ("raising maximumPoolSize will not
// help"), which is the mistake the write-ups this tool grew from kept making.
import type {
  Finding,
  Side,
  TelemetryRecord,
  TelemetrySeries,
  WindowMeasurement,
} from '../model.js';
import { round } from './series.js';

/**
 * Thresholds, and why:
 * - MOST_OF_WINDOW: a condition counts when it holds in at least half of the samples, so a burst
 *   (JIT warm-up, one full GC, the first connections being opened) never names a bottleneck.
 * - CPU_SATURATED: at 90 % utilisation an M/M/c queue already waits about 9× the service time, and
 *   CFS quota throttling starts before the average reaches 100 % because load arrives in bursts.
 * - THROTTLED_PERIODS: with a CPU limit, the kernel stops the container's threads for the rest of a
 *   100 ms period once the quota is used; in one period of five or more that adds up to tens of
 *   milliseconds to requests however idle the runner is.
 * - HOST_SATURATED: the runner is shared by app, database and k6; above 95 % they queue for cores.
 *   A saturated runner is blamed on the largest of them only when together they used at least
 *   OWN_SHARE_OF_BUSY_CPU of the busy CPU; otherwise other work on the runner caused it.
 * - THREADS_AT_MAX: busy ≥ 95 % of threadsMax means new requests wait in Tomcat's accept queue.
 * - GC_SHARE: Parallel GC aims at ≤ 1 % of time in GC (GCTimeRatio=99) and G1 at ≤ 8 %
 *   (GCTimeRatio=12); above 10 % the collector takes throughput the app needed.
 * - HEAP_NEAR_MAX: ≥ 90 % of the heap limit in use leaves the collector no room, GCs run back to back.
 * - ERROR_SHARE: the default error budget (1 %); any error is still reported, as a notice.
 * - COMPARE_RATIO: a side-by-side difference is worth a sentence from 1.5× on, and only above the
 *   per-metric floor in COMPARED_METRICS (half a pending connection is noise, ten is not).
 */
export const THRESHOLDS = {
  MOST_OF_WINDOW: 0.5,
  CPU_SATURATED: 0.9,
  THROTTLED_PERIODS: 0.2,
  HOST_SATURATED: 0.95,
  OWN_SHARE_OF_BUSY_CPU: 0.75,
  THREADS_AT_MAX: 0.95,
  GC_SHARE_PERCENT: 10,
  HEAP_NEAR_MAX: 0.9,
  ERROR_SHARE: 0.01,
  COMPARE_RATIO: 1.5,
} as const;

/** Rule ids of the findings that name a bottleneck; a healthy window has none of them. */
export const BOTTLENECK_RULES = [
  'bottleneck.generator',
  'bottleneck.cpu',
  'bottleneck.database',
  'bottleneck.pool',
  'bottleneck.threads',
  'bottleneck.gc',
] as const;

/** What the gate knows about a window besides its telemetry. */
export interface DiagnosisContext {
  /** CPU limit of the app container in cores (default: the record's fact appCpuLimitCores) */
  appCpuLimitCores?: number;
  /** CPU limit of the database container in cores (default: fact databaseCpuLimitCores) */
  databaseCpuLimitCores?: number;
  /** cores of the runner (default: fact hostCores) */
  hostCores?: number;
  /** the app's log output during the window */
  appLog?: string;
  /** the load test's own figures for this window */
  window?: WindowMeasurement;
}

/** Findings for one measured window: bottlenecks (with evidence) and errors. */
export function diagnoseWindow(record: TelemetryRecord, context: DiagnosisContext = {}): Finding[] {
  const facts = analyseWindow(record, context);
  const findings: Finding[] = [];
  const base = { scenario: record.label.scenario, side: record.label.side };
  const roundLabel = `${record.label.side === 'pr' ? 'PR' : 'base'} round ${record.label.round + 1}`;
  const at = (text: string): string => `${record.label.scenario} (${roundLabel}): ${text}`;

  // Generator first: when k6 could not offer the load, every other number describes a different test.
  if (facts.generator.saturated) {
    findings.push({
      ...base,
      rule: 'bottleneck.generator',
      level: 'warning',
      message: at(
        `the load generator limited this window, so its verdict is inconclusive: ${facts.generator.reasons.join('; ')}. ` +
          (facts.generator.cpuBound
            ? 'Run on a bigger or quieter runner, or lower the rate.'
            : 'k6 had CPU to spare: raise max-vus, or lower the rate.'),
      ),
      keys: ['k6.cpu', 'k6.droppedRate', 'k6.vus'],
      evidence: facts.generator.evidence,
    });
  }

  const queueing = queueingEvidence(facts);
  if (facts.cpu.saturated) {
    // On a saturated CPU more than a few busy request threads are threads waiting for a core.
    const threadsQueue =
      facts.threads.atMaxShare > 0 || (facts.threads.busyMean ?? 0) > facts.host.cores * 2;
    const consequences =
      facts.pool.pendingShare > 0 || threadsQueue
        ? ` Threads and connections queue behind the CPU (${queueing}): raising threads.max or maximumPoolSize will not help.`
        : '';
    const gc = facts.gc.shareMean >= 1 ? ` GC took ${fmt(facts.gc.shareMean)} % of the time.` : '';
    findings.push({
      ...base,
      rule: 'bottleneck.cpu',
      level: 'warning',
      message: at(
        `CPU is the bottleneck: ${facts.cpu.description}.${consequences}${gc} ` +
          'Reduce the work per request (hashing cost, serialisation, N+1 queries) or give the app more CPU.',
      ),
      keys: [facts.cpu.series, 'host.cpu'],
      evidence: { ...facts.cpu.evidence, ...queueingNumbers(facts) },
    });
  }

  if (facts.database.saturated) {
    findings.push({
      ...base,
      rule: 'bottleneck.database',
      level: 'warning',
      message: at(
        `the database is the bottleneck: ${facts.database.description}.` +
          (facts.pool.pendingShare > 0
            ? ` Connections wait in the pool as a consequence (${queueing}); a bigger pool adds load to a saturated database.`
            : '') +
          ' Look at the slow queries and missing indexes, or give the database more CPU.',
      ),
      keys: ['container.database.cpu', 'hikari.acquireMs'],
      evidence: { ...facts.database.evidence, ...queueingNumbers(facts) },
    });
  }

  // A runner starved by other work makes threads hold connections longer, as a saturated CPU
  // does; the telemetry cannot tell how much, so the finding stands with that caveat.
  const caveat = facts.host.busyElsewhere
    ? ' The runner was saturated by other work during this window, which lengthens every request: confirm on a quiet runner.'
    : '';
  if (facts.pool.bound && !facts.cpu.saturated && !facts.database.saturated) {
    const threads =
      facts.threads.busyMean !== undefined
        ? ` ${fmt(facts.threads.busyMean)} Tomcat threads were busy on average, most of them waiting for a connection.`
        : '';
    findings.push({
      ...base,
      rule: 'bottleneck.pool',
      level: facts.pool.timeouts > 0 || facts.pool.logMatches > 0 ? 'error' : 'warning',
      message: at(
        `the connection pool is the bottleneck: ${facts.pool.description}.${threads} ` +
          `Raise maximumPoolSize${facts.pool.maximumPoolSize ? ` (now ${facts.pool.maximumPoolSize})` : ''} within the database's max_connections, or hold connections for less time (shorter transactions, no remote calls inside them).${caveat}`,
      ),
      keys: ['hikari.pending', 'hikari.active', 'hikari.acquireMs', 'maximumPoolSize'],
      evidence: facts.pool.evidence,
    });
  }

  if (
    facts.threads.bound &&
    !facts.cpu.saturated &&
    !facts.database.saturated &&
    !facts.pool.bound
  ) {
    findings.push({
      ...base,
      rule: 'bottleneck.threads',
      level: 'warning',
      message: at(
        `Tomcat's thread pool is the bottleneck: ${facts.threads.description}, while the CPU and the connection pool had room. ` +
          `Requests wait in the accept queue behind threads blocked on something else (remote calls, sleeps, locks): raise threads.max or stop blocking request threads.${caveat}`,
      ),
      keys: ['tomcat.busy', 'threadsMax'],
      evidence: facts.threads.evidence,
    });
  }

  if (facts.gc.bound) {
    findings.push({
      ...base,
      rule: 'bottleneck.gc',
      level: 'warning',
      message: at(
        `garbage collection limits the app: ${facts.gc.description}. ` +
          'Give the JVM a larger heap (-Xmx / MaxRAMPercentage) or allocate less per request.',
      ),
      keys: ['jvm.gcPauseShare', 'jvm.heapUsedMb', 'heapMaxMb'],
      evidence: facts.gc.evidence,
    });
  }

  if (facts.host.busyElsewhere) {
    findings.push({
      ...base,
      rule: 'runner.cpu',
      level: 'warning',
      message: at(
        `${facts.host.busyElsewhere}, so this window measured the runner's other work as much as the app and its verdict is inconclusive.` +
          (facts.pool.pendingShare > 0 || facts.threads.atMaxShare > 0
            ? ` Threads and connections queued (${queueing}), at least partly for that reason.`
            : '') +
          ' Run the gate on a runner of its own.',
      ),
      keys: ['host.cpu', 'host.steal'],
      evidence: {
        hostCpuMeanPercent: round(facts.host.meanPercent),
        hostStealMeanPercent: round(facts.host.stealMeanPercent),
        hostCores: facts.host.cores,
        measuredProcessesShareOfBusyCpuPercent: round(facts.host.ownShare * 100),
      },
    });
  } else if (facts.host.saturated && !facts.cpu.saturated && !facts.database.saturated) {
    findings.push({
      ...base,
      rule: 'runner.cpu',
      level: 'notice',
      message: at(
        `the runner's CPU was saturated (${fmt(facts.host.meanPercent)} % of ${facts.host.cores} cores: ${facts.host.breakdown}); ` +
          'app, database and k6 queued for the same cores, which adds latency a dedicated server would not have.',
      ),
      keys: ['host.cpu'],
      evidence: { hostCpuMeanPercent: round(facts.host.meanPercent), hostCores: facts.host.cores },
    });
  }

  findings.push(...errorFindings(record, context, at, base));
  return findings;
}

/** The generator's health for WindowMeasurement.generator, from the telemetry of its window. */
export function generatorSaturation(
  record: TelemetryRecord,
  context: DiagnosisContext = {},
): { saturated: boolean; reasons: string[]; cpuPercent?: number } {
  const { generator, host } = analyseWindow(record, context);
  // A runner busy with other work starves k6 as much as the app: the window is not a valid test.
  const reasons = host.busyElsewhere
    ? [...generator.reasons, host.busyElsewhere]
    : generator.reasons;
  return {
    saturated: reasons.length > 0,
    reasons,
    cpuPercent: generator.cpuMean === undefined ? undefined : round(generator.cpuMean),
  };
}

/** A window's figures as the rules see them. */
interface WindowFacts {
  cpu: { saturated: boolean; series: string; description: string; evidence: Evidence };
  database: { saturated: boolean; description: string; evidence: Evidence };
  host: {
    saturated: boolean;
    meanPercent: number;
    cores: number;
    breakdown: string;
    /** share of the busy host CPU used by app, database and k6 */
    ownShare: number;
    /** saturated mostly by processes outside the measurement */
    byOthers: boolean;
    stealMeanPercent: number;
    /** why the runner itself spoiled the window (saturated by others), if it did */
    busyElsewhere?: string;
  };
  pool: {
    bound: boolean;
    pendingShare: number;
    pendingMean: number;
    pendingMax: number;
    activeAtMaxShare: number;
    acquireMeanMs?: number;
    timeouts: number;
    logMatches: number;
    maximumPoolSize?: number;
    description: string;
    evidence: Evidence;
  };
  threads: {
    bound: boolean;
    atMaxShare: number;
    busyMean?: number;
    threadsMax?: number;
    description: string;
    evidence: Evidence;
  };
  gc: { bound: boolean; shareMean: number; description: string; evidence: Evidence };
  generator: {
    saturated: boolean;
    reasons: string[];
    /** k6 short of CPU (its own or the runner's), as opposed to short of VUs */
    cpuBound: boolean;
    cpuMean?: number;
    evidence: Evidence;
  };
}

type Evidence = Record<string, number | string>;

function analyseWindow(record: TelemetryRecord, context: DiagnosisContext): WindowFacts {
  const series = record.series;
  const fact = (name: string): number | undefined => {
    const value = record.facts[name];
    return typeof value === 'number' ? value : undefined;
  };
  const hostCores = context.hostCores ?? fact('hostCores') ?? 2;

  // Host
  const hostCpu = series['host.cpu'];
  const hostMean = mean(hostCpu) ?? 0;
  const hostSaturated = shareOf(hostCpu, (value) => value >= THRESHOLDS.HOST_SATURATED * 100);
  const consumers: Array<[string, number | undefined]> = [
    ['app', mean(series['container.app.cpu'])],
    ['database', mean(series['container.database.cpu'])],
    ['k6', mean(series['k6.cpu'])],
  ];
  const breakdown = consumers
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name} ${fmt(value!)} % of a core`)
    .join(', ');
  // How much of the busy CPU the measured processes account for: on a runner shared with other
  // work (a build, another job) the rest is noise, not a bottleneck of the app.
  const ownCpu = consumers.reduce((total, [, value]) => total + (value ?? 0), 0);
  const busyCpu = hostMean * hostCores;
  const ownShare = busyCpu > 0 ? Math.min(1, ownCpu / busyCpu) : 0;
  const host = {
    saturated: hostSaturated >= THRESHOLDS.MOST_OF_WINDOW,
    meanPercent: hostMean,
    cores: hostCores,
    breakdown: breakdown || 'no per-process figures',
    ownShare,
    byOthers: breakdown !== '' && ownShare < THRESHOLDS.OWN_SHARE_OF_BUSY_CPU,
    stealMeanPercent: mean(series['host.steal']) ?? 0,
    busyElsewhere: undefined as string | undefined,
  };
  if (host.saturated && host.byOthers) {
    const steal =
      host.stealMeanPercent >= 5
        ? `, ${fmt(host.stealMeanPercent)} % of it stolen by the hypervisor`
        : '';
    host.busyElsewhere = `the runner's CPU was saturated (${fmt(hostMean)} % of ${hostCores} cores${steal}) while app, database and k6 used only ${pct(ownShare)} of it (${breakdown})`;
  }
  // Only a saturation the measured processes caused can be blamed on the largest of them.
  const largestConsumer = host.byOthers
    ? undefined
    : consumers.filter(([, value]) => value !== undefined).sort((a, b) => b[1]! - a[1]!)[0]?.[0];

  // App CPU: the container's cgroup when sampled, else the JVM's own process CPU.
  const appLimit = Math.min(
    context.appCpuLimitCores ?? fact('appCpuLimitCores') ?? hostCores,
    hostCores,
  );
  let cpu: WindowFacts['cpu'];
  const containerCpu = series['container.app.cpu'];
  if (containerCpu && containerCpu.values.length > 0) {
    const capacity = appLimit * 100;
    const share = shareOf(containerCpu, (value) => value >= THRESHOLDS.CPU_SATURATED * capacity);
    const ownLimit = share >= THRESHOLDS.MOST_OF_WINDOW;
    // With a CPU limit the kernel says directly when the app wanted more: the quota ran out
    // before the scheduler period ended. This holds on a busy runner too, where the average can
    // stay below the limit because other work takes the cores in between.
    const throttled = series['container.app.throttled'];
    const throttledShare = shareOf(
      throttled,
      (value) => value >= THRESHOLDS.THROTTLED_PERIODS * 100,
    );
    const quotaBound = !ownLimit && throttledShare >= THRESHOLDS.MOST_OF_WINDOW;
    // On a shared runner the app can starve before reaching its own limit: the host is full and
    // the app is the one using most of it.
    const starved = !ownLimit && !quotaBound && host.saturated && largestConsumer === 'app';
    const meanCpu = mean(containerCpu) ?? 0;
    const throttledMean = mean(throttled);
    let description: string;
    if (ownLimit) {
      description = `the app container used ${fmt(meanCpu)} % of a core on average, ≥ ${pct(THRESHOLDS.CPU_SATURATED)} of its ${fmt(appLimit)}-core limit in ${pct(share)} of the samples`;
    } else if (quotaBound) {
      description = `the app container used up its ${fmt(appLimit)}-core CPU quota before the end of ${fmt(throttledMean ?? 0)} % of the scheduler periods on average (≥ ${pct(THRESHOLDS.THROTTLED_PERIODS)} in ${pct(throttledShare)} of the samples), using ${fmt(meanCpu)} % of a core`;
    } else {
      description = `the runner's ${hostCores} cores were saturated (${fmt(hostMean)} % on average) and the app used the largest part (${breakdown})`;
    }
    const evidence: Evidence = {
      appCpuMeanPercentOfCore: round(meanCpu),
      appCpuLimitCores: round(appLimit),
      samplesAtCpuLimitPercent: round(share * 100),
      hostCpuMeanPercent: round(hostMean),
    };
    if (throttledMean !== undefined) {
      evidence.throttledPeriodsMeanPercent = round(throttledMean);
      evidence.samplesThrottledPercent = round(throttledShare * 100);
    }
    cpu = {
      saturated: ownLimit || quotaBound || starved,
      series: 'container.app.cpu',
      description,
      evidence,
    };
  } else {
    const jvmCpu = series['jvm.cpu'];
    const share = shareOf(jvmCpu, (value) => value >= THRESHOLDS.CPU_SATURATED * 100);
    const meanCpu = mean(jvmCpu) ?? 0;
    cpu = {
      saturated: share >= THRESHOLDS.MOST_OF_WINDOW,
      series: 'jvm.cpu',
      description: `the JVM used ${fmt(meanCpu)} % of the CPU it can see on average, ≥ ${pct(THRESHOLDS.CPU_SATURATED)} in ${pct(share)} of the samples`,
      evidence: {
        jvmCpuMeanPercent: round(meanCpu),
        samplesAtCpuLimitPercent: round(share * 100),
      },
    };
  }

  // Database CPU
  const databaseCpu = series['container.database.cpu'];
  const databaseLimit = Math.min(
    context.databaseCpuLimitCores ?? fact('databaseCpuLimitCores') ?? hostCores,
    hostCores,
  );
  const databaseShare = shareOf(
    databaseCpu,
    (value) => value >= THRESHOLDS.CPU_SATURATED * databaseLimit * 100,
  );
  const databaseMean = mean(databaseCpu) ?? 0;
  const databaseOwnLimit = databaseShare >= THRESHOLDS.MOST_OF_WINDOW;
  const databaseStarved = !databaseOwnLimit && host.saturated && largestConsumer === 'database';
  const database = {
    saturated: databaseOwnLimit || databaseStarved,
    description: databaseOwnLimit
      ? `the database container used ${fmt(databaseMean)} % of a core on average, ≥ ${pct(THRESHOLDS.CPU_SATURATED)} of its ${fmt(databaseLimit)}-core limit in ${pct(databaseShare)} of the samples`
      : `the runner's cores were saturated and the database used the largest part (${breakdown})`,
    evidence: {
      databaseCpuMeanPercentOfCore: round(databaseMean),
      databaseCpuLimitCores: round(databaseLimit),
      samplesAtCpuLimitPercent: round(databaseShare * 100),
    },
  };

  // Connection pool
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

  // Tomcat threads
  const busy = series['tomcat.busy'];
  const threadsMax = fact('threadsMax');
  const busyMean = mean(busy);
  const atMaxShare =
    threadsMax === undefined
      ? 0
      : shareOf(busy, (value) => value >= THRESHOLDS.THREADS_AT_MAX * threadsMax);
  const threads = {
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
    } as Evidence,
  };

  // GC: time-weighted pause share over the window, and heap pressure.
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
  const gc = {
    bound: gcBound,
    shareMean: gcShareMean,
    description:
      `the JVM was paused for GC ${fmt(gcShareMean)} % of the time (${fmt(mean(series['jvm.gcPauses']) ?? 0)} pauses/s)` +
      (heapMaxMb !== undefined
        ? `, heap up to ${fmt(max(heap) ?? 0)} of ${fmt(heapMaxMb)} MB (≥ ${pct(THRESHOLDS.HEAP_NEAR_MAX)} in ${pct(heapNearMaxShare)} of the samples)`
        : ''),
    evidence: gcEvidence,
  };

  // Generator: k6 out of CPU, or dropping iterations while nothing on the server side was full.
  const k6Cpu = series['k6.cpu'];
  const k6CpuMean = mean(k6Cpu);
  const k6CpuShare = shareOf(k6Cpu, (value) => value >= THRESHOLDS.CPU_SATURATED * hostCores * 100);
  const droppedFromSeries = integrate(series['k6.droppedRate'], record.intervalMs / 1000);
  const dropped = context.window?.droppedIterations ?? Math.round(droppedFromSeries);
  const vus = series['k6.vus'];
  const vusMax = fact('k6VusMax') ?? context.window?.vusMax;
  const vusBelowMaxWhileDropping =
    vusMax !== undefined && dropped > 0 && (max(vus) ?? vusMax) < vusMax;
  const serverBound = cpu.saturated || database.saturated || poolBound || threads.bound || gcBound;
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
    cpu,
    database,
    host,
    pool: {
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
    },
    threads,
    gc,
    generator: {
      saturated: reasons.length > 0,
      reasons,
      cpuBound: k6CpuBound,
      cpuMean: k6CpuMean,
      evidence: generatorEvidence,
    },
  };
}

function queueingEvidence(facts: WindowFacts): string {
  const parts: string[] = [];
  if (facts.threads.busyMean !== undefined) {
    parts.push(
      `${fmt(facts.threads.busyMean)}${facts.threads.threadsMax !== undefined ? ` of ${facts.threads.threadsMax}` : ''} threads busy on average`,
    );
  }
  if (facts.pool.pendingShare > 0) {
    parts.push(`${fmt(facts.pool.pendingMean)} threads waiting for a connection on average`);
  }
  return parts.join(', ') || 'no thread or pool figures';
}

function queueingNumbers(facts: WindowFacts): Evidence {
  const evidence: Evidence = {};
  if (facts.threads.busyMean !== undefined)
    evidence.busyThreadsMean = round(facts.threads.busyMean);
  if (facts.threads.threadsMax !== undefined) evidence.threadsMax = facts.threads.threadsMax;
  evidence.pendingMean = round(facts.pool.pendingMean);
  if (facts.pool.maximumPoolSize !== undefined) {
    evidence.maximumPoolSize = facts.pool.maximumPoolSize;
  }
  return evidence;
}

/** HikariCP's "Connection is not available" lines in the app log, with their waiting counts. */
export function poolLogEvidence(log: string): { matches: number; waitingMax?: number } {
  let matches = 0;
  let waitingMax: number | undefined;
  for (const match of log.matchAll(
    /Connection is not available, request timed out after \d+ ?ms(?:[^\n]*?waiting=(\d+))?/g,
  )) {
    matches++;
    if (match[1] !== undefined) waitingMax = Math.max(waitingMax ?? 0, Number(match[1]));
  }
  return { matches, waitingMax };
}

function errorFindings(
  record: TelemetryRecord,
  context: DiagnosisContext,
  at: (text: string) => string,
  base: { scenario: string; side: Side },
): Finding[] {
  const findings: Finding[] = [];
  const window = context.window;
  if (window && window.http.failed > 0) {
    const codes = Object.entries(window.http.statusCodes ?? {})
      .filter(([code]) => code === '0' || Number(code) >= 400)
      .sort((a, b) => b[1] - a[1])
      .map(
        ([code, count]) =>
          `${code === '0' ? 'no response (timeout or connection error)' : code} ×${count}`,
      );
    findings.push({
      ...base,
      rule: 'errors.client',
      level: window.http.errorRate >= THRESHOLDS.ERROR_SHARE ? 'warning' : 'notice',
      message: at(
        `${window.http.failed} of ${window.http.requests} requests failed (${fmtPct(window.http.errorRate)})${codes.length > 0 ? `: ${codes.join(', ')}` : ''}.`,
      ),
      keys: ['http_req_failed'],
      evidence: {
        failed: window.http.failed,
        requests: window.http.requests,
        errorRatePercent: round(window.http.errorRate * 100),
        ...Object.fromEntries(
          Object.entries(window.http.statusCodes ?? {}).map(([code, count]) => [
            `status${code}`,
            count,
          ]),
        ),
      },
    });
  }
  const intervalSec = record.intervalMs / 1000;
  const serverErrors = integrate(record.series['app.5xxRate'], intervalSec);
  const served = integrate(record.series['app.rate'], intervalSec);
  if (serverErrors >= 1) {
    const share = served > 0 ? serverErrors / served : 1;
    findings.push({
      ...base,
      rule: 'errors.server',
      level: share >= THRESHOLDS.ERROR_SHARE ? 'warning' : 'notice',
      message: at(
        `the app answered ${Math.round(serverErrors)} requests with a 5xx status (${fmtPct(share)} of ${Math.round(served)}).`,
      ),
      keys: ['app.5xxRate'],
      evidence: {
        serverErrors: Math.round(serverErrors),
        requests: Math.round(served),
        sharePercent: round(share * 100),
      },
    });
  }
  return findings;
}

/** Metrics compared between base and PR: series, how to summarise it, the floor, and wording. */
const COMPARED_METRICS: Array<{
  key: string;
  floor: number;
  value: (record: TelemetryRecord) => number | undefined;
  describe: (ratio: string, pr: string, base: string, worse: boolean) => string;
}> = [
  {
    key: 'hikari.pending',
    floor: 0.5,
    value: (record) => mean(record.series['hikari.pending']),
    describe: (ratio, pr, base, worse) =>
      `the PR keeps ${ratio} ${worse ? 'more' : 'fewer'} threads waiting for a connection (${pr} vs ${base} on average)`,
  },
  {
    key: 'hikari.active',
    floor: 1,
    value: (record) => mean(record.series['hikari.active']),
    describe: (ratio, pr, base, worse) =>
      `the PR holds ${ratio} ${worse ? 'more' : 'fewer'} connections active (${pr} vs ${base} on average)`,
  },
  {
    key: 'hikari.acquireMs',
    floor: 2,
    value: (record) => mean(record.series['hikari.acquireMs']),
    describe: (ratio, pr, base, worse) =>
      `connection acquire takes ${ratio} ${worse ? 'longer' : 'less time'} in the PR (${pr} vs ${base} ms)`,
  },
  {
    key: 'tomcat.busy',
    floor: 2,
    value: (record) => mean(record.series['tomcat.busy']),
    describe: (ratio, pr, base, worse) =>
      `the PR keeps ${ratio} ${worse ? 'more' : 'fewer'} Tomcat threads busy (${pr} vs ${base} on average)`,
  },
  {
    key: 'cpuPerRequestMs',
    floor: 0.05,
    value: cpuPerRequestMs,
    describe: (ratio, pr, base, worse) =>
      `the PR uses ${ratio} ${worse ? 'more' : 'less'} app CPU per request (${pr} vs ${base} ms of CPU)`,
  },
  {
    key: 'container.database.cpu',
    floor: 10,
    value: (record) => mean(record.series['container.database.cpu']),
    describe: (ratio, pr, base, worse) =>
      `the database works ${ratio} ${worse ? 'harder' : 'less'} under the PR (${pr} vs ${base} % of a core)`,
  },
  {
    key: 'jvm.gcPauseShare',
    floor: 1,
    value: (record) => mean(record.series['jvm.gcPauseShare']),
    describe: (ratio, pr, base, worse) =>
      `the PR spends ${ratio} ${worse ? 'more' : 'less'} time in GC pauses (${pr} vs ${base} % of the time)`,
  },
  {
    key: 'jvm.heapUsedMb',
    floor: 50,
    value: (record) => mean(record.series['jvm.heapUsedMb']),
    describe: (ratio, pr, base, worse) =>
      `the PR uses ${ratio} ${worse ? 'more' : 'less'} heap (${pr} vs ${base} MB on average)`,
  },
];

/** App CPU time per served request, in ms: container CPU (or JVM CPU) over the request rate. */
export function cpuPerRequestMs(record: TelemetryRecord): number | undefined {
  const rate = mean(record.series['app.rate'] ?? record.series['k6.rate']);
  if (rate === undefined || rate <= 0) return undefined;
  const containerCpu = mean(record.series['container.app.cpu']);
  let cores: number | undefined;
  if (containerCpu !== undefined) cores = containerCpu / 100;
  else {
    const jvmCpu = mean(record.series['jvm.cpu']);
    const jvmCores = record.facts.jvmCpuCount;
    if (jvmCpu !== undefined && typeof jvmCores === 'number') cores = (jvmCpu / 100) * jvmCores;
  }
  return cores === undefined ? undefined : (cores / rate) * 1000;
}

/**
 * Base vs PR in words, from the median over rounds of each side's window means: only differences
 * of at least COMPARE_RATIO and above each metric's floor.
 */
export function compareSides(
  scenario: string,
  base: TelemetryRecord[],
  pr: TelemetryRecord[],
): Finding[] {
  if (base.length === 0 || pr.length === 0) return [];
  const findings: Finding[] = [];
  for (const metric of COMPARED_METRICS) {
    const baseValue = median(base.map(metric.value));
    const prValue = median(pr.map(metric.value));
    if (baseValue === undefined || prValue === undefined) continue;
    if (Math.abs(prValue - baseValue) < metric.floor) continue;
    const worse = prValue > baseValue;
    const ratio = worse ? prValue / Math.max(baseValue, 1e-9) : baseValue / Math.max(prValue, 1e-9);
    if (ratio < THRESHOLDS.COMPARE_RATIO) continue;
    const ratioText = baseValue === 0 || prValue === 0 ? 'far' : `${fmt(ratio)}×`;
    findings.push({
      rule: 'telemetry.compare',
      level: worse ? 'warning' : 'notice',
      scenario,
      message: `${scenario}: ${metric.describe(ratioText, fmt(prValue), fmt(baseValue), worse)}.`,
      keys: [metric.key],
      evidence: {
        metric: metric.key,
        base: round(baseValue),
        pr: round(prValue),
        ratio: baseValue > 0 ? round(prValue / baseValue) : 'base is 0',
      },
    });
  }
  return findings;
}

/**
 * Findings for a scenario's windows: each bottleneck once per side with the number of rounds it
 * was seen in (the first such round's numbers as evidence), errors likewise, then base vs PR.
 */
export function diagnoseScenario(
  windows: Array<{ record: TelemetryRecord; context?: DiagnosisContext }>,
): Finding[] {
  if (windows.length === 0) return [];
  const scenario = windows[0]!.record.label.scenario;
  const findings: Finding[] = [];
  for (const side of ['base', 'pr'] as const) {
    const ofSide = windows.filter((window) => window.record.label.side === side);
    const byRule = new Map<string, Finding[]>();
    for (const { record, context } of ofSide) {
      for (const finding of diagnoseWindow(record, context)) {
        const list = byRule.get(finding.rule) ?? [];
        list.push(finding);
        byRule.set(finding.rule, list);
      }
    }
    for (const [, list] of byRule) {
      const first = list[0]!;
      findings.push({
        ...first,
        message:
          ofSide.length > 1
            ? `${first.message} (seen in ${list.length} of ${ofSide.length} rounds)`
            : first.message,
        evidence: { ...first.evidence, rounds: ofSide.length, roundsWithFinding: list.length },
      });
    }
  }
  findings.push(
    ...compareSides(
      scenario,
      windows
        .filter((window) => window.record.label.side === 'base')
        .map((window) => window.record),
      windows.filter((window) => window.record.label.side === 'pr').map((window) => window.record),
    ),
  );
  return findings;
}

// Small statistics over series.

function mean(series: TelemetrySeries | undefined): number | undefined {
  if (!series || series.values.length === 0) return undefined;
  return series.values.reduce((total, value) => total + value, 0) / series.values.length;
}

function max(series: TelemetrySeries | undefined): number | undefined {
  if (!series || series.values.length === 0) return undefined;
  return Math.max(...series.values);
}

function sum(series: TelemetrySeries | undefined): number {
  return series ? series.values.reduce((total, value) => total + value, 0) : 0;
}

/** Share of samples for which the predicate holds (0 when there are no samples). */
function shareOf(
  series: TelemetrySeries | undefined,
  predicate: (value: number) => boolean,
): number {
  if (!series || series.values.length === 0) return 0;
  return series.values.filter(predicate).length / series.values.length;
}

/** Total of a per-second rate series over the window (rate × interval length). */
function integrate(series: TelemetrySeries | undefined, intervalSec = 1): number {
  if (!series) return 0;
  let total = 0;
  let previousT: number | undefined;
  for (let index = 0; index < series.t.length; index++) {
    const t = series.t[index]!;
    // A rate point covers the interval since the previous reading; for the first point that
    // reading is not in the series, so one sampling interval is assumed.
    const seconds = previousT === undefined ? intervalSec : t - previousT;
    total += series.values[index]! * seconds;
    previousT = t;
  }
  return total;
}

function median(values: Array<number | undefined>): number | undefined {
  const defined = values
    .filter((value): value is number => value !== undefined)
    .sort((a, b) => a - b);
  if (defined.length === 0) return undefined;
  const middle = Math.floor(defined.length / 2);
  return defined.length % 2 === 1 ? defined[middle] : (defined[middle - 1]! + defined[middle]!) / 2;
}

function fmt(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (Math.abs(value) >= 100) return String(Math.round(value));
  if (Math.abs(value) >= 10) return value.toFixed(1).replace(/\.0$/, '');
  return value.toFixed(2).replace(/\.?0+$/, '') || '0';
}

function pct(share: number): string {
  return `${Math.round(share * 100)} %`;
}

function fmtPct(share: number): string {
  return `${fmt(share * 100)} %`;
}
