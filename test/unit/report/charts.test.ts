import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GateResult, TelemetryRecord } from '../../../src/model.js';
import { chartsForScenario } from '../../../src/report/charts.js';
import { escapeHtml as escapeXml } from '../../../src/report/html/document.js';
import { mermaidNumber, renderCommentCharts } from '../../../src/report/mermaid.js';
import { niceCeiling, renderSvgChart } from '../../../src/report/svg.js';
import { healthy, syntheticRecord, wobble } from '../telemetry/synthetic.js';

const base = (round: number, extra = {}): TelemetryRecord =>
  syntheticRecord({ ...healthy, ...extra }, { appCpuLimitCores: 2 }, { side: 'base', round });
const pr = (round: number, extra = {}): TelemetryRecord =>
  syntheticRecord({ ...healthy, ...extra }, { appCpuLimitCores: 2 }, { side: 'pr', round });

describe('chartsForScenario', () => {
  it('draws rate, latency, threads, connections, CPU and more, base before PR, one line per round', () => {
    const charts = chartsForScenario([pr(0), base(0), pr(1), base(1)]);
    expect(charts.map((chart) => chart.id)).toEqual([
      'rate',
      'latency',
      'threads',
      'connections',
      'cpu',
      'database-cpu',
      'gc',
      'k6-cpu',
    ]);
    const threads = charts.find((chart) => chart.id === 'threads')!;
    expect(threads.lines.map((line) => `${line.side}${line.round}`)).toEqual([
      'base0',
      'base1',
      'pr0',
      'pr1',
    ]);
    expect(threads.limits).toEqual([{ label: 'threads.max', value: 200, sides: ['base', 'pr'] }]);
    const connections = charts.find((chart) => chart.id === 'connections')!;
    expect(connections.lines.filter((line) => line.dashed)).toHaveLength(4);
    expect(charts.find((chart) => chart.id === 'cpu')?.limits[0]?.value).toBe(200);
  });

  it('prefers client-side series and falls back to the server mean with an honest title', () => {
    const withClient = pr(0, { 'client.p95Ms': () => 20, 'client.rate': () => 99 });
    const latency = chartsForScenario([withClient]).find((chart) => chart.id === 'latency')!;
    expect(latency.lines[0]?.label).toBe('client.p95Ms');
    expect(latency.subtitle).toContain('k6');

    const noHistogram = syntheticRecord({ 'app.meanMs': (s) => 10 + s, 'app.rate': () => 100 });
    const mean = chartsForScenario([noHistogram]).find((chart) => chart.id === 'latency')!;
    expect(mean.title).toBe('Mean latency');
    expect(mean.subtitle).toContain('enable percentile histograms');
  });

  it('leaves out charts no window has data for', () => {
    const charts = chartsForScenario([syntheticRecord({ 'app.rate': () => 5 })]);
    expect(charts.map((chart) => chart.id)).toEqual(['rate']);
    expect(chartsForScenario([])).toEqual([]);
  });
});

describe('renderSvgChart', () => {
  const [rate] = chartsForScenario([base(0), pr(0)]);

  it('draws one polyline per line with every point inside the plot', () => {
    const svg = renderSvgChart(rate!, { width: 500, height: 200 });
    const polylines = [...svg.matchAll(/<polyline[^>]*points="([^"]+)"/g)];
    expect(polylines).toHaveLength(2);
    for (const [, points] of polylines) {
      const pairs = points!.split(' ').map((pair) => pair.split(',').map(Number));
      expect(pairs).toHaveLength(30);
      for (const [x, y] of pairs) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(500);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(200);
      }
    }
    expect(svg).toContain('data-side="base"');
    expect(svg).toContain('data-side="pr"');
    expect(svg).toContain('data-points="30"');
  });

  it('puts higher values higher on the page', () => {
    const chart = {
      id: 'x',
      title: 'x',
      unit: 'u',
      lines: [
        { side: 'pr' as const, round: 0, label: 'x', series: { t: [1, 2], values: [0, 10] } },
      ],
      limits: [],
    };
    const points = / points="([^"]+)"/.exec(renderSvgChart(chart))![1]!.split(' ');
    const [, firstY] = points[0]!.split(',').map(Number);
    const [, secondY] = points[1]!.split(',').map(Number);
    expect(secondY).toBeLessThan(firstY!);
  });

  it('labels the axis 0 to 1 when every value is 0', () => {
    const svg = renderSvgChart({
      id: 'pool',
      title: 'Hikari connections',
      unit: 'connections',
      lines: [{ side: 'pr', round: 0, label: 'PR', series: { t: [1, 2, 3], values: [0, 0, 0] } }],
      limits: [],
    });
    expect(svg).not.toMatch(/\de-\d/);
    expect(svg).toMatch(/>1<\/text>/);
  });

  it('shows a nearby limit and hides one that would flatten the data', () => {
    const line = {
      side: 'pr' as const,
      round: 0,
      label: 'busy',
      series: { t: [1, 2, 3], values: [8, 9, 10] },
    };
    const near = renderSvgChart({
      id: 't',
      title: 't',
      unit: 'threads',
      lines: [line],
      limits: [{ label: 'threads.max', value: 20, sides: ['pr'] }],
    });
    const far = renderSvgChart({
      id: 't',
      title: 't',
      unit: 'threads',
      lines: [line],
      limits: [{ label: 'threads.max', value: 200, sides: ['pr'] }],
    });
    expect(near).toContain('class="limit"');
    expect(near).toContain('threads.max 20');
    expect(far).not.toContain('class="limit"');
  });

  it('draws one limit per side when base and PR are configured differently', () => {
    const charts = chartsForScenario([
      syntheticRecord(
        { ...healthy, 'hikari.active': () => 6 },
        { maximumPoolSize: 10 },
        { side: 'base' },
      ),
      syntheticRecord({ ...healthy, 'hikari.active': () => 1 }, { maximumPoolSize: 1 }),
    ]);
    const connections = charts.find((chart) => chart.id === 'connections')!;
    expect(connections.limits).toEqual([
      { label: 'maximumPoolSize', value: 10, sides: ['base'] },
      { label: 'maximumPoolSize', value: 1, sides: ['pr'] },
    ]);
    const svg = renderSvgChart(connections);
    expect(svg).toContain('maximumPoolSize 10 (base)');
    expect(svg).toContain('maximumPoolSize 1 (PR)');
  });

  it('escapes titles and labels', () => {
    const svg = renderSvgChart({ id: 'a"b', title: '<script>', unit: '&', lines: [], limits: [] });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;');
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});

