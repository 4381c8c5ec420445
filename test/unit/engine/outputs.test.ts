import { describe, expect, it } from 'vitest';
import { headlineOutputs } from '../../../src/engine/outputs.js';
import type { GateResult } from '../../../src/model.js';
import { makeWindow } from '../analysis/windows.js';

describe('the action outputs', () => {
  it('report the median the report uses: the mean of the two middle values for an even count', () => {
    const result = {
      verdict: 'pass',
      scenarios: [
        {
          windows: [
            makeWindow({ side: 'pr', round: 0, tps: 90, p95: 10 }),
            makeWindow({ side: 'base', round: 0, tps: 500, p95: 900 }),
            makeWindow({ side: 'pr', round: 1, tps: 100, p95: 20 }),
          ],
        },
      ],
    } as unknown as GateResult;
    // The lower median gave 90 and 10.
    expect(headlineOutputs(result)).toEqual({ verdict: 'pass', tps: '95.00', p95: '15.0' });
  });

  it('are empty without windows', () => {
    expect(headlineOutputs({ verdict: 'error', scenarios: [] } as unknown as GateResult)).toEqual({
      verdict: 'error',
      tps: '',
      p95: '',
    });
  });
});
