#!/usr/bin/env node
// Replays recorded calibration gates under other round designs (bench/lib/replay.ts): fixed
// rounds, or sequential stopping from a first look to a cap. A gate's rounds do not depend on
// the looks, so a recorded gate cut after round k is the gate that stopped there; the wall time
// is the recorded one less the rounds not run.
//
//   node bench/replay.mjs --label cal5 --designs 10,8,6,6-10,5-10,6-10:pocock bench/results/raw/cal5-*.json
//
// A design is "<rounds>" (fixed) or "<first look>-<cap>[:pocock]" (sequential, O'Brien-Fleming
// unless :pocock). --speed-adjustment 0.8 --instance-noise 1.5 --steal-adjustment 0.057 judge every
// gate at those settings instead of the ones it ran with. Writes bench/results/<label>-replay.json.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadModule } from './compare-module.mjs';
import { RESULTS, median, readRecordedGates } from './recorded-gates.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    label: { type: 'string', default: 'replay' },
    designs: { type: 'string', default: '10,8,6,6-10,5-10,6-10:pocock' },
    // judge every gate at these instead of the settings it ran with (e.g. today's defaults on
    // gates recorded before them): compare.speed-adjustment, and compare.instance-noise in %
    'speed-adjustment': { type: 'string' },
    'instance-noise': { type: 'string' },
    // compare.steal-adjustment: the share of the PR−base difference of the host's steal (points)
    // taken out of each pair's latency log-ratio
    'steal-adjustment': { type: 'string' },
    // true: each endpoint's latency in the family that decides, as a gate judges today
    endpoints: { type: 'string' },
  },
});
const override = {};
if (values['speed-adjustment'] !== undefined) {
  override.speedAdjustment = Number(values['speed-adjustment']);
  if (!(override.speedAdjustment >= 0 && override.speedAdjustment <= 3))
    throw new Error(
      `bench/replay.mjs: --speed-adjustment must be a number from 0 to 3 (got "${values['speed-adjustment']}")`,
    );
}
if (values['steal-adjustment'] !== undefined) {
  override.stealAdjustment = Number(values['steal-adjustment']);
  if (!(override.stealAdjustment >= 0 && override.stealAdjustment <= 0.5))
    throw new Error(
      `bench/replay.mjs: --steal-adjustment must be a number from 0 to 0.5 (got "${values['steal-adjustment']}")`,
    );
}
if (values['instance-noise'] !== undefined) {
  const pct = Number(values['instance-noise']);
  if (!(pct >= 0 && pct < 100))
    throw new Error(
      `bench/replay.mjs: --instance-noise takes a percentage from 0 to 100 (got "${values['instance-noise']}")`,
    );
  override.instanceNoise = pct / 100;
}
if (values.endpoints !== undefined) {
  if (!['true', 'false'].includes(values.endpoints))
    throw new Error(
      `bench/replay.mjs: --endpoints takes true or false (got "${values.endpoints}")`,
    );
  override.endpoints = values.endpoints === 'true';
}
if (positionals.length === 0)
  throw new Error('bench/replay.mjs: give the result files, e.g. bench/results/raw/cal5-*.json');
const designs = values.designs.split(',').map((text) => {
  const match = /^(\d+)(?:-(\d+)(?::(pocock|obrien-fleming))?)?$/.exec(text.trim());
  if (!match)
    throw new Error(
      `bench/replay.mjs: --designs entry "${text}" is not "<rounds>" or "<first look>-<cap>[:pocock]"`,
    );
  return {
    rounds: Number(match[1]),
    ...(match[2] ? { maxRounds: Number(match[2]) } : {}),
    ...(match[3] ? { spending: match[3] } : {}),
  };
});

const lib = await loadModule('bench/lib/replay.ts');
const { summarizeModes } = await loadModule('bench/lib/rejudge.ts');
const gates = readRecordedGates(positionals).filter((gate) => gate.verdict !== 'error');
for (const gate of gates) gate.compare = { ...gate.compare, ...override };
const report = { label: values.label, override, files: gates.map((g) => g.file), designs: [] };
const fmt = (v, digits = 1) => (Number.isFinite(v) ? v.toFixed(digits) : 'n/a');
console.log(
  '| design | mode | gates | pass | fail | inconclusive | rounds, mean | half-width, median | covers 0 | wall, median |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const design of designs) {
  const replayed = gates.map((gate) => lib.replayGate(gate, design));
  const walls = new Map(replayed.map((r) => [r.file, r.wallMs]));
  const modes = summarizeModes(replayed, (file) => walls.get(file));
  const label = lib.designLabel(design);
  report.designs.push({ design, label, modes, gates: replayed });
  for (const m of modes) {
    const mine = replayed.filter((r) => r.mode === m.mode);
    const meanRounds = mine.reduce((sum, r) => sum + r.rounds, 0) / mine.length;
    console.log(
      `| ${label} | ${m.mode} | ${m.gates} | ${m.pass} | ${m.fail} | ${m.inconclusive} | ${fmt(meanRounds)} | ${fmt(m.medianHalfWidthPct)} % | ${Math.round(m.coversZero * m.gates)} of ${m.gates} | ${fmt(median(mine.flatMap((r) => (r.wallMs === undefined ? [] : [r.wallMs / 1000]))), 0)} s |`,
    );
  }
}
const out = join(RESULTS, `${values.label}-replay.json`);
writeFileSync(out, `${JSON.stringify(report, null, 1)}\n`);
console.log(`\nwritten: ${out}`);
