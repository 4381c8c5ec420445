// The work metrics' registry against what is written about it by hand: the table of default
// tolerances in docs/work.md and the example perf-gate.yml of docs/configuration.md.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { toWorkConfig, WORK_DEFAULTS, workConfigSchema } from '../../../src/config/work.js';
import {
  endpointFigureOf,
  WORK_METRIC_REGISTRY,
  WORK_METRICS,
} from '../../../src/config/work-metrics.js';

const docs = join(import.meta.dirname, '..', '..', '..', 'docs');
const read = (file: string) => readFileSync(join(docs, file), 'utf8');

/** The rows of the markdown table whose header row starts with `header`, as trimmed cells. */
function tableRows(text: string, header: string): string[][] {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.startsWith(header));
  expect(start, `a table headed ${header}`).toBeGreaterThanOrEqual(0);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

describe('the work metrics registry', () => {
  it('matches the table of default tolerances in docs/work.md, metric by metric and in order', () => {
    const documented: Array<[string, string]> = [];
    for (const [metrics, tolerance] of tableRows(read('work.md'), '| metric ')) {
      for (const [, name] of metrics!.matchAll(/`([^`]+)`/g)) documented.push([name!, tolerance!]);
    }
    const text = (t: number | false) => (t === false ? 'off' : `${Number((t * 100).toFixed(6))} %`);
    expect(documented).toEqual(WORK_METRICS.map((m) => [m, text(WORK_DEFAULTS.tolerance[m])]));
  });

  it("matches compare.work.tolerance of docs/configuration.md's example, in order", () => {
    const example = read('configuration.md').match(/```yaml\n([\s\S]*?)```/)![1]!;
    const written = (parse(example) as { compare: { work: { tolerance: object } } }).compare.work
      .tolerance;
    expect(Object.keys(written)).toEqual([...WORK_METRICS]);
    const { tolerance } = toWorkConfig(workConfigSchema.parse({ tolerance: written }));
    expect(tolerance).toEqual(WORK_DEFAULTS.tolerance);
  });

  it('gives every kind of statement one metric, read per endpoint as well', () => {
    const kinds = WORK_METRICS.map((m) => WORK_METRIC_REGISTRY[m].kind).filter(Boolean);
    expect(new Set(kinds).size).toBe(kinds.length);
    const kindMetrics = WORK_METRICS.filter((m) => WORK_METRIC_REGISTRY[m].kind !== undefined);
    expect(kindMetrics.every((m) => endpointFigureOf(m)?.omitZero)).toBe(true);
  });
});
