// perf-gate's comparison code (src/analysis/compare.ts) for the bench scripts: the CLI bundle does
// not export it, so it is bundled on the fly with esbuild (already a dev dependency) and imported.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Bundles src/analysis/compare.ts and imports it. */
export async function loadCompare() {
  const { build } = await import('esbuild');
  const out = join(mkdtempSync(join(tmpdir(), 'perf-gate-bench-compare-')), 'compare.mjs');
  try {
    await build({
      entryPoints: [join(REPO, 'src', 'analysis', 'compare.ts')],
      outfile: out,
      bundle: true,
      platform: 'node',
      format: 'esm',
      logLevel: 'warning',
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
