// The processes below one: act runs a workflow's steps as its own children, which a signal to act
// alone would leave running (bench/calibrate-act.mjs); the interrupt test checks a stopped CLI left
// none. Read from /proc (Linux): Node has no process tree API and `pkill -P` reaches one level only.
import { readdirSync, readFileSync } from 'node:fs';

/** The parent pid of every process, from /proc/<pid>/stat (the field after the command's ")"). */
function parents() {
  const map = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (comm) state ppid …": comm may hold spaces and parentheses.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      map.set(Number(entry), ppid);
    } catch {
      // the process ended while the table was read
    }
  }
  return map;
}

/** The pids below `root`, children before their own children. */
export function descendants(root) {
  const table = parents();
  const found = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift();
    for (const [child, parent] of table)
      if (parent === pid) {
        found.push(child);
        queue.push(child);
      }
  }
  return found;
}

/** A process that still runs (a zombie waiting for its parent or init to reap it does not). */
export function alive(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/**
 * Stops the tree below `root` from the bottom up, a level at a time: `signal` to the deepest
 * processes, then, once they have ended (at most `graceMs` a level), to their parents. act kills a
 * step's processes hard when the step's shell ends, so perf-gate must hear the signal, and finish
 * tearing its containers down, before the shell and act do.
 */
export async function stopTree(root, signal, graceMs = 60_000) {
  const table = parents();
  const depth = new Map([[root, 0]]);
  for (const pid of descendants(root)) depth.set(pid, depth.get(table.get(pid)) + 1);
  depth.delete(root);
  for (let level = Math.max(0, ...depth.values()); level >= 1; level--) {
    const these = [...depth].filter(([, d]) => d === level).map(([pid]) => pid);
    for (const pid of these) {
      try {
        process.kill(pid, signal);
      } catch {
        // already gone
      }
    }
    const end = Date.now() + graceMs;
    while (Date.now() < end && these.some(alive))
      await new Promise((done) => setTimeout(done, 200));
  }
}
