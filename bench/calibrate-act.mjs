#!/usr/bin/env node
// `perf-gate calibrate` as a team runs it, then its proposal judged on A/A gates it did not see.
//
// 1. examples/workflows/perf-gate-calibrate.yml, unchanged, runs under act on a workflow_dispatch
//    with the input `gates`, in a repository holding the travel-content example as it ships
//    (its pom, Maven wrapper, application.yml, perf-gate.yml, k6 scripts and SQL) and perf-gate
//    as a dev dependency (the files it publishes, built from this checkout). The only edit to the
//    example's perf-gate.yml names this machine's stand-in images (app.image, database.image), as a
//    team with a registry mirror would. The workflow's `npx perf-gate calibrate` runs the A/A gates
//    one after the other, fits on the odd-numbered, judges on the even-numbered and writes the
//    proposed compare.runners entry to the artifact.
// 2. The entry is judged on the result files given (A/A gates recorded elsewhere, e.g. the live
//    campaign's, which the calibration never read), exactly as `perf-gate calibrate` judges its
//    held-out half (src/analysis/calibration.ts, judgeHeldOut), beside the shipped defaults on the
//    same gates. Only gates of the calibration's runner class count.
//
//   node bench/calibrate-act.mjs --label calact1 --gates 10 bench/results/raw/camp1-*-aa-*.json
//   node bench/calibrate-act.mjs --label calact1 --judge-only bench/results/raw/camp1-*-aa-*.json
//     (--judge-only: judge the entry bench/results/raw/<label>-calibration/calibration.json holds)
//
// Writes bench/results/raw/<label>-act.log and <label>-calibration/ (the artifact: aa-NN.json,
// calibration.json, calibration.md), the artifact gzipped into bench/results/<label>-raw/ (tracked)
// and the compact bench/results/<label>.json.
// Needs `npm run build`, `source ~/.cache/perf-gate/env` (Node 24, k6, act, the stand-in images).
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { loadModule } from './compare-module.mjs';
import { benchGit, sampleLoad } from './gate-runner.mjs';
import { archiveRaw } from './lib/archive.mjs';
import { bounds } from './lib/live-summary.mjs';
import { stopTree } from './lib/descendants.mjs';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = join(REPO, 'bench', 'results');
const RAW = join(RESULTS, 'raw');
const WORKFLOW = join(REPO, 'examples/workflows/perf-gate-calibrate.yml');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    label: { type: 'string', default: 'calact' },
    gates: { type: 'string', default: '10' },
    'judge-only': { type: 'boolean', default: false },
  },
});

function fail(message) {
  console.error(`bench/calibrate-act.mjs: ${message}`);
  process.exit(2);
}

const artifactDir = join(RAW, `${values.label}-calibration`);
/** Set on SIGINT/SIGTERM: the run ends in the signal handler, nothing is judged. */
let stopping = false;

/** The example as a team's repository, with the calibrate workflow and perf-gate vendored. */
function prepareRepository(directory, act) {
  cpSync(join(REPO, 'examples/travel-content'), directory, {
    recursive: true,
    filter: (source) => !/\/(target|node_modules)(\/|$)/.test(source),
  });
  const config = join(directory, 'perf-gate.yml');
  const text = readFileSync(config, 'utf8');
  const edited = text
    .replace(/^( {2}jar: .*)$/m, `$1\n  image: ${process.env.PERF_GATE_TEST_JRE_IMAGE}`)
    .replace(/^(database:\n {2}image: ).*$/m, `$1${process.env.PERF_GATE_TEST_DB_IMAGE}`);
  if (
    !edited.includes(process.env.PERF_GATE_TEST_JRE_IMAGE) ||
    !edited.includes(process.env.PERF_GATE_TEST_DB_IMAGE)
  )
    fail(`examples/travel-content/perf-gate.yml: app.jar or database.image is not where it was`);
  writeFileSync(config, edited);
  mkdirSync(join(directory, '.github/workflows'), { recursive: true });
  cpSync(WORKFLOW, join(directory, '.github/workflows/perf-gate-calibrate.yml'));
  // perf-gate as `npm ci` installs it: the files it publishes; dist/ bundles its dependencies.
  const vendored = act.publishedPerfGate(join(directory, 'vendor/perf-gate'));
  const manifest = JSON.parse(readFileSync(join(vendored, 'package.json'), 'utf8'));
  delete manifest.dependencies;
  delete manifest.devDependencies;
  writeFileSync(join(vendored, 'package.json'), JSON.stringify(manifest, null, 2));
  writeFileSync(
    join(directory, 'package.json'),
    JSON.stringify(
      { name: 'travel', private: true, devDependencies: { 'perf-gate': 'file:vendor/perf-gate' } },
      null,
      2,
    ),
  );
  writeFileSync(join(directory, '.gitignore'), 'target/\nnode_modules/\nperf-gate-calibration/\n');
  execFileSync('npm', ['install', '--package-lock-only', '--offline', '--no-audit', '--no-fund'], {
    cwd: directory,
    stdio: 'pipe',
  });
  benchGit(directory, 'init', '-q', '-b', 'main');
  benchGit(directory, 'remote', 'add', 'origin', 'https://github.com/acme/travel.git');
  benchGit(directory, 'add', '-A');
  benchGit(directory, 'commit', '-qm', 'travel-content with perf-gate');
}

