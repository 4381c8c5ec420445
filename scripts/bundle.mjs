// Bundles the action (dist/index.js) and the CLI (dist/cli.js) with esbuild.
// `--check` builds into a temporary folder and fails when dist/ differs from it.
import { build } from 'esbuild';
import { mkdtempSync, readFileSync, readdirSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const check = process.argv.includes('--check');
const outdir = check ? mkdtempSync(join(tmpdir(), 'perf-gate-dist-')) : 'dist';
// Chunk names carry content hashes: start from an empty folder so stale chunks never linger.
if (!check) rmSync(outdir, { recursive: true, force: true });

await build({
  entryPoints: { index: 'src/index.ts', cli: 'src/cli.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  legalComments: 'none',
  logLevel: 'warning',
  // CommonJS dependencies (dockerode, ssh2) use require() and __dirname; give the ESM bundle both.
  banner: {
    js: [
      "import { createRequire as __pgCreateRequire } from 'node:module';",
      "import { fileURLToPath as __pgFileURLToPath } from 'node:url';",
      "import { dirname as __pgDirname } from 'node:path';",
      'const require = __pgCreateRequire(import.meta.url);',
      'const __filename = __pgFileURLToPath(import.meta.url);',
      'const __dirname = __pgDirname(__filename);',
    ].join(' '),
  },
  external: ['cpu-features', '*.node'],
});

if (check) {
  const list = (dir) =>
    existsSync(dir)
      ? readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
          .sort()
      : [];
  const expected = list(outdir);
  const actual = list('dist');
  const stale = expected.filter(
    (f) =>
      !actual.includes(f) || !readFileSync(join(outdir, f)).equals(readFileSync(join('dist', f))),
  );
  const extra = actual.filter((f) => !expected.includes(f));
  rmSync(outdir, { recursive: true, force: true });
  if (stale.length || extra.length) {
    console.error(
      `dist/ is out of date with src/ (${[...stale, ...extra].slice(0, 5).join(', ')}${stale.length + extra.length > 5 ? ', …' : ''}).\n` +
        'Fix: run `npm run build` and commit dist/.',
    );
    process.exit(1);
  }
  console.log(`dist/ is in sync with src/ (${expected.length} files)`);
}
