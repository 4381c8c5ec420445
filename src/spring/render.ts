// The readable form of an inspection: one table of effective values with their sources, then the
// findings. Pure.
import { markdownTable } from 'markdown-table';
import type { Finding } from '../model.js';
import { settingEntries } from './diff.js';
import type { InspectionDetail } from './types.js';

const UNITS: Array<[RegExp, string]> = [
  [/(timeout|lifetime)$/, 'ms'],
  [/^jvm\.(xms|xmx)$/, 'MiB'],
  [/^jvm\.max-ram-percentage$/, '%'],
];

function withUnit(key: string, value: number | string | null): string {
  if (value === null) return 'unknown (give --memory)';
  const unit = UNITS.find(([pattern]) => pattern.test(key))?.[1];
  return unit ? `${value} ${unit}` : String(value);
}

/** Keeps table cells on one line and free of the column separator. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

/** Renders findings as indented text blocks, most severe first. */
export function renderFindings(findings: readonly Finding[]): string {
  if (findings.length === 0) return 'No findings.';
  const order = { error: 0, warning: 1, notice: 2 } as const;
  const sorted = [...findings].sort((a, b) => order[a.level] - order[b.level]);
  const lines = [`Findings (${findings.length}):`];
  for (const finding of sorted) {
    lines.push(
      `  ${finding.level.padEnd(7)} ${finding.rule}${finding.keys?.length ? `  [${finding.keys.join(', ')}]` : ''}`,
    );
    lines.push(`          ${finding.message}`);
  }
  return lines.join('\n');
}

/** The readable report `perf-gate inspect` prints. */
export function renderInspection(detail: InspectionDetail, appDir: string): string {
  const { settings } = detail;
  const rows = settingEntries(settings).map(({ key, value }) => {
    const property = detail.properties[key];
    const source = property?.envName
      ? `env ${property.envName}`
      : (settings.sources[key] ?? 'default');
    // Show the text as written when a placeholder or unit was involved, so the source line is recognisable.
    const written = property && property.raw !== String(value) ? ` (${property.raw})` : '';
    return [key, withUnit(key, value), cell(`${source}${written}`)];
  });
  const datasourceNames = settings.datasources.map((ds) => `${ds.name} (${ds.prefix})`).join(', ');
  return [
    `App: ${appDir}`,
    `Active profiles: ${detail.activeProfiles.join(', ')}`,
    `Config files (lowest precedence first): ${detail.files.length > 0 ? detail.files.join(', ') : 'none'}`,
    ...(detail.inactiveFiles.length > 0
      ? [`Not applied (other profiles): ${detail.inactiveFiles.join(', ')}`]
      : []),
    `Datasources: ${datasourceNames || 'none'}`,
    '',
    markdownTable([['Setting', 'Effective value', 'Source'], ...rows], { align: ['l', 'r', 'l'] }),
    '',
    renderFindings(settings.findings),
  ].join('\n');
}