/** Runs the workflow; copies its log and artifact into bench/results/raw. */
async function calibrateUnderAct() {
  const gates = Number(values.gates);
  if (!Number.isInteger(gates) || gates < 10 || gates > 60)
    fail(`--gates must be 10 to 60 (got "${values.gates}")`);
  for (const name of ['PERF_GATE_TEST_JRE_IMAGE', 'PERF_GATE_TEST_DB_IMAGE', 'PERF_GATE_ACT'])
    if (!process.env[name]) fail(`${name} is not set. Fix: source ~/.cache/perf-gate/env`);
  if (existsSync(artifactDir)) fail(`${artifactDir} exists: use a new --label, or --judge-only`);
  const dirty = execFileSync('git', ['status', '--porcelain', '--', 'src', 'dist'], {
    cwd: REPO,
    encoding: 'utf8',
  });
  if (dirty.trim())
    fail('src/ or dist/ has uncommitted changes: the calibration names the commit it ran');
  const sha = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: REPO, encoding: 'utf8' }).trim();
  const support = { external: true, dirname: 'test/support' };
  const act = await loadModule('test/support/act.ts', support);
  const { startGitHubApiServer } = await loadModule('test/support/github-api-server.ts', support);
  const scratch = mkdtempSync(join(tmpdir(), 'perf-gate-calibrate-act-'));
  const cleanup = () => rmSync(scratch, { recursive: true, force: true });
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ])
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      // perf-gate tears its containers down on the signal; act, told last, would kill it hard.
      console.log(`${signal}: stopping the gate under act (up to 60 s)`);
      void stopTree(process.pid, 'SIGTERM').finally(() => {
        cleanup();
        process.exit(code);
      });
    });
  const api = await startGitHubApiServer({
    users: { ghs_calibrate: { login: 'github-actions[bot]', type: 'Bot' } },
  });
  const stopSampling = sampleLoad();
  const started = Date.now();
  try {
    const repository = join(scratch, 'repo');
    prepareRepository(repository, act);
    console.log(
      `tool at ${sha.slice(0, 12)}; ${gates} A/A gates under act, about ${gates * 5} minutes`,
    );
    const run = await act.runWorkflow({
      workflow: WORKFLOW,
      event: 'workflow_dispatch',
      payload: {
        inputs: { gates: String(gates) },
        ref: 'refs/heads/main',
        repository: { full_name: 'acme/travel', name: 'travel', owner: { login: 'acme' } },
      },
      repository,
      apiUrl: api.url,
      token: 'ghs_calibrate',
      scratch,
    });
    if (stopping) await new Promise(() => undefined); // the signal handler exits
    mkdirSync(RAW, { recursive: true });
    writeFileSync(join(RAW, `${values.label}-act.log`), run.log);
    const artifact = join(run.artifacts, 'perf-gate-calibration');
    if (existsSync(artifact)) {
      cpSync(artifact, artifactDir, { recursive: true });
      // The artifact, gzipped into a tracked folder at once (bench/results/raw/ is not tracked).
      archiveRaw(
        join(RESULTS, `${values.label}-raw`),
        readdirSync(artifactDir).map((f) => join(artifactDir, f)),
      );
    }
    return {
      toolSha: sha,
      gates,
      actExitCode: run.code,
      wallSec: Math.round((Date.now() - started) / 1000),
      loadAverage: stopSampling(),
      summaries: run.summaries.length,
    };
  } finally {
    stopSampling();
    await api.close();
    cleanup();
  }
}

const appOf = (file) => file.replace(/-aa-\d+\.json$/, '');

