import { describe, expect, it } from 'vitest';
import { withRetries } from '../../../src/env/freeze.js';

describe('withRetries (freezer calls)', () => {
  const waits: number[] = [];
  const sleep = (ms: number) => {
    waits.push(ms);
    return Promise.resolve();
  };

  it('tries again after each wait while the error is one to retry, then succeeds', async () => {
    waits.length = 0;
    let calls = 0;
    const result = await withRetries(
      () => (++calls < 3 ? Promise.reject(new Error('unable to freeze')) : Promise.resolve('ok')),
      [1000, 3000],
      (error) => /unable to freeze/.test(String(error)),
      sleep,
    );
    expect(result).toBe('ok');
    expect(calls).toBe(3);
    expect(waits).toEqual([1000, 3000]);
  });

  it('gives up after the last wait, and at once on any other error', async () => {
    waits.length = 0;
    let calls = 0;
    const failing = () => (calls++, Promise.reject(new Error('unable to freeze')));
    await expect(withRetries(failing, [5], () => true, sleep)).rejects.toThrow('unable to freeze');
    expect(calls).toBe(2);
    calls = 0;
    await expect(
      withRetries(failing, [5, 5], (error) => String(error).includes('no such container'), sleep),
    ).rejects.toThrow();
    expect(calls).toBe(1);
  });
});
