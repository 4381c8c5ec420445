#!/usr/bin/env node
// What the work counters' reads around one measured window cost the app's CPU
// (bench/lib/counter-cost-lab.ts): the warm, idle example app, spans with no reads against spans
// with the reads of one window repeated. Run it alone on the machine:
//   node bench/counter-cost.mjs --spans 6 --span 10s --reads 10 --label counter-cost
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadModule } from './compare-module.mjs';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    spans: { type: 'string', default: '6' },
    span: { type: 'string', default: '10s' },
    reads: { type: 'string', default: '10' },
    label: { type: 'string', default: 'counter-cost' },
  },
});
const spanMs = Number(values.span.replace(/s$/, '')) * 1000;
const mean = (a) => a.reduce((x, y) => x + y, 0) / a.length;
const sd = (a) => Math.sqrt(a.reduce((x, y) => x + (y - mean(a)) ** 2, 0) / (a.length - 1));

const { runCounterCost } = await loadModule('bench/lib/counter-cost-lab.ts', { external: true });
const started = new Date();
const { spans } = await runCounterCost({
  configPath: join(REPO, 'examples/travel-content/perf-gate.yml'),
  directory: join(REPO, 'examples/travel-content'),
  spans: Number(values.spans),
  spanMs,
  readsPerSpan: Number(values.reads),
  progress: (line) => console.log(`${new Date().toISOString().slice(11, 19)} ${line}`),
});
// Each read span against the idle spans on either side of it.
const perRead = [];
for (let i = 1; i < spans.length; i += 2) {
  const idle = [spans[i - 1], spans[i + 1]].filter(Boolean).map((s) => s.cpuMs);
  perRead.push((spans[i].cpuMs - mean(idle)) / spans[i].reads);
}
const summary = {
  idleMsPerSpan: mean(spans.filter((s) => s.kind === 'idle').map((s) => s.cpuMs)),
  msPerWindowReads: mean(perRead),
  sdMsPerWindowReads: perRead.length > 1 ? sd(perRead) : undefined,
  load1: [Math.min(...spans.map((s) => s.load1)), Math.max(...spans.map((s) => s.load1))],
};
const file = join(REPO, 'bench/results', `${values.label}.json`);
mkdirSync(dirname(file), { recursive: true });
writeFileSync(
  file,
  `${JSON.stringify({ startedAt: started.toISOString(), spanMs, spans, perRead, summary }, null, 1)}\n`,
);
console.log(
  `app CPU per window's reads (before + after): ${summary.msPerWindowReads.toFixed(2)} ms ` +
    `(spread over ${perRead.length} spans ${summary.sdMsPerWindowReads?.toFixed(2)} ms); ` +
    `idle ${summary.idleMsPerSpan.toFixed(1)} ms per ${spanMs / 1000} s; load ${summary.load1.join('–')}`,
);
console.log(`written: ${file}`);
