// Writes schema/perf-gate.schema.json from the zod schema (src/config/json-schema.ts).
// `--check` fails when the committed file differs from what the schema generates.
import { build } from 'esbuild';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const target = 'schema/perf-gate.schema.json';
const dir = mkdtempSync(join(tmpdir(), 'perf-gate-schema-'));
try {
  const outfile = join(dir, 'json-schema.mjs');
  await build({
    entryPoints: ['src/config/json-schema.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'warning',
  });
  const { configJsonSchemaText } = await import(pathToFileURL(outfile).href);
  const text = configJsonSchemaText();
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(target, 'utf8');
    } catch {
      // missing counts as stale
    }
    if (current !== text) {
      console.error(
        `${target} is out of date with src/config/schema.ts.\nFix: run \`npm run schema\` and commit ${target}.`,
      );
      process.exitCode = 1;
    }
  } else {
    mkdirSync('schema', { recursive: true });
    writeFileSync(target, text);
    console.log(`wrote ${target}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
