// Markdown of the release results, for the terminal, a file and $GITHUB_STEP_SUMMARY. Pure; every
// table cell goes through the escaping table helper.
import { formatMs, formatRatio, formatSeconds, formatTps } from '../format/numbers.js';
import { escapeInline, renderTable, type Cell } from '../report/table.js';
import type {
  CapacityResult,
  CapacitySearch,
  CapacityStep,
  CapacitySummary,
  CapacityTopology,
  ReleaseResultHeader,
  SweepCase,
  SweepResult,
} from './model.js';
import { instancesText } from './search.js';

const VERDICT_WORD: Record<ReleaseResultHeader['verdict'], string> = {
  pass: '✅ pass',
  fail: '❌ fail',
  inconclusive: '⚠️ inconclusive',
  error: '⛔ error',
};

/** Markdown report of a capacity result. */
export function renderCapacityMarkdown(result: CapacityResult): string {
  const lines: string[] = [];
  const scenario = result.scenario?.name ?? 'scenario';
  lines.push(`## perf-gate capacity: ${escapeInline(scenario)} — ${VERDICT_WORD[result.verdict]}`);
  lines.push('');
  const several = severalTopologies(result);
  if (result.summary) lines.push(`**${escapeInline(capacityStatement(result))}**`, '');
  else lines.push(`**${escapeInline(result.reason)}**`, '');
  lines.push(
    `Budget per step: p95 ≤ ${formatMs(result.limits.p95Ms)}, errors ≤ ${formatRatio(result.limits.errorRate)}, ` +
      `the offered rate sustained (${Math.round(result.limits.tpsSlack * 100)}% slack, no dropped iterations). ` +
      `Search: from ${result.search.startRate}/s ×${result.search.factor} up to ${result.search.maxRate}/s, bisection to ${Math.round(result.search.resolution * 100)}%, ` +
      `${formatSeconds(result.search.stepDurationSec)} steps, ${formatSeconds(result.search.confirmDurationSec)} confirmation, ${result.search.repeats} search(es) on fresh apps${several ? ` per topology (${(result.instances ?? []).map(instancesText).join(', ')})` : ''}.`,
  );
  lines.push('');
  lines.push(...headerNotes(result));
  if (several) lines.push(...topologySection(result), '');
  if (result.comparison)
    lines.push(
      `**Compared with ${escapeInline(result.comparison.file)}:** ${escapeInline(result.comparison.message)}`,
      '',
    );

  for (const search of result.searches) {
    lines.push(
      `### ${escapeInline(searchTitle(result, search))}: ${search.status}${search.lower === undefined ? '' : ` — ${search.lower}/s`}`,
    );
    lines.push('', escapeInline(search.note), '');
    if (search.steps.length > 0) lines.push(stepsTable(search.steps), '');
  }
  lines.push(footer(result));
  return lines.join('\n');
}

/** More than one instance count was asked for or measured: the report speaks per topology. */
export function severalTopologies(result: CapacityResult): boolean {
  return (result.topologies?.length ?? 0) > 1 || (result.instances?.length ?? 0) > 1;
}

/** The headline: the summary's statement, with the topology it stands on when there are several. */
export function capacityStatement(result: CapacityResult): string {
  const statement = result.summary?.statement ?? result.reason;
  const verdict = result.verdictTopology;
  return severalTopologies(result) && verdict && result.summary
    ? `With ${instancesText(verdict.instances)}: ${statement}`
    : statement;
}

/** "Search 2 of 3", or with several topologies "2 instances, search 2 of 3". */
export function searchTitle(result: CapacityResult, search: CapacitySearch): string {
  if (!severalTopologies(result) || search.instances === undefined) {
    return `Search ${search.index + 1} of ${result.searches.length}`;
  }
  const own = result.searches.filter((other) => other.instances === search.instances);
  return `${instancesText(search.instances)}, search ${own.indexOf(search) + 1} of ${own.length}`;
}

/** The capacity figure of a summary, or what is known without one. */
export function capacityText(summary: CapacitySummary): string {
  if (summary.capacity !== undefined) return `${summary.capacity}/s`;
  if (summary.consensus?.high !== undefined && summary.consensus.low === 0)
    return `below ${summary.consensus.high}/s`;
  return 'none';
}

/** The interval of a summary with how it was formed, e.g. "130–150/s (90% t)". */
export function intervalText(summary: CapacitySummary): string {
  const interval = summary.interval;
  if (!interval) return '';
  const method =
    interval.method === 't'
      ? `${Math.round((interval.confidence ?? 0) * 100)}% t`
      : interval.method === 'bisection'
        ? 'one search'
        : 'envelope';
  return `${interval.low}–${interval.high}/s (${method})`;
}

