import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { alive, descendants, stopTree } from '../../../bench/lib/descendants.mjs';

async function until(check: () => boolean, ms = 5_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((done) => setTimeout(done, 50));
  }
  return check();
}

describe("a bench script's process tree", () => {
  it('finds the grandchildren a signal to the child alone would leave running, and stops them', async () => {
    // sh → two sleeps: the sleeps are grandchildren of this process.
    const child = spawn('sh', ['-c', 'sleep 60 & sleep 60 & wait'], { stdio: 'ignore' });
    const closed = new Promise((done) => child.on('close', done));
    expect(await until(() => descendants(process.pid).length >= 3), 'sh and its two sleeps').toBe(
      true,
    );
    const tree = descendants(process.pid).filter(
      (pid) => pid === child.pid || descendants(child.pid!).includes(pid),
    );
    expect(tree).toContain(child.pid);
    expect(tree.length).toBe(3);
    await stopTree(child.pid!, 'SIGTERM', 5_000);
    const grandchildren = tree.filter((pid) => pid !== child.pid);
    expect(grandchildren.filter(alive)).toEqual([]);
    await closed;
  });

  it('stops a tree bottom up: the deepest processes first, then their parents, and returns when all ended', async () => {
    // sh → sh → sleep: three levels below this process.
    const child = spawn('sh', ['-c', 'sh -c "sleep 60 & wait" & wait'], { stdio: 'ignore' });
    const closed = new Promise((done) => child.on('close', done));
    expect(await until(() => descendants(child.pid!).length >= 2), 'inner sh and sleep').toBe(true);
    const tree = [child.pid!, ...descendants(child.pid!)];
    await stopTree(child.pid!, 'SIGTERM', 5_000);
    // everything below the child ended; the child's own wait returns once they have
    expect(tree.slice(1).filter(alive)).toEqual([]);
    await closed;
  });
});
