// The markdown report: one body for the sticky PR comment and the job summary. Pure: it reads only
// the GateResult it is given (never the GitHub context), so the same result always renders the same
// text and golden files can pin it down.
//
// The document is built as blocks (text, table, details) rather than one string so it can be
// trimmed under GitHub's comment limit at block and row boundaries only: a table loses whole rows,
// a <details> is always closed, and a visible notice says what was left out.
import { median as medianOf } from '../analysis/stats.js';
import { settingEntries } from '../spring/diff.js';
import type { EffectiveSettings } from '../spring/types.js';
import { deriveVerdict } from '../analysis/verdict.js';
import type {
  Finding,
  GateResult,
  GateSettings,
  Level,
  MetricComparison,
  RequestMetrics,
  RuleRecord,
  ScenarioResult,
  WindowMeasurement,
} from '../model.js';
import {
  formatCount,
  formatMb,
  formatMs,
  formatPct,
  formatRatio,
  formatSeconds,
  formatSignedPct,
  formatTps,
  isFiniteNumber,
} from '../format/numbers.js';
import { codeBlock, codeSpan, escapeInline, tableLines, type Align, type Cell } from './table.js';
import { workMarkdown } from './work.js';
import { protocolLine } from './protocol.js';

/** GitHub rejects comment bodies above 65,536 characters. */
export const GITHUB_COMMENT_LIMIT = 65_536;

/** Options of renderMarkdown. */
export interface MarkdownOptions {
  /** link to the uploaded artifacts (HTML report, result JSON) */
  artifactUrl?: string;
  /** link to the workflow run that produced the report */
  runUrl?: string;
  /** hard limit on the body length, default GITHUB_COMMENT_LIMIT */
  maxChars?: number;
  /** distinguishes several gates in one repository; default "default" */
  markerId?: string;
}

/** The hidden first line that identifies this gate's sticky comment. */
export function markerFor(markerId = 'default'): string {
  // `--` would end the HTML comment early; keep the id to a safe alphabet.
  const safeId = markerId.replace(/[^A-Za-z0-9_.:/-]/g, '_').replaceAll('--', '-_');
  return `<!-- perf-gate:${safeId} -->`;
}

/** Renders the whole report, trimmed under `maxChars` (default: GitHub's comment limit). */
export function renderMarkdown(result: GateResult, options: MarkdownOptions = {}): string {
  const maxChars = options.maxChars ?? GITHUB_COMMENT_LIMIT;
  return fitBlocks(reportBlocks(result, options), maxChars);
}

// ---------------------------------------------------------------------------------------------
// Blocks and trimming

// Priority decides what survives trimming: 0 is always kept (verdict, error, runner), then 1 (each
// scenario's headline table), 2 (failures, findings, config diff), 3 (supporting detail).
type Priority = 0 | 1 | 2 | 3;

type Block =
  | { kind: 'text'; text: string; priority: Priority }
  | { kind: 'table'; head: string; rows: string[]; priority: Priority }
  | { kind: 'details'; summary: string; blocks: Block[]; open: boolean; priority: Priority }
  | { kind: 'trim-notice'; priority: 0 };

const separator = '\n\n';

function text(value: string, priority: Priority = 1): Block {
  return { kind: 'text', text: value, priority };
}

function table(
  header: readonly Cell[],
  rows: ReadonlyArray<readonly Cell[]>,
  options: { align?: readonly Align[]; priority?: Priority } = {},
): Block {
  const lines = tableLines(header, rows, options.align ? { align: options.align } : {});
  return { kind: 'table', head: lines.head, rows: lines.rows, priority: options.priority ?? 1 };
}

function details(
  summary: string,
  blocks: Block[],
  options: { open?: boolean; priority?: Priority } = {},
): Block {
  return {
    kind: 'details',
    summary,
    blocks,
    open: options.open ?? false,
    priority: options.priority ?? 3,
  };
}

function renderBlock(block: Block, notice: string): string {
  switch (block.kind) {
    case 'text':
      return block.text;
    case 'table':
      return [block.head, ...block.rows].join('\n');
    case 'details':
      return [
        `<details${block.open ? ' open' : ''}><summary>${block.summary}</summary>`,
        ...block.blocks.map((inner) => renderBlock(inner, notice)),
        '</details>',
      ].join(separator);
    case 'trim-notice':
      return notice;
  }
}

function renderBlocks(blocks: readonly Block[], notice: string): string {
  return blocks
    .map((block) => renderBlock(block, notice))
    .filter((rendered) => rendered.length > 0)
    .join(separator);
}

