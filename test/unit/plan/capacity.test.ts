// `perf-gate plan --capacity`: the app instances a target TPS needs, from the capacity measured per
// topology, with the arithmetic, the measurements and the warnings; bad files named with a fix.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { planCommand } from '../../../src/commands/plan.js';
import { ConfigError } from '../../../src/errors.js';
import {
  measuredTopologies,
  parseCapacityFiles,
  planInstances,
  planTargetTps,
  renderPlan,
} from '../../../src/plan/index.js';
import { finalizeCapacity } from '../../../src/release/capacity.js';
import type { CapacityResult } from '../../../src/release/model.js';
import { capacityResult, twoTopologyCapacity } from '../release/results.js';

/** 1 instance ≈ 140/s, 2 instances ≈ 250/s (90 % interval 233.1–266.9/s), as the engine writes it. */
function measured(): CapacityResult {
  const result = twoTopologyCapacity();
  finalizeCapacity(result, {
    startRate: 10,
    maxRate: 1000,
    factor: 2,
    resolution: 0.1,
    maxSteps: 20,
    retries: 2,
    stepDurationMs: 20_000,
    repeats: 3,
    failOnInconclusive: false,
    confidence: 0.9,
  });
  return result;
}

const files = (...results: Array<[string, CapacityResult]>) =>
  parseCapacityFiles(results.map(([file, result]) => ({ file, text: JSON.stringify(result) })));

function configError(run: () => unknown): ConfigError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('expected a ConfigError');
}

describe('instances a target needs', () => {
  it('divides the target by the per-instance capacity at the largest topology, its interval low end', () => {
    const plan = planInstances(400, files(['capacity.json', measured()]));
    // 233.1 / 2 = 116.55 per instance; 400 / 116.55 = 3.43 → 4.
    expect(plan).toMatchObject({
      targetTps: 400,
      perInstanceTps: 116.55,
      basis: { instances: 2, tps: 233.1, figure: 'interval low end', file: 'capacity.json' },
      instances: 4,
      scenario: 'content-view',
      runner: 'Test CPU, 2 cores',
    });
    expect(plan.formula).toBe(
      'Instances needed: ⌈target ÷ per-instance capacity⌉ = ⌈400 ÷ 116.55⌉ = 4',
    );
    expect(plan.steps).toEqual([
      'per-instance capacity = interval low end of the capacity at 2 instances ÷ 2 = 233.1 ÷ 2 = 116.55 TPS',
      'target ÷ per-instance capacity = 400 ÷ 116.55 = 3.43, rounded up: 4',
    ]);
    expect(plan.measured.map((topology) => [topology.instances, topology.capacity])).toEqual([
      [1, 140],
      [2, 250],
    ]);
    expect(plan.warnings[0]).toBe(
      '4 instances is more than the largest topology measured (2): linear scaling is assumed beyond it, and scaling is usually sublinear. Measure it with `perf-gate capacity --instances 2,4`.',
    );
    // Beyond what one capacity topology can boot, no command the flag would refuse is suggested.
    expect(planInstances(2000, files(['c.json', measured()])).warnings[0]).toContain(
      'The lab boots at most 8 instances on one runner (`perf-gate capacity --instances 2,8` shows how the scaling bends)',
    );
  });

  it('needs at least one instance, and says when a smaller topology already covers the target', () => {
    expect(planInstances(50, files(['c.json', measured()])).instances).toBe(1);
    const plan = planInstances(130, files(['c.json', measured()]));
    // 130 / 116.55 = 1.12 → 2, while 1 instance's interval already starts at 133.6.
    expect(plan.instances).toBe(2);
    expect(plan.warnings).toEqual([
      "1 instance already sustained at least 133.6 TPS (its interval's low end), at or above the target: the formula is conservative there.",
    ]);
    expect(planInstances(233.1, files(['c.json', measured()])).instances).toBe(2);
  });

  it('reads a result written before --instances as one topology of the configured count', () => {
    const old = capacityResult(90, { low: 90, high: 99 });
    expect(measuredTopologies(old, 'old.json')).toEqual([
      { instances: 1, capacity: 90, low: 90, high: 99, agree: true, file: 'old.json' },
    ]);
    old.config = { app: { instances: 3 } };
    expect(measuredTopologies(old, 'old.json')[0]!.instances).toBe(3);
    const plan = planInstances(100, files(['old.json', old]));
    expect(plan.formula).toBe(
      'Instances needed: ⌈target ÷ per-instance capacity⌉ = ⌈100 ÷ 30⌉ = 4',
    );
  });

  it('merges several files and warns when their scenarios or runners differ, saying which', () => {
    const one = capacityResult(140, { low: 130, high: 150 });
    const two = capacityResult(250, { low: 240, high: 260 });
    two.config = { app: { instances: 2 } };
    two.scenario = { ...two.scenario!, name: 'checkout' };
    two.runner = { ...two.runner, cpuModel: 'Other CPU', cores: 4 };
    const plan = planInstances(200, files(['one.json', one], ['two.json', two]));
    expect(plan.measured.map((topology) => [topology.instances, topology.file])).toEqual([
      [1, 'one.json'],
      [2, 'two.json'],
    ]);
    expect(plan.scenario).toBeUndefined();
    expect(plan.warnings).toContain(
      'The capacity results measured different scenarios (one.json: content-view, two.json: checkout): their topologies are not comparable.',
    );
    expect(plan.warnings).toContain(
      'The capacity results were measured on different runners (one.json: Test CPU, 2 cores; two.json: Other CPU, 4 cores): capacity depends on the machine.',
    );
    const twice = planInstances(200, files(['a.json', one], ['b.json', one]));
    expect(twice.warnings).toContain(
      "1 instance was measured in both a.json and b.json: a.json's figure is used.",
    );
  });

  it('warns when the searches of the topology disagree', () => {
    const result = measured();
    result.topologies![1]!.summary.agree = false;
    expect(planInstances(200, files(['c.json', result])).warnings).toContain(
      'The searches with 2 instances disagree on one ceiling (c.json): its interval is less certain than it looks.',
    );
  });

  it('refuses a file that is not a capacity result or has no figure, naming it with a fix', () => {
    expect(
      configError(() => parseCapacityFiles([{ file: 'gate.json', text: '{"verdict":"pass"}' }]))
        .message,
    ).toBe('gate.json: is not a capacity result (no "kind": "capacity").');
    const empty = capacityResult(90, { low: 90, high: 99 });
    delete empty.summary;
    empty.reason = 'Nothing was measured.';
    const refused = configError(() => files(['empty.json', empty]));
    expect(refused.message).toBe('empty.json: has no capacity figure (Nothing was measured.).');
    expect(refused.fix).toContain('re-run `perf-gate capacity`');
  });
});

