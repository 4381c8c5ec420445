// Base vs PR in words, and the findings of a whole scenario: each window's diagnosis folded over
// the rounds, then what differs between the sides. Pure.
import type { Finding, TelemetryRecord } from '../../model.js';
import { round } from '../../format/numbers.js';
import { signTestP } from '../stats.js';
import { fmt, mean, median } from './summary.js';
import { THRESHOLDS, type DiagnosisContext } from './thresholds.js';
import { diagnoseWindow } from './window.js';

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
 * of at least COMPARE_RATIO and above each metric's floor, and only when the rounds agree on the
 * direction. These figures carry no noise model of their own (on a noisy runner an A/A gate's app
 * CPU per request differed 1.69× between the sides' medians over 2 rounds), so each round's PR
 * window is set against the base window of the same round: a warning (or, for the better, a
 * notice) when a one-sided sign test over those pairs is below SIGN_TEST_P, a notice when every
 * pair agrees but too few pairs exist for the test (fewer than 5), nothing when the pairs disagree.
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
    const agreement = pairAgreement(base, pr, metric, worse);
    const certain = agreement.p <= THRESHOLDS.SIGN_TEST_P;
    const allAgree = agreement.pairs > 0 && agreement.agreeing === agreement.pairs;
    if (!certain && !allAgree) continue;
    const ratioText = baseValue === 0 || prValue === 0 ? 'far' : `${fmt(ratio)}×`;
    const rounds =
      agreement.pairs === 1
        ? 'in the one round with both sides'
        : certain
          ? `in ${agreement.agreeing} of ${agreement.pairs} rounds`
          : `in all ${agreement.pairs} rounds, too few to rule out chance`;
    findings.push({
      rule: 'telemetry.compare',
      level: worse && certain ? 'warning' : 'notice',
      scenario,
      message: `${scenario}: ${metric.describe(ratioText, fmt(prValue), fmt(baseValue), worse)}, ${rounds}.`,
      keys: [metric.key],
      evidence: {
        metric: metric.key,
        base: round(baseValue),
        pr: round(prValue),
        ratio: baseValue > 0 ? round(prValue / baseValue) : 'base is 0',
        pairs: agreement.pairs,
        pairsAgreeing: agreement.agreeing,
        signTestP: round(agreement.p),
      },
    });
  }
  return findings;
}

/**
 * The rounds with a window on both sides, and how many of them differ in the direction of the
 * medians by at least the metric's floor; pairs closer than the floor are ties, left out as in
 * any sign test.
 */
function pairAgreement(
  base: TelemetryRecord[],
  pr: TelemetryRecord[],
  metric: (typeof COMPARED_METRICS)[number],
  worse: boolean,
): { pairs: number; agreeing: number; p: number } {
  const baseByRound = new Map(base.map((record) => [record.label.round, record]));
  let pairs = 0;
  let agreeing = 0;
  for (const prRecord of pr) {
    const baseRecord = baseByRound.get(prRecord.label.round);
    if (!baseRecord) continue;
    const b = metric.value(baseRecord);
    const p = metric.value(prRecord);
    if (b === undefined || p === undefined || Math.abs(p - b) < metric.floor) continue;
    pairs++;
    if (p > b === worse) agreeing++;
  }
  return { pairs, agreeing, p: signTestP(agreeing, pairs) };
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
