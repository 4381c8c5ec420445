#!/usr/bin/env node
// A history of main recorded for real (docs/history.md; bench/README.md, "A recorded history"):
// the example (travel-content) as its own repository of 30 commits, each measured alone by
// `perf-gate run` (no --base: one side, what the action records on a push) and appended to a
// folder store with `perf-gate history append`. Two kinds:
//   stepped  commit 12 raises travel.regression.cpu-cost to --cpu-units (+15 % CPU on every
//            /contents request), commit 22 turns on the example's N+1 (more SQL statements per
//            request of GET /contents/{id}/places); every other commit adds a line to CHANGES.txt
//   clean    every commit adds a line to CHANGES.txt
// Nothing here chooses or fits anything: test/unit/history/recorded.test.ts replays the stores.
//
//   node bench/history-bench.mjs --label hist1 --kind stepped --tool <sha> [--commits 30] \
//     [--deadline 2026-12-01T10:00:00Z] [--duration 30s]
//   node bench/history-bench.mjs --label hist1 --kind stepped --tool <sha> --bisect 10..14
//
// --bisect good..bad makes the same history and runs `perf-gate bisect` between those commits
// (1-based) instead of recording: on the stepped history, 10..14 is the latency-only step (the
// CPU cost at 12; the N+1 comes at 22). Its result is bench/results/raw/<label>-bisect-G-B.json,
// each step's gate result beside it, the output in its .log.
//
// Resumable: the commits are made with fixed dates from the tool commit's own example, so a later
// sitting makes the same commits, and those already in the store are skipped. The store is
// bench/results/<label>-<kind>/ (JSON lines, committed); each run's result and log go to
// bench/results/raw/<label>-<kind>-NN.json (gzip them into bench/results/<label>-raw/ to commit).
// Needs `source ~/.cache/perf-gate/env` (Node 24, k6, PERF_GATE_TEST_JRE_IMAGE / _DB_IMAGE).
import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
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
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { benchGit, frozenTool, runLogged, stopRunning } from './gate-runner.mjs';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = join(REPO, 'bench', 'results');
const RAW = join(RESULTS, 'raw');
const APP_YML = 'src/main/resources/application.yml';
/** The commits (1-based) where the stepped history changes, and what changes there. */
const STEPS = { cpu: 12, sql: 22 };

const { values } = parseArgs({
  options: {
    label: { type: 'string' },
    kind: { type: 'string' },
    tool: { type: 'string', default: 'HEAD' },
    commits: { type: 'string', default: '30' },
    // Work units of travel.regression.cpu-cost for +15 %: 110 units moved the example's latency
    // +9.8 to +17.7 %, mean +14.1 % over 4 gates (bench/calibrate.mjs, bench/README.md).
    'cpu-units': { type: 'string', default: '110' },
    deadline: { type: 'string' },
    // The measured window; left out, what the action records on a push (the config's default).
    duration: { type: 'string' },
    bisect: { type: 'string' },
  },
});

function fail(message) {
  console.error(`bench/history-bench.mjs: ${message}`);
  process.exit(2);
}

const git = benchGit;

