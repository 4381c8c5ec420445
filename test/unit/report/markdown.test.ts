import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GITHUB_COMMENT_LIMIT, markerFor, renderMarkdown } from '../../../src/report/markdown.js';
import {
  comparisonRegression,
  errorResult,
  failWithRule,
  hostileCells,
  hugeResult,
  inconclusiveRun,
  passSingleRun,
} from './results.js';

const fixtures = fileURLToPath(new URL('../../fixtures/report/', import.meta.url));

// UPDATE_GOLDEN=1 rewrites the files; without it a missing or different file fails the test.
function expectGolden(name: string, actual: string): void {
  const path = `${fixtures}${name}.golden.md`;
  if (process.env['UPDATE_GOLDEN'] === '1') writeFileSync(path, actual);
  expect(existsSync(path), `${path} is missing: run with UPDATE_GOLDEN=1`).toBe(true);
  expect(actual).toBe(readFileSync(path, 'utf8'));
}

/** Cells of a table line, splitting on pipes that are not escaped. */
function cellCount(line: string): number {
  return line.split(/(?<!\\)\|/).length - 2;
}

function expectWellFormed(markdown: string): void {
  expect(markdown.split('<details').length).toBe(markdown.split('</details>').length);
  const lines = markdown.split('\n');
  let columns = 0;
  for (const [index, line] of lines.entries()) {
    if (!line.startsWith('|')) {
      columns = 0;
      continue;
    }
    expect(line.endsWith('|'), `line ${index + 1} is cut: ${line.slice(-40)}`).toBe(true);
    if (columns === 0) columns = cellCount(line);
    else if (!line.includes('more row(s) not shown'))
      expect(cellCount(line), `line ${index + 1}`).toBe(columns);
  }
}

describe('renderMarkdown golden files', () => {
  const cases = {
    'pass-single-run': passSingleRun,
    'fail-rule': failWithRule,
    inconclusive: inconclusiveRun,
    'comparison-regression': comparisonRegression,
    error: errorResult,
    'hostile-cells': hostileCells,
  };
  for (const [name, build] of Object.entries(cases)) {
    it(`renders ${name}`, () => {
      const markdown = renderMarkdown(build(), {
        artifactUrl: 'https://github.com/acme/tulip/actions/runs/123456789/artifacts/987',
      });
      expectWellFormed(markdown);
      expectGolden(name, markdown);
    });
  }

  it('renders and trims a huge result', () => {
    const markdown = renderMarkdown(hugeResult());
    expect(markdown.length).toBeLessThanOrEqual(GITHUB_COMMENT_LIMIT);
    expect(markdown.length).toBeGreaterThan(GITHUB_COMMENT_LIMIT - 2000);
    expectWellFormed(markdown);
    expect(markdown).toMatch(
      /This report was trimmed to fit GitHub's 65,536-character comment limit: \d+ row\(s\)/,
    );
    expectGolden('huge-trimmed', markdown);
  });
});

describe('renderMarkdown', () => {
  it('starts with the hidden marker and then the verdict', () => {
    const lines = renderMarkdown(failWithRule(), { markerId: 'checkout-api' }).split('\n');
    expect(lines[0]).toBe('<!-- perf-gate:checkout-api -->');
    expect(lines[2]).toBe('## ❌ perf-gate: fail');
    expect(lines[4]).toMatch(
      /^\*\*content-detail: p95 612 ms exceeds the 500 ms budget\. \(\+\d+ more failed\)\*\*$/,
    );
  });

  it('prints how endpoints were grouped under the endpoint table', () => {
    const result = passSingleRun();
    const window = result.scenarios[0]!.windows[0]!;
    window.endpoints = { 'GET /api/products/{id}': window.http };
    window.endpointNote = '1 endpoint(s) were grouped from URLs without a `name` tag';
    const markdown = renderMarkdown(result);
    expect(markdown).toContain('| GET /api/products/{id} |');
    expect(markdown).toContain('ℹ️ 1 endpoint(s) were grouped from URLs without a `name` tag');
  });

  it('breaks failed requests down per endpoint by status, with the exceptions the app logged', () => {
    const result = passSingleRun();
    const window = result.scenarios[0]!.windows[0]!;
    const ok = { ...window.http, failed: 0, errorRate: 0, statusCodes: { 200: 300 } };
    window.endpoints = {
      'GET /oups': {
        ...window.http,
        requests: 200,
        failed: 200,
        errorRate: 1,
        statusCodes: { 500: 197, 'k6 1050': 3 },
      },
      'GET /owners': ok,
    };
    window.appExceptions = [
      {
        line: 'java.lang.RuntimeException: Expected: controller used to showcase `errors`',
        count: 197,
      },
    ];
    const markdown = renderMarkdown(result);
    expect(markdown).toContain(
      '<details open><summary>Endpoints (PR, median over rounds)</summary>',
    );
    expect(markdown).toContain(
      '**Failed requests** (PR, all rounds):\n- GET /oups: 200 of 200 failed (500 ×197, timeout (k6 1050) ×3)',
    );
    expect(markdown).not.toContain('- GET /owners:');
    expect(markdown).toContain(
      'The app logged meanwhile (first distinct lines):\n- `` java.lang.RuntimeException: Expected: controller used to showcase `errors` `` ×197',
    );
  });

  it('links the workflow run and the report artifact', () => {
    const markdown = renderMarkdown(passSingleRun(), {
      runUrl: 'https://github.com/acme/tulip/actions/runs/42',
      artifactUrl: 'https://github.com/acme/tulip/actions/runs/42#artifacts',
    });
    expect(markdown).toContain(
      '🔗 [Workflow run](https://github.com/acme/tulip/actions/runs/42) · 📦 [Full report, result JSON and k6 summaries](https://github.com/acme/tulip/actions/runs/42#artifacts)',
    );
  });

  it('keeps marker ids from closing the HTML comment', () => {
    const marker = markerFor('a --> <b>');
    expect(marker).toBe('<!-- perf-gate:a_-____b_ -->');
    expect(marker.slice(4, -3)).not.toMatch(/--|>/);
    expect(markerFor()).toBe('<!-- perf-gate:default -->');
  });

  it('lists failing rules before passing ones', () => {
    const markdown = renderMarkdown(failWithRule());
    const firstPass = markdown.indexOf('| ✅ pass | budget.');
    const lastFail = markdown.lastIndexOf('| ❌ fail |');
    expect(lastFail).toBeGreaterThan(0);
    expect(firstPass).toBeGreaterThan(lastFail);
  });

  it('never lets user text become HTML or break a table', () => {
    const markdown = renderMarkdown(hostileCells());
    expect(markdown).not.toMatch(/<script|<img|<b>/i);
    expect(markdown).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(markdown).toContain('a\\|b');
    expect(markdown).toContain('<br>second \\`line\\`');
    expectWellFormed(markdown);
  });

  it('honours a smaller limit without cutting inside a row or a details block', () => {
    for (const maxChars of [3000, 5000, 8000]) {
      const markdown = renderMarkdown(comparisonRegression(), { maxChars });
      expect(markdown.length).toBeLessThanOrEqual(maxChars);
      expect(markdown.startsWith(markerFor())).toBe(true);
      expectWellFormed(markdown);
    }
  });

  it('keeps the verdict, the error and its fix under any trimming', () => {
    const markdown = renderMarkdown(errorResult(), { maxChars: 2000 });
    expect(markdown).toContain('## 💥 perf-gate: error');
    expect(markdown).toContain('**Fix:** Run the build locally');
  });
});
