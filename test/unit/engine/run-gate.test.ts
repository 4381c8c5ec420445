// The whole gate (src/engine/gate.ts) against a fake lab: the real plan, scheduler, sequential
// looks, statistics, policy and error records, with windows whose figures the test chooses.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/files/config-file.js';
import { lookConfidence } from '../../../src/analysis/sequential.js';
import { applyBasePolicy } from '../../../src/config/policy.js';
import { runGate, type GateRequest } from '../../../src/engine/gate.js';
import { ConfigError, EnvironmentError } from '../../../src/errors.js';
import type { GateResult } from '../../../src/model.js';
import { fakeGateLab, type FakeGateLabOptions } from '../../support/fake-gate-lab.js';

const dir = mkdtempSync(join(tmpdir(), 'perf-gate-run-gate-'));
writeFileSync(join(dir, 'load.js'), 'export default function () {}\n');
const file = join(dir, 'perf-gate.yml');

const scenario = (budget: string, name = 'browse'): string =>
  `  - name: ${name}\n    script: load.js\n    rate: 10\n    warmup: 2s\n    duration: 6s\n    budget: ${budget}\n`;

/** A config with one scenario under `budget` and the `compare:` block given. */
function config(
  budget = '{ p95: 2s, errors: 1% }',
  compare = '',
  more = '',
): GateRequest['config'] {
  return parseConfig(`scenarios:\n${scenario(budget)}${more}${compare}`, file);
}

const pr = { side: 'pr' as const, directory: '/checkout/pr', sha: 'b'.repeat(40) };
const base = { side: 'base' as const, directory: '/checkout/base', sha: 'a'.repeat(40) };
const FIXED = 'compare: { rounds: 4, seed: 11 }\n';

async function gate(
  request: GateRequest,
  options: FakeGateLabOptions = {},
): Promise<{ result: GateResult; lab: ReturnType<typeof fakeGateLab>; lines: string[] }> {
  const lab = fakeGateLab(options);
  const lines: string[] = [];
  const result = await runGate(request, lab, { progress: (line) => lines.push(line) });
  return { result, lab, lines };
}

