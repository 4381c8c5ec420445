// The markdown report: one body for the sticky PR comment and the job summary. Pure: it reads only
// the GateResult it is given (never the GitHub context), so the same result always renders the same
// text and golden files can pin it down.
//
// The document is built as blocks (text, table, details) rather than one string so it can be
// trimmed under GitHub's comment limit at block and row boundaries only: a table loses whole rows,
// a <details> is always closed, and a visible notice says what was left out.
//
// The sections are in src/report/markdown/: blocks.ts (blocks and trimming), scenario.ts,
// sections.ts (everything around the scenarios) and labels.ts.
import type { GateResult } from '../model.js';
import { fitBlocks, GITHUB_COMMENT_LIMIT, text, type Block } from './markdown/blocks.js';
import { verdictIcon } from './markdown/labels.js';
import { rulesTable, scenarioBlocks, scenarioSummary } from './markdown/scenario.js';
import {
  errorBlocks,
  findingBlocks,
  policyBlocks,
  runnerLine,
  settingsBlocks,
  sidesLine,
  verdictReason,
} from './markdown/sections.js';
import { noiseModelText } from './noise-model.js';
import { protocolLine } from './protocol.js';
import { escapeInline } from './table.js';

export { GITHUB_COMMENT_LIMIT };

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
  /**
   * per scenario, the line about the base branch's history shown under its heading
   * (src/history/sparkline.ts, historyLine; already escaped markdown); none: no line
   */
  historyLines?: Readonly<Record<string, string>>;
  /**
   * on an uncalibrated runner, the history's latest calibration of its class in words
   * (noise-model.ts, recordedCalibrationText; plain text, escaped here); none: not said
   */
  recordedCalibration?: string;
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
  const lines = options.historyLines ?? {};
  for (const scenario of result.scenarios) {
    const line = Object.hasOwn(lines, scenario.name) ? lines[scenario.name] : undefined;
    blocks.push(...scenarioBlocks(scenario, result.protocol?.sequential, line));
  }
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
  const noiseModel = noiseModelText(result);
  const calibration = options.recordedCalibration ? ` ${options.recordedCalibration}` : '';
  if (noiseModel) blocks.push(text(`<sub>${escapeInline(noiseModel + calibration)}</sub>`, 1));
  blocks.push(text(runnerLine(result), 0));
  return blocks;
}
