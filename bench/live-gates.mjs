#!/usr/bin/env node
// Live gates at frozen defaults, on several apps (bench/README.md, "Live gates at frozen
// defaults"): A/A gates on the example and on fixture apps under test/apps, and gates whose PR flips
// an app's own switch (one endpoint slowed, or the whole app). Nothing here chooses or fits
// anything: every gate runs the CLI of one named commit (`--tool`, default HEAD) with the config the
// app ships (the example's perf-gate.yml) or the one `perf-gate init` writes for it, pointed at the
// app's own k6 script, as a team with a load test would use it.
//
//   node bench/live-gates.mjs --label live1 --tool c9f0793 \
//     --plan example:aa,storefront:aa,flyway-shop:aa,storefront:slow15,storefront:whole20 \
//     [--cycles 100] [--deadline 2026-11-29T01:30:00Z] [--whole20-rounds 600]
//   node bench/live-gates.mjs --label live1 --summarize
//   node bench/live-gates.mjs --label try1 --append 'warmup: { max: 30s }' --plan example:aa
//     (--append: a line a team would add to its perf-gate.yml, for trying a setting before it
//     becomes a default; such gates are a pilot, never the live evidence of the defaults)
//
// Each gate's result and log go to bench/results/raw/<label>-<app>-<mode>-NN.json (numbering goes
// on from the files already there, so a run may be resumed in a later sitting with the same --tool);
// bench/results/<label>.json is the compact summary, rewritten after every gate, and the result and
// its .run.json are gzipped into bench/results/<label>-raw/ as the gate ends (commit that folder).
// Needs `source ~/.cache/perf-gate/env` (Node 24, k6, PERF_GATE_TEST_JRE_IMAGE / _DB_IMAGE).
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
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { benchGit, frozenTool, runLogged, stopRunning } from './gate-runner.mjs';
import { archiveRaw } from './lib/archive.mjs';
import { summarizeLive } from './lib/live-summary.mjs';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = join(REPO, 'bench', 'results');
const RAW = join(RESULTS, 'raw');
const STOREFRONT_YML = 'src/main/resources/application.yml';

const { values } = parseArgs({
  options: {
    label: { type: 'string', default: 'live' },
    tool: { type: 'string', default: 'HEAD' },
    plan: { type: 'string', default: 'example:aa,storefront:aa,flyway-shop:aa' },
    cycles: { type: 'string', default: '1' },
    deadline: { type: 'string' },
    // SHA-256 rounds of storefront.cost.all for +20 % of the app's mean latency (bench/README.md).
    'whole20-rounds': { type: 'string', default: '600' },
    summarize: { type: 'boolean', default: false },
    append: { type: 'string' },
  },
});

/** The apps: where they live and the switch each injected mode flips in its application.yml. */
const APPS = {
  example: { dir: 'examples/travel-content', config: 'shipped', modes: {} },
  'flyway-shop': {
    dir: 'test/apps/flyway-shop',
    config: 'init',
    script: 'perf/shop.js',
    modes: {},
  },
  storefront: {
    dir: 'test/apps/storefront',
    config: 'init',
    script: 'perf/storefront.js',
    modes: {
      // One endpoint of eleven does its work 1.5 times per request on average.
      slow15: {
        endpoint: 'GET /api/products/{id}/reviews',
        edit: (text) =>
          text
            .replace("endpoint: ''", 'endpoint: product-reviews')
            .replace('factor: 1.0', 'factor: 1.5'),
        message: 'Reviews: load them again on every other request',
      },
      whole20: {
        edit: (text) => text.replace('all: 0', `all: ${positiveInteger('whole20-rounds')}`),
        message: 'Hash every request a little longer',
      },
    },
  },
};

function fail(message) {
  console.error(`bench/live-gates.mjs: ${message}`);
  process.exit(2);
}

function positiveInteger(name) {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < 1)
    fail(`--${name} must be a positive integer (got "${values[name]}")`);
  return value;
}