describe('perf-gate plan --capacity', () => {
  const temporary: string[] = [];
  afterEach(() => {
    for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  function written(result: CapacityResult): string {
    const dir = mkdtempSync(join(tmpdir(), 'perf-gate-plan-'));
    temporary.push(dir);
    const file = join(dir, 'perf-gate-capacity.json');
    writeFileSync(file, JSON.stringify(result));
    return file;
  }

  it('prints the instances after the target, with the arithmetic and the measured topologies', () => {
    const file = written(measured());
    let out = '';
    expect(planCommand({ dau: '1200', interval: '3s', capacity: [file] }, (t) => (out += t))).toBe(
      0,
    );
    const lines = out.split('\n');
    const target = lines.indexOf('Target: 400 TPS (k6 arrival rate: 400 iterations/s)');
    expect(target).toBeGreaterThan(0);
    expect(lines.slice(target + 2, target + 7)).toEqual([
      'Instances needed: ⌈target ÷ per-instance capacity⌉ = ⌈400 ÷ 116.55⌉ = 4',
      '  1. per-instance capacity = interval low end of the capacity at 2 instances ÷ 2 = 233.1 ÷ 2 = 116.55 TPS',
      '  2. target ÷ per-instance capacity = 400 ÷ 116.55 = 3.43, rounded up: 4',
      `  Measured (${file}, scenario content-view, Test CPU, 2 cores): 1 instance: 140 TPS [133.6–153.1], 2 instances: 250 TPS [233.1–266.9]`,
      '  ⚠ 4 instances is more than the largest topology measured (2): linear scaling is assumed beyond it, and scaling is usually sublinear. Measure it with `perf-gate capacity --instances 2,4`.',
    ]);
    expect(out.indexOf('Assumptions:')).toBeGreaterThan(out.indexOf('Instances needed'));
  });

  it('includes the instances in --json', () => {
    const file = written(measured());
    let out = '';
    planCommand({ dau: '1200', interval: '3s', capacity: [file], json: true }, (t) => (out += t));
    const parsed = JSON.parse(out) as { targetTps: number; instances: { instances: number } };
    expect(parsed.targetTps).toBe(400);
    expect(parsed.instances).toMatchObject({ instances: 4, perInstanceTps: 116.55 });
    let plain = '';
    planCommand({ dau: '1200', interval: '3s', json: true }, (t) => (plain += t));
    expect(JSON.parse(plain)).not.toHaveProperty('instances');
  });

  it('names a file it cannot read, with the fix', () => {
    const error = configError(() =>
      planCommand({ dau: '300', interval: '3s', capacity: ['/nowhere/cap.json'] }, () => {}),
    );
    expect(error.message).toBe('--capacity /nowhere/cap.json: cannot be read (ENOENT).');
    expect(error.fix).toContain('perf-gate-capacity.json');
  });

  it('renders without instances as before', () => {
    const plan = planTargetTps({ dau: 300, intervalSec: 3 });
    expect(renderPlan(plan)).not.toContain('Instances');
  });
});
