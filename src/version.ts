// perf-gate's version, from package.json: one place for `perf-gate --version`, the result file and
// the report (bundled into dist/ by esbuild, so it is right wherever the bundle runs).
import manifest from '../package.json' with { type: 'json' };

export const VERSION: string = manifest.version;
