// The last lines of a container's or a build's output, kept for error messages and diagnosis.
// Linear in the characters received and bounded in memory: each chunk is scanned once, never the
// text kept before it, and at most `maxLines` lines of at most `maxLineChars` characters are kept.
// An over-long line keeps its head (where a log line has its time, level and logger) and a marker
// that says how long it was; the rest of it is counted, not stored.

/** What follows the kept head of a line longer than the limit. */
export function cutMarker(kept: number, length: number): string {
  return `… [line cut at ${kept} of ${length} characters]`;
}

export class LogTail {
  /** the kept complete lines, a ring: the oldest at `first` */
  private readonly ring: string[] = [];
  private first = 0;
  private seen = 0;
  /** the unfinished line: the pieces of its head, their length, and its whole length so far */
  private pieces: string[] = [];
  private kept = 0;
  private length = 0;
  private endsInCarriageReturn = false;

  constructor(
    private readonly maxLines = 2000,
    private readonly maxLineChars = 4096,
    /** called with each complete line as it is kept (cut like the kept one) */
    private readonly onLine?: (line: string) => void,
  ) {}

  push(chunk: string): void {
    let from = 0;
    for (let newline = chunk.indexOf('\n'); newline !== -1; newline = chunk.indexOf('\n', from)) {
      this.append(chunk, from, newline);
      this.finishLine();
      from = newline + 1;
    }
    this.append(chunk, from, chunk.length);
  }

  /** Complete lines received so far (a mark for `since`). */
  get count(): number {
    return this.seen;
  }

  /** The lines received after `mark` (a former `count`) that are still kept. */
  since(mark: number): string[] {
    const dropped = this.seen - this.ring.length;
    return this.lines(this.seen - Math.max(mark, dropped));
  }

  /** The last `count` lines (all kept when omitted), the unfinished one included. */
  tail(count?: number): string[] {
    if (count === undefined) return this.lines(this.ring.length);
    if (count <= 0) return [];
    const lines = this.lines(count);
    return lines.length > count ? lines.slice(1) : lines;
  }

  /** The last `count` complete lines kept, then the unfinished one if any. */
  private lines(count: number): string[] {
    const size = this.ring.length;
    const lines: string[] = [];
    for (let i = size - Math.max(0, Math.min(count, size)); i < size; i++) {
      lines.push(this.ring[(this.first + i) % size]!);
    }
    if (this.length > 0) lines.push(this.render());
    return lines;
  }

  text(): string {
    return this.tail().join('\n');
  }

  /** Adds `chunk[from, to)` to the unfinished line, keeping at most `maxLineChars` of it. */
  private append(chunk: string, from: number, to: number): void {
    if (to <= from) return;
    this.length += to - from;
    this.endsInCarriageReturn = chunk.charCodeAt(to - 1) === 13;
    const room = this.maxLineChars - this.kept;
    if (room <= 0) return;
    const piece = chunk.slice(from, Math.min(to, from + room));
    this.pieces.push(piece);
    this.kept += piece.length;
  }

  /** The unfinished line as it would be kept: without a CR before the newline, cut if too long. */
  private render(): string {
    let text = this.pieces.length === 1 ? this.pieces[0]! : this.pieces.join('');
    this.pieces = text === '' ? [] : [text];
    const length = this.endsInCarriageReturn ? this.length - 1 : this.length;
    if (length <= this.maxLineChars) return text.slice(0, length);
    // Not between the two halves of a surrogate pair.
    const code = text.charCodeAt(this.maxLineChars - 1);
    text = text.slice(0, code >= 0xd800 && code <= 0xdbff ? -1 : this.maxLineChars);
    return text + cutMarker(text.length, length);
  }

  private finishLine(): void {
    const line = ownCopy(this.render());
    this.pieces = [];
    this.kept = 0;
    this.length = 0;
    this.endsInCarriageReturn = false;
    this.seen++;
    if (this.ring.length < this.maxLines) this.ring.push(line);
    else {
      this.ring[this.first] = line;
      this.first = (this.first + 1) % this.maxLines;
    }
    this.onLine?.(line);
  }
}

/**
 * A copy of `text` that shares no memory with the chunk it was cut from: V8 keeps a slice as a
 * view of its whole parent string, so one kept line would otherwise hold a whole 64 KB chunk.
 */
function ownCopy(text: string): string {
  return text.length < 16 ? text : Buffer.from(text, 'utf8').toString('utf8');
}
