#!/usr/bin/env node
// How long the history dashboard takes to open in headless Chromium: 12 series × 100 results (the
// page test/integration/html-report.test.ts checks for its charts and change-point markers),
// rendered by perf-gate's own code (bench/lib/dashboard-page.ts), opened --loads times, each in a
// new page: from navigation to the first animation frame after the load event (laid out, drawn).
// The target (docs/history.md): under 2 s. Run it alone on the machine.
//
//   node bench/dashboard-render.mjs [--loads 20]
//
// Writes bench/results/dashboard-render.json and prints the line for bench/README.md. Chromium:
// PERF_GATE_CHROMIUM, else /usr/bin/chromium (scripts/provision installs it).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { loadModule } from './compare-module.mjs';
import { RESULTS } from './recorded-gates.mjs';

const { values } = parseArgs({ options: { loads: { type: 'string', default: '20' } } });
const loads = Number(values.loads);
if (!Number.isInteger(loads) || loads < 1 || loads > 1000) {
  console.error(
    `bench/dashboard-render.mjs: --loads must be a whole number from 1 to 1000 (got "${values.loads}")`,
  );
  process.exit(2);
}

const { dashboardHtml } = await loadModule('bench/lib/dashboard-page.ts');
const folder = mkdtempSync(join(tmpdir(), 'perf-gate-dashboard-bench-'));
const browser = await chromium.launch({
  executablePath: process.env.PERF_GATE_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const html = dashboardHtml();
  const file = join(folder, 'dashboard.html');
  writeFileSync(file, html);
  const load = [loadavg()[0]];
  const times = [];
  let charts = 0;
  for (let i = 0; i < loads; i++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const started = performance.now();
    await page.goto(pathToFileURL(file).href);
    await page.evaluate('new Promise((done) => requestAnimationFrame(() => done()))');
    times.push(performance.now() - started);
    charts = await page.evaluate("document.querySelectorAll('svg.chart').length");
    await page.close();
  }
  load.push(loadavg()[0]);
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  const result = {
    at: new Date().toISOString(),
    cpu: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
    browser: browser.version(),
    bytes: Buffer.byteLength(html),
    charts,
    loads,
    ms: times.map((t) => Math.round(t)),
    medianMs: Math.round(median),
    maxMs: Math.round(sorted.at(-1)),
    loadAverage: load.map((l) => Number(l.toFixed(2))),
  };
  writeFileSync(join(RESULTS, 'dashboard-render.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `dashboard, ${charts} charts × 100 results, ${(result.bytes / 1024).toFixed(0)} KiB: ${loads} loads, median ${result.medianMs} ms, max ${result.maxMs} ms (Chromium ${result.browser}, ${result.cpu}; load average ${result.loadAverage.join(' → ')})`,
  );
} finally {
  await browser.close();
  rmSync(folder, { recursive: true, force: true });
}
