// The parts of the comment around the scenarios: verdict reason, error, sides, policy, findings,
// settings and runner. Pure.
import { deriveVerdict } from '../../analysis/verdict.js';
import { settingEntries } from '../../spring/diff.js';
import type { EffectiveSettings } from '../../spring/types.js';
import { formatMb, formatSeconds } from '../../format/numbers.js';
import type { Finding, GateResult, GateSettings, Level } from '../../model.js';
import { codeBlock, codeSpan, escapeInline } from '../table.js';
import { details, table, text, type Block } from './blocks.js';
import { levelIcon, oneLine } from './labels.js';

/** What decided the verdict, as plain text: the rule or comparison and its figures. */
export function decisionText(result: GateResult): string {
  if (result.verdict === 'error')
    return `The gate could not measure: ${result.error?.message ?? 'unknown error'}`;
  const decision = deriveVerdict({
    rules: result.rules,
    comparisons: result.scenarios.flatMap((scenario) => scenario.comparisons),
  });
  return decision.verdict === result.verdict
    ? decision.reason
    : verdictFallback(result.verdict, decision.reason);
}

export function verdictReason(result: GateResult): string {
  if (result.verdict === 'error') {
    return `**The gate could not measure:** ${escapeInline(oneLine(result.error?.message ?? 'unknown error'))}`;
  }
  return `**${escapeInline(oneLine(decisionText(result)))}**`;
}

// The stored verdict is the one that decided the exit code; if the records say otherwise (an older
// file, an option such as failOnFindings) the report still explains with the records' own reason.
function verdictFallback(verdict: GateResult['verdict'], recordsReason: string): string {
  return `Verdict ${verdict}; ${recordsReason}`;
}

export function errorBlocks(error: NonNullable<GateResult['error']>): Block[] {
  const kind = `${error.kind.charAt(0).toUpperCase()}${error.kind.slice(1)} error`;
  const stage = error.stage ? ` during ${codeSpan(error.stage)}` : '';
  // The message can quote a build's or an app's log: a code block shows it verbatim and inert.
  const lines = [`### ${escapeInline(kind)}${stage}`, '', codeBlock(error.message)];
  if (error.fix) lines.push('', `**Fix:** ${escapeInline(error.fix)}`);
  return [text(lines.join('\n'), 0)];
}

export function sidesLine(result: GateResult): string | undefined {
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

export function policyBlocks(policy: GateResult['policy']): Block[] {
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

export function findingBlocks(findings: readonly Finding[]): Block[] {
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

export function settingsBlocks(settings: GateSettings | undefined): Block[] {
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

export function runnerLine(result: GateResult): string {
  const runner = result.runner;
  const parts = [
    runner.cpuModel,
    `${runner.cores} core(s)`,
    formatMb(runner.memoryMb),
    runner.os,
    `Node ${runner.nodeVersion}`,
    runner.k6Version ? `k6 ${runner.k6Version.replace(/^k6\s+/, '')}` : undefined,
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
