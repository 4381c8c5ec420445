import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lookConfidence } from '../../../src/analysis/sequential.js';
import { seededNormal } from '../../../src/analysis/stats.js';
import { parseConfig } from '../../../src/files/config-file.js';
import { sequentialLooks } from '../../../src/engine/sequential-looks.js';
import { sequentialText } from '../../../src/report/shift.js';
import { pairedWindows } from '../analysis/windows.js';

const dir = mkdtempSync(join(tmpdir(), 'perf-gate-looks-'));
writeFileSync(join(dir, 'load.js'), 'export default function () {}\n');
const configOf = (compare: string) =>
  parseConfig(
    `scenarios:\n  - name: view\n    script: load.js\n    rate: 5\ncompare: ${compare}\n`,
    join(dir, 'perf-gate.yml'),
  );

describe('sequential looks in a gate', () => {
  it('stops a scenario whose p95 tripled at the first look and records the look', () => {
    const config = configOf('{ rounds: 3, max-rounds: 8, reuse-app: false }');
    const normal = seededNormal(1);
    const windows = pairedWindows({
      pairs: 3,
      baseP95: 10,
      ratio: 3,
      noise: () => 0.02 * normal(),
    });
    const lines: string[] = [];
    const looks = sequentialLooks(
      config,
      () => windows,
      (line) => lines.push(line),
    );
    const stopped = looks.look({ scenario: 'view', pairs: 3 });
    expect(stopped).toBe(true);
    expect(looks.record).toMatchObject({ firstLook: 3, maxRounds: 8, spending: 'obrien-fleming' });
    expect(looks.record!.looks[0]).toMatchObject({ scenario: 'view', pairs: 3, stop: true });
    expect(looks.record!.looks[0]!.reason).toMatch(/regression decided at 3 pairs: p95/);
    expect(lines[0]).toMatch(/view: look after 3 rounds \(99\.\d % repeated interval\): stop/);
    // The final comparison uses the interval of the look it stopped at.
    const design = {
      firstLook: 3,
      maxPairs: 8,
      spending: 'obrien-fleming' as const,
      confidence: 0.9,
    };
    expect(looks.confidence('view', { view: 3 })).toBeCloseTo(lookConfidence(design, 3), 12);
    expect(looks.confidence('view', undefined)).toBeCloseTo(lookConfidence(design, 8), 12);
  });

  it('runs another round while the noise hides the answer', () => {
    const config = configOf('{ rounds: 3, max-rounds: 8 }');
    const normal = seededNormal(2);
    const windows = pairedWindows({
      pairs: 3,
      baseP95: 10,
      ratio: 1.1,
      noise: () => 0.2 * normal(),
    });
    const looks = sequentialLooks(
      config,
      () => windows,
      () => undefined,
    );
    expect(looks.look({ scenario: 'view', pairs: 3 })).toBe(false);
    expect(looks.record!.looks[0]!.reason).toMatch(/undecided at 3 pairs/);
  });

  it('records the look at the cap for a scenario that ran every round, and only then', () => {
    const config = configOf('{ rounds: 3, max-rounds: 4 }');
    const normal = seededNormal(3);
    const windowsAt = (pairs: number) =>
      pairedWindows({ pairs, baseP95: 10, ratio: 1.1, noise: () => 0.2 * normal() });
    let windows = windowsAt(3);
    const looks = sequentialLooks(
      config,
      () => windows,
      () => undefined,
    );
    expect(looks.look({ scenario: 'view', pairs: 3 })).toBe(false);
    // stopped early: nothing to add
    looks.closeAtCap('view', { view: 3 });
    expect(looks.record!.looks).toHaveLength(1);
    // interrupted before the cap: nothing to add either
    looks.closeAtCap('view', undefined);
    expect(looks.record!.looks).toHaveLength(1);
    windows = windowsAt(4);
    looks.closeAtCap('view', undefined);
    expect(looks.record!.looks).toHaveLength(2);
    expect(looks.record!.looks[1]).toMatchObject({ scenario: 'view', pairs: 4, stop: true });
    // at 20 % noise per pair four pairs cannot decide a +10 % change: the gate ran to the cap
    expect(looks.record!.looks[1]!.reason).toMatch(/^cap of 4 pairs reached; open: /);
    expect(sequentialText(looks.record, 'view')).toMatch(
      /^sequential stopping: ran to the cap of 4 rounds, 2 look\(s\) \(obrien-fleming/,
    );
  });

  it('never stops and keeps the fixed confidence when sequential stopping is off', () => {
    const looks = sequentialLooks(
      configOf('{ rounds: 5 }'),
      () => [],
      () => undefined,
    );
    expect(looks.record).toBeUndefined();
    expect(looks.look({ scenario: 'view', pairs: 5 })).toBe(false);
    expect(looks.confidence('view', undefined)).toBe(0.9);
  });
});
