import { describe, expect, it } from 'vitest';
import { ResourceScope } from '../../src/env/scope.js';

describe('ResourceScope', () => {
  it('releases everything at once, once, even when one release throws', async () => {
    const released: string[] = [];
    const scope = new ResourceScope();
    const make = (name: string, fail = false) => ({
      description: name,
      release: () => {
        released.push(name);
        return fail ? Promise.reject(new Error('boom')) : Promise.resolve();
      },
    });
    scope.add(make('database'));
    scope.add(make('app', true));
    scope.add(make('k6'));
    await Promise.all([scope.release(), scope.release()]);
    await scope.release();
    expect(released).toEqual(['k6', 'app', 'database']);
    // In parallel: three releases of 200 ms take about 200 ms, not 600.
    const slow = new ResourceScope();
    for (const name of ['a', 'b', 'c'])
      slow.add({ description: name, release: () => new Promise((r) => setTimeout(r, 200)) });
    const started = Date.now();
    await slow.release();
    expect(Date.now() - started).toBeLessThan(450);
    expect(scope.size).toBe(0);
  });

  it('supports await using', async () => {
    const released: string[] = [];
    {
      await using scope = new ResourceScope();
      scope.add({ description: 'x', release: () => Promise.resolve(void released.push('x')) });
    }
    expect(released).toEqual(['x']);
  });
});
