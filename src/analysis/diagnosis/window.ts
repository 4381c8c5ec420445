// Bottleneck diagnosis of one window: reads its telemetry and says which resource limited it, with
// the numbers that show it. Pure.
//
// The order of the rules is the point. Symptoms propagate upwards: a saturated CPU makes every
// request hold its thread and its connection longer, so threads pile up and connections go
// pending even though neither is short. A slow database does the same to the pool. So a pool or
// thread finding is only made when the CPU and the database are not saturated; otherwise the
// queueing shows up as evidence in the CPU or database finding ("raising maximumPoolSize will not
// help"), which is the mistake the write-ups this tool grew from kept making.
import type { Finding, TelemetryRecord } from '../../model.js';
import { round } from '../../format/numbers.js';
import { connectionFindings } from './connections.js';
import { proxyFindings } from './proxy.js';
import { errorFindings } from './errors.js';
import { analyseWindow, type WindowFacts } from './facts.js';
import { fmt } from './summary.js';
import type { DiagnosisContext, Evidence } from './thresholds.js';

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
  if (context.window) {
    findings.push(...connectionFindings(context.window, at, base));
    findings.push(...proxyFindings(context.window, at, base));
  }
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