describe('runGate over a fake lab', () => {
  it('passes one side within its budget, every stage in order, and releases the lab', async () => {
    const { result, lab } = await gate({ config: config(), pr });
    expect(result.verdict).toBe('pass');
    expect(result.exitCode).toBe(0);
    expect(result.stages.map((s) => s.stage)).toEqual([
      'docker',
      'k6',
      'inspect',
      'build',
      'database',
      'app-start',
      'warmup',
      'measure',
    ]);
    expect(result.stages.every((s) => s.ok)).toBe(true);
    expect(result.sides.pr).toMatchObject({ jar: '/checkout/pr/app.jar', jarSha256: 'sha-pr' });
    expect(result.runner.k6Version).toContain('k6 v1.8.1');
    expect(result.scenarios[0]!.windows).toHaveLength(1);
    expect(result.telemetry?.records).toHaveLength(1);
    expect(lab.released).toBe(1);
    expect(lab.held()).toBe(0);
  });

  it('fails on a budget the window breaks, naming the rule, exit 1', async () => {
    const { result } = await gate({ config: config('{ p95: 30ms }'), pr });
    expect(result.verdict).toBe('fail');
    expect(result.exitCode).toBe(1);
    expect(result.rules.filter((r) => !r.passed).map((r) => r.rule)).toEqual(['budget.p95']);
  });

  it('fails a PR 30 % slower than its base, in interleaved rounds on one database', async () => {
    const { result, lab } = await gate(
      { config: config(undefined, FIXED), pr, base },
      { latencyMs: (side) => (side === 'pr' ? 26 : 20) },
    );
    expect(result.verdict).toBe('fail');
    const latency = result.scenarios[0]!.comparisons.find(
      (c) => c.metric === 'latency' && c.endpoint === undefined,
    )!;
    expect(latency.status).toBe('regression');
    expect(latency.changePct).toBeGreaterThan(20);
    expect(result.scenarios[0]!.windows).toHaveLength(8);
    expect(result.protocol).toMatchObject({ seed: 11, reuseApp: true });
    // Both builds, one database, both apps booted once (kept across rounds).
    expect(lab.calls.filter((c) => c.startsWith('build'))).toEqual(['build base', 'build pr']);
    expect(lab.calls.filter((c) => c.startsWith('app-start')).sort()).toEqual([
      'app-start base',
      'app-start pr',
    ]);
  });

  it("takes the host's steal of each window out of its pair's latency change", async () => {
    // an A/A gate on a crowded host: each window's latency grows 5.7 % per point of steal
    const stealPct = (side: string, round: number) => (side === 'pr' ? 4 : 1) * ((round * 5) % 7);
    const lab = {
      stealPct,
      latencyMs: (side: 'base' | 'pr', round: number) =>
        20 * Math.exp(0.057 * stealPct(side, round)),
    };
    const latencyOf = (result: GateResult) =>
      result.scenarios[0]!.comparisons.find(
        (c) => c.metric === 'latency' && c.endpoint === undefined,
      )!;
    const { result } = await gate({ config: config(undefined, FIXED), pr, base }, lab);
    expect(
      result.scenarios[0]!.windows.map((w) => [w.side, w.round, w.hostStealPct]),
    ).toContainEqual(['pr', 1, 20]);
    expect(latencyOf(result).stealAdjustment).toMatchObject({ factor: 0.057, applied: true });
    expect(latencyOf(result).interval.method).toContain(
      "adjusted for the host's steal (0.057 per point)",
    );
    expect(result.verdict).toBe('pass');
    const off = config(undefined, 'compare: { rounds: 4, seed: 11, steal-adjustment: 0 }\n');
    const raw = latencyOf((await gate({ config: off, pr, base }, lab)).result);
    expect(raw.stealAdjustment).toBeUndefined();
    expect(raw.changePct).toBeGreaterThan(latencyOf(result).changePct + 20);
  });

  it('reads inconclusive when the runner is too noisy to decide, exit 0 unless told', async () => {
    const request = { config: config(undefined, FIXED), pr, base };
    const noisy = { latencyMs: (side: string) => (side === 'pr' ? 22 : 20), noise: 0.3 };
    const { result } = await gate(request, noisy);
    expect(result.verdict).toBe('inconclusive');
    expect(result.exitCode).toBe(0);
    const strict = config(undefined, FIXED, 'gate: { fail-on-inconclusive: true }\n');
    expect((await gate({ ...request, config: strict }, noisy)).result.exitCode).toBe(1);
  });

  it('stops an A/A comparison at a look before the cap (sequential stopping)', async () => {
    const sequential = 'compare: { rounds: 3, max-rounds: 10, seed: 5 }\n';
    const { result, lines } = await gate({ config: config(undefined, sequential), pr, base });
    expect(result.verdict).toBe('pass');
    const pairs = result.scenarios[0]!.windows.length / 2;
    expect(pairs).toBeGreaterThanOrEqual(3);
    expect(pairs).toBeLessThan(10);
    const sequentialRecord = result.protocol!.sequential!;
    expect(sequentialRecord).toMatchObject({
      firstLook: 3,
      maxRounds: 10,
      spending: 'obrien-fleming',
    });
    const design = {
      firstLook: 3,
      maxPairs: 10,
      spending: 'obrien-fleming' as const,
      confidence: 0.9,
    };
    // One look per round from the first on, the last one stopping at the pairs measured.
    expect(sequentialRecord.looks.map((l) => l.pairs)).toEqual(
      Array.from({ length: pairs - 2 }, (_, i) => i + 3),
    );
    expect(sequentialRecord.looks.map((l) => l.stop)).toEqual([
      ...Array<boolean>(pairs - 3).fill(false),
      true,
    ]);
    for (const look of sequentialRecord.looks) {
      expect(look.confidence).toBeCloseTo(lookConfidence(design, look.pairs), 12);
    }
    // Every comparison is judged at the interval of the look the gate stopped at.
    for (const comparison of result.scenarios[0]!.comparisons) {
      expect(comparison.pairs).toBe(pairs);
      expect(comparison.interval.confidence).toBeCloseTo(lookConfidence(design, pairs), 12);
    }
    expect(lines.some((line) => line.startsWith(`browse: look after ${pairs} rounds`))).toBe(true);
  });

  it('keeps the base budget when the PR loosens it, and fails on the base scenario it removed', async () => {
    const baseConfig = parseConfig(
      `scenarios:\n${scenario('{ p95: 30ms }')}${scenario('{ p95: 2s }', 'search')}`,
      file,
    );
    const prConfig = parseConfig(`scenarios:\n${scenario('{ p95: 10s }')}`, file);
    const { config: applied, policy } = applyBasePolicy(prConfig, baseConfig);
    const { result } = await gate({ config: applied, policy, pr });
    expect(result.verdict).toBe('fail');
    expect(result.policy?.source).toBe('base');
    expect(result.rules.filter((r) => !r.passed).map((r) => r.rule)).toEqual([
      'budget.p95',
      'policy.scenario-removed',
    ]);
  });

  it('records a build failure as an error in the build stage, exit 2, nothing else run', async () => {
    const error = new EnvironmentError('Build failed (exit 1): cannot find symbol', {
      fix: 'Fix it.',
    });
    const { result, lab } = await gate(
      { config: config(undefined, FIXED), pr, base },
      { failAt: { stage: 'build', side: 'pr', error } },
    );
    expect(result.verdict).toBe('error');
    expect(result.exitCode).toBe(2);
    expect(result.error).toEqual({
      kind: 'environment',
      message: 'Build failed (exit 1): cannot find symbol',
      fix: 'Fix it.',
      stage: 'build',
    });
    expect(result.stages.at(-1)).toMatchObject({ stage: 'build', side: 'pr', ok: false });
    expect(lab.calls).not.toContain('database');
    expect(lab.released).toBe(1);
  });

  it.each([
    ['docker', 'none'],
    ['k6', 'none'],
    ['inspect', 'none'],
    ['build', 'base'],
    ['database', 'none'],
    ['database-init', 'base'],
    ['app-start', 'pr'],
    ['warmup', 'base'],
    ['measure', 'pr'],
  ] as const)(
    'records a failure in %s (%s) with that stage, and releases the lab',
    async (stage, side) => {
      const error = new ConfigError(`planted failure in ${stage}`, { fix: 'Remove the plant.' });
      const { result, lab } = await gate(
        { config: config(undefined, FIXED), pr, base },
        { failAt: { stage, ...(side === 'none' ? {} : { side }), error } },
      );
      expect(result.verdict).toBe('error');
      expect(result.error).toMatchObject({ kind: 'config', stage, fix: 'Remove the plant.' });
      expect(result.stages.at(-1)).toMatchObject({ stage, ok: false });
      expect(lab.released).toBe(1);
    },
  );
});
