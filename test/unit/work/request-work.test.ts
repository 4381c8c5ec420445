import { describe, expect, it } from 'vitest';
import { attributeAppWork, type CountedMark } from '../../../src/work/request-work.js';

const mark = (
  what: 'begin' | 'end',
  endpoint: string,
  allocatedBytes?: number,
  threadCpuNanos?: number,
): CountedMark => ({
  what,
  endpoint,
  ...(allocatedBytes === undefined
    ? {}
    : {
        counters: {
          allocatedBytes,
          ...(threadCpuNanos === undefined ? {} : { threadCpuNanos }),
        },
      }),
});

describe('bytes and CPU per endpoint from the counters read at the probe marks', () => {
  it('takes each request from its begin mark to its end mark, averaged per endpoint', () => {
    const marks = new Map<number, CountedMark>([
      [1, mark('begin', 'detail', 1_000, 5_000_000)],
      [2, mark('end', 'detail', 11_000, 7_000_000)],
      [3, mark('begin', 'places', 11_500, 7_100_000)],
      [4, mark('end', 'places', 61_500, 10_100_000)],
      // Between requests (the script's own time, the app's timers): not counted.
      [5, mark('begin', 'detail', 70_000, 11_000_000)],
      [6, mark('end', 'detail', 90_000, 12_000_000)],
    ]);
    const work = attributeAppWork(marks);
    expect(work.get('detail')).toEqual({
      requests: 2,
      allocatedBytesPerRequest: 15_000,
      threadCpuMsPerRequest: 1.5,
    });
    expect(work.get('places')).toEqual({
      requests: 1,
      allocatedBytesPerRequest: 50_000,
      threadCpuMsPerRequest: 3,
    });
  });

  it('leaves out requests with a missing read, and the CPU when a request lacks it', () => {
    const marks = new Map<number, CountedMark>([
      [1, mark('begin', 'detail', 0, 0)],
      [2, mark('end', 'detail')],
      [3, mark('begin', 'detail', 100, 1_000_000)],
      [4, mark('end', 'detail', 300)],
      [5, mark('begin', 'other', 300, 2_000_000)],
    ]);
    expect(attributeAppWork(marks)).toEqual(
      new Map([['detail', { requests: 1, allocatedBytesPerRequest: 200 }]]),
    );
  });
});
