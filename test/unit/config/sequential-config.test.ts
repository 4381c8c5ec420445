import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/files/config-file.js';
import { sequentialDesign } from '../../../src/config/sequential.js';

const dir = mkdtempSync(join(tmpdir(), 'perf-gate-sequential-'));
writeFileSync(join(dir, 'load.js'), 'export default function () {}\n');
const file = join(dir, 'perf-gate.yml');
const scenarios = 'scenarios:\n  - name: a\n    script: load.js\n    rate: 5\n';

describe('compare.max-rounds', () => {
  it('is on by default, 5 rounds up to 10, unless rounds or a --rounds flag fix the count', () => {
    const defaults = parseConfig(scenarios, file).compare;
    expect(defaults.rounds).toBe(5);
    expect(defaults.sequential).toEqual({ maxRounds: 10, spending: 'obrien-fleming' });
    expect(sequentialDesign(defaults)).toEqual({
      firstLook: 5,
      maxPairs: 10,
      spending: 'obrien-fleming',
      confidence: 0.9,
    });
    const pocock = parseConfig(`${scenarios}compare: { spending: pocock }\n`, file);
    expect(pocock.compare.sequential?.spending).toBe('pocock');
    // rounds alone: that many, fixed
    const fixed = parseConfig(`${scenarios}compare: { rounds: 10 }\n`, file);
    expect(fixed.compare.sequential).toBeUndefined();
    const fewer = parseConfig(`${scenarios}compare: { rounds: 3 }\n`, file);
    expect(fewer.compare.sequential).toBeUndefined();
    // a --rounds flag (or the action's rounds input) on the default design: fixed too
    const flagged = parseConfig(scenarios, file, { rounds: 3 });
    expect(flagged.compare.rounds).toBe(3);
    expect(flagged.compare.sequential).toBeUndefined();
  });

  it('is off when the cap is the rounds themselves', () => {
    const same = parseConfig(`${scenarios}compare: { rounds: 5, max-rounds: 5 }\n`, file);
    expect(same.compare.sequential).toBeUndefined();
    const capOnly = parseConfig(`${scenarios}compare: { max-rounds: 5 }\n`, file);
    expect(capOnly.compare.sequential).toBeUndefined();
  });

  it('turns sequential stopping on with O’Brien–Fleming spending unless told otherwise', () => {
    const config = parseConfig(`${scenarios}compare: { rounds: 3, max-rounds: 10 }\n`, file);
    expect(config.compare.sequential).toEqual({ maxRounds: 10, spending: 'obrien-fleming' });
    expect(sequentialDesign(config.compare)).toEqual({
      firstLook: 3,
      maxPairs: 10,
      spending: 'obrien-fleming',
      confidence: 0.9,
    });
    const pocock = parseConfig(`${scenarios}compare: { max-rounds: 8, spending: pocock }\n`, file);
    expect(pocock.compare.sequential).toEqual({ maxRounds: 8, spending: 'pocock' });
    // A --rounds flag keeps a max-rounds the file set; at the cap it leaves no look.
    const below = parseConfig(`${scenarios}compare: { rounds: 3, max-rounds: 6 }\n`, file, {
      rounds: 4,
    });
    expect(sequentialDesign(below.compare)?.firstLook).toBe(4);
    const flagged = parseConfig(`${scenarios}compare: { rounds: 3, max-rounds: 6 }\n`, file, {
      rounds: 6,
    });
    expect(sequentialDesign(flagged.compare)).toBeUndefined();
  });

  it('refuses a cap below the first look, one-round first looks and unknown spending', () => {
    expect(() => parseConfig(`${scenarios}compare: { rounds: 5, max-rounds: 3 }\n`, file)).toThrow(
      /max-rounds.*at least compare.rounds \(5\)/s,
    );
    expect(() => parseConfig(`${scenarios}compare: { rounds: 1, max-rounds: 4 }\n`, file)).toThrow(
      /rounds.*at least 2 with max-rounds/s,
    );
    expect(() =>
      parseConfig(`${scenarios}compare: { max-rounds: 8, spending: haybittle }\n`, file),
    ).toThrow(/spending/);
  });
});
