import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/files/config-file.js';
import { compareScenario } from '../../../src/analysis/compare.js';
import { noiseModelLine, withMachineNoise } from '../../../src/config/runners.js';
import { comparisonOptions } from '../../../src/engine/sequential-looks.js';
import { makeWindow } from '../analysis/windows.js';
import { applyBasePolicy, policyChanges } from '../../../src/config/policy.js';
import { ConfigError } from '../../../src/errors.js';

const file = '/nowhere/perf-gate.yml';
const text = (compare: string) =>
  `scenarios:\n  - name: a\n    script: load.js\n    rate: 30\ncompare:\n${compare}`;
const parse = (compare: string) => parseConfig(text(compare), file, {}, { checkFiles: false });

const RUNNERS = `  instance-noise: 1.5%
  speed-adjustment: 0.8
  runners:
    - { cpu: xeon, cores: 4, instance-noise: 3% }
    - { cpu: Xeon, instance-noise: 0%, speed-adjustment: 1.85 }
    - { cpu: EPYC, speed-adjustment: 0.7 }
    - { cpu: Graviton, steal-adjustment: 0.02 }
`;
const XEON_2 = { cpuModel: 'Intel(R) Xeon(R) Processor', cores: 2 };

describe('compare.runners: the noise model per runner class', () => {
  it('takes the first entry whose cpu is part of the CPU model, case-insensitive, with its cores', () => {
    const config = withMachineNoise(parse(RUNNERS), XEON_2);
    expect(config.compare).toMatchObject({
      instanceNoise: 0,
      speedAdjustment: 1.85,
      stealAdjustment: 0.057, // left out by the entry: the top-level value, here the default
      runnerMatched: 1,
    });
    expect(withMachineNoise(parse(RUNNERS), { ...XEON_2, cores: 4 }).compare).toMatchObject({
      instanceNoise: 0.03,
      speedAdjustment: 0.8, // left out by the entry: the top-level value
      runnerMatched: 0,
    });
    const graviton = { cpuModel: 'AWS Graviton3', cores: 2 };
    expect(withMachineNoise(parse(RUNNERS), graviton).compare).toMatchObject({
      instanceNoise: 0.015,
      speedAdjustment: 0.8,
      stealAdjustment: 0.02,
      runnerMatched: 3,
    });
  });

  it('keeps the top-level values when no entry matches, and says so', () => {
    const config = withMachineNoise(parse(RUNNERS), { cpuModel: 'Apple M2', cores: 8 });
    expect(config.compare).toMatchObject({
      instanceNoise: 0.015,
      speedAdjustment: 0.8,
      stealAdjustment: 0.057,
    });
    expect(config.compare.runnerMatched).toBeUndefined();
    expect(noiseModelLine(config, { cpuModel: 'Apple M2', cores: 8 })).toBe(
      'noise model: no compare.runners entry matches Apple M2 (8 cores); compare.instance-noise, speed-adjustment and steal-adjustment apply',
    );
  });

  it('names the entry and the values it gave in the progress line', () => {
    const config = withMachineNoise(parse(RUNNERS), XEON_2);
    expect(noiseModelLine(config, XEON_2)).toBe(
      'noise model for Intel(R) Xeon(R) Processor (2 cores): compare.runners[1] (cpu "Xeon"), instance-noise 0 %, speed-adjustment 1.85, steal-adjustment 0.057',
    );
    const epyc = { cpuModel: 'AMD EPYC 7763 64-Core Processor', cores: 2 };
    expect(withMachineNoise(parse(RUNNERS), epyc).compare).toMatchObject({
      instanceNoise: 0.015,
      speedAdjustment: 0.7,
      runnerMatched: 2,
    });
  });

  it("names the entry in the latency interval's method, only when it supplied a value used", () => {
    const windows = [1, 2, 3, 4, 5].flatMap((round) =>
      (['base', 'pr'] as const).map((side) => {
        const window = makeWindow({ scenario: 'a', side, round, tps: 30 });
        const mean = Math.log(10) + (side === 'pr' ? 0.01 * (round % 3) : 0.005 * (round % 2));
        window.http.logLatency = { n: 300, mean, sd: 0.4 };
        return window;
      }),
    );
    const method = (config: ReturnType<typeof parse>) =>
      compareScenario('a', windows, comparisonOptions(config)).find(
        (c) => c.metric === 'latency' && c.endpoint === undefined,
      )!.interval.method;
    expect(method(withMachineNoise(parse(RUNNERS), { ...XEON_2, cores: 4 }))).toMatch(
      /with 3 % app-instance noise; noise model from compare\.runners\[0\], cpu "xeon"$/,
    );
    expect(
      method(withMachineNoise(parse(RUNNERS), { cpuModel: 'Apple M2', cores: 8 })),
    ).not.toMatch(/noise model from/);
    // instance noise 0 and no k6 CPU to adjust by: the entry's values are not used in this interval
    expect(method(withMachineNoise(parse(RUNNERS), XEON_2))).not.toMatch(/noise model from/);
    // the host's steal read in every window: the entry's steal factor is used
    windows.forEach((window, i) => (window.hostStealPct = (i * 7) % 5));
    expect(
      method(withMachineNoise(parse(RUNNERS), { cpuModel: 'AWS Graviton3', cores: 2 })),
    ).toMatch(
      /adjusted for the host's steal \(0\.02 per point\); noise model from compare\.runners\[3\], cpu "Graviton"$/,
    );
  });

  it('changes nothing and prints nothing without runners', () => {
    const config = parse('  instance-noise: 2%\n');
    expect(withMachineNoise(config, XEON_2)).toBe(config);
    expect(noiseModelLine(config, XEON_2)).toBeUndefined();
  });

  it('refuses an entry that sets neither value, or has no cpu, naming the entry', () => {
    const error = (compare: string) => {
      try {
        parse(compare);
      } catch (e) {
        expect(e).toBeInstanceOf(ConfigError);
        return (e as ConfigError).describe();
      }
      throw new Error('expected a ConfigError');
    };
    expect(error('  runners:\n    - { cpu: Xeon }\n')).toMatch(
      /compare\.runners\[0\].*must set instance-noise, speed-adjustment or steal-adjustment/,
    );
    expect(error('  runners:\n    - { instance-noise: 2% }\n')).toMatch(
      /compare\.runners\[0\]\.cpu/,
    );
    expect(error('  runners:\n    - { cpu: Xeon, speed-adjustment: 9 }\n')).toMatch(
      /compare\.runners\[0\]\.speed-adjustment.*from 0 \(off\) to 3/,
    );
    expect(error('  runners:\n    - { cpu: Xeon, steal-adjustment: 0.6 }\n')).toMatch(
      /compare\.runners\[0\]\.steal-adjustment.*from 0 \(off\) to 0\.5/,
    );
  });

  it('belongs to the policy the base branch owns: a PR that edits it is listed', () => {
    const base = parse(RUNNERS);
    const pr = parse(RUNNERS.replace('instance-noise: 0%', 'instance-noise: 9%'));
    expect(policyChanges(base, pr).map((c) => c.key)).toEqual(['compare.runners']);
  });

  it("keeps the base's steal adjustment: a PR that turns it off is listed and waits for the merge", () => {
    const base = parse(RUNNERS);
    const pr = parse(`  steal-adjustment: 0\n${RUNNERS}`);
    expect(policyChanges(base, pr)).toEqual([
      { key: 'compare.stealAdjustment', base: '0.057', pr: '0' },
    ]);
    expect(applyBasePolicy(pr, base).config.compare.stealAdjustment).toBe(0.057);
  });
});