function checkedArgs() {
  if (!values.label || !/^[\w.-]+$/.test(values.label))
    fail(
      `--label must be a name of letters, digits, '.', '_' or '-' (got "${values.label ?? ''}")`,
    );
  if (values.kind !== 'stepped' && values.kind !== 'clean')
    fail(`--kind must be stepped or clean (got "${values.kind ?? ''}")`);
  const commits = Number(values.commits);
  if (!Number.isInteger(commits) || commits < 2 || commits > 200)
    fail(`--commits must be a whole number from 2 to 200 (got "${values.commits}")`);
  const units = Number(values['cpu-units']);
  if (!Number.isInteger(units) || units < 1)
    fail(`--cpu-units must be a positive whole number (got "${values['cpu-units']}")`);
  const deadline = values.deadline === undefined ? Infinity : Date.parse(values.deadline);
  if (Number.isNaN(deadline))
    fail(`--deadline must be an ISO time such as 2026-01-01T10:00:00Z (got "${values.deadline}")`);
  for (const name of ['PERF_GATE_TEST_JRE_IMAGE', 'PERF_GATE_TEST_DB_IMAGE'])
    if (!process.env[name]) fail(`${name} is not set. Fix: source ~/.cache/perf-gate/env`);
  let bisect;
  if (values.bisect !== undefined) {
    const match = /^(\d+)\.\.(\d+)$/.exec(values.bisect);
    const [good, bad] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
    if (!match || good < 1 || bad > commits || good >= bad)
      fail(
        `--bisect must be good..bad, two commit numbers from 1 to ${commits} with good < bad, such as 10..14 (got "${values.bisect}")`,
      );
    bisect = { good, bad };
  }
  return { commits, units, deadline, bisect };
}

/** The app's history: commit n (1-based) of `count`, each a noise commit or one of the steps. */
function makeHistory(source, repo, count, units) {
  cpSync(join(source, 'examples', 'travel-content'), repo, {
    recursive: true,
    filter: (path) => !/\/(target|build)(\/|$)/.test(path),
  });
  // As the team's repository ignores it: a built target/ would mark every record `dirty`.
  writeFileSync(join(repo, '.gitignore'), 'target/\n');
  git(repo, 'init', '-q');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-qm', 'Commit 1: the app');
  const yml = join(repo, APP_YML);
  const flip = (from, to, message) => {
    const text = readFileSync(yml, 'utf8');
    if (!text.includes(from)) fail(`${APP_YML} of the example no longer holds "${from}"`);
    writeFileSync(yml, text.replace(from, to));
    git(repo, 'commit', '-qam', message);
  };
  for (let n = 2; n <= count; n++) {
    if (values.kind === 'stepped' && n === STEPS.cpu) {
      flip(
        'cpu-cost: ${TRAVEL_REGRESSION_CPU_COST:0}',
        `cpu-cost: \${TRAVEL_REGRESSION_CPU_COST:${units}}`,
        `Commit ${n}: hash every /contents request (${units} units)`,
      );
    } else if (values.kind === 'stepped' && n === STEPS.sql) {
      flip(
        'n-plus-one: ${TRAVEL_REGRESSION_N_PLUS_ONE:false}',
        'n-plus-one: ${TRAVEL_REGRESSION_N_PLUS_ONE:true}',
        `Commit ${n}: load each place of a content on its own`,
      );
    } else {
      appendFileSync(join(repo, 'CHANGES.txt'), `Commit ${n}.\n`);
      git(repo, 'add', 'CHANGES.txt');
      git(repo, 'commit', '-qm', `Commit ${n}: a note`);
    }
  }
  return git(repo, 'rev-list', '--reverse', 'HEAD').trim().split('\n');
}

/** The commits the store holds already (a resumed sitting skips them). */
function recorded(store) {
  if (!existsSync(store)) return new Set();
  const commits = new Set();
  for (const file of readdirSync(store).filter((f) => f.endsWith('.jsonl'))) {
    for (const line of readFileSync(join(store, file), 'utf8').split('\n')) {
      const commit = /"commit":"([0-9a-f]+)"/.exec(line)?.[1];
      if (commit) commits.add(commit);
    }
  }
  return commits;
}

