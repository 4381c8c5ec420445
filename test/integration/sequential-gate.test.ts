// Sequential stopping end to end (compare.max-rounds): an A/A gate through the real CLI looks at
// its comparison after the first rounds and either stops there or adds a round, up to the cap;
// the result records the look and judges the final comparison at that look's interval.
import { beforeAll, describe, expect, it } from 'vitest';
import { lookConfidence } from '../../src/analysis/sequential.js';
import { perfGateContainers, requireDocker, requireK6 } from '../support/environment.js';
import { ensureExampleJar } from '../support/example.js';
import { exampleConfig, gate, readHeavy } from '../support/gate-cli.js';

describe('sequential stopping', () => {
  beforeAll(async () => {
    await requireDocker();
    requireK6();
    await ensureExampleJar();
  });

  it('looks after round 2 of an A/A gate and runs no more than the cap', async () => {
    // The base (this very commit) is built in a worktree; the jar cache makes re-runs cheap.
    const config = `${exampleConfig(readHeavy(10, '{ p95: 2s, errors: 1% }')).replace(
      'build: null',
      'build: sh ./mvnw -B -q -DskipTests package',
    )}compare:\n  rounds: 2\n  max-rounds: 3\n`;
    const run = await gate(config, ['--base', 'HEAD']);
    expect(run.code, run.stderr).toBe(0);
    const r = run.result;
    const sequential = r.protocol?.sequential;
    expect(sequential).toMatchObject({ firstLook: 2, maxRounds: 3, spending: 'obrien-fleming' });
    const [look, atCap] = sequential!.looks;
    expect(look).toMatchObject({ scenario: 'content-view', pairs: 2 });
    const design = {
      firstLook: 2,
      maxPairs: 3,
      spending: 'obrien-fleming' as const,
      confidence: 0.9,
    };
    expect(look!.confidence).toBeCloseTo(lookConfidence(design, 2), 12);
    // Stopped: the two rounds looked at; otherwise the cap's three.
    const rounds = look!.stop ? 2 : 3;
    // A gate that ran to the cap records the look there too: how it ended.
    expect(sequential!.looks).toHaveLength(look!.stop ? 1 : 2);
    if (!look!.stop) {
      expect(atCap).toMatchObject({ scenario: 'content-view', pairs: 3, stop: true });
      expect(atCap!.confidence).toBeCloseTo(lookConfidence(design, 3), 12);
      expect(atCap!.reason).toMatch(
        /^(cap of 3 pairs reached|every comparison decided at 3 pairs)/,
      );
    }
    const windows = r.scenarios[0]!.windows;
    expect(windows).toHaveLength(2 * rounds);
    expect(run.stdout + run.stderr).toMatch(/content-view: look after 2 rounds/);
    // the rounds past the first look may not run: progress says "of up to"
    expect(run.stdout + run.stderr).toMatch(/content-view (base|pr) round 1 of up to 3: /);
    for (const comparison of r.scenarios[0]!.comparisons) {
      expect(comparison.pairs).toBe(rounds);
      expect(comparison.interval.confidence).toBeCloseTo(lookConfidence(design, rounds), 12);
      expect(comparison.status).not.toBe('regression');
    }
    expect(await perfGateContainers(run.pid)).toEqual([]);
  });
});
