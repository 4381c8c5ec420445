// The history dashboard as text: the reports' frame and CSP, a summary row and a chart per series
// grouped by scenario, each change point marked and captioned with its commits, magnitude and
// p-value, points linked to their commits and pull requests only when the repository is known,
// every text of a record escaped, and the bounds on points and series (with what was left out).
import { describe, expect, it } from 'vitest';
import { renderDashboard } from '../../../src/history/dashboard.js';
import { repositoryUrlOf, selectSeries } from '../../../src/history/dashboard-series.js';
import type { HistoryRecord } from '../../../src/history/record.js';
import { REPORT_CSP_META } from '../../../src/report/html/document.js';
import { steppedCommit, steppedHistory, steppedRecord } from './stepped.js';

const REPO = 'https://github.com/octo/shop';

/** The SVG of the chart whose caption names the key. */
function chartOf(html: string, key: string): string {
  const figures = html.split('<figure ').slice(1);
  const figure = figures.find((f) => f.includes(`<code>${key}</code>`));
  if (!figure) throw new Error(`no chart of ${key}`);
  return figure;
}

describe('renderDashboard', () => {
  it('is one page in the reports’ frame: CSP first, no script, nothing fetched', () => {
    const html = renderDashboard(steppedHistory(), { repository: 'octo/shop' });
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html.indexOf(REPORT_CSP_META)).toBeLessThan(html.indexOf('<title>'));
    expect(html).not.toMatch(/<script|<link|<iframe|<img|\ssrc=|@import|url\(/i);
    expect(html).toContain('<title>perf-gate history</title>');
  });

  it('draws a chart per series, grouped by scenario, with a summary row for each', () => {
    const html = renderDashboard(steppedHistory());
    expect([...html.matchAll(/<h2>([^<]+)<\/h2>/g)].map((m) => m[1])).toEqual([
      'Summary',
      'browse',
      'checkout',
    ]);
    const charts = [...html.matchAll(/<svg [^>]*class="chart" data-chart="([^"]+)"/g)];
    expect(charts).toHaveLength(10);
    const keys = [...html.matchAll(/<p class="meta key"><code>([^<]+)<\/code>/g)].map((m) => m[1]);
    expect(keys).toEqual([
      'scenario/browse/latency',
      'scenario/browse/p95',
      'scenario/browse/tps',
      'scenario/browse/errorRate',
      'scenario/browse/work/statements',
      'scenario/browse/endpoint/GET /api/items/p95',
      'scenario/checkout/latency',
      'scenario/checkout/p95',
      'scenario/checkout/tps',
      'scenario/checkout/work/statements',
    ]);
    const summary = html.slice(html.indexOf('<h2>Summary</h2>'), html.indexOf('<h2>browse</h2>'));
    expect(summary.match(/<tr><td>/g)).toHaveLength(10);
    expect(summary).toContain('<a href="#series-1">browse · latency (geometric mean)</a>');
    expect(summary).toContain('none in the last 40 results');
    // Every point of every chart is drawn: a polyline vertex and a dot each.
    for (const figure of html.split('<figure ').slice(1)) {
      expect(figure).toContain('data-points="40"');
      expect(figure.match(/<circle class="point"/g)).toHaveLength(40);
    }
  });

  it('marks each change point with a vertical line and captions its commits, magnitude and p-value', () => {
    const html = renderDashboard(steppedHistory(), { repository: 'octo/shop' });
    const latency = chartOf(html, 'scenario/browse/latency');
    expect(latency.match(/<g class="change-point" data-index="12">/g)).toHaveLength(1);
    expect(latency).toMatch(/<line x1="([\d.]+)" x2="\1" y1="34" y2="200" stroke="#cf222e"/);
    const [from, to] = [steppedCommit(11), steppedCommit(12)];
    expect(latency).toContain(
      `<a href="${REPO}/commit/${from}"><code>${from.slice(0, 7)}</code></a>..<a href="${REPO}/commit/${to}"><code>${to.slice(0, 7)}</code></a> (<a href="${REPO}/compare/${from}...${to}">commits</a>)`,
    );
    expect(latency).toMatch(/<li class="change-point worse"><strong>\+15\.0%<\/strong>/);
    expect(latency).toMatch(/magnitude 15\.0%, p &lt; 0\.0001, worse<\/li>/);
    expect(chartOf(html, 'scenario/browse/work/statements')).toContain('data-index="22"');
    expect(chartOf(html, 'scenario/checkout/tps')).not.toContain('class="change-point"');
    // The summary: the last change point and where the latest result stands against it.
    const row = /<tr><td><a href="#series-1">[\s\S]*?<\/tr>/.exec(html)![0];
    expect(row).toContain(`${to.slice(0, 7)}</code></a> (<a href="${REPO}/compare/`);
    expect(row).toMatch(/<span class="worse">\+\d+\.\d% above<\/span>/);
  });

  it('links each point to its commit, and the records to their pull requests', () => {
    const html = renderDashboard(steppedHistory(), {
      repository: 'https://github.com/octo/shop.git',
    });
    const latency = chartOf(html, 'scenario/browse/latency');
    for (let n = 0; n < 40; n++)
      expect(latency).toContain(`<a href="${REPO}/commit/${steppedCommit(n)}"><circle`);
    // Results 1, 2, 4, 5, … came from pull requests 101, 102, 104, 105, …; 0, 3, 6, … did not.
    expect(html).toContain(`<a href="${REPO}/pull/138">#138</a>`);
    expect(html).not.toContain(`${REPO}/pull/139"`);
  });

  it('links nothing without a repository, and refuses one that is not a repository', () => {
    const html = renderDashboard(steppedHistory());
    expect(html).not.toContain('href="http');
    expect(html).toContain(`<code>${steppedCommit(39).slice(0, 7)}</code>`);
    expect(html).toContain('#138');
    expect(() => renderDashboard([], { repository: 'javascript:alert(1)//a/b' })).toThrow(
      RangeError,
    );
  });

  it('escapes every text of a record: names, commits, branch, runner, version', () => {
    const payload = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    const hostile = {
      ...steppedRecord(0),
      commit: payload,
      branch: payload,
      perfGate: payload,
      runner: { class: payload, cpuModel: payload, cores: 4 },
      pullRequest: payload,
      scenarios: {
        [payload]: {
          p95: 100,
          endpoints: { [payload]: { p95: 50 } },
          work: { [payload]: 3, constructor: 2 },
        },
      },
    } as unknown as HistoryRecord;
    const html = renderDashboard([hostile, steppedRecord(1)], { repository: 'octo/shop' });
    expect(html).not.toMatch(/<script|<img/i);
    // No tag gained an attribute: with the (escaped) attribute values taken out, no handler is left.
    expect(html.replace(/"[^"]*"/g, '""')).not.toMatch(/<[^>]*\sonerror=/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    // No link is built from a commit that is not hex, nor from a pull request that is not a number.
    expect(html).not.toContain(`/commit/"`);
    expect(html).not.toMatch(/\/commit\/[^"]*&quot;/);
    expect(html).not.toMatch(/\/pull\/[^0-9]/);
    expect(html).toContain('work · constructor');
  });

  it('draws at most the latest points of a series, and only the change points among them', () => {
    const records = steppedHistory(150);
    const html = renderDashboard(records, { points: 100 });
    const latency = chartOf(html, 'scenario/browse/latency');
    expect(latency).toContain('data-points="100"');
    expect(latency).toContain(' · 100 of 150 results');
    expect(latency).not.toContain('class="change-point"');
    expect(latency).toContain('No change point among these results.');
    const shorter = chartOf(
      renderDashboard(steppedHistory(), { points: 35 }),
      'scenario/browse/latency',
    );
    expect(shorter).toContain('data-index="7"');
  });

  it('draws at most the series bound, the decisive figures first, and names the rest', () => {
    const data = selectSeries(steppedHistory(), { series: 3 });
    expect(data.scenarios.flatMap((g) => g.series.map((s) => s.key))).toEqual([
      'scenario/browse/latency',
      'scenario/browse/p95',
      'scenario/checkout/latency',
    ]);
    expect(data.leftOut[0]).toBe('scenario/checkout/p95');
    const html = renderDashboard(steppedHistory(), { series: 3 });
    expect(html.match(/<svg [^>]*class="chart"/g)).toHaveLength(3);
    expect(html).toContain('<h2>Not drawn</h2>');
    expect(html).toContain('7 series beyond the 3 drawn');
    expect(html).toContain('<code>scenario/browse/endpoint/GET /api/items/p95</code>');
    // A long list is cut: 60 endpoints, 10 series drawn, 50 named, the rest counted.
    const wide = steppedRecord(0);
    wide.scenarios.browse!.endpoints = Object.fromEntries(
      Array.from({ length: 60 }, (_, i) => [`GET /e${i}`, { p95: i }]),
    );
    const cut = renderDashboard([wide], { series: 10 });
    expect(cut).toMatch(/ and \d+ more<\/p>/);
    expect(cut.match(/<code>scenario\//g)!.length).toBeLessThanOrEqual(50 + 10);
  });

  it('says when there is nothing to draw, and counts the lines skipped', () => {
    const html = renderDashboard([], { skipped: 2 });
    expect(html).toContain('No series to draw');
    expect(html).toContain('2 line(s) of the store were skipped');
    expect(html).not.toContain('<svg');
  });
});

describe('repositoryUrlOf', () => {
  it('takes owner/name or an https address of a repository, nothing else', () => {
    expect(repositoryUrlOf('octo/shop')).toBe(REPO);
    expect(repositoryUrlOf('https://github.com/octo/shop.git')).toBe(REPO);
    expect(repositoryUrlOf('https://GHE.example.com:8443/team/app/')).toBe(
      'https://ghe.example.com:8443/team/app',
    );
    for (const bad of [
      'octo',
      'octo/shop/extra',
      '../shop',
      'octo/..',
      'http://github.com/octo/shop',
      'https://github.com/octo/shop?x=1',
      'https://github.com/octo/shop#x',
      'javascript:alert(1)//a/b',
      'https://evil.example/"a/b',
      'https://user@github.com/octo/shop',
    ])
      expect(repositoryUrlOf(bad), bad).toBeUndefined();
  });
});
