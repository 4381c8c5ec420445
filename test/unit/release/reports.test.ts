// Rendering and comparing release results: markdown tables, the HTML response curve and heatmap,
// capacity against a previous result, and the telemetry-derived figures they show.
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../src/errors.js';
import type { RunnerInfo, TelemetryRecord } from '../../../src/model.js';
import { compareCapacity, parseCapacityResult } from '../../../src/release/compare.js';
import { heatColour, renderCapacityHtml, renderSweepHtml } from '../../../src/release/html.js';
import type { CapacityResult, CapacityStep, SweepResult } from '../../../src/release/model.js';
import { recommend, summarizeCase } from '../../../src/release/recommend.js';
import {
  p95IntervalText,
  renderCapacityMarkdown,
  renderSweepMarkdown,
} from '../../../src/release/render.js';
import { resourcesOf, settingsNotApplied } from '../../../src/release/resources.js';
import { POOL_KEY, THREADS_KEY, planSweep } from '../../../src/release/settings.js';
import { parseMemoryMb } from '../../../src/config/units.js';
import { makeWindow } from '../analysis/windows.js';

const runner: RunnerInfo = {
  cpuModel: 'Test CPU',
  cores: 2,
  memoryMb: 4096,
  os: 'Linux',
  nodeVersion: 'v24.9.0',
};

function step(
  search: number,
  index: number,
  rate: number,
  p95: number,
  outcome: CapacityStep['outcome'],
): CapacityStep {
  const window = makeWindow({ targetRate: rate, tps: rate, p95 });
  return {
    search,
    index,
    purpose: index === 0 ? 'ramp' : 'bisect',
    rate,
    durationSec: 20,
    tps: rate,
    p95Ms: p95,
    p99Ms: p95 * 1.5,
    errorRate: 0,
    requests: 1000,
    droppedIterations: 0,
    maxVus: 100,
    resources: { appCpuPercent: 140, k6CpuPercent: 20 },
    generator: { starved: [], undelivered: [] },
    outcome,
    reasons: outcome === 'fail' ? ['p95 over <budget> | pipe'] : [],
    bottlenecks: [],
    window,
  };
}

function capacityResult(capacity: number, interval: { low: number; high: number }): CapacityResult {
  return {
    schemaVersion: 1,
    kind: 'capacity',
    tool: { name: 'perf-gate', version: '0.1.0' },
    startedAt: '2026-01-01T00:00:00Z',
    finishedAt: '2026-01-01T00:10:00Z',
    verdict: 'pass',
    exitCode: 0,
    reason: 'ok',
    config: null,
    runner,
    stages: [],
    notes: [],
    scenario: {
      name: 'content-view',
      script: 'x.js',
      targetRate: 30,
      target: 30,
      warmupSec: 10,
      budget: { p95Ms: 250 },
    },
    limits: { p95Ms: 250, errorRate: 0.01, tpsSlack: 0.02 },
    search: {
      startRate: 10,
      maxRate: 1000,
      factor: 2,
      resolution: 0.1,
      stepDurationSec: 20,
      confirmDurationSec: 30,
      repeats: 1,
      maxSteps: 14,
      retries: 2,
    },
    searches: [
      {
        index: 0,
        status: 'found',
        lower: capacity,
        upper: interval.high,
        confirmed: true,
        note: 'found',
        steps: [
          step(0, 0, 40, 30, 'pass'),
          step(0, 1, 80, 90, 'pass'),
          step(0, 2, 160, 900, 'fail'),
        ],
      },
    ],
    summary: {
      capacity,
      interval: { ...interval, method: 'bisection' },
      agree: true,
      figures: [capacity],
      target: 30,
      meetsTarget: true,
      statement: `Capacity at the budget: ${capacity}/s.`,
    },
  };
}

