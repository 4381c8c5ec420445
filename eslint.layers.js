// The layer rules, used by eslint.config.js (README.md, "Layers"): pure layers never import an
// I/O layer, and analysis/ never imports the reports. Imports are relative, so each rule is a
// pattern on the import path. A few files inside I/O folders are pure and may be imported from
// anywhere: the class-file version arithmetic (build/java-version.ts) and the statement shapes and
// work arithmetic of work/ (statements.ts, counters.ts, attribution.ts). test/unit/layers.test.ts
// checks the rules.
const ioLayers = [
  {
    regex: '(^|/)(env|lab|load|engine|commands|github|telemetry|init)/',
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
    regex: '^(\\.\\./)+(main|cli)\\.js$',
    message: 'A pure layer does not import the action or CLI entry.',
  },
];
const layer = (files, ...extra) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [...ioLayers, ...extra] }] },
});
const notReports = {
  regex: '(^|/)(report|release)/',
  message: 'analysis/ does not import the reports: they read its results, not the other way round.',
};
const releaseCommands = {
  regex: '^\\./(capacity|sweep|execute|flags)\\.js$',
  message: 'The pure release modules do not import the release commands.',
};
const nothingBelow = {
  regex: '^\\.\\./',
  message: 'format/ is the neutral bottom layer: it imports nothing from src/.',
};

/** One config object per layer, each with the whole list of what that layer may not import. */
export const layers = [
  layer(['src/model.ts', 'src/errors.ts', 'src/config/**', 'src/spring/**', 'src/plan/**']),
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
];