/** The per-instance figure of a topology, e.g. "70/s (65–75)". */
export function perInstanceText(topology: CapacityTopology): string {
  const per = topology.perInstance;
  if (!per) return '';
  return `${per.capacity}/s${per.interval ? ` (${per.interval.low}–${per.interval.high})` : ''}`;
}

/** The scaling of a topology against the smallest one, e.g. "1.79× (linear 2×: 89%)". */
export function scalingText(topology: CapacityTopology): string {
  const scaling = topology.scaling;
  if (!scaling) return '';
  return `${scaling.ratio}× (linear ${scaling.linear}×: ${Math.round(scaling.efficiency * 100)}%)${scaling.overlaps ? ', intervals overlap' : ''}`;
}

/** Whether a topology's searches agree, and how many confirmed a figure. */
export function agreementText(topology: CapacityTopology): string {
  const confirmed = topology.summary.figures.filter((figure) => figure !== undefined).length;
  return `${topology.summary.agree ? 'yes' : 'no'} (${confirmed} of ${topology.searches} confirmed)`;
}

/** The smallest topology with a figure, the one every scaling is against. */
export function scalingBase(result: CapacityResult): number | undefined {
  return (result.topologies ?? []).find((topology) => topology.summary.capacity !== undefined)
    ?.instances;
}

/** The per-topology table, the topology the verdict stands on, and the scaling notes. */
function topologySection(result: CapacityResult): string[] {
  const topologies = result.topologies ?? [];
  const verdict = result.verdictTopology;
  const base = scalingBase(result);
  const lines = ['### Capacity per topology', ''];
  if (topologies.length > 0) {
    lines.push(
      renderTable(
        [
          'instances',
          'capacity',
          'interval',
          'per instance',
          base === undefined ? 'scaling' : `scaling vs ${base}`,
          'searches agree',
        ],
        topologies.map((topology) => [
          `${topology.instances}${topology.instances === verdict?.instances ? ' (verdict)' : ''}`,
          capacityText(topology.summary),
          intervalText(topology.summary),
          perInstanceText(topology),
          topology.instances === base ? 'base' : scalingText(topology),
          agreementText(topology),
        ]),
        { align: ['r', 'r', 'r', 'r', 'r', 'l'] },
      ),
      '',
    );
  }
  if (verdict) {
    lines.push(
      `The verdict, the summary above and the comparison are for ${instancesText(verdict.instances)} (${escapeInline(verdict.reason)}).`,
    );
  }
  const notes = topologies.flatMap((topology) =>
    topology.scaling?.note ? [topology.scaling.note] : [],
  );
  if (notes.length > 0) lines.push('', ...notes.map((note) => `- ${escapeInline(note)}`));
  return lines;
}

