// A history's series written for the tools teams already use (`perf-gate history export`,
// docs/history.md). Pure: records in, text out.
//
// - otava: Apache Otava's CSV input (its CsvImporter): a header `time,commit,<series…>`, one row
//   per record in time order, the time as `YYYY-MM-DD HH:MM:SS +0000` (Otava parses it with
//   dateparser). Otava refuses an empty cell, so a record without a figure gets the series' nearest
//   earlier value, or before its first value the first one: the rule Otava's own analysis applies
//   to a missing point (otava/analysis.py, fill_missing). The columns go in the test's `metrics`
//   and `commit` in its `attributes` in otava.yaml.
// - bencher: one line of JSON per record, in time order: `{"commit", "time", "branch"?, "bmf"}`,
//   where `bmf` is the record in Bencher Metric Format (`{"<benchmark>": {"<measure>": {"value": n}}}`);
//   the benchmark is the series key without its last segment (`scenario/browse/endpoint/GET /x`),
//   the measure that segment (`p95`). Each line's `bmf` is one `bencher run --file` upload, with
//   `--hash` set to its commit.
// - csv: the long form, one row per point: `time,commit,series,value`, in time order, then by series.
import { seriesOf, type HistoryRecord } from './record.js';

export const EXPORT_FORMATS = ['otava', 'bencher', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The records in the format, restricted to the series `keep` accepts. */
export function exportHistory(
  records: readonly HistoryRecord[],
  format: ExportFormat,
  keep: (key: string) => boolean = () => true,
): string {
  const rows = inTimeOrder(records).map((record) => ({
    record,
    values: new Map(
      [...seriesOf([record])]
        .filter(([key]) => keep(key))
        .map(([key, points]) => [key, points[0]!.value]),
    ),
  }));
  switch (format) {
    case 'otava':
      return otavaCsv(rows);
    case 'bencher':
      return bencherLines(rows);
    case 'csv':
      return longCsv(rows);
  }
}

interface Row {
  record: HistoryRecord;
  /** series key → value, keys sorted */
  values: Map<string, number>;
}

function inTimeOrder(records: readonly HistoryRecord[]): HistoryRecord[] {
  return records
    .map((record, index) => ({ record, index, at: Date.parse(record.time) }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map(({ record }) => record);
}

function otavaCsv(rows: readonly Row[]): string {
  const keys = [...new Set(rows.flatMap((row) => [...row.values.keys()]))].sort();
  const columns = keys.map((key) => filled(rows.map((row) => row.values.get(key))));
  const lines = [['time', 'commit', ...keys].map(csvField).join(',')];
  for (const [index, { record }] of rows.entries()) {
    const cells = columns.map((column) => String(column[index]));
    lines.push([otavaTime(record.time), record.commit, ...cells].map(csvField).join(','));
  }
  return `${lines.join('\n')}\n`;
}

/** Missing values forward-filled, leading ones back-filled (Otava's fill_missing). */
function filled(values: ReadonlyArray<number | undefined>): number[] {
  const out = [...values];
  for (let i = 1; i < out.length; i++) out[i] ??= out[i - 1];
  for (let i = out.length - 2; i >= 0; i--) out[i] ??= out[i + 1];
  return out as number[];
}

/** `2026-03-01 09:30:00 +0000`: the form Otava prints its own times in. */
function otavaTime(time: string): string {
  return `${new Date(time).toISOString().slice(0, 19).replace('T', ' ')} +0000`;
}

function bencherLines(rows: readonly Row[]): string {
  return rows
    .map(({ record, values }) => {
      const bmf: Record<string, Record<string, { value: number }>> = {};
      for (const [key, value] of values) {
        const cut = key.lastIndexOf('/');
        const benchmark = key.slice(0, cut);
        (bmf[benchmark] ??= {})[key.slice(cut + 1)] = { value };
      }
      return `${JSON.stringify({
        commit: record.commit,
        time: record.time,
        ...(record.branch ? { branch: record.branch } : {}),
        bmf,
      })}\n`;
    })
    .join('');
}

function longCsv(rows: readonly Row[]): string {
  const lines = ['time,commit,series,value'];
  for (const { record, values } of rows) {
    for (const [key, value] of values)
      lines.push([record.time, record.commit, key, String(value)].map(csvField).join(','));
  }
  return `${lines.join('\n')}\n`;
}

/** A CSV field, quoted (quotes doubled) when it holds a comma, a quote or a line break. */
function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
