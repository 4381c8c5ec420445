import { describe, expect, it } from 'vitest';
import { gateOrder } from '../../../src/lab/order.js';
import type { Side } from '../../../src/model.js';

const sides: Side[] = ['base', 'pr'];
const pattern = (rounds: Side[][]): string =>
  rounds.map((r) => (r[0] === 'base' ? 'AB' : 'BA')).join(' ');

describe('gate order', () => {
  it('alternates which side goes first, so neither always runs on a warmer machine', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 20; seed++)
      seen.add(pattern(gateOrder('alternate', 4, sides, seed).rounds));
    expect(seen).toEqual(new Set(['AB BA AB BA', 'BA AB BA AB']));
  });

  it('draws the side that opens round 1 from the seed, so the base does not always measure first', () => {
    for (const order of ['alternate', 'abba'] as const) {
      let baseOpens = 0;
      for (let seed = 0; seed < 200; seed++) {
        const rounds = gateOrder(order, 5, sides, seed).rounds;
        if (rounds[0]![0] === 'base') baseOpens++;
        expect(gateOrder(order, 5, sides, seed).rounds).toEqual(rounds);
      }
      expect(baseOpens).toBeGreaterThan(70);
      expect(baseOpens).toBeLessThan(130);
    }
  });

  it('abba runs rounds in ABBA blocks, not the same order as alternate', () => {
    const abba = gateOrder('abba', 8, sides, 1).rounds;
    expect(['AB BA BA AB AB BA BA AB', 'BA AB AB BA BA AB AB BA']).toContain(pattern(abba));
    expect(pattern(abba)).not.toBe(pattern(gateOrder('alternate', 8, sides, 1).rounds));
    // A "runs first" effect that grows linearly over the gate cancels within each block.
    const sign = abba.map((r) => (r[0] === 'base' ? 1 : -1));
    expect(sign.slice(0, 4).reduce((sum, s, round) => sum + s * round, 0)).toBe(0);
  });

  it('random is a balanced shuffle drawn from the seed: replayable, and different across seeds', () => {
    const first = gateOrder('random', 6, sides, 42);
    expect(gateOrder('random', 6, sides, 42)).toEqual(first);
    const patterns = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const rounds = gateOrder('random', 6, sides, seed).rounds;
      expect(rounds.filter((r) => r[0] === 'base')).toHaveLength(3);
      patterns.add(pattern(rounds));
    }
    // 20 balanced orders of 6 rounds exist; 40 seeds must reach well over a handful of them.
    expect(patterns.size).toBeGreaterThan(8);
  });

  it('random with an odd round count differs by one at most and draws the odd round', () => {
    const firsts = new Set<number>();
    for (let seed = 0; seed < 20; seed++) {
      const base = gateOrder('random', 5, sides, seed).rounds.filter((r) => r[0] === 'base');
      expect([2, 3]).toContain(base.length);
      firsts.add(base.length);
    }
    expect(firsts).toEqual(new Set([2, 3]));
  });

  it('counterbalances the boot order across seeds instead of always booting the base first', () => {
    let baseFirst = 0;
    for (let seed = 0; seed < 200; seed++) {
      const boot = gateOrder('alternate', 5, sides, seed).boot;
      expect([...boot].sort()).toEqual(['base', 'pr']);
      if (boot[0] === 'base') baseFirst++;
    }
    expect(baseFirst).toBeGreaterThan(70);
    expect(baseFirst).toBeLessThan(130);
  });

  it('keeps a single side alone', () => {
    expect(gateOrder('random', 3, ['pr'], 7)).toEqual({
      boot: ['pr'],
      rounds: [['pr'], ['pr'], ['pr']],
    });
  });
});