describe('capacity reports', () => {
  it('renders the steps table with escaped cells and the statement', () => {
    const markdown = renderCapacityMarkdown(capacityResult(140, { low: 140, high: 150 }));
    expect(markdown).toContain('**Capacity at the budget: 140/s.**');
    expect(markdown).toContain('| step | purpose | rate | achieved TPS | p95 |');
    expect(markdown).toContain('p95 over &lt;budget&gt; \\| pipe');
    expect(markdown.split('\n').filter((line) => line.startsWith('| 3 |'))).toHaveLength(1);
  });

  it('draws every step on the response curves with its outcome, and the capacity line', () => {
    const html = renderCapacityHtml(capacityResult(140, { low: 140, high: 150 }));
    expect(html.startsWith('<!doctype html>')).toBe(true);
    // The strict CSP comes before anything else in <head> could load.
    expect(html).toMatch(
      /<head>\n<meta charset="utf-8">\n<meta http-equiv="Content-Security-Policy" content="default-src 'none';/,
    );
    expect(html.match(/data-chart="p95-vs-rate"/g)).toHaveLength(1);
    expect(html.match(/class="step" data-outcome="pass"/g)).toHaveLength(4);
    expect(html.match(/class="step" data-outcome="fail"/g)).toHaveLength(2);
    expect(html).toContain('class="capacity"');
    expect(html).toContain('p95 over &lt;budget&gt;');
    expect(html).not.toContain('<budget>');
  });

  it('claims a change only when the intervals do not overlap, and never across runners', () => {
    const before = capacityResult(100, { low: 95, high: 110 });
    const higher = compareCapacity(
      capacityResult(140, { low: 130, high: 150 }),
      before,
      'old.json',
    );
    expect(higher).toMatchObject({ status: 'higher', previous: 100, current: 140, changePct: 40 });
    const same = compareCapacity(capacityResult(105, { low: 100, high: 115 }), before, 'old.json');
    expect(same.status).toBe('no-change');
    expect(same.message).toContain('overlap');
    const elsewhere = capacityResult(140, { low: 130, high: 150 });
    elsewhere.runner = { ...runner, cpuModel: 'Other CPU' };
    expect(compareCapacity(elsewhere, before, 'old.json')).toMatchObject({
      status: 'not-comparable',
    });
  });

  it('refuses a file that is not a capacity result, naming it', () => {
    expect(() => parseCapacityResult('{', 'old.json')).toThrow(ConfigError);
    expect(() => parseCapacityResult('{"schemaVersion":1,"verdict":"pass"}', 'gate.json')).toThrow(
      /gate.json: is not a capacity result/,
    );
    const parsed = parseCapacityResult(
      JSON.stringify(capacityResult(90, { low: 90, high: 99 })),
      'old.json',
    );
    expect(parsed.summary?.capacity).toBe(90);
  });
});

