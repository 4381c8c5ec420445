import { describe, expect, it } from 'vitest';
import { appPerRequest } from '../../../src/work/app-counters.js';

describe('appPerRequest', () => {
  it('divides CPU nanoseconds and GC pause seconds by the requests', () => {
    const work = appPerRequest(
      { cpuNanos: 1e9, gcPauseSeconds: 0.5 },
      { cpuNanos: 3e9, gcPauseSeconds: 0.7 },
      1000,
    );
    expect(work?.cpuMsPerRequest).toBe(2);
    expect(work?.gcMsPerRequest).toBeCloseTo(0.2, 9);
  });

  it('leaves out what either reading lacks, and needs at least one request', () => {
    expect(appPerRequest({ cpuNanos: 0 }, { cpuNanos: 5e6, gcPauseSeconds: 1 }, 5)).toEqual({
      cpuMsPerRequest: 1,
    });
    expect(appPerRequest({}, {}, 5)).toBeUndefined();
    expect(appPerRequest({ cpuNanos: 0 }, { cpuNanos: 1 }, 0)).toBeUndefined();
  });
});
