// The layer rules, used by eslint.config.js (README.md, "Layers"): pure layers never import an
// I/O layer, and analysis/ never imports the reports. Imports are relative, so each rule is a
// pattern on the import path. A few files inside I/O folders are pure and may be imported from
// anywhere: the class-file version arithmetic (build/java-version.ts) and the statement shapes and
// work arithmetic of work/ (statements.ts, counters.ts, attribution.ts). history/ is split by file
// like release/: its records, change points, change-point issue, export, dashboard, sparkline and
// store format are pure, its folder and branch stores are I/O.
// test/unit/layers.test.ts checks the rules.
const ioLayers = [
  {
    regex: '(^|/)(env|files|lab|load|engine|commands|github|outputs|telemetry|init)/',
    message: 'A pure layer does not import an I/O layer (see the layer table in README.md).',
  },
  {
    regex: '(^|/)build/(?!java-version\\.js$)',
    message: 'A pure layer does not import build/ (only its pure java-version.ts).',
  },
  {
    regex: '(^|/)work/(?!(statements|counters|attribution)\\.js$)',
    message:
      'A pure layer does not import the I/O of work/ (only statements, counters, attribution).',
  },
  {
    regex: '(^|/)release/(capacity|sweep|execute|flags)\\.js$',
    message: 'A pure layer does not import the release commands (capacity, sweep, execute, flags).',
  },
  {
    regex: '(^|/)history/(folder|branch)-store\\.js$',
    message:
      'A pure layer does not import the history stores (history/folder-store.ts, branch-store.ts).',
  },
  {
    regex: '^(\\.\\./)+(main|cli)\\.js$',
    message: 'A pure layer does not import the action or CLI entry.',
  },
];
/** Node's file, socket and process modules: a pure layer takes its data as arguments. */
const noIo = {
  regex: '^(node:)?(fs|fs/promises|net|http|https|http2|child_process|dgram|dns|tls)$',
  message:
    'A pure layer touches no file, socket or process: take the data as an argument and read it in an I/O layer.',
};
const layer = (files, ...extra) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [...ioLayers, noIo, ...extra] }] },
});
const notReports = {
  regex: '(^|/)(report|release)/',
  message: 'analysis/ does not import the reports: they read its results, not the other way round.',
};
const releaseCommands = {
  regex: '^\\./(capacity|sweep|execute|flags)\\.js$',
  message: 'The pure release modules do not import the release commands.',
};
const historyStore = {
  regex: '^\\./(folder|branch)-store\\.js$',
  message:
    'The pure history modules do not import the folder store or the branch store: they take records as data.',
};
const nothingBelow = {
  regex: '^\\.\\./',
  message: 'format/ is the neutral bottom layer: it imports nothing from src/.',
};

/** One config object per layer, each with the whole list of what that layer may not import. */
export const layers = [
  layer([
    'src/model.ts',
    'src/errors.ts',
    'src/config/**',
    'src/spring/**',
    'src/plan/**',
    'src/proxy/**',
    'src/bisect/**',
  ]),
  layer(['src/report/**'], {
    regex: '(^|/)release/',
    message: 'report/ does not import release/.',
  }),
  layer(['src/analysis/**'], notReports),
  layer(['src/format/**'], nothingBelow),
  layer(
    ['src/release/{model,render,html,html-*,judge,recommend,search,resources,compare,settings}.ts'],
    releaseCommands,
  ),
  layer(
    [
      'src/history/{record,e-divisive,change-points,change-issue,export,dashboard,dashboard-series,sparkline,store-format}.ts',
    ],
    historyStore,
  ),
];