describe('mermaidNumber', () => {
  it('prints plain decimals Mermaid can parse', () => {
    expect(mermaidNumber(5000)).toBe('5000');
    expect(mermaidNumber(1012.6)).toBe('1010');
    expect(mermaidNumber(96.44)).toBe('96.4');
    expect(mermaidNumber(0.01234)).toBe('0.012');
    expect(mermaidNumber(1.2e-7)).toBe('0');
    expect(mermaidNumber(123456789)).toBe('123000000');
  });
});

describe('niceCeiling', () => {
  it('rounds up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceCeiling(7)).toBe(10);
    expect(niceCeiling(10)).toBe(10);
    expect(niceCeiling(11)).toBe(20);
    expect(niceCeiling(210)).toBe(250);
    expect(niceCeiling(0.37)).toBe(0.5);
  });
});

describe('renderCommentCharts', () => {
  const result = (records: TelemetryRecord[]): GateResult =>
    ({ scenarios: [{ name: 'content-detail' }], telemetry: { records } }) as unknown as GateResult;

  it('renders p95, waiting threads and CPU as Mermaid xycharts in a few kB', () => {
    const records = [
      syntheticRecord({ ...healthy }, {}, { side: 'base' }, 120),
      syntheticRecord(
        {
          ...healthy,
          'hikari.pending': (s) => 3 + wobble(s, 2),
          'app.p95Ms': (s) => 90 + wobble(s, 10),
        },
        {},
        { side: 'pr' },
        120,
      ),
    ];
    const markdown = renderCommentCharts(result(records));
    const blocks = markdown.match(/```mermaid\n[\s\S]*?```/g) ?? [];
    expect(blocks).toHaveLength(3);
    expect(markdown).toContain('title "content-detail: p95 latency (ms)"');
    expect(markdown).toContain('Threads waiting for a connection');
    expect(markdown).toContain('xychart-beta');
    expect(markdown).toContain('Blue: base, orange: PR');
    for (const block of blocks) {
      const lines = block.match(/^ {2}line \[(.*)\]$/gm) ?? [];
      expect(lines).toHaveLength(2);
      for (const line of lines) expect(line.split(',').length).toBeLessThanOrEqual(30);
    }
    expect(markdown.length).toBeLessThan(4096);
    // Mermaid parses plain decimals only (no "1.5k", no exponent).
    const numbers = [...markdown.matchAll(/line \[(.*)\]|--> (\S+)/g)].flatMap((match) =>
      (match[1] ?? match[2]!).split(', '),
    );
    for (const number of numbers) expect(number).toMatch(/^-?\d+(\.\d+)?$/);
  });

  it('matches the golden charts of the recorded windows (base healthy, PR pool-bound)', async () => {
    const load = (name: string, side: 'base' | 'pr'): TelemetryRecord => ({
      ...(JSON.parse(
        readFileSync(new URL(`../../fixtures/telemetry/${name}.json`, import.meta.url), 'utf8'),
      ) as TelemetryRecord),
      label: { scenario: 'content-detail', side, round: 0 },
    });
    const markdown = renderCommentCharts(
      result([load('healthy', 'base'), load('pool-bound', 'pr')]),
    );
    await expect(markdown).toMatchFileSnapshot('../../fixtures/telemetry/comment-charts.golden.md');
  });

  it('leaves out the pool chart when no thread waited, and renders nothing without telemetry', () => {
    const markdown = renderCommentCharts(result([syntheticRecord(healthy)]));
    expect(markdown).not.toContain('Threads waiting');
    expect(markdown).toContain('Seconds into the measured window');
    expect(renderCommentCharts(result([]))).toBe('');
  });
});
