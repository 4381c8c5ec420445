// GitHub-flavoured markdown tables whose cells can hold anything (endpoint names with `|`, error
// messages with newlines, a config value like `<script>`) without breaking the table or injecting
// HTML. Layout comes from markdown-table; the escaping on top is ours because markdown-table
// deliberately leaves cell content alone. Pure.
import { markdownTable } from 'markdown-table';

/** What a cell may be given; null and undefined render as an empty cell. */
export type Cell = string | number | boolean | null | undefined;

/** Column alignment: left, right or centre. */
export type Align = 'l' | 'r' | 'c';

/**
 * Escapes text for use inside markdown (a heading, a list item, a sentence): HTML special
 * characters become entities and backticks are escaped so no code span can swallow what follows.
 * Newlines are kept (use escapeCell inside tables).
 */
export function escapeInline(text: string): string {
  return (
    text
      // `&` first: later replacements introduce entities of their own.
      .replaceAll('&', '&amp;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;')
      // An entity keeps a user's backslash from escaping our `\|` or `\``.
      .replaceAll('\\', '&#92;')
      .replaceAll('`', '\\`')
  );
}

/**
 * Escapes one table cell: everything escapeInline does, plus `|` (GFM splits cells on it even
 * inside code spans) and line breaks (a raw newline ends the row) as `<br>`.
 */
export function escapeCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  return escapeInline(String(value))
    .replaceAll('|', '\\|')
    .replace(/\r\n|\r|\n/g, '<br>');
}

/** A table split into its head (header and delimiter lines) and one line per row, for trimming. */
export interface TableLines {
  head: string;
  rows: string[];
}

/** Renders a table with every header and body cell escaped, as head + row lines. */
export function tableLines(
  header: readonly Cell[],
  rows: ReadonlyArray<readonly Cell[]>,
  options: { align?: readonly Align[] } = {},
): TableLines {
  const matrix = [header, ...rows].map((row) => row.map(escapeCell));
  // Unpadded delimiters: column padding costs characters under the comment limit and is invisible
  // once rendered.
  const rendered = markdownTable(matrix, {
    alignDelimiters: false,
    ...(options.align ? { align: [...options.align] } : {}),
  });
  const lines = rendered.split('\n');
  return { head: lines.slice(0, 2).join('\n'), rows: lines.slice(2) };
}

/** Renders a complete table with every cell escaped. */
export function renderTable(
  header: readonly Cell[],
  rows: ReadonlyArray<readonly Cell[]>,
  options: { align?: readonly Align[] } = {},
): string {
  const { head, rows: rowLines } = tableLines(header, rows, options);
  return [head, ...rowLines].join('\n');
}
