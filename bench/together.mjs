#!/usr/bin/env node
// How far two instances of the same app disagree per window, measured one after the other (the
// gate's `alternate` order, the idle app frozen) and both at once (each driven by its own k6):
// blocks of rounds alternate between the two modes on the same two warm apps (bench/lib/together-lab.ts).
// Run it alone on the machine:
//   node bench/together.mjs --blocks 6 --rounds 8 --label together
//   node bench/together.mjs --blocks 4 --rounds 8 --modes alternate,alternate-work --label together-work
//   node bench/together.mjs --summarize bench/results/together.json
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadModule } from './compare-module.mjs';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    blocks: { type: 'string', default: '6' },
    modes: { type: 'string', default: 'together,alternate' },
    rounds: { type: 'string', default: '8' },
    label: { type: 'string', default: 'together' },
    summarize: { type: 'boolean', default: false },
  },
});

const mean = (a) => a.reduce((x, y) => x + y, 0) / a.length;
const sd = (a) => Math.sqrt(a.reduce((x, y) => x + (y - mean(a)) ** 2, 0) / (a.length - 1));
const pct = (v) => `${(Math.expm1(v) * 100).toFixed(1)} %`;

function summarize(result) {
  const lines = [];
  for (const mode of ['together', 'alternate', 'alternate-work', 'alternate-reset']) {
    const rounds = result.rounds.filter((r) => r.mode === mode);
    if (rounds.length < 2) continue;
    const d = rounds.map((r) => r.d);
    // The runner's own speed: how much both apps' windows moved together, round to round.
    const common = sd(rounds.map((r) => (r.a + r.b) / 2));
    const blocks = [...new Set(rounds.map((r) => r.block))];
    const within = blocks.map((b) => {
      const db = rounds.filter((r) => r.block === b).map((r) => r.d);
      return db.length > 1 ? sd(db) ** 2 : undefined;
    });
    const pooled = Math.sqrt(mean(within.filter((v) => v !== undefined)));
    lines.push(
      `${mode}: ${rounds.length} rounds, mean d ${pct(mean(d))} (the two instances' offset), ` +
        `spread of d ${pct(sd(d))} (within blocks ${pct(pooled)}), spread of the rounds' common level ${pct(common)}, ` +
        `load average ${Math.min(...rounds.map((r) => r.load1)).toFixed(2)}–${Math.max(...rounds.map((r) => r.load1)).toFixed(2)}`,
    );
  }
  return lines;
}

if (values.summarize) {
  for (const file of positionals) {
    console.log(file);
    for (const line of summarize(JSON.parse(readFileSync(file, 'utf8')))) console.log(`  ${line}`);
  }
} else {
  const { runTogether } = await loadModule('bench/lib/together-lab.ts', { external: true });
  const started = new Date();
  const out = await runTogether({
    configPath: join(REPO, 'examples/travel-content/perf-gate.yml'),
    directory: join(REPO, 'examples/travel-content'),
    blocks: Number(values.blocks),
    modes: values.modes.split(','),
    roundsPerBlock: Number(values.rounds),
    progress: (line) => console.log(`${new Date().toISOString().slice(11, 19)} ${line}`),
  });
  const result = { startedAt: started.toISOString(), finishedAt: new Date().toISOString(), ...out };
  const file = join(REPO, 'bench/results', `${values.label}.json`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(result, null, 1)}\n`);
  for (const line of summarize(result)) console.log(line);
  console.log(`written: ${file}`);
}
