// `perf-gate capacity --instances 1,2`: the capacity per topology (instance count) with its interval,
// per instance and scaled against the smallest; the verdict on one topology; the reports' table
// and labelled step tables; the flag; and results of older versions still read and compared.
import { describe, expect, it } from 'vitest';
import { CAPACITY_FLAGS, capacityOptions, instancesFlag } from '../../../src/commands/capacity.js';
import { parseFlags } from '../../../src/commands/options.js';
import { ConfigError } from '../../../src/errors.js';
import { finalizeCapacity, type CapacityOptions } from '../../../src/release/capacity.js';
import { compareCapacity, parseCapacityResult } from '../../../src/release/compare.js';
import { renderCapacityHtml } from '../../../src/release/html.js';
import type { CapacitySummary } from '../../../src/release/model.js';
import { renderCapacityMarkdown } from '../../../src/release/render.js';
import {
  scalingOf,
  summarizeCapacity,
  summarizeTopologies,
  type TopologySearch,
} from '../../../src/release/search.js';
import { capacityResult, twoTopologyCapacity } from './results.js';

const OPTIONS: CapacityOptions = {
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
};

const found = (instances: number, lower: number, upper: number): TopologySearch => ({
  instances,
  status: 'found',
  lower,
  upper,
  confirmed: true,
});

function configError(run: () => unknown): ConfigError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('expected a ConfigError');
}

/** A summary with a capacity and an interval, for the scaling arithmetic. */
function summary(capacity: number, low: number, high: number): CapacitySummary {
  return {
    capacity,
    interval: { low, high, method: 'envelope' },
    agree: true,
    figures: [capacity],
    target: 10,
    meetsTarget: true,
    statement: '',
  };
}

describe('capacity per topology', () => {
  it('summarises each instance count on its own searches, per instance and scaled against the smallest', () => {
    const searches = [
      found(2, 250, 280),
      found(1, 140, 160),
      found(1, 150, 165),
      found(2, 260, 290),
      found(1, 140, 160),
      found(2, 240, 270),
    ];
    const topologies = summarizeTopologies(searches, {
      target: 30,
      confidence: 0.9,
      defaultInstances: 1,
    });
    expect(topologies.map((topology) => topology.instances)).toEqual([1, 2]);
    const [one, two] = topologies;
    // Each topology's summary is the one-topology summary of its own searches.
    expect(one!.summary).toEqual(
      summarizeCapacity(
        searches.filter((search) => search.instances === 1),
        { target: 30, confidence: 0.9 },
      ),
    );
    expect(one!.searches).toBe(3);
    expect(one!.summary.capacity).toBe(140);
    expect(two!.summary.capacity).toBe(250);
    expect(two!.summary.interval).toMatchObject({ method: 't', confidence: 0.9 });
    expect(two!.perInstance).toEqual({
      capacity: 125,
      interval: {
        low: Math.round((two!.summary.interval!.low / 2) * 10) / 10,
        high: Math.round((two!.summary.interval!.high / 2) * 10) / 10,
      },
    });
    expect(one!.scaling).toBeUndefined();
    // 250 / 140 = 1.79× where linear is 2×: 89 % of linear, close enough for no note.
    expect(two!.scaling).toEqual({
      fromInstances: 1,
      ratio: 1.79,
      linear: 2,
      efficiency: 0.89,
      overlaps: false,
    });
  });

  it('notes scaling far below linear, above linear, and gains the intervals cannot tell apart', () => {
    const one = { instances: 1, summary: summary(100, 95, 110) };
    const sublinear = scalingOf(one, { instances: 3, summary: summary(150, 140, 160) });
    expect(sublinear).toMatchObject({ ratio: 1.5, linear: 3, efficiency: 0.5, overlaps: false });
    expect(sublinear.note).toContain('1.5× where linear scaling would give 3× (50% of linear)');
    expect(sublinear.note).toContain('the database, the proxy, or this runner');
    const overlapping = scalingOf(one, { instances: 2, summary: summary(105, 100, 115) });
    expect(overlapping.overlaps).toBe(true);
    expect(overlapping.note).toContain('the intervals overlap, so no gain');
    const above = scalingOf(one, { instances: 2, summary: summary(260, 250, 270) });
    expect(above.efficiency).toBe(1.3);
    expect(above.note).toContain('more than the 2× of linear scaling');
  });

  it('compares with the smallest topology that has a figure, and gives none to a topology without one', () => {
    const topologies = summarizeTopologies(
      [
        { instances: 1, status: 'inconclusive', confirmed: false },
        found(2, 200, 220),
        found(4, 300, 330),
      ],
      { target: 10, confidence: 0.9, defaultInstances: 1 },
    );
    expect(topologies[0]!.summary.capacity).toBeUndefined();
    expect(topologies[0]!.perInstance).toBeUndefined();
    expect(topologies[2]!.scaling).toMatchObject({ fromInstances: 2, ratio: 1.5, linear: 2 });
  });

  it('reads searches of older results (no instance count) as the default topology', () => {
    const topologies = summarizeTopologies([{ status: 'found', lower: 90, confirmed: true }], {
      target: 10,
      confidence: 0.9,
      defaultInstances: 3,
    });
    expect(topologies).toHaveLength(1);
    expect(topologies[0]).toMatchObject({ instances: 3, perInstance: { capacity: 30 } });
  });
});

