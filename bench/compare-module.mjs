// perf-gate's comparison code (src/analysis/compare.ts) and the bench's own TypeScript (bench/lib/)
// for the bench scripts: the CLI bundle does not export them, so they are bundled on the fly with
// esbuild (already a dev dependency) and imported.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Bundles src/analysis/compare.ts and imports it. */
export function loadCompare() {
  return loadModule('src/analysis/compare.ts');
}

/**
 * Bundles a TypeScript module of the repository (path relative to its root) and imports it. With
 * `external`, the npm packages stay outside the bundle (those with native parts, Testcontainers'
 * ssh2, cannot be bundled) and the bundle is written inside node_modules so that they resolve.
 * With `dirname` (a folder of the repository), `import.meta.dirname` reads as that folder:
 * test/support computes the repository's root from it, which the bundle's own folder gets wrong.
 */
export async function loadModule(path, { external = false, dirname: folder } = {}) {
  const { build } = await import('esbuild');
  const parent = external ? join(REPO, 'node_modules', '.cache') : tmpdir();
  mkdirSync(parent, { recursive: true });
  const out = join(mkdtempSync(join(parent, 'perf-gate-bench-module-')), 'module.mjs');
  try {
    await build({
      entryPoints: [join(REPO, path)],
      outfile: out,
      bundle: true,
      platform: 'node',
      format: 'esm',
      logLevel: 'warning',
      ...(external ? { packages: 'external' } : {}),
      ...(folder ? { define: { 'import.meta.dirname': JSON.stringify(join(REPO, folder)) } } : {}),
      // CommonJS dependencies inside (@stdlib) call require(); give the ESM bundle one.
      banner: {
        js: "import { createRequire as __benchRequire } from 'node:module'; const require = __benchRequire(import.meta.url);",
      },
    });
    return await import(out);
  } finally {
    rmSync(dirname(out), { recursive: true, force: true });
  }
}
