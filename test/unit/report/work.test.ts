import { describe, expect, it } from 'vitest';
import { WORK_DEFAULTS } from '../../../src/config/work.js';
import type { WindowMeasurement } from '../../../src/model.js';
import { renderHtmlReport } from '../../../src/report/html.js';
import { renderMarkdown } from '../../../src/report/markdown.js';
import { codeSpan } from '../../../src/report/work.js';
import type { ShapeWork } from '../../../src/work/counters.js';
import { makeWindow } from '../analysis/windows.js';
import { gateResult, scenario } from './results.js';

const hostile = 'SELECT `x` FROM t WHERE a = ? | <script>alert(1)</script>\n# heading';
const category =
  'SELECT c1_0.id, c1_0.group_name, c1_0.name FROM place_category c1_0 WHERE c1_0.id = ?';

function windowWith(
  side: 'base' | 'pr',
  statements: number,
  shapes: ShapeWork[],
): WindowMeasurement {
  return {
    ...makeWindow({ side, round: 0 }),
    work: {
      requests: 600,
      elapsedMs: 10_000,
      notes: [],
      database: {
        statementsPerRequest: statements,
        kindsPerRequest: {
          select: statements,
          insert: 0,
          update: 0,
          delete: 0,
          transaction: 0,
          other: 0,
        },
        rowsExaminedPerRequest: statements * 2,
        unshapedPerRequest: 0,
        shapes,
      },
    },
  };
}

const shape = (text: string, perRequest: number): ShapeWork => ({
  shape: text,
  kind: 'select',
  perRequest,
  rowsExaminedPerRequest: 1,
});

function nPlusOneResult() {
  const windows = [
    windowWith('base', 4, [shape('SELECT a FROM place', 4)]),
    windowWith('pr', 38, [
      shape('SELECT a FROM place', 4),
      shape(category, 17),
      shape(hostile, 17),
    ]),
  ];
  return gateResult([
    scenario('content-view', windows, {
      compare: {},
      work: { tolerance: WORK_DEFAULTS.tolerance },
    }),
  ]);
}

describe('work per request in the reports', () => {
  it('puts the work section first when it decides, with base → PR and the new shapes', () => {
    const markdown = renderMarkdown(nPlusOneResult());
    const work = markdown.indexOf('#### Work per request — ❌ more work than the base');
    expect(work).toBeGreaterThan(0);
    expect(work).toBeLessThan(markdown.indexOf('| p95'));
    expect(markdown).toMatch(
      /\| all requests \| SQL statements \| 4 \| 38 \| \+850\.0 % \| 5 % \| ❌ more work \|/,
    );
    expect(markdown).toContain(
      '- 🆕 new statement: `SELECT … FROM place_category c1_0 WHERE c1_0.id = ?` (0 → 17 per request)',
    );
  });

  it('keeps PR-controlled statement text inside one code span', () => {
    const markdown = renderMarkdown(nPlusOneResult());
    const line = markdown.split('\n').find((l) => l.includes('alert(1)'))!;
    expect(line).toBe(
      "- 🆕 new statement: `SELECT 'x' FROM t WHERE a = ? | <script>alert(1)</script> # heading` (0 → 17 per request)",
    );
    expect(line.match(/`/g)).toHaveLength(2);
    expect(codeSpan('a`b\nc')).toBe("`a'b c`");
  });

  it('lists the full table escaped in the HTML report', () => {
    const html = renderHtmlReport(nPlusOneResult());
    expect(html).toContain('<h3>Work per request</h3>');
    expect(html).toContain(
      '<code>SELECT c1_0.id, c1_0.group_name, c1_0.name FROM place_category c1_0 WHERE c1_0.id = ?</code>',
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('folds the section away when no work rule failed', () => {
    const windows = [windowWith('base', 4, []), windowWith('pr', 4, [])];
    const markdown = renderMarkdown(
      gateResult([
        scenario('s', windows, { compare: {}, work: { tolerance: WORK_DEFAULTS.tolerance } }),
      ]),
    );
    expect(markdown).toContain('<details><summary>Work per request</summary>');
    expect(markdown).not.toContain('❌ more work');
  });
});