describe('finalizing a capacity over several topologies', () => {
  it("keeps the verdict, summary and comparison on the config's topology and says so", () => {
    const result = twoTopologyCapacity();
    const previous = twoTopologyCapacity();
    finalizeCapacity(previous, OPTIONS);
    finalizeCapacity(result, {
      ...OPTIONS,
      compareWith: { file: 'old.json', text: JSON.stringify(previous) },
    });
    expect(result.topologies!.map((topology) => topology.instances)).toEqual([1, 2]);
    expect(result.summary).toEqual(result.topologies![1]!.summary);
    expect(result.verdict).toBe('pass');
    expect(result.reason).toMatch(/^With 2 instances: Capacity at the budget: 250\/s/);
    expect(result.comparison).toMatchObject({ status: 'no-change', previous: 250, current: 250 });
  });

  it('stands on the last listed count when the config’s own is not measured', () => {
    const result = twoTopologyCapacity();
    result.instances = [2, 1];
    result.verdictTopology = { instances: 1, reason: 'the last count of --instances' };
    finalizeCapacity(result, OPTIONS);
    expect(result.summary?.capacity).toBe(140);
    expect(result.reason).toMatch(/^With 1 instance: /);
  });

  it('names the topology whose searches disagree', () => {
    const result = twoTopologyCapacity();
    // 2 instances: one search passed 300/s where another failed 270/s.
    result.searches[4]!.lower = 300;
    result.searches[4]!.upper = 320;
    finalizeCapacity(result, OPTIONS);
    expect(result.notes).toContain(
      'The searches with 2 instances disagree (no single ceiling fits all of them): run on a quieter runner or with longer steps.',
    );
  });
});

describe('capacity reports over several topologies', () => {
  const finalized = () => {
    const result = twoTopologyCapacity();
    finalizeCapacity(result, OPTIONS);
    return result;
  };

  it('tables the capacity per topology and labels every step table with its topology', () => {
    const markdown = renderCapacityMarkdown(finalized());
    expect(markdown).toContain('**With 2 instances: Capacity at the budget: 250/s');
    expect(markdown).toContain('### Capacity per topology');
    expect(markdown).toContain(
      '| instances | capacity | interval | per instance | scaling vs 1 | searches agree |',
    );
    expect(markdown).toMatch(
      /\| +1 \| +140\/s \| +[\d.]+–[\d.]+\/s \(90% t\) \| +140\/s \(.*\) \| +base \| yes/,
    );
    expect(markdown).toMatch(
      /\| +2 \(verdict\) \| +250\/s \| .* \| +125\/s \(.*\) \| +1\.79× \(linear 2×: 89%\) \| yes \(3 of 3 confirmed\) +\|/,
    );
    expect(markdown).toContain(
      'The verdict, the summary above and the comparison are for 2 instances (app.instances in perf-gate.yml).',
    );
    expect(markdown).toContain(
      '3 search(es) on fresh apps per topology (1 instance, 2 instances).',
    );
    expect(markdown).toContain('### 1 instance, search 1 of 3: found — 140/s');
    expect(markdown).toContain('### 2 instances, search 3 of 3: found — 240/s');
    expect(markdown).not.toContain('### Search ');
  });

  it('lists the scaling notes under the table', () => {
    const result = twoTopologyCapacity();
    // 2 instances barely above 1: sublinear, and the intervals overlap.
    for (const search of result.searches.slice(3)) {
      search.lower = search.lower! - 100;
      search.upper = search.upper! - 100;
    }
    finalizeCapacity(result, OPTIONS);
    const markdown = renderCapacityMarkdown(result);
    expect(markdown).toContain(
      '- 2 instances sustained 150/s against 140/s with 1 instance: the intervals overlap',
    );
  });

  it('draws one pair of response curves per topology in the HTML, with the table', () => {
    const html = renderCapacityHtml(finalized());
    expect(html).toContain('<h2>Capacity per topology</h2>');
    expect(html).toContain('2 <strong>(verdict)</strong>');
    expect(html.match(/data-chart="p95-vs-rate-1x"/g)).toHaveLength(1);
    expect(html.match(/data-chart="p95-vs-rate-2x"/g)).toHaveLength(1);
    expect(html).not.toContain('data-chart="p95-vs-rate"');
    expect(html).toContain('<h2>2 instances, search 1 of 3: found — 250/s</h2>');
    // Shapes restart per topology: the 2-instance chart's first search is a circle again.
    expect(html).toContain('search 1 step 1 (ramp): 250/s');
  });

  it('keeps a one-topology report as it was: no table, searches numbered across the run', () => {
    const markdown = renderCapacityMarkdown(capacityResult(140, { low: 140, high: 150 }));
    expect(markdown).not.toContain('Capacity per topology');
    expect(markdown).toContain('### Search 1 of 1: found — 140/s');
  });
});

