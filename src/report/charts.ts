// Time-series charts of the telemetry: which charts a scenario gets (base and PR overlaid, one line
// per round, the configured limits). Drawn as inline SVG by svg.ts (HTML reports) and as Mermaid
// xychart blocks by mermaid.ts (PR comment). Pure.
import type { Side, TelemetryRecord, TelemetrySeries } from '../model.js';

/** One line of a chart: a window's series (side and round), or a fixed reference value. */
export interface ChartLine {
  side: Side;
  round: number;
  /** secondary lines of the same side (e.g. pending next to active) are dashed */
  dashed?: boolean;
  label: string;
  /** the line's tooltip; default: its side, round and label */
  title?: string;
  series: TelemetrySeries;
}

/** A configured limit drawn as a horizontal line; `sides` says whose setting it is. */
export interface ChartLimit {
  label: string;
  value: number;
  sides: Side[];
}

/** A chart: title, unit, lines and the horizontal limits (threads.max, pool size...). */
export interface ChartSpec {
  id: string;
  title: string;
  unit: string;
  /** what the chart shows when its preferred series was missing, e.g. "mean, no histograms" */
  subtitle?: string;
  lines: ChartLine[];
  /** one per distinct value: base and PR may be configured differently */
  limits: ChartLimit[];
}

/** A chart and where to find its data, in order of preference. */
interface ChartRecipe {
  id: string;
  title: string;
  unit: string;
  /** candidate series (first one with data wins), each with an optional subtitle */
  primary: Array<{ name: string; subtitle?: string; title?: string }>;
  /** a second, dashed series on the same chart */
  secondary?: { name: string; label: string };
  primaryLabel?: string;
  limit?: (facts: TelemetryRecord['facts']) => { label: string; value: number } | undefined;
}

const numberFact = (facts: TelemetryRecord['facts'], name: string): number | undefined =>
  typeof facts[name] === 'number' ? facts[name] : undefined;

/** A chart's limit line from a fact of the record (threadsMax, a CPU limit in cores...). */
function limitFrom(fact: string, label: string, scale = 1): ChartRecipe['limit'] {
  return (facts) => {
    const value = numberFact(facts, fact);
    return value === undefined ? undefined : { label, value: value * scale };
  };
}

/** Candidate series as [name, subtitle, title?], first one with data wins. */
function candidates(list: Array<[string, string, string?]>): ChartRecipe['primary'] {
  return list.map(([name, subtitle, title]) =>
    title ? { name, subtitle, title } : { name, subtitle },
  );
}

/** The charts of the report, in order; a chart without data in any window is left out. */
const RECIPES: ChartRecipe[] = [
  {
    id: 'rate',
    title: 'Request rate',
    unit: 'req/s',
    primary: candidates([
      ['client.rate', 'k6, per second'],
      ['k6.rate', 'k6 REST API, per interval'],
      ['app.rate', 'server side (http.server.requests)'],
    ]),
  },
  {
    id: 'latency',
    title: 'p95 latency',
    unit: 'ms',
    primary: candidates([
      ['client.p95Ms', 'k6, per second'],
      ['app.p95Ms', 'server side, from histogram buckets'],
      ['app.meanMs', 'server side; enable percentile histograms for p95', 'Mean latency'],
    ]),
  },
  {
    id: 'threads',
    title: 'Busy Tomcat threads',
    unit: 'threads',
    primary: [{ name: 'tomcat.busy' }],
    limit: limitFrom('threadsMax', 'threads.max'),
  },
  {
    id: 'connections',
    title: 'Hikari connections',
    unit: 'connections',
    primary: [{ name: 'hikari.active' }],
    primaryLabel: 'active',
    secondary: { name: 'hikari.pending', label: 'pending (dashed)' },
    limit: limitFrom('maximumPoolSize', 'maximumPoolSize'),
  },
  {
    id: 'cpu',
    title: 'App CPU',
    unit: '% of a core',
    primary: candidates([
      ['container.app.cpu', 'container cgroup'],
      ['jvm.cpu', "JVM process_cpu_usage, % of the JVM's cores"],
    ]),
    limit: limitFrom('appCpuLimitCores', 'CPU limit', 100),
  },
  {
    id: 'database-cpu',
    title: 'Database CPU',
    unit: '% of a core',
    primary: [{ name: 'container.database.cpu' }],
    limit: limitFrom('databaseCpuLimitCores', 'CPU limit', 100),
  },
  { id: 'gc', title: 'Time in GC pauses', unit: '%', primary: [{ name: 'jvm.gcPauseShare' }] },
  {
    id: 'k6-cpu',
    title: 'Load generator (k6) CPU',
    unit: '% of a core',
    primary: [{ name: 'k6.cpu' }],
    limit: limitFrom('hostCores', 'all cores', 100),
  },
];

/** Chart specs for one scenario's windows: base and PR overlaid, one line per round. */
export function chartsForScenario(records: TelemetryRecord[]): ChartSpec[] {
  const ordered = [...records].sort(
    (a, b) => sideOrder(a.label.side) - sideOrder(b.label.side) || a.label.round - b.label.round,
  );
  const charts: ChartSpec[] = [];
  for (const recipe of RECIPES) {
    const chosen = recipe.primary.find((candidate) =>
      ordered.some((record) => (record.series[candidate.name]?.t.length ?? 0) > 1),
    );
    if (!chosen) continue;
    const lines: ChartLine[] = [];
    for (const record of ordered) {
      const series = record.series[chosen.name];
      if (series && series.t.length > 0) {
        lines.push({
          side: record.label.side,
          round: record.label.round,
          label: recipe.primaryLabel ?? chosen.name,
          series,
        });
      }
      const secondary = recipe.secondary && record.series[recipe.secondary.name];
      if (recipe.secondary && secondary && secondary.t.length > 0) {
        lines.push({
          side: record.label.side,
          round: record.label.round,
          dashed: true,
          label: recipe.secondary.label,
          series: secondary,
        });
      }
    }
    const limits: ChartLimit[] = [];
    for (const record of ordered) {
      const limit = recipe.limit?.(record.facts);
      if (!limit) continue;
      const same = limits.find((known) => known.value === limit.value);
      if (!same) limits.push({ ...limit, sides: [record.label.side] });
      else if (!same.sides.includes(record.label.side)) same.sides.push(record.label.side);
    }
    charts.push({
      id: recipe.id,
      title: chosen.title ?? recipe.title,
      unit: recipe.unit,
      subtitle: chosen.subtitle,
      lines,
      limits,
    });
  }
  return charts;
}

function sideOrder(side: Side): number {
  return side === 'base' ? 0 : 1;
}