describe('sweep reports', () => {
  function sweepResult(): SweepResult {
    const plan = planSweep({ set: ['threads=20,200', 'pool=1,10'], cases: [], appMemoryMb: 1024 });
    const p95s: Record<string, number[]> = {
      'threads=20 pool=1': [40, 42],
      'threads=20 pool=10': [90, 95],
      'threads=200 pool=1': [45, 44],
      'threads=200 pool=10': [600, 650],
    };
    const budget = { p95Ms: 250, errorRate: 0.01, tps: 50 };
    const cases = plan.cases.map((planned) => {
      const windows = p95s[planned.id]!.map((p95, repeat) => ({
        repeat,
        window: makeWindow({ targetRate: 50, p95 }),
        outcome: 'pass' as const,
        reasons: [],
        resources: { appCpuPercent: 100 },
        generator: { starved: [], undelivered: [] },
      }));
      const summary = summarizeCase(windows, budget, 0.9);
      return {
        ...planned,
        status: summary.outcome,
        windows,
        summary,
        notApplied: [],
        findings: [],
      };
    });
    return {
      schemaVersion: 1,
      kind: 'sweep',
      tool: { name: 'perf-gate', version: '0.1.0' },
      startedAt: '2026-01-01T00:00:00Z',
      finishedAt: '2026-01-01T00:10:00Z',
      verdict: 'pass',
      exitCode: 0,
      reason: 'ok',
      config: null,
      runner,
      stages: [],
      notes: [],
      scenario: {
        name: 'content-view',
        script: 'x.js',
        targetRate: 50,
        target: 50,
        warmupSec: 10,
        budget,
      },
      rate: 50,
      warmupSec: 10,
      durationSec: 30,
      repeats: 2,
      dimensions: plan.dimensions,
      baseline: { [THREADS_KEY]: '200', [POOL_KEY]: '10' },
      cases,
      recommendation: recommend(cases, plan.dimensions),
    };
  }

  it('tables every setting like the seeds do, marking the recommended one and the excluded pool of one', () => {
    const result = sweepResult();
    expect(result.recommendation?.caseId).toBe('threads=20 pool=10');
    const markdown = renderSweepMarkdown(result);
    expect(markdown).toContain(
      '| threads | pool | TPS | p95 | p95 interval | p95 per window | errors | app CPU | status |',
    );
    expect(markdown).toContain('| 90.0 ms, 95.0 ms |');
    expect(markdown).toMatch(/\| 20 \| 10 \|.*\*\*recommended\*\*/);
    expect(markdown).toMatch(/\| 20 \| 1 \|.*excluded \(pool-of-one\)/);
    expect(markdown).toMatch(/\| 200 \| 10 \|.*missed budget/);
    expect(markdown).toContain("The app's own values: threads=200, pool=10.");
  });

  it('says an interval is too wide instead of printing one that spans decades', () => {
    const result = sweepResult();
    const entry = result.cases[1]!;
    expect(p95IntervalText(entry)).toMatch(/^\d.* ms–\d.* ms$/);
    entry.summary = {
      ...entry.summary!,
      p95Interval: { low: 0.01, high: 16_000_000, confidence: 0.9 },
    };
    expect(p95IntervalText(entry)).toBe('too wide (windows disagree)');
  });

  it('draws a heatmap cell per setting, coloured against the budget, the recommended one outlined', () => {
    const html = renderSweepHtml(sweepResult());
    expect(html.match(/class="cell"/g)).toHaveLength(4);
    expect(html.match(/data-recommended="true"/g)).toHaveLength(1);
    expect(html).toMatch(
      /data-case="threads=20 pool=10" data-outcome="pass" data-recommended="true"/,
    );
    expect(html).toMatch(/data-case="threads=200 pool=10" data-outcome="fail"/);
    expect(heatColour(0.4)).toBe(heatColour(0.5));
    expect(heatColour(0.5)).not.toBe(heatColour(1));
    expect(heatColour(2)).toBe(heatColour(5));
  });
});

describe('figures from telemetry', () => {
  const record: TelemetryRecord = {
    label: { scenario: 's', side: 'pr', round: 0 },
    startedAt: '2026-01-01T00:00:00Z',
    durationSec: 3,
    intervalMs: 1000,
    samples: 3,
    series: {
      'container.app.cpu': { t: [1, 2, 3], values: [100, 140, 120] },
      'k6.cpu': { t: [1, 2, 3], values: [10, 20, 30] },
    },
    facts: { threadsMax: 20, maximumPoolSize: 10, heapMaxMb: 247.5 },
    notes: [],
  };

  it('averages CPU series and reads the settings the app reported', () => {
    expect(resourcesOf(record)).toEqual({
      appCpuPercent: 120,
      k6CpuPercent: 20,
      threadsMax: 20,
      maximumPoolSize: 10,
      heapMaxMb: 247.5,
    });
  });

  it('flags a requested value the app did not report back, with a tolerance for the heap', () => {
    const reported = resourcesOf(record);
    expect(
      settingsNotApplied(
        { [THREADS_KEY]: '20', [POOL_KEY]: '10', heap: '256m' },
        reported,
        parseMemoryMb,
      ),
    ).toEqual([]);
    const off = settingsNotApplied(
      { [THREADS_KEY]: '50', [POOL_KEY]: '2', heap: '1g' },
      reported,
      parseMemoryMb,
    );
    expect(off).toHaveLength(3);
    expect(off[0]).toContain('server.tomcat.threads.max=50 requested, the app reported 20');
    expect(off[2]).toContain('-Xmx1024m requested');
  });
});
