// The HTML report in a real browser: rendered from windows recorded against the example app (base
// healthy, PR with its pool cut to one connection), opened from a file by headless Chromium with no
// network, and checked on the screen: every chart drew base and PR lines in their colours. The
// release reports and the history dashboard open in the same frame.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GateResult, TelemetryRecord } from '../../src/model.js';
import { diagnoseScenario } from '../../src/analysis/diagnosis/index.js';
import { renderDashboard } from '../../src/history/dashboard.js';
import { renderCapacityHtml, renderSweepHtml } from '../../src/release/html.js';
import { REPORT_CSP_META, SIDE_COLOURS } from '../../src/report/html/document.js';
import { renderHtmlReport } from '../../src/report/html.js';
import { dashboardHistory, steppedCommit } from '../unit/history/stepped.js';
import { fullCapacity, fullSweep } from '../unit/release/results.js';
import { comparisonRegression } from '../unit/report/results.js';

const chromiumPath = process.env.PERF_GATE_CHROMIUM ?? '/usr/bin/chromium';
const fixtures = new URL('../fixtures/telemetry/', import.meta.url);

async function recorded(
  name: string,
  side: 'base' | 'pr',
  scenario: string,
): Promise<TelemetryRecord> {
  const record = JSON.parse(
    await readFile(new URL(`${name}.json`, fixtures), 'utf8'),
  ) as TelemetryRecord;
  return { ...record, label: { scenario, side, round: 0 } };
}

/** A comparison result whose PR side kept the pool at one connection. */
async function reportResult(): Promise<GateResult> {
  const result = comparisonRegression();
  const scenario = result.scenarios[0]!;
  const records = [
    await recorded('healthy', 'base', scenario.name),
    await recorded('pool-bound', 'pr', scenario.name),
  ];
  scenario.findings = diagnoseScenario(records.map((record) => ({ record })));
  return { ...result, telemetry: { records } };
}

interface ChartOnScreen {
  id: string;
  width: number;
  height: number;
  lines: Array<{ side: string; claimed: number; drawn: number }>;
}

/** Pixels within a small distance of an RGB colour (anti-aliased edges are blends). */
function countColour(png: PNG, hex: string, tolerance = 60): number {
  const target = [1, 3, 5].map((offset) => parseInt(hex.slice(offset, offset + 2), 16));
  let count = 0;
  for (let index = 0; index < png.data.length; index += 4) {
    const distance =
      Math.abs(png.data[index]! - target[0]!) +
      Math.abs(png.data[index + 1]! - target[1]!) +
      Math.abs(png.data[index + 2]! - target[2]!);
    if (distance <= tolerance) count++;
  }
  return count;
}

/** Pixels that are not (near-)white: lines, text, grid. */
function countInk(png: PNG): number {
  let count = 0;
  for (let index = 0; index < png.data.length; index += 4) {
    if (png.data[index]! + png.data[index + 1]! + png.data[index + 2]! < 700) count++;
  }
  return count;
}