const git = benchGit;

/** The plan as [app, mode] pairs, checked against APPS. */
function parsePlan() {
  return values.plan.split(',').map((entry) => {
    const [app, mode] = entry.split(':');
    if (!APPS[app])
      fail(`--plan: unknown app "${app}" in "${entry}"; apps: ${Object.keys(APPS).join(', ')}`);
    if (mode !== 'aa' && !APPS[app].modes[mode])
      fail(
        `--plan: ${app} has no mode "${mode}"; modes: aa, ${Object.keys(APPS[app].modes).join(', ') || '(none)'}`,
      );
    return [app, mode];
  });
}

/** An app as its own repository: the base commit (with its perf-gate.yml), then one per mode. */
function prepareApp(workspace, cli, name, modes) {
  const app = APPS[name];
  const base = join(workspace, name, 'aa');
  cpSync(join(REPO, app.dir), base, {
    recursive: true,
    filter: (source) => !/\/(target|build|\.gradle)(\/|$)/.test(source),
  });
  git(base, 'init', '-q');
  git(base, 'add', '-A');
  git(base, 'commit', '-qm', 'The app');
  if (app.config === 'init') {
    execFileSync(process.execPath, [cli, 'init'], { cwd: base, stdio: 'ignore' });
    // The team's own k6 script, as a team that has one points perf-gate at it; the rest as written.
    const config = join(base, 'perf-gate.yml');
    const text = readFileSync(config, 'utf8');
    if (!text.includes('script: k6/perf-gate.js'))
      fail(`${name}: init wrote no starter script line`);
    writeFileSync(config, text.replace('script: k6/perf-gate.js', `script: ${app.script}`));
    git(base, 'add', '-A');
    git(base, 'commit', '-qm', 'perf-gate init');
  }
  if (values.append) {
    const config = join(base, 'perf-gate.yml');
    const text = readFileSync(config, 'utf8');
    const key = /^([a-z-]+):/.exec(values.append)?.[1];
    if (!key || new RegExp(`^${key}:`, 'm').test(text))
      fail(
        `--append "${values.append}": ${name}'s perf-gate.yml already has "${key}:" (or no key)`,
      );
    writeFileSync(config, `${text.trimEnd()}\n${values.append}\n`);
    git(base, 'commit', '-qam', `perf-gate.yml: ${values.append}`);
  }
  const repos = { aa: base };
  for (const mode of modes) {
    if (mode === 'aa') continue;
    const clone = join(workspace, name, mode);
    execFileSync('git', ['clone', '-q', base, clone]);
    const path = join(clone, STOREFRONT_YML);
    const before = readFileSync(path, 'utf8');
    const after = app.modes[mode].edit(before);
    if (after === before) fail(`${name} ${STOREFRONT_YML}: the ${mode} switch is not where it was`);
    writeFileSync(path, after);
    git(clone, 'commit', '-qam', app.modes[mode].message);
    repos[mode] = clone;
  }
  return repos;
}

/**
 * The next free number of an app's mode under the label (a resumed run goes on from there), after
 * the raw files here and the gates the summary recorded (whose raw file may be gone).
 */
function nextNumber(app, mode) {
  const prefix = `${values.label}-${app}-${mode}-`;
  const summary = join(RESULTS, `${values.label}.json`);
  const names = [
    ...(existsSync(RAW) ? readdirSync(RAW) : []),
    ...(existsSync(summary) ? JSON.parse(readFileSync(summary, 'utf8')).gates : []).map(
      (g) => g.file,
    ),
  ];
  const numbers = names
    .filter((f) => f.startsWith(prefix) && /-\d+\.json$/.test(f))
    .map((f) => Number(/-(\d+)\.json$/.exec(f)[1]));
  return Math.max(0, ...numbers) + 1;
}

