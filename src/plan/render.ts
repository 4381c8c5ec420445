// The arithmetic of a plan as the CLI prints it, step by step. Pure.
import { renderInstances, type InstancesPlan } from './capacity.js';
import { formatNumber } from './tps.js';
import type { TpsPlan } from './tps.js';

const MODEL_TITLES: Record<TpsPlan['model'], string> = {
  interval: 'daily active users ÷ interval between transactions',
  'peak-window': 'daily transactions ÷ peak window',
  actors: 'calls per user × users ÷ window × groups, per kind of user',
};

/**
 * Renders the steps, the result, the instances it needs (with --capacity) and the assumptions
 * behind it.
 */
export function renderPlan(plan: TpsPlan, instances?: InstancesPlan): string {
  const lines = [`Target TPS (${MODEL_TITLES[plan.model]}):`];
  plan.steps.forEach((step, index) => {
    lines.push(
      `  ${index + 1}. ${step.label} = ${step.formula} = ${formatNumber(step.value)} ${step.unit}`,
    );
  });
  lines.push(
    '',
    `Target: ${formatNumber(plan.targetTps)} TPS (k6 arrival rate: ${plan.rate} iterations/s)`,
  );
  if (plan.actions) {
    lines.push('', 'Per action (scenario mix):');
    for (const action of plan.actions) {
      lines.push(
        `  ${action.actor}/${action.action}: ${formatNumber(action.tps)} TPS (${formatNumber(action.share * 100)} %)`,
      );
    }
  }
  if (instances) lines.push('', ...renderInstances(instances));
  lines.push('', 'Assumptions:', ...plan.assumptions.map((assumption) => `  - ${assumption}`));
  return lines.join('\n');
}
