// The comment as blocks (text, table, details) rather than one string, so that it can be trimmed
// under GitHub's comment limit at block and row boundaries only: a table loses whole rows, a
// <details> is always closed, and a visible notice says what was left out. Pure.
import { formatCount } from '../../format/numbers.js';
import { tableLines, type Align, type Cell } from '../table.js';

/** GitHub rejects comment bodies above 65,536 characters. */
export const GITHUB_COMMENT_LIMIT = 65_536;

// Priority decides what survives trimming: 0 is always kept (verdict, error, runner), then 1 (each
// scenario's headline table), 2 (failures, findings, config diff), 3 (supporting detail).
export type Priority = 0 | 1 | 2 | 3;

export type Block =
  | { kind: 'text'; text: string; priority: Priority }
  | { kind: 'table'; head: string; rows: string[]; priority: Priority }
  | { kind: 'details'; summary: string; blocks: Block[]; open: boolean; priority: Priority }
  | { kind: 'trim-notice'; priority: 0 };

const separator = '\n\n';

export function text(value: string, priority: Priority = 1): Block {
  return { kind: 'text', text: value, priority };
}

export function table(
  header: readonly Cell[],
  rows: ReadonlyArray<readonly Cell[]>,
  options: { align?: readonly Align[]; priority?: Priority } = {},
): Block {
  const lines = tableLines(header, rows, options.align ? { align: options.align } : {});
  return { kind: 'table', head: lines.head, rows: lines.rows, priority: options.priority ?? 1 };
}

export function details(
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
export function fitBlocks(blocks: readonly Block[], maxChars: number): string {
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
