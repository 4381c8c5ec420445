// The layer rules of eslint.layers.js (used by eslint.config.js): a pure layer importing an I/O
// layer, or analysis/ importing the reports, is a lint error; the allowed directions are not.
import { readdirSync, readFileSync } from 'node:fs';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { layers } from '../../eslint.layers.js';

const linter = new Linter({ cwd: process.cwd() });
const config: Linter.Config[] = [
  { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
  ...layers,
];

/** The restricted-import messages for one import line in a file at `path`. */
function problems(path: string, specifier: string): string[] {
  const code = `import { x } from '${specifier}';\nexport const y = x;\n`;
  return linter
    .verify(code, config, { filename: `${process.cwd()}/${path}` })
    .map((message) => `${message.ruleId}: ${message.message}`);
}

describe('layer rules', () => {
  it('keep the pure layers off the I/O layers', () => {
    expect(problems('src/report/html.ts', '../env/app.js')).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*A pure layer does not import an I\/O layer/),
    ]);
    expect(problems('src/analysis/diagnosis/window.ts', '../../telemetry/series.js')).toHaveLength(
      1,
    );
    expect(problems('src/config/schema.ts', '../build/build.js')).toHaveLength(1);
    expect(problems('src/spring/lint.ts', '../work/recorder.js')).toHaveLength(1);
    expect(problems('src/release/render.ts', './capacity.js')).toHaveLength(1);
    expect(problems('src/plan/tps.ts', '../main.js')).toHaveLength(1);
  });

  it('keep analysis/ off the reports and format/ off everything', () => {
    expect(problems('src/analysis/budget.ts', '../report/table.js')).toHaveLength(1);
    expect(problems('src/analysis/work.ts', '../release/model.js')).toHaveLength(1);
    expect(problems('src/format/numbers.ts', '../errors.js')).toHaveLength(1);
    expect(problems('src/report/work.ts', '../release/model.js')).toHaveLength(1);
  });

  it('keep the pure layers off files, sockets and processes', () => {
    expect(problems('src/analysis/stats.ts', 'node:fs')).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*A pure layer touches no file, socket/),
    ]);
    expect(problems('src/report/html.ts', 'node:child_process')).toHaveLength(1);
    expect(problems('src/config/schema.ts', 'fs/promises')).toHaveLength(1);
    expect(problems('src/plan/tps.ts', 'node:http')).toHaveLength(1);
    // Every file of a pure folder: the readers of perf-gate.yml and the app's files are in files/.
    expect(problems('src/config/load.ts', 'node:fs')).toHaveLength(1);
    expect(problems('src/spring/inspect.ts', 'node:fs/promises')).toHaveLength(1);
    expect(problems('src/config/schema.ts', '../files/config-file.js')).toHaveLength(1);
    // The I/O layers may.
    expect(problems('src/env/app.ts', 'node:fs')).toEqual([]);
    expect(problems('src/files/config-file.ts', 'node:fs')).toEqual([]);
  });

  it('keep the pure history modules off its folder store and off files', () => {
    expect(problems('src/history/record.ts', './folder-store.js')).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*do not import the folder store/),
    ]);
    expect(problems('src/history/e-divisive.ts', 'node:fs')).toHaveLength(1);
    expect(problems('src/history/export.ts', './branch-store.js')).toHaveLength(1);
    expect(problems('src/history/store-format.ts', 'node:child_process')).toHaveLength(1);
    expect(problems('src/report/html.ts', '../history/branch-store.js')).toHaveLength(1);
    expect(problems('src/history/branch-store.ts', '../build/git.js')).toEqual([]);
    expect(problems('src/report/html.ts', '../history/folder-store.js')).toHaveLength(1);
    expect(problems('src/report/html.ts', '../history/record.js')).toEqual([]);
    expect(problems('src/history/folder-store.ts', 'node:fs')).toEqual([]);
    expect(problems('src/commands/history.ts', '../history/folder-store.js')).toEqual([]);
  });

  it('allow the downward imports and the pure files inside I/O folders', () => {
    expect(problems('src/report/html.ts', '../analysis/stats.js')).toEqual([]);
    expect(problems('src/report/work.ts', '../work/statements.js')).toEqual([]);
    expect(problems('src/config/schema.ts', '../build/java-version.js')).toEqual([]);
    expect(problems('src/release/html.ts', '../report/svg.js')).toEqual([]);
    expect(problems('src/analysis/work.ts', './work-endpoints.js')).toEqual([]);
    // The edges may import anything.
    expect(problems('src/engine/gate.ts', '../env/app.js')).toEqual([]);
    expect(problems('src/commands/run.ts', '../report/markdown.js')).toEqual([]);
  });

  it('put every folder of src/ in a layer, and README.md lists the I/O folders the rules name', () => {
    const folders = readdirSync('src', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const io = folders.filter((folder) => problems('src/model.ts', `./${folder}/x.js`).length > 0);
    const pure = folders.filter(
      (folder) => problems(`src/${folder}/x.ts`, '../env/app.js').length > 0,
    );
    // release/ and history/ are split by file: their models, reports and arithmetic are pure,
    // their commands and the history's folder store are I/O.
    expect(folders.filter((f) => !io.includes(f) && !pure.includes(f)).sort()).toEqual([
      'history',
      'release',
    ]);
    const readme = readFileSync('README.md', 'utf8');
    const listed = /^I\/O layers: `([^`]+)`/m.exec(readme)?.[1]?.split(/\s+/);
    expect(listed?.map((folder) => folder.replace(/\/$/, '')).sort()).toEqual(io.sort());
  });
});
