import { describe, expect, it } from 'vitest';
import type { GateResult, TelemetryRecord } from '../../../src/model.js';
import { renderHtmlReport } from '../../../src/report/html.js';
import { diagnoseScenario } from '../../../src/analysis/diagnosis/index.js';
import { healthy, syntheticRecord } from '../telemetry/synthetic.js';
import { comparisonRegression, errorResult, hostileCells, passSingleRun } from './results.js';

function withTelemetry(
  result: GateResult,
  shapeFor: (side: 'base' | 'pr') => typeof healthy,
): GateResult {
  const name = result.scenarios[0]!.name;
  const sides = result.sides.base ? (['base', 'pr'] as const) : (['pr'] as const);
  const records: TelemetryRecord[] = sides.flatMap((side) =>
    [0, 1].map((round) => {
      const record = syntheticRecord(shapeFor(side), { maximumPoolSize: 2 }, { side, round });
      record.label.scenario = name;
      return record;
    }),
  );
  const scenarios = result.scenarios.map((scenario, index) =>
    index === 0
      ? { ...scenario, findings: diagnoseScenario(records.map((record) => ({ record }))) }
      : scenario,
  );
  return { ...result, scenarios, telemetry: { records } };
}

const poolBound = { ...healthy, 'hikari.active': () => 2, 'hikari.pending': () => 6 };

describe('renderHtmlReport', () => {
  it('is one self-contained document: no script, no external resource', () => {
    const html = renderHtmlReport(withTelemetry(comparisonRegression(), () => healthy));
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//i);
    expect(html).not.toMatch(/@import|url\(/i);
    expect(html).toContain('<style>');
  });

  it('shows the verdict, the sides and the runner', () => {
    const result = comparisonRegression();
    const html = renderHtmlReport(result);
    expect(html).toContain('<title>perf-gate: Fail</title>');
    expect(html).toContain('feature/cache-places @ 3f9c2a1');
    expect(html).toContain('main @ 0a1b2c3');
    expect(html).toContain('AMD EPYC 7763');
    expect(html).toContain('regression');
  });

  it('draws base and PR charts for every round when telemetry exists', () => {
    const html = renderHtmlReport(withTelemetry(comparisonRegression(), () => healthy));
    const charts = html.match(/<svg [^>]*data-chart="/g) ?? [];
    expect(charts.length).toBeGreaterThanOrEqual(5);
    const rateChart = /<svg [^>]*data-chart="rate"[\s\S]*?<\/svg>/.exec(html)?.[0] ?? '';
    expect(rateChart.match(/data-side="base"/g)).toHaveLength(2);
    expect(rateChart.match(/data-side="pr"/g)).toHaveLength(2);
  });

  it('tabulates the telemetry of each window, mean and peak against the configured limits', () => {
    const html = renderHtmlReport(
      withTelemetry(comparisonRegression(), (side) => (side === 'pr' ? poolBound : healthy)),
    );
    expect(html).toContain('Server and runner, per window');
    const rows = html.match(/<tr><td><span class="side (base|pr)">/g) ?? [];
    // 4 windows of telemetry plus the 10 load-test windows use the same side chip.
    expect(rows.length).toBeGreaterThanOrEqual(14);
    expect(html).toContain('<td>6 / 6</td>');
    expect(html).toContain('2 / 2 of 2');
  });

  it('shows how often a CPU limit throttled the app', () => {
    const throttledShape = { ...healthy, 'container.app.throttled': () => 60 };
    const html = renderHtmlReport(withTelemetry(passSingleRun(), () => throttledShape));
    expect(html).toContain('throttled in 60 % of periods');
  });

  it('explains the bottleneck with its evidence, errors first', () => {
    const html = renderHtmlReport(
      withTelemetry(comparisonRegression(), (side) => (side === 'pr' ? poolBound : healthy)),
    );
    expect(html).toContain('What limited it');
    expect(html).toContain('the connection pool is the bottleneck');
    expect(html).toContain('<span class="key">pendingMean</span> 6');
    expect(html).toContain('threads waiting for a connection');
    const firstWarning = html.indexOf('class="finding warning"');
    expect(firstWarning).toBeGreaterThan(0);
  });

  it('says so when there is no telemetry, and lists telemetry notes with their fix', () => {
    expect(renderHtmlReport(passSingleRun())).toContain('No server telemetry was collected');
    const result = withTelemetry(passSingleRun(), () => healthy);
    (result.telemetry as { records: TelemetryRecord[] }).records[0]!.notes.push({
      source: 'prometheus',
      message: 'Tomcat thread metrics (tomcat_threads_busy_threads) are missing.',
      fix: 'Set server.tomcat.mbeanregistry.enabled=true',
    });
    const html = renderHtmlReport(result);
    expect(html).toContain('Telemetry notes (1)');
    expect(html).toContain('<strong>Fix:</strong> Set server.tomcat.mbeanregistry.enabled=true');
  });

  it('renders the error of a gate that could not measure', () => {
    const result = errorResult();
    const html = renderHtmlReport(result);
    expect(html).toContain('The gate could not measure');
    expect(html).toContain('The build command &quot;./mvnw -B -q -DskipTests package&quot; exited');
    expect(html).toContain('<strong>Fix:</strong>');
  });

  it('lists failed requests per endpoint by status and the exception lines, escaped', () => {
    const result = passSingleRun();
    const window = result.scenarios[0]!.windows[0]!;
    window.endpoints = {
      'GET /<b>': { ...window.http, requests: 10, failed: 10, statusCodes: { 500: 10 } },
    };
    window.appExceptions = [{ line: 'java.lang.Error: <img src=x>', count: 10 }];
    const html = renderHtmlReport(result);
    expect(html).toContain('<li>GET /&lt;b&gt;: 10 of 10 failed (500 ×10)</li>');
    expect(html).toContain('<li><code>java.lang.Error: &lt;img src=x&gt;</code> ×10</li>');
  });

  it('escapes everything taken from the result', () => {
    const html = renderHtmlReport(hostileCells());
    const body = html.slice(html.indexOf('<body>'));
    expect(body).not.toMatch(/<(img|iframe|script|b)[ >]/i);
    expect(body).toContain('pipes | and &lt;b&gt;html&lt;/b&gt;');
    expect(body).toContain('accept-count is &lt;img src=x onerror=alert(1)&gt;');
  });
});