async function runGate(cli, repo, mode, resultFile) {
  const args = [
    cli,
    'run',
    '--config',
    join(repo, 'perf-gate.yml'),
    '--base',
    mode === 'aa' ? 'HEAD' : 'HEAD~1',
    '--app-image',
    process.env.PERF_GATE_TEST_JRE_IMAGE,
    '--database-image',
    process.env.PERF_GATE_TEST_DB_IMAGE,
    '--result',
    resultFile,
  ];
  return runLogged(args, repo, resultFile.replace(/\.json$/, '.log'));
}

function writeSummary(toolSha) {
  const files = existsSync(RAW)
    ? readdirSync(RAW)
        .filter((f) => f.startsWith(`${values.label}-`) && /-\d+\.json$/.test(f))
        .sort()
        .map((f) => join(RAW, f))
    : [];
  const path = join(RESULTS, `${values.label}.json`);
  const known = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
  const summary = summarizeLive({
    label: values.label,
    files,
    known,
    toolSha,
    endpoints: Object.fromEntries(
      Object.entries(APPS).flatMap(([app, { modes }]) =>
        Object.entries(modes).map(([mode, m]) => [`${app}:${mode}`, m.endpoint]),
      ),
    ),
  });
  const appended = values.append ?? known?.append;
  const json = appended ? { ...summary.json, append: appended } : summary.json;
  writeFileSync(path, `${JSON.stringify(json, null, 2)}\n`);
  return summary;
}

async function main() {
  if (values.summarize) {
    console.log(writeSummary(undefined).table);
    return;
  }
  const plan = parsePlan();
  const cycles = positiveInteger('cycles');
  const deadline = values.deadline === undefined ? Infinity : Date.parse(values.deadline);
  if (Number.isNaN(deadline))
    fail(`--deadline must be an ISO time such as 2026-01-01T10:00:00Z (got "${values.deadline}")`);
  for (const name of ['PERF_GATE_TEST_JRE_IMAGE', 'PERF_GATE_TEST_DB_IMAGE'])
    if (!process.env[name]) fail(`${name} is not set. Fix: source ~/.cache/perf-gate/env`);
  const workspace = mkdtempSync(join(tmpdir(), 'perf-gate-live-'));
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
    const { cli, sha } = frozenTool(REPO, values.tool, workspace);
    const previous = existsSync(join(RESULTS, `${values.label}.json`))
      ? JSON.parse(readFileSync(join(RESULTS, `${values.label}.json`), 'utf8')).toolSha
      : undefined;
    if (previous && previous !== sha)
      fail(
        `label ${values.label} was run with the tool at ${previous.slice(0, 12)}, not ${sha.slice(0, 12)}: use that --tool or a new --label`,
      );
    const repos = {};
    for (const app of new Set(plan.map(([a]) => a)))
      repos[app] = prepareApp(
        workspace,
        cli,
        app,
        new Set(plan.filter(([a]) => a === app).map(([, m]) => m)),
      );
    console.log(`tool at ${sha.slice(0, 12)}; apps in ${workspace}`);
    mkdirSync(RAW, { recursive: true });
    for (let cycle = 1; cycle <= cycles; cycle++) {
      for (const [app, mode] of plan) {
        if (Date.now() > deadline) {
          console.log(`deadline ${values.deadline} passed`);
          return;
        }
        const file = join(
          RAW,
          `${values.label}-${app}-${mode}-${String(nextNumber(app, mode)).padStart(2, '0')}.json`,
        );
        const run = await runGate(cli, repos[app][mode], mode, file);
        writeFileSync(file.replace(/\.json$/, '.run.json'), `${JSON.stringify(run)}\n`);
        if (existsSync(file))
          archiveRaw(join(RESULTS, `${values.label}-raw`), [
            file,
            file.replace(/\.json$/, '.run.json'),
          ]);
        const summary = writeSummary(sha);
        console.log(`${new Date().toISOString()} ${summary.lastLine(file)}`);
      }
    }
    console.log(writeSummary(sha).table);
  } finally {
    cleanup();
  }
}

await main();
