import { describe, expect, it } from 'vitest';
import { designLabel, recordedRounds, replayGate } from '../../../bench/lib/replay.js';
import { rejudgeGate } from '../../../bench/lib/rejudge.js';
import { recorded } from './recorded-gate.js';

describe('replaying a recorded gate under another round design', () => {
  it('reads exactly as the gate re-judged when the design is the one it ran', () => {
    const gate = recorded('aa-1', 1.03);
    const replayed = replayGate(gate, { rounds: 10 });
    expect(replayed.rounds).toBe(10);
    expect(replayed.verdict).toBe(rejudgeGate(gate).verdict);
    expect(replayed.latency).toEqual(rejudgeGate(gate).latency);
    expect(replayed.wallMs).toBe(330_000);
  });

  it('cuts the gate after fewer fixed rounds: a wider interval, the rounds not run off the wall time', () => {
    const gate = recorded('aa-1', 1.03);
    const full = replayGate(gate, { rounds: 10 });
    const short = replayGate(gate, { rounds: 6 });
    expect(short.rounds).toBe(6);
    expect(short.wallMs).toBe(330_000 - 4 * 18_000);
    const width = (r: typeof full) => r.latency!.highPct - r.latency!.lowPct;
    expect(width(short)).toBeGreaterThan(width(full));
  });

  it('stops a gross regression at the first look and judges it at that look’s confidence', () => {
    const replayed = replayGate(recorded('cpu20-1', 1.6), { rounds: 5, maxRounds: 10 });
    expect(replayed.rounds).toBe(5);
    expect(replayed.verdict).toBe('fail');
  });

  it('runs an undecided gate to the cap, where the interval is wider than a fixed gate’s', () => {
    const gate = recorded('cpu10-1', 1.09);
    const sequential = replayGate(gate, { rounds: 5, maxRounds: 10, spending: 'pocock' });
    const fixed = replayGate(gate, { rounds: 10 });
    expect(sequential.rounds).toBe(10);
    expect(sequential.verdict).toBe('inconclusive');
    const width = (r: typeof fixed) => r.latency!.highPct - r.latency!.lowPct;
    expect(width(sequential)).toBeGreaterThan(width(fixed));
  });

  it('refuses a design that looks beyond the rounds recorded', () => {
    const gate = recorded('aa-1', 1);
    expect(recordedRounds(gate)).toBe(10);
    expect(() => replayGate(gate, { rounds: 6, maxRounds: 12 })).toThrow(
      /6→12 OBF needs 12 rounds, 10 recorded/,
    );
  });

  it('leaves the wall time out when the stages did not give the round ends', () => {
    const gate = { ...recorded('aa-1', 1), roundEndsMs: undefined };
    expect(replayGate(gate, { rounds: 6 }).wallMs).toBeUndefined();
  });

  it('names designs the way bench/replay.mjs prints them', () => {
    expect(designLabel({ rounds: 8 })).toBe('8 rounds');
    expect(designLabel({ rounds: 6, maxRounds: 6 })).toBe('6 rounds');
    expect(designLabel({ rounds: 6, maxRounds: 10 })).toBe('6→10 OBF');
    expect(designLabel({ rounds: 5, maxRounds: 10, spending: 'pocock' })).toBe('5→10 Pocock');
  });
});
