// The options the measuring commands share (run, capacity, sweep), as entries of the one option
// table (options.ts). A command lists the entries it takes, in the order --help shows them; the
// action's inputs (action-inputs.ts) reuse the entries an input shares with a flag.
import {
  baseRefFlag,
  durationFlag,
  fractionFlag,
  onOffFlag,
  positiveFlag,
  roundsFlag,
} from './values.js';
import { pairs, toggle, value } from './options.js';

export const configFlag = value('-c, --config <file>', 'perf-gate.yml to use', undefined, {
  default: 'perf-gate.yml',
});

export const scenarioFlag = (help: string) =>
  value('-s, --scenario <name>', help, undefined, { override: 'scenario' });

/** Where the result JSON goes; the HTML report goes next to it. */
export const resultFlag = (help: string, file: string) =>
  value('--result <file>', help, undefined, { default: file });

export const reportFlag = value('--report <file>', 'also write the markdown report to this file');

/** The base run compares with, and how many interleaved rounds (the action's base and rounds inputs). */
export const comparisonFlags = {
  base: value(
    '--base <ref>',
    'compare with this git ref (built in a worktree), interleaved',
    baseRefFlag,
    { override: 'base' },
  ),
  rounds: value(
    '--rounds <n>',
    'interleaved base/PR rounds, a fixed count (with --base)',
    roundsFlag,
    { override: 'rounds' },
  ),
};

export const rateFlag = (help: string) =>
  value('--rate <n>', help, positiveFlag, { override: 'rate' });

export const warmupFlag = (help: string) =>
  value(
    '--warmup <duration>',
    help,
    (flag, text) => durationFlag(flag, text, { allowZero: true }),
    { override: 'warmupMs' },
  );

export const durationOverrideFlag = (help: string) =>
  value('--duration <duration>', help, durationFlag, { override: 'durationMs' });

/** The environment: images, k6, extra app environment and SQL variables. */
export const environmentFlags = {
  appImage: value('--app-image <image>', 'JRE image for the app (overrides app.image)', undefined, {
    override: 'appImage',
  }),
  databaseImage: value(
    '--database-image <image>',
    'MySQL-compatible image (overrides database.image)',
    undefined,
    { override: 'databaseImage' },
  ),
  k6: value('--k6 <path>', 'k6 binary (overrides load.k6)', undefined, { override: 'k6' }),
  sandbox: value(
    '--sandbox <on|off>',
    "build and run k6 in containers that see only the side's own files (on), or on this machine (off: trusted code only)",
    onOffFlag,
    { override: 'sandbox', default: 'off' },
  ),
  buildImage: value(
    '--build-image <image>',
    'JDK image a sandboxed build runs in (overrides app.build-image)',
    undefined,
    { override: 'buildImage' },
  ),
  k6Image: value(
    '--k6-image <image>',
    'image k6 runs in when sandboxed (overrides load.image)',
    undefined,
    { override: 'k6Image' },
  ),
};

export const envFlags = {
  env: pairs('-e, --env <KEY=VALUE>', 'extra environment for the app (repeatable)', 'appEnv'),
  dbVar: pairs(
    '--db-var <KEY=VALUE>',
    'SQL variable for the init scripts, e.g. scale=0.1 (repeatable)',
    'databaseVariables',
  ),
};

export const failOnInconclusiveFlag = (help: string) =>
  toggle('--fail-on-inconclusive', help, 'failOnInconclusive');

export const quietFlag = toggle('-q, --quiet', 'no progress lines');

/** The latency and error budgets a release command judges by (the scenario's by default). */
export const budgetFlags = {
  p95: value(
    '--p95 <duration>',
    "p95 budget, e.g. 500ms (default: the scenario's budget.p95)",
    durationFlag,
  ),
  errors: value(
    '--errors <pct>',
    "error budget, e.g. 1% (default: the scenario's budget.errors, else 1%)",
    fractionFlag,
  ),
};

/** The options both release commands take, before their own. */
export const releaseFlags = (defaultResult: string) => ({
  config: configFlag,
  scenario: scenarioFlag('the scenario to measure (required when the file has several)'),
  ...budgetFlags,
  warmup: warmupFlag("warm-up of each fresh app (default: the scenario's warmup)"),
  result: resultFlag(
    'where to write the result JSON (the HTML report goes next to it)',
    defaultResult,
  ),
  report: reportFlag,
  ...environmentFlags,
  ...envFlags,
  failOnInconclusive: failOnInconclusiveFlag('exit 1 when the result is inconclusive'),
  quiet: quietFlag,
});
