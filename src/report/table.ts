// GitHub-flavoured markdown tables whose cells can hold anything (endpoint names with `|`, error
// messages with newlines, a config value like `<script>`) without breaking the table or injecting
// HTML. Layout comes from markdown-table; the escaping on top is ours because markdown-table
// deliberately leaves cell content alone. Pure.
import { markdownTable } from 'markdown-table';

/** What a cell may be given; null and undefined render as an empty cell. */
export type Cell = string | number | boolean | null | undefined;

/** Column alignment: left, right or centre. */
export type Align = 'l' | 'r' | 'c';

/** Zero-width space: splits `@name`, `#123`, `https://` and `www.` so GitHub links none of them. */
const ZWSP = '\u200b';

const INLINE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  // An entity keeps a user's backslash from escaping our `\|` or `\``.
  '\\': '&#92;',
  '`': '\\`',
  '[': '&#91;',
  ']': '&#93;',
  '|': '\\|',
  '@': `@${ZWSP}`,
  '#': `#${ZWSP}`,
  // GFM strikethrough and ~~~ fences.
  '~': '&#126;',
  '://': `:${ZWSP}//`,
};

/**
 * Escapes untrusted text (a scenario name, an endpoint tag, a YAML key, an error message) for use
 * inside markdown: it renders as the same visible characters but cannot add HTML, a link, an
 * image, a heading, a list, a table, a code fence, an @mention or an issue reference. HTML special
 * characters and link brackets become entities (an entity is never markdown syntax); `@`, `#`,
 * `://` and `www.` get a zero-width space (GitHub's mention, reference and autolink filters read
 * the decoded text); a line cannot start with a block marker. Newlines are kept (use escapeCell
 * inside tables).
 */
export function escapeInline(text: string): string {
  return (
    text
      // One pass, so no replacement is escaped again by a later one.
      .replace(/[&<>\\`[\]|@#~]|:\/\//g, (match) => INLINE_ESCAPES[match]!)
      .replace(/www\./gi, (www) => `${www.slice(0, 3)}${ZWSP}.`)
      // Block markers at a line start: bullets, ordered items, setext underlines, thematic
      // breaks become entities, which are never markdown syntax.
      .replace(/^([ \t]*)([-+*])(?=[ \t]|$)/gm, entityOfMarker)
      .replace(/^([ \t]*)([-=_*])(?=[-=_* \t]*$)/gm, entityOfMarker)
      .replace(/^([ \t]*\d{1,9})([.)])(?=[ \t]|$)/gm, entityOfMarker)
  );
}

function entityOfMarker(_: string, before: string, marker: string): string {
  return `${before}&#${marker.charCodeAt(0)};`;
}

/**
 * Untrusted text as an inline code span: shown verbatim, nothing in it is markdown, HTML, a
 * mention or a link. Line breaks become spaces; the fence is longer than any backtick run inside.
 */
export function codeSpan(text: string): string {
  const flat = text.replace(/\r\n|\r|\n/g, ' ');
  const longest = Math.max(0, ...[...flat.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') || flat.trim() === '' ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/** Untrusted multi-line text (an error message, a log tail) as a fenced code block. */
export function codeBlock(text: string): string {
  const longest = Math.max(
    2,
    ...[...text.matchAll(/^ {0,3}(`{3,}|~{3,})/gm)].map((m) => m[1]!.length),
  );
  const fence = '`'.repeat(longest + 1);
  return `${fence}text\n${text.replace(/\r\n|\r/g, '\n')}\n${fence}`;
}

/**
 * Escapes one table cell: everything escapeInline does, plus `|` (GFM splits cells on it even
 * inside code spans) and line breaks (a raw newline ends the row) as `<br>`.
 */
export function escapeCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  return escapeInline(String(value)).replace(/\r\n|\r|\n/g, '<br>');
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
