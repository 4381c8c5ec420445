// One version everywhere: package.json's, as `perf-gate --version` and the result file's tool.version
// report it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { TOOL_VERSION } from '../../src/engine/gate.js';
import { VERSION } from '../../src/version.js';

it("is package.json's version in the CLI and in result files", () => {
  const manifest = JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8'),
  ) as { version: string };
  expect(VERSION).toMatch(/^\d+\.\d+\.\d+/);
  expect(VERSION).toBe(manifest.version);
  expect(TOOL_VERSION).toBe(VERSION);
});
