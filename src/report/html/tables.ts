// The tables of the gate's HTML report: rules, comparisons, measured windows and the server-side
// figures of each window. Cells are escaped here; the frame is document.ts's. Pure.
import {
  formatCount,
  formatMs,
  formatPct,
  formatRatio,
  formatSignedPct,
  formatTps,
} from '../../format/numbers.js';
import type {
  MetricComparison,
  RuleRecord,
  TelemetryRecord,
  WindowMeasurement,
} from '../../model.js';
import { escapeHtml as escape, table } from './document.js';

export function rulesTable(rules: RuleRecord[]): string {
  return table(
    ['', 'Rule', 'Metric', 'Expected', 'Actual', 'Message'],
    rules.map((rule) => [
      rule.passed
        ? '<span class="ok">✔</span>'
        : `<span class="bad ${escape(rule.level)}">✘</span>`,
      escape(rule.rule),
      escape(`${rule.metric}${rule.endpoint ? ` (${rule.endpoint})` : ''}`),
      escape(rule.expected),
      escape(rule.actual),
      escape(rule.message),
    ]),
  );
}

export function comparisonsTable(comparisons: MetricComparison[]): string {
  return table(
    ['Metric', 'Endpoint', 'Base', 'PR', 'Change', 'Interval', 'Tolerance', 'MDE', 'Status'],
    comparisons.map((comparison) => {
      const unit =
        comparison.metric === 'tps'
          ? formatTps
          : comparison.metric === 'errorRate'
            ? formatRatio
            : formatMs;
      return [
        escape(comparison.metric === 'latency' ? 'latency (geometric mean)' : comparison.metric),
        escape(comparison.endpoint ?? 'all'),
        escape(unit(comparison.base)),
        escape(unit(comparison.pr)),
        escape(formatSignedPct(comparison.changePct)),
        escape(
          `${formatSignedPct(comparison.interval.lowPct)} … ${formatSignedPct(comparison.interval.highPct)}`,
        ),
        escape(`±${formatPct(comparison.tolerancePct)}`),
        escape(formatPct(comparison.mdePct)),
        `<span class="status ${escape(comparison.status)}">${escape(comparison.status)}</span>` +
          (comparison.role === 'diagnostic'
            ? ' <small>diagnostic</small>'
            : comparison.role === 'endpoint'
              ? ' <small>can fail</small>'
              : ''),
      ];
    }),
  );
}

export function windowsTable(windows: WindowMeasurement[]): string {
  return table(
    ['Side', 'Round', 'TPS', 'p50', 'p95', 'p99', 'Errors', 'Dropped', 'Generator'],
    windows.map((window) => [
      `<span class="side ${escape(window.side)}">${window.side === 'pr' ? 'PR' : 'base'}</span>`,
      escape(String(window.round + 1)),
      escape(formatTps(window.tps)),
      escape(formatMs(window.http.latency.p50)),
      escape(formatMs(window.http.latency.p95)),
      escape(formatMs(window.http.latency.p99)),
      escape(formatRatio(window.http.errorRate)),
      escape(formatCount(window.droppedIterations)),
      window.generator.saturated
        ? `<span class="bad warning">saturated</span> ${escape(window.generator.reasons.join('; '))}`
        : 'ok',
    ]),
  );
}

/** Mean and peak of the series the diagnosis reads, one row per window, base first. */
export function telemetryTable(records: TelemetryRecord[]): string {
  const ordered = [...records].sort(
    (a, b) =>
      (a.label.side === 'base' ? 0 : 1) - (b.label.side === 'base' ? 0 : 1) ||
      a.label.round - b.label.round,
  );
  const stat = (record: TelemetryRecord, name: string, unit = ''): string => {
    const values = record.series[name]?.values ?? [];
    if (values.length === 0) return '–';
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    return `${formatNumber(mean)} / ${formatNumber(Math.max(...values))}${unit}`;
  };
  const withLimit = (record: TelemetryRecord, name: string, fact: string, unit = ''): string => {
    const limit = record.facts[fact];
    return `${stat(record, name, unit)}${typeof limit === 'number' ? ` of ${formatNumber(limit)}` : ''}`;
  };
  const cpuLimit = (record: TelemetryRecord): string => {
    const cores = record.facts.appCpuLimitCores;
    return typeof cores === 'number' ? ` (limit ${formatNumber(cores * 100)})` : '';
  };
  const throttled = (record: TelemetryRecord): string => {
    const values = record.series['container.app.throttled']?.values ?? [];
    if (values.length === 0) return '';
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    return `, throttled in ${formatNumber(mean)} % of periods`;
  };
  return `<p class="meta">mean / peak over each window's samples</p>${table(
    [
      'Side',
      'Round',
      'App CPU %',
      'Busy threads',
      'Pending connections',
      'Active connections',
      'Acquire ms',
      'GC %',
      'Database CPU %',
      'k6 CPU %',
      'Runner CPU %',
    ],
    ordered.map((record) => [
      `<span class="side ${escape(record.label.side)}">${record.label.side === 'pr' ? 'PR' : 'base'}</span>`,
      escape(String(record.label.round + 1)),
      escape(
        record.series['container.app.cpu']
          ? `${stat(record, 'container.app.cpu')}${cpuLimit(record)}${throttled(record)}`
          : stat(record, 'jvm.cpu'),
      ),
      escape(withLimit(record, 'tomcat.busy', 'threadsMax')),
      escape(stat(record, 'hikari.pending')),
      escape(withLimit(record, 'hikari.active', 'maximumPoolSize')),
      escape(stat(record, 'hikari.acquireMs')),
      escape(stat(record, 'jvm.gcPauseShare')),
      escape(stat(record, 'container.database.cpu')),
      escape(stat(record, 'k6.cpu')),
      escape(stat(record, 'host.cpu')),
    ]),
  )}`;
}

function formatNumber(value: number): string {
  if (Math.abs(value) >= 100) return String(Math.round(value));
  if (Math.abs(value) >= 10) return value.toFixed(1).replace(/\.0$/, '');
  return value.toFixed(2).replace(/\.?0+$/, '') || '0';
}
