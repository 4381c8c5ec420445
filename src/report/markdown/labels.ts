// Icons, labels and small helpers shared by the comment's sections. Pure.
import { median as medianOf } from '../../analysis/stats.js';
import {
  formatMb,
  formatMs,
  formatRatio,
  formatTps,
  isFiniteNumber,
} from '../../format/numbers.js';
import type { GateResult, Level, MetricComparison, RuleRecord } from '../../model.js';

export const verdictIcon: Record<GateResult['verdict'], string> = {
  pass: '✅',
  fail: '❌',
  inconclusive: '⚠️',
  error: '💥',
};

export const levelIcon: Record<Level, string> = { error: '❌', warning: '⚠️', notice: 'ℹ️' };

export function ruleStatus(rule: RuleRecord): string {
  if (rule.passed) return '✅ pass';
  if (rule.inconclusive) return '⚠️ inconclusive';
  return rule.level === 'error' ? '❌ fail' : `${levelIcon[rule.level]} ${rule.level}`;
}

export function statusIcon(status: MetricComparison['status']): string {
  switch (status) {
    case 'regression':
      return '❌';
    case 'improvement':
      return '🚀';
    case 'no-change':
      return '✅';
    case 'inconclusive':
      return '⚠️';
  }
}

export function metricLabel(metric: MetricComparison['metric'], endpoint?: string): string {
  const names: Record<MetricComparison['metric'], string> = {
    latency: 'Latency (geometric mean)',
    p50: 'p50',
    p95: 'p95',
    p99: 'p99',
    tps: 'TPS',
    errorRate: 'Error rate',
    startupMs: 'Startup',
    memoryMb: 'Memory',
  };
  return endpoint === undefined ? names[metric] : `${names[metric]} · ${endpoint}`;
}

export function formatMetricValue(metric: MetricComparison['metric'], value: number): string {
  switch (metric) {
    case 'tps':
      return formatTps(value);
    case 'errorRate':
      return formatRatio(value);
    case 'memoryMb':
      return formatMb(value);
    default:
      return formatMs(value);
  }
}

// Medians of what was measured; a missing value (NaN, or null read back from JSON) is left out.
export function median(values: readonly number[]): number {
  return medianOf(values.filter(isFiniteNumber));
}

export function oneLine(value: string): string {
  return value.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}
