// One scenario's part of the comment: under its heading the base branch's history line when one
// is given, its headline table (comparison or single run), work per request, rules, endpoints and
// rounds. Pure.
import { INSTANCE_HEADER, instanceRows, serviceLines } from '../topology.js';
import { ENDPOINT_HEADER, endpointFailures, endpointNoteOf, endpointRows } from '../endpoints.js';
import {
  formatConfidence,
  formatCount,
  formatMs,
  formatPct,
  formatRatio,
  formatSeconds,
  formatSignedPct,
  formatTps,
  isFiniteNumber,
} from '../../format/numbers.js';
import { canFail, isPrimary } from '../../analysis/primary.js';
import { familyLine } from './family-line.js';
import { describeSpeedAdjustment } from '../../analysis/speed.js';
import { describeStealAdjustment } from '../../analysis/steal.js';
import type {
  MetricComparison,
  RuleRecord,
  ScenarioResult,
  SequentialRecord,
  WindowMeasurement,
} from '../../model.js';
import { sequentialText, shiftText } from '../shift.js';
import { codeSpan, escapeInline, type Cell } from '../table.js';
import { mixText } from '../mix.js';
import { workMarkdown } from '../work.js';
import { details, table, text, type Block, type Priority } from './blocks.js';
import {
  formatMetricValue,
  median,
  metricLabel,
  oneLine,
  ruleStatus,
  statusIcon,
  verdictIcon,
} from './labels.js';

export function scenarioSummary(scenarios: readonly ScenarioResult[]): Block {
  return table(
    ['Scenario', 'Verdict', 'Target rate', 'Rules failed', 'Regressions'],
    scenarios.map((scenario) => [
      scenario.name,
      `${verdictIcon[scenario.verdict]} ${scenario.verdict}`,
      formatTps(scenario.targetRate),
      scenario.rules.filter((rule) => !rule.passed && rule.level === 'error' && !rule.inconclusive)
        .length,
      scenario.comparisons.filter(
        (comparison) => comparison.status === 'regression' && canFail(comparison),
      ).length,
    ]),
  );
}

/** `historyLine`: the base branch's history of the scenario, one line of escaped markdown. */
export function scenarioBlocks(
  scenario: ScenarioResult,
  sequential?: SequentialRecord,
  historyLine?: string,
): Block[] {
  const prWindows = scenario.windows.filter((window) => window.side === 'pr');
  const baseWindows = scenario.windows.filter((window) => window.side === 'base');
  const rounds = Math.max(prWindows.length, baseWindows.length);
  const mix = mixText(scenario.windows);
  const blocks: Block[] = [
    text(
      `### ${escapeInline(oneLine(scenario.name))} — ${verdictIcon[scenario.verdict] ?? '❔'} ${escapeInline(oneLine(scenario.verdict))}`,
    ),
    text(
      [
        codeSpan(scenario.script),
        `${formatTps(scenario.targetRate)} target`,
        ...(mix ? [escapeInline(oneLine(mix))] : []),
        `warm-up ${formatSeconds(scenario.warmupSec)}`,
        `measured ${formatSeconds(scenario.durationSec)}`,
        baseWindows.length > 0 ? `${rounds} round(s) per side` : `${rounds} round(s)`,
      ].join(' · '),
    ),
    ...(historyLine ? [text(`📈 ${oneLine(historyLine)}`, 2)] : []),
  ];
  // Work per request goes first when it decides the verdict (src/report/work.ts).
  const work = workBlocks(scenario);
  if (work?.decides) blocks.push(...work.blocks);
  if (scenario.comparisons.length > 0) blocks.push(...comparisonBlocks(scenario));
  else if (prWindows.length > 0) blocks.push(singleRunTable(prWindows, scenario.rules));
  else blocks.push(text('_No measured window._'));
  const stopping = sequentialText(sequential, scenario.name);
  if (stopping) blocks.push(text(`<sub>${escapeInline(oneLine(stopping))}</sub>`, 2));
  if (work && !work.decides) blocks.push(details('Work per request', work.blocks));

  if (scenario.rules.length > 0) {
    const failed = scenario.rules.filter((rule) => !rule.passed).length;
    const rules = rulesTable(scenario.rules);
    blocks.push(
      failed > 0
        ? details(`Rules: ${failed} of ${scenario.rules.length} not passed`, [rules], {
            open: true,
            priority: 2,
          })
        : details(`Rules: all ${scenario.rules.length} passed`, [rules]),
    );
  }
  const endpoints = endpointTable(prWindows);
  const endpointNote = endpointNoteOf(prWindows);
  const failures = endpointFailures(prWindows);
  if (endpoints || endpointNote) {
    blocks.push(
      details(
        'Endpoints (PR, median over rounds)',
        [
          ...(endpoints ? [endpoints] : []),
          ...(failures ? [failuresText(failures)] : []),
          ...(endpointNote ? [text(`ℹ️ ${endpointNote}`)] : []),
        ],
        { open: failures !== undefined },
      ),
    );
  }
  const topology = topologyBlock(scenario.windows);
  if (topology) blocks.push(topology);
  if (scenario.windows.length > 1)
    blocks.push(
      details(`Rounds (${scenario.windows.length} windows)`, [roundsTable(scenario.windows)]),
    );
  return blocks;
}

