// `perf-gate run` through the real CLI (the bundle in dist/, `npm run build` after changing src/),
// with the local stand-in images, for tests that check what a user sees end to end.
import { spawn } from 'node:child_process';
import { build } from 'esbuild';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GateResult } from '../../src/model.js';
import { testImages } from './environment.js';
import { repoRoot } from './example.js';
import { testTmpDir } from './test-tmp.js';

export const cli = join(repoRoot, 'bin/perf-gate.js');

/**
 * Bundles the CLI from src/ (dist/ is rebuilt only on release) into node_modules/.cache under
 * `name`, for tests that must run the code as it is now; returns the file to run with node.
 */
export async function bundleCliFromSource(name: string): Promise<string> {
  const outfile = join(repoRoot, 'node_modules', '.cache', `${name}.mjs`);
  await build({
    entryPoints: [join(repoRoot, 'src/cli.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile,
    logLevel: 'silent',
  });
  return outfile;
}

export interface CliRun {
  pid: number;
  code: number;
  stdout: string;
  stderr: string;
  result: GateResult;
  report: string;
}

/** Writes `config` as perf-gate.yml in a temp folder and runs the gate on it. */
export function runGateCli(
  config: string,
  extraArgs: string[] = [],
  env: NodeJS.ProcessEnv = {},
): Promise<CliRun> {
  const dir = testTmpDir('perf-gate-it-');
  const file = join(dir, 'perf-gate.yml');
  writeFileSync(file, config);
  const resultPath = join(dir, 'result.json');
  const reportPath = join(dir, 'report.md');
  const args = [
    cli,
    'run',
    '--config',
    file,
    '--result',
    resultPath,
    '--report',
    reportPath,
    '--database-image',
    testImages.database,
    ...extraArgs,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const result = JSON.parse(readFileSync(resultPath, 'utf8')) as GateResult;
      let report = '';
      try {
        report = readFileSync(reportPath, 'utf8');
      } catch {
        // no report on an early configuration error
      }
      resolve({ pid: child.pid ?? -1, code: code ?? -1, stdout, stderr, result, report });
    });
  });
}
