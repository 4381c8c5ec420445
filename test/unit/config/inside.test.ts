// A pull request's files stay in its checkout: a committed symlink or an absolute path to the
// runner's files (/proc/self/environ holds the job's tokens) is refused with exit 2, and nothing
// of what it points to reaches the result file or the report.
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findJar } from '../../../src/build/build.js';
import { shownValue } from '../../../src/format/shown.js';
import { loadConfig } from '../../../src/files/config-file.js';
import { executeGate } from '../../../src/engine/execute.js';
import { ConfigError } from '../../../src/errors.js';

const SECRET = 'ghs_runtime_secret_value_1234';
let outside: string;

/** A git checkout (a `.git` folder is all the check looks for) with a script and an SQL file. */
function checkout(): string {
  const dir = mkdtempSync(join(tmpdir(), 'perf-gate-inside-'));
  mkdirSync(join(dir, '.git'));
  mkdirSync(join(dir, 'k6'));
  writeFileSync(join(dir, 'k6/load.js'), 'export default function () {}\n');
  writeFileSync(join(dir, 'schema.sql'), 'SELECT 1;\n');
  return dir;
}

const config = (script = 'k6/load.js', init = 'schema.sql', extra = ''): string =>
  `${extra}database:\n  init: [${init}]\nscenarios:\n  - name: a\n    script: ${script}\n    rate: 5\n`;

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).describe();
  }
  throw new Error('expected a ConfigError');
}

beforeAll(() => {
  process.env.ACTIONS_RUNTIME_TOKEN = SECRET;
  outside = mkdtempSync(join(tmpdir(), 'perf-gate-outside-'));
  writeFileSync(join(outside, 'secret.sql'), `-- ${SECRET}\n`);
});

afterAll(() => {
  delete process.env.ACTIONS_RUNTIME_TOKEN;
});

describe('paths stay inside the checkout', () => {
  it('refuses perf-gate.yml linked to /proc/self/environ, and the error holds none of it', () => {
    const dir = checkout();
    symlinkSync('/proc/self/environ', join(dir, 'perf-gate.yml'));
    const text = refusal(() => loadConfig(join(dir, 'perf-gate.yml')));
    expect(text).toContain('the config file');
    expect(text).toContain('leads outside the checkout');
    expect(text).toMatch(/Fix: Keep the file in the repository/);
    expect(text).not.toContain('ACTIONS_');
    expect(text).not.toContain(SECRET);
  });

  it('refuses a k6 script, an SQL file and app.directory that lead out, by link or by absolute path', () => {
    const dir = checkout();
    const file = join(dir, 'perf-gate.yml');
    symlinkSync('/proc/self/environ', join(dir, 'k6/linked.js'));
    writeFileSync(file, config('k6/linked.js'));
    expect(refusal(() => loadConfig(file))).toContain('scenarios[0].script "');
    symlinkSync(join(outside, 'secret.sql'), join(dir, 'linked.sql'));
    writeFileSync(file, config('k6/load.js', 'linked.sql'));
    const sql = refusal(() => loadConfig(file));
    expect(sql).toContain('database.init[0] ');
    expect(sql).not.toContain(SECRET);
    writeFileSync(file, config('k6/load.js', join(outside, 'secret.sql')));
    expect(refusal(() => loadConfig(file))).toContain('leads outside the checkout');
    writeFileSync(file, config('k6/load.js', 'schema.sql', 'app:\n  directory: ../\n'));
    expect(refusal(() => loadConfig(file))).toContain('app.directory "');
  });

  it('accepts links that stay inside, and an explicit checkout confines a file outside any work tree', () => {
    const dir = checkout();
    symlinkSync(join(dir, 'k6/load.js'), join(dir, 'k6/alias.js'));
    writeFileSync(join(dir, 'perf-gate.yml'), config('k6/alias.js'));
    expect(loadConfig(join(dir, 'perf-gate.yml')).scenarios[0]!.script).toBe(
      join(dir, 'k6/alias.js'),
    );
    // No .git: not confined by default (a config in a scratch folder), confined when told.
    const loose = mkdtempSync(join(tmpdir(), 'perf-gate-loose-'));
    writeFileSync(join(loose, 'perf-gate.yml'), config('k6/load.js', join(outside, 'secret.sql')));
    mkdirSync(join(loose, 'k6'));
    writeFileSync(join(loose, 'k6/load.js'), '');
    expect(loadConfig(join(loose, 'perf-gate.yml')).database.init).toEqual([
      join(outside, 'secret.sql'),
    ]);
    expect(
      refusal(() => loadConfig(join(loose, 'perf-gate.yml'), {}, { checkout: loose })),
    ).toContain('database.init[0]');
  });

  it('refuses a built jar that is a link out of the checkout', async () => {
    const dir = checkout();
    mkdirSync(join(dir, 'target'));
    writeFileSync(join(outside, 'base.jar'), 'PK');
    symlinkSync(join(outside, 'base.jar'), join(dir, 'target/app.jar'));
    await expect(findJar(dir, 'target/*.jar', 'pr')).rejects.toThrow(
      /pr: app.jar ".*app.jar" leads outside the checkout/,
    );
  });

  it('caps and flattens a value it repeats: at most 80 characters, one line', () => {
    const shown = shownValue(`${'x'.repeat(200)}\n${SECRET}`);
    expect(shown.length).toBeLessThanOrEqual(82);
    expect(shown).not.toContain('\n');
    expect(shown).not.toContain(SECRET);
    expect(shownValue(5)).toBe('5');
    expect(shownValue('fast')).toBe('"fast"');
    const dir = checkout();
    writeFileSync(
      join(dir, 'perf-gate.yml'),
      config().replace('rate: 5', `rate: "${'9'.repeat(300)}${SECRET}"`),
    );
    const text = refusal(() => loadConfig(join(dir, 'perf-gate.yml')));
    expect(text).toContain('scenarios[0].rate');
    expect(text).not.toContain(SECRET);
  });

  it('the gate exits 2 on a linked config and writes no ACTIONS_ text to the result or the report', async () => {
    const dir = checkout();
    symlinkSync('/proc/self/environ', join(dir, 'perf-gate.yml'));
    const resultPath = join(dir, 'out', 'result.json');
    mkdirSync(join(dir, 'out'));
    const outcome = await executeGate({
      configPath: join(dir, 'perf-gate.yml'),
      checkout: dir,
      overrides: {},
      resultPath,
      reportPath: join(dir, 'out', 'result.md'),
      progress: () => undefined,
    });
    expect(outcome.result.exitCode).toBe(2);
    expect(outcome.result.error?.message).toContain('leads outside the checkout');
    for (const text of [readFileSync(resultPath, 'utf8'), outcome.markdown]) {
      expect(text).not.toContain('ACTIONS_');
      expect(text).not.toContain(SECRET);
    }
  });
});
