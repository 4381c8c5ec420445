// The line under a scenario's comparison table that says what decides its verdict and how many
// comparisons share the gate's false-alarm budget (src/analysis/family.ts). Pure.
import { canFail, isPrimary } from '../../analysis/primary.js';
import type { MetricComparison } from '../../model.js';
import { metricLabel } from './labels.js';

/** undefined when every comparison decides alike (results written before roles existed). */
export function familyLine(comparisons: readonly MetricComparison[]): string | undefined {
  const overall = comparisons.filter((c) => c.endpoint === undefined);
  const decides = overall.filter(isPrimary).map((c) => metricLabel(c.metric));
  const endpoints = comparisons.filter((c) => c.role === 'endpoint');
  const diagnostics = comparisons.filter((c) => !canFail(c));
  if (decides.length === 0 || (diagnostics.length === 0 && endpoints.length === 0))
    return undefined;
  const members = comparisons.filter((c) => c.familyWeight !== undefined);
  const share = members.reduce((total, c) => total + (c.familyWeight ?? 0), 0);
  const gateAlpha = members[0]?.familyAlpha;
  const parts = [`Decide the verdict: ${decides.join(', ')}.`];
  if (endpoints.length > 0) {
    parts.push(
      `Each endpoint's geometric-mean latency (${endpoints.length}) can fail it but never makes it inconclusive.`,
    );
  }
  if (members.length > 0) {
    parts.push(
      `${members.length === 1 ? 'One comparison holds' : `${members.length} comparisons share`} ` +
        `${share < 1 ? `${formatRate(share)} of ` : ''}the gate's ${gateAlpha === undefined ? '' : `${formatRate(gateAlpha)} `}false-alarm budget ` +
        '(the chance that a PR without a regression beyond the tolerances fails it; weighted Holm, docs/configuration.md).',
    );
  }
  if (diagnostics.length > 0) {
    const labels = [
      ...new Set(
        diagnostics.map((c) =>
          c.endpoint === undefined
            ? metricLabel(c.metric)
            : `each endpoint's ${metricLabel(c.metric)}`,
        ),
      ),
    ];
    parts.push(
      `Diagnostics, shown but not deciding: ${labels.join(', ')} (the budget still guards p95 and p99).`,
    );
  }
  return parts.join(' ');
}

function formatRate(fraction: number): string {
  const pct = fraction * 100;
  return `${Number(pct.toPrecision(pct >= 10 ? 3 : 2))} %`;
}
