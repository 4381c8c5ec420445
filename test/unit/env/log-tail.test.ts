import { describe, expect, it } from 'vitest';
import { LogTail } from '../../../src/env/docker.js';
import { cutMarker } from '../../../src/env/log-tail.js';

const MB16 = 16 * 1024 * 1024;

/** Pushes `text` in chunks of `size` characters (lines split across chunks). */
function pushInChunks(tail: LogTail, text: string, size: number): void {
  for (let at = 0; at < text.length; at += size) tail.push(text.slice(at, at + size));
}

describe('LogTail', () => {
  it('returns the lines after a mark, also once older lines were dropped', () => {
    const tail = new LogTail(3);
    tail.push('a\nb\n');
    const mark = tail.count;
    expect(mark).toBe(2);
    tail.push('c\nd\ne\npart');
    // kept: c, d, e (a and b dropped); after the mark: c, d, e plus the unfinished line
    expect(tail.since(mark)).toEqual(['c', 'd', 'e', 'part']);
    expect(tail.since(tail.count)).toEqual(['part']);
    tail.push('ial\n');
    expect(tail.since(mark + 3)).toEqual(['partial']);
    // a mark older than what is kept gives everything kept
    expect(tail.since(0)).toEqual(['d', 'e', 'partial']);
    expect(tail.tail(2)).toEqual(['e', 'partial']);
    expect(tail.tail(0)).toEqual([]);
  });

  it('ends lines at \\n and \\r\\n, also when the two are in different chunks', () => {
    const tail = new LogTail(10);
    tail.push('a\r');
    tail.push('\nb\r\nc\rd\n\n');
    expect(tail.tail()).toEqual(['a', 'b', 'c\rd', '']);
    expect(tail.text()).toBe('a\nb\nc\rd\n');
  });

  it('keeps the head of 16 MB without a newline, cut with a marker saying how long it was', () => {
    const tail = new LogTail(100, 1000);
    // an odd chunk size, so that no chunk boundary falls on the cut
    pushInChunks(tail, 'x'.repeat(MB16), 65_521);
    const cut = 'x'.repeat(1000) + cutMarker(1000, MB16);
    // still unfinished: shown as it will be kept
    expect(tail.count).toBe(0);
    expect(tail.tail()).toEqual([cut]);
    tail.push('\r\nnext line\n');
    expect(tail.count).toBe(2);
    expect(tail.tail()).toEqual([cut, 'next line']);
    expect(cut).toMatch(/… \[line cut at 1000 of 16777216 characters\]$/);
  });

  it('keeps the last lines of 100,000 short lines split across chunks', () => {
    const lines: string[] = [];
    const seen: string[] = [];
    const tail = new LogTail(500, 1000, (line) => seen.push(line));
    for (let i = 0; i < 100_000; i++) lines.push(`line ${i} ${'.'.repeat(i % 50)}`);
    pushInChunks(tail, lines.join('\n') + '\n', 997);
    expect(tail.count).toBe(100_000);
    expect(tail.tail(3)).toEqual(lines.slice(-3));
    expect(tail.tail()).toEqual(lines.slice(-500));
    expect(tail.since(99_990)).toEqual(lines.slice(-10));
    // every complete line reached the listener once, whole
    expect(seen).toEqual(lines);
  });

  it('stays within N lines of M characters, however much comes in', () => {
    const maxLines = 200;
    const maxLineChars = 1000;
    const tail = new LogTail(maxLines, maxLineChars);
    const longest = maxLineChars + cutMarker(maxLineChars, Number.MAX_SAFE_INTEGER).length;
    const bound = (maxLines + 1) * (longest + 1);
    // long lines, short lines and one line of 16 MB, in chunks of all sizes
    pushInChunks(tail, `${'y'.repeat(50_000)}\n`.repeat(400), 8_191);
    expect(tail.text().length).toBeLessThanOrEqual(bound);
    pushInChunks(tail, 'z'.repeat(MB16), 1 << 20);
    expect(tail.text().length).toBeLessThanOrEqual(bound);
    pushInChunks(tail, 'short\n'.repeat(10_000), 4_096);
    expect(tail.tail()).toHaveLength(maxLines);
    expect(tail.text().length).toBeLessThanOrEqual(bound);
  });

  it('never cuts between the two halves of a surrogate pair', () => {
    const tail = new LogTail(10, 5);
    tail.push('abcd😀efg\n');
    expect(tail.tail()).toEqual([`abcd${cutMarker(4, 9)}`]);
  });
});