/** Each app instance's own figures, the database's connections and Redis, when the lab had them. */
function topologyBlock(windows: readonly WindowMeasurement[]): Block | undefined {
  const rows = instanceRows(windows);
  const lines = serviceLines(windows);
  if (rows.length === 0 && lines.length === 0) return undefined;
  const instances = new Set(rows.map((row) => row[0])).size;
  return details(
    rows.length > 0 ? `Instances (${instances}), database and services` : 'Database and services',
    [
      ...(rows.length > 0 ? [table([...INSTANCE_HEADER], rows, { priority: 3 })] : []),
      ...lines.map((line) => text(escapeInline(oneLine(line)), 3)),
    ],
    { priority: 3 },
  );
}

/** Failed requests per endpoint by status, then the exception lines the app logged meanwhile. */
function failuresText(failures: NonNullable<ReturnType<typeof endpointFailures>>): Block {
  const lines = [
    '**Failed requests** (PR, all rounds):',
    ...failures.lines.map((line) => `- ${escapeInline(oneLine(line))}`),
  ];
  if (failures.exceptions.length > 0) {
    lines.push('', 'The app logged meanwhile (first distinct lines):');
    for (const { line, count } of failures.exceptions)
      lines.push(`- ${codeSpan(oneLine(line))} ×${count}`);
  }
  return text(lines.join('\n'), 2);
}

function workBlocks(scenario: ScenarioResult): { decides: boolean; blocks: Block[] } | undefined {
  const section = workMarkdown(scenario.work, scenario.work?.notes);
  if (!section) return undefined;
  const priority = section.decides ? 1 : 3;
  const blocks: Block[] = [
    text(section.heading, priority),
    table(section.table.header, section.table.rows, { align: section.table.align, priority }),
  ];
  if (section.shapes.length > 0) blocks.push(text(section.shapes.join('\n'), priority));
  if (section.notes.length > 0) blocks.push(text(section.notes.join(' '), 3));
  return { decides: section.decides, blocks };
}

function comparisonBlocks({ comparisons, shifts = [] }: ScenarioResult): Block[] {
  const overall = comparisons.filter((comparison) => comparison.endpoint === undefined);
  const perEndpoint = comparisons.filter((comparison) => comparison.endpoint !== undefined);
  // The whole-distribution shift, one line per series beside its p95 comparison; not judged.
  const shiftLines = (endpoints: boolean, priority: Priority): Block[] => {
    const lines = shifts
      .filter((shift) => (shift.endpoint !== undefined) === endpoints)
      .map((shift) => `- ${escapeInline(oneLine(shiftText(shift)))}`);
    return lines.length > 0 ? [text(lines.join('\n'), priority)] : [];
  };
  const blocks: Block[] = [];
  if (overall.length > 0) blocks.push(comparisonTable(overall, 1));
  const latency = overall.find((comparison) => comparison.metric === 'latency');
  for (const sentence of [
    describeSpeedAdjustment(latency?.speedAdjustment),
    describeStealAdjustment(latency?.stealAdjustment),
  ]) {
    if (sentence) blocks.push(text(`<sub>${escapeInline(sentence)}</sub>`, 2));
  }
  // The all-requests shift is the latency row itself once it is compared (results since it is).
  if (!overall.some((comparison) => comparison.metric === 'latency'))
    blocks.push(...shiftLines(false, 2));
  const family = familyLine(comparisons);
  if (family) blocks.push(text(`<sub>${escapeInline(family)}</sub>`, 2));
  if (perEndpoint.length > 0) {
    const regressed = perEndpoint.filter((comparison) => comparison.status !== 'no-change').length;
    blocks.push(
      details(
        `Per endpoint (${perEndpoint.length}, ${regressed} not "no-change")`,
        [comparisonTable(perEndpoint, 3), ...shiftLines(true, 3)],
        { open: perEndpoint.some((comparison) => comparison.status === 'regression'), priority: 2 },
      ),
    );
  }
  const mde = overall.map((comparison) => {
    const unit = comparison.changeUnit ?? 'percent';
    return `${metricLabel(comparison.metric)} ${isFiniteNumber(comparison.mdePct) ? formatPct(comparison.mdePct, unit) : 'n/a'}`;
  });
  const pairs = Math.max(...comparisons.map((comparison) => comparison.pairs));
  if (mde.length > 0) {
    blocks.push(
      text(
        `Smallest change this run could detect (80% power, ${pairs} pair(s)): ${mde.join(', ')}.` +
          (pairs < 2 ? ' **Add rounds:** one pair gives no interval.' : ''),
      ),
    );
  }
  const undecided = comparisons.filter(
    (comparison) =>
      comparison.status === 'inconclusive' && comparison.message && isPrimary(comparison),
  );
  // One block per message so trimming drops whole lines.
  for (const comparison of undecided) {
    blocks.push(text(`- ⚠️ ${escapeInline(oneLine(comparison.message ?? ''))}`, 2));
  }
  return blocks;
}