/** The entry judged on `files` it did not see, beside the shipped defaults. */
async function judgeUnseen(files, known) {
  const lib = await loadModule('src/analysis/calibration.ts');
  const noise = await loadModule('src/analysis/instance-noise.ts');
  const artifact = join(artifactDir, 'calibration.json');
  const archived = join(RESULTS, `${values.label}-raw`, 'calibration.json.gz');
  let calibration;
  let seen;
  if (existsSync(artifact) || existsSync(archived)) {
    const from = existsSync(artifact) ? artifact : archived;
    const text = readFileSync(from);
    const record = JSON.parse((from === archived ? gunzipSync(text) : text).toString('utf8'));
    calibration = record.calibration;
    if (!calibration)
      fail(`${from} has no calibration: ${record.error?.message ?? 'see the act log'}`);
    seen = new Set([...calibration.fittedOn, ...calibration.judgedOn].map((f) => basename(f)));
  } else if (values['judge-only'] && known.entry && known.runnerClass) {
    // The artifact is gone and was not archived; the compact record holds the entry, its class and
    // calibrate's own held-out figures. The calibration's gates are named aa-NN.json, so none of the
    // campaign's files can be among them.
    console.log(
      `${artifact} is gone: judging the entry recorded in bench/results/${values.label}.json`,
    );
    calibration = { entry: known.entry, runnerClass: known.runnerClass };
    seen = new Set();
  } else fail(`${artifact} does not exist: run without --judge-only first`);
  const inputs = [];
  const skipped = [];
  for (const file of files) {
    const result = JSON.parse(readFileSync(file, 'utf8'));
    const why =
      noise.notAnAaGate(result) ??
      (noise.runnerClassOf(result) !== calibration.runnerClass
        ? `runner ${noise.runnerClassOf(result)}, not ${calibration.runnerClass}`
        : seen.has(basename(file))
          ? 'the calibration saw it'
          : undefined);
    if (why) skipped.push({ file: basename(file), reason: why });
    else inputs.push({ file: basename(file), result });
  }
  if (inputs.length === 0)
    fail(`none of the ${files.length} files is an unseen A/A gate of ${calibration.runnerClass}`);
  const { entry } = calibration;
  const summary = (judged) => ({
    instanceNoisePct: Number((100 * judged.instanceNoise).toFixed(2)),
    stealAdjustment: judged.stealAdjustment,
    gates: judged.gates.length,
    pass: judged.pass,
    fail: judged.fail,
    inconclusive: judged.inconclusive,
    falseFailHighPct: Number((100 * bounds(judged.fail, judged.gates.length).high).toFixed(1)),
    passLowPct: Number((100 * bounds(judged.pass, judged.gates.length).low).toFixed(1)),
    failed: judged.gates
      .filter((g) => g.verdict === 'fail')
      .map((g) => `${g.file}: ${g.failedBy.join(', ')}`),
  });
  return {
    entry,
    runnerClass: calibration.runnerClass,
    heldOutByCalibrate: calibration.proposed
      ? { proposed: summary(calibration.proposed), defaults: summary(calibration.defaults) }
      : known.heldOutByCalibrate,
    unseen: {
      files: inputs.map((i) => i.file),
      skipped,
      proposed: summary(lib.judgeHeldOut(inputs, entry.instanceNoise, entry.stealAdjustment)),
      defaults: summary(lib.judgeHeldOut(inputs, 0.015, 0.057)),
      // Per app (the file name without its mode and number): an entry is fitted on one app's gates.
      byApp: Object.fromEntries(
        [...new Set(inputs.map((i) => appOf(i.file)))].map((app) => {
          const mine = inputs.filter((i) => appOf(i.file) === app);
          return [app, summary(lib.judgeHeldOut(mine, entry.instanceNoise, entry.stealAdjustment))];
        }),
      ),
    },
  };
}

async function main() {
  if (positionals.length === 0)
    fail(
      'give the A/A result files to judge the entry on, e.g. bench/results/raw/camp1-*-aa-*.json',
    );
  const out = join(RESULTS, `${values.label}.json`);
  const known = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : {};
  const ran = values['judge-only'] ? known.ran : await calibrateUnderAct();
  if (ran && ran.actExitCode !== 0)
    console.log(`act exited ${ran.actExitCode}: see ${join(RAW, `${values.label}-act.log`)}`);
  const judged = await judgeUnseen(positionals, known);
  const json = { label: values.label, writtenAt: new Date().toISOString(), ran, ...judged };
  writeFileSync(out, `${JSON.stringify(json, null, 2)}\n`);
  const line = (name, s) =>
    `  ${name}: instance-noise ${s.instanceNoisePct} %, steal ${s.stealAdjustment}: ${s.pass} pass, ${s.fail} fail, ${s.inconclusive} inconclusive of ${s.gates}; false fails ≤ ${s.falseFailHighPct} %, pass ≥ ${s.passLowPct} % (95 %)`;
  console.log(`entry: ${JSON.stringify(judged.entry)} (${judged.runnerClass})`);
  console.log('held out by calibrate itself:');
  console.log(line('proposed', judged.heldOutByCalibrate.proposed));
  console.log(line('defaults', judged.heldOutByCalibrate.defaults));
  console.log(
    `unseen gates (${judged.unseen.files.length}; ${judged.unseen.skipped.length} skipped):`,
  );
  console.log(line('proposed', judged.unseen.proposed));
  console.log(line('defaults', judged.unseen.defaults));
  for (const [app, s] of Object.entries(judged.unseen.byApp)) console.log(line(app, s));
  console.log(`written: ${out}`);
}

await main();
