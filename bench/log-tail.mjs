#!/usr/bin/env node
// What the log tail (src/env/log-tail.ts) costs on 16 MB of output without a newline, in 64 KB
// chunks (a pipe's), and on 100,000 short lines: the former tail, which split the whole unfinished
// line again on every chunk, against the current one. Milliseconds, the best of --repeat runs.
//   node bench/log-tail.mjs [--repeat 3]
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { loadModule } from './compare-module.mjs';

const { values } = parseArgs({ options: { repeat: { type: 'string', default: '3' } } });
const { LogTail } = await loadModule('src/env/log-tail.ts');

/** The tail as it was before it was made linear (kept here to measure against). */
class FormerLogTail {
  lines = [];
  partial = '';
  constructor(maxLines = 2000) {
    this.maxLines = maxLines;
  }
  push(chunk) {
    const parts = (this.partial + chunk).split(/\r?\n/);
    this.partial = parts.pop() ?? '';
    for (const line of parts) {
      this.lines.push(line);
      if (this.lines.length > this.maxLines) this.lines.shift();
    }
  }
  tail() {
    return this.partial ? [...this.lines, this.partial] : [...this.lines];
  }
}

const CHUNK = 64 * 1024;
const longLine = 'x'.repeat(16 * 1024 * 1024);
const shortLines = Array.from(
  { length: 100_000 },
  (_, i) => `line ${i} of the build output\n`,
).join('');

/** The best wall time of `repeat` runs feeding `text` to a new tail in 64 KB chunks. */
function time(Tail, text) {
  let best = Infinity;
  for (let run = 0; run < Number(values.repeat); run++) {
    const started = process.hrtime.bigint();
    const tail = new Tail();
    for (let at = 0; at < text.length; at += CHUNK) tail.push(text.slice(at, at + CHUNK));
    tail.tail();
    best = Math.min(best, Number(process.hrtime.bigint() - started) / 1e6);
  }
  return best.toFixed(1);
}

console.log(
  `load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
for (const [label, text] of [
  ['16 MB without a newline', longLine],
  ['100,000 short lines', shortLines],
]) {
  console.log(`${label}: former ${time(FormerLogTail, text)} ms, now ${time(LogTail, text)} ms`);
}