function trimNotice(omitted: number): string {
  return (
    `> [!WARNING]\n> This report was trimmed to fit GitHub's ${formatCount(GITHUB_COMMENT_LIMIT)}-character ` +
    `comment limit: ${omitted} row(s) or section(s) are not shown. The full report is in the result JSON and the artifacts.`
  );
}

/**
 * Lays blocks out under `maxChars`: priority 0 always, then each lower priority in document order
 * while it fits (tables row by row, details recursively), and prints what survived in document
 * order with a notice counting what did not.
 */
function fitBlocks(blocks: readonly Block[], maxChars: number): string {
  const full = renderBlocks(
    blocks.filter((block) => block.kind !== 'trim-notice'),
    '',
  );
  if (full.length <= maxChars) return full;

  // The notice's own length depends on the count; reserve room for a generous count.
  const noticeReserve = trimNotice(999_999).length;
  let budget = maxChars - noticeReserve;
  for (let attempt = 0; attempt < 5; attempt++) {
    const state = { omitted: 0 };
    const fitted = fitList(blocks, budget, state);
    const rendered = renderBlocks(fitted, trimNotice(state.omitted));
    if (rendered.length <= maxChars) return rendered;
    budget -= rendered.length - maxChars + 64;
  }
  // Unreachable for sane limits; never return more than asked.
  return renderBlocks(
    blocks.filter((block) => block.priority === 0),
    trimNotice(0),
  ).slice(0, maxChars);
}

function fitList(blocks: readonly Block[], budget: number, state: { omitted: number }): Block[] {
  const chosen = new Array<Block | undefined>(blocks.length);
  let remaining = budget;
  for (const priority of [0, 1, 2, 3] as const) {
    for (const [index, block] of blocks.entries()) {
      if (block.priority !== priority) continue;
      const cost = renderBlock(block, '').length + separator.length;
      if (priority === 0 || cost <= remaining) {
        chosen[index] = block;
        remaining -= cost;
        continue;
      }
      const partial = fitPartially(block, remaining, state);
      if (partial) {
        chosen[index] = partial;
        remaining -= renderBlock(partial, '').length + separator.length;
      } else {
        state.omitted += countUnits(block);
      }
    }
  }
  return chosen.filter((block): block is Block => block !== undefined);
}

function fitPartially(block: Block, budget: number, state: { omitted: number }): Block | undefined {
  if (block.kind === 'table') {
    const moreLine = (count: number) => `| _… ${count} more row(s) not shown_ |`;
    let used = block.head.length + separator.length + moreLine(block.rows.length).length + 1;
    const rows: string[] = [];
    for (const row of block.rows) {
      if (used + row.length + 1 > budget) break;
      rows.push(row);
      used += row.length + 1;
    }
    if (rows.length === 0) return undefined;
    const left = block.rows.length - rows.length;
    state.omitted += left;
    // A one-cell row is valid GFM (missing cells are empty), so the note stays inside the table.
    return { ...block, rows: [...rows, moreLine(left)] };
  }
  if (block.kind === 'details') {
    const wrapper = renderBlock({ ...block, blocks: [] }, '').length + separator.length * 2;
    const inner = fitList(block.blocks, budget - wrapper, state);
    if (inner.length === 0) return undefined;
    return { ...block, blocks: inner };
  }
  return undefined;
}

function countUnits(block: Block): number {
  if (block.kind === 'table') return block.rows.length;
  if (block.kind === 'details') {
    return block.blocks.reduce((total, inner) => total + countUnits(inner), 0) || 1;
  }
  return 1;
}

// ---------------------------------------------------------------------------------------------
// Content

const verdictIcon: Record<GateResult['verdict'], string> = {
  pass: '✅',
  fail: '❌',
  inconclusive: '⚠️',
  error: '💥',
};

const levelIcon: Record<Level, string> = { error: '❌', warning: '⚠️', notice: 'ℹ️' };

