// Rendering and comparing release results: markdown tables, the HTML response curve and heatmap,
// capacity against a previous result, and the telemetry-derived figures they show.
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../src/errors.js';
import type { TelemetryRecord } from '../../../src/model.js';
import { compareCapacity, parseCapacityResult } from '../../../src/release/compare.js';
import { heatColour } from '../../../src/release/html-charts.js';
import { renderCapacityHtml, renderSweepHtml } from '../../../src/release/html.js';
import {
  p95IntervalText,
  renderCapacityMarkdown,
  renderSweepMarkdown,
} from '../../../src/release/render.js';
import { resourcesOf, settingsNotApplied } from '../../../src/release/resources.js';
import { POOL_KEY, THREADS_KEY } from '../../../src/release/settings.js';
import { parseMemoryMb } from '../../../src/config/units.js';
import { capacityResult, runner, sweepResult } from './results.js';

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
