// What the bench scripts share: a snapshot of the built CLI and one gate run through it.
import { execFileSync, spawn } from 'node:child_process';
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

/** The gate runs under way: a stopped bench stops them too (each tears its containers down). */
const running = new Set();

/** Sends `signal` to every gate run under way (a bench's own SIGINT/SIGTERM handler calls it). */
export function stopRunning(signal) {
  for (const child of running) child.kill(signal);
}

/**
 * Samples the machine's 1-minute load average every 10 s from now on; the returned function stops
 * and gives its mean and maximum.
 */
export function sampleLoad() {
  const loads = [loadavg()[0]];
  const sampler = setInterval(() => loads.push(loadavg()[0]), 10_000);
  return () => {
    clearInterval(sampler);
    const round = (value) => Number(value.toFixed(2));
    return {
      mean: round(loads.reduce((a, b) => a + b, 0) / loads.length),
      max: round(Math.max(...loads)),
    };
  };
}

/**
 * Runs `node <args>` in `cwd` with its output in `logFile`; returns the wall time and the
 * machine's 1-minute load average through the run (sampled every 10 s): the machine is shared.
 */
export async function runLogged(args, cwd, logFile) {
  const log = createWriteStream(logFile);
  const started = Date.now();
  const stopSampling = sampleLoad();
  const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  await new Promise((done) => child.on('close', done));
  running.delete(child);
  return { wallMs: Date.now() - started, load: stopSampling() };
}

/** git with a fixed author and fixed dates: the same edits make the same commits in every sitting. */
export function benchGit(cwd, ...args) {
  return execFileSync(
    'git',
    ['-c', 'user.name=perf-gate bench', '-c', 'user.email=bench@perf-gate.invalid', ...args],
    {
      cwd,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z',
        GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z',
      },
    },
  );
}

/**
 * The frozen CLI: a clone of `repo` at `ref` in `workspace` and a snapshot of its own dist/
 * (committed and checked in sync with src/). Returns the CLI, the commit and the clone.
 */
export function frozenTool(repo, ref, workspace) {
  const source = join(workspace, 'tool-source');
  execFileSync('git', ['clone', '-q', repo, source]);
  const sha = benchGit(repo, 'rev-parse', ref).trim();
  benchGit(source, 'checkout', '-q', sha);
  // snapshotTool links the source's node_modules: the clone has none, so it links the repository's.
  symlinkSync(join(repo, 'node_modules'), join(source, 'node_modules'));
  return { cli: snapshotTool(source, join(workspace, 'frozen')), sha, source };
}