describe('capacity results across versions', () => {
  it('reads a result written before --instances and compares it with a one-topology run', () => {
    const old = capacityResult(100, { low: 95, high: 110 });
    const parsed = parseCapacityResult(JSON.stringify(old), 'old.json');
    expect(parsed.topologies).toBeUndefined();
    const now = twoTopologyCapacity();
    finalizeCapacity(now, OPTIONS);
    // The old file does not say its count: compared with this run's verdict topology.
    expect(compareCapacity(now, parsed, 'old.json').status).toBe('higher');
  });

  it('compares the same instance count, and refuses two different ones', () => {
    const previous = twoTopologyCapacity();
    finalizeCapacity(previous, OPTIONS);
    const onlyOne = capacityResult(145, { low: 140, high: 150 });
    onlyOne.verdictTopology = { instances: 1, reason: 'app.instances in perf-gate.yml' };
    // The previous run measured 1 instance too: its 1-instance figure is the one compared.
    expect(compareCapacity(onlyOne, previous, 'old.json')).toMatchObject({
      status: 'no-change',
      previous: 140,
    });
    const three = capacityResult(300, { low: 290, high: 310 });
    three.verdictTopology = { instances: 3, reason: 'app.instances in perf-gate.yml' };
    const refused = compareCapacity(three, previous, 'old.json');
    expect(refused.status).toBe('not-comparable');
    expect(refused.message).toContain('it measured 2 app instance(s), this run');
  });
});

describe('--instances', () => {
  it('reads distinct counts from 1 to 8 in the order given', () => {
    expect(instancesFlag('--instances', '1,2')).toEqual([1, 2]);
    expect(instancesFlag('--instances', ' 4, 1 ,4')).toEqual([4, 1]);
    expect(parseFlags(CAPACITY_FLAGS, { instances: '1,2,3' }).instances).toEqual([1, 2, 3]);
  });

  it('refuses anything else, naming the flag, the value and the fix', () => {
    const tooMany = configError(() => instancesFlag('--instances', '1,9'));
    expect(tooMany.message).toBe(
      '--instances: "9" is not an instance count from 1 to 8 (got "1,9").',
    );
    expect(tooMany.fix).toContain('e.g. --instances 1,2');
    expect(configError(() => instancesFlag('--instances', '1,,2')).message).toBe(
      '--instances lists app instance counts separated by single commas (got "1,,2").',
    );
    expect(configError(() => instancesFlag('--instances', '0')).message).toContain('"0"');
    expect(configError(() => instancesFlag('--instances', '1.5')).message).toContain('"1.5"');
    expect(configError(() => instancesFlag('--instances', 'two')).message).toContain('"two"');
  });

  it("defaults to the config's app.instances: no counts in the options", async () => {
    expect((await capacityOptions(parseFlags(CAPACITY_FLAGS))).instances).toBeUndefined();
    expect(
      (await capacityOptions(parseFlags(CAPACITY_FLAGS, { instances: '2,1' }))).instances,
    ).toEqual([2, 1]);
  });
});