function reportBlocks(result: GateResult, options: MarkdownOptions): Block[] {
  const blocks: Block[] = [text(markerFor(options.markerId), 0)];
  blocks.push(
    text(
      `## ${verdictIcon[result.verdict] ?? '❔'} perf-gate: ${escapeInline(String(result.verdict))}`,
      0,
    ),
  );
  blocks.push(text(verdictReason(result), 0));
  blocks.push({ kind: 'trim-notice', priority: 0 });
  if (result.error) blocks.push(...errorBlocks(result.error));
  const sides = sidesLine(result);
  if (sides) blocks.push(text(sides, 0));
  blocks.push(...policyBlocks(result.policy));
  if (result.scenarios.length > 1) blocks.push(scenarioSummary(result.scenarios));
  for (const scenario of result.scenarios) blocks.push(...scenarioBlocks(scenario));
  const scenarioNames = new Set(result.scenarios.map((scenario) => scenario.name));
  const gateRules = result.rules.filter(
    (rule) => rule.scenario === undefined || !scenarioNames.has(rule.scenario),
  );
  if (gateRules.length > 0) {
    blocks.push(text('### Gate rules', 2), rulesTable(gateRules, 2));
  }
  const findings = [
    ...result.findings,
    ...result.scenarios.flatMap((scenario) =>
      scenario.findings.map((finding) => ({
        ...finding,
        scenario: finding.scenario ?? scenario.name,
      })),
    ),
  ];
  if (findings.length > 0) blocks.push(...findingBlocks(findings));
  blocks.push(...settingsBlocks(result.settings));
  const links = [
    ...(options.runUrl ? [`🔗 [Workflow run](${encodeURI(options.runUrl)})`] : []),
    ...(options.artifactUrl
      ? [`📦 [Full report, result JSON and k6 summaries](${encodeURI(options.artifactUrl)})`]
      : []),
  ];
  if (links.length > 0) blocks.push(text(links.join(' · '), 0));
  const protocol = protocolLine(result.protocol);
  if (protocol) blocks.push(text(protocol, 1));
  blocks.push(text(runnerLine(result), 0));
  return blocks;
}

function verdictReason(result: GateResult): string {
  if (result.verdict === 'error') {
    return `**The gate could not measure:** ${escapeInline(oneLine(result.error?.message ?? 'unknown error'))}`;
  }
  const decision = deriveVerdict({
    rules: result.rules,
    comparisons: result.scenarios.flatMap((scenario) => scenario.comparisons),
  });
  const reason =
    decision.verdict === result.verdict
      ? decision.reason
      : verdictFallback(result.verdict, decision.reason);
  return `**${escapeInline(oneLine(reason))}**`;
}

// The stored verdict is the one that decided the exit code; if the records say otherwise (an older
// file, an option such as failOnFindings) the report still explains with the records' own reason.
function verdictFallback(verdict: GateResult['verdict'], recordsReason: string): string {
  return `Verdict ${verdict}; ${recordsReason}`;
}

function errorBlocks(error: NonNullable<GateResult['error']>): Block[] {
  const kind = `${error.kind.charAt(0).toUpperCase()}${error.kind.slice(1)} error`;
  const stage = error.stage ? ` during ${codeSpan(error.stage)}` : '';
  // The message can quote a build's or an app's log: a code block shows it verbatim and inert.
  const lines = [`### ${escapeInline(kind)}${stage}`, '', codeBlock(error.message)];
  if (error.fix) lines.push('', `**Fix:** ${escapeInline(error.fix)}`);
  return [text(lines.join('\n'), 0)];
}

function sidesLine(result: GateResult): string | undefined {
  const describe = (side: GateResult['sides']['pr'] | undefined) => {
    if (!side) return undefined;
    const sha = side.sha ? `\`${side.sha.slice(0, 7).replace(/[^0-9a-f]/gi, '')}\`` : undefined;
    const ref = side.ref ? escapeInline(side.ref) : undefined;
    return [ref, sha].filter(Boolean).join(' ') || escapeInline(side.checkout);
  };
  const pr = describe(result.sides.pr);
  const base = describe(result.sides.base);
  if (!pr && !base) return undefined;
  return base ? `PR ${pr ?? '?'} vs base ${base}` : `PR ${pr ?? '?'} (no base comparison)`;
}

function scenarioSummary(scenarios: readonly ScenarioResult[]): Block {
  return table(
    ['Scenario', 'Verdict', 'Target rate', 'Rules failed', 'Regressions'],
    scenarios.map((scenario) => [
      scenario.name,
      `${verdictIcon[scenario.verdict]} ${scenario.verdict}`,
      formatTps(scenario.targetRate),
      scenario.rules.filter((rule) => !rule.passed && rule.level === 'error' && !rule.inconclusive)
        .length,
      scenario.comparisons.filter((comparison) => comparison.status === 'regression').length,
    ]),
  );
}