function stepsTable(steps: readonly CapacityStep[]): string {
  const rows: Cell[][] = steps.map((step) => [
    step.index + 1,
    step.purpose,
    `${step.rate}/s`,
    formatTps(step.tps),
    formatMs(step.p95Ms),
    formatRatio(step.errorRate),
    step.droppedIterations,
    cpu(step.resources.appCpuPercent),
    cpu(step.resources.k6CpuPercent),
    step.outcome,
    [...step.reasons, ...step.bottlenecks.map((finding) => finding.rule)].join('; '),
  ]);
  return renderTable(
    [
      'step',
      'purpose',
      'rate',
      'achieved TPS',
      'p95',
      'errors',
      'dropped',
      'app CPU',
      'k6 CPU',
      'outcome',
      'why / what limited it',
    ],
    rows,
    { align: ['r', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l', 'l'] },
  );
}

/** Markdown report of a sweep result. */
export function renderSweepMarkdown(result: SweepResult): string {
  const lines: string[] = [];
  const scenario = result.scenario?.name ?? 'scenario';
  lines.push(
    `## perf-gate sweep: ${escapeInline(scenario)} at ${result.rate}/s — ${VERDICT_WORD[result.verdict]}`,
  );
  lines.push('');
  const recommendation = result.recommendation;
  lines.push(`**${escapeInline(recommendation?.statement ?? result.reason)}**`, '');
  const budget = result.scenario?.budget;
  lines.push(
    `Budget: ${[
      budget?.p95Ms === undefined ? undefined : `p95 ≤ ${formatMs(budget.p95Ms)}`,
      budget?.p99Ms === undefined ? undefined : `p99 ≤ ${formatMs(budget.p99Ms)}`,
      budget?.errorRate === undefined ? undefined : `errors ≤ ${formatRatio(budget.errorRate)}`,
      `${result.rate}/s sustained`,
    ]
      .filter(Boolean)
      .join(
        ', ',
      )}. Each window: a fresh app on fresh data, ${formatSeconds(result.warmupSec)} warm-up, ${formatSeconds(result.durationSec)} measured; ` +
      `${result.repeats} repeat(s) per setting, interleaved.${result.wallSec === undefined ? '' : ` Wall time ${formatSeconds(result.wallSec)}.`}`,
  );
  const baseline = Object.entries(result.baseline);
  if (baseline.length > 0) {
    lines.push(
      '',
      `The app's own values: ${baseline.map(([key, value]) => `${escapeInline(labelOf(result, key))}=${escapeInline(value)}`).join(', ')}.`,
    );
  }
  lines.push('');
  lines.push(...headerNotes(result));
  if (result.cases.length > 0) lines.push(sweepTable(result), '');
  if (recommendation && recommendation.evidence.length > 0) {
    lines.push('<details><summary>Evidence</summary>', '');
    for (const line of recommendation.evidence) lines.push(`- ${escapeInline(line)}`);
    lines.push('', '</details>', '');
  }
  lines.push(footer(result));
  return lines.join('\n');
}

function sweepTable(result: SweepResult): string {
  const recommended = result.recommendation?.caseId;
  const excluded = new Map(
    (result.recommendation?.excluded ?? []).map((entry) => [entry.caseId, entry.rule]),
  );
  const header: Cell[] = [
    ...result.dimensions.map((dimension) => dimension.label),
    'TPS',
    'p95',
    'p95 interval',
    'p95 per window',
    'errors',
    'app CPU',
    'status',
  ];
  const rows: Cell[][] = result.cases.map((entry) => [
    ...result.dimensions.map((dimension) => entry.settings[dimension.key] ?? '(app)'),
    entry.summary ? formatTps(entry.summary.tps) : '',
    entry.summary ? formatMs(entry.summary.p95Ms) : '',
    p95IntervalText(entry),
    p95PerWindow(entry),
    entry.summary ? formatRatio(entry.summary.errorRate) : '',
    cpu(entry.summary?.appCpuPercent),
    statusOf(entry, recommended, excluded.get(entry.id)),
  ]);
  return renderTable(header, rows, {
    align: [...result.dimensions.map(() => 'r' as const), 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
  });
}

/** The p95 interval of a setting, or why it is not shown (one window, or windows far apart). */
export function p95IntervalText(entry: SweepCase): string {
  const interval = entry.summary?.p95Interval;
  if (!interval) return '';
  // Two windows an order of magnitude apart give an interval spanning decades: say so instead.
  if (!(interval.low > 0) || interval.high / interval.low > 10)
    return 'too wide (windows disagree)';
  return `${formatMs(interval.low)}–${formatMs(interval.high)}`;
}

/** Each window's p95 in the order measured, e.g. "84.1 ms, 92.3 ms". */
export function p95PerWindow(entry: SweepCase): string {
  return entry.windows.map((window) => formatMs(window.window.http.latency.p95)).join(', ');
}

function statusOf(
  entry: SweepCase,
  recommended: string | undefined,
  exclusion: string | undefined,
): string {
  if (entry.id === recommended) return '**recommended**';
  if (exclusion) return `met budget, excluded (${exclusion})`;
  if (entry.status === 'pass') return 'met budget';
  if (entry.status === 'stopped-early') return 'missed, stopped early';
  if (entry.status === 'fail') return 'missed budget';
  return entry.status;
}

function labelOf(result: SweepResult, key: string): string {
  return result.dimensions.find((dimension) => dimension.key === key)?.label ?? key;
}

function headerNotes(result: ReleaseResultHeader): string[] {
  const lines: string[] = [];
  if (result.error) {
    lines.push(
      `> **${result.error.kind} error${result.error.stage ? ` in ${escapeInline(result.error.stage)}` : ''}:** ${escapeInline(result.error.message).replace(/\n/g, '\n> ')}`,
    );
    if (result.error.fix) lines.push(`> **Fix:** ${escapeInline(result.error.fix)}`);
    lines.push('');
  }
  if (result.notes.length > 0) {
    for (const note of result.notes) lines.push(`- ⚠️ ${escapeInline(note)}`);
    lines.push('');
  }
  return lines;
}

function footer(result: ReleaseResultHeader): string {
  const runner = result.runner;
  return `<sub>perf-gate ${escapeInline(result.tool.version)} · ${escapeInline(runner.cpuModel)}, ${runner.cores} cores, ${Math.round(runner.memoryMb / 1024)} GB · ${escapeInline(runner.k6Version ?? 'k6')} · ${escapeInline(result.startedAt)}</sub>`;
}

function cpu(percent: number | undefined): string {
  return percent === undefined ? '' : `${Math.round(percent)}%`;
}
