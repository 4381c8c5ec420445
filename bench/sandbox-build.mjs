// What the sandbox costs a gate: the example's gate (`perf-gate run`, its own Maven wrapper
// build, the database, the app, k6) with the build and k6 on the host (`--sandbox off`) and in
// their containers (`--sandbox on`: the JDK image, the k6 image), alternated on the same machine
// in one run, each after a first sandboxed build has filled the sandbox's dependency cache (the
// host's ~/.m2 is warm from earlier builds). Before each host
// build the example's target/ is removed: a pull request's checkout on CI has none, and the
// sandbox always builds a fresh copy, so both compile from scratch.
//   node bench/sandbox-build.mjs [pairs=2]
// Prints one line per gate (mode, wall time, build time, warm-up time, the rest, load average)
// and the medians: the warm-up runs until the app is steady, which spreads by tens of seconds
// between gates of either mode, so the wall time without it is the sharper figure. Needs the
// provisioned images (scripts/provision) and a machine with nothing else running.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runLogged, snapshotTool } from './gate-runner.mjs';

const repo = join(import.meta.dirname, '..');
const pairs = Number(process.argv[2] ?? 2);
const workspace = mkdtempSync(join(tmpdir(), 'perf-gate-sandbox-bench-'));
const cli = snapshotTool(repo, workspace);
const images = {
  app: process.env.PERF_GATE_TEST_JRE_IMAGE,
  database: process.env.PERF_GATE_TEST_DB_IMAGE,
  jdk: process.env.PERF_GATE_TEST_JDK_IMAGE,
  k6: process.env.PERF_GATE_TEST_K6_IMAGE,
};
if (!images.app || !images.database || !images.jdk || !images.k6) {
  throw new Error('source ~/.cache/perf-gate/env first (scripts/provision writes it)');
}

async function gate(mode, index) {
  if (mode === 'off') {
    rmSync(join(repo, 'examples/travel-content/target'), { recursive: true, force: true });
  }
  const result = join(workspace, `${mode}-${index}.json`);
  const args = [
    cli,
    'run',
    '--config',
    join(repo, 'examples/travel-content/perf-gate.yml'),
    '--app-image',
    images.app,
    '--database-image',
    images.database,
    '--result',
    result,
    '--sandbox',
    mode,
    ...(mode === 'on' ? ['--build-image', images.jdk, '--k6-image', images.k6] : []),
  ];
  const run = await runLogged(args, repo, join(workspace, `${mode}-${index}.log`));
  const parsed = JSON.parse(readFileSync(result, 'utf8'));
  const seconds = (ms) => Math.round(ms / 100) / 10;
  const warmupMs = parsed.stages
    .filter((stage) => stage.stage === 'warmup')
    .reduce((sum, stage) => sum + stage.durationMs, 0);
  const line = {
    mode,
    verdict: parsed.verdict,
    wallS: seconds(run.wallMs),
    buildS: seconds(parsed.sides.pr.buildMs ?? 0),
    warmupS: seconds(warmupMs),
    restS: seconds(run.wallMs - warmupMs),
    load: run.load,
  };
  console.log(JSON.stringify(line));
  return line;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

await gate('on', 'fill'); // fills the sandbox's dependency cache; not counted
const lines = [];
for (let i = 0; i < pairs; i++) {
  // Alternating order: neither mode always runs first.
  for (const mode of i % 2 === 0 ? ['off', 'on'] : ['on', 'off']) lines.push(await gate(mode, i));
}
for (const mode of ['off', 'on']) {
  const own = lines.filter((line) => line.mode === mode);
  console.log(
    `${mode}: median wall ${median(own.map((l) => l.wallS))} s, build ${median(own.map((l) => l.buildS))} s, warm-up ${median(own.map((l) => l.warmupS))} s, wall without warm-up ${median(own.map((l) => l.restS))} s over ${own.length} gates`,
  );
}
console.log(`logs and results: ${workspace}`);
