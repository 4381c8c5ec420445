import { createRequire as __pgCreateRequire } from 'node:module'; import { fileURLToPath as __pgFileURLToPath } from 'node:url'; import { dirname as __pgDirname } from 'node:path'; const require = __pgCreateRequire(import.meta.url); const __filename = __pgFileURLToPath(import.meta.url); const __dirname = __pgDirname(__filename);
import {
  ConfigError
} from "./chunk-STJUJNGS.js";

// src/engine/output-path.ts
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  writeFileSync
} from "node:fs";
import { dirname, resolve } from "node:path";
function makeDirectory(dir) {
  const missing = [];
  let current = resolve(dir);
  while (!existsSync(current)) {
    missing.push(current);
    const parent = dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const folder of missing.reverse()) mkdirSync(folder);
}
function unwritable(what, path, error) {
  const code = error.code ?? error.message;
  return new ConfigError(`Cannot write the ${what} ${path} (${code}).`, {
    fix: "Give a path in a folder this user can write (CLI: --result / --report; action: the result-path input).",
    cause: error
  });
}
function outputPathProblem(path, what = "result file") {
  const probe = `${path}.probe-${process.pid}`;
  try {
    makeDirectory(dirname(path));
    closeSync(openSync(probe, "wx"));
    rmSync(probe, { force: true });
    return void 0;
  } catch (error) {
    return unwritable(what, path, error);
  }
}
function writeOutputFile(path, text, what = "result file") {
  const temp = `${path}.tmp-${process.pid}`;
  try {
    makeDirectory(dirname(path));
    writeFileSync(temp, text);
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw unwritable(what, path, error);
  }
}
function htmlPathFor(resultPath) {
  return resultPath.endsWith(".json") ? `${resultPath.slice(0, -5)}.html` : `${resultPath}.html`;
}
function reportPathClash(resultPath, reportPath) {
  const report = resolve(reportPath);
  const taken = report === resolve(resultPath) ? "the result file" : report === resolve(htmlPathFor(resultPath)) ? `the HTML report of --result ${resultPath}` : void 0;
  if (!taken) return void 0;
  return new ConfigError(`--report ${reportPath} is where perf-gate writes ${taken}.`, {
    fix: `Give the markdown report a file of its own, e.g. --report ${report.replace(/\.[^./]*$/, "")}.md.`
  });
}

// package.json
var package_default = {
  name: "perf-gate",
  version: "0.1.0",
  description: "Load-test pull-request gate for Spring Boot services: real MySQL, real k6, honest A/B statistics.",
  type: "module",
  license: "MIT",
  engines: {
    node: ">=24"
  },
  bin: {
    "perf-gate": "bin/perf-gate.js"
  },
  files: [
    "bin",
    "dist",
    "scenarios",
    "schema",
    "action.yml"
  ],
  scripts: {
    build: "node scripts/bundle.mjs",
    "check:dist": "node scripts/bundle.mjs --check",
    schema: "node scripts/schema.mjs",
    "check:schema": "node scripts/schema.mjs --check",
    typecheck: "tsc --noEmit",
    lint: "eslint .",
    format: "prettier --write .",
    "format:check": "prettier --check .",
    "test:unit": "vitest run --project unit",
    "test:integration": "vitest run --project integration",
    test: "npm run typecheck && npm run lint && npm run format:check && npm run check:dist && npm run check:schema && vitest run"
  },
  dependencies: {
    "@actions/core": "^3.0.1",
    "@actions/github": "^9.1.1",
    "@datadog/sketches-js": "^2.1.1",
    "@stdlib/stats-base-dists-beta-quantile": "^0.2.3",
    "@stdlib/stats-base-dists-chisquare-quantile": "^0.2.3",
    "@stdlib/stats-base-dists-normal-cdf": "^0.3.1",
    "@stdlib/stats-base-dists-normal-quantile": "^0.3.1",
    "@stdlib/stats-base-dists-t-cdf": "^0.2.3",
    "@stdlib/stats-base-dists-t-quantile": "^0.2.3",
    commander: "^15.1.0",
    "get-port": "^7.2.0",
    "markdown-table": "^3.1.0",
    mysql2: "^3.24.6",
    "properties-file": "^5.0.7",
    "pure-rand": "^8.4.2",
    testcontainers: "^12.2.0",
    yaml: "^2.9.1",
    yauzl: "^3.4.0",
    zod: "^4.6.7"
  },
  devDependencies: {
    "@eslint/js": "^10.0.1",
    "@types/node": "^24.19.2",
    "@types/pngjs": "^6.0.5",
    "@types/yauzl": "^3.4.0",
    esbuild: "^0.28.2",
    eslint: "^10.15.0",
    globals: "^17.14.0",
    madge: "^8.0.0",
    micromark: "^4.0.3",
    "micromark-extension-gfm": "^3.0.0",
    "playwright-core": "^1.65.1",
    pngjs: "^7.0.0",
    prettier: "^3.10.1",
    typescript: "~5.9.3",
    "typescript-eslint": "^8.73.0",
    vitest: "^5.1.1"
  }
};

// src/version.ts
var VERSION = package_default.version;

export {
  outputPathProblem,
  writeOutputFile,
  htmlPathFor,
  reportPathClash,
  VERSION
};
