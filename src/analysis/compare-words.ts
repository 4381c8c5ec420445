// A comparison in words: the sentence the report shows and the rule record the verdict reads.
// Pure.
import type { MetricComparison, RuleRecord } from '../model.js';
import { formatConfidence, formatPct, formatSignedPct, isFiniteNumber } from '../format/numbers.js';

function metricLabel(comparison: MetricComparison): string {
  const name =
    comparison.metric === 'errorRate'
      ? 'error rate'
      : comparison.metric === 'latency'
        ? 'latency (geometric mean)'
        : comparison.metric;
  return comparison.endpoint === undefined ? name : `${name} of ${comparison.endpoint}`;
}

export function explainComparison(
  comparison: MetricComparison,
  context: {
    skipped: number;
    pairsNeeded: number | undefined;
    instanceFloor: boolean;
    /** compare.rounds' cap: advice for more pairs than this is a runner too noisy, not a setting */
    maxRounds?: number;
  },
): string {
  const unit = comparison.changeUnit ?? 'percent';
  const label = metricLabel(comparison);
  const tolerance = `the ${formatPct(comparison.tolerancePct, unit)} tolerance`;
  const skippedNote =
    context.skipped > 0 ? ` ${context.skipped} pair(s) had no usable value and were left out.` : '';
  if (comparison.pairs < 2) {
    return (
      `${label}: only ${comparison.pairs} usable pair(s); an interval needs at least 2 ` +
      `(5 or more recommended). Raise compare.rounds.${skippedNote}`
    );
  }
  const confidence = formatConfidence(comparison.interval.confidence);
  const range = `${confidence} interval ${formatSignedPct(comparison.interval.lowPct, unit)} to ${formatSignedPct(comparison.interval.highPct, unit)}`;
  const change = `${label} changed ${formatSignedPct(comparison.changePct, unit)} (${range})`;
  switch (comparison.status) {
    case 'regression':
      return `${change}: worse beyond ${tolerance}.${skippedNote}`;
    case 'improvement':
      return `${change}: better beyond ${tolerance}.${skippedNote}`;
    case 'no-change': {
      // Say what the run rules out: the worst change still compatible with the data.
      const worst = comparison.higherIsWorse
        ? comparison.interval.highPct
        : -comparison.interval.lowPct;
      return (
        `${change}: no regression above ${formatSignedPct(Math.max(worst, 0), unit)} ` +
        `(${confidence}), within ${tolerance}.${skippedNote}`
      );
    }
    case 'inconclusive': {
      const advice =
        context.pairsNeeded !== undefined && context.pairsNeeded > comparison.pairs
          ? `about ${context.pairsNeeded} pairs (compare.rounds) would resolve changes of that size at this noise`
          : context.instanceFloor
            ? 'more rounds cannot help here: the app-instance noise alone is wider than the tolerance; ' +
              'use compare.reuse-app: false with more rounds, or calibrate compare.instance-noise for this runner'
            : context.pairsNeeded === undefined && context.maxRounds !== undefined
              ? `even ${context.maxRounds} pairs (compare.rounds' cap) would not resolve changes of that size: ` +
                'the pairs themselves spread too widely on this runner; a quieter runner class, or one calibrated for it (docs/calibration.md), narrows them'
              : 'add rounds (compare.rounds) or use a quieter runner';
      return `${change}: the interval straddles ${tolerance}, so the run cannot decide; ${advice}.${skippedNote}`;
    }
  }
}

/**
 * One rule record per comparison: a regression fails (error), an undecidable comparison is
 * inconclusive, no-change and improvement pass (notice). A diagnostic (src/analysis/primary.ts)
 * never decides: its regression is a warning and its undecided interval a notice.
 */
export function comparisonRules(comparisons: readonly MetricComparison[]): RuleRecord[] {
  return comparisons.map((comparison) => {
    const unit = comparison.changeUnit ?? 'percent';
    const worse = comparison.higherIsWorse ? '≤' : '≥';
    const limit = comparison.higherIsWorse ? comparison.tolerancePct : -comparison.tolerancePct;
    const intervalText = isFiniteNumber(comparison.interval.lowPct)
      ? ` (${formatSignedPct(comparison.interval.lowPct, unit)} to ${formatSignedPct(comparison.interval.highPct, unit)})`
      : '';
    const record: RuleRecord = {
      rule: `regression.${comparison.metric}`,
      metric: comparison.metric,
      scenario: comparison.scenario,
      ...(comparison.endpoint === undefined ? {} : { endpoint: comparison.endpoint }),
      expected: `change ${worse} ${formatSignedPct(limit, unit)}`,
      actual: `${formatSignedPct(comparison.changePct, unit)}${intervalText}, ${comparison.pairs} pair(s)`,
      passed: comparison.status === 'no-change' || comparison.status === 'improvement',
      level:
        comparison.status === 'regression'
          ? 'error'
          : comparison.status === 'inconclusive'
            ? 'warning'
            : 'notice',
      message: comparison.message ?? comparison.status,
    };
    if (comparison.role === 'endpoint') {
      // An undecided endpoint is reported, but only a regression of it decides (family.ts).
      if (comparison.status === 'inconclusive') {
        record.level = 'notice';
        record.message = `Does not make the gate inconclusive (an endpoint can only fail it): ${record.message}`;
      }
    } else if (comparison.role === 'diagnostic') {
      if (comparison.status === 'regression') record.level = 'warning';
      if (comparison.status === 'inconclusive') record.level = 'notice';
      record.message = `Diagnostic, does not decide the verdict: ${record.message}`;
    } else if (comparison.status === 'inconclusive') record.inconclusive = true;
    return record;
  });
}

/** ", with 1.5 % app-instance noise" for an interval's method; "" without it (`shared`: ln scale). */
export function instanceNoiseWords(shared: number): string {
  return shared > 0
    ? `, with ${Number((Math.expm1(shared) * 100).toFixed(1))} % app-instance noise`
    : '';
}

/**
 * "; noise model from compare.runners[1], cpu \"Xeon\"" when a runner class's entry supplied the
 * instance noise or speed adjustment an interval used (`used`); "" otherwise.
 */
export function noiseSourceWords(used: boolean, source: string | undefined): string {
  return used && source !== undefined ? `; noise model from ${source}` : '';
}