function scenarioBlocks(scenario: ScenarioResult): Block[] {
  const prWindows = scenario.windows.filter((window) => window.side === 'pr');
  const baseWindows = scenario.windows.filter((window) => window.side === 'base');
  const rounds = Math.max(prWindows.length, baseWindows.length);
  const blocks: Block[] = [
    text(
      `### ${escapeInline(oneLine(scenario.name))} — ${verdictIcon[scenario.verdict]} ${scenario.verdict}`,
    ),
    text(
      [
        codeSpan(scenario.script),
        `${formatTps(scenario.targetRate)} target`,
        `warm-up ${formatSeconds(scenario.warmupSec)}`,
        `measured ${formatSeconds(scenario.durationSec)}`,
        baseWindows.length > 0 ? `${rounds} round(s) per side` : `${rounds} round(s)`,
      ].join(' · '),
    ),
  ];
  // Work per request goes first when it decides the verdict (src/report/work.ts).
  const work = workBlocks(scenario);
  if (work?.decides) blocks.push(...work.blocks);
  if (scenario.comparisons.length > 0) blocks.push(...comparisonBlocks(scenario.comparisons));
  else if (prWindows.length > 0) blocks.push(singleRunTable(prWindows, scenario.rules));
  else blocks.push(text('_No measured window._'));
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
  const endpointNote = prWindows.find((window) => window.endpointNote)?.endpointNote;
  if (endpoints || endpointNote) {
    blocks.push(
      details('Endpoints (PR, median over rounds)', [
        ...(endpoints ? [endpoints] : []),
        ...(endpointNote ? [text(`ℹ️ ${endpointNote}`)] : []),
      ]),
    );
  }
  if (scenario.windows.length > 1)
    blocks.push(
      details(`Rounds (${scenario.windows.length} windows)`, [roundsTable(scenario.windows)]),
    );
  return blocks;
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

function comparisonBlocks(comparisons: readonly MetricComparison[]): Block[] {
  const overall = comparisons.filter((comparison) => comparison.endpoint === undefined);
  const perEndpoint = comparisons.filter((comparison) => comparison.endpoint !== undefined);
  const blocks: Block[] = [];
  if (overall.length > 0) blocks.push(comparisonTable(overall, 1));
  if (perEndpoint.length > 0) {
    const regressed = perEndpoint.filter((comparison) => comparison.status !== 'no-change').length;
    blocks.push(
      details(
        `Per endpoint (${perEndpoint.length}, ${regressed} not "no-change")`,
        [comparisonTable(perEndpoint, 3)],
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
    (comparison) => comparison.status === 'inconclusive' && comparison.message,
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
      `${statusIcon(comparison.status)} ${comparison.status} (±${formatPct(comparison.tolerancePct, unit)})`,
    ];
  });
  return table(
    [
      'Metric',
      'Base',
      'PR',
      'Change',
      `${Math.round(confidence * 100)}% interval`,
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

function rulesTable(rules: readonly RuleRecord[], priority: Priority = 3): Block {
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
  const names = [...new Set(windows.flatMap((window) => Object.keys(window.endpoints)))].sort();
  if (names.length === 0) return undefined;
  return table(
    ['Endpoint', 'Requests', 'Error rate', 'p50', 'p95', 'p99'],
    names.map((name) => {
      const metrics = windows.flatMap((window) => {
        const entry = window.endpoints[name];
        return entry ? [entry] : [];
      });
      const pick = (select: (entry: RequestMetrics) => number) => median(metrics.map(select));
      const requests = metrics.reduce((total, entry) => total + entry.requests, 0);
      const failed = metrics.reduce((total, entry) => total + entry.failed, 0);
      return [
        name,
        formatCount(requests),
        formatRatio(requests > 0 ? failed / requests : Number.NaN),
        formatMs(pick((entry) => entry.latency.p50)),
        formatMs(pick((entry) => entry.latency.p95)),
        formatMs(pick((entry) => entry.latency.p99)),
      ];
    }),
    { align: ['l', 'r', 'r', 'r', 'r', 'r'], priority: 3 },
  );
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

/** The policy the run was judged by, and the policy changes the PR makes (effective after merge). */
function policyBlocks(policy: GateResult['policy']): Block[] {
  if (!policy) return [];
  if (policy.source === 'pr') {
    return policy.reason
      ? [
          text(
            `<sub>Budgets and gate options from this pull request: ${escapeInline(oneLine(policy.reason))}.</sub>`,
            2,
          ),
        ]
      : [];
  }
  if (policy.changes.length === 0) return [];
  return [
    text(
      `### Policy changes in this pull request (not applied)\n\nThis run is judged by the base branch's budgets, tolerances and gate options; the ${policy.changes.length} change(s) below take effect once the pull request is merged.`,
      0,
    ),
    table(
      ['key', 'base branch (applied)', 'this pull request'],
      policy.changes.map((change) => [change.key, change.base, change.pr]),
      { priority: 0 },
    ),
  ];
}

function findingBlocks(findings: readonly Finding[]): Block[] {
  const order: Record<Level, number> = { error: 0, warning: 1, notice: 2 };
  const sorted = [...findings].sort((a, b) => order[a.level] - order[b.level]);
  const items = sorted.map((finding) => {
    const scope = finding.scenario ? ` (${escapeInline(oneLine(finding.scenario))})` : '';
    const keys = finding.keys?.length
      ? ` — ${finding.keys.map((key) => codeSpan(key)).join(', ')}`
      : '';
    return `- ${levelIcon[finding.level]} **${escapeInline(oneLine(finding.rule))}**${scope}: ${escapeInline(oneLine(finding.message))}${keys}`;
  });
  // One text block per finding so trimming drops whole findings, never half of one.
  return [text(`### Findings (${findings.length})`, 2), ...items.map((item) => text(item, 2))];
}

function settingsBlocks(settings: GateSettings | undefined): Block[] {
  if (!settings) return [];
  const blocks: Block[] = [];
  const diff = settings.diff ?? [];
  if (diff.length > 0) {
    blocks.push(
      details(
        `Configuration diff (${diff.length} setting(s) changed)`,
        [
          table(
            ['Setting', 'Base', 'PR', 'Source'],
            diff.map((entry) => [
              settingText(entry.key),
              settingText(entry.before),
              settingText(entry.after),
              settingText(entry.source),
            ]),
            { priority: 2 },
          ),
        ],
        { open: true, priority: 2 },
      ),
    );
  }
  const pr = settingsTable(settings.pr);
  const base = settingsTable(settings.base);
  const keys = [...new Set([...pr.keys(), ...base.keys()])].sort();
  if (keys.length > 0) {
    const hasBase = base.size > 0;
    blocks.push(
      details(`Effective settings (${keys.length})`, [
        table(
          hasBase ? ['Setting', 'PR', 'Base'] : ['Setting', 'PR'],
          keys.map((key) =>
            hasBase ? [key, pr.get(key) ?? '', base.get(key) ?? ''] : [key, pr.get(key) ?? ''],
          ),
          { priority: 3 },
        ),
      ]),
    );
  }
  return blocks;
}

// Each side's settings as canonical property keys with their sources, the way `perf-gate inspect`
// shows them.
function settingsTable(settings: EffectiveSettings | undefined): Map<string, string> {
  const entries = new Map<string, string>();
  if (!settings) return entries;
  for (const { key, value } of settingEntries(settings)) {
    const source = settings.sources[key];
    entries.set(
      key,
      source === undefined ? settingText(value) : `${settingText(value)} (${settingText(source)})`,
    );
  }
  return entries;
}

function settingText(value: number | string | null): string {
  return value === null ? 'null' : String(value);
}

function runnerLine(result: GateResult): string {
  const runner = result.runner;
  const parts = [
    runner.cpuModel,
    `${runner.cores} core(s)`,
    formatMb(runner.memoryMb),
    runner.os,
    `Node ${runner.nodeVersion}`,
    runner.k6Version ? `k6 ${runner.k6Version}` : undefined,
    runner.dockerVersion ? `Docker ${runner.dockerVersion}` : undefined,
  ].filter((part): part is string => Boolean(part));
  const started = Date.parse(result.startedAt);
  const finished = Date.parse(result.finishedAt);
  const took =
    Number.isFinite(started) && Number.isFinite(finished)
      ? ` · took ${formatSeconds((finished - started) / 1000)}`
      : '';
  return `<sub>Runner: ${escapeInline(parts.join(' · '))} — ${escapeInline(result.tool.name)} ${escapeInline(result.tool.version)}${took}</sub>`;
}

// ---------------------------------------------------------------------------------------------
// Small helpers

function ruleStatus(rule: RuleRecord): string {
  if (rule.passed) return '✅ pass';
  if (rule.inconclusive) return '⚠️ inconclusive';
  return rule.level === 'error' ? '❌ fail' : `${levelIcon[rule.level]} ${rule.level}`;
}

function statusIcon(status: MetricComparison['status']): string {
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

function metricLabel(metric: MetricComparison['metric'], endpoint?: string): string {
  const names: Record<MetricComparison['metric'], string> = {
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

function formatMetricValue(metric: MetricComparison['metric'], value: number): string {
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
function median(values: readonly number[]): number {
  return medianOf(values.filter(isFiniteNumber));
}

function oneLine(value: string): string {
  return value.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}
