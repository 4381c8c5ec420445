// What the bench scripts share: a snapshot of the built CLI and one gate run through it.
import { spawn } from 'node:child_process';
import { cpSync, createWriteStream, symlinkSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';

/**
 * Copies the built CLI out of the repository into `workspace`, so a rebuild of dist/ during a long
 * run cannot break a gate half-way; node_modules is linked. Returns the CLI's entry point.
 */
export function snapshotTool(repo, workspace) {
  const tool = join(workspace, 'tool');
  for (const entry of ['bin', 'dist', 'scenarios', 'package.json']) {
    cpSync(join(repo, entry), join(tool, entry), { recursive: true });
  }
  symlinkSync(join(repo, 'node_modules'), join(tool, 'node_modules'));
  return join(tool, 'bin', 'perf-gate.js');
}

/**
 * Runs `node <args>` in `cwd` with its output in `logFile`; returns the wall time and the
 * machine's 1-minute load average through the run (sampled every 10 s): the machine is shared.
 */
export async function runLogged(args, cwd, logFile) {
  const log = createWriteStream(logFile);
  const started = Date.now();
  const loads = [loadavg()[0]];
  const sampler = setInterval(() => loads.push(loadavg()[0]), 10_000);
  const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  await new Promise((done) => child.on('close', done));
  clearInterval(sampler);
  const round = (value) => Number(value.toFixed(2));
  return {
    wallMs: Date.now() - started,
    load: {
      mean: round(loads.reduce((a, b) => a + b, 0) / loads.length),
      max: round(Math.max(...loads)),
    },
  };
}
