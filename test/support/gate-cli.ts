// The gate through the real CLI (bin/perf-gate.js, i.e. the built dist/) for integration tests:
// a perf-gate.yml for the prebuilt example jar, and a run that returns the exit code, the output
// and the result file.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GateResult } from '../../src/model.js';
import { testImages } from './environment.js';
import { exampleDir, repoRoot, schemaSql, seedSql } from './example.js';
import { testTmpDir } from './test-tmp.js';

export const SCALE = 0.05; // 150 contents, 150 members: seeds in well under a second
export const cli = join(repoRoot, 'bin/perf-gate.js');

export interface GateRun {
  pid: number;
  code: number;
  stdout: string;
  stderr: string;
  result: GateResult;
}

export function writeConfig(body: string): { dir: string; file: string } {
  const dir = testTmpDir('perf-gate-it-');
  const file = join(dir, 'perf-gate.yml');
  writeFileSync(file, body);
  return { dir, file };
}

/**
 * The warm-up of test gates: only the boot ramp (4 s at 4x the rate), no steady-state phases (up
 * to a minute each to a quiet JIT and to steady by default). These tests check what a gate does,
 * not how warm its app is; at 10 s caps the two phases were 20 of a 55 s gate of the example. The
 * A/A test in gate.test.ts keeps them.
 */
export const SHORT_WARMUP = '\nwarmup: { boot: 4s, steady: false }\n';

/** A perf-gate.yml for the prebuilt example jar; `extra` is appended verbatim. */
export function exampleConfig(scenario: string, app = ''): string {
  return `app:
  directory: ${exampleDir}
  build: null
  jar: target/travel-content.jar
  resources: { cpus: 1.5, memory: 768m }
  startup-timeout: 120s
${app}
database:
  init: [${schemaSql}, ${seedSql}]
  variables: { scale: ${SCALE} }
${SHORT_WARMUP}
scenarios:
${scenario}
`;
}

export const readHeavy = (
  rate: number,
  budget: string,
  extra = '',
): string => `  - name: content-view
    script: ${exampleDir}/k6/read-heavy.js
    rate: ${rate}
    warmup: 3s
    duration: 6s
    env: { CONTENT_COUNT: 150, MEMBER_COUNT: 150 }
    budget: ${budget}
${extra}`;

export function runCli(args: string[], env: NodeJS.ProcessEnv = {}): Promise<GateRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'run', ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const resultPath = args[args.indexOf('--result') + 1]!;
      const result = JSON.parse(readFileSync(resultPath, 'utf8')) as GateResult;
      resolve({ pid: child.pid ?? -1, code: code ?? -1, stdout, stderr, result });
    });
  });
}

export async function gate(
  config: string,
  extraArgs: string[] = [],
  env: NodeJS.ProcessEnv = {},
): Promise<GateRun> {
  const { dir, file } = writeConfig(config);
  return runCli(
    [
      '--config',
      file,
      '--result',
      join(dir, 'result.json'),
      '--app-image',
      testImages.jre,
      '--database-image',
      testImages.database,
      ...extraArgs,
    ],
    env,
  );
}