function comparisonTable(comparisons: readonly MetricComparison[], priority: Priority): Block {
  const confidence = comparisons[0]?.interval.confidence ?? 0.9;
  const rows = comparisons.map((comparison) => {
    const unit = comparison.changeUnit ?? 'percent';
    const interval = isFiniteNumber(comparison.interval.lowPct)
      ? `${formatSignedPct(comparison.interval.lowPct, unit)} to ${formatSignedPct(comparison.interval.highPct, unit)}`
      : `n/a (${comparison.pairs} pair)`;
    return [
      metricLabel(comparison.metric, comparison.endpoint),
      formatMetricValue(comparison.metric, comparison.base),
      formatMetricValue(comparison.metric, comparison.pr),
      formatSignedPct(comparison.changePct, unit),
      interval,
      `${statusIcon(comparison.status)} ${comparison.status} (±${formatPct(comparison.tolerancePct, unit)})` +
        (isPrimary(comparison)
          ? ''
          : comparison.role === 'endpoint'
            ? ', can fail'
            : ', diagnostic'),
    ];
  });
  return table(
    [
      'Metric',
      'Base',
      'PR',
      'Change',
      `${formatConfidence(confidence)} interval`,
      'Status (tolerance)',
    ],
    rows,
    { align: ['l', 'r', 'r', 'r', 'r', 'l'], priority },
  );
}

function singleRunTable(
  windows: readonly WindowMeasurement[],
  rules: readonly RuleRecord[],
): Block {
  const medianOf = (pick: (window: WindowMeasurement) => number) => median(windows.map(pick));
  const budgetFor = (metric: string) =>
    rules.find((rule) => rule.rule === `budget.${metric}` && rule.endpoint === undefined);
  const requests = windows.reduce((total, window) => total + window.http.requests, 0);
  const failed = windows.reduce((total, window) => total + window.http.failed, 0);
  const dropped = windows.reduce((total, window) => total + window.droppedIterations, 0);
  const droppedRule = rules.find((rule) => rule.rule === 'generator.dropped-iterations');
  const row = (metric: string, label: string, value: string): Cell[] => {
    const rule = budgetFor(metric);
    return [label, value, rule?.expected ?? '—', rule ? ruleStatus(rule) : '—'];
  };
  return table(
    ['Metric', 'Value', 'Budget', 'Status'],
    [
      row('tps', 'TPS (achieved)', formatTps(medianOf((window) => window.tps))),
      row('p50', 'p50', formatMs(medianOf((window) => window.http.latency.p50))),
      row('p95', 'p95', formatMs(medianOf((window) => window.http.latency.p95))),
      row('p99', 'p99', formatMs(medianOf((window) => window.http.latency.p99))),
      row(
        'errorRate',
        'Error rate',
        `${formatRatio(requests > 0 ? failed / requests : Number.NaN)} (${formatCount(failed)} of ${formatCount(requests)})`,
      ),
      [
        'Dropped iterations',
        formatCount(dropped),
        '0',
        droppedRule ? ruleStatus(droppedRule) : '—',
      ],
    ],
    { align: ['l', 'r', 'r', 'l'] },
  );
}

export function rulesTable(rules: readonly RuleRecord[], priority: Priority = 3): Block {
  // Failing first, then undecided, then passed; stable within each group.
  const rank = (rule: RuleRecord) =>
    rule.passed ? 2 : rule.inconclusive ? 1 : rule.level === 'error' ? 0 : 1;
  const sorted = [...rules].map((rule, index) => ({ rule, index }));
  sorted.sort((a, b) => rank(a.rule) - rank(b.rule) || a.index - b.index);
  return table(
    ['Status', 'Rule', 'Endpoint', 'Expected', 'Actual', 'Message'],
    sorted.map(({ rule }) => [
      ruleStatus(rule),
      rule.rule,
      rule.endpoint ?? '',
      rule.expected,
      rule.actual,
      rule.message,
    ]),
    { priority },
  );
}

function endpointTable(windows: readonly WindowMeasurement[]): Block | undefined {
  const rows = endpointRows(windows);
  if (!rows) return undefined;
  return table(ENDPOINT_HEADER, rows, { align: ['l', 'r', 'r', 'r', 'r', 'r'], priority: 3 });
}

function roundsTable(windows: readonly WindowMeasurement[]): Block {
  return table(
    ['Round', 'Side', 'TPS', 'p95', 'p99', 'Error rate', 'Dropped', 'Generator'],
    windows.map((window) => [
      window.round + 1,
      window.side,
      formatTps(window.tps),
      formatMs(window.http.latency.p95),
      formatMs(window.http.latency.p99),
      formatRatio(window.http.errorRate),
      formatCount(window.droppedIterations),
      window.generator.saturated ? `⚠️ saturated: ${window.generator.reasons.join('; ')}` : 'ok',
    ]),
    { align: ['r', 'l', 'r', 'r', 'r', 'r', 'r', 'l'], priority: 3 },
  );
}
