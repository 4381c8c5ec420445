import { describe, expect, it } from 'vitest';
import { LogTail } from '../../../src/env/docker.js';

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
  });
});