/** `perf-gate bisect` between commits good and bad (1-based) of the history, logged to RAW. */
async function runBisect(cli, repo, shas, { good, bad }) {
  mkdirSync(RAW, { recursive: true });
  const result = join(RAW, `${values.label}-bisect-${good}-${bad}.json`);
  const args = [cli, 'bisect', '--good', shas[good - 1], '--bad', shas[bad - 1]];
  args.push('--config', join(repo, 'perf-gate.yml'), '--result', result);
  args.push('--app-image', process.env.PERF_GATE_TEST_JRE_IMAGE);
  args.push('--database-image', process.env.PERF_GATE_TEST_DB_IMAGE);
  console.log(`bisect from commit ${good} (${shas[good - 1].slice(0, 7)}) to ${bad}`);
  const run = await runLogged(args, repo, result.replace(/\.json$/, '.log'));
  writeFileSync(result.replace(/\.json$/, '.run.json'), `${JSON.stringify(run)}\n`);
  const outcome = existsSync(result) ? JSON.parse(readFileSync(result, 'utf8')) : {};
  const culprit = outcome.culprit ? shas.indexOf(outcome.culprit.sha ?? outcome.culprit) + 1 : 0;
  console.log(
    `${new Date().toISOString()} bisect ${outcome.outcome ?? 'no result'}${culprit ? `: commit ${culprit}` : ''}; ${outcome.steps?.length ?? 0} gate(s), wall ${(run.wallMs / 1000).toFixed(1)} s, load ${run.load.mean} / ${run.load.max}`,
  );
}

async function main() {
  const { commits: count, units, deadline, bisect } = checkedArgs();
  const store = join(RESULTS, `${values.label}-${values.kind}`);
  const workspace = mkdtempSync(join(tmpdir(), 'perf-gate-history-'));
  const cleanup = () => rmSync(workspace, { recursive: true, force: true });
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ])
    process.on(signal, () => {
      // The gate under way tears its own containers down on the same signal.
      stopRunning(signal);
      cleanup();
      process.exit(code);
    });
  try {
    const { cli, sha, source } = frozenTool(REPO, values.tool, workspace);
    const repo = join(workspace, 'travel-content');
    const shas = makeHistory(source, repo, count, units);
    if (bisect) {
      await runBisect(cli, repo, shas, bisect);
      return;
    }
    const done = recorded(store);
    mkdirSync(RAW, { recursive: true });
    mkdirSync(store, { recursive: true });
    console.log(
      `tool at ${sha.slice(0, 12)}; ${values.kind} history of ${count} commits in ${repo}; ${done.size} recorded before`,
    );
    for (const [i, commit] of shas.entries()) {
      if (done.has(commit)) continue;
      if (Date.now() > deadline) {
        console.log(`deadline ${values.deadline} passed`);
        return;
      }
      git(repo, 'checkout', '-q', commit);
      const n = String(i + 1).padStart(2, '0');
      const result = join(RAW, `${values.label}-${values.kind}-${n}.json`);
      const args = [cli, 'run', '--config', join(repo, 'perf-gate.yml'), '--result', result];
      args.push('--app-image', process.env.PERF_GATE_TEST_JRE_IMAGE);
      args.push('--database-image', process.env.PERF_GATE_TEST_DB_IMAGE);
      if (values.duration) args.push('--duration', values.duration);
      const run = await runLogged(args, repo, result.replace(/\.json$/, '.log'));
      writeFileSync(result.replace(/\.json$/, '.run.json'), `${JSON.stringify(run)}\n`);
      try {
        execFileSync(
          process.execPath,
          [cli, 'history', 'append', result, '--to', store, '--branch', 'main'],
          { cwd: repo, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
        );
      } catch (error) {
        // A run that measured nothing is not recorded (as on a push); the next sitting retries it.
        console.log(`commit ${i + 1}: not recorded: ${String(error.stderr ?? error).trim()}`);
      }
      const verdict = existsSync(result) ? JSON.parse(readFileSync(result, 'utf8')).verdict : '-';
      console.log(
        `${new Date().toISOString()} commit ${i + 1} ${commit.slice(0, 7)}: ${verdict}; wall ${(run.wallMs / 1000).toFixed(1)} s, load ${run.load.mean} / ${run.load.max}`,
      );
    }
  } finally {
    cleanup();
  }
}

await main();