describe('HTML report in headless Chromium', () => {
  let browser: Browser;
  let directory: string;

  beforeAll(async () => {
    if (!existsSync(chromiumPath)) {
      throw new Error(
        `The HTML report test needs Chromium at ${chromiumPath}. Install it with \`apt-get install -y chromium\` (scripts/provision does) or set PERF_GATE_CHROMIUM.`,
      );
    }
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    directory = await mkdtemp(join(tmpdir(), 'perf-gate-html-'));
  });

  afterAll(async () => {
    await browser?.close();
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it('opens offline and draws every chart with base and PR lines', async () => {
    const htmlPath = join(directory, 'report.html');
    await writeFile(htmlPath, renderHtmlReport(await reportResult()));
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const requests: string[] = [];
    const consoleErrors: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto(pathToFileURL(htmlPath).href);

    // Nothing but the file itself was loaded, and nothing complained.
    expect(requests.filter((url) => !url.startsWith('file://'))).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await expect(page.title()).resolves.toBe('perf-gate: Fail');

    // The DOM: each chart has a polyline per side with as many points as it claims.
    // Evaluated in the page (as text: this project compiles without the DOM library).
    const charts = await page.evaluate<ChartOnScreen[]>(`
      [...document.querySelectorAll('svg.chart')].map((svg) => ({
        id: svg.getAttribute('data-chart'),
        width: svg.getBoundingClientRect().width,
        height: svg.getBoundingClientRect().height,
        lines: [...svg.querySelectorAll('polyline.series')].map((line) => ({
          side: line.getAttribute('data-side'),
          claimed: Number(line.getAttribute('data-points')),
          drawn: line.points.numberOfItems,
        })),
      }))
    `);
    expect(charts.map((chart) => chart.id)).toEqual(
      expect.arrayContaining(['rate', 'latency', 'threads', 'connections', 'cpu']),
    );
    for (const chart of charts) {
      expect(chart.width, chart.id).toBeGreaterThan(300);
      expect(chart.height, chart.id).toBeGreaterThan(100);
      expect(new Set(chart.lines.map((line) => line.side)), chart.id).toEqual(
        new Set(['base', 'pr']),
      );
      for (const line of chart.lines) {
        expect(line.drawn).toBe(line.claimed);
        expect(line.drawn, chart.id).toBeGreaterThan(5);
      }
    }

    // The pixels: every chart on screen shows both colours, and more than a blank frame's ink.
    const elements = await page.$$('svg.chart');
    for (const [index, element] of elements.entries()) {
      const png = PNG.sync.read(await element.screenshot());
      const id = charts[index]!.id;
      expect(countColour(png, SIDE_COLOURS.pr), `PR pixels in ${id}`).toBeGreaterThan(150);
      expect(countColour(png, SIDE_COLOURS.base), `base pixels in ${id}`).toBeGreaterThan(150);
      expect(countInk(png) / (png.width * png.height), `ink in ${id}`).toBeGreaterThan(0.02);
    }

    // The explanation is on the page, with the numbers behind it.
    const text = await page.locator('body').innerText();
    expect(text).toContain('the connection pool is the bottleneck');
    expect(text).toContain('maximumPoolSize');

    const screenshot = join(tmpdir(), 'perf-gate-html-report.png');
    await page.screenshot({ path: screenshot, fullPage: true });
    const full = PNG.sync.read(await readFile(screenshot));
    expect(full.height).toBeGreaterThan(1500);
    await page.close();
  });

  it('renders under its CSP, and planted markup neither runs nor calls out', async () => {
    // The collector a planted tag would call: it must see no request.
    const hits: string[] = [];
    const collector = createServer((request, response) => {
      hits.push(request.url ?? '');
      response.end();
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
    const result = await reportResult();
    const records = (result.telemetry as { records: TelemetryRecord[] }).records;
    const planted = `<img src="${origin}/pixel.png" onerror="window.pwned=1">`;
    const hostileName = `${planted}<script>window.pwned=2</script>`;
    result.scenarios[0]!.name = hostileName;
    for (const record of records) record.label.scenario = hostileName;
    const rendered = renderHtmlReport(result);
    expect(rendered).toContain(REPORT_CSP_META);
    expect(rendered).not.toContain(planted);
    // An escaping mistake simulated: raw markup put into the page past the escaping.
    const htmlPath = join(directory, 'hostile.html');
    await writeFile(
      htmlPath,
      rendered.replace(
        '<body>',
        `<body>${planted}<script>window.pwned=3</script><link rel="stylesheet" href="${origin}/x.css"><style>body{background:url(${origin}/bg.png)}</style>`,
      ),
    );
    const page = await browser.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto(pathToFileURL(htmlPath).href, { waitUntil: 'load' });
    await page.waitForTimeout(500);
    await expect(page.evaluate('window.pwned')).resolves.toBeUndefined();
    await new Promise((resolve) => collector.close(resolve));
    expect(hits).toEqual([]);
    // Chromium reports each blocked item as a CSP violation; the report's own content is not one.
    expect(consoleErrors.length).toBeGreaterThan(0);
    for (const error of consoleErrors) expect(error).toMatch(/Content Security Policy/);
    // The charts still draw under the policy.
    await expect(page.locator('svg.chart polyline.series').count()).resolves.toBeGreaterThan(5);
    await page.close();
  });

  it('opens the release reports in the same frame: offline, no CSP complaint, charts drawn', async () => {
    for (const [name, html, selector] of [
      ['capacity', renderCapacityHtml(fullCapacity()), 'svg.chart'],
      ['sweep', renderSweepHtml(fullSweep()), 'svg.heatmap'],
    ] as const) {
      const htmlPath = join(directory, `${name}.html`);
      await writeFile(htmlPath, html);
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const requests: string[] = [];
      const consoleErrors: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      await page.goto(pathToFileURL(htmlPath).href);
      expect(
        requests.filter((url) => !url.startsWith('file://')),
        name,
      ).toEqual([]);
      expect(consoleErrors, name).toEqual([]);
      await expect(page.locator(selector).count(), name).resolves.toBeGreaterThan(0);
      // The shared stylesheet applies: cards, the badge, scrollable tables.
      const styles = await page.evaluate<string[]>(`[
        getComputedStyle(document.querySelector('header')).borderRadius,
        getComputedStyle(document.querySelector('.badge')).color,
        getComputedStyle(document.querySelector('.table-wrap')).overflowX,
      ]`);
      expect(styles, name).toEqual(['8px', 'rgb(255, 255, 255)', 'auto']);
      await page.close();
    }
  });

  it('opens the history dashboard: 12 series × 100 results drawn offline, change points marked', async () => {
    // The seeded history with two steps (browse +15 % at result 12, one more SQL statement at 22),
    // two more work metrics on checkout to make 12 series.
    const records = dashboardHistory();
    const htmlPath = join(directory, 'dashboard.html');
    await writeFile(htmlPath, renderDashboard(records, { repository: 'octo/shop' }));
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const requests: string[] = [];
    const consoleErrors: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    // How fast it opens is bench/dashboard-render.mjs's figure (bench/README.md), not a test's.
    await page.goto(pathToFileURL(htmlPath).href);
    expect(requests.filter((url) => !url.startsWith('file://'))).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await expect(page.title()).resolves.toBe('perf-gate history');

    // The DOM: 12 charts of 100 points, a dot linking each result to its commit, and the change
    // points where the steps are.
    const charts = await page.evaluate<
      Array<{ key: string; drawn: number; dots: number; changes: string[] }>
    >(`
      [...document.querySelectorAll('figure')].map((figure) => ({
        key: figure.querySelector('figcaption code').textContent,
        drawn: figure.querySelector('polyline.series').points.numberOfItems,
        dots: figure.querySelectorAll('a > circle.point').length,
        changes: [...figure.querySelectorAll('g.change-point')].map((g) => g.getAttribute('data-index')),
      }))
    `);
    expect(charts).toHaveLength(12);
    for (const chart of charts) {
      expect(chart.drawn, chart.key).toBe(100);
      expect(chart.dots, chart.key).toBe(100);
    }
    const changes = Object.fromEntries(
      charts.filter((c) => c.changes.length > 0).map((c) => [c.key, c.changes]),
    );
    expect(changes).toEqual({
      'scenario/browse/latency': ['12'],
      'scenario/browse/p95': ['12'],
      'scenario/browse/endpoint/GET /api/items/p95': ['12'],
      'scenario/browse/work/statements': ['22'],
      'scenario/checkout/work/statements': ['22'],
    });
    await expect(
      page.locator(`a[href="https://github.com/octo/shop/commit/${steppedCommit(12)}"]`).count(),
    ).resolves.toBeGreaterThanOrEqual(12);

    // The pixels: every chart shows its line; the red change-point marker shows where there is
    // one and nowhere else.
    const elements = await page.$$('svg.chart');
    for (const [index, element] of elements.entries()) {
      const png = PNG.sync.read(await element.screenshot());
      const { key } = charts[index]!;
      expect(countColour(png, SIDE_COLOURS.base), `line pixels in ${key}`).toBeGreaterThan(300);
      const red = countColour(png, '#cf222e', 40);
      if (changes[key]) expect(red, `marker pixels in ${key}`).toBeGreaterThan(60);
      else expect(red, `marker pixels in ${key}`).toBeLessThan(10);
    }

    const screenshot = join(tmpdir(), 'perf-gate-history-dashboard.png');
    await page.screenshot({ path: screenshot, fullPage: true });
    const full = PNG.sync.read(await readFile(screenshot));
    expect(full.height).toBeGreaterThan(2000);
    await page.close();
  });
});
