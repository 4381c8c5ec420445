// What a window's telemetry says about each resource, as the diagnosis rules read it: the host,
// the app's CPU and the database's CPU here; the queues (pool, threads, GC, generator) in queues.ts.
// Pure.
import type { TelemetryRecord } from '../../model.js';
import { round } from '../../format/numbers.js';
import { generatorFacts, gcFacts, poolFacts, threadFacts } from './queues.js';
import { fmt, mean, pct, shareOf } from './summary.js';
import type { HostReading, WindowFacts, WindowReading } from './readings.js';
import { THRESHOLDS, type DiagnosisContext, type Evidence } from './thresholds.js';

export type { HostReading, WindowFacts, WindowReading } from './readings.js';

/** What the rules read from one window, resource by resource. */
export function analyseWindow(record: TelemetryRecord, context: DiagnosisContext): WindowFacts {
  const series = record.series;
  const fact = (name: string): number | undefined => {
    const value = record.facts[name];
    return typeof value === 'number' ? value : undefined;
  };
  const hostCores = context.hostCores ?? fact('hostCores') ?? 2;
  const reading: WindowReading = { record, context, series, fact, hostCores };
  const host = hostFacts(reading);
  const cpu = cpuFacts(reading, host);
  const database = databaseFacts(reading, host);
  const pool = poolFacts(reading);
  const threads = threadFacts(reading);
  const gc = gcFacts(reading);
  const serverBound =
    cpu.saturated || database.saturated || pool.bound || threads.bound || gc.bound;
  const generator = generatorFacts(reading, host, serverBound);
  return { cpu, database, host: host.host, pool, threads, gc, generator };
}

/** The runner's CPU, who used it, and whether other work saturated it. */
function hostFacts({ series, hostCores }: WindowReading): HostReading {
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
  return { host, hostMean, breakdown, largestConsumer };
}

/** The app's CPU: its own limit, its quota (throttling), or a runner it starved on. */
function cpuFacts(
  { series, context, fact, hostCores }: WindowReading,
  { host, hostMean, breakdown, largestConsumer }: HostReading,
): WindowFacts['cpu'] {
  // App CPU: the container's cgroup when sampled, else the JVM's own process CPU.
  const appLimit = Math.min(
    context.appCpuLimitCores ?? fact('appCpuLimitCores') ?? hostCores,
    hostCores,
  );
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
    return {
      saturated: ownLimit || quotaBound || starved,
      series: 'container.app.cpu',
      description,
      evidence,
    };
  } else {
    const jvmCpu = series['jvm.cpu'];
    const share = shareOf(jvmCpu, (value) => value >= THRESHOLDS.CPU_SATURATED * 100);
    const meanCpu = mean(jvmCpu) ?? 0;
    return {
      saturated: share >= THRESHOLDS.MOST_OF_WINDOW,
      series: 'jvm.cpu',
      description: `the JVM used ${fmt(meanCpu)} % of the CPU it can see on average, ≥ ${pct(THRESHOLDS.CPU_SATURATED)} in ${pct(share)} of the samples`,
      evidence: {
        jvmCpuMeanPercent: round(meanCpu),
        samplesAtCpuLimitPercent: round(share * 100),
      },
    };
  }
}

/** The database container's CPU: its own limit, or a runner it starved on. */
function databaseFacts(
  { series, context, fact, hostCores }: WindowReading,
  { host, breakdown, largestConsumer }: HostReading,
): WindowFacts['database'] {
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
  return {
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
}
