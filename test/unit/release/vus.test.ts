// VU limits of a window at any rate keep the scenario's headroom (VUs per iteration/s).
import { describe, expect, it } from 'vitest';
import type { ScenarioConfig } from '../../../src/config/schema.js';
import { vusForRate } from '../../../src/lab/release-lab.js';

const scenario = { targetRate: 30, preAllocatedVus: 15, maxVus: 120 } as ScenarioConfig;

describe('VU limits per rate', () => {
  it('scales the configured limits with the rate', () => {
    expect(vusForRate(scenario, 30)).toEqual({ preAllocatedVus: 15, maxVus: 120 });
    expect(vusForRate(scenario, 300)).toEqual({ preAllocatedVus: 150, maxVus: 1200 });
  });

  it('never gives less headroom than the defaults, whatever the scenario was sized for', () => {
    // A scenario sized for 30/s with 15 and 120 VUs, then run at 400/s (--rate): half a VU ready
    // and four allowed per iteration/s, not the 0.04 and 0.3 its own numbers would give.
    const small = { targetRate: 400, preAllocatedVus: 15, maxVus: 120 } as ScenarioConfig;
    expect(vusForRate(small, 400)).toEqual({ preAllocatedVus: 200, maxVus: 1600 });
  });

  it('keeps a floor at low rates and never allocates more than the maximum', () => {
    expect(vusForRate(scenario, 2)).toEqual({ preAllocatedVus: 5, maxVus: 20 });
    const tight = vusForRate({ ...scenario, maxVus: 15 }, 300);
    expect(tight.maxVus).toBeGreaterThanOrEqual(tight.preAllocatedVus);
  });
});
